package app

import (
	"context"
	"fmt"
	"io/fs"
	"runtime"
	"sync/atomic"
	"testing"
	"testing/fstest"

	"reqap/ingest"
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
