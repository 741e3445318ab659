package timex_test

import (
	"fmt"
	"time"

	"reqap/qa/qud/timex"
)

func ExampleParser_Parse() {
	today := time.Date(2024, 3, 15, 0, 0, 0, 0, time.UTC)
	for _, q := range []string{
		"How much did I spend over Christmas 2020 (December 24-26)?",
		"How many runs in the past 3 weeks after 6 pm?",
		"How many songs did I play two weeks before my birthday?",
	} {
		for _, s := range timex.Default().Parse(q, timex.Options{}) {
			fmt.Printf("%s %q", s.Kind, s.Words)
			if c := s.Window.Cond(); c != "" {
				fmt.Printf(": %s", c)
			}
			fmt.Println()
			if from, to, ok := s.Window.Resolve(today); ok {
				fmt.Printf("  [%s, %s)\n", from.Format("2006-01-02"), to.Format("2006-01-02"))
			}
			if a := s.Anchor; a != nil {
				fmt.Printf("  %s %q: %s\n", a.Rel, a.Phrase, a.Window("birthday").DateCond)
			}
		}
	}
	// Output:
	// date "over Christmas 2020 (December 24-26)": start_date >= date("2020-12-24") && start_date <= date("2020-12-26")
	//   [2020-12-24, 2020-12-27)
	// date "in the past 3 weeks": start_date >= add_weeks(today, -3) && start_date <= today
	//   [2024-02-23, 2024-03-16)
	// time "after 6 pm": start_time >= time(18, 0)
	// anchored "two weeks before my birthday"
	//   before "my birthday": start_date >= add_weeks(birthday, -2) && start_date < add_weeks(birthday, -1)
}
