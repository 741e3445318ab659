package rules

import (
	"strings"
	"testing"

	"reqap/internal/test"
)

// A part of the day before the noun of a doing is the doing in that part
// ("evening runs": runs in the evening; cases in
// testdata/readings/count.txt); before no doing, or inside a title, it
// stays where it is.
func TestPartOfDayBeforeADoing(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	for _, q := range []string{"how many evening news did I read", "how many runs called Evening Run", "when did I watch Parents' Evening season 2"} {
		if got := partOfDayAdjunct(q, d.lx); got != q {
			t.Errorf("a part of the day before no doing, or in a title, moved: %q", got)
		}
	}
}

// Where money went is what it was spent on: "where did most of my money
// go" answered a city.
func TestMoneyWent(t *testing.T) {
	test.Table(t, "idioms", idioms, "moneywent.tsv")
}

// The name of one seen for a service asked is who they are: "what's my
// physiotherapist called" listed the lines of every physio session.
func TestPersonNamed(t *testing.T) {
	test.Table(t, "idioms", idioms, "personnamed.tsv")
}

// To tag people, in a list asked by its number, is to mention them, as
// "who did I tag" reads it: "the 3 people I tagged most on Facebook"
// searched the words "I tagged on Facebook".
func TestPeopleTaggedListed(t *testing.T) {
	for _, q := range []string{"The 3 people I tagged most on Facebook", "Which 3 people did I tag most on Facebook?", "my top 5 friends I tagged"} {
		if got := phrasalVerbs(q); !strings.Contains(got, "mention") {
			t.Errorf("%q read as %q: want a mention", q, got)
		}
	}
	if got := phrasalVerbs("the photos I tagged with #travel"); strings.Contains(got, "mention") {
		t.Errorf("a tag with a word read as a mention: %q", got)
	}
}

// TestBestFriendsOwn: someone of the best friend's ("who is my best
// friend's sister") is not the best friend; it was asked as the friend
// met most often.
func TestBestFriendsOwn(t *testing.T) {
	for in, want := range map[string]string{
		"who is my best friend's sister":     "who is my best friend's sister",
		"Who was my favourite friend’s dog?": "Who was my favourite friend’s dog?",
		"who was my top friend in 2022":      "which friend did I meet most often in 2022",
		"Who is my best friend?":             "which friend did I meet most often?",
	} {
		if got := idioms(in); got != want {
			t.Errorf("idioms(%q) = %q, want %q", in, got, want)
		}
	}
}

// The day of a move named by its noun is the day I moved: "songs I played
// on moving day (Milan)" searched the songs for the words "moving day".
func TestMovingDay(t *testing.T) { test.Table(t, "idioms", idioms, "movingday.tsv") }

func TestWhoseMail(t *testing.T) { test.Table(t, "whoseMail", whoseMail, "whosemail.tsv") }
