package retrieve

import (
	"slices"
	"testing"

	"reqap/ingest"
	"reqap/internal/libtest"
)

// inFile moves an event to another file of its export.
func inFile(e ingest.Event, file string) ingest.Event {
	e.Origin.File = file
	return e
}

// A happening recorded twice is one: by two exports (Strava and Apple
// Health), or as the same record in two files of one export (an event in
// the work and the family calendar, an export saved twice); two different
// records of one export stay two.
func TestDeduplicationOfCopies(t *testing.T) {
	tests := []struct {
		name string
		evs  []ingest.Event
		want []string
	}{
		{"a run in Strava and Apple Health", []ingest.Event{
			ev("s", "workout", "strava", at(5, 7, 0), at(5, 7, 40), "workout_type", "running", "name", "Morning Run"),
			ev("h", "workout", "apple_health", at(5, 7, 1), at(5, 7, 39), "workout_type", "running"),
		}, []string{"h+s"}},
		{"an event in two calendars", []ingest.Event{
			inFile(ev("w", "calendar", "ics", at(5, 7, 0), at(5, 7, 45), "summary", "Run with Anna"), "/data/work.ics"),
			inFile(ev("f", "calendar", "ics", at(5, 7, 0), at(5, 7, 45), "summary", "Run with Anna"), "/data/family.ics"),
		}, []string{"f+w"}},
		{"different entries of two calendars", []ingest.Event{
			inFile(ev("w", "calendar", "ics", at(5, 7, 0), at(5, 7, 45), "summary", "Run with Anna"), "/data/work.ics"),
			inFile(ev("f", "calendar", "ics", at(5, 7, 0), at(5, 7, 45), "summary", "Running club"), "/data/family.ics"),
		}, []string{"f", "w"}},
		{"the same record twice in one file stays two", []ingest.Event{
			ev("a", "calendar", "ics", at(5, 7, 0), at(5, 7, 45), "summary", "Run"),
			ev("b", "calendar", "ics", at(5, 7, 0), at(5, 7, 45), "summary", "Run"),
		}, []string{"a", "b"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := newRetriever(t, libtest.Open(t, tt.evs...))
			if got, want := retrieve(t, r, "I went running"), sorted(tt.want...); !slices.Equal(got, want) {
				t.Errorf("got %q, want %q", got, want)
			}
		})
	}
}

// A whole export taken at once ("my calendar") groups copies too.
func TestWholeSourceCopies(t *testing.T) {
	r := newRetriever(t, libtest.Open(t,
		inFile(ev("w", "calendar", "ics", at(5, 9, 0), at(5, 9, 30), "summary", "Dentist"), "/data/work.ics"),
		inFile(ev("f", "calendar", "ics", at(5, 9, 0), at(5, 9, 30), "summary", "Dentist"), "/data/family.ics"),
		inFile(ev("h", "calendar", "ics", at(5, 9, 0), at(5, 9, 30), "summary", "Hairdresser"), "/data/family.ics"),
		inFile(ev("x", "calendar", "ics", at(6, 9, 0), at(6, 9, 30), "summary", "Dentist"), "/data/work.ics"),
	))
	if got, want := retrieve(t, r, "calendar entries"), sorted("f+w", "h", "x"); !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}
