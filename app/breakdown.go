package app

import (
	"strings"
	"time"

	"reqap/ingest"
	"reqap/internal/lazyre"
)

// periodWords are the English ways of asking for a rate or a breakdown by
// period: "per month", "each year", "every week", "monthly". ("A day" is
// left out: "a day off" asks no rate.)
var periodWords = lazyre.New(`\b(?:(?:per|each|every)\s+(day|week|month|year)|(daily|weekly|monthly|yearly|annually))\b`)

// PeriodAsked reports the period a question asks its answer per, if any:
// such a question wants the breakdown beside the single number.
func PeriodAsked(question string) (Zoom, bool) {
	m := periodWords().FindStringSubmatch(strings.ToLower(question))
	if m == nil {
		return 0, false
	}
	switch m[1] + m[2] {
	case "day", "daily":
		return ZoomDay, true
	case "week", "weekly":
		return ZoomWeek, true
	case "month", "monthly":
		return ZoomMonth, true
	}
	return ZoomYear, true
}

// StartRange returns the earliest and the latest start of evs, leaving
// out undated events; both are zero when none is dated.
func StartRange(evs []*ingest.Event) (first, last time.Time) {
	for _, e := range evs {
		if e.Start.IsZero() {
			continue
		}
		if first.IsZero() || e.Start.Before(first) {
			first = e.Start
		}
		if e.Start.After(last) {
			last = e.Start
		}
	}
	return first, last
}

// BreakdownZoom chooses the period to break events down by: the one the
// question asks for, else one that gives a readable number of periods for
// the events' span.
func BreakdownZoom(question string, evs []*ingest.Event) Zoom {
	if z, ok := PeriodAsked(question); ok {
		return z
	}
	first, last := StartRange(evs)
	switch span := last.Sub(first); {
	case span > 3*365*24*time.Hour:
		return ZoomYear
	case span > 60*24*time.Hour:
		return ZoomMonth
	case span > 14*24*time.Hour:
		return ZoomWeek
	}
	return ZoomDay
}

// Breakdown counts events per period of zoom z in loc, over their whole
// span, empty periods included.
func Breakdown(evs []*ingest.Event, z Zoom, loc *time.Location) []Bucket {
	t := &Timeline{}
	for _, e := range evs {
		if !e.Start.IsZero() {
			t.events = append(t.events, e)
		}
	}
	sortByStart(t.events)
	return t.Span(z, loc)
}
