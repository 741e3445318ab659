package timex

import (
	"cmp"
	"fmt"
	"strings"
	"time"

	"reqap/lang/spell"
)

// core is a time expression without the preposition that governs it.
type core struct {
	end  int
	v    val
	kind Kind
	// bare expressions (a month, a season, a holiday, a year alone) are
	// times only after a preposition ("in May", not "May sent me"), next
	// to another time ("in 2013 or 2014") or with a determiner ("my 2019
	// runs"); noFor ones not after "for" ("a gift for Christmas").
	bare, noFor bool
	// free is set for a bare year that is a time on its own (freeYear).
	free bool
	// year is the year the window is in (0 if not one), for restatements.
	year int
	// yearly, when set, is the window without its year, for restatements
	// and ranges ("Dec 24-26" in "Christmas 2020 (Dec 24-26)").
	yearly *yearly
	// single is set for ranges of days ("Oct 14-15"), which "the weekend
	// of" keeps as they are.
	single bool
	// hol is set for a holiday's day, which "over" widens.
	hol *holiday
	// name is the tokens of a holiday's name in the expression, nameOf
	// the holiday.
	name   *[2]int
	nameOf string
	// dated is set for a day of a month said by its number with no year
	// ("March 12"): "of" governs it as it does a year ("the night of
	// March 12"), where a season or a holiday after "of" is a title's
	// ("Summer of", "the Ides of March").
	dated bool
	// title is set for a bare year that reads as part of a title
	// ("Remastered 2014"): only a preposition makes it a time.
	title bool
	// note says how a reading English leaves open was chosen (Span.Note).
	note string
	// festive is set for a festival read as its usual days (Span.Festival).
	festive bool
}

// candidates returns the time expressions starting at token i.
func (s *scan) candidates(i int) []cand {
	var out []cand
	add := func(end int, v val, k Kind, c core) {
		if end > i {
			cd := cand{start: i, end: end, v: v, kind: k, year: c.year, yr: c.yearly, note: c.note, festive: c.festive}
			if c.name != nil {
				cd.hs, cd.he, cd.holiday = c.name[0], c.name[1], c.nameOf
			}
			out = append(out, cd)
		}
	}
	// A preposition and what it governs.
	for _, r := range s.phrasesOf(i, sRelation) {
		name := r.val.(string)
		word := strings.ToLower(s.text(i, r.end))
		switch name {
		case "between":
			for _, rg := range s.ranges(r.end, true) {
				add(rg.end, rg.v, rg.kind, rg)
			}
			for _, c := range s.cores(r.end) {
				if c.single && c.kind == Date {
					add(c.end, c.v, c.kind, c) // "between Dec 24 and 26"
				}
			}
			continue
		case "from", "in":
			for _, rg := range s.ranges(r.end, false) {
				add(rg.end, rg.v, rg.kind, rg)
			}
		}
		for _, c := range s.cores(r.end) {
			if c.noFor && word == "for" {
				continue
			}
			if c.kind == TimeOfDay {
				continue // clocks have their own prepositions
			}
			if word == "on" && s.seasonModifies(c) {
				continue // "spend on the winter jacket": a kind of jacket
			}
			switch name {
			case "in", "from":
				if e := s.untilNow(c.end); name == "from" && e > 0 {
					// "from March 2022 until now", "from 2021 to date",
					// "from January up to today": since then, as "from …
					// onwards" is, not that time alone
					if v, ok := bound("since", c); ok {
						add(e, v, Date, core{})
						continue
					}
				}
				if name == "from" && s.is(c.end, "on", "onward", "onwards", "forward", "forwards") && (!s.is(c.end, "on") || s.onAlone(c.end+1)) {
					// "from 2023 onwards", "from today on": since then,
					// not that time alone
					if v, ok := bound("since", c); ok {
						add(c.end+1, v, Date, core{})
						continue
					}
				}
				v := c.v
				if word == "over" || word == "around" {
					v = over(c) // "around Christmas": the days about it too
				} else if (word == "at" || word == "during") && s.festival(c) {
					// "at Christmas": the festival named as an occasion,
					// not its day ("on Christmas Day"), is its usual days
					v, c = s.festivalDays(i, c)
				}
				add(c.end, v, c.kind, c)
			default:
				if v, ok := bound(name, c); ok {
					add(c.end, v, Date, core{})
				}
			}
		}
	}
	// "of" before a year or a dated window: "the month of 2021", "the
	// best day of last year", "the night of March 12" (not "Summer of",
	// "the Ides of March").
	if s.is(i, "of") {
		for _, c := range s.cores(i + 1) {
			if c.kind == Date && (!c.noFor || c.dated) {
				add(c.end, c.v, c.kind, c)
			}
		}
	}
	// A range without a preposition: "Dec 24 to Dec 26", "2019-2021".
	for _, rg := range s.ranges(i, false) {
		add(rg.end, rg.v, rg.kind, rg)
	}
	// An expression that is a time on its own, or one licensed by the
	// words before it.
	licensed := s.coordinated(i) || s.possessed(i) || s.yearOfThings(i)
	for _, c := range s.cores(i) {
		if c.bare && c.hol != nil && !c.title && s.spentOn(i, c.end) {
			// "where did I spend Christmas": the time passed, and a
			// festival passed is its usual days, as "at Christmas" is
			// (with its year, as any festival of a year is, below)
			v := c.v
			if s.festival(c) {
				v, c = s.festivalDays(i, c)
			}
			add(c.end, v, c.kind, c)
			continue
		}
		if c.bare && (!licensed && !s.timeSaidOf(i, c.end) || c.title) && !c.free && !s.mealOf(c) {
			continue
		}
		if c.year != 0 && s.festival(c) && !s.mealOf(c) && !s.is(i-1, "was", "is", "were", "be", "falls", "fell", "fall") {
			// "who did I celebrate Christmas 2022 with": a festival
			// of a year said with no preposition is the festival, its
			// usual days, as "at Christmas 2022" is ("on Christmas
			// 2022" is its day, and so is the festival said to be a
			// day: "what day of the week was Christmas 2010")
			v, c := s.festivalDays(i, c)
			add(c.end, v, c.kind, c)
			continue
		}
		add(c.end, c.v, c.kind, c)
	}
	for _, c := range s.clocks(i) {
		add(c.end, c.v, c.kind, c)
	}
	return out
}

// untilNow returns the end of "until now", "to date", "up to today", "till
// the present", "through to today" at token i, or 0.
func (s *scan) untilNow(i int) int {
	switch {
	case s.is(i, "up", "through", "thru") && s.is(i+1, "to", "until", "till"):
		i += 2 // "up to", and "through to" as British English has it
	case s.is(i, "until", "till", "to", "through", "thru"):
		i++
	default:
		return 0
	}
	switch {
	case s.is(i, "now", "today"):
		return i + 1
	case s.is(i, "date") && s.is(i-1, "to"):
		return i + 1
	case s.is(i, "the") && s.is(i+1, "present"):
		return i + 2
	case s.is(i, "present") && s.is(i+1, "day"):
		return i + 2
	}
	return 0
}

