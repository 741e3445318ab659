package ical

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
	"reqap/internal/test"
)

// The fixtures' events and skips are in the expectation files beside them
// (X.want). What they show:
//
//   - recur.ics: DTSTART 09:30 stays 09:30 on the wall clock across the
//     change to CEST ("count"); UNTIL in UTC is inclusive (Jan 11 18:00 CET
//     is exactly 17:00Z); the WKST example of RFC 5545 section 3.3.10;
//     EXDATE as DATE-TIME and as DATE; RDATE as DATE lists and as Google's
//     date with a Z, one excluded; overrides before and after the master,
//     SEQUENCE 3 beating 2, an override's record naming the instance it
//     replaces; an all-day event without DTEND lasts a day; a series
//     without end runs up to a year after "today" (ingesttest.Now).
//   - spans.ics: P1DT1H is a calendar day plus an hour, 25 hours on the day
//     CEST ends; 02:30 that does not exist takes the offset before the gap,
//     02:30 that exists twice is the first (CEST).
//   - zones.ics: Windows and Mozilla zone names, a VTIMEZONE of the file
//     where no zone database knows the name, and floating times and
//     unknown TZIDs in the calendar's zone, here UTC.
//   - xwr.ics (LF line ends, no final newline): X-WR-TIMEZONE is the
//     calendar's zone, and a rule written in UTC recurs in it (10:00 stays
//     10:00 after the change to EDT).
//   - format.ics: escapes, folding, parameters and lists; the VTODO is no
//     event, and X-ALT-DESC gives the description as text.
//   - broken.ics: what cannot be read is skipped, the rest imported.
func TestFixtures(t *testing.T) {
	for _, name := range []string{"recur.ics", "spans.ics", "zones.ics", "xwr.ics", "format.ics", "broken.ics"} {
		res := ingesttest.Golden(t, Importer, ingesttest.Testdata(name))
		for _, ev := range res.Events {
			switch ev.Text("uid") {
			case "override":
				// An override's identity is the instance it replaces.
				if ev.Text("summary") == "Moved" && ev.ID != (&ingest.Input{Name: ev.Origin.File, Format: "ics"}).Key("override", "2024-05-06T08:00:00Z") {
					t.Errorf("override ID %s is not the ID of UID+RECURRENCE-ID", ev.ID)
				}
			case "formatted@example.com":
				verbal := ev.Verbalize()
				for _, leak := range []string{"Alarm summary", "Vendor summary", "Reminder", "QUJD"} {
					if strings.Contains(verbal, leak) {
						t.Errorf("%q leaked into the event:\n%s", leak, verbal)
					}
				}
			}
		}
<<<<<<< HEAD
		if got, want := ov[1].End.Format(time.RFC3339), "2024-05-07T15:30:00+02:00"; got != want {
			t.Errorf("moved instance ends %s, want %s", got, want)
		}
		// The override's identity is the instance it replaces.
		if want := "VEVENT UID=override (line 89), instance 2024-05-06T08:00:00Z"; ov[1].Origin.Record != want {
			t.Errorf("record %q, want %q", ov[1].Origin.Record, want)
		}
		in := &ingest.Input{Name: ov[1].Origin.File, Format: "ics"}
		if want := in.Key("override", "2024-05-06T08:00:00Z"); ov[1].ID != want {
			t.Errorf("override ID %s, want the ID of UID+RECURRENCE-ID %s", ov[1].ID, want)
		}
	}
	for _, ev := range res.Events {
		if v, _ := ev.Get("recurring"); !v.Bool {
			t.Errorf("%s: recurring is false for an instance of a recurring series", ev.Origin.Record)
		}
		if ev.Text("calendar") != "Recurrences" {
			t.Errorf("%s: calendar %q", ev.Origin.Record, ev.Text("calendar"))
		}
	}
	orphan := byUID(res, "orphan")
	if len(orphan) == 1 && (!orphan[0].AllDay || !orphan[0].End.Equal(time.Date(2024, 8, 3, 0, 0, 0, 0, time.UTC))) {
		t.Errorf("orphan override: allday %v end %v", orphan[0].AllDay, orphan[0].End)
	}
	monthend := byUID(res, "monthend")
	if len(monthend) == 3 && (!monthend[1].AllDay || !monthend[1].End.Equal(time.Date(2024, 3, 1, 0, 0, 0, 0, time.UTC))) {
		t.Errorf("all-day without DTEND: allday %v end %v, want one day", monthend[1].AllDay, monthend[1].End)
	}
}

