package gen

import (
	"bufio"
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"mime"
	"net/mail"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/ingest/formats"
	"reqap/ingest/ingesttest"
	"reqap/internal/test"
)

// TestExportsParse checks that every export is well-formed in its format.
func TestExportsParse(t *testing.T) {
	dir := generated(t, 1, SizeSmall)
	files := treeFiles(t, filepath.Join(dir, ExportsDir))
	kinds := map[string]int{}
	for rel, b := range files {
		switch {
		case strings.HasSuffix(rel, ".json"):
			kinds["json"]++
			if !json.Valid(b) {
				t.Errorf("%s is not valid JSON", rel)
			}
		case strings.HasSuffix(rel, "tweets.js"):
			kinds["js"]++
			const prefix = "window.YTD.tweets.part0 = "
			if !bytes.HasPrefix(b, []byte(prefix)) || !json.Valid(b[len(prefix):]) {
				t.Errorf("%s is not a Twitter archive file", rel)
			}
		case strings.HasSuffix(rel, ".ics"):
			kinds["ics"]++
			checkICS(t, rel, b)
		case strings.HasSuffix(rel, ".mbox"):
			kinds["mbox"]++
			checkMbox(t, rel, b)
		case strings.HasSuffix(rel, ".csv"):
			kinds["csv"]++
			checkCSV(t, rel, b)
		case strings.HasSuffix(rel, ".xml"):
			kinds["xml"]++
			d := xml.NewDecoder(bytes.NewReader(b))
			for {
				_, err := d.Token()
				if err == io.EOF {
					break
				}
				if err != nil {
					t.Errorf("%s is not well-formed XML: %v", rel, err)
					break
				}
			}
		case strings.HasSuffix(rel, "Labels.txt"):
		default:
			t.Errorf("unexpected export file %s", rel)
		}
	}
	// tweets.js exists only for personas on Twitter.
	for _, k := range []string{"json", "ics", "mbox", "csv", "xml"} {
		if kinds[k] == 0 {
			t.Errorf("no %s export written", k)
		}
	}
}

func checkICS(t *testing.T, rel string, b []byte) {
	t.Helper()
	if !bytes.HasSuffix(b, []byte("END:VCALENDAR\r\n")) {
		t.Errorf("%s does not end with END:VCALENDAR CRLF", rel)
	}
	depth := map[string]int{}
	var stack []string
	for i, line := range strings.Split(strings.TrimSuffix(string(b), "\r\n"), "\r\n") {
		if len(line) > 75 {
			t.Errorf("%s line %d is %d octets long, not folded", rel, i+1, len(line))
		}
		if strings.ContainsRune(line, '\n') {
			t.Errorf("%s line %d has a bare LF", rel, i+1)
		}
		switch {
		case strings.HasPrefix(line, "BEGIN:"):
			stack = append(stack, line[6:])
			depth[line[6:]]++
		case strings.HasPrefix(line, "END:"):
			if len(stack) == 0 || stack[len(stack)-1] != line[4:] {
				t.Fatalf("%s line %d: %s does not close %v", rel, i+1, line, stack)
			}
			stack = stack[:len(stack)-1]
		}
	}
	if len(stack) != 0 || depth["VCALENDAR"] != 1 {
		t.Errorf("%s: unbalanced BEGIN/END, left open %v", rel, stack)
	}
}

func checkMbox(t *testing.T, rel string, b []byte) {
	t.Helper()
	msgs := bytes.Split(b, []byte("\n\nFrom "))
	dec := new(mime.WordDecoder)
	for i, raw := range msgs {
		if i > 0 {
			raw = append([]byte("From "), raw...)
		}
		nl := bytes.IndexByte(raw, '\n')
		if !bytes.HasPrefix(raw, []byte("From ")) || nl < 0 {
			t.Fatalf("%s message %d has no From_ line", rel, i+1)
		}
		m, err := mail.ReadMessage(bytes.NewReader(raw[nl+1:]))
		if err != nil {
			t.Fatalf("%s message %d does not parse: %v", rel, i+1, err)
		}
		if _, err := m.Header.Date(); err != nil {
			t.Errorf("%s message %d: bad Date: %v", rel, i+1, err)
		}
		if _, err := mail.ParseAddressList(m.Header.Get("To")); err != nil {
			t.Errorf("%s message %d: bad To: %v", rel, i+1, err)
		}
		if _, err := dec.DecodeHeader(m.Header.Get("Subject")); err != nil {
			t.Errorf("%s message %d: bad Subject: %v", rel, i+1, err)
		}
		if m.Header.Get("Message-ID") == "" {
			t.Errorf("%s message %d has no Message-ID", rel, i+1)
		}
	}
	if len(msgs) < 20 {
		t.Errorf("%s has only %d messages", rel, len(msgs))
	}
}

