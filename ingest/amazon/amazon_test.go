package amazon

import (
	"testing"
	"time"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
	"reqap/internal/test"
)

type want map[string]any

func day(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }

type evWant struct {
	record string
	source string
	start  time.Time
	allDay bool
	fields want
}

func checkEvents(t *testing.T, res ingesttest.Result, want []evWant) {
	t.Helper()
	if len(res.Events) != len(want) {
		t.Fatalf("got %d events, want %d", len(res.Events), len(want))
	}
	for i, w := range want {
		ev := res.Events[i]
		if ev.Origin.Record != w.record || ev.Source != w.source || !ev.Start.Equal(w.start) || ev.Start.Location() != time.UTC || !ev.End.Equal(ev.Start) || ev.AllDay != w.allDay {
			t.Errorf("event %d: %s %s %v allday=%v, want %s %s %v allday=%v", i, ev.Origin.Record, ev.Source, ev.Start, ev.AllDay, w.record, w.source, w.start, w.allDay)
		}
		ingesttest.Fields(t, ev, w.fields)
	}
}

func TestLegacyFixture(t *testing.T) {
	res := ingesttest.CheckFile(t, OrderHistory, ingesttest.Testdata("01-Jan-2019_to_31-Dec-2020.csv"))
	if res.Match.Score != 80 {
		t.Errorf("match %+v, want 80 (header and .csv)", res.Match)
	}
	ingesttest.Skips(t, res, map[string]string{"line 7": `"13/45/20"`}) // the bad date quoted
	checkEvents(t, res, []evWant{
		{"line 2", ingest.OnlinePurchase, day(2019, 3, 14), true, want{
			"product": "Pasta Maker, Stainless Steel, 9 Settings", "quantity": 1, "unit_price": 39.99,
			"price": 42.49, "currency": "USD", "order_id": "112-0000001-0000001", "category": "kitchen",
			"status": "Shipped", "cancelled": false, "seller": "Amazon.com", "asin": "B000TEST01",
			"payment": "Visa - 1234", "tax": 2.5, "shipment_date": day(2019, 3, 15), "website": "Amazon.com",
		}},
		{"line 3", ingest.OnlinePurchase, day(2019, 3, 14), true, want{
			"product": "Semolina Flour 2 lb", "quantity": 2, "unit_price": 5.25, "price": 10.5, "seller": "Flour Mill LLC",
		}},
		// The same item on a second line of the same order.
		{"line 4", ingest.OnlinePurchase, day(2019, 3, 14), true, want{"product": "Semolina Flour 2 lb", "price": 10.5}},
		{"line 5", ingest.OnlinePurchase, day(2020, 11, 27), true, want{
			"product": `Laptop 13" Retina, 512GB`, "unit_price": 1199, "price": 1295.52, "tax": 96.52,
			"category": "notebook computer", "payment": "MasterCard - 9876",
		}},
		// Quantity 0, nothing charged, nothing shipped: never bought.
		{"line 6", CancelledPurchase, day(2020, 12, 1), true, want{
			"product": "Runner's World", "quantity": 0, "price": 0, "cancelled": true, "status": nil, "shipment_date": nil,
		}},
	})
	if res.Events[1].ID == res.Events[2].ID {
		t.Error("two identical item lines share an ID")
	}
}

