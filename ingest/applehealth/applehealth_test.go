package applehealth

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"
	_ "time/tzdata" // HKTimeZone must resolve on machines without a zone database

	"reqap/ingest"
	"reqap/ingest/ingesttest"
	"reqap/ingest/track"
	"reqap/internal/test"
)

var registry = ingesttest.Registry(Importer, track.GPX, track.TCX)

type want map[string]any

// fixture is the test export, whose workouts and daily health events are
// in testdata/apple_health_export.export.xml.want: the statistics
// directly under a Workout, not those of its WorkoutActivity (999); a
// workout without a distance of its own measured on its route (2 × 0.009°
// north); one exported in California and swum in New York (06:00 -0800 is
// 09:00 local time); a bad date skipped.
const fixture = "testdata/apple_health_export.export.xml.want"

func TestFixture(t *testing.T) {
	ingesttest.GoldenIn(t, Importer, ingesttest.Testdata("apple_health_export"), "export.xml", fixture)
}

// TestZip imports the export the way it arrives: export.zip with
// apple_health_export/ inside, scanned and routed by the registry.
func TestZip(t *testing.T) {
	members := map[string]string{}
	for _, name := range []string{"export.xml", "workout-routes/route_2023-05-06_7.00am.gpx", "workout-routes/route_2023-05-07_6.00pm.gpx"} {
		members["apple_health_export/"+name] = ingesttest.Testdata("apple_health_export", filepath.FromSlash(name))
	}
	zipPath := ingesttest.Zip(t, "export.zip", members)

	tree := ingesttest.Scan(t, zipPath)
	if len(tree.Files) != 3 {
		t.Fatalf("scan found %d files", len(tree.Files))
	}
	for _, f := range tree.Files {
		imp, m, res := ingesttest.Route(t, registry, f)
		switch {
		case f.Path == "apple_health_export/export.xml":
			if imp == nil || imp.Name != "apple_health" || m.Score != 100 || m.Skip != "" {
				t.Fatalf("%s detected as %v %+v", f.Name, imp, m)
			}
			if res.Err != nil {
				t.Fatal(res.Err)
			}
			ingesttest.Expect(t, res, fixture) // what the folder gives
			if res.Events[0].Origin.File != zipPath+"!/apple_health_export/export.xml" {
				t.Errorf("origin %q", res.Events[0].Origin.File)
			}
		default:
			if imp == nil || imp.Name != "gpx" || m.Skip != track.SkipAppleRoute {
				t.Errorf("%s detected as %v %+v, want gpx skipped as an attached route", f.Name, imp, m)
			}
		}
	}
}

// TestRealSamples reads Simon Willison's 2019 export, in
// testdata/real: the second copy refers to its route by FileReference.
// The workout was written with -0700 (the export was made in July) but
// happened in November: its HKTimeZone puts it at -0800, like the route's
// own timestamps; the file writes "Apple\u00a0Watch" with a no-break
// space. Its two Records (a BMI and a heart rate) and two ActivitySummary
// rings are daily health events.
func TestRealSamples(t *testing.T) {
	ingesttest.GoldenReal(t, Importer, "testdata/real/export.xml.want", "workouts", "apple_health", "export.xml")
	ingesttest.GoldenReal(t, Importer, "testdata/real/apple_health_export.export.xml.want", "workouts", "apple_health", "apple_health_export", "export.xml")
	// Scanning the folder routes export.xml here and skips the route file.
	fsys := os.DirFS(ingesttest.RealPath(t, "workouts", "apple_health"))
	for p, format := range map[string]string{
		"apple_health_export/export.xml":                                 "apple_health",
		"apple_health_export/workout-routes/route_2019-06-11_3.00pm.gpx": "gpx",
	} {
		imp, m := registry.Detect(ingesttest.Candidate(t, fsys, p))
		if imp == nil || imp.Name != format || (format == "gpx") != (m.Skip == track.SkipAppleRoute) {
			t.Errorf("%s: %v %+v", p, imp, m)
		}
	}
}

