package spell

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// vocab is a small vocabulary of the kind the planner feeds: lexicon and
// time words (lower case, class lexicon/time) and catalog values with
// their counts (names capitalised).
func vocab() []Entry {
	var v []Entry
	for _, w := range strings.Fields(`which the with wish rich what when where who how many much did do does was were
		running run ran walk walking cycling swimming hiking football yoga gym workout workouts listen listened
		listening song songs track tracks artist album played watch watched movie movies film series episode
		bought buy purchase order ordered spend spent received send sent email emails mail calendar appointment
		meeting dinner lunch breakfast restaurant pizza coffee trip flight hotel photo photos review reviews items
		kilometre kilometres kilometer kilometers
		been being hers hours most least total average times time day days week weeks month months year years`) {
		v = append(v, Entry{Word: w, Count: 1, Class: "lexicon"})
	}
	for _, w := range strings.Fields("january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday") {
		v = append(v, Entry{Word: w, Count: 1, Class: "time"})
	}
	for _, e := range []Entry{
		{"Spotify", 5400, "source"}, {"Netflix", 800, "source"}, {"Amazon", 300, "source"},
		{"Lenka", 12, "person"}, {"Taylor Swift", 210, "artist"}, {"Daft Punk", 95, "artist"},
		{"Billie Eilish", 40, "artist"}, {"REWE", 30, "merchant"}, {"Stranger Things", 60, "show"},
	} {
		v = append(v, e)
	}
	return v
}

// corrects checks that s corrects each word of cases to the word it maps to.
func corrects(t *testing.T, s *Speller, cases map[string]string) {
	t.Helper()
	for in, want := range cases {
		got, ok := s.Correct(in)
		if !ok || got.Word != want {
			t.Errorf("Correct(%q) = %q, %v; want %q", in, got.Word, ok, want)
		}
	}
}

// leaves checks that s corrects none of words.
func leaves(t *testing.T, s *Speller, words []string) {
	t.Helper()
	for _, in := range words {
		if got, ok := s.Correct(in); ok {
			t.Errorf("Correct(%q) = %q, want no correction", in, got.Word)
		}
	}
}

func TestCorrect(t *testing.T) {
	s := New(vocab())
	corrects(t, s, map[string]string{
		"runing":     "running",
		"febuary":    "february",
		"spotfy":     "Spotify",
		"recieved":   "received",
		"calender":   "calendar",
		"wich":       "which",
		"teh":        "the",
		"netflx":     "Netflix",
		"swfit":      "Swift",
		"restuarant": "restaurant",
		"octobr":     "october",
		"hotls":      "hotels",     // a plural is corrected through its stem
		"tiems":      "times",      // not "items": the first letter is rarely mistyped
		"kilometrs":  "kilometers", // kilometres is the same word
		"kilometrrs": "kilometers",
		"sepnd":      "spend", // not send with a p added
		"soend":      "spend",
	})
}

func TestDoesNotCorrect(t *testing.T) {
	leaves(t, New(vocab()), []string{
		"Lena",    // a capitalised name is not another name
		"Rewe",    // nor a word
		"pho",     // three letters: swaps only
		"Ben",     // capitalised
		"ben",     // three letters, no swap makes a word
		"running", // known
		"jogging", // common English, though not in the vocabulary
		"logging", // common English, one edit from nothing but still a word
		"roof",    // common English, one edit from "root"? never corrected
		"2019",    // digits
		"b2b",     // a code
		"ok",      // too short
		"xqzvbn",  // nothing near
		"Spotify's",
		"spotify's",
		"dont",
		"weren't", // a known verb negated
		"didn't",
		"won't",
	})
}

