package notes

import (
	"os"
	"path"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
	"reqap/internal/test"
)

func one(t *testing.T, res ingesttest.Result) ingest.Event {
	t.Helper()
	if res.Err != nil || len(res.Events) != 1 {
		t.Fatalf("got %d events, error %v; want one note", len(res.Events), res.Err)
	}
	return res.Events[0]
}

// dayOf returns the note of a journal day and its happenings.
func dayOf(t *testing.T, res ingesttest.Result) (ingest.Event, []ingest.Event) {
	t.Helper()
	if res.Err != nil || len(res.Events) == 0 || res.Events[0].Source != ingest.Note {
		t.Fatalf("got %d events, error %v; want a note and its happenings", len(res.Events), res.Err)
	}
	for _, ev := range res.Events[1:] {
		if ev.Source == ingest.Note || ev.Text("entry_id") != res.Events[0].ID {
			t.Fatalf("happening %s does not lead back to its day's note", ev.Verbalize())
		}
	}
	return res.Events[0], res.Events[1:]
}

func mtime(t *testing.T, p string) time.Time {
	t.Helper()
	st, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	return st.ModTime().UTC()
}

func TestRecognize(t *testing.T) {
	dir := os.DirFS("testdata")
	tests := []struct {
		imp   *ingest.Importer
		path  string
		score int
		skip  string
	}{
		{Keep, "Takeout/Keep/Groceries.json", 100, ""},
		{Keep, "Takeout/Keep/Groceries.html", 100, "HTML copy of the Keep note Groceries.json, which is imported"},
		{Keep, "Takeout/Keep/html-only.html", 100, "Keep note exported as HTML only: export Keep again from Google Takeout to get JSON"},
		{Keep, "Takeout/Keep/Labels.txt", 0, ""}, // KeepLabels reads it
		{Keep, "frontmatter.md", 0, ""},
		{Keep, "plain.txt", 0, ""},
		{Text, "frontmatter.md", 20, ""},
		{Text, "journal/2021-06-03.md", 20, ""},
		{Text, "plain.txt", 5, ""},
		{Text, "latin1.txt", 5, ""},
		{Text, "table.txt", 0, ""},
		{Text, "chat.txt", 0, ""},
		{Text, "Takeout/Keep/Labels.txt", 5, ""}, // loses to KeepLabels' 100
		{Text, "Takeout/Keep/Groceries.json", 0, ""},
	}
	for _, tt := range tests {
		m := tt.imp.Recognize(ingesttest.Candidate(t, dir, tt.path))
		if m.Score != tt.score || m.Skip != tt.skip {
			t.Errorf("%s.Recognize(%s) = %+v, want %d %q", tt.imp.Name, tt.path, m, tt.score, tt.skip)
		}
	}
	// The Keep folder imported on its own: the HTML is known by its
	// style sheet.
	keep := os.DirFS("testdata/Takeout/Keep")
	for path, skip := range map[string]string{
		"Groceries.html": "HTML copy of the Keep note Groceries.json, which is imported",
	} {
		if m := (Keep).Recognize(ingesttest.Candidate(t, keep, path)); m.Skip != skip {
			t.Errorf("Keep folder alone: %s = %+v, want skip %q", path, m, skip)
		}
	}
	// A day's terse notes of one comma a line are a note, not a table;
	// a whole small CSV is still a table though its last line is complete.
	for head, score := range map[string]int{
		"early shift 0600-1400 at the warehouse. loaded 2 trucks, back is killing me\nbus home, slept approx 2 hrs\nstudy grp w/ Priya at the library 1700-1900, stats revision\n": 5,
		"ran 5k, 28 mins\nbus home, slept approx 2 hrs\nlunch at greggs, sausage roll and coffee\ndinner: noodles\n":                                                               5,
		"date, amount\n2021-01-01, 12.50\n2021-01-02, 3.20\n": 0,
		"a;b;c\n1;2;3\n4;5;6\n":                               0,
	} {
		if m := (Text).Recognize(ingest.Candidate{Path: "2025-04-01.txt", Head: []byte(head)}); m.Score != score {
			t.Errorf("Text.Recognize(%q) = %+v, want %d", head, m, score)
		}
	}
	binary := ingest.Candidate{Path: "x.txt", Head: []byte("abc\x00\x01\x02")}
	if m := (Text).Recognize(binary); m.Score != 0 {
		t.Errorf("binary .txt recognized: %+v", m)
	}
}

