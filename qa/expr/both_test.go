package expr

import (
	"fmt"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/qa"
)

// TestBothDaysExpression: the days with an item of each of two values.
func TestBothDaysExpression(t *testing.T) {
	mk := func(day int, platform string) *qa.Item {
		it := qa.ItemFromEvents(&ingest.Event{Start: time.Date(2024, 3, day, 10, 0, 0, 0, time.UTC), End: time.Date(2024, 3, day, 10, 0, 0, 0, time.UTC)})
		return it.With("platform", platform)
	}
	p, err := Compile(`filter(dates_of(filter(items, {.platform == "facebook"})), {# in dates_of(filter(items, {.platform == "instagram"}))})`, Apply)
	if err != nil {
		t.Fatal(err)
	}
	p.Bind("items", []*qa.Item{mk(1, "facebook"), mk(1, "instagram"), mk(2, "facebook"), mk(3, "instagram"), mk(4, "facebook"), mk(4, "instagram")})
	got, err := p.Run()
	if err != nil {
		t.Fatal(err)
	}
	if s := fmt.Sprint(got); s != "[2024-03-01 2024-03-04]" {
		t.Errorf("got %s", s)
	}
}
