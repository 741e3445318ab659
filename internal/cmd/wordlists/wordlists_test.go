package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"testing"

	"reqap/internal/test"
)

// TestAssetsUpToDate regenerates the word lists from the Debian packages,
// when they are installed, and checks that the committed assets hold
// exactly what the generator makes (compared uncompressed, so a change of
// the Go compressor is not a difference).
func TestAssetsUpToDate(t *testing.T) {
	const wordnetDir, dictDir = "/usr/share/wordnet", "/usr/share/dict"
	for _, p := range []string{filepath.Join(wordnetDir, "data.noun"), filepath.Join(dictDir, scowlFiles[0]), filepath.Join(dictDir, scowlFiles[1])} {
		if _, err := os.Stat(p); err != nil {
			t.Skipf("%s is absent: install wordnet-base, wamerican-small and wbritish-small (make wordlists does) to check the generated assets", p)
		}
	}
	words, err := readSCOWL(dictDir)
	if err != nil {
		t.Fatal(err)
	}
	thes, err := buildThesaurus(wordnetDir, words)
	if err != nil {
		t.Fatal(err)
	}
	root := filepath.Join("..", "..", "..")
	for _, f := range []struct {
		path string
		want []byte
	}{
		{filepath.Join(root, "assets", "thesaurus", "wordnet.tsv.gz"), thes},
		{filepath.Join(root, "assets", "lang", "english.txt.gz"), englishList(words)},
	} {
		got := gunzip(t, f.path)
		if !bytes.Equal(got, f.want) {
			t.Errorf("%s differs from what go run ./internal/cmd/wordlists makes (%d bytes, generated %d): regenerate it", f.path, len(got), len(f.want))
		}
		// The compressed form is reproducible too.
		gz, err := gzipBytes(f.want)
		if err != nil {
			t.Fatal(err)
		}
		if again, _ := gzipBytes(f.want); !bytes.Equal(gz, again) {
			t.Errorf("compressing %s twice gave different bytes", f.path)
		}
	}
}

func gunzip(t *testing.T, path string) []byte {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	data, err := io.ReadAll(zr)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return data
}

func TestGeneratorErrors(t *testing.T) {
	dir := t.TempDir()
	if _, err := readSCOWL(dir); err == nil {
		t.Error("readSCOWL of an empty folder gave no error")
	}
	if _, err := buildThesaurus(dir, map[string]bool{}); err == nil {
		t.Error("buildThesaurus of an empty folder gave no error")
	}
	test.WriteFile(t, filepath.Join(dir, "cntlist.rev"), []byte("movie%1:10:00:: 1 26\n"))
	test.WriteFile(t, filepath.Join(dir, "data.noun"), []byte("  licence\n06613686 10 n 01\n"))
	if _, err := buildThesaurus(dir, map[string]bool{}); err == nil {
		t.Error("a truncated data file gave no error")
	}
}
