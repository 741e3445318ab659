package generic

import (
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
	"reqap/internal/test"
)

func keysOf(ev ingest.Event) string {
	var ks []string
	for _, f := range ev.Fields {
		ks = append(ks, f.Key)
	}
	return strings.Join(ks, " ")
}

func TestRecognize(t *testing.T) {
	jsonl := []byte(`{"source": "note", "start": "2024-01-01", "text": "x"}` + "\n")
	jsonlLongFirst := []byte(`{"start": "2024-01-01", "source": "note", "text": "` + strings.Repeat("x", ingest.HeadSize))
	canonical := []byte(`{"id": 1, "type": "workout", "start": "2024-01-01", "end": "2024-01-01"}` + "\n")
	csvHead := []byte("id,source,start,end,title\n1,note,2024-01-01,,x\n")
	csvSpaced := []byte("\xef\xbb\xbfStart, Source ,Title\n")
	perqa := []byte("id,structured_event_id,start_date,start_time,end_date,end_time,event_type,event_data,properties_mentioned\n0,1,2024-01-01,,,,mail,{},[]\n")
	perqaMin := []byte("event_type,event_data,id,start_date,start_time,end_date,end_time\n")
	perqaMissing := []byte("id,start_date,start_time,end_date,event_type,event_data\n")
	netflix := []byte("Profile Name,Start Time,Duration,Attributes,Title,Supplemental Video Type,Device Type,Bookmark,Latest Bookmark,Country\n")
	tests := []struct {
		name                string
		head                []byte
		jsonl, csvS, perqaS int
	}{
		{"my.events.jsonl", jsonl, 100, 0, 0},
		{"My.Events.JSONL", jsonl, 100, 0, 0},
		{"data.jsonl", jsonl, 50, 0, 0},
		{"data.jsonl", jsonlLongFirst, 50, 0, 0},
		{"my.events.jsonl", []byte("garbage\n"), 10, 0, 0},
		{"my.events.jsonl", nil, 10, 0, 0},
		{"canonical.jsonl", canonical, 0, 0, 0},
		{"data.json", jsonl, 0, 0, 0},
		{"my.events.csv", csvHead, 0, 100, 0},
		{"table.csv", csvHead, 0, 50, 0},
		{"table.csv", csvSpaced, 0, 50, 0},
		{"my.events.csv", netflix, 0, 0, 0},
		{"ViewingActivity.csv", netflix, 0, 0, 0},
		{"table.txt", csvHead, 0, 0, 0},
		{"persona_0_obs.csv", perqa, 0, 0, 100},
		{"observations.csv", perqa, 0, 0, 80},
		{"observations.csv", perqaMin, 0, 0, 80},
		{"persona_0_obs.csv", perqaMissing, 0, 0, 0},
		{"persona_0_str.csv", perqaMin, 0, 0, 80},
	}
	for _, tc := range tests {
		c := ingest.Candidate{Path: "d/" + tc.name, Head: tc.head}
		if got := (JSONL).Recognize(c).Score; got != tc.jsonl {
			t.Errorf("JSONL.Recognize(%s) = %d, want %d", tc.name, got, tc.jsonl)
		}
		if got := (CSV).Recognize(c).Score; got != tc.csvS {
			t.Errorf("CSV.Recognize(%s) = %d, want %d", tc.name, got, tc.csvS)
		}
		if got := (PerQA).Recognize(c).Score; got != tc.perqaS {
			t.Errorf("PerQA.Recognize(%s) = %d, want %d", tc.name, got, tc.perqaS)
		}
	}
}

// checkFixture imports a file of testdata, named as its format wants, and
// checks that it is recognized by name and content, that it gives exactly
// the events wants describes, and the reason of every line it skips.
func checkFixture(t *testing.T, imp *ingest.Importer, path string, skips map[string]string, wants []ingesttest.Want) ingesttest.Result {
	t.Helper()
	res := ingesttest.CheckFile(t, imp, path)
	if res.Match.Score != ingest.ScoreNameContent {
		t.Errorf("score %d", res.Match.Score)
	}
	if len(res.Events) != len(wants) {
		t.Errorf("%d events, want %d", len(res.Events), len(wants))
	}
	ingesttest.Skips(t, res, skips)
	ingesttest.Events(t, res, wants...)
	return res
}

