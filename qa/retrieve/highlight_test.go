package retrieve

import (
	"slices"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/internal/libtest"
)

// told builds a happening a journal tells: its entry is entry.
func toldEv(id, source, entry string, start, end time.Time, kv ...any) ingest.Event {
	e := ev(id, source, "notes_text", start, end, append(kv, "entry_id", entry)...)
	e.AllDay = start.Location() == time.UTC && start.Equal(end) && start.Hour() == 0
	return e
}

func TestHighlight(t *testing.T) {
	r := newRetriever(t, libtest.Open(t))
	e := toldEv("h", "workout", "n", at(5, 7, 0), at(5, 7, 40), "text", "Went swimming with Lena, the pool was packed.", "workout_type", "swimming")
	h, ok := r.Highlight([]string{"I went swimming with Lena"}, &e)
	if !ok || h.Field != "text" {
		t.Fatalf("no highlight: %+v", h)
	}
	var got []string
	for _, s := range h.Spans {
		got = append(got, h.Text[s.Start:s.End])
	}
	if want := []string{"swimming", "Lena", "pool"}; !slices.Equal(got, want) {
		t.Errorf("highlighted %q, want %q", got, want)
	}
	if _, ok := r.Highlight([]string{"I played football"}, &e); ok {
		t.Error("a query about something else highlighted words")
	}
}
