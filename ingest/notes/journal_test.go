package notes

import (
	"strings"
	"testing"
	"testing/fstest"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
)

// Each day of a journal is imported with its folder, and its note and
// happenings are checked against testdata/journals/FOLDER.PATH.want
// (the day's path with "/" as "_"). What they show:
//
//   - obsidian: the day's own fields ("mood:: 7", "sleep:: 7h 30m") are
//     each happening's too, so the day is asked of whichever is found
//     ("my mood on 2 March"); a swim in the morning, food after it, a
//     dinner with friends, a price and what was eaten; a planned call is a
//     journal entry, not a call; the next day knows Len from the other
//     days of the folder, and a "no gym" is negated;
//   - logseq: an outline, where "Morning" heads the items under it (and is
//     no happening itself) and a block property (cost::, duration::) is its
//     item's, not the day's;
//   - joplin, notesnook, bear: the title is the date; a diary tag and a
//     creation date; a heading that is the date;
//   - plain: a text file named by its date;
//   - bigfile: one file of three days, each a note with its happenings; a
//     swim told the next day is on the day before, written on the day.
func TestJournals(t *testing.T) {
	for _, day := range []struct{ folder, rel string }{
		{"obsidian", "Daily/2025-03-02.md"}, {"obsidian", "Daily/2025-03-03.md"},
		{"logseq", "journals/2025_03_02.md"}, {"logseq", "journals/2025_03_05.md"},
		{"joplin", "Journal/Sunday.md"}, {"notesnook", "rainy-sunday.md"}, {"bear", "March 4, 2025.md"},
		{"plain", "2025-03-05.txt"}, {"bigfile", "diary.md"},
	} {
		root := "testdata/journals/" + day.folder
		res := ingesttest.GoldenIn(t, Text, root, day.rel, root+"."+strings.ReplaceAll(day.rel, "/", "_")+".want")
		if day.folder != "bigfile" {
			dayOf(t, res)
		}
	}
}

// TestNotAJournal: notes that are not days of a journal stay one note.
func TestNotAJournal(t *testing.T) {
	for _, p := range []string{"testdata/frontmatter.md", "testdata/journal/2021-06-04 Meeting.md", "testdata/plain.txt"} {
		one(t, ingesttest.CheckFile(t, Text, p))
	}
}

// TestEditedDayKeepsIdentity: the happenings of a day keep their IDs
// when other days change, and a day read twice yields the same events.
func TestEditedDayKeepsIdentity(t *testing.T) {
	day := "Ran 5k. Dinner with Lena.\n"
	fsys := fstest.MapFS{
		"Daily/2025-03-01.md": {Data: []byte(day)},
		"Daily/2025-03-02.md": {Data: []byte("Swam 30 min.\n")},
	}
	run := func() []ingest.Event {
		return ingesttest.FS(t, Text, fsys, "Daily/2025-03-01.md").Events
	}
	a, b := run(), run()
	if len(a) != len(b) || len(a) != 3 {
		t.Fatalf("%d and %d events", len(a), len(b))
	}
	for i := range a {
		if a[i].ID != b[i].ID || a[i].Verbalize() != b[i].Verbalize() {
			t.Errorf("event %d differs between two readings", i)
		}
	}
}

