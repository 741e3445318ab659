package qa

import (
	"strings"
	"testing"
	"time"

	"reqap/ingest"
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

// TestTableAnswerOwnCount: a count a MAP gave each group (how often the
// month's top song was played) is the row's count, not the group's size.
func TestTableAnswerOwnCount(t *testing.T) {
	members := []*Item{NewItem(nil), NewItem(nil), NewItem(nil)}
	g := NewGroup([]string{"month"}, []any{"March 2023"}, members).
		WithAttrs(Attr{Name: "top_track", Value: "Anti-Hero"}, Attr{Name: "count", Value: float64(2)})
	a := TableAnswer([]*Item{g}, []string{"top_track"})
	if rows := a.Value.([]Row); rows[0].Count != 2 {
		t.Errorf("count = %d, want the top's 2\n%s", rows[0].Count, a.Text)
	}
	plain := NewGroup([]string{"month"}, []any{"March 2023"}, members)
	if rows := TableAnswer([]*Item{plain}, nil).Value.([]Row); rows[0].Count != 3 {
		t.Errorf("count = %d, want the size 3", rows[0].Count)
	}
}

// TestRankedAnswerTellsApart: a winner whose summary every candidate
// shares ("running") is told by its date and ranked value; one named
// alone keeps its name.
func TestRankedAnswerTellsApart(t *testing.T) {
	run := func(title, day string, km float64) *Item {
		start, err := time.Parse(time.DateOnly, day)
		if err != nil {
			t.Fatal(err)
		}
		ev := &ingest.Event{ID: title + day, Source: "workout", Start: start.Add(9 * time.Hour)}
		ev.SetText("name", title)
		return ItemFromEvents(ev).With("distance_km", km)
	}
	a, b, c := run("running", "2015-08-29", 12.74), run("running", "2017-06-11", 4), run("Second", "2023-07-02", 10)
	got := RankedAnswer([]*Item{a}, []*Item{a, b, c}, "distance_km").Text
	if got != "running on 2015-08-29 (12.74 km)" {
		t.Errorf("shared summary: %q", got)
	}
	if got := RankedAnswer([]*Item{c}, []*Item{a, b, c}, "distance_km").Text; got != "Second" {
		t.Errorf("own name: %q, want Second", got)
	}
}

// TestItemsAnswerSaysRepeatsOnce: the same thing found again is said
// once with how often, and what is left over is counted in items.
func TestItemsAnswerSaysRepeatsOnce(t *testing.T) {
	item := func(title string) *Item {
		e := &ingest.Event{Source: "calendar", Start: time.Date(2014, 12, 10, 0, 0, 0, 0, time.UTC)}
		e.SetText("summary", title)
		return ItemFromEvents(e)
	}
	var items []*Item
	for range 3 {
		items = append(items, item("Anna's birthday"))
	}
	items = append(items, item("Ben's birthday"))
	if got, want := ItemsAnswer(items).Text, "Anna's birthday (3 times); Ben's birthday"; got != want {
		t.Errorf("text %q, want %q", got, want)
	}
	items = nil
	for i := range itemsListed + 2 {
		items = append(items, item(strings.Repeat("x", i+1)), item(strings.Repeat("x", i+1)))
	}
	if got := ItemsAnswer(items).Text; !strings.HasSuffix(got, "and 4 more") {
		t.Errorf("text %q, want the 4 items left counted", got)
	}
}

// TestItemsAnswerSaysDatesOfOneKind: things that share one summary ("list
// my runs over 10 km": "running" each) are told apart by their dates;
// "running (3 times)" alone named none of them.
func TestItemsAnswerSaysDatesOfOneKind(t *testing.T) {
	var items []*Item
	for d := range 3 {
		e := &ingest.Event{Source: "workout", Start: time.Date(2022, 5, 10+d, 9, 0, 0, 0, time.UTC)}
		e.SetText("summary", "running")
		items = append(items, ItemFromEvents(e))
	}
	if got, want := ItemsAnswer(items).Text, "running (3 times): on 2022-05-10, 2022-05-11, 2022-05-12"; got != want {
		t.Errorf("text %q, want %q", got, want)
	}
}

// TestItemsAnswerOfOneKindWithoutDates: things of one summary with no
// date are said as before, with nothing after them ("running (2 times)",
// not "running (2 times): ").
func TestItemsAnswerOfOneKindWithoutDates(t *testing.T) {
	var items []*Item
	for range 2 {
		e := &ingest.Event{Source: "note"}
		e.SetText("summary", "running")
		items = append(items, ItemFromEvents(e))
	}
	if got := ItemsAnswer(items).Text; strings.HasSuffix(got, ": ") || strings.HasSuffix(got, ":") {
		t.Errorf("text %q ends with an empty list of dates", got)
	}
}
