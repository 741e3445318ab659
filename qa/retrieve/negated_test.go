package retrieve

import (
	"math/rand/v2"
	"testing"
)

// mayNegate finds "not" and "non" in any case wherever they are, as a
// test of every three bytes does.
func TestMayNegate(t *testing.T) {
	every := func(s string) bool {
		for i := 0; i+2 < len(s); i++ {
			if s[i]|0x20 == 'n' && s[i+1]|0x20 == 'o' && (s[i+2]|0x20 == 't' || s[i+2]|0x20 == 'n') {
				return true
			}
		}
		return false
	}
	texts := []string{"", "n", "no", "not", "NOT", "nOn", "Non-stop", "a not b", "nothing", "snow", "nO",
		"ooo", "onto", "on", "Mother's Day [Not a public holiday]", "xxnon", "noonn", "no t", "nöt", "NoT."}
	r := rand.New(rand.NewPCG(1, 2))
	letters := "nNoOtTx .ö"
	for range 5000 {
		b := make([]byte, r.IntN(9))
		for i := range b {
			b[i] = letters[r.IntN(len(letters))]
		}
		texts = append(texts, string(b))
	}
	for _, s := range texts {
		if got, want := mayNegate(s), every(s); got != want {
			t.Errorf("mayNegate(%q) = %v, want %v", s, got, want)
		}
	}
}
