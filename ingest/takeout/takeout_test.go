package takeout

import (
	"strings"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
)

const fixtures = "testdata/Takeout/"

func TestRecognize(t *testing.T) {
	ingesttest.RecognizeFile(t, nil, "recognize.tsv", Activity, Location)
}

// The fixtures of testdata/Takeout, a Takeout folder as the export
// ships it, are checked against testdata/FILE.want, FILE the path in
// the folder with "/" as "_": YouTube watches, music, an ad, a search and
// a visit; semantic location history with a child visit, a bus ride with
// its line and a bike ride; the newer Timeline.json's segments and trip;
// Records.json's points made one event a day (the repeated first point
// counts once). Duplicates and entries without a time are skipped.
func TestFixtures(t *testing.T) {
	for _, f := range []struct {
		imp  *ingest.Importer
		file string
	}{
		{Activity, "My Activity/YouTube/My Activity.json"},
		{Location, "Location History/Semantic Location History/2019/2019_JUNE.json"},
		{Location, "Location History/Timeline.json"},
		{Location, "Location History/Records.json"},
	} {
		res := ingesttest.GoldenIn(t, f.imp, fixtures, f.file, ingesttest.Testdata(strings.ReplaceAll(f.file, "/", "_")+".want"))
		if strings.HasSuffix(f.file, "Records.json") && res.Events[0].ID != (&ingest.Input{Format: Location.Name}).ID("points", "2019-06-01") {
			t.Errorf("day ID not derived from the date")
		}
	}
}

// TestReal reads dogsheep's, ddp-inspector's and dawarich's samples in
// place, checked against testdata/real: among them a segment without
// "distance" (the waypoint path's 209.65 m), a file with a BOM, epoch
// milliseconds as a string and no end, the same instant written as
// timestampMs and as ISO, degree-sign coordinates, duplicates, an iOS
// export whose path lists nine points, three of them repeated.
func TestReal(t *testing.T) {
	for _, elem := range [][]string{
		{"dogsheep", "Takeout", "My Activity", "Search", "My Activity.json"},
		{"dogsheep", "Takeout", "My Activity", "Maps", "My Activity.json"},
		{"dogsheep", "Takeout", "My Activity", "Google Play Books", "My Activity.json"},
		{"youtube", "Takeout", "YouTube and YouTube Music", "history", "watch-history.json"},
	} {
		ingesttest.GoldenReal(t, Activity, "testdata/real/activity."+elem[len(elem)-2]+".want", append([]string{"google_takeout"}, elem...)...)
	}
	for _, name := range []string{"Semantic_Location_History_2013_DECEMBER.json", "semantic_history_with_bom.json",
		"semantic_activitySegment_seconds_timestamp.json", "semantic_placeVisit_timestampMs.json",
		"semantic_placeVisit_otherCandidateLocations.json", "Timeline_android_semanticSegments.json",
		"Timeline_android_with_duplicates.json", "location-history_ios_export.json", "Records.json"} {
		ingesttest.GoldenReal(t, Location, "testdata/real/"+name+".want", "google_takeout", "location", "dawarich", name)
	}
	ingesttest.GoldenReal(t, Location, "testdata/real/Location History.json.want", "google_takeout", "dogsheep", "Takeout", "Location History", "Location History.json")
}

func TestRobust(t *testing.T) {
	ingesttest.RobustFile(t, Activity, fixtures+"My Activity/YouTube/My Activity.json")
	for _, f := range []string{"Semantic Location History/2019/2019_JUNE.json", "Timeline.json", "Records.json"} {
		ingesttest.RobustFile(t, Location, fixtures+"Location History/"+f)
	}
	ingesttest.Robust(t, Location, "location-history.json", ingesttest.ReadReal(t, "google_takeout", "location", "dawarich", "location-history_ios_export.json"))
}

