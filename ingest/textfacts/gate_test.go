package textfacts

import (
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
	}
	for _, day := range ingesttest.JournalDays(300, 3, time.Date(2021, 1, 1, 0, 0, 0, 0, time.UTC)) {
		texts = append(texts, strings.Split(day, "\n")...)
	}
	for _, s := range texts {
		low := lowerASCII(s)
		for _, g := range gates {
			if g.re.MatchString(low) && !unitAfterNumber(low, g.unit, g.words) {
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
		{"clause break", clauseBreaks(), low, strings.ContainsAny(low, ";,") || strings.Contains(low, "then")},
		{"frame", frameRE(), low, findFrame(low) != nil},
		{"forgot", forgotToTell(), low, strings.Contains(low, "forgot")},
	}
	for _, g := range gates {
		if g.re.MatchString(g.s) && !g.mayPass {
			t.Errorf("%q: the %s pattern matches, the test says it cannot", line, g.name)
		}
	}
}
