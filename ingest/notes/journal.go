package notes

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"reqap/ingest"
	"reqap/ingest/textfacts"
	"reqap/internal/lazyre"
	"reqap/internal/par"
	"reqap/lang/ascii"
	"reqap/qa"
)

// Journals. A note that is a day of a journal is read further: besides
// the note itself (the day, with its front matter and inline fields typed:
// "mood: 7", "sleep:: 7h" → sleep_s), every happening its text tells
// becomes an event of its own (see package textfacts): a run is a
// workout, a dinner or a call a journal event, each with the day's date,
// the time the text states, the people, place, food, duration, distance
// and money it names, and its lines in the file as its record.
//
// A note is a journal day when its file is named by a date alone
// (Obsidian "Daily/2025-03-02.md", Logseq "journals/2025_03_02.md", a
// plain "2025-03-02.txt"), when it starts with a heading that is a date,
// when its front matter title is a date, or when it is dated in its front
// matter and lies in a journal folder (journal, journals, diary, daily,
// dailies, daily notes) or carries a journal tag (Joplin, Notesnook and
// Bear exports). A file with two or more date headings ("## 2025-03-02",
// "Monday, 3 March 2025" on a line of its own) is a journal of many days:
// each becomes a note of its own.
//
// The people of a journal are learnt from the whole journal: the other
// days of its folder, or the other days of its file. So "Benni" in one day
// is Ben of the others, and "J." the Jonas the journal names most.

// maxProfileFiles bounds how many notes of a folder are read to learn its
// journal's names; maxProfileBytes how much of each.
const (
	maxProfileFiles = 100_000
	maxProfileBytes = 64 << 10
)

// journalFolders and journalTags mark dated notes as journal days.
var (
	journalFolders = map[string]bool{"journal": true, "journals": true, "diary": true, "diaries": true, "daily": true,
		"dailies": true, "daily notes": true, "daily-notes": true, "dailynotes": true, "logbook": true, "day one": true}
	journalTags = map[string]bool{"journal": true, "diary": true, "daily": true, "dailynote": true, "daily-note": true,
		"daily_note": true, "dailies": true, "journaling": true, "logbook": true}
	// a file name that is a date and nothing else (a weekday may follow)
	dayName = lazyre.New(`(?i)^(?:19|20|21)\d{2}[-_.]\d{2}[-_.]\d{2}(?:[ _-]*(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)?$`)
)

// journalDay is one day of a journal note.
type journalDay struct {
	date   time.Time // midnight UTC, or the time front matter gives
	allDay bool
	title  string
	body   string // the day's text
	off    int    // byte offset of body in the file's text
}

// importNote emits a note; a journal day also emits its happenings, a
// journal of many days a note and happenings per day.
func importNote(ctx context.Context, in *ingest.Input, text string, n *note, sink ingest.Sink) error {
	days := dateSections(n)
	if len(days) < 2 {
		if !isJournalDay(in, n) {
			return sink.Emit(n.ev)
		}
		days = []journalDay{{date: n.ev.Start, allDay: n.ev.AllDay, body: n.body, off: n.bodyOff}}
	}
	x, err := textfacts.Default()
	if err != nil {
		return in.Errorf("", "reading the journal: %w", err)
	}
	var prof *textfacts.Profile
	var units map[string]float64
	if len(days) > 1 {
		prof = textfacts.NewProfile()
		for _, d := range days {
			x.Learn(prof, d.body)
		}
		prof.Finish()
	} else {
		prof, units = folderProfile(ctx, x, in)
	}
	lines := textfacts.NewLines(text)
	journal := journalName(in)
	for i, d := range days {
		if err := ctx.Err(); err != nil {
			return err
		}
		ev := n.ev
		if len(days) > 1 {
			ev = dayNote(in, n, d)
		} else {
			ev.Fields = append([]ingest.Field(nil), n.ev.Fields...)
		}
		hs := x.Split(textfacts.Day{Text: d.body, Date: qa.DateOf(d.date)}, prof)
		inUnits(&ev, units)
		ev.SetNumber("happenings", float64(len(hs)))
		ev.SetText("journal", journal)
		if _, said := ev.Get("weather"); !said {
			// "Rain all day.": the day's weather, as a journal app records it
			ev.SetText("weather", x.DayWeather(hs))
		}
		// The day's own fields (the front matter's of a day's note, the
		// inline "mood:: good" of its text) are fields of each of its
		// happenings too: "my mood on 19 January" is asked of the day
		// whichever happening is found.
		var own []ingest.Field
		if len(days) == 1 {
			for _, e := range n.fm {
				if k := normKey(e.key); k != "" && !fmKeys[k] {
					if units[k] > 0 {
						k += "_s"
					}
					if v, ok := ev.Get(k); ok {
						own = append(own, ingest.Field{Key: k, Value: v})
					}
				}
			}
		}
		for _, f := range inUnitsOf(dayFields(d.body), units) {
			if _, dup := ev.Get(f.Key); !dup {
				ev.Fields = append(ev.Fields, f)
			}
			own = append(own, f)
		}
		// Its happenings refer to the day by the id it is stored under.
		ev.ID = ingest.RecordID(&ev)
		if err := sink.Emit(ev); err != nil {
			return err
		}
		// The day's own tags (front matter), not the inline #tags of its
		// sentences, which belong to their happenings.
		var tags []string
		if e := n.get("tags", "tag", "keywords"); e != nil {
			tags = e.list
			if !e.isList {
				tags = splitComma(e.value)
			}
		}
		dayKey := ""
		if len(days) > 1 {
			dayKey = d.date.Format("2006-01-02") + "#" + strconv.Itoa(i)
		}
		for j := range hs {
			h := &hs[j]
			hev := x.Event(h, in.ID("happening", dayKey, strconv.Itoa(j)), in.Origin(lines.Record("", d.off, h)), textfacts.Entry{
				ID: ev.ID, Journal: journal, Tags: tags, Written: d.date, Fields: own,
			})
			if err := sink.Emit(hev); err != nil {
				return err
			}
		}
	}
	return nil
}

