package ingest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

// memSink collects what an importer emits and skips.
type memSink struct {
	events []Event
	skips  []string
	fail   error
}

func (s *memSink) Emit(ev Event) error {
	if s.fail != nil {
		return s.fail
	}
	s.events = append(s.events, ev)
	return nil
}

func (s *memSink) Skip(record string, reason error) {
	s.skips = append(s.skips, record+": "+reason.Error())
}

func memInput(name, data string) *Input {
	return &Input{FS: fstest.MapFS{name: {Data: []byte(data)}}, Path: name, Name: "/x/" + name, Format: "test"}
}

func TestReadCSV(t *testing.T) {
	data := "\xef\xbb\xbfID, Title ,Distance,Distance\n" +
		"1,Run,5.2,5200\n" +
		"   \n" +
		"2,\"broken\n" +
		"3,,1,1000\n" +
		"4,Ride,20,20000\n"
	sink := &memSink{}
	spec := CSV{What: "a test file", Required: []string{"id", "TITLE"}}
	err := ReadCSV(context.Background(), memInput("a.csv", data), sink, spec, func(r *CSVRow) (Event, error) {
		if r.Get("title") == "" {
			return Event{}, errors.New("no title")
		}
		ev := Event{ID: r.Get("ID")}
		ev.SetText("title", r.Get("Title"))
		ev.SetText("km", r.Nth("distance", 0))
		ev.SetText("m", r.Nth("Distance", 1))
		if r.Has("elevation") || !r.Has("distance") {
			t.Error("Has is wrong")
		}
		return ev, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, ev := range sink.events {
		got = append(got, fmt.Sprintf("%s %s %s %s %s", ev.ID, ev.Text("title"), ev.Text("km"), ev.Text("m"), ev.Origin.Record))
	}
	if want := "1 Run 5.2 5200 line 2|4 Ride 20 20000 line 6"; strings.Join(got, "|") != want {
		t.Errorf("events %q, want %q", strings.Join(got, "|"), want)
	}
	if len(sink.skips) != 2 || !strings.HasPrefix(sink.skips[0], "line 4: ") || sink.skips[1] != "line 5: no title" {
		t.Errorf("skips %q", sink.skips)
	}

	for _, tc := range []struct{ data, want string }{
		{"", "line 1: empty file: no header of a test file"},
		{"id,name\n1,x\n", `header has no "TITLE" column: not a test file`},
	} {
		err := ReadCSV(context.Background(), memInput("b.csv", tc.data), &memSink{}, spec, func(*CSVRow) (Event, error) { return Event{}, nil })
		var re *RecordError
		if !errors.As(err, &re) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want a RecordError saying %q", tc.data, err, tc.want)
		}
	}
	stop := errors.New("disk full")
	err = ReadCSV(context.Background(), memInput("c.csv", data), &memSink{fail: stop}, spec, func(r *CSVRow) (Event, error) { return Event{}, nil })
	if !errors.Is(err, stop) {
		t.Errorf("a failing sink: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := ReadCSV(ctx, memInput("c.csv", data), &memSink{}, spec, func(r *CSVRow) (Event, error) { return Event{}, nil }); !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled import: %v", err)
	}
}

func TestEachJSON(t *testing.T) {
	in := memInput("a.json", "\xef\xbb\xbf"+`{"x": 1, "items": [{"n": "3"}, {"n": "three"}, {"n": 4.0}, {"n": [1]}]}`)
	dec, c, err := OpenJSON(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	for _, want := range []json.Token{json.Delim('{'), "x"} {
		if tok, err := dec.Token(); err != nil || tok != want {
			t.Fatalf("token %v %v, want %v", tok, err, want)
		}
	}
	if err := SkipJSON(dec); err != nil {
		t.Fatal(err)
	}
	if tok, _ := dec.Token(); tok != "items" {
		t.Fatalf("after skipping, %v", tok)
	}
	if tok, _ := dec.Token(); JSONKind(tok) != "'['" {
		t.Fatalf("%s", JSONKind(tok))
	}
	sink := &memSink{}
	var v struct{ N FlexInt }
	var got []string
	err = EachJSON(context.Background(), in, sink, dec, "items", func(dec *json.Decoder) error {
		v.N = FlexInt{}
		return dec.Decode(&v)
	}, func(i int, rec string) error {
		got = append(got, fmt.Sprintf("%s=%d", rec, v.N.N))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(got, " ") != "items[0]=3 items[2]=4" {
		t.Errorf("elements %v", got)
	}
	if len(sink.skips) != 2 || !strings.Contains(sink.skips[0], "three is not an integer") {
		t.Errorf("skips %q", sink.skips)
	}
}

func TestFlexValues(t *testing.T) {
	var f struct {
		A, B, C FlexFloat
		S, T, U FlexString
	}
	if err := json.Unmarshal([]byte(`{"a": "1594", "b": 2.5, "c": null, "s": " id ", "t": 123, "u": null}`), &f); err != nil {
		t.Fatal(err)
	}
	if !f.A.Set || f.A.X != 1594 || f.B.X != 2.5 || f.C.Set || f.S != "id" || f.T != "123" || f.U != "" {
		t.Errorf("%+v", f)
	}
	if n, ok := f.T.Number(); !ok || n != 123 {
		t.Errorf("Number %v %v", n, ok)
	}
	err := json.Unmarshal([]byte(`{"s": true}`), &f)
	if !SkippableJSON(err) || !strings.Contains(err.Error(), "true is not a string or number") {
		t.Errorf("a boolean string: %v", err)
	}
	if SkippableJSON(errors.New("unexpected end of JSON input")) {
		t.Error("broken JSON is not skippable")
	}
	if !HasJSONKeys([]byte(`{"ts" : 1, "ms_played":2}`), "ts", "ms_played") || HasJSONKeys([]byte(`{"ts": "ms_played"}`), "ms_played") {
		t.Error("HasJSONKeys")
	}
	if head := []byte(`{"ts": "episode_name", "track" :1}`); !HasAnyJSONKey(head, "episode", "track") || HasAnyJSONKey(head, "episode_name") {
		t.Error("HasAnyJSONKey")
	}
}

func TestOccurrencesAndDistinct(t *testing.T) {
	o := Occurrences{}
	got := []int{o.Next("a", "b"), o.Next("a", "b"), o.Next("ab"), o.Next("a", "b")}
	if fmt.Sprint(got) != "[0 1 0 2]" {
		t.Errorf("occurrences %v", got)
	}
	if nth := []string{o.Ordinal("c"), o.Ordinal("a", "b"), o.Ordinal("c")}; fmt.Sprint(nth) != "[1 4 2]" {
		t.Errorf("Ordinal %v", nth)
	}
	if d := Distinct([]string{" Ann", "Bob", "", "Ann ", "bob"}); strings.Join(d, "|") != "Ann|Bob|bob" {
		t.Errorf("Distinct %q", d)
	}
}

func FuzzReadCSV(f *testing.F) {
	f.Add("a,b\n1,2\n\"x\n")
	f.Fuzz(func(t *testing.T, data string) {
		sink := &memSink{}
		_ = ReadCSV(context.Background(), memInput("f.csv", data), sink, CSV{What: "fuzz", Required: []string{"a"}}, func(r *CSVRow) (Event, error) {
			r.Get("a")
			r.Nth("b", 3)
			return Event{}, nil
		})
	})
}

func TestRecognizeHelpers(t *testing.T) {
	c := Candidate{Path: "x/ViewingActivity.csv", Head: []byte("\xef\xbb\xbf\"Profile Name\",\"Start Time\"\r\nAnn,2024\n")}
	if got := c.HeaderLine(); got != "Profile Name,Start Time" {
		t.Errorf("HeaderLine %q", got)
	}
	for _, tc := range []struct {
		name, content bool
		score         int
	}{{true, true, 100}, {false, true, 50}, {true, false, 10}, {false, false, 0}} {
		if m := MatchBy(tc.name, tc.content); m.Score != tc.score {
			t.Errorf("MatchBy(%v, %v) = %d", tc.name, tc.content, m.Score)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := memInput("a", "x").OpenFile(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("OpenFile after cancel: %v", err)
	}
	in := memInput("a", "x")
	in.Path = "missing"
	var re *RecordError
	if _, err := in.OpenFile(context.Background()); !errors.As(err, &re) {
		t.Errorf("OpenFile of a missing file: %v", err)
	}
}

func TestEnterJSONArray(t *testing.T) {
	for _, tc := range []struct{ data, key, err string }{
		{`[{"a": 1}]`, "", ""},
		{`{"meta": {"x": [1, 2]}, "posts": [{"a": 1}]}`, "posts", ""},
		{`{"meta": 1}`, "", "no array of records (stories, posts)"},
		{`{"posts": 3}`, "", "expected an array, found a number"},
		{`"text"`, "", "expected a JSON array or object, found a string"},
		{``, "", "the file is empty"},
	} {
		in := memInput("a.json", tc.data)
		dec, c, err := OpenJSON(context.Background(), in)
		if err != nil {
			t.Fatal(err)
		}
		key, err := EnterJSONArray(in, dec, "stories", "posts")
		c.Close()
		if tc.err == "" && (err != nil || key != tc.key) || tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)) {
			t.Errorf("%s: key %q, %v; want %q, %q", tc.data, key, err, tc.key, tc.err)
		}
	}
}

func TestEpoch(t *testing.T) {
	for n, want := range map[int64]string{
		1700000000:    "2023-11-14T22:13:20Z",
		1700000000123: "2023-11-14T22:13:20.123Z",
		0:             "",
		-5:            "",
		1e14:          "",
	} {
		got, ok := Epoch(n)
		if s := got.Format(time.RFC3339Nano); ok != (want != "") || ok && s != want {
			t.Errorf("Epoch(%d) = %s %v, want %q", n, s, ok, want)
		}
	}
}

func TestParseTime(t *testing.T) {
	var got strings.Builder
	for _, s := range []string{"2019-05-30T05:17:16.626Z", "2025-03-24 20:25:02 +0100", "2025-03-24 20:25:02+01:00", "2025-03-24T20:25:02+00:00",
		"2025-03-24T20:25:02", " 1700000000123 ", "1700000000", "-5", "", "yesterday", "2025-03-24T20:25:02.5-0700"} {
		tm, err := ParseTime(s)
		fmt.Fprintf(&got, "%q: %s %v\n", s, tm.Format(time.RFC3339Nano), err)
	}
	want := `"2019-05-30T05:17:16.626Z": 2019-05-30T05:17:16.626Z <nil>
"2025-03-24 20:25:02 +0100": 2025-03-24T20:25:02+01:00 <nil>
"2025-03-24 20:25:02+01:00": 2025-03-24T20:25:02+01:00 <nil>
"2025-03-24T20:25:02+00:00": 2025-03-24T20:25:02Z <nil>
"2025-03-24T20:25:02": 2025-03-24T20:25:02Z <nil>
" 1700000000123 ": 2023-11-14T22:13:20.123Z <nil>
"1700000000": 2023-11-14T22:13:20Z <nil>
"-5": 0001-01-01T00:00:00Z -5 is not a plausible epoch time
"": 0001-01-01T00:00:00Z no time
"yesterday": 0001-01-01T00:00:00Z "yesterday" is not a time
"2025-03-24T20:25:02.5-0700": 0001-01-01T00:00:00Z "2025-03-24T20:25:02.5-0700" is not a time
`
	if got.String() != want {
		t.Errorf("ParseTime:\n%s\nwant\n%s", got.String(), want)
	}
}

func TestEachJSONArray(t *testing.T) {
	data := `[{"a": 1}, {"a": "x"}, {"a": 2, "b": [}, {"a": 3}] {}`
	var row struct{ A int }
	var got []string
	sink := &memSink{}
	err := EachJSONArray(context.Background(), memInput("f.json", data), sink, &row, func(rec string) error {
		got = append(got, rec+"="+strconv.Itoa(row.A))
		return nil
	})
	if err != nil || strings.Join(got, " ") != "[0]=1 [3]=3" {
		t.Errorf("rows %v, err %v", got, err)
	}
	if len(sink.skips) != 3 || !strings.HasPrefix(sink.skips[0], "[1]: a value has the wrong type") ||
		!strings.HasPrefix(sink.skips[2], "after [4]: data after the end") {
		t.Errorf("skips %q", sink.skips)
	}
	err = EachJSONArray(context.Background(), memInput("f.json", `{"a": 1}`), sink, &row, func(string) error { return nil })
	var re *RecordError
	if !errors.As(err, &re) || re.File != "/x/f.json" {
		t.Errorf("an object: %v, want a RecordError naming the file", err)
	}
}

func TestInputReadAll(t *testing.T) {
	for _, c := range []struct {
		data, want string
		over       bool
	}{
		{"", "", false},
		{"four", "four", false},
		{"fives", "five", true},
	} {
		data, over, err := memInput("n.txt", c.data).ReadAll(context.Background(), 4)
		if err != nil || string(data) != c.want || over != c.over {
			t.Errorf("ReadAll(%q, 4) = %q, %v, %v; want %q, %v", c.data, data, over, err, c.want, c.over)
		}
	}
	in := memInput("n.txt", "x")
	in.Path = "missing.txt"
	var re *RecordError
	if _, _, err := in.ReadAll(context.Background(), 4); !errors.As(err, &re) || re.File != "/x/n.txt" {
		t.Errorf("a missing file gives %v, want a *RecordError naming it", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := memInput("n.txt", "x").ReadAll(ctx, 4); !errors.Is(err, context.Canceled) {
		t.Errorf("a done context gives %v, want context.Canceled", err)
	}
}

func TestEachJSONEvent(t *testing.T) {
	in := memInput("a.json", `[{"t": "a"}, {"t": ""}, {"t": "b"}]`)
	dec, c, err := OpenJSON(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := ExpectJSONArray(in, dec, ""); err != nil {
		t.Fatal(err)
	}
	sink := &memSink{}
	err = EachJSONEvent(context.Background(), in, sink, dec, "", func(r *struct{ T string }) (Event, error) {
		if r.T == "" {
			return Event{}, errors.New("no t")
		}
		return Event{ID: r.T}, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(sink.events) != 2 || sink.events[1].ID != "b" || sink.events[1].Origin.Record != "[2]" {
		t.Errorf("events %+v", sink.events)
	}
	if len(sink.skips) != 1 || sink.skips[0] != "[1]: no t" {
		t.Errorf("skips %q", sink.skips)
	}
}

func TestBOMAndStart(t *testing.T) {
	if got := string(TrimStart([]byte("\xef\xbb\xbf \r\n\t{\"a\": 1} "))); got != `{"a": 1} ` {
		t.Errorf("TrimStart %q", got)
	}
	if got := string(TrimBOM([]byte("\xef\xbb\xbf\xef\xbb\xbfx"))); got != "\xef\xbb\xbfx" {
		t.Errorf("TrimBOM took more than one mark: %q", got)
	}
	in := memInput("a.txt", "\xef\xbb\xbfline")
	br, c, err := in.OpenBuffered(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	SkipBOM(br)
	if rest, _ := br.ReadString('\n'); rest != "line" {
		t.Errorf("after SkipBOM %q", rest)
	}
}

func TestStopped(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := Stopped(ctx, 0); !errors.Is(err, context.Canceled) {
		t.Errorf("record 0: %v", err)
	}
	if err := Stopped(ctx, 1); err != nil {
		t.Errorf("record 1 looked at the context: %v", err)
	}
	if err := Stopped(context.Background(), 0); err != nil {
		t.Error(err)
	}
}

func TestIndexUnquoted(t *testing.T) {
	for s, want := range map[string]int{
		`a>b`:          1,
		`a="x>y">b`:    7,
		`a='x">y'>`:    8,
		`"unclosed > `: -1,
		``:             -1,
	} {
		if got := IndexUnquoted(s, '>'); got != want {
			t.Errorf("IndexUnquoted(%q) = %d, want %d", s, got, want)
		}
	}
}

func TestPeekJSON(t *testing.T) {
	for head, want := range map[string]JSONHead{
		"\ufeff\n [{\"header\": \"YouTube\", \"ti": {Array: true, FirstKey: "header"},
		`{"timelineObjects": [`:                    {Object: true, FirstKey: "timelineObjects"},
		`[1, 2]`:                                   {Array: true},
		`[]`:                                       {Array: true},
		`"text"`:                                   {},
		`<html>`:                                   {},
		"":                                         {},
		" \r\n\t":                                  {},
		"# 2021-03-04\nSwam 1 km {fast}":           {},
	} {
		if got := PeekJSON([]byte(head)); got != want {
			t.Errorf("PeekJSON(%q) = %+v, want %+v", head, got, want)
		}
	}
}

// TestFlexNumbers: a number may come bare or quoted; null and "" are no
// number, and a value that is no number is a ValueError that leaves none.
func TestFlexNumbers(t *testing.T) {
	for _, c := range []struct {
		in    string
		n     int64
		x     float64
		intOK bool // FlexInt reads it without error
		fltOK bool // FlexFloat reads it without error
		set   bool // a number was read (by whichever reads it)
	}{
		{`12`, 12, 12, true, true, true},
		{`"12"`, 12, 12, true, true, true},
		{` "-3" `, -3, -3, true, true, true},
		{`2.9`, 2, 2.9, true, true, true},
		{`"1e3"`, 1000, 1000, true, true, true},
		{`null`, 0, 0, true, true, false},
		{`""`, 0, 0, true, true, false},
		{`"abc"`, 0, 0, false, false, false},
		{`"NaN"`, 0, 0, false, false, false},
		{`1e19`, 0, 1e19, false, true, true},
		{`"Inf"`, 0, 0, false, false, false},
	} {
		fi := FlexInt{Set: true, N: 99}
		err := fi.UnmarshalJSON([]byte(c.in))
		if (err == nil) != c.intOK || fi.N != c.n || fi.Set != (c.intOK && c.set) || err != nil && !SkippableJSON(err) {
			t.Errorf("FlexInt %s: %+v %v", c.in, fi, err)
		}
		ff := FlexFloat{Set: true, X: 99}
		err = ff.UnmarshalJSON([]byte(c.in))
		if (err == nil) != c.fltOK || ff.X != c.x && c.fltOK || !c.fltOK && ff.X != 0 || ff.Set != (c.fltOK && c.set) || err != nil && !SkippableJSON(err) {
			t.Errorf("FlexFloat %s: %+v %v", c.in, ff, err)
		}
	}
}
