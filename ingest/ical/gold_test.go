package ical

import (
	"context"
	"strings"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
)

type collect struct{ evs []ingest.Event }

func (s *collect) Emit(ev ingest.Event) error { s.evs = append(s.evs, ev); return nil }
func (s *collect) Skip(string, error)         {}

// TestAgreesWithIndependentExpander compares the instances of every real
// calendar with the independent iCalendar reader and RRULE expander of the
// real-data dev set (../shared/devset/realdata/gold.py, occurrences() with
// limit 2029-06-01): the number of instances whose local date is before
// 2029-06-01. Where the two differ, this package is right:
//
//   - machbar: gold.py reads BYDAY ordinals as positive only, so the
//     FREQ=MONTHLY;BYDAY=-1SA repair café misses its three last Saturdays;
//   - Exchange bins: an all-day series whose UNTIL is local midnight of its
//     last day written in UTC (20200916T230000Z in London summer time)
//     keeps that last day, as Outlook shows it; gold.py places all-day
//     dates in UTC and drops it (rrule-go does too);
//   - Zimbra: gold.py cannot read its RDATE periods (start/end).
func TestAgreesWithIndependentExpander(t *testing.T) {
	gold := map[string]int{
		"apple/apple_ical15_allday_monthly_overrides.ics": 304, "apple/apple_ical2_exdate_brisbane.ics": 5,
		"apple/iphone_ios26_structured_location_vienna.ics": 1, "evolution/evolution_recurrence_sequence.ics": 456,
		"google/google_allday_moved_australia_sydney.ics": 6, "google/google_allday_yearly.ics": 4390,
		"google/google_apple_structured_location_zurich.ics": 3285, "google/google_australian_holidays.ics": 228,
		"google/google_contacts_birthdays.ics":         3, // 6 written: each birthday under two kindred UIDs, kept once
		"google/google_export_redacted_677_events.ics": 2183,
		"google/google_school_dst_america_chicago.ics": 6279, "google/google_x_wr_timezone_only.ics": 2,
		"google/google_yearly_exdate_override_los_angeles.ics": 14,
		"google/machbar_public_calendar_google.ics":            3520 + 3, // -1SA
		"outlook/exchange2010_bins_gmt_standard_time.ics":      24 + 2,   // UTC UNTIL of an all-day series
		"outlook/exchange2010_eastern_standard_time.ics":       1, "outlook/exchange2010_w_europe_exdate.ics": 2,
		"outlook/exchange_cdo_nonstandard_tzid.ics": 14, "outlook/outlook2003_standup_quoted_tzid.ics": 5278,
		"outlook/outlook2007_escaped_comma_tzid.ics": 1074, "outlook/outlook2007_germany_holidays.ics": 159,
		"outlook/outlook2007_tab_folded_alt_desc.ics": 1, "thunderbird/thunderbird_changed_duration_berlin.ics": 7,
		"thunderbird/thunderbird_recurring_london.ics": 7,
	}
	limit := time.Date(2029, 6, 1, 0, 0, 0, 0, time.UTC)
	for _, path := range ingesttest.RealGlob(t, "calendar/*/*.ics") {
		rel := strings.TrimPrefix(path, "calendar/")
		want, ok := gold[rel]
		if !ok {
			continue
		}
		s := &collect{}
		in := ingesttest.Disk(t, Importer, ingesttest.RealPath(t, path))
		in.Now = time.Date(2029, 1, 1, 0, 0, 0, 0, time.UTC)
		if err := (Importer).Import(context.Background(), in, s); err != nil {
			t.Fatalf("%s: %v", rel, err)
		}
		n := 0
		for _, ev := range s.evs {
			y, m, d := ev.Start.Date()
			if time.Date(y, m, d, 0, 0, 0, 0, time.UTC).Before(limit) {
				n++
			}
		}
		if n != want {
			t.Errorf("%s: %d instances before %s, the independent expander has %d", rel, n, limit.Format("2006-01-02"), want)
		}
	}
}

func TestCancelledAndUTCOnly(t *testing.T) {
	data := "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n" +
		"BEGIN:VEVENT\r\nUID:a\r\nDTSTART:20240301T230000Z\r\nDTEND:20240301T233000Z\r\nSUMMARY:Call\r\nEND:VEVENT\r\n" +
		"BEGIN:VEVENT\r\nUID:b\r\nDTSTART;TZID=Europe/Berlin:20240302T100000\r\nSUMMARY:Dentist\r\nSTATUS:CANCELLED\r\nEND:VEVENT\r\n" +
		"BEGIN:VEVENT\r\nUID:c\r\nDTSTART:20240303T100000\r\nSUMMARY:Floating\r\nEND:VEVENT\r\n" +
		"END:VCALENDAR\r\n"
	res := ingesttest.Bytes(t, Importer, "x.ics", []byte(data))
	if len(res.Events) != 3 {
		t.Fatalf("%d events", len(res.Events))
	}
	for _, ev := range res.Events {
		v, utc := ev.Get(ingest.UTCOnly)
		switch ev.Text("summary") {
		case "Call":
			if !utc || !v.Bool || ev.Source != ingest.Calendar {
				t.Errorf("UTC call: %s %v", ev.Source, ev.Fields)
			}
		case "Dentist":
			if ev.Source != CancelledSource || utc {
				t.Errorf("cancelled dentist: %s %v", ev.Source, ev.Fields)
			}
		case "Floating":
			if utc {
				t.Errorf("a floating time is the wall clock, not UTC: %v", ev.Fields)
			}
		}
	}
}
