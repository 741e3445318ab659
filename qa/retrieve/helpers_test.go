package retrieve

import (
	"context"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/internal/libtest"
	"reqap/internal/test"
	"reqap/lang/tsv"
	"reqap/qa"
	"reqap/qa/otx"
)

func TestMain(m *testing.M) { test.MainLogging(m, slog.LevelWarn) }

var (
	berlin = libtest.Berlin
	at     = libtest.At
	ev     = libtest.Event
)

func newRetriever(t testing.TB, lib Library) *Retriever {
	t.Helper()
	r, err := New(lib, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// retrieve runs a query and returns its items as sorted id groups: "a"
// for an item of one event, "a+b" for a merged one.
func retrieve(t testing.TB, r *Retriever, query string, sources ...string) []string {
	t.Helper()
	items, err := r.Retrieve(context.Background(), otx.RetrieveRequest{Query: query, Sources: sources})
	if err != nil {
		t.Fatalf("Retrieve(%q): %v", query, err)
	}
	return groups(items)
}

func groups(items []*qa.Item) []string {
	out := make([]string, 0, len(items))
	for _, it := range items {
		ids := it.EventIDs()
		sort.Strings(ids)
		out = append(out, strings.Join(ids, "+"))
	}
	sort.Strings(out)
	return out
}

func sorted(s ...string) []string {
	s = slices.Clone(s)
	sort.Strings(s)
	return s
}

func otxReq(q string, sources ...string) otx.RetrieveRequest {
	return otx.RetrieveRequest{Query: q, Sources: sources}
}

// wantRetrieved checks that the request finds the items want names, in
// any order, written as retrieve writes them ("a", "a+b").
func wantRetrieved(t testing.TB, r *Retriever, req otx.RetrieveRequest, want ...string) {
	t.Helper()
	if got := retrieve(t, r, req.Query, req.Sources...); !slices.Equal(got, sorted(want...)) {
		t.Errorf("RETRIEVE %q %q: got %q, want %q", req.Query, req.Sources, got, sorted(want...))
	}
}

// toldEv builds a happening a journal tells: its entry is entry.
func toldEv(id, source, entry string, start, end time.Time, kv ...any) ingest.Event {
	e := ev(id, source, "notes_text", start, end, append(kv, "entry_id", entry)...)
	e.AllDay = start.Location() == time.UTC && start.Equal(end) && start.Hour() == 0
	return e
}

// toldDay is an event a note told of day d of April 2026, all day.
func toldDay(id, source, entry string, d int, kv ...any) ingest.Event {
	day := time.Date(2026, 4, d, 0, 0, 0, 0, time.UTC)
	return toldEv(id, source, entry, day, day, kv...)
}

// retrieveCase is a library of events and the RETRIEVE queries asked of
// it, with the items each must give (merged events joined by "+", as
// retrieve writes them).
type retrieveCase struct {
	name   string
	evs    []ingest.Event
	checks []retrieveCheck
}

type retrieveCheck struct {
	query   string
	sources []string
	want    []string
}

// readCases reads a fixture of retrieveCases, a list read with lang/tsv
// whose rows are
//
//	case   NAME                begins a case
//	ev     ...                 an event of the case's library (libtest.ParseEvent)
//	query  QUERY [SOURCE ...]  a RETRIEVE query, over the sources given
//	want   ITEM ...            the items the query before must give ("a+b" for a merged one); none without columns
func readCases(t *testing.T, fsys fs.FS, name string) []retrieveCase {
	t.Helper()
	var cases []retrieveCase
	err := tsv.Read(fsys, name, func(_ int, cols []string) error {
		if cols[0] == "case" {
			if err := tsv.Exactly(cols, 2); err != nil {
				return err
			}
			cases = append(cases, retrieveCase{name: cols[1]})
			return nil
		}
		if len(cases) == 0 {
			return fmt.Errorf("%s before the first case", cols[0])
		}
		c := &cases[len(cases)-1]
		switch cols[0] {
		case "query":
			if err := tsv.AtLeast(cols, 2); err != nil {
				return err
			}
			c.checks = append(c.checks, retrieveCheck{query: cols[1], sources: cols[2:], want: []string{}})
		case "want":
			if len(c.checks) == 0 {
				return fmt.Errorf("want before the first query")
			}
			ch := &c.checks[len(c.checks)-1]
			ch.want = append(ch.want, cols[1:]...)
		case "ev":
			e, err := libtest.ParseEvent(cols[1:])
			if err != nil {
				return err
			}
			c.evs = append(c.evs, e)
		default:
			return fmt.Errorf("unknown row %q", cols[0])
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return cases
}

// runRetrieveCases asks each case's queries over a library of its events.
func runRetrieveCases(t *testing.T, cases []retrieveCase) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			r := newRetriever(t, libtest.Open(t, tt.evs...))
			for _, c := range tt.checks {
				if got, want := retrieve(t, r, c.query, c.sources...), sorted(c.want...); !slices.Equal(got, want) {
					t.Errorf("RETRIEVE %q %q\n got %q\nwant %q", c.query, c.sources, got, want)
				}
			}
		})
	}
}

// TestCases runs every fixture in testdata/cases: each file pins one
// behaviour of RETRIEVE (its header says which) on small libraries.
func TestCases(t *testing.T) {
	files, err := fs.Glob(os.DirFS("testdata/cases"), "*.tsv")
	if err != nil || len(files) == 0 {
		t.Fatalf("no fixtures in testdata/cases: %v", err)
	}
	for _, f := range files {
		t.Run(strings.TrimSuffix(f, ".tsv"), func(t *testing.T) {
			runRetrieveCases(t, readCases(t, os.DirFS("testdata/cases"), f))
		})
	}
}
