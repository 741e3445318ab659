package netflix

import (
	"testing"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
	"reqap/internal/test"
)

// The fixture's viewings and skips are in the expectation file beside it
// (ViewingActivity.csv.want): recognized by name and header despite the
// BOM, a bad start time skipped, episodes read from their titles (seasons,
// named seasons, limited series), autoplayed previews, films, and the same
// viewing twice as two events (with IDs of their own, as CheckFile's
// contract wants of all events).
func TestFixture(t *testing.T) {
	ingesttest.Golden(t, Importer, ingesttest.Testdata("ViewingActivity.csv"))
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
	// The first row, an episode whose title is quoted for its comma, and a
	// film with a colon in its title: their events are in the expectation
	// file.
	ingesttest.ExpectRecords(t, res, "testdata/real/ViewingActivity_sample_andreasmalta1.csv.want", "line 2", "line 130", "line 198")
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
	ingesttest.FuzzImport(f, Importer, "v.csv")
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
