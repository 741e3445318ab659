package netflix

import (
	"testing"
	"time"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
	"reqap/internal/test"
)

type want map[string]any

func TestFixture(t *testing.T) {
	res := ingesttest.CheckFile(t, Importer, ingesttest.Testdata("ViewingActivity.csv"))
	if res.Match.Score != 100 {
		t.Errorf("match %+v, want 100 (name and header, despite the BOM)", res.Match)
	}
	ingesttest.Skips(t, res, map[string]string{"line 11": `"yesterday evening"`}) // the bad start time quoted
	if len(res.Events) != 10 {
		t.Fatalf("got %d events, want 10", len(res.Events))
	}
	tests := []struct {
		source string
		start  string
		end    string
		fields want
	}{
		{ingest.TVSeriesStream, "2023-01-07T21:03:10Z", "2023-01-07T21:50:22Z", want{
			"series_title": "Money Heist", "season": 3, "season_name": "Part 3", "episode_title": "Episode 1",
			"episode_number": 1, "duration_s": 2832, "profile": "Anna", "device": "Samsung 2019 UHD TV",
			"country": "DE (Germany)", "latest_view": true, "autoplayed": false, "bookmark_s": 2832,
		}},
		{VideoPreview, "2023-01-07T21:50:22Z", "2023-01-07T21:50:53Z", want{
			"title": "Money Heist: Part 3: Episode 2 (Episode 2)", "supplemental_type": "HOOK",
			"autoplayed": true, "latest_view": false, "series_title": nil, "episode_number": nil,
		}},
		{VideoPreview, "2023-01-07T21:51:00Z", "2023-01-07T21:52:45Z", want{"supplemental_type": "TRAILER", "autoplayed": true}},
		{ingest.MovieStream, "2022-12-24T18:00:00Z", "2022-12-24T19:52:40Z", want{
			"movie_title": "Glass Onion: A Knives Out Mystery", "duration_s": 6760, "profile": "Ben", "autoplayed": false,
		}},
		{ingest.MovieStream, "2022-12-25T09:05:00Z", "2022-12-25T11:15:00Z", want{
			"movie_title": "Harry Potter and the Deathly Hallows: Part 1", "season": nil,
		}},
		{ingest.TVSeriesStream, "2022-12-26T20:00:00Z", "2022-12-26T20:58:02Z", want{
			"series_title": "The Queen's Gambit", "season": nil, "season_name": "Limited Series",
			"episode_title": "Openings", "episode_number": 1,
		}},
		{ingest.TVSeriesStream, "2022-12-27T20:00:00Z", "2022-12-27T20:51:00Z", want{
			"series_title": "House of Cards", "season": nil, "episode_title": "Chapter 14", "episode_number": 14,
		}},
		{ingest.TVSeriesStream, "2022-12-28T20:00:00Z", "2022-12-28T20:12:00Z", want{
			"series_title": "Love, Death & Robots", "season": 1, "season_name": "Volume 1",
			"episode_title": "Sonnie's Edge", "episode_number": 1, "latest_view": false,
		}},
		// The same viewing twice: two events with distinct IDs.
		{ingest.TVSeriesStream, "2022-12-28T20:00:00Z", "2022-12-28T20:12:00Z", want{"series_title": "Love, Death & Robots"}},
		{ingest.TVSeriesStream, "2022-12-29T22:10:00Z", "2022-12-29T22:35:00Z", want{
			"series_title": "Our Planet", "season": 1, "season_name": nil, "episode_title": "One Planet",
		}},
	}
	for i, tc := range tests {
		ev := res.Events[i]
		if ev.Source != tc.source || ev.Start.Format(time.RFC3339) != tc.start || ev.End.Format(time.RFC3339) != tc.end {
			t.Errorf("event %d: %s %s – %s, want %s %s – %s", i, ev.Source, ev.Start.Format(time.RFC3339), ev.End.Format(time.RFC3339), tc.source, tc.start, tc.end)
		}
		ingesttest.Fields(t, ev, tc.fields)
	}
}

func TestParseEpisode(t *testing.T) {
	test.Rows(t, "parseEpisode", func(title string) []any {
		e, ok := parseEpisode(title)
		return []any{e.series, e.season, e.seasonName, e.episode, e.number, ok}
	}, "episodes.tsv")
}

