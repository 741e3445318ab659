package ingesttest

import (
	"encoding/json"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"time"
)

// JournalDays writes n days of a generated journal, from day one on, as
// Obsidian daily notes: file name ("2020-01-01.md") → content. The days
// mix the ways people write (prose, bullets, a time-stamped log, sections
// per part of the day) and tell three to five things each, so benchmarks
// of journal reading see realistic text. The same seed gives the same
// days.
func JournalDays(n int, seed uint64, first time.Time) map[string]string {
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	pick := func(l []string) string { return l[r.IntN(len(l))] }
	people := []string{"Anna", "Ben", "Carla", "David", "Emma", "Felix", "Greta", "Hugo", "Mum", "Dad", "my sister"}
	places := []string{"Café Central", "Pho Saigon", "the Sportbad", "Nordwand", "Mangiare", "the park", "Sushi Ya", "Rewe"}
	dishes := []string{"porridge", "pasta with pesto", "a curry", "sushi", "pizza", "scrambled eggs", "tacos", "lentil soup", "a banana"}
	things := []func() string{
		func() string {
			return fmt.Sprintf("Ran %d.%d km in %d min.", 4+r.IntN(12), r.IntN(10), 25+r.IntN(70))
		},
		func() string { return fmt.Sprintf("Swam %d min at %s before work.", 20+r.IntN(40), pick(places)) },
		func() string {
			return fmt.Sprintf("Dinner with %s at %s: %s.", pick(people), pick(places), pick(dishes))
		},
		func() string {
			return fmt.Sprintf("%s for breakfast.", strings.ToUpper(pick(dishes)[:1])+pick(dishes)[1:])
		},
		func() string {
			return fmt.Sprintf("Coffee with %s at %s around %d.", pick(people), pick(places), 9+r.IntN(8))
		},
		func() string { return fmt.Sprintf("Called %s, %d minutes.", pick(people), 10+r.IntN(50)) },
		func() string {
			return fmt.Sprintf("Groceries at %s, %d,%02d €.", pick(places), 10+r.IntN(90), r.IntN(100))
		},
		func() string { return "Tired but ok." },
		func() string { return "Should really go swimming more often." },
		func() string { return fmt.Sprintf("Yesterday: climbing with %s, 1h30.", pick(people)) },
		func() string {
			return fmt.Sprintf("Finished \"The %s Book\".", pick([]string{"Blue", "Long", "Quiet", "Last"}))
		},
	}
	out := make(map[string]string, n)
	for i := range n {
		day := first.AddDate(0, 0, i)
		k := 3 + r.IntN(3)
		var b strings.Builder
		switch style := r.IntN(4); style {
		case 0: // prose
			for j := range k {
				b.WriteString(things[r.IntN(len(things))]())
				if j%2 == 1 {
					b.WriteString("\n\n")
				} else {
					b.WriteString(" ")
				}
			}
		case 1: // bullets
			for range k {
				b.WriteString("- " + strings.TrimSuffix(things[r.IntN(len(things))](), ".") + "\n")
			}
		case 2: // a log
			for j := range k {
				fmt.Fprintf(&b, "%02d:%02d %s\n", 7+j*3, r.IntN(60), strings.TrimSuffix(things[r.IntN(len(things))](), "."))
			}
		default: // parts of the day
			for j, part := range []string{"Morning", "Afternoon", "Evening"}[:min(3, k)] {
				fmt.Fprintf(&b, "## %s\n%s\n\n", part, things[(r.IntN(len(things))+j)%len(things)]())
			}
		}
		out[day.Format("2006-01-02")+".md"] = fmt.Sprintf("---\ndate: %s\ntags: [daily]\nmood: %d\n---\n\n%s", day.Format("2006-01-02"), 1+r.IntN(10), b.String())
	}
	return out
}

// DayOneJSON writes days (as JournalDays makes them) as a Day One export:
// one entry per day, written at 21:00 UTC, without front matter.
func DayOneJSON(days map[string]string) ([]byte, error) {
	names := slices.Sorted(maps.Keys(days))
	type entry struct {
		UUID         string   `json:"uuid"`
		CreationDate string   `json:"creationDate"`
		TimeZone     string   `json:"timeZone"`
		Text         string   `json:"text"`
		Tags         []string `json:"tags"`
	}
	export := struct {
		Metadata map[string]string `json:"metadata"`
		Entries  []entry           `json:"entries"`
	}{Metadata: map[string]string{"version": "1.0"}}
	for i, n := range names {
		text := days[n]
		if strings.HasPrefix(text, "---\n") {
			if j := strings.Index(text[4:], "\n---\n"); j >= 0 {
				text = text[4+j+5:]
			}
		}
		export.Entries = append(export.Entries, entry{UUID: fmt.Sprintf("%032X", i+1), CreationDate: strings.TrimSuffix(n, ".md") + "T21:00:00Z",
			TimeZone: "UTC", Text: strings.TrimSpace(text), Tags: []string{"daily"}})
	}
	return json.Marshal(export)
}
