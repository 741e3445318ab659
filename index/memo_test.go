package index

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/blugelabs/bluge/index/mergeplan"
)

// TestMemo: a memo is derived once per state of its sources and version,
// read by the next process, derived again when one of its sources changes
// (not another source), and never written by a read-only library.
func TestMemo(t *testing.T) {
	lib, dir := openTemp(t)
	commitFile(t, lib, "/m/mail.mbox", mk("/m/mail.mbox", "m1", "mail", at(1), at(1), "subject", "hello"))
	commitFile(t, lib, "/p/plays.json", mk("/p/plays.json", "p1", "music_stream", at(2), at(2), "track", "x"))
	builds := 0
	memo := func(l *Library, version string) string {
		t.Helper()
		data, err := l.Memo("people", version, []string{"mail", "calendar"}, func() ([]byte, error) {
			builds++
			return []byte("built " + strings.Repeat("x", builds)), nil
		})
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	first := memo(lib, "v1")
	if again := memo(lib, "v1"); again != first || builds != 1 {
		t.Errorf("same state: %q after %q, %d builds", again, first, builds)
	}
	commitFile(t, lib, "/p/plays.json", mk("/p/plays.json", "p2", "music_stream", at(3), at(3), "track", "y"))
	if memo(lib, "v1") != first || builds != 1 {
		t.Error("another source's change derived the memo again")
	}
	closeLib(t, lib)

	lib = openDir(t, dir, Options{})
	if memo(lib, "v1") != first || builds != 1 {
		t.Error("the next process derived the memo again")
	}
	if memo(lib, "v2") == first || builds != 2 {
		t.Error("another version read the old memo")
	}
	commitFile(t, lib, "/m/mail.mbox", mk("/m/mail.mbox", "m1", "mail", at(1), at(1), "subject", "hello again"))
	changed := memo(lib, "v2")
	if builds != 3 {
		t.Error("a change of the memo's source did not derive it again")
	}
	closeLib(t, lib)

	// A read-only library reads a memo of its state and writes none.
	lib = openDir(t, dir, Options{ReadOnly: true})
	if memo(lib, "v2") != changed || builds != 3 {
		t.Error("a read-only library did not read the memo of its state")
	}
	before := memoFiles(t, dir)
	memo(lib, "v3")
	if after := memoFiles(t, dir); after != before || builds != 4 {
		t.Errorf("a read-only library wrote a memo: %q → %q", before, after)
	}

	// A damaged memo is derived again.
	path := filepath.Join(dir, snapshotFolder, before)
	if err := os.WriteFile(path, []byte("garbage"), 0o600); err != nil {
		t.Fatal(err)
	}
	memo(lib, "v2")
	if builds != 5 {
		t.Error("a damaged memo was read")
	}
}

func memoFiles(t *testing.T, dir string) string {
	t.Helper()
	ents, err := os.ReadDir(filepath.Join(dir, snapshotFolder))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), memoPrefix) {
			names = append(names, e.Name())
		}
	}
	return strings.Join(names, ",")
}

// planSegment is a segment whose events were mostly imported again since
// it was written: most of it is deleted. (No larger than the merger
// makes, mergedSize.)
type planSegment uint64

func (s planSegment) ID() uint64      { return uint64(s) }
func (s planSegment) FullSize() int64 { return 30 << 10 }
func (s planSegment) LiveSize() int64 { return 1 << 10 }

// TestBriefPlansNoMerge: a brief process's writer plans no merge of
// segments a long-lived one would merge (to reclaim what was deleted).
func TestBriefPlansNoMerge(t *testing.T) {
	var segs []mergeplan.Segment
	for i := range 12 {
		segs = append(segs, planSegment(i+1))
	}
	l := &Library{}
	for _, brief := range []bool{false, true} {
		cfg := l.writerConfig(t.TempDir(), Options{Brief: brief})
		p, err := mergeplan.Plan(segs, &cfg.MergePlanOptions)
		if err != nil {
			t.Fatal(err)
		}
		if merges := p != nil && len(p.Tasks) > 0; merges == brief {
			t.Errorf("brief %v: merges planned %v", brief, merges)
		}
	}
}
