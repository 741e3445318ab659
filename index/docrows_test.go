package index

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/RoaringBitmap/roaring"

	"reqap/ingest"
)

// A text query whose hits are a good part of a source not in memory keeps
// the rows of the source's documents; the next process's hits are those
// rows, and they are exactly the hits a loaded library gives, with the
// query's window, field filters and limit, and without the documents of a
// file imported again (its old copies are no events).
func TestHitsFromKeptRows(t *testing.T) {
	lib, dir := openTemp(t)
	commitFile(t, lib, "/x/plays.json", playsOf(maxReadAlone*3, "/x/plays.json", 0)...)
	commitFile(t, lib, "/x/b.json", playsOf(300, "/x/b.json", 1)...)
	// Imported again: the first copies of b.json's plays are garbage.
	commitFile(t, lib, "/x/b.json", playsOf(300, "/x/b.json", 2)...)
	commitFile(t, lib, "/x/runs.json", mk("/x/runs.json", "w1", "workout", at(1), at(2), "sport", "marathon"))
	// Tidied first: Bluge's merger, left segments to merge, may merge them
	// while the next process searches, after it kept the rows for the
	// segments it searched; the rows are then another state's and the
	// process after it rightly reads the names again (seen once under
	// -race in CI).
	if _, _, err := lib.Tidy(context.Background()); err != nil {
		t.Fatal(err)
	}
	if _, err := lib.Columns(context.Background(), "music_stream"); err != nil {
		t.Fatal(err)
	}
	closeLib(t, lib)

	plays := []string{"music_stream"}
	queries := []Query{
		{Text: "marathon", Sources: plays},
		{Text: "marathon hold", Sources: plays},
		{Text: "marathon", Sources: plays, From: at(1000), To: at(3000)},
		{Text: "marathon", Sources: plays, Fields: []FieldFilter{{Key: "artist", Value: "nico hart"}}, Limit: 7},
		// The runs have no table: their hits are read by their names, the
		// plays' are rows still.
		{Text: "marathon", Sources: []string{"music_stream", "workout"}},
		{Text: "marathon"},
	}
	// The first process reads the hits' names and keeps the rows. Its
	// writer may still merge segments while it runs (seen under -race in
	// CI even after Tidy), and rows kept for a state that is no longer
	// the library's are rightly not used: the first process is run again
	// then, as the next question's process would keep them anew.
	for try := 1; ; try++ {
		first := openDir(t, dir, Options{Lazy: true})
		if _, err := first.Search(context.Background(), queries[0]); err != nil {
			t.Fatal(err)
		}
		closeLib(t, first)
		if _, err := os.Stat(first.docRowsPath("music_stream")); err != nil {
			t.Fatalf("the rows of the plays were not kept: %v", err)
		}
		probe := openDir(t, dir, Options{Lazy: true, ReadOnly: true})
		if _, err := probe.Search(context.Background(), queries[0]); err != nil {
			t.Fatal(err)
		}
		kept := probe.docRows.rows["music_stream"] != nil
		closeLib(t, probe)
		if kept || try == 3 {
			break
		}
	}
	eager := openDir(t, dir, Options{ReadOnly: true})
	lazy := openDir(t, dir, Options{Lazy: true, ReadOnly: true})
	for _, q := range queries {
		if len(sameHits(t, lazy, eager, q)) == 0 {
			t.Fatalf("Search(%+v) found nothing", q)
		}
		if lazy.docRows.rows["music_stream"] == nil {
			t.Errorf("Search(%+v): the hits were not read as rows", q)
		}
		if lazy.sourcesLoaded(plays) {
			t.Fatalf("Search(%+v) loaded the plays although the rows of their documents were kept", q)
		}
	}
	if !lazy.sourcesLoaded([]string{"workout"}) {
		t.Error("the runs were not read: is the test still searching them?")
	}
}

// playsOf are n plays of file, every other one of the track "Marathon";
// a file imported again (another version) holds other plays.
func playsOf(n int, file string, version int) []ingest.Event {
	var out []ingest.Event
	for i := range n {
		track := "Hold"
		if i%2 == 0 {
			track = "Marathon"
		}
		out = append(out, mk(file, fmt.Sprintf("%s-%d-%05d", file, version, i), "music_stream", at(float64(i)), at(float64(i)+0.1),
			"artist", "Nico Hart", "track", track, "ms_played", i))
	}
	return out
}

// A source's rows are found by document number when its documents are
// dense among the index's, and by rank otherwise: both give every
// document's row, -1 for one that is no committed event, and nothing for
// another source's document.
func TestDocRowsLookup(t *testing.T) {
	for _, tc := range []struct {
		name  string
		docs  []uint32
		dense bool
	}{
		{"dense", []uint32{0, 1, 3, 4, 6, 7}, true},
		{"sparse", []uint32{2, 900, 5000, 70000, 70001, 1 << 20}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			want := map[uint64]int32{}
			d := &docRows{docs: roaring.BitmapOf(tc.docs...)}
			for i, n := range tc.docs {
				r := int32(i * 10)
				if i == 2 {
					r = -1 // not committed
				}
				d.rows = append(d.rows, r)
				want[uint64(n)] = r
			}
			last := uint64(tc.docs[len(tc.docs)-1])
			for num := uint64(0); num <= last+2; num++ {
				w, isDoc := want[num]
				if !isDoc && num > 8000 && num+2 < last {
					continue // inside a gap of the sparse source
				}
				r, of := d.lookup(num)
				if of != isDoc || of && r != w {
					t.Fatalf("document %d: row %d, of the source %v; want %d, %v", num, r, of, w, isDoc)
				}
			}
			if (d.byNum != nil) != tc.dense {
				t.Errorf("looked up by number: %v, want %v", d.byNum != nil, tc.dense)
			}
		})
	}
}
