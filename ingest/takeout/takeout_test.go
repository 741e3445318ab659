package takeout

import (
	"testing"
	"time"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
)

func span(t *testing.T, ev ingest.Event, start, end string) {
	t.Helper()
	s, err1 := time.Parse(time.RFC3339Nano, start)
	e, err2 := time.Parse(time.RFC3339Nano, end)
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	if !ev.Start.Equal(s) || !ev.End.Equal(e) {
		t.Errorf("%s: span %v – %v, want %v – %v", ev.Origin.Record, ev.Start, ev.End, s, e)
	}
	_, got := ev.Start.Zone()
	_, want := s.Zone()
	if got != want {
		t.Errorf("%s: start offset %d, want %d", ev.Origin.Record, got, want)
	}
}

const fixtures = "testdata/Takeout/"

// fixture imports a file of the Takeout fixture (ingesttest.Fixture).
func fixture(t *testing.T, imp *ingest.Importer, file string, events int, skipped ...string) ingesttest.Result {
	t.Helper()
	return ingesttest.Fixture(t, imp, fixtures+file, events, skipped...)
}

func TestRecognize(t *testing.T) {
	ingesttest.RecognizeFile(t, nil, "recognize.tsv", Activity, Location)
}

func TestActivityFixture(t *testing.T) {
	res := fixture(t, Activity, "My Activity/YouTube/My Activity.json", 6, "[5]: the entry has no time", "[7]: a value has the wrong type")
	ev := res.Events
	if ev[0].Source != ingest.VideoStream || ev[1].Source != ingest.VideoStream || ev[2].Source != ingest.VideoStream || ev[3].Source != ingest.Activity {
		t.Errorf("sources %s %s %s %s", ev[0].Source, ev[1].Source, ev[2].Source, ev[3].Source)
	}
	span(t, ev[0], "2023-03-05T19:20:30.123Z", "2023-03-05T19:20:30.123Z")
	ingesttest.Fields(t, ev[0], map[string]any{
		"title": "Best pizza in Naples", "channel": "Food Tours", "channel_url": "https://www.youtube.com/channel/UCfood",
		"url": "https://www.youtube.com/watch?v=abc123", "platform": "youtube", "ad": nil,
	})
	ingesttest.Fields(t, ev[1], map[string]any{"title": "Bella Ciao", "channel": "Partisans - Topic", "platform": "youtube_music"})
	ingesttest.Fields(t, ev[2], map[string]any{"ad": true})
	ingesttest.Fields(t, ev[3], map[string]any{"product": "YouTube", "action": "searched", "query": "carbonara recipe", "title": "Searched for carbonara recipe"})
	if ev[3].ID == ev[4].ID {
		t.Errorf("identical entries share an ID")
	}
	ingesttest.Fields(t, ev[5], map[string]any{
		"product": "Search", "action": "visited", "url": "https://www.daenzo.it/", "description": "Rome",
		"details": []string{"From your device"}, "query": nil,
	})
}

func TestSemanticFixture(t *testing.T) {
	res := fixture(t, Location, "Location History/Semantic Location History/2019/2019_JUNE.json", 4,
		"timelineObjects[2].placeVisit: duplicate of timelineObjects[0].placeVisit",
		"timelineObjects[3].placeVisit: \"yesterday\" is not a time",
		"timelineObjects[5]: neither placeVisit nor activitySegment")
	home, bakery, bus, bike := res.Events[0], res.Events[1], res.Events[2], res.Events[3]
	span(t, home, "2019-06-01T06:00:00Z", "2019-06-01T08:00:00Z")
	ingesttest.Fields(t, home, map[string]any{
		"segment": "visit", "place_name": "Home", "address": "Via Roma 1, 00100 Roma, Italia", "semantic_type": "home",
		"place_id": "ChIJhome", "latitude": 41.9027835, "longitude": 12.4963655,
	})
	span(t, bakery, "2019-06-01T07:00:00Z", "2019-06-01T07:10:00Z")
	ingesttest.Fields(t, bakery, map[string]any{"place_name": "Forno", "place_id": "ChIJbakery"})
	if bakery.Origin.Record != "timelineObjects[0].placeVisit.childVisits[0]" {
		t.Errorf("child record %q", bakery.Origin.Record)
	}
	ingesttest.Fields(t, bus, map[string]any{
		"segment": "activity", "activity_type": "in_bus", "distance_km": 2.345, "transit_line": "85",
		"end_place_name": "Colosseo", "latitude": 41.9027835, "end_latitude": 41.8902,
	})
	ingesttest.Fields(t, bike, map[string]any{
		"activity_type": "cycling", "distance_km": 15.433, "latitude": -0.0967296, "longitude": -0.4967296,
	})
}