// TestNumericDateHeadings: one big text file whose days are headed by
// dates in figures; the file settles whether the month or the day comes
// first, by the weekdays named and by the days following in order.
func TestNumericDateHeadings(t *testing.T) {
	for _, tt := range []struct {
		name, text string
		want       []string
	}{
		{"us", "JOURNAL 2025 (spring)\nstarted this again\n\n4/1/25 (Tue)\nTook the 7:22 Metra, packed. gym after, squats 5x5 at 185.\n\n" +
			"4/2/25 (Wed)\nWFH day. Home Depot for sandpaper, $27.\n\n4/5/25 (Sat)\nSold the nightstands for $240!\n",
			[]string{"2025-04-01", "2025-04-02", "2025-04-05"}},
		{"day first, no weekdays", "03.04.2025\nswam 1km, felt slow\n\n04.04.2025\nrain. stayed in\n\n07.04.2025\ndinner at Marta's\n",
			[]string{"2025-04-03", "2025-04-04", "2025-04-07"}},
		{"weekday before", "Thu 13/3/2025\nparkrun 27:40\nFri 14/3/2025\npub w/ Dan\n", []string{"2025-03-13", "2025-03-14"}},
	} {
		res := ingesttest.FS(t, Text, fstest.MapFS{"journal.txt": {Data: []byte(tt.text), ModTime: ingesttest.Now}}, "journal.txt")
		if res.Err != nil {
			t.Fatalf("%s: %v", tt.name, res.Err)
		}
		var got []string
		for _, ev := range res.Events {
			if ev.Source == ingest.Note {
				got = append(got, ev.Start.Format("2006-01-02"))
			}
		}
		if strings.Join(got, " ") != strings.Join(tt.want, " ") {
			t.Errorf("%s: days %v, want %v", tt.name, got, tt.want)
		}
	}
	// a line of figures in a day is no date: "5/3" has no year, a price
	// no slashes
	res := ingesttest.FS(t, Text, fstest.MapFS{"n.txt": {Data: []byte("Shopping list\n5/3 eggs\n12.50 total\n1/2/3\n"), ModTime: ingesttest.Now}}, "n.txt")
	if len(res.Events) != 1 {
		t.Errorf("a list with figures became %d events", len(res.Events))
	}
}

// TestDayFields: a day's inline fields are read from its lines holding
// "::", whatever else the day says.
func TestDayFields(t *testing.T) {
	for body, want := range map[string]string{
		"07:30 swim\n- sleep:: 7h 30m\nmood:: good\nran: 5 km": "sleep_s=27000 mood=good",
		"07:30 swim\nnote: 9:30 call\nran 5 km":                "",
		"":                                                     "",
	} {
		var got []string
		for _, f := range dayFields(body) {
			got = append(got, f.Key+"="+f.Value.String())
		}
		if strings.Join(got, " ") != want {
			t.Errorf("dayFields(%q) = %q, want %q", body, got, want)
		}
	}
}

// TestDurationUnits: a journal that writes a key as a length of time on
// some days ("sleep:: 7h 30m") and as a bare number on others (the front
// matter's "sleep: 7.5") means one measure, in the largest unit it writes.
func TestDurationUnits(t *testing.T) {
	fsys := fstest.MapFS{
		"Vault/Daily/2026-04-01.md": {Data: []byte("---\ntags: [daily]\nsleep: 6.75\nweight: 72\n---\n- [x] gym\n"), ModTime: ingesttest.Now},
		"Vault/Daily/2026-05-02.md": {Data: []byte("sleep:: 7h 30m\nnap:: 20 min\n- [x] gym\n"), ModTime: ingesttest.Now},
		"Vault/Daily/2026-05-03.md": {Data: []byte("nap:: 15\n- ran 5k\n"), ModTime: ingesttest.Now},
	}
	for file, want := range map[string]string{
		"Vault/Daily/2026-04-01.md": "sleep_s=24300 weight=72",
		"Vault/Daily/2026-05-02.md": "sleep_s=27000 nap_s=1200",
		"Vault/Daily/2026-05-03.md": "nap_s=900",
	} {
		for _, ev := range ingesttest.FS(t, Text, fsys, file).Events {
			var got []string
			for _, k := range []string{"sleep", "sleep_s", "weight", "nap", "nap_s"} {
				if v, ok := ev.Get(k); ok {
					got = append(got, k+"="+v.String())
				}
			}
			if strings.Join(got, " ") != want {
				t.Errorf("%s, %s %q: %q, want %q", file, ev.Source, ev.Summary(), got, want)
			}
		}
	}
}
