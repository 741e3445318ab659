package ingest

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"
)

var zones sync.Map // "name/offset" -> *time.Location

// Zone restores a time zone from its stored name and offset (see
// ZoneName), as the binary form does: an IANA name that loads and agrees
// with the offset is used as is, anything else becomes a fixed zone with
// that name, so the wall-clock time always survives.
func Zone(name string, off int) *time.Location {
	if name == "UTC" && off == 0 {
		return time.UTC
	}
	key := name + "/" + strconv.Itoa(off)
	if l, ok := zones.Load(key); ok {
		return l.(*time.Location)
	}
	loc := time.FixedZone(name, off)
	if name != "" {
		if l, err := time.LoadLocation(name); err == nil {
			loc = l
		}
	}
	zones.Store(key, loc)
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
