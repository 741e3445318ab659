package ical

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
)

type countSink struct{ n int }

func (s *countSink) Emit(ingest.Event) error { s.n++; return nil }
func (s *countSink) Skip(string, error)      {}

func benchImport(b *testing.B, data []byte) {
	in := ingesttest.Mem(Importer, "b.ics", data)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	events := 0
	for b.Loop() {
		s := &countSink{}
		if err := (Importer).Import(context.Background(), in, s); err != nil {
			b.Fatal(err)
		}
		events = s.n
	}
	b.ReportMetric(float64(events)*float64(b.N)/b.Elapsed().Seconds(), "events/s")
	b.ReportMetric(float64(events), "events/op")
}

// BenchmarkImportGoogle677 imports the largest real export (677 VEVENTs,
// 1679 instances).
func BenchmarkImportGoogle677(b *testing.B) {
	benchImport(b, ingesttest.ReadReal(b, "calendar", "google", "google_export_redacted_677_events.ics"))
}

// BenchmarkImportMachbar imports a public calendar with many open-ended
// weekly rules (64 VEVENTs, 3044 instances).
func BenchmarkImportMachbar(b *testing.B) {
	benchImport(b, ingesttest.ReadReal(b, "calendar", "google", "machbar_public_calendar_google.ics"))
}

// BenchmarkImportSynthetic10k imports a generated calendar the size of a
// decade of personal use: 10,000 single events and 100 weekly series.
func BenchmarkImportSynthetic10k(b *testing.B) {
	var sb strings.Builder
	sb.WriteString("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nX-WR-CALNAME:Bench\r\nX-WR-TIMEZONE:Europe/Berlin\r\n")
	for i := 0; i < 10000; i++ {
		fmt.Fprintf(&sb, "BEGIN:VEVENT\r\nUID:single-%d@example.com\r\nDTSTART;TZID=Europe/Berlin:2020%02d%02dT%02d0000\r\nDTEND;TZID=Europe/Berlin:2020%02d%02dT%02d3000\r\n"+
			"SUMMARY:Meeting %d about the quarterly report\r\nLOCATION:Room %d\r\nDESCRIPTION:Agenda\\nFirst item\\, second item\r\n"+
			"ATTENDEE;CN=Person %d:mailto:p%d@example.com\r\nSTATUS:CONFIRMED\r\nEND:VEVENT\r\n",
			i, i%12+1, i%28+1, 8+i%10, i%12+1, i%28+1, 8+i%10, i, i%50, i, i)
	}
	for i := 0; i < 100; i++ {
		fmt.Fprintf(&sb, "BEGIN:VEVENT\r\nUID:series-%d@example.com\r\nDTSTART;TZID=Europe/Berlin:2024%02d01T100000\r\nDURATION:PT1H\r\n"+
			"RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=50\r\nSUMMARY:Series %d\r\nEND:VEVENT\r\n", i, i%12+1, i)
	}
	sb.WriteString("END:VCALENDAR\r\n")
	benchImport(b, []byte(sb.String()))
}
