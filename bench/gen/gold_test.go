package gen

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"reqap/internal/rank"
	"reqap/internal/test"
	"reqap/qa/eval"
)

func quietLogger() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// rawEvent is a canonical event read back as plain JSON, without any of the
// generator's types: the second implementation shares no code with the
// first.
type rawEvent struct {
	Type  string         `json:"type"`
	Start string         `json:"start"`
	End   string         `json:"end"`
	Attrs map[string]any `json:"attrs"`
}

func (e rawEvent) t() time.Time {
	t, err := time.Parse(time.RFC3339, e.Start)
	if err != nil {
		panic(err)
	}
	return t // in the persona's own offset: its wall clock is local time
}

func (e rawEvent) s(k string) string { v, _ := e.Attrs[k].(string); return v }
func (e rawEvent) f(k string) float64 {
	v, _ := e.Attrs[k].(float64)
	return v
}
func (e rawEvent) list(k string) []string {
	var out []string
	l, _ := e.Attrs[k].([]any)
	for _, x := range l {
		out = append(out, x.(string))
	}
	return out
}

func loadRaw(t *testing.T, dir string) map[string][]rawEvent {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, CanonicalFile))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string][]rawEvent{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 4<<20)
	for sc.Scan() {
		var e rawEvent
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			t.Fatal(err)
		}
		out[e.Type] = append(out[e.Type], e)
	}
	return out
}

var yearRE = regexp.MustCompile(`\b(20\d\d)\b`)

// qSpan reads the period a question names: "in 2022", "last year", "this
// year", or nothing (all time). Days are compared as local ISO dates.
func qSpan(q eval.Question) (from, to string) {
	ref := q.ReferenceDate
	refYear := ref[:4]
	low := strings.ToLower(q.Question)
	switch {
	case strings.Contains(low, "this year"):
		return refYear + "-01-01", ref
	case strings.Contains(low, "last year"):
		y := atoiT(refYear) - 1
		return strconv.Itoa(y) + "-01-01", strconv.Itoa(y+1) + "-01-01"
	}
	if m := yearRE.FindStringSubmatch(low); m != nil {
		y := atoiT(m[1])
		return m[1] + "-01-01", strconv.Itoa(y+1) + "-01-01"
	}
	return "0000", ref
}

