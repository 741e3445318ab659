package retrieve

import (
	"testing"
	"time"

	"reqap/ingest"
	"reqap/qa"
)

// TestSortByStartUndated: an item without a time (an account fact) sorts
// first among items re-timed to what they announce, and does not panic.
func TestSortByStartUndated(t *testing.T) {
	fact := &ingest.Event{ID: "fact", Source: ingest.Account}
	mail := &ingest.Event{ID: "mail", Source: ingest.Mail, Start: time.Date(2024, 3, 6, 10, 0, 0, 0, time.UTC)}
	items := []*qa.Item{qa.ItemAt(time.Date(2024, 3, 9, 20, 0, 0, 0, time.UTC), time.Date(2024, 3, 9, 22, 0, 0, 0, time.UTC), mail), qa.ItemFromEvents(fact)}
	sortByStart(items)
	if items[0].Events[0].ID != "fact" || items[1].Events[0].ID != "mail" {
		t.Errorf("order %s, %s; want the undated fact first", items[0].Events[0].ID, items[1].Events[0].ID)
	}
}
