package rank

import (
	"slices"
	"testing"
)

func TestByCount(t *testing.T) {
	got := ByCount(map[string]int{"b": 2, "a": 2, "c": 5, "d": 1})
	if want := []string{"c", "a", "b", "d"}; !slices.Equal(got, want) {
		t.Errorf("ByCount = %q, want %q", got, want)
	}
	if got := ByCount(map[string]int{}); len(got) != 0 {
		t.Errorf("ByCount(empty) = %q", got)
	}
}
