package retrieve

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"reqap/ingest"
	"reqap/internal/libtest"
	"reqap/models/crossencoder"
	"reqap/models/crossencoder/tinybert"
	"reqap/qa/otx"
)

// ruleScorer scores a text by the first rule whose word it holds (0.5
// otherwise) and records what it was asked: the classifier logic is
// tested with scores chosen here, the real model below.
type ruleScorer struct {
	rules []scoreRule
	asked []string
	calls int
	err   error
	short bool // return one score too few
}

type scoreRule struct {
	word  string
	score float32
}

func (s *ruleScorer) Score(_ context.Context, q string, texts []string) ([]float32, error) {
	s.calls++
	if s.err != nil {
		return nil, s.err
	}
	out := make([]float32, len(texts))
	for i, t := range texts {
		s.asked = append(s.asked, t)
		out[i] = 0.5
		for _, r := range s.rules {
			if strings.Contains(t, r.word) {
				out[i] = r.score
				break
			}
		}
	}
	if s.short {
		out = out[1:]
	}
	return out, nil
}

func modelRetriever(t testing.TB, lib Library, ce *CrossEncoder) *Retriever {
	t.Helper()
	r, err := New(lib, Options{Patterns: ce, Events: ce})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// The model decides what the lexicons leave open, and nothing else.
func TestCrossEncoderDecidesWhatLexiconsLeaveOpen(t *testing.T) {
	lib := libtest.Open(t, life()...)
	// Lexically, "the lads" must be matched too: only the kick-about is.
	if got := retrieve(t, newRetriever(t, lib), "football with the lads"); !slices.Equal(got, []string{"ig-kick"}) {
		t.Fatalf("lexical retrieval changed: %q", got)
	}
	sc := &ruleScorer{rules: []scoreRule{{"soccer", 0.95}, {"boots", 0.01}}}
	r := modelRetriever(t, lib, &CrossEncoder{Scorer: sc, Name: "test-model"})
	res, err := r.Run(context.Background(), otxReq("football with the lads"))
	if err != nil {
		t.Fatal(err)
	}
	// The soccer pattern, admitted, brings both workouts, and with them
	// the happenings they merge into; the boots are rejected.
	if got, want := groups(res.Items), []string{"cal-fb1+str-fb1+tw-fb1", "ig-fb2+str-fb2", "ig-kick"}; !slices.Equal(got, want) {
		t.Errorf("items %q, want %q", got, want)
	}
	for _, a := range sc.asked {
		if strings.Contains(a, "Kick-about") {
			t.Errorf("the model was asked about %q, which the lexicons decided", a)
		}
	}
	var admitted, rejected []string
	for _, j := range res.Query.Judgements() {
		switch {
		case j.Label == Relevant && j.Lexical != Relevant:
			admitted = append(admitted, j.Text)
		case j.Label == Irrelevant:
			rejected = append(rejected, j.Text)
		}
	}
	if !slices.Equal(admitted, []string{"source: workout\nworkout type: soccer"}) ||
		!slices.Equal(rejected, []string{"source: online purchase\nproduct: Adidas football boots\ncurrency: EUR"}) {
		t.Errorf("admitted %q, rejected %q", admitted, rejected)
	}
	notes := res.Notes()
	want := []string{
		"test-model scored 1 pattern and 4 event texts: 1 admitted, 1 rejected, 3 left to the lexicons",
		"admitted 0.950 workout pattern “workout type: soccer” (2 events)",
		"rejected 0.010 online_purchase event text “product: Adidas football boots · currency: EUR” (1 event)",
	}
	if len(notes) != 6 || !slices.Equal(notes[:3], want) {
		t.Errorf("notes:\n%s", strings.Join(notes, "\n"))
	}

	// The notes reach the RETRIEVE node through otx.
	items, explained, err := r.RetrieveExplained(context.Background(), otxReq("football with the lads"))
	if err != nil || len(items) != 3 || !slices.Equal(explained, notes) {
		t.Errorf("RetrieveExplained: %d items, notes %q, err %v", len(items), explained, err)
	}
}

// Without a model nothing is judged and nothing is said.
func TestNoModelNoNotes(t *testing.T) {
	r := newRetriever(t, libtest.Open(t, life()...))
	items, notes, err := r.RetrieveExplained(context.Background(), otxReq("football with the lads"))
	if err != nil || len(items) != 1 || notes != nil {
		t.Errorf("%d items, notes %q, err %v", len(items), notes, err)
	}
}

// Events that differ only in time, numbers and identifiers share one
// text, scored once; the verdict applies to them all.
func TestCrossEncoderScoresEachEventTextOnce(t *testing.T) {
	var evs []ingest.Event
	for i := range 6 {
		evs = append(evs, ev(fmt.Sprintf("cal-%d", i), "calendar", "ical", at(i+1, 20, 0), at(i+1, 21, 0),
			"summary", "Daft Punk listening session", "location", "Room 1", "uid", fmt.Sprintf("u%d@x", i), "sequence", i))
	}
	evs = append(evs, ev("cal-other", "calendar", "ical", at(9, 20, 0), at(9, 21, 0), "summary", "Daft Punk listening session", "location", "Room 2"))
	lib := libtest.Open(t, evs...)
	// The pattern (the summary alone) stays undecided; the texts decide.
	sc := &ruleScorer{rules: []scoreRule{{"Room 1", 0.97}, {"Room 2", 0.3}}}
	r := modelRetriever(t, lib, &CrossEncoder{Scorer: sc})
	res, err := r.Run(context.Background(), otxReq("Daft Punk in Zanzibar"))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"source: calendar\nsummary: Daft Punk listening session",
		"source: calendar\nsummary: Daft Punk listening session\nlocation: Room 1",
		"source: calendar\nsummary: Daft Punk listening session\nlocation: Room 2",
	}
	if got := sorted(sc.asked...); !slices.Equal(got, want) {
		t.Errorf("asked %q, want each text once: %q", got, want)
	}
	var got []string
	for _, it := range res.Items {
		got = append(got, it.EventIDs()...)
	}
	slices.Sort(got)
	if want := []string{"cal-0", "cal-1", "cal-2", "cal-3", "cal-4", "cal-5"}; !slices.Equal(got, want) {
		t.Errorf("kept %q, want the six sessions the model admitted", got)
	}
	for _, j := range res.Query.Judgements() {
		if strings.Contains(j.Text, "Room 1") && j.Events != 6 {
			t.Errorf("judgement %+v: want 6 events", j)
		}
	}
}