func TestSpansFixture(t *testing.T) {
	res := fixture(t, "spans.ics")
	tests := []struct {
		uid        string
		start, end []string
		allDay     bool
	}{
		{"allday-duration", []string{"2024-09-20T00:00:00Z"}, []string{"2024-09-22T00:00:00Z"}, true},
		{"allday-noend", []string{"2024-09-21T00:00:00Z"}, []string{"2024-09-22T00:00:00Z"}, true},
		{"timed-noend", []string{"2024-09-21T10:00:00Z"}, []string{"2024-09-21T10:00:00Z"}, false},
		// P1DT1H is a calendar day plus an hour: 25 hours on the day CEST ends.
		{"timed-duration", []string{"2024-10-26T22:00:00+02:00"}, []string{"2024-10-27T23:00:00+01:00"}, false},
		// 02:30 does not exist on 2024-03-31: the offset before the gap applies.
		{"dst-gap", []string{"2024-03-30T02:30:00+01:00", "2024-03-31T03:30:00+02:00"}, []string{"2024-03-30T02:30:00+01:00", "2024-03-31T03:30:00+02:00"}, false},
		// 02:30 exists twice on 2024-10-27: the first occurrence (CEST).
		{"dst-overlap", []string{"2024-10-26T02:30:00+02:00", "2024-10-27T02:30:00+02:00"}, []string{"2024-10-26T02:30:00+02:00", "2024-10-27T02:30:00+02:00"}, false},
	}
	for _, tc := range tests {
		evs := byUID(res, tc.uid)
		var gotS, gotE []string
		for _, ev := range evs {
			gotS = append(gotS, ev.Start.Format(time.RFC3339))
			gotE = append(gotE, ev.End.Format(time.RFC3339))
			if ev.AllDay != tc.allDay {
				t.Errorf("%s: AllDay %v", tc.uid, ev.AllDay)
			}
		}
		if !reflect.DeepEqual(gotS, tc.start) || !reflect.DeepEqual(gotE, tc.end) {
			t.Errorf("%s: starts %q ends %q, want %q %q", tc.uid, gotS, gotE, tc.start, tc.end)
		}
	}
}

func TestZonesFixture(t *testing.T) {
	res := fixture(t, "zones.ics")
	tests := []struct {
		uid, utc, zone string
	}{
		{"w-europe", "2024-01-15T08:00:00Z", "Europe/Berlin"},
		{"eastern", "2024-07-01T13:00:00Z", "America/New_York"},
		{"gmt-standard", "2024-07-01T08:00:00Z", "Europe/London"},
		{"canberra", "2024-01-14T22:00:00Z", "Australia/Sydney"},
		{"kuala-lumpur", "2024-01-15T01:00:00Z", "Asia/Singapore"},
		{"mozilla", "2024-01-15T15:00:00Z", "America/Chicago"},
		// No zone database knows these: the file's VTIMEZONE is used.
		{"cdo-winter", "2024-01-15T09:00:00Z", "GMT +0100 (Standard) / GMT +0200 (Daylight)"},
		{"cdo-summer", "2024-07-01T08:00:00Z", "GMT +0100 (Standard) / GMT +0200 (Daylight)"},
		{"custom", "2024-01-15T03:30:00Z", "Customized Time Zone"},
		// Floating, and an unknown TZID: the calendar zone, here UTC.
		{"floating", "2024-01-15T09:00:00Z", "UTC"},
		{"unknown", "2024-01-15T09:00:00Z", "UTC"},
	}
	if len(res.Events) != len(tests) {
		t.Errorf("got %d events, want %d", len(res.Events), len(tests))
	}
	for _, tc := range tests {
		evs := byUID(res, tc.uid)
		if len(evs) != 1 {
			t.Errorf("%s: %d events", tc.uid, len(evs))
			continue
		}
		if got := evs[0].Start.UTC().Format(time.RFC3339); got != tc.utc {
			t.Errorf("%s: starts %s, want %s", tc.uid, got, tc.utc)
		}
		if got := evs[0].Start.Location().String(); got != tc.zone {
			t.Errorf("%s: zone %q, want %q", tc.uid, got, tc.zone)
		}
	}
}

