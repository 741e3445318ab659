package timex

import (
	"strings"
	"testing"
)

// "Weekday" in the singular before a time of day ("on weekday mornings")
// is the weekdays, as "weekend mornings" is the weekend; "which weekday"
// alone stays a question of one of the seven.
func TestWeekdayBeforeTimeOfDay(t *testing.T) {
	p := Default()
	for _, q := range []string{"runs on weekday mornings", "How often did I swim on weekday evenings?", "workday evenings"} {
		got := ""
		for _, s := range p.Parse(q, Options{}) {
			if s.Kind == Weekdays {
				got = s.Window.DateCond
			}
		}
		if !strings.Contains(got, "<= 5") {
			t.Errorf("%q: weekdays %q, want Monday to Friday", q, got)
		}
	}
	for _, s := range p.Parse("which weekday do I run most often", Options{}) {
		if s.Kind == Weekdays {
			t.Errorf("which weekday: read as a set of days %q", s.Window.DateCond)
		}
	}
}

// "After work" and "before work" are times of the day (the evening after
// the working day, the morning before it), not the time after the first
// record of work.
func TestWorkdayBoundsAreTimesOfDay(t *testing.T) {
	p := Default()
	for q, want := range map[string]string{
		"how many runs after work":          "time(17, 0)",
		"did I ever swim before work":       "time(9, 0)",
		"drinks with Max after work in May": "time(17, 0)",
	} {
		got := ""
		for _, s := range p.Parse(q, Options{}) {
			got += s.Window.TimeCond + " " + s.Window.DateCond + "|"
		}
		if !strings.Contains(got, want) {
			t.Errorf("%q: %q, want a time of day %s", q, got, want)
		}
		if strings.Contains(got, "anchor") {
			t.Errorf("%q: read as an anchor: %q", q, got)
		}
	}
}