func TestWorkoutType(t *testing.T) {
	test.Table(t, "WorkoutType", WorkoutType, "workouttype.tsv")
}

func TestRecognize(t *testing.T) {
	ingesttest.RecognizeFile(t, nil, "recognize.tsv", Importer)
}

func TestErrors(t *testing.T) {
	tests := []struct{ data, record, msg string }{
		{"", "line 1", "no <HealthData>"},
		{"<gpx/>", "line 1", "root element is <gpx>"},
	}
	for _, tc := range tests {
		ingesttest.Failed(t, ingesttest.Bytes(t, Importer, "export.xml", []byte(tc.data)), tc.record, tc.msg)
	}
	// Damage is a damaged record, located by line: the rest is read.
	damaged := []struct{ data, record, msg string }{
		{"<HealthData>\n<Record type=\"x\" value=\"1\">\n<MetadataEntry key=\"a\" value=\"b\"/>\n", "line 4", "unexpected EOF"},
		{"<HealthData>\n<Workout workoutActivityType=\"HKWorkoutActivityTypeRunning\" startDate=\"2020-01-01 10:00:00 +0000\">\n", "line 3", "unexpected EOF"},
		{"<HealthData>\n<Workout>\n</Foo></HealthData>", "line 3", "closed by </Foo>"},
	}
	for _, tc := range damaged {
		res := ingesttest.Bytes(t, Importer, "export.xml", []byte(tc.data))
		if res.Err != nil || len(res.Skips) != 1 || res.Skips[0].Record != tc.record ||
			!ingest.IsDamage(res.Skips[0].Err) || !strings.Contains(res.Skips[0].Err.Error(), tc.msg) {
			t.Errorf("%q: err %v, skips %v; want damage at %q saying %q", tc.data, res.Err, res.Skips, tc.record, tc.msg)
		}
	}
}

// TestDamageCostsOnlyTheDamagedWorkout: workouts before and after a
// garbled one, and after a value over the size limit, are imported.
func TestDamageCostsOnlyTheDamagedWorkout(t *testing.T) {
	run := func(day int) string {
		return fmt.Sprintf("<Workout workoutActivityType=\"HKWorkoutActivityTypeRunning\" duration=\"30\" durationUnit=\"min\" "+
			"sourceName=\"Watch\" startDate=\"2020-01-%02d 10:00:00 +0000\" endDate=\"2020-01-%02d 10:30:00 +0000\">\n"+
			"<MetadataEntry key=\"HKIndoorWorkout\" value=\"0\"/>\n</Workout>\n", day, day)
	}
	data := "<?xml version=\"1.0\"?>\n<HealthData locale=\"en_US\">\n" + run(1) +
		"<Workout workoutActivityType=\"HKWorkoutActivityTypeRunning\" startDate=\"2020-01-02 \x00\x01 garbage\n" + run(3) +
		"<Workout workoutActivityType=\"" + strings.Repeat("x", 4096) + "\"/>\n" + run(4) + "</HealthData>\n"
	in := ingesttest.Mem(Importer, "export.xml", []byte(data))
	in.MaxRecord = 1024
	var s collectSink
	if err := (Importer).Import(context.Background(), in, &s); err != nil {
		t.Fatal(err)
	}
	var days []int
	for _, ev := range s.events {
		days = append(days, ev.Start.Day())
	}
	if fmt.Sprint(days) != "[1 3 4]" {
		t.Errorf("workouts of days %v, want [1 3 4]", days)
	}
	if len(s.skips) != 2 || !strings.Contains(s.skips[1], "size limit") || !strings.HasPrefix(s.skips[0], "line 7:") {
		t.Errorf("skips = %q, want the garbled workout (detected at line 7) and the oversized one", s.skips)
	}
}

type collectSink struct {
	events []ingest.Event
	skips  []string
}

func (s *collectSink) Emit(ev ingest.Event) error { s.events = append(s.events, ev); return nil }
func (s *collectSink) Skip(record string, reason error) {
	s.skips = append(s.skips, record+": "+reason.Error())
}

