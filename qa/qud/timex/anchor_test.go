package timex

import (
	"fmt"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"reqap/assets"
	"reqap/internal/test"
)

// Anchored times: the relation, the shape, the phrase for the ref, and the
// window once the happening's date (ref) is known: 10 June 2023.
var anchorCases = []struct {
	q, words         string
	rel              Relation
	shape            Shape
	n                int
	unit, phrase     string
	occasion, window string // window: "A..B" on ref = 2023-06-10 (an end left out is open)
}{
	{"How many runs two weeks before my birthday?", "two weeks before my birthday", Before, Offset, 2, "week", "my birthday", "", "2023-05-27..2023-06-02"},
	{"What did I do two days after my wedding?", "two days after my wedding", After, Offset, 2, "day", "my wedding", "", "2023-06-12..2023-06-12"},
	{"What did I spend on online shopping in the 30 days before I left for Budapest?", "in the 30 days before I left for Budapest", Before, Stretch, 30, "day", "I left for Budapest", "", "2023-05-11..2023-06-09"},
	{"Which products did I buy in the week before my birthday?", "in the week before my birthday", Before, Stretch, 1, "week", "my birthday", "", "2023-06-03..2023-06-09"},
	{"What did I buy the month before my trip to Lisbon?", "the month before my trip to Lisbon", Before, Stretch, 1, "month", "my trip to Lisbon", "", "2023-05-10..2023-06-09"},
	{"What did I eat the day before my marathon?", "the day before my marathon", Before, Stretch, 1, "day", "my marathon", "", "2023-06-09..2023-06-09"},
	{"What did I buy in the weeks before my trip to Lisbon?", "in the weeks before my trip to Lisbon", Before, Stretch, 4, "week", "my trip to Lisbon", "", "2023-05-13..2023-06-09"},
	{"How much did I spend on Amazon the day after my syncthing tweet?", "the day after my syncthing tweet", After, Stretch, 1, "day", "my syncthing tweet", "", "2023-06-11..2023-06-11"},
	{"What did I buy in the 3 days after my wedding?", "in the 3 days after my wedding", After, Stretch, 3, "day", "my wedding", "", "2023-06-11..2023-06-13"},
	{"how many different movies did I watch in the week after moving to Graz", "in the week after moving to Graz", After, Stretch, 1, "week", "moving to Graz", "", "2023-06-10..2023-06-16"},
	{"how many calendar entries in the first week of my new job?", "in the first week of my new job", After, Stretch, 1, "week", "my new job", "", "2023-06-10..2023-06-16"},
	{"How many km did I run in the first two weeks of my new job?", "in the first two weeks of my new job", After, Stretch, 2, "week", "my new job", "", "2023-06-10..2023-06-23"},
	{"How many km did I run in the first 3 months after I joined the club?", "in the first 3 months after I joined the club", After, Stretch, 3, "month", "I joined the club", "", "2023-06-10..2023-09-09"},
	{"How many km did I run in the month I started at Tandem Bikes?", "in the month I started at Tandem Bikes", During, Calendar, 0, "month", "I started at Tandem Bikes", "", "2023-06-01..2023-06-30"},
	{"how far did I run in total during the calendar month I joined Tidewater Consulting", "during the calendar month I joined Tidewater Consulting", During, Calendar, 0, "month", "I joined Tidewater Consulting", "", "2023-06-01..2023-06-30"},
	{"What did I buy in the same week as my move?", "in the same week as my move", During, Calendar, 0, "week", "my move", "", "2023-06-05..2023-06-11"},
	{"Which artist did I listen to most in the month of my first run?", "in the month of my first run", During, Calendar, 0, "month", "my first run", "", "2023-06-01..2023-06-30"},
	{"Which songs did I listen to the weekend of my first run?", "the weekend of my first run", During, Calendar, 0, "weekend", "my first run", "", "2023-06-10..2023-06-11"},
	{"What did I do on the weekend after my birthday?", "on the weekend after my birthday", After, Calendar, 0, "weekend", "my birthday", "", "2023-06-17..2023-06-18"},
	{"How many runs the weekend before my wedding?", "the weekend before my wedding", Before, Calendar, 0, "weekend", "my wedding", "", "2023-06-03..2023-06-04"},
	{"How many runs in the year I moved to Graz?", "in the year I moved to Graz", During, Calendar, 0, "year", "I moved to Graz", "", "2023-01-01..2023-12-31"},
	{"How many runs since I moved to Graz?", "since I moved to Graz", After, Point, 0, "", "I moved to Graz", "", "2023-06-10.."},
	{"What is the total distance I ran in kilometers since I started working at Shopify?", "since I started working at Shopify", After, Point, 0, "", "I started working at Shopify", "", "2023-06-10.."},
	{"How many restaurants did I visit before my wedding?", "before my wedding", Before, Point, 0, "", "my wedding", "", "..2023-06-09"},
	{"How often did I eat out after I moved to Berlin?", "after I moved to Berlin", After, Point, 0, "", "I moved to Berlin", "", "2023-06-10.."},
	{"How many songs did I play until I left Spotify?", "until I left Spotify", Before, Point, 0, "", "I left Spotify", "", "..2023-06-09"},
	{"How often did I eat Italian food after playing football?", "after playing football", After, Point, 0, "", "playing football", "", "2023-06-10.."},
	{"How often did I eat out during my trip to Bali?", "during my trip to Bali", During, Point, 0, "", "my trip to Bali", "", "2023-06-10..2023-06-10"},
	{"Which songs did I listen to while I was in Spain?", "while I was in Spain", During, Point, 0, "", "I was in Spain", "", "2023-06-10..2023-06-10"},
	{"which restaurants did we visit when in Bali", "when in Bali", During, Point, 0, "", "in Bali", "", "2023-06-10..2023-06-10"},
	{"which artist did I listen to most when running?", "when running", During, Point, 0, "", "running", "", "2023-06-10..2023-06-10"},
	{"Which songs did I listen to on the same day as my dentist appointment?", "on the same day as my dentist appointment", SameDay, Point, 0, "", "my dentist appointment", "", "2023-06-10..2023-06-10"},
	{"Which songs did I play the day of my 4k run?", "the day of my 4k run", SameDay, Point, 0, "", "my 4k run", "", "2023-06-10..2023-06-10"},
	{"How many songs did I listen to on my birthday?", "on my birthday", SameDay, Point, 0, "", "my birthday", "day", "2023-06-10..2023-06-10"},
	// a meal said of my day's occasion right after it is on that day
	{"Where did I have my birthday dinner?", "my birthday", SameDay, Point, 0, "", "my birthday", "day", "2023-06-10..2023-06-10"},
	{"What did we eat at our anniversary lunch?", "our anniversary", SameDay, Point, 0, "", "our anniversary", "day", "2023-06-10..2023-06-10"},
	// every day a happening took place
	{"What did I eat on days I went to the pool?", "on days I went to the pool", SameDay, Point, 0, "", "I went to the pool", "", "2023-06-10..2023-06-10"},
	{"Did I buy anything on a day I went to the pool?", "on a day I went to the pool", SameDay, Point, 0, "", "I went to the pool", "", "2023-06-10..2023-06-10"},
	{"How many songs did I play on the days when I ran?", "on the days when I ran", SameDay, Point, 0, "", "I ran", "", "2023-06-10..2023-06-10"},
	// another's occasion, named by their possessive
	{"How much did I spend on drinks at Julia's birthday?", "at Julia's birthday", SameDay, Point, 0, "", "Julia's birthday", "day", "2023-06-10..2023-06-10"},
	{"Who did I have dinner with on my friend's birthday?", "on my friend's birthday", SameDay, Point, 0, "", "my friend's birthday", "day", "2023-06-10..2023-06-10"},
	{"Which song did I play first on my 2019 birthday?", "on my 2019 birthday", SameDay, Point, 0, "", "my 2019 birthday", "day", "2023-06-10..2023-06-10"},
	{"Restaurants I went to on my Chania trip", "on my Chania trip", During, Point, 0, "", "my Chania trip", "stay", "2023-06-10..2023-06-10"},
	// a stay is also said with "the"
	{"Who was my most played artist on the Innsbruck trip?", "on the Innsbruck trip", During, Point, 0, "", "the Innsbruck trip", "stay", "2023-06-10..2023-06-10"},
	// a happening's own first or last days: its first (last) day counted,
	// not the days after it (ref: its first day, or its last)
	{"How many songs did I play on the first day of my Kyoto trip?", "on the first day of my Kyoto trip", After, Stretch, 1, "day", "my Kyoto trip", "", "2023-06-10..2023-06-10"},
	{"What did I eat on the last day of my Kyoto trip?", "on the last day of my Kyoto trip", Before, Stretch, 1, "day", "my Kyoto trip", "", "2023-06-10..2023-06-10"},
	{"What did I buy in the last two days of my trip to Kyoto?", "in the last two days of my trip to Kyoto", Before, Stretch, 2, "day", "my trip to Kyoto", "", "2023-06-09..2023-06-10"},
	{"How many Amazon orders did I place on the day I retweeted nostrich?", "on the day I retweeted nostrich", SameDay, Point, 0, "", "I retweeted nostrich", "", "2023-06-10..2023-06-10"},
	{"First football training after I started as Engineer – when was it?", "after I started as Engineer", After, Point, 0, "", "I started as Engineer", "", "2023-06-10.."},
	{"How many km did I run since moving to Graz, in total?", "since moving to Graz", After, Point, 0, "", "moving to Graz", "", "2023-06-10.."},
}

