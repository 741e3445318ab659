// Package amazon imports Amazon order histories as online purchases, one
// event per item row, from the two CSV layouts Amazon has offered:
//
//   - "amazon_order_history": the legacy Order History Reports "Items"
//     report (header "Order Date,Order ID,Title,Category,ASIN/ISBN,...",
//     MM/DD/YY dates, "$"-prefixed prices);
//   - "amazon_retail_order_history": Retail.OrderHistory.N.csv from
//     "Request your data" (28 quoted columns, ISO 8601 order times).
//
// Cancelled items are imported for completeness but with the source
// "online_purchase_cancelled" (and cancelled: true), so that questions about
// purchases and spending never count them. An item counts as cancelled when
// its order status says so, or — in the legacy report, which has no
// cancelled status — when it was ordered with quantity 0, a zero total and
// no shipment, which is how that report lists items that were never
// bought.
package amazon

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"reqap/ingest"
	"reqap/lang/address"
	"reqap/lang/fold"
	"reqap/lang/money"
	"reqap/lang/number"
)

// CancelledPurchase is the source of cancelled items.
var CancelledPurchase = ingest.Cancelled(ingest.OnlinePurchase)

// OrderHistory reads the legacy Order History Reports items CSV.
var OrderHistory = &ingest.Importer{
	Name:      "amazon_order_history",
	Doc:       "Amazon Order History Reports items CSV: one purchase per item row (cancelled items kept apart)",
	Recognize: recognizeOrderHistory,
	Import:    importOrderHistory,
	Derive:    deriveRefund,
}

// RetailOrderHistory reads Retail.OrderHistory.N.csv.
var RetailOrderHistory = &ingest.Importer{
	Name:      "amazon_retail_order_history",
	Doc:       "Amazon Retail.OrderHistory.N.csv (Request your data): one purchase per item row (cancelled orders kept apart)",
	Recognize: recognizeRetailOrderHistory,
	Import:    importRetailOrderHistory,
	// Order Date is a UTC instant ("2025-10-13T22:08:07Z"); bare dates
	// are all-day and stay dates.
	UTCStamped: true,
	Derive:     deriveRefund,
}

// score is MatchBy, but a header alone in a .csv file is almost as good as
// a name too: the legacy reports carry no name of their own.
func score(byName, byContent, csvExt bool) ingest.Match {
	if byContent && !byName && csvExt {
		return ingest.Match{Score: ingest.ScoreExtContent}
	}
	return ingest.MatchBy(byName, byContent)
}

// recognizeOrderHistory goes by the header alone: the legacy reports carry
// the date range in their name ("01-Jan-2006_to_31-Dec-2021.csv").
func recognizeOrderHistory(c ingest.Candidate) ingest.Match {
	h := c.HeaderLine()
	return score(false, strings.HasPrefix(h, "Order Date,Order ID,Title,Category"), c.Ext() == ".csv")
}

func recognizeRetailOrderHistory(c ingest.Candidate) ingest.Match {
	base := strings.ToLower(c.Base())
	byName := strings.HasPrefix(base, "retail.orderhistory") && strings.HasSuffix(base, ".csv")
	h := c.HeaderLine()
	byContent := strings.HasPrefix(h, "Website,Order ID,Order Date") && strings.Contains(h, "Product Name")
	return score(byName, byContent, c.Ext() == ".csv")
}

// row is one CSV record, read by column name.
type row struct{ *ingest.CSVRow }

// get returns the trimmed value of a column; Amazon's placeholders for
// missing values read as empty.
func (r row) get(col string) string {
	v := r.Get(col)
	if strings.EqualFold(v, "Not Available") || strings.EqualFold(v, "Not Applicable") || strings.EqualFold(v, "N/A") {
		return ""
	}
	return v
}

// mapper turns a row into an event and the identity parts of its record
// (order id, asin).
type mapper func(r row) (ev ingest.Event, order, asin string, err error)

// importCSV streams the rows of an order history CSV through m.
func importCSV(ctx context.Context, in *ingest.Input, sink ingest.Sink, required []string, m mapper) error {
	ids := ingest.Occurrences{}
	return ingest.ReadCSV(ctx, in, sink, ingest.CSV{What: "an Amazon " + in.Format + " file", Required: required},
		func(r *ingest.CSVRow) (ingest.Event, error) {
			ev, order, asin, err := m(row{r})
			if err != nil {
				return ev, err
			}
			// Identical items of one order (bought twice, on two lines)
			// stay distinct by their occurrence.
			ev.ID = in.Key(order, asin, ids.Ordinal(order, asin))
			return ev, nil
		})
}

func importOrderHistory(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	return importCSV(ctx, in, sink, []string{"Order Date", "Order ID", "Title"}, legacyRow)
}

func importRetailOrderHistory(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	return importCSV(ctx, in, sink, []string{"Order ID", "Order Date", "Product Name"}, retailRow)
}

