package formats_test

import (
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"reqap/ingest/formats"
	"reqap/ingest/ingesttest"
)

// TestEveryRealSampleIsHandled walks the whole real-sample folder the way an
// import job does and checks that every file is either imported without
// error by the importer that recognizes it, or skipped with a reason by a
// recognizing importer. Nothing is left unrecognized.
func TestEveryRealSampleIsHandled(t *testing.T) {
	root := ingesttest.RealPath(t)
	tree := ingesttest.Scan(t, root)
	for _, p := range tree.Problems {
		t.Errorf("%s: scan problem %v %s", p.Name, p.Err, p.Skipped)
	}
	byFormat := map[string]int{}
	events := map[string]int{}
	for _, f := range tree.Files {
		rel, _ := filepath.Rel(root, f.Name)
		if rel == "PROVENANCE.md" {
			continue // the folder's own documentation, not an export
		}
		imp, m, res := ingesttest.Route(t, formats.Registry, f)
		if imp == nil {
			t.Errorf("%s: not recognized by any importer", rel)
			continue
		}
		if m.Skip != "" {
			byFormat[imp.Name+" (skipped)"]++
			continue
		}
		if res.Err != nil {
			t.Errorf("%s (%s): %v", rel, imp.Name, res.Err)
			continue
		}
		if len(res.Events) == 0 && len(res.Skips) == 0 {
			t.Errorf("%s (%s): imported nothing and reported nothing", rel, imp.Name)
		}
		byFormat[imp.Name]++
		for _, ev := range res.Events {
			events[ev.Source]++
		}
	}
	var lines []string
	for f, n := range byFormat {
		lines = append(lines, f+": "+itoa(n))
	}
	sort.Strings(lines)
	t.Logf("files per format: %s", strings.Join(lines, ", "))
	t.Logf("events per source: %v", events)
	for _, src := range []string{"calendar", "mail", "music_stream", "movie_stream", "tvseries_stream", "workout", "online_purchase", "social_media", "note", "location", "chat", "video_stream", "web_activity"} {
		if events[src] == 0 {
			t.Errorf("no %s events from the real samples", src)
		}
	}
}

func itoa(n int) string {
	var b [20]byte
	i := len(b)
	for {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
		if n == 0 {
			return string(b[i:])
		}
	}
}