func listOf(ev ingest.Event, key string) []string {
	v, ok := ev.Get(key)
	if !ok || v.Kind != ingest.KindList {
		return nil
	}
	return v.List
}

// isJournalDay reports whether a note is one day of a journal.
func isJournalDay(in *ingest.Input, n *note) bool {
	if dayName().MatchString(strings.TrimSpace(n.stem)) {
		if _, ok := dateInName(n.stem); ok {
			return true
		}
	}
	if n.ev.Text("date_source") == "heading" {
		return true
	}
	if n.sc.leadingHeading != "" {
		if _, allDay, ok := dateInText(n.sc.leadingHeading); ok && allDay && len(n.sc.leadingHeading) <= 48 {
			return true
		}
	}
	if e := n.get("title"); e != nil && !e.isList {
		if _, _, ok := dateInText(e.value); ok && len(e.value) <= 40 {
			return true
		}
	}
	if n.ev.Text("date_source") != "front_matter" {
		return false
	}
	// A dated note in a journal folder or with a journal tag, that reads
	// like a diary.
	marked := false
	for dir := path.Dir(in.Path); dir != "." && dir != "/" && dir != "" && !marked; dir = path.Dir(dir) {
		marked = journalFolders[strings.ToLower(path.Base(dir))]
	}
	for _, t := range listOf(n.ev, "tags") {
		marked = marked || journalTags[strings.ToLower(t)]
	}
	return marked && textfacts.LooksLikeDiary(n.body)
}

// journalName names the journal a note belongs to: its folder.
func journalName(in *ingest.Input) string {
	dir := in.Folder()
	if dir == "." || dir == "/" {
		return "Journal"
	}
	return dir
}

// dateLine is a line that is only a date: "## 2025-03-02", "Monday, 3
// March 2025", "# 3 March 2025 (Mon)".
var dateLine = lazyre.New(`^ {0,3}(#{1,6}[ \t]+)?(.{6,48}?)[ \t#]*$`)

