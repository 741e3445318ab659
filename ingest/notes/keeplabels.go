package notes

import (
	"bufio"
	"context"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"reqap/ingest"
)

// KeepLabels reads Keep/Labels.txt from Google Takeout: the labels the
// person made in Google Keep, one per line. The file has no dates; each
// label becomes an undated account fact ("What labels do I use in
// Keep?"), and the notes carrying it list it in their own labels field.
var KeepLabels = ingest.AccountFacts(ingest.Importer{
	Name:      "google_keep_labels",
	Doc:       "Google Keep Labels.txt (Takeout): one account fact per label",
	Recognize: recognizeKeepLabels,
	Import:    importKeepLabels,
})

// recognizeKeepLabels is KeepLabels.Recognize: Labels.txt in Takeout's Keep
// folder, or beside Keep notes when that folder itself was imported.
func recognizeKeepLabels(c ingest.Candidate) ingest.Match {
	if c.Base() != "Labels.txt" {
		return ingest.Match{}
	}
	if inKeepFolder(c.Path) || keepNotesIn(c.FS, path.Dir(c.Path)) {
		return ingest.Match{Score: ingest.ScoreNameContent}
	}
	return ingest.Match{}
}

// keepNotesIn reports whether dir holds a Keep note (a JSON file Keep
// recognizes as its own); only a few files are looked at.
func keepNotesIn(fsys fs.FS, dir string) bool {
	if fsys == nil {
		return false
	}
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return false
	}
	looked := 0
	for _, e := range entries {
		if e.IsDir() || !strings.EqualFold(path.Ext(e.Name()), ".json") {
			continue
		}
		if looked++; looked > 5 {
			return false
		}
		head, err := ingest.ReadHead(fsys, path.Join(dir, e.Name()))
		if err == nil && isKeepJSON(ingest.TrimStart(head)) {
			return true
		}
	}
	return false
}

// maxLabel bounds a label line; Keep allows 50 characters.
const maxLabel = 4 << 10

func importKeepLabels(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	f, err := in.OpenFile(ctx)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 1024), maxLabel)
	seen := map[string]bool{}
	for n := 1; sc.Scan(); n++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		label := strings.TrimSpace(string(ingest.TrimBOM(sc.Bytes())))
		if label == "" {
			continue
		}
		rec := ingest.Line(n)
		if seen[label] {
			sink.Skip(rec, fmt.Errorf("label %q listed twice", label))
			continue
		}
		seen[label] = true
		ev := ingest.AccountFact("Google Keep", "label")
		ev.SetText("label", label)
		ev.SetText("title", "Keep label "+label)
		ev.ID = in.ID(label)
		ev.Origin = in.Origin(rec)
		if err := sink.Emit(ev); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return in.Errorf("", "reading the labels: %w", err)
	}
	return nil
}
