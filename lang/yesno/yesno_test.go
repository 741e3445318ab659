package yesno

import (
	"testing"

	"reqap/internal/test"
)

func TestRead(t *testing.T) {
	of := map[string]func(string) (bool, bool){"field": Field, "prose": Prose}
	test.Rows(t, "read", func(in struct{ As, S string }) []any {
		v, ok := of[in.As](in.S)
		return []any{v, ok}
	}, "read.tsv")
}
