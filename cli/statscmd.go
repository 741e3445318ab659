package cli

import (
	"context"
	"errors"
	"fmt"
	iofs "io/fs"
	"maps"
	"os"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"reqap/app"
	"reqap/index"
	"reqap/ingest"
	"reqap/lang/plural"
)

type statsFile struct {
	Path    string `json:"path"`
	Format  string `json:"format"`
	Events  int    `json:"events"`
	Skipped int    `json:"skipped_records,omitempty"`
	Damaged int    `json:"damaged_records,omitempty"`
	Error   string `json:"error,omitempty"`
	// Missing is set when the file is no longer on disk: its events stay
	// until 'reqap forget' (or a watched folder's rescan) removes them.
	Missing bool `json:"missing,omitempty"`
}

type statsJSON struct {
	Events   int            `json:"events"`
	BySource map[string]int `json:"by_source"`
	// Merged counts records that are one event with a record of another
	// file (the same message in two mailboxes, say).
	Merged   int         `json:"merged"`
	ReadOnly bool        `json:"read_only,omitempty"`
	Files    []statsFile `json:"files"`
}

// runStats reads the library's summary and file records only, never its
// events, so it answers at once on a library of millions of events; and
// read-only, so it never stands in an import's way.
func runStats(ctx context.Context, env Env, data string, args []string) error {
	fs := flags(env, "stats", &data)
	asJSON := fs.Bool("json", false, "print JSON")
	showCatalog := fs.Bool("catalog", false, "show the catalog: sources, fields and the names questions are linked to")
	if _, err := parse(fs, args); err != nil {
		return err
	}
	core, err := openLibrary(data, app.OpenOptions{Lazy: true, Read: true})
	if err != nil {
		return err
	}
	defer core.Close()
	if *showCatalog {
		return printCatalog(env, core, *asJSON)
	}
	lib := core.Library()
	st := lib.Stats()
	out := statsJSON{Events: st.Events, BySource: st.BySource, Merged: st.Merged, Files: []statsFile{}}
	files := lib.Files()
	for _, f := range files {
		out.Files = append(out.Files, statsFile{Path: f.Path, Format: f.Format, Events: f.Events, Skipped: f.Skipped,
			Damaged: f.Damaged, Error: f.Error, Missing: missing(f.Path)})
	}
	if *asJSON {
		return printJSON(env, out)
	}
	fmt.Fprintf(env.Stdout, "%s in %s (%s)\n", plural.Noun(out.Events, "event"), plural.Noun(len(files), "file"), core.Dir())
	if out.Merged > 0 {
		fmt.Fprintf(env.Stdout, "%s also found in another file, counted once\n", plural.Nouns(out.Merged, "record was", "records were"))
	}
	fmt.Fprintln(env.Stdout)
	tw := tabwriter.NewWriter(env.Stdout, 0, 4, 2, ' ', 0)
	for _, s := range slices.Sorted(maps.Keys(out.BySource)) {
		fmt.Fprintf(tw, "  %s\t%d\n", s, out.BySource[s])
	}
	tw.Flush()
	if len(files) > 0 {
		fmt.Fprintln(env.Stdout)
		tw = tabwriter.NewWriter(env.Stdout, 0, 4, 2, ' ', 0)
		missingFiles := 0
		for _, f := range out.Files {
			status := fmt.Sprint(f.Events)
			if f.Damaged > 0 {
				status += fmt.Sprintf("  %s", plural.Noun(f.Damaged, "damaged record"))
			}
			if f.Error != "" {
				status += "  error: " + f.Error
			}
			if f.Missing {
				status += "  (no longer on disk)"
				missingFiles++
			}
			fmt.Fprintf(tw, "  %s\t%s\t%s\n", f.Path, f.Format, status)
		}
		tw.Flush()
		if missingFiles > 0 {
			fmt.Fprintf(env.Stdout, "\n%s no longer on disk; 'reqap forget PATH' removes their events.\n", plural.Nouns(missingFiles, "file is", "files are"))
		}
	}
	return nil
}

// missing reports whether a file (or the archive holding it) is gone.
func missing(path string) bool {
	_, err := os.Stat(ingest.OnDisk(path))
	return errors.Is(err, iofs.ErrNotExist)
}

type eventJSON struct {
	ID      string         `json:"id"`
	Source  string         `json:"source"`
	Start   string         `json:"start"`
	End     string         `json:"end"`
	AllDay  bool           `json:"all_day,omitempty"`
	Summary string         `json:"summary"`
	Score   float64        `json:"score,omitempty"`
	Fields  map[string]any `json:"fields"`
	Origin  ingest.Origin  `json:"origin"`
}

func runEvents(ctx context.Context, env Env, data string, args []string) error {
	fs := flags(env, "events", &data)
	source := fs.String("source", "", "only events of this source kind (e.g. music_stream)")
	from := fs.String("from", "", "only events on or after this date (YYYY-MM-DD)")
	to := fs.String("to", "", "only events before the end of this date (YYYY-MM-DD)")
	limit := fs.Int("limit", 50, "at most this many events (0 = all)")
	asJSON := fs.Bool("json", false, "print JSON")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	q := index.Query{Text: strings.Join(pos, " "), Limit: *limit}
	if *source != "" {
		q.Sources = strings.Split(*source, ",")
	}
	if *from != "" {
		t, err := time.ParseInLocation("2006-01-02", *from, time.Local)
		if err != nil {
			return usageError{fmt.Sprintf("--from %q is not a date like 2024-03-01", *from)}
		}
		q.From = t
	}
	if *to != "" {
		t, err := time.ParseInLocation("2006-01-02", *to, time.Local)
		if err != nil {
			return usageError{fmt.Sprintf("--to %q is not a date like 2024-03-31", *to)}
		}
		q.To = t.AddDate(0, 0, 1)
	}
	core, err := openCore(data)
	if err != nil {
		return err
	}
	defer core.Close()
	hits, err := core.Library().Search(ctx, q)
	if err != nil {
		return err
	}
	if *asJSON {
		out := make([]eventJSON, 0, len(hits))
		for _, h := range hits {
			ev := h.Event
			fields := make(map[string]any, len(ev.Fields))
			for _, f := range ev.Fields {
				fields[f.Key] = f.Value.Any()
			}
			out = append(out, eventJSON{ID: ev.ID, Source: ev.Source, Start: ev.Start.Format(time.RFC3339), End: ev.End.Format(time.RFC3339),
				AllDay: ev.AllDay, Summary: ev.Summary(), Score: h.Score, Fields: fields,
				Origin: ev.Origin})
		}
		return printJSON(env, out)
	}
	tw := tabwriter.NewWriter(env.Stdout, 0, 4, 2, ' ', 0)
	for _, h := range hits {
		ev := h.Event
		when := ev.When(nil)
		if ev.AllDay {
			when += " (all day)"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", when, ev.Source, ev.Summary(), ev.Origin)
	}
	tw.Flush()
	if len(hits) == 0 {
		fmt.Fprintln(env.Stderr, "no events match")
	}
	return nil
}