// mealOf reports whether a holiday's day is said of a meal right after
// it ("Christmas Eve dinner", "Thanksgiving lunch"): the meal of that day.
func (s *scan) mealOf(c core) bool {
	_, _, ok := s.phrase(c.end, sMeal)
	return c.hol != nil && ok
}

// coordinated reports whether token i follows a time span and a word that
// joins a second one to it ("in 2013 or 2014", "Q2 2021 vs Q2 2020").
func (s *scan) coordinated(i int) bool {
	if len(s.prev) == 0 {
		return false
	}
	last := s.prev[len(s.prev)-1]
	j := i - 1
	if s.is(j, "in", "on", "to") {
		j--
	}
	if s.is(j, "to", "with") && s.is(j-1, "compared") {
		j--
	}
	if !s.is(j, "or", "and", "vs", "versus", "than", "compared", ",", "/", "&") && !(s.is(j, ".") && s.is(j-1, "vs")) {
		return false
	}
	if s.is(j, ".") {
		j--
	}
	return last.end == j
}

// spentOn reports whether the holiday at tokens i to end is what the verb
// spend, of passing time, passed ("where did I spend Christmas", "spent
// Easter with"): the time, not a thing, when the clause ends with it or
// goes on with a preposition or conjunction ("spend Christmas with", not
// "spend Christmas shopping"). Celebrating a holiday is the occasion
// ("who celebrated Christmas with me").
func (s *scan) spentOn(i, end int) bool {
	j := i - 1
	if s.is(j, "the") {
		j--
	}
	if !s.is(j, "spend", "spent", "spending") {
		return false
	}
	t := s.tok(end)
	return t.kind != tWord || s.is(end, "with", "in", "at", "on", "and", "or", "alone", "together", "last", "this", "that")
}

// timeSaidOf reports whether tokens i..end are the subject of "be" that
// its complement calls a time ("was 2025 a good year", "was March a
// stressful month", "is 2024 a good one"): the words say of the time
// what it was, so it is one, with no preposition before it.
func (s *scan) timeSaidOf(i, end int) bool {
	if !s.is(i-1, "was", "is", "were", "will", "has") || !s.is(end, "a", "an") {
		return false
	}
	for k := end + 1; k <= end+4; k++ {
		t := s.tok(k)
		if t.kind != tWord {
			return false
		}
		if periodUnits[t.key] || t.key == "one" {
			return true
		}
	}
	return false
}

// possessed reports whether token i follows "my" or "our" ("my 2019 tax
// return"), or another's possessive before an occasion of theirs
// ("George's 2022 birthday", "Anna's 2021 trip"; not "Adele's 2015
// album", whose year is no time of mine).
func (s *scan) possessed(i int) bool { return s.is(i-1, "my", "our") || s.othersOccasion(i) }

// othersOccasion reports whether token i follows another's possessive
// and comes before an occasion ("George's 2022 birthday").
func (s *scan) othersOccasion(i int) bool {
	if !s.possessive(i - 1) {
		return false
	}
	_, _, ok := s.phrase(i+1, sOccasion)
	return ok
}

// yearOfThings reports whether token i is a year said between a word that
// asks or counts things and their noun ("how many 2021 tweets", "which
// 2020 films", "all 2019 runs", "the 2021 haircuts I got"): the things
// of that year, as "my 2019 runs" are. After "the" only a plural is:
// "the 2020 election" names one thing.
func (s *scan) yearOfThings(i int) bool {
	t := s.tok(i)
	if t.kind != tNum || t.digits != 4 {
		return false
	}
	n := s.tok(i + 1)
	if n.kind != tWord || !n.space || s.is(i+1, nounless...) {
		return false
	}
	if s.is(i-1, "the") {
		// the plural may end a compound ("the 2020 Keep notes")
		n2 := s.tok(i + 2)
		return pluralKey(n.key) || n2.kind == tWord && n2.space && pluralKey(n2.key)
	}
	return s.is(i-1, "many", "which", "what", "all", "any", "those", "these", "some", "few", "fewer", "more")
}

// nounless are words that begin no noun phrase: what follows a time
// is no thing of it, nor an object of "on" ("from 2023 on in Berlin").
var nounless = []string{"and", "or", "to", "vs", "versus", "than", "until", "till", "through", "compared", "in", "on", "at", "of", "for", "from", "with", "by", "did", "do", "does", "was", "were", "is", "are", "have", "has", "had"}

// onAlone reports whether the "on" before token i is an adverb ("from
// 2023 on", "from today on, how many"), no preposition of what follows
// ("from 2023 on Spotify": that year, on the service; "from May on
// Mondays": a time).
func (s *scan) onAlone(i int) bool {
	if len(s.cores(i)) > 0 {
		return false
	}
	t := s.tok(i)
	return t.kind != tWord && t.kind != tNum || s.is(i, nounless...)
}

// pluralKey reports whether a word looks plural: an -s that is not of
// -ss, -us or -is ("runs", "movies"; not "class", "bus", "this").
func pluralKey(k string) bool {
	return len(k) > 3 && strings.HasSuffix(k, "s") && !strings.HasSuffix(k, "ss") && !strings.HasSuffix(k, "us") && !strings.HasSuffix(k, "is")
}

// bound applies since/after/before/until to a window.
func bound(how string, c core) (val, bool) {
	v := c.v
	if c.kind != Date || v.tcond != "" {
		return val{}, false
	}
	switch v.kind {
	case vAbs:
		switch how {
		case "since":
			return abs(v.a, time.Time{}), !v.a.IsZero()
		case "after":
			return abs(v.b, time.Time{}), !v.b.IsZero()
		case "before":
			return abs(time.Time{}, v.a), !v.a.IsZero()
		case "until":
			out := abs(time.Time{}, v.b)
			if isNewYear(v.b) {
				out.cond = fmt.Sprintf("year(%s) <= %d", DateAttr, v.b.Year()-1)
			}
			return out, !v.b.IsZero()
		}
	case vRel:
		switch how {
		case "since":
			return rel(v.from, "", ""), v.from != ""
		case "after":
			return rel(v.to, "", ""), v.to != ""
		case "before":
			return rel("", v.from, ""), v.from != ""
		case "until":
			return rel("", v.to, ""), v.to != ""
		}
	case vYearly:
		// Without a year: the latest one that has begun by today.
		yr := v.yr
		var start, end string
		if y := recentYear(yr, false); y != "" {
			w := inYear(yr, y)
			start, end = w.from, w.to
		} else {
			start = fmt.Sprintf("max(filter(%s, {# <= today}))", listStarts(yr))
			a, b := yr.at(2023)
			n := int(b.Sub(a).Hours() / 24)
			end = fmt.Sprintf("add_days(%s, %d)", start, n)
		}
		switch how {
		case "since":
			return rel(start, "", ""), true
		case "after":
			return rel(end, "", ""), true
		case "before":
			return rel("", start, ""), true
		case "until":
			return rel("", end, ""), true
		}
	}
	return val{}, false
}