func TestAnchors(t *testing.T) {
	p := Default()
	ref := civil(2023, 6, 10)
	for _, c := range anchorCases {
		var sp *Span
		spans := p.Parse(c.q, Options{})
		for i := range spans {
			if spans[i].Words == c.words && spans[i].Anchor != nil {
				sp = &spans[i]
				break
			}
		}
		if sp == nil {
			var got []string
			for _, s := range spans {
				got = append(got, fmt.Sprintf("%s %q", s.Kind, s.Words))
			}
			t.Errorf("%q: no anchored span %q; got %v", c.q, c.words, got)
			continue
		}
		a := sp.Anchor
		if a.Rel != c.rel || a.Shape != c.shape || a.N != c.n || a.Unit != c.unit || a.Phrase != c.phrase || a.Occasion != c.occasion {
			t.Errorf("%q: anchor %+v, want %v %v %d %q %q %q", c.q, *a, c.rel, c.shape, c.n, c.unit, c.phrase, c.occasion)
		}
		if c.q[a.PhraseStart:a.PhraseEnd] != a.Phrase {
			t.Errorf("%q: phrase offsets %d-%d are not %q", c.q, a.PhraseStart, a.PhraseEnd, a.Phrase)
		}
		w := a.Window("moved")
		from, to, ok := w.ResolveRefs(today, map[string]time.Time{"moved": ref})
		wantFrom, wantTo := wantWindow(t, c.window)
		if !ok || !from.Equal(wantFrom) || !to.Equal(wantTo) {
			t.Errorf("%q: window [%s, %s) ok=%v, want [%s, %s) (%+v)", c.q, fmtD(from), fmtD(to), ok, fmtD(wantFrom), fmtD(wantTo), w)
		}
	}
}

