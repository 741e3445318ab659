package ingesttest

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"testing"

	tfit "github.com/tormoder/fit"

	"reqap/internal/test"
)

// Gzip compresses data, as exports ship some of their files.
func Gzip(t testing.TB, data []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	if _, err := zw.Write(data); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// FIT writes a FIT file of type typ, recorded by a Garmin device, with the
// encoder of the library the fit importer reads with; fill adds the
// messages (and the product, and when the file was made).
func FIT(t testing.TB, typ tfit.FileType, fill func(f *tfit.File)) []byte {
	t.Helper()
	f, err := tfit.NewFile(typ, tfit.NewHeader(tfit.V10, true))
	if err != nil {
		t.Fatal(err)
	}
	f.FileId.Manufacturer = tfit.ManufacturerGarmin
	fill(f)
	var buf bytes.Buffer
	if err := tfit.Encode(&buf, f, binary.LittleEndian); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// Zip writes an archive named name in a temporary folder of the test and
// returns its path: each member (a slash path) holds the file on disk
// files gives it, and the members are written in the order of their names.
func Zip(t testing.TB, name string, files map[string]string) string {
	t.Helper()
	archive := filepath.Join(t.TempDir(), name)
	f, err := os.Create(archive)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zw := zip.NewWriter(f)
	for _, member := range slices.Sorted(maps.Keys(files)) {
		w, err := zw.Create(member)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write(test.ReadFile(t, files[member])); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	return archive
}