// over is the window meant by "over X" and "around X": a holiday's period
// where it has one ("over Christmas": December 24-26), else X.
func over(c core) val {
	h := c.hol
	if h == nil || (h.overFrom == 0 && h.overTo == 0) {
		return c.v
	}
	if c.year != 0 {
		d := h.date(c.year)
		return abs(d.AddDate(0, 0, h.overFrom), d.AddDate(0, 0, h.overTo+1))
	}
	return val{kind: vYearly, yr: holidayYearly(h, h.overFrom, h.overTo)}
}

// festival reports whether c is a holiday named by its festival's name
// alone ("Christmas", "Easter", "New Year"), which has days about it, not
// by a day of it ("Christmas Day", "Easter Sunday", "Christmas Eve").
func (s *scan) festival(c core) bool {
	h := c.hol
	if h == nil || c.name == nil || h.overFrom == 0 && h.overTo == 0 {
		return false
	}
	last := strings.ToLower(s.text(c.name[1]-1, c.name[1]))
	return last != "day" && last != "eve" && !strings.HasSuffix(last, "day")
}

// festivalDays reads the festival c, said from token i, as its usual
// days, and says so in its note ("at christmas 2021: read as 24 December
// to 26 December").
func (s *scan) festivalDays(i int, c core) (val, core) {
	c.note = fmt.Sprintf("%s: read as %s", strings.ToLower(s.text(i, c.end)), overDays(c.hol, c.year))
	c.festive = true
	return over(c), c
}

// overDays says the days a holiday's "over" covers in year, or every
// year: "24 December to 26 December", "2 days before to 1 day after
// Easter" for a day that moves, said without its year.
func overDays(h *holiday, year int) string {
	if year == 0 && (h.month == 0 || h.base != nil) {
		return fmt.Sprintf("%s to %s %s", daysFrom(h.overFrom), daysFrom(h.overTo), strings.ReplaceAll(h.name, "_", " "))
	}
	d := h.date(cmp.Or(year, 2023))
	return d.AddDate(0, 0, h.overFrom).Format("2 January") + " to " + d.AddDate(0, 0, h.overTo).Format("2 January")
}

// daysFrom says an offset in days from a holiday ("2 days before", "the
// day of").
func daysFrom(n int) string {
	switch {
	case n == 0:
		return "the day of"
	case n == -1:
		return "1 day before"
	case n == 1:
		return "1 day after"
	case n < 0:
		return fmt.Sprintf("%d days before", -n)
	}
	return fmt.Sprintf("%d days after", n)
}

// cores returns the time expressions at token i without a preposition
// (computed once per token: rules look ahead at the same tokens).
func (s *scan) cores(i int) []core {
	if i >= len(s.toks) {
		return nil
	}
	if s.coreDone[i] {
		return s.coreMemo[i]
	}
	out := s.coresAt(i)
	s.coreMemo[i], s.coreDone[i] = out, true
	return out
}

func (s *scan) coresAt(i int) []core {
	var out []core
	add := func(c core, ok bool) {
		if ok && c.end > i {
			out = append(out, c)
		}
	}
	add(s.numericDate(i))
	out = append(out, s.monthDates(i)...)
	add(s.monthYear(i))
	add(s.year(i))
	add(s.decade(i))
	out = append(out, s.quarters(i)...)
	out = append(out, s.halves(i)...)
	add(s.season(i))
	out = append(out, s.holidays(i)...)
	out = append(out, s.weeks(i)...)
	out = append(out, s.parts(i)...)
	out = append(out, s.relative(i)...)
	add(s.weekdaySet(i))
	add(s.daytime(i))
	add(s.ever(i))
	return out
}

// yearAt reads a year at token i: four digits within minYear..maxYear.
func (s *scan) yearAt(i int) (int, bool) {
	t := s.tok(i)
	if t.kind != tNum || t.digits != 4 || t.num < minYear || t.num > maxYear {
		return 0, false
	}
	// "2019s" is a decade, "2019-03" a month.
	if n := s.tok(i + 1); s.attached(i+1) && (n.kind == tWord || n.key == "'" || n.key == "-" || n.key == "/" || n.key == ".") && !(n.key == "." && s.tok(i+2).space) {
		if !(n.key == "-" && s.tok(i+2).kind == tNum && s.tok(i+2).digits == 4) {
			return 0, false
		}
	}
	return t.num, true
}

// yearAfter reads an optional year after a date: ", 2021", " 2021", " of
// 2021", " in 2021" (with in).
func (s *scan) yearAfter(i int, in bool) (int, int) {
	j := s.opt(i, ",")
	if s.is(j, "of") || (in && s.is(j, "in")) {
		j++
	}
	if y, ok := s.yearAt(j); ok {
		return y, j + 1
	}
	return 0, i
}

// dayNum reads a day of the month at token i: 1-31 with an optional
// ordinal suffix ("3rd"), or an ordinal word ("third").
func (s *scan) dayNum(i int) (d, end int, ord bool) {
	t := s.tok(i)
	if t.kind == tNum && t.digits <= 2 && t.num >= 1 && t.num <= 31 {
		if s.attached(i+1) && s.is(i+1, "st", "nd", "rd", "th") {
			return t.num, i + 2, true
		}
		if s.attached(i+1) && s.tok(i+1).kind == tWord {
			return 0, i, false // "3pm", "5km"
		}
		return t.num, i + 1, false
	}
	if e, v, ok := s.phrase(i, sOrdinal); ok && v.(int) > 0 {
		return v.(int), e, true
	}
	return 0, i, false
}

// monthAt reads a month name at token i (with an abbreviation's dot).
func (s *scan) monthAt(i int) (m, end int, ok bool) {
	e, v, ok := s.phrase(i, sMonth)
	if !ok {
		return 0, i, false
	}
	if s.is(e, ".") && s.attached(e) && e-i == 1 && len(s.tok(i).key) <= 4 {
		e++
	}
	return v.(int), e, true
}