func TestXWRTimezoneFixture(t *testing.T) {
	res := fixture(t, "xwr.ics") // LF line ends, no final newline
	tests := []struct {
		uid    string
		starts []string
	}{
		{"floating", []string{"2024-01-15T09:00:00-05:00"}},
		{"utc", []string{"2024-01-15T12:00:00-05:00"}},
		{"allday", []string{"2024-01-16T00:00:00-05:00"}},
		// Written in UTC but recurring in the calendar zone: 10:00 stays
		// 10:00 after the change to EDT on March 10.
		{"utc-weekly", []string{"2024-03-01T10:00:00-05:00", "2024-03-08T10:00:00-05:00", "2024-03-15T10:00:00-04:00"}},
	}
	for _, tc := range tests {
		if got := starts(byUID(res, tc.uid)); !reflect.DeepEqual(got, tc.starts) {
			t.Errorf("%s: got %q, want %q", tc.uid, got, tc.starts)
		}
	}
	if ev := byUID(res, "allday"); len(ev) == 1 && (!ev[0].AllDay || ev[0].End.Format(time.RFC3339) != "2024-01-17T00:00:00-05:00") {
		t.Errorf("all-day: AllDay %v end %v", ev[0].AllDay, ev[0].End)
	}
	if ev := byUID(res, "floating"); len(ev) == 1 && ev[0].End.Format(time.RFC3339) != "2024-01-15T10:00:00-05:00" {
		t.Errorf("floating end %v", ev[0].End)
	}
}

func TestFormatFixture(t *testing.T) {
	res := fixture(t, "format.ics")
	if len(res.Events) != 2 {
		t.Fatalf("got %d events, want 2 (the VTODO is not an event)", len(res.Events))
	}
	ev := res.Events[0]
	text := []struct{ key, want string }{
		{"summary", "Planung: Café, Kuchen; Tee"},
		{"description", "Erste Zeile\nzweite Zeile mit Backslash \\ und einem sehr langen Text, der gefaltet wurde."},
		{"location", "Raum 3, Gebäude 日本"},
		{"organizer", "Doe, Jane <jane@example.com>"},
		{"status", "tentative"},
		{"calendar", "Team, Zürich"},
		{"calendar_description", "Meetings of the team, in Zürich and online"},
		{"url", "https://example.com/event?id=1&x=2"},
		{"uid", "formatted@example.com"},
	}
	for _, tc := range text {
		if got := ev.Text(tc.key); got != tc.want {
			t.Errorf("%s = %q, want %q", tc.key, got, tc.want)
		}
	}
	lists := []struct {
		key  string
		want []string
	}{
		{"attendees", []string{"Max Mustermann <max@example.com>", "erika@example.com", "Room 3 <room3@example.com>"}},
		{"categories", []string{"Work", "Project, X", "Travel"}},
	}
	for _, tc := range lists {
		v, _ := ev.Get(tc.key)
		if !reflect.DeepEqual(v.List, tc.want) {
			t.Errorf("%s = %q, want %q", tc.key, v.List, tc.want)
		}
	}
	if v, ok := ev.Get("recurring"); !ok || v.Bool {
		t.Errorf("recurring = %v (set %v), want false", v.Bool, ok)
	}
	verbal := ev.Verbalize()
	for _, leak := range []string{"Alarm summary", "Vendor summary", "Reminder", "QUJD"} {
		if strings.Contains(verbal, leak) {
			t.Errorf("%q leaked into the event:\n%s", leak, verbal)
		}
	}
	if want := "VEVENT UID=formatted@example.com (line 11)"; ev.Origin.Record != want {
		t.Errorf("record %q, want %q", ev.Origin.Record, want)
	}
	if got, want := res.Events[1].Text("description"), "Hello team & friends\nSecond paragraph"; got != want {
		t.Errorf("X-ALT-DESC description %q, want %q", got, want)
	}
}

