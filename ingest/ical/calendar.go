package ical

import (
	"log/slog"
	"strings"
	"time"
)

// calendar holds what one VCALENDAR says about all its events: its name,
// its zone and its VTIMEZONEs.
type calendar struct {
	file string // for log messages
	name string // X-WR-CALNAME
	// desc is X-WR-CALDESC: what the whole calendar is ("Public Holidays
	// in Germany"), which its events' own texts often leave unsaid, so it
	// is a field of each of them.
	desc   string
	method string
	// zone is X-WR-TIMEZONE, or nil. Floating times and all-day dates are
	// placed in floating(), which is zone or UTC.
	zone *time.Location
	// guess is the zone the calendar's author most likely lived in:
	// X-WR-TIMEZONE, else its first usable VTIMEZONE, else UTC. It is only
	// used to read the date of a UTC UNTIL of an all-day rule, which
	// Exchange writes as the start of the last day in the author's zone.
	guess  *time.Location
	vtz    map[string]*component
	locs   map[string]*time.Location
	warned map[string]bool
}

func newCalendar(file string, vc *component) *calendar {
	c := &calendar{
		file:   file,
		name:   strings.TrimSpace(vc.text("X-WR-CALNAME")),
		desc:   strings.TrimSpace(vc.text("X-WR-CALDESC")),
		method: strings.ToUpper(strings.TrimSpace(vc.text("METHOD"))),
		vtz:    map[string]*component{},
		locs:   map[string]*time.Location{},
		warned: map[string]bool{},
	}
	var firstTZ string
	for _, ch := range vc.children {
		if ch.name != "VTIMEZONE" {
			continue
		}
		id := cleanTZID(ch.text("TZID"))
		if id == "" {
			continue
		}
		if firstTZ == "" {
			firstTZ = id
		}
		c.vtz[id] = ch
		c.vtz[normKey(id)] = ch
	}
	if tz := cleanTZID(vc.text("X-WR-TIMEZONE")); tz != "" {
		c.zone = c.location(tz)
	}
	c.guess = c.zone
	if c.guess == nil && firstTZ != "" {
		c.guess = c.location(firstTZ)
	}
	if c.guess == nil {
		c.guess = time.UTC
	}
	return c
}

// floating is the zone of floating times and all-day dates.
func (c *calendar) floating() *time.Location {
	if c.zone != nil {
		return c.zone
	}
	return time.UTC
}

// location resolves a TZID (see the package comment for the order), or
// returns nil when nothing is known about it.
func (c *calendar) location(tzid string) *time.Location {
	tzid = cleanTZID(tzid)
	if l, ok := c.locs[tzid]; ok {
		return l
	}
	l := zoneByName(tzid)
	if l == nil {
		vtz := c.vtz[tzid]
		if vtz == nil {
			vtz = c.vtz[normKey(tzid)]
		}
		if vtz != nil {
			if alias := cleanTZID(vtz.text("X-LIC-LOCATION")); alias != "" {
				l = zoneByName(alias)
			}
			if l == nil {
				var err error
				if l, err = zoneFromVTIMEZONE(tzid, vtz); err != nil {
					slog.Warn("ics: unusable VTIMEZONE", "file", c.file, "line", vtz.line, "tzid", tzid, "err", err)
					l = nil
				}
			}
		}
	}
	if l == nil {
		l = zoneFromOffsetName(tzid)
	}
	c.locs[tzid] = l
	return l
}

// value builds a dtValue from one written value and the TZID parameter of
// the property p it was read from (named in a warning: which line of the
// file wrote the zone not known).
func (c *calendar) value(civ time.Time, kind dtKind, tzid string, p *prop) dtValue {
	v := dtValue{kind: kind, civil: civ, raw: civ}
	switch kind {
	case kUTC:
		v.inst = civ
		// Google means UTC times in a calendar with X-WR-TIMEZONE as times
		// in that zone: show them there and let them recur there.
		if c.zone != nil {
			v.loc = c.zone
			v.civil = wall(civ.In(c.zone))
		}
	case kFloating:
		if tzid = cleanTZID(tzid); tzid != "" {
			if l := c.location(tzid); l != nil {
				v.kind, v.loc = kZoned, l
			} else if !c.warned[tzid] {
				c.warned[tzid] = true
				slog.Warn("ics: unknown TZID, times read in the calendar zone", "file", c.file, "line", p.line, "property", p.name, "tzid", tzid, "zone", c.floating().String())
			}
		}
	}
	return v
}

// parseValue parses a single-valued date property such as DTSTART.
func (c *calendar) parseValue(p *prop) (dtValue, error) {
	civ, kind, err := parseCivil(p.value)
	if err != nil {
		return dtValue{}, err
	}
	return c.value(civ, kind, p.param("TZID"), p), nil
}

// period is one RDATE entry: a start and, for PERIOD values, an end.
type period struct {
	start dtValue
	end   *dtValue
	dur   *nominal
}

// parseList parses a multi-valued RDATE or EXDATE property. Values that do
// not parse are returned as bad, the rest is used.
func (c *calendar) parseList(p *prop) (out []period, bad []string) {
	tzid := p.param("TZID")
	for _, s := range strings.Split(p.value, ",") {
		s = strings.TrimSpace(s)
		if s == "" {
			continue
		}
		a, b, isPeriod := strings.Cut(s, "/")
		civ, kind, err := parseCivil(a)
		if err != nil {
			bad = append(bad, s)
			continue
		}
		per := period{start: c.value(civ, kind, tzid, p)}
		if isPeriod {
			if strings.HasPrefix(strings.TrimSpace(b), "P") || strings.HasPrefix(strings.TrimSpace(b), "+P") {
				d, err := parseDuration(b)
				if err != nil || d.negative() {
					bad = append(bad, s)
					continue
				}
				per.dur = &d
			} else {
				ec, ek, err := parseCivil(b)
				if err != nil {
					bad = append(bad, s)
					continue
				}
				e := c.value(ec, ek, tzid, p)
				per.end = &e
			}
		}
		out = append(out, per)
	}
	return out, bad
}
