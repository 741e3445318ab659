package qa

import (
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"

	"reqap/internal/test"
)

var (
	berlin  = test.Zone("Europe/Berlin")
	newYork = test.Zone("America/New_York")
	tokyo   = test.Zone("Asia/Tokyo")
)

func TestDate(t *testing.T) {
	d := NewDate(2024, 1, 31)
	if d.String() != "2024-01-31" || d.Year() != 2024 || d.Month() != 1 || d.Day() != 31 {
		t.Fatalf("date = %s %d %d %d", d, d.Year(), d.Month(), d.Day())
	}
	if d.Weekday() != time.Wednesday {
		t.Errorf("weekday = %s", d.Weekday())
	}
	tests := []struct {
		d      Date
		months int
		want   string
	}{
		{NewDate(2024, 1, 31), 1, "2024-02-29"},
		{NewDate(2023, 1, 31), 1, "2023-02-28"},
		{NewDate(2024, 3, 31), -1, "2024-02-29"},
		{NewDate(2024, 12, 15), 1, "2025-01-15"},
		{NewDate(2024, 1, 15), -13, "2022-12-15"},
		{NewDate(2024, 2, 29), 12, "2025-02-28"},
		{NewDate(2024, 5, 31), -6, "2023-11-30"},
	}
	for _, tc := range tests {
		if got := tc.d.AddMonths(tc.months).String(); got != tc.want {
			t.Errorf("%s + %d months = %s, want %s", tc.d, tc.months, got, tc.want)
		}
	}
	if got := NewDate(2024, 2, 28).AddDays(2).String(); got != "2024-03-01" {
		t.Errorf("AddDays = %s", got)
	}
	if !(Date{}).IsZero() || NewDate(1970, 1, 1).IsZero() {
		t.Error("zero date")
	}
	for _, w := range []struct {
		y, m, d int
		wd      time.Weekday
	}{{1, 1, 1, time.Monday}, {2000, 1, 1, time.Saturday}, {2024, 11, 3, time.Sunday}, {1969, 12, 31, time.Wednesday}} {
		if got := NewDate(w.y, time.Month(w.m), w.d).Weekday(); got != w.wd {
			t.Errorf("%d-%d-%d weekday %s, want %s", w.y, w.m, w.d, got, w.wd)
		}
	}
	var back Date
	if err := back.UnmarshalText([]byte("2022-06-03")); err != nil || back != NewDate(2022, 6, 3) {
		t.Errorf("unmarshal = %v %v", back, err)
	}
}

func TestClock(t *testing.T) {
	c := NewClock(18, 30, 0)
	if c.String() != "18:30" || c.Hour() != 18 || c.Minute() != 30 {
		t.Fatalf("clock = %s", c)
	}
	if NewClock(7, 5, 9).String() != "07:05:09" {
		t.Errorf("seconds: %s", NewClock(7, 5, 9))
	}
	if ClockFromNanos(-int64(time.Hour)).String() != "23:00" {
		t.Errorf("wrap: %s", ClockFromNanos(-int64(time.Hour)))
	}
	for in, want := range map[string]string{"18:30": "18:30", "6:30 PM": "18:30", "6pm": "18:00", "07:05:09": "07:05:09", "15h": "15:00"} {
		got, ok := ParseClock(in)
		if !ok || got.String() != want {
			t.Errorf("ParseClock(%q) = %s %v, want %s", in, got, ok, want)
		}
	}
}

