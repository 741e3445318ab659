package index

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"runtime"
	"sync"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/internal/lru"
	"reqap/internal/test"
)

// The benchmarks run on a generated 45,000-event history shaped like a
// Spotify "extended streaming history" (38,000 songs, 4,000 podcast
// episodes) plus 3,000 workouts and posts, split into yearly files as the
// export is.
const (
	benchSongs    = 38000
	benchPodcasts = 4000
	benchOther    = 3000
	benchFiles    = 9
)

var (
	benchArtists = []string{"Daft Punk", "Queen", "Radiohead", "Beyoncé", "Miles Davis", "Sigur Rós", "The Beatles",
		"Kraftwerk", "Nina Simone", "Arctic Monkeys", "Björk", "Stromae", "Rosalía", "Bad Bunny", "Taylor Swift",
		"Kendrick Lamar", "Massive Attack", "Portishead", "Fleetwood Mac", "David Bowie"}
	benchWords    = []string{"love", "night", "time", "world", "heart", "dream", "fire", "summer", "road", "light", "dance", "rain", "home", "gold", "blue", "river"}
	benchShows    = []string{"The Daily", "Radiolab", "99% Invisible", "Hardcore History", "Reply All", "Serial"}
	benchReasons  = []string{"trackdone", "fwdbtn", "backbtn", "endplay", "logout", "clickrow"}
	benchPlatform = []string{"Android OS 12", "iOS 16.1 (iPhone13,2)", "Windows 10 (10.0.19045; x64)", "web_player"}
	benchSports   = []string{"running", "cycling", "swimming", "soccer", "walking"}
	benchPosts    = []string{"⚽ with the guys", "🍕 night!", "Great concert 🎶", "Sunday run 🏃 in the park", "Happy birthday mum 🎂", "Beach day 🏖"}
)

// benchFile names the k-th file of the generated history.
func benchFile(k int) string {
	return fmt.Sprintf("/home/me/Spotify Extended Streaming History/Streaming_History_Audio_%d.json", k)
}

// genFile streams the events of the k-th file of the generated history to
// emit, the same events on every call. Generating on the fly, as an
// importer parses, keeps the benchmark's memory the library's own.
func genFile(k int, emit func(ingest.Event) error) error {
	rng := rand.New(rand.NewPCG(2019, uint64(k)))
	loc := test.Zone("Europe/Berlin")
	start := time.Date(2016, 1, 1, 8, 0, 0, 0, loc)
	total := benchSongs + benchPodcasts + benchOther
	// Spread the events over eight years, in order, as a history is.
	step := 8 * 365 * 24 * time.Hour / time.Duration(total)
	file := benchFile(k)
	for i := k * total / benchFiles; i < (k+1)*total/benchFiles; i++ {
		t := start.Add(time.Duration(i) * step).Add(time.Duration(rng.IntN(600)) * time.Second)
		var ev ingest.Event
		switch r := rng.IntN(total); {
		case r < benchSongs:
			d := 30 + rng.IntN(300)
			ev = ingest.Event{Source: ingest.MusicStream, Start: t, End: t.Add(time.Duration(d) * time.Second)}
			artist := benchArtists[rng.IntN(len(benchArtists))]
			ev.SetText("artist", artist)
			ev.SetText("track", benchWords[rng.IntN(len(benchWords))]+" "+benchWords[rng.IntN(len(benchWords))])
			ev.SetText("album", artist+" "+benchWords[rng.IntN(len(benchWords))])
			ev.SetNumber("duration_s", float64(d))
			ev.SetText("platform", benchPlatform[rng.IntN(len(benchPlatform))])
			ev.SetBool("skipped", rng.IntN(5) == 0)
			ev.SetBool("shuffle", rng.IntN(2) == 0)
			ev.SetText("reason_start", benchReasons[rng.IntN(len(benchReasons))])
			ev.SetText("reason_end", benchReasons[rng.IntN(len(benchReasons))])
			ev.SetText("uri", fmt.Sprintf("spotify:track:%022d", rng.Int64()))
			ev.SetText("country", "DE")
		case r < benchSongs+benchPodcasts:
			d := 300 + rng.IntN(3000)
			ev = ingest.Event{Source: ingest.PodcastStream, Start: t, End: t.Add(time.Duration(d) * time.Second)}
			ev.SetText("show", benchShows[rng.IntN(len(benchShows))])
			ev.SetText("episode", fmt.Sprintf("Episode %d: %s", rng.IntN(500), benchWords[rng.IntN(len(benchWords))]))
			ev.SetNumber("duration_s", float64(d))
			ev.SetText("platform", benchPlatform[rng.IntN(len(benchPlatform))])
		case r%2 == 0:
			d := 1200 + rng.IntN(3600)
			ev = ingest.Event{Source: ingest.Workout, Start: t, End: t.Add(time.Duration(d) * time.Second)}
			ev.SetText("workout_type", benchSports[rng.IntN(len(benchSports))])
			ev.SetNumber("duration_s", float64(d))
			ev.SetNumber("distance_km", float64(rng.IntN(200))/10)
		default:
			ev = ingest.Event{Source: ingest.SocialMedia, Start: t, End: t}
			ev.SetText("text", benchPosts[rng.IntN(len(benchPosts))])
			ev.SetText("platform", "Instagram")
			ev.SetList("hashtags", []string{"life", benchWords[rng.IntN(len(benchWords))]})
		}
		ev.Origin = ingest.Origin{File: file, Format: "spotify_extended", Record: fmt.Sprintf("[%d]", i)}
		ev.ID = ingest.NewID(file, "spotify_extended", fmt.Sprint(i))
		if err := emit(ev); err != nil {
			return err
		}
	}
	return nil
}