// numericDate reads 2019-03-07, 2019/03/07, 3/7/2019, 07.03.2019,
// 2019-03 and 03/2019 (a month).
func (s *scan) numericDate(i int) (core, bool) {
	t := s.tok(i)
	if t.kind != tNum {
		return core{}, false
	}
	sep := s.tok(i + 1).key
	if !s.attached(i+1) || (sep != "-" && sep != "/" && sep != ".") {
		return core{}, false
	}
	n2 := s.tok(i + 2)
	if n2.kind != tNum || !s.attached(i+2) {
		return core{}, false
	}
	three := s.is(i+3, sep) && s.attached(i+3) && s.tok(i+4).kind == tNum && s.attached(i+4)
	if !three {
		// 2019-03: a month (two digits after a year)
		if t.digits == 4 && (sep == "-" || sep == "/") && n2.digits == 2 && n2.num >= 1 && n2.num <= 12 && t.num >= minYear && t.num <= maxYear {
			if s.attached(i+3) && s.tok(i+3).kind != tPunct {
				return core{}, false
			}
			a := civil(t.num, n2.num, 1)
			return core{end: i + 3, v: abs(a, a.AddDate(0, 1, 0)), kind: Date, year: t.num}, true
		}
		// 03/2019, 3/2019, 03.2019, 03-2019: a month (its number before
		// a year), as forms and card expiry dates write it; a hyphen
		// after one digit is a range ("1-2000 metres") or a score
		// ("3-2019")
		if t.digits <= 2 && t.num >= 1 && t.num <= 12 && n2.digits == 4 && n2.num >= minYear && n2.num <= maxYear &&
			(sep != "-" || t.digits == 2) {
			if s.attached(i+3) && s.tok(i+3).kind != tPunct {
				return core{}, false
			}
			a := civil(n2.num, t.num, 1)
			return core{end: i + 3, v: abs(a, a.AddDate(0, 1, 0)), kind: Date, year: n2.num}, true
		}
		return core{}, false
	}
	n3 := s.tok(i + 4)
	if s.attached(i+5) && s.tok(i+5).kind == tNum {
		return core{}, false // a version number or an IP address
	}
	var y, m, d int
	switch {
	case t.digits == 4: // year first
		y, m, d = t.num, n2.num, n3.num
	case n3.digits == 4 || n3.digits == 2:
		y = n3.num
		if n3.digits == 2 {
			y = 2000 + y
			if n3.num >= 70 {
				y = 1900 + n3.num
			}
		}
		a, b := t.num, n2.num
		dayFirst := sep == "." || s.opts.DayFirst
		switch {
		case a > 12 && b <= 12:
			dayFirst = true
		case b > 12 && a <= 12:
			dayFirst = false
		}
		if dayFirst {
			d, m = a, b
		} else {
			m, d = a, b
		}
	default:
		return core{}, false
	}
	if !validDate(y, m, d) || t.digits > 4 || n2.digits > 2 {
		return core{}, false
	}
	return core{end: i + 5, v: day(civil(y, m, d)), kind: Date, year: y}, true
}

// mdDate is a month and a day, with a year or without.
type mdDate struct{ m, d, y int }

// nextDay reports whether b is the day after a in the same month ("February
// 3 and 4" are the two days from the 3rd to the 4th: a range).
func nextDay(a, b mdDate) bool { return a.m == b.m && b.d == a.d+1 }

// monthDates reads dates with month names and their ranges: "March 3rd,
// 2021", "the 3rd of March 2021", "Monday, November 16th, 2020", "Dec
// 24-26", "24-26 December 2020", "Oct 14 - Nov 2".
func (s *scan) monthDates(i int) []core {
	var out []core
	j := i
	// "and" joins the ends of a range of days after "between" ("between
	// Dec 24 and 26").
	between := s.is(i-1, "between")
	// A weekday before the date says nothing more.
	if e, _, ok := s.phrase(j, sWeekday); ok {
		k := s.opt(e, ",")
		if _, _, ok := s.monthAt(s.opt(k, "the")); ok {
			j = k
		} else if d, _, _ := s.dayNum(s.opt(k, "the")); d > 0 {
			j = k
		}
	}
	emit := func(a, b mdDate, end int, ord bool) {
		if a.y == 0 {
			a.y = b.y
		}
		if a.y != 0 && b.y == 0 {
			b.y = a.y
		}
		if a.y == 0 {
			// every year
			if !validDate(2024, a.m, a.d) || !validDate(2024, b.m, b.d) {
				return
			}
			yr := mdYearly(a.m, a.d, b.m, b.d)
			single := a == b
			out = append(out, core{end: end, v: val{kind: vYearly, yr: yr}, kind: Date, bare: single && !ord && j == i, noFor: true, yearly: yr, single: !single, dated: true})
			return
		}
		if !validDate(a.y, a.m, a.d) || !validDate(b.y, b.m, b.d) {
			return
		}
		from, to := civil(a.y, a.m, a.d), civil(b.y, b.m, b.d)
		if to.Before(from) {
			if b.y == a.y && a.y == b.y {
				from = civil(a.y-1, a.m, a.d) // "Dec 28 - Jan 3, 2021"
			}
			if to.Before(from) {
				return
			}
		}
		out = append(out, core{end: end, v: abs(from, to.AddDate(0, 0, 1)), kind: Date, year: from.Year(), single: from != to})
	}
	// Month first: March 3rd[, 2021][ - 5][, 2021]
	if m, e, ok := s.monthAt(j); ok {
		k := s.opt(e, "the")
		if d, e2, ord := s.dayNum(k); d > 0 {
			a := mdDate{m: m, d: d}
			y, e3 := s.yearAfter(e2, false)
			a.y = y
			emit(a, a, e3, ord)
			// a range: "Dec 24-26", "Oct 14 - Nov 2, 2023"
			for _, r := range s.phrasesOf(e3, sRange) {
				and := s.text(e3, r.end) == "and" && !between
				b := mdDate{m: m}
				k2 := r.end
				if m2, e4, ok := s.monthAt(k2); ok {
					b.m, k2 = m2, e4
				}
				d2, e5, _ := s.dayNum(k2)
				if d2 == 0 || and && !nextDay(a, mdDate{m: b.m, d: d2}) {
					// "May 3 and 7": two days, no range
					continue
				}
				b.d = d2
				y2, e6 := s.yearAfter(e5, false)
				b.y = y2
				emit(a, b, e6, true)
			}
		}
	}
	// Day first: the 3rd of March[ 2021], 24-26 December 2020
	k := j
	if s.is(k, "the") {
		k++
	}
	if d, e, ord := s.dayNum(k); d > 0 {
		// a range of days before the month
		ends := []struct {
			d, end int
			ord    bool
		}{{d, e, ord}}
		for _, r := range s.phrasesOf(e, sRange) {
			and := s.text(e, r.end) == "and" && !between
			if d2, e2, ord2 := s.dayNum(s.opt(r.end, "the")); d2 > 0 && (!and || nextDay(mdDate{d: d}, mdDate{d: d2})) {
				ends = append(ends, struct {
					d, end int
					ord    bool
				}{d2, e2, ord2})
			}
		}
		for n, de := range ends {
			x := s.opt(de.end, "of")
			m, e2, ok := s.monthAt(x)
			if !ok || (x == de.end && s.tok(k).kind != tNum && !de.ord) {
				continue
			}
			y, e3 := s.yearAfter(e2, false)
			a, b := mdDate{m: m, d: d, y: y}, mdDate{m: m, d: de.d, y: y}
			if n == 0 {
				emit(a, a, e3, de.ord || x > de.end)
			} else {
				emit(a, b, e3, true)
			}
		}
	}
	return out
}

// mdYearly is the window from m1/d1 to m2/d2 (included) in every year.
func mdYearly(m1, d1, m2, d2 int) *yearly {
	wrap := m2 < m1 || (m2 == m1 && d2 < d1)
	at := func(y int) (time.Time, time.Time) {
		y2 := y
		if wrap {
			y2++
		}
		d2c := d2
		if n := daysIn(y2, m2); d2c > n {
			d2c = n
		}
		d1c := d1
		if n := daysIn(y, m1); d1c > n {
			d1c = n
		}
		return civil(y, m1, d1c), civil(y2, m2, d2c).AddDate(0, 0, 1)
	}
	yr := &yearly{at: at, every: mdRangeCond(m1, d1, m2, d2), m: m1, d: d1}
	if d1 == 1 && d2 >= daysIn(2023, m2) {
		n := m2 - m1 + 1
		if wrap || n <= 0 {
			n += 12
		}
		yr.months = n
	} else {
		a, b := at(2023)
		yr.days = int(b.Sub(a).Hours() / 24)
	}
	return yr
}

