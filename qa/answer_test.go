package qa

import (
	"strings"
	"testing"
)

// TestTableAnswerSizeColumnOnce: a value that is each group's size in every
// row ("how many songs did I play each month" counts the groups into a
// column) is not shown beside the size column again; a value that differs
// from the size is kept.
func TestTableAnswerSizeColumnOnce(t *testing.T) {
	group := func(month string, n int, extra float64) *Item {
		members := make([]*Item, n)
		for i := range members {
			members[i] = NewItem(nil)
		}
		return NewGroup([]string{"month"}, []any{month}, members).
			WithAttrs(Attr{Name: "count", Value: float64(n)}, Attr{Name: "total_duration", Value: extra})
	}
	groups := []*Item{group("2020-01", 3, 7), group("2020-02", 2, 9)}
	a := TableAnswer(groups, []string{"count", "total_duration"})
	rows := a.Value.([]Row)
	header := TableHeader(rows)
	if strings.Join(header, " ") != "month total_duration count" {
		t.Errorf("header = %q, want month total_duration count", header)
	}
	if strings.Contains(a.Text, "count count") {
		t.Errorf("table shows the size twice:\n%s", a.Text)
	}
	// A value equal to the size in one row only is a value of its own.
	mixed := []*Item{group("2020-01", 3, 3), group("2020-02", 2, 9)}
	if h := TableHeader(TableAnswer(mixed, []string{"total_duration"}).Value.([]Row)); strings.Join(h, " ") != "month total_duration count" {
		t.Errorf("header = %q, want total_duration kept", h)
	}
}