func TestTimelineFixture(t *testing.T) {
	res := fixture(t, Location, "Location History/Timeline.json", 3,
		"semanticSegments[1].activity: duplicate of semanticSegments[0].activity",
		"semanticSegments[4]: endTime",
		"semanticSegments[5]: a value has the wrong type")
	ride, work, trip := res.Events[0], res.Events[1], res.Events[2]
	span(t, ride, "2024-05-01T08:00:00+02:00", "2024-05-01T08:40:00+02:00")
	ingesttest.Fields(t, ride, map[string]any{
		"segment": "activity", "activity_type": "cycling", "distance_km": 8.123,
		"latitude": 52.52, "longitude": 13.405, "end_latitude": 52.53, "end_longitude": 13.42,
	})
	ingesttest.Fields(t, work, map[string]any{"segment": "visit", "semantic_type": "work", "place_id": "ChIJwork", "latitude": 52.53})
	ingesttest.Fields(t, trip, map[string]any{"segment": "trip", "destinations": []string{"ChIJhamburg"}, "distance_from_origin_km": 280.0})
}

func TestRecordsFixture(t *testing.T) {
	res := fixture(t, Location, "Location History/Records.json", 2, "locations[4]: no valid latitudeE7/longitudeE7", "locations[5]: timestamp")
	d1, d2 := res.Events[0], res.Events[1]
	span(t, d1, "2019-06-01T06:00:00Z", "2019-06-01T08:30:00Z")
	ingesttest.Fields(t, d1, map[string]any{
		"segment": "points", "point_count": 2.0, // the repeated first point counts once
		"latitude": 41.9027835, "min_latitude": 41.8902, "max_latitude": 41.9027835,
		"min_longitude": 12.4922, "max_longitude": 12.4963655,
	})
	if d1.Origin.Record != "locations on 2019-06-01 ([0]..[2])" {
		t.Errorf("record %q", d1.Origin.Record)
	}
	ingesttest.Fields(t, d2, map[string]any{"point_count": 1.0, "latitude": -0.0967296})
	if d1.ID != (&ingest.Input{Format: Location.Name}).ID("points", "2019-06-01") {
		t.Errorf("day ID not derived from the date")
	}
}

// TestRealActivity reads dogsheep's and ddp-inspector's My Activity
// samples in place; values were read off the files.
func TestRealActivity(t *testing.T) {
	res := ingesttest.CheckReal(t, Activity, "google_takeout", "dogsheep", "Takeout", "My Activity", "Search", "My Activity.json")
	if len(res.Events) != 2 || len(res.Skips) != 0 {
		t.Fatalf("Search: %d events, skips %+v", len(res.Events), res.Skips)
	}
	span(t, res.Events[0], "2019-05-30T15:37:18.828Z", "2019-05-30T15:37:18.828Z")
	ingesttest.Fields(t, res.Events[0], map[string]any{
		"product": "Search", "action": "visited",
		"title": "Visited data liberation - How to download Google Search history? - Web ...",
		"url":   "https://webapps.stackexchange.com/questions/95560/how-to-download-google-search-history",
	})
	ingesttest.Fields(t, res.Events[1], map[string]any{
		"action": "searched", "query": `"myactivity" google export`,
		"url": "https://www.google.com/search?q=%22myactivity%22+google+export",
	})

	res = ingesttest.CheckReal(t, Activity, "google_takeout", "dogsheep", "Takeout", "My Activity", "Maps", "My Activity.json")
	if len(res.Events) != 2 {
		t.Fatalf("Maps: %d events", len(res.Events))
	}
	ingesttest.Fields(t, res.Events[0], map[string]any{"product": "Maps", "action": "viewed", "title": "Viewed area around Pheba"})
	ingesttest.Fields(t, res.Events[1], map[string]any{
		"query": "Oktibbeha County Lake, Mississippi, USA",
		"url":   "https://www.google.co.uk/maps/place/Oktibbeha+County+Lake/@33.5088281,-88.9432825,14z/data=!3m1!4b1!4m2!3m1!1s0x888139e250271cc3:0x9efde6f03cb09645",
	})

	res = ingesttest.CheckReal(t, Activity, "google_takeout", "dogsheep", "Takeout", "My Activity", "Google Play Books", "My Activity.json")
	if len(res.Events) != 1 {
		t.Fatalf("Play Books: %d events", len(res.Events))
	}
	ingesttest.Fields(t, res.Events[0], map[string]any{"product": "Google Play Books", "title": "Visited Play Books App", "url": "https://play.google.com/store/books/"})

	res = ingesttest.CheckReal(t, Activity, "google_takeout", "youtube", "Takeout", "YouTube and YouTube Music", "history", "watch-history.json")
	if len(res.Events) != 2 || res.Match.Score != ingest.ScoreNameContent {
		t.Fatalf("watch-history: %d events, match %+v", len(res.Events), res.Match)
	}
	for i, ev := range res.Events {
		if ev.Source != ingest.VideoStream {
			t.Errorf("watch %d is %s", i, ev.Source)
		}
	}
	span(t, res.Events[0], "2022-09-21T11:52:59.995Z", "2022-09-21T11:52:59.995Z")
	ingesttest.Fields(t, res.Events[0], map[string]any{"title": "Video 1", "channel": "Channel 1", "url": "https://www.youtube.com/video1", "platform": "youtube"})
	ingesttest.Fields(t, res.Events[1], map[string]any{"title": "Video 2", "channel": "Channel 2"})
}

