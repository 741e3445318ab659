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
	ingesttest.FuzzImport(f, Importer, "fuzz.ics")
}

// An instance written twice under two UIDs (Google's contacts' birthdays:
// a series with RDATEs, and the same days again as loose overrides of
// a kindred UID) is one happening; untitled events at one time, and
// titled ones of unrelated UIDs (a redacted export's "XXX"), stay apart.
func TestSameInstanceUnderTwoUIDsOnce(t *testing.T) {
	data := "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n" +
		"BEGIN:VEVENT\r\nUID:2014_BIRTHDAY_x\r\nDTSTART;VALUE=DATE:20141210\r\nDTEND;VALUE=DATE:20141211\r\nRRULE:FREQ=DAILY;COUNT=1\r\nRDATE:20131210Z\r\nSUMMARY:Ann's birthday\r\nEND:VEVENT\r\n" +
		"BEGIN:VEVENT\r\nUID:BIRTHDAY_x\r\nRECURRENCE-ID;VALUE=DATE:20141210\r\nDTSTART;VALUE=DATE:20141210\r\nDTEND;VALUE=DATE:20141211\r\nSUMMARY:Ann's birthday\r\nEND:VEVENT\r\n" +
		"BEGIN:VEVENT\r\nUID:a\r\nDTSTART:20240115T090000Z\r\nEND:VEVENT\r\n" +
		"BEGIN:VEVENT\r\nUID:b\r\nDTSTART:20240115T090000Z\r\nEND:VEVENT\r\n" +
		"BEGIN:VEVENT\r\nUID:c\r\nDTSTART:20240116T090000Z\r\nSUMMARY:XXX\r\nEND:VEVENT\r\n" +
		"BEGIN:VEVENT\r\nUID:d\r\nDTSTART:20240116T090000Z\r\nSUMMARY:XXX\r\nEND:VEVENT\r\n" +
		"END:VCALENDAR\r\n"
	res := ingesttest.Bytes(t, Importer, "birthdays.ics", []byte(data))
	n := map[string]int{}
	for _, ev := range res.Events {
		n[ev.Text("summary")+" "+ev.Start.Format("2006")]++
	}
	if n["Ann's birthday 2014"] != 1 || n[" 2024"] != 2 || n["XXX 2024"] != 2 {
		t.Errorf("events %v, want Ann's birthday of 2014 once, both untitled and both XXX events", n)
	}
}
