package extract

import (
	"strings"

	"reqap/internal/lazyre"
	"reqap/lang/fold"
	"reqap/lang/spell"
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

// employerLeftRE: words after which the organisation one leaves is named
// ("last day at Veridian Labs", "that's a wrap at Stellar Fashion
// House").
var employerLeftRE = lazyre.New(`(?i)\b(?:last\s+(?:day|week)\s+(?:of\s+work\s+)?at|(?:a|the)\s+wrap\s+at)\s*`)

// allHandsRE: an organisation's name, capitalised, before "all-hands"
// (group 1): a meeting of all the organisation's staff, which one
// attends as one of them ("Veridian Labs all-hands").
var allHandsRE = lazyre.New(`(?:^|[^\p{L}\d])(\p{Lu}[\p{L}\d'’&.-]*(?:[ \t]+(?:\p{Lu}[\p{L}\d'’&.-]*|of|and|&|de)){0,5})[ \t]+all[ \t-]hands\b`)

// EmployerEver returns the organisation a text says one works for, has
// joined or leaves ("last day at Veridian Labs"), or whose staff one
// meets as one of them ("Nordlicht Software all-hands"): where one has
// worked, of every time, which Employer's joining alone does not tell of
// the organisations one had joined before the records begin. A name of one
// word that is a word of English ("Quarterly all-hands") is no
// organisation. "" when the text names none.
func EmployerEver(text string) string {
	if e := Employer(text); e != "" {
		return e
	}
	for _, m := range employerLeftRE().FindAllStringIndex(text, -1) {
		rest := text[m[1]:]
		if i := strings.IndexByte(rest, '\n'); i >= 0 {
			rest = rest[:i] // a record's next field names no more of it
		}
		if words := capitalisedRun(rest, orgWordRE(), func(core string) bool { return fold.Possessive(strings.ToLower(core)) }); len(words) > 0 && len(words) <= 6 {
			return strings.Join(words, " ")
		}
	}
	for _, m := range allHandsRE().FindAllStringSubmatch(text, -1) {
		words := strings.Fields(m[1])
		if len(words) == 1 && spell.English(strings.ToLower(words[0])) || fold.NotName(strings.ToLower(words[0])) {
			continue
		}
		return m[1]
	}
	return ""
}
