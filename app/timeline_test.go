package app

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/internal/test"
)

func TestPeriods(t *testing.T) {
	vienna := test.Zone("Europe/Vienna")
	// 23:30 UTC on Sunday 31 March 2024 is already Monday 1 April in Vienna.
	at := time.Date(2024, 3, 31, 23, 30, 0, 0, time.UTC)
	tests := []struct {
		z    Zoom
		want string
	}{
		{ZoomDay, "2024-04-01T00:00:00+02:00"},
		{ZoomWeek, "2024-04-01T00:00:00+02:00"},
		{ZoomMonth, "2024-04-01T00:00:00+02:00"},
		{ZoomYear, "2024-01-01T00:00:00+01:00"},
	}
	for _, tt := range tests {
		if got := PeriodStart(at, tt.z, vienna).Format(time.RFC3339); got != tt.want {
			t.Errorf("PeriodStart(%s) = %s, want %s", tt.z, got, tt.want)
		}
	}
	if got := PeriodStart(time.Date(2024, 3, 30, 12, 0, 0, 0, vienna), ZoomWeek, vienna); got.Day() != 25 {
		t.Errorf("the week of Saturday 30 March starts on %s, want Monday 25", got)
	}
	if got := Step(time.Date(2024, 1, 31, 0, 0, 0, 0, vienna), ZoomMonth, 1); got.Month() != time.March {
		// time.AddDate normalises 31 February; PeriodStart values are firsts, so this never bites.
		t.Logf("Step from the 31st: %s", got)
	}
	// The day the clocks go forward has 23 hours.
	dst := time.Date(2024, 3, 31, 0, 0, 0, 0, vienna)
	tl := &Timeline{}
	if n := len(tl.Buckets(dst, ZoomDay)); n != 23 {
		t.Errorf("31 March 2024 in Vienna has %d hour buckets, want 23", n)
	}
	if n := len(tl.Buckets(time.Date(2024, 1, 1, 0, 0, 0, 0, vienna), ZoomYear)); n != 12 {
		t.Errorf("a year has %d buckets, want 12", n)
	}
	if n := len(tl.Buckets(time.Date(2024, 2, 1, 0, 0, 0, 0, vienna), ZoomMonth)); n != 29 {
		t.Errorf("February 2024 has %d buckets, want 29", n)
	}
}

// timelineCore imports music plays every 6 hours through 2023 and a few
// notes in 2021 and 2024.
func timelineCore(t *testing.T) *Core {
	t.Helper()
	c := openCore(t)
	dir := t.TempDir()
	var b strings.Builder
	start := time.Date(2023, 1, 1, 3, 0, 0, 0, time.UTC)
	artists := []string{"Nina Simone", "Miles Davis", "Björk"}
	for i := 0; i < 365*4; i++ {
		at := start.Add(time.Duration(i) * 6 * time.Hour)
		fmt.Fprintf(&b, `{"id": "m%d", "source": "music_stream", "start": %q, "artist": %q, "track": "Track %d"}`+"\n",
			i, at.Format(time.RFC3339), artists[i%3], i)
	}
	writeFile(t, filepath.Join(dir, "music.events.jsonl"), b.String())
	writeFile(t, filepath.Join(dir, "notes.events.jsonl"),
		`{"id": "n1", "source": "note", "start": "2021-06-01T09:00:00Z", "title": "Dentist at 10"}`+"\n"+
			`{"id": "n2", "source": "note", "start": "2024-02-10T09:00:00Z", "title": "Call the DENTIST"}`+"\n")
	importWait(t, c, dir)
	if n := c.Library().Count(); n != 365*4+2 {
		t.Fatalf("%d events imported", n)
	}
	return c
}

func writeFile(t *testing.T, path, s string) {
	t.Helper()
	test.WriteFile(t, path, []byte(s))
}

