package rules

import (
	"testing"

	"reqap/internal/test"
)

// Words that wrap a question are no context, and what they wrap is the
// question even where it holds no topic of its own: "Quick one: how long
// was I in Tokyo, in days?" kept its wrapper, and the stay in Tokyo was
// read as the span of everything that names Tokyo.
func TestWrapperBeforeAQuestionIsNoContext(t *testing.T) {
	test.Rows(t, "splitContext", func(q string) []any {
		ctx, rest := splitContext(q)
		return []any{ctx, rest}
	}, "splitcontext.tsv")
}
