package ingest

import (
	"io"
	"io/fs"
	"testing"
	"testing/fstest"
)

func TestKeptFS(t *testing.T) {
	disk := fstest.MapFS{
		"d/a.md": {Data: []byte("on disk a")},
		"d/b.md": {Data: []byte("on disk b")},
	}
	k := NewKeptFS(disk, 20)
	if !k.Keep("d/a.md", []byte("kept a")) {
		t.Fatal("refused a file within the budget")
	}
	if k.Keep("d/b.md", []byte("fifteen bytes!!")) {
		t.Fatal("kept a file over the budget")
	}
	// The kept content is what reads, whatever the disk holds now.
	disk["d/a.md"] = &fstest.MapFile{Data: []byte("edited on disk")}
	read := func(name string) string {
		t.Helper()
		f, err := k.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		b, err := io.ReadAll(f)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	if got := read("d/a.md"); got != "kept a" {
		t.Errorf("kept file reads %q", got)
	}
	if got := read("d/b.md"); got != "on disk b" {
		t.Errorf("a file not kept reads %q", got)
	}
	if b, err := fs.ReadFile(k, "d/a.md"); err != nil || string(b) != "kept a" {
		t.Errorf("ReadFile of the kept file: %q, %v", b, err)
	}
	f, _ := k.Open("d/a.md")
	if st, err := f.Stat(); err != nil || st.Size() != int64(len("edited on disk")) {
		t.Errorf("a kept file's Stat is not the file's on disk: %v, %v", st, err)
	}
	// and it is asked once, like the file system's.
	disk["d/a.md"] = &fstest.MapFile{Data: []byte("edited twice on disk")}
	f, _ = k.Open("d/a.md")
	if st, err := f.Stat(); err != nil || st.Size() != int64(len("edited on disk")) {
		t.Errorf("a kept file's Stat asked again: %v, %v", st, err)
	}
	if st, err := fs.Stat(k, "d/a.md"); err != nil || st.Size() != int64(len("edited on disk")) {
		t.Errorf("Stat of a kept file after its open file's: %v, %v", st, err)
	}
	disk["d/a.md"] = &fstest.MapFile{Data: []byte("edited on disk")}
	// Stat answers once per name, for the import's lifetime.
	if st, err := fs.Stat(k, "d/b.md"); err != nil || st.Size() != int64(len("on disk b")) {
		t.Errorf("Stat: %v, %v", st, err)
	}
	if _, err := fs.Stat(k, "d/.obsidian"); err == nil {
		t.Error("Stat found a folder that does not exist")
	}
	disk["d/b.md"] = &fstest.MapFile{Data: []byte("b edited")}
	disk["d/.obsidian/app.json"] = &fstest.MapFile{Data: []byte("{}")}
	if st, err := fs.Stat(k, "d/b.md"); err != nil || st.Size() != int64(len("on disk b")) {
		t.Errorf("Stat asked again: %v, %v", st, err)
	}
	if _, err := fs.Stat(k, "d/.obsidian"); err == nil {
		t.Error("Stat asked again changed its answer")
	}
	delete(disk, "d/.obsidian/app.json")
	if es, err := fs.ReadDir(k, "d"); err != nil || len(es) != 2 {
		t.Errorf("ReadDir: %v, %v", es, err)
	}
	// Forgetting reads the disk again and frees the budget.
	k.Forget("d/a.md")
	if got := read("d/a.md"); got != "edited on disk" {
		t.Errorf("a forgotten file reads %q", got)
	}
	if !k.Keep("d/b.md", []byte("fifteen bytes!!")) {
		t.Error("Forget did not give the budget back")
	}
	if _, err := k.Open("d/none.md"); err == nil {
		t.Error("opened a file that does not exist")
	}
}
