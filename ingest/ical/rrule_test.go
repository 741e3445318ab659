package ical

import (
	"reflect"
	"strings"
	"testing"
	"time"
)

const civilLayout = "20060102T150405"

// expandN returns the first n occurrences of rule from dtstart (wall clock).
// UNTIL is the caller's business (it needs the zone); a floating UNTIL is
// applied here, and cases with a UTC UNTIL are cut by n.
func expandN(t *testing.T, dtstart, rule string, n int) []string {
	t.Helper()
	r, err := parseRRule(rule)
	if err != nil {
		t.Fatalf("%s: %v", rule, err)
	}
	start, err := time.Parse(civilLayout, dtstart)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	stop := func(c time.Time) bool {
		return c.Year() > 2100 || r.untilKind == kFloating && c.After(r.until)
	}
	budget := ruleWaste
	r.expand(start, stop, 100000, &budget, func(c time.Time) bool {
		out = append(out, c.Format(civilLayout))
		return len(out) < n
	})
	return out
}

// The examples of RFC 5545 section 3.8.5.3, with the occurrences the RFC
// lists. DTSTART always comes first, as the RFC says it counts.
func TestRRuleRFC5545Examples(t *testing.T) {
	tests := []struct {
		name, dtstart, rule string
		n                   int
		want                string // space-separated, times omitted when all are 09:00
	}{
		{"daily for 10", "19970902T090000", "FREQ=DAILY;COUNT=10", 20,
			"19970902 19970903 19970904 19970905 19970906 19970907 19970908 19970909 19970910 19970911"},
		{"every 10 days, 5 times", "19970902T090000", "FREQ=DAILY;INTERVAL=10;COUNT=5", 20,
			"19970902 19970912 19970922 19971002 19971012"},
		{"every day in January for 3 years (as DAILY)", "19980101T090000", "FREQ=DAILY;UNTIL=20000131T140000Z;BYMONTH=1", 3,
			"19980101 19980102 19980103"},
		{"weekly for 10", "19970902T090000", "FREQ=WEEKLY;COUNT=10", 20,
			"19970902 19970909 19970916 19970923 19970930 19971007 19971014 19971021 19971028 19971104"},
		{"every other week on Tuesday and Thursday, 8 times", "19970902T090000", "FREQ=WEEKLY;INTERVAL=2;COUNT=8;WKST=SU;BYDAY=TU,TH", 20,
			"19970902 19970904 19970916 19970918 19970930 19971002 19971014 19971016"},
		{"monthly on the first Friday, 10 times", "19970905T090000", "FREQ=MONTHLY;COUNT=10;BYDAY=1FR", 20,
			"19970905 19971003 19971107 19971205 19980102 19980206 19980306 19980403 19980501 19980605"},
		{"every other month on the first and last Sunday", "19970907T090000", "FREQ=MONTHLY;INTERVAL=2;COUNT=10;BYDAY=1SU,-1SU", 20,
			"19970907 19970928 19971102 19971130 19980104 19980125 19980301 19980329 19980503 19980531"},
		{"second-to-last Monday, 6 months", "19970922T090000", "FREQ=MONTHLY;COUNT=6;BYDAY=-2MO", 20,
			"19970922 19971020 19971117 19971222 19980119 19980216"},
		{"third-to-last day of the month", "19970928T090000", "FREQ=MONTHLY;BYMONTHDAY=-3", 6,
			"19970928 19971029 19971128 19971229 19980129 19980226"},
		{"2nd and 15th, 10 times", "19970902T090000", "FREQ=MONTHLY;COUNT=10;BYMONTHDAY=2,15", 20,
			"19970902 19970915 19971002 19971015 19971102 19971115 19971202 19971215 19980102 19980115"},
		{"first and last day of the month, 10 times", "19970930T090000", "FREQ=MONTHLY;COUNT=10;BYMONTHDAY=1,-1", 20,
			"19970930 19971001 19971031 19971101 19971130 19971201 19971231 19980101 19980131 19980201"},
		{"yearly in June and July, 10 times", "19970610T090000", "FREQ=YEARLY;COUNT=10;BYMONTH=6,7", 20,
			"19970610 19970710 19980610 19980710 19990610 19990710 20000610 20000710 20010610 20010710"},
		{"every third year on year days 1, 100, 200", "19970101T090000", "FREQ=YEARLY;INTERVAL=3;COUNT=10;BYYEARDAY=1,100,200", 20,
			"19970101 19970410 19970719 20000101 20000409 20000718 20030101 20030410 20030719 20060101"},
		{"every 20th Monday of the year", "19970519T090000", "FREQ=YEARLY;BYDAY=20MO", 3,
			"19970519 19980518 19990517"},
		{"Monday of week number 20", "19970512T090000", "FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO", 3,
			"19970512 19980511 19990517"},
		{"every Thursday in March", "19970313T090000", "FREQ=YEARLY;BYMONTH=3;BYDAY=TH", 11,
			"19970313 19970320 19970327 19980305 19980312 19980319 19980326 19990304 19990311 19990318 19990325"},
		{"Friday the 13th (DTSTART is not one)", "19970902T090000", "FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13", 6,
			"19970902 19980213 19980313 19981113 19990813 20001013"},
		{"first Saturday after the first Sunday", "19970913T090000", "FREQ=MONTHLY;BYDAY=SA;BYMONTHDAY=7,8,9,10,11,12,13", 10,
			"19970913 19971011 19971108 19971213 19980110 19980207 19980307 19980411 19980509 19980613"},
		{"US presidential election day", "19961105T090000", "FREQ=YEARLY;INTERVAL=4;BYMONTH=11;BYDAY=TU;BYMONTHDAY=2,3,4,5,6,7,8", 3,
			"19961105 20001107 20041102"},
		{"third of Tuesday, Wednesday or Thursday, 3 months", "19970904T090000", "FREQ=MONTHLY;COUNT=3;BYDAY=TU,WE,TH;BYSETPOS=3", 20,
			"19970904 19971007 19971106"},
		{"second-to-last weekday", "19970929T090000", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-2", 7,
			"19970929 19971030 19971127 19971230 19980129 19980226 19980330"},
		{"February 30 is skipped", "20070115T090000", "FREQ=MONTHLY;BYMONTHDAY=15,30;COUNT=5", 20,
			"20070115 20070130 20070215 20070315 20070330"},
		{"every 3 hours until 17:00 (floating UNTIL)", "19970902T090000", "FREQ=HOURLY;INTERVAL=3;UNTIL=19970902T170000", 20,
			"19970902T090000 19970902T120000 19970902T150000"},
		{"every 15 minutes, 6 times", "19970902T090000", "FREQ=MINUTELY;INTERVAL=15;COUNT=6", 20,
			"19970902T090000 19970902T091500 19970902T093000 19970902T094500 19970902T100000 19970902T101500"},
		{"every 20 minutes 9:00-16:40 (DAILY)", "19970902T090000", "FREQ=DAILY;BYHOUR=9,10,11,12,13,14,15,16;BYMINUTE=0,20,40", 26,
			"19970902T090000 19970902T092000 19970902T094000 19970902T100000 19970902T102000 19970902T104000 19970902T110000 19970902T112000 19970902T114000 19970902T120000 19970902T122000 19970902T124000 19970902T130000 19970902T132000 19970902T134000 19970902T140000 19970902T142000 19970902T144000 19970902T150000 19970902T152000 19970902T154000 19970902T160000 19970902T162000 19970902T164000 19970903T090000 19970903T092000"},
		{"every 20 minutes 9:00-16:40 (MINUTELY)", "19970902T090000", "FREQ=MINUTELY;INTERVAL=20;BYHOUR=9,10,11,12,13,14,15,16", 26,
			"19970902T090000 19970902T092000 19970902T094000 19970902T100000 19970902T102000 19970902T104000 19970902T110000 19970902T112000 19970902T114000 19970902T120000 19970902T122000 19970902T124000 19970902T130000 19970902T132000 19970902T134000 19970902T140000 19970902T142000 19970902T144000 19970902T150000 19970902T152000 19970902T154000 19970902T160000 19970902T162000 19970902T164000 19970903T090000 19970903T092000"},
		// Exporters' quirks.
		{"Exchange CDO spaces in BYDAY", "20150703T100000", "FREQ=DAILY;COUNT=4;INTERVAL=1;BYDAY=MO, TU, WE, TH, FR;WKST=SU", 20,
			"20150703T100000 20150706T100000 20150707T100000 20150708T100000"},
		{"lower case and a trailing semicolon", "20240101T080000", "freq=weekly;count=2;", 20,
			"20240101T080000 20240108T080000"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := expandN(t, tc.dtstart, tc.rule, tc.n)
			var want []string
			for _, w := range strings.Fields(tc.want) {
				if len(w) == 8 {
					w += "T090000"
				}
				want = append(want, w)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("got  %q\nwant %q", got, want)
			}
		})
	}
}