func TestBrokenFixture(t *testing.T) {
	res := fixture(t, "broken.ics")
	var got []string
	for _, ev := range res.Events {
		got = append(got, ev.Text("uid")+" "+ev.Start.UTC().Format("01-02"))
	}
	want := []string{"good-1 04-01", "bad-rule 04-02", "bad-exdate 04-03", "bad-exdate 04-05", "bad-line 04-05", "good-2 04-06"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("events %q, want %q", got, want)
	}
	wantSkips := []struct{ record, reason string }{
		{"line 34", "no name or no colon"},
		{"VEVENT UID=no-start (line 9)", "no DTSTART"},
		{"VEVENT UID=bad-start (line 13)", "not a valid date"},
		{"VEVENT UID=bad-rule (line 18)", "only the first occurrence is imported"},
		{"VEVENT UID=bad-exdate (line 24)", `"yesterday"`},
		{"VEVENT UID=cut-off (line 42)", "not terminated"},
	}
	if len(res.Skips) != len(wantSkips) {
		t.Errorf("got %d skips, want %d: %+v", len(res.Skips), len(wantSkips), res.Skips)
	}
	for _, ws := range wantSkips {
		found := false
		for _, s := range res.Skips {
			if s.Record == ws.record && strings.Contains(s.Err.Error(), ws.reason) {
				found = true
			}
		}
		if !found {
			t.Errorf("no skip %q containing %q in %+v", ws.record, ws.reason, res.Skips)
		}
=======
>>>>>>> dup6
	}
}

func TestRunawayRuleIsBounded(t *testing.T) {
	res := ingesttest.File(t, Importer, ingesttest.Testdata("secondly.ics"))
	if res.Err != nil {
		t.Fatal(res.Err)
	}
	if n := len(byUID(res, "every-second")); n != MaxInstances {
		t.Errorf("FREQ=SECONDLY gave %d instances, want the cap %d", n, MaxInstances)
	}
	if len(byUID(res, "after")) != 1 {
		t.Error("the event after the runaway rule was not imported")
	}
	if len(res.Skips) != 1 || !strings.Contains(res.Skips[0].Err.Error(), "stopped after 50000") {
		t.Errorf("skips %+v, want one about the cut", res.Skips)
	}
}

func TestUnreadableFiles(t *testing.T) {
	tests := []struct {
		name, data, want string
	}{
		{"notes.ics", "Dear diary,\ntoday nothing happened.\n", "not an iCalendar file"},
		{"empty.ics", "", "empty file"},
		{"vcard.ics", "BEGIN:VCARD\nFN:Jane\nEND:VCARD\n", "not an iCalendar file"},
	}
	for _, tc := range tests {
		ingesttest.Failed(t, ingesttest.Bytes(t, Importer, tc.name, []byte(tc.data)), "", tc.want)
	}
}

func TestUTF16File(t *testing.T) {
	src := "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:u16\r\nSUMMARY:Grüße\r\nDTSTART:20240101T100000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
	b := []byte{0xFF, 0xFE}
	for _, r := range src {
		b = append(b, byte(r), byte(r>>8))
	}
	res := ingesttest.Bytes(t, Importer, "outlook.ics", b)
	if res.Err != nil || len(res.Events) != 1 || res.Events[0].Text("summary") != "Grüße" {
		t.Fatalf("UTF-16 file: err %v, %d events", res.Err, len(res.Events))
	}
	if res.Match.Score != 100 {
		t.Errorf("UTF-16 file recognized with score %d", res.Match.Score)
	}
}

func TestRecognize(t *testing.T) {
	ingesttest.RecognizeFile(t, nil, "recognize.tsv", Importer)
}

