package ical

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
)

// Real exports from ../shared/realdata/calendar (see its PROVENANCE.md).
// Every count and value below was checked by reading the file; the counts of
// the three large Google files were also cross-checked with an independent
// expansion (python-dateutil). Open-ended rules run to 2027-11-22, a year
// after ingesttest.Now, unless the file itself reaches further.

// byUID returns the events of one UID in the order they were emitted.
func byUID(res ingesttest.Result, uid string) []ingest.Event {
	var out []ingest.Event
	for _, ev := range res.Events {
		if ev.Text("uid") == uid {
			out = append(out, ev)
		}
	}
	return out
}

// starts formats the starts of events as RFC 3339 in their own zone.
func starts(evs []ingest.Event) []string {
	out := make([]string, len(evs))
	for i, ev := range evs {
		out[i] = ev.Start.Format(time.RFC3339)
	}
	return out
}

func sample(t *testing.T, elem ...string) ingesttest.Result {
	t.Helper()
	return ingesttest.CheckReal(t, Importer, append([]string{"calendar"}, elem...)...)
}

func TestRealSamplesCounts(t *testing.T) {
	want := map[string]int{
		// 286 months of BYMONTHDAY=24 from 2004-02 to 2027-10, the two
		// EXDATEs replaced by the overrides listed before the master.
		"apple/apple_ical15_allday_monthly_overrides.ics":      285,
		"apple/apple_ical2_exdate_brisbane.ics":                5, // COUNT=7, two EXDATEs
		"apple/iphone_ios26_structured_location_vienna.ics":    1,
		"evolution/evolution_recurrence_sequence.ics":          376, // weekly Tuesdays 2020-09-08 .. 2027-11-16
		"google/google_allday_moved_australia_sydney.ics":      6,
		"google/google_allday_yearly.ics":                      3992, // weekdays 2012-08-03 .. 2027-11-22
		"google/google_apple_structured_location_zurich.ics":   2886,
		"google/google_australian_holidays.ics":                289,
		"google/google_contacts_birthdays.ics":                 3, // each written twice, under kindred UIDs
		"google/google_export_redacted_677_events.ics":         1679,
		"google/google_school_dst_america_chicago.ics":         5163,
		"google/google_x_wr_timezone_only.ics":                 2,
		"google/google_yearly_exdate_override_los_angeles.ics": 13,
		"google/machbar_public_calendar_google.ics":            3044,
		"outlook/exchange2010_bins_gmt_standard_time.ics":      26,
		"outlook/exchange2010_eastern_standard_time.ics":       1,
		"outlook/exchange2010_w_europe_exdate.ics":             2,
		"outlook/exchange_cdo_nonstandard_tzid.ics":            14,
		"outlook/outlook2003_standup_quoted_tzid.ics":          4880,
		"outlook/outlook2007_escaped_comma_tzid.ics":           995,
		"outlook/outlook2007_germany_holidays.ics":             159,
		"outlook/outlook2007_tab_folded_alt_desc.ics":          1,
		"thunderbird/thunderbird_changed_duration_berlin.ics":  7,
		"thunderbird/thunderbird_recurring_london.ics":         7,
		"zimbra/zimbra_recur_instances.ics":                    184,
	}
	files := ingesttest.RealGlob(t, "calendar/*/*.ics")
	if len(files) == 0 {
		t.Skip("no calendar samples")
	}
	for _, path := range files {
		rel := strings.TrimPrefix(path, "calendar/")
		t.Run(rel, func(t *testing.T) {
			res := ingesttest.CheckReal(t, Importer, path)
			n, ok := want[rel]
			if !ok {
				t.Fatalf("new sample %s: %d events; add its checked count to the table", rel, len(res.Events))
			}
			if len(res.Events) != n {
				t.Errorf("%d events, want %d", len(res.Events), n)
			}
			if len(res.Skips) != 0 {
				t.Errorf("skips: %+v", res.Skips)
			}
			for _, ev := range res.Events {
				if ev.Source != ingest.Calendar {
					t.Fatalf("source %q", ev.Source)
				}
			}
		})
	}
}

