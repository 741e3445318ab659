package ical

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"html"
	"io"
	"strconv"
	"strings"
	"time"

	"golang.org/x/text/encoding/unicode"

	"reqap/ingest"
	"reqap/internal/lazyre"
)

// Importer reads iCalendar files.
var Importer = &ingest.Importer{
	Sources: []string{ingest.Calendar, CancelledSource},
	Name:    "ics",
	Doc: "iCalendar (.ics) files from Google Calendar, Apple Calendar, Outlook/Exchange, Thunderbird and others: " +
		"one calendar event per VEVENT instance, recurring events expanded",
	Recognize: recognize,
	Import:    importFile,
	Derive:    Derive,
}

var icsExt = map[string]bool{".ics": true, ".ical": true, ".icalendar": true, ".ifb": true}

// recognize is Importer.Recognize: by extension and by a file that
// starts with BEGIN:VCALENDAR. Only the start counts, so a mail carrying an
// invitation further down is left to the mail importer.
func recognize(c ingest.Candidate) ingest.Match {
	return ingest.MatchBy(icsExt[c.Ext()], startsWithVCalendar(c.Head))
}

func startsWithVCalendar(head []byte) bool {
	if len(head) >= 2 && (head[0] == 0xFF && head[1] == 0xFE || head[0] == 0xFE && head[1] == 0xFF) {
		dec := unicode.UTF16(unicode.BigEndian, unicode.ExpectBOM).NewDecoder()
		if b, err := dec.Bytes(head[:len(head)&^1]); err == nil {
			head = b
		} else {
			return false
		}
	}
	head = ingest.TrimStart(head)
	const want = "BEGIN:VCALENDAR"
	return len(head) >= len(want) && strings.EqualFold(string(head[:len(want)]), want)
}

func importFile(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	f, err := in.OpenFile(ctx)
	if err != nil {
		return err
	}
	defer f.Close()
	return ParseEvents(ctx, f, in, "", sink)
}

// maxReported bounds the unreadable lines reported one by one for a file.
const maxReported = 100

