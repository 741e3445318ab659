package app

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
	"reqap/internal/test"
)

// journalDaysBench is how many journal days BenchmarkJournalImport
// imports (40,000 by default: JOURNAL_DAYS=4000 for a quick run).
func journalDaysBench() int {
	if n, err := strconv.Atoi(os.Getenv("JOURNAL_DAYS")); err == nil && n > 0 {
		return n
	}
	return 40_000
}

// BenchmarkJournalImport imports a folder of generated daily notes (one
// file per day, three to five happenings each) into a fresh library, the
// way the app does, and asks questions over them. It reports happenings
// per second (wall clock and CPU) and the p50 of the answers.
//
// The import (40,000 days, 146,771 happenings, about 30 CPU-s for the
// command line on a two-core machine shared with other work, December
// 2026; 65 before the changes below): reading the happenings 36%
// (textfacts.Split 22%: thirty patterns and lexicon look-ups, none above
// 3%, each run only where a cheap test says it may match), Bluge about
// 40% (building and merging segments, most of it the dictionaries of the
// events' names: 124-bit hashes no two events share, kept because the
// ids are read from their doc values), learning the folder's names and
// planning 11%, system calls 10%. What took it there: event names in
// 22 bytes of binary instead of 37 of text (index/docname.go), each note
// read once (ingest.KeptFS), small files' commits grouped by their
// events, the event's file stored but not indexed, no re-derivation
// after a first import, fifty small segments merged at a time while
// files are imported (index.importFanIn), the heap in huge pages
// (internal/hugeheap: 23,000 page faults instead of 147,000; 38 s and 34
// CPU-s instead of 45 and 38 at a load of three to five). Tried and not
// taken: larger batches, a persister nap (delays every commit's
// durability), analysing documents in the importers' goroutines (more
// CPU, not less). Short of 10,000 happenings/s (8,300 quiet before the
// huge pages). Then a seventh less CPU for the command line (medians of
// five runs interleaved with main, load four to six: 20.8 CPU-s instead
// of 24.5, 17.8 s instead of 22.7; 11.9 s, 12,300 happenings/s, at the
// quietest; resident size the same) and a fifth more happenings per
// CPU-second in textfacts.Split (BenchmarkSplit): a journal that starts
// its lines with the time ("07:22 coffee with Mum") has a colon and
// digits in every clause, and the patterns of times taken, ranges, am/pm,
// distances and money were gated on those, so they ran on every clause
// and matched in few; each now runs only where an exact cheap test (one
// true of every text it matches, checked in gate_test.go) says it may.
// The named-entity model loads while the days are read for their names
// (not after, with every import waiting) and is dropped once they are
// settled: a third of the live heap at every collection.
//
// The questions, asked as separate `reqap ask` processes: the fifteen
// journalQuestions below over a library the command line imported from
// the days TestWriteJournalDays writes, --today 2025-06-15, cached
// plans, base and change interleaved (BenchmarkAskLibrary asks them the
// way such a process does, for profiles with more samples, but inside
// one process: it misses what each process pays for fresh memory). What
// took the median from 1.34 CPU-s down: the file records from a binary
// file beside the index whose header is all a question reads
// (snapshots/heads), the catalog's signature kept with the sources',
// counts and field searches from the column tables, each event made once
// per process from slabs (ids and records too), EXTRACT skipping the
// items outside the time window of a FILTER above it once its sample is
// taken (qa/otx/window.go), dedup sorting node numbers, GOGC 400, no
// allocation sampled, and the heap in huge pages: on this virtual
// machine a fresh 4 KB page is a fault of tens of microseconds, and a
// question took 14,000 (4,000 now). Interleaved with main (December
// 2026, three rounds, load four to eight): p50 0.40 CPU-s instead of
// 0.71 (0.70 s wall instead of 1.31), the fifteen 8.8 CPU-s instead of
// 15.4. Of every process, what came before main: package initialisation
// (GODEBUG=inittrace=1) 46 ms of clock instead of 63, main reached at 66
// ms instead of 87, 4.3 MB of heap made at start instead of 7.7, and
// 2,270 page faults instead of 2,890 for a process that does nothing
// (`reqap version`: 0.08 s wall and 0.09 CPU-s instead of 0.09 and
// 0.10): our expressions and tables made on first use (lazyre; the
// importers', retrieve's, textfacts' cue and daypart tables, the stem
// cache), commonregex's 29 expressions lazy (third_party/commonregex:
// prose's tagger needs two), country names from a table instead of
// x/text's display package. Opening the library no longer fsyncs the
// writer's lock file (10 ms of waiting for the disk). The five median
// questions (swims, runs, climbing; three runs of eight rounds,
// interleaved, load two to three) 0.18 to 0.22 s wall and 0.21 to 0.25
// CPU-s, 13 to 17 ms and 17 to 24 ms less than before. What is left
// before main is other modules' init: bluge's fuzzy searcher builds its
// Levenshtein automata (10 ms; vellum's builder is eager), fyne's
// translations (5), goldmark (4), bluge's geo tables, gonum's plot and
// fyne's font scan (2 each).
// Answers are the same.
//
// What is left is RETRIEVE: every hit becomes an event (a fifth of a
// median question) and every candidate's text is read (negation, dedup,
// verifyVenueFood), for a window a FILTER above keeps a hundredth of. It
// needs RETRIEVE to judge candidates from the column table and make
// events only of those the window keeps. The window cannot simply be
// pushed down: pattern mining samples the best 5,000 candidates of all,
// and dedup joins a happening to texts of other days (announcements,
// told days, overlaps of up to 31 days, chained).
func BenchmarkJournalImport(b *testing.B) {
	n := journalDaysBench()
	src := filepath.Join(b.TempDir(), "Daily")
	if err := writeJournalDays(src, n); err != nil {
		b.Fatal(err)
	}
	benchJournal(b, src)
}

