package takeout_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"reqap/ingest"
	"reqap/ingest/formats"
	"reqap/ingest/ingesttest"
	"reqap/internal/test"
	"reqap/lang/tsv"
)

// route is where a file must end up: the format that wins detection, and
// either the number of events it yields or the reason it is skipped.
type route struct {
	format string
	events int
	skip   string // a prefix of Match.Skip
}

// is reports whether the route a file took is the one w expects: skipped
// (for a reason w's begins) or not, and with w's format and events.
func (r route) is(w route) bool {
	return r.format == w.format && strings.HasPrefix(r.skip, w.skip) && (w.skip == "") == (r.skip == "") && r.events == w.events
}

// readRoutes reads the routes files must take from a table file of
// testdata: a file's path, then its route's format, events and skip.
func readRoutes(t *testing.T, file string) map[string]route {
	t.Helper()
	routes := map[string]route{}
	test.ReadTable(t, file, func(line int, cells []string) error {
		if err := tsv.Exactly(cells, 4); err != nil {
			return err
		}
		n, err := strconv.Atoi(cells[2])
		if err != nil {
			return fmt.Errorf("events: %w", err)
		}
		if _, ok := routes[cells[0]]; ok {
			return fmt.Errorf("%s is listed twice", cells[0])
		}
		routes[cells[0]] = route{format: cells[1], events: n, skip: cells[3]}
		return nil
	})
	return routes
}

// zipMember maps a real sample below realdata to its place in a Takeout
// archive as Google lays it out.
func zipMember(rel string) string {
	rel = filepath.ToSlash(rel)
	switch {
	case strings.HasPrefix(rel, "google_takeout/location/dawarich/"):
		name := strings.TrimPrefix(rel, "google_takeout/location/dawarich/")
		if name == "Semantic_Location_History_2013_DECEMBER.json" {
			return "Takeout/Location History (Timeline)/Semantic Location History/2013/2013_DECEMBER.json"
		}
		return "Takeout/Location History (Timeline)/" + name
	case strings.HasPrefix(rel, "notes/google_keep/takeout_2021/"):
		return strings.TrimPrefix(rel, "notes/google_keep/takeout_2021/")
	}
	// google_takeout/<source>/Takeout/...
	_, rest, _ := strings.Cut(rel, "/Takeout/")
	return "Takeout/" + rest
}

// TestTakeoutZip builds a Google Takeout archive from the real samples,
// scans it the way an import does and checks that every member is routed
// to the right importer (or skipped with a reason) and what each yields.
func TestTakeoutZip(t *testing.T) {
	root := ingesttest.RealPath(t)
	members := map[string]string{}
	for _, dir := range []string{"google_takeout", "notes/google_keep/takeout_2021"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				rel, _ := filepath.Rel(root, p)
				m := zipMember(rel)
				if members[m] != "" {
					t.Fatalf("%s and %s are both %s in the archive", members[m], p, m)
				}
				members[m] = p
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	archive := ingesttest.Zip(t, "takeout-20240601T000000Z-001.zip", members)

	want := readRoutes(t, "zip-routes.tsv")

	tree := ingesttest.Scan(t, archive)
	if len(tree.Problems) != 0 {
		t.Errorf("scan problems: %+v", tree.Problems)
	}
	if len(tree.Files) != len(want) {
		t.Errorf("scan found %d members, want %d", len(tree.Files), len(want))
	}
	totals := map[string]int{}
	for _, file := range tree.Files {
		w, ok := want[file.Path]
		if !ok {
			t.Errorf("unexpected member %s", file.Path)
			continue
		}
		if !strings.HasPrefix(file.Name, archive+"!/") {
			t.Errorf("member name %s does not name the archive", file.Name)
		}
		totals[w.format] += w.events
		got := routeOf(t, file)
		if !got.is(w) {
			t.Errorf("%s: routed to %+v, want %+v", file.Path, got, w)
		}
	}
	if totals["google_activity"] != 7 || totals["google_location"] != 20 || totals["google_keep"] != 5 {
		t.Errorf("expected totals changed: %v", totals)
	}
}

// routeOf detects and, unless skipped, imports one scanned file.
func routeOf(t *testing.T, file ingest.File) route {
	t.Helper()
	imp, m, res := ingesttest.Route(t, formats.Registry, file)
	if imp == nil {
		return route{format: "(none)"}
	}
	r := route{format: imp.Name, skip: m.Skip}
	if m.Skip != "" {
		return r
	}
	if res.Err != nil {
		t.Errorf("%s: import: %v", file.Name, res.Err)
	}
	for _, ev := range res.Events {
		if ev.Origin.File != file.Name || ev.Origin.Format != imp.Name {
			t.Errorf("%s: origin %+v", file.Name, ev.Origin)
		}
	}
	r.events = len(res.Events)
	return r
}

// TestRouteRealSamples checks that every real sample of the social, notes
// and WhatsApp formats is routed to its importer when all importers
// compete, as a dropped folder would be.
func TestRouteRealSamples(t *testing.T) {
	root := ingesttest.RealPath(t)
	want := readRoutes(t, "real-routes.tsv")
	var roots []string
	for _, dir := range []string{"bonus", "notes", "social"} {
		roots = append(roots, filepath.Join(root, dir))
	}
	tree := ingesttest.Scan(t, roots...)
	seen := 0
	for _, file := range tree.Files {
		rel, _ := filepath.Rel(root, file.Name)
		rel = filepath.ToSlash(rel)
		// Each folder is its own scan root, so FS paths start below it.
		w, ok := want[rel]
		if !ok {
			t.Errorf("no expectation for %s", rel)
			continue
		}
		seen++
		got := routeOf(t, file)
		if !got.is(w) {
			t.Errorf("%s: routed to %+v, want %+v", rel, got, w)
		}
	}
	if seen != len(want) {
		t.Errorf("scanned %d of the %d samples", seen, len(want))
	}
}