// monthYear reads "March 2022", "March of 2022", "the month of March
// 2022" and a month alone ("in March": every March).
func (s *scan) monthYear(i int) (core, bool) {
	j := i
	if s.is(j, "the") && s.is(j+1, "month") && s.is(j+2, "of") {
		j += 3
	}
	m, e, ok := s.monthAt(j)
	if !ok {
		return core{}, false
	}
	if y, e2 := s.yearAfter(e, false); y != 0 {
		a := civil(y, m, 1)
		return core{end: e2, v: abs(a, a.AddDate(0, 1, 0)), kind: Date, year: y}, true
	}
	if yc, e2, ok := s.whichYear(s.opt(e, "of")); ok && e2 > e+1 {
		return core{end: e2, v: relMonths(yc, m, 1), kind: Date}, true // December of last year
	}
	if s.tok(j).kind == tWord && len(s.tok(j).key) <= 3 && s.tok(j).key != "may" && !s.is(e-1, ".") && !s.monthRange(j, e) && !s.abbrevAfterIn(j, e) {
		// "mar", "jan" alone are words or names more often than months,
		// but not as an end of a range of months ("Oct-Dec", "jan to mar")
		return core{}, false
	}
	yr := mdYearly(m, 1, m, daysIn(2024, m))
	// A month is a time after "for" as after "in" ("what did I spend for
	// March"), unlike a holiday one buys for; "may" is a name and a verb
	// as often.
	return core{end: e, v: val{kind: vYearly, yr: yr}, kind: Date, bare: j == i, noFor: s.tok(j).key == "may", yearly: yr}, true
}

// abbrevAfterIn reports whether the month abbreviation from token j to e
// follows a preposition of time and is no word of English ("in Feb",
// "since Nov"; not "in mar"): a month, unless something is glued to it
// ("in Jan's flat").
func (s *scan) abbrevAfterIn(j, e int) bool {
	return s.is(j-1, "in", "during", "since", "until", "till", "through", "throughout", "before", "after") &&
		!(s.attached(e) && (s.tok(e).kind == tWord || s.is(e, "'", "’"))) && !spell.English(s.tok(j).key)
}

// monthRange reports whether the month written from token j to e is an
// end of a range of months: another month follows or precedes it across a
// range word ("Oct-Dec 2023", "from jan to mar").
func (s *scan) monthRange(j, e int) bool {
	for _, r := range s.phrasesOf(e, sRange) {
		if _, _, ok := s.monthAt(r.end); ok && s.text(e, r.end) != "and" {
			return true
		}
	}
	for k := j - 1; k >= 0 && k >= j-3; k-- {
		for _, r := range s.phrasesOf(k, sRange) {
			if r.end != j || s.text(k, r.end) == "and" {
				continue
			}
			for m := k - 1; m >= 0 && m >= k-2; m-- {
				if _, e2, ok := s.monthAt(m); ok && e2 == k {
					return true
				}
			}
		}
	}
	return false
}

// year reads a year ("2019", "the year 2019"), which is a time only after
// a preposition or a determiner, or next to another time: "1984" the book
// and "Remastered 2014" in a title are not.
func (s *scan) year(i int) (core, bool) {
	j := i
	if s.is(j, "the") && s.is(j+1, "year") {
		j += 2
	} else if s.is(j, "year") {
		j++
	}
	// "the year of 2024": the year named with "of", as a month is ("the
	// month of May")
	if j > i && s.is(j, "of") {
		if _, ok := s.yearAt(j + 1); ok {
			j++
		}
	}
	y, ok := s.yearAt(j)
	if !ok {
		return core{}, false
	}
	a := civil(y, 1, 1)
	title := j == i && s.inTitle(j) && !(s.is(j-1, "the") && s.yearOfThings(j)) && !s.nameBeforeFreeYear(j)
	return core{end: j + 1, v: abs(a, civil(y+1, 1, 1)), kind: Date, bare: true, year: y, title: title, free: j == i && !title && s.freeYear(j)}, true
}

// nameBeforeFreeYear reports whether a year that ends the question after
// a word, capitalised as a title's would be (inTitle), is no title's all
// the same: no name the library holds has the year after that word
// ("emails from Karim 2020", "dinners with Elif 2022"), and the library
// knows its titles ("Blade Runner 2049" keeps its year).
func (s *scan) nameBeforeFreeYear(i int) bool {
	p := s.tok(i - 1)
	if s.opts.NameWord == nil || p.kind != tWord || !s.atEnd(i+1) || s.is(i-1, "-") {
		return false
	}
	return !s.opts.NameWord(p.key, s.tok(i).key)
}

// freeYear reports whether a year at token i with nothing to license it
// is a time all the same: in a query of keywords ("german holidays 2010
// count", "netflix 2012 hours"), which has no words to put a preposition
// between, or at the end of a question when the library is known
// (Options.NameWord) — as long as no name the library holds has it, for a
// title keeps its year ("Blade Runner 2049"), and it is no quantity
// ("over 2000 steps").
func (s *scan) freeYear(i int) bool {
	if i == 0 || s.is(i-1, "over", "under", "than", "least", "most", "about", "around", "approximately", "exactly", "almost", "nearly", "top", "no", "number", "#") || s.sign(i-1) || s.is(i+1, "%") {
		return false
	}
	prev := ""
	if t := s.tok(i - 1); t.kind == tWord {
		prev = t.key
	}
	if s.opts.NameWord != nil && s.opts.NameWord(prev, s.tok(i).key) {
		return false
	}
	if s.opts.NameWord != nil && s.atEnd(i+1) {
		return true
	}
	if s.opts.NameWord != nil && s.is(i+1, "or", "and", "vs", "versus") {
		// "which was busier, 2012 or 2018?": a year joined to the free
		// year that ends the question is as free
		if _, ok := s.yearAt(i + 2); ok && s.atEnd(i+3) && !s.opts.NameWord("", s.tok(i+2).key) {
			return true
		}
	}
	if s.tagFollows(i + 1) {
		// "events 2023 how many", "last email 2000 - when": keywords,
		// then the question asked of them
		return true
	}
	return s.keywords()
}

// questionTags are the questions said after keywords ("events 2023 how
// many"), each as its words.
var questionTags = [][]string{{"how", "many"}, {"how", "much"}, {"how", "long"}, {"how", "often"}, {"how", "far"}, {"when"}, {"who"}, {"what"}, {"which"}, {"where"}}

// tagFollows reports whether only a question tag, after a dash, colon or
// comma, follows from token i to the end.
func (s *scan) tagFollows(i int) bool {
	i = s.opt(i, "-", ":", ",")
tags:
	for _, tag := range questionTags {
		for n, w := range tag {
			if !s.is(i+n, w) {
				continue tags
			}
		}
		if s.atEnd(i + len(tag)) {
			return true
		}
	}
	return false
}

