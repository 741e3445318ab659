package retrieve

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"reqap/index"
	"reqap/ingest"
	"reqap/internal/libtest"
	"reqap/internal/test"
	"reqap/qa"
	"reqap/qa/otx"
)

// The benchmarks run on a generated 45,000-event library: 38,000 music
// streams of one Spotify export, 2,000 podcast episodes, and 5,000 events
// of a life around them — football practice in the calendar and on Strava
// (overlapping), runs, posts about them the next day, dinners, mails.
const (
	benchSongs    = 38000
	benchPodcasts = 2000
	benchLife     = 5000
)

func benchEvents() []ingest.Event {
	rng := rand.New(rand.NewPCG(7, 45000))
	start := time.Date(2016, 1, 4, 7, 0, 0, 0, berlin)
	artists := []string{"Daft Punk", "Queen", "Radiohead", "Beyoncé", "Miles Davis", "Sigur Rós", "The Beatles", "Kraftwerk", "Nina Simone", "Arctic Monkeys"}
	words := []string{"love", "night", "time", "world", "heart", "dream", "fire", "summer", "road", "light", "dance", "rain"}
	var evs []ingest.Event
	step := 8 * 365 * 24 * time.Hour / benchSongs
	for i := range benchSongs {
		t := start.Add(time.Duration(i) * step)
		d := time.Duration(60+rng.IntN(240)) * time.Second
		evs = append(evs, ev(fmt.Sprintf("s%d", i), ingest.MusicStream, "spotify", t, t.Add(d),
			"artist", artists[rng.IntN(len(artists))], "track", words[rng.IntN(len(words))]+" "+words[rng.IntN(len(words))],
			"album", words[rng.IntN(len(words))], "duration_s", d.Seconds(), "platform", "android", "skipped", rng.IntN(5) == 0))
		evs[len(evs)-1].Origin.File = fmt.Sprintf("/data/Streaming_History_Audio_%d.json", i/5000)
	}
	for i := range benchPodcasts {
		t := start.Add(time.Duration(i)*4*time.Hour*6 + 90*time.Minute)
		evs = append(evs, ev(fmt.Sprintf("pod%d", i), ingest.PodcastStream, "spotify", t, t.Add(40*time.Minute),
			"show", "The Daily", "episode", fmt.Sprintf("Episode %d: %s", i, words[rng.IntN(len(words))])))
	}
	n := 0
	for day := 0; n < benchLife; day++ {
		d := start.AddDate(0, 0, day)
		switch d.Weekday() {
		case time.Tuesday: // football practice: calendar + Strava, sometimes a post the next day
			s := time.Date(d.Year(), d.Month(), d.Day(), 19, 0, 0, 0, berlin)
			evs = append(evs, ev(fmt.Sprintf("cal%d", day), ingest.Calendar, "ical", s, s.Add(90*time.Minute), "summary", "Football practice"))
			evs = append(evs, ev(fmt.Sprintf("fb%d", day), ingest.Workout, "strava", s.Add(5*time.Minute), s.Add(85*time.Minute), "workout_type", "soccer", "name", "Evening Soccer"))
			n += 2
			if day%3 == 0 {
				evs = append(evs, ev(fmt.Sprintf("post%d", day), ingest.SocialMedia, "twitter", s.Add(14*time.Hour), s.Add(14*time.Hour), "text", "Legs are dead after yesterday's training ⚽"))
				n++
			}
		case time.Thursday, time.Sunday: // runs
			s := time.Date(d.Year(), d.Month(), d.Day(), 7, 30, 0, 0, berlin)
			evs = append(evs, ev(fmt.Sprintf("run%d", day), ingest.Workout, "strava", s, s.Add(45*time.Minute), "workout_type", "running", "distance_km", 8.5))
			n++
		case time.Friday: // dinner out, a mail about it
			s := time.Date(d.Year(), d.Month(), d.Day(), 19, 30, 0, 0, berlin)
			evs = append(evs, ev(fmt.Sprintf("din%d", day), ingest.Calendar, "ical", s, s.Add(2*time.Hour), "summary", "Dinner at Trattoria da Luigi", "attendees", []string{"Anna Berg <anna@x.org>"}))
			evs = append(evs, ev(fmt.Sprintf("mail%d", day), ingest.Mail, "mbox", s.Add(-48*time.Hour), s.Add(-48*time.Hour), "subject", "Friday?", "from", "Anna Berg <anna@x.org>", "body", "Pizza on Friday? I booked a table."))
			n += 2
		case time.Saturday:
			s := time.Date(d.Year(), d.Month(), d.Day(), 11, 0, 0, 0, berlin)
			evs = append(evs, ev(fmt.Sprintf("note%d", day), ingest.Note, "keep", s, s, "title", "Shopping", "text", "milk, eggs, bread"))
			n++
		}
	}
	return evs
}

// benchLibrary returns an open library holding benchEvents, built once per
// test binary run in a temporary folder.
func benchLibrary(b *testing.B) *index.Library {
	dir := test.SharedDir(b, "retrieve-bench", func(dir string) error {
		lib, err := index.Open(dir)
		if err != nil {
			return err
		}
		libtest.Add(b, lib, benchEvents()...)
		return lib.Close()
	})
	lib, err := index.Open(dir)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { lib.Close() })
	return lib
}

// benchRetrieve measures a query without the retriever's cache; the
// index's own search cache stays warm, as it is on a second question.
func benchRetrieve(b *testing.B, query string, cached bool) {
	lib := benchLibrary(b)
	r := newRetriever(b, lib)
	req := otx.RetrieveRequest{Query: query}
	items, err := r.Retrieve(context.Background(), req)
	if err != nil {
		b.Fatal(err)
	}
	n := 0
	for _, it := range items {
		n += len(it.Events)
	}
	b.ReportMetric(float64(len(items)), "items")
	b.ReportMetric(float64(n), "events")
	test.CPULoop(b, func() {
		if !cached {
			r = newRetriever(b, lib)
		}
		if _, err := r.Retrieve(context.Background(), req); err != nil {
			b.Fatal(err)
		}
	})
}

func BenchmarkRetrieveMusic(b *testing.B)         { benchRetrieve(b, "I listened to music", false) }
func BenchmarkRetrieveMusicCached(b *testing.B)   { benchRetrieve(b, "I listened to music", true) }
func BenchmarkRetrieveFootball(b *testing.B)      { benchRetrieve(b, "I played football", false) }
func BenchmarkRetrieveItalianFood(b *testing.B)   { benchRetrieve(b, "I ate Italian food", false) }
func BenchmarkRetrieveDaftPunkSongs(b *testing.B) { benchRetrieve(b, "songs by Daft Punk", false) }

// BenchmarkItemFromEvents38k is the share of BenchmarkRetrieveMusic spent
// in qa.ItemFromEvents, building one item per song.
func BenchmarkItemFromEvents38k(b *testing.B) {
	all := benchEvents()
	var evs []*ingest.Event
	for i := range all {
		if all[i].Source == ingest.MusicStream {
			evs = append(evs, &all[i])
		}
	}
	b.ReportAllocs()
	test.CPULoop(b, func() {
		items := make([]*qa.Item, len(evs))
		for i := range evs {
			items[i] = qa.ItemFromEvents(evs[i : i+1 : i+1]...)
		}
	})
}
