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

func TestTop(t *testing.T) {
	for _, m := range []map[string]int{
		{"b": 2, "a": 2, "c": 5, "d": 1},
		{"b": 2, "a": 2, "d": 1},
		{"z": 1},
		{"b": 0, "a": 0},
		{"x": -1, "y": -3},
	} {
		k, n := Top(m)
		if want := ByCount(m)[0]; k != want || n != m[want] {
			t.Errorf("Top(%v) = %q, %d, want %q, %d", m, k, n, want, m[want])
		}
	}
	if k, n := Top(map[string]int{}); k != "" || n != 0 {
		t.Errorf("Top(empty) = %q, %d", k, n)
	}
	if y, n := Top(map[int]int{2019: 3, 2018: 3, 2020: 1}); y != 2018 || n != 3 {
		t.Errorf("Top(years) = %d, %d", y, n)
	}
}
