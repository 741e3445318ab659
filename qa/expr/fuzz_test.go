package expr

import (
	"context"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/qa"
)

// FuzzCompileEval feeds random expressions and attribute values through
// every context: compiling and evaluating must never panic and every
// evaluation must stop within its budget.
func FuzzCompileEval(f *testing.F) {
	seeds := []string{
		`year(start_date) == 2022 && month(start_date) == 3`,
		`contains(lower(text), "park") || "x" in list`,
		`sum(map(group, .num)) / len(group) > 2`,
		`len(items) > 0 ? top_k(items, "num", 2) : []`,
		`i1.start_datetime <= add_hours(i2.end_datetime, 3) && i2.start_datetime <= i1.end_datetime`,
		`add_months(start_date, num) > today`,
		`all(list, {# startsWith "a"}) and not (text matches "^[a-z]+$")`,
		`let x = num * 2; x ?? 0`,
		`sort(list, "desc")[0]`,
		`count(1..100000, {# % 2 == 0})`,
		`flatten([list, [list]])`,
		`days_between(start_date, date(text))`,
		`season(start_datetime) + weekday_name(end_date)`,
		`datetime(2020, 1, 1, 12, 0) - now`,
		`round(num / 3, 2)`,
	}
	for i, s := range seeds {
		f.Add(s, "Park Inn", float64(i), int64(1_600_000_000+i*86_400))
	}
	f.Fuzz(func(t *testing.T, src, text string, num float64, unix int64) {
		if len(src) > MaxSource {
			return
		}
		start := time.Unix(unix%(1<<40), 0).In(time.FixedZone("X", int(unix%50_000)))
		e := &ingest.Event{ID: "e", Source: "note", Start: start, End: start.Add(time.Hour)}
		it := qa.ItemFromEvents(e).WithAttrs(
			qa.Attr{Name: "text", Value: text},
			qa.Attr{Name: "num", Value: num},
			qa.Attr{Name: "list", Value: []string{text, "a", "b"}},
		)
		g := qa.NewGroup([]string{"text"}, []any{text}, []*qa.Item{it, it.With("num", num+1)})
		for _, c := range []Context{Items, Groups, Apply, Join} {
			p, err := Compile(src, c)
			if err != nil {
				continue
			}
			p.SetNow(time.Date(2024, 6, 1, 12, 0, 0, 0, time.UTC))
			p.SetBudget(200_000)
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			p.SetContext(ctx)
			done := make(chan struct{})
			go func() {
				defer close(done)
				switch c {
				case Items:
					p.Eval(it)
				case Groups:
					p.Eval(g)
				case Apply:
					p.Bind("items", []*qa.Item{it, it})
					p.Run()
				case Join:
					p.EvalPair(it, it)
				}
			}()
			select {
			case <-done:
			case <-time.After(30 * time.Second):
				t.Fatalf("evaluating %q in %s did not stop", src, c)
			}
			cancel()
		}
	})
}
