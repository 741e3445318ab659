package extract

import (
	"regexp"
	"strings"

	"reqap/internal/lazyre"
	"reqap/lang/fold"
)

// roleCueRE: words after which an appositive "as <Title>" names the post
// one holds ("joining Driftwood Furniture as Senior HR Business Partner",
// "I started as Account Manager", "hired as Head of Sales", "day one as
// Data Scientist @ Acme", "my first week as Team Lead"), or which name
// it themselves ("the role of Data Analyst", "promoted to Team Lead"). The
// words between the cue and "as" stay within one clause.
var roleCueRE = lazyre.New(`(?i)\b(?:(?:join|joins|joined|joining|start|starts|started|starting|hired|employed|appointed|work|works|worked|working|begin|begins|began|beginning|return|returned|returning|(?:first|1st)\s+(?:day|days|week)|day\s+(?:one|1))\b[^.!?;:\n]{0,80}?\bas|(?:role|position|post|job)\s+(?:as|of)|promoted\s+to|promotion\s+to)\s+(?:(?:an?|the|our|your|their|its|new)\s+)?`)

// titleWordRE: one word of a title as it is written, capitalised ("HR",
// "Senior", "Vice-President"), or a short word joining two of them ("Head
// of Sales", "Research & Development").
var titleWordRE = lazyre.New(`^(?:\p{Lu}[\p{L}\d'’/&.-]*|of|for|and|&|de)$`)

// notTitle are capitalised words that begin no title: besides the days,
// months and pronouns no name begins with (fold.NotName), the adverbs an
// appositive "as" is also followed by ("as Soon as", "as Usual").
var notTitle = map[string]bool{"soon": true, "well": true, "always": true, "usual": true}

// JobTitle returns the title of the post a text says one joins, starts or
// holds, written capitalised after "as" (or "role of", "promoted to"), as
// welcome mails and announcements write it: "we're thrilled that you'll be
// joining Cirrus Aviation as Senior Data Analyst on Monday" gives "Senior
// Data Analyst". "" when the text names none.
func JobTitle(text string) string {
	for _, m := range roleCueRE().FindAllStringIndex(text, -1) {
		words := capitalisedRun(text[m[1]:], titleWordRE(), nil)
		if len(words) == 0 || notTitle[strings.ToLower(words[0])] || len(words) > 8 {
			continue
		}
		return strings.Join(words, " ")
	}
	return ""
}

// capitalisedRun returns the words of a name or title written at the
// start of rest: words as word matches them, up to punctuation, ending on
// a capitalised word (not on "of" or "and") and beginning with one that
// begins names (not a day, a month, a pronoun); nil where there is none,
// or where stop holds of a word (a possessive: what is owned follows).
func capitalisedRun(rest string, word *regexp.Regexp, stop func(string) bool) []string {
	var words []string
	for _, w := range strings.Fields(rest) {
		core := strings.TrimRight(w, ",.!?;:)\"”")
		if stop != nil && stop(core) {
			return nil
		}
		if !word.MatchString(core) {
			break
		}
		words = append(words, core)
		if core != w {
			break // punctuation ends the name
		}
	}
	for len(words) > 0 && !fold.Capitalised(words[len(words)-1]) {
		words = words[:len(words)-1]
	}
	if len(words) == 0 || !fold.Capitalised(words[0]) || fold.NotName(strings.ToLower(words[0])) {
		return nil
	}
	return words
}
