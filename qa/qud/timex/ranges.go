package timex

import "time"

// ranges reads "X to Y", "X - Y", "X through Y" (and "X and Y" after
// "between") from token i, where X and Y are dates, months, years or
// relative days: "2019-2021", "March to May 2022", "from 2021-02-01 to
// 2021-03-15". Both ends are included. A range of bare words needs a
// preposition: "from May to June", not "May to June".
func (s *scan) ranges(i int, between bool) []core {
	var out []core
	for _, x := range s.cores(i) {
		if x.kind != Date {
			continue
		}
		for _, r := range s.phrasesOf(x.end, sRange) {
			w := s.text(x.end, r.end)
			if (w == "and") != between {
				continue
			}
			if w == "-" && s.attached(x.end) != s.attached(r.end) && !s.attached(x.end) {
				continue // "2014 -Remastered" is no range
			}
			for _, y := range s.cores(r.end) {
				if y.kind != Date {
					continue
				}
				v, ok := joinRange(x, y)
				if !ok {
					continue
				}
				bare := x.bare && y.bare
				out = append(out, core{end: y.end, v: v.v, kind: Date, bare: bare, year: v.year, yearly: v.yearly, single: true})
			}
		}
	}
	return out
}

// joinRange is the window from the start of x to the end of y; an end
// without a year takes the other's ("between March and May 2022").
func joinRange(x, y core) (core, bool) {
	xv, yv := x.v, y.v
	if xv.tcond != "" || yv.tcond != "" {
		return core{}, false
	}
	switch {
	case xv.kind == vAbs && yv.kind == vAbs:
		if xv.a.IsZero() || yv.b.IsZero() || !xv.a.Before(yv.b) {
			return core{}, false
		}
		return core{v: abs(xv.a, yv.b), year: sameYear(xv.a, yv.b)}, true
	case xv.kind == vYearly && yv.kind == vAbs:
		if yv.b.IsZero() {
			return core{}, false
		}
		y := yv.b.AddDate(0, 0, -1).Year()
		a, _ := xv.yr.at(y)
		if !a.Before(yv.b) {
			a, _ = xv.yr.at(y - 1)
		}
		if !a.Before(yv.b) {
			return core{}, false
		}
		return core{v: abs(a, yv.b), year: sameYear(a, yv.b)}, true
	case xv.kind == vAbs && yv.kind == vYearly:
		if xv.a.IsZero() {
			return core{}, false
		}
		y := xv.a.Year()
		_, b := yv.yr.at(y)
		if !xv.a.Before(b) {
			_, b = yv.yr.at(y + 1)
		}
		return core{v: abs(xv.a, b), year: sameYear(xv.a, b)}, true
	case xv.kind == vYearly && yv.kind == vYearly:
		if xv.yr.m == 0 || yv.yr.m == 0 {
			return core{}, false
		}
		a, _ := xv.yr.at(2023)
		_, b := yv.yr.at(2023)
		if !b.After(a) {
			_, b = yv.yr.at(2024)
		}
		last := b.AddDate(0, 0, -1)
		yr := mdYearly(int(a.Month()), a.Day(), int(last.Month()), last.Day())
		return core{v: val{kind: vYearly, yr: yr}, yearly: yr}, true
	case xv.kind == vRel && yv.kind == vRel:
		if xv.from == "" || yv.to == "" {
			return core{}, false
		}
		return core{v: rel(xv.from, yv.to, "")}, true
	}
	return core{}, false
}

// sameYear is the year of [a, b) when it lies in one.
func sameYear(a, b time.Time) int {
	if a.Year() == b.AddDate(0, 0, -1).Year() {
		return a.Year()
	}
	return 0
}
