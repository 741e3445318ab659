package index

import (
	"context"
	"encoding/hex"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	blugeindex "github.com/blugelabs/bluge/index"

	"reqap/ingest"
)

func TestCompactDocNames(t *testing.T) {
	for _, id := range []string{"r0123456789abcdef0123456789abcde", "kfedcba9876543210fedcba987654321"} {
		for _, g := range []uint64{1, 0x7f, 0x80, 0x9c41, 1<<64 - 1} {
			name := docID(id, g)
			if len(name) > 29 || name[0] > 2 {
				t.Errorf("docID(%s, %x) = %q, not compact", id, g, name)
			}
			if got, gg, ok := parseDocID(name); !ok || got != id || gg != g {
				t.Errorf("parseDocID(docID(%s, %x)) = %s, %x, %v", id, g, got, gg, ok)
			}
			// Names written before read as they always did.
			if got, gg, ok := parseDocID(docIDText(id, g)); !ok || got != id || gg != g {
				t.Errorf("parseDocID of the text name of %s, %x = %s, %x, %v", id, g, got, gg, ok)
			}
		}
	}
	// Ids of other shapes keep text names: reading back must give them
	// as they were.
	for _, id := range []string{"p1", "r0123456789ABCDEF0123456789abcde", "x0123456789abcdef0123456789abcde",
		"r0123456789abcdef0123456789abcd", "r0123456789abcdef0123456789abcdef", "r0123456789abcdef0123456789abcdg"} {
		if name := docID(id, 5); name != id+"/5" {
			t.Errorf("docID(%s, 5) = %q", id, name)
		}
	}
	if name := docID("r0123456789abcdef0123456789abcde", 0); name != "r0123456789abcdef0123456789abcde" {
		t.Errorf("generation 0 is named by the id alone, got %q", name)
	}
	// Not compact names: records, the summary, no generation, bytes of
	// 8 bits, a leading zero digit, bits after the id, over 64 bits.
	name := docID("r0123456789abcdef0123456789abcde", 300)
	for _, doc := range []string{"\x00file:/d/a", "\x00summary", name[:compactHead], name + "\x80", "\x03" + name[1:],
		name[:compactHead] + "\x00\x01", name[:compactHead-1] + string(name[compactHead-1]|1) + name[compactHead:],
		name[:compactHead] + "\x02" + strings.Repeat("\x00", 9)} {
		if id, g, ok := parseCompactDocID(doc); ok {
			t.Errorf("parseCompactDocID(%q) = %s, %d", doc, id, g)
		}
	}
}

// TestCompactDocNamesAre7Bit: Bluge's doc values split a value at a byte
// 0xff, which cut names in two.
func TestCompactDocNamesAre7Bit(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 5000 {
		var b [16]byte
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		id := "kr"[rng.IntN(2):][:1] + hex.EncodeToString(b[:])[:31]
		g := rng.Uint64() >> rng.IntN(64)
		if g == 0 {
			g = 1
		}
		name := docID(id, g)
		for i := 0; i < len(name); i++ {
			if name[i] >= 0x80 {
				t.Fatalf("docID(%s, %x) = %q has byte %#x", id, g, name, name[i])
			}
		}
		if got, gg, ok := parseDocID(name); !ok || got != id || gg != g {
			t.Fatalf("parseDocID(docID(%s, %x)) = %s, %x, %v", id, g, got, gg, ok)
		}
	}
}

// canonical returns events of file with ids as ingest makes them, which
// get compact document names.
func canonical(file string, artists ...string) []ingest.Event {
	var out []ingest.Event
	for i, a := range artists {
		ev := mk(file, "", ingest.MusicStream, at(float64(i)), at(float64(i)+0.1), "artist", a)
		ev.ID = ingest.RecordID(&ev)
		out = append(out, ev)
	}
	return out
}

// TestTextNamedLibrary: a library whose documents were named as text
// before compact names reads as it did, and its events are replaced and
// removed whole by a version that writes compact names; once it wrote, a
// version from before refuses the library (format.go).
func TestTextNamedLibrary(t *testing.T) {
	t.Cleanup(func() { writeOldFormat = false })
	for _, old := range []bool{true, false} {
		writeOldFormat = old
		lib, dir := openTemp(t)
		a, b := "/d/a.json", "/d/b.json"
		commitFile(t, lib, a, canonical(a, "Nico Hart", "Panic Lanes")...)
		commitFile(t, lib, b, canonical(b, "Low Tide")...)
		closeLib(t, lib)
		writeOldFormat = false
		if err := olderVersionOpens(dir); (err == nil) != old {
			t.Errorf("old names %v: a version from before compact names opening the library: %v", old, err)
		}
		// Lazy: the source of an event is found through its names.
		lib = openDir(t, dir, Options{Lazy: true})
		want := canonical(a, "Nico Hart", "Panic Lanes")
		if src, ok := lib.sourceOf(want[0].ID); !ok || src != ingest.MusicStream {
			t.Errorf("old names %v: the source of %s is %q, %v", old, want[0].ID, src, ok)
		}
		if hits := mustSearch(t, lib, Query{Text: "panic lanes"}); len(hits) != 1 || hits[0].Event.ID != want[1].ID {
			t.Fatalf("old names %v: search found %v", old, ids(hits))
		}
		// Re-import a with one event changed, then remove b.
		next := canonical(a, "Nico Hart", "Fresh Names")
		commitFile(t, lib, a, next...)
		if err := lib.RemoveFile(context.Background(), b); err != nil {
			t.Fatal(err)
		}
		lib.waitGarbage()
		got := ids(lib.Events(""))
		slices.Sort(got)
		wantIDs := []string{next[0].ID, next[1].ID}
		slices.Sort(wantIDs)
		if !slices.Equal(got, wantIDs) {
			t.Errorf("old names %v: events %v, want %v", old, got, wantIDs)
		}
		// a's two events, its record and the summary: nothing of the
		// former generation or of b is left.
		if n := docCount(t, lib); n != 4 {
			t.Errorf("old names %v: %d documents, want 4", old, n)
		}
		closeLib(t, lib)
		if err := olderVersionOpens(dir); err == nil {
			t.Errorf("old names %v: a version from before compact names opens the library this version wrote into", old)
		}
	}
}

// olderVersionOpens opens the index in the data folder dir for reading
// and for writing as the versions before compact names did (Bluge's
// segment types alone), and says why it could not.
func olderVersionOpens(dir string) error {
	cfg := blugeindex.DefaultConfig(filepath.Join(dir, libraryFolder))
	snap, err := blugeindex.OpenReader(cfg)
	if err != nil {
		return err
	}
	if err := snap.Close(); err != nil {
		return err
	}
	w, err := blugeindex.OpenWriter(cfg)
	if err != nil {
		return err
	}
	return w.Close()
}
