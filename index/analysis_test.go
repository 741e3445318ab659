package index

import (
	"bytes"
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/blugelabs/bluge"
	"github.com/blugelabs/bluge/analysis/lang/en"
	segment "github.com/blugelabs/bluge_segment_api"

	"reqap/internal/realdata"
)

func TestTextAnalysis(t *testing.T) {
	a := newTextAnalyzer()
	tests := []struct {
		in       string
		want     []string // must all be present
		wantNone []string // must all be absent
	}{
		{"Listened to Daft Punk's album", []string{"listen", "daft", "punk", "album"}, []string{"to", "punk's", "s", "listened"}},
		{"RUNNING runs ran", []string{"run", "ran"}, []string{"running", "runs"}},
		{"⚽ with the guys", []string{"footbal", "soccer", "guy"}, []string{"⚽", "with", "the"}},
		{"⚽️🏃‍♀️", []string{"footbal", "run"}, nil}, // variation selector and zero-width joiner
		{"🍕🍝 night", []string{"pizza", "pasta", "spaghetti", "night"}, nil},
		{"🎂 for mum", []string{"birthday", "cake", "mum"}, nil},
		// an emoji's words stem to no place's name: a burger is not found
		// by "Hamburg" ("hamburger" stems to it)
		{"Smash burgers 🍔", []string{"burger"}, []string{"hamburg"}},
		{"🇮🇹 trip", []string{"itali", "italian", "trip"}, nil},
		{"🇿🇿 unknown flag", []string{"unknown", "flag"}, nil},
		{"❤️ you", []string{"love", "heart"}, nil},
		{"Café Zürich 2019-03-04", []string{"café", "zürich", "2019", "03", "04"}, nil},
		{"東京 ramen", []string{"ramen"}, nil},
		{"", nil, nil},
	}
	for _, tt := range tests {
		got := analyzeTerms(a, tt.in)
		for _, w := range tt.want {
			if !slices.Contains(got, w) {
				t.Errorf("analyze(%q) = %q, missing %q", tt.in, got, w)
			}
		}
		for _, w := range tt.wantNone {
			if slices.Contains(got, w) {
				t.Errorf("analyze(%q) = %q, should not contain %q", tt.in, got, w)
			}
		}
	}
	// The stem cache must give the same terms the second time.
	first := analyzeTerms(a, "Listened to the runners running")
	if again := analyzeTerms(a, "Listened to the runners running"); !slices.Equal(first, again) {
		t.Errorf("cached stems differ: %q then %q", first, again)
	}
}

func TestEmojiTable(t *testing.T) {
	a := newTextAnalyzer()
	for r, words := range emojiWords {
		if r < 0x2600 {
			t.Errorf("emoji %q (U+%04X) is below U+2600: the filter's fast path would skip it", r, r)
		}
		for _, w := range strings.Fields(words) {
			if len(analyzeTerms(a, w)) == 0 {
				t.Errorf("word %q of emoji %q is a stop word and would vanish", w, r)
			}
		}
	}
	for code, words := range flagWords {
		if len(code) != 2 || strings.ToUpper(code) != code {
			t.Errorf("flag code %q is not two capital letters", code)
		}
		for _, w := range strings.Fields(words) {
			if len(analyzeTerms(a, w)) == 0 {
				t.Errorf("word %q of flag %s is a stop word", w, code)
			}
		}
	}
}

func FuzzEmojiFilter(f *testing.F) {
	for _, s := range []string{"", "plain text", "⚽🍕🇮🇹", "🇮", "\xf0\x9f", "a\xe2\x9a", "❤️‍🔥", "\xff\xfe", "🇮🇹🇫"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		orig := bytes.Clone(in)
		out := emojiFilter{}.Filter(in)
		if !bytes.Equal(in, orig) {
			t.Fatal("the filter modified its input")
		}
		if utf8.Valid(orig) && !utf8.Valid(out) {
			t.Fatalf("valid UTF-8 %q became invalid: %q", orig, out)
		}
		if again := (emojiFilter{}).Filter(out); !bytes.Equal(again, out) {
			t.Fatalf("not idempotent: %q -> %q -> %q", orig, out, again)
		}
		if bytes.IndexFunc(orig, func(r rune) bool { return r >= 0x2600 }) < 0 && !bytes.Equal(out, orig) {
			t.Fatalf("text without emoji changed: %q -> %q", orig, out)
		}
	})
}

func FuzzDecodeFileRecord(f *testing.F) {
	good, _ := json.Marshal(FileRecord{Path: "/d/a.ics", Format: "ics", Size: 12, ModTime: time.Unix(1700000000, 0).UTC(), Hash: "ab", Events: 3})
	for _, s := range [][]byte{good, []byte("{}"), []byte(`{"path":""}`), []byte("null"), []byte(`{"path":"x","mod_time":"bad"}`), nil} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		rec, err := decodeFileRecord(in)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "decoding file record") {
				t.Fatalf("error %q does not say what failed", err)
			}
			return
		}
		if rec.Path == "" {
			t.Fatal("accepted a record without a path")
		}
		doc, err := fileRecordDoc(rec)
		if err != nil {
			t.Fatal(err)
		}
		var stored []byte
		for _, field := range *doc {
			if field.Name() == fieldRecord {
				stored = field.Value()
			}
		}
		back, err := decodeFileRecord(stored)
		if err != nil || back.Path != rec.Path || back.Hash != rec.Hash || back.Events != rec.Events || !back.ModTime.Equal(rec.ModTime) {
			t.Fatalf("round trip of %+v gave %+v, %v", rec, back, err)
		}
	})
}

