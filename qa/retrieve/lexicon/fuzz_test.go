package lexicon

import (
	"strings"
	"testing"
	"testing/fstest"
	"time"
	"unicode/utf8"

	"reqap/internal/test"
)

// FuzzText feeds arbitrary text to everything that reads free text:
// tokenizing, query parsing, term finding and day references must never
// panic, and tokens must point at where they are.
func FuzzText(f *testing.F) {
	lx := test.Must(f, Default)
	for _, s := range []string{"I played football", "Legs are dead after yesterday's training ⚽😵", "Dinner on 12 March 2023",
		"2023-03-12", "🏃‍♀️🇬🇷👨‍👩‍👧", "crème brûlée b&b fish & chips", "on Sunday morning", "\xff\xfe", "March 31st", "New Year’s Eve"} {
		f.Add(s)
	}
	written := time.Date(2024, 3, 14, 10, 0, 0, 0, time.UTC)
	f.Fuzz(func(t *testing.T, s string) {
		toks := Tokens(s)
		for _, tk := range toks {
			if tk.Pos < 0 || tk.Pos+len(tk.Raw) > len(s) || s[tk.Pos:tk.Pos+len(tk.Raw)] != tk.Raw || tk.Key == "" {
				t.Fatalf("bad token %+v in %q", tk, s)
			}
		}
		lx.Parse(s)
		for _, h := range lx.Find(toks) {
			if h.Start < 0 || h.End > len(toks) || h.Start >= h.End {
				t.Fatalf("bad hit %+v", h)
			}
		}
		if ref, ok := lx.FindDay(s, written); ok && ref.Date.Days() > 739000 {
			t.Fatalf("reference after the day of writing: %v", ref.Date)
		}
		lx.Attr(s)
		if utf8.ValidString(s) && AttrKey(s) != AttrKey(AttrKey(s)) {
			t.Fatalf("AttrKey not idempotent on %q", s)
		}
	})
}

// FuzzLoad feeds arbitrary concept and source files to the loader: it
// must return a lexicon or an error, never panic.
func FuzzLoad(f *testing.F) {
	f.Add("soccer\tsport\tsport\tfootball, soccer\tfootie\tmatch", "song\tmusic_stream:1*")
	f.Add("a\tb\tx:0.5 y:1\t@b\t-\t-", "t\tsocial_media:1*[platform=twitter]")
	f.Add("a\tgeneric\t-\t⚽, ,\t@generic\t-", "x\ty:0.1 z:1*[k=v]")
	f.Fuzz(func(t *testing.T, concepts, sources string) {
		fsys := validFiles()
		fsys["concepts.tsv"] = &fstest.MapFile{Data: []byte(concepts)}
		fsys["sources.tsv"] = &fstest.MapFile{Data: []byte(sources)}
		lx, err := Load(fsys)
		if err != nil {
			if !strings.Contains(err.Error(), "lexicon") {
				t.Fatalf("error does not say where: %v", err)
			}
			return
		}
		for _, c := range lx.Concepts {
			if c.ID == "" {
				t.Fatal("concept without id")
			}
		}
		lx.Parse(concepts + " " + sources)
	})
}