// ParseEvents reads iCalendar data from r and hands every VEVENT instance to
// sink as a calendar event, with IDs and origins of in (in.Now bounds the
// expansion of open-ended recurrences; the time of the call when zero).
//
// It serves the .ics importer and other importers that meet iCalendar data
// inside their own files, such as text/calendar invitations in mail: record
// then names the place in the outer file ("message 12, part 2"); it prefixes
// every origin record and is part of every event ID, so the same invitation
// in two messages gives two events. Unreadable VEVENTs are reported with
// sink.Skip; the error is ctx's, sink.Emit's, or an *ingest.RecordError when
// the data is not iCalendar at all or cannot be read.
func ParseEvents(ctx context.Context, r io.Reader, in *ingest.Input, record string, sink ingest.Sink) error {
	br := bufio.NewReaderSize(r, 64<<10)
	if bom, _ := br.Peek(2); len(bom) == 2 && (bom[0] == 0xFF && bom[1] == 0xFE || bom[0] == 0xFE && bom[1] == 0xFF) {
		// Outlook can save UTF-16; the lexer reads UTF-8.
		r = unicode.UTF16(unicode.BigEndian, unicode.ExpectBOM).NewDecoder().Reader(br)
	} else {
		r = br
	}
	prefix := func(s string) string {
		if record == "" {
			return s
		}
		if s == "" {
			return record
		}
		return record + ", " + s
	}
	cals, problems, err := parse(ctx, r)
	if err != nil {
		if ctxErr := ctx.Err(); ctxErr != nil {
			return ctxErr
		}
		rec := prefix("")
		if errors.Is(err, errNotICal) && rec == "" {
			rec = "line 1"
		}
		return &ingest.RecordError{File: in.Name, Record: rec, Err: err}
	}
	for i, p := range problems {
		if i == maxReported {
			sink.Skip(prefix("file"), fmt.Errorf("%d more unreadable lines not listed", len(problems)-maxReported))
			break
		}
		sink.Skip(prefix(ingest.Line(p.line)), errors.New(p.reason))
	}
	skip := func(rec string, reason error) { sink.Skip(prefix(rec), reason) }

	// Read every VEVENT first: overrides may come before their master, and
	// the expansion horizon depends on the latest date in the whole file.
	type uidGroup struct {
		masters, overrides []*vevent
	}
	var (
		order  []string
		groups = map[string]*uidGroup{}
		last   time.Time
		pos    int
		noUID  = map[string]int{}
	)
	// what the warnings of a calendar carried inside another record name:
	// its lines are the calendar's, not the file's ("x.eml (message 1,
	// invitation)", line 4)
	where := in.Name
	if record != "" {
		where += " (" + record + ")"
	}
	for _, vc := range cals {
		cal := newCalendar(where, vc)
		for _, c := range vc.children {
			if c.name != "VEVENT" {
				continue
			}
			pos++
			v, err := readEvent(cal, c, pos, skip)
			if err != nil {
				skip(v.record(), err)
				continue
			}
			if v.uid == "" {
				// Identical copies of a UID-less event stay apart.
				noUID[v.identity]++
				v.identity += fmt.Sprintf("\x00%d", noUID[v.identity])
			}
			last = latest(last, v)
			g := groups[v.identity]
			if g == nil {
				g = &uidGroup{}
				groups[v.identity] = g
				order = append(order, v.identity)
			}
			if v.rid != nil {
				g.overrides = append(g.overrides, v)
			} else {
				g.masters = append(g.masters, v)
			}
		}
	}
	now := in.Now
	if now.IsZero() {
		now = time.Now()
	}
	if last.After(now) {
		now = last
	}
	horizon := now.AddDate(1, 0, 0)
	waste, left := fileWaste, MaxFileInstances
	// An instance another event of the file already has, same title and
	// same times under a kindred UID, is the same happening written twice
	// (Google's birthdays: a series "2014_BIRTHDAY_x" with RDATEs and its
	// instances again as loose overrides of "BIRTHDAY_x"): kept once, so
	// it is counted once. Unrelated UIDs stay apart, however alike their
	// titles (a redacted export titles everything "XXX").
	seen := map[string]string{}

	for _, id := range order {
		if err := ctx.Err(); err != nil {
			return err
		}
		g := groups[id]
		x := &expansion{ctx: ctx, horizon: horizon, skip: skip, byKey: map[string]*instance{}, waste: &waste, left: &left}
		for _, m := range g.masters {
			if err := x.expandMaster(m); err != nil {
				return err
			}
		}
		for _, o := range g.overrides {
			x.addOverride(o, g.masters)
		}
		for _, inst := range x.sorted() {
			ev := buildEvent(in, record, inst)
			same := fmt.Sprintf("%s|%d|%d|%t", ev.Text("summary"), ev.Start.Unix(), ev.End.Unix(), ev.AllDay)
			if uid := ev.Text("uid"); ev.Text("summary") != "" && uid != "" {
				if other, ok := seen[same]; ok && other != uid && uidKin(uid, other) {
					continue
				}
				seen[same] = uid
			}
			if err := sink.Emit(ev); err != nil {
				return err
			}
		}
	}
	return nil
}

// uidKin reports whether two UIDs name one event family: one is the other
// with a part joined by "_" before or after it ("2014_BIRTHDAY_x" and
// "BIRTHDAY_x", Google's "x_R20240312T090000" and "x"), domains aside.
func uidKin(a, b string) bool {
	a, _, _ = strings.Cut(a, "@")
	b, _, _ = strings.Cut(b, "@")
	return a == b || strings.HasSuffix(a, "_"+b) || strings.HasSuffix(b, "_"+a) || strings.HasPrefix(a, b+"_") || strings.HasPrefix(b, a+"_")
}

// latest returns the later of t and the latest date written in v.
func latest(t time.Time, v *vevent) time.Time {
	fl := v.cal.floating()
	consider := func(d dtValue) {
		if i := d.instant(fl); i.After(t) {
			t = i
		}
	}
	consider(v.start)
	if v.end != nil {
		consider(*v.end)
	}
	if v.rid != nil {
		consider(*v.rid)
	}
	for _, p := range v.rdates {
		consider(p.start)
		if p.end != nil {
			consider(*p.end)
		}
	}
	for _, r := range v.rules {
		switch r.untilKind {
		case kUTC:
			if r.until.After(t) {
				t = r.until
			}
		case kDate, kFloating:
			consider(dtValue{kind: r.untilKind, civil: r.until, raw: r.until})
		}
	}
	return t
}

