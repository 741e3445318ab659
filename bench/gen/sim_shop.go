package gen

import (
	"fmt"
	"hash/fnv"
	"math"
	"strings"
	"time"
)

// orderRow is one line of Amazon's Retail.OrderHistory.1.csv.
type orderRow struct {
	refs                []ref
	site, orderID       string
	date                time.Time
	currency            string
	unitNet, unitTax    float64
	qty                 int
	subtotal, subTax    float64
	total               float64
	asin, product       string
	status, shipStatus  string
	shipDate            time.Time
	payment, shipOption string
	address             string
}

var vatRates = map[string]float64{"DE": 0.19, "NL": 0.21, "FR": 0.20, "AT": 0.20, "ES": 0.21, "IT": 0.22, "BE": 0.21, "LU": 0.17}
var amazonSites = map[string]string{"DE": "Amazon.de", "NL": "Amazon.nl", "FR": "Amazon.fr", "AT": "Amazon.de", "ES": "Amazon.es", "IT": "Amazon.it", "BE": "Amazon.com.be", "LU": "Amazon.fr"}

// asinFor derives a stable ASIN from a product name, so the same product
// has the same ASIN in every order.
func asinFor(name string) string {
	h := fnv.New64a()
	h.Write([]byte(name))
	v := h.Sum64()
	const chars = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	b := []byte("B0")
	for i := 0; i < 8; i++ {
		b = append(b, chars[v%36])
		v /= 36
	}
	return string(b)
}

// shopItem is a product to buy with its gross unit price.
type shopItem struct {
	name, category string
	gross          float64
	qty            int
}

func (s *sim) pickProduct(r *rng) shopItem {
	p := s.P
	b := s.B
	switch x := r.Float64(); {
	case x < 0.12:
		t := s.bookTitle(r)
		return shopItem{name: t, category: "Books", gross: float64(r.between(9, 24)) + 0.99, qty: 1}
	case x < 0.15:
		a := b.Artists[p.FavArtists[r.IntN(len(p.FavArtists))]]
		album := pick(r, b.Adjectives) + " " + pick(r, b.Nouns)
		return shopItem{name: fmt.Sprintf("%s – %s [Vinyl LP]", a.Name, album), category: "CDs & Vinyl", gross: float64(r.between(22, 34)) + 0.99, qty: 1}
	}
	w := make([]float64, len(b.Products))
	for i, pr := range b.Products {
		w[i] = 0.4
		for _, c := range p.Shopping {
			if c == pr.Category {
				w[i] = 2.5
			}
		}
		switch {
		case pr.Needs == "kids" && len(p.Kids) == 0:
			w[i] = 0
		case pr.Needs != "" && pr.Needs != "kids" && !p.HasHabit(pr.Needs):
			w[i] = 0
		case pr.Needs != "":
			w[i] *= 1.5
		}
		if pr.Min > 500 {
			w[i] *= 0.15 // big purchases are rare
		}
	}
	pr := b.Products[r.weighted(w)]
	gross := math.Floor(r.uniform(pr.Min, pr.Max)) + pick(r, []float64{0.99, 0.99, 0.49, 0.95, 0})
	if gross > pr.Max {
		gross = pr.Max
	}
	qty := 1
	if (pr.Category == "Household" || pr.Category == "Personal Care" || pr.Category == "Office") && r.chance(0.3) {
		qty = r.between(2, 3)
	}
	return shopItem{name: pr.Name, category: pr.Category, gross: gross, qty: qty}
}

func (s *sim) bookTitle(r *rng) string {
	b := s.B
	var t string
	switch r.IntN(4) {
	case 0:
		t = "The " + pick(r, b.Adjectives) + " " + pick(r, b.Nouns) + ": A Novel"
	case 1:
		t = "A " + pick(r, b.Nouns) + " in " + pick(r, b.Places)
	case 2:
		t = "The " + pick(r, b.Nouns) + " of " + pick(r, b.Places)
	default:
		t = pick(r, b.Adjectives) + " " + pick(r, b.Nouns) + "s"
	}
	return t + pick(r, []string{" (Paperback)", " (Hardcover)", " (Paperback)"})
}