func TestRealSample(t *testing.T) {
	res := ingesttest.CheckReal(t, Importer, "video", "netflix", "ViewingActivity_sample_andreasmalta1.csv")
	if res.Match.Score != 100 {
		t.Errorf("match %+v, want 100 (a ViewingActivity*.csv name and the header)", res.Match)
	}
	if len(res.Events) != 200 || len(res.Skips) != 0 {
		t.Fatalf("%d events, skips %v; want the 200 rows", len(res.Events), res.Skips)
	}
	count := map[string]int{}
	series := map[string]int{}
	latest := 0
	var total float64
	for _, ev := range res.Events {
		count[ev.Source]++
		series[ev.Text("series_title")]++
		if v, _ := ev.Get("latest_view"); v.Bool {
			latest++
		}
		d, _ := ev.Get("duration_s")
		total += d.Num
		// The Attributes column is there but empty: nothing autoplayed.
		if v, ok := ev.Get("autoplayed"); !ok || v.Bool {
			t.Errorf("%s: autoplayed = %v, want false", ev.Origin.Record, v)
		}
	}
	// 195 rows carry "(Episode NN)"; the 5 others are two films seen
	// twice and a stand-up special.
	if count[ingest.TVSeriesStream] != 195 || count[ingest.MovieStream] != 5 || count[VideoPreview] != 0 {
		t.Errorf("sources %v", count)
	}
	if series["The Office (U.S.)"] != 137 || series["Star Trek: Deep Space Nine"] != 43 || series["Archer"] != 14 || series["Buffy the Vampire Slayer"] != 1 {
		t.Errorf("series counts %v", series)
	}
	if latest != 27 {
		t.Errorf("%d latest views, want 27 (173 rows say 'Not latest view')", latest)
	}
	if total != 235386 {
		t.Errorf("total duration %v s, want 235386", total)
	}
	first := res.Events[0]
	if first.Start != time.Date(2013, 3, 20, 5, 17, 53, 0, time.UTC) || first.End != first.Start.Add(5*time.Second) || first.Origin.Record != "line 2" {
		t.Errorf("first row: %v – %v at %s", first.Start, first.End, first.Origin.Record)
	}
	ingesttest.Fields(t, first, want{
		"series_title": "Star Trek: Deep Space Nine", "season": 5, "episode_title": "Empok Nor",
		"episode_number": 24, "duration_s": 5, "profile": "Charlie", "device": "Mac",
		"country": "US (United States)", "latest_view": false, "bookmark_s": 5,
	})
	// Line 130: a quoted title with a comma.
	ingesttest.Fields(t, res.Events[128], want{
		"series_title": "The Office (U.S.)", "season": 7, "episode_title": "Dwight K. Schrute, (Acting) Manager",
		"episode_number": 24, "duration_s": 956, "bookmark_s": 1293,
	})
	// Line 198: a colon in a film title.
	ingesttest.Fields(t, res.Events[196], want{"movie_title": "Louis C.K.: Live at the Beacon Theater", "duration_s": 3492, "latest_view": false})
}

func TestErrors(t *testing.T) {
	tests := []struct{ name, data, msg string }{
		{"ViewingActivity.csv", "", "empty file"},
		{"ViewingActivity.csv", "Name,Date\nx,y\n", `no "start time" column`},
	}
	for _, tc := range tests {
		ingesttest.Failed(t, ingesttest.Bytes(t, Importer, tc.name, []byte(tc.data)), "line 1", tc.msg)
	}
}

func TestRobust(t *testing.T) {
	ingesttest.RobustFile(t, Importer, ingesttest.Testdata("ViewingActivity.csv"))
}

func FuzzNetflix(f *testing.F) {
	ingesttest.Seed(f, ingesttest.Testdata("ViewingActivity.csv"))
	f.Add([]byte("Profile Name,Start Time,Duration,Title\nA,2020-01-01 1:02:03,0:01:00,\"X: Season 1: Y (Episode 2)\"\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ingesttest.Fuzz(t, Importer, "v.csv", data)
	})
}

func BenchmarkImport(b *testing.B) {
	data := ingesttest.ReadReal(b, "video", "netflix", "ViewingActivity_sample_andreasmalta1.csv")
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		res := ingesttest.Bytes(b, Importer, "ViewingActivity.csv", data)
		if res.Err != nil {
			b.Fatal(res.Err)
		}
	}
}
