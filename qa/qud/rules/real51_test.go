package rules

import "testing"

// "How many emails did I get and from how many people": a second
// question whose question word follows a preposition is a second
// question, answered apart. It was read as one, the words "and from how
// many people" searched for in the mail, a confident "2".
func TestSecondQuestionAfterPreposition(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"how many emails did I get and from how many people":             {`RETRIEVE "emails I received"`, "len(items)"},
		"when did I last order from Whole Foods Market and for how much": {"online_purchase"},
	})
	treesLack(t, d, `RETRIEVE "I got emails and`, "the second question searched for", "how many emails did I get and from how many people")
	notesSay(t, d, "asks two things", []noteCase{
		{"how many emails did I get and from how many people", `ask "from how many people" on its own`},
		{"which songs did I play and with whom", `ask "with whom" on its own`},
		{"how many songs did I play in 2023", ""},
	})
}
