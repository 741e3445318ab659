package ingest

import (
	"testing"
	"time"
)

func TestZone(t *testing.T) {
	rome := Zone("Europe/Rome", 3600)
	if rome.String() != "Europe/Rome" {
		t.Errorf("Zone(Europe/Rome) = %s, want the IANA zone", rome)
	}
	if Zone("Europe/Rome", 3600) != rome || zoneOf([]byte("Europe/Rome"), 3600) != rome {
		t.Error("a zone restored twice is not the same location")
	}
	if Zone("UTC", 0) != time.UTC || zoneOf([]byte("UTC"), 0) != time.UTC {
		t.Error("UTC is not time.UTC")
	}
	// An abbreviation is no IANA name: a fixed zone keeps the wall clock.
	cet := Zone("CET", 3600)
	if name, off := time.Date(2025, 1, 1, 12, 0, 0, 0, cet).Zone(); name != "CET" || off != 3600 {
		t.Errorf("Zone(CET, 3600) reads as %s%+d", name, off)
	}
	if plus2 := Zone("", 7200); plus2 == cet {
		t.Error("two offsets share a location")
	} else if _, off := time.Date(2025, 1, 1, 12, 0, 0, 0, plus2).Zone(); off != 7200 {
		t.Errorf("Zone(\"\", 7200) has offset %d", off)
	}
	// A zone already known is found without making its name: every
	// decoded time asks.
	name := []byte("Europe/Rome")
	if n := testing.AllocsPerRun(100, func() { zoneOf(name, 3600) }); n != 0 {
		t.Errorf("zoneOf of a known zone allocates %.0f times", n)
	}
	if n := testing.AllocsPerRun(100, func() { Zone("Europe/Rome", 3600) }); n != 0 {
		t.Errorf("Zone of a known zone allocates %.0f times", n)
	}
}