// utcStarts lists the events' starts in UTC.
func utcStarts(evs []ingest.Event) []string {
	out := make([]string, len(evs))
	for i, ev := range evs {
		out[i] = ev.Start.UTC().Format(time.RFC3339)
	}
	return out
}

func TestMachbarRecurrences(t *testing.T) {
	res := sample(t, "google", "machbar_public_calendar_google.ics")
	// BYDAY=-1SA monthly from 2018-06-30 until 2018-11-23: July and August
	// are excluded, September and October moved a week earlier by
	// overrides, and the last Saturday of November is after UNTIL.
	repair := byUID(res, "52uuaoruefesorque1gpjabr6t@google.com")
	if got, want := starts(repair), []string{"2018-06-30T11:00:00+02:00", "2018-09-22T11:00:00+02:00", "2018-10-20T11:00:00+02:00"}; !reflect.DeepEqual(got, want) {
		t.Errorf("-1SA series: %q, want %q", got, want)
	}
	if len(repair) == 3 {
		if want := "VEVENT UID=52uuaoruefesorque1gpjabr6t@google.com (line 483), instance 2018-09-29T09:00:00Z"; repair[1].Origin.Record != want {
			t.Errorf("moved instance record %q, want %q", repair[1].Origin.Record, want)
		}
		if got := repair[0].Text("location"); got != "Stadt- u. Landesbibliothek Potsdam im Bildungsforum, Am Kanal 47, 14467 Potsdam, Deutschland" {
			t.Errorf("location %q", got)
		}
	}
	// 3SA from 2018-11-17 until 2019-03-15, three instances moved.
	if got, want := starts(byUID(res, "ome5r9735mpdoo3n6lpf8oi0c4@google.com")), []string{"2018-11-17T11:00:00+01:00", "2018-12-08T11:00:00+01:00", "2019-01-27T11:00:00+01:00", "2019-02-24T11:00:00+01:00"}; !reflect.DeepEqual(got, want) {
		t.Errorf("3SA series: %q, want %q", got, want)
	}
	// Weekly Thursdays with EXDATE 2019-03-07, open-ended.
	montessori := starts(byUID(res, "7g6502aejkun96i5fenfu6hvc1@google.com"))
	if len(montessori) != 455 || montessori[0] != "2019-02-28T08:30:00+01:00" || montessori[1] != "2019-03-14T08:30:00+01:00" || montessori[5] != "2019-04-11T08:30:00+02:00" {
		t.Errorf("Montessori: %d instances, first %q", len(montessori), montessori[:min(6, len(montessori))])
	}
	// Every other Tuesday from 2017-09-12 until 2018-10-08, minus 2017-11-21.
	freifunk := starts(byUID(res, "5m2ic2qqn1fo43ebfp7ucovj6p@google.com"))
	if len(freifunk) != 27 || freifunk[4] != "2017-11-07T18:00:00+01:00" || freifunk[5] != "2017-12-05T18:00:00+01:00" || freifunk[26] != "2018-09-25T18:00:00+02:00" {
		t.Errorf("Freifunk: %d instances: %q", len(freifunk), freifunk)
	}
	// The OK Lab instance of 2018-05-01 moved to 2018-05-02.
	for _, ev := range byUID(res, "2o60r26f5pq7muep7htdi4r01n@google.com") {
		if strings.HasSuffix(ev.Origin.Record, "instance 2018-05-01T17:00:00Z") {
			if got := ev.Start.Format(time.RFC3339); got != "2018-05-02T19:00:00+02:00" {
				t.Errorf("moved OK Lab starts %s", got)
			}
		}
		if ev.Start.Format("2006-01-02") == "2018-05-01" {
			t.Error("the overridden OK Lab instance of 2018-05-01 is still there")
		}
	}
	first := res.Events[0]
	if first.Text("summary") != `"Bioökonomie-Tag"` || first.Text("calendar") != "machBar - Öffentlich" {
		t.Errorf("first event: %s", first.Verbalize())
	}
	if got := first.Start.Format(time.RFC3339); got != "2019-02-28T20:00:00+01:00" {
		t.Errorf("UTC start not shown in X-WR-TIMEZONE: %s", got)
	}
}

