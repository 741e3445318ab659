package rules

import (
	"strings"

	"reqap/internal/lazyre"
)

// Coordinations of a yes or no that say "both" other ways: "neither X
// nor Y" is the two sides of "both X and Y" asked the other way round
// (forms reads the "neither" from the question as said: Frame.Each), and
// "X as well as Y" is "both X and Y". Read as words, "neither" and "as
// well as" had been searched for ("nothing found for … as as Freya
// well").

// neitherNorRE: "neither X nor Y" (group 1 "neither", 2 "nor").
var neitherNorRE = lazyre.New(`\b(neither)\s+\S.*?\s+(nor)\s+\S`)

// asWellAsRE: what comes before "as well as" (group 2: one word, or a
// name of capitalised words, not "I") and "as well as" (group 3), with the article
// or possessive before them (group 1, maybe empty) the "both" goes
// before.
var asWellAsRE = lazyre.New(`(?:\b((?i:a|an|the|my|our))\s+)?\b((?:\p{Lu}[\p{L}'’-]+\s+)*\p{L}[\p{L}'’-]*)\s+((?i:as\s+well\s+as))\s+\S`)

// yesNoLeadRE: a question that asks yes or no, by its auxiliary first.
var yesNoLeadRE = lazyre.New(`(?i)^\s*(?:did|do|does|have|has|had|was|were|is|are)\s+`)

// coordinations restates "neither X nor Y" and "X as well as Y" of a yes
// or no as "both X and Y".
func coordinations(s string) string {
	low := strings.ToLower(s)
	if !strings.Contains(low, "nor ") && !strings.Contains(low, "as well as") || !yesNoLeadRE().MatchString(s) || strings.Contains(low, "both ") {
		return s
	}
	if m := neitherNorRE().FindStringSubmatchIndex(low); m != nil {
		return s[:m[2]] + "both" + s[m[3]:m[4]] + "and" + s[m[5]:]
	}
	if m := asWellAsRE().FindStringSubmatchIndex(s); m != nil {
		at := m[4]
		if m[2] >= 0 {
			at = m[2]
		}
		return s[:at] + "both " + s[at:m[6]] + "and" + s[m[7]:]
	}
	return s
}

// bothWeekdaysRE: two days of the week asked of both ("both on Saturday
// and on Sunday", as bothTimes puts it): group 1 ends the first.
var bothWeekdaysRE = lazyre.New(`(?i)\bboth\s+on\s+(?:the\s+)?` + weekdayWords + `s?()\s+and\s+(?:on\s+)?(?:the\s+)?` + weekdayWords + `s?\b`)

// bothWeekdays sets the two days of "both on Saturday and on Sunday"
// apart with a comma, so that the time parser reads each its own: read
// as one they were the weekend, and one run on the Sunday was a yes.
func bothWeekdays(s string) string {
	if m := bothWeekdaysRE().FindStringSubmatchIndex(s); m != nil {
		return s[:m[2]] + "," + s[m[2]:]
	}
	return s
}

// companionWeighedRE: two people asked which was the more frequent
// company ("was Laura or Tomasz my more frequent companion in 2021",
// "who was my more regular partner, Laura or Tomasz"): group 1 the
// question up to the people or the people themselves, 2 what follows.
var companionWeighedRE = lazyre.New(`(?i)^\s*(?:(?:was|is|were)\s+(\S.*?\s+or\s+\S.*?)\s+(?:my|our)|who\s+(?:was|is|were)\s+(?:my|our))\s+(?:more|most)\s+(?:frequent|regular|usual|common|constant|often\s+seen|habitual)\s+(?:` + companionNouns + `|company|mates?)\b(.*)$`)

// companionsWeighed reads which of two people was "my more frequent
// companion" as which of them I saw more often: the noun had been
// searched for ("Laura my companion", nothing found on either side).
func companionsWeighed(s string) string {
	m := companionWeighedRE().FindStringSubmatch(s)
	if m == nil {
		return s
	}
	if m[1] != "" {
		return "did I see " + m[1] + " more often" + m[2]
	}
	return "who did I see more often" + m[2]
}
