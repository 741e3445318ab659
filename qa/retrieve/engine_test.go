package retrieve

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/internal/libtest"
	"reqap/internal/test"
	"reqap/qa"
	"reqap/qa/extract"
	"reqap/qa/otx"
	"reqap/qa/tree"
)

// The operator trees of the paper run on the real RETRIEVE and EXTRACT:
// a month of football on Tuesdays (calendar and Strava, overlapping, a post
// the next day), dinners after some of them, and music.
func TestEngineTrees(t *testing.T) {
	var evs []ingest.Event
	italian := 0
	for d := 1; d <= 31; d++ {
		day := time.Date(2024, 3, d, 0, 0, 0, 0, berlin)
		if day.Weekday() != time.Tuesday {
			continue
		}
		s := day.Add(18 * time.Hour)
		evs = append(evs,
			ev(fmt.Sprintf("cal%d", d), "calendar", "ical", s, s.Add(90*time.Minute), "summary", "Football practice"),
			ev(fmt.Sprintf("str%d", d), "workout", "strava", s.Add(5*time.Minute), s.Add(85*time.Minute), "workout_type", "soccer"),
			ev(fmt.Sprintf("tw%d", d), "social_media", "twitter", s.Add(15*time.Hour), s.Add(15*time.Hour), "text", "Legs are dead after yesterday's training ⚽"),
		)
		dinner := s.Add(2 * time.Hour)
		switch d % 3 {
		case 0, 1:
			evs = append(evs, ev(fmt.Sprintf("din%d", d), "calendar", "ical", dinner, dinner.Add(90*time.Minute), "summary", "Dinner at Trattoria da Luigi"))
			italian++
		default:
			evs = append(evs, ev(fmt.Sprintf("din%d", d), "calendar", "ical", dinner, dinner.Add(90*time.Minute), "summary", "Sakura Sushi"))
		}
	}
	// Italian food on a day without football does not count.
	evs = append(evs, ev("pizza", "social_media", "instagram", at(9, 20, 0), at(9, 20, 0), "text", "Pizza night 🍕"))
	for i := range 7 {
		artist := "Daft Punk"
		if i%3 == 2 {
			artist = "Queen"
		}
		evs = append(evs, ev(fmt.Sprintf("s%d", i), "music_stream", "spotify", at(2, 8, i*5), at(2, 8, i*5+4), "artist", artist))
	}
	lib := libtest.Open(t, evs...)
	x, err := extract.New(lib, extract.Options{})
	if err != nil {
		t.Fatal(err)
	}
	eng := &otx.Engine{Retriever: newRetriever(t, lib), Extractor: x}
	tests := []struct {
		file string
		want any
	}{
		{"italian_after_football.json", float64(italian)},
		{"top_artist.json", "Daft Punk"},
	}
	for _, tt := range tests {
		data := test.ReadFile(t, filepath.Join("testdata", tt.file))
		root, err := tree.Parse(data)
		if err != nil {
			t.Fatal(err)
		}
		res, err := eng.Run(context.Background(), root, otx.Options{Now: at(31, 12, 0)})
		if err != nil {
			t.Fatalf("%s: %v", tt.file, err)
		}
		if !qa.Equal(res.Answer.Value, tt.want) {
			t.Errorf("%s: answer %v (%s), want %v", tt.file, res.Answer.Value, res.Answer.Text, tt.want)
		}
	}
}
