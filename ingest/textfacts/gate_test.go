package textfacts

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"reqap/ingest/ingesttest"
)

// TestUnitAfterNumber checks that the cheap test never passes over a
// clause its pattern matches: on hand-written cases and on every line of
// generated journal days.
func TestUnitAfterNumber(t *testing.T) {
	gates := []struct {
		re    *regexp.Regexp
		unit  string
		words bool
	}{
		{distKm(), "k", true},
		{distMiles(), "mi", true},
		{distMeters(), "m", false},
	}
	texts := []string{
		"ran 5k", "ran 5 k", "ran 5\tkm", "ran 5\nkm", "a k", "twenty-one km", "twenty one kilometres",
		"a couple of miles", "couple of mi", "ten miles", "an mi", "2.5 miles", "3,5km", "400 m", "400m",
		"1500\tmetres", "swam 2000 meters", "went swimming", "walk in the park", "am", "5 mins", "5 am",
		"(5)km", "5-km", "5km.", "x5km", "_5 km", "ＡＢ 5 km", "Ran 10K today", "RAN TEN MILES",
		"a 22-mile ride", "a ten-mile walk",
	}
	for _, day := range ingesttest.JournalDays(300, 3, time.Date(2021, 1, 1, 0, 0, 0, 0, time.UTC)) {
		texts = append(texts, strings.Split(day, "\n")...)
	}
	for _, s := range texts {
		low := lowerASCII(s)
		for _, g := range gates {
			if g.re.MatchString(low) && !numberThenUnit(low, g.unit, g.words, false, true) {
				t.Errorf("%q: the pattern of %q matches, the test says it cannot", s, g.unit)
			}
		}
	}
}

// gateTexts are lines and clauses to check the cheap tests on: odd
// Markdown by hand and every line of generated journal days.
func gateTexts() []string {
	texts := []string{
		"# Day", "   ## Morning", "\t# not a heading", "####### seven", "#tag only", "- item", "  * item", "+ item",
		"1. first", "12) twelfth", "• dot", "· middle", "→ arrow", "\t- [x] done", "---", " * * *", "___", "- - -",
		"```go", "  ~~~", "\t```", "sleep:: 7h", "- mood:: good", "07:30 run", "~7.15 swim", " 23h05 bed", "7:30am coffee",
		"Run: 5 km", "note to self: call mum", "forgot to write yesterday: swam", "Forgot about it", "ran; then ate",
		"swam, then lunch", "ran and then swam", "dinner, after that a walk", "walk, afterwards tea", "tired, but happy",
		"cooked but then burnt it", "rain — then sun", "plain sentence without breaks", "",
	}
	for _, day := range ingesttest.JournalDays(300, 5, time.Date(2021, 1, 1, 0, 0, 0, 0, time.UTC)) {
		texts = append(texts, strings.Split(day, "\n")...)
	}
	return texts
}

// TestLineGates checks that the cheap tests in front of the patterns of
// blocks, clauses and modalityOf never pass over a text their pattern
// matches.
func TestLineGates(t *testing.T) {
	for _, s := range gateTexts() {
		checkLineGates(t, s)
	}
}

func FuzzLineGates(f *testing.F) {
	for _, s := range gateTexts()[:60] {
		f.Add(s)
	}
	f.Fuzz(checkLineGates)
}

func checkLineGates(t *testing.T, line string) {
	lead := strings.TrimLeft(line, " \t")
	low := lowerASCII(line)
	gates := []struct {
		name    string
		re      *regexp.Regexp
		s       string
		mayPass bool
	}{
		{"fence", fenceRE(), line, mayFence(lead)},
		{"heading", headingRE(), line, findHeading(lead, line) != nil},
		{"rule", ruleRE(), line, startsWithAny(lead, "-*_")},
		{"property", propertyRE(), line, strings.Contains(line, "::")},
		{"bullet", bulletRE(), line, findBullet(lead, line) != nil},
		{"log line", logLineRE(), line, startsWithAny(strings.TrimPrefix(lead, "~"), "0123456789")},
		{"clause break", clauseBreaks(), low, mayBreak(low)},
		{"frame", frameRE(), low, findFrame(low) != nil},
		{"forgot", forgotToTell(), low, strings.Contains(low, "forgot")},
	}
	for i, c := range cues {
		if c.words != nil {
			gates = append(gates, struct {
				name    string
				re      *regexp.Regexp
				s       string
				mayPass bool
			}{fmt.Sprintf("cue %d", i), c.re(), low, c.words.in(low)})
		}
	}
	for _, g := range gates {
		if g.re.MatchString(g.s) && !g.mayPass {
			t.Errorf("%q: the %s pattern matches, the test says it cannot", line, g.name)
		}
	}
}

