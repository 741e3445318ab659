package fold

import (
	"strings"
	"testing"
	"unicode/utf8"

	"reqap/internal/test"
)

func TestString(t *testing.T) {
	test.Table(t, "String", String, "fold.tsv")
	test.Table(t, "New(…).Folded", func(s string) string { return New(s).Folded }, "fold.tsv")
}

func TestSpan(t *testing.T) {
	tx := New("Songs by Beyoncé and Björk’s band")
	i := strings.Index(tx.Folded, "beyonce")
	if got := tx.Slice(i, i+len("beyonce")); got != "Beyoncé" {
		t.Errorf("Slice of beyonce = %q", got)
	}
	i = strings.Index(tx.Folded, "bjork's")
	if got := tx.Slice(i, i+len("bjork's")); got != "Björk’s" {
		t.Errorf("Slice of bjork's = %q", got)
	}
	tx = New("Cafe\u0301 Mu\u0308ller")
	i = strings.Index(tx.Folded, "muller")
	if got := tx.Slice(i, i+len("muller")); got != "Mu\u0308ller" {
		t.Errorf("Slice of muller = %q", got)
	}
	if got := tx.Slice(0, 4); got != "Cafe\u0301" {
		t.Errorf("Slice of cafe = %q (the accent belongs to the e)", got)
	}
	tx = New("ß")
	if got := tx.Slice(1, 2); got != "ß" {
		t.Errorf("half of ss = %q, want the whole ß", got)
	}
	if s, e := tx.Span(5, 9); s != 2 || e != 2 {
		t.Errorf("out of range span = %d,%d", s, e)
	}
}

func FuzzFold(f *testing.F) {
	for _, s := range []string{"Beyoncé", "e\u0301\u0301x", "Straße ﬁ", "한국 हिन्दी", "\xff\xfe", "❤️‍🔥", "Σ’ς"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := String(s)
		tx := New(s)
		if tx.Folded != got {
			t.Fatalf("New(%q).Folded = %q, String = %q", s, tx.Folded, got)
		}
		if again := String(got); again != got {
			t.Fatalf("folding %q is not idempotent: %q then %q", s, got, again)
		}
		if utf8.ValidString(s) && !utf8.ValidString(got) {
			t.Fatalf("String(%q) = %q is not UTF-8", s, got)
		}
		prev := 0
		for i := 0; i < len(got); i++ {
			a, b := tx.Span(i, i+1)
			if a < prev || b < a || b > len(s) {
				t.Fatalf("Span(%d) of %q = %d,%d after %d", i, s, a, b, prev)
			}
			prev = a
		}
	})
}

func BenchmarkStringASCII(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		String("How many times did I listen to Daft Punk in March?")
	}
}

func BenchmarkStringAccents(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		String("Wie oft habe ich Beyoncé im Café Müller gehört?")
	}
}

func BenchmarkNew(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		New("Wie oft habe ich Beyoncé im Café Müller gehört?")
	}
}

func TestCapitalised(t *testing.T) {
	test.Table(t, "Capitalised", Capitalised, "capitalised.tsv")
}

func TestTrimPossessive(t *testing.T) {
	test.Table(t, "TrimPossessive", TrimPossessive, "possessive.tsv")
}

func TestPossessive(t *testing.T) {
	test.Table(t, "Possessive", Possessive, "possessed.tsv")
}

// The words readers of names share: a journal's reader and EXTRACT add
// their own to these, so "lunch" and "&" are not here.
func TestNotNameAndConnector(t *testing.T) {
	test.Table(t, "NotName", NotName, "notname.tsv")
	test.Table(t, "NameConnector", NameConnector, "connector.tsv")
}

func TestTitled(t *testing.T) {
	for in, want := range map[string]string{"new york": "New York", "maple glen": "Maple Glen", "élodie": "Élodie", "McAllen": "McAllen", "  san   jose ": "San Jose", "": ""} {
		if got := Titled(in); got != want {
			t.Errorf("Titled(%q) = %q, want %q", in, got, want)
		}
	}
}
