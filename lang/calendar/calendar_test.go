package calendar

import (
	"maps"
	"testing"
	"time"

	"reqap/internal/test"
)

func TestMonth(t *testing.T) {
	test.Table(t, "Month", func(w string) string {
		if m, ok := Month(w); ok {
			return m.String()
		}
		return "none"
	}, "months.tsv")
}

func TestWeekday(t *testing.T) {
	for w, want := range map[string]string{"tue": "Tuesday", "tues": "Tuesday", "thurs": "Thursday", "sunday": "Sunday", "weds": "Wednesday", "tu": "none", "mond": "none"} {
		got := "none"
		if d, ok := Weekday(w); ok {
			got = d.String()
		}
		if got != want {
			t.Errorf("Weekday(%q) = %s, want %s", w, got, want)
		}
	}
}

// season is a calendar name of neither months nor days, so that the test
// shows the recipe of names and not one of its uses.
type season int

func (s season) String() string { return [...]string{"Spring", "Summer", "Autumn", "Winter"}[s] }

// A calendar's names are each one's name and first three letters, in
// lower case, and the longer abbreviations it is given.
func TestNames(t *testing.T) {
	got := names(season(0), season(3), map[string]season{"fall": 2})
	want := map[string]season{"spring": 0, "spr": 0, "summer": 1, "sum": 1, "autumn": 2, "aut": 2, "fall": 2, "winter": 3, "win": 3}
	if !maps.Equal(got, want) {
		t.Errorf("names = %v, want %v", got, want)
	}
}

func TestOrder(t *testing.T) {
	for _, c := range []struct {
		a, b string
		less bool
	}{
		{"December 2017", "April 2018", true},
		{"April 2018", "August 2018", true},
		{"February", "November", true},
		{"Sunday", "Monday", false},
		{"Monday", "Tuesday", true},
	} {
		ka, ra := Order(c.a)
		kb, rb := Order(c.b)
		if ka == OrderNone || ka != kb {
			t.Errorf("Order(%q), Order(%q): kinds %d, %d", c.a, c.b, ka, kb)
		}
		if (ra < rb) != c.less {
			t.Errorf("Order(%q) = %d, Order(%q) = %d: want less %v", c.a, ra, c.b, rb, c.less)
		}
	}
	if k, _ := Order("Apple 2018"); k != OrderNone {
		t.Errorf("Order(Apple 2018) kind %d, want none", k)
	}
}

func TestDaysIn(t *testing.T) {
	test.Table(t, "DaysIn", func(in struct {
		Y int
		M time.Month
	}) int {
		return DaysIn(in.Y, in.M)
	}, "days.tsv")
}

func TestISOWeekday(t *testing.T) {
	for d, want := range map[time.Weekday]int{time.Monday: 1, time.Wednesday: 3, time.Saturday: 6, time.Sunday: 7} {
		if got := ISOWeekday(d); got != want {
			t.Errorf("ISOWeekday(%s) = %d, want %d", d, got, want)
		}
	}
}

// The months' names are the full ones a question spells, in order, each
// read back as its month.
func TestMonthNames(t *testing.T) {
	names := MonthNames()
	if len(names) != 12 || names[0] != "january" || names[8] != "september" || names[11] != "december" {
		t.Fatalf("MonthNames() = %q", names)
	}
	for i, n := range names {
		if m, ok := Month(n); !ok || int(m) != i+1 {
			t.Errorf("Month(%q) = %v, %v, want %d", n, m, ok, i+1)
		}
	}
}

// A month's full name is one in any case; an abbreviation or another word
// is none.
func TestFullMonth(t *testing.T) {
	for w, want := range map[string]bool{"March": true, "may": true, "SEPTEMBER": true, "mar": false, "sept": false, "Monday": false, "": false} {
		if got := FullMonth(w); got != want {
			t.Errorf("FullMonth(%q) = %v, want %v", w, got, want)
		}
	}
}
