package expr

import (
	"fmt"
	"testing"
)

// TestSentencesSaying: of a day's note, the sentences and lines that say
// a word in one of its forms, not the whole day.
func TestSentencesSaying(t *testing.T) {
	it := item().With("text", "# Monday\n\n- bfast - muesli\nTired but ok. Need to call the landlord about the heating. Sometimes I wonder if we should move somewhere.\n- Landlord finally came!")
	for src, want := range map[string]string{
		`sentences(text, "landlord")`:                  "[Need to call the landlord about the heating. Landlord finally came!]",
		`sentences(text, ["moving", "move", "moved"])`: "[Sometimes I wonder if we should move somewhere.]",
		`sentences(text, "tomato")`:                    "[]",
		`sentences(nil, "landlord")`:                   "[]",
	} {
		got, err := eval(t, src, Items, it)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		if s := fmt.Sprint(got); s != want {
			t.Errorf("%s = %s, want %s", src, s, want)
		}
	}
}
