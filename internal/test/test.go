// Package test holds what the tests and benchmarks of several packages
// share: how a package's test binary starts and ends, and how a benchmark
// measures CPU time. Helpers that build libraries are in libtest.
package test

import (
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Logs keeps test and benchmark output readable: only records at level
// and above are written, to stderr.
func Logs(level slog.Level) {
	slog.SetDefault(slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level})))
}

// Main runs a package's tests and benchmarks, removes the folders
// SharedDir made once all are done, and exits with the run's code.
func Main(m *testing.M) {
	code := m.Run()
	removeShared()
	os.Exit(code)
}

// MainLogging is Main for a package whose code logs as it works: only
// records at level and above are written (Logs), so that what a failing
// test says is not lost among them.
func MainLogging(m *testing.M, level slog.Level) {
	Logs(level)
	Main(m)
}

// Must returns what load gives, failing the test, benchmark or fuzz
// target when it fails: for what a test needs loaded before it starts
// (the embedded lexicons, the example bank).
func Must[T any](t testing.TB, load func() (T, error)) T {
	t.Helper()
	v, err := load()
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// FolderWith returns a new folder holding a copy of each file of srcs,
// under its own name: fixtures put where a test imports or watches them.
func FolderWith(t testing.TB, srcs ...string) string {
	t.Helper()
	dir := t.TempDir()
	for _, src := range srcs {
		CopyFile(t, src, filepath.Join(dir, filepath.Base(src)))
	}
	return dir
}

// ReadFile returns the contents of the file at path, failing the test
// when it cannot be read: a fixture, or what the code under test wrote.
func ReadFile(t testing.TB, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// WriteFile writes data to the file at path, failing the test when it
// cannot: a file made for the code under test to read.
func WriteFile(t testing.TB, path string, data []byte) {
	t.Helper()
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// CopyFile copies the file src to dst: a fixture put where a test imports
// or watches it.
func CopyFile(t testing.TB, src, dst string) {
	t.Helper()
	WriteFile(t, dst, ReadFile(t, src))
}

// Concurrently runs f in n goroutines at once, numbered from 0, and fails
// the test with what each returns: for the tests that one value serves
// concurrent callers.
func Concurrently(t testing.TB, n int, f func(g int) error) {
	t.Helper()
	errs := make(chan error)
	for g := range n {
		go func() { errs <- f(g) }()
	}
	for range n {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}

// ErrorSays fails the test unless err is an error whose text says each of
// says: for the tests that an input is refused and the error says where
// and why (a lexicon's file, its line, what is wrong). what names the
// input in the failure.
func ErrorSays(t testing.TB, what string, err error, says ...string) {
	t.Helper()
	for _, s := range says {
		if err == nil || !strings.Contains(err.Error(), s) {
			t.Errorf("%s: error %v, want one saying %q", what, err, says)
			return
		}
	}
	if err == nil {
		t.Errorf("%s: no error", what)
	}
}
