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

// nowDoingRE: the present progressive with an adverb of now ("what
// series am I watching at the moment", "what am I currently reading"):
// groups 1 the subject, 2 and 4 an adverb before or after, 3 the gerund
// and what follows it.
var nowDoingRE = lazyre.New(`(?i)\b(?:am|are)\s+(i|we)\s+(currently\s+|presently\s+)?(\p{L}{2,}ing\b.*?|up\s+to)\s*(\s(?:at\s+the\s+moment|right\s+now|currently|at\s+present|these\s+days))?\s*([?.!]*)\s*$`)

// whereNowRE: where one is, said with an adverb of now (group 1 the
// question before it, 2 its end).
var whereNowRE = lazyre.New(`(?i)^(\s*where\s+(?:am\s+i|are\s+we))\s+(?:right\s+now|at\s+the\s+moment|currently|at\s+present|now)\s*([?.!]*)\s*$`)

// nowDoneRE: doing or going, said in the progressive of now, with
// nothing more that lasts ("what am I doing", "where are we going", "what
// am I up to").
var nowDoneRE = lazyre.New(`(?i)^(?:doing|going|up\s+to)\s*$`)

// lately reads recency said without a number as the period it is.
func lately(s string) string {
	// "what series am I watching at the moment": what one is doing now
	// is what one has been doing lately (records end before today)
	if m := nowDoingRE().FindStringSubmatchIndex(s); m != nil && (m[4] >= 0 || m[8] >= 0) {
		g := func(i int) string {
			if m[2*i] < 0 {
				return ""
			}
			return s[m[2*i]:m[2*i+1]]
		}
		if nowDoneRE().MatchString(g(3)) {
			// "what am I doing right now", "where am I going at the
			// moment": no activity that lasts, only the present, whose
			// day is today (lately, everything of months)
			s = s[:m[2]] + g(1) + " " + strings.TrimSpace(g(3)) + " today" + g(5)
		} else {
			s = s[:m[0]] + "have " + g(1) + " been " + g(3) + " lately" + g(5)
		}
	}
	// "where am I right now": being somewhere now is today's
	s = whereNowRE().ReplaceAllString(s, "${1} today${2}")
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