func TestCorrectClass(t *testing.T) {
	s := New(vocab())
	if got, ok := s.CorrectClass("febuary", "time"); !ok || got.Word != "february" {
		t.Errorf("CorrectClass(febuary, time) = %q, %v", got.Word, ok)
	}
	if got, ok := s.CorrectClass("febuary", "artist"); ok {
		t.Errorf("CorrectClass(febuary, artist) = %q: corrected to a word of another class", got.Word)
	}
	if got, ok := s.CorrectClass("eilsh", "artist"); !ok || got.Word != "Eilish" {
		t.Errorf("CorrectClass(eilsh, artist) = %q, %v", got.Word, ok)
	}
}

// TestNameNoNearer: a lower-case word is not corrected into a name that
// is about as near as a common word.
func TestNameNoNearer(t *testing.T) {
	s := New(append(vocab(), Entry{Word: "Sound", Count: 21, Class: "show"}))
	if got, ok := s.Correct("soend"); !ok || got.Word != "spend" {
		t.Errorf("Correct(soend) = %q, %v; want spend", got.Word, ok)
	}
	if got, ok := s.Correct("spotfy"); !ok || got.Word != "Spotify" {
		t.Errorf("Correct(spotfy) = %q, %v; want Spotify", got.Word, ok)
	}
}

func TestAmbiguous(t *testing.T) {
	// "cart" and "card" are equally far from "carb" and equally frequent:
	// no guess.
	s := New([]Entry{{Word: "cart", Count: 5}, {Word: "card", Count: 5}}, WithDictionary(nil))
	if got, ok := s.Correct("carb"); ok {
		t.Errorf("Correct(carb) = %q, want no guess between cart and card", got.Word)
	}
	// Frequency decides when the counts differ by far.
	s = New([]Entry{{Word: "cart", Count: 5}, {Word: "card", Count: 5000}}, WithDictionary(nil))
	if got, ok := s.Correct("carx"); !ok || got.Word != "card" {
		t.Errorf("Correct(carx) = %q, %v; want card", got.Word, ok)
	}
}

// TestLetterLeftOut: between candidates about as likely, the one the
// typed word is with a letter dropped (the commonest slip) wins; a word
// with an "s" after a name is the name's plural or possessive, no slip.
func TestLetterLeftOut(t *testing.T) {
	s := New(append(vocab(), Entry{Word: "Tim", Count: 32, Class: "person"}, Entry{Word: "tis", Count: 6, Class: "track"}))
	corrects(t, s, map[string]string{
		"listend": "listened", // not listen
		"watchd":  "watched",  // not watch
		"tims":    "times",    // not Tim('s), time
		"hors":    "hours",    // not hers, a vowel changed
		"hurs":    "hours",
	})
	// no candidate with a letter dropped, or two: no guess
	s = New([]Entry{{Word: "cart", Count: 5}, {Word: "card", Count: 5}}, WithDictionary(nil))
	if got, ok := s.Correct("carb"); ok {
		t.Errorf("Correct(carb) = %q, want no guess", got.Word)
	}
	// the plural of a word written in lower case is that word's, though
	// another is the typed word with a letter dropped
	s = New([]Entry{{Word: "gif", Count: 1, Class: "media_type"}, {Word: "gifts", Count: 50}}, WithDictionary(nil))
	if got, ok := s.Correct("gifs"); ok {
		t.Errorf("Correct(gifs) = %q, want none: the plural of gif", got.Word)
	}
	s = New([]Entry{{Word: "carts", Count: 5}, {Word: "cards", Count: 5}}, WithDictionary(nil))
	if got, ok := s.Correct("cars"); ok {
		t.Errorf("Correct(cars) = %q, want no guess between carts and cards", got.Word)
	}
}

// TestLettersSwapped: between candidates about as likely, the one the
// typed word is with two neighbouring letters swapped wins, the other
// commonest slip: "movise" was left uncorrected between movies and movie.
func TestLettersSwapped(t *testing.T) {
	s := New(vocab())
	corrects(t, s, map[string]string{
		"movise":  "movies", // not movie, an "s" added
		"episdoe": "episode",
	})
}

