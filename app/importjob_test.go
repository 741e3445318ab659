package app

import (
	"context"
	"fmt"
	"io/fs"
	"path/filepath"
	"runtime"
	"sync/atomic"
	"testing"
	"testing/fstest"
	"time"

	"reqap/ingest"
	"reqap/internal/test"
)

// openCounter is a folder that counts the files opened in it and calls
// onOpen at each.
type openCounter struct {
	fs.FS
	opened atomic.Int64
	onOpen func()
}

func (o *openCounter) Open(name string) (fs.File, error) {
	o.opened.Add(1)
	o.onOpen()
	return o.FS.Open(name)
}

// Planning a job's files stops reading them once the job is cancelled, and
// the files it did not read keep their names for the job to report.
func TestPlanAllStopsWhenCancelled(t *testing.T) {
	mem := fstest.MapFS{}
	var files []ingest.File
	for i := range 200 {
		name := fmt.Sprintf("note%d.md", i)
		mem[name] = &fstest.MapFile{Data: []byte("a note\n")}
		files = append(files, ingest.File{Name: name, Path: name})
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	o := &openCounter{FS: mem, onOpen: func() {}}
	for i := range files {
		files[i].FS = o
	}
	out := planAll(ctx, files)
	if n := o.opened.Load(); n != 0 {
		t.Errorf("a cancelled plan opened %d files", n)
	}
	for i, p := range out {
		if p.f.Name != files[i].Name || p.imp != nil {
			t.Fatalf("unplanned file %d is %+v", i, p)
		}
	}

	// Cancelled while planning: each worker finishes the file it holds.
	ctx, cancel = context.WithCancel(context.Background())
	defer cancel()
	o = &openCounter{FS: mem, onOpen: cancel}
	for i := range files {
		files[i].FS = o
	}
	planAll(ctx, files)
	if n := o.opened.Load(); n > int64(runtime.GOMAXPROCS(0)) {
		t.Errorf("%d files opened after the first cancelled the plan, want at most one a core", n)
	}
	if out := planAll(context.Background(), files[:3]); out[2].imp == nil {
		t.Errorf("a note is planned for no importer: %+v", out[2])
	}
}

// An import job tidies the index once its files are in (see Core.Tidy);
// a job that imported nothing leaves the index as it is.
func TestImportTidies(t *testing.T) {
	c := openCore(t)
	dir := t.TempDir()
	for i := range 24 {
		line := fmt.Sprintf(`{"id": "n%d", "source": "note", "start": "2024-05-%02d", "title": "Groceries %d"}`+"\n", i, i%28+1, i)
		test.WriteFile(t, filepath.Join(dir, fmt.Sprintf("n%02d.events.jsonl", i)), []byte(line))
	}
	j := c.Import(context.Background(), []string{dir}, nil)
	if err := j.Wait(); err != nil {
		t.Fatal(err)
	}
	td := j.Tidied()
	if td.Before == 0 || td.After == 0 || td.After > td.Before {
		t.Errorf("after importing 24 files: tidied %+v; want a tidy that left no more segments than it found", td)
	}
	if n, err := c.Library().Segments(); err != nil || n != td.After {
		t.Errorf("the library has %d segments (%v); the job said %d", n, err, td.After)
	}
	if p := j.Progress(); p.Tidying {
		t.Error("a finished job still says it is tidying")
	}
	again := c.Import(context.Background(), []string{dir}, nil)
	if err := again.Wait(); err != nil {
		t.Fatal(err)
	}
	if td := again.Tidied(); td != (TidyResult{}) {
		t.Errorf("a job that imported nothing tidied: %+v", td)
	}
}

// A library opened as the command line opens it to import buffers larger
// batches than a group of small files holds: a file of more events than a
// group, none of them written yet, is committed on its own instead of
// waiting for room among the groups forever.
func TestImportLargerThanAGroup(t *testing.T) {
	c, err := OpenWith(t.TempDir(), OpenOptions{Lazy: true, Write: true})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	dir := t.TempDir()
	n := groupQueue*c.lib.GroupSize() + 500
	bigSpotify(t, filepath.Join(dir, "StreamingHistory_music_0.json"), n, 2021)
	j := c.Import(context.Background(), []string{dir}, nil)
	done := make(chan error, 1)
	go func() { done <- j.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("import: %v", err)
		}
	case <-time.After(time.Minute):
		t.Fatal("the import did not end")
	}
	if got := c.Library().Count(); got != n {
		t.Errorf("%d events imported, want %d", got, n)
	}
}
