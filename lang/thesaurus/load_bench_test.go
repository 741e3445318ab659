package thesaurus

import (
	"bytes"
	"compress/gzip"
	"io"
	"testing"

	"reqap/assets"
)

func BenchmarkLoad(b *testing.B) {
	f, err := assets.Thesaurus().Open("wordnet.tsv.gz")
	if err != nil {
		b.Fatal(err)
	}
	gz, _ := io.ReadAll(f)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		zr, err := gzip.NewReader(bytes.NewReader(gz))
		if err != nil {
			b.Fatal(err)
		}
		if _, err := Load(zr); err != nil {
			b.Fatal(err)
		}
	}
}