// A question asking "when" is no anchor, nor is a clause that asks.
func TestAnchorNegatives(t *testing.T) {
	p := Default()
	for _, q := range []string{
		"When did I start working at Northwind Bank?",
		"When was the last time I played anything by Bad Bunny?",
		"How many km did I run after 5?",
		"What did I do after did?",
		"What did I do in my car?",
		"How many songs did I play on my phone?",
		// a place in a cycle, no week or day of a happening
		"What is the busiest day of the week in my calendar?",
		"What was the busiest hour of the day in my inbox?",
		// a connective before "which" asks, it tells no happening
		"During which week did I spend the most money?",
		"After which trip did I post the most?",
		// "of" first: nothing before it to read (this had panicked)
		"of the year",
	} {
		for _, s := range p.Parse(q, Options{}) {
			t.Errorf("%q: found %s %q", q, s.Kind, s.Words)
		}
	}
}

// Nested connectives are all reported, so the caller can take the one it
// accepts: "when ... after a joint meeting".
func TestNestedAnchors(t *testing.T) {
	spans := Default().Parse("which restaurants did I visit when I was in Rome after my wedding", Options{})
	var words []string
	for _, s := range spans {
		words = append(words, s.Words)
	}
	want := []string{"when I was in Rome after my wedding", "after my wedding"}
	if strings.Join(words, "|") != strings.Join(want, "|") {
		t.Errorf("spans %q, want %q", words, want)
	}
}

func TestProtected(t *testing.T) {
	p := Default()
	q := "How often did I play Summer 2023 Hits in summer 2023?"
	title := strings.Index(q, "Summer 2023 Hits")
	spans := p.Parse(q, Options{Protected: func(start, end int) bool {
		return start < title+len("Summer 2023 Hits") && end > title
	}})
	if len(spans) != 1 || spans[0].Words != "in summer 2023" {
		t.Errorf("protected title: got %+v", spans)
	}
	// A contact named May: the caller protects the name.
	q = "How many emails did I get from May in June 2021?"
	may := strings.Index(q, "May")
	spans = p.Parse(q, Options{Protected: func(start, end int) bool { return start <= may && end > may }})
	if len(spans) != 1 || spans[0].Words != "in June 2021" {
		t.Errorf("protected name: got %+v", spans)
	}
}

