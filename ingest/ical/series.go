package ical

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"
)

// MaxInstances bounds the instances one recurrence rule is expanded to; a
// rule that would yield more (FREQ=SECONDLY with no end) is cut there and
// the cut is reported as a skipped record.
const MaxInstances = 50_000

// MaxFileInstances bounds the instances of all the recurring events of a
// file together, so that many rules (forty FREQ=SECONDLY events in 4 KB)
// cannot add up to millions; the expansions past it are cut and reported.
const MaxFileInstances = 200_000

// Budgets of periods that yield nothing (see expand): per rule, and for all
// rules of a file together, so that many sparse rules cannot add up.
const (
	ruleWaste = 1_000_000
	fileWaste = 10_000_000
)

// vevent is one VEVENT with its dates parsed.
type vevent struct {
	c        *component
	cal      *calendar
	uid      string
	identity string // uid, or a stand-in for events without one
	seq      int
	pos      int // order in the file, the last tie-breaker
	start    dtValue
	allDay   bool
	end      *dtValue
	dur      *nominal
	days     int           // length of an all-day event in days
	exact    time.Duration // length of a timed event with DTEND
	rid      *dtValue
	rules    []*rrule
	exrules  []*rrule
	rdates   []period
	exdates  []period
}

func (v *vevent) record() string {
	if v.uid == "" {
		return fmt.Sprintf("VEVENT (line %d)", v.c.line)
	}
	return fmt.Sprintf("VEVENT UID=%s (line %d)", clip(v.uid), v.c.line)
}

func (v *vevent) recurring() bool { return len(v.rules) > 0 || len(v.rdates) > 0 }

// display is the zone the event's times are shown in; frame is the zone its
// wall clock recurs in. They differ only for all-day events, whose dates
// recur without a zone.
func (v *vevent) display() *time.Location {
	if v.allDay {
		return v.cal.floating()
	}
	return v.start.frame(v.cal.floating())
}

// skipper receives partial problems of a record.
type skipper func(record string, reason error)

// readEvent parses the dates and rules of a VEVENT. An error means the
// event cannot be imported at all; problems with parts of it (a bad RRULE,
// a bad EXDATE value) are reported through skip and the rest is used.
func readEvent(cal *calendar, c *component, pos int, skip skipper) (*vevent, error) {
	v := &vevent{c: c, cal: cal, pos: pos, uid: strings.TrimSpace(c.text("UID"))}
	if !c.closed {
		return v, errors.New("VEVENT is not terminated (is the file cut off?)")
	}
	if p := c.get("SEQUENCE"); p != nil {
		v.seq, _ = strconv.Atoi(strings.TrimSpace(p.value))
	}
	if p := c.get("RECURRENCE-ID"); p != nil {
		rid, err := cal.parseValue(p)
		if err != nil {
			return v, fmt.Errorf("RECURRENCE-ID %q (line %d): %w", clip(p.value), p.line, err)
		}
		v.rid = &rid
	}
	p := c.get("DTSTART")
	switch {
	case p != nil:
		start, err := cal.parseValue(p)
		if err != nil {
			return v, fmt.Errorf("DTSTART %q (line %d): %w", clip(p.value), p.line, err)
		}
		v.start = start
	case v.rid != nil:
		v.start = *v.rid // an override that only names its instance
	default:
		return v, errors.New("VEVENT has no DTSTART")
	}
	v.allDay = v.start.isDate()
	if p := c.get("DTEND"); p != nil {
		end, err := cal.parseValue(p)
		if err != nil {
			return v, fmt.Errorf("DTEND %q (line %d): %w", clip(p.value), p.line, err)
		}
		v.end = &end
	} else if p := c.get("DURATION"); p != nil {
		d, err := parseDuration(p.value)
		if err != nil {
			return v, fmt.Errorf("DURATION (line %d): %w", p.line, err)
		}
		v.dur = &d
	}
	fl := cal.floating()
	switch {
	case v.allDay:
		v.days = 1
		switch {
		case v.end != nil:
			if n := int(dateOf(v.end.civil).Sub(v.start.civil).Hours() / 24); n > 0 {
				v.days = n
			}
		case v.dur != nil:
			n := v.dur.days
			if v.dur.exact > 0 {
				n += int((v.dur.exact + 24*time.Hour - 1) / (24 * time.Hour))
			}
			if n > 0 {
				v.days = n
			}
		}
	case v.end != nil:
		if d := v.end.instant(fl).Sub(v.start.instant(fl)); d > 0 {
			v.exact = d
		}
	case v.dur != nil && v.dur.negative():
		v.dur = nil
	}
	if v.uid != "" {
		v.identity = v.uid
	} else {
		v.identity = "no-uid\x00" + c.get("DTSTART").valueOrEmpty() + "\x00" + c.text("SUMMARY")
	}
	if v.rid != nil {
		return v, nil // overrides do not recur themselves
	}
	for _, name := range []string{"RRULE", "EXRULE"} {
		for _, p := range c.all(name) {
			r, err := parseRRule(p.value)
			if err != nil {
				if name == "RRULE" {
					skip(v.record(), fmt.Errorf("%s (line %d) is unreadable, only the first occurrence is imported: %w", name, p.line, err))
				} else {
					skip(v.record(), fmt.Errorf("%s (line %d) is unreadable and ignored: %w", name, p.line, err))
				}
				continue
			}
			if name == "RRULE" {
				v.rules = append(v.rules, r)
			} else {
				v.exrules = append(v.exrules, r)
			}
		}
	}
	for _, name := range []string{"RDATE", "EXDATE"} {
		for _, p := range c.all(name) {
			list, bad := cal.parseList(p)
			if len(bad) > 0 {
				skip(v.record(), fmt.Errorf("%s (line %d): ignored unreadable values %q", name, p.line, bad))
			}
			if name == "RDATE" {
				v.rdates = append(v.rdates, list...)
			} else {
				v.exdates = append(v.exdates, list...)
			}
		}
	}
	return v, nil
}