func TestRRuleParseErrors(t *testing.T) {
	for _, rule := range []string{
		"", "COUNT=3", "FREQ=FORTNIGHTLY", "FREQ=DAILY;COUNT=0", "FREQ=DAILY;COUNT=x",
		"FREQ=DAILY;BYMONTH=13", "FREQ=MONTHLY;BYMONTHDAY=0", "FREQ=MONTHLY;BYDAY=54MO", "FREQ=WEEKLY;BYDAY=XX",
		"FREQ=DAILY;UNTIL=tomorrow", "FREQ=DAILY;WKST=XX", "FREQ=DAILY;BYHOUR=24", "FREQ=DAILY;garbage",
	} {
		if _, err := parseRRule(rule); err == nil {
			t.Errorf("%q parsed without error", rule)
		}
	}
}

// A rule that matches nothing must end at the caller's stop, not loop.
func TestRRuleImpossibleEnds(t *testing.T) {
	for _, rule := range []string{"FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", "FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30", "FREQ=MINUTELY;BYHOUR=25"} {
		r, err := parseRRule(rule)
		if err != nil {
			continue
		}
		start := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
		n := 0
		budget := ruleWaste
		r.expand(start, func(c time.Time) bool { return c.Year() >= 2030 }, 1000, &budget, func(time.Time) bool { n++; return true })
		if n != 1 {
			t.Errorf("%s: %d occurrences, want only DTSTART", rule, n)
		}
	}
}