func checkCSV(t *testing.T, rel string, b []byte) {
	t.Helper()
	r := csv.NewReader(bytes.NewReader(b))
	r.FieldsPerRecord = 0 // every row as long as the header
	rows, err := r.ReadAll()
	if err != nil {
		t.Fatalf("%s: %v", rel, err)
	}
	want := map[string]int{"ViewingActivity.csv": 10, "Retail.OrderHistory.1.csv": 28, "activities.csv": 87}[filepath.Base(rel)]
	if want == 0 || len(rows[0]) != want {
		t.Errorf("%s has %d columns, want %d", rel, len(rows[0]), want)
	}
	if len(rows) < 10 {
		t.Errorf("%s has only %d rows", rel, len(rows))
	}
}

// TestImportersReadExports runs every export through the registry and the
// real importers: each file must be recognized, import without errors or
// skipped records, and yield as many events per source as the manifest
// says were written.
func TestImportersReadExports(t *testing.T) {
	dir := generated(t, 1, SizeSmall)
	m := readManifest(t, dir)
	tree, err := ingest.Scan(context.Background(), ingest.DefaultLimits, filepath.Join(dir, ExportsDir))
	if err != nil {
		t.Fatal(err)
	}
	defer tree.Close()
	for _, p := range tree.Problems {
		t.Errorf("scan problem: %+v", p)
	}
	got := map[string]int{}
	for _, f := range tree.Files {
		head, err := ingest.ReadHead(f.FS, f.Path)
		if err != nil {
			t.Fatal(err)
		}
		imp, match := formats.Registry.Detect(ingest.Candidate{FS: f.FS, Path: f.Path, Head: head})
		switch {
		case imp == nil:
			t.Logf("no importer recognizes %s yet", f.Path)
			continue
		case match.Skip != "":
			if f.Base() != "Labels.txt" {
				t.Errorf("%s skipped by %s: %s", f.Path, imp.Name, match.Skip)
			}
			continue
		}
		res := ingesttest.Run(context.Background(), imp, f.FS, f.Path, f.Name, f.Size)
		if res.Err != nil {
			t.Errorf("%s: %s import failed: %v", f.Path, imp.Name, res.Err)
		}
		for _, s := range res.Skips {
			t.Errorf("%s: %s skipped record %s: %v", f.Path, imp.Name, s.Record, s.Err)
		}
		for _, e := range res.Events {
			got[e.Source]++
		}
	}
	// The kids' profile rows are series to an importer: they are in the
	// export but are not the persona's viewing.
	m.Observable[srcTV] += m.Observable["netflix_other_profile"]
	delete(m.Observable, "netflix_other_profile")
	for src, want := range m.Observable {
		if got[src] != want {
			t.Errorf("importers yield %d %s events, the generator wrote %d", got[src], src, want)
		}
	}
}

// TestVerbalizationsVary makes sure the texts are not one template: the
// same kind of happening is told in many ways.
func TestVerbalizationsVary(t *testing.T) {
	dir := generated(t, 2, SizeSmall)
	var posts []string
	for _, e := range readEvents(t, dir) {
		if e.Type == TypePost {
			posts = append(posts, e.Attrs.Text)
		}
	}
	distinct := map[string]bool{}
	emoji := 0
	for _, p := range posts {
		distinct[p] = true
		for _, r := range p {
			if r > 0x2000 {
				emoji++
				break
			}
		}
	}
	if len(distinct) < len(posts)*2/3 {
		t.Errorf("%d posts but only %d distinct texts", len(posts), len(distinct))
	}
	if emoji < len(posts)/4 {
		t.Errorf("only %d of %d posts carry an emoji or symbol", emoji, len(posts))
	}
}

// TestSameHappeningSeveralSources checks the deliberate overlaps: some
// events are told by two or more records of different exports.
func TestSameHappeningSeveralSources(t *testing.T) {
	dir := generated(t, 3, SizeSmall)
	multi := map[string]int{}
	for _, e := range readEvents(t, dir) {
		files := map[string]bool{}
		for _, o := range e.Observed {
			files[o.File] = true
		}
		if len(files) > 1 {
			multi[e.Type]++
		}
	}
	for _, typ := range []string{TypeMeetUp, TypeWorkout, TypeTrip} {
		if multi[typ] == 0 {
			t.Errorf("no %s is told by more than one export", typ)
		}
	}
	t.Logf("events told by several exports: %v", multi)
}

// TestPostsAfterTheFact checks that posts about a happening come after it
// and say so.
func TestPostsAfterTheFact(t *testing.T) {
	dir := generated(t, 1, SizeSmall)
	evs := readEvents(t, dir)
	byID := map[string]Event{}
	for _, e := range evs {
		byID[e.ID] = e
	}
	yesterday := 0
	for _, e := range evs {
		if e.Type != TypePost || e.Attrs.About == "" {
			continue
		}
		about := byID[e.Attrs.About]
		if about.Type == TypeMeetUp && e.Start.Before(about.Start) {
			t.Errorf("post %s about meet-up %s was written before it", e.ID, about.ID)
		}
		if strings.Contains(strings.ToLower(e.Attrs.Text), "yesterday") {
			yesterday++
		}
	}
	if yesterday == 0 {
		t.Error("no post refers to a happening of yesterday")
	}
}

