package lexicon

import (
	"strings"
	"testing"

	"reqap/internal/test"
)

func TestNarrowed(t *testing.T) {
	lx := test.Must(t, Default)
	for _, tc := range []struct{ query, concept, kind string }{
		{"how many video calls did I have with my mom", "call", "video"},
		{"trail runs", "running", "trail"},
		{"how much red wine did I buy", "wine", "red"},
		{"phone calls with mum", "call", ""}, // "phone" is a term of call itself
		{"my mother's birthday", "mother", ""},
		{"bike rides in May", "cycling", ""},
	} {
		p := lx.Parse(tc.query)
		got := ""
		for _, c := range p.Concepts {
			if c.ID == tc.concept {
				got = strings.Join(Keys(p.Narrowed(c)), " ")
			}
		}
		if got != tc.kind {
			t.Errorf("%q: kind of %s %q, want %q", tc.query, tc.concept, got, tc.kind)
		}
	}
	call, _ := lx.Concept("call")
	video := Tokens("video")
	for text, want := range map[string]bool{
		"Video call mum & dad": true,
		"Call mom":             false,
		"Video Game: Starfall Odyssey, call us at": false,
	} {
		if got := lx.SaysKind(Tokens(text), video, call); got != want {
			t.Errorf("SaysKind(%q) = %v, want %v", text, got, want)
		}
	}
}
