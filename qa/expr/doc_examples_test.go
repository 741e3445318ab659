package expr

import (
	"testing"

	"reqap/qa"
)

// The examples of the package documentation compile in their context and
// give the documented results on a small item.
func TestDocExamples(t *testing.T) {
	it := item().WithAttrs(qa.Attr{Name: "cuisine", Value: "Italian"}, qa.Attr{Name: "started", Value: qa.NewDate(2018, 6, 1)})
	g := qa.NewGroup([]string{"artist"}, []any{"Muse"}, []*qa.Item{
		it.With("duration_s", 4000.0), it.With("duration_s", 3200.0), it,
	}).With("count", 3.0)
	runContextCases(t, []contextCase{
		{`year(start_date) == 2019 && month(start_date) == 1`, Items, it, true},
		{`start_date >= add_months(today, -6)`, Items, it, false},
		{`start_datetime >= started`, Items, it, true},
		{`weekday(start_date) >= 6 || hour(start_time) >= 18`, Items, it, true},
		{`season(start_date) == "winter" && year(start_date) == 2019`, Items, it, true},
		{`any(participants, {# contains "robert"}) && location contains "park"`, Items, it, true},
		{`cuisine == "italian"`, Items, it, true},
		{`len(group)`, Groups, g, 3.0},
		{`sum(map(group, .duration_s)) / 3600`, Groups, g, 2.0},
		{`count(group, .duration_s > 3600)`, Groups, g, 1},
		{`count([true, false, true])`, Items, it, 2},
		{`find(participants, {# startsWith "a"})`, Items, it, "Anna"},
		{`map(participants, {#index})`, Items, it, []any{0, 1}},
		{`{"k": 1}["k"]`, Items, it, 1},
		{`len(items)`, Apply, it, 2.0},
		{`i1.start_datetime <= i2.end_datetime && i2.start_datetime <= i1.end_datetime`, Join, it, true},
		{`i2.start_datetime >= i1.end_datetime && i2.start_datetime <= add_hours(i1.end_datetime, 3)`, Join, it, false},
		{`i1.start_date == i2.start_date`, Join, it, true},
	})
}
