package retrieve

import (
	"testing"

	"reqap/lang/daypart"
)

// The hours in which the happening a text names by a part of a day may
// have started.
func TestToldHours(t *testing.T) {
	for _, c := range []struct {
		part daypart.Part
		in   []int
		out  []int
	}{
		{daypart.Morning, []int{4, 7, 11}, []int{3, 12}},
		{daypart.Afternoon, []int{11, 15, 17}, []int{10, 18}},
		// "yesterday evening's match" kicked off at 17:00; a party goes on
		{daypart.Evening, []int{17, 20, 23, 0, 3}, []int{16, 4}},
		// "last night" is the evening out as well as the night
		{daypart.Night, []int{17, 19, 22, 2, 4}, []int{16, 5}},
		{daypart.None, []int{0, 5, 12, 23}, nil},
	} {
		from, to := toldHours(c.part)
		for _, h := range c.in {
			if !inPart(h, from, to) {
				t.Errorf("%q: %d h is not in %d..%d", c.part, h, from, to)
			}
		}
		for _, h := range c.out {
			if inPart(h, from, to) {
				t.Errorf("%q: %d h is in %d..%d", c.part, h, from, to)
			}
		}
	}
}