func TestOutlookExchangeWindowsZones(t *testing.T) {
	tests := []struct {
		file  string
		zone  string
		first []string // UTC instants of the first events
	}{
		{"exchange2010_eastern_standard_time.ics", "America/New_York", []string{"2024-10-28T21:00:00Z"}},
		// TZID=Europe/Berlin in a file whose VTIMEZONE is W. Europe Standard
		// Time; floating UNTIL 2020-04-29T00:00 and EXDATE 2020-04-27T12:00Z.
		{"exchange2010_w_europe_exdate.ics", "Europe/Berlin", []string{"2020-04-26T12:00:00Z", "2020-04-28T12:00:00Z"}},
		{"exchange_cdo_nonstandard_tzid.ics", "GMT +0100 (Standard) / GMT +0200 (Daylight)", []string{"2015-07-03T08:00:00Z", "2015-07-06T08:00:00Z", "2015-07-07T08:00:00Z"}},
		{"outlook2003_standup_quoted_tzid.ics", "Australia/Sydney", []string{"2009-03-09T22:30:00Z", "2009-03-10T22:30:00Z", "2009-03-11T22:30:00Z", "2009-03-12T22:30:00Z", "2009-03-15T22:30:00Z"}},
		{"outlook2007_escaped_comma_tzid.ics", "Asia/Singapore", []string{"2008-10-31T01:30:00Z", "2008-11-07T01:30:00Z"}},
	}
	for _, tc := range tests {
		res := sample(t, "outlook", tc.file)
		if len(res.Events) < len(tc.first) {
			t.Errorf("%s: %d events", tc.file, len(res.Events))
			continue
		}
		if got := utcStarts(res.Events[:len(tc.first)]); !reflect.DeepEqual(got, tc.first) {
			t.Errorf("%s: %q, want %q", tc.file, got, tc.first)
		}
		if got := res.Events[0].Start.Location().String(); got != tc.zone {
			t.Errorf("%s: zone %q, want %q", tc.file, got, tc.zone)
		}
	}
	// The CDO rule ends at UNTIL=20150722T080000Z, exactly its last instance.
	cdo := sample(t, "outlook", "exchange_cdo_nonstandard_tzid.ics")
	if last := cdo.Events[len(cdo.Events)-1]; last.Start.UTC().Format(time.RFC3339) != "2015-07-22T08:00:00Z" || last.Text("summary") != "Sprint 25 Daily Standup" {
		t.Errorf("last CDO instance %v %q", last.Start, last.Text("summary"))
	}
}

func TestExchangeAllDayBins(t *testing.T) {
	res := sample(t, "outlook", "exchange2010_bins_gmt_standard_time.ics")
	var black []string
	moved := map[string]string{}
	for _, ev := range res.Events {
		if ev.Text("summary") == "Refuse black bin" {
			if !ev.AllDay {
				t.Errorf("%s is not all-day", ev.Origin.Record)
			}
			black = append(black, ev.Start.Format("01-02"))
			if v, ok := ev.Get("moved_from"); ok {
				moved[ev.Start.Format("01-02")] = v.Time.Format("01-02")
			}
		}
	}
	// the three collections a day late say the Thursday they moved off
	if want := map[string]string{"04-17": "04-16", "05-29": "05-28", "09-04": "09-03"}; !reflect.DeepEqual(moved, want) {
		t.Errorf("black bin moved: %v, want %v", moved, want)
	}
	// Every other Thursday from 04-02; overrides (RECURRENCE-ID written as
	// midnight in GMT Standard Time) move three of them a day later; UNTIL
	// 2020-09-16T23:00Z is midnight of 09-17 in London, so 09-17 is kept.
	want := []string{"04-02", "04-17", "04-30", "05-14", "05-29", "06-11", "06-25", "07-09", "07-23", "08-06", "08-20", "09-04", "09-17"}
	if !reflect.DeepEqual(black, want) {
		t.Errorf("black bin: %q, want %q", black, want)
	}
}

