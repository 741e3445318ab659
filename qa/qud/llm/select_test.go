package llm

import (
	"strings"
	"testing"

	"reqap/internal/test"
	"reqap/qa/qud"
	"reqap/qa/tree"
)

// The examples chosen for a step are the ones a person would pick: the
// same shape of question first, then its relatives.
func TestSelect(t *testing.T) {
	b := test.Must(t, Builtin)
	brother := []qud.Turn{{
		Question: "Which cuisine did I eat most often with my brother?",
		Step: &tree.Node{Op: tree.ARGMAX, Args: tree.Args{Arg: "count", Val: "cuisine"},
			Inputs: []*tree.Node{qud.Placeholder("number of meals with my brother per cuisine")}},
	}}
	tests := []struct {
		question string
		history  []qud.Turn
		first    string   // the best example
		include  []string // also among the 8
	}{
		{"Which artist did I listen to most while cycling?", nil,
			"03-artist-while-running", []string{"28-new-years-eve-artist", "21-top5-artists-last-month"}},
		{"How much did I spend on online purchases in May 2021?", nil,
			"07-spent-march-2022", []string{"06-spent-online-last-year", "08-products-last-6-months"}},
		{"How often did I meet both my parents at Christmas?", nil,
			"15-both-parents-evening", []string{"29-christmas-2022-where"}},
		{"How many km did I cycle in the first week of 2021?", nil,
			"05-km-first-week-2019", []string{"54-miles-cycled-last-summer"}},
		{"How many emails did I get from my boss?", nil,
			"46-emails-valentines-day", []string{"24-last-mail-to-zhang", "04-top3-email-contacts"}},
		// A sub-question: the ancestor chain keeps the domain (meals,
		// cuisine); the step is a count per group, as in its relatives.
		{"number of meals with my brother per cuisine", brother,
			"39-cuisine-with-laura", []string{"02-day-most-music", "18-weekday-most-movies"}},
	}
	for _, tc := range tests {
		sel, err := b.Select(tc.question, tc.history, DefaultExamples)
		if err != nil {
			t.Fatal(err)
		}
		if len(sel) != DefaultExamples {
			t.Errorf("%q: %d examples, want %d", tc.question, len(sel), DefaultExamples)
			continue
		}
		var names []string
		for _, e := range sel {
			names = append(names, strings.TrimSuffix(strings.TrimPrefix(e.Origin, "builtin:"), ".json"))
		}
		if names[0] != tc.first {
			t.Errorf("%q: best example %s, want %s (all: %v)", tc.question, names[0], tc.first, names)
		}
		for _, want := range tc.include {
			found := false
			for _, n := range names {
				found = found || n == want
			}
			if !found {
				t.Errorf("%q: %s not among %v", tc.question, want, names)
			}
		}
	}
}

func TestTokens(t *testing.T) {
	tests := []struct{ in, want string }{
		{"How many km did I run?", "how mani km run"},
		{"I went running", "went run"},
		{"songs I listened to", "song listen"},
		{`{"op":"SUM","args":{"attr":"distance_km"}}`, "op sum arg attr distance_km distanc km"},
		{"my movies; the movie", "movi movi"},
		{"swimming workouts", "swim workout"},
	}
	for _, tc := range tests {
		if got := strings.Join(tokens(tc.in), " "); got != tc.want {
			t.Errorf("tokens(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