func TestText(t *testing.T) {
	s := New(vocab())
	tests := []struct {
		in   string
		want string
	}{
		{"How many songs by taylor swfit did I listen to in febuary?", "swfit→Swift febuary→february"},
		{"Runing with Lena on Sunday", "Runing→running"},
		{"Lenka's runs", ""},
		{"Did I watch \"Strangr Things\" on netflx?", "netflx→Netflix"},
		{"what did I buy at REWE? teh total", "teh→the"},
		{"Spotfy songs", ""}, // a capitalised first word may only become a common word
	}
	for _, tt := range tests {
		var got []string
		for _, f := range s.Text(tt.in) {
			if tt.in[f.Start:f.End] != f.From {
				t.Errorf("Text(%q): span %d:%d is not %q", tt.in, f.Start, f.End, f.From)
			}
			got = append(got, f.From+"→"+f.Word)
		}
		if strings.Join(got, " ") != tt.want {
			t.Errorf("Text(%q) = %q, want %q", tt.in, strings.Join(got, " "), tt.want)
		}
	}
}

func TestDistance(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want int
	}{
		{"teh", "the", 1}, {"recieved", "received", 1}, {"runing", "running", 1}, {"abc", "abc", 0},
		{"kitten", "sitting", -1}, {"ca", "abc", -1}, {"tommorow", "tomorrow", 2},
	} {
		if got := distance([]rune(tt.a), []rune(tt.b), 2); got != tt.want && !(tt.want == -1 && got == 3) {
			t.Errorf("distance(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestNear(t *testing.T) {
	for _, tt := range []struct {
		typed, intended string
		n               int
		want            bool
	}{
		{"wen", "when", 1, true}, {"hw", "how", 1, true}, {"wich", "which", 1, true},
		{"whe", "where", 1, false}, {"tommorow", "tomorrow", 1, false}, {"tommorow", "tomorrow", 2, true},
	} {
		if got := Near(tt.typed, tt.intended, tt.n); got != tt.want {
			t.Errorf("Near(%q, %q, %d) = %v, want %v", tt.typed, tt.intended, tt.n, got, tt.want)
		}
	}
}

func TestEnglishLoads(t *testing.T) {
	words, err := readEnglish()
	if err != nil {
		t.Fatal(err)
	}
	if len(words) < 30000 {
		t.Fatalf("only %d common English words", len(words))
	}
	for _, w := range []string{"the", "jogging", "colour", "color", "dont", "uploaded", "uploading", "uploads"} {
		if !english(w) {
			t.Errorf("%q is not common English", w)
		}
	}
	// a doubled consonant left out is a misspelling, not a form of the word
	for _, w := range []string{"swiming", "begining", "stoped"} {
		if english(w) {
			t.Errorf("%q is read as English", w)
		}
	}
	// comparatives and superlatives of listed adjectives, and adjectives
	// in -y of nouns in -e, which the lists partly leave out
	for _, w := range []string{"priciest", "pricier", "pricey", "cheapest", "nicest", "biggest"} {
		if !english(w) {
			t.Errorf("%q is not common English", w)
		}
	}
	// a listed verb done again: "reorder" was corrected to a library's
	// "Recorder"
	for _, w := range []string{"reorder", "reordered", "rewatched", "relistening"} {
		if !english(w) {
			t.Errorf("%q is not common English", w)
		}
	}
	for _, w := range []string{"bigest", "runer", "calender", "runing", "febuary", "spotify", "rember", "remeber", "resturant"} {
		if english(w) {
			t.Errorf("%q is common English", w)
		}
	}
}

func FuzzCorrect(f *testing.F) {
	s := New(vocab())
	for _, w := range []string{"runing", "Spotfy", "a", "", "ß", "ÉÉÉ", "don't", "\xff", "twenty-three"} {
		f.Add(w)
	}
	f.Fuzz(func(t *testing.T, w string) {
		if sg, ok := s.Correct(w); ok {
			if sg.Word == "" || sg.Distance < 1 || sg.Distance > 2 {
				t.Fatalf("Correct(%q) = %+v", w, sg)
			}
		}
		for _, fx := range s.Text(w) {
			if fx.Start < 0 || fx.End > len(w) || w[fx.Start:fx.End] != fx.From {
				t.Fatalf("Text(%q): bad fix %+v", w, fx)
			}
		}
		s.Suggest(w, "", 3)
	})
}

// bigVocab is a vocabulary of n entries the size of a library's catalog:
// made-up words of five to ten letters.
func bigVocab(n int) []Entry {
	v := vocab()
	letters := "etaoinshrdlucmfwypvbgkjqxz"
	for i := 0; len(v) < n; i++ {
		x := uint64(i)*2654435761 + 12345
		var b strings.Builder
		l := 5 + int(x%6)
		for k := 0; k < l; k++ {
			x = x*6364136223846793005 + 1442695040888963407
			b.WriteByte(letters[(x>>33)%uint64(len(letters))])
		}
		v = append(v, Entry{Word: b.String(), Count: int(x % 100), Class: "catalog"})
	}
	return v
}

func BenchmarkNew50K(b *testing.B) {
	v := bigVocab(50000)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		New(v)
	}
}

func BenchmarkCorrect50K(b *testing.B) {
	s := New(bigVocab(50000))
	words := []string{"runing", "febuary", "spotfy", "recieved", "calender", "wich", "teh", "Lena", "restuarant", "xqzvbnmx"}
	s.Correct("warm") // loads the dictionary
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.Correct(words[i%len(words)])
	}
}

