package qa

import (
	"testing"
	"time"
)

// TestAttrTypeFits pins the one check EXTRACT (keep a value that already
// fits) and OTX (flag an extractor that broke its promise) share: the two
// copies it replaced disagreed on types they did not know.
func TestAttrTypeFits(t *testing.T) {
	day := NewDate(2022, time.March, 1)
	cases := []struct {
		t    AttrType
		v    any
		want bool
	}{
		{"", "anything", true},
		{"", nil, true},
		{TypeText, "Pasta", true},
		{TypeText, 3.0, false},
		{TypeNumber, 3.0, true},
		{TypeNumber, 3, true},
		{TypeNumber, "3", false},
		{TypeDuration, 600.0, true},
		{TypeDistance, 5.2, true},
		{TypeMoney, 9.99, true},
		{TypeMoney, "9.99 EUR", false},
		{TypeDate, day, true},
		{TypeDate, time.Date(2022, 3, 1, 9, 0, 0, 0, time.UTC), false},
		{TypeTime, NewClock(9, 30, 0), true},
		{TypeTime, day, false},
		{TypeDateTime, time.Date(2022, 3, 1, 9, 0, 0, 0, time.UTC), true},
		{TypeDateTime, day, false},
		{TypeList, []string{"a"}, true},
		{TypeList, []any{"a", 1.0}, true},
		{TypeList, "a;b", false},
		{TypeBool, true, true},
		{TypeBool, "yes", false},
		// An unknown type fits nothing: a value cannot already be of a
		// type that does not exist, so EXTRACT tries to convert it (and
		// fails) and OTX reports it rather than trusting it.
		{"colour", "red", false},
		{"colour", nil, false},
	}
	for _, c := range cases {
		if got := c.t.Fits(c.v); got != c.want {
			t.Errorf("%q.Fits(%#v) = %v, want %v", c.t, c.v, got, c.want)
		}
	}
}