// TestSkipperKeepsLines checks the record skipper against the plain
// decoder: same workouts, same lines, on the fixture and the real samples.
func TestSkipperKeepsLines(t *testing.T) {
	files := []string{ingesttest.Testdata("apple_health_export", "export.xml")}
	if p, ok := ingesttest.RealFile("workouts", "apple_health", "export.xml"); ok {
		files = append(files, p)
	}
	for _, p := range files {
		data := test.ReadFile(t, p)
		collect := func(r io.Reader) []string {
			var out []string
			if _, err := decode(context.Background(), r, func(w *workout) error {
				out = append(out, fmt.Sprint(w.line, w.typ, w.startRaw, w.durationS, w.avgHR, w.route))
				return nil
			}); err != nil {
				t.Fatalf("%s: %v", p, err)
			}
			return out
		}
		plain := collect(strings.NewReader(string(data)))
		skipped := collect(newRecordSkipper(context.Background(), strings.NewReader(string(data))))
		if fmt.Sprint(plain) != fmt.Sprint(skipped) || len(plain) == 0 {
			t.Errorf("%s: skipper changed the workouts:\n%v\n%v", p, plain, skipped)
		}
	}
}

func TestRobust(t *testing.T) {
	ingesttest.RobustFile(t, Importer, ingesttest.Testdata("apple_health_export", "export.xml"))
}

func FuzzAppleHealth(f *testing.F) {
	ingesttest.Seed(f, ingesttest.Testdata("apple_health_export", "export.xml"))
	f.Add([]byte("<HealthData><Record a='>'/><Record b=\"x\">\n<M/></Record ><Workout startDate=\"2020-01-01 10:00:00 +0100\"/></HealthData>"))
	f.Fuzz(func(t *testing.T, data []byte) {
		fsys := fstest.MapFS{"e/export.xml": {Data: data}}
		ingesttest.FuzzFS(t, Importer, fsys, "e/export.xml", "/mem/export.xml", int64(len(data)))
	})
}

// writeExport writes a synthetic export.xml of about size bytes: Records
// (heart rate with metadata, steps) as in a real export, and one workout
// every 5000 records.
func writeExport(tb testing.TB, path string, size int64) int {
	f, err := os.Create(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	w := bufio.NewWriterSize(f, 1<<20)
	fmt.Fprint(w, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE HealthData [\n<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>\n]>\n<HealthData locale=\"en_US\">\n <ExportDate value=\"2024-01-01 12:00:00 +0100\"/>\n")
	t0 := time.Date(2019, 1, 1, 0, 0, 0, 0, time.FixedZone("", 3600))
	const layout = "2006-01-02 15:04:05 -0700"
	var written int64
	workouts := 0
	for i := 0; written < size; i++ {
		ts := t0.Add(time.Duration(i) * time.Minute).Format(layout)
		var n int
		if i%2 == 0 {
			n, _ = fmt.Fprintf(w, " <Record type=\"HKQuantityTypeIdentifierHeartRate\" sourceName=\"Anna’s Apple Watch\" sourceVersion=\"10.1\" device=\"&lt;&lt;HKDevice: 0x28&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:10.1&gt;\" unit=\"count/min\" creationDate=\"%s\" startDate=\"%s\" endDate=\"%s\" value=\"%d\">\n  <MetadataEntry key=\"HKMetadataKeyHeartRateMotionContext\" value=\"0\"/>\n </Record>\n", ts, ts, ts, 60+i%90)
		} else {
			n, _ = fmt.Fprintf(w, " <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"Anna’s iPhone\" sourceVersion=\"17.1\" unit=\"count\" creationDate=\"%s\" startDate=\"%s\" endDate=\"%s\" value=\"%d\"/>\n", ts, ts, ts, i%500)
		}
		written += int64(n)
		if i%5000 == 4999 {
			workouts++
			n, _ = fmt.Fprintf(w, " <Workout workoutActivityType=\"HKWorkoutActivityTypeRunning\" duration=\"30\" durationUnit=\"min\" sourceName=\"Watch\" startDate=\"%s\" endDate=\"%s\">\n  <MetadataEntry key=\"HKTimeZone\" value=\"Europe/Berlin\"/>\n  <WorkoutStatistics type=\"HKQuantityTypeIdentifierDistanceWalkingRunning\" startDate=\"%s\" endDate=\"%s\" sum=\"5.2\" unit=\"km\"/>\n </Workout>\n", ts, ts, ts, ts)
			written += int64(n)
		}
	}
	fmt.Fprint(w, "</HealthData>\n")
	if err := w.Flush(); err != nil {
		tb.Fatal(err)
	}
	return workouts
}

type countSink struct{ n, health int }

func (s *countSink) Emit(ev ingest.Event) error {
	if ev.Source == Health {
		s.health++
	} else {
		s.n++
	}
	return nil
}
func (s *countSink) Skip(string, error) {}

// peakHeap samples the heap while f runs.
func peakHeap(f func()) uint64 {
	runtime.GC()
	var peak uint64
	var mu sync.Mutex
	done := make(chan struct{})
	go func() {
		var ms runtime.MemStats
		tick := time.NewTicker(5 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
				runtime.ReadMemStats(&ms)
				mu.Lock()
				peak = max(peak, ms.HeapInuse)
				mu.Unlock()
			}
		}
	}()
	f()
	close(done)
	mu.Lock()
	defer mu.Unlock()
	return peak
}

