package rules

import (
	"strings"

	"reqap/internal/lazyre"
)

// Recency said without a number: "lately", "recently", "these days", "of
// late" are the last few months, as a trend with no time said is read
// (recentWindows); "these past weeks" are the past few weeks.
var (
	// latelyRE: the adverb of recency after what it says of (group 1 the
	// word before it: "most recently" ranks, "recently played" names),
	// ending the clause.
	latelyRE = lazyre.New(`(?i)(\b[\p{L}']+\s+)?\b(?:` + recencyWords + `)\b\s*([?.!,;]|$)`)
	// theseFewRE: "these past weeks", "these last few months": the past
	// few of them.
	theseFewRE = lazyre.New(`(?i)\bthese\s+(?:past|last|recent)\s+(?:few\s+|couple\s+of\s+)?(days|weeks|months)\b`)
)

// lately reads recency said without a number as the period it is.
func lately(s string) string {
	s = theseFewRE().ReplaceAllString(s, "the past few $1")
	return latelyRE().ReplaceAllStringFunc(s, func(m string) string {
		sub := latelyRE().FindStringSubmatch(m)
		before := strings.ToLower(strings.TrimSpace(sub[1]))
		switch before {
		case "most", "more", "least", "less", "only", "just", "the", "in", "last", "past", "over":
			return m // "most recently", "just recently": no window said
		}
		return sub[1] + "in " + recentPeriod + sub[2]
	})
}
