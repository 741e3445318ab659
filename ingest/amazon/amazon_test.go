package amazon

import (
	"testing"
	"time"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
	"reqap/internal/test"
)

// The fixtures' purchases and skips are in the expectation files beside
// them (X.want): in the legacy report, a bad date skipped, an item on
// two lines of one order (with IDs of their own, as CheckFile's contract
// wants of all events), and quantity 0 with nothing charged or shipped,
// never bought; in the retail one, a product name spanning two lines, a
// cancelled order, and a date without time, no currency and a euro amount
// with a decimal comma.
func TestFixtures(t *testing.T) {
	ingesttest.Golden(t, OrderHistory, ingesttest.Testdata("01-Jan-2019_to_31-Dec-2020.csv"))
	ingesttest.Golden(t, RetailOrderHistory, ingesttest.Testdata("Retail.OrderHistory.1.csv"))
	ingesttest.Golden(t, Refunds, ingesttest.Testdata("Refunds_01-Jan-2019_to_31-Dec-2020.csv"))
}

func TestRecognize(t *testing.T) {
	ingesttest.RecognizeFile(t, nil, "recognize.tsv", OrderHistory, RetailOrderHistory)
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
	if first.Format(time.DateOnly) != "2006-09-08" || last.Format(time.DateOnly) != "2022-02-25" {
		t.Errorf("orders from %v to %v", first, last)
	}
	// The first row, the MacBook (with tax) and the last row: their events
	// are in the expectation file.
	ingesttest.ExpectRecords(t, res, "testdata/real/nozama_example_items.csv.want", "line 2", "line 2343", "line 4171")
}

func TestRealRetail(t *testing.T) {
	ingesttest.GoldenReal(t, RetailOrderHistory, "testdata/real/Retail.OrderHistory.1_moneyflow_sample.want",
		"purchases", "amazon_request_your_data", "Retail.OrderHistory.1_moneyflow_sample.csv")
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
