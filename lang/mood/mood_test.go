package mood

import "testing"

func TestOf(t *testing.T) {
	for w, want := range map[string]int{"happy": 1, "Cheerful": 1, "good": 1, "great": 1, "down": -1, "sad": -1, "stressed": -1, "ok": 0, "meh": 0, "worn out": -1} {
		got, ok := Of(w)
		if !ok || Sign(got.Valence) != want {
			t.Errorf("Of(%q) = %v, %v; want a valence of sign %d", w, got, ok, want)
		}
	}
	if _, ok := Of("table"); ok {
		t.Error("table is no mood")
	}
}
