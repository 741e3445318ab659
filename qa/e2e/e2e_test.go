// Package e2e runs hand-written operator trees and natural-language
// questions end to end: real export files written for these tests
// (testdata/life) imported by the real importers into a real library, and
// the real RETRIEVE, EXTRACT, engine and rule planner. Every expected
// answer below was worked out by hand from the fixture files.
package e2e

import (
	"context"
	"sort"
	"strings"
	"testing"
	"time"

	"reqap/app"
	"reqap/ingest"
	"reqap/qa/otx"
	"reqap/qa/tree"
)

// today is the reference date of every question: mid-June 2024.
var today = time.Date(2024, 6, 15, 12, 0, 0, 0, time.UTC)

func openLife(t *testing.T) *app.Core {
	t.Helper()
	c := openFixture(t, "testdata/life")
	if n := c.Library().Count(); n != 27 {
		t.Fatalf("fixture holds %d events, want 27", n)
	}
	return c
}

// key names an event in expectations: the ref field of the JSON Lines
// fixture, else the Spotify record ("song[3]").
func key(e *ingest.Event) string {
	if r := e.Text("ref"); r != "" {
		return r
	}
	return "song" + e.Origin.Record
}

func evidence(r *otx.Result) []string {
	var out []string
	for _, e := range r.Evidence.All() {
		out = append(out, key(e))
	}
	sort.Strings(out)
	return out
}

func run(t *testing.T, c *app.Core, js string) *otx.Result {
	t.Helper()
	n, err := tree.Parse([]byte(js))
	if err != nil {
		t.Fatalf("parsing the tree: %v", err)
	}
	res, err := c.Run(context.Background(), n, today)
	if err != nil {
		t.Fatalf("running: %v", err)
	}
	return res
}

