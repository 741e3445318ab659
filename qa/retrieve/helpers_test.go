package retrieve

import (
	"context"
	"log/slog"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"

	"reqap/ingest"
	"reqap/internal/libtest"
	"reqap/qa"
	"reqap/qa/otx"
)

func TestMain(m *testing.M) {
	slog.SetDefault(slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn})))
	code := m.Run()
	if benchDir != "" {
		os.RemoveAll(benchDir)
	}
	os.Exit(code)
}

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

// retrieveCase is a library of events, a RETRIEVE query over it and the
// items it must give (merged events joined by "+", as retrieve writes
// them).
type retrieveCase struct {
	name  string
	query string
	evs   []ingest.Event
	want  []string
}

// runRetrieveCases runs each case over a library of its own events.
func runRetrieveCases(t *testing.T, cases []retrieveCase) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			r := newRetriever(t, libtest.Open(t, tt.evs...))
			if got, want := retrieve(t, r, tt.query), sorted(tt.want...); !slices.Equal(got, want) {
				t.Errorf("RETRIEVE %q\n got %q\nwant %q", tt.query, got, want)
			}
		})
	}
}
