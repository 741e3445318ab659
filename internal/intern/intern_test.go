package intern

import (
	"slices"
	"testing"
)

func TestTable(t *testing.T) {
	var tb Table[uint16]
	for i, s := range []string{"music", "mail", "music", "calendar", "mail"} {
		if got, want := tb.Code(s), []uint16{0, 1, 0, 2, 1}[i]; got != want {
			t.Errorf("Code(%q) = %d, want %d", s, got, want)
		}
	}
	if tb.Len() != 3 || tb.Name(2) != "calendar" || !slices.Equal(tb.Names(), []string{"music", "mail", "calendar"}) {
		t.Errorf("table %q", tb.Names())
	}
	if c, ok := tb.Lookup("mail"); !ok || c != 1 {
		t.Errorf("Lookup(mail) = %d, %v", c, ok)
	}
	if _, ok := New[int32](4).Lookup("x"); ok {
		t.Error("an empty table has a code")
	}
}