// dateSections splits a note at lines that are dates; fewer than two
// such lines mean it is not a journal of many days.
func dateSections(n *note) []journalDay {
	if !strings.Contains(n.body, "\n") {
		return nil
	}
	type mark struct {
		start, bodyStart int
		date             time.Time
		title            string
	}
	var marks []mark
	var numeric []numericDate
	seen := map[time.Time]bool{}
	inFence := false
	for off := 0; off < len(n.body); {
		end := strings.IndexByte(n.body[off:], '\n')
		if end < 0 {
			end = len(n.body)
		} else {
			end += off
		}
		line := n.body[off:end]
		start := off
		off = end + 1
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			inFence = !inFence
		}
		if inFence || len(line) > 60 {
			continue
		}
		// every date dateInText reads has a year's four digits: most
		// lines of a day have none, and are passed over unmatched
		if !ascii.HasDigits(line, 4) {
			if nd, ok := numericDateLine(line); ok {
				nd.start, nd.bodyStart = start, min(off, len(n.body))
				numeric = append(numeric, nd)
			}
			continue
		}
		m := dateLine().FindStringSubmatch(line)
		if m == nil {
			continue
		}
		t, allDay, ok := dateInText(m[2])
		// The date must be most of the line: "Lunch on 2025-03-02 with
		// Anna" is a line about a day, not the start of one.
		if !ok || !allDay || len(strings.TrimSpace(m[2])) > 40 || seen[t] {
			if nd, ok := numericDateLine(line); ok {
				nd.start, nd.bodyStart = start, min(off, len(n.body))
				numeric = append(numeric, nd)
			}
			continue
		}
		if len(dateWords().ReplaceAllString(m[2], "")) > 4 {
			continue
		}
		seen[t] = true
		marks = append(marks, mark{start: start, bodyStart: min(off, len(n.body)), date: t, title: strings.TrimSpace(m[2])})
	}
	for _, nd := range resolveNumeric(numeric) {
		if !seen[nd.date] {
			seen[nd.date] = true
			marks = append(marks, mark{start: nd.start, bodyStart: nd.bodyStart, date: nd.date, title: nd.title})
		}
	}
	if len(marks) < 2 {
		return nil
	}
	sort.Slice(marks, func(i, j int) bool { return marks[i].start < marks[j].start })
	out := make([]journalDay, 0, len(marks))
	for i, m := range marks {
		end := len(n.body)
		if i+1 < len(marks) {
			end = marks[i+1].start
		}
		body := n.body[m.bodyStart:end]
		lead := len(body) - len(strings.TrimLeft(body, "\n"))
		out = append(out, journalDay{date: m.date, allDay: true, title: m.title,
			body: strings.TrimRight(body[lead:], " \t\n"), off: n.bodyOff + m.bodyStart + lead})
	}
	return out
}

// dateWords are the words and figures a date line may consist of.
var dateWords = lazyre.New(`(?i)\b(?:\d{1,4}(?:st|nd|rd|th)?|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\b|[\s,./()\-–—]`)

// dayNote is the note of one day of a journal of many days.
func dayNote(in *ingest.Input, n *note, d journalDay) ingest.Event {
	key := d.date.Format("2006-01-02")
	ev := ingest.Event{ID: in.ID("note", key), Source: ingest.Note, Start: d.date, End: d.date, AllDay: d.allDay, Origin: in.Origin("day " + key)}
	ev.SetText("title", d.title)
	ev.SetText("text", capRunes(d.body, maxText))
	ev.SetList("tags", listOf(n.ev, "tags"))
	ev.SetText("date_source", "heading")
	ev.SetText("platform", n.ev.Text("platform"))
	return ev
}

// fieldLine is a line holding only a field: "sleep:: 7h", "mood:: 7",
// Logseq's "mood:: good". An indented one is a property of the list item
// above it ("- run 4 miles" then "  duration:: 36 min"), which textfacts
// gives to that item's happening, not to the day.
var fieldLine = lazyre.New(`(?m)^(?:[-*][ \t]+)?([A-Za-z][\w -]{0,30}?)::[ \t]*(.+?)[ \t]*$`)

// dayFields are the inline fields of a day's text, typed.
func dayFields(body string) []ingest.Field {
	// Every field line holds "::"; most days have none, and the pattern
	// ran over every line of every day to find so.
	if !strings.Contains(body, "::") {
		return nil
	}
	var out []ingest.Field
	for _, m := range fieldLine().FindAllStringSubmatch(body, 32) {
		if f, ok := textfacts.TypedField(m[1], m[2]); ok {
			out = append(out, f)
		}
	}
	return out
}

// profiles caches the names learnt from a folder of journal days, so a
// folder of 40,000 days is read once per import, not once per day. A
// folder's entry is renewed when the folder changes (a day added or
// removed); an edited day is read with the names learnt before.
var profiles = struct {
	sync.Mutex
	m     map[string]*folderEntry
	order []string
}{m: map[string]*folderEntry{}}

const maxProfiles = 16

type folderEntry struct {
	once    sync.Once
	stamp   time.Time
	profile *textfacts.Profile
	units   map[string]float64
}