func TestJSONL(t *testing.T) {
	music := map[string]any{
		"artist": "Sigur Rós", "track": "Hoppípolla", "duration_s": 210, "skipped": false,
		"device_type": "phone", "device_os_name": "Android", "device_os_version": 14,
		"tags": []string{"calm", "icelandic", "2008", "true"},
	}
	res := checkFixture(t, JSONL, "testdata/mixed.events.jsonl", map[string]string{
		"line 9":              "not a JSON object: the JSON value is cut short",
		"line 10":             "no source",
		"line 11":             `start "02/02/2024": not RFC 3339`,
		"line 12":             "end 2024-02-02T07:00:00Z is before start 2024-02-02T08:00:00Z",
		"line 13":             `tz "Mars/Olympus" is not a known IANA time zone`,
		"line 14 (id trip-1)": `id "trip-1" was already used by line 4 (id trip-1)`,
		"line 15":             "not a JSON object",
		"line 17":             "fields is not an object",
	}, []ingesttest.Want{
		{Record: "line 1", Source: "music_stream", Start: "2024-03-01T08:00:00Z", End: "2024-03-01T08:03:30Z", Fields: music},
		{Record: "line 3", Source: "music_stream", Start: "2024-03-01T08:00:00Z", End: "2024-03-01T08:03:30Z", Fields: music},
		// A date-only end is the last day: three days, ending at the
		// midnight after June 3.
		{Record: "line 4 (id trip-1)", Source: "calendar", Start: "2024-06-01T00:00:00Z", End: "2024-06-04T00:00:00Z", AllDay: true, Fields: map[string]any{"summary": "Lisbon with Anna", "id": nil}},
		// Floating times in the given zone (summer time in Berlin).
		{Record: "line 5", Source: "workout", Start: "2024-07-01T10:00:00+02:00", End: "2024-07-01T11:00:30+02:00", Fields: map[string]any{"workout_type": "Running", "distance_km": 10.5, "tz": nil}},
		// An RFC 3339 time keeps its instant and is shown in tz.
		{Record: "line 6", Source: "mail", Start: "2024-07-01T04:00:00-04:00", End: "2024-07-01T04:00:00-04:00", Fields: map[string]any{"subject": "Hi"}},
		{Record: "line 7", Source: "web_activity", Start: "2024-01-02T03:04:05.678+05:30", End: "2024-01-02T03:04:05.678+05:30", Fields: map[string]any{
			"start_time": "a", "start_time_2": "b", "grosse": "L", "field_2fa": "on", "http_status": 200, "duration_s": 12.5,
		}},
		{Record: "line 8", Source: "note", Start: "2024-02-02T00:00:00Z", End: "2024-02-02T00:00:00Z", Fields: map[string]any{
			"big": "12345678901234567890", "nothing": nil, "blank": nil, "empty": nil,
			"people": []string{`{"name":"Anna","type":"friend"}`, "Ben"}, "url": "https://x.example/?a=1&b=<2>",
		}},
		// all_day with a timed start and an end at midnight, taken as exclusive.
		{Record: "line 16", Source: "calendar", Start: "2024-12-24T00:00:00Z", End: "2024-12-27T00:00:00Z", AllDay: true, Fields: map[string]any{"summary": "Holidays"}},
		{Record: "line 18", Source: "note", Start: "2024-02-02T09:00:00Z", End: "2024-02-02T09:00:00Z", Fields: map[string]any{"text": "windows line"}},
	})
	for _, ev := range res.Events {
		switch ev.Origin.Record {
		case "line 1":
			if got := keysOf(ev); got != "artist track duration_s skipped device_type device_os_name device_os_version tags" {
				t.Errorf("line 1 keys %q are not in the written order", got)
			}
		case "line 7":
			if got := keysOf(ev); got != "start_time start_time_2 grosse field_2fa http_status duration_s" {
				t.Errorf("line 7 keys %q", got)
			}
		}
	}
}

