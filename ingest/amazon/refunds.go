package amazon

import (
	"context"
	"fmt"
	"strings"

	"reqap/ingest"
	"reqap/lang/money"
)

// Refund is the source of money Amazon paid back for returned items.
const Refund = "online_refund"

// RefundedPurchase is the source of purchases whose items were all
// returned and refunded: like cancelled ones, they are not spending.
const RefundedPurchase = "online_purchase_refunded"

// Refunds reads the legacy Order History Reports "Refunds" report (header
// "Order ID,Order Date,Title,Category,ASIN/ISBN,Website,Purchase Order
// Number,Refund Date,..."): one refund per row, on its refund date. The
// purchases they refund are found by order ID and ASIN and kept apart
// from spending when the library is derived (see deriveRefund).
var Refunds = &ingest.Importer{
	Sources:   []string{Refund},
	Name:      "amazon_refunds",
	Doc:       "Amazon Order History Reports refunds CSV: one refund per row; the refunded purchases stop counting as spending",
	Recognize: recognizeRefunds,
	Import:    importRefunds,
}

func recognizeRefunds(c ingest.Candidate) ingest.Match {
	h := c.HeaderLine()
	return score(false, strings.HasPrefix(h, "Order ID,Order Date,Title") && strings.Contains(h, "Refund Date") && strings.Contains(h, "Refund Amount"), c.Ext() == ".csv")
}

func importRefunds(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	return importCSV(ctx, in, sink, []string{"Order ID", "Refund Date", "Refund Amount"}, refundRow)
}

func refundRow(r row) (ingest.Event, string, string, error) {
	ev, order, asin, err := legacyItem(r, Refund, "Refund Date", "refund date")
	if err != nil {
		return ev, "", "", err
	}
	ev.SetText("product", r.get("Title"))
	amount, currency, ok := money.Parse(r.get("Refund Amount"))
	if !ok {
		return ingest.Event{}, "", "", fmt.Errorf("refund amount %q is not an amount", r.get("Refund Amount"))
	}
	if tax, _, ok := money.Parse(r.get("Refund Tax Amount")); ok {
		amount = ingest.Round(amount+tax, 2)
	}
	ev.SetNumber("refund_amount", amount)
	ev.SetText("currency", currency)
	if q, ok := parseNumber(r.get("Quantity")); ok {
		ev.SetNumber("quantity", q)
	}
	ev.SetText("order_id", order)
	ev.SetText("asin", asin)
	ev.SetText("category", category(r.get("Category")))
	if d, err := parseDate(r.get("Order Date")); err == nil {
		ev.SetTime("order_date", d)
	}
	ev.SetText("reason", r.get("Refund Reason"))
	ev.SetText("condition", r.get("Refund Condition"))
	ev.SetText("seller", r.get("Seller"))
	ev.SetText("website", r.get("Website"))
	return ev, order, asin, nil
}

// ItemKey is how a refund names the purchase it refunds.
func ItemKey(order, asin string) string { return order + "\x00" + asin }

// deriveRefund is the order reports' Derive: an item whose order and ASIN
// a refund names was returned, and stops counting as spending; back when
// the refund is gone.
func deriveRefund(ev *ingest.Event, p *ingest.Perspective) bool {
	if ev.Source != ingest.OnlinePurchase && ev.Source != RefundedPurchase {
		return false
	}
	refunded := p != nil && p.Refunded != nil && p.Refunded(ItemKey(ev.Text("order_id"), ev.Text("asin")))
	src := ingest.OnlinePurchase
	if refunded {
		src = RefundedPurchase
	}
	mark := ingest.Value{}
	if refunded {
		mark = ingest.Bool(true)
	}
	changed := ev.SetDerived("refunded", mark)
	if ev.Source != src {
		ev.Source = src
		changed = true
	}
	return changed
}
