package textfacts

import (
	"fmt"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/internal/test"
	"reqap/lang/daypart"
	"reqap/qa"
)

func extractor(t testing.TB) *Extractor {
	t.Helper()
	return test.Must(t, Default)
}

// learnt returns the extractor and the profile it learns from days, as a
// journal's import learns its names before reading the days.
func learnt(t testing.TB, days ...string) (*Extractor, *Profile) {
	t.Helper()
	x := extractor(t)
	p := NewProfile()
	for _, d := range days {
		x.Learn(p, d)
	}
	p.Finish()
	return x, p
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-6 }

// found writes what a finder found as a table row has it: the value to six
// decimals, or none.
func found(v float64, ok bool) string {
	if !ok {
		return "none"
	}
	return strconv.FormatFloat(math.Round(v*1e6)/1e6, 'f', -1, 64)
}

func TestDurations(t *testing.T) {
	test.Table(t, "FindDuration", func(in string) string { return found(FindDuration(in)) }, "durations.tsv")
}

func TestDistances(t *testing.T) {
	test.Table(t, "FindDistance", func(in string) string { return found(FindDistance(in)) }, "distances.tsv")
}

func TestMoney(t *testing.T) {
	test.Rows(t, "FindMoney", func(in string) []any {
		a, cur, ok := FindMoney(in)
		return []any{found(a, ok), cur}
	}, "money.tsv")
}

func TestClock(t *testing.T) {
	test.Table(t, "findClock", func(in string) string {
		c, ok := findClock(in)
		return found(float64(c.min), ok)
	}, "clocks.tsv")
}

// TestSignChars: the currency signs are single characters, as the
// character class countBeforeRE writes them in (signChars) wants.
func TestSignChars(t *testing.T) {
	for _, sign := range currencySigns {
		if utf8.RuneCountInString(sign) != 1 {
			t.Errorf("currency sign %q is not one character", sign)
		}
	}
}

func TestTypedField(t *testing.T) {
	for in, want := range map[[2]string]ingest.Field{
		{"sleep", "7h"}:         {Key: "sleep_s", Value: ingest.Number(7 * 3600)},
		{"Sleep", "7h 30min"}:   {Key: "sleep_s", Value: ingest.Number(7.5 * 3600)},
		{"mood", "7"}:           {Key: "mood", Value: ingest.Number(7)},
		{"mood", "7/10"}:        {Key: "mood", Value: ingest.Number(7)},
		{"weight", "72,5 kg"}:   {Key: "weight_kg", Value: ingest.Number(72.5)},
		{"steps", "8000"}:       {Key: "steps", Value: ingest.Number(8000)},
		{"steps", "10,000"}:     {Key: "steps", Value: ingest.Number(10000)},
		{"mood", "good"}:        {Key: "mood", Value: ingest.Text("good")},
		{"workout", "yes"}:      {Key: "workout", Value: ingest.Bool(true)},
		{"people", "[Ann, Bo]"}: {Key: "people", Value: ingest.List([]string{"Ann", "Bo"})},
	} {
		got, ok := TypedField(in[0], in[1])
		if !ok || got.Key != want.Key || !got.Value.Equal(want.Value) {
			t.Errorf("TypedField(%q, %q) = %+v, want %+v", in[0], in[1], got, want)
		}
	}
	if _, ok := TypedField("7 days", "5"); ok {
		t.Error("a key that cannot be a field name was accepted")
	}
}

// expectation is what a test says of one happening; empty fields are not
// checked.
type expectation struct {
	text     string // a part of Text that finds the happening
	activity string
	modality Modality
	offset   int
	people   []string
	food     []string
	place    string
	meal     string
	start    int // minutes, or anyStart
	duration float64
	distance float64
	unit     string // the unit a distance was written in, "" for km
	price    float64
	after    string
	title    string
	mood     string
	count    int
}

// noPlace is the place of an expectation that wants none.
const noPlace = "-"

// anyStart is the start of an expectation that does not check it.
const anyStart = -2

// dayCase is a day as written and what is expected of its happenings.
type dayCase struct {
	day  string
	want []expectation
}

// checkDay splits a case's day as an import does, having learnt the
// journal's names from it first, checks what it wants, and returns the
// happenings for a case's own checks.
func checkDay(t *testing.T, date qa.Date, tt dayCase) []Happening {
	t.Helper()
	x, p := learnt(t, tt.day)
	hs := x.Split(Day{Text: tt.day, Date: date}, p)
	check(t, tt.day, hs, tt.want)
	return hs
}

func find(hs []Happening, part string) *Happening {
	for i := range hs {
		if strings.Contains(hs[i].Text, part) {
			return &hs[i]
		}
	}
	return nil
}

func check(t *testing.T, day string, hs []Happening, want []expectation) {
	t.Helper()
	for _, w := range want {
		h := find(hs, w.text)
		if h == nil {
			t.Errorf("%q: no happening with %q; got %s", day, w.text, dump(hs))
			continue
		}
		bad := func(what string, got, want any) {
			t.Errorf("%q: happening %q: %s = %v, want %v", day, h.Text, what, got, want)
		}
		if w.activity != "?" && h.Activity != w.activity {
			bad("activity", h.Activity, w.activity)
		}
		if h.Modality != w.modality {
			bad("modality", h.Modality, w.modality)
		}
		if h.Offset != w.offset {
			bad("offset", h.Offset, w.offset)
		}
		if w.people != nil && !reflect.DeepEqual(h.People, w.people) {
			bad("people", h.People, w.people)
		}
		if w.food != nil && !reflect.DeepEqual(h.Food, w.food) {
			bad("food", h.Food, w.food)
		}
		if w.place == noPlace && h.Place != "" {
			bad("place", h.Place, "none")
		} else if w.place != "" && w.place != noPlace && h.Place != w.place {
			bad("place", h.Place, w.place)
		}
		if w.meal != "" && h.Meal != w.meal {
			bad("meal", h.Meal, w.meal)
		}
		if w.start != anyStart && h.Start != w.start {
			bad("start", h.Start, w.start)
		}
		if w.duration != 0 && !near(h.DurationS, w.duration) {
			bad("duration", h.DurationS, w.duration)
		}
		if w.distance != 0 && !near(h.DistanceKm, w.distance) {
			bad("distance", h.DistanceKm, w.distance)
		}
		if w.distance != 0 && h.DistanceUnit != w.unit {
			bad("distance unit", h.DistanceUnit, w.unit)
		}
		if w.price != 0 && !near(h.Price, w.price) {
			bad("price", h.Price, w.price)
		}
		if h.After != w.after {
			bad("after", h.After, w.after)
		}
		if w.title != "" && h.Title != w.title {
			bad("title", h.Title, w.title)
		}
		if w.mood != "" && h.Mood != w.mood {
			bad("mood", h.Mood, w.mood)
		}
		if w.count != 0 && h.Count != w.count {
			bad("count", h.Count, w.count)
		}
	}
}

func dump(hs []Happening) string {
	var b strings.Builder
	for _, h := range hs {
		b.WriteString("\n  [" + h.Activity + "/" + string(h.Modality) + "] " + h.Text)
	}
	return b.String()
}

func TestSplit(t *testing.T) {
	x, p := learnt(t,
		"Went climbing with Ben after work. Benni and I had pho after. Ben and I walked home.",
		"Coffee with Lena at Café Kanne. Lunch with Len. Drinks with Max. Dinner with Jonas at home.",
		"Call with Mum, 40 min. Jonas cooked. J. did the dishes.",
	)
	date := qa.NewDate(2025, 3, 12)
	tests := []dayCase{
		{"Went swimming early (40 min). Tired but ok.\n\nThe pool was packed, 25 laps.",
			[]expectation{{text: "Went swimming", activity: "swimming", duration: 2400, start: 5 * 60}, {text: "Tired", start: -1}}},
		{"Should really go swimming more often. Note to self: book a dentist appointment. Ben wants to try the new climbing gym. Skiing would be nice this winter. Jonas keeps talking about Paris.",
			[]expectation{{text: "swimming", activity: "swimming", modality: Planned, start: anyStart}, {text: "dentist", activity: "dentist", modality: Planned, start: anyStart},
				{text: "climbing gym", activity: "climbing", modality: Wished, people: []string{"Ben"}, start: anyStart}, {text: "Skiing", activity: "skiing", modality: Wished, start: anyStart},
				{text: "Paris", activity: "?", modality: Reported, start: anyStart}}},
		// what someone sent pictures of is theirs, seen, not the writer's day
		{"Kathi sent photos of her new flat in Berlin, looks lovely.", []expectation{{text: "new flat", activity: "?", modality: Reported, start: anyStart}}},
		{"Mum sent me pictures from their trip to Rome.", []expectation{{text: "trip", activity: "?", modality: Reported, start: anyStart}}},
		// weighing whether to do it is not having done it, however
		// "about" is spelt before it
		{"I keep thinking abotu whether to ask for a raise before the summer.", []expectation{{text: "raise", activity: "?", modality: Wished, start: anyStart}}},
		{"Still not sure whether or not to sign up for the half marathon.", []expectation{{text: "half marathon", activity: "?", modality: Wished, start: anyStart}}},
		// pictures posted are as often my own: the hike was had
		{"Posted photos of today's hike on Insta.", []expectation{{text: "hike", activity: "hiking", start: anyStart}}},
		// fuel is a thing bought; a gas bill is a bill
		{"- $41.30 gas @ Shell", []expectation{{text: "gas", activity: "fuel", place: "Shell", price: 41.3, start: anyStart}}},
		{"Paid the gas bill, $88.", []expectation{{text: "gas bill", activity: "bills", price: 88, start: anyStart}}},
		{"Did the grocery run (Rewe), 42,10 €.", []expectation{{text: "grocery", activity: "groceries", price: 42.1, start: anyStart}}},
		{"Forgot to write yesterday: ran 8 km.", []expectation{{text: "ran 8 km", activity: "running", offset: -1, distance: 8, start: -1}}},
		{"Lunch with Tom — döner again.", []expectation{{text: "Lunch", activity: "lunch", meal: "lunch", people: []string{"Tom"}, food: []string{"kebab"}, start: anyStart}}},
		{"- 🏃 5.4km 30min\n* bfast - oats\n- dinner: risotto (home, w/ J.)",
			[]expectation{{text: "5.4km", activity: "running", distance: 5.4, duration: 1800, start: -1},
				{text: "oats", activity: "breakfast", food: []string{"porridge"}, meal: "breakfast", start: anyStart},
				{text: "risotto", activity: "dinner", food: []string{"risotto"}, people: []string{"Jonas"}, start: anyStart}}},
		{"wnet swiming wiht Lena at 7.", []expectation{{text: "swiming", activity: "swimming", people: []string{"Lena"}, start: 7 * 60}}},
		{"No run today, knee hurts.", []expectation{{text: "No run", activity: "running", modality: Negated, start: anyStart}}},
		{"Did yoga instead of running.", []expectation{{text: "yoga", activity: "yoga", start: anyStart}}},
		{"Phoned Mum at 18:00, half an hour.", []expectation{{text: "Phoned", activity: "call", people: []string{"Mum"}, start: 18 * 60, duration: 1800}}},
		{"Run at 9am: 14.9 km, 1h32. Banana right after, starving.",
			[]expectation{{text: "Run at 9am", activity: "running", start: 9 * 60, distance: 14.9, duration: 92 * 60},
				{text: "Banana", activity: "food", food: []string{"banana"}, after: "running", start: 10*60 + 32}}},
		{"Dinner at Mangiare with Jonas, Lena, Ben and Sofia. My birthday!",
			[]expectation{{text: "Mangiare", activity: "dinner", place: "Mangiare", people: []string{"Jonas", "Lena", "Ben", "Sofia"}, start: anyStart}}},
		{"Caught up with Len over coffee (Café Kanne). Long walk with Sofi in the Rosental.",
			[]expectation{{text: "coffee", activity: "coffee", people: []string{"Lena"}, place: "Café Kanne", start: anyStart},
				{text: "walk", activity: "walking", place: "Rosental", start: anyStart}}},
		{"Done with Klara and the Sun (Kazuo Ishiguro) — 5/5.", []expectation{{text: "Klara", activity: "reading", title: "Klara and the Sun", start: anyStart}}},
		{"cinema: Anora w/ Jonas", []expectation{{text: "Anora", activity: "cinema", title: "Anora", people: []string{"Jonas"}, start: anyStart}}},
		{"## Evening\nMet Max for a beer at Noch Besser Leben around 8.",
			[]expectation{{text: "beer", activity: "drinks", people: []string{"Max"}, place: "Noch Besser Leben", start: 20 * 60}}},
		// the unit written stays beside the kilometres
		{"- 7:10 ran 4 mi w/ Sam, 38 mins #run", []expectation{{text: "ran", activity: "running", people: []string{"Sam"}, start: 7*60 + 10, distance: 4 * 1.609344, unit: "mi", duration: 38 * 60}}},
		{"18:30 run 7.2k / 41 min\n19:15 shower", []expectation{{text: "run", activity: "running", start: 18*60 + 30, distance: 7.2, duration: 41 * 60}}},
		{"Played football with Marco, then pizza at Da Enzo.",
			[]expectation{{text: "football", activity: "soccer", people: []string{"Marco"}, start: anyStart}, {text: "pizza", activity: "food", food: []string{"pizza"}, place: "Da Enzo", after: "soccer", start: anyStart}}},
	}
	for _, tt := range tests {
		hs := x.Split(Day{Text: tt.day, Date: date}, p)
		check(t, tt.day, hs, tt.want)
		for _, h := range hs {
			for _, sp := range h.Spans {
				if sp.Start < 0 || sp.End > len(h.Text) || sp.Start >= sp.End {
					t.Errorf("%q: span %+v outside %q", tt.day, sp, h.Text)
				}
			}
			for _, pc := range h.Pieces {
				if pc.Start < 0 || pc.End > len(tt.day) || pc.Start >= pc.End {
					t.Errorf("%q: piece %+v outside the day", tt.day, pc)
				}
			}
		}
	}
}

