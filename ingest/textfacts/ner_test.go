package textfacts

import (
	"testing"

	"github.com/mingrammer/commonregex"

	"reqap/qa"
)

// TestRecogniser: a name no context settles is decided by the named-entity
// recogniser when the journal's names are learnt.
func TestRecogniser(t *testing.T) {
	x, p := learnt(t,
		"Long meeting today, Priya presented the roadmap.",
		"Lunch in the canteen, Priya brought cake.",
		"Went climbing with Ben.",
	)
	if _, ok := p.canonical("Priya"); !ok {
		t.Fatalf("Priya is not a person; people %v", p.People())
	}
	hs := x.Split(Day{Text: "Coffee break, Priya told a long story.", Date: qa.NewDate(2025, 1, 2)}, p)
	if len(hs) == 0 || len(hs[0].People) != 1 || hs[0].People[0] != "Priya" {
		t.Errorf("people %+v", hs)
	}
}

// TestTaggerExpressions: the two expressions prose's tagger asks of every
// token (third_party/commonregex compiles them on first use) still tell
// links and e-mail addresses from words.
func TestTaggerExpressions(t *testing.T) {
	for _, c := range []struct {
		re    *commonregex.Regexp
		word  string
		match bool
	}{
		{commonregex.LinkRegex, "https://example.com/a?b=c", true},
		{commonregex.LinkRegex, "www.example.org", true},
		{commonregex.LinkRegex, "Priya", false},
		{commonregex.EmailRegex, "priya@example.com", true},
		{commonregex.EmailRegex, "@priya", false},
	} {
		if got := c.re.MatchString(c.word); got != c.match {
			t.Errorf("%s matches %q: %v", c.re, c.word, got)
		}
	}
}