func TestJSONLIDs(t *testing.T) {
	a := []byte(`{"id": "x", "source": "note", "start": "2024-01-01", "text": "first"}
{"source": "note", "start": "2024-01-02", "text": "same"}
{"source": "note", "start": "2024-01-02", "text": "same"}
`)
	// The id'd line edited and moved, the content lines re-spelled.
	b := []byte(`{"source":"note","start":"2024-01-02","text":"same"}
{"text": "edited", "start": "2024-01-01", "source": "note", "id": "x"}
{"source": "note",   "start": "2024-01-02", "text": "same"}
`)
	ra := ingesttest.Bytes(t, JSONL, "a.events.jsonl", a)
	rb := ingesttest.Bytes(t, JSONL, "a.events.jsonl", b)
	if len(ra.Events) != 3 || len(rb.Events) != 3 {
		t.Fatalf("%d and %d events", len(ra.Events), len(rb.Events))
	}
	idsA := []string{ra.Events[0].ID, ra.Events[1].ID, ra.Events[2].ID}
	idsB := []string{rb.Events[1].ID, rb.Events[0].ID, rb.Events[2].ID}
	for i := range idsA {
		if idsA[i] != idsB[i] {
			t.Errorf("event %d changed ID after an edit that keeps its identity", i)
		}
	}
	if idsA[1] == idsA[2] {
		t.Error("two identical lines share an ID")
	}
}

func TestCSV(t *testing.T) {
	checkFixture(t, CSV, "testdata/workouts.events.csv", map[string]string{
		"line 6":         "row has 13 cells, the header 12",
		"line 7 (id w4)": `all_day "maybe" is not true or false`,
		"line 8 (id w5)": "no source",
		"line 9 (id w1)": `id "w1" was already used by line 2 (id w1)`,
		"line 10":        `extraneous or missing " in quoted-field`,
	}, []ingesttest.Want{
		{Record: "line 2 (id w1)", Source: "workout", Start: "2024-05-01T18:30:00+02:00", End: "2024-05-01T19:15:00+02:00", Fields: map[string]any{
			"workout_type": "running", "distance_km": 8.2, "distance_km_2": 8, "zip": "01234",
			"notes": "easy, with Anna", "energy_kcal": 512, "id": nil, "tz": nil, "all_day": nil,
		}},
		{Record: "line 3 (id w2)", Source: "workout", Start: "2024-05-03T07:00:00Z", End: "2024-05-03T08:00:00Z", Fields: map[string]any{
			"workout_type": "cycling", "distance_km": 30, "notes": `said "never again"`, "energy_kcal": -1.5,
		}},
		{Record: "line 4", Source: "calendar", Start: "2024-06-01T00:00:00Z", End: "2024-06-04T00:00:00Z", AllDay: true, Fields: map[string]any{"notes": "Lisbon trip"}},
		{Record: "line 5", Source: "calendar", Start: "2024-06-01T00:00:00Z", End: "2024-06-04T00:00:00Z", AllDay: true, Fields: map[string]any{"notes": "Lisbon trip"}},
		{Record: "line 11 (id w7)", Source: "workout", Start: "2024-05-08T07:00:00Z", End: "2024-05-08T07:00:00Z", Fields: map[string]any{
			"workout_type": "rowing", "distance_km": "1e3", "energy_kcal": 7,
		}},
	})
}