// buildEvent turns an instance into an ingest.Event with the fields of
// ingest/doc.go.
func buildEvent(in *ingest.Input, record string, inst *instance) ingest.Event {
	v := inst.ev
	c := v.c
	rec := v.record()
	if inst.recurring {
		rec += ", instance " + inst.key
	}
	if record != "" {
		rec = record + ", " + rec
	}
	// A UID names the event across exports and edits; without one the
	// identity is its content.
	key := in.ID
	if v.uid != "" {
		key = in.Key
	}
	var id string
	if record == "" {
		id = key(v.identity, inst.key)
	} else {
		id = key(record, v.identity, inst.key)
	}
	ev := ingest.Event{
		ID:     id,
		Source: ingest.Calendar,
		Start:  inst.start,
		End:    inst.end,
		AllDay: inst.allDay,
		Origin: in.Origin(rec),
	}
	if ev.End.Before(ev.Start) {
		ev.End = ev.Start
	}
	ev.SetText("summary", c.text("SUMMARY"))
	ev.SetText("location", c.text("LOCATION"))
	desc := c.text("DESCRIPTION")
	if strings.TrimSpace(desc) == "" {
		if p := c.get("X-ALT-DESC"); p != nil {
			desc = htmlToText(unescapeText(p.value))
		}
	} else if looksLikeHTML().MatchString(desc) {
		desc = htmlToText(desc)
	}
	ev.SetText("description", desc)
	if p := c.get("ORGANIZER"); p != nil {
		ev.SetText("organizer", person(p))
	}
	var attendees []string
	// Who answered the invitation how (PARTSTAT): "who accepted", "did
	// Sahaja decline" are answered from these, not guessed.
	answers := map[string][]string{}
	for _, p := range c.all("ATTENDEE") {
		who := person(p)
		attendees = append(attendees, who)
		switch st := strings.ToUpper(strings.TrimSpace(p.param("PARTSTAT"))); st {
		case "ACCEPTED", "DECLINED", "TENTATIVE":
			answers[st] = append(answers[st], who)
		}
	}
	ev.SetList("attendees", attendees)
	ev.SetList("accepted", answers["ACCEPTED"])
	ev.SetList("declined", answers["DECLINED"])
	ev.SetList("tentative", answers["TENTATIVE"])
	status := strings.ToLower(strings.TrimSpace(c.text("STATUS")))
	if status == "" && v.cal.method == "CANCEL" {
		status = "cancelled"
	}
	ev.SetText("status", status)
	if status == "cancelled" {
		// A cancelled meeting did not take place: kept apart like a
		// cancelled order, so "how many meetings" never counts it.
		ev.Source = CancelledSource
	}
	var cats []string
	for _, p := range c.all("CATEGORIES") {
		cats = append(cats, splitText(p.value)...)
	}
	ev.SetList("categories", cats)
	ev.SetText("calendar", v.cal.name)
	ev.SetText("calendar_description", v.cal.desc)
	if p := c.get("URL"); p != nil {
		ev.SetText("url", p.value)
	}
	ev.SetBool("recurring", inst.recurring)
	// How often it repeats, from the series' first RRULE: "which events
	// repeat weekly" is then answered, not every series counted.
	// A rule of one instance (Google's contacts' birthdays: DAILY;COUNT=1
	// and the years as RDATEs) says nothing of how often.
	if inst.series != nil && len(inst.series.rules) > 0 && inst.series.rules[0].count != 1 {
		r := inst.series.rules[0]
		ev.SetText("frequency", r.freq.String())
		if r.interval > 1 {
			ev.SetNumber("interval", float64(r.interval))
		}
	}
	if !inst.moved.IsZero() {
		// An instance put on another day or time than its series' rule
		// gives ("bin collection moved to Friday after the bank holiday").
		ev.SetBool("moved", true)
		ev.SetTime("moved_from", inst.moved.In(inst.start.Location()))
	}
	ev.SetList("reminder", reminders(v))
	// Said as a field too, so that "all-day events" names it as it names
	// "recurring events".
	ev.SetBool("all_day", inst.allDay)
	ev.SetText("uid", v.uid)
	if !inst.allDay && inst.ev.start.kind == kUTC && inst.start.Location() == time.UTC {
		// Written in UTC for a calendar without a zone: a calendar program
		// shows it in the viewer's zone, so the person's home zone.
		ev.SetBool(ingest.UTCOnly, true)
	}
	return ev
}

// reminders says when each alarm of the event goes off, as a person sets it
// ("30 minutes before", "1 day before"). An alarm whose ACTION is NONE is
// Apple's placeholder for none, and an alarm whose TRIGGER cannot be read
// is still an alarm ("set").
func reminders(v *vevent) []string {
	var out []string
	for _, a := range v.c.children {
		if a.name != "VALARM" || strings.EqualFold(strings.TrimSpace(a.text("ACTION")), "NONE") {
			continue
		}
		out = append(out, alarmText(v, a.get("TRIGGER")))
	}
	return out
}