func TestCompare(t *testing.T) {
	lateNY := time.Date(2019, 1, 5, 23, 30, 0, 0, newYork) // 2019-01-06 05:30 in Berlin
	morningTokyo := time.Date(2019, 1, 6, 8, 0, 0, 0, tokyo)
	tests := []struct {
		name string
		a, b any
		want int
		err  bool
	}{
		{"numbers", 1.5, 2, -1, false},
		{"int and float", 3, 3.0, 0, false},
		{"text folds case", "Italian", "italian", 0, false},
		{"text order", "apple", "Banana", -1, false},
		{"bools", false, true, -1, false},
		{"dates", NewDate(2022, 1, 1), NewDate(2021, 12, 31), 1, false},
		{"date with datetime uses its civil date", NewDate(2019, 1, 5), lateNY, 0, false},
		{"datetime with date", lateNY, NewDate(2019, 1, 6), -1, false},
		{"datetimes by instant across zones", lateNY, morningTokyo, 1, false},
		{"clock with clock", NewClock(8, 0, 0), NewClock(9, 30, 0), -1, false},
		{"clock with datetime wall clock", NewClock(23, 30, 0), lateNY, 0, false},
		{"date with text", NewDate(2022, 6, 3), "2022-06-03", 0, false},
		{"text with date", "2022-06-04", NewDate(2022, 6, 3), 1, false},
		{"clock with text", NewClock(18, 0, 0), "18:00", 0, false},
		{"datetime with date text", lateNY, "2019-01-05", 0, false},
		{"datetime with datetime text", lateNY, "2019-01-05T23:30:00-05:00", 0, false},
		{"datetime with naive text in its zone", lateNY, "2019-01-05 23:00", 1, false},
		{"missing", nil, 1, 0, true},
		{"text and number", "3", 3, 0, true},
		{"date and clock", NewDate(2022, 1, 1), NewClock(1, 0, 0), 0, true},
		{"list", []string{"a"}, "a", 0, true},
		{"bad date text", NewDate(2022, 1, 1), "soon", 0, true},
	}
	for _, tc := range tests {
		got, err := Compare(tc.a, tc.b)
		if (err != nil) != tc.err {
			t.Errorf("%s: err = %v", tc.name, err)
			continue
		}
		if !tc.err && got != tc.want {
			t.Errorf("%s: Compare = %d, want %d", tc.name, got, tc.want)
		}
	}
	if _, err := Compare(nil, 1); !errors.Is(err, ErrMissing) {
		t.Errorf("nil: %v", err)
	}
	var te *TypeError
	if _, err := Compare("a", 1.0); !errors.As(err, &te) || te.A != KindText || te.B != KindNumber {
		t.Errorf("type error: %v", err)
	}
}

