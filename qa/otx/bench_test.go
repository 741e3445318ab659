package otx

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/internal/test"
	"reqap/qa"
	"reqap/qa/tree"
)

// musicItems generates n music streams over three years (2021-2023) by
// 200 artists, as RETRIEVE would return them.
func musicItems(n int) []*qa.Item {
	rng := rand.New(rand.NewPCG(42, 1))
	base := time.Date(2021, 1, 1, 0, 0, 0, 0, berlin)
	items := make([]*qa.Item, n)
	for i := range items {
		s := base.Add(time.Duration(rng.IntN(3*365*24*3600)) * time.Second)
		e := &ingest.Event{ID: fmt.Sprintf("s%d", i), Source: "music_stream", Start: s, End: s.Add(time.Duration(150+rng.IntN(200)) * time.Second),
			Fields: []ingest.Field{
				{Key: "artist", Value: ingest.Text(fmt.Sprintf("Artist %d", int(rng.ExpFloat64()*30)%200))},
				{Key: "track", Value: ingest.Text(fmt.Sprintf("Track %d", rng.IntN(5000)))},
				{Key: "duration_s", Value: ingest.Number(float64(150 + rng.IntN(200)))},
			}}
		items[i] = qa.ItemFromEvents(e)
	}
	return items
}

var benchTree = asked("Which artist did I listen to most in 2022?",
	on(tree.ARGMAX, tree.Args{Arg: "count", Val: "artist"},
		countPer("artist", on(tree.FILTER, tree.Args{Condition: "year(start_date) == 2022"}, extracted("artist", "text", musicPlays())))))

// BenchmarkTree45k runs RETRIEVE → EXTRACT → FILTER → GROUP_BY → MAP →
// ARGMAX over 45,000 items (the fixture retriever returns prepared items,
// the fixture extractor looks fields up) and reports the median time of
// each operator.
func BenchmarkTree45k(b *testing.B) {
	items := musicItems(45_000)
	e := &Engine{Retriever: &itemsRetriever{items: map[string][]*qa.Item{"I listened to music": items}}, Extractor: fieldExtractor{}}
	per := map[tree.Op][]time.Duration{}
	b.ReportAllocs()
	test.CPULoop(b, func() {
		res, err := e.Run(b.Context(), benchTree, Options{Now: testNow})
		if err != nil {
			b.Fatal(err)
		}
		for n := res.Root; n != nil; n = first(n.Inputs) {
			per[n.Node.Op] = append(per[n.Node.Op], n.Duration)
		}
	})
	ops := 0.0
	for op, ds := range per {
		sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
		med := ds[len(ds)/2]
		b.ReportMetric(float64(med.Microseconds())/1000, "ms-"+string(op))
		if op != tree.RETRIEVE && op != tree.EXTRACT {
			ops += float64(med.Microseconds()) / 1000
		}
	}
	b.ReportMetric(ops, "ms-operators")
}

// BenchmarkOperators45k is BenchmarkTree45k without EXTRACT: RETRIEVE
// returns items that already carry artist, so the time is FILTER →
// GROUP_BY → MAP → ARGMAX over 45,000 items.
func BenchmarkOperators45k(b *testing.B) {
	items := musicItems(45_000)
	for i, it := range items {
		items[i] = it.With("artist", it.Events[0].Text("artist"))
	}
	e := &Engine{Retriever: &itemsRetriever{items: map[string][]*qa.Item{"I listened to music": items}}}
	ops := tree.Clone(benchTree)
	ops.Inputs[0].Inputs[0].Inputs[0].Inputs = []*tree.Node{musicPlays()}
	var durs []time.Duration
	b.ReportAllocs()
	test.CPULoop(b, func() {
		r := &run{e: e, now: testNow, cache: map[string]*entry{}, log: e.logger()}
		res := r.exec(b.Context(), ops, "root")
		if res.Err != nil {
			b.Fatal(res.Err)
		}
		var d time.Duration
		for n := res; n != nil; n = first(n.Inputs) {
			d += n.Duration
		}
		durs = append(durs, d)
	})
	sort.Slice(durs, func(i, j int) bool { return durs[i] < durs[j] })
	b.ReportMetric(float64(durs[len(durs)/2].Microseconds())/1000, "ms-median")
}

func first(ns []*NodeResult) *NodeResult {
	if len(ns) == 0 {
		return nil
	}
	return ns[0]
}

// workouts generates n workouts of 20-90 minutes, one every ~2 hours.
func workouts(n int) []*qa.Item {
	rng := rand.New(rand.NewPCG(7, 3))
	base := time.Date(2021, 1, 1, 6, 0, 0, 0, berlin)
	items := make([]*qa.Item, n)
	for i := range items {
		s := base.Add(time.Duration(i)*2*time.Hour + time.Duration(rng.IntN(60))*time.Minute)
		e := &ingest.Event{ID: fmt.Sprintf("w%d", i), Source: "workout", Start: s, End: s.Add(time.Duration(20+rng.IntN(70)) * time.Minute)}
		items[i] = qa.ItemFromEvents(e)
	}
	return items
}

// songsNear generates n songs of 3-6 minutes spread over the same period.
func songsNear(n int) []*qa.Item {
	rng := rand.New(rand.NewPCG(9, 4))
	base := time.Date(2021, 1, 1, 6, 0, 0, 0, berlin)
	items := make([]*qa.Item, n)
	for i := range items {
		s := base.Add(time.Duration(rng.IntN(n*2*3600)) * time.Second)
		e := &ingest.Event{ID: fmt.Sprintf("m%d", i), Source: "music_stream", Start: s, End: s.Add(time.Duration(180+rng.IntN(180)) * time.Second)}
		items[i] = qa.ItemFromEvents(e)
	}
	return items
}

func benchJoin(b *testing.B, cond string) {
	songs, runs := songsNear(10_000), workouts(10_000)
	e := &Engine{Retriever: &itemsRetriever{items: map[string][]*qa.Item{"songs": songs, "runs": runs}}}
	n := on(tree.JOIN, tree.Args{Condition: cond}, ret("songs"), ret("runs"))
	var pairs int
	var durs []time.Duration
	b.ReportAllocs()
	test.CPULoop(b, func() {
		res, err := e.Run(b.Context(), n, Options{Now: testNow})
		if err != nil {
			b.Fatal(err)
		}
		pairs = res.Root.Count
		durs = append(durs, res.Root.Duration)
	})
	sort.Slice(durs, func(i, j int) bool { return durs[i] < durs[j] })
	b.ReportMetric(float64(pairs), "pairs")
	b.ReportMetric(float64(durs[len(durs)/2].Microseconds())/1000, "ms-join")
}

// BenchmarkJoinContainment10k: songs during workouts, 10,000 × 10,000.
func BenchmarkJoinContainment10k(b *testing.B) {
	benchJoin(b, "i1.start_datetime >= i2.start_datetime && i1.end_datetime <= i2.end_datetime")
}

// BenchmarkJoinOverlap10k: songs overlapping workouts, 10,000 × 10,000.
func BenchmarkJoinOverlap10k(b *testing.B) {
	benchJoin(b, "i1.start_datetime <= i2.end_datetime && i2.start_datetime <= i1.end_datetime")
}

// BenchmarkJoinWithin10k: songs within 3 hours after a workout.
func BenchmarkJoinWithin10k(b *testing.B) {
	benchJoin(b, "i1.start_datetime >= i2.end_datetime && i1.start_datetime <= add_hours(i2.end_datetime, 3)")
}