func TestPerQA(t *testing.T) {
	checkFixture(t, PerQA, "testdata/persona_3_obs.csv", map[string]string{
		"line 7 (id 5)":   "no start_date",
		"line 8 (id 6)":   "event_data is not JSON",
		"line 10 (id 3)":  `id "3" was already used by line 5 (id 3)`,
		"line 13 (id 10)": `start_time "25:00": not HH:MM or HH:MM:SS`,
		"line 14 (id 11)": "no event_type",
		"line 15 (id 12)": "event_data is not a JSON object",
	}, []ingesttest.Want{
		{Record: "line 2 (id 0)", Source: "workout", Start: "2023-04-02T18:00:00Z", End: "2023-04-02T19:10:30Z", Fields: map[string]any{
			"event": "workout", "workout_type": "run", "duration": 70, "duration_unit": "min",
			"distance": 8.1, "distance_unit": "km", "average_heart_rate": 151.5,
			"properties_mentioned": nil, "structured_event_id": nil, "id": nil,
		}},
		// Mail has no end: an instant.
		{Record: "line 3 (id 1)", Source: "mail", Start: "2023-04-03T07:12:00Z", End: "2023-04-03T07:12:00Z", Fields: map[string]any{
			"subject": "Dinner on Friday?", "timestamp": "2023-04-03 07:12:00", "sender": "Anna Schmidt",
			"recipient": "me", "text": "Shall we try the new Trattoria?",
		}},
		// No times: all-day, end date inclusive.
		{Record: "line 4 (id 2)", Source: "calendar", Start: "2023-04-05T00:00:00Z", End: "2023-04-08T00:00:00Z", AllDay: true, Fields: map[string]any{
			"summary": "Trip to Rome", "location": "Roma", "description": nil,
		}},
		{Record: "line 5 (id 3)", Source: "music_stream", Start: "2023-04-08T21:45:10Z", End: "2023-04-08T21:48:55Z", Fields: map[string]any{
			"event": "music stream", "duration": 225, "duration_unit": "s", "song_name": "Déjà Vu",
			"song_artist": []string{"Olivia Rodrigo"},
		}},
		// An end time before the start time and no end date: past midnight.
		{Record: "line 6 (id 4)", Source: "tvseries_stream", Start: "2023-04-08T23:30:00Z", End: "2023-04-09T00:40:00Z", Fields: map[string]any{
			"tvseries_title": "Dark", "episode_number": 1,
		}},
		// Ground truth inside event_data is dropped too.
		{Record: "line 9 (id 7)", Source: "online_purchase", Start: "2023-04-09T12:00:00Z", End: "2023-04-09T12:00:00Z", Fields: map[string]any{
			"product": "Pizza stone", "price": "29.99 EUR", "properties_mentioned": nil, "structured_event_id": nil,
		}},
		{Record: "line 11 (id 8)", Source: "social_media", Start: "2023-04-11T00:00:00Z", End: "2023-04-11T17:30:00Z", Fields: map[string]any{"text": "only an end time"}},
		{Record: "line 12 (id 9)", Source: "movie_stream", Start: "2023-04-12T10:00:00Z", End: "2023-04-12T10:00:00Z", Fields: map[string]any{"movie_title": "Backwards"}},
		{Record: "line 16 (id 13)", Source: "note", Start: "2023-04-15T08:00:00Z", End: "2023-04-15T08:00:00Z", Fields: nil},
	})
}

