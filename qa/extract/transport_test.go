package extract

import (
	"testing"

	"reqap/qa/retrieve/lexicon"
)

func TestTransport(t *testing.T) {
	lx, err := lexicon.OrDefault(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ text, want string }{
		{"Train to Prague at 9:40 with Jonas.", "train"},
		{"Flew to Lisbon with Jonas this morning.", "plane"},
		{"Landed in Copenhagen at 11:20, Jonas slept the whole flight.", "plane"},
		{"Booked the flights to Lisbon for July!", "plane"},
		{"We went by bus, it took ages.", "bus"},
		{"Took the ferry to Helsinki.", "ferry"},
		{"Drove home from Hamburg.", "car"},
		{"Biked to work in the rain.", "bike"},
		{"Still in Prague. Lovely.", ""},
		{"Went to Mangiare with Lena tonight.", ""},
		{"Walked for hours.", ""},
		{"Office day, the tram was late.", ""},
		{"Thinking about getting a road bike, but where would I even put it.", ""},
		{"Sent the report to Max.", ""},
		{"Landed a new job at Cirrus!", ""},
	} {
		if got := Transport(lx, c.text); got != c.want {
			t.Errorf("Transport(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}