func TestSpotifySplit(t *testing.T) {
	if testing.Short() {
		t.Skip("needs a perqa persona")
	}
	dir := generated(t, 1, SizePerQA)
	m := readManifest(t, dir)
	files, _ := filepath.Glob(filepath.Join(dir, SpotifyDir, "StreamingHistory_music_*.json"))
	if want := (m.Observable["music_stream"] + 9999) / 10000; len(files) != want {
		t.Fatalf("%d StreamingHistory files, want %d", len(files), want)
	}
	total := 0
	for i := range files {
		f, _ := os.Open(filepath.Join(dir, SpotifyDir, fmt.Sprintf("StreamingHistory_music_%d.json", i)))
		var rows []map[string]any
		err := json.NewDecoder(bufio.NewReader(f)).Decode(&rows)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		if i < len(files)-1 && len(rows) != 10000 {
			t.Errorf("file %d has %d rows, want 10,000", i, len(rows))
		}
		total += len(rows)
	}
	if total != m.Observable["music_stream"] {
		t.Errorf("%d rows, manifest says %d", total, m.Observable["music_stream"])
	}
}

// TestCalendarSeriesExpand expands every recurring entry of the .ics files
// with a small independent RRULE expander (weekly with interval, yearly,
// UNTIL, EXDATE) and checks it gives exactly the occurrences the canonical
// events name: a gap in a series would silently add happenings.
func TestCalendarSeriesExpand(t *testing.T) {
	dir := generated(t, 2, SizeSmall)
	want := map[string]int{} // uid -> occurrences named by observations
	for _, e := range readEvents(t, dir) {
		for _, o := range e.Observed {
			if i := strings.Index(o.Record, "VEVENT UID="); i >= 0 && strings.Contains(o.Record, ", instance ") {
				uid := strings.Fields(o.Record[i+len("VEVENT UID="):])[0]
				want[uid]++
			}
		}
	}
	files, _ := filepath.Glob(filepath.Join(dir, CalendarDir, "*.ics"))
	series := 0
	for _, f := range files {
		b := test.ReadFile(t, f)
		unfolded := strings.ReplaceAll(string(b), "\r\n ", "")
		for _, ev := range strings.Split(unfolded, "BEGIN:VEVENT\r\n")[1:] {
			props := map[string]string{}
			var exdates []string
			for _, line := range strings.Split(ev, "\r\n") {
				k, v, ok := strings.Cut(line, ":")
				if !ok {
					continue
				}
				name := strings.SplitN(k, ";", 2)[0]
				if name == "EXDATE" {
					exdates = append(exdates, v)
				}
				if _, seen := props[name]; !seen {
					props[name] = v
					props[name+"#params"] = k
				}
			}
			if props["RRULE"] == "" {
				continue
			}
			series++
			n := expandRule(t, props, exdates)
			if n != want[props["UID"]] {
				t.Errorf("%s: series %q expands to %d occurrences, the canonical events name %d", filepath.Base(f), props["SUMMARY"], n, want[props["UID"]])
			}
		}
	}
	if series == 0 {
		t.Fatal("no recurring calendar entries")
	}
}

func expandRule(t *testing.T, props map[string]string, exdates []string) int {
	rule := map[string]string{}
	for _, part := range strings.Split(props["RRULE"], ";") {
		k, v, _ := strings.Cut(part, "=")
		rule[k] = v
	}
	excluded := map[string]bool{}
	for _, x := range exdates {
		excluded[x] = true
	}
	start := props["DTSTART"]
	switch rule["FREQ"] {
	case "YEARLY":
		d, _ := time.Parse("20060102", start)
		until, _ := time.Parse("20060102", rule["UNTIL"])
		n := 0
		for ; !d.After(until); d = d.AddDate(1, 0, 0) {
			n++
		}
		return n
	case "WEEKLY":
		zone := strings.TrimPrefix(props["DTSTART#params"], "DTSTART;TZID=")
		loc, err := time.LoadLocation(zone)
		if err != nil {
			t.Fatalf("zone %q: %v", zone, err)
		}
		d, _ := time.ParseInLocation("20060102T150405", start, loc)
		until, _ := time.Parse("20060102T150405Z", rule["UNTIL"])
		step := 1
		if rule["INTERVAL"] != "" {
			step = atoiT(rule["INTERVAL"])
		}
		n := 0
		for ; !d.After(until); d = d.AddDate(0, 0, 7*step) {
			if !excluded[d.Format("20060102T150405")] {
				n++
			}
		}
		return n
	}
	t.Fatalf("unexpected RRULE %s", props["RRULE"])
	return 0
}