// TestOneHappeningOnce: a day that mentions one swim three times tells
// one swim; two swims at different times are two.
func TestOneHappeningOnce(t *testing.T) {
	x := extractor(t)
	date := qa.NewDate(2025, 3, 12)
	hs := x.Split(Day{Text: "Morning swim, 40 min.\n\nWork was long.\n\nSwimming really helps. The pool was empty.", Date: date}, nil)
	n := 0
	for _, h := range hs {
		if h.Activity == "swimming" {
			n++
		}
	}
	if n != 1 {
		t.Errorf("one swim told three times: %d swims%s", n, dump(hs))
	}
	hs = x.Split(Day{Text: "Swam 30 min at 7:00. Swam again at 19:00, 20 min.", Date: date}, nil)
	n = 0
	for _, h := range hs {
		if h.Activity == "swimming" {
			n++
		}
	}
	if n != 2 {
		t.Errorf("two swims: %d%s", n, dump(hs))
	}
}

func TestProfile(t *testing.T) {
	_, p := learnt(t,
		"Dinner with Lena. Coffee with Len. Lena and I walked.",
		"Climbing with Ben. Ben and I had pho. Climbing with Benni.",
		"Dinner with Jonas. Jonas and I cooked. Walk with Jonas. Film w/ J.",
		"Called Mum. Mum called back. Talked to my mum. Mom says hi.",
		"Lunch at Pho Saigon. Drinks at Pho Saigon.",
	)
	for in, want := range map[string]string{"Len": "Lena", "Benni": "Ben", "J.": "Jonas", "J": "Jonas"} {
		if got, ok := p.canonical(in); !ok || got != want {
			t.Errorf("canonical(%q) = %q %v, want %q", in, got, ok, want)
		}
	}
	if got := p.familyName("mother", "my mum"); got != "Mum" {
		t.Errorf("mother is %q, want Mum", got)
	}
	if !p.isPlace("Pho Saigon") {
		t.Error("Pho Saigon is no place")
	}
}

func TestLooksLikeDiary(t *testing.T) {
	if !LooksLikeDiary("Went for a run with Anna.\n\nDinner at home, slept early.") {
		t.Error("a diary day is not diary-like")
	}
	if LooksLikeDiary("# Syntax\n\nParagraphs are separated by a blank line.\n\n- this one\n- that one\n\n```\ncode\n```") {
		t.Error("a Markdown syntax note is diary-like")
	}
}

func TestMessyDays(t *testing.T) {
	x := extractor(t)
	date := qa.NewDate(2024, 11, 6)
	// A log of bullets without verbs, mixed tenses, a heading per part of
	// the day, typos, a day told late.
	day := `# Wed 06.11.

## Morning
* pool — 1 h, v quiet
* bfast: porridge w/ banana

## Afternoon
- dentist ~14:30 (Dr. Yilmaz), check-up
- bought new running shoes 139,95 €

## Evening
going to bed early, tired.
Yesterday: Drinks w/ Max at Kildare, two pints.
`
	hs := x.Split(Day{Text: day, Date: date}, nil)
	check(t, "messy day", hs, []expectation{
		{text: "pool", activity: "swimming", duration: 3600, start: 5 * 60},
		{text: "porridge", activity: "breakfast", meal: "breakfast", food: []string{"porridge", "banana"}, start: 5 * 60},
		{text: "dentist", activity: "dentist", start: 14*60 + 30},
		{text: "running shoes", activity: "purchase", price: 139.95, start: 12 * 60},
		{text: "Kildare", activity: "drinks", offset: -1, people: []string{"Max"}, place: "Kildare", start: 18 * 60},
	})
}

func FuzzSplit(f *testing.F) {
	f.Add("Went swimming early (40 min). Tired but ok.\n\n- 🏃 5.4km 30min\n* bfast - oats")
	f.Add("Forgot to write yesterday: ran 8 km. Note to self: book a dentist appointment.")
	f.Add("## Evening\nMet Max for a beer at Noch Besser Leben around 8. Dinner: pasta with pesto (home, w/ J.)")
	f.Add("from 9 to 11 € 12,50 139,95 € 1h30 3:45 h at half past 7 ~18:30 \"Orbital\" by")
	f.Add("- Morning\n\t- run 4 miles\n\t\t- duration:: 36 min\n- lunch w/ Sam @ Nando's £14\n\t- 11.50€\naround half 7, 7ish, 2-4pm, 10km / 52:30, friends over: Olu, Hannah and Pete")
	x := extractor(f)
	f.Fuzz(func(t *testing.T, text string) {
		if len(text) > 4096 {
			return
		}
		p := NewProfile()
		x.Learn(p, text)
		p.Finish()
		for _, h := range x.Split(Day{Text: text, Date: qa.NewDate(2025, 1, 1)}, p) {
			for _, sp := range h.Spans {
				if sp.Start < 0 || sp.End > len(h.Text) || sp.Start > sp.End {
					t.Fatalf("span %+v outside %q", sp, h.Text)
				}
			}
			for _, pc := range h.Pieces {
				if pc.Start < 0 || pc.End > len(text) || pc.Start > pc.End {
					t.Fatalf("piece %+v outside the text", pc)
				}
			}
			if h.Start > 24*60 || h.End > 24*60 || h.End < h.Start {
				t.Fatalf("times %d-%d", h.Start, h.End)
			}
			if h.DurationS < 0 || h.DistanceKm < 0 || h.Price < 0 {
				t.Fatalf("negative measure %+v", h)
			}
		}
	})
}

// TestOtherWriting: days written in other ways than the fixtures above
// (miles and dollars, a US café, lower case, emoticons, plans).
func TestOtherWriting(t *testing.T) {
	x := extractor(t)
	date := qa.NewDate(2025, 6, 14)
	for _, tt := range []dayCase{
		{"Woke up at 6, did a 5 mile run along the canal with Sarah (50 mins). Grabbed a flat white at Blue Bottle. In the evening, Mike and I had ramen at Ippudo — $32. Called Dad on the way home.",
			[]expectation{{text: "5 mile run", activity: "running", people: []string{"Sarah"}, start: 6 * 60, duration: 50 * 60, distance: 5 * 1.609344, unit: "mi"},
				{text: "flat white", activity: "coffee", place: "Blue Bottle", start: anyStart},
				{text: "ramen", activity: "food", meal: "dinner", food: []string{"ramen"}, people: []string{"Mike"}, place: "Ippudo", price: 32, start: anyStart},
				{text: "Called Dad", activity: "call", people: []string{"Dad"}, start: anyStart}}},
		{"Hiked Mt Tam with the kids, ~12 km, took about 4 hrs. Picnic lunch: sandwiches. Didn't make it to yoga :( Watched Dune with Emma tonight.",
			[]expectation{{text: "Hiked", activity: "hiking", place: "Mt Tam", distance: 12, duration: 4 * 3600, start: anyStart},
				{text: "Picnic", activity: "lunch", food: []string{"sandwich"}, start: anyStart},
				{text: "yoga", activity: "yoga", modality: Negated, start: anyStart},
				{text: "Dune", activity: "cinema", title: "Dune", people: []string{"Emma"}, start: anyStart}}},
		{"went to the gym after work, legs day. then dinner w/ mum & dad at their place (lasagne). spent £45 on a new jumper at Uniqlo.",
			[]expectation{{text: "gym", activity: "strength_training", start: 18 * 60},
				{text: "lasagne", activity: "dinner", people: []string{"Mum", "Dad"}, food: []string{"lasagne"}, after: "strength_training", start: 18 * 60},
				{text: "jumper", activity: "purchase", price: 45, place: "Uniqlo", start: anyStart}}},
		// A priced new thing is bought, though its name calls up a sport;
		// a paid session is the sport.
		{"- new running shoes €139.95 (Runners Point)\n- swim at the Sportbad, 5,50 €\n- new yoga class with Ana, €12",
			[]expectation{{text: "running shoes", activity: "purchase", price: 139.95, place: "Runners Point", start: anyStart},
				{text: "swim", activity: "swimming", price: 5.5, place: "Sportbad", start: anyStart},
				{text: "yoga", activity: "yoga", price: 12, people: []string{"Ana"}, start: anyStart}}},
		// a sport's word that only qualifies the thing after it:
		// the thing was bought, not a second swim of the day
		{"- pool - 40 min\n- swim goggles 19,99 €\n- yoga mat, 24 €",
			[]expectation{{text: "pool", activity: "swimming", duration: 40 * 60, start: anyStart},
				{text: "goggles", activity: "purchase", price: 19.99, start: anyStart},
				{text: "mat", activity: "purchase", price: 24, start: anyStart}}},
		// a garment bought is clothes, whatever its word (a sweater, as
		// a jacket), and presents bought are gifts, not a Christmas had
		{"- wool sweater 89.00 EUR\n- Christmas presents 164.30 euros",
			[]expectation{{text: "sweater", activity: "clothes", price: 89, start: anyStart},
				{text: "presents", activity: "gifts", price: 164.3, start: anyStart}}},
		{"I'm going to the dentist on Friday. Had a dentist check-up last week, all fine. Planning a trip to Rome in May.",
			[]expectation{{text: "on Friday", activity: "dentist", modality: Planned, start: anyStart},
				{text: "check-up", activity: "dentist", start: anyStart},
				{text: "Rome", activity: "trip", modality: Planned, place: "Rome", start: anyStart}}},
	} {
		check(t, tt.day, x.Split(Day{Text: tt.day, Date: date}, nil), tt.want)
	}
}

