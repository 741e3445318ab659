package rules

import (
	"fmt"
	"slices"
	"strings"

	"reqap/ingest/textfacts"
	"reqap/internal/lazyre"
)

// drinkAskedRE: what was drunk asked ("what did I drink", "what do I
// usually drink after a run", "which did we drink most").
var drinkAskedRE = lazyre.New(`\b(?:what|which)\s+(?:did|do|does|would)\s+(?:i|we)\s+(?:(?:usually|normally|typically|mostly|generally|always|often|tend\s+to)\s+|\pL+ly\s+)?(?:drink|drank)\b`)

// drinksAsked returns the values of the library's food list that are
// drunk (textfacts.Extractor.Drink: "protein shake", "coffee"), where the
// question asks what was drunk; nil otherwise, or where the library
// records none.
func (p *parser) drinksAsked() []string {
	if p.env.Catalog() == nil || !drinkAskedRE().MatchString(strings.ToLower(p.f.Question)) {
		return nil
	}
	x, err := textfacts.Default()
	if err != nil {
		return nil
	}
	var out []string
	for _, src := range p.env.Catalog().Sources {
		fl := src.Field("food")
		if fl == nil || fl.Kind != "list" {
			continue
		}
		for _, v := range fl.Values {
			if low := strings.ToLower(v.Text); x.Drink(low) && !slices.Contains(out, low) {
				out = append(out, low)
			}
		}
	}
	return out
}

// drinkOnly makes q, the dish of what was eaten or drunk (the food list,
// one each), the drinks only: the food list's drinks, one each.
func (p *parser) drinkOnly(q *Quantity) *Quantity {
	if q == nil || p.drinks == nil || q.Unnest != "food" {
		return q
	}
	var vs []string
	for _, d := range p.drinks {
		vs = append(vs, quote(d))
	}
	return &Quantity{ID: q.ID, Attr: "drink", Extract: q.Extract, Unnest: "drinks", Words: "drink",
		Map: fmt.Sprintf("filter(food ?? [], {lower(#) in [%s]})", strings.Join(vs, ", "))}
}
