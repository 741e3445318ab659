package timex

import (
	"testing"
	"time"
)

func TestRecentHoliday(t *testing.T) {
	p := Default()
	cet := time.FixedZone("CET", 3600)
	at := func(s string) time.Time {
		d, err := time.ParseInLocation("2006-01-02 15:04", s, cet)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	for _, c := range []struct {
		text, written, want string // want "" for none
	}{
		{"2021, let's go 🎉 Thanks Freya, Ruby and Chloé for the best NYE", "2021-01-01 12:12", "2020-12-31"},
		{"Best New Year's Eve ever", "2023-01-02 09:00", "2022-12-31"},
		{"Christmas Eve dinner at my parents'", "2022-12-25 10:00", "2022-12-24"},
		{"Halloween party was wild 🎃", "2022-11-01 11:00", "2022-10-31"},
		{"NYE plans anyone?", "2022-12-31 10:00", "2022-12-31"},         // the day itself
		{"Still thinking about that NYE party", "2022-01-09 10:00", ""}, // too long ago
		{"Merry Christmas everyone", "2022-12-26 10:00", ""},            // a stretch of days
		{"Happy new year!", "2023-01-01 00:10", ""},                     // a stretch of days
		{"Lunch with Sanne", "2023-01-01 12:00", ""},
	} {
		d, _, ok := p.RecentHoliday(c.text, at(c.written), 2)
		got := ""
		if ok {
			got = d.Format("2006-01-02")
		}
		if got != c.want {
			t.Errorf("RecentHoliday(%q, %s) = %q, want %q", c.text, c.written, got, c.want)
		}
	}
}

func TestNamesHoliday(t *testing.T) {
	p := Default()
	for text, want := range map[string]string{
		"2023, let's go 🎉 Thanks Karim for the best NYE": "NYE",
		"Halloween party @ Can's 🎃":                      "Halloween",
		"Merry Christmas everyone":                       "Christmas",
		"Best birthday crew: Elif and Karim 🥳":           "",
	} {
		got, _ := p.NamesHoliday(text)
		if got != want {
			t.Errorf("NamesHoliday(%q) = %q, want %q", text, got, want)
		}
	}
}