// legacyItem starts the event of a row of a legacy report, items or
// refunds: its order and ASIN, and the day in the column dateCol, which
// what names in errors.
func legacyItem(r row, source, dateCol, what string) (ev ingest.Event, order, asin string, err error) {
	order, asin = r.get("Order ID"), r.get("ASIN/ISBN")
	if order == "" {
		return ingest.Event{}, "", "", errors.New("row has no order ID")
	}
	day, err := parseDate(r.get(dateCol))
	if err != nil {
		return ingest.Event{}, "", "", fmt.Errorf("%s: %w", what, err)
	}
	return ingest.Event{Source: source, Start: day, End: day, AllDay: true}, order, asin, nil
}

func legacyRow(r row) (ingest.Event, string, string, error) {
	ev, order, asin, err := legacyItem(r, ingest.OnlinePurchase, "Order Date", "order date")
	if err != nil {
		return ev, "", "", err
	}
	ev.SetText("product", r.get("Title"))
	qty, hasQty, total, hasTotal := setPrices(&ev, r, "Purchase Price Per Unit", "Item Total")
	ev.SetText("order_id", order)
	ev.SetText("category", category(r.get("Category")))
	status := r.get("Order Status")
	ev.SetText("status", status)
	// The legacy report has no cancelled status: an item ordered with
	// quantity 0, nothing charged and nothing shipped was never bought.
	cancelled := strings.Contains(strings.ToLower(status), "cancel") ||
		(status == "" && hasQty && qty == 0 && (!hasTotal || total == 0) && r.get("Shipment Date") == "")
	setCancelled(&ev, cancelled)
	ev.SetText("seller", r.get("Seller"))
	ev.SetText("asin", asin)
	ev.SetText("payment", r.get("Payment Instrument Type"))
	if tax, _, ok := money.Parse(r.get("Item Subtotal Tax")); ok {
		ev.SetNumber("tax", tax)
	}
	// The list price is the shop's price before its reduction; the report
	// writes $0.00 where it has none. What was saved against it is the
	// item's discount (negative where more than the list price was paid).
	if list, _, ok := money.Parse(r.get("List Price Per Unit")); ok && list > 0 {
		ev.SetNumber("list_price", list)
		if unit, _, ok := money.Parse(r.get("Purchase Price Per Unit")); ok && hasQty {
			ev.SetNumber("discount", ingest.Round((list-unit)*qty, 2))
		}
	}
	if d, err := parseDate(r.get("Shipment Date")); err == nil {
		ev.SetTime("shipment_date", d)
	}
	if !cancelled {
		setCarrier(&ev, r)
	}
	ev.SetText("website", r.get("Website"))
	if !cancelled {
		// Where the item was shipped: the town and state of the address
		// (not the street, nor the recipient's name, which say more
		// about a person than a question of where things went needs); a
		// cancelled item went nowhere.
		ev.SetText("ship_city", placeName(r.get("Shipping Address City")))
		ev.SetText("ship_state", r.get("Shipping Address State"))
	}
	return ev, order, asin, nil
}

// setCarrier sets who delivered an item from the column both reports
// write: "UPS(1Z999)", "AMZN_US(TBA123)", the carrier, then its tracking
// number, which names no carrier and is left out.
func setCarrier(ev *ingest.Event, r row) {
	if c, _, _ := strings.Cut(r.get("Carrier Name & Tracking Number"), "("); strings.TrimSpace(c) != "" {
		ev.SetText("carrier", strings.TrimSpace(c))
	}
}

// placeName writes a town's name written wholly in capitals, as postal
// addresses often are ("SCOTTSDALE", "MAPLE GLEN"), as a name is
// ("Scottsdale", "Maple Glen"); one written otherwise stays as written.
func placeName(s string) string {
	if s != strings.ToUpper(s) {
		return s
	}
	return fold.Titled(strings.ToLower(s))
}