// atEnd reports whether only punctuation follows token i.
func (s *scan) atEnd(i int) bool {
	for ; i < len(s.toks); i++ {
		if s.toks[i].kind != tPunct {
			return false
		}
	}
	return true
}

// clauseWords are the words of a question or a clause: a question with
// none is a query of keywords.
var clauseWords = map[string]bool{"what": true, "which": true, "who": true, "whom": true, "whose": true, "when": true, "where": true, "why": true, "how": true,
	"did": true, "do": true, "does": true, "is": true, "are": true, "was": true, "were": true, "am": true, "have": true, "has": true, "had": true,
	"will": true, "would": true, "can": true, "could": true, "should": true, "shall": true, "i": true, "we": true}

// keywords reports whether the question is a query of keywords.
func (s *scan) keywords() bool {
	for _, t := range s.toks {
		if t.kind == tWord && clauseWords[t.key] {
			return false
		}
	}
	return true
}

// inTitle reports whether a bare year at token i is part of a title
// ("Don't Burn - Remastered 2014 (Grave Meridian)"): after a dash or a
// capitalised word that is no time word, or before a parenthesis or a
// dash and a capitalised word ("longest run 2025 (km)" is the question's) ("Live 2014 - Remastered"; "runs 2016 -
// total km" is a question's year, then what it asks).
func (s *scan) inTitle(i int) bool {
	if s.is(i+1, "(") && (s.tok(i+2).kind != tWord || s.tok(i+2).upper) || (s.is(i+1, "-") && !s.attached(i+1) && (s.tok(i+2).kind != tWord || s.tok(i+2).upper)) || (s.is(i-1, "-") && !s.attached(i)) || s.is(i-1, "the") {
		return true
	}
	p := s.tok(i - 1)
	return p.kind == tWord && p.upper && !p.first && !s.lx.IsTimeWord(p.key) && !s.is(i-1, "in", "of", "since", "until", "before", "after", "during", "from") && !s.othersOccasion(i)
}

// decade reads "the 2010s", "the '90s", "the 1990's", and a decade named
// by a word after "the" ("the nineties", "the noughties").
func (s *scan) decade(i int) (core, bool) {
	j := s.opt(i, "the")
	if e, v, ok := s.phrase(j, sDecade); ok && (j > i || s.afterThePart(i)) {
		y := v.(int)
		return core{end: e, v: abs(civil(y, 1, 1), civil(y+10, 1, 1)), kind: Date}, true
	}
	if s.is(j, "'") {
		j++
	}
	t := s.tok(j)
	if t.kind != tNum || (t.digits != 4 && t.digits != 2) || t.num%10 != 0 {
		return core{}, false
	}
	k := j + 1
	if s.is(k, "'") && s.attached(k) {
		k++
	}
	if !s.is(k, "s") || !s.attached(k) {
		return core{}, false
	}
	y := t.num
	if t.digits == 2 {
		y = decadeOf(t.num)
	}
	if y < minYear || y > maxYear {
		return core{}, false
	}
	return core{end: k + 1, v: abs(civil(y, 1, 1), civil(y+10, 1, 1)), kind: Date}, true
}

// afterThePart reports whether the word at i follows "the early", "the
// mid-", "the late": a decade word needs the article, which tells "the
// early thirties" (the 1930s) from "my early thirties" (an age).
func (s *scan) afterThePart(i int) bool {
	k := i - 1
	if s.is(k, "-") {
		k--
	}
	return s.is(k, "early", "mid", "late") && s.is(k-1, "the")
}

// decadeOf is the decade a two-digit one names ("the '90s", "the
// nineties"): this century's below 30, the last one's from 30.
func decadeOf(two int) int {
	if two < 30 {
		return 2000 + two
	}
	return 1900 + two
}

// months is n months from month m of year y (every year when y is 0).
func months(m, n, y, end int, bare bool) core {
	if y == 0 {
		yr := mdYearly(m, 1, m+n-1, daysIn(2023, m+n-1))
		return core{end: end, v: val{kind: vYearly, yr: yr}, kind: Date, bare: bare, yearly: yr}
	}
	a := civil(y, m, 1)
	return core{end: end, v: abs(a, a.AddDate(0, n, 0)), kind: Date, year: y}
}

// quarters reads "Q2", "Q2 2021", "2021 Q2", "2Q 2021", "the second quarter
// of 2020".
func (s *scan) quarters(i int) []core {
	var out []core
	emit := func(q, y, end int, bare bool) {
		if q >= 1 && q <= 4 {
			out = append(out, months(3*(q-1)+1, 3, y, end, bare))
		}
	}
	qAt := func(j int) (int, bool) {
		if s.is(j, "q") && s.tok(j+1).kind == tNum && s.attached(j+1) && s.tok(j+1).digits == 1 && !(s.attached(j+2) && s.tok(j+2).kind == tWord) {
			return s.tok(j + 1).num, true
		}
		return 0, false
	}
	if q, ok := qAt(i); ok {
		j := i + 2
		k := j
		if s.is(k, "/", "-", ",", "of") {
			k++
		}
		if y, ok := s.yearAt(k); ok {
			emit(q, y, k+1, false)
		} else if s.is(k, "'") && s.tok(k+1).kind == tNum && s.tok(k+1).digits == 2 {
			emit(q, 2000+s.tok(k+1).num, k+2, false)
		}
		emit(q, 0, j, true)
	}
	if y, ok := s.yearAt(i); ok {
		k := i + 1
		if s.is(k, "-", "/") {
			k++
		}
		if q, ok := qAt(k); ok {
			emit(q, y, k+2, false)
		}
	}
	if q, y, end, ok := s.numberFirst(i, "q"); ok {
		emit(q, y, end, false)
	}
	// the second quarter [of 2020 | of the year | of last year]
	j := s.opt(i, "the")
	if e, v, ok := s.phrase(j, sOrdinal); ok && s.is(e, "quarter") {
		q := v.(int)
		if q == -1 {
			q = 4
		}
		if y, ok := s.yearAt(e + 1); ok {
			// "the last quarter 2019": the year right after, without "of"
			emit(q, y, e+2, false)
			return out
		}
		if s.is(e+1, "of") {
			if y, ok := s.yearAt(e + 2); ok {
				emit(q, y, e+3, false)
			} else if yc, end, ok := s.whichYear(e + 2); ok {
				out = append(out, core{end: end, v: relMonths(yc, 3*(q-1)+1, 3), kind: Date})
			}
			return out
		}
		if v.(int) == -1 && s.is(e-1, "last") {
			// "in the last quarter", no year: the latest three months,
			// as "in the last month" is the latest one, not every
			// fourth quarter ("the final quarter" is the fourth)
			return out
		}
		emit(q, 0, e+1, j == i)
	}
	return out
}