func TestRealLocation(t *testing.T) {
	check := func(name string, events int) ingesttest.Result {
		t.Helper()
		res := ingesttest.CheckReal(t, Location, "google_takeout", "location", "dawarich", name)
		if len(res.Events) != events || len(res.Skips) != 0 {
			t.Fatalf("%s: %d events, skips %+v; want %d", name, len(res.Events), res.Skips, events)
		}
		return res
	}

	res := check("Semantic_Location_History_2013_DECEMBER.json", 3)
	span(t, res.Events[0], "2013-12-01T07:05:14.222Z", "2013-12-01T07:11:13.214Z")
	// No "distance" on the first segment: the waypoint path's 209.65 m.
	ingesttest.Fields(t, res.Events[0], map[string]any{"activity_type": "walking", "distance_km": 0.21, "latitude": 53.340744, "longitude": 83.7026901})
	ingesttest.Fields(t, res.Events[1], map[string]any{"activity_type": "in_vehicle", "distance_km": 3.853, "end_latitude": 53.3519706})
	ingesttest.Fields(t, res.Events[2], map[string]any{"activity_type": "walking", "distance_km": 0.413})

	res = check("semantic_history_with_bom.json", 1)
	span(t, res.Events[0], "2024-01-01T10:00:00Z", "2024-01-01T10:30:00Z")
	ingesttest.Fields(t, res.Events[0], map[string]any{"latitude": 60.4518, "longitude": 22.2666, "end_latitude": 60.4519, "end_longitude": 22.2667, "activity_type": nil})

	// Epoch milliseconds as a string, no end.
	res = check("semantic_activitySegment_seconds_timestamp.json", 1)
	span(t, res.Events[0], "2025-03-24T19:25:02.585Z", "2025-03-24T19:25:02.585Z")
	ingesttest.Fields(t, res.Events[0], map[string]any{"latitude": 12.3444444, "longitude": 12.3444444})

	// timestampMs vs ISO: the same instant written two ways.
	res = check("semantic_placeVisit_timestampMs.json", 1)
	span(t, res.Events[0], "2025-03-24T19:25:02.585Z", "2025-03-24T19:25:02.585Z")
	ingesttest.Fields(t, res.Events[0], map[string]any{"segment": "visit", "latitude": 12.3522222})

	res = check("semantic_placeVisit_otherCandidateLocations.json", 1)
	span(t, res.Events[0], "2025-03-24T20:25:02+01:00", "2025-03-24T20:25:02+01:00")
	ingesttest.Fields(t, res.Events[0], map[string]any{"latitude": 12.3533333, "longitude": 12.3533333})

	// Degree-sign coordinates.
	res = check("Timeline_android_semanticSegments.json", 3)
	span(t, res.Events[0], "2024-06-15T09:00:00+02:00", "2024-06-15T10:00:00+02:00")
	ingesttest.Fields(t, res.Events[0], map[string]any{"segment": "visit", "place_id": "ChIJtest123", "latitude": 48.8566, "longitude": 2.3522})
	ingesttest.Fields(t, res.Events[1], map[string]any{"segment": "activity", "activity_type": "in_passenger_vehicle", "end_latitude": 48.8606, "end_longitude": 2.3376})
	ingesttest.Fields(t, res.Events[2], map[string]any{"segment": "path", "point_count": 2.0, "end_latitude": 48.862, "end_longitude": 2.335})

	res = check("Timeline_android_with_duplicates.json", 2)
	ingesttest.Fields(t, res.Events[0], map[string]any{"segment": "path", "point_count": 2.0, "latitude": 50.0506312, "longitude": 14.3439906})
	ingesttest.Fields(t, res.Events[1], map[string]any{"segment": "visit", "place_id": "some random id", "semantic_type": nil})
	span(t, res.Events[1], "2019-04-03T08:13:57+02:00", "2019-04-03T20:10:18+02:00")

	res = check("location-history_ios_export.json", 4)
	span(t, res.Events[0], "2023-08-27T15:48:56-05:00", "2023-08-27T17:04:26.999-05:00")
	ingesttest.Fields(t, res.Events[0], map[string]any{"segment": "visit", "place_id": "ChIJxxP_Qwb2aIYRTwDNDLkUmD0", "latitude": 27.720022, "longitude": -97.347951})
	ingesttest.Fields(t, res.Events[1], map[string]any{"segment": "path", "point_count": 1.0})
	ingesttest.Fields(t, res.Events[2], map[string]any{"segment": "trip", "distance_from_origin_km": 1594.0,
		"destinations": []string{"ChIJs9KSYYBfaIYRj5AOiZNQ0a4", "ChIJw6lCfj2sZ4YRl6q2LNNyojk", "ChIJA89FstRIAYcRr9I2aBzR89A", "ChIJtWVg4r5DFIcRr0zkOeDPEfY"}})
	// Nine points listed, three of them repeated.
	ingesttest.Fields(t, res.Events[3], map[string]any{"segment": "path", "point_count": 6.0, "latitude": 27.701123, "end_longitude": -97.375988})

	res = check("Records.json", 3)
	span(t, res.Events[0], "2012-12-15T14:21:29.460Z", "2012-12-15T14:21:29.460Z")
	ingesttest.Fields(t, res.Events[0], map[string]any{"segment": "points", "point_count": 1.0, "latitude": 53.369055, "longitude": 83.695001})
	span(t, res.Events[2], "2013-03-01T05:17:39.849Z", "2013-03-01T05:17:39.849Z")

	res = ingesttest.CheckReal(t, Location, "google_takeout", "dogsheep", "Takeout", "Location History", "Location History.json")
	if len(res.Events) != 1 || res.Match.Score != ingest.ScoreNameContent {
		t.Fatalf("Location History.json: %d events, match %+v", len(res.Events), res.Match)
	}
	span(t, res.Events[0], "2015-07-18T23:57:26.012Z", "2015-07-18T23:58:25.529Z")
	ingesttest.Fields(t, res.Events[0], map[string]any{"point_count": 2.0, "latitude": 37.6955289, "longitude": -121.9287261, "max_latitude": 37.6955454})
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
	f.Fuzz(func(t *testing.T, data []byte) {
		ingesttest.Fuzz(t, Activity, "My Activity.json", data)
	})
}

