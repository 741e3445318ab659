package ui

import (
	"runtime"
	"sort"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"reqap/app"
	rtest "reqap/internal/test"
)

// largeWindow opens the large persona's library (rtest.EnvLargeLibrary)
// in a window, or skips.
func largeWindow(t testing.TB) *testWindow {
	dir := rtest.LargeLibrary(t)
	start := time.Now()
	w := openWindow(t, dir, Options{Size: fyne.NewSize(1280, 820)})
	t.Logf("library of %d events opened and shown in %s", w.core.Library().Count(), time.Since(start).Round(time.Millisecond))
	return w
}

// TestTimelinePagingLargePersona walks the large persona's timeline year
// by year, month by month through its busiest year, and searches it as
// a person types.
func TestTimelinePagingLargePersona(t *testing.T) {
	w := largeWindow(t)
	tl := w.timeline
	start := time.Now()
	pages := w.openTimeline(t)
	t.Logf("timeline of %d events ready in %s", tl.tl.Len(), time.Since(start).Round(time.Millisecond))
	total := tl.tl.Len()
	if total < 1_000_000 {
		t.Fatalf("the large persona has %d events", total)
	}

	// Every year, from the latest back: the pages hold every event once.
	seen, years := 0, 0
	busiest, busiestN := time.Time{}, 0
	var slowest time.Duration
	for {
		seen += len(tl.page.events)
		years++
		if len(tl.page.events) > busiestN {
			busiest, busiestN = tl.start, len(tl.page.events)
		}
		if !tl.prevBtn.Disabled() {
			s := time.Now()
			test.Tap(tl.prevBtn)
			slowest = max(slowest, time.Since(s))
			continue
		}
		break
	}
	if seen != total {
		t.Errorf("the years' pages hold %d events, the timeline %d", seen, total)
	}
	t.Logf("%d years paged; the slowest page turn took %s; the busiest year %d holds %d events",
		years, slowest.Round(time.Microsecond), busiest.Year(), busiestN)

	// The busiest year's months sum to the year; each month's rows
	// resolve to events in time order.
	tl.setZoom(app.ZoomYear, busiest)
	sum := 0
	for _, b := range tl.hist.buckets {
		sum += b.Count
	}
	if sum != busiestN {
		t.Errorf("the months of %d sum to %d, the year holds %d", busiest.Year(), sum, busiestN)
	}
	prev := time.Time{}
	for i := 0; i < tl.page.rows(); i += 997 {
		if _, ev := tl.page.at(i); ev != nil {
			if ev.Start.Before(prev) {
				t.Fatalf("row %d is out of time order", i)
			}
			prev = ev.Start
		}
	}

	// Typing a word: each pause filters the whole library, narrowing on.
	for _, text := range []string{"s", "sa", "sal", "sals", "salsa"} {
		before := *pages
		s := time.Now()
		tl.search.SetText(text)
		until(t, "the search", func() bool { return *pages > before && tl.tl.Filter.Text == text })
		t.Logf("search %-6q → %8d events in %s (including the %s pause)", text, tl.tl.Len(),
			time.Since(s).Round(time.Millisecond), typingDelay)
	}
}

// BenchmarkTimelineScrollYearLarge scrolls through the busiest year of
// the large persona: frame i shows the rows at i/frames of the year, so
// every frame shows rows never shown before (the worst case for the list)
// and 200 frames cross the whole year. Each frame is timed in two parts:
// the UI goroutine's work (scroll, lay out the visible rows, fill them)
// and painting the whole 1280×820 window with fyne's software painter,
// which does on the CPU what the GPU does in the real window.
func BenchmarkTimelineScrollYearLarge(b *testing.B) {
	w := largeWindow(b)
	tl := w.timeline
	w.openTimeline(b)
	// Background work the window starts (suggested questions, saved
	// questions) would share the CPU with the frames: let it finish.
	pump(b, "the suggested questions", func() bool { return !w.ask.suggesting && !w.saved.running })
	counts := tl.tl.Years(displayZone())
	sort.Slice(counts, func(i, j int) bool { return counts[i].Count > counts[j].Count })
	tl.setZoom(app.ZoomYear, counts[0].Start)
	c := w.win.Canvas()
	c.Capture()
	rows := tl.page.rows()
	height := float32(rows) * (newTimelineRow().MinSize().Height + theme.Padding()) // rows and their separators
	b.Logf("year %d: %d events, %d rows, %.0f px to scroll", counts[0].Start.Year(), len(tl.page.events), rows, height)
	runtime.GC()

	const frames = 200
	var layout, paint, worst, worstLayout time.Duration
	n := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		off := height * float32(i%frames) / frames
		s := time.Now()
		tl.list.ScrollToOffset(off)
		l := time.Since(s)
		c.Capture()
		d := time.Since(s)
		layout += l
		worstLayout = max(worstLayout, l)
		paint += d - l
		worst = max(worst, d)
		n++
	}
	b.StopTimer()
	b.ReportMetric(float64(layout.Microseconds())/1000/float64(n), "layout-ms/frame")
	b.ReportMetric(float64(paint.Microseconds())/1000/float64(n), "paint-ms/frame")
	b.ReportMetric(float64(worstLayout.Microseconds())/1000, "worst-layout-ms")
	b.ReportMetric(float64(worst.Microseconds())/1000, "worst-frame-ms")
}
