package retrieve

import (
	"reflect"
	"slices"
	"testing"

	"reqap/internal/libtest"
)

func TestHighlight(t *testing.T) {
	r := newRetriever(t, libtest.Open(t))
	e := toldEv("h", "workout", "n", at(5, 7, 0), at(5, 7, 40), "text", "Went swimming with Lena, the pool was packed.", "workout_type", "swimming")
	h, ok := r.Highlights([]string{"I went swimming with Lena"})(&e)
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
	if _, ok := r.Highlights([]string{"I played football"})(&e); ok {
		t.Error("a query about something else highlighted words")
	}
}

// One Highlights marks each event of an answer as a Highlights of its
// own would, when texts repeat (plays of one song) and when they differ.
func TestHighlightsOfManyEvents(t *testing.T) {
	r := newRetriever(t, libtest.Open(t))
	queries := []string{"I went swimming with Lena"}
	texts := []string{"Went swimming with Lena, the pool was packed.", "A long swim.", "Went swimming with Lena, the pool was packed.", "Football.", "A long swim."}
	highlight := r.Highlights(queries)
	for i, text := range texts {
		e := toldEv("h", "workout", "n", at(5, 7, 0), at(5, 7, 40), "text", text)
		got, gotOK := highlight(&e)
		want, wantOK := r.Highlights(queries)(&e)
		if gotOK != wantOK || !reflect.DeepEqual(got, want) {
			t.Errorf("event %d (%q): %v %+v, alone %v %+v", i, text, gotOK, got, wantOK, want)
		}
	}
}
