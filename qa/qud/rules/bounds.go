package rules

import (
	"slices"
	"strings"

	"reqap/internal/lazyre"
)

// A bound on an amount is said in many ways. The recognisers read the
// common ones ("more than", "over", "at least", "under", "at most": the
// boundSides and the threshold's ops); bounds restates the others, as a
// dictionary defines them, in those words.

// boundAmount is where a bound's amount starts: digits, a currency
// sign, or a number in words ("in excess of twenty km"). A year alone is
// no amount ("beyond 2020", "2020 or more recently"): yearAmountRE.
var boundAmount = `(?:` + currencySigns + `\s*|\b)(?:` + amountPat(false)[1:]

var (
	// moreThanSaidRE: "greater than", "in excess of", "upwards of",
	// "beyond" before an amount are "more than" it; "lower than",
	// "smaller than" before one "less than".
	moreThanSaidRE = lazyre.New(`(?i)\b(?:(greater\s+than|in\s+excess\s+of|upwards\s+of|upward\s+of|beyond)|(lower\s+than|smaller\s+than))\s+(` + boundAmount + `)`)
	// amountOrMoreRE: an amount, with one word of its unit or currency, then
	// "or more" ("50 EUR or more", "170 or higher", "10 or more km",
	// "20 or more times", "10 km or further"); the bound is at least
	// the amount. Group 1 the amount and unit, 2 the side above, 3 the
	// side below. Only in lower case: "One or More" is a title.
	amountOrMoreRE = lazyre.New(`(` + boundAmount + `(?:\s*(?:` + currencySigns + `|%|[\pL]+))?)\s+or\s+(?:(more|higher|greater|above|over|longer|further|farther|bigger|larger|plus)|(less|fewer|lower|below|under|shorter|smaller))\b`)
	// amountPlusRE: "10+ km", "a heart rate of 170+", "$50+": the amount
	// or more, with its currency sign; a number inside a word ("U2+") is
	// a name's.
	amountPlusRE = lazyre.New(`((?:` + currencySigns + `\s*)?\b\d+(?:[.,]\d+)?)\+(\s|$|[?.!,;:)])`)
	// wentPastRE: verbs of rising or falling with the side they pass
	// ("went past 165", "climbed above 170", "rose over", "dipped
	// below", "fell under"): went over or under the amount, as the
	// threshold reads "went over".
	wentPastRE = lazyre.New(`(?i)\b(went|go|goes|going|gone|got|gotten|get|gets|getting|climbed|climbs|climb|climbing|rose|rise|rises|risen|rising|jumped|jumps|jump|jumping|spiked|spikes|spike|spiking|shot|crept|dropped|drops|drop|dropping|dipped|dips|dip|dipping|fell|falls|fall|fallen|falling|sank|sunk|sinks|sink|sinking)\s+(?:(past|beyond|above|over)|(below|under|beneath))\s+(` + boundAmount + `)`)
	// toppedRE: to top an amount is to exceed it ("my heart rate topped
	// 170"); a noun after "top" ("my top 5") is not, so only the verb's
	// inflections with an amount after them.
	toppedRE = lazyre.New(`(?i)\b(topped|tops)\s+(` + boundAmount + `)`)
	// withinRE: "within" an amount of seconds, minutes or hours is at
	// most that long ("skipped within 30 seconds", "runs done within 25
	// minutes"); one of or after something ("within 2 hours of waking")
	// is a time near it, no bound on how long a thing lasted.
	withinRE = lazyre.New(`(?i)\bwithin\s+(` + boundAmount + `\s*(?:seconds?|secs?|minutes?|mins?|hours?|hrs?))\b(\s+(?:of|after|before|from|since)\b)?`)
	// yearAmountRE: an amount that is a year, with nothing after it that
	// makes it a quantity.
	yearAmountRE = lazyre.New(`^(?:19|20)\d\d$`)
)

