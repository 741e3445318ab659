package index

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/RoaringBitmap/roaring"
	blugeindex "github.com/blugelabs/bluge/index"

	"reqap/ingest"
)

// socialLibrary holds a few posts, plays and meals for the search tests.
func socialLibrary(t *testing.T) *Library {
	t.Helper()
	lib, _ := openTemp(t)
	p, s, m := "/d/posts.json", "/d/spotify.json", "/d/meals.csv"
	commitFile(t, lib, p,
		mk(p, "post-ball", ingest.SocialMedia, at(10), at(10), "text", "⚽ with the guys", "platform", "Instagram"),
		mk(p, "post-match", ingest.SocialMedia, at(30), at(30), "text", "Great football match tonight", "hashtags", []string{"Football", "derby"}),
		mk(p, "post-pizza", ingest.SocialMedia, at(50), at(50), "text", "🍕 night 🇮🇹", "platform", "instagram"),
		mk(p, "post-run", ingest.SocialMedia, at(70), at(70), "text", "Went running in the park", "platform", "Twitter"),
		mk(p, "post-ice", ingest.SocialMedia, at(80), at(80), "text", "ice cream sundae", "platform", "Twitter"),
		mk(p, "post-skate", ingest.SocialMedia, at(90), at(90), "text", "ice skating with Anna", "platform", "Twitter"),
	)
	commitFile(t, lib, s,
		mk(s, "play-1", ingest.MusicStream, at(11), at(11.1), "artist", "Daft Punk", "track", "Around the World", "reason_end", "trackdone", "skipped", false),
		mk(s, "play-2", ingest.MusicStream, at(12), at(12.1), "artist", "daft punk", "track", "One More Time", "reason_end", "fwdbtn", "skipped", true),
		mk(s, "play-3", ingest.MusicStream, at(13), at(13.1), "artist", "Queen", "track", "Bohemian Rhapsody", "reason_end", "listened"),
	)
	commitFile(t, lib, m,
		mk(m, "meal-1", ingest.Note, at(20), at(21), "text", "pizza pizza pizza"),
		mk(m, "meal-2", ingest.Note, at(40), at(41), "text", "pizza and pasta at Luigi's trattoria"),
		mk(m, "meal-3", ingest.Note, at(60), at(61), "text", "sushi and pizza with the whole family after a long week of work and errands"),
		mk(m, "meal-4", ingest.Note, at(65), at(66), "text", "pasta", "attendees", []string{"Mum", "Dad"}),
	)
	return lib
}

func TestSearchText(t *testing.T) {
	lib := socialLibrary(t)
	tests := []struct {
		name string
		q    Query
		want []string // ids in the expected order; nil = no hits
		// anyOrder compares as sets when BM25 ties are not the point.
		anyOrder bool
	}{
		{name: "stemming: listen finds listened", q: Query{Text: "listen"}, want: []string{"play-3"}},
		{name: "stemming: runs finds running", q: Query{Text: "runs"}, want: []string{"post-run"}},
		{name: "emoji in event, word in query", q: Query{Text: "football"}, want: []string{"post-ball", "post-match"}, anyOrder: true},
		{name: "emoji synonym", q: Query{Text: "soccer"}, want: []string{"post-ball"}},
		{name: "emoji in query", q: Query{Text: "⚽"}, want: []string{"post-ball", "post-match"}, anyOrder: true},
		{name: "flag emoji", q: Query{Text: "italian"}, want: []string{"post-pizza"}},
		// Three mentions beat one; longer verbalizations score lower.
		{name: "pizza emoji and word", q: Query{Text: "pizza"}, want: []string{"meal-1", "meal-2", "post-pizza", "meal-3"}},
		{name: "both words rank above one", q: Query{Text: "pizza pasta"}, want: []string{"meal-2", "meal-1", "meal-4", "post-pizza", "meal-3"}},
		{name: "rare word ranks first", q: Query{Text: "pizza sushi"}, want: []string{"meal-3", "meal-1", "meal-2", "post-pizza"}},
		{name: "case and possessive", q: Query{Text: "LUIGI"}, want: []string{"meal-2"}},
		{name: "only stop words", q: Query{Text: "the and of"}, want: nil},
		{name: "no match", q: Query{Text: "xylophone"}, want: nil},
		{name: "source filter", q: Query{Text: "pizza", Sources: []string{ingest.SocialMedia}}, want: []string{"post-pizza"}},
		{name: "time filter", q: Query{Text: "pizza", From: at(30), To: at(55)}, want: []string{"meal-2", "post-pizza"}},
		{name: "field filter ignores case", q: Query{Text: "punk", Fields: []FieldFilter{{"artist", "DAFT PUNK"}}}, want: []string{"play-1", "play-2"}},
		{name: "field filter on a bool", q: Query{Text: "punk", Fields: []FieldFilter{{"skipped", "true"}}}, want: []string{"play-2"}},
		{name: "field filter on a list", q: Query{Text: "football", Fields: []FieldFilter{{"hashtags", "football"}}}, want: []string{"post-match"}},
		{name: "limit keeps the best", q: Query{Text: "pizza", Limit: 2}, want: []string{"meal-1", "meal-2"}},
		// Equal scores are ordered by start.
		{name: "terms expand the query", q: Query{Text: "soccer", Terms: []Term{{Text: "pasta", Boost: 0.5}}}, want: []string{"post-ball", "meal-2", "meal-4"}},
		{name: "a boost reorders", q: Query{Terms: []Term{{Text: "sushi", Boost: 0.1}, {Text: "trattoria", Boost: 10}}}, want: []string{"meal-2", "meal-3"}},
		{name: "a multi-word term needs all its words", q: Query{Terms: []Term{{Text: "ice cream"}}}, want: []string{"post-ice"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			hits := mustSearch(t, lib, tt.q)
			got := ids(hits)
			if tt.anyOrder {
				slices.Sort(got)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("Search(%+v) = %v, want %v", tt.q, got, tt.want)
				for _, h := range hits {
					t.Logf("  %s %.4f", h.Event.ID, h.Score)
				}
			}
			for i := 1; i < len(hits); i++ {
				if hits[i].Score > hits[i-1].Score {
					t.Errorf("hits not sorted by score at %d", i)
				}
			}
		})
	}
}