// trees are hand-written operator trees over testdata/life with the
// answer and the evidence events each must give.
var trees = []struct {
	name, tree, answer string
	evidence           []string
}{
	{"runs this year",
		`{"op":"APPLY","question":"How many times did I run this year?","args":{"fn": "len(items)"},"inputs":[{"op":"FILTER","question":"my runs this year","args":{"condition":"year(start_date) == year(today)"},"inputs":[{"op":"RETRIEVE","question":"I went running","args":{"query":"I went running"}}]}]}`,
		"3", []string{"run1", "run2", "run3"}},
	{"km in March",
		`{"op":"SUM","question":"How many km did I run in March 2024?","args":{"attr": "distance_km"},"inputs":[{"op":"FILTER","question":"my runs in March 2024","args":{"condition":"start_date >= date(\"2024-03-01\") && start_date < date(\"2024-04-01\")"},"inputs":[{"op":"EXTRACT","question":"my runs with distance","args":{"attrs":["distance_km"],"types":["distance"]},"inputs":[{"op":"RETRIEVE","question":"I went running","args":{"query":"I went running"}}]}]}]}`,
		"16.5 km", []string{"run1", "run2"}},
	{"longest run date",
		`{"op":"ARGMAX","question":"When was my longest run?","args":{"arg": "distance_km", "val": "start_date"},"inputs":[{"op":"EXTRACT","question":"with attributes","args":{"attrs":["distance_km"],"types":["distance"]},"inputs":[{"op":"RETRIEVE","question":"I went running","args":{"query":"I went running"}}]}]}`,
		"2023-11-05", []string{"run4"}},
	{"shortest run",
		`{"op":"MIN","question":"How short was my shortest run?","args":{"attr": "distance_km"},"inputs":[{"op":"EXTRACT","question":"with attributes","args":{"attrs":["distance_km"],"types":["distance"]},"inputs":[{"op":"RETRIEVE","question":"I went running","args":{"query":"I went running"}}]}]}`,
		"5 km", []string{"run3"}},
	{"average run",
		`{"op":"AVG","question":"How far did I run on average?","args":{"attr": "distance_km"},"inputs":[{"op":"EXTRACT","question":"with attributes","args":{"attrs":["distance_km"],"types":["distance"]},"inputs":[{"op":"RETRIEVE","question":"I went running","args":{"query":"I went running"}}]}]}`,
		"8.38 km", []string{"run1", "run2", "run3", "run4"}},
	{"longest 2024 run",
		`{"op":"MAX","question":"What was my longest run in 2024?","args":{"attr": "distance_km"},"inputs":[{"op":"FILTER","question":"runs in 2024","args":{"condition":"year(start_date) == 2024"},"inputs":[{"op":"EXTRACT","question":"with attributes","args":{"attrs":["distance_km"],"types":["distance"]},"inputs":[{"op":"RETRIEVE","question":"I went running","args":{"query":"I went running"}}]}]}]}`,
		"9 km", []string{"run2"}},
	{"artist while running (running example)",
		`{"op":"ARGMAX","question":"Which artist did I listen to most while running?","args":{"arg": "count", "val": "artist"},"inputs":[{"op":"MAP","question":"number of songs per artist while running","args":{"fn": "len(group)", "as": "count"},"inputs":[{"op":"GROUP_BY","question":"songs while running grouped by artist","args":{"keys": ["artist"]},"inputs":[{"op":"EXTRACT","question":"songs while running with artist","args":{"attrs":["artist"],"types":["text"]},"inputs":[{"op":"JOIN","question":"songs I listened to while running","args":{"condition":"i1.start_datetime >= i2.start_datetime && i1.end_datetime <= i2.end_datetime"},"inputs":[{"op":"RETRIEVE","question":"I listened to music","args":{"query":"I listened to music"}},{"op":"RETRIEVE","question":"I went running","args":{"query":"I went running"}}]}]}]}]}]}`,
		"Daft Punk", []string{"run1", "run2", "song[0]", "song[1]", "song[2]"}},
	{"Queen while running",
		`{"op":"APPLY","question":"How many Queen songs did I hear while running?","args":{"fn": "len(items)"},"inputs":[{"op":"FILTER","question":"Queen songs while running","args":{"condition":"artist == \"Queen\""},"inputs":[{"op":"EXTRACT","question":"with attributes","args":{"attrs":["artist"],"types":["text"]},"inputs":[{"op":"JOIN","question":"songs while running","args":{"condition":"i1.start_datetime >= i2.start_datetime && i1.end_datetime <= i2.end_datetime"},"inputs":[{"op":"RETRIEVE","question":"I listened to music","args":{"query":"I listened to music"}},{"op":"RETRIEVE","question":"I went running","args":{"query":"I went running"}}]}]}]}]}`,
		"2", []string{"run2", "run3", "song[3]", "song[8]"}},
	{"Italian food after football (paper Q3)",
		`{"op":"APPLY","question":"How often did I eat Italian food after playing football?","args":{"fn": "len(items)"},"inputs":[{"op":"GROUP_BY","question":"each meal once","args":{"keys": ["start_datetime"]},"inputs":[{"op":"JOIN","question":"Italian food after football","args":{"condition":"i1.start_date == i2.start_date && i1.start_datetime >= i2.end_datetime"},"inputs":[{"op":"RETRIEVE","question":"I ate Italian food","args":{"query":"I ate Italian food"}},{"op":"RETRIEVE","question":"I played football","args":{"query":"I played football"}}]}]}]}`,
		"1", []string{"dinner1", "fb1"}},
	{"spent in March",
		`{"op":"SUM","question":"How much did I spend online in March 2024?","args":{"attr": "price"},"inputs":[{"op":"FILTER","question":"purchases in March 2024","args":{"condition":"month(start_date) == 3 && year(start_date) == 2024"},"inputs":[{"op":"EXTRACT","question":"purchases with price","args":{"attrs":["price"],"types":["money"]},"inputs":[{"op":"RETRIEVE","question":"I bought something online","args":{"query":"I bought something online"}}]}]}]}`,
		"114.9 EUR", []string{"p1", "p2"}},
	{"items bought this year",
		`{"op":"SUM","question":"How many items did I buy this year?","args":{"attr": "quantity"},"inputs":[{"op":"FILTER","question":"purchases this year","args":{"condition":"year(start_date) == year(today)"},"inputs":[{"op":"EXTRACT","question":"with attributes","args":{"attrs":["quantity"],"types":["number"]},"inputs":[{"op":"RETRIEVE","question":"I bought something online","args":{"query":"I bought something online"}}]}]}]}`,
		"4", []string{"p1", "p2", "p3"}},
	{"most expensive purchase",
		`{"op":"ARGMAX","question":"What was my most expensive purchase?","args":{"arg": "price", "val": "product"},"inputs":[{"op":"EXTRACT","question":"with attributes","args":{"attrs":["price", "product"],"types":["money", "text"]},"inputs":[{"op":"RETRIEVE","question":"I bought something online","args":{"query":"I bought something online"}}]}]}`,
		"Running shoes", []string{"p1"}},
	{"earliest doctor time",
		`{"op":"MIN","question":"What is the earliest time a doctor's appointment started?","args":{"attr": "start_time"},"inputs":[{"op":"RETRIEVE","question":"I had a doctor's appointment","args":{"query":"I had a doctor's appointment"}}]}`,
		"08:15", []string{"doc2"}},
	{"trip length",
		`{"op":"MAX","question":"How many days was my trip to Lisbon?","args":{"attr": "days"},"inputs":[{"op":"MAP","question":"my trip to Lisbon with its length","args":{"fn": "days_between(start_date, end_date) + 1", "as": "days"},"inputs":[{"op":"RETRIEVE","question":"my trip to Lisbon","args":{"query":"my trip to Lisbon"}}]}]}`,
		"4 days", []string{"trip1"}},
	{"restaurant companion",
		`{"op":"ARGMAX","question":"Who did I have dinner with most often?","args":{"arg": "count", "val": "person"},"inputs":[{"op":"MAP","question":"number of dinners per person","args":{"fn": "len(group)", "as": "count"},"inputs":[{"op":"GROUP_BY","question":"dinners per person","args":{"keys": ["person"]},"inputs":[{"op":"UNNEST","question":"one item per person","args":{"attr": "participants", "as": "person"},"inputs":[{"op":"EXTRACT","question":"dinners with who","args":{"attrs":["participants"],"types":["list"]},"inputs":[{"op":"RETRIEVE","question":"I went to a restaurant","args":{"query":"I went to a restaurant"}}]}]}]}]}]}`,
		"Anna, Ben (tie)", []string{"dinner1", "dinner2", "dinner3"}}, // sushi at Sakura is a meal out too
	{"month with most songs",
		`{"op":"ARGMAX","question":"In which month did I listen to the most songs?","args":{"arg": "count", "val": "month"},"inputs":[{"op":"MAP","question":"number of songs per month","args":{"fn": "len(group)", "as": "count"},"inputs":[{"op":"GROUP_BY","question":"songs per month","args":{"keys": ["month"]},"inputs":[{"op":"MAP","question":"songs with month","args":{"fn": "month_name(start_date)", "as": "month"},"inputs":[{"op":"RETRIEVE","question":"I listened to music","args":{"query":"I listened to music"}}]}]}]}]}`,
		"March", []string{"song[0]", "song[1]", "song[2]", "song[3]", "song[4]", "song[5]", "song[6]", "song[7]"}},
	{"running weekday",
		`{"op":"ARGMAX","question":"On which weekday do I run most?","args":{"arg": "count", "val": "weekday"},"inputs":[{"op":"MAP","question":"runs per weekday count","args":{"fn": "len(group)", "as": "count"},"inputs":[{"op":"GROUP_BY","question":"runs per weekday","args":{"keys": ["weekday"]},"inputs":[{"op":"MAP","question":"runs with weekday","args":{"fn": "weekday_name(start_date)", "as": "weekday"},"inputs":[{"op":"RETRIEVE","question":"I went running","args":{"query":"I went running"}}]}]}]}]}`,
		"Saturday", []string{"run1", "run2", "run3"}},
	{"cycling hours",
		`{"op":"SUM","question":"How many hours did I cycle?","args":{"attr": "hours"},"inputs":[{"op":"MAP","question":"rides in hours","args":{"fn": "duration_s / 3600", "as": "hours"},"inputs":[{"op":"EXTRACT","question":"with attributes","args":{"attrs":["duration_s"],"types":["duration"]},"inputs":[{"op":"RETRIEVE","question":"I went cycling","args":{"query":"I went cycling"}}]}]}]}`,
		"2 h", []string{"ride1"}},
	{"cheapest purchase last year",
		`{"op":"ARGMIN","question":"What was the cheapest thing I bought last year?","args":{"arg": "price", "val": "product"},"inputs":[{"op":"FILTER","question":"purchases last year","args":{"condition":"year(start_date) == year(today) - 1"},"inputs":[{"op":"EXTRACT","question":"with attributes","args":{"attrs":["price", "product"],"types":["money", "text"]},"inputs":[{"op":"RETRIEVE","question":"I bought something online","args":{"query":"I bought something online"}}]}]}]}`,
		"Cookbook", []string{"p4"}},
	{"first song",
		`{"op":"ARGMIN","question":"What was the first song I listened to?","args":{"arg": "start_datetime", "val": "track"},"inputs":[{"op":"EXTRACT","question":"with attributes","args":{"attrs":["track"],"types":["text"]},"inputs":[{"op":"RETRIEVE","question":"I listened to music","args":{"query":"I listened to music"}}]}]}`,
		"Harder, Better, Faster, Stronger", []string{"song[0]"}},
}