const benchEvents = benchSongs + benchPodcasts + benchOther

// importHistory imports the generated files through FileWriters, two at a
// time as the application's import does.
func importHistory(tb testing.TB, lib *Library) {
	files := make(chan int)
	var wg sync.WaitGroup
	errs := make(chan error, benchFiles)
	for range 2 {
		wg.Go(func() {
			for k := range files {
				w, err := lib.BeginFile(benchFile(k))
				if err != nil {
					errs <- err
					continue
				}
				if err := genFile(k, w.Add); err != nil {
					w.Abort()
					errs <- err
					continue
				}
				errs <- w.Commit(context.Background(), FileRecord{Format: "spotify_extended"})
			}
		})
	}
	for k := range benchFiles {
		files <- k
	}
	close(files)
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			tb.Fatal(err)
		}
	}
}

func BenchmarkImport(b *testing.B) {
	n := benchEvents
	var peak uint64
	stop := make(chan struct{})
	sampled := make(chan struct{})
	go func() { // sample the Go heap while the import runs
		defer close(sampled)
		var ms runtime.MemStats
		for {
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
				runtime.ReadMemStats(&ms)
				peak = max(peak, ms.HeapInuse+ms.StackInuse)
			}
		}
	}()
	cpu0 := test.CPUTime()
	b.ResetTimer()
	for range b.N {
		b.StopTimer()
		dir := b.TempDir()
		lib, err := Open(dir)
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		importHistory(b, lib)
		b.StopTimer()
		if lib.Count() != n {
			b.Fatalf("imported %d events, want %d", lib.Count(), n)
		}
		lib.Close()
		b.StartTimer()
	}
	b.StopTimer()
	cpu := test.CPUTime() - cpu0
	close(stop)
	<-sampled
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "events/s")
	// The CPU time includes closing (Bluge writing what it still holds in
	// memory); it is what to compare on a machine shared with other work.
	b.ReportMetric(float64(n)*float64(b.N)/cpu.Seconds(), "events/cpu-s")
	b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
}

// benchLibrary returns the folder of a library holding the generated
// history, built once per test binary run.
func benchLibrary(b *testing.B) string {
	return test.SharedDir(b, "index-bench", func(dir string) error {
		lib, err := Open(dir)
		if err != nil {
			return err
		}
		importHistory(b, lib)
		return lib.Close()
	})
}

func TestMain(m *testing.M) { test.MainLogging(m, slog.LevelWarn) }