func TestSearchMinScore(t *testing.T) {
	lib := socialLibrary(t)
	all := mustSearch(t, lib, Query{Text: "pizza sushi"})
	if len(all) < 3 {
		t.Fatalf("want at least 3 hits, got %d", len(all))
	}
	cut := all[1].Score
	got := mustSearch(t, lib, Query{Text: "pizza sushi", MinScore: cut})
	if len(got) != 2 || got[0].Event.ID != all[0].Event.ID || got[1].Event.ID != all[1].Event.ID {
		t.Errorf("MinScore %.3f kept %v, want the first two of %v", cut, ids(got), ids(all))
	}
	for _, h := range got {
		if h.Score < cut {
			t.Errorf("hit %s below MinScore: %.3f", h.Event.ID, h.Score)
		}
	}
}

func TestSearchWithoutText(t *testing.T) {
	lib := socialLibrary(t)
	tests := []struct {
		name string
		q    Query
		want []string
	}{
		{"everything by start", Query{}, []string{"post-ball", "play-1", "play-2", "play-3", "meal-1", "post-match", "meal-2", "post-pizza", "meal-3", "meal-4", "post-run", "post-ice", "post-skate"}},
		{"one source", Query{Sources: []string{ingest.MusicStream}}, []string{"play-1", "play-2", "play-3"}},
		{"two sources merged", Query{Sources: []string{ingest.Note, ingest.MusicStream}}, []string{"play-1", "play-2", "play-3", "meal-1", "meal-2", "meal-3", "meal-4"}},
		{"unknown source", Query{Sources: []string{"fax"}}, nil},
		{"time window", Query{From: at(12), To: at(30)}, []string{"play-2", "play-3", "meal-1"}},
		{"span overlapping the start of the window", Query{From: at(20.5), To: at(30)}, []string{"meal-1"}},
		{"limit keeps the earliest", Query{Sources: []string{ingest.SocialMedia}, Limit: 2}, []string{"post-ball", "post-match"}},
		{"field filter", Query{Fields: []FieldFilter{{"platform", "twitter"}}}, []string{"post-run", "post-ice", "post-skate"}},
		{"two filters on a list", Query{Fields: []FieldFilter{{"attendees", "mum"}, {"attendees", "dad"}}}, []string{"meal-4"}},
		{"filters and limit", Query{Fields: []FieldFilter{{"platform", "twitter"}}, Limit: 1}, []string{"post-run"}},
		{"missing field", Query{Fields: []FieldFilter{{"nope", "x"}}}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			hits := mustSearch(t, lib, tt.q)
			if got := ids(hits); !slices.Equal(got, tt.want) {
				t.Errorf("Search(%+v) = %v, want %v", tt.q, got, tt.want)
			}
			for _, h := range hits {
				if h.Score != 0 {
					t.Errorf("filter-only hit %s has score %v", h.Event.ID, h.Score)
				}
			}
		})
	}
}

