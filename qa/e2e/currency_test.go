package e2e

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"reqap/app"
	"reqap/internal/test"
)

// TestCurrencyOfManyPurchases asks for money over more purchases than the
// extractor samples, so the price's field is frozen: an amount whose
// currency is a field of its own (Amazon's "Currency") is said in it on
// items and on columns alike.
func TestCurrencyOfManyPurchases(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	for i := range 80 {
		fmt.Fprintf(&b, `{"id": "o%d", "source": "online_purchase", "start": "2024-0%d-%02dT10:00:00Z", "product": "Thing %d", "price": %d.5, "currency": "usd"}`+"\n", i, 1+i%6, 1+i%28, i, i)
	}
	test.WriteFile(t, filepath.Join(dir, "orders.events.jsonl"), []byte(b.String()))
	const sum = `{"op":"SUM","question":"How much did I spend?","args":{"attr":"price"},"inputs":[{"op":"EXTRACT","question":"purchases with price","args":{"attrs":["price"],"types":["money"]},"inputs":[{"op":"RETRIEVE","question":"my online purchases","args":{"query":"my online purchases","sources":["online_purchase"]}}]}]}`
	for _, min := range []string{"-1", "1"} {
		t.Setenv(app.ColumnMinEnv, min)
		c := openFixture(t, dir)
		// The first run samples the price's field; the second reads it
		// frozen.
		for k := range 2 {
			res := run(t, c, sum)
			if res.Answer.Text != "3200 USD" || res.Answer.Unit != "USD" {
				t.Errorf("columns from %s events, run %d: answer %q unit %q, want 3200 USD", min, k+1, res.Answer.Text, res.Answer.Unit)
			}
		}
		c.Close()
	}
}
