package extract

import (
	"strings"

	"reqap/internal/lazyre"
	"reqap/lang/fold"
)

// employerCueRE: words after which the organisation one works for is
// named ("first day at Driftwood Furniture", "my new job at Acme",
// "started working for Cirrus Aviation", "hired by Ember Studios"), or,
// group 1, "join" said of one joining as a post ("joining Driftwood
// Furniture as Senior HR Business Partner"): joining someone for dinner
// names no employer.
var employerCueRE = lazyre.New(`(?i)\b(?:first\s+(?:day|week)\s+(?:of\s+work\s+)?at|new\s+(?:job|position|role)\s+(?:at|with)|(?:start|starts|started|starting|begin|began|begins)\s+(?:working|work)\s+(?:at|for)|(?:hired|employed)\s+(?:by|at)|(?:join|joins|joined|joining)\s+(\p{Lu}[^.!?;:\n]{0,60}?)\s+as\s+(?:an?\s+|the\s+|our\s+)?\p{Lu})\s*`)

// orgWordRE: one word of an organisation's name as it is written,
// capitalised ("Driftwood", "HR", "AG"), or a short word joining two
// ("Bank of America", "Smith & Sons").
var orgWordRE = lazyre.New(`^(?:\p{Lu}[\p{L}\d'’&.-]*|of|and|&|de|the)$`)

// Employer returns the organisation a text says one joins or starts
// working for, written capitalised after the cue, as welcome mails and
// announcements write it: "you'll be joining Driftwood Furniture as
// Senior HR Business Partner" and "First day at Driftwood Furniture ✅"
// give "Driftwood Furniture". "" when the text names none.
func Employer(text string) string {
	for _, m := range employerCueRE().FindAllStringSubmatchIndex(text, -1) {
		rest := text[m[1]:]
		if m[2] >= 0 {
			rest = text[m[2]:m[3]]
		}
		words := capitalisedRun(rest, orgWordRE(), func(core string) bool {
			// "first day at Monday's class": the name of what is owned
			// follows, no organisation
			return fold.Possessive(strings.ToLower(core))
		})
		if len(words) == 0 || len(words) > 6 {
			continue
		}
		return strings.Join(words, " ")
	}
	return ""
}
