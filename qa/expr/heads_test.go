package expr

import "testing"

// A product's name names the thing its last noun says: the phrase asked
// is the thing only where no noun it qualifies follows it.
func TestHeads(t *testing.T) {
	for _, c := range []struct {
		text, phrase string
		want         bool
	}{
		{"Banana Conventional, 1 Each", "bananas", true},
		{"Organic Banana, Sourced For Good, 1 Each", "banana", true},
		{"Dole Bananas, 2 lb Bag", "bananas", true},
		{"365 by Whole Foods Market, Organic Pineapple Orange Banana Juice, 59 Fl Oz", "bananas", false},
		{"Abe's, Vegan Banana Bread Pound Cake, FROZEN", "banana", false},
		{"Brooks Running Shoes for Men", "running shoes", true},
		{"Brooks Running Shoes for Men", "shoes", true},
		{"Milk Chocolate Bar", "milk", false},
		{"Organic Whole Milk, 1 Gallon", "milk", true},
		{"Kiwi Organic", "bananas", false},
	} {
		if got := heads(c.text, c.phrase); got != c.want {
			t.Errorf("heads(%q, %q) = %v, want %v", c.text, c.phrase, got, c.want)
		}
	}
}