func BenchmarkOpen(b *testing.B) {
	dir := benchLibrary(b)
	var cpu time.Duration
	b.ResetTimer()
	for range b.N {
		cpu0 := test.CPUTime()
		lib, err := Open(dir)
		if err != nil {
			b.Fatal(err)
		}
		if lib.Count() != benchEvents {
			b.Fatalf("Count = %d", lib.Count())
		}
		cpu += test.CPUTime() - cpu0
		b.StopTimer()
		lib.currentView() // let the background sort finish outside the timing
		lib.Close()
		b.StartTimer()
	}
	b.StopTimer()
	test.ReportCPU(b, cpu, b.N)
}

// benchSearch runs q against the benchmark library, with the result cache
// emptied before every run unless cached is set.
func benchSearch(b *testing.B, q Query, cached bool) {
	lib, err := Open(benchLibrary(b))
	if err != nil {
		b.Fatal(err)
	}
	defer lib.Close()
	hits, err := lib.Search(context.Background(), q)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(len(hits)), "hits")
	lib.currentView() // as after the background sort that follows Open
	test.CPULoop(b, func() {
		if !cached {
			lib.results = lru.New[any](resultCacheSize, nil, 0)
		}
		if _, err := lib.Search(context.Background(), q); err != nil {
			b.Fatal(err)
		}
	})
}

// "music" matches every song: the verbalization says "source: music stream".
func BenchmarkSearchText38k(b *testing.B) { benchSearch(b, Query{Text: "music"}, false) }

func BenchmarkSearchText38kCached(b *testing.B) { benchSearch(b, Query{Text: "music"}, true) }

func BenchmarkSearchTextExpanded(b *testing.B) {
	benchSearch(b, Query{Text: "football", Terms: []Term{{"soccer", 0.8}, {"⚽", 0.8}, {"ball game", 0.5}}}, false)
}

func BenchmarkSearchTextFiltered(b *testing.B) {
	from := time.Date(2019, 1, 1, 0, 0, 0, 0, time.UTC)
	benchSearch(b, Query{Text: "love heart", Sources: []string{ingest.MusicStream}, From: from, To: from.AddDate(1, 0, 0),
		Fields: []FieldFilter{{"skipped", "false"}}}, false)
}

func BenchmarkSearchFilterOnly(b *testing.B) {
	from := time.Date(2019, 1, 1, 0, 0, 0, 0, time.UTC)
	benchSearch(b, Query{Sources: []string{ingest.MusicStream}, From: from, To: from.AddDate(1, 0, 0)}, false)
}

func BenchmarkSearchFilterAll(b *testing.B) { benchSearch(b, Query{}, false) }

func BenchmarkValueCounts(b *testing.B) {
	lib, err := Open(benchLibrary(b))
	if err != nil {
		b.Fatal(err)
	}
	defer lib.Close()
	lib.currentView()
	test.CPULoop(b, func() {
		lib.results = lru.New[any](resultCacheSize, nil, 0)
		if vc := lib.ValueCounts(ingest.MusicStream, "artist", 10); len(vc) != 10 {
			b.Fatalf("got %d values", len(vc))
		}
	})
}

// TestBenchHistoryShape keeps the generator honest: the numbers reported
// for the benchmarks assume this mix, and that it is the same every time.
func TestBenchHistoryShape(t *testing.T) {
	n, songs := 0, 0
	ids := map[string]bool{}
	for k := range benchFiles {
		genFile(k, func(ev ingest.Event) error {
			n++
			ids[ev.ID] = true
			if ev.Source == ingest.MusicStream {
				songs++
			}
			return nil
		})
	}
	if n != benchEvents || len(ids) != n || songs < 37000 || songs > 39000 {
		t.Errorf("history has %d events, %d distinct ids, %d songs", n, len(ids), songs)
	}
	var first, again ingest.Event
	genFile(3, func(ev ingest.Event) error { first = ev; return errStop })
	genFile(3, func(ev ingest.Event) error { again = ev; return errStop })
	if first.ID != again.ID || first.Verbalize() != again.Verbalize() {
		t.Error("the generator is not deterministic")
	}
}

var errStop = errors.New("stop")