func TestAppleOverridesBeforeMaster(t *testing.T) {
	res := sample(t, "apple", "apple_ical15_allday_monthly_overrides.ics")
	if len(res.Events) < 3 {
		t.Fatalf("%d events", len(res.Events))
	}
	tests := []struct{ start, record string }{
		{"2004-02-24T00:00:00-05:00", "VEVENT UID=D9182220 (line 8), instance 2004-02-24"},
		{"2004-03-24T00:00:00-05:00", "VEVENT UID=D9182220 (line 22), instance 2004-03-24"},
		{"2004-04-24T00:00:00-05:00", "VEVENT UID=D9182220 (line 36), instance 2004-04-24"},
	}
	for i, tc := range tests {
		ev := res.Events[i]
		if got := ev.Start.Format(time.RFC3339); got != tc.start || ev.Origin.Record != tc.record || !ev.AllDay {
			t.Errorf("event %d: %s %q allday %v, want %s %q", i, got, ev.Origin.Record, ev.AllDay, tc.start, tc.record)
		}
	}
	// each instance keeps its own alarm: the overrides' on the day before,
	// the series' a day before; none of them moved
	for i, want := range []string{"the day before at 07:58", "the day before at 07:14", "1 day before"} {
		if got := res.Events[i].Strings("reminder"); len(got) != 1 || got[0] != want {
			t.Errorf("event %d reminder %q, want %q", i, got, want)
		}
		if _, ok := res.Events[i].Get("moved_from"); ok {
			t.Errorf("event %d moved, its override keeps its day", i)
		}
	}
	if loc := res.Events[0].Start.Location().String(); loc != "America/Indianapolis" {
		t.Errorf("all-day dates placed in %q, want the X-WR-TIMEZONE", loc)
	}
	if last := res.Events[len(res.Events)-1]; last.Start.Format("2006-01-02") != "2027-10-24" {
		t.Errorf("last instance %v, want 2027-10-24", last.Start)
	}
}

func TestGoogleExport677(t *testing.T) {
	res := sample(t, "google", "google_export_redacted_677_events.ics")
	// 410 single events, 81 masters and 186 overrides; five UIDs have only
	// overrides (8 in all). One of them:
	orphan := byUID(res, "2pf9lju10s6lg6vs2hcfsriv0l@google.com")
	if got, want := starts(orphan), []string{"2024-07-09T13:00:00+02:00", "2024-09-10T13:00:00+02:00", "2024-11-12T13:00:00+01:00"}; !reflect.DeepEqual(got, want) {
		t.Errorf("orphan overrides: %q, want %q", got, want)
	}
	for _, ev := range orphan {
		if v, _ := ev.Get("recurring"); !v.Bool {
			t.Errorf("%s: orphan override not marked recurring", ev.Origin.Record)
		}
	}
	n := 0
	for _, uid := range []string{"0vk9kniplnk1em0fup8hnbmu3p@google.com", "2m9d1c6ats4492vqlhl9rg4m4q_R20240109T120000@google.com",
		"2pf9lju10s6lg6vs2hcfsriv0l@google.com", "7646ED87-EAAC-4843-B7DB-FE95D2BF5561",
		"_6krj2dhl74q34b9j60sj4b9k8h238b9p6gok2ba68gojgchl6cpj0h1o88_R20231009T130000@google.com"} {
		n += len(byUID(res, uid))
	}
	if n != 8 {
		t.Errorf("%d events from the override-only UIDs, want 8", n)
	}
	if got := res.Events[0].Start.Format(time.RFC3339); got != "2024-01-09T14:00:00+01:00" {
		t.Errorf("first event starts %s", got)
	}
}