func FuzzLocation(f *testing.F) {
	f.Add([]byte(`{"timelineObjects":[{"placeVisit":{"location":{"latitudeE7":419027835,"longitudeE7":124963655,"placeId":"p","name":"H"},"duration":{"startTimestamp":"2019-06-01T06:00:00Z","endTimestampMs":"1559372400000"},"childVisits":[{"duration":{"startTimestamp":"2019-06-01T07:00:00Z"}}]}},` +
		`{"activitySegment":{"duration":{"startTimestamp":"2019-06-01 08:00:00 +0100"},"distance":12,"activities":[{"activityType":"WALKING"}],"waypointPath":{"waypoints":[{"latE7":1,"lngE7":2}]}}}]}`))
	f.Add([]byte(`{"semanticSegments":[{"startTime":"2024-05-01T08:00:00+02:00","endTime":"2024-05-01T08:40:00+02:00","activity":{"start":{"latLng":"52.52°, 13.40°"},"distanceMeters":8.5,"topCandidate":{"type":"CYCLING"}},` +
		`"visit":{"topCandidate":{"placeId":"w","placeLocation":{"latLng":"1°, 2°"}}},"timelineMemory":{"trip":{"distanceFromOriginKms":2,"destinations":[{"identifier":{"placeId":"h"}}]}}}],"rawSignals":[]}`))
	f.Add([]byte(`{"locations":[{"latitudeE7":4294000000,"longitudeE7":1,"timestamp":"2019-06-01T06:00:00Z"},{"latitudeE7":1,"longitudeE7":1,"timestampMs":"1559377800000"}]}`))
	f.Add([]byte(`[{"startTime":"2023-08-27T20:00:00Z","endTime":"2023-08-27T22:00:00Z","timelinePath":[{"point":"geo:27.7,-97.3","durationMinutesOffsetFromStartTime":"4"}]}]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		ingesttest.Fuzz(t, Location, "Records.json", data)
	})
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