// whichYear reads "the year", "this year", "last year", "next year" as an
// expression for the year.
func (s *scan) whichYear(i int) (string, int, bool) {
	if s.is(i, "the") && s.is(i+1, "year") {
		return "year(today)", i + 2, true
	}
	if e, v, ok := s.phrase(i, sDeictic); ok && s.is(e, "year") {
		switch v.(string) {
		case "this":
			return "year(today)", e + 1, true
		case "last":
			return "year(today) - 1", e + 1, true
		case "next":
			return "year(today) + 1", e + 1, true
		}
	}
	return "", i, false
}

// relMonths is n months from month m of the year given by expression y.
func relMonths(y string, m, n int) val {
	D := DateAttr
	start := fmt.Sprintf("date(%s, %d, 1)", y, m)
	to := fmt.Sprintf("add_months(%s, %d)", start, n)
	cond := fmt.Sprintf("year(%s) == %s && month(%s) >= %d && month(%s) <= %d", D, y, D, m, D, m+n-1)
	if n == 1 {
		cond = fmt.Sprintf("year(%s) == %s && month(%s) == %d", D, y, D, m)
	}
	return rel(start, to, cond)
}

// numberFirst reads a part of a year written number first with its year,
// as reports write it ("2Q 2021", "1H 2025"): letter is the part's ("q",
// "h"). Only with the year: "1h" alone is an hour, "2Q" may be anything.
func (s *scan) numberFirst(i int, letter string) (n, y, end int, ok bool) {
	t := s.tok(i)
	if t.kind != tNum || t.digits != 1 || !s.is(i+1, letter) || !s.attached(i+1) {
		return 0, 0, 0, false
	}
	k := s.opt(i+2, "/", "-", ",")
	if y, ok := s.yearAt(k); ok {
		return t.num, y, k + 1, true
	}
	return 0, 0, 0, false
}

// halves reads "H1 2019", "2019 H2", "1H 2025", "the second half of
// 2019", "the first half of the year", "the first half of March 2020",
// "the back half of 2023".
func (s *scan) halves(i int) []core {
	var out []core
	emit := func(h, y, end int, bare bool) { out = append(out, months(6*(h-1)+1, 6, y, end, bare)) }
	hAt := func(j int) (int, bool) {
		if s.is(j, "h") && s.tok(j+1).kind == tNum && s.attached(j+1) && (s.tok(j+1).key == "1" || s.tok(j+1).key == "2") {
			return s.tok(j + 1).num, true
		}
		return 0, false
	}
	if h, ok := hAt(i); ok {
		k := i + 2
		if s.is(k, "/", "-", ",") {
			k++
		}
		if y, ok := s.yearAt(k); ok {
			emit(h, y, k+1, false)
		}
		emit(h, 0, i+2, true)
	}
	if y, ok := s.yearAt(i); ok {
		k := s.opt(i+1, "-", "/")
		if h, ok := hAt(k); ok {
			emit(h, y, k+2, false)
		}
	}
	if h, y, end, ok := s.numberFirst(i, "h"); ok && (h == 1 || h == 2) {
		emit(h, y, end, false)
	}
	j := s.opt(i, "the")
	e, v, ok := s.phrase(j, sOrdinal)
	if !ok && s.is(j, "front", "back") {
		// "the back half of 2023": the front and back halves are the
		// first and the second
		e, v, ok = j+1, 1, true
		if s.is(j, "back") {
			v = 2
		}
	}
	if !ok || !s.is(e, "half") {
		return out
	}
	h := v.(int)
	if h == -1 {
		h = 2
	}
	if h != 1 && h != 2 {
		return out
	}
	if y, ok := s.yearAt(e + 1); ok {
		// "first half 2019": the year said right after, as in "March
		// 2020", without "of"
		emit(h, y, e+2, false)
		return out
	}
	if !s.is(e+1, "of") {
		return out
	}
	k := e + 2
	if y, ok := s.yearAt(k); ok {
		emit(h, y, k+1, false)
	} else if yc, end, ok := s.whichYear(k); ok {
		out = append(out, core{end: end, v: relMonths(yc, 6*(h-1)+1, 6), kind: Date})
	} else if m, e2, ok := s.monthAt(s.opt(k, "the")); ok {
		y, e3 := s.yearAfter(e2, false)
		d1, d2 := 1, 15
		if h == 2 {
			d1, d2 = 16, 31
		}
		if y != 0 {
			if d2 > daysIn(y, m) {
				d2 = daysIn(y, m)
			}
			out = append(out, core{end: e3, v: abs(civil(y, m, d1), civil(y, m, d2).AddDate(0, 0, 1)), kind: Date, year: y})
		} else {
			if d2 > daysIn(2024, m) {
				d2 = daysIn(2024, m)
			}
			yr := mdYearly(m, d1, m, d2)
			out = append(out, core{end: e2, v: val{kind: vYearly, yr: yr}, kind: Date, yearly: yr})
		}
	}
	return out
}

// seasonAt reads a season word, which a capital makes a name mid-sentence
// ("Summer of '69") unless a year follows.
func (s *scan) seasonAt(i int) ([2]int, int, bool) {
	e, v, ok := s.phrase(i, sSeason)
	if !ok {
		return [2]int{}, i, false
	}
	return v.([2]int), e, true
}

// seasonModifies reports whether c is a season alone with a noun right
// after it that is no time ("the winter jacket", "summer tyres"): the
// season says what kind of thing the noun is. "On" governs no season as
// a time; it governs days ("on summer evenings", "on winter weekends").
func (s *scan) seasonModifies(c core) bool {
	if !c.bare || c.yearly == nil || !c.yearly.season {
		return false
	}
	t := s.tok(c.end)
	if t.kind != tWord || !t.space || s.is(c.end, nounless...) || len(s.cores(c.end)) > 0 {
		return false
	}
	one := strings.TrimSuffix(t.key, "s")
	return !periodUnits[one] && !dayWords[one]
}

// dayWords are the nouns of days and their parts, which a season before
// them dates ("summer evenings") rather than kinds.
var dayWords = map[string]bool{"day": true, "night": true, "morning": true, "afternoon": true, "evening": true, "weekend": true, "weekday": true, "holiday": true, "vacation": true, "break": true, "time": true}

// seasonYearly is a season every year.
func seasonYearly(se [2]int) *yearly {
	// to the end month's last day, whichever year (a winter's February
	// has 29 days in a leap year)
	yr := mdYearly(se[0], 1, se[1], 31)
	yr.season = true
	return yr
}

// season reads "summer 2023", "the summer of 2022", "the 2021 summer",
// "winter 2020/21", "the winter of 2020-2021" and a season alone ("in the spring": every
// spring).
func (s *scan) season(i int) (core, bool) {
	j := s.opt(i, "the")
	if y, ok := s.yearAt(j); ok {
		// "the 2021 summer", "2021 winter": the year said before the
		// season's noun, as a word of its kind
		if se, e, ok := s.seasonAt(j + 1); ok {
			a, b := seasonYearly(se).at(y)
			return core{end: e, v: abs(a, b), kind: Date, year: y}, true
		}
	}
	se, e, ok := s.seasonAt(j)
	if !ok {
		return core{}, false
	}
	if s.is(e, "holidays", "holiday", "vacation", "vacations", "break") && !s.tok(j).upper {
		// "the summer holidays": no calendar fixes them; the season
		// they fall in is read, and said (a word left to search for
		// had found nothing)
		c, ok := s.seasonOf(j, e+1, se)
		c.note = fmt.Sprintf("%s: read as the whole season", strings.ToLower(s.text(j, e+1)))
		return c, ok
	}
	return s.seasonOf(j, e, se)
}

