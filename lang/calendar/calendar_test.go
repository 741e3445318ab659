package calendar

import (
	"testing"

	"reqap/internal/test"
)

func TestMonth(t *testing.T) {
	test.Table(t, "Month", func(w string) string {
		if m, ok := Month(w); ok {
			return m.String()
		}
		return "none"
	}, "months.tsv")
}
