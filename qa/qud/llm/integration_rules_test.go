package llm

import (
	"testing"

	"reqap/qa/qud"
	"reqap/qa/qud/rules"
)

// integrationRules is the decomposer behind the LLM in the integration
// test: the real rule decomposer, as in the app's chain.
func integrationRules(t *testing.T) qud.Decomposer {
	t.Helper()
	r, err := rules.New()
	if err != nil {
		t.Fatal(err)
	}
	return r
}
