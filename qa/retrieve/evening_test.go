package retrieve

import (
	"strings"
	"testing"
	"time"

	"reqap/lang/daypart"
)

// TestEveningBefore pins which texts name the evening before the day
// they were written.
func TestEveningBefore(t *testing.T) {
	at := func(h, m int) time.Time { return time.Date(2021, 1, 1, h, m, 0, 0, time.UTC) }
	for _, tt := range []struct {
		text    string
		written time.Time
		want    bool
	}{
		{"Great evening at Pho Hanoi with Marco Pho for the soul 🍜", at(8, 56), true},
		{"What a night celebrating Oskar's birthday!", at(10, 43), true},
		{"Happy New Year! 🎆 What a night at Greta's place with Marco", at(14, 21), true},
		{"what an amazing evening with Ana", at(16, 5), true},
		{"Pizza night 🍕🔥 with Marco", at(14, 9), false},        // the afternoon's own
		{"Pho tomorrow night with Marco? 🍜", at(9, 10), false}, // another evening
		{"Every evening I stretch", at(9, 0), false},
		{"Great evening with Seán", at(19, 58), false}, // that evening
		{"Great evening with Seán", at(2, 30), false},  // the small hours: toldDay's
		{"The Nightingale, finished", at(9, 0), false},
		{"Dinner at Trattoria da Salvatore with mom & dad 🍕", at(10, 28), true},
		{"Dinner at Zest?", at(10, 28), false},                 // a plan
		{"Lunch at Zest with mom", at(10, 28), false},          // the day's own meal
		{"Dinner at Trattoria da Salvatore", at(13, 5), false}, // may be that day's
	} {
		d, ok := eveningBefore(tt.text, tt.written, func(s string) (string, bool) {
			return "dinner", strings.HasPrefix(s, "Dinner")
		})
		if ok != tt.want {
			t.Errorf("eveningBefore(%q, %s) = %v, want %v", tt.text, tt.written.Format("15:04"), ok, tt.want)
			continue
		}
		if ok && (d.Date.String() != "2020-12-31" || d.Part != daypart.Evening) {
			t.Errorf("eveningBefore(%q) = %v %v, want the evening of 2020-12-31", tt.text, d.Date, d.Part)
		}
	}
}