// The phrases people write for a part of the day; the hours each part
// stands for are package daypart's.
func TestFindPart(t *testing.T) {
	for s, want := range map[string]daypart.Part{
		"Run early, before work":          daypart.Morning,
		"early morning swim":              daypart.Morning,
		"sandwich around noon":            daypart.Midday,
		"met Jo at midday":                daypart.Midday,
		"coffee after lunch":              daypart.Afternoon,
		"drinks after work":               daypart.Evening,
		"finished the book late at night": daypart.Night,
		"cleaned the flat":                daypart.None,
		"went to bed early":               daypart.None,
		"had an early night":              daypart.Night,
		"got up early for a swim":         daypart.Morning,
		"eve: pub quiz w/ [[Raj]]":        daypart.Evening,
		"arvo swim at the beach":          daypart.Afternoon,
		"Christmas eve at Oma's":          daypart.None,
	} {
		if got, _, _ := findPart(s); got != want {
			t.Errorf("findPart(%q) = %q, want %q", s, got, want)
		}
	}
}

// TestQuotedTellsNoTime: a time word in what is quoted is no time of the
// happening ("The Midnight Library", "Breakfast at Tiffany's").
func TestQuotedTellsNoTime(t *testing.T) {
	x := extractor(t)
	for _, day := range []string{`Finished reading "The Midnight Library".`, `Watched "Breakfast at Tiffany's" with Ana.`} {
		for _, h := range x.Split(Day{Text: day, Date: qa.NewDate(2025, 3, 4)}, nil) {
			if h.Part != daypart.None || h.Start >= 0 {
				t.Errorf("%q: part %q, start %d; want neither", day, h.Part, h.Start)
			}
		}
	}
}

// TestTitleIsNoOne: a name in a title is no companion, even when the
// journal knows someone of that name.
func TestTitleIsNoOne(t *testing.T) {
	day := "Finished Klara and the Sun (Kazuo Ishiguro), 4/5."
	x, p := learnt(t, "Met Klara for coffee.", "Lunch with Klara.", day)
	for _, h := range x.Split(Day{Text: day, Date: qa.NewDate(2025, 3, 4)}, p) {
		if h.Title != "Klara and the Sun" || len(h.People) > 0 || h.Place != "" {
			t.Errorf("%q: title %q, people %v, place %q; want the title alone", day, h.Title, h.People, h.Place)
		}
	}
}

// TestAtSomeonesHome: "at Dave's" is at Dave's home, with Dave, when the
// journal knows Dave as a person.
func TestAtSomeonesHome(t *testing.T) {
	day := "BBQ at Dave's in the evening."
	x, p := learnt(t, "Pub quiz with Dave and Ellie.", "Lunch at Leon with Dave.", day)
	hs := x.Split(Day{Text: day, Date: qa.NewDate(2025, 3, 4)}, p)
	check(t, day, hs, []expectation{{text: "BBQ", activity: "?", people: []string{"Dave"}, food: []string{"barbecue"}, meal: "dinner", start: anyStart}})
}

// TestCompoundIsNoName: a sentence's first word with the word after it
// may be one term of the lexicons, no name of a place.
func TestCompoundIsNoName(t *testing.T) {
	day := "Farmers market with Ellie in the morning, bought sourdough and way too many apples ($18)."
	x, p := learnt(t, day)
	hs := x.Split(Day{Text: day, Date: qa.NewDate(2025, 3, 4)}, p)
	check(t, day, hs, []expectation{{text: "Farmers", activity: "groceries", people: []string{"Ellie"}, place: noPlace, price: 18, start: anyStart}})
}

// TestExpressionsCompile: textfacts' expressions are compiled when first
// used; every one of them must be valid.
func TestExpressionsCompile(t *testing.T) {
	if n := lazyre.CompileAll(); n < 40 {
		t.Errorf("%d expressions, want textfacts' forty or more", n)
	}
}

// TestPeoplesWriting: days as other people write them — terse bullets
// without verbs, British money and times, lower case without capitals
// after a dot, a Logseq outline with parts of the day as parent items and
// block properties, long first-person sentences, lists of names.
func TestPeoplesWriting(t *testing.T) {
	date := qa.NewDate(2025, 3, 4)
	for _, tt := range []dayCase{
		{"- 5k run, 28min\n- lunch w/ Sam @ Nando's £14\n- coffee ☕ at Pret, £3.40",
			[]expectation{{text: "5k run", activity: "running", distance: 5, duration: 28 * 60, start: -1},
				{text: "Nando's", activity: "lunch", people: []string{"Sam"}, place: "Nando's", price: 14, start: anyStart},
				{text: "Pret", activity: "coffee", place: "Pret", price: 3.4, start: -1}}},
		{"Got up around 7ish and went for a run along the river with Anna, about 8 km in 47 minutes. Then met up with Anna and her brother Tom for dinner at Dishoom, where we had the black daal and a lot of naan; my share came to 22 quid.",
			[]expectation{{text: "7ish", activity: "running", people: []string{"Anna"}, distance: 8, duration: 47 * 60, start: 7 * 60},
				{text: "Dishoom", activity: "dinner", people: []string{"Anna", "Tom"}, place: "Dishoom", food: []string{"dal", "naan"}, price: 22, after: "running", start: anyStart}}},
		{"Brunch w/ Tom & Priya at The Breakfast Club, had eggs benedict. €12,50 each.",
			[]expectation{{text: "Brunch", activity: "brunch", people: []string{"Tom", "Priya"}, place: "Breakfast Club", price: 12.5, start: anyStart}}},
		{"Brunch at the Breakfast Club with Sam and Priya afterwards.",
			[]expectation{{text: "Brunch", activity: "brunch", people: []string{"Sam", "Priya"}, place: "Breakfast Club", start: anyStart}}},
		{"went runnning with Jess at 7-ish, approx 6km. lunhc w/ Tom, had a burrito ($11). dinner @ mum's, roast chicken",
			[]expectation{{text: "runnning", activity: "running", people: []string{"Jess"}, distance: 6, start: 7 * 60},
				{text: "burrito", activity: "lunch", people: []string{"Tom"}, food: []string{"burrito"}, price: 11, start: anyStart},
				{text: "mum's", activity: "dinner", people: []string{"Mum"}, start: anyStart}}},
		{"Slept in til 10, then made pancakes for me and Chris. Around 2 we drove out and did the Tomales Point trail, roughly 9.5 miles, just under 4 hours. In the evening we had friends over: Olu, Hannah and Pete.",
			[]expectation{{text: "pancakes", activity: "?", people: []string{"Chris"}, after: "sleep", start: anyStart},
				{text: "trail", activity: "hiking", start: 14 * 60, duration: 4 * 3600},
				{text: "friends over", activity: "?", people: []string{"Olu", "Hannah", "Pete"}, start: anyStart}}},
		{"- parkrun 24:51 PB!!\n- cafe after w/ the running club\n- met Jamie for a pint at the Red Lion around half 7\n- Ordered sushi in for dinner (~€25) and went to bed early.\n- 2-4pm study session at the library",
			[]expectation{{text: "parkrun", activity: "running", start: -1},
				{text: "cafe", activity: "coffee", start: -1},
				{text: "Jamie", activity: "drinks", people: []string{"Jamie"}, place: "Red Lion", start: 19*60 + 30},
				{text: "sushi", activity: "dinner", food: []string{"sushi"}, price: 25, start: 18 * 60},
				{text: "study", activity: "?", start: 14 * 60, duration: 2 * 3600}}},
		{"Grabbed a slice at Joe's on the way home, $4. Had a turkey sandwich at my desk. Dinner w/ Priya at Carbone, we split the spicy rigatoni (~$60).\n\n* meal prep: chicken + rice",
			[]expectation{{text: "slice", activity: "food", place: "Joe's", price: 4, start: anyStart},
				{text: "turkey", activity: "food", food: []string{"turkey sandwich"}, start: anyStart},
				{text: "Carbone", activity: "dinner", people: []string{"Priya"}, place: "Carbone", food: []string{"pasta"}, price: 60, start: anyStart},
				{text: "meal prep", activity: "food", food: []string{"chicken", "rice"}, start: anyStart}}},
		{"Up at 8. 🏊 2km in the lake w/ Ollie!! then 🥐☕ at the bakery (€7,80)\nAfternoon = nap 😴 + reading\n🍕 + 🍺 with the lads at Four Corners, ~£25\nAt noon a video call with my manager Ruth.",
			[]expectation{{text: "lake", activity: "swimming", people: []string{"Ollie"}, distance: 2, start: -1},
				{text: "Four Corners", activity: "drinks", place: "Four Corners", price: 25, food: []string{"pizza", "beer"}, start: -1},
				{text: "Ruth", activity: "call", people: []string{"Ruth"}, start: 12 * 60}}},
		{"Spent the evening reading.\n\nWas reading the news.",
			[]expectation{{text: "evening", activity: "reading", start: 18 * 60}, {text: "news", activity: "", start: -1}}},
		{"Saw Mike and Jen for dinner at Lucky Star.\n\nHad lunch w Tom.\n\nTom popped round for a cuppa.\n\nBumped into Lucy at the gym.\n\nDrove to Bristol to see Gran, 2.5 hours each way.",
			[]expectation{{text: "Mike", activity: "dinner", people: []string{"Mike", "Jen"}, place: "Lucky Star", start: anyStart},
				{text: "lunch w", activity: "lunch", people: []string{"Tom"}, start: anyStart},
				{text: "cuppa", activity: "?", people: []string{"Tom"}, start: anyStart},
				{text: "Lucy", activity: "strength_training", people: []string{"Lucy"}, start: anyStart},
				{text: "Gran", activity: "driving", people: []string{"Gran"}, place: "Bristol", duration: 2.5 * 3600, start: anyStart}}},
		{"Was in a foul mood all day 😭", []expectation{{text: "foul", activity: "", start: anyStart}}},
		{"Movie night on the sofa: Past Lives.", []expectation{{text: "Past Lives", activity: "", title: "Past Lives", start: anyStart}}},
		{"Morning run 10km / 52:30", []expectation{{text: "52:30", activity: "running", distance: 10, duration: 52*60 + 30, start: anyStart}}},
		// A Logseq outline: "Morning" heads the items under it; a block
		// property belongs to its item, a price under an item is its price.
		{"- Morning\n\t- ran 5 km with Tom\n\t- breakfast: porridge and coffee\n- Lunch w/ Sam at Leon\n\t- cost:: £9\n- run 4 miles\n\t- duration:: 36 min\n- lunch with [[Anna]] at [[Pho]]\n\t- 11.50€",
			[]expectation{{text: "ran 5 km", activity: "running", people: []string{"Tom"}, distance: 5, start: 5 * 60},
				{text: "porridge", activity: "breakfast", food: []string{"porridge", "coffee"}, start: 5 * 60},
				{text: "Leon", activity: "lunch", place: "Leon", price: 9, start: anyStart},
				{text: "4 miles", activity: "running", duration: 36 * 60, start: -1},
				{text: "Pho", activity: "lunch", people: []string{"Anna"}, place: "Pho", price: 11.5, start: anyStart}}},
		// The words of a title name no activity and no place.
		{"Finished reading \"The Midnight Library\". Meh.",
			[]expectation{{text: "Midnight", activity: "reading", title: "The Midnight Library", place: noPlace, start: -1}}},
		// A place named by a word of landscape or town is no one's name.
		{"Lazy Sunday. Long walk on Hampstead Heath with Tom, maybe 4 miles.",
			[]expectation{{text: "walk", activity: "walking", people: []string{"Tom"}, place: "Hampstead Heath", distance: 4 * 1.609344, unit: "mi", start: anyStart}}},
		// Food ordered is eaten, not a purchase.
		{"Ordered Thai food, pad thai + green curry, $34 with tip.",
			[]expectation{{text: "Thai", activity: "takeaway", food: []string{"thai food", "pad thai", "curry"}, price: 34, start: anyStart}}},
		{"Ordered a pizza, €15.", []expectation{{text: "pizza", activity: "takeaway", food: []string{"pizza"}, price: 15, start: anyStart}}},
		{"Ordered new running shoes, €90.", []expectation{{text: "shoes", activity: "purchase", price: 90, start: anyStart}}},
		// Phrasal verbs of run are no run.
		{"Meeting with the Acme folks ran long.\nRunning late, so I skipped breakfast.\nRan into Tom at Tesco.",
			[]expectation{{text: "Acme", activity: "meet", start: anyStart},
				{text: "late", activity: "breakfast", modality: Negated, start: anyStart},
				{text: "Tom", activity: "groceries", people: []string{"Tom"}, start: anyStart}}},
		// Chores are what was done, when nothing else is.
		{"Afternoon: cleaned the flat, did two loads of laundry.\nHoovered after dinner.",
			[]expectation{{text: "laundry", activity: "housework", start: anyStart},
				{text: "Hoovered", activity: "housework", start: anyStart}}},
		// A roast is a dish, as a dictionary has it; a roast dinner is no
		// roast chicken.
		{"Roast at my parents' place.", []expectation{{text: "parents", activity: "food", food: []string{"roast"}, start: anyStart}}},
		// Who it was eaten with is no part of the dish.
		{"Döner with Tom at lunch, as every Thursday basically.", []expectation{{text: "Döner", activity: "?", food: []string{"kebab"}, people: []string{"Tom"}, start: anyStart}}},
		// The journal calls her Mum, not Mum's.
		{"Roast dinner at Mum's.", []expectation{{text: "Mum's", activity: "?", food: []string{"roast"}, people: []string{"Mum"}, start: anyStart}}},
		// What a place is by names no activity.
		{"Went swimming with the kids at 10, then lunch at the cafe by the pool.",
			[]expectation{{text: "swimming", activity: "swimming", start: 10 * 60},
				{text: "lunch", activity: "lunch", meal: "lunch", after: "swimming", start: anyStart}}},
		// A bare hour from one to five is the afternoon unless sleep or
		// waking is spoken of; so is an appointment at five.
		{"Picked up the kids at half 3.\nHaircut at 5, £25 plus tip.\nFell asleep at 1.\nRan at 5 before anyone was up.",
			[]expectation{{text: "kids", activity: "?", start: 15*60 + 30},
				{text: "Haircut", activity: "hairdresser", price: 25, start: 17 * 60},
				{text: "asleep", activity: "?", start: 60},
				{text: "Ran", activity: "running", start: 5 * 60}}},
	} {
		hs := checkDay(t, date, tt)
		for _, h := range hs {
			switch {
			case strings.TrimSpace(h.Text) == "Morning":
				t.Errorf("%q: a part of the day heading its items is a happening of its own%s", tt.day, dump(hs))
			case slices.Contains(h.People, "Tomales Point") || slices.Contains(h.People, "Brother"):
				t.Errorf("%q: %q: people %v", tt.day, h.Text, h.People)
			case strings.Contains(h.Text, "foul") && h.Mood != "annoyed":
				t.Errorf("%q: mood %q, want annoyed", h.Text, h.Mood)
			case h.Text == "Had lunch w Tom." && len(h.Food) > 0:
				t.Errorf("%q: food %v", h.Text, h.Food)
			case slices.Contains(h.Food, "cost"):
				t.Errorf("%q: %q: a property's key is food", tt.day, h.Text)
			}
		}
	}
}

