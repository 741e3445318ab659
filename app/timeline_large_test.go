package app

import (
	"context"
	"testing"

	"reqap/internal/test"
)

// BenchmarkTimelineSearchLarge filters the large persona's timeline by a
// word typed fresh (no earlier result to narrow), as the search box does
// after a pause (see test.EnvLargeLibrary).
func BenchmarkTimelineSearchLarge(b *testing.B) {
	dir := test.LargeLibrary(b)
	c, err := Open(dir)
	if err != nil {
		b.Fatal(err)
	}
	defer c.Close()
	ctx := context.Background()
	for _, text := range []string{"sa", "salsa", "dentist appointment"} {
		b.Run(text, func(b *testing.B) {
			n := 0
			for b.Loop() {
				tl, err := c.Timeline(ctx, TimelineFilter{Text: text}, nil)
				if err != nil {
					b.Fatal(err)
				}
				n = tl.Len()
			}
			b.ReportMetric(float64(n), "events")
		})
	}
}