// alarmText writes one TRIGGER as how long before (or after) the start or
// end it goes off; a date-time trigger is read against the event's start.
func alarmText(v *vevent, p *prop) string {
	if p == nil {
		return "set"
	}
	anchor := "start"
	if strings.EqualFold(p.param("RELATED"), "END") {
		anchor = "end"
	}
	var off time.Duration
	if strings.EqualFold(p.param("VALUE"), "DATE-TIME") || !strings.ContainsAny(strings.ToUpper(p.value), "P") {
		at, err := v.cal.parseValue(p)
		if err != nil {
			return "set"
		}
		s, _ := v.single()
		off = at.instant(v.cal.floating()).Sub(s)
		anchor = "start"
	} else {
		d, err := parseDuration(p.value)
		if err != nil {
			return "set"
		}
		off = time.Duration(d.days)*24*time.Hour + d.exact
	}
	if off == 0 {
		return "at the " + anchor
	}
	if v.allDay && anchor == "start" && off < 0 && off%(24*time.Hour) != 0 {
		// an all-day entry's alarm goes off at a time of a day before
		// it, as its calendar shows it: "the day before at 07:58"
		days := int((-off + 24*time.Hour - 1) / (24 * time.Hour))
		at := time.Duration(days)*24*time.Hour + off
		day := "the day before"
		if days > 1 {
			day = strconv.Itoa(days) + " days before"
		}
		return fmt.Sprintf("%s at %02d:%02d", day, int(at/time.Hour), int(at%time.Hour/time.Minute))
	}
	when := " before"
	if off > 0 {
		when = " after"
	} else {
		off = -off
	}
	if anchor == "end" {
		when += " the end"
	}
	return spanText(off) + when
}

// spanText writes a length of time in the largest whole units: "1 day",
// "16 hours 46 minutes".
func spanText(d time.Duration) string {
	var parts []string
	for _, u := range []struct {
		n    time.Duration
		name string
	}{{7 * 24 * time.Hour, "week"}, {24 * time.Hour, "day"}, {time.Hour, "hour"}, {time.Minute, "minute"}, {time.Second, "second"}} {
		if d < u.n {
			continue
		}
		k := int(d / u.n)
		d -= time.Duration(k) * u.n
		name := u.name
		if k != 1 {
			name += "s"
		}
		parts = append(parts, strconv.Itoa(k)+" "+name)
	}
	return strings.Join(parts, " ")
}

// CancelledSource is the source of cancelled calendar entries.
var CancelledSource = ingest.Cancelled(ingest.Calendar)

// person writes an ORGANIZER or ATTENDEE as "Name <address>", or whichever
// of the two is known.
func person(p *prop) string {
	name := strings.TrimSpace(strings.Trim(p.param("CN"), `"`))
	addr := strings.TrimSpace(p.value)
	if len(addr) >= 7 && strings.EqualFold(addr[:7], "mailto:") {
		addr = strings.TrimSpace(addr[7:])
	} else if !strings.Contains(addr, "@") || strings.Contains(addr, ":") {
		addr = "" // urn:uuid:..., invalid:nomail and other non-addresses
	}
	if addr == "" {
		addr = strings.TrimSpace(p.param("EMAIL"))
	}
	switch {
	case name != "" && addr != "" && !strings.EqualFold(name, addr):
		return name + " <" + addr + ">"
	case addr != "":
		return addr
	}
	return name
}

var (
	looksLikeHTML = lazyre.New(`(?i)<(br|p|div|a|b|i|u|span|ul|ol|li|html|body)\b[^>]*>|</(p|div|a|b|i|u|span|ul|ol|li)>`)
	htmlBreak     = lazyre.New(`(?i)<\s*(br|/p|/div|/li|/tr|/h[1-6])\b[^>]*>`)
	htmlTag       = lazyre.New(`(?s)<!--.*?-->|<[^>]*>`)
	htmlHead      = lazyre.New(`(?is)<(head|style|script)\b.*?</(head|style|script)>`)
	blankLines    = lazyre.New(`\n[ \t\p{Zs}]*(\n[ \t\p{Zs}]*)+`)
)

// htmlToText reduces the HTML some calendars put into descriptions to the
// text a person would read, for search.
func htmlToText(s string) string {
	s = htmlHead().ReplaceAllString(s, "")
	s = htmlBreak().ReplaceAllString(s, "\n")
	s = htmlTag().ReplaceAllString(s, "")
	s = html.UnescapeString(s)
	s = strings.ReplaceAll(s, "\u00a0", " ")
	s = blankLines().ReplaceAllString(s, "\n\n")
	return strings.TrimSpace(s)
}