// TestOwnerIsNoCompanion: a person named as the owner of something ("Sofia's
// job hunt") was not there, unless what is theirs is the occasion or the
// place one was at ("Lena's birthday party", "Anna's place").
func TestOwnerIsNoCompanion(t *testing.T) {
	text := "Coffee with Sofia and Lena in the morning.\n\nSofia's job hunt sounds exhausting.\n\nDinner at Anna's place.\n\nLena's birthday party in the evening, Jonas came too."
	x, p := learnt(t, text, "Walk with Anna. Anna and I had tea. Jonas and I cooked.")
	hs := x.Split(Day{Text: text, Date: qa.NewDate(2025, 3, 12)}, p)
	for part, want := range map[string][]string{
		"job hunt":       nil,
		"Anna's place":   {"Anna"},
		"birthday party": {"Lena", "Jonas"},
	} {
		h := find(hs, part)
		if h == nil {
			t.Errorf("no happening with %q%s", part, dump(hs))
			continue
		}
		got := slices.Clone(h.People)
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%q: people %q, want %q", h.Text, got, want)
		}
	}
}

// TestTravelWords: a place after words of travel is the city the person
// went to ("Off to Vienna!", "Back home from Vienna."), a place after "at"
// is no city.
func TestTravelWords(t *testing.T) {
	eachDay(t, "travel.tsv", qa.NewDate(2025, 2, 19), []string{"Coffee at Café Kanne."}, func(hs []Happening) string {
		var city string
		for _, h := range hs {
			if h.City != "" {
				city = h.City
			}
		}
		return city
	})
}

// TestNameIsNoDerivedFood: a capitalised word that a food term's stem
// covers only through a suffix ("Hamburg" of "hamburger") is a name, even
// where it is the place of the sentence; a dish written capitalised, or in
// its singular ("Pancake" of "pancakes"), is still food.
func TestNameIsNoDerivedFood(t *testing.T) {
	eachDay(t, "derivedfood.tsv", qa.NewDate(2025, 2, 19), []string{"Coffee at Café Kanne."}, foods)
}

// A food word before the noun of a made thing names the thing, the
// compound's head, not what was eaten ("a pizza stone" is a stone); one
// before a serving, a time or what food is served in is still food.
func TestFoodModifierOfThing(t *testing.T) {
	x := extractor(t)
	test.Table(t, "Foods", func(text string) string { return strings.Join(x.Foods(text), ", ") }, "foodmodifier.tsv")
}

// TestMealByOrder: a meal eaten out without its meal named is the meal
// the day still lacks, by the order the day is told in; alone, it stays
// unnamed.
func TestMealByOrder(t *testing.T) {
	x, p := learnt(t, "Dinner with Jonas. Lunch with Ben.", "Lunch at Pho Saigon.")
	test.Table(t, "meal", func(in struct{ Day, Part string }) string {
		h := find(x.Split(Day{Text: in.Day, Date: qa.NewDate(2025, 9, 22)}, p), in.Part)
		if h == nil {
			return "no happening"
		}
		return h.Meal
	}, "mealorder.tsv")
}

// TestBulletJournal: a bullet journal in British English, written fast.
// Each case is a fault this writing showed: a time taken read as a clock,
// a state's origin read as the day, a hedge read as a wish, a denial
// reaching past a comma, an idiom, a correct word "corrected", a
// shorthand taken for a place, a mood after a comma or in a tag, sleep.
func TestBulletJournal(t *testing.T) {
	date := qa.NewDate(2025, 10, 3)
	for _, tt := range []dayCase{
		{"- Slept badly, maybe 5 hours\n- Ran 8 km along the canal in 41:30. Legs still sore from yesterday",
			[]expectation{{text: "Slept", activity: "sleep", duration: 5 * 3600, start: -1},
				{text: "canal", activity: "running", distance: 8, duration: 41*60 + 30, start: -1}}},
		{"- Long run, 16 km, 1:32:10. Felt strong",
			[]expectation{{text: "Long run", activity: "running", distance: 16, duration: 5530, start: -1}}},
		{"- Back to back meetings all day, so stressed\n- Gym 1h - upper body",
			[]expectation{{text: "Back", activity: "meet", mood: "stressed", start: -1},
				{text: "Gym", activity: "strength_training", duration: 3600, start: -1}}},
		{"- Woke up at 6:45, feeling groggy. #mood/tired\n- Evening: cooked pasta with [[Hannah]], watched two episodes of Slow Horses",
			[]expectation{{text: "Woke", activity: "waking", mood: "tired", start: 6*60 + 45},
				{text: "pasta", activity: "food", people: []string{"Hannah"}, food: []string{"pasta"}, start: anyStart}}},
		{"- Commute was awful, train cancelled, got a taxi (£18.40)\n- Skipped the gym, went for a walk instead",
			[]expectation{{text: "taxi", activity: "commute", price: 18.4, start: -1}}},
		{"- parkrun 23:58, new PB", []expectation{{text: "parkrun", activity: "running", duration: 23*60 + 58, start: -1}}},
		{"- 10k race: 48:10", []expectation{{text: "10k", activity: "running", duration: 48*60 + 10, start: -1}}},
		{"- parkrun 24:48 - PB!!\n- Felt anxious about the presentation tomorrow",
			[]expectation{{text: "parkrun", activity: "running", duration: 24*60 + 48, place: noPlace, start: -1},
				{text: "anxious", activity: "", mood: "stressed", start: -1}}},
		// An errand is no run; a purchase that names its shop is its
		// own, not the price of what was told before it; a bill paid is
		// no dinner's price.
		{"Soccer game for Emma at 9, they won 3-1! Costco run, spent $213.\n\nDinner at home, made salmon. Paid the electric bill ($87.50).",
			[]expectation{{text: "Soccer", activity: "soccer", people: []string{"Emma"}, start: 9 * 60},
				{text: "Costco", activity: "purchase", price: 213, start: -1},
				{text: "salmon", activity: "dinner", food: []string{"salmon"}, start: anyStart},
				{text: "electric", activity: "bills", price: 87.5, start: -1}}},
		// An idiom is no sport; a title ends before "again" and before
		// when it was read; pages of a book are no part of its title.
		{"Work was intense - three meetings in a row. Watched Dune Part Two again. Read 100 pages of Demon Copperhead in the afternoon.",
			[]expectation{{text: "row", activity: "?", start: anyStart},
				{text: "Dune", activity: "?", title: "Dune Part Two", start: anyStart},
				{text: "Copperhead", activity: "reading", title: "Demon Copperhead", start: anyStart}}},
		// What was paid after what another said is the price of the
		// happening before it.
		{"In the evening I met Julia for ramen at Cocolo; we talked about her new job. I paid 24 euros for both of us.",
			[]expectation{{text: "Cocolo", activity: "?", people: []string{"Julia"}, place: "Cocolo", price: 24, start: anyStart}}},
		{"- Maybe a swim later if it stops raining",
			[]expectation{{text: "swim", activity: "swimming", modality: Wished, start: anyStart}}},
		// What was paid after a booking for later is a purchase of its
		// own, not the price of the plan nor of the dinner before it.
		{"Dinner with Tom at Zest. Booked the flights to Lisbon for July! 312,40 € for both of us.",
			[]expectation{{text: "Zest", activity: "dinner", people: []string{"Tom"}, place: "Zest", start: anyStart},
				{text: "flights", activity: "flight", modality: Planned, start: anyStart},
				{text: "both of us", activity: "purchase", price: 312.4, start: anyStart}}},
	} {
		hs := checkDay(t, date, tt)
		if h := find(hs, "in a row"); h != nil && h.Activity == "rowing" {
			t.Errorf("%q: three meetings in a row are rowing", h.Text)
		}
	}
}