// folderProfile returns the names of the journal the note's folder holds,
// and the units of its lengths of time written as bare numbers
// (durationUnits).
func folderProfile(ctx context.Context, x *textfacts.Extractor, in *ingest.Input) (*textfacts.Profile, map[string]float64) {
	dir := path.Dir(in.Path)
	var stamp time.Time
	if st, err := fs.Stat(in.FS, dir); err == nil {
		stamp = st.ModTime()
	}
	key := strings.TrimSuffix(in.Name, in.Path) + "\x00" + dir
	profiles.Lock()
	e := profiles.m[key]
	if e == nil || !e.stamp.Equal(stamp) {
		e = &folderEntry{stamp: stamp}
		if _, ok := profiles.m[key]; !ok {
			profiles.order = append(profiles.order, key)
		}
		profiles.m[key] = e
		for len(profiles.order) > maxProfiles {
			delete(profiles.m, profiles.order[0])
			profiles.order = profiles.order[1:]
		}
	}
	profiles.Unlock()
	e.once.Do(func() { e.profile, e.units = learnFolder(ctx, x, in.FS, dir) })
	return e.profile, e.units
}

// learnFolder reads the journal days of a folder for their names. Every
// other import of the folder waits for it, so the days are read on all
// cores and their names added in the folder's order, as one reader would.
func learnFolder(ctx context.Context, x *textfacts.Extractor, fsys fs.FS, dir string) (*textfacts.Profile, map[string]float64) {
	p := textfacts.NewProfile()
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		p.Finish()
		return p, nil
	}
	var days []string
	for _, de := range entries {
		if len(days) >= maxProfileFiles {
			break
		}
		name := de.Name()
		ext := strings.ToLower(path.Ext(name))
		if de.IsDir() || ext != ".md" && ext != ".markdown" && ext != ".txt" {
			continue
		}
		days = append(days, path.Join(dir, name))
	}
	names := make([]*textfacts.Names, len(days))
	units := make([]map[string]float64, len(days))
	par.Each(ctx, len(days), func(i int) {
		text, err := readHead(fsys, days[i])
		if err != nil {
			return
		}
		front, body, _ := splitFrontMatter(text)
		units[i] = durationUnits(front, body)
		names[i] = x.Names(body)
	})
	var all map[string]float64
	for i, n := range names {
		p.Add(x, n)
		for k, u := range units[i] {
			if all == nil {
				all = map[string]float64{}
			}
			all[k] = max(all[k], u)
		}
	}
	p.Finish()
	return p, all
}

// durationUnits are the keys a day's front matter and property lines
// write as lengths of time ("sleep:: 7h 30m"), each with the largest unit
// written (an hour: 3600 s). A journal that writes a key so on some days
// and as a bare number on others ("sleep: 7.5", the template changed)
// means the same measure in that unit: the days' numbers are one field.
// front and body are the day's text parted by splitFrontMatter.
func durationUnits(front, body string) map[string]float64 {
	var out map[string]float64
	add := func(key, value string) {
		k := normKey(key)
		f, ok := textfacts.TypedField(key, value)
		if !ok || k == "" || f.Key == k || !strings.HasSuffix(f.Key, "_s") {
			return
		}
		u := 0.0
		switch low := strings.ToLower(value); {
		case hoursRE().MatchString(low):
			u = 3600
		case minutesRE().MatchString(low):
			u = 60
		default:
			return
		}
		if out == nil {
			out = map[string]float64{}
		}
		out[k] = max(out[k], u)
	}
	for _, e := range parseFrontMatter(front) {
		if !e.isList {
			add(e.key, e.value)
		}
	}
	if strings.Contains(body, "::") {
		for _, m := range fieldLine().FindAllStringSubmatch(body, 32) {
			add(m[1], m[2])
		}
	}
	return out
}

var (
	hoursRE   = lazyre.New(`\d\s*(?:h|hrs?|hours?)\b`)
	minutesRE = lazyre.New(`\d\s*(?:m|mins?|minutes?)\b`)
)

// inUnits makes the bare numbers of an event's fields that its journal
// writes elsewhere as lengths of time (units) lengths of time too:
// "sleep: 7.5" beside "sleep:: 7h 30m" is sleep_s 27000.
func inUnits(ev *ingest.Event, units map[string]float64) {
	ev.Fields = inUnitsOf(ev.Fields, units)
}

func inUnitsOf(fs []ingest.Field, units map[string]float64) []ingest.Field {
	if len(units) == 0 {
		return fs
	}
	for i, f := range fs {
		if u := units[f.Key]; u > 0 && f.Value.Kind == ingest.KindNumber {
			fs[i] = ingest.Field{Key: f.Key + "_s", Value: ingest.Number(ingest.Round(f.Value.Num*u, 0))}
		}
	}
	return fs
}

func readHead(fsys fs.FS, p string) (string, error) {
	f, err := fsys.Open(p)
	if err != nil {
		return "", err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxProfileBytes))
	if err != nil {
		return "", fmt.Errorf("reading %s: %w", p, err)
	}
	return decodeText(data)
}
