package ingest

import (
	"errors"
	"fmt"
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
	zones   atomic.Pointer[map[string][]zoneAt]
	zonesMu sync.Mutex
)

type zoneAt struct {
	off int
	loc *time.Location
}

// Zone restores a time zone from its stored name and offset (see
// ZoneName), as the binary form does: an IANA name that loads and agrees
// with the offset is used as is, anything else becomes a fixed zone with
// that name, so the wall-clock time always survives.
func Zone(name string, off int) *time.Location {
	if m := zones.Load(); m != nil {
		for _, z := range (*m)[name] {
			if z.off == off {
				return z.loc
			}
		}
	}
	return storeZone(name, off)
}

// zoneOf is Zone of a name still in the record's bytes: a known zone
// costs no string.
func zoneOf(name []byte, off int) *time.Location {
	if m := zones.Load(); m != nil {
		for _, z := range (*m)[string(name)] {
			if z.off == off {
				return z.loc
			}
		}
	}
	return storeZone(string(name), off)
}

func storeZone(name string, off int) *time.Location {
	zonesMu.Lock()
	defer zonesMu.Unlock()
	old := map[string][]zoneAt{}
	if m := zones.Load(); m != nil {
		old = *m
		for _, z := range old[name] {
			if z.off == off {
				return z.loc
			}
		}
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
	next := make(map[string][]zoneAt, len(old)+1)
	for k, v := range old {
		next[k] = v
	}
	next[name] = append(slices.Clip(old[name]), zoneAt{off, loc})
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
