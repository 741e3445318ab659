package rules

import (
	"slices"
	"strings"

	"reqap/index/catalog"
	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/lang/country"
)

// livingVerb is the verb of where one lives, in its forms.
const livingVerb = `(?:live|lived|living|reside|resided|residing)`

// homeAskedRE: the question of where I live or lived, in any tense ("where
// did I live in 2019", "which city do we live in", "where was I living").
var homeAskedRE = lazyre.New(`(?i)\b(?:where\s+(?:do|did|does|have|had|was|were|am|are)?\s*(?:i|we)\s+(?:currently\s+|still\s+|use\s+to\s+|used\s+to\s+)?` + livingVerb + `|(?:which|what)\s+(?:city|town|country|place|neighbou?rhood)\s+(?:do|did|have|had|was|were|am|are)\s+(?:i|we)\s+(?:currently\s+|still\s+)?` + livingVerb + `|where(?:'s|\s+is|\s+was)\s+my\s+home)\b`)

// homeUnrecorded says so where a question asks where I live or lived and
// no profile of the library gives my home (ownProfile reads one where it
// does): the places of the records are where I went, and listing them
// passed every restaurant and gym for a home.
func (p *parser) homeUnrecorded() {
	if p.env.Catalog() == nil || !homeAskedRE().MatchString(p.f.Question) || slices.Equal(p.f.Sources, []string{ingest.Account}) {
		return
	}
	p.ownFactUnrecorded("where you live (no profile or address of your home): the places of your records are where you went", "where I live",
		"live", "lived", "living", "reside", "resided", "residing", "home")
}

// homeShippedNote says how a question of where I lived was read.
const homeShippedNote = "where you live or lived is not recorded as such: read as the town your orders were shipped to"

// homeHeadRE: a question of where I lived or live, begun by it (group 1
// "where", or the kind of place asked: "which city", "what town"), its
// auxiliary (group 2), then what is left (group 3): a time, a clause of
// when ("when I joined X"), or nothing. A country is not asked here: the
// orders' addresses give a town.
var homeHeadRE = lazyre.New(`(?i)^\s*(where|(?:in\s+)?(?:which|what)\s+(?:city|town|place))\s+(do|did|does|have|had|was|were|am|are)\s+(?:i|we)\s+(?:currently\s+|still\s+|use\s+to\s+|used\s+to\s+|been\s+)?` + livingVerb + `\b(.*)$`)

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
	src := d.env.Catalog().Source(ingest.OnlinePurchase)
	if src == nil || src.Field("ship_city") == nil {
		return q
	}
	if x := d.livedIn(q, src.Field("ship_city")); x != "" {
		return x
	}
	m := homeHeadRE().FindStringSubmatch(q)
	if m == nil {
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

// livedRE: how long I lived in a place (group 1 "long" or the unit's
// noun, 2 the auxiliary, 3 the place); livedEverRE whether I ever did
// (group 1 the place); movedOutRE when I moved out of it (group 1).
var (
	livedRE     = lazyre.New(`(?i)^\s*how\s+(long|many\s+(?:years|months|weeks|days))\s+(did|have|had)\s+(?:i|we)\s+(?:been\s+)?` + livingVerb + `\s+in\s+(.+?)\s*[?.!]*$`)
	livedEverRE = lazyre.New(`(?i)^\s*(?:did|have|had)\s+(?:i|we)\s+(?:ever\s+)?` + livingVerb + `\s+in\s+(.+?)\s*[?.!]*$`)
	movedOutRE  = lazyre.New(`(?i)^\s*when\s+did\s+(?:i|we)\s+move\s+(?:out\s+of|away\s+from)\s+(.+?)\s*[?.!]*$`)
)

// livedIn restates a question of my living in a town (how long, whether
// ever, when I moved out of it) as one of my orders shipped there, the
// town written as the orders write it (towns, the field of the towns
// they went to): how long I lived there is the time between the first
// and the last order shipped there (until now, asked "how long have I
// lived"), whether I did whether any order went there, and when I moved
// out the date of the last order that did. A place the orders never went
// to is still asked of them where it is a town the dictionary knows
// ("did I ever live in Paris": no order went there); any other is left
// as asked. It returns "" when q asks none of these.
func (d *Decomposer) livedIn(q string, towns *catalog.Field) string {
	town := func(said string) string {
		for _, v := range towns.Values {
			if strings.EqualFold(v.Text, said) {
				return v.Text
			}
		}
		return ""
	}
	if m := livedRE().FindStringSubmatch(q); m != nil {
		t := town(m[3])
		if t == "" {
			return ""
		}
		how := "how " + strings.ToLower(m[1])
		if strings.EqualFold(m[2], "have") {
			return how + " ago was my first order shipped to " + t + "?"
		}
		if how == "how long" {
			how = "how much time"
		}
		return how + " passed between my first and last order shipped to " + t + "?"
	}
	if m := livedEverRE().FindStringSubmatch(q); m != nil {
		t := town(m[1])
		if t == "" && country.OfCity(m[1]) != "" {
			t = m[1]
		}
		if t == "" {
			return ""
		}
		return "did any of my orders go to " + t + "?"
	}
	if m := movedOutRE().FindStringSubmatch(q); m != nil {
		if t := town(m[1]); t != "" {
			return "when did my last order go to " + t + "?"
		}
	}
	return ""
}