// bounds restates a bound said in words the recognisers do not list as
// the words they do: "in excess of 10 km" → "more than 10 km", "50 EUR
// or more" → "at least 50 EUR", "went past 165" → "went over 165".
func bounds(s string) string {
	// cheap checks first: the hot path asks this of every question, and
	// each restatement needs a word of its own to be said
	low := strings.ToLower(s)
	said := func(words ...string) bool {
		return slices.ContainsFunc(words, func(w string) bool { return strings.Contains(low, w) })
	}
	if said("past", "beyond", "above", "over", "below", "under", "beneath") {
		s = wentPast(s)
	}
	if said("than", "excess", "upward", "beyond") {
		s = replaceAmounts(moreThanSaidRE(), s, 3, func(g []string, _, _ string) (string, bool) {
			if g[1] != "" {
				return "more than " + g[3], true
			}
			return "less than " + g[3], true
		})
	}
	if said(" or ") {
		s = replaceAmounts(amountOrMoreRE(), s, 1, func(g []string, _, rest string) (string, bool) {
			if thanNextRE().MatchString(rest) {
				// "shorter than 2 minutes or longer than 10": the side
				// begins a bound of its own, on the amount after it
				return "", false
			}
			if g[2] != "" {
				return "at least " + g[1], true
			}
			return "at most " + g[1], true
		})
	}
	if said("+") {
		s = amountPlusRE().ReplaceAllString(s, "at least $1$2")
	}
	if said("within") {
		s = replaceAmounts(withinRE(), s, 1, func(g []string, _, _ string) (string, bool) {
			if g[len(g)-1] != "" {
				return "", false
			}
			return "at most " + g[1], true
		})
	}
	if said("top") {
		s = replaceAmounts(toppedRE(), s, 2, func(g []string, before, _ string) (string, bool) {
			return goForm(g[1], before) + " over " + g[2], true
		})
	}
	return s
}

// wentPast restates a verb of rising or falling with the side it passes
// (wentPastRE) as "go" over or under the amount.
func wentPast(s string) string {
	return replaceAmounts(wentPastRE(), s, 4, func(g []string, before, _ string) (string, bool) {
		side := "over"
		if g[3] != "" {
			side = "under"
		}
		return goForm(g[1], before) + " " + side + " " + g[4], true
	})
}

// goForm is the form of "go" that stands where verb did, after what
// came before it: the threshold reads a bound after "go", "goes",
// "going", "went", "got" and, after "has"/"have", "gone".
func goForm(verb, before string) string {
	switch v := strings.ToLower(verb); {
	case v == "went" || v == "go" || v == "goes" || v == "going" || v == "gone" || v == "got":
		return v
	case strings.HasSuffix(v, "ing"):
		return "going"
	case v == "risen" || v == "fallen" || v == "sunk" || v == "gotten":
		return "gone"
	case strings.HasSuffix(v, "ed") || v == "rose" || v == "shot" || v == "crept" || v == "fell" || v == "sank":
		if perfectBeforeRE().MatchString(before) {
			return "gone"
		}
		return "went"
	case strings.HasSuffix(v, "s"):
		return "goes"
	}
	return "go"
}

// thanNextRE: "than" next, after a bound's side.
var thanNextRE = lazyre.New(`(?i)^\s+than\b`)

// replaceAmounts replaces each match of re whose amount (group amount)
// is no bare year by what to writes of its groups, unless to declines
// on seeing the text before and the rest after the match. The last match
// is replaced first, so that the indexes of those before it stay as they
// were.
func replaceAmounts(re interface {
	FindAllStringSubmatchIndex(string, int) [][]int
}, s string, amount int, to func(g []string, before, rest string) (string, bool)) string {
	ms := re.FindAllStringSubmatchIndex(s, -1)
	for i := len(ms) - 1; i >= 0; i-- {
		m := ms[i]
		g := make([]string, len(m)/2)
		for j := range g {
			if m[2*j] >= 0 {
				g[j] = s[m[2*j]:m[2*j+1]]
			}
		}
		if yearAmountRE().MatchString(strings.TrimSpace(g[amount])) {
			continue
		}
		if r, ok := to(g, s[:m[0]], s[m[1]:]); ok {
			s = s[:m[0]] + r + s[m[1]:]
		}
	}
	return s
}