func TestCivilIn(t *testing.T) {
	berlin, _ := time.LoadLocation("Europe/Berlin")
	chicago, _ := time.LoadLocation("America/Chicago")
	tests := []struct {
		loc   *time.Location
		civil string
		want  string
	}{
		{berlin, "20240331T023000", "2024-03-31T01:30:00Z"}, // gap: offset before it
		{chicago, "20240310T023000", "2024-03-10T08:30:00Z"},
		{berlin, "20241027T023000", "2024-10-27T00:30:00Z"}, // overlap: first occurrence
		{chicago, "20241103T013000", "2024-11-03T06:30:00Z"},
		{berlin, "20240615T120000", "2024-06-15T10:00:00Z"},
	}
	for _, tc := range tests {
		c, _ := time.Parse(civilLayout, tc.civil)
		if got := civilIn(c, tc.loc).UTC().Format(time.RFC3339); got != tc.want {
			t.Errorf("%s in %s: %s, want %s", tc.civil, tc.loc, got, tc.want)
		}
	}
}

func TestWindowsZoneTable(t *testing.T) {
	for id, name := range windowsIDs {
		if loadIANA(name) == nil {
			t.Errorf("Windows zone %q maps to %q, which does not load", id, name)
		}
	}
	for display, id := range windowsNames {
		if _, ok := windowsIDs[id]; !ok {
			t.Errorf("display name %q maps to unknown Windows ID %q", display, id)
		}
	}
	tests := map[string]string{
		"W. Europe Standard Time":     "Europe/Berlin",
		"GMT Standard Time":           "Europe/London",
		"Eastern Standard Time":       "America/New_York",
		"Canberra, Melbourne, Sydney": "Australia/Sydney",
		"Kuala Lumpur, Singapore":     "Asia/Singapore",
		"(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna": "Europe/Berlin",
		"(GMT-08:00) Pacific Time (US & Canada); Tijuana":              "America/Los_Angeles",
		"Greenwich Mean Time : Dublin, Edinburgh, Lisbon, London":      "Europe/London",
		"tokyo standard time": "Asia/Tokyo",
		"FLE":                 "Europe/Kyiv",
		"/freeassociation.sourceforge.net/Tzfile/Europe/Vienna": "Europe/Vienna",
		"Europe/Paris": "Europe/Paris",
	}
	for tzid, want := range tests {
		l := zoneByName(tzid)
		if l == nil || l.String() != want {
			t.Errorf("%q resolved to %v, want %s", tzid, l, want)
		}
	}
	for _, tzid := range []string{"Local", "Customized Time Zone", ""} {
		if l := zoneByName(tzid); l != nil {
			t.Errorf("%q resolved to %v, want nothing", tzid, l)
		}
	}
}

// FuzzRRule checks that any rule text either fails to parse or expands to
// strictly increasing occurrences that respect COUNT and end at the stop.
func FuzzRRule(f *testing.F) {
	for _, seed := range []string{
		"FREQ=MONTHLY;BYDAY=-1SA", "FREQ=YEARLY;BYWEEKNO=1,-1;BYDAY=MO,SU;WKST=SU", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,SU;WKST=MO",
		"FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-2", "FREQ=YEARLY;BYYEARDAY=-1,100;COUNT=5", "FREQ=HOURLY;BYHOUR=9,17;BYMINUTE=0,30",
		"FREQ=SECONDLY;BYSECOND=0,59;BYMINUTE=5", "FREQ=DAILY;UNTIL=20250101T000000Z;BYMONTH=2;BYMONTHDAY=29",
	} {
		f.Add(seed, int64(1704067200))
	}
	f.Fuzz(func(t *testing.T, rule string, unix int64) {
		r, err := parseRRule(rule)
		if err != nil {
			return
		}
		start := time.Unix(unix%(200*365*86400), 0).UTC()
		end := start.AddDate(3, 0, 0)
		var prev time.Time
		n := 0
		budget := ruleWaste
		r.expand(start, func(c time.Time) bool { return c.After(end) }, 2000, &budget, func(c time.Time) bool {
			if n > 0 && !c.After(prev) {
				t.Fatalf("%s from %v: %v does not follow %v", rule, start, c, prev)
			}
			if n > 0 && c.After(end) {
				t.Fatalf("%s: %v is past the stop", rule, c)
			}
			prev = c
			n++
			return true
		})
		if r.count > 0 && n > r.count {
			t.Fatalf("%s: %d occurrences for COUNT=%d", rule, n, r.count)
		}
	})
}