func TestEqual(t *testing.T) {
	tests := []struct {
		a, b any
		want bool
	}{
		{nil, nil, true},
		{nil, 0.0, false},
		{"Daft Punk", "daft punk", true},
		{1, 1.0, true},
		{"1", 1.0, false},
		{[]string{"a", "B"}, []any{"A", "b"}, true},
		{[]string{"a"}, []string{"a", "b"}, false},
		{NewDate(2022, 1, 1), time.Date(2022, 1, 1, 23, 0, 0, 0, time.UTC), true},
		{time.Date(2022, 1, 1, 12, 0, 0, 0, berlin), time.Date(2022, 1, 1, 11, 0, 0, 0, time.UTC), true},
	}
	for _, tc := range tests {
		if got := Equal(tc.a, tc.b); got != tc.want {
			t.Errorf("Equal(%v, %v) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}

func TestParseDateTime(t *testing.T) {
	tests := []struct {
		in   string
		loc  *time.Location
		want time.Time
	}{
		{"2022-06-03T18:30:00+02:00", nil, time.Date(2022, 6, 3, 16, 30, 0, 0, time.UTC)},
		{"2022-06-03 18:30", berlin, time.Date(2022, 6, 3, 18, 30, 0, 0, berlin)},
		{"2022-06-03", tokyo, time.Date(2022, 6, 3, 0, 0, 0, 0, tokyo)},
		{"2022-06-03T18:30:00Z", nil, time.Date(2022, 6, 3, 18, 30, 0, 0, time.UTC)},
	}
	for _, tc := range tests {
		got, ok := ParseDateTime(tc.in, tc.loc)
		if !ok || !got.Equal(tc.want) {
			t.Errorf("ParseDateTime(%q) = %v %v, want %v", tc.in, got, ok, tc.want)
		}
	}
	for _, bad := range []string{"", "yesterday", "2022-13-40", "12"} {
		if _, ok := ParseDateTime(bad, nil); ok {
			t.Errorf("ParseDateTime(%q) accepted", bad)
		}
	}
	for in, want := range map[string]string{"2022-06-03": "2022-06-03", "3 June 2022": "2022-06-03", "June 3, 2022": "2022-06-03",
		"2022-06-03T23:30:00-05:00": "2022-06-03", "03.06.2022": "2022-06-03"} {
		if d, ok := ParseDate(in); !ok || d.String() != want {
			t.Errorf("ParseDate(%q) = %s %v", in, d, ok)
		}
	}
}

func TestFormat(t *testing.T) {
	tests := []struct {
		v    any
		want string
	}{
		{42.0, "42"},
		{12.345, "12.35"},
		{0.1 + 0.2, "0.3"},
		{-0.001, "0"},
		{NewDate(2022, 6, 3), "2022-06-03"},
		{NewClock(9, 5, 0), "09:05"},
		{time.Date(2022, 6, 3, 18, 30, 0, 0, berlin), "2022-06-03 18:30"},
		{[]any{"Daft Punk", 2.0}, "Daft Punk, 2"},
		{true, "true"},
	}
	for _, tc := range tests {
		if got := Format(tc.v); got != tc.want {
			t.Errorf("Format(%v) = %q, want %q", tc.v, got, tc.want)
		}
	}
	test.Table(t, "FormatDuration", FormatDuration, "formatduration.tsv")
}

// TestCurrencyOfGroups: the total of an order, a group's amount, is in its
// members' currency; members in two currencies give none.
func TestCurrencyOfGroups(t *testing.T) {
	member := func(cur string) *Item {
		return NewItem(nil, Attr{Name: "price", Value: 10.0}, Attr{Name: "price_currency", Value: cur})
	}
	group := func(curs ...string) *Item {
		g := &Item{}
		for _, c := range curs {
			g.Members = append(g.Members, member(c))
		}
		return g.With("total_price", 20.0)
	}
	if got := CurrencyOf([]*Item{group("usd", "USD"), group("USD")}, "total_price"); got != "USD" {
		t.Errorf("currency of orders = %q, want USD", got)
	}
	if got := CurrencyOf([]*Item{group("USD", "EUR")}, "total_price"); got != "" {
		t.Errorf("currency of an order in two currencies = %q, want none", got)
	}
}

// Numbers are written with two decimals at most, rounded as people round
// the decimal they see: halves away from zero.
func TestFormatNumberRoundsHalfUp(t *testing.T) {
	for _, c := range []struct {
		f    float64
		want string
	}{
		{8.975, "8.98"}, {2.675, "2.68"}, {-2.675, "-2.68"}, {8.9749, "8.97"},
		{12, "12"}, {0.1 + 0.2, "0.3"}, {1e-9, "0"}, {-0.001, "0"}, {1234567.125, "1234567.13"},
	} {
		if got := FormatNumber(c.f); got != c.want {
			t.Errorf("FormatNumber(%v) = %q, want %q", c.f, got, c.want)
		}
	}
}

// A duration of whole days (a trip, a stay) is said in days too; one of
// hours and minutes is not.
func TestDurationAnswerInDays(t *testing.T) {
	for _, c := range []struct {
		v    float64
		unit string
		want string
	}{
		{168, "h", "168 h (7 days)"},
		{604800, "s", "168 h (7 days)"},
		{59.95, "h", "59.95 h (59 h 57 min)"},
		{24, "h", "24 h"},
		{49, "h", "49 h"},
	} {
		if got := NewAnswer(c.v, c.unit, UnitDuration).Text; got != c.want {
			t.Errorf("NewAnswer(%v %s) = %q, want %q", c.v, c.unit, got, c.want)
		}
	}
}

// A total is what the numbers add up to on paper, and a mean that total
// shared (Sum), as FormatNumber writes them.
func TestSum(t *testing.T) {
	test.Table(t, "Sum", func(in struct{ Op, Numbers string }) string {
		var s Sum
		fs := strings.Fields(in.Numbers)
		for _, f := range fs {
			x, err := strconv.ParseFloat(f, 64)
			if err != nil {
				t.Fatal(err)
			}
			s.Add(x)
		}
		if in.Op == "mean" {
			return FormatNumber(s.Mean(len(fs)))
		}
		return FormatNumber(s.Value())
	}, "sum.tsv")
}
