package retrieve

import (
	"slices"
	"strings"
	"time"

	"reqap/ingest"
	"reqap/qa/retrieve/lexicon"
)

// Things bought. A post or message that names a product the person bought
// in the weeks before ("Badminton Racket, Carbon finally arrived 📦") is
// about the purchase, not about doing what the product is for: it is no
// badminton session, as the order is none. It counts for a query as the
// purchase does, so a query about buying keeps it.

// boughtWithin is how long before a text a purchase it names may be.
const boughtWithin = 60 * 24 * time.Hour

// minProductName is the shortest product name a text is read for: a
// shorter one ("Tea") is a word, not the thing bought.
const minProductName = 10

// boughtTexts decides the text events that name a product bought before
// them: irrelevant unless the query is about purchases.
func (r *Retriever) boughtTexts(q *Query, order []*cand) {
	if q.explicit || q.Weight(ingest.OnlinePurchase) >= lexicon.Threshold {
		return
	}
	var texts []*cand
	for _, c := range order {
		if !c.decided && textSources[c.ev.Source] && c.ev.Source != ingest.Mail {
			texts = append(texts, c)
		}
	}
	if len(texts) == 0 {
		return
	}
	type bought struct {
		at   time.Time
		name string
	}
	var buys []bought
	for _, e := range r.lib.Events(ingest.OnlinePurchase) {
		if n := strings.ToLower(strings.TrimSpace(e.Text("product"))); len(n) >= minProductName {
			buys = append(buys, bought{e.Start, n})
		}
	}
	if len(buys) == 0 {
		return
	}
	slices.SortFunc(buys, func(a, b bought) int { return a.at.Compare(b.at) })
	for _, c := range texts {
		at := c.ev.Start
		i, _ := slices.BinarySearchFunc(buys, at.Add(-boughtWithin), func(b bought, t time.Time) int { return b.at.Compare(t) })
		var low string
		for ; i < len(buys) && !buys[i].at.After(at); i++ {
			if low == "" {
				low = strings.ToLower(eventText(c.ev))
			}
			if strings.Contains(low, buys[i].name) {
				c.label, c.decided = Irrelevant, true
				break
			}
		}
	}
}
