package generic

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"reqap/ingest"
)

// stamp is a start or end as written.
type stamp struct {
	t     time.Time // wall clock in UTC unless zoned
	date  bool      // a date without a time of day
	zoned bool      // carried an offset or Z
}

// Layouts after normalization ('T' → ' ', 'z' → 'Z'). Fractional seconds
// after the seconds are accepted by time.Parse without a layout of their own.
var (
	zonedLayouts    = []string{"2006-01-02 15:04:05Z07:00", "2006-01-02 15:04Z07:00"}
	floatingLayouts = []string{"2006-01-02 15:04:05", "2006-01-02 15:04"}
)

const dateLayout = "2006-01-02"

var errStampSyntax = errors.New(`not RFC 3339, YYYY-MM-DD or "YYYY-MM-DD HH:MM[:SS]"`)

// parseStamp reads RFC 3339 ("2024-05-01T18:30:00+02:00"), a date
// ("2024-05-01") or a floating date and time ("2024-05-01 18:30[:00]", also
// with 'T').
func parseStamp(s string) (stamp, error) {
	s = strings.TrimSpace(s)
	if len(s) < len(dateLayout) {
		return stamp{}, errStampSyntax
	}
	if len(s) == len(dateLayout) {
		t, err := time.ParseInLocation(dateLayout, s, time.UTC)
		if err != nil {
			return stamp{}, errStampSyntax
		}
		return stamp{t: t, date: true}, nil
	}
	if len(s) > 10 && (s[10] == 'T' || s[10] == 't') {
		s = s[:10] + " " + s[11:]
	}
	if strings.HasSuffix(s, "z") {
		s = s[:len(s)-1] + "Z"
	}
	last := s[len(s)-1:]
	if last == "Z" || strings.LastIndexAny(s, "+-") > 10 {
		for _, l := range zonedLayouts {
			// In UTC, so that an offset equal to this machine's zone does
			// not come back as time.Local.
			if t, err := time.ParseInLocation(l, s, time.UTC); err == nil {
				return stamp{t: t, zoned: true}, nil
			}
		}
		return stamp{}, errStampSyntax
	}
	for _, l := range floatingLayouts {
		if t, err := time.ParseInLocation(l, s, time.UTC); err == nil {
			return stamp{t: t}, nil
		}
	}
	return stamp{}, errStampSyntax
}

// loadZone resolves an IANA zone name; "" is UTC. "Local" is refused: it
// would make the import depend on the machine that runs it.
func loadZone(name string) (*time.Location, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return time.UTC, nil
	}
	if strings.EqualFold(name, "local") {
		return nil, errors.New(`tz "Local" is not allowed: name the zone, e.g. "Europe/Berlin"`)
	}
	if z, ok := zoneCache.Load(name); ok {
		return z.(zone).loc, z.(zone).err
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		err = fmt.Errorf("tz %q is not a known IANA time zone", ingest.Printable(name, 60))
	}
	// Bounded, because the names come from files: a file of random zone
	// names must not grow the cache without limit.
	if zoneCount.Add(1) <= maxCachedZones {
		zoneCache.Store(name, zone{loc, err})
	}
	return loc, err
}

// zoneCache remembers zone lookups, failed ones included: time.LoadLocation
// reads the zone database from disk on every call, which would dominate
// the import of a file that names a zone on every line.
var (
	zoneCache sync.Map // name -> zone
	zoneCount atomic.Int64
)

const maxCachedZones = 1024

type zone struct {
	loc *time.Location
	err error
}

// place puts a stamp in loc: dates and floating times take loc's wall
// clock; zoned times keep their instant and are shown in loc when a zone
// was given.
func (s stamp) place(loc *time.Location, tzGiven bool) time.Time {
	if s.zoned {
		if tzGiven {
			return s.t.In(loc)
		}
		return s.t
	}
	y, m, d := s.t.Date()
	h, mi, sec := s.t.Clock()
	return time.Date(y, m, d, h, mi, sec, s.t.Nanosecond(), loc)
}

// span is the time part of a JSONL object or CSV row, as written.
type span struct {
	start, end string // end may be ""
	allDay     *bool  // nil when not given
	tz         string
}

// resolve turns the written span into Start, End and AllDay.
//
// A date-only start makes an all-day event unless all_day says otherwise.
// All-day events start at midnight and end at the midnight after their last
// day: a date-only end names that last day (inclusive, as people write
// "2024-06-01 to 2024-06-03"), a timed end that is exactly midnight is
// taken as already exclusive. Without an end, an all-day event lasts one
// day and a timed event is an instant.
func (sp span) resolve() (start, end time.Time, allDay bool, err error) {
	loc, err := loadZone(sp.tz)
	if err != nil {
		return start, end, false, err
	}
	tzGiven := strings.TrimSpace(sp.tz) != ""
	st, err := parseStamp(sp.start)
	if err != nil {
		return start, end, false, fmt.Errorf("start %q: %w", ingest.Printable(sp.start, 60), err)
	}
	var et stamp
	hasEnd := strings.TrimSpace(sp.end) != ""
	if hasEnd {
		if et, err = parseStamp(sp.end); err != nil {
			return start, end, false, fmt.Errorf("end %q: %w", ingest.Printable(sp.end, 60), err)
		}
	}
	allDay = st.date
	if sp.allDay != nil {
		allDay = *sp.allDay
	}
	start = st.place(loc, tzGiven)
	switch {
	case allDay:
		start = midnight(start)
		end = start.AddDate(0, 0, 1)
		if hasEnd {
			e := et.place(loc, tzGiven)
			if m := midnight(e); et.date || !m.Equal(e) {
				e = m.AddDate(0, 0, 1)
			}
			// The end's day, in the start's zone, so the span is whole days.
			y, mo, d := e.Date()
			end = time.Date(y, mo, d, 0, 0, 0, 0, start.Location())
			if !end.After(start) {
				return start, end, true, fmt.Errorf("end %s is before start %s",
					end.AddDate(0, 0, -1).Format(dateLayout), start.Format(dateLayout))
			}
		}
	case hasEnd:
		end = et.place(loc, tzGiven)
	default:
		end = start
	}
	if end.Before(start) {
		return start, end, allDay, fmt.Errorf("end %s is before start %s", end.Format(time.RFC3339), start.Format(time.RFC3339))
	}
	return start, end, allDay, nil
}

func midnight(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, t.Location())
}