func TestDayFirst(t *testing.T) {
	p := Default()
	for _, c := range []struct {
		q        string
		dayFirst bool
		want     string
	}{
		{"on 3/7/2019", false, "2019-03-07"},
		{"on 3/7/2019", true, "2019-07-03"},
		{"on 13/7/2019", false, "2019-07-13"},
		{"on 7/13/2019", true, "2019-07-13"},
		{"on 07.03.2019", false, "2019-03-07"},
		{"on 3-7-2019", true, "2019-07-03"},
	} {
		spans := p.Parse(c.q, Options{DayFirst: c.dayFirst})
		if len(spans) != 1 {
			t.Errorf("%q: %d spans", c.q, len(spans))
			continue
		}
		from, _, _ := spans[0].Window.Resolve(today)
		if got := fmtD(from); got != c.want {
			t.Errorf("%q day first %v: %s, want %s", c.q, c.dayFirst, got, c.want)
		}
	}
}

func TestConjAndContrast(t *testing.T) {
	p := Default()
	spans := p.Parse("Did I listen to more Beyoncé in 2022 or in 2023?", Options{})
	if len(spans) != 2 || spans[1].Conj != "or" || spans[1].Words != "in 2023" {
		t.Errorf("got %+v", spans)
	}
	spans = p.Parse("Did I spend more in October 2023 than April 2023?", Options{})
	if len(spans) != 2 || spans[1].Conj != "than" || spans[1].Words != "April 2023" {
		t.Errorf("got %+v", spans)
	}
	spans = p.Parse("How often do I run on Mondays vs Tuesdays?", Options{})
	if len(spans) != 1 || !spans[0].Contrast || spans[0].Kind != Weekdays {
		t.Errorf("got %+v", spans)
	}
}

func TestEaster(t *testing.T) {
	easter := func(y int) string { return Easter(y).Format("2006-01-02") }
	test.Table(t, "Easter", easter, "easter.tsv")
	for _, c := range []struct {
		y, m, wd, n int
		want        string
	}{{2022, 11, 4, 4, "2022-11-24"}, {2021, 5, 1, -1, "2021-05-31"}, {2019, 9, 1, 1, "2019-09-02"}, {2023, 5, 7, 2, "2023-05-14"}} {
		if got := nthWeekday(c.y, c.m, c.wd, c.n).Format("2006-01-02"); got != c.want {
			t.Errorf("nthWeekday(%d, %d, %d, %d) = %s, want %s", c.y, c.m, c.wd, c.n, got, c.want)
		}
	}
}

// A broken vocabulary file is reported with its name, line and reason.
func TestLexiconErrors(t *testing.T) {
	good, err := assetsFile()
	if err != nil {
		t.Fatal(err)
	}
	test.BrokenFiles(t, fstest.MapFS{LexiconFile: {Data: good}}, func(fsys fs.FS) error { _, err := Load(fsys); return err }, "broken.tsv")
}

func assetsFile() ([]byte, error) {
	return fsRead(assets.QUDRules(), LexiconFile)
}

func TestResolve(t *testing.T) {
	w := Window{From: "add_days(today, -7)", To: "today"}
	from, to, ok := w.Resolve(today)
	if !ok || fmtD(from) != "2024-03-08" || fmtD(to) != "2024-03-15" {
		t.Errorf("got %s %s %v", fmtD(from), fmtD(to), ok)
	}
	if _, _, ok := (Window{DateCond: "month(start_date) == 3"}).Resolve(today); ok {
		t.Error("a window without bounds resolved")
	}
	if _, _, ok := (Window{From: "moved"}).Resolve(today); ok {
		t.Error("a bound naming an unknown ref resolved")
	}
}

func TestNumbersAndPeriods(t *testing.T) {
	lx := Default().Lexicon()
	if lx.Numbers()["three"] != 3 || lx.Numbers()["a couple of"] != 2 {
		t.Errorf("numbers: %v", lx.Numbers())
	}
	if lx.Periods()["week"] != 7 || lx.Periods()["quarter"] < 91 {
		t.Error("periods")
	}
	if !lx.IsTimeWord("Eve") || !lx.IsTimeWord("march") || lx.IsTimeWord("Grave") {
		t.Error("IsTimeWord")
	}
	if lx.Version() == "" {
		t.Error("no version")
	}
}

