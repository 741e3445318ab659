package stem

import (
	"bufio"
	"bytes"
	"strings"
	"testing"
	"unicode"

	"reqap/internal/realdata"
	"reqap/internal/test"
)

func TestWord(t *testing.T) {
	test.Table(t, "Word", Word, "stems.tsv")
	test.Table(t, "Bytes", func(w string) string { return string(Bytes([]byte(w))) }, "stems.tsv")
}

// TestSameAsSnowball checks that the shortcuts (short words, numbers) and
// the cache never change a stem: every word of the real samples gets the
// stem Snowball gives it, so index terms made before this package are
// still the terms made now.
func TestSameAsSnowball(t *testing.T) {
	words := sampleWords(t)
	for _, w := range words {
		want := snowball(w)
		if got := Word(w); got != want {
			t.Fatalf("Word(%q) = %q, Snowball says %q", w, got, want)
		}
		if got := string(Bytes([]byte(w))); got != want {
			t.Fatalf("Bytes(%q) = %q, Snowball says %q", w, got, want)
		}
	}
	t.Logf("%d distinct words", len(words))
}

func sampleWords(t testing.TB) []string {
	t.Helper()
	seen := map[string]bool{}
	var out []string
	realdata.Each(t, func(p string, data []byte) {
		sc := bufio.NewScanner(bytes.NewReader(data))
		sc.Buffer(make([]byte, 1<<20), 1<<24)
		for sc.Scan() {
			for _, w := range strings.FieldsFunc(sc.Text(), func(r rune) bool {
				return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\''
			}) {
				w = strings.ToLower(w)
				if !seen[w] {
					seen[w] = true
					out = append(out, w)
				}
			}
		}
		if err := sc.Err(); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
	})
	return out
}

func TestConcurrent(t *testing.T) {
	done := make(chan bool)
	for g := 0; g < 4; g++ {
		go func() {
			for i := 0; i < 2000; i++ {
				if Word("walking") != "walk" || string(Bytes([]byte("played"))) != "play" {
					t.Error("wrong stem under concurrency")
				}
			}
			done <- true
		}()
	}
	for g := 0; g < 4; g++ {
		<-done
	}
}

func BenchmarkWordCached(b *testing.B) {
	Word("listening")
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		Word("listening")
	}
}

func BenchmarkBytesCached(b *testing.B) {
	w := []byte("listening")
	Bytes(w)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		Bytes(w)
	}
}

func BenchmarkSnowball(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		snowball("listening")
	}
}