func TestRetailFixture(t *testing.T) {
	res := ingesttest.CheckFile(t, RetailOrderHistory, ingesttest.Testdata("Retail.OrderHistory.1.csv"))
	if res.Match.Score != 100 {
		t.Errorf("match %+v, want 100", res.Match)
	}
	ingesttest.Skips(t, res, map[string]string{"line 7": "no order ID"})
	checkEvents(t, res, []evWant{
		{"line 2", ingest.OnlinePurchase, time.Date(2024, 2, 3, 18, 20, 31, 512e6, time.UTC), false, want{
			"product": `Kochbuch: Italienische Küche, "Pasta & Pizza"`, "quantity": 1, "unit_price": 19.99,
			"price": 23.78, "currency": "EUR", "order_id": "302-1111111-2222222", "status": "Closed",
			"cancelled": false, "asin": "B0TESTDE01", "payment": "Visa - 1234", "shipment_status": "Shipped",
			"shipment_date": time.Date(2024, 2, 5, 7, 10, 0, 0, time.UTC), "website": "Amazon.de",
			"category": nil, "seller": nil,
		}},
		// A product name spanning two lines.
		{"line 3", ingest.OnlinePurchase, time.Date(2024, 2, 3, 18, 20, 31, 512e6, time.UTC), false, want{
			"product": "Parmesan\n250 g", "quantity": 2, "unit_price": 4.5, "price": 9,
		}},
		{"line 5", CancelledPurchase, time.Date(2024, 3, 1, 9, 0, 0, 0, time.UTC), false, want{
			"product": "Espresso Machine", "status": "Cancelled", "cancelled": true, "price": 0,
			"unit_price": 250, "shipment_status": nil, "shipment_date": nil,
		}},
		// A date without time, no currency column value, a euro amount
		// with a decimal comma.
		{"line 6", ingest.OnlinePurchase, day(2024, 3, 2), true, want{
			"product": "Olive Oil 1 l", "price": 12.5, "currency": "EUR", "unit_price": nil, "status": "New", "cancelled": false,
		}},
	})
}

func TestRecognize(t *testing.T) {
	ingesttest.RecognizeFile(t, nil, "recognize.tsv", OrderHistory, RetailOrderHistory)
}

func TestParseMoney(t *testing.T) {
	test.Rows(t, "parseMoney", func(s string) []any {
		amount, sym, ok := parseMoney(s)
		return []any{amount, sym, ok}
	}, "money.tsv")
}

func TestRealLegacy(t *testing.T) {
	res := ingesttest.CheckReal(t, OrderHistory, "purchases", "amazon_order_history_report", "nozama_example_items.csv")
	// 4,170 item rows (the file has 4,171 lines and no final newline),
	// from 09/08/06 to 02/25/22.
	if len(res.Events) != 4170 || len(res.Skips) != 0 {
		t.Fatalf("%d events, %d skips; want the 4170 item rows", len(res.Events), len(res.Skips))
	}
	bySource := map[string]int{}
	var spend, spend2021 float64
	first, last := res.Events[0].Start, res.Events[0].Start
	for _, ev := range res.Events {
		bySource[ev.Source]++
		if ev.Source == ingest.OnlinePurchase {
			p, _ := ev.Get("price")
			spend += p.Num
			if ev.Start.Year() == 2021 {
				spend2021 += p.Num
			}
		}
		if ev.Start.Before(first) {
			first = ev.Start
		}
		if ev.Start.After(last) {
			last = ev.Start
		}
	}
	// 93 rows have quantity 0, no status, no shipment and $0.00.
	if bySource[ingest.OnlinePurchase] != 4077 || bySource[CancelledPurchase] != 93 {
		t.Errorf("sources %v", bySource)
	}
	if ingest.Round(spend, 2) != 55118.95 || ingest.Round(spend2021, 2) != 14372.23 { // to the cent
		t.Errorf("total spend %.2f (2021: %.2f), want 55118.95 (14372.23)", spend, spend2021)
	}
	if !first.Equal(day(2006, 9, 8)) || !last.Equal(day(2022, 2, 25)) {
		t.Errorf("orders from %v to %v", first, last)
	}
	ingesttest.Fields(t, res.Events[0], want{
		"product": "Tough Jews : Fathers, Sons, and Gangster Dreams", "category": "book", "asin": "375705473",
		"unit_price": 11.16, "quantity": 1, "price": 11.16, "currency": "USD", "order_id": "103-5759328-9435806",
		"status": "Shipped", "cancelled": false, "seller": "Amazon.com", "payment": "Visa - 9717 and Gift Certificate/Card",
		"shipment_date": day(2006, 9, 13),
	})
	mac := res.Events[2341]
	if mac.Origin.Record != "line 2343" || !mac.Start.Equal(day(2020, 11, 8)) || !mac.AllDay {
		t.Errorf("MacBook row: %s %v", mac.Origin.Record, mac.Start)
	}
	ingesttest.Fields(t, mac, want{
		"order_id": "111-0604167-0505016", "asin": "B0863B2MLC", "unit_price": 1199, "tax": 96.52, "price": 1295.52,
		"category": "notebook computer", "payment": "Visa - 9691 and Gift Certificate/Card",
	})
	ingesttest.Fields(t, res.Events[4169], want{
		"product": "Haribo Gummi Candy, Berries, 5 Pound Bag", "category": "sugar candy", "asin": "B000EVMNP0",
		"unit_price": 17.5, "tax": 0.31, "price": 17.81, "payment": "Visa - 9691",
	})
}