func TestXWRTimezoneOnlySample(t *testing.T) {
	res := sample(t, "google", "google_x_wr_timezone_only.ics")
	// The summaries say what Google Calendar shows.
	want := []struct{ start, end, summary string }{
		{"2021-12-22T12:00:00-05:00", "2021-12-22T13:00:00-05:00", "Google Calendar says this is noon to 1PM on 12/22/2021"},
		{"2021-12-22T21:00:00-05:00", "2021-12-22T22:00:00-05:00", "Google says this is 9PM to 10PM on 12/22/2021"},
	}
	for i, w := range want {
		ev := res.Events[i]
		if ev.Start.Format(time.RFC3339) != w.start || ev.End.Format(time.RFC3339) != w.end || ev.Text("summary") != w.summary {
			t.Errorf("event %d: %v %v %q", i, ev.Start, ev.End, ev.Text("summary"))
		}
		if ev.Start.Location().String() != "America/New_York" {
			t.Errorf("event %d in %s", i, ev.Start.Location())
		}
	}
}

func TestSchoolDST(t *testing.T) {
	res := sample(t, "google", "google_school_dst_america_chicago.ics")
	// Event#2 every Friday 10:15 from 2020-09-25, EXDATEs 10-23 and 11-27:
	// 15:15Z while CDT lasts, 16:15Z after 2020-11-01.
	got := utcStarts(byUID(res, "p1lc8@google.com"))
	want := []string{"2020-09-25T15:15:00Z", "2020-10-02T15:15:00Z", "2020-10-09T15:15:00Z", "2020-10-16T15:15:00Z", "2020-10-30T15:15:00Z", "2020-11-06T16:15:00Z", "2020-11-13T16:15:00Z", "2020-11-20T16:15:00Z", "2020-12-04T16:15:00Z"}
	if len(got) < len(want) || !reflect.DeepEqual(got[:len(want)], want) {
		t.Errorf("Event#2 Fridays: %q, want %q", got[:min(len(got), len(want))], want)
	}
	// Weekdays from 2020-09-15 until 2020-09-23T04:59:59Z, minus 09-16.
	if got, want := starts(byUID(res, "p1lg@google.com")), []string{"2020-09-15T08:15:00-05:00", "2020-09-17T08:15:00-05:00", "2020-09-18T08:15:00-05:00", "2020-09-21T08:15:00-05:00", "2020-09-22T08:15:00-05:00"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Event#1 until: %q, want %q", got, want)
	}
	// Trailing space of "Event#1 " is not part of the summary.
	if s := byUID(res, "5dru@google.com"); len(s) != 1 || s[0].Text("summary") != "Event#1" {
		t.Errorf("single Event#1: %+v", s)
	}
}