func TestTimelineFilters(t *testing.T) {
	c := timelineCore(t)
	ctx := context.Background()
	all, err := c.Timeline(ctx, TimelineFilter{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if all.Len() != 365*4+2 || all.Undated() != 0 {
		t.Errorf("all: %d dated, %d undated", all.Len(), all.Undated())
	}
	notes, _ := c.Timeline(ctx, TimelineFilter{Sources: []string{"note"}}, nil)
	if notes.Len() != 2 || notes.First().Year() != 2021 || notes.Last().Year() != 2024 {
		t.Errorf("notes: %d, %s – %s", notes.Len(), notes.First(), notes.Last())
	}

	// Typing on narrows the previous result and finds the same events as
	// a fresh scan; case is ignored, in any script. An event without a
	// time (an importer may leave it unknown) is counted apart.
	undated := &ingest.Event{ID: "u", Source: ingest.Note, Fields: []ingest.Field{{Key: "title", Value: ingest.Text("Undated dentist thoughts")}}}
	cands := append(c.Library().Events(""), undated)
	var prev *Timeline
	for _, text := range []string{"d", "de", "dent", "dentist", "dentist call"} {
		got, err := c.Timeline(ctx, TimelineFilter{Text: text, Events: cands}, prev)
		if err != nil {
			t.Fatal(err)
		}
		if text == "dentist" && got.Undated() != 1 {
			t.Errorf("“dentist”: %d undated, want 1", got.Undated())
		}
		fresh, _ := c.Timeline(ctx, TimelineFilter{Text: text, Events: cands}, nil)
		if got.Len() != fresh.Len() || got.Undated() != fresh.Undated() {
			t.Errorf("%q: narrowed %d/%d, fresh %d/%d", text, got.Len(), got.Undated(), fresh.Len(), fresh.Undated())
		}
		prev = got
	}
	if prev.Len() != 1 || prev.Undated() != 0 {
		t.Errorf("“dentist call”: %d events", prev.Len())
	}
	if got, _ := c.Timeline(ctx, TimelineFilter{Text: "BJÖRK"}, nil); got.Len() != 486 { // every third play
		t.Errorf("“BJÖRK”: %d events", got.Len())
	}
	// Widening the text is a fresh scan.
	wide, _ := c.Timeline(ctx, TimelineFilter{Text: "dent", Events: cands}, prev)
	if wide.Len() != 2 || wide.Undated() != 1 {
		t.Errorf("back to “dent”: %d events, want 2", wide.Len())
	}

	// An answer's evidence restricts the candidates.
	evidence := c.Library().Events("note")
	ev, _ := c.Timeline(ctx, TimelineFilter{Events: evidence}, nil)
	if ev.Len() != 2 || ev.Undated() != 0 {
		t.Errorf("evidence: %d dated, %d undated", ev.Len(), ev.Undated())
	}

	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := c.Timeline(cancelled, TimelineFilter{Text: "x"}, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled scan: %v", err)
	}
}

func TestTimelinePages(t *testing.T) {
	c := timelineCore(t)
	loc := time.UTC
	tl, _ := c.Timeline(context.Background(), TimelineFilter{}, nil)

	year := time.Date(2023, 1, 1, 0, 0, 0, 0, loc)
	if n := len(tl.Range(year, Step(year, ZoomYear, 1))); n != 365*4 {
		t.Errorf("2023 holds %d events, want %d", n, 365*4)
	}
	sum := 0
	for _, b := range tl.Buckets(year, ZoomYear) {
		sum += b.Count
	}
	if sum != 365*4 {
		t.Errorf("the months of 2023 sum to %d", sum)
	}
	if bs := tl.Buckets(time.Date(2023, 5, 7, 0, 0, 0, 0, loc), ZoomDay); len(bs) != 24 || bs[3].Count != 1 || bs[4].Count != 0 {
		t.Errorf("hours of 7 May: %d buckets, 03h %d, 04h %d", len(bs), bs[3].Count, bs[4].Count)
	}

	// From 2023 the previous year with events is 2021, the next 2024.
	prev, ok := tl.Neighbour(year, ZoomYear, -1, loc)
	if !ok || prev.Year() != 2021 {
		t.Errorf("before 2023: %s %v", prev, ok)
	}
	next, ok := tl.Neighbour(year, ZoomYear, 1, loc)
	if !ok || next.Year() != 2024 {
		t.Errorf("after 2023: %s %v", next, ok)
	}
	if _, ok := tl.Neighbour(next, ZoomYear, 1, loc); ok {
		t.Error("a year after the last")
	}
	if got := tl.Near(time.Date(2022, 2, 1, 0, 0, 0, 0, loc), ZoomMonth, loc); got.Year() != 2021 || got.Month() != 6 {
		t.Errorf("the month nearest February 2022 = %s, want June 2021", got)
	}
	if ys := tl.Years(loc); len(ys) != 4 || ys[0].Start.Year() != 2021 || ys[1].Count != 0 || ys[2].Count != 365*4 {
		t.Errorf("years %+v", ys)
	}
	if got := tl.SourceCounts(); got["music_stream"] != 365*4 || got[ingest.Note] != 2 {
		t.Errorf("source counts %v", got)
	}
}

func TestContainsFold(t *testing.T) {
	test.Table(t, "containsFold", func(in struct{ S, W string }) bool { return containsFold(in.S, in.W) }, "containsfold.tsv")
}

func TestBreakdown(t *testing.T) {
	for q, want := range map[string]Zoom{
		"How many songs did I listen to per month in 2025?": ZoomMonth,
		"How many km did I run each year?":                  ZoomYear,
		"How many hours per day do I listen to music?":      ZoomDay,
		"What was my weekly average of workouts?":           ZoomWeek,
		"How much did I spend annually on books?":           ZoomYear,
	} {
		if got, ok := PeriodAsked(q); !ok || got != want {
			t.Errorf("PeriodAsked(%q) = %s %v, want %s", q, got, ok, want)
		}
	}
	for _, q := range []string{"Which month did I run the most?", "How many days did I run?", "When did I take a day off?"} {
		if z, ok := PeriodAsked(q); ok {
			t.Errorf("PeriodAsked(%q) = %s", q, z)
		}
	}
	c := timelineCore(t)
	plays := c.Library().Events("music_stream")
	if z := BreakdownZoom("Which artist did I hear most?", plays); z != ZoomMonth {
		t.Errorf("a year of plays breaks down by %s", z)
	}
	got := Breakdown(plays, ZoomMonth, time.UTC)
	if len(got) != 12 || got[0].Count != 31*4 || got[1].Count != 28*4 {
		t.Errorf("months of 2023: %d periods, January %d, February %d", len(got), got[0].Count, got[1].Count)
	}
}
