package amazon

import (
	"testing"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
	"reqap/internal/test"
)

var registry = ingesttest.Registry(OrderHistory, RetailOrderHistory, Refunds)

func TestRefunds(t *testing.T) {
	// The purchase report is not a refunds report, nor the other way round.
	if m := (OrderHistory).Recognize(ingest.Candidate{Path: "r.csv", Head: test.ReadFile(t, "testdata/Refunds_01-Jan-2019_to_31-Dec-2020.csv")}); m.Score != 0 {
		t.Errorf("order history reads the refunds: %+v", m)
	}

	// Deriving the purchases with the refund keeps the refunded item apart.
	buys := ingesttest.CheckFile(t, OrderHistory, ingesttest.Testdata("01-Jan-2019_to_31-Dec-2020.csv"))
	p := &ingest.Perspective{Refunded: func(k string) bool { return k == ItemKey("112-0000001-0000001", "B000TEST01") }}
	n := 0
	for i := range buys.Events {
		ev := &buys.Events[i]
		registry.Derive(ev, p)
		if ev.Source == RefundedPurchase {
			n++
			if ev.Text("asin") != "B000TEST01" || ev.Text("refunded") != "true" {
				t.Errorf("%s refunded: %v", ev.Origin.Record, ev.Fields)
			}
		}
	}
	if n != 1 {
		t.Errorf("%d refunded purchases, want 1", n)
	}
	ev := buys.Events[0]
	if registry.Derive(&ev, &ingest.Perspective{}); ev.Source != ingest.OnlinePurchase {
		t.Errorf("without the refund: %s", ev.Source)
	}
}

func FuzzRefunds(f *testing.F) { fuzz(f, Refunds, "Refunds_01-Jan-2019_to_31-Dec-2020.csv") }
