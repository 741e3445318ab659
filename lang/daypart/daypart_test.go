package daypart

import "testing"

func at(h, m int) int { return h*60 + m }

func TestContains(t *testing.T) {
	for _, c := range []struct {
		min  int
		want []Part
	}{
		{at(4, 59), []Part{Night}},
		{at(5, 0), []Part{Morning}}, // "early morning"
		{at(8, 30), []Part{Morning}},
		{at(11, 30), []Part{Morning, Midday}}, // "late morning", "around noon"
		{at(12, 0), []Part{Midday, Afternoon}},
		{at(13, 30), []Part{Midday, Afternoon}}, // "after lunch"
		{at(14, 0), []Part{Afternoon}},
		{at(17, 59), []Part{Afternoon}},
		{at(18, 0), []Part{Evening}},
		{at(21, 59), []Part{Evening}},
		{at(22, 0), []Part{Evening, Night}},
		{at(23, 59), []Part{Evening, Night}}, // "late at night"
		{at(0, 0), []Part{Night}},
		{at(2, 30), []Part{Night}},
	} {
		for _, p := range Parts {
			want := false
			for _, w := range c.want {
				want = want || w == p
			}
			if got := p.Contains(c.min); got != want {
				t.Errorf("%s.Contains(%02d:%02d) = %v, want %v", p, c.min/60, c.min%60, got, want)
			}
		}
		if !None.Contains(c.min) {
			t.Errorf("the whole day does not contain %02d:%02d", c.min/60, c.min%60)
		}
	}
}

// The parts together cover the day, each part a real span.
func TestSpans(t *testing.T) {
	covered := make([]bool, Day)
	for _, p := range Parts {
		from, to := p.Span()
		if from < 0 || from >= Day || to <= 0 || to > Day || from == to {
			t.Errorf("%s spans %d..%d", p, from, to)
		}
		for m := range Day {
			covered[m] = covered[m] || p.Contains(m)
		}
	}
	for m, ok := range covered {
		if !ok {
			t.Errorf("%02d:%02d is in no part of the day", m/60, m%60)
		}
	}
}

func TestParse(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Part
		ok   bool
	}{
		{"morning", Morning, true}, {"noon", Midday, true}, {"midday", Midday, true},
		{"afternoon", Afternoon, true}, {"evening", Evening, true}, {"night", Night, true},
		{"", None, false}, {"dawn", "", false},
	} {
		got, ok := Parse(c.in)
		if ok != c.ok || (ok && got != c.want) {
			t.Errorf("Parse(%q) = %q, %v; want %q, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

// Every minute is grouped in one part, the one whose span holds it, the
// night before the evening it overlaps.
func TestOf(t *testing.T) {
	for _, c := range []struct {
		m    int
		want Part
	}{{at(0, 0), Night}, {at(4, 59), Night}, {at(5, 0), Morning}, {at(11, 59), Morning}, {at(12, 0), Afternoon}, {at(17, 59), Afternoon}, {at(18, 0), Evening}, {at(21, 59), Evening}, {at(22, 0), Night}, {at(23, 59), Night}} {
		if got := Of(c.m); got != c.want {
			t.Errorf("Of(%d) = %s, want %s", c.m, got, c.want)
		}
	}
	for m := 0; m < Day; m++ {
		if p := Of(m); !p.Contains(m) {
			t.Errorf("Of(%d) = %s, which does not hold it", m, p)
		}
	}
}