func TestTimeWindowOverlap(t *testing.T) {
	lib, _ := openTemp(t)
	f := "/d/cal"
	commitFile(t, lib, f,
		mk(f, "long", ingest.Calendar, at(-100), at(100)), // starts long before the window
		mk(f, "instant-at-from", ingest.Calendar, at(10), at(10)),
		mk(f, "instant-at-to", ingest.Calendar, at(20), at(20)),
		mk(f, "instant-before", ingest.Calendar, at(9), at(9)),
		mk(f, "ends-at-from", ingest.Calendar, at(8), at(10)),
		mk(f, "ends-inside", ingest.Calendar, at(8), at(11)),
		mk(f, "starts-inside", ingest.Calendar, at(19), at(22)),
		mk(f, "starts-at-to", ingest.Calendar, at(20), at(21)),
		ingest.Event{ID: "no-start", Source: ingest.Calendar, Origin: ingest.Origin{File: f}},
	)
	tests := []struct {
		name     string
		from, to time.Time
		want     []string
	}{
		{"bounded", at(10), at(20), []string{"long", "ends-inside", "instant-at-from", "starts-inside"}},
		{"from only", at(20.5), time.Time{}, []string{"long", "starts-inside", "starts-at-to"}},
		{"to only", time.Time{}, at(9), []string{"long", "ends-at-from", "ends-inside"}},
		{"unbounded keeps events without a start", time.Time{}, time.Time{}, []string{"no-start", "long", "ends-at-from", "ends-inside", "instant-before", "instant-at-from", "starts-inside", "instant-at-to", "starts-at-to"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ids(mustSearch(t, lib, Query{From: tt.from, To: tt.to}))
			if !slices.Equal(got, tt.want) {
				t.Errorf("window [%v, %v) = %v, want %v", tt.from, tt.to, got, tt.want)
			}
			// The text path applies the same rule.
			got = ids(mustSearch(t, lib, Query{Text: "calendar", From: tt.from, To: tt.to}))
			slices.Sort(got)
			want := slices.Clone(tt.want)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("text search in [%v, %v) = %v, want %v", tt.from, tt.to, got, want)
			}
		})
	}
}

func TestSearchResultsFollowWrites(t *testing.T) {
	lib := socialLibrary(t)
	q := Query{Text: "pizza"}
	first := mustSearch(t, lib, q)
	first[0] = Hit{} // the caller's copy: must not reach the cache
	again := mustSearch(t, lib, q)
	if again[0].Event == nil || again[0].Event.ID != "meal-1" {
		t.Fatalf("cached result was modified through a returned slice: %+v", again[0])
	}
	f := "/d/meals.csv"
	commitFile(t, lib, f, mk(f, "meal-9", ingest.Note, at(99), at(99), "text", "pizza"))
	got := ids(mustSearch(t, lib, q))
	if !slices.Equal(got, []string{"meal-9", "post-pizza"}) {
		t.Errorf("after re-importing meals: %v, want [meal-9 post-pizza]", got)
	}
	if evs := lib.Events(ingest.Note); !slices.Equal(ids(evs), []string{"meal-9"}) {
		t.Errorf("Events(note) = %v", ids(evs))
	}
}

