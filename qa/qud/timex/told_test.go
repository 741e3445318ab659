package timex

import (
	"testing"
	"time"
)

// A text names a holiday (NamesHoliday); one named a day or two before
// the text was written is the day it tells of (RecentHoliday).
func TestHolidaysTold(t *testing.T) {
	p := Default()
	cet := time.FixedZone("CET", 3600)
	for _, c := range []struct {
		text, written string
		named, recent string // "" for none
	}{
		{"2021, let's go 🎉 Thanks Freya, Ruby and Chloé for the best NYE", "2021-01-01 12:12", "NYE", "2020-12-31"},
		{"Best New Year's Eve ever", "2023-01-02 09:00", "New Year's Eve", "2022-12-31"},
		{"Christmas Eve dinner at my parents'", "2022-12-25 10:00", "Christmas Eve", "2022-12-24"},
		{"Halloween party was wild 🎃", "2022-11-01 11:00", "Halloween", "2022-10-31"},
		{"NYE plans anyone?", "2022-12-31 10:00", "NYE", "2022-12-31"},         // the day itself
		{"Still thinking about that NYE party", "2022-01-09 10:00", "NYE", ""}, // too long ago
		{"Merry Christmas everyone", "2022-12-26 10:00", "Christmas", ""},      // a stretch of days
		{"Happy new year!", "2023-01-01 00:10", "new year", ""},                // a stretch of days
		{"Best birthday crew: Elif and Karim 🥳", "2023-01-01 12:00", "", ""},
	} {
		written, err := time.ParseInLocation("2006-01-02 15:04", c.written, cet)
		if err != nil {
			t.Fatal(err)
		}
		named, _ := p.NamesHoliday(c.text)
		recent := ""
		if d, _, ok := p.RecentHoliday(c.text, written, 2); ok {
			recent = d.Format("2006-01-02")
		}
		if named != c.named || recent != c.recent {
			t.Errorf("%q written %s: named %q, told of %q; want %q, %q", c.text, c.written, named, recent, c.named, c.recent)
		}
	}
}
