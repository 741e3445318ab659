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

// bought is a product bought and when.
type bought struct {
	at   time.Time
	name string
}

// boughtProducts returns the products a library holds bought, in time
// order, their names lower-cased.
func boughtProducts(lib Library) []bought {
	var buys []bought
	for _, e := range lib.Events(ingest.OnlinePurchase) {
		if n := strings.ToLower(strings.TrimSpace(e.Text("product"))); len(n) >= minProductName {
			buys = append(buys, bought{e.Start, n})
		}
	}
	// a Library need not give them in order (a test's does not)
	slices.SortStableFunc(buys, func(a, b bought) int { return a.at.Compare(b.at) })
	return buys
}

// boughtTexts decides the text events that name a product bought before
// them: irrelevant unless the query is about purchases, or asks for the
// texts themselves (sources listed that are all texts: "posts about my
// racket" keep the one saying it arrived). Listed beside the records of
// happenings ("my workouts": workouts, the calendar, posts), a text is
// read for the happening it tells, as when no source is listed.
func (r *Retriever) boughtTexts(q *Query, order []*cand, gen uint64) {
	if q.Weight(ingest.OnlinePurchase) >= lexicon.Threshold || q.explicit && !slices.ContainsFunc(q.Sources, func(s string) bool { return !textSources[s] }) {
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
	buys := r.bought.of(gen, func() []bought { return boughtProducts(r.lib) })
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