func atoiT(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

func in(e rawEvent, from, to string) bool {
	d := e.t().Format("2006-01-02")
	return d >= from && d < to
}

func r2(x float64) float64 { return math.Round(x*100) / 100 }

// second computes a gold answer a second way, for the templates below.
// countIn is the gold of a "how many … {when}" template: the events of
// typ in the question's span that keep keeps (nil keeps all).
func countIn(typ string, keep func(e rawEvent, q eval.Question) bool) func(ev map[string][]rawEvent, q eval.Question, people map[string]bool) []any {
	return func(ev map[string][]rawEvent, q eval.Question, _ map[string]bool) []any {
		from, to := qSpan(q)
		n := 0.0
		for _, e := range ev[typ] {
			if in(e, from, to) && (keep == nil || keep(e, q)) {
				n++
			}
		}
		return []any{n}
	}
}

// sumIn is the gold of a "how much … {when}" template: the sum of field
// over the events of typ in the question's span, in units of per.
func sumIn(typ, field string, per float64) func(ev map[string][]rawEvent, q eval.Question, people map[string]bool) []any {
	return func(ev map[string][]rawEvent, q eval.Question, _ map[string]bool) []any {
		from, to := qSpan(q)
		s := 0.0
		for _, e := range ev[typ] {
			if in(e, from, to) {
				s += e.f(field)
			}
		}
		return []any{r2(s / per)}
	}
}

var second = map[string]func(ev map[string][]rawEvent, q eval.Question, people map[string]bool) []any{
	"T01": func(ev map[string][]rawEvent, q eval.Question, _ map[string]bool) []any {
		return argmaxAll(countBy(ev["music_stream"], func(e rawEvent) string { return e.s("artist") }))
	},
	"T06": sumIn("music_stream", "duration_s", 3600),
	"T20": func(ev map[string][]rawEvent, q eval.Question, _ map[string]bool) []any {
		return []any{float64(len(countBy(ev["movie_stream"], func(e rawEvent) string { return e.s("movie_title") })))}
	},
	"T24": sumIn("tvseries_stream", "duration_s", 3600),
	"T41": func(ev map[string][]rawEvent, q eval.Question, _ map[string]bool) []any {
		best := 0.0
		for _, e := range ev["workout"] {
			if e.s("workout_type") == "running" && e.f("distance_km") > best {
				best = e.f("distance_km")
			}
		}
		return []any{r2(best)}
	},
	"T44": countIn("workout", func(e rawEvent, q eval.Question) bool {
		sport := "badminton"
		if strings.Contains(q.Question, "football") {
			sport = "football"
		}
		return e.s("workout_type") == sport
	}),
	"T60": sumIn("online_purchase", "price", 1),
	"T64": func(ev map[string][]rawEvent, q eval.Question, _ map[string]bool) []any {
		ref, _ := time.Parse("2006-01-02", q.ReferenceDate)
		from := ref.AddDate(0, -6, 0).Format("2006-01-02")
		n := 0.0
		for _, e := range ev["online_purchase"] {
			if in(e, from, q.ReferenceDate) {
				n += e.f("quantity")
			}
		}
		return []any{n}
	},
	"T70": countIn("mail", func(e rawEvent, _ eval.Question) bool { return e.s("direction") == "sent" && e.t().Hour() >= 18 }),
	"T71": func(ev map[string][]rawEvent, q eval.Question, people map[string]bool) []any {
		n := map[string]int{}
		for _, e := range ev["mail"] {
			if e.s("direction") != "sent" {
				continue
			}
			for _, to := range append(e.list("to"), e.list("cc")...) {
				if people[to] {
					n[to]++
				}
			}
		}
		var out []any
		for _, k := range rank.ByCount(n)[:3] {
			out = append(out, k)
		}
		return out
	},
	"T74":  countIn("mail", func(e rawEvent, _ eval.Question) bool { return e.s("direction") == "sent" }),
	"T76":  countIn("social_post", nil),
	"T79":  countIn("note", nil),
	"T100": countIn("trip", nil),
	"T103": func(ev map[string][]rawEvent, q eval.Question, _ map[string]bool) []any {
		for _, e := range ev["trip"] {
			if strings.Contains(q.Question, e.s("destination")) {
				return []any{e.t().Format("2006-01-02")}
			}
		}
		return nil
	},
	"T106": func(ev map[string][]rawEvent, q eval.Question, _ map[string]bool) []any {
		for _, e := range ev["personal_milestone"] {
			if e.s("kind") == "new_job" && strings.Contains(q.Question, e.s("company")) {
				return []any{e.t().Format("2006-01-02")}
			}
		}
		return nil
	},
}

func countBy(es []rawEvent, key func(rawEvent) string) map[string]int {
	n := map[string]int{}
	for _, e := range es {
		n[key(e)]++
	}
	return n
}

func argmaxAll(n map[string]int) []any {
	best := -1
	var keys []string
	for k, v := range n {
		switch {
		case v > best:
			best, keys = v, []string{k}
		case v == best:
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	var out []any
	for _, k := range keys {
		out = append(out, k)
	}
	return out
}

// TestGoldRecomputed recomputes the gold answers of a sample of templates
// from canonical.jsonl with a second, simpler implementation.
func TestGoldRecomputed(t *testing.T) {
	sizes := []string{SizeSmall}
	if !testing.Short() {
		sizes = append(sizes, SizePerQA)
	}
	for _, size := range sizes {
		dir := generated(t, 1, size)
		ev := loadRaw(t, dir)
		var p profile
		b := test.ReadFile(t, filepath.Join(dir, PersonaFile))
		if err := json.Unmarshal(b, &p); err != nil {
			t.Fatal(err)
		}
		people := map[string]bool{}
		for _, x := range append(p.Family, p.Friends...) {
			people[x.Name] = true
		}
		for _, c := range colleaguesOf(ev) {
			people[c] = true
		}
		checked := map[string]int{}
		for _, q := range readQuestions(t, dir) {
			fn := second[q.Template]
			if fn == nil {
				continue
			}
			want := fn(ev, q, people)
			checked[q.Template]++
			if !sameAnswers(q.Answers, want) {
				t.Errorf("%s %s %q: gold %v, recomputed %v", size, q.ID, q.Question, q.Answers, want)
			}
		}
		if len(checked) < 10 {
			t.Errorf("%s: only %d templates checked (%v); the sample should cover more", size, len(checked), checked)
		}
	}
}

// colleaguesOf collects the people of work meetings, which persona.json
// does not list.
func colleaguesOf(ev map[string][]rawEvent) []string {
	var out []string
	for _, e := range ev["work_meeting"] {
		out = append(out, e.list("participants")...)
	}
	return out
}

func sameAnswers(a, b []any) bool {
	if len(a) != len(b) {
		return false
	}
	as, bs := make([]string, len(a)), make([]string, len(b))
	for i := range a {
		as[i], bs[i] = canon(a[i]), canon(b[i])
	}
	sort.Strings(as)
	sort.Strings(bs)
	for i := range as {
		if as[i] != bs[i] {
			return false
		}
	}
	return true
}

func canon(x any) string {
	if f, ok := x.(float64); ok {
		return fmt.Sprintf("%.2f", f)
	}
	return fmt.Sprint(x)
}
