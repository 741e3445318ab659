package rules

import (
	"slices"
	"strings"

	"reqap/index/catalog"
	"reqap/internal/lazyre"
	"reqap/lang/plural"
	"reqap/qa/qud/link"
)

// agentsOfMe reads "people who VERB me", "people VERB me", "who VERBs
// me" as the agent noun of the verb where the library holds that noun as
// a value ("How many people follow me on Twitter?" → "How many followers
// on Twitter?", the account's follower facts): the ones who do it to me
// are what the library calls them. A verb whose agent the library does
// not hold is left as it is.
func agentsOfMe(s string, env *link.Env) string {
	if env == nil || env.Catalog() == nil {
		return s
	}
	cat := env.Catalog()
	return agentsOfMeRE().ReplaceAllStringFunc(s, func(m string) string {
		g := agentsOfMeRE().FindStringSubmatch(m)
		for _, noun := range agentNouns(strings.ToLower(g[2])) {
			if !heldValue(cat, noun) {
				continue
			}
			if strings.EqualFold(g[1], "who") {
				return "which " + plural.Of(noun)
			}
			return plural.Of(noun)
		}
		return m
	})
}

// agentsOfMeRE: the doers named, an auxiliary or "who" perhaps, the verb,
// and "me".
var agentsOfMeRE = lazyre.New(`(?i)\b(people|persons|users|accounts|others|folks|who)\s+(?:(?:who|that)\s+)?(?:(?:do|does|did|have|has|are|is|were|was|still)\s+)?(\p{L}{3,})\s+me\b`)

// heldValue reports whether some field of a source names things by the
// value (case aside).
func heldValue(cat *catalog.Catalog, value string) bool {
	for _, src := range cat.Sources {
		for _, f := range src.Fields {
			if f.Names && slices.ContainsFunc(f.Values, func(v catalog.Value) bool { return strings.EqualFold(v.Text, value) }) {
				return true
			}
		}
	}
	return false
}