// TestThereToo: the people who "were there too" were at the happening
// with a place before them, not at the one right before.
func TestThereToo(t *testing.T) {
	day := "Julia's birthday party at Klunkerkranich. Danced until 2am. Sam and Anna were there too."
	x, p := learnt(t, "Climbed with Sam and Anna.", day)
	hs := x.Split(Day{Text: day, Date: qa.NewDate(2025, 4, 10)}, p)
	h := find(hs, "Klunkerkranich")
	if h == nil || !slices.Contains(h.People, "Sam") || !slices.Contains(h.People, "Anna") {
		t.Errorf("the party's people: %s", dump(hs))
	}
}

// TestOtherVoices: days written as a parent's diary and as terse Logseq
// notes, voices unlike the tests above.
func TestOtherVoices(t *testing.T) {
	date := qa.NewDate(2026, 10, 5)
	for _, tt := range []dayCase{
		// Hours of a twelve-hour clock, with minutes or in a range, are
		// the afternoon's when nothing says the night's.
		{"Maddie had soccer practice from 4 to 5:30, so I picked her up on the way home.",
			[]expectation{{text: "soccer", activity: "soccer", place: noPlace, duration: 5400, start: 16 * 60}}},
		{"Took Jake to the dentist at 3:15.",
			[]expectation{{text: "dentist", activity: "dentist", start: 15*60 + 15}}},
		{"Maddie's piano lesson at 4, which runs 45 minutes and costs $40.",
			[]expectation{{text: "piano", activity: "?", place: noPlace, duration: 45 * 60, price: 40, start: 16 * 60}}},
		// An item under another that tells only who was there or what
		// was eaten belongs to it.
		{"- parkrun 23:58 !!\n\t- w/ [[Raj]]\n- lunch @ [[Wagamama]] w/ [[Priya]]\n\t- katsu curry, £13.95",
			[]expectation{{text: "parkrun", activity: "running", people: []string{"Raj"}, start: anyStart},
				{text: "Wagamama", activity: "lunch", people: []string{"Priya"}, place: "Wagamama", food: []string{"curry"}, price: 13.95, start: anyStart}}},
		// Whose lesson or game it is took part in it, and is a person,
		// not a place a recogniser guesses ("Piano lesson for Maddie").
		{"Maddie's piano lesson at 4. Jake's swim lesson at 5:30 again.\n\nPiano lesson for Maddie at 4.",
			[]expectation{{text: "piano", activity: "?", people: []string{"Maddie"}, place: noPlace, start: 16 * 60},
				{text: "swim", activity: "swimming", people: []string{"Jake"}, start: anyStart}}},
		// An occasion talked about over lunch is its topic: whose it is
		// was not there.
		{"Had lunch with my sister Karen at Panera and we talked about Mom's birthday party.",
			[]expectation{{text: "Panera", activity: "lunch", people: []string{"Karen"}, place: "Panera", start: anyStart}}},
		// A page link of several words is one name.
		{"- pints w/ [[Raj]] and [[Dan]] at the [[Dog and Duck]] til late",
			[]expectation{{text: "pints", activity: "drinks", people: []string{"Raj", "Dan"}, place: "Dog and Duck", start: anyStart}}},
	} {
		hs := checkDay(t, date, tt)
		if h := find(hs, "runs"); h != nil && h.Activity == "running" {
			t.Errorf("%q: a lesson that runs 45 minutes is a run", h.Text)
		}
	}
}

// "had" before a past participle is the past perfect, not a meal: "We had
// landed at Haneda", "she had never seen", "the rain had eased by two";
// a participle that names how a food was made still is one ("had
// grilled oysters").
func TestPastPerfectIsNoMeal(t *testing.T) {
	eachDay(t, "pastperfect.tsv", qa.NewDate(2025, 10, 6), nil, foods)
}

// A shift worker's terse lines, lower case, each a thought, one of them
// longer than the rest: a line broken where the next word would have fit
// is not wrapped prose.
func TestTerseLines(t *testing.T) {
	date := qa.NewDate(2025, 4, 1)
	for _, tt := range []dayCase{
		{"early shift 0600-1400 at the warehouse. loaded 2 trucks, back is killing me\nbus home, slept approx 2 hrs\nstudy grp w/ Priya + Sam at the library 1700-1900, stats revision\ndinner: instant noodles again",
			[]expectation{{text: "early shift", activity: "work", duration: 8 * 3600, start: 6 * 60},
				{text: "study grp", activity: "library", people: []string{"Priya", "Sam"}, duration: 2 * 3600, start: 17 * 60},
				{text: "dinner", activity: "dinner", food: []string{"instant noodles"}, start: anyStart}}},
		{"alarm 0730. didnt get up till 0815\nmtg w/ tutor (Dr Okafor) re dissertation, approx 30 min. she wants a new chapter 2 by the 20th\nessay all afternoon, 1200 words done\ntesco £18.60, mostly pasta and eggs\nphone call w/ mum 45 min",
			[]expectation{{text: "tesco", activity: "groceries", price: 18.6, start: anyStart},
				{text: "phone call", activity: "call", people: []string{"Mum"}, duration: 45 * 60, start: anyStart}}},
	} {
		checkDay(t, date, tt)
	}
}

// A British diarist's words: kip is sleep, a chippy tea and a Chinese
// takeaway are takeaways, a brew or a cuppa is tea, popping round is a
// visit; a night told with its hours alone is the night's sleep.
func TestBritishDiary(t *testing.T) {
	date := qa.NewDate(2026, 4, 1)
	for _, tt := range []dayCase{
		{"Got about 7 hours' kip.", []expectation{{text: "kip", activity: "sleep", duration: 7 * 3600, start: anyStart}}},
		{"Decent night, 6.5 hours.", []expectation{{text: "night", activity: "sleep", duration: 6.5 * 3600, start: anyStart}}},
		{"Chippy tea.", []expectation{{text: "Chippy", activity: "takeaway", start: anyStart}}},
		{"Got a Chinese takeaway.", []expectation{{text: "takeaway", activity: "takeaway", start: anyStart}}},
		{"Popped round to Becky's for a brew.", []expectation{{text: "brew", activity: "coffee", start: anyStart}}},
		// meant, and then not done
		{"Should've gone to the gym but didn't.", []expectation{{text: "gym", activity: "strength_training", modality: Negated, start: anyStart}}},
		{"Should've gone to the gym, but didn't.", []expectation{{text: "gym", activity: "strength_training", modality: Negated, start: anyStart}}},
		{"Meant to go for a run but never did.", []expectation{{text: "run", activity: "running", modality: Negated, start: anyStart}}},
		{"Meant to go for a run.", []expectation{{text: "run", activity: "running", modality: Planned, start: anyStart}}},
	} {
		checkDay(t, date, tt)
	}
	x := extractor(t)
	for _, day := range []string{"Late night, 2 hours of Zelda.", "Night out, 4 hours at the pub."} {
		for _, h := range x.Split(Day{Text: day, Date: date}, nil) {
			if h.Activity == "sleep" {
				t.Errorf("%q: sleep", day)
			}
		}
	}
}

// Words of other voices: "v" for very, a comparative mood.
func TestMoodOtherVoices(t *testing.T) {
	eachDay(t, "moodvoices.tsv", qa.NewDate(2025, 4, 8), nil, first(func(h Happening) string { return h.Mood }))
}

// Words of journals kept apart for evaluation: a sandwich with a letter
// too many, the pages of a book read (a café is where, not what), a
// book's page link with its pages, a child's school run.
func TestOtherPeoplesWords(t *testing.T) {
	date := qa.NewDate(2025, 10, 14)
	for _, tt := range []dayCase{
		{"- lunch: tuna sandwhich", []expectation{{text: "tuna", activity: "lunch", food: []string{"tuna sandwich"}, start: anyStart}}},
		{"I read another 60 pages in a café at the end of it.", []expectation{{text: "pages", activity: "reading", start: anyStart}}},
		{"- [[Piranesi]] 40 pages", []expectation{{text: "Piranesi", activity: "reading", title: "Piranesi", start: anyStart}}},
	} {
		checkDay(t, date, tt)
	}
	x := extractor(t)
	for _, h := range x.Split(Day{Text: "- school drop-off at 8:15", Date: date}, nil) {
		if h.Activity == "course" {
			t.Errorf("%q: a course", h.Text)
		}
	}
}

// A place the journal names capitalised is the same place written in
// lower case ("shift at the anchor"); a lower-case noun that names no
// place of the journal stays no place.
func TestPlaceInLowerCase(t *testing.T) {
	days := []string{"shift 1800-2200 at the Anchor. tips £22", "shift 1800-0200 at the anchor, packed bc quiz night. tips £35", "shift 0600-1400 at the warehouse",
		"shift at the anchor 1800-2300, tips £18"}
	x, p := learnt(t, days...)
	for i, want := range []string{"Anchor", "Anchor", "", "Anchor"} {
		hs := x.Split(Day{Text: days[i], Date: qa.NewDate(2025, 4, 2)}, p)
		if len(hs) == 0 || hs[0].Place != want {
			t.Errorf("%q: %+v, want place %q", days[i], hs, want)
		}
	}
}

// A price of each, paid for several, is what I paid: "£9.99 each, i paid
// for both"; a price per person alone stays the price said.
func TestPaidForEach(t *testing.T) {
	eachDay(t, "paideach.tsv", qa.NewDate(2025, 4, 9), nil, func(hs []Happening) string {
		price := 0.0
		for _, h := range hs {
			price += h.Price
		}
		return found(price, true)
	})
}

// "It took nearly three hours" says how long the happening before it
// lasted, whatever else the sentence goes on to say.
func TestItTook(t *testing.T) {
	day := "We set off for Fushimi Inari at dawn, before the tour groups, and climbed through the red gates all the way to the summit. It took nearly three hours there and back and my knees complained bitterly on the steps down."
	x := extractor(t)
	hs := x.Split(Day{Text: day, Date: qa.NewDate(2025, 10, 11)}, nil)
	if h := find(hs, "climbed"); h == nil || h.DurationS != 3*3600 {
		t.Errorf("%+v: want the climb to last three hours", hs)
	}
}

