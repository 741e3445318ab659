package expr

import (
	"fmt"
	"reflect"
	"testing"
)

// TestShape reads conditions the way the engine's notes do: each case
// calls one reader and says what it must give.
func TestShape(t *testing.T) {
	birthday := `start_date >= "2020-01-01" && any(birthday, {month(#)==month(start_date) && day(#) == day(start_date)})`
	perMonth := `len(items) / max(1, periods(min(map(items, .start_date)), today, "month"))`
	for _, c := range []struct {
		call string
		got  any
		want any
	}{
		{"Reads(distance and sport)", Reads(`distance_km > 10 && sport == "running"`), []string{"distance_km", "sport"}},
		{"Reads(a member in a predicate)", Reads(`min(map(items, .start_date)) < today`), []string{"start_date"}},
		{"Reads(both sides of a pair)", Reads(`i1.place == i2.place && any(items, {#.title != ""})`), []string{"place", "title"}},
		{"Reads(a nested predicate)", Reads(`len(filter(items, {.duration_s > 60})) > 3`), []string{"duration_s"}},
		{"Reads(a name inside a text)", Reads(`(restaurant ?? "") == "start_date is not read"`), []string{"restaurant"}},
		{"Reads(no parse)", Reads(`not parsed ((`), []string(nil)},
		{"TextEquals(place)", TextEquals(`place == "Nordwand"`), []string{"place"}},
		{"TextEquals(with a default)", TextEquals(`(restaurant ?? "") == "Mangiare" && x > 1`), []string{"restaurant"}},
		{"TextEquals(reversed)", TextEquals(`"Sportbad" == location`), []string{"location"}},
		{"TextEquals(no text)", TextEquals(`place != "Nordwand" || city == other_city`), []string(nil)},
		{"Contains(month)", Contains(birthday, "month(#) == month(start_date)"), true},
		{"Contains(day, spaced)", Contains(birthday, "day(#) == day( start_date )"), true},
		{"Contains(year)", Contains(birthday, "year(#) == year(start_date)"), false},
		{"Contains(a call)", Contains(perMonth, "min(map(items, .start_date))"), true},
		{"Calls(periods)", Calls(perMonth, "periods"), true},
		{"Calls(sum)", Calls(perMonth, "sum"), false},
		{"TestsNumber(>)", TestsNumber("distance_km > 10"), "distance_km"},
		{"TestsNumber(negative)", TestsNumber("elevation_m >= -5.5"), "elevation_m"},
		{"TestsNumber(reversed)", TestsNumber("10 < pace"), "pace"},
		{"TestsNumber(two tests)", TestsNumber("distance_km > 10 && x > 1"), ""},
		{"TestsNumber(a text)", TestsNumber(`title == "10"`), ""},
		{"TestsNumber(no number)", TestsNumber("distance_km > other"), ""},
		{"NumberTest(an amount)", numberTest(("(sum(map(items, .steps)) / 31) > 10000")), "sum(map(items, .steps)) / 31|>|10000|true"},
		{"NumberTest(reversed)", numberTest(("10 > pace")), "pace|<|10|true"},
		{"NumberTest(negative)", numberTest(("x != -2.5")), "x|!=|-2.5|true"},
		{"NumberTest(no number)", numberTest(("len(items) > n")), "|||false"},
		{"Same(spacing)", Same("unique(flatten(map(items,.place)))", "unique(flatten(map(items, .place)))"), true},
		{"Same(another field)", Same("unique(flatten(map(items, .city)))", "unique(flatten(map(items, .place)))"), false},
	} {
		if !reflect.DeepEqual(c.got, c.want) {
			t.Errorf("%s = %#v, want %#v", c.call, c.got, c.want)
		}
	}
}

// numberTest is what NumberTest gives, joined by "|".
func numberTest(src string) string {
	side, op, n, ok := NumberTest(src)
	return fmt.Sprintf("%s|%s|%s|%v", side, op, n, ok)
}