func TestOtherSamples(t *testing.T) {
	t.Run("birthdays RDATE with Z and orphan overrides", func(t *testing.T) {
		res := sample(t, "google", "google_contacts_birthdays.ics")
		want := []string{"2012-12-10T00:00:00-08:00", "2013-12-10T00:00:00-08:00", "2014-12-10T00:00:00-08:00"}
		// the series and its orphan overrides under the kindred UID are
		// the same three birthdays: kept once, under the series
		if got := starts(byUID(res, "2014_BIRTHDAY_79d389868f96182e@google.com")); !reflect.DeepEqual(got, want) {
			t.Errorf("series: %q, want %q", got, want)
		}
		if got := byUID(res, "BIRTHDAY_79d389868f96182e@google.com"); len(got) != 0 {
			t.Errorf("overrides kept again: %q", starts(got))
		}
	})
	t.Run("zimbra RDATE, PERIOD, EXDATE, moved RDATE", func(t *testing.T) {
		res := sample(t, "zimbra", "zimbra_recur_instances.ics")
		got := map[string]string{}
		for _, ev := range res.Events {
			got[ev.Start.UTC().Format(time.RFC3339)] = ev.End.UTC().Format(time.RFC3339)
		}
		for start, end := range map[string]string{
			"2012-10-02T22:00:00Z": "2012-10-02T22:30:00Z", // override of the first instance
			"2012-11-07T04:00:00Z": "2012-11-07T04:30:00Z", // RDATE 2012-11-05 moved by an override
			"2012-11-10T18:00:00Z": "2012-11-10T18:30:00Z", // RDATE
			"2023-11-23T09:00:00Z": "2023-11-23T09:30:00Z", // RDATE in UTC
			"2023-11-25T09:00:00Z": "2023-11-25T12:30:00Z", // RDATE PERIOD
		} {
			if got[start] != end {
				t.Errorf("instance at %s ends %q, want %s", start, got[start], end)
			}
		}
		for _, gone := range []string{"2012-10-02T17:00:00Z", "2012-11-05T18:00:00Z", "2012-12-04T18:00:00Z", "2013-02-05T18:00:00Z", "2013-04-02T17:00:00Z"} {
			if _, ok := got[gone]; ok {
				t.Errorf("instance %s should be gone", gone)
			}
		}
		ev := res.Events[1]
		if v, _ := ev.Get("attendees"); !reflect.DeepEqual(v.List, []string{"Sahaja Lal <calmozilla1@gmail.com>", "james@lightsofapollo.com", "iam.revelation@gmail.com"}) {
			t.Errorf("attendees %q", v.List)
		}
		if ev.Text("organizer") != "James Lal <jlal@mozilla.com>" || ev.Text("location") != "PLACE" {
			t.Errorf("organizer %q location %q", ev.Text("organizer"), ev.Text("location"))
		}
	})
	t.Run("thunderbird override changes duration and becomes all-day", func(t *testing.T) {
		res := sample(t, "thunderbird", "thunderbird_changed_duration_berlin.ics")
		evs := byUID(res, "a0c78729-30b1-4ba3-a86e-6aedd995d788")
		if len(evs) != 4 {
			t.Fatalf("%d instances", len(evs))
		}
		if evs[1].Start.Format(time.RFC3339) != "2019-03-08T01:00:00+01:00" || evs[1].End.Format(time.RFC3339) != "2019-03-08T03:00:00+01:00" {
			t.Errorf("moved instance %v–%v", evs[1].Start, evs[1].End)
		}
		if !evs[3].AllDay || evs[3].Start.Format("2006-01-02") != "2019-03-10" || !strings.HasSuffix(evs[3].Origin.Record, "instance 2019-03-10T01:00:00Z") {
			t.Errorf("all-day override %v %v %q", evs[3].AllDay, evs[3].Start, evs[3].Origin.Record)
		}
	})
	t.Run("outlook tab folding and language parameter", func(t *testing.T) {
		res := sample(t, "outlook", "outlook2007_tab_folded_alt_desc.ics")
		ev := res.Events[0]
		if ev.Text("summary") != "Session #6:  Signature distribution overview" {
			t.Errorf("summary %q", ev.Text("summary"))
		}
		if !strings.Contains(ev.Text("description"), "3/14, 9 a.m. (PST)\nhttps://www.livemeeting.com/cc/microsoft/join?id=4N3J77&role=attend&pw=Forefront+Client+Security\nMeeting ID: 4N3J77") {
			t.Errorf("description %q", ev.Text("description"))
		}
		if ev.Start.UTC().Format(time.RFC3339) != "2007-03-14T17:00:00Z" || ev.Duration() != time.Hour {
			t.Errorf("span %v %v", ev.Start, ev.Duration())
		}
	})
	t.Run("iphone folding inside a UTF-8 character", func(t *testing.T) {
		res := sample(t, "apple", "iphone_ios26_structured_location_vienna.ics")
		if got := res.Events[0].Text("location"); got != "Hauptstraße 1-5; 4041 Linz" {
			t.Errorf("location %q", got)
		}
	})
	t.Run("germany holidays", func(t *testing.T) {
		res := sample(t, "outlook", "outlook2007_germany_holidays.ics")
		ev := res.Events[0]
		if ev.Text("summary") != "Germany: New Years Day" || ev.Text("calendar") != "Holidays: Germany" || !ev.AllDay ||
			ev.Start.Format(time.RFC3339) != "2008-01-01T00:00:00Z" || ev.Text("url") != "http://www.officeholidays.com/countries/global/new_years_day.php" {
			t.Errorf("first holiday: %s", ev.Verbalize())
		}
	})
}
