package notes

import (
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
	"reqap/lang/daypart"
)

// happening returns the happening whose text holds part.
func happening(t *testing.T, hs []ingest.Event, part string) ingest.Event {
	t.Helper()
	for _, h := range hs {
		if strings.Contains(h.Text("text"), part) {
			return h
		}
	}
	var texts []string
	for _, h := range hs {
		texts = append(texts, h.Source+": "+h.Text("text"))
	}
	t.Fatalf("no happening with %q among\n  %s", part, strings.Join(texts, "\n  "))
	return ingest.Event{}
}

func TestObsidianDailyNote(t *testing.T) {
	res := ingesttest.CheckIn(t, Text, "testdata/journals/obsidian", "Daily/2025-03-02.md")
	day, hs := dayOf(t, res)
	ingesttest.Fields(t, day, map[string]any{"mood": 7.0, "sleep_s": 7.5 * 3600, "journal": "Daily", "happenings": float64(len(hs)), "platform": "obsidian"})
	swim := happening(t, hs, "Swam 40 min")
	if swim.Source != ingest.Workout || swim.AllDay || !daypart.Morning.Contains(swim.Start.Hour()*60+swim.Start.Minute()) {
		t.Errorf("swim: %s %v all-day %v", swim.Source, swim.Start, swim.AllDay)
	}
	ingesttest.Fields(t, swim, map[string]any{"workout_type": "swimming", "duration_s": 2400.0, "place": "Sportbad", "time_of_day": "morning",
		"tags": []string{"daily"}, "entry_id": day.ID,
		// the day's own fields are each happening's: the day is asked of
		// whichever is found ("my mood on 2 March")
		"mood": 7.0, "sleep_s": 7.5 * 3600})
	if swim.Origin.Record != "line 9" {
		t.Errorf("swim record %q, want line 9", swim.Origin.Record)
	}
	food := happening(t, hs, "Porridge")
	ingesttest.Fields(t, food, map[string]any{"food": []string{"porridge", "banana"}, "after": "swimming"})
	dinner := happening(t, hs, "Mangiare")
	ingesttest.Fields(t, dinner, map[string]any{"activity": "dinner", "meal": "dinner", "participants": []string{"Lena", "Tom"},
		"restaurant": "Mangiare", "price": 23.5, "currency": "EUR", "food": []string{"pasta arrabbiata"}, "tags": []string{"daily", "friends"}})
	call := happening(t, hs, "call Oma")
	ingesttest.Fields(t, call, map[string]any{"modality": "planned", "participants": []string{"Oma"}})
	if call.Source != ingest.Journal {
		t.Errorf("a planned call is a %s", call.Source)
	}

	// The next day knows Len from the other days of the folder.
	_, hs = dayOf(t, ingesttest.CheckIn(t, Text, "testdata/journals/obsidian", "Daily/2025-03-03.md"))
	ingesttest.Fields(t, happening(t, hs, "coffee"), map[string]any{"participants": []string{"Lena"}, "place": "Café Kanne", "activity": "coffee"})
	ingesttest.Fields(t, happening(t, hs, "8,2 km"), map[string]any{"distance_km": 8.2, "duration_s": 47 * 60.0, "workout_type": "running"})
	ingesttest.Fields(t, happening(t, hs, "no gym"), map[string]any{"modality": "negated"})
}

