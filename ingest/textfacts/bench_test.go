package textfacts

import (
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"reqap/ingest/ingesttest"
	"reqap/internal/test"
	"reqap/qa"
)

// BenchmarkSplit reads generated journal days into happenings; it
// reports happenings per second of one core.
func BenchmarkSplit(b *testing.B) {
	x := extractor(b)
	days := ingesttest.JournalDays(2000, 1, time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC))
	names := slices.Sorted(maps.Keys(days))
	texts := make([]string, len(names))
	p := NewProfile()
	for i, n := range names {
		t := days[n]
		t = t[strings.Index(t[4:], "---")+8:]
		texts[i] = t
		x.Learn(p, t)
	}
	p.Finish()
	date := qa.NewDate(2020, 1, 1)
	b.ResetTimer()
	cpu0 := test.CPUTime()
	n := 0
	for i := 0; i < b.N; i++ {
		n += len(x.Split(Day{Text: texts[i%len(texts)], Date: date}, p))
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "happenings/s")
	b.ReportMetric(float64(n)/(test.CPUTime()-cpu0).Seconds(), "happenings/cpu-s")
}

// BenchmarkLearn reads days for a journal's names.
func BenchmarkLearn(b *testing.B) {
	x := extractor(b)
	days := ingesttest.JournalDays(500, 2, time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC))
	var texts []string
	for _, t := range days {
		texts = append(texts, t)
	}
	p := NewProfile()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		x.Learn(p, texts[i%len(texts)])
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "days/s")
}