// seasonOf is season of the season se said from j to e, with a year
// after it or not.
func (s *scan) seasonOf(j, e int, se [2]int) (core, bool) {
	yr := seasonYearly(se)
	k := s.opt(e, ",")
	if s.is(k, "of") {
		k++
	}
	y, ok := s.yearAt(k)
	end := k + 1
	if t := s.tok(k); !ok && se[0] > se[1] && t.kind == tNum && t.digits == 4 && t.num >= minYear && t.num <= maxYear && s.is(k+1, "/", "-") && s.attached(k+1) {
		// winter 2020/21, winter 2020-2021: the first year counts
		if n := s.tok(k + 2); n.kind == tNum && s.attached(k+2) && (n.num == (t.num+1)%100 || n.num == t.num+1) {
			y, ok, end = t.num, true, k+3
		}
	}
	if ok {
		a, b := yr.at(y)
		return core{end: end, v: abs(a, b), kind: Date, year: y}, true
	}
	t := s.tok(j)
	if t.upper && !t.first {
		return core{}, false // a title: "Summer of '69", "Spring Breakers"
	}
	if yc, e2, ok := s.whichYear(e); ok && yr.m != 0 {
		// "in winter last year", "the summer this year": the season that
		// begins in that year, as "winter 2023" is (a winter runs into
		// the next)
		return core{end: e2, v: inYear(yr, yc), kind: Date}, true
	}
	return core{end: e, v: val{kind: vYearly, yr: yr}, kind: Date, bare: true, noFor: true, yearly: yr}, true
}

// holidayYearly is the day of a holiday every year.
func holidayYearly(h *holiday, from, to int) *yearly {
	yr := &yearly{at: func(y int) (time.Time, time.Time) {
		d := h.date(y)
		return d.AddDate(0, 0, from), d.AddDate(0, 0, to+1)
	}}
	yr.days = to - from + 1
	if h.fixed() {
		d := h.date(2023)
		a, b := d.AddDate(0, 0, from), d.AddDate(0, 0, to)
		yr.m, yr.d = int(a.Month()), a.Day()
		yr.every = mdRangeCond(yr.m, yr.d, int(b.Month()), b.Day())
	} else if h.nth != 0 && from == 0 && to == 0 {
		yr.every = nthWeekdayCond(h.nthMonth, h.nthWD, h.nth)
	}
	return yr
}

// nthWeekdayCond is the condition for the nth weekday wd of month m in
// any year.
func nthWeekdayCond(m, wd, n int) string {
	D := DateAttr
	if n < 0 {
		return fmt.Sprintf("month(%s) == %d && weekday(%s) == %d && day(%s) >= %d", D, m, D, wd, D, daysIn(2023, m)-6)
	}
	return fmt.Sprintf("month(%s) == %d && weekday(%s) == %d && day(%s) >= %d && day(%s) <= %d", D, m, D, wd, D, 7*(n-1)+1, D, 7*n)
}

// holidays reads "Christmas", "Christmas Eve 2023", "New Year's Day
// 2024", "the Fourth of July weekend in 2020", "Easter 2024",
// "Thanksgiving week".
func (s *scan) holidays(i int) []core {
	j := s.opt(i, "the")
	e, hv, ok := s.phrase(j, sHoliday)
	if !ok {
		return nil
	}
	h := hv.(*holiday)
	name := &[2]int{j, e}
	var out []core
	type shape struct {
		end      int
		from, to int // days around the holiday
		weekend  bool
		week     bool
		note     string
	}
	shapes := []shape{{end: e}}
	note := ""
	if s.is(e-1, "holidays", "season", "period") {
		// a holiday named as a period ("the holidays", "the festive
		// season") is its period; "holidays" alone only with "the" (not
		// "on holidays", the public ones)
		if e == j+1 && j == i {
			return nil
		}
		shapes[0].from, shapes[0].to = h.overFrom, h.overTo
		from, to := h.date(2023).AddDate(0, 0, h.overFrom), h.date(2023).AddDate(0, 0, h.overTo)
		note = fmt.Sprintf("%s: read as %s to %s", strings.ToLower(s.text(i, e)), from.Format("2 January"), to.Format("2 January"))
		name = nil // a period, no day's name
	}
	if s.is(e, "day") {
		shapes = append(shapes, shape{end: e + 1})
	}
	base := shapes[len(shapes)-1].end
	switch {
	case s.is(base, "weekend"):
		shapes = append(shapes, shape{end: base + 1, weekend: true})
	case s.is(base, "week"):
		shapes = append(shapes, shape{end: base + 1, week: true})
	case s.is(base, "holidays", "period", "break", "season"):
		// "the Christmas holidays": the days around it that "over
		// Christmas" means, said, as no calendar fixes them
		from, to := h.date(2023).AddDate(0, 0, h.overFrom), h.date(2023).AddDate(0, 0, h.overTo)
		said := fmt.Sprintf("%s: read as %s to %s", strings.ToLower(s.text(i, base+1)), from.Format("2 January"), to.Format("2 January"))
		shapes = append(shapes, shape{end: base + 1, from: h.overFrom, to: h.overTo, note: said})
	}
	for _, sh := range shapes {
		note := cmp.Or(sh.note, note)
		at := func(y int) (time.Time, time.Time) {
			d := h.date(y)
			switch {
			case sh.weekend:
				return holidayWeekend(d)
			case sh.week:
				a := startOfWeek(d)
				return a, a.AddDate(0, 0, 7)
			}
			return d.AddDate(0, 0, sh.from), d.AddDate(0, 0, sh.to+1)
		}
		var hol *holiday
		if sh == (shape{end: sh.end, note: sh.note}) {
			hol = h
		}
		if y, e2 := s.yearAfter(sh.end, true); y != 0 {
			a, b := at(y)
			out = append(out, core{end: e2, v: abs(a, b), kind: Date, year: y, hol: hol, name: name, nameOf: h.name, note: note})
			continue
		}
		var yr *yearly
		if sh.weekend || sh.week {
			yr = &yearly{at: at}
		} else {
			yr = holidayYearly(h, sh.from, sh.to)
		}
		if yc, e2, ok := s.whichYear(sh.end); ok && yr.m != 0 && hol == nil && sh.to > sh.from {
			// "the holidays last year", "the Christmas holidays last
			// year": the period that begins in that year (the holidays
			// run to New Year's Day of the next)
			out = append(out, core{end: e2, v: inYear(yr, yc), kind: Date, hol: hol, name: name, nameOf: h.name, note: note})
			continue
		}
		out = append(out, core{end: sh.end, v: val{kind: vYearly, yr: yr}, kind: Date, bare: hol != nil || note != "", noFor: true, yearly: yr, hol: hol, name: name, nameOf: h.name, note: note})
	}
	return out
}