func TestLogseqJournal(t *testing.T) {
	day, hs := dayOf(t, ingesttest.CheckIn(t, Text, "testdata/journals/logseq", "journals/2025_03_02.md"))
	if !day.AllDay || !day.Start.Equal(time.Date(2025, 3, 2, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("Logseq day %v", day.Start)
	}
	ingesttest.Fields(t, day, map[string]any{"mood": "good", "sleep_s": 6 * 3600.0, "journal": "journals"})
	run := happening(t, hs, "#run")
	ingesttest.Fields(t, run, map[string]any{"workout_type": "running", "distance_km": 10.1, "duration_s": 58 * 60.0})
	if run.Start.Hour() != 7 || run.Start.Minute() != 30 {
		t.Errorf("run at %v, want 07:30", run.Start)
	}
	ingesttest.Fields(t, happening(t, hs, "shakshuka"), map[string]any{"participants": []string{"Lena"}, "food": []string{"shakshuka"}, "meal": "lunch"})
	ingesttest.Fields(t, happening(t, hs, "dentist"), map[string]any{"modality": "planned"})
	ingesttest.Fields(t, happening(t, hs, "Piranesi"), map[string]any{"book": "Piranesi", "activity": "reading"})

	// An outline: "Morning" heads the items under it, a block property is
	// its item's, not the day's.
	day, hs = dayOf(t, ingesttest.CheckIn(t, Text, "testdata/journals/logseq", "journals/2025_03_05.md"))
	ingesttest.Fields(t, day, map[string]any{"mood": 7.0})
	if _, ok := day.Get("cost"); ok {
		t.Error("a block's cost:: is a field of the day")
	}
	if _, ok := day.Get("duration_s"); ok {
		t.Error("a block's duration:: is a field of the day")
	}
	run = happening(t, hs, "4 miles")
	ingesttest.Fields(t, run, map[string]any{"workout_type": "running", "duration_s": 36 * 60.0, "participants": []string{"Tom"}, "time_of_day": "morning"})
	ingesttest.Fields(t, happening(t, hs, "porridge"), map[string]any{"food": []string{"porridge", "coffee"}, "meal": "breakfast"})
	ingesttest.Fields(t, happening(t, hs, "Leon"), map[string]any{"price": 9.0, "currency": "GBP", "restaurant": "Leon"})
	ingesttest.Fields(t, happening(t, hs, "Anna"), map[string]any{"activity": "call", "duration_s": 3600.0, "time_of_day": "evening"})
	for _, h := range hs {
		if h.Text("text") == "Morning" || h.Text("text") == "Evening" {
			t.Errorf("the heading item %q is a happening", h.Text("text"))
		}
	}
}

func TestFrontMatterJournals(t *testing.T) {
	// Joplin: the title is the date; Notesnook: a diary tag and a
	// creation date; Bear: a heading that is the date.
	day, hs := dayOf(t, ingesttest.CheckIn(t, Text, "testdata/journals/joplin", "Journal/Sunday.md"))
	ingesttest.Fields(t, day, map[string]any{"title": "2025-03-02", "journal": "Journal"})
	hike := happening(t, hs, "Hiked")
	ingesttest.Fields(t, hike, map[string]any{"workout_type": "hiking", "distance_km": 19.0, "duration_s": 5 * 3600.0, "place": "Harz", "participants": []string{"Jonas"}})
	if y, m, d := hike.Start.Date(); y != 2025 || m != 3 || d != 2 {
		t.Errorf("hike on %v", hike.Start)
	}
	ingesttest.Fields(t, happening(t, hs, "Pizza"), map[string]any{"meal": "dinner", "food": []string{"pizza"}})

	_, hs = dayOf(t, ingesttest.CheckIn(t, Text, "testdata/journals/notesnook", "rainy-sunday.md"))
	ingesttest.Fields(t, happening(t, hs, "thai"), map[string]any{"cuisine": "thai", "at_home": true})
	ingesttest.Fields(t, happening(t, hs, "sister"), map[string]any{"activity": "call", "duration_s": 25 * 60.0, "participants": []string{"Sister"}})

	day, hs = dayOf(t, ingesttest.CheckIn(t, Text, "testdata/journals/bear", "March 4, 2025.md"))
	if !day.Start.Equal(time.Date(2025, 3, 4, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("Bear day %v", day.Start)
	}
	ingesttest.Fields(t, happening(t, hs, "bouldering"), map[string]any{"workout_type": "climbing", "duration_s": 7200.0, "participants": []string{"Ben"}, "place": "Nordwand"})
	ingesttest.Fields(t, happening(t, hs, "pho"), map[string]any{"restaurant": "Pho Saigon", "after": "climbing", "food": []string{"pho"}})
}

func TestPlainTextDay(t *testing.T) {
	day, hs := dayOf(t, ingesttest.CheckIn(t, Text, "testdata/journals/plain", "2025-03-05.txt"))
	ingesttest.Fields(t, day, map[string]any{"platform": "text", "date_source": "file_name"})
	ingesttest.Fields(t, happening(t, hs, "yoga"), map[string]any{"workout_type": "yoga", "duration_s": 1800.0, "time_of_day": "morning"})
	ingesttest.Fields(t, happening(t, hs, "lentil soup"), map[string]any{"meal": "lunch", "participants": []string{"Priya"}, "food": []string{"lentil soup"}})
	ingesttest.Fields(t, happening(t, hs, "goggles"), map[string]any{"activity": "purchase", "price": 19.99, "currency": "EUR"})
	ingesttest.Fields(t, happening(t, hs, "tired"), map[string]any{"mood": "tired", "activity": nil})
}

func TestJournalOfManyDays(t *testing.T) {
	res := ingesttest.CheckIn(t, Text, "testdata/journals/bigfile", "diary.md")
	var days []ingest.Event
	byDay := map[string][]ingest.Event{}
	for _, ev := range res.Events {
		if ev.Source == ingest.Note {
			days = append(days, ev)
			continue
		}
		byDay[ev.Text("entry_id")] = append(byDay[ev.Text("entry_id")], ev)
	}
	if len(days) != 3 {
		t.Fatalf("%d days, want 3", len(days))
	}
	for i, want := range []string{"2025-03-10", "2025-03-11", "2025-03-12"} {
		if got := days[i].Start.Format("2006-01-02"); got != want || days[i].Origin.Record != "day "+want {
			t.Errorf("day %d: %s %q, want %s", i, got, days[i].Origin.Record, want)
		}
	}
	run := happening(t, byDay[days[0].ID], "Ran 5k")
	ingesttest.Fields(t, run, map[string]any{"distance_km": 5.0, "time_of_day": "morning"})
	if run.Origin.Record != "line 6" {
		t.Errorf("run record %q, want line 6", run.Origin.Record)
	}
	physio := happening(t, byDay[days[1].ID], "Physio")
	ingesttest.Fields(t, physio, map[string]any{"activity": "physio", "duration_s": 45 * 60.0})
	swim := happening(t, byDay[days[2].ID], "swam 30 min")
	if swim.Start.Format("2006-01-02") != "2025-03-11" {
		t.Errorf("a swim told the next day is on %v", swim.Start)
	}
	ingesttest.Fields(t, swim, map[string]any{"written": time.Date(2025, 3, 12, 0, 0, 0, 0, time.UTC)})
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