// The fixtures' notes are in expectation files (X.want; beside the
// file, or named after the folder for a file of a folder an export would
// hold): a Keep note with its checklist, labels, links, collaborators and
// states, created and edited; HTML text made plain; a Keep note without a
// time refused; a journal day with its happenings and checklist, dated by
// its file name; a meeting note in a journal folder, whose tags inside a
// code block are none; a day dated by its heading; front matter giving the
// date, tags, aliases and fields of any kind, an edit time keeping its
// offset.
func TestFixtures(t *testing.T) {
	ingesttest.GoldenIn(t, Keep, "testdata/Takeout/Keep", "Groceries.json", "testdata/Keep.Groceries.json.want")
	ingesttest.GoldenIn(t, Keep, "testdata/Takeout/Keep", "html-text.json", "testdata/Keep.html-text.json.want")
	ingesttest.Expect(t, ingesttest.File(t, Keep, "testdata/Takeout/Keep/broken.json"), "testdata/Keep.broken.json.want")

	dayOf(t, ingesttest.GoldenIn(t, Text, "testdata/journal", "2021-06-03.md", "testdata/journal.2021-06-03.md.want"))
	one(t, ingesttest.GoldenIn(t, Text, "testdata/journal", "2021-06-04 Meeting.md", "testdata/journal.2021-06-04 Meeting.md.want"))
	dayOf(t, ingesttest.Golden(t, Text, "testdata/heading.md"))
	one(t, ingesttest.Golden(t, Text, "testdata/frontmatter.md"))
}

// TestModifiedDate: a note dated by nothing in it is dated when the file
// was last changed.
func TestModifiedDate(t *testing.T) {
	// A note in a vault is an Obsidian note even without wiki-links; its
	// file name is its title.
	vault := os.DirFS("testdata/vault")
	abs, _ := filepath.Abs("testdata/vault/Projects/Plain.md")
	ev := one(t, ingesttest.Check(t, Text, vault, "Projects/Plain.md", abs, 30))
	ingesttest.Fields(t, ev, map[string]any{"platform": "obsidian", "title": "Plain", "date_source": "modified"})
	if !ev.Start.Equal(mtime(t, "testdata/vault/Projects/Plain.md")) {
		t.Errorf("modified date %v", ev.Start)
	}

	ev = one(t, ingesttest.CheckFile(t, Text, "testdata/latin1.txt"))
	ingesttest.Fields(t, ev, map[string]any{"title": "Café au lait", "text": "Café au lait\nNaïve résumé € notes", "platform": "text", "date_source": "modified"})
	if !ev.Start.Equal(mtime(t, "testdata/latin1.txt")) {
		t.Errorf("modified date %v", ev.Start)
	}
}

// TestTemplateSkipped: a note template ("{{date}}" to be filled in) is
// no note of a day: it is skipped, saying why (testdata/templates.tsv).
func TestTemplateSkipped(t *testing.T) {
	test.Table(t, "Recognize", func(c struct{ Path, Head string }) string {
		switch m := (Text).Recognize(ingest.Candidate{Path: c.Path, Head: []byte(c.Head)}); {
		case m.Skip != "":
			return "skipped"
		case m.Score > 0:
			return "note"
		}
		return "none"
	}, "templates.tsv")
}

func TestTextCap(t *testing.T) {
	long := "# Big\n\n" + strings.Repeat("é", maxText+50)
	fsys := fstest.MapFS{"big.md": {Data: []byte(long), ModTime: time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)}}
	ev := one(t, ingesttest.FS(t, Text, fsys, "big.md"))
	if n := len([]rune(ev.Text("text"))); n != maxText {
		t.Errorf("text has %d characters, want %d", n, maxText)
	}
	ingesttest.Fields(t, ev, map[string]any{"text_truncated": true, "title": "Big"})

	res := ingesttest.Bytes(t, Text, "undated.md", []byte("no date anywhere"))
	if res.Err == nil || !strings.Contains(res.Err.Error(), "no date") {
		t.Errorf("undated note without modification time: %v", res.Err)
	}
	res = ingesttest.Bytes(t, Text, "bin.txt", []byte("a\x00b"))
	if res.Err == nil || !strings.Contains(res.Err.Error(), "binary") {
		t.Errorf("binary note: %v", res.Err)
	}
}

