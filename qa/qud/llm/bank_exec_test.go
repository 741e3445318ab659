package llm

import (
	"context"
	"fmt"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/internal/test"
	"reqap/qa"
	"reqap/qa/otx"
	"reqap/qa/tree"
)

// fakeEvents answers every RETRIEVE with the same varied events: one
// every 9 days and 7 hours from 2019 to 2026, lasting 50 minutes.
type fakeEvents struct{}

func (fakeEvents) Retrieve(ctx context.Context, req otx.RetrieveRequest) ([]*qa.Item, error) {
	var out []*qa.Item
	t := time.Date(2019, 1, 2, 6, 30, 0, 0, time.UTC)
	for i := 0; t.Year() < 2027; i++ {
		e := &ingest.Event{ID: fmt.Sprintf("e%d", i), Source: "calendar", Start: t, End: t.Add(50 * time.Minute),
			Origin: ingest.Origin{File: "/fixture.ics", Format: "ics", Record: fmt.Sprintf("line %d", i)}}
		out = append(out, qa.ItemFromEvents(e))
		t = t.Add(9*24*time.Hour + 7*time.Hour)
	}
	return out, nil
}

// typedExtractor gives every requested attribute a value of its type,
// varying per item, with text and lists that the examples' conditions
// can match.
type typedExtractor struct{}

func (typedExtractor) Extract(ctx context.Context, items []*qa.Item, specs []qa.AttrSpec) ([]*qa.Item, error) {
	out := make([]*qa.Item, len(items))
	texts := []string{"Italian food in the park", "Bohemian Rhapsody", "Dr. Who, Berlin"}
	lists := [][]string{{"Robert Smith", "Laura"}, {"Zhang Wei"}, {"Mum", "Dad"}}
	for i, it := range items {
		var attrs []qa.Attr
		for _, s := range specs {
			var v any
			switch s.Type {
			case qa.TypeNumber:
				v = float64(i%5 + 1)
			case qa.TypeDuration:
				v = float64(600 * (i%7 + 1))
			case qa.TypeDistance:
				v = 2.5 * float64(i%6+1)
			case qa.TypeMoney:
				v = 4.99 * float64(i%4+1)
				attrs = append(attrs, qa.Attr{Name: qa.CurrencyAttr(s.Name), Value: "EUR"})
			case qa.TypeList:
				v = lists[i%len(lists)]
			case qa.TypeBool:
				v = i%2 == 0
			case qa.TypeDate, qa.TypeTime, qa.TypeDateTime:
				v, _ = it.Get(map[qa.AttrType]string{qa.TypeDate: "start_date", qa.TypeTime: "start_time", qa.TypeDateTime: "start_datetime"}[s.Type])
			default:
				v = texts[i%len(texts)]
			}
			attrs = append(attrs, qa.Attr{Name: s.Name, Value: v})
		}
		out[i] = it.WithAttrs(attrs...)
	}
	return out, nil
}

// Every example runs: no node fails and no expression fails on any item,
// so the bank teaches nothing that only compiles.
func TestExamplesExecute(t *testing.T) {
	b := test.Must(t, Builtin)
	eng := &otx.Engine{Retriever: fakeEvents{}, Extractor: typedExtractor{}}
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	for _, ex := range b.Examples() {
		res, err := eng.Run(context.Background(), ex.Tree, otx.Options{Now: now})
		if err != nil {
			t.Errorf("%s: %v", ex.Origin, err)
			continue
		}
		var check func(r *otx.NodeResult)
		check = func(r *otx.NodeResult) {
			if r == nil {
				return
			}
			if r.Err != nil {
				t.Errorf("%s: %s: %v", ex.Origin, tree.Summary(r.Node), r.Err)
			}
			if r.Stats.Errors > 0 {
				t.Errorf("%s: %s: %d items failed: %s", ex.Origin, tree.Summary(r.Node), r.Stats.Errors, r.Stats.FirstError)
			}
			for _, in := range r.Inputs {
				check(in)
			}
			for _, rr := range r.Refs {
				check(rr)
			}
		}
		check(res.Root)
		if testing.Verbose() {
			t.Logf("%s: %s", ex.Question, res.Answer.Text)
		}
	}
}
