package timex

import (
	"fmt"
	"testing"

	"reqap/internal/test"
)

// TestDump prints the spans of the questions in $TIMEX_DUMP (one a line).
func TestDump(t *testing.T) {
	p := Default()
	today := civil(2024, 3, 15)
	for _, q := range test.EnvLines(t, "TIMEX_DUMP", "a file of questions, one a line") {
		fmt.Printf("%s\n", q)
		for _, s := range p.Parse(q, Options{}) {
			from, to, ok := s.Window.Resolve(today)
			r := ""
			if ok {
				r = fmt.Sprintf(" [%s, %s)", fmtD(from), fmtD(to))
			}
			fmt.Printf("   %-8s %q%s  %s", s.Kind, s.Words, r, s.Window.Cond())
			if s.Anchor != nil {
				fmt.Printf(" anchor=%+v", *s.Anchor)
			}
			if s.Conj != "" {
				fmt.Printf(" conj=%q", s.Conj)
			}
			fmt.Println()
		}
	}
}
