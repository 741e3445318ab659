package expr

import (
	"slices"
	"testing"
)

func TestReads(t *testing.T) {
	for src, want := range map[string][]string{
		`distance_km > 10 && sport == "running"`:              {"distance_km", "sport"},
		`min(map(items, .start_date)) < today`:                {"start_date"},
		`i1.place == i2.place && any(items, {#.title != ""})`: {"place", "title"},
		`len(filter(items, {.duration_s > 60})) > 3`:          {"duration_s"},
		`(restaurant ?? "") == "start_date is not read"`:      {"restaurant"},
		`not parsed ((`: nil,
	} {
		if got := Reads(src); !slices.Equal(got, want) {
			t.Errorf("Reads(%q) = %q, want %q", src, got, want)
		}
	}
}

func TestTextEquals(t *testing.T) {
	for src, want := range map[string][]string{
		`place == "Nordwand"`:                       {"place"},
		`(restaurant ?? "") == "Mangiare" && x > 1`: {"restaurant"},
		`"Sportbad" == location`:                    {"location"},
		`place != "Nordwand" || city == other_city`: nil,
		`month(#) == month(start_date)`:             nil,
	} {
		if got := TextEquals(src); !slices.Equal(got, want) {
			t.Errorf("TextEquals(%q) = %q, want %q", src, got, want)
		}
	}
}

func TestContainsAndCalls(t *testing.T) {
	c := `start_date >= "2020-01-01" && any(birthday, {month(#)==month(start_date) && day(#) == day(start_date)})`
	if !Contains(c, "month(#) == month(start_date)") || !Contains(c, "day(#) == day( start_date )") {
		t.Errorf("Contains missed a comparison of %q", c)
	}
	if Contains(c, "year(#) == year(start_date)") {
		t.Errorf("Contains found a comparison %q does not make", c)
	}
	fn := `len(items) / max(1, periods(min(map(items, .start_date)), today, "month"))`
	if !Calls(fn, "periods") || Calls(fn, "sum") || !Contains(fn, "min(map(items, .start_date))") {
		t.Errorf("Calls or Contains misread %q", fn)
	}
}

func TestTestsNumber(t *testing.T) {
	for src, want := range map[string]string{
		"distance_km > 10":          "distance_km",
		"elevation_m >= -5.5":       "elevation_m",
		"10 < pace":                 "pace",
		"distance_km > 10 && x > 1": "",
		`title == "10"`:             "",
		"distance_km > other":       "",
	} {
		if got := TestsNumber(src); got != want {
			t.Errorf("TestsNumber(%q) = %q, want %q", src, got, want)
		}
	}
}