// BenchmarkExport200MB imports a generated 200 MB export.xml (set
// REQAP_BENCH_MB for another size) and reports throughput and the peak heap;
// "decoder_only" runs encoding/xml over every Record for comparison.
func BenchmarkExport200MB(b *testing.B) {
	mb := int64(200)
	if s := os.Getenv("REQAP_BENCH_MB"); s != "" {
		fmt.Sscan(s, &mb)
	}
	dir := b.TempDir()
	p := filepath.Join(dir, "export.xml")
	want := writeExport(b, p, mb<<20)
	st, err := os.Stat(p)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("import", func(b *testing.B) {
		b.SetBytes(st.Size())
		var peak uint64
		for b.Loop() {
			sink := &countSink{}
			peak = max(peak, peakHeap(func() {
				in := &ingest.Input{FS: os.DirFS(dir), Path: "export.xml", Name: p, Size: st.Size(), Format: "apple_health"}
				if err := (Importer).Import(context.Background(), in, sink); err != nil {
					b.Fatal(err)
				}
			}))
			if sink.n != want {
				b.Fatalf("%d workouts, want %d", sink.n, want)
			}
		}
		b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
	})
	b.Run("decoder_only", func(b *testing.B) {
		b.SetBytes(st.Size())
		for b.Loop() {
			f, err := os.Open(p)
			if err != nil {
				b.Fatal(err)
			}
			n, err := decode(context.Background(), bufio.NewReaderSize(f, 256<<10), func(*workout) error { return nil })
			f.Close()
			if err != nil || n != want {
				b.Fatalf("%d workouts, err %v", n, err)
			}
		}
	})
}

