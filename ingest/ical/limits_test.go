package ical

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	"reqap/ingest/ingesttest"
)

// TestRecurrenceBoundedPerFile: forty FREQ=SECONDLY events in a few
// kilobytes stop at the file's budget, each cut reported.
func TestRecurrenceBoundedPerFile(t *testing.T) {
	var b strings.Builder
	b.WriteString("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")
	for i := range 40 {
		fmt.Fprintf(&b, "BEGIN:VEVENT\r\nUID:sec-%d\r\nDTSTART:20240101T000000Z\r\nRRULE:FREQ=SECONDLY\r\nSUMMARY:tick %d\r\nEND:VEVENT\r\n", i, i)
	}
	b.WriteString("END:VCALENDAR\r\n")
	res := ingesttest.Bytes(t, Importer, "ticks.ics", []byte(b.String()))
	if res.Err != nil {
		t.Fatal(res.Err)
	}
	if len(res.Events) > MaxFileInstances {
		t.Errorf("%d events, over the file's budget of %d", len(res.Events), MaxFileInstances)
	}
	cut := 0
	for _, s := range res.Skips {
		if strings.Contains(s.Err.Error(), "reached") {
			cut++
		}
	}
	if cut == 0 {
		t.Error("the cut is not reported")
	}
}

// TestRecurrenceBoundedPerPeriod: a rule whose BY lists multiply to tens
// of millions of times a year is refused before they are made.
func TestRecurrenceBoundedPerPeriod(t *testing.T) {
	hours, mins, secs := make([]string, 24), make([]string, 60), make([]string, 60)
	for i := range hours {
		hours[i] = fmt.Sprint(i)
	}
	for i := range mins {
		mins[i], secs[i] = fmt.Sprint(i), fmt.Sprint(i)
	}
	days := make([]string, 31)
	for i := range days {
		days[i] = fmt.Sprint(i + 1)
	}
	rule := "FREQ=YEARLY;BYMONTH=1,2,3,4,5,6,7,8,9,10,11,12;BYMONTHDAY=" + strings.Join(days, ",") +
		";BYHOUR=" + strings.Join(hours, ",") + ";BYMINUTE=" + strings.Join(mins, ",") + ";BYSECOND=" + strings.Join(secs, ",")
	ics := "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART:20240101T000000Z\r\nRRULE:" + rule + "\r\nSUMMARY:x\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	res := ingesttest.Bytes(t, Importer, "many.ics", []byte(ics))
	runtime.ReadMemStats(&after)
	if res.Err != nil {
		t.Fatal(res.Err)
	}
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 512<<20 {
		t.Errorf("allocated %d MB expanding one rule", grew>>20)
	}
	if len(res.Skips) == 0 || !strings.Contains(res.Skips[0].Err.Error(), "in one period") {
		t.Errorf("skips = %v, want the rule's size reported", res.Skips)
	}
}
