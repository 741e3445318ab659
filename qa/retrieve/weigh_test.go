package retrieve

import (
	"testing"

	"reqap/qa/retrieve/lexicon"
)

// Whatever weighs a candidate keeps its mask the concepts that weigh at
// least the threshold, as maskOf reads them from the weights; the source's
// bit is no concept's, and a concept past the mask has no bit to keep.
func TestWeighKeepsTheMask(t *testing.T) {
	c := &cand{weights: make([]float64, maskedConcepts+2), mask: sourceBit}
	for _, s := range []struct {
		ci int
		w  float64
	}{
		{0, lexicon.Strong}, {2, lexicon.Related}, {3, lexicon.Threshold / 2},
		{0, 0}, {5, lexicon.Threshold}, {maskedConcepts, lexicon.Strong}, {maskedConcepts + 1, lexicon.Strong},
	} {
		c.weigh(s.ci, s.w)
		if c.weights[s.ci] != s.w {
			t.Errorf("weigh(%d, %v) left the weight %v", s.ci, s.w, c.weights[s.ci])
		}
		if want := maskOf(c.weights, lexicon.Threshold) | sourceBit; c.mask != want {
			t.Errorf("after weigh(%d, %v) the mask is %b, want %b", s.ci, s.w, c.mask, want)
		}
	}
}
