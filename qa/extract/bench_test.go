package extract

import (
	"context"
	"fmt"
	"testing"
	"time"

	"reqap/internal/test"
	"reqap/qa"
)

// songItems returns n items of one music stream each, as RETRIEVE makes
// them.
func songItems(n int) []*qa.Item {
	artists := []string{"Daft Punk", "Queen", "Radiohead", "Beyoncé", "Miles Davis", "Sigur Rós", "The Beatles"}
	start := time.Date(2016, 1, 4, 7, 0, 0, 0, berlin)
	items := make([]*qa.Item, n)
	for i := range items {
		t := start.Add(time.Duration(i) * 6 * time.Minute)
		e := ev(fmt.Sprintf("s%d", i), "music_stream", t, t.Add(200*time.Second), "artist", artists[i%len(artists)],
			"track", fmt.Sprintf("Track %d", i%500), "album", "Album", "duration_s", 200, "platform", "android", "skipped", false)
		items[i] = qa.ItemFromEvents(e)
	}
	return items
}

// BenchmarkExtractDateArtist38k is EXTRACT start_date (a built-in, kept)
// and artist (a field, frozen after 50 items) on 38,000 songs, with a
// fresh extractor each time (so the frozen mapping is learnt every run).
func BenchmarkExtractDateArtist38k(b *testing.B) {
	items := songItems(38000)
	specs := []qa.AttrSpec{{Name: "start_date", Type: qa.TypeDate}, {Name: "artist"}}
	b.ReportAllocs()
	test.CPULoop(b, func() {
		x, err := New(nil, Options{})
		if err != nil {
			b.Fatal(err)
		}
		out, err := x.Extract(context.Background(), items, specs)
		if err != nil {
			b.Fatal(err)
		}
		if out[37999].Value("artist") == nil {
			b.Fatal("no artist")
		}
	})
}

// BenchmarkExtractCuisine1k is the rule path: cuisine from the text of
// 1,000 calendar events and posts, with the rule cache cold.
func BenchmarkExtractCuisine1k(b *testing.B) {
	texts := []string{"Dinner at Trattoria da Luigi", "Sushi night 🍣 with Anna", "Team meeting", "Tacos & margaritas 🌮", "Call mum"}
	items := make([]*qa.Item, 1000)
	for i := range items {
		items[i] = qa.ItemFromEvents(ev(fmt.Sprintf("c%d", i), "calendar", at(1+i%28, 19, 0), at(1+i%28, 21, 0), "summary", texts[i%len(texts)]))
	}
	specs := []qa.AttrSpec{{Name: "cuisine"}}
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		x, _ := New(nil, Options{})
		if _, err := x.Extract(context.Background(), items, specs); err != nil {
			b.Fatal(err)
		}
	}
}