func TestRealRetail(t *testing.T) {
	res := ingesttest.CheckReal(t, RetailOrderHistory, "purchases", "amazon_request_your_data", "Retail.OrderHistory.1_moneyflow_sample.csv")
	if res.Match.Score != 100 || len(res.Skips) != 0 {
		t.Errorf("match %+v, skips %v", res.Match, res.Skips)
	}
	checkEvents(t, res, []evWant{
		{"line 2", ingest.OnlinePurchase, time.Date(2025, 10, 13, 22, 8, 7, 0, time.UTC), false, want{
			"product": "Test Product 1", "quantity": 1, "unit_price": 23.5, "price": 25.79, "currency": "USD",
			"order_id": "113-1234567-8901234", "status": "Closed", "cancelled": false, "asin": "B0BZGVCW1Z",
			"payment": "Visa", "shipment_status": "Shipped",
			"shipment_date": time.Date(2025, 10, 14, 6, 50, 22, 292e6, time.UTC),
		}},
		{"line 3", ingest.OnlinePurchase, time.Date(2025, 10, 12, 10, 0, 0, 0, time.UTC), false, want{
			"product": "Test Product 2", "quantity": 2, "unit_price": 69, "price": 75.73,
		}},
		{"line 4", CancelledPurchase, time.Date(2025, 10, 11, 15, 30, 0, 0, time.UTC), false, want{
			"product": "Test Product 3 Cancelled", "status": "Cancelled", "cancelled": true, "price": 0, "shipment_date": nil,
		}},
		{"line 5", ingest.OnlinePurchase, time.Date(2025, 10, 10, 12, 0, 0, 0, time.UTC), false, want{
			"product": "Test Product 4 Pending", "status": "New", "shipment_status": "Not Shipped", "price": 110,
		}},
	})
}

func TestErrors(t *testing.T) {
	res := ingesttest.Bytes(t, RetailOrderHistory, "Retail.OrderHistory.1.csv", []byte("\"Website\",\"Order ID\"\n\"a\",\"b\"\n"))
	ingesttest.Failed(t, res, "line 1", `no "Order Date" column`)
	ingesttest.Failed(t, ingesttest.Bytes(t, OrderHistory, "items.csv", nil), "", "empty file")
}

func TestRobust(t *testing.T) {
	ingesttest.Robust(t, OrderHistory, "items.csv", test.ReadFile(t, ingesttest.Testdata("01-Jan-2019_to_31-Dec-2020.csv")))
	ingesttest.RobustFile(t, RetailOrderHistory, ingesttest.Testdata("Retail.OrderHistory.1.csv"))
}

func fuzz(f *testing.F, imp *ingest.Importer, seed string) {
	ingesttest.Seed(f, ingesttest.Testdata(seed))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, ev := range ingesttest.Fuzz(t, imp, "o.csv", data).Events {
			if !ev.End.Equal(ev.Start) {
				t.Fatalf("bad span %v – %v", ev.Start, ev.End)
			}
		}
	})
}

func FuzzOrderHistory(f *testing.F) { fuzz(f, OrderHistory, "01-Jan-2019_to_31-Dec-2020.csv") }

func FuzzRetailOrderHistory(f *testing.F) { fuzz(f, RetailOrderHistory, "Retail.OrderHistory.1.csv") }

func BenchmarkLegacy(b *testing.B) {
	data := ingesttest.ReadReal(b, "purchases", "amazon_order_history_report", "nozama_example_items.csv")
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if res := ingesttest.Bytes(b, OrderHistory, "items.csv", data); res.Err != nil {
			b.Fatal(res.Err)
		}
	}
}
