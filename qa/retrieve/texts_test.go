package retrieve

import (
	"strings"
	"testing"

	"reqap/ingest"
	"reqap/internal/test"
	"reqap/qa/retrieve/lexicon"
)

// eventText joins the texts of an event in textKeys' order, and stops
// once past 4,000 bytes; a text alone is itself.
func TestEventText(t *testing.T) {
	long := strings.Repeat("x", 4001)
	for _, c := range []struct {
		fields []ingest.Field
		want   string
	}{
		{nil, ""},
		{[]ingest.Field{{Key: "title", Value: ingest.Text("Swim")}}, "Swim"},
		{[]ingest.Field{{Key: "title", Value: ingest.Text("Swim")}, {Key: "text", Value: ingest.Text("Pool")}}, "Pool. Swim"},
		{[]ingest.Field{{Key: "body", Value: ingest.Text("b")}, {Key: "subject", Value: ingest.Text("s")}, {Key: "description", Value: ingest.Text("d")}, {Key: "other", Value: ingest.Text("o")}}, "s. b. d"},
		{[]ingest.Field{{Key: "title", Value: ingest.Text("t")}, {Key: "text", Value: ingest.Text(long)}}, long},
		{[]ingest.Field{{Key: "text", Value: ingest.Text("a")}, {Key: "subject", Value: ingest.Text(long)}, {Key: "title", Value: ingest.Text("t")}}, "a. " + long},
	} {
		e := ingest.Event{Fields: c.fields}
		if got := eventText(&e); got != c.want {
			t.Errorf("eventText(%v) = %.40q, want %.40q", c.fields, got, c.want)
		}
	}
}

// placeText joins every text and list value but identifiers, venue names
// cut when asked.
func TestPlaceText(t *testing.T) {
	e := ingest.Event{Fields: []ingest.Field{
		{Key: "text", Value: ingest.Text("Dinner")},
		{Key: "url", Value: ingest.Text("https://x")},
		{Key: "with", Value: ingest.List([]string{"Anna", "Tom"})},
		{Key: "kcal", Value: ingest.Number(3)},
	}}
	if got, want := placeText(&e, false), "Dinner . Anna . Tom . "; got != want {
		t.Errorf("placeText = %q, want %q", got, want)
	}
}

// A scorer scores each text as Scores of Find of Tokens would, whatever it
// read before.
func TestTextScorer(t *testing.T) {
	lx := test.Must(t, lexicon.Default)
	s := &textScorer{lex: lx}
	for _, text := range []string{"Sushi with Anna at Sushi Ya", "", "Went swimming, then pizza and a beer", "sushi"} {
		got := s.scores(text)
		want := lexicon.Scores(lx.Find(lexicon.Tokens(text)))
		if len(got) != len(want) {
			t.Fatalf("%q: %d scores, want %d", text, len(got), len(want))
		}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%q: score %d %+v, want %+v", text, i, got[i], want[i])
			}
		}
	}
}