// Seeds are kept small: the fuzzer minimizes every input that finds new
// code, and minimizing kilobytes takes it most of a short run.
func FuzzActivity(f *testing.F) {
	f.Add([]byte(`[{"header":"YouTube","title":"Watched X","titleUrl":"https://y/w?v\u003d1","subtitles":[{"name":"C"}],"time":"2023-03-05T19:20:30.123Z","details":[{"name":"From Google Ads"}]},` +
		`{"header":"Search","title":"Searched for p","titleUrl":"https://www.google.com/url?q=https://a.b/","time":"2023-03-05T19:10:00Z","products":["Search"]},{"title":1}]`))
	ingesttest.FuzzImport(f, Activity, "My Activity.json")
}

func FuzzLocation(f *testing.F) {
	f.Add([]byte(`{"timelineObjects":[{"placeVisit":{"location":{"latitudeE7":419027835,"longitudeE7":124963655,"placeId":"p","name":"H"},"duration":{"startTimestamp":"2019-06-01T06:00:00Z","endTimestampMs":"1559372400000"},"childVisits":[{"duration":{"startTimestamp":"2019-06-01T07:00:00Z"}}]}},` +
		`{"activitySegment":{"duration":{"startTimestamp":"2019-06-01 08:00:00 +0100"},"distance":12,"activities":[{"activityType":"WALKING"}],"waypointPath":{"waypoints":[{"latE7":1,"lngE7":2}]}}}]}`))
	f.Add([]byte(`{"semanticSegments":[{"startTime":"2024-05-01T08:00:00+02:00","endTime":"2024-05-01T08:40:00+02:00","activity":{"start":{"latLng":"52.52°, 13.40°"},"distanceMeters":8.5,"topCandidate":{"type":"CYCLING"}},` +
		`"visit":{"topCandidate":{"placeId":"w","placeLocation":{"latLng":"1°, 2°"}}},"timelineMemory":{"trip":{"distanceFromOriginKms":2,"destinations":[{"identifier":{"placeId":"h"}}]}}}],"rawSignals":[]}`))
	f.Add([]byte(`{"locations":[{"latitudeE7":4294000000,"longitudeE7":1,"timestamp":"2019-06-01T06:00:00Z"},{"latitudeE7":1,"longitudeE7":1,"timestampMs":"1559377800000"}]}`))
	f.Add([]byte(`[{"startTime":"2023-08-27T20:00:00Z","endTime":"2023-08-27T22:00:00Z","timelinePath":[{"point":"geo:27.7,-97.3","durationMinutesOffsetFromStartTime":"4"}]}]`))
	ingesttest.FuzzImport(f, Location, "Records.json")
}

func BenchmarkRecords(b *testing.B) {
	const n = 100000
	start := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	data := ingesttest.Records(`{"locations": [`, n, func(i int) string {
		ts := start.Add(time.Duration(i) * 30 * time.Second).Format(time.RFC3339)
		return `{"latitudeE7": 41902783, "longitudeE7": 12496365, "accuracy": 10, "timestamp": "` + ts + `"}`
	}, "]}")
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		res := ingesttest.Bytes(b, Location, "Records.json", data)
		if res.Err != nil || len(res.Events) != 35 {
			b.Fatalf("%d events, %v", len(res.Events), res.Err)
		}
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "points/s")
}

func BenchmarkActivity(b *testing.B) {
	const n = 20000
	data := ingesttest.Records("[", n, func(i int) string {
		return `{"header": "YouTube", "title": "Watched Video ` + time.Duration(i).String() + `", "titleUrl": "https://www.youtube.com/watch?v\u003dx", "subtitles": [{"name": "Channel", "url": "https://www.youtube.com/channel/c"}], "time": "2022-09-21T11:52:59.995Z", "products": ["YouTube"], "activityControls": ["YouTube watch history"]}`
	}, "]")
	ingesttest.Bench(b, Activity, "watch-history.json", data, n)
}
