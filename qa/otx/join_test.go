package otx

import (
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/qa"
	"reqap/qa/expr"
	"reqap/qa/tree"
)

var zones = []*time.Location{time.UTC, berlin, newYork, tokyo, time.FixedZone("X", -9*3600-1800)}

// randomItems makes n items with random spans (instants, minutes, hours,
// days; several zones) and attributes, some of them missing.
func randomItems(rng *rand.Rand, n int, prefix string) []*qa.Item {
	base := time.Date(2024, 3, 1, 0, 0, 0, 0, time.UTC)
	out := make([]*qa.Item, n)
	for i := range out {
		loc := zones[rng.IntN(len(zones))]
		start := base.Add(time.Duration(rng.IntN(14*24*60)) * time.Minute).In(loc)
		var d time.Duration
		switch rng.IntN(5) {
		case 0:
			d = 0
		case 1:
			d = time.Duration(rng.IntN(60)) * time.Minute
		case 2:
			d = time.Duration(rng.IntN(6*60)) * time.Minute
		case 3:
			d = time.Duration(rng.IntN(3*24*60)) * time.Minute
		default:
			d = time.Duration(rng.IntN(4)) * time.Hour
		}
		e := &ingest.Event{ID: fmt.Sprintf("%s%d", prefix, i), Source: "note", Start: start, End: start.Add(d)}
		var attrs []qa.Attr
		if rng.IntN(6) > 0 {
			attrs = append(attrs, qa.Attr{Name: "k", Value: []string{"a", "A", "b", "c"}[rng.IntN(4)]})
		}
		attrs = append(attrs,
			qa.Attr{Name: "num", Value: float64(rng.IntN(40))},
			qa.Attr{Name: "d", Value: qa.NewDate(2024, 3, 1+rng.IntN(16))},
			// s and e are unordered times: no interval can be assumed.
			qa.Attr{Name: "s", Value: base.Add(time.Duration(rng.IntN(14*24)) * time.Hour)},
			qa.Attr{Name: "e", Value: base.Add(time.Duration(rng.IntN(14*24)) * time.Hour)},
		)
		out[i] = qa.ItemFromEvents(e).WithAttrs(attrs...)
	}
	return out
}

var joinConditions = []string{
	// overlap of intervals
	"i1.start_datetime <= i2.end_datetime && i2.start_datetime <= i1.end_datetime",
	"i1.start_datetime < i2.end_datetime and i1.end_datetime > i2.start_datetime",
	// after / before within a span
	"i2.start_datetime >= i1.end_datetime && i2.start_datetime <= add_hours(i1.end_datetime, 3)",
	"i1.end_datetime <= i2.start_datetime && i1.end_datetime > add_days(i2.start_datetime, -2)",
	"i1.start_datetime > i2.start_datetime",
	"i1.start_datetime >= i2.end_datetime && i1.start_datetime <= add_minutes(i2.end_datetime, 90)",
	// same day
	"i1.start_date == i2.start_date",
	"date(i1.start_datetime) == date(i2.end_datetime)",
	// containment, both ways
	"i1.start_datetime >= i2.start_datetime && i1.end_datetime <= i2.end_datetime",
	"i2.start_datetime >= i1.start_datetime and i2.end_datetime <= i1.end_datetime",
	// equality plus temporal
	"i1.k == i2.k && i1.start_datetime <= i2.end_datetime && i2.start_datetime <= i1.end_datetime",
	"i1.k == i2.k && i1.start_date == i2.start_date && i1.num != i2.num",
	// dates against datetimes, times of day, numbers
	"i1.d >= i2.start_date && i1.d <= i2.end_date",
	"i1.start_datetime >= i2.d && i1.end_date <= i2.d",
	"i1.start_time <= i2.start_time && hour(i2.start_time) < 20",
	"i1.num >= i2.num - 5 && i1.num <= i2.num + 5",
	"i2.num * 2 == i1.num",
	// no interval can be assumed for s..e
	"i1.s <= i2.e && i2.s <= i1.e",
	"i1.s >= i2.s && i1.e <= i2.e",
	// one side only, constants, disjunctions
	"i1.num > 30 && i2.k == \"a\"",
	"i1.k == \"b\" || i1.start_date == i2.start_date",
	"i1.num < 3 && 2 > 1",
}