func TestTrees(t *testing.T) {
	if len(trees)+13 < 25 { // with qa/otx's 13 paper trees
		t.Fatalf("only %d trees", len(trees))
	}
	c := openLife(t)
	ops := map[tree.Op]bool{}
	for _, tt := range trees {
		t.Run(tt.name, func(t *testing.T) {
			res := run(t, c, tt.tree)
			tree.Walk(res.Tree, func(n *tree.Node, _ string) bool { ops[n.Op] = true; return true })
			if res.Answer.Text != tt.answer {
				t.Errorf("answer %q, want %q", res.Answer.Text, tt.answer)
			}
			if got := evidence(res); strings.Join(got, " ") != strings.Join(tt.evidence, " ") {
				t.Errorf("evidence %v, want %v", got, tt.evidence)
			}
		})
	}
	for _, op := range []tree.Op{tree.RETRIEVE, tree.EXTRACT, tree.FILTER, tree.MAP, tree.APPLY, tree.UNNEST,
		tree.GROUP_BY, tree.JOIN, tree.ARGMIN, tree.ARGMAX, tree.MIN, tree.MAX, tree.SUM, tree.AVG} {
		if !ops[op] {
			t.Errorf("no tree uses %s", op)
		}
	}
}

func TestQuestions(t *testing.T) {
	askAll(t, openLife(t), today, "life.tsv")
}