// A food word before a noun of things names the thing: "a tea bowl" was
// bought, not drunk.
func TestFoodNamedThing(t *testing.T) {
	x := extractor(t)
	hs := x.Split(Day{Text: "I bought a tea bowl in the shop next door for ¥12,000.", Date: qa.NewDate(2025, 10, 12)}, nil)
	if len(hs) != 1 || len(hs[0].Food) > 0 || hs[0].Activity != "purchase" {
		t.Errorf("%+v: want a purchase, no food", hs)
	}
	// after another happening, it is a purchase of its own, not its price
	day := "# Sunday 12 October\n\nKenji, the guide our travel agent had found for us, had arranged a tea ceremony at a small house in the north of the city. It lasted an hour and cost ¥6,000 per person, and I have never sat so still for so long. Kenji told us over the sweets that his grandfather had been a potter in Kyoto and had made bowls like the ones we were drinking from. I was so taken with them that I bought a tea bowl in the shop next door for ¥12,000, far more than I had meant to spend.\n\nIn the afternoon Kenji took us to Kinkaku-ji. The golden pavilion was almost too perfect, like a postcard of itself."
	xl, pl := learnt(t, day)
	hs = xl.Split(Day{Text: day, Date: qa.NewDate(2025, 10, 12)}, pl)
	if h := find(hs, "tea bowl"); h == nil || h.Activity != "purchase" || h.Price != 12000 {
		t.Errorf("%+v: want the tea bowl a purchase of its own", hs)
	}
	hs = x.Split(Day{Text: "Had a pot of tea at the café.", Date: qa.NewDate(2025, 10, 12)}, nil)
	if len(hs) != 1 || !slices.Contains(hs[0].Food, "tea") {
		t.Errorf("%+v: want tea", hs)
	}
}

// A word no dictionary lists right after "at" is a name written in lower
// case ("lunch at greggs"); a word of English or a misspelling of one is
// not ("at teh pub", "at home"). A shop the lexicons know by its name is
// where a bare line's shopping was ("Aldi £88.10"), as it is after "at".
func TestPlaceNamedPlainly(t *testing.T) {
	eachDay(t, "plainplaces.tsv", qa.NewDate(2025, 4, 2), nil, first(func(h Happening) string { return h.Place }))
}

// TestEateryGoneTo: a place the journal eats a meal at elsewhere is a
// venue when gone to ("Went to Mangiare with Lena"): a meal out though
// no food is named, and the dish said next ("Pizza!") is had there; a
// place only drunk at, or a town, is neither.
func TestEateryGoneTo(t *testing.T) {
	eachDay(t, "eateries.tsv", qa.NewDate(2025, 4, 7), []string{"Had lasagne at Mangiare with Sofia.", "Beers w/ Max at Kildare.", "Lunch in Leipzig."}, func(hs []Happening) string {
		var out []string
		for _, h := range hs {
			venue := ""
			if h.Venue {
				venue = " (venue)"
			}
			out = append(out, fmt.Sprintf("%s@%s%s %v", h.Activity, h.Place, venue, h.Food))
		}
		return strings.Join(out, "; ")
	})
}

// TestNameBeforeNoun: a name right before a noun in lower case qualifies
// it ("we had New Nordic tasting menu": a cuisine), and says no place was
// gone to, whatever the journal knows the name as; after "at" it is one.
func TestNameBeforeNoun(t *testing.T) {
	learn := []string{"For dinner we had New Nordic tasting menu with Jonas.", "Dinner at Zest with Sofia.", "Day 3 in New Nordic."}
	eachDay(t, "namebeforenoun.tsv", qa.NewDate(2025, 10, 5), learn, func(hs []Happening) string {
		var out []string
		for _, h := range hs {
			out = append(out, h.Activity+"@"+h.Place)
		}
		return strings.Join(out, "; ")
	})
}

// TestWhoseSchoolAndParty: a name owning a school, a house or a
// birthday party is a person, also as a page link ("[[Oscar]]'s"), so a
// parent's outline learns the children as people, never as places.
func TestWhoseSchoolAndParty(t *testing.T) {
	days := []string{
		"- TODO pay for Maya's school trip\n- [[Maya]] swimming 5.30 at Westfield leisure centre\n",
		"- Leo to [[Oscar]]'s birthday party at Jungle Jim's soft play 1-3pm\n- Maya's school trip to Eureka, back at 4\n",
		"- Maya swimming, new goggles a hit\n- picked Leo up from Oscar's house\n",
	}
	x, p := learnt(t, days...)
	if p.isPlace("Maya") || p.isPlace("Oscar") {
		t.Errorf("Maya or Oscar learnt as a place: people %v", p.People())
	}
	hs := x.Split(Day{Text: days[2], Date: qa.NewDate(2025, 1, 14)}, p)
	if h := find(hs, "goggles"); h == nil || h.Place != "" || h.Activity != "swimming" {
		t.Errorf("Maya's swim: %s", dump(hs))
	}
}

// TestSetsAndReps: a lift logged as sets of reps at a weight is strength
// training, whatever the lift is called; "rows" there are no rowing.
func TestSetsAndReps(t *testing.T) {
	x := extractor(t)
	for _, day := range []string{"After work bench 3x8 at 155 and rows, felt strong.", "Bench 3x8 at 160, felt heavy.",
		"squat 5 x 5 @ 80kg", "OHP 3 sets of 10, then home"} {
		hs := x.Split(Day{Text: day, Date: qa.NewDate(2025, 4, 3)}, nil)
		if len(hs) == 0 || hs[0].Activity != "strength_training" {
			t.Errorf("%q: %s, want strength training", day, dump(hs))
		}
	}
	// "then rows" is the session's next lift, not a row of its own
	hs := x.Split(Day{Text: "Train in. Bench 3x8 at 165, then rows. Got a burrito.", Date: qa.NewDate(2025, 5, 21)}, nil)
	if n := len(slices.DeleteFunc(slices.Clone(hs), func(h Happening) bool { return !h.Sport })); n != 1 {
		t.Errorf("a session with rows is %d workouts: %s", n, dump(hs))
	}
	for _, day := range []string{"rowed 5k on the erg", "2x4 timber from B&Q at 9"} {
		hs := x.Split(Day{Text: day, Date: qa.NewDate(2025, 4, 3)}, nil)
		if len(hs) > 0 && hs[0].Activity == "strength_training" {
			t.Errorf("%q: strength training", day)
		}
	}
}

// TestNamesOfShops: "Home Depot" is a shop, not home and a person Depot;
// "Girl & the Goat" one name, while "Mum & Dad" stay two people.
func TestNamesOfShops(t *testing.T) {
	x := extractor(t)
	for day, want := range map[string]expectation{
		"At lunch I drove to Home Depot for sandpaper, $27.":                {place: "Home Depot", activity: "driving"},
		"Spent the afternoon at Home Depot again, $48 on paint and primer.": {place: "Home Depot", activity: "purchase"},
		"Took her to dinner at Girl & the Goat, $210 ugh but worth it.":     {place: "Girl & the Goat", activity: "dinner"},
		"Got home at 7, Tanya had made tacos.":                              {place: "", activity: "?"},
		"Lunch with Mum & Dad at the Red Lion":                              {place: "Red Lion", activity: "lunch", people: []string{"Mum", "Dad"}},
	} {
		hs := x.Split(Day{Text: day, Date: qa.NewDate(2025, 4, 2)}, nil)
		if len(hs) == 0 || hs[0].Place != want.place || want.activity != "?" && hs[0].Activity != want.activity ||
			want.people != nil && !slices.Equal(hs[0].People, want.people) {
			t.Errorf("%q: %s, want place %q, activity %q", day, dump(hs), want.place, want.activity)
		}
	}
}

// TestAilmentIsNoWorkout: "runner's knee", "tennis elbow" are ailments;
// "ran 5k, knee ok" is still a run.
func TestAilmentIsNoWorkout(t *testing.T) {
	eachDay(t, "ailments.tsv", qa.NewDate(2025, 2, 3), nil, first(func(h Happening) string { return h.Activity }))
}

// TestWordsInOtherSenses: a swimming stage, a step up, ringing ears,
// soft play and a garage sale are no theatre, move, call or car repair;
// the plain senses still are.
func TestWordsInOtherSenses(t *testing.T) {
	eachDay(t, "othersenses.tsv", qa.NewDate(2025, 1, 7), nil, first(func(h Happening) string { return h.Activity }))
}

// TestTitledPeople: a title is part of a person's name ("w/ Dr Shah",
// "paid Mrs Hughes £54"), and "Mrs H" is the Mrs Hughes the journal
// knows; "with Mrs Patel" is one person, not Mrs Patel and Patel.
func TestTitledPeople(t *testing.T) {
	days := []string{"- piano w/ [[Mrs Hughes]] 4.15", "- paid Mrs H £72 for January", "- piano 4.15, paid Mrs Hughes £54",
		"- [[Dentist]] 3.45 both kids w/ Dr Shah", "- coffee with Mrs Patel after drop off\n- Patel says hi",
		// a title says a person's name wherever it stands, in brackets
		// or after the doctor's kind, no "with" before it
		"Dentist ~8:30 (Dr. Yilmaz) — check-up and cleaning.", "- GP Dr. Albers: flu, sick note until Friday"}
	x, p := learnt(t, days...)
	for i, want := range []string{"Mrs Hughes", "Mrs Hughes", "Mrs Hughes", "Dr Shah", "Mrs Patel", "Dr. Yilmaz", "Dr. Albers"} {
		hs := x.Split(Day{Text: days[i], Date: qa.NewDate(2025, 1, 8)}, p)
		if len(hs) == 0 || !slices.Equal(hs[0].People, []string{want}) {
			t.Errorf("%q: %s, want %s", days[i], dump(hs), want)
		}
	}
}

// eachDay checks the table file of testdata whose rows are a day as
// written and what must be read of the happenings it splits into on date,
// with the journal's names learnt from learn first (none: the profile is
// nil, as for a day read alone).
func eachDay(t *testing.T, file string, date qa.Date, learn []string, what func([]Happening) string) {
	t.Helper()
	x := extractor(t)
	var p *Profile
	if learn != nil {
		x, p = learnt(t, learn...)
	}
	test.Table(t, "Split", func(day string) string { return what(x.Split(Day{Text: day, Date: date}, p)) }, file)
}

// first reads what of a day's first happening: "" for a day with no
// happening.
func first(what func(Happening) string) func([]Happening) string {
	return func(hs []Happening) string {
		if len(hs) == 0 {
			return ""
		}
		return what(hs[0])
	}
}

// foods lists the food of all a day's happenings, comma-separated.
func foods(hs []Happening) string {
	var all []string
	for _, h := range hs {
		all = append(all, h.Food...)
	}
	return strings.Join(all, ", ")
}

// TestHourWithoutAmPm: an hour of five or six without am or pm is the
// evening for a lesson, a club's session, an appointment or someone
// else's sport, and the morning for one's own run or a commute.
func TestHourWithoutAmPm(t *testing.T) {
	eachDay(t, "ampm.tsv", qa.NewDate(2025, 1, 21), nil, first(func(h Happening) string {
		if h.Start < 0 {
			return "all day"
		}
		return strconv.Itoa(h.Start/60) + ":" + strconv.Itoa(h.Start%60)
	}))
	// someone else's swim, the child the journal knows
	day := "- [[Maya]] swimming 5.30 at Westfield leisure centre"
	x, p := learnt(t, day, "- TODO pay for Maya's school trip\n- Maya swimming, new goggles a hit\n")
	if hs := x.Split(Day{Text: day, Date: qa.NewDate(2025, 1, 7)}, p); len(hs) == 0 || hs[0].Start != 17*60+30 {
		t.Errorf("%q: %s, want 17:30", day, dump(hs))
	}
}

