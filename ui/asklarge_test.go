package ui

import (
	"testing"
	"time"
)

// TestAskLargePersonaKeepsDrawing asks a question over the whole large
// persona (a million plays) in the window and paints the window while it
// runs: the question works off the UI goroutine, so frames keep coming
// and the UI's longest piece of work stays short. Painting uses fyne's
// software painter, as the screenshots do. Skipped without the large
// library (make bench-large runs it).
func TestAskLargePersonaKeepsDrawing(t *testing.T) {
	w := largeWindow(t)
	const q = "Who is my most played artist?"
	start := time.Now()
	w.ask.askQuestion(q)
	frames := 0
	var longest time.Duration
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	deadline := time.After(testTimeout)
	var out askOutcome
	for answered := false; !answered; {
		select {
		case f := <-uiQueue:
			s := time.Now()
			f()
			longest = max(longest, time.Since(s))
		case out = <-w.answers:
			answered = true
		case <-tick.C:
			s := time.Now()
			w.win.Canvas().Capture()
			longest = max(longest, time.Since(s))
			frames++
		case <-deadline:
			t.Fatalf("no answer to %q within %s", q, testTimeout)
		}
	}
	took := time.Since(start)
	t.Logf("answered %q in %s; %d frames painted meanwhile; the UI goroutine's longest piece of work took %s",
		q, took.Round(time.Millisecond), frames, longest.Round(time.Millisecond))
	if out.err != nil || out.result == nil {
		t.Fatalf("asking %q: no result (%v)", q, out.err)
	}
	if frames == 0 {
		t.Error("the window was not painted while the question ran")
	}
	if w.ask.progress.Visible() {
		t.Error("the progress bar still shows after the answer")
	}
}
