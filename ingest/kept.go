package ingest

import (
	"bytes"
	"io/fs"
	"sync"
)

// KeptFS is a file system that serves the files it was given the content
// of from memory, and every other from the file system it wraps. An
// import reads the head of every file to recognise it, and for a small
// file the head is the whole file: a folder of 40,000 daily notes was
// read three times (recognised, read for the journal's names, imported),
// and opening and reading files was a tenth of the import. What is kept is
// bounded by a budget of bytes; Forget releases a file once it is read.
//
// A kept file reads as it was when it was kept, the content whose hash
// the import records. A KeptFS lives for one import job.
type KeptFS struct {
	fsys fs.FS

	mu     sync.Mutex
	kept   map[string][]byte
	budget int64
	stats  map[string]statResult
}

// NewKeptFS wraps fsys, keeping at most budget bytes of files.
func NewKeptFS(fsys fs.FS, budget int64) *KeptFS {
	return &KeptFS{fsys: fsys, kept: map[string][]byte{}, budget: budget}
}

// Keep keeps data as the content of the file name, if the budget allows;
// the caller gives up data.
func (k *KeptFS) Keep(name string, data []byte) bool {
	k.mu.Lock()
	defer k.mu.Unlock()
	if _, ok := k.kept[name]; ok || int64(len(data)) > k.budget {
		return false
	}
	k.budget -= int64(len(data))
	k.kept[name] = data
	return true
}

// Forget drops the content kept for name: the file is read from the
// wrapped file system again.
func (k *KeptFS) Forget(name string) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if data, ok := k.kept[name]; ok {
		k.budget += int64(len(data))
		delete(k.kept, name)
	}
}

func (k *KeptFS) content(name string) ([]byte, bool) {
	k.mu.Lock()
	defer k.mu.Unlock()
	data, ok := k.kept[name]
	return data, ok
}

// Open opens a kept file in memory, any other in the wrapped file system.
func (k *KeptFS) Open(name string) (fs.File, error) {
	if data, ok := k.content(name); ok {
		return &keptFile{Reader: bytes.NewReader(data), fsys: k, name: name}, nil
	}
	return k.fsys.Open(name)
}

// ReadFile returns a copy of a kept file's content, or reads the file.
func (k *KeptFS) ReadFile(name string) ([]byte, error) {
	if data, ok := k.content(name); ok {
		return bytes.Clone(data), nil
	}
	return fs.ReadFile(k.fsys, name)
}

// Stat is the wrapped file system's, asked once per name: the journal
// importer asks, for each of a folder's days, the folder's time and
// whether a folder above it is an Obsidian vault (80,000 system calls for
// 40,000 days), and within one import the answers stand.
func (k *KeptFS) Stat(name string) (fs.FileInfo, error) {
	k.mu.Lock()
	st, ok := k.stats[name]
	k.mu.Unlock()
	if ok {
		return st.info, st.err
	}
	info, err := fs.Stat(k.fsys, name)
	k.mu.Lock()
	if k.stats == nil {
		k.stats = map[string]statResult{}
	}
	k.stats[name] = statResult{info, err}
	k.mu.Unlock()
	return info, err
}

type statResult struct {
	info fs.FileInfo
	err  error
}

// ReadDir is the wrapped file system's: listing a folder reads no file.
func (k *KeptFS) ReadDir(name string) ([]fs.DirEntry, error) { return fs.ReadDir(k.fsys, name) }

// keptFile is a kept file opened; its Stat is the file's on disk, asked
// once like any other (KeptFS.Stat).
type keptFile struct {
	*bytes.Reader
	fsys *KeptFS
	name string
}

func (f *keptFile) Stat() (fs.FileInfo, error) { return f.fsys.Stat(f.name) }

func (f *keptFile) Close() error { return nil }
