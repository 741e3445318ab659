package gen

import (
	"context"
	"runtime"
	"strings"
	"testing"
)

// BenchmarkGenerate measures generation speed per size, in events per
// second (canonical events, music streams included), from persona to
// questions with every file written.
//
//	go test -run '^$' -bench Generate -benchtime 1x ./bench/gen/
func BenchmarkGenerate(b *testing.B) {
	for _, size := range []string{SizeSmall, SizePerQA, SizeLarge} {
		b.Run(size, func(b *testing.B) {
			events := 0
			var peak uint64
			for i := 0; i < b.N; i++ {
				dir := b.TempDir()
				if err := Generate(Options{Seed: int64(i + 1), Size: size, Out: dir, Logger: quietLogger()}); err != nil {
					b.Fatal(err)
				}
				m := readManifest(b, dir)
				for _, n := range m.Canonical {
					events += n
				}
				var ms runtime.MemStats
				runtime.ReadMemStats(&ms)
				peak = max(peak, ms.HeapSys)
			}
			b.ReportMetric(float64(events)/b.Elapsed().Seconds(), "events/s")
			b.ReportMetric(float64(events)/float64(b.N), "events/op")
			b.ReportMetric(float64(peak)/(1<<20), "heapMB")
		})
	}
}

// BenchmarkSimulate measures the simulation alone (no files).
func BenchmarkSimulate(b *testing.B) {
	for _, size := range []string{SizePerQA, SizeLarge} {
		b.Run(size, func(b *testing.B) {
			events := 0
			for i := 0; i < b.N; i++ {
				p, err := NewPersona(int64(i+1), size)
				if err != nil {
					b.Fatal(err)
				}
				w, err := Simulate(context.Background(), p, size)
				if err != nil {
					b.Fatal(err)
				}
				events += len(w.Events) + len(w.Plays)
			}
			b.ReportMetric(float64(events)/b.Elapsed().Seconds(), "events/s")
		})
	}
}

// FuzzReadCanonical feeds arbitrary lines to the canonical reader: it must
// never panic, and its errors name the file and line.
func FuzzReadCanonical(f *testing.F) {
	f.Add(`{"id":"e000001","type":"meet_up","start":"2023-05-01T19:00:00+02:00","end":"2023-05-01T21:00:00+02:00","attrs":{"participants":["Anna Becker"],"cuisine":"italian"},"observed":[{"file":"exports/x.ics","record":"VEVENT UID=a"}]}`)
	f.Add(`{"id":"m0000001","type":"music_stream","start":"2023-05-01T07:31:02+02:00","end":"2023-05-01T07:34:10+02:00","attrs":{"artist":"Mira Lune","track":"Golden Heart","duration_s":188.5},"observed":[]}`)
	f.Add("{\"id\":1}\n{")
	f.Add("\n\n")
	f.Add(`{"start":"yesterday"}`)
	f.Fuzz(func(t *testing.T, s string) {
		n := 0
		err := ReadCanonical(strings.NewReader(s), "fuzz.jsonl", func(Event) error { n++; return nil })
		if err != nil && !strings.Contains(err.Error(), "fuzz.jsonl: line ") {
			t.Fatalf("error does not name the file and line: %v", err)
		}
	})
}

// FuzzQuestionPhrase fills phrasings with arbitrary values: the surface
// variation must never panic or leave a placeholder of its own.
func FuzzQuestionPhrase(f *testing.F) {
	f.Add("Trattoria da Luigi", int64(1))
	f.Add("", int64(2))
	f.Add("{when}", int64(3))
	f.Fuzz(func(t *testing.T, v string, seed int64) {
		r := newRNG(seed, "fuzz")
		for _, tm := range templates[:10] {
			q := phrase(r, pick(r, tm.phrasings), []string{"when", "in 2022", "y", "2022", "artist", v, "track", v})
			if strings.TrimSpace(q) == "" && strings.TrimSpace(v) != "" {
				t.Fatalf("empty question from %q", v)
			}
		}
	})
}
