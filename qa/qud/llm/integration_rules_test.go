package llm

import (
	"testing"

	"reqap/internal/test"
	"reqap/qa/qud"
	"reqap/qa/qud/rules"
)

// integrationRules is the decomposer behind the LLM in the integration
// test: the real rule decomposer, as in the app's chain.
func integrationRules(t *testing.T) qud.Decomposer {
	t.Helper()
	r := test.Must(t, rules.New)
	return r
}