func (p *prop) valueOrEmpty() string {
	if p == nil {
		return ""
	}
	return p.value
}

func dateOf(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

const (
	dateKeyLayout    = "2006-01-02"
	instantKeyLayout = "2006-01-02T15:04:05Z"
)

// writtenDate is the date a DATE-TIME used to name an all-day instance
// stands for. Exporters write the date as midnight UTC (Google) or as the
// start of the day in their own zone converted to UTC (Exchange): a UTC
// value at midnight is taken as written, any other UTC value is read in the
// calendar author's zone, and a zoned or floating value is taken as written.
func (cal *calendar) writtenDate(v dtValue) time.Time {
	if v.kind == kUTC && (v.raw.Hour() != 0 || v.raw.Minute() != 0 || v.raw.Second() != 0) {
		return dateOf(wall(v.inst.In(cal.guess)))
	}
	return dateOf(v.raw)
}

// instance is one occurrence, ready to become an event.
type instance struct {
	key        string
	start, end time.Time
	allDay     bool
	ev         *vevent
	recurring  bool
	override   bool
	// series is the master whose rule made the instance or whose instance
	// an override replaces (nil when none is in the file): how often the
	// series repeats is read from its RRULE.
	series *vevent
	// moved is the start of the instance an override replaced, when the
	// override puts it on another day or time ("the bin collection was
	// moved to Friday"); zero otherwise.
	moved time.Time
}

// better reports whether a should replace b for the same instance key:
// overrides beat generated instances, then the higher SEQUENCE, then the
// later component in the file.
func better(a, b *instance) bool {
	if a.override != b.override {
		return a.override
	}
	if a.ev.seq != b.ev.seq {
		return a.ev.seq > b.ev.seq
	}
	return a.ev.pos > b.ev.pos
}

// single computes the span of an event at its own DTSTART.
func (v *vevent) single() (time.Time, time.Time) {
	if v.allDay {
		return v.daySpan(v.start.civil)
	}
	s := v.start.instant(v.cal.floating())
	return s, v.endFor(s)
}

// daySpan is the span of an all-day instance on date d.
func (v *vevent) daySpan(d time.Time) (time.Time, time.Time) {
	loc := v.display()
	d = dateOf(d)
	return civilIn(d, loc), civilIn(d.AddDate(0, 0, v.days), loc)
}

// endFor is the end of a timed instance starting at s.
func (v *vevent) endFor(s time.Time) time.Time {
	switch {
	case v.end != nil:
		loc := v.end.frame(v.cal.floating())
		if v.end.isDate() {
			loc = s.Location()
		}
		return s.Add(v.exact).In(loc)
	case v.dur != nil:
		return v.dur.addTo(s)
	}
	return s
}

// expansion collects the instances of one UID.
type expansion struct {
	ctx     context.Context
	horizon time.Time
	skip    skipper
	byKey   map[string]*instance
	n       int
	waste   *int // what is left of the file's fileWaste
	left    *int // what is left of the file's MaxFileInstances
}

// expand runs one rule of v within the budgets.
func (x *expansion) expand(v *vevent, r *rrule, yield func(time.Time) bool) error {
	budget := min(ruleWaste, *x.waste)
	err := r.expand(v.start.civil, x.stopFor(v, r), MaxInstances, &budget, yield)
	*x.waste -= min(ruleWaste, *x.waste) - budget
	return err
}

func (x *expansion) put(in *instance) {
	if old, ok := x.byKey[in.key]; ok && !better(in, old) {
		return
	}
	x.byKey[in.key] = in
}

// expandMaster adds every instance of a master VEVENT (one for an event
// that does not recur).
func (x *expansion) expandMaster(v *vevent) error {
	if !v.recurring() {
		s, e := v.single()
		x.put(&instance{key: v.keyOf(v.start.civil, s), start: s, end: e, allDay: v.allDay, ev: v})
		return nil
	}
	fl := v.cal.floating()
	frame := v.start.frame(fl)
	exKeys, exDates := map[string]bool{}, map[time.Time]bool{}
	for _, ex := range v.exdates {
		switch {
		case v.allDay:
			exKeys[v.cal.writtenDate(ex.start).Format(dateKeyLayout)] = true
		case ex.start.isDate():
			exDates[dateOf(ex.start.civil)] = true
		default:
			exKeys[ex.start.instant(fl).UTC().Format(instantKeyLayout)] = true
		}
	}
	for _, r := range v.exrules {
		_ = x.expand(v, r, func(civ time.Time) bool {
			if v.allDay {
				exKeys[dateOf(civ).Format(dateKeyLayout)] = true
			} else {
				exKeys[civilIn(civ, frame).UTC().Format(instantKeyLayout)] = true
			}
			return true
		})
	}
	var ctxErr error
	add := func(civ time.Time, exact time.Time, per *period) {
		in := &instance{ev: v, allDay: v.allDay, recurring: true, series: v}
		if v.allDay {
			d := dateOf(civ)
			in.key = d.Format(dateKeyLayout)
			if exKeys[in.key] {
				return
			}
			in.start, in.end = v.daySpan(d)
		} else {
			if exact.IsZero() {
				exact = civilIn(civ, frame)
			}
			in.key = exact.UTC().Format(instantKeyLayout)
			if exKeys[in.key] || exDates[dateOf(civ)] {
				return
			}
			in.start = exact.In(v.display())
			in.end = v.endFor(in.start)
		}
		if per != nil && per.end != nil {
			if e := per.end.instant(fl); e.After(in.start) {
				in.end = e.In(in.start.Location())
			}
		} else if per != nil && per.dur != nil {
			in.end = per.dur.addTo(in.start)
		}
		x.put(in)
	}
	fileFull := false
	for _, r := range v.rules {
		if *x.left <= 0 {
			fileFull = true
			break
		}
		err := x.expand(v, r, func(civ time.Time) bool {
			if x.n++; x.n&4095 == 0 {
				if ctxErr = x.ctx.Err(); ctxErr != nil {
					return false
				}
			}
			if *x.left--; *x.left < 0 {
				fileFull = true
				return false
			}
			var exact time.Time
			if civ.Equal(v.start.civil) && !v.allDay {
				exact = v.start.instant(fl) // keeps the exact instant of an ambiguous wall clock
			}
			add(civ, exact, nil)
			return true
		})
		if ctxErr != nil {
			return ctxErr
		}
		switch {
		case fileFull:
		case errors.Is(err, errTooMany):
			x.skip(v.record(), fmt.Errorf("recurrence stopped after %d instances", MaxInstances))
		case err != nil:
			x.skip(v.record(), fmt.Errorf("recurrence stopped early: %w", err))
		}
	}
	if fileFull {
		x.skip(v.record(), fmt.Errorf("recurrence stopped: the file's recurring events reached %d instances", MaxFileInstances))
	}
	if len(v.rules) == 0 { // RDATE only: DTSTART is still the first instance
		var exact time.Time
		if !v.allDay {
			exact = v.start.instant(fl)
		}
		add(v.start.civil, exact, nil)
	}
	for i := range v.rdates {
		rd := &v.rdates[i]
		switch {
		case v.allDay:
			add(v.cal.writtenDate(rd.start), time.Time{}, rd)
		case rd.start.isDate():
			// A date in a timed series: the series' time of day on that date.
			civ := rd.start.civil.Add(v.start.civil.Sub(dateOf(v.start.civil)))
			add(civ, time.Time{}, rd)
		default:
			exact := rd.start.instant(fl)
			add(wall(exact.In(frame)), exact, rd)
		}
	}
	return nil
}

// stopFor ends the expansion of rule r of v at the horizon and at UNTIL.
func (x *expansion) stopFor(v *vevent, r *rrule) func(time.Time) bool {
	frame := v.start.frame(v.cal.floating())
	var untilDate time.Time
	switch r.untilKind {
	case kUTC:
		untilDate = v.cal.writtenDate(dtValue{kind: kUTC, raw: r.until, inst: r.until})
	case kDate, kFloating:
		untilDate = dateOf(r.until)
	}
	return func(civ time.Time) bool {
		var t time.Time
		if v.allDay {
			t = civilIn(dateOf(civ), v.display())
		} else {
			t = civilIn(civ, frame)
		}
		if !t.Before(x.horizon) {
			return true
		}
		switch {
		case r.untilKind == 0:
			return false
		case v.allDay || r.untilKind == kDate:
			return dateOf(civ).After(untilDate)
		case r.untilKind == kUTC:
			return t.After(r.until)
		default:
			return civ.After(r.until)
		}
	}
}

// keyOf is the instance key of an occurrence with wall clock civ starting
// at s: its date for all-day events, its instant in UTC otherwise.
func (v *vevent) keyOf(civ, s time.Time) string {
	if v.allDay {
		return dateOf(civ).Format(dateKeyLayout)
	}
	return s.UTC().Format(instantKeyLayout)
}

// addOverride adds an override, keyed by the instance of the masters it
// replaces, or by its own RECURRENCE-ID when no master has that instance.
func (x *expansion) addOverride(o *vevent, masters []*vevent) {
	s, e := o.single()
	in := &instance{start: s, end: e, allDay: o.allDay, ev: o, recurring: true, override: true}
	rid := *o.rid
	var fallback string
	for i, m := range masters {
		var keys []string
		switch {
		case m.allDay:
			keys = []string{x.dateKey(o.cal.writtenDate(rid))}
		case rid.isDate():
			// A date names the master's instance on that day, if any.
			want := dateOf(rid.civil)
			frame := m.start.frame(m.cal.floating())
			for k, mi := range x.byKey {
				if mi.ev == m && !mi.override && dateOf(wall(mi.start.In(frame))).Equal(want) {
					keys = append(keys, k)
				}
			}
			sort.Strings(keys)
			keys = append(keys, x.dateKey(want))
		default:
			keys = []string{rid.instant(m.start.frame(m.cal.floating())).UTC().Format(instantKeyLayout)}
		}
		if i == 0 {
			fallback = keys[len(keys)-1]
		}
		for _, k := range keys {
			if was, ok := x.byKey[k]; ok {
				in.key = k
				in.series = m
				orig := was.start
				if was.override && !was.moved.IsZero() {
					orig = was.moved
				}
				if !orig.Equal(s) {
					in.moved = orig
				}
				x.put(in)
				return
			}
		}
	}
	if fallback == "" { // no master at all
		if rid.isDate() {
			fallback = x.dateKey(dateOf(rid.civil))
		} else {
			fallback = rid.instant(o.cal.floating()).UTC().Format(instantKeyLayout)
		}
	}
	in.key = fallback
	x.put(in)
}

func (x *expansion) dateKey(d time.Time) string { return d.Format(dateKeyLayout) }

// sorted returns the instances in start order.
func (x *expansion) sorted() []*instance {
	out := make([]*instance, 0, len(x.byKey))
	for _, in := range x.byKey {
		out = append(out, in)
	}
	sort.Slice(out, func(i, j int) bool {
		if !out[i].start.Equal(out[j].start) {
			return out[i].start.Before(out[j].start)
		}
		return out[i].key < out[j].key
	})
	return out
}
