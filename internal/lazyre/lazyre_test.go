package lazyre

import "testing"

func TestNew(t *testing.T) {
	n := len(all)
	re := New(`a(b+)`)
	if got := re().FindStringSubmatch("xabbb"); len(got) != 2 || got[1] != "bbb" {
		t.Errorf("match %q", got)
	}
	if re() != re() {
		t.Error("compiled twice")
	}
	if CompileAll() != n+1 {
		t.Error("CompileAll missed one")
	}
	bad := New(`a(`)
	defer func() {
		all = all[:len(all)-1]
		if recover() == nil {
			t.Error("an invalid expression compiled")
		}
	}()
	bad()
}

func TestOf(t *testing.T) {
	a, b := Of(`x+y`), Of(`x+y`)
	if a != b || !a.MatchString("xxy") {
		t.Error("a pattern was compiled twice or wrongly")
	}
	defer func() {
		if recover() == nil {
			t.Error("an invalid expression compiled")
		}
	}()
	Of(`(`)
}

// An expression built on first use is written then, once.
func TestBuild(t *testing.T) {
	calls := 0
	re := Build(func() string { calls++; return `x(y+)` })
	if calls != 0 {
		t.Fatalf("built at declaration")
	}
	for range 2 {
		if got := re().FindStringSubmatch("axyy"); len(got) != 2 || got[1] != "yy" {
			t.Errorf("match %q", got)
		}
	}
	if calls != 1 {
		t.Errorf("written %d times, want once", calls)
	}
}