func TestFrontMatter(t *testing.T) {
	tests := []struct {
		in   string
		want []entry
	}{
		{"a: 1\nb: \"x: y\" \nc: [p, 'q r', \"s,t\"]\n", []entry{{key: "a", value: "1"}, {key: "b", value: "x: y"}, {key: "c", list: []string{"p", "q r", "s,t"}, isList: true}}},
		{"tags:\n  - a\n  - b\nnote: |\n  line 1\n  line 2\nx: y # comment\n", []entry{{key: "tags", list: []string{"a", "b"}, isList: true}, {key: "note", value: "line 1\nline 2"}, {key: "x", value: "y"}}},
		{"empty:\nnext: v\n", []entry{{key: "empty"}, {key: "next", value: "v"}}},
		{"  indented: ignored\n- stray\nno colon\n", nil},
	}
	for _, tt := range tests {
		if got := parseFrontMatter(tt.in); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("parseFrontMatter(%q) = %+v, want %+v", tt.in, got, tt.want)
		}
	}
	if _, _, ok := splitFrontMatter("---\nnot closed\n"); ok {
		t.Errorf("unclosed front matter accepted")
	}
	if f, b, ok := splitFrontMatter("---\na: b\n...\nbody"); !ok || f != "a: b\n" || b != "body" {
		t.Errorf("'...' closing: %q %q %v", f, b, ok)
	}
}

func TestDates(t *testing.T) {
	test.Table(t, "parseDate", func(in string) string {
		got, allDay, ok := parseDate(in)
		switch {
		case !ok:
			return "no date"
		case allDay:
			return got.UTC().Format(time.RFC3339Nano) + " all day"
		}
		return got.UTC().Format(time.RFC3339Nano)
	}, "dates.tsv")
	test.Table(t, "dateInName", func(name string) bool {
		_, ok := dateInName(name)
		return ok
	}, "datenames.tsv")
}

// TestRealKeep reads the Notesnook developers' Keep Takeout samples in
// place; every value was read off the files.
func TestRealKeep(t *testing.T) {
	dir := ingesttest.RealPath(t, "notes", "google_keep")
	for _, rel := range []string{
		// The zone of the file name is the note's.
		"takeout_2021/Takeout/Keep/2021-08-26T12_50_07.132+05_00.json", "takeout_2021/Takeout/Keep/2021-08-26T12_50_12.122+05_00.json",
		"takeout_2021/Takeout/Keep/2021-08-26T14_23_07.058+05_00.json", "takeout_2021/Takeout/Keep/draw.json",
		"takeout_2021/Takeout/Keep/good place.json", "takeout_2026/Takeout/Keep/note.json",
		"takeout2_2023/Takeout/Keep/#theySay_(5).json", "takeout2_2023/Takeout/Keep/#theySay_(6).json",
		"takeout2_2023/Takeout/Keep/Screenshot (09:48PM, Nov 25, 2020).json",
	} {
		folder, file := path.Split(rel)
		ingesttest.GoldenIn(t, Keep, filepath.Join(dir, folder), file, "testdata/real/keep."+strings.SplitN(folder, "/", 2)[0]+"."+file+".want")
	}
	// The whole Takeout folder as the scanner offers it.
	root := os.DirFS(filepath.Join(dir, "takeout_2021"))
	for path, skip := range map[string]string{
		"Takeout/Keep/2021-08-26T14_23_07.058+05_00.html": "HTML copy of the Keep note 2021-08-26T14_23_07.058+05_00.json, which is imported",
	} {
		if m := (Keep).Recognize(ingesttest.Candidate(t, root, path)); m.Score != 100 || m.Skip != skip {
			t.Errorf("%s: %+v, want skip %q", path, m, skip)
		}
	}
	if m := (Keep).Recognize(ingesttest.Candidate(t, root, "Takeout/Keep/draw.json")); m.Score != 100 || m.Skip != "" {
		t.Errorf("draw.json: %+v", m)
	}
	twin := ingesttest.RealPath(t, "notes", "google_keep", "takeout_2026", "Takeout", "Keep", "note.html")
	if m := (Keep).Recognize(ingesttest.Candidate(t, os.DirFS(filepath.Dir(twin)), "note.html")); m.Skip != "HTML copy of the Keep note note.json, which is imported" {
		t.Errorf("2026 note.html: %+v", m)
	}
}