func retailRow(r row) (ingest.Event, string, string, error) {
	order, asin := r.get("Order ID"), r.get("ASIN")
	if order == "" {
		return ingest.Event{}, "", "", errors.New("row has no order ID")
	}
	start, allDay, err := parseISO(r.get("Order Date"))
	if err != nil {
		return ingest.Event{}, "", "", fmt.Errorf("order date: %w", err)
	}
	ev := ingest.Event{Source: ingest.OnlinePurchase, Start: start, End: start, AllDay: allDay}
	ev.SetText("product", r.get("Product Name"))
	qty, hasQty, _, _ := setPrices(&ev, r, "Unit Price", "Total Owed")
	// The tax of the item's subtotal, as the legacy report's; else the
	// unit's tax times the quantity.
	if tax, _, ok := money.Parse(r.get("Shipment Item Subtotal Tax")); ok {
		ev.SetNumber("tax", tax)
	} else if tax, _, ok := money.Parse(r.get("Unit Price Tax")); ok && hasQty {
		ev.SetNumber("tax", ingest.Round(tax*qty, 2))
	}
	// Amazon writes the order's discounts as a negative amount or a
	// positive one: either way, what was taken off.
	if d, _, ok := money.Parse(r.get("Total Discounts")); ok {
		ev.SetNumber("discount", math.Abs(d))
	}
	if ship, _, ok := money.Parse(r.get("Shipping Charge")); ok {
		ev.SetNumber("shipping_fee", ship)
	}
	ev.SetText("order_id", order)
	status := r.get("Order Status")
	ev.SetText("status", status)
	setCancelled(&ev, strings.Contains(strings.ToLower(status), "cancel"))
	ev.SetText("asin", asin)
	ev.SetText("payment", r.get("Payment Instrument Type"))
	ev.SetText("shipment_status", r.get("Shipment Status"))
	setCarrier(&ev, r)
	if !strings.Contains(strings.ToLower(status), "cancel") {
		// the town the item went to, as the legacy report's column
		// gives it; of the line the report writes the whole address
		// on, the street and the recipient are left out as there
		ev.SetText("ship_city", placeName(address.Town(r.get("Shipping Address"))))
	}
	if t, _, err := parseISO(r.get("Ship Date")); err == nil {
		ev.SetTime("shipment_date", t)
	}
	ev.SetText("website", r.get("Website"))
	return ev, order, asin, nil
}

// setPrices sets an order line's quantity, unit price, price and currency
// from the Quantity column, the columns unitCol and totalCol and the
// Currency column, as both reports write them. Without a total the price
// is quantity × unit price; without a currency column, the currency is the
// one the amounts' symbols name. It returns the quantity and the total.
func setPrices(ev *ingest.Event, r row, unitCol, totalCol string) (qty float64, hasQty bool, total float64, hasTotal bool) {
	qty, hasQty = parseNumber(r.get("Quantity"))
	if hasQty {
		ev.SetNumber("quantity", qty)
	}
	unit, unitCurrency, hasUnit := money.Parse(r.get(unitCol))
	if hasUnit {
		ev.SetNumber("unit_price", unit)
	}
	total, totalCurrency, hasTotal := money.Parse(r.get(totalCol))
	if hasTotal {
		ev.SetNumber("price", total)
	} else if hasUnit && hasQty {
		ev.SetNumber("price", ingest.Round(unit*qty, 2))
	}
	currency := r.get("Currency")
	if currency == "" {
		currency = cmp.Or(totalCurrency, unitCurrency)
	}
	ev.SetText("currency", currency)
	return qty, hasQty, total, hasTotal
}

// parseNumber reads a quantity as both reports write it ("1,000"); absurd
// values are none.
func parseNumber(s string) (float64, bool) {
	f, ok := number.Parse(s)
	if !ok || math.Abs(f) > 1e12 {
		return 0, false
	}
	return f, true
}

// setCancelled files a cancelled item apart. Its quantity 0 is what was
// shipped and charged, not how many were ordered, which the report no
// longer says: it is left out, so that a cancelled line counts as one
// item ("how many items did I cancel in 2020" summed the zeros to 0).
func setCancelled(ev *ingest.Event, cancelled bool) {
	ev.SetBool("cancelled", cancelled)
	if cancelled {
		ev.Source = CancelledPurchase
		ev.Fields = slices.DeleteFunc(ev.Fields, func(f ingest.Field) bool {
			return f.Key == "quantity" && f.Value.Equal(ingest.Number(0))
		})
	}
}

// parseDate reads the legacy report's US dates (MM/DD/YY, or MM/DD/YYYY
// after a spreadsheet re-save) and ISO dates, as all-day dates in UTC.
func parseDate(s string) (time.Time, error) {
	for _, l := range []string{"01/02/06", "1/2/06", "01/02/2006", "1/2/2006", "2006-01-02"} {
		if t, err := time.ParseInLocation(l, s, time.UTC); err == nil {
			return t, nil
		}
	}
	return time.Time{}, fmt.Errorf("%q is not a MM/DD/YY date", s)
}

// parseISO reads "2025-10-13T22:08:07Z" (optionally with fractional
// seconds) as an instant in UTC, or a bare date as an all-day date.
func parseISO(s string) (time.Time, bool, error) {
	if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
		return t.UTC(), false, nil
	}
	if t, err := time.ParseInLocation("2006-01-02 15:04:05", s, time.UTC); err == nil {
		return t, false, nil
	}
	if t, err := time.ParseInLocation("2006-01-02", s, time.UTC); err == nil {
		return t, true, nil
	}
	return time.Time{}, false, fmt.Errorf("%q is not an ISO 8601 date", s)
}

// category makes Amazon's catalogue codes readable for search: ABIS_BOOK →
// book, SUGAR_CANDY → sugar candy.
func category(s string) string {
	s = strings.TrimPrefix(s, "ABIS_")
	return strings.ToLower(strings.ReplaceAll(s, "_", " "))
}