// TestWriteJournalDays writes the benchmark's days into the folder
// $JOURNAL_DAYS_OUT (skipped without it), so that the command line's
// import and its questions can be measured on the same notes as separate
// processes: `JOURNAL_DAYS_OUT=/tmp/days go test ./app -run WriteJournalDays`.
func TestWriteJournalDays(t *testing.T) {
	out := os.Getenv("JOURNAL_DAYS_OUT")
	if out == "" {
		t.Skip("JOURNAL_DAYS_OUT names no folder")
	}
	if err := writeJournalDays(out, journalDaysBench()); err != nil {
		t.Fatal(err)
	}
}

// writeJournalDays writes n generated days as daily notes into dir.
func writeJournalDays(dir string, n int) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for name, text := range ingesttest.JournalDays(n, 7, time.Date(2015, 1, 1, 0, 0, 0, 0, time.UTC)) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// BenchmarkDayOneImport imports the same generated days as one Day One
// export (Journal.json, one entry per day): one file, so the cost of
// storing a file (one commit of the library per file) is paid once, and
// what is measured is reading the happenings and indexing them.
func BenchmarkDayOneImport(b *testing.B) {
	n := journalDaysBench()
	dir := b.TempDir()
	data, err := ingesttest.DayOneJSON(ingesttest.JournalDays(n, 7, time.Date(2015, 1, 1, 0, 0, 0, 0, time.UTC)))
	if err != nil {
		b.Fatal(err)
	}
	src := filepath.Join(dir, "Journal.json")
	test.WriteFile(b, src, data)
	benchJournal(b, src)
}

func benchJournal(b *testing.B, src string) {
	questions := []string{
		"How many times did I go swimming in 2020?",
		"How many km did I run in 2019?",
		"Who did I have dinner with most often?",
		"When did I last have sushi?",
		"How much did I spend on groceries in 2021?",
	}
	b.ResetTimer()
	for range b.N {
		b.StopTimer()
		c, err := Open(b.TempDir())
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		start, cpu0 := time.Now(), test.CPUTime()
		j := c.Import(context.Background(), []string{src}, nil)
		if err := j.Wait(); err != nil {
			b.Fatal(err)
		}
		wall, cpu := time.Since(start), test.CPUTime()-cpu0
		b.StopTimer()
		happenings := len(c.Library().Events(ingest.Journal)) + len(c.Library().Events(ingest.Workout))
		b.ReportMetric(float64(happenings), "happenings")
		b.ReportMetric(float64(happenings)/wall.Seconds(), "happenings/s")
		b.ReportMetric(float64(happenings)/cpu.Seconds(), "happenings/cpu-s")
		var lat []time.Duration
		for round := range 5 {
			for _, q := range questions {
				t0 := time.Now()
				if _, err := c.Ask(context.Background(), q, AskOptions{Planner: PlannerRules, Today: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), NoCache: round == 0}); err != nil {
					b.Fatal(err)
				}
				lat = append(lat, time.Since(t0))
			}
		}
		slices.Sort(lat)
		b.ReportMetric(float64(lat[len(lat)/2].Milliseconds()), "ask-p50-ms")
		b.ReportMetric(float64(lat[len(lat)*9/10].Milliseconds()), "ask-p90-ms")
		c.Close()
		b.StartTimer()
	}
}

// BenchmarkAskLibrary asks journal questions of the library in
// $REQAP_ASK_LIB (skipped without it; made by `reqap import` of the days
// TestWriteJournalDays writes), each the way one `reqap ask` process does:
// open the library lazily, answer from the cached plan, close. A profile
// of it shows where such a process's CPU goes with more samples than one
// process gives. $REQAP_ASK_Q asks one question instead of the list.
func BenchmarkAskLibrary(b *testing.B) {
	dir := os.Getenv("REQAP_ASK_LIB")
	if dir == "" {
		b.Skip("REQAP_ASK_LIB names no library")
	}
	questions := journalQuestions
	if q := os.Getenv("REQAP_ASK_Q"); q != "" {
		questions = []string{q}
	}
	today := time.Date(2025, 6, 15, 0, 0, 0, 0, time.Local)
	ctx := context.Background()
	for b.Loop() {
		for _, q := range questions {
			c, err := OpenWith(dir, OpenOptions{Lazy: true, Brief: true})
			if err != nil {
				b.Fatal(err)
			}
			if _, err := c.Ask(ctx, q, AskOptions{Planner: PlannerRules, Today: today}); err != nil {
				b.Fatal(err)
			}
			c.Close()
		}
	}
}

// journalQuestions are questions of the kinds people ask of a journal,
// over the days JournalDays writes (from 2015 on), asked on 2025-06-15.
var journalQuestions = []string{
	"Who did I have lunch with most often?",
	"Who did I have dinner with most often?",
	"How many times did I swim in March 2025?",
	"How long did I run last week?",
	"What did I eat for breakfast yesterday?",
	"How many km did I run in 2024?",
	"When did I last have sushi?",
	"How much did I spend on groceries in 2024?",
	"How many times did I call Dad in 2023?",
	"Who did I have coffee with last month?",
	"How often did I go climbing in 2024?",
	"What was my average mood in May 2025?",
	"Which book did I finish last?",
	"How many minutes did I swim in 2024?",
	"Where did I have dinner with Anna?",
}