func TestRecordSkipper(t *testing.T) {
	tests := []struct{ in, want string }{
		{`<a><Record x="1"/><b/></a>`, `<a><b/></a>`},
		{"<a>\n<Record x=\"1\"\n y=\"2\"/>\n<b/></a>", "<a>\n\n\n<b/></a>"},
		{`<a><Record x="a > b" y='c " > d'/><b/></a>`, `<a><b/></a>`},
		{"<a><Record x=\"1\">\n<MetadataEntry k=\"v\"/>\n</Record>\n<b/></a>", "<a>\n\n\n<b/></a>"},
		{`<a><Record x="1"></Record ><Records/><RecordX/></a>`, `<a><Records/><RecordX/></a>`},
		{`<!DOCTYPE a [<!ATTLIST Record x CDATA #IMPLIED>]><a/>`, `<!DOCTYPE a [<!ATTLIST Record x CDATA #IMPLIED>]><a/>`},
		{`<a></Record></a>`, `<a></Record></a>`},
	}
	for _, tc := range tests {
		got, err := io.ReadAll(newRecordSkipper(context.Background(), strings.NewReader(tc.in)))
		if err != nil || string(got) != tc.want {
			t.Errorf("skip(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
	for _, cut := range []string{`<a><Record x="1`, `<a><Record x="1">`, "<a><Record x=\"1\">\n<M/>"} {
		if _, err := io.ReadAll(newRecordSkipper(context.Background(), strings.NewReader(cut))); err != io.ErrUnexpectedEOF {
			t.Errorf("skip(%q): err %v, want unexpected EOF", cut, err)
		}
	}
}

func TestDailyRecords(t *testing.T) {
	var d dailyRecords
	for i, tag := range []string{
		`Record type="HKQuantityTypeIdentifierStepCount" unit="count" startDate="2024-03-02 08:00:00 +0100" endDate="2024-03-02 08:10:00 +0100" value="1200"`,
		`Record type="HKQuantityTypeIdentifierStepCount" unit="count" startDate="2024-03-02 23:50:00 +0100" endDate="2024-03-03 00:10:00 +0100" value="300"`,
		`Record type="HKQuantityTypeIdentifierHeartRate" unit="count/min" startDate="2024-03-02 09:00:00 +0100" value="60"`,
		`Record type="HKQuantityTypeIdentifierHeartRate" unit="count/min" startDate="2024-03-02 10:00:00 +0100" value="90"`,
		`Record type="HKCategoryTypeIdentifierSleepAnalysis" startDate="2024-03-02 00:30:00 +0100" endDate="2024-03-02 07:00:00 +0100" value="HKCategoryValueSleepAnalysisAsleep"`,
		`Record sourceName="x" startDate="2024-03-02 00:30:00 +0100"`,
		`Record type="HKQuantityTypeIdentifierHeartRate" startDate="yesterday"`,
		// After a flight: the same date at another offset is another day.
		`Record type="HKQuantityTypeIdentifierStepCount" unit="count" startDate="2024-03-02 20:00:00 -0500" value="10"`,
	} {
		d.add([]byte(tag), i+1)
	}
	in := &ingest.Input{Name: "export.xml", Format: "apple_health"}
	got := map[string]ingest.Event{}
	for _, ev := range d.events(in) {
		if ev.Start.Format("-0700") == "+0100" {
			got[ev.Text("measurement")] = ev
		}
	}
	evs := d.events(in)
	if d.bad != 2 || len(got) != 3 || len(evs) != 4 || evs[0].ID == evs[1].ID && evs[1].ID == evs[2].ID {
		t.Fatalf("%d bad, events %v", d.bad, evs)
	}
	ids := map[string]bool{}
	for _, ev := range evs {
		if ids[ev.ID] {
			t.Errorf("two days share the ID of %s", ev.Origin.Record)
		}
		ids[ev.ID] = true
	}
	ingesttest.Fields(t, got["step count"], want{"value": 1500.0, "readings": 2.0, "min_value": nil})
	ingesttest.Fields(t, got["heart rate"], want{"value": 75.0, "min_value": 60.0, "max_value": 90.0})
	ingesttest.Fields(t, got["sleep analysis"], want{"duration_s": 23400.0, "value": nil})
	if s := got["step count"].Start; s.Format("2006-01-02 -0700") != "2024-03-02 +0100" {
		t.Errorf("steps dated %v", s)
	}
}

func FuzzDailyRecords(f *testing.F) {
	f.Add([]byte(`Record type="HKQuantityTypeIdentifierStepCount" unit="count" startDate="2024-03-02 08:00:00 +0100" endDate="2024-03-02 08:10:00 +0100" value="1200"`))
	f.Add([]byte(`Record type='x' startDate="2024-03-02 0" value=`))
	f.Fuzz(func(t *testing.T, tag []byte) {
		var d dailyRecords
		d.add(tag, 1)
		d.add(tag, 2)
		in := &ingest.Input{Name: "export.xml", Format: "apple_health"}
		for _, ev := range d.events(in) {
			if ev.ID == "" || ev.Source != Health {
				t.Fatalf("bad event %+v", ev)
			}
		}
	})
}
