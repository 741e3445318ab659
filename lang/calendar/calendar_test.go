package calendar

import (
	"testing"

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
