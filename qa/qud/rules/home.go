package rules

import (
	"strings"

	"reqap/ingest"
	"reqap/internal/lazyre"
)

// homeShippedNote says how a question of where I lived was read.
const homeShippedNote = "where you live or lived is not recorded as such: read as the town your orders were shipped to"

// homeHeadRE: a question of where I lived or live, begun by it (group 1
// "where", or the kind of place asked: "which city", "what town"), its
// auxiliary (group 2), then what is left (group 3): a time, a clause of
// when ("when I joined X"), or nothing. A country is not asked here: the
// orders' addresses give a town.
var homeHeadRE = lazyre.New(`(?i)^\s*(where|(?:in\s+)?(?:which|what)\s+(?:city|town|place))\s+(do|did|does|have|had|was|were|am|are)\s+(?:i|we)\s+(?:currently\s+|still\s+|use\s+to\s+|used\s+to\s+|been\s+)?(?:live|lived|living|reside|resided|residing)\b(.*)$`)

// homeWhenRE: what is left of a question of where I lived when it is a
// happening's clause, said by "when" or "at the time" (group 1).
var homeWhenRE = lazyre.New(`(?i)^(?:when|at\s+the\s+time(?:\s+when|\s+that)?|back\s+when)\s+(.+)$`)

// homeLeftRE: what is left that makes a time of its own ("in 2021",
// "before I moved to Brussels", "between 2015 and 2018", "last year").
var homeLeftRE = lazyre.New(`(?i)^(?:in|on|during|before|after|since|until|till|between|from|by|around|throughout|last|this|that|the)\b`)

// homeNowRE: what is left that says the present ("now", "these days").
var homeNowRE = lazyre.New(`(?i)^(?:right\s+)?(?:now|currently|these\s+days|nowadays|today|at\s+the\s+moment|at\s+present)$`)

// homeAsked restates a question of where I lived (or live) as one of the
// town my orders went to, where the library's orders name that town and
// no profile says where I live (ownProfile reads one that does):
//
//   - at a time ("where did I live in 2021"): the town most of the
//     orders of that time went to;
//   - when something happened ("in which city did I live when I joined
//     X"): the town of the last order before it;
//   - now ("where do I live"): the town of the last order.
//
// It returns the question restated, or q. A question of where I lived
// with no time ("where did I live") picks no period, and is left to say
// that where I live is not recorded (homeUnrecorded).
func (d *Decomposer) homeAsked(q string) string {
	if d.env == nil || d.env.Catalog() == nil {
		return q
	}
	m := homeHeadRE().FindStringSubmatch(q)
	if m == nil {
		return q
	}
	src := d.env.Catalog().Source(ingest.OnlinePurchase)
	if src == nil || src.Field("ship_city") == nil {
		return q
	}
	left := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(m[3]), "?.!"))
	if !strings.EqualFold(m[1], "where") {
		// "which city did I live in when …": the preposition the
		// question strands is the place asked's, not the time's
		if x, ok := cutWordFold(left, "in"); ok && (x == "" || homeLeftRE().MatchString(x) || homeWhenRE().MatchString(x)) {
			left = x
		}
	}
	now := strings.EqualFold(m[2], "do") || strings.EqualFold(m[2], "does") || strings.EqualFold(m[2], "am") || strings.EqualFold(m[2], "are")
	switch c := homeWhenRE().FindStringSubmatch(left); {
	case c != nil:
		return "which town did my last order go to before " + c[1] + "?"
	case left != "" && homeLeftRE().MatchString(left):
		return "which town did most of my orders go to " + left + "?"
	case left == "" || homeNowRE().MatchString(left):
		if !now || accountField(d.env, "location") {
			return q
		}
		return "which town did my last order go to?"
	}
	return q
}

// cutWordFold returns s without its first word when that word is w, in
// any case, and whether it was.
func cutWordFold(s, w string) (string, bool) {
	head, rest, _ := strings.Cut(s, " ")
	if !strings.EqualFold(head, w) {
		return s, false
	}
	return strings.TrimSpace(rest), true
}
