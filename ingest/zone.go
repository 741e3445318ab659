package ingest

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// zones holds every zone restored so far, by name, then offset. It is
// read on every decoded time (twice per event), so reads take no lock and
// allocate nothing; the few writes copy it.
var (
	zones   atomic.Pointer[zoneMap]
	zonesMu sync.Mutex
)

type zoneMap map[string][]zoneAt

type zoneAt struct {
	off int
	loc *time.Location
}

// find returns the zone named name with offset off, if restored before.
// The name is bytes so that a record's is looked up without a string.
func (m *zoneMap) find(name []byte, off int) *time.Location {
	if m == nil {
		return nil
	}
	for _, z := range (*m)[string(name)] {
		if z.off == off {
			return z.loc
		}
	}
	return nil
}

// Zone restores a time zone from its stored name and offset (see
// ZoneName), as the binary form does: an IANA name that loads and agrees
// with the offset is used as is, anything else becomes a fixed zone with
// that name, so the wall-clock time always survives.
func Zone(name string, off int) *time.Location { return zoneOf([]byte(name), off) }

// zoneOf is Zone of a name still in the record's bytes.
func zoneOf(name []byte, off int) *time.Location {
	if loc := zones.Load().find(name, off); loc != nil {
		return loc
	}
	return storeZone(string(name), off)
}

func storeZone(name string, off int) *time.Location {
	zonesMu.Lock()
	defer zonesMu.Unlock()
	old := zones.Load()
	if loc := old.find([]byte(name), off); loc != nil {
		return loc
	}
	loc := time.UTC
	if name != "UTC" || off != 0 {
		loc = time.FixedZone(name, off)
		if name != "" {
			if l, err := time.LoadLocation(name); err == nil {
				loc = l
			}
		}
	}
	next := zoneMap{}
	if old != nil {
		next = maps.Clone(*old)
	}
	next[name] = append(slices.Clip(next[name]), zoneAt{off, loc})
	zones.Store(&next)
	return loc
}

// FixedOffset makes a parsed time independent of the machine's zone:
// time.Parse reuses time.Local when the offset written happens to be the
// local one, so a time keeps only its offset (UTC for zero).
func FixedOffset(t time.Time) time.Time {
	_, off := t.Zone()
	if off == 0 {
		return t.UTC()
	}
	return t.In(time.FixedZone("", off))
}

// Epoch reads a Unix time written in seconds or, when too large to be
// seconds (after 5138), in milliseconds; zero, negative and absurd values
// are no time.
func Epoch(n int64) (time.Time, bool) {
	switch {
	case n <= 0 || n >= 1e14:
		return time.Time{}, false
	case n > 1e11:
		return time.UnixMilli(n).UTC(), true
	}
	return time.Unix(n, 0).UTC(), true
}

// ParseTime reads a timestamp as exports write it in text (Google's, for
// one): RFC 3339 with or without fractional seconds and zone,
// "2025-03-24 20:25:02 +0100", or epoch milliseconds or seconds (Epoch).
// A time that names no zone is UTC; the zone of the others is kept as
// their offset (FixedOffset).
func ParseTime(s string) (time.Time, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return time.Time{}, errors.New("no time")
	}
	if n, err := strconv.ParseInt(s, 10, 64); err == nil {
		if t, ok := Epoch(n); ok {
			return t, nil
		}
		return time.Time{}, fmt.Errorf("%s is not a plausible epoch time", s)
	}
	for _, layout := range []string{time.RFC3339Nano, "2006-01-02 15:04:05 -0700", "2006-01-02 15:04:05Z07:00", "2006-01-02T15:04:05"} {
		if t, err := time.Parse(layout, s); err == nil {
			return FixedOffset(t), nil
		}
	}
	return time.Time{}, fmt.Errorf("%q is not a time", Printable(s, 40))
}
