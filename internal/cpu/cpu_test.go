//go:build unix

package cpu

import "testing"

// Work on the CPU shows in Time; it never goes back.
func TestTimeGrowsWithWork(t *testing.T) {
	t0 := Time()
	if t0 <= 0 {
		t.Fatalf("Time() = %v at the start of a test process", t0)
	}
	x := 0
	for i := 0; Time() == t0; i++ {
		x ^= i
	}
	if t1 := Time(); t1 < t0 {
		t.Errorf("Time went back: %v after %v", t1, t0)
	}
	_ = x
}
