// Package par runs independent pieces of work on all cores.
package par

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
)

// Each calls fn(i) for every i below n on up to GOMAXPROCS goroutines,
// each taking the next index when it is free (pieces of uneven cost keep
// every core busy), and returns when all are done. Once ctx is done, no
// further piece starts.
func Each(ctx context.Context, n int, fn func(i int)) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1) - 1); i < n && ctx.Err() == nil; i = int(next.Add(1) - 1) {
				fn(i)
			}
		}()
	}
	wg.Wait()
}