// TestWordSet: a wordSet finds a word where containsAny does, and only
// there.
func TestWordSet(t *testing.T) {
	lists := [][]string{{"a"}, {"note to", "to do", "todo", "n't", "not"}, mealNames, eatVerbs, partWords, currencies}
	texts := append(gateTexts(), measureTexts()...)
	texts = append(texts, "don't", "to", "at the end: tod", "todo", "€", "£5")
	for _, words := range lists {
		set := newWordSet(words...)
		for _, s := range texts {
			low := lowerASCII(s)
			if got, want := set.in(low), containsAny(low, words); got != want {
				t.Errorf("%q in %q: %v, containsAny says %v", words, low, got, want)
			}
		}
	}
}

// measureTexts are texts to check the cheap tests of quantities, meals
// and parts of the day on: times taken, hours, miles and metres written
// every way, meals, parts of the day, and every line of generated journal
// days (most start with the time of day).
func measureTexts() []string {
	texts := []string{
		"07:22 tired but ok", "1:32:10", "long run, 16 km, 1:32:10", "1:19 h", "3:45 hours", "1:05:30h", "1:05:30 h",
		"0:45\tstd", "10km / 52:30", "5k in 24:10", "5 km in  22:30", "ran 10 mi/1:20:00", "in1:20", "win 12:30",
		"parkrun 23:58", "Parkrun - 24:10", "10k race: 48:10", "10K: 48:10", "5\u212a 22:30", "21,1k — 1:52:00",
		"124:10", "25:30 h", "at 23:59", "99:59", "x24:00", "1:00-2:30", "2 hrs", "2-hour hike", "an hour", "1h30",
		"two hours and ten minutes", "3hrs", "5 h_", "a  mile", "3 mi.", "5mi", "ten miles", "couple of mi", "45 min swim",
		"swimming 30 mins", "800 m", "400m!", "2000 metres", "1500 meters", "5 m_", "12 min walk", "am", "4 mins",
		"had pasta for lunch", "Ate a steak for dinner", "treated myself to cake for dessert", "got soup at lunchtime",
		"steak instead", "tea with Anna", "had tea", "picked up sushi for supper", "grabbed a bagel as a snack",
		"swam before work", "on the way to work", "early start", "first thing: coffee", "Sunday morning run", "before breakfast",
		"sunrise hike", "at lunch", "lunch break", "around noon", "after lunch", "late afternoon", "arvo nap", "after work",
		"on the way home", "tonight", "in the evening", "after dinner", "sunset", "(eve: film)", "last night", "before bed",
		"porridge for breakfast", "dinner with Tom", "worked from home",
		"9:00-11:30 meeting", "9.00 – 11.30", "9:30 to  10", "from 9 to 11", "FROM 2 TO 4PM", "2-4pm", "10–11:30 a.m.",
		"07:22-run", "7:60-8", "12:30 -x", "at 9:00 tomorrow",
		"7pm", "7 pm", "9 a.m.", "nine a.m", "Twelve PM", "at 7am", "10:30 am", "22 at", "07:22 porridge", "half past 7",
		"quarter to eight", "20 minutes past\tnine", "ten  to  ten", "five after 6pm", "often to 3", "at 8", "around seven",
		"by\t9 o'clock", "~7", "~ 7", "about eleven", "that 9", "7ish", "sevenish", "8-ish", "fish at 7", "finish", "English",
		"Breakfast: porridge", "dinner - baked potatoes with Jonas", "Lunch with Tom — döner again", "Breakfast was yogurt",
		"snack = apple", "tea: green", "porridge for breakfast", "ran late", "running out of time", "run errands", "ran into Tom",
		"long run", "ran 5k, late lunch",
		"€12.50", "€ 12", "EUR 5.99", "eur\t5", "139,95 €", "12 $", "1.234,56 EUR", "5 eurox", "neurologist 5", "usd",
		"groceries at pho saigon, 91,62 €", "cost 3$", "¥1000", "₹ 20", "£3.40", "12 bucks", "$", "5 €uro",
	}
	for _, day := range ingesttest.JournalDays(300, 7, time.Date(2021, 1, 1, 0, 0, 0, 0, time.UTC)) {
		texts = append(texts, strings.Split(day, "\n")...)
	}
	return texts
}