// dayShopping places the day's online orders.
func (s *sim) dayShopping(i int, d *day) {
	r := s.rShop
	p := s.P
	prob := 0.34
	switch {
	case d.date.Month() == 12 && d.date.Day() < 22:
		prob *= 1.8
	case d.date.Month() == 11 && d.date.Day() >= 20:
		prob *= 1.6
	}
	if d.trip > 0 {
		prob *= 0.3
	}
	if !r.chance(prob) {
		return
	}
	res := p.ResidenceAt(d.date)
	code := res.City.Code
	vat := vatRates[code]
	t := s.at(d.date, r.between(7, 23), r.between(0, 59)).Add(time.Duration(r.between(0, 59)) * time.Second)
	if t.Hour() == 23 && t.Minute() > 30 {
		t = t.Add(-time.Hour)
	}
	n := 1
	if x := r.Float64(); x < 0.1 {
		n = 3
	} else if x < 0.3 {
		n = 2
	}
	s.orderN++
	orderID := fmt.Sprintf("%03d-%07d-%07d", r.between(302, 306), r.IntN(10_000_000), r.IntN(10_000_000))
	cancelled := r.chance(0.025)
	payment := []string{"Visa", "Mastercard", "Visa", "American Express"}[p.Seed%4]
	var items []int
	var names []string
	var total float64
	for k := 0; k < n; k++ {
		it := s.pickProduct(r)
		net := round2(it.gross / (1 + vat))
		tax := round2(it.gross - net)
		row := &orderRow{
			site: amazonSites[code], orderID: orderID, date: t, currency: "EUR", unitNet: net, unitTax: tax, qty: it.qty,
			subtotal: round2(net * float64(it.qty)), subTax: round2(tax * float64(it.qty)), asin: asinFor(it.name), product: it.name,
			payment: payment, shipOption: pick(r, []string{"std-de-dom", "next-1dc", "second-1dc", "std-eu"}), address: p.Self.Name() + " " + res.Address,
		}
		row.total = round2(row.subtotal + row.subTax)
		if cancelled {
			row.status, row.shipStatus, row.total = "Cancelled", "Not Available", 0
		} else {
			row.status, row.shipStatus = "Closed", "Shipped"
			row.shipDate = t.Add(time.Duration(r.between(6, 60)) * time.Hour).Add(time.Duration(r.IntN(1000)) * time.Millisecond)
			if row.shipDate.After(s.exportCutoff()) {
				row.status, row.shipStatus, row.shipDate = "New", "Not Shipped", time.Time{}
			}
			ei := s.add(Event{Type: TypePurchase, Start: t, End: t, Attrs: Attrs{
				Product: it.name, Category: it.category, Quantity: it.qty, UnitPrice: it.gross, Price: row.total, Currency: "EUR", OrderID: orderID,
			}})
			row.refs = []ref{{ev: ei, mentions: []string{"product", "quantity", "price", "start"}}}
			items = append(items, ei)
			names = append(names, it.name)
			total += row.total
		}
		s.orders = append(s.orders, row)
	}
	if cancelled || len(items) == 0 {
		return
	}
	// An order confirmation mail, sometimes; it repeats the purchase.
	if r.chance(0.2) {
		subj := fmt.Sprintf("Your %s order #%s of \"%s\"", amazonSites[code], orderID, shorten(names[0], 40))
		if len(names) > 1 {
			subj += fmt.Sprintf(" and %d more item", len(names)-1)
			if len(names) > 2 {
				subj += "s"
			}
		}
		var body strings.Builder
		fmt.Fprintf(&body, "Hello %s,\n\nThank you for your order. We'll let you know once your item(s) have dispatched.\n\nOrder #%s\nPlaced on %s\n\n", p.Self.First, orderID, t.Format("2 January 2006"))
		for k, ei := range items {
			e := s.Events[ei].Attrs
			fmt.Fprintf(&body, "%s\nQuantity: %d\nEUR %s\n\n", names[k], e.Quantity, euroComma(e.Price))
		}
		fmt.Fprintf(&body, "Order Total: EUR %s\n\nWe hope to see you again soon.\n%s", euroComma(total), amazonSites[code])
		m := s.newMail(false, t.Add(time.Duration(r.between(1, 4))*time.Minute), addr{amazonSites[code], "auto-confirm@" + strings.ToLower(amazonSites[code])}, []addr{s.self()}, nil, subj, body.String(), 0, nil)
		if m != nil {
			m.html = true
			m.encodeSubj = true
			for _, ei := range items {
				m.refs = append(m.refs, ref{ev: ei, mentions: []string{"product", "quantity", "price"}})
			}
		}
	}
	if r.chance(0.03) {
		s.newPost(t.Add(time.Duration(r.between(30, 72))*time.Hour), casual(r, fmt.Sprintf("%s finally arrived 📦", shorten(names[0], 60))), items[0]+1, []string{"product"}, nil)
	}
}

// euroComma writes an amount the way German shops do: 1.234,56.
func euroComma(x float64) string {
	s := fmt.Sprintf("%.2f", x)
	intPart, frac := s[:len(s)-3], s[len(s)-2:]
	var b strings.Builder
	for i, c := range intPart {
		if i > 0 && (len(intPart)-i)%3 == 0 {
			b.WriteByte('.')
		}
		b.WriteRune(c)
	}
	return b.String() + "," + frac
}

func shorten(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return strings.TrimSpace(string(r[:n])) + "..."
}
