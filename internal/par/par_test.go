package par

import (
	"context"
	"sync/atomic"
	"testing"
)

func TestEachCallsEveryIndexOnce(t *testing.T) {
	const n = 1000
	var seen [n]atomic.Int32
	Each(context.Background(), n, func(i int) { seen[i].Add(1) })
	for i := range seen {
		if c := seen[i].Load(); c != 1 {
			t.Fatalf("index %d called %d times", i, c)
		}
	}
	Each(context.Background(), 0, func(int) { t.Fatal("called for n = 0") })
}

func TestEachStopsWhenCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var calls atomic.Int32
	Each(ctx, 1_000_000, func(int) {
		if calls.Add(1) == 10 {
			cancel()
		}
	})
	if c := calls.Load(); c >= 1_000_000 || c < 10 {
		t.Fatalf("%d calls after cancelling at the tenth", c)
	}
}