func TestSearchCancelled(t *testing.T) {
	lib := socialLibrary(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := lib.Search(ctx, Query{Text: "pizza"}); err == nil {
		t.Error("Search with a cancelled context succeeded")
	}
}

func TestEventsAreSortedCopies(t *testing.T) {
	lib := socialLibrary(t)
	all := lib.Events("")
	if len(all) != 13 {
		t.Fatalf("Events(\"\") = %d events, want 13", len(all))
	}
	for i := 1; i < len(all); i++ {
		if all[i-1].Start.After(all[i].Start) {
			t.Fatalf("not sorted by start at %d", i)
		}
	}
	all[0] = nil
	if lib.Events("")[0] == nil {
		t.Error("modifying the returned slice changed the library")
	}
	if evs := lib.Events("fax"); len(evs) != 0 {
		t.Errorf("Events of an unknown source = %v", evs)
	}
}

func TestKeysAndValueCounts(t *testing.T) {
	lib := socialLibrary(t)
	keys := lib.Keys(ingest.MusicStream)
	wantKeys := []KeyCount{{"artist", 3}, {"reason_end", 3}, {"track", 3}, {"skipped", 2}}
	if !slices.Equal(keys, wantKeys) {
		t.Errorf("Keys(music) = %v, want %v", keys, wantKeys)
	}
	if got := lib.Keys(""); len(got) == 0 || got[0] != (KeyCount{"text", 10}) {
		t.Errorf("Keys(\"\") = %v, want text first with 10", got)
	}
	tests := []struct {
		source, key string
		limit       int
		want        []ValueCount
	}{
		{ingest.MusicStream, "artist", 0, []ValueCount{{"Daft Punk", 2}, {"Queen", 1}}},
		{ingest.MusicStream, "artist", 1, []ValueCount{{"Daft Punk", 2}}},
		{ingest.MusicStream, "skipped", 0, []ValueCount{{"false", 1}, {"true", 1}}},
		{ingest.SocialMedia, "platform", 0, []ValueCount{{"Twitter", 3}, {"Instagram", 2}}},
		{"", "hashtags", 0, []ValueCount{{"derby", 1}, {"Football", 1}}},
		{"", "attendees", 0, []ValueCount{{"Dad", 1}, {"Mum", 1}}},
		{ingest.MusicStream, "nope", 0, []ValueCount{}},
	}
	for _, tt := range tests {
		got := lib.ValueCounts(tt.source, tt.key, tt.limit)
		if !slices.Equal(got, tt.want) {
			t.Errorf("ValueCounts(%q, %q, %d) = %v, want %v", tt.source, tt.key, tt.limit, got, tt.want)
		}
	}
	// Statistics follow writes.
	s := "/d/spotify.json"
	commitFile(t, lib, s, mk(s, "play-9", ingest.MusicStream, at(1), at(1), "artist", "Queen"))
	if got := lib.ValueCounts(ingest.MusicStream, "artist", 0); !slices.Equal(got, []ValueCount{{"Queen", 1}}) {
		t.Errorf("after re-import: %v", got)
	}
}

// FuzzSearchText feeds arbitrary query text through analysis, query
// building and Bluge: a query never fails or panics, and hits stay ordered.
func FuzzSearchText(f *testing.F) {
	lib, _ := openTemp(f)
	p := "/d/posts.json"
	w, err := lib.BeginFile(p)
	if err != nil {
		f.Fatal(err)
	}
	for i, text := range []string{"⚽ with the guys", "pizza pizza 🍕", "Listened to Daft Punk", "ice cream 🇮🇹", "東京 ramen"} {
		if err := w.Add(mk(p, fmt.Sprint("e", i), ingest.SocialMedia, at(float64(i)), at(float64(i)), "text", text)); err != nil {
			f.Fatal(err)
		}
	}
	if err := w.Commit(context.Background(), FileRecord{}); err != nil {
		f.Fatal(err)
	}
	for _, s := range []string{"football", "⚽", "the", "", "pizza ice", "\xff", "東京", "a b c d e f g h"} {
		f.Add(s, "soccer", 0.5)
	}
	f.Fuzz(func(t *testing.T, text, term string, boost float64) {
		hits, err := lib.Search(context.Background(), Query{Text: text, Terms: []Term{{Text: term, Boost: boost}}})
		if err != nil {
			t.Fatalf("Search(%q, %q): %v", text, term, err)
		}
		for i := 1; i < len(hits); i++ {
			if hits[i].Score > hits[i-1].Score {
				t.Fatalf("hits out of order: %+v", hits)
			}
		}
	})
}

// The documents of sources are listed once per snapshot: asked again of
// the same snapshot they are the list made, and a write's snapshot lists
// them afresh.
func TestSourceDocsPerSnapshot(t *testing.T) {
	lib := socialLibrary(t)
	ctx := context.Background()
	docsIn := func(snap *blugeindex.Snapshot) *roaring.Bitmap {
		docs, err := lib.sourceDocs(ctx, snap, []string{ingest.MusicStream})
		if err != nil {
			t.Fatal(err)
		}
		return docs
	}
	docsNow := func() (*roaring.Bitmap, func()) {
		snap, release, err := lib.acquire()
		if err != nil {
			t.Fatal(err)
		}
		return docsIn(snap), release
	}
	// Both lists come from one snapshot: two acquisitions may see two
	// snapshots, because the store's merger may swap one in between
	// (which made this test fail now and then under -race).
	snap, release, err := lib.acquire()
	if err != nil {
		t.Fatal(err)
	}
	first, again := docsIn(snap), docsIn(snap)
	release()
	if again != first || first.GetCardinality() != 3 {
		t.Fatalf("listed %d plays, then %p after %p", first.GetCardinality(), again, first)
	}
	s := "/d/spotify2.json"
	commitFile(t, lib, s, mk(s, "play-9", ingest.MusicStream, at(99), at(99.1), "artist", "Queen"))
	after, release := docsNow()
	defer release()
	if after.GetCardinality() != 4 {
		t.Errorf("after a write: %d plays, want 4", after.GetCardinality())
	}
}

// A file's name is searched by its words: "gravity" finds gravity.pl.
func TestSearchTextFileWords(t *testing.T) {
	ev := ingest.Event{Source: ingest.Mail}
	ev.SetList("attachments", []string{"gravity.pl", "MCS_C_11452.gif"})
	ev.SetText("from", "cristy@mystic.es.dupont.com")
	ev.SetText("version", "5.2")
	s := SearchText(&ev)
	for _, w := range []string{"(gravity)", "(MCS C 11452)"} {
		if !strings.Contains(s, w) {
			t.Errorf("SearchText lacks %q:\n%s", w, s)
		}
	}
	if strings.Count(s, "(") != 2 {
		t.Errorf("SearchText splits what is no file's name:\n%s", s)
	}
}