func FuzzParse(f *testing.F) {
	for _, c := range cases(f, "dates.tsv")[:60] {
		f.Add(c.q)
	}
	for _, c := range anchorCases {
		f.Add(c.q)
	}
	for _, s := range []string{"", "'", "\"", "((((", "between and", "from to", "Q", "Q9 2020", "2019-13-45", "31/02/2020",
		"the 99999 days before", "week 60 of 2020", "since since since", "9999999999-01-01", "on 0/0/0", "–––", "p.m.", "12:99 pm",
		"the first of the first of", "winter 2099/00", "Easter 1899", "in the 1900s", "the '00s", "mid-", "H3 2019", "Mon-", "between 6 and"} {
		f.Add(s)
	}
	p := Default()
	f.Fuzz(func(t *testing.T, q string) {
		for _, s := range p.Parse(q, Options{}) {
			if s.Start < 0 || s.End > len(q) || s.Start >= s.End {
				t.Fatalf("%q: span %d-%d out of bounds", q, s.Start, s.End)
			}
			if q[s.Start:s.End] != s.Words {
				t.Fatalf("%q: words %q are not the text at %d-%d", q, s.Words, s.Start, s.End)
			}
			if s.Anchor != nil {
				a := s.Anchor
				if a.PhraseStart < s.Start || a.PhraseEnd > s.End || a.PhraseStart >= a.PhraseEnd {
					t.Fatalf("%q: anchor phrase %d-%d outside span %d-%d", q, a.PhraseStart, a.PhraseEnd, s.Start, s.End)
				}
				continue
			}
			from, to, ok := s.Window.Resolve(today)
			if (s.Window.From != "" || s.Window.To != "") && !ok {
				t.Fatalf("%q: window %+v does not resolve", q, s.Window)
			}
			if ok && !from.IsZero() && !to.IsZero() && !from.Before(to) {
				t.Fatalf("%q: window [%s, %s) is empty or reversed", q, fmtD(from), fmtD(to))
			}
		}
	})
}

func BenchmarkParse(b *testing.B) {
	p := Default()
	var qs []string
	for _, c := range cases(b, "dates.tsv") {
		qs = append(qs, c.q)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p.Parse(qs[i%len(qs)], Options{})
	}
}

func fsRead(fsys fs.FS, name string) ([]byte, error) { return fs.ReadFile(fsys, name) }

// A window next to a date ("the week leading up to Christmas 2020") is a
// date, not also a happening ("the week [I was] leading").
func TestWindowNextToDateIsNoAnchor(t *testing.T) {
	p := Default()
	for _, q := range []string{
		"What did I buy in the week leading up to Christmas 2020?",
		"What did I buy the week before Christmas 2020?",
	} {
		for _, s := range p.Parse(q, Options{}) {
			if s.Kind == Anchored {
				t.Errorf("%q: found %s %q", q, s.Kind, s.Words)
			}
		}
	}
}

// TestSomeUnitsAreSaid: a plural unit without a number is read as some
// of them, and the reading is said.
func TestSomeUnitsAreSaid(t *testing.T) {
	p := Default()
	for q, want := range map[string]string{
		"How much did I spend in the days before Christmas 2022?":    "the days before: read as the 7 days before",
		"What did I buy in the weeks leading up to my trip?":         "the weeks leading up to: read as the 4 weeks leading up to",
		"How many songs did I play in the months after my move?":     "the months after: read as the 3 months after",
		"How much did I spend in the 10 days before Christmas 2022?": "",
		"What did I eat the day before my marathon?":                 "",
		"How many songs did I play over the holidays in 2022?":       "the holidays: read as 24 December to 1 January",
	} {
		got := ""
		for _, sp := range p.Parse(q, Options{}) {
			if sp.Note != "" {
				got = sp.Note
			}
		}
		if got != want {
			t.Errorf("%q: note %q, want %q", q, got, want)
		}
	}
}

// The weekend after a day is the first Saturday and Sunday after it, the
// weekend before the last one before its week, whatever weekday it is.
func TestWeekendNextToDay(t *testing.T) {
	cases := []struct {
		rel  Relation
		day  time.Time
		want string
	}{
		{After, civil(2024, 9, 16), "2024-09-21..2024-09-22"}, // a Monday
		{After, civil(2024, 9, 20), "2024-09-21..2024-09-22"}, // a Friday
		{After, civil(2024, 9, 22), "2024-09-28..2024-09-29"}, // a Sunday
		{Before, civil(2024, 9, 16), "2024-09-14..2024-09-15"},
		{Before, civil(2024, 9, 22), "2024-09-14..2024-09-15"},
	}
	for _, c := range cases {
		a := Anchor{Rel: c.rel, Shape: Calendar, Unit: "weekend"}
		from, to, ok := a.Window("x").ResolveRefs(today, map[string]time.Time{"x": c.day})
		wantFrom, wantTo := wantWindow(t, c.want)
		if !ok || !from.Equal(wantFrom) || !to.Equal(wantTo) {
			t.Errorf("%v %s: [%s, %s), want %s", c.rel, fmtD(c.day), fmtD(from), fmtD(to), c.want)
		}
	}
}