// TestWeightTold: one's weight is read where the clause speaks of
// weighing, in kilograms, with the unit written when it was pounds; a
// weight of something else ("20 lb bag of dog food") is no weight told.
func TestWeightTold(t *testing.T) {
	eachDay(t, "weight.tsv", qa.NewDate(2026, 3, 9), nil, first(func(h Happening) string {
		weight := found(h.WeightKg, true) + " kg"
		if h.WeightUnit != "" {
			weight += " written in " + h.WeightUnit
		}
		return weight + ", price " + found(h.Price, true)
	}))
}

// TestWorkFromHome: "WFH" (working from home) is work done at home, and
// the "Home" of a shop's name ("Home Depot") is no home.
func TestWorkFromHome(t *testing.T) {
	eachDay(t, "wfh.tsv", qa.NewDate(2025, 4, 2), nil, first(func(h Happening) string {
		return strconv.FormatBool(h.AtHome) + " " + h.Activity
	}))
}

// TestPageLinkIsNoFood: a page of the journal ("[[Biscuit]]", the dog) is
// a name, wherever the journal writes it, not the food its word also is.
func TestPageLinkIsNoFood(t *testing.T) {
	days := []string{"- [[Biscuit]] to the vet 10am, annual booster, £48", "- Biscuit has an itchy ear, keep an eye",
		"- WFH, Biscuit threw up on the rug twice. lovely"}
	x, p := learnt(t, days...)
	for _, day := range days {
		for _, h := range x.Split(Day{Text: day, Date: qa.NewDate(2025, 1, 23)}, p) {
			if len(h.Food) > 0 {
				t.Errorf("%q: food %q", day, h.Food)
			}
		}
	}
	if hs := x.Split(Day{Text: "- tea and biscuits with Mum", Date: qa.NewDate(2025, 1, 23)}, p); len(hs) == 0 || len(hs[0].Food) == 0 {
		t.Errorf("biscuits with tea: %s, want food", dump(hs))
	}
}

// TestBabysitter: who babysat is a person (paid for it), not a place,
// and minding the children is a happening of its own.
func TestBabysitter(t *testing.T) {
	days := []string{"- date night!! Chloe babysat 7-11, paid her £40", "- date night #2 - Chloe babysat again 7-11.30, £45"}
	x, p := learnt(t, days...)
	for _, day := range days {
		h := find(x.Split(Day{Text: day, Date: qa.NewDate(2025, 1, 31)}, p), "babysat")
		if h == nil || h.Activity != "babysitting" || h.Place != "" || !slices.Equal(h.People, []string{"Chloe"}) {
			t.Errorf("%q: %+v, want Chloe babysitting", day, h)
		}
	}
}

// TestBikedIn: "then train home with the bike" carries the bike on a
// train, no ride; "Biked in" is still a ride.
func TestBikedIn(t *testing.T) {
	eachDay(t, "bikedin.tsv", qa.NewDate(2025, 4, 22), nil, first(func(h Happening) string { return strconv.FormatBool(h.Sport) + " " + h.Activity }))
}

// TestPriceAfterARemark: a price said after a remark ("drops twice a
// day") or in an item under an outing to a place ("- tickets £42.50") is
// what the happening before cost.
func TestPriceAfterARemark(t *testing.T) {
	x := extractor(t)
	for day, want := range map[string]string{
		"- [[Biscuit]] to the vet, ear infection. drops twice a day. £65.20 ouch":                  "vet",
		"- half term. took the kids to the Deep in Hull, 10-2\n\t- tickets £42.50 for the 3 of us": "Deep",
	} {
		hs := x.Split(Day{Text: day, Date: qa.NewDate(2025, 3, 10)}, nil)
		var paid []Happening
		for _, h := range hs {
			if h.Price > 0 {
				paid = append(paid, h)
			}
		}
		if len(paid) != 1 || paid[0].Activity != want && paid[0].Place != want {
			t.Errorf("%q: %s, want the price on %s", day, dump(hs), want)
		}
	}
}

// A food word the journal writes capitalised inside sentences, and never
// in lower case, is a name ("Biscuit" the dog); one it also writes in
// lower case stays food.
func TestFoodWordAsName(t *testing.T) {
	date := qa.NewDate(2026, 4, 2)
	days := []string{"Took Biscuit round the park.", "Walked Biscuit in the rain.", "Long walk with Biscuit."}
	x, p := learnt(t, days...)
	for _, d := range days {
		for _, h := range x.Split(Day{Text: d, Date: date}, p) {
			if len(h.Food) > 0 {
				t.Errorf("%q: food %q", d, h.Food)
			}
		}
	}
	x, p = learnt(t, append(days, "Had biscuits with my tea.")...)
	food := 0
	for _, h := range x.Split(Day{Text: "Shared a Biscuit with Gaz, then biscuits.", Date: date}, p) {
		food += len(h.Food)
	}
	if food == 0 {
		t.Error("biscuits written in lower case too: no food")
	}
}

// TestTakenOutIsWalked: a name the journal walks ("Walked Biscuit in the
// rain") taken round a place is walked there ("Took Biscuit round the
// park"); a name never walked taken round is not ("Took Anna round the
// museum"), nor is one taken somewhere else.
func TestTakenOutIsWalked(t *testing.T) {
	eachDay(t, "takenout.tsv", qa.NewDate(2026, 4, 2), []string{"Took Biscuit round the park.", "Walked Biscuit in the rain.", "Took Anna round the museum."}, func(hs []Happening) string {
		for _, h := range hs {
			if h.Activity == "walking" {
				return "walking"
			}
		}
		return ""
	})
}

// TestCountSaid: a number said with the activity's noun is how many there
// were ("Had three coffees": 3); a number of something else is not.
func TestCountSaid(t *testing.T) {
	eachDay(t, "countsaid.tsv", qa.NewDate(2026, 4, 2), nil, func(hs []Happening) string {
		n := 0
		for _, h := range hs {
			n += h.Count
		}
		return strconv.Itoa(n)
	})
}

// TestTaskItems: a daily note's task ticked off happened; one left
// unticked did not ("- [ ] gym" is the gym skipped), and how long a task
// was to take is no book's title ("read 30 min").
func TestTaskItems(t *testing.T) {
	x := extractor(t)
	for _, tt := range []struct {
		day, text, title string
		modality         Modality
	}{
		{"- [x] gym\n- [ ] call mum", "gym", "", Actual},
		{"- [x] gym\n- [ ] call mum", "call mum", "", Negated},
		{"- [ ] gym", "gym", "", Negated},
		{"* [X] meditate", "meditate", "", Actual},
		{"- [x] read 30 min", "read", "", Actual},
		{"- 22:00 finished [[Project Hail Mary]] #reading", "finished", "Project Hail Mary", Actual},
	} {
		found := false
		for _, h := range x.Split(Day{Text: tt.day, Date: qa.NewDate(2026, 4, 6)}, nil) {
			if !strings.Contains(h.Text, tt.text) {
				continue
			}
			found = true
			if h.Modality != tt.modality || h.Title != tt.title {
				t.Errorf("%q: %q modality %q, title %q; want %q, %q", tt.day, h.Text, h.Modality, h.Title, tt.modality, tt.title)
			}
		}
		if !found {
			t.Errorf("%q: no happening with %q", tt.day, tt.text)
		}
	}
}

// TestBookFinished: a book read to its end says so (finished), a book
// read in does not.
func TestBookFinished(t *testing.T) {
	eachDay(t, "bookfinished.tsv", qa.NewDate(2026, 4, 6), nil, func(hs []Happening) string {
		var books []string
		for _, h := range hs {
			if h.Title != "" {
				finished := slices.ContainsFunc(h.Fields, func(f ingest.Field) bool { return f.Key == "finished" })
				books = append(books, strconv.FormatBool(finished))
			}
		}
		if books == nil {
			return "no book"
		}
		return strings.Join(books, ", ")
	})
}

// TestBookAuthor: the writer a book is cited with, in brackets or after
// "by", is its author; a friend in brackets is none.
func TestBookAuthor(t *testing.T) {
	eachDay(t, "bookauthor.tsv", qa.NewDate(2026, 4, 6), nil, func(hs []Happening) string {
		books := []string{}
		for _, h := range hs {
			if h.Title == "" {
				continue
			}
			author := ""
			for _, f := range h.Fields {
				if f.Key == "author" {
					author = f.Value.Str
				}
			}
			books = append(books, author)
		}
		if len(books) == 0 {
			return "no book"
		}
		return strings.Join(books, ", ")
	})
}

// TestDishAfterVenue: what a line ends with after a colon or in brackets,
// after a place the journal eats at, is the dish had there, known to the
// dictionary or not; words that name no food are none.
func TestDishAfterVenue(t *testing.T) {
	learn := []string{"Dinner at Zest with Lena, lovely.", "Had dinner at Zest with Jonas.", "Coffee at Café Kanne with Lena."}
	eachDay(t, "dishaftervenue.tsv", qa.NewDate(2025, 9, 30), learn, foods)
}

// A British narrative diarist's long sentences: a bike ride's miles said
// before its noun, its time in hours and quarters; the pints of an
// evening's drinks; the dish after the meal out it was eaten at; a film
// seen and talked about; a title that goes on past a comma or stops
// before where it was read; parents named together, at their home; a
// walk round a park; the pints had at the pub told before them; the
// hours in bed of a night; what was moaned about is no activity.
func TestNarrativeDiary(t *testing.T) {
	date := qa.NewDate(2026, 7, 1)
	for _, tt := range []dayCase{
		{"Olly and I did a 22-mile bike ride to Clevedon and back; an hour and three quarters in the saddle.",
			[]expectation{{text: "bike ride", activity: "cycling", people: []string{"Olly"}, distance: 22 * 1.609344, unit: "mi", duration: 6300, start: anyStart}}},
		{"Drinks with Olly at the Kings Head after work, four pints and a lot of putting the world to rights.",
			[]expectation{{text: "Drinks", activity: "drinks", count: 4, start: anyStart}}},
		{"Tom and I had dinner at Wagamama; I had ramen and the bill came to £42.60.",
			[]expectation{{text: "ramen", activity: "dinner", people: []string{"Tom"}, food: []string{"ramen"}, place: "Wagamama", price: 42.6, start: anyStart}}},
		{"Lunch with Priya at Bosco; I went for pizza (£11.50) and we moaned about work for an hour.",
			[]expectation{{text: "pizza", activity: "lunch", people: []string{"Priya"}, food: []string{"pizza"}, price: 11.5, start: anyStart}}},
		{"Went to see Aftersun at the Watershed with Tom, and we talked about it all the way home.",
			[]expectation{{text: "Aftersun", activity: "cinema", title: "Aftersun", people: []string{"Tom"}, start: anyStart}}},
		{"Finished The Bee Sting in the bath tonight and had a little cry.",
			[]expectation{{text: "Bee Sting", activity: "reading", title: "The Bee Sting", start: anyStart}}},
		{"Finally finished reading Tomorrow, and Tomorrow, and Tomorrow, which I loved.",
			[]expectation{{text: "Tomorrow", activity: "reading", title: "Tomorrow, and Tomorrow, and Tomorrow", start: anyStart}}},
		{"Mum and Dad came over for Sunday lunch and I did a roast chicken; Dad fell asleep on the sofa afterwards.",
			[]expectation{{text: "Sunday lunch", activity: "lunch", people: []string{"Mum", "Dad"}, start: anyStart}}},
		{"Went to Mum and Dad's in Keynsham for Sunday lunch. Mum made a roast and we played Scrabble.",
			[]expectation{{text: "Sunday lunch", activity: "lunch", people: []string{"Mum", "Dad"}, food: []string{"roast"}, start: anyStart}}},
		{"Walked round Ashton Court with Hannah this morning, about 3 miles.",
			[]expectation{{text: "Walked", activity: "walking", people: []string{"Hannah"}, place: "Ashton Court", distance: 3 * 1.609344, unit: "mi", start: anyStart}}},
		{"Olly and I ended up at the Cori Tap. I had four pints, which was probably one too many.",
			[]expectation{{text: "pints", activity: "drinks", people: []string{"Olly"}, place: "Cori Tap", food: []string{"beer"}, count: 4, start: anyStart}}},
		{"A glorious nine hours in bed last night.",
			[]expectation{{text: "nine hours", activity: "sleep", duration: 9 * 3600, offset: -1, start: anyStart}}},
	} {
		hs := checkDay(t, date, tt)
		for _, h := range hs {
			switch h.Activity {
			case "work", "conference", "theatre", "sleep":
				if !strings.Contains(h.Text, "in bed") {
					t.Errorf("%q: %s in %q", tt.day, h.Activity, h.Text)
				}
			}
		}
	}
}