// The examples of FORMAT.md import as the document says.
func TestFormatExamples(t *testing.T) {
	doc, err := os.ReadFile("FORMAT.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile("(?s)```(json|csv)\n(.*?)```").FindAllSubmatch(doc, -1)
	if len(blocks) != 3 {
		t.Fatalf("FORMAT.md has %d examples, want 3", len(blocks))
	}
	cases := []struct {
		imp   *ingest.Importer
		name  string
		wants []ingesttest.Want
	}{
		{JSONL, "example.events.jsonl", []ingesttest.Want{
			{Record: "line 1", Source: "workout", Start: "2024-05-01T18:30:00+02:00", End: "2024-05-01T19:15:00+02:00", Fields: map[string]any{
				"workout_type": "running", "distance_km": 8.2, "heart_rate_avg": 151, "heart_rate_max": 176, "with": []string{"Anna", "Ben"},
			}},
			{Record: "line 2 (id trip-7)", Source: "calendar", Start: "2024-06-01T00:00:00Z", End: "2024-06-04T00:00:00Z", AllDay: true, Fields: map[string]any{"summary": "Lisbon"}},
			{Record: "line 3", Source: "note", Start: "2024-05-02T08:00:00+02:00", End: "2024-05-02T08:00:00+02:00", Fields: map[string]any{"title": "Ideas", "labels": []string{"work"}}},
		}},
		{CSV, "example.events.csv", []ingesttest.Want{
			{Record: "line 2 (id w1)", Source: "workout", Start: "2024-05-01T18:30:00+02:00", End: "2024-05-01T19:15:00+02:00", Fields: map[string]any{
				"workout_type": "running", "distance_km": 8.2, "notes": "easy, with Anna",
			}},
			{Record: "line 3", Source: "calendar", Start: "2024-06-01T00:00:00Z", End: "2024-06-04T00:00:00Z", AllDay: true, Fields: map[string]any{"notes": "Lisbon trip"}},
		}},
		{PerQA, "example_obs.csv", []ingesttest.Want{
			{Record: "line 2 (id 17)", Source: "workout", Start: "2023-04-02T18:00:00Z", End: "2023-04-02T19:10:00Z", Fields: map[string]any{
				"workout_type": "run", "distance": 8.1, "distance_unit": "km", "properties_mentioned": nil,
			}},
			{Record: "line 3 (id 18)", Source: "mail", Start: "2023-04-03T07:12:00Z", End: "2023-04-03T07:12:00Z", Fields: map[string]any{"subject": "Dinner?", "sender": "Anna"}},
			{Record: "line 4 (id 19)", Source: "calendar", Start: "2023-04-05T00:00:00Z", End: "2023-04-08T00:00:00Z", AllDay: true, Fields: map[string]any{"summary": "Trip to Rome"}},
		}},
	}
	for i, tc := range cases {
		data := blocks[i][2]
		res := ingesttest.Bytes(t, tc.imp, tc.name, data)
		if res.Err != nil || len(res.Skips) != 0 || len(res.Events) != len(tc.wants) || res.Match.Score == 0 {
			t.Errorf("%s: score %d, %d events, skips %v, err %v", tc.name, res.Match.Score, len(res.Events), res.Skips, res.Err)
		}
		ingesttest.Events(t, res, tc.wants...)
	}
}

func TestBrokenFiles(t *testing.T) {
	tests := []struct {
		imp     *ingest.Importer
		name    string
		data    string
		errPart string
	}{
		{CSV, "a.events.csv", "", "line 1: empty file: no header of a CSV file of events"},
		{CSV, "a.events.csv", "title,when\nx,y\n", "line 1: the header has no start or no source column"},
		{CSV, "a.events.csv", "start,source,start\n", "line 1: the header has two start columns"},
		{PerQA, "p_obs.csv", "id,start_date\n", "line 1: the header has no start_time column"},
		{CSV, "a.events.csv", "\"start,source\n", "line 1: reading the header"},
	}
	for _, tc := range tests {
		ingesttest.Failed(t, ingesttest.Bytes(t, tc.imp, tc.name, []byte(tc.data)), "", tc.errPart)
	}
	// A line too long to buffer is skipped, the next one is read. The
	// limit is lowered so the test does not build a 16 MiB line.
	defer func(n int) { maxLine = n }(maxLine)
	maxLine = 100 << 10
	long := `{"source": "note", "start": "2024-01-01", "text": "` + strings.Repeat("x", maxLine) + "\"}\n" +
		`{"source": "note", "start": "2024-01-02", "text": "` + strings.Repeat("y", maxLine-100) + "\"}\n"
	res := ingesttest.Bytes(t, JSONL, "long.events.jsonl", []byte(long))
	if res.Err != nil || len(res.Events) != 1 {
		t.Errorf("long line: %d events, err %v", len(res.Events), res.Err)
	}
	ingesttest.Skips(t, res, map[string]string{"line 1": "line longer than 102400 bytes"})
	if len(res.Events) == 1 && len(res.Events[0].Text("text")) != maxLine-100 {
		t.Errorf("a line longer than the read buffer lost bytes: text of %d bytes", len(res.Events[0].Text("text")))
	}
}

func TestRobust(t *testing.T) {
	ingesttest.RobustFile(t, JSONL, "testdata/mixed.events.jsonl")
	ingesttest.RobustFile(t, CSV, "testdata/workouts.events.csv")
	ingesttest.RobustFile(t, PerQA, "testdata/persona_3_obs.csv")
}

// The words of a key are ingest.SnakeCase's; a key must also start with a
// letter.
func TestSnakeCase(t *testing.T) {
	test.Table(t, "snakeCase", snakeCase, "snakecase.tsv")
}

func TestResolve(t *testing.T) {
	yes, no := true, false
	tests := []struct {
		sp         span
		start, end string
		allDay     bool
		err        string
	}{
		{span{start: "2024-05-01"}, "2024-05-01T00:00:00Z", "2024-05-02T00:00:00Z", true, ""},
		{span{start: "2024-05-01", end: "2024-05-01"}, "2024-05-01T00:00:00Z", "2024-05-02T00:00:00Z", true, ""},
		{span{start: "2024-05-01", tz: "Asia/Tokyo"}, "2024-05-01T00:00:00+09:00", "2024-05-02T00:00:00+09:00", true, ""},
		{span{start: "2024-05-01", allDay: &no}, "2024-05-01T00:00:00Z", "2024-05-01T00:00:00Z", false, ""},
		{span{start: "2024-05-01T10:00:00Z", allDay: &yes}, "2024-05-01T00:00:00Z", "2024-05-02T00:00:00Z", true, ""},
		{span{start: "2024-05-01T10:00:00Z", end: "2024-05-02T10:00:00Z", allDay: &yes}, "2024-05-01T00:00:00Z", "2024-05-03T00:00:00Z", true, ""},
		{span{start: "2024-05-01 10:00:05.25"}, "2024-05-01T10:00:05.25Z", "2024-05-01T10:00:05.25Z", false, ""},
		{span{start: "2024-05-01t10:00z"}, "2024-05-01T10:00:00Z", "2024-05-01T10:00:00Z", false, ""},
		{span{start: "2024-05-01T10:00-03:00", end: "2024-05-01 14:00", tz: "UTC"}, "2024-05-01T13:00:00Z", "2024-05-01T14:00:00Z", false, ""},
		{span{start: "2024-03-31", end: "2024-03-31", tz: "Europe/Berlin"}, "2024-03-31T00:00:00+01:00", "2024-04-01T00:00:00+02:00", true, ""},
		{span{start: "2024-05-01", tz: "Local"}, "", "", false, `tz "Local" is not allowed`},
		{span{start: "2024-02-30"}, "", "", false, "not RFC 3339"},
		{span{start: "2024-05-01 10"}, "", "", false, "not RFC 3339"},
		{span{start: "2024-05-01T10:00:00+0200"}, "", "", false, "not RFC 3339"},
		{span{start: "2024-05-02", end: "2024-05-01"}, "", "", false, "end 2024-05-01 is before start 2024-05-02"},
		{span{start: "2024-05-02T10:00:00Z", end: "2024-05-01T23:00:00Z", allDay: &yes}, "", "", false, "end 2024-05-01 is before start 2024-05-02"},
		{span{start: "2024-05-01", end: "soon"}, "", "", false, `end "soon"`},
	}
	for _, tc := range tests {
		s, e, ad, err := tc.sp.resolve()
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%+v: error %v, want %q", tc.sp, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%+v: %v", tc.sp, err)
			continue
		}
		if s.Format(time.RFC3339Nano) != tc.start || e.Format(time.RFC3339Nano) != tc.end || ad != tc.allDay {
			t.Errorf("%+v: %s – %s all day %v, want %s – %s %v", tc.sp, s.Format(time.RFC3339Nano), e.Format(time.RFC3339Nano), ad, tc.start, tc.end, tc.allDay)
		}
	}
}
