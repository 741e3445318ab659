package rules

import (
	"testing"

	"reqap/index/catalog"
)

// "people who follow me" are the followers, where the library holds them
// under that name; a verb whose agent it does not hold is left as said.
func TestAgentsOfMe(t *testing.T) {
	cat := &catalog.Catalog{Signature: "agents-of-me-test", Sources: []catalog.Source{
		{Name: "account", Events: 15, Fields: []catalog.Field{
			{Key: "fact", Kind: "text", Events: 15, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "follower", Count: 5}, {Text: "following", Count: 5}, {Text: "account", Count: 1}}},
			{Key: "service", Kind: "text", Events: 15, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "Twitter", Count: 15}}}}},
		{Name: "social_media", Events: 30, Fields: []catalog.Field{{Key: "platform", Kind: "text", Events: 30, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "twitter", Count: 30}}}}},
	}}
	treesHave(t, withCatalog(t, cat), map[string][]string{
		"How many people follow me on Twitter?": {`fact == "follower"`, "len(items)"},
		"how many people are following me?":     {`fact == "follower"`},
		"Who follows me on Twitter?":            {`fact == "follower"`},
	})
	if got := agentsOfMe("who called me last", withCatalog(t, cat).env); got != "who called me last" {
		t.Errorf("a verb whose agent is held by no field is rewritten: %q", got)
	}
}
