package gen

import (
	"fmt"
)

// Gold conventions for purchases: an amount spent is the Total Owed of the
// order lines (price incl. VAT, in EUR); cancelled orders are not
// purchases; "how many products" sums quantities; "last 6 months" is the
// six months before the reference date. For mail: "contacted" counts the
// mails I sent to a person (To and Cc); times are local. Social media
// posts are tweets and Facebook posts together.

func (c *qctx) purchases(p period) []*Event { return c.inPeriod(TypePurchase, p) }

func sumPrice(es []*Event) float64 {
	s := 0.0
	for _, e := range es {
		s += e.Attrs.Price
	}
	return s
}

// personNamesSet is the set of full names of the persona's people.
// firstSent is the first mail sent in the period, or nil.
func (c *qctx) firstSent(p period) *Event {
	for _, m := range c.inPeriod(TypeMail, p) {
		if m.Attrs.Direction == "sent" {
			return m
		}
	}
	return nil
}

func (c *qctx) personNamesSet() map[string]bool {
	m := map[string]bool{}
	for _, p := range c.w.P.People() {
		m[p.Name()] = true
	}
	return m
}

var commsTemplates = []template{
	{id: "T60", complexity: cx(agg, tmp), sources: cx(srcPurchase),
		phrasings: []string{"What was the total amount I spent on online purchases {when}?", "How much money did I spend online {when}?", "total amount spent on Amazon {when}?"},
		gen:       perPeriod((*qctx).yearPeriods, func(c *qctx, p period) []qinst { return numAns(sumPrice(c.purchases(p)), "EUR", "when", p.words) })},
	{id: "T61", complexity: cx(agg, tmp), sources: cx(srcPurchase),
		phrasings: []string{"How much did I spend online {when}?", "How much money did I spend on online purchases {when}?", "amount spent on online shopping {when}"},
		gen:       perPeriod((*qctx).monthPeriods, func(c *qctx, p period) []qinst { return numAns(sumPrice(c.purchases(p)), "EUR", "when", p.words) })},
	{id: "T62", complexity: cx(agg, tmp), sources: cx(srcPurchase),
		phrasings: []string{"How many books did I buy {when}?", "How many books did I order online {when}?"},
		gen: perPeriod((*qctx).yearsAndAllTime, func(c *qctx, p period) []qinst {
			n := 0.0
			for _, e := range c.purchases(p) {
				if e.Attrs.Category == "Books" {
					n += float64(e.Attrs.Quantity)
				}
			}
			return numAns(n, "", "when", p.words)
		})},
	{id: "T63", complexity: cx(ord, tmp), sources: cx(srcPurchase),
		phrasings: []string{"What was my most expensive online purchase {when}?", "Which was the priciest thing I bought online {when}?", "most expensive item I ordered {when}?"},
		gen: perPeriod((*qctx).yearsAndAllTime, func(c *qctx, p period) []qinst {
			best := 0.0
			var names []string
			for _, e := range c.purchases(p) {
				// Ranked by the price of one item, so a pack of three
				// cheap things never wins over one expensive thing.
				switch {
				case e.Attrs.UnitPrice > best:
					best, names = e.Attrs.UnitPrice, []string{e.Attrs.Product}
				case e.Attrs.UnitPrice == best:
					names = append(names, e.Attrs.Product)
				}
			}
			return textAns(names, "when", p.words)
		})},
	{id: "T64", complexity: cx(agg, tmp), sources: cx(srcPurchase),
		phrasings: []string{"How many products did I buy online in the last 6 months?", "how many products did I buy online in the last 6 months?", "Number of items I ordered online over the past six months?"},
		gen: func(c *qctx) []qinst {
			n := 0.0
			for _, e := range c.purchases(period{from: c.today.AddDate(0, -6, 0), to: c.today}) {
				n += float64(e.Attrs.Quantity)
			}
			return numAns(n, "")
		}},
	{id: "T65", complexity: cx(agg, tmp), sources: cx(srcPurchase),
		phrasings: []string{"How many orders did I place online {when}?", "How many Amazon orders did I make {when}?", "number of online orders {when}"},
		gen: perPeriod((*qctx).yearPeriods, func(c *qctx, p period) []qinst {
			ids := map[string]bool{}
			for _, e := range c.purchases(p) {
				ids[e.Attrs.OrderID] = true
			}
			return numAns(float64(len(ids)), "", "when", p.words)
		})},
	{id: "T66", complexity: cx(look), sources: cx(srcPurchase),
		phrasings: []string{"When did I buy {product}?", "On which day did I order {product}?", "when did I purchase {product}"},
		gen: func(c *qctx) []qinst {
			n := map[string]int{}
			for _, e := range c.events(TypePurchase) {
				n[e.Attrs.Product]++
			}
			var out []qinst
			for _, e := range c.events(TypePurchase) {
				if n[e.Attrs.Product] == 1 && e.Attrs.Category != "Books" {
					name := e.Attrs.Product
					if e.Attrs.Category != "CDs & Vinyl" {
						name = "the " + name
					}
					out = append(out, dateAns([]string{c.dayKey(e.Start)}, "product", name)...)
				}
			}
			return out
		}},
	{id: "T67", complexity: cx(grp, ord, tmp), sources: cx(srcPurchase),
		phrasings: []string{"In which month of {y} did I spend the most online?", "Which month in {y} was my most expensive for online shopping?"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, y := range c.fullYears() {
				k := newCounter()
				for _, e := range c.purchases(period{from: dateIn(c.loc, y, 1, 1), to: dateIn(c.loc, y+1, 1, 1)}) {
					k.add(c.local(e.Start).Month().String(), e.Attrs.Price)
				}
				top, _ := k.top()
				out = append(out, textAns(top, "y", fmt.Sprint(y))...)
			}
			return out
		}},
	{id: "T68", complexity: cx(agg, grp, tmp), sources: cx(srcPurchase),
		phrasings: []string{"What was the average amount per online order {when}?", "On average, how much did I spend per Amazon order {when}?"},
		gen: perPeriod((*qctx).yearPeriods, func(c *qctx, p period) []qinst {
			ids := map[string]bool{}
			es := c.purchases(p)
			for _, e := range es {
				ids[e.Attrs.OrderID] = true
			}
			if len(ids) == 0 {
				return nil
			}
			return numAns(sumPrice(es)/float64(len(ids)), "EUR", "when", p.words)
		})},
	{id: "T69", complexity: cx(agg, tmp), sources: cx(srcPurchase),
		phrasings: []string{"How much did I spend on sports gear {when}?", "What did sports equipment cost me {when}?", "money spent on sports stuff {when}"},
		gen: perPeriod((*qctx).yearPeriods, func(c *qctx, p period) []qinst {
			s := 0.0
			for _, e := range c.purchases(p) {
				if e.Attrs.Category == "Sports" {
					s += e.Attrs.Price
				}
			}
			return numAns(s, "EUR", "when", p.words)
		})},

	{id: "T70", complexity: cx(agg, tmp), sources: cx(srcMail),
		phrasings: []string{"How many emails did I send after 6 PM {when}?", "How many mails did I send in the evening (after 18:00) {when}?", "number of emails I sent after 6pm {when}"},
		gen: func(c *qctx) []qinst {
			return c.countPerPeriod(c.yearsAndAllTime(), c.events(TypeMail), func(m *Event) bool {
				return m.Attrs.Direction == "sent" && c.local(m.Start).Hour() >= 18
			})
		}},
	{id: "T71", complexity: cx(agg, grp, ord), sources: cx(srcMail),
		phrasings: []string{"Who are my top 3 most contacted people via email?", "Which three people did I email the most?", "top 3 people I sent the most emails to?"},
		gen: func(c *qctx) []qinst {
			k := newCounter()
			people := c.personNamesSet()
			for _, m := range c.events(TypeMail) {
				if m.Attrs.Direction != "sent" {
					continue
				}
				for _, to := range append(append([]string{}, m.Attrs.To...), m.Attrs.Cc...) {
					if people[to] {
						k.add(to, 1)
					}
				}
			}
			top, ok := k.topK(3)
			if !ok {
				return nil
			}
			return listAns(top, false)
		}},
	{id: "T72", complexity: cx(ord, tmp), sources: cx(srcMail),
		phrasings: []string{"Who was the recipient of the first email I sent {when}?", "To whom did I send my first email {when}?", "first email I sent {when}: who was it to?"},
		gen: perPeriod((*qctx).yearPeriods, func(c *qctx, p period) []qinst {
			switch m := c.firstSent(p); {
			case m == nil:
				return nil
			case len(m.Attrs.To) == 1:
				return textAns(m.Attrs.To, "when", p.words)
			default:
				return listAns(m.Attrs.To, false, "when", p.words)
			}
		})},
	{id: "T73", complexity: cx(agg, tmp), sources: cx(srcMail),
		phrasings: []string{"How many emails did I get from {person} {when}?", "How many mails did {person} send me {when}?"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			people := c.personNamesSet()
			for _, p := range c.yearsAndAllTime() {
				k := newCounter()
				for _, m := range c.inPeriod(TypeMail, p) {
					if m.Attrs.Direction == "received" && people[m.Attrs.From] {
						k.add(m.Attrs.From, 1)
					}
				}
				for _, who := range k.keys {
					out = append(out, numAns(k.n[who], "", "person", who, "when", p.words)...)
				}
			}
			return out
		}},
	{id: "T74", complexity: cx(agg, tmp), sources: cx(srcMail),
		phrasings: []string{"How many emails did I send {when}?", "How many mails did I write {when}?", "number of emails sent {when}"},
		gen: func(c *qctx) []qinst {
			return c.countPerPeriod(c.yearPeriods(), c.events(TypeMail), func(m *Event) bool {
				return m.Attrs.Direction == "sent"
			})
		}},
	{id: "T75", complexity: cx(grp, ord, tmp), sources: cx(srcMail),
		phrasings: []string{"Which of my friends or family emailed me the most {when}?", "Who among my friends and family sent me the most emails {when}?"},
		gen: func(c *qctx) []qinst {
			fam := map[string]bool{}
			for _, p := range append(c.w.P.Family(), c.w.P.Friends...) {
				fam[p.Name()] = true
			}
			return c.mostPerPeriod(c.events(TypeMail), 2, func(m *Event) []string {
				if m.Attrs.Direction == "received" && fam[m.Attrs.From] {
					return []string{m.Attrs.From}
				}
				return nil
			})
		}},
	{id: "T76", complexity: cx(agg, tmp, msrc), sources: cx(srcSocial),
		phrasings: []string{"How many social media posts did I make {when}?", "How many times did I post on social media {when}?", "number of posts I published {when}"},
		gen: perPeriod((*qctx).yearPeriods, func(c *qctx, p period) []qinst {
			return numAns(float64(len(c.inPeriod(TypePost, p))), "", "when", p.words)
		})},
	{id: "T77", complexity: cx(grp, ord), sources: cx(srcSocial),
		phrasings: []string{"On which day of the week do I post most on social media?", "What weekday do I post the most?"},
		gen:       func(c *qctx) []qinst { return c.busiestWeekday(c.events(TypePost)) }},
	{id: "T78", complexity: cx(agg, tmp), sources: cx(srcSocial),
		phrasings: []string{"How many tweets did I post {when}?", "How many times did I tweet {when}?"},
		gen: func(c *qctx) []qinst {
			return c.countPerPeriod(c.yearPeriods(), c.events(TypePost), func(e *Event) bool {
				return e.Attrs.Platform == "twitter"
			})
		}},
	{id: "T79", complexity: cx(agg, tmp), sources: cx(srcNote),
		phrasings: []string{"How many notes did I create in Google Keep {when}?", "How many Keep notes did I write {when}?"},
		gen: perPeriod((*qctx).yearsAndAllTime, func(c *qctx, p period) []qinst {
			return numAns(float64(len(c.inPeriod(TypeNote, p))), "", "when", p.words)
		})},
}