// TestJoinMatchesNestedLoop checks the planned JOIN against a brute-force
// nested loop over every pair, for many random inputs and condition shapes.
func TestJoinMatchesNestedLoop(t *testing.T) {
	seeds := 25
	if testing.Short() {
		seeds = 10
	}
	if n, err := strconv.Atoi(os.Getenv("JOIN_SEEDS")); err == nil {
		seeds = n // e.g. JOIN_SEEDS=1000 for a long run
	}
	for _, cond := range joinConditions {
		full, err := expr.Compile(cond, expr.Join)
		if err != nil {
			t.Fatalf("%s: %v", cond, err)
		}
		full.SetNow(testNow)
		strategies := map[string]bool{}
		for seed := range seeds {
			rng := rand.New(rand.NewPCG(uint64(seed), 7))
			left := randomItems(rng, rng.IntN(50), "l")
			right := randomItems(rng, rng.IntN(50), "r")
			var want [][2]int
			for i, a := range left {
				for j, b := range right {
					if ok, err := full.BoolPair(a, b); err == nil && ok {
						want = append(want, [2]int{i, j})
					}
				}
			}
			n := on(tree.JOIN, tree.Args{Condition: cond}, ret("l"), ret("r"))
			res, err := runOn(t, n, map[string][]*qa.Item{"l": left, "r": right})
			if err != nil {
				t.Fatalf("%s seed %d: %v", cond, seed, err)
			}
			li, ri := index(left), index(right)
			var got [][2]int
			for _, m := range res.Items {
				a, b := m.Sides()
				got = append(got, [2]int{li[a], ri[b]})
			}
			sort.Slice(got, func(x, y int) bool {
				return got[x][0] < got[y][0] || got[x][0] == got[y][0] && got[x][1] < got[y][1]
			})
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%s, seed %d: %d pairs, nested loop %d\n got %v\nwant %v\n%v", cond, seed, len(got), len(want), got, want, res.Stats.Lines())
			}
			for _, l := range res.Stats.Notes {
				if i := strings.IndexByte(l, ';'); i > 0 {
					strategies[l[:i]] = true
				}
			}
		}
		t.Logf("%-90s %v", cond, keys(strategies))
	}
}

func index(items []*qa.Item) map[*qa.Item]int {
	m := make(map[*qa.Item]int, len(items))
	for i, it := range items {
		m[it] = i
	}
	return m
}

func keys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// The planner must pick the cheap strategies for the shapes the
// decomposers write.
func TestJoinStrategies(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	left, right := randomItems(rng, 300, "l"), randomItems(rng, 300, "r")
	tests := []struct {
		cond, want string
	}{
		{"i1.start_datetime <= i2.end_datetime && i2.start_datetime <= i1.end_datetime", "joined by interval sweep"},
		{"i2.start_datetime >= i1.end_datetime && i2.start_datetime <= add_hours(i1.end_datetime, 3)", "joined by band search"},
		{"i1.start_datetime >= i2.start_datetime && i1.end_datetime <= i2.end_datetime", "joined by band search"},
		{"i1.start_date == i2.start_date", "joined by hash partition"},
		{"i1.k == i2.k && i1.start_datetime <= i2.end_datetime && i2.start_datetime <= i1.end_datetime", "joined by hash partition, interval sweep"},
		{"i1.k == \"b\" || i1.start_date == i2.start_date", "joined by pairwise check"},
	}
	for _, tc := range tests {
		res, err := runOn(t, on(tree.JOIN, tree.Args{Condition: tc.cond}, ret("l"), ret("r")), map[string][]*qa.Item{"l": left, "r": right})
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, n := range res.Stats.Notes {
			if len(n) >= len(tc.want) && n[:len(tc.want)] == tc.want && n[len(tc.want)] == ';' {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: %v, want %q", tc.cond, res.Stats.Notes, tc.want)
		}
	}
}

// TestJoinSharedRecord: two items holding one record are one happening, so
// a join of overlapping spans pairs them though the record lies outside
// the span of one: the lunch at mum's, with the post about it attached,
// and the post alone.
func TestJoinSharedRecord(t *testing.T) {
	at := func(h, m int) time.Time { return time.Date(2023, 7, 29, h, m, 0, 0, berlin) }
	lunch := &ingest.Event{ID: "lunch", Source: "calendar", Start: at(13, 0), End: at(15, 0)}
	post := &ingest.Event{ID: "post", Source: "social_media", Start: at(16, 26), End: at(16, 26)}
	other := &ingest.Event{ID: "other", Source: "social_media", Start: at(18, 0), End: at(18, 0)}
	mum := []*qa.Item{qa.ItemWith([]*ingest.Event{lunch}, []*ingest.Event{post})}
	dad := []*qa.Item{qa.ItemFromEvents(post), qa.ItemFromEvents(other)}
	cond := "i1.start_datetime <= i2.end_datetime && i2.start_datetime <= i1.end_datetime"
	res, err := runOn(t, on(tree.JOIN, tree.Args{Condition: cond}, ret("l"), ret("r")), map[string][]*qa.Item{"l": mum, "r": dad})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Items) != 1 {
		t.Fatalf("%d pairs, want the lunch with its post: %v", len(res.Items), res.Stats.Lines())
	}
	if _, b := res.Items[0].Sides(); b != dad[0] {
		t.Errorf("paired with %v, want the post", b)
	}
}