// TestStemmerTermsUnchanged checks that the text analyzer makes the terms
// Bluge's own English stemmer made, token for token, on every line of the
// real samples: libraries indexed before the project had one stemmer
// (lang/stem) need no re-indexing.
func TestStemmerTermsUnchanged(t *testing.T) {
	a := newTextAnalyzer()
	old := newTextAnalyzer()
	old.TokenFilters[len(old.TokenFilters)-1] = en.StemmerFilter()
	lines := 0
	realdata.Each(t, func(p string, data []byte) {
		for _, line := range strings.Split(string(data), "\n") {
			lines++
			got, want := a.Analyze([]byte(line)), old.Analyze([]byte(line))
			if len(got) != len(want) {
				t.Fatalf("%s: %q: %d terms, Bluge's stemmer made %d", p, line, len(got), len(want))
			}
			for i := range got {
				if !bytes.Equal(got[i].Term, want[i].Term) {
					t.Fatalf("%s: %q: term %q, Bluge's stemmer made %q", p, line, got[i].Term, want[i].Term)
				}
			}
		}
	})
	t.Logf("%d lines compared", lines)
}

// A text field analysed through the cache has the terms, frequencies and
// length the plain field has, whether its text was analysed before or
// not; long texts are analysed as plain fields.
func TestSharedTextField(t *testing.T) {
	a := newTextAnalyzer()
	var cache textAnalyses
	terms := func(f bluge.Field) map[string]int {
		m := map[string]int{}
		f.EachTerm(func(ft segment.FieldTerm) { m[string(ft.Term())] += ft.Frequency() })
		return m
	}
	texts := []string{"source: music stream\nartist: Daft Punk\ntrack: One More Time",
		"source: music stream\nartist: Queen\ntrack: Don't Stop Me Now ⚽ Now",
		"source: music stream\nartist: Daft Punk\ntrack: One More Time",
		strings.Repeat("walking the dogs by the river ", 20)}
	first := map[string]*textAnalysis{}
	for round := range 2 {
		for i, text := range texts {
			want := bluge.NewTextField(fieldText, text).WithAnalyzer(a)
			wantPos := want.Analyze(0)
			got := newSharedTextField(fieldText, text, a, &cache)
			gotPos := got.Analyze(0)
			if sf, shared := got.(*sharedTextField); shared != (len(text) <= textAnalysedMax) {
				t.Errorf("round %d, text %d: shared %v for %d bytes", round, i, shared, len(text))
			} else if shared {
				if a, ok := first[text]; !ok {
					first[text] = sf.a
				} else if sf.a != a {
					t.Errorf("round %d, text %d: analysed again", round, i)
				}
			}
			if gotPos != wantPos || got.Length() != want.Length() || !maps.Equal(terms(got), terms(want)) ||
				len(got.AnalyzedTokenFrequencies()) != len(want.AnalyzedTokenFrequencies()) {
				t.Errorf("round %d, text %d: got %v (length %d, last %d), want %v (length %d, last %d)", round, i,
					terms(got), got.Length(), gotPos, terms(want), want.Length(), wantPos)
			}
		}
	}
	if n := len(cache.m); n != 2 {
		t.Errorf("%d texts kept, want 2", n)
	}
}

// A keyword field has the one term, length and analysis Bluge's keyword
// field has.
func TestKeywordField(t *testing.T) {
	for _, f := range []func() *bluge.TermField{
		func() *bluge.TermField { return bluge.NewKeywordField("_id", "\x01abc\x7f") },
		func() *bluge.TermField { return bluge.NewKeywordField(fieldSource, "music_stream").Sortable() },
		func() *bluge.TermField { return bluge.NewKeywordField(fieldGen, "12").StoreValue() },
		func() *bluge.TermField { return bluge.NewKeywordField(fieldGen, "") },
	} {
		want, got := f(), keyword(f())
		wantPos, gotPos := want.Analyze(0), got.Analyze(0)
		wantTerms, gotTerms := map[string]int{}, map[string]int{}
		want.EachTerm(func(ft segment.FieldTerm) { wantTerms[string(ft.Term())] += ft.Frequency() })
		got.EachTerm(func(ft segment.FieldTerm) { gotTerms[string(ft.Term())] += ft.Frequency() })
		if gotPos != wantPos || got.Length() != want.Length() || !maps.Equal(gotTerms, wantTerms) ||
			len(got.AnalyzedTokenFrequencies()) != len(want.AnalyzedTokenFrequencies()) ||
			got.IndexDocValues() != want.IndexDocValues() || got.Store() != want.Store() {
			t.Errorf("%s %q: got %v (length %d, last %d), want %v (length %d, last %d)", want.Name(), want.Value(),
				gotTerms, got.Length(), gotPos, wantTerms, want.Length(), wantPos)
		}
	}
}