func TestRobust(t *testing.T) {
	for _, name := range []string{"recur.ics", "format.ics", "zones.ics", "broken.ics"} {
		ingesttest.RobustFile(t, Importer, ingesttest.Testdata(name))
	}
}

func TestCancelledDuringExpansion(t *testing.T) {
	data := test.ReadFile(t, ingesttest.Testdata("secondly.ics"))
	ctx, cancel := context.WithCancel(context.Background())
	n := 0
	sink := &cancelSink{onEmit: func() {
		if n++; n == 10 {
			cancel()
		}
	}, ctx: ctx}
	err := Importer.Import(ctx, ingesttest.Mem(Importer, "s.ics", data), sink)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("error %v, want context.Canceled", err)
	}
	if n > 10+4096 {
		t.Errorf("%d events emitted after cancellation", n-10)
	}
}

type cancelSink struct {
	ctx    context.Context
	onEmit func()
}

func (s *cancelSink) Emit(ingest.Event) error {
	if err := s.ctx.Err(); err != nil {
		return err
	}
	s.onEmit()
	return nil
}

func (s *cancelSink) Skip(string, error) {}

// ParseEvents serves importers that find iCalendar data inside their own
// files, such as invitations in mail.
func TestParseEventsForEmbeddedCalendars(t *testing.T) {
	data := "BEGIN:VCALENDAR\nMETHOD:REQUEST\nBEGIN:VEVENT\nUID:invite-1\nSUMMARY:Lunch\nDTSTART:20240105T120000Z\nORGANIZER;CN=Ann:mailto:ann@example.com\nEND:VEVENT\nEND:VCALENDAR\n"
	in := &ingest.Input{Name: "/home/me/mail.mbox", Format: "mbox", Now: ingesttest.Now}
	var a, b recordingSink
	if err := ParseEvents(context.Background(), strings.NewReader(data), in, "message 3, part 2", &a); err != nil {
		t.Fatal(err)
	}
	if err := ParseEvents(context.Background(), strings.NewReader(data), in, "message 9, part 2", &b); err != nil {
		t.Fatal(err)
	}
	if len(a.events) != 1 || len(b.events) != 1 {
		t.Fatalf("got %d and %d events", len(a.events), len(b.events))
	}
	ev := a.events[0]
	if ev.Source != ingest.Calendar || ev.Text("organizer") != "Ann <ann@example.com>" {
		t.Errorf("event %s", ev.Verbalize())
	}
	if want := "message 3, part 2, VEVENT UID=invite-1 (line 3)"; ev.Origin.Record != want || ev.Origin.Format != "mbox" {
		t.Errorf("origin %+v, want record %q", ev.Origin, want)
	}
	if a.events[0].ID == b.events[0].ID {
		t.Error("the same invitation in two messages got the same ID")
	}
	var re *ingest.RecordError
	err := ParseEvents(context.Background(), strings.NewReader("not a calendar"), in, "message 4, part 1", &a)
	if !errors.As(err, &re) || re.Record != "message 4, part 1" {
		t.Errorf("error %v, want a RecordError for the part", err)
	}
}

type recordingSink struct {
	events []ingest.Event
	skips  []string
}

func (s *recordingSink) Emit(ev ingest.Event) error { s.events = append(s.events, ev); return nil }
func (s *recordingSink) Skip(rec string, _ error)   { s.skips = append(s.skips, rec) }

func FuzzImport(f *testing.F) {
	entries, err := os.ReadDir("testdata")
	if err != nil {
		f.Fatal(err)
	}
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".ics") && e.Name() != "secondly.ics" {
			ingesttest.Seed(f, ingesttest.Testdata(e.Name()))
		}
	}
	f.Add([]byte("BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20240101T000000Z\nRRULE:FREQ=YEARLY;BYWEEKNO=-1;BYDAY=MO;BYSETPOS=-1\nEND:VEVENT\nEND:VCALENDAR"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ingesttest.Fuzz(t, Importer, "fuzz.ics", data)
	})
}