// Past the budget, texts keep their lexical label, and the notes say so.
func TestCrossEncoderBudget(t *testing.T) {
	var evs []ingest.Event
	for i := range 20 {
		evs = append(evs, ev(fmt.Sprintf("n-%d", i), "note", "keep", at(1, 8+i/4, i%4*10), at(1, 8+i/4, i%4*10),
			"text", fmt.Sprintf("Daft Punk idea number %d", i)))
	}
	sc := &ruleScorer{}
	r := modelRetriever(t, libtest.Open(t, evs...), &CrossEncoder{Scorer: sc, MaxEvents: 5})
	res, err := r.Run(context.Background(), otxReq("Daft Punk in Zanzibar"))
	if err != nil {
		t.Fatal(err)
	}
	if len(sc.asked) != 5 || sc.calls != 1 {
		t.Errorf("asked %d texts in %d calls, want 5 in 1", len(sc.asked), sc.calls)
	}
	if n := res.Notes(); len(n) == 0 || !strings.Contains(n[0], "15 more texts over the budget kept their lexical label") {
		t.Errorf("notes %q", n)
	}
}

func TestCrossEncoderErrors(t *testing.T) {
	lib := libtest.Open(t, life()...)
	for _, sc := range []*ruleScorer{{err: errors.New("out of memory")}, {short: true}} {
		r := modelRetriever(t, lib, &CrossEncoder{Scorer: sc, Name: "m1"})
		_, err := r.Retrieve(context.Background(), otxReq("football with the lads"))
		if err == nil || !strings.Contains(err.Error(), "m1") || !strings.Contains(err.Error(), "football with the lads") {
			t.Errorf("error %v, want it to name the model and the query", err)
		}
	}
}

// The real model path: the tiny random-weight BERT cross-encoder, loaded
// as the app loads it. Its scores mean nothing, but they are real,
// deterministic, cached, and decide by the thresholds.
func TestCrossEncoderWithRealModel(t *testing.T) {
	dir := tinybert.Folder(t, tinybert.Tiny)
	ctx := context.Background()
	m, err := crossencoder.Load(ctx, dir, crossencoder.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	lib := libtest.Open(t, life()...)
	ce := &CrossEncoder{Scorer: m, Name: m.Info().Name, Admit: 0.6, Reject: 0.4}
	run := func() *Result {
		res, err := modelRetriever(t, lib, ce).Run(ctx, otx.RetrieveRequest{Query: "football with the lads"})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	first := run()
	js := first.Query.Judgements()
	if len(js) != 5 {
		t.Fatalf("%d judgements, want 5: %+v", len(js), js)
	}
	for _, j := range js {
		if !(j.Score > 0 && j.Score < 1) || j.Label != ce.verdict(j.Score, j.Lexical) {
			t.Errorf("judgement %+v", j)
		}
	}
	scored := m.Stats().Scored
	second := run()
	if st := m.Stats(); st.Scored != scored || st.Cached < len(js) {
		t.Errorf("stats %+v after a second retrieval: the scores must come from the cache", st)
	}
	if !slices.Equal(first.Notes(), second.Notes()) || !slices.Equal(groups(first.Items), groups(second.Items)) {
		t.Errorf("not deterministic:\n%q\n%q", first.Notes(), second.Notes())
	}
	t.Log(strings.Join(first.Notes(), "\n"))
}
