package retrieve

import (
	"slices"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/internal/libtest"
	"reqap/qa/retrieve/lexicon"
)

// told builds a happening a journal tells: its entry is entry.
func toldEv(id, source, entry string, start, end time.Time, kv ...any) ingest.Event {
	e := ev(id, source, "notes_text", start, end, append(kv, "entry_id", entry)...)
	e.AllDay = start.Location() == time.UTC && start.Equal(end) && start.Hour() == 0
	return e
}

func allDay(d int) time.Time { return time.Date(2024, 3, d, 0, 0, 0, 0, time.UTC) }

func dayNote(id string, d int, text string, happenings int) ingest.Event {
	e := ev(id, "note", "notes_text", allDay(d), allDay(d), "title", "2024-03-0"+string(rune('0'+d)), "text", text, "happenings", happenings)
	e.AllDay = true
	return e
}

func TestJournalDeduplication(t *testing.T) {
	swimDay := dayNote("n5", 5, "Swam 40 min. Should swim more often. Pool was packed.", 2)
	swim := toldEv("h1", "workout", "n5", at(5, 7, 0), at(5, 7, 40), "text", "Swam 40 min. … Pool was packed.", "workout_type", "swimming", "activity", "swimming", "duration_s", 2400.0)
	wish := toldEv("h2", "journal", "n5", allDay(5), allDay(5), "text", "Should swim more often.", "activity", "swimming", "modality", "planned")
	tests := []retrieveCase{
		{"a day's note is represented by its happenings; a wish is none", "I went swimming", []ingest.Event{swimDay, swim, wish}, []string{"h1"}},
		{"a plan alone is no happening", "I went to the dentist", []ingest.Event{
			dayNote("n6", 6, "Note to self: book a dentist appointment.", 1),
			toldEv("p", "journal", "n6", allDay(6), allDay(6), "text", "Note to self: book a dentist appointment.", "activity", "dentist", "modality", "planned"),
		}, []string{}},
		{"a note found by its own words stands for itself", "A beautiful morning", []ingest.Event{
			ev("k", "note", "notes_text", allDay(7), allDay(7), "title", "A beautiful morning", "text", "Markdown syntax", "happenings", 0),
		}, []string{"k"}},
		{"a run told in a journal and the run in Strava are one", "I went running", []ingest.Event{
			ev("s", "workout", "strava", at(5, 18, 0), at(5, 18, 45), "workout_type", "running", "distance_km", 8.1),
			toldEv("j", "workout", "n5", allDay(5), allDay(5), "text", "Ran 8 km after work.", "workout_type", "running", "distance_km", 8.0),
		}, []string{"j+s"}},
		{"a day-long run joins one of two runs, the one it fits", "I went running", []ingest.Event{
			ev("s1", "workout", "strava", at(5, 7, 0), at(5, 7, 30), "workout_type", "running", "distance_km", 5.0),
			ev("s2", "workout", "strava", at(5, 18, 0), at(5, 18, 45), "workout_type", "running", "distance_km", 8.1),
			toldEv("j", "workout", "n5", allDay(5), allDay(5), "text", "Evening run, 8 km.", "workout_type", "running", "distance_km", 8.0),
		}, []string{"j+s2", "s1"}},
		{"a told time far from the record is another run", "I went running", []ingest.Event{
			ev("s", "workout", "strava", at(5, 7, 0), at(5, 7, 30), "workout_type", "running"),
			toldEv("j", "workout", "n5", at(5, 19, 0), at(5, 19, 40), "text", "Run at 19:00.", "workout_type", "running"),
		}, []string{"j", "s"}},
		{"two happenings of one day stay two", "I had coffee", []ingest.Event{
			toldEv("c1", "journal", "n5", at(5, 10, 0), at(5, 10, 0), "text", "Coffee with Lena.", "activity", "coffee"),
			toldEv("c2", "journal", "n5", at(5, 16, 0), at(5, 16, 0), "text", "Coffee with Max.", "activity", "coffee"),
		}, []string{"c1", "c2"}},
		{"the dentist in the calendar and in the diary are one", "I went to the dentist", []ingest.Event{
			ev("cal", "calendar", "ical", at(6, 8, 30), at(6, 9, 15), "summary", "Dentist"),
			toldEv("d", "journal", "n6", at(6, 8, 30), at(6, 8, 30), "text", "Dentist ~8:30, check-up.", "activity", "dentist"),
		}, []string{"cal+d"}},
	}
	runRetrieveCases(t, tests)
}

func TestHighlight(t *testing.T) {
	r := newRetriever(t, libtest.Open(t))
	e := toldEv("h", "workout", "n", at(5, 7, 0), at(5, 7, 40), "text", "Went swimming with Lena, the pool was packed.", "workout_type", "swimming")
	h, ok := r.Highlight([]string{"I went swimming with Lena"}, &e)
	if !ok || h.Field != "text" {
		t.Fatalf("no highlight: %+v", h)
	}
	var got []string
	for _, s := range h.Spans {
		got = append(got, h.Text[s.Start:s.End])
	}
	if want := []string{"swimming", "Lena", "pool"}; !slices.Equal(got, want) {
		t.Errorf("highlighted %q, want %q", got, want)
	}
	if _, ok := r.Highlight([]string{"I played football"}, &e); ok {
		t.Error("a query about something else highlighted words")
	}
}

// A journal tells of purchases too: "bought" finds the things a diary
// lists with their price, not its runs.
func TestJournalPurchases(t *testing.T) {
	runRetrieveCases(t, []retrieveCase{{"bought", "I bought new running shoes", []ingest.Event{
		dayNote("n4", 4, "- new running shoes €139.95 (Runners Point)\nRan 8 km.", 2),
		toldEv("shoes", "journal", "n4", allDay(4), allDay(4), "text", "new running shoes €139.95 (Runners Point)", "activity", "purchase", "price", 139.95, "place", "Runners Point"),
		toldEv("run", "workout", "n4", allDay(4), allDay(4), "text", "Ran 8 km.", "activity", "running", "distance_km", 8.0),
	}, []string{"shoes"}}})
}

// The hours in which the happening a text names by a part of a day may
// have started.
func TestToldHours(t *testing.T) {
	for _, c := range []struct {
		part lexicon.Part
		in   []int
		out  []int
	}{
		{lexicon.PartMorning, []int{4, 7, 11}, []int{3, 12}},
		{lexicon.PartAfternoon, []int{11, 15, 17}, []int{10, 18}},
		// "yesterday evening's match" kicked off at 17:00; a party goes on
		{lexicon.PartEvening, []int{17, 20, 23, 0, 3}, []int{16, 4}},
		// "last night" is the evening out as well as the night
		{lexicon.PartNight, []int{17, 19, 22, 2, 4}, []int{16, 5}},
		{lexicon.PartDay, []int{0, 5, 12, 23}, nil},
	} {
		from, to := toldHours(c.part)
		for _, h := range c.in {
			if !inPart(h, from, to) {
				t.Errorf("%q: %d h is not in %d..%d", c.part, h, from, to)
			}
		}
		for _, h := range c.out {
			if inPart(h, from, to) {
				t.Errorf("%q: %d h is in %d..%d", c.part, h, from, to)
			}
		}
	}
}