func BenchmarkText50K(b *testing.B) {
	s := New(bigVocab(50000))
	q := "How many songs by taylor swfit did I listen to in febuary while runing?"
	s.Text(q)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.Text(q)
	}
}

func ExampleSpeller_Correct() {
	s := New([]Entry{{Word: "running", Count: 1}, {Word: "Spotify", Count: 5400}})
	for _, w := range []string{"runing", "spotfy", "Lena"} {
		sg, ok := s.Correct(w)
		fmt.Println(w, sg.Word, ok)
	}
	// Output:
	// runing running true
	// spotfy Spotify true
	// Lena  false
}

func TestRadixSort(t *testing.T) {
	var keys []uint64
	x := uint64(1)
	for id := 0; id < 5000; id++ {
		for k := 0; k < 3; k++ {
			x = x*6364136223846793005 + 1442695040888963407
			keys = append(keys, (x>>50)<<idBits|uint64(id)) // few distinct hashes: many ties
		}
	}
	want := slices.Clone(keys)
	slices.Sort(want)
	if got := radixSort(keys); !slices.Equal(got, want) {
		t.Error("radixSort differs from slices.Sort")
	}
}

// A slip of an ordinary word the vocabulary does not hold is corrected
// through the fallback over the common English words; a word the
// vocabulary has a candidate for is not the fallback's to correct, and
// a class asked keeps to the vocabulary.
func TestFallback(t *testing.T) {
	s := New(vocab(), WithFallback(Common))
	corrects(t, s, map[string]string{"exepnsive": "expensive", "excatly": "exactly", "runing": "running", "spotfy": "Spotify"})
	if got, ok := New(vocab()).Correct("exepnsive"); ok {
		t.Errorf("without the fallback, exepnsive corrected to %q", got.Word)
	}
	if got, ok := s.CorrectClass("exepnsive", "artist"); ok {
		t.Errorf("a class asked, exepnsive corrected to %q", got.Word)
	}
	if got, ok := s.Correct("Exepnsive"); ok {
		t.Errorf("a capitalised word corrected to %q", got.Word)
	}
	if got, ok := s.Correct("uber"); ok {
		t.Errorf("a short name corrected to %q", got.Word)
	}
}