// TestPlaceApposedIsNoOne: a name set off by a comma from a place is the
// place's part or the larger place it is in ("Harz, Brocken"), never a
// companion; the companion after "with" stays.
func TestPlaceApposedIsNoOne(t *testing.T) {
	for _, tt := range []dayCase{
		{"Hiked in the Harz, Brocken with Jonas: 19.1 km, about 5 h 15 min walking.",
			[]expectation{{text: "Hiked", activity: "hiking", people: []string{"Jonas"}, place: "Harz", start: anyStart, distance: 19.1, duration: 5*3600 + 15*60}}},
		{"Hiked in the Bastei, Saxon Switzerland with Lena: 18.5 km, about 5 h 30 min walking.",
			[]expectation{{text: "Hiked", activity: "hiking", people: []string{"Lena"}, place: "Bastei", start: anyStart, distance: 18.5, duration: 5*3600 + 30*60}}},
		{"Day hike: Harz, Brocken, 19.7 km, 330 min, with Jonas.",
			[]expectation{{text: "hike", activity: "hiking", people: []string{"Jonas"}, start: anyStart, distance: 19.7, duration: 330 * 60}}},
		{"Dinner at Mangiare with Jonas, Lena, Ben and Sofia.",
			[]expectation{{text: "Mangiare", activity: "dinner", place: "Mangiare", people: []string{"Jonas", "Lena", "Ben", "Sofia"}, start: anyStart}}},
	} {
		checkDay(t, qa.NewDate(2025, 6, 14), tt)
	}
}

// TestReadingAlone: "read a bit before bed", "read in bed" are reading as
// a pastime, though no book is named; "read a bit of the news" and
// reading a thing are not.
func TestReadingAlone(t *testing.T) {
	eachDay(t, "readalone.tsv", qa.NewDate(2025, 6, 1), nil, first(func(h Happening) string { return h.Activity }))
}

// TestWhichThingDone: of a concept of chores (housework), which of its
// things was done, as the lexicon lists it first; its own name says none.
func TestWhichThingDone(t *testing.T) {
	eachDay(t, "thingdone.tsv", qa.NewDate(2025, 5, 9), nil, first(func(h Happening) string { return h.Activity + "/" + h.Doing }))
}

// TestRouteBeforeDistance: the name right before a route's length is where
// it went, not someone met; a companion the journal often names stays one.
func TestRouteBeforeDistance(t *testing.T) {
	for _, tt := range []dayCase{
		{"Hike with Lena — Muldental, 12.6 km in 210 min.",
			[]expectation{{text: "Hike", activity: "hiking", people: []string{"Lena"}, start: anyStart, distance: 12.6, duration: 210 * 60}}},
		{"Hiked in the Harz with Jonas, 19 km in about 5 hours.",
			[]expectation{{text: "Hiked", activity: "hiking", people: []string{"Jonas"}, place: "Harz", start: anyStart, distance: 19}}},
	} {
		checkDay(t, qa.NewDate(2025, 8, 2), tt)
	}
	days := []string{"Met Sofia for coffee.", "Walk with Sofia.", "Dinner with Sofia."}
	x, p := learnt(t, append(days, "Long walk with Sofia, 6 km.")...)
	hs := x.Split(Day{Text: "Long walk with Sofia, 6 km.", Date: qa.NewDate(2025, 8, 3)}, p)
	check(t, "Long walk with Sofia, 6 km.", hs, []expectation{{text: "walk", activity: "walking", people: []string{"Sofia"}, start: anyStart, distance: 6}})
}

// TestMoodTag: a day tagged with a mood ("great", Day One's tags) gives it
// to its happenings that tell none of their own, as "mood: great" does;
// a day's own mood field and a happening's own mood win.
func TestMoodTag(t *testing.T) {
	x := extractor(t)
	moodOf := func(text string, e Entry) string {
		hs := x.Split(Day{Text: text, Date: qa.NewDate(2025, 6, 16)}, nil)
		if len(hs) == 0 {
			t.Fatalf("%q: no happening", text)
		}
		ev := x.Event(&hs[0], "id", ingest.Origin{File: "f"}, e)
		v, ok := ev.Get("mood")
		if !ok {
			return ""
		}
		return v.Str
	}
	for _, tt := range []struct {
		text string
		e    Entry
		want string
	}{
		{"swim 45 min", Entry{Tags: []string{"swimming", "great"}}, "great"},
		{"swim 45 min", Entry{Tags: []string{"swimming"}}, ""},
		{"swim 45 min", Entry{Tags: []string{"great"}, Fields: []ingest.Field{{Key: "mood", Value: ingest.Text("ok")}}}, "ok"},
		{"swim 45 min, felt exhausted", Entry{Tags: []string{"great"}}, "tired"},
	} {
		if got := moodOf(tt.text, tt.e); got != tt.want {
			t.Errorf("%q %v: mood %q, want %q", tt.text, tt.e.Tags, got, tt.want)
		}
	}
}

// TestDishNamedLikeAPlace: a capitalised dish ("Leberkäse roll") that the
// name recogniser takes for a town is what was eaten, not where, while a
// town said as such stays the place.
func TestDishNamedLikeAPlace(t *testing.T) {
	days := []string{"Off to Vienna! Lunch was Leberkäse roll. Ate Wiener Schnitzel for dinner.", "We had Leberkäse roll for lunch. Feeling good."}
	x, p := learnt(t, days...)
	for _, d := range days {
		for _, h := range x.Split(Day{Text: d, Date: qa.NewDate(2025, 1, 14)}, p) {
			if slices.Contains(h.Food, "leberkäse roll") && h.Place != "" {
				t.Errorf("%q: place %q, want none", h.Text, h.Place)
			}
			if h.Text == "Off to Vienna!" && h.Place != "Vienna" {
				t.Errorf("%q: place %q, want Vienna", h.Text, h.Place)
			}
		}
	}
}

// TestDrink: what is drunk, by food.tsv's drinks and the concepts had
// where they are (a café's coffee); no dish, meal or takeaway is.
func TestDrink(t *testing.T) {
	test.Table(t, "Drink", extractor(t).Drink, "drinks.tsv")
}

// TestDayWeather: the weather a day's text says it was, as written; not a
// name, a heading's day, a thing named after the weather, a weather that
// was not, or a verb of something else.
func TestDayWeather(t *testing.T) {
	x := extractor(t)
	eachDay(t, "weather.tsv", qa.NewDate(2025, 1, 14), nil, x.DayWeather)
}

// The dish a venue is named for ("Pho Saigon", "Sushi Ya") is what was
// had there only when the words name nothing else eaten: "dinner @ Pho
// Saigon (bun bo)" had bun bo, not pho too.
func TestVenueDishOnlyUnsaid(t *testing.T) {
	x, p := learnt(t, "- dinner @ Pho Saigon w/ Ben (bun bo)\n", "Went to Sushi Ya with Lena.\n", "- dinner @ Pho Saigon w/ Ben (a big bowl of pho)\n")
	for _, c := range []struct{ text, want, not string }{
		{"- yday dinner @ Pho Saigon w/ Ben (bun bo)\n", "bun bo", "pho"},
		{"Went to Sushi Ya with Lena.\n", "sushi", ""},
		{"- dinner @ Pho Saigon w/ Ben (a big bowl of pho)\n", "pho", ""},
		// said in the sentence after, or by a name of its own
		{"Went to Pho Saigon with Priya at 19:30. Bun bo!\n", "bun bo", "pho"},
		{"Had summer rolls at Pho Saigon with Jonas.\n", "summer rolls", "pho"},
	} {
		hs := x.Split(Day{Text: c.text, Date: qa.NewDate(2025, 10, 25)}, p)
		var food []string
		for _, h := range hs {
			food = append(food, h.Food...)
		}
		if !slices.Contains(food, c.want) || c.not != "" && slices.Contains(food, c.not) {
			t.Errorf("%q: food %v, want %q and not %q", c.text, food, c.want, c.not)
		}
	}
}

// A relative is one of a list of companions, which goes on after her:
// "dinner with Dad and Kat" was with Kat too (was Mum's and Dad's alone).
func TestRelativeInList(t *testing.T) {
	days := []string{"Mum's birthday — dinner with Dad and Kat.\n", "Dinner w/ Jonas, Mom & Sam.\n"}
	x, p := learnt(t, days...)
	for i, want := range [][]string{{"Dad", "Kat"}, {"Jonas", "Sam"}} {
		var people []string
		for _, h := range x.Split(Day{Text: days[i], Date: qa.NewDate(2025, 10, 25)}, p) {
			people = append(people, h.People...)
		}
		for _, w := range want {
			if !slices.Contains(people, w) {
				t.Errorf("%q: people %v, want %q among them", days[i], people, w)
			}
		}
	}
}

// A price said after a booking is a purchase of its own, and says what
// was booked ("how much were the flights to Lisbon"); a price after
// another happening is that happening's.
func TestBookedPaid(t *testing.T) {
	eachDay(t, "bookedpaid.tsv", qa.NewDate(2025, 5, 3), nil, func(hs []Happening) string {
		for _, h := range hs {
			if h.Price > 0 {
				return h.Text
			}
		}
		return ""
	})
}

// A remark about the one person of the happening before, said by a
// pronoun ("He has a new job!"), is told at that happening and of them;
// of two people, the pronoun says no one.
func TestToldOfOne(t *testing.T) {
	eachDay(t, "toldofone.tsv", qa.NewDate(2025, 6, 21), nil, func(hs []Happening) string {
		var texts []string
		for _, h := range hs {
			texts = append(texts, h.Text)
		}
		return strings.Join(texts, " | ")
	})
}
