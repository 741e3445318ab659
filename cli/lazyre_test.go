package cli

import (
	"testing"

	"reqap/internal/lazyre"
)

// TestExpressionsCompile compiles every expression the packages the
// command line links made lazy (lazyre.New), which no longer panic at
// start when invalid: most are met only by an import of one format.
func TestExpressionsCompile(t *testing.T) {
	if n := lazyre.CompileAll(); n < 300 {
		t.Errorf("%d expressions: the packages with lazy ones are not linked", n)
	}
}