func TestRealText(t *testing.T) {
	ingesttest.GoldenReal(t, Text, "testdata/real/md-with-frontmatter.md.want", "notes", "markdown", "md-with-frontmatter.md")

	// The others are dated when they were last changed.
	p := ingesttest.RealPath(t, "notes", "markdown", "obsidian", "2023-editoed.md")
	ev := one(t, ingesttest.CheckFile(t, Text, p))
	ingesttest.Fields(t, ev, map[string]any{
		"title":       "2023-editoed",
		"links":       []string{"I am here.", "hello.jpg", "2023-editoed", "dsavkjasd vasdvjasdkv"},
		"tags":        []string{"nkjdvsbjkds"},
		"platform":    "obsidian",
		"date_source": "modified",
		"cssclasses":  nil,
	})
	if !ev.Start.Equal(mtime(t, p)) {
		t.Errorf("modified time %v", ev.Start)
	}

	p = ingesttest.RealPath(t, "notes", "markdown", "obsidian", "I am here..md")
	ev = one(t, ingesttest.CheckFile(t, Text, p))
	ingesttest.Fields(t, ev, map[string]any{"title": "I am here.", "links": []string{"2023-editoed", "hello.jpg"}, "platform": "obsidian", "tags": nil})

	p = ingesttest.RealPath(t, "notes", "markdown", "obsidian", "obsidian.md")
	ev = one(t, ingesttest.CheckFile(t, Text, p))
	ingesttest.Fields(t, ev, map[string]any{"title": "obsidian", "tags": []string{"ppm", "servicenow"}, "links": []string{"Pasted image 20230625105750.jpg"}})

	res := ingesttest.CheckReal(t, Text, "notes", "plaintext", "Welcome to Simplenote.txt")
	if res.Match.Score != scoreText {
		t.Errorf("Simplenote note recognized with %+v", res.Match)
	}
	ev = one(t, res)
	ingesttest.Fields(t, ev, map[string]any{"title": "Welcome to Simplenote", "platform": "text", "date_source": "modified", "tags": nil})
	if text := ev.Text("text"); strings.Contains(text, "\r") || !strings.Contains(text, "Find out more about publishing at https://simplenote.com/help/#publish.") {
		t.Errorf("Simplenote text: %.80q", text)
	}
}

func TestRobust(t *testing.T) {
	ingesttest.Robust(t, Keep, "Keep/note.json", test.ReadFile(t, "testdata/Takeout/Keep/Groceries.json"))
	ingesttest.Robust(t, Text, "2021-06-03.md", test.ReadFile(t, "testdata/frontmatter.md"))
	ingesttest.Robust(t, Text, "2021-06-04.txt", test.ReadFile(t, "testdata/latin1.txt"))
}

func FuzzKeep(f *testing.F) {
	ingesttest.Seed(f, "testdata/Takeout/Keep/Groceries.json", "testdata/Takeout/Keep/html-text.json")
	ingesttest.FuzzImport(f, Keep, "Keep/note.json")
}

func FuzzNotesText(f *testing.F) {
	for _, p := range []string{"testdata/frontmatter.md", "testdata/journal/2021-06-04 Meeting.md", "testdata/heading.md"} {
		f.Add(test.ReadFile(f, p), true)
	}
	f.Add(test.ReadFile(f, "testdata/latin1.txt"), false)
	mod := time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC)
	f.Fuzz(func(t *testing.T, data []byte, markdown bool) {
		name := "note.txt"
		if markdown {
			name = "note.md"
		}
		fsys := fstest.MapFS{name: {Data: data, ModTime: mod}}
		res := ingesttest.FuzzFS(t, Text, fsys, name, "/mem/"+name, int64(len(data)))
		for _, ev := range res.Events {
			if ev.Start.IsZero() || len(ev.Text("text")) > 4*maxText {
				t.Fatalf("bad note %+v", ev)
			}
		}
	})
}

func BenchmarkNotesText(b *testing.B) {
	data := test.ReadFile(b, "testdata/frontmatter.md")
	data = append(data, []byte(strings.Repeat("Some more text with a #tag and a [[link]].\n", 200))...)
	fsys := fstest.MapFS{"n.md": {Data: data, ModTime: time.Now()}}
	b.SetBytes(int64(len(data)))
	for i := 0; i < b.N; i++ {
		res := ingesttest.FS(b, Text, fsys, "n.md")
		if len(res.Events) != 1 {
			b.Fatal(res.Err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "notes/s")
}