// TestMeasureGates checks that the cheap tests in front of the patterns
// of quantities, meals and parts of the day never pass over a text their
// pattern matches.
func TestMeasureGates(t *testing.T) {
	passed := map[string]bool{}
	for _, s := range measureTexts() {
		for name, ok := range checkMeasureGates(t, s) {
			passed[name] = passed[name] || ok
		}
	}
	// and that each lets some text through: a test that is always false
	// would pass the check above and read nothing
	for name, ok := range passed {
		if !ok {
			t.Errorf("the test of %s passed no text", name)
		}
	}
}

func FuzzMeasureGates(f *testing.F) {
	for _, s := range measureTexts()[:60] {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { checkMeasureGates(t, s) })
}

// checkMeasureGates checks the gates on s and returns which of them let
// it through.
func checkMeasureGates(t *testing.T, s string) map[string]bool {
	low := lowerASCII(s)
	pre, post := currencyBesideNumber(low)
	gates := []struct {
		name    string
		re      *regexp.Regexp
		mayPass bool
	}{
		{"hours, minutes and seconds", durHMS(), hmsIn(low)},
		{"a clock's length in hours", durHMUnit(), hmThenUnit(low)},
		{"a split after a distance", durAfterDist(), splitAfter(low)},
		{"a race's time", durAfterRace(), raceTimeAfter(low)},
		{"minutes no clock shows", durMinSec(), longMinutesIn(low)},
		{"hours", durHours(), wordUnitAfterNumber(low, true, true, "h", "hr", "hrs", "hour", "hours")},
		{"miles", distMiles(), wordUnitAfterNumber(low, true, true, "mi", "mile", "miles")},
		{"metres", distMeters(), wordUnitAfterNumber(low, false, false, "m", "meter", "meters", "metre", "metres")},
		{"a dish before its meal", dishBeforeMeal(), containsAny(low, eatVerbs) && containsAny(low, mealsAfterDish)},
		{"a range of hours", durRange(), strings.Contains(low, "from") || clockThenDash(low)},
		{"money before a number", moneyPre(), pre},
		{"money after a number", moneyPost(), post},
		{"am or pm", ampmRE(), amPmAfterHour(low)},
		{"minutes past an hour", pastRE(), pastHour(low)},
		{"an hour after a cue", bareHourRE(), hourAfterCue(low)},
		{"an hour said loosely", ishRE(), hourThenIsh(low)},
		{"a dish after its meal", dishAfterMeal(), sepAfterMeal(low)},
		{"a run that is no run", notRunRE.re(), containsAny(low, notRunRE.words)},
		{"a range of hours with am or pm", durRangeAmPm(), strings.ContainsAny(low, "-–") && containsAny(low, []string{"am", "pm", "a.m", "p.m"})},
	}
	for _, p := range partPhrases {
		gates = append(gates, struct {
			name    string
			re      *regexp.Regexp
			mayPass bool
		}{"the " + string(p.part), p.re(), containsAny(low, p.words) && containsAny(low, partWords)})
	}
	passed := map[string]bool{}
	for _, g := range gates {
		if g.re.MatchString(low) && !g.mayPass {
			t.Errorf("%q: the pattern of %s matches, the test says it cannot", s, g.name)
		}
		passed[g.name] = g.mayPass
	}
	return passed
}
