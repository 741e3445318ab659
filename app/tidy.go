package app

import (
	"context"
	"time"
)

// TidyResult says what Tidy did: the index segments before and after, and
// how long it took.
type TidyResult struct {
	Before, After int
	Elapsed       time.Duration
}

// Tidy merges the index segments an import left (index.Library.Tidy).
// Every process that opens the library maps each segment file, so a
// million events imported in one go, which Bluge leaves in about 300 small
// segments, made every later question a fifth slower. An import job tidies
// once every file is in; what ctx's end leaves unmerged stays readable.
func (c *Core) Tidy(ctx context.Context) (TidyResult, error) {
	ctx, done, err := c.begin(ctx)
	if err != nil {
		return TidyResult{}, err
	}
	defer done()
	start := time.Now()
	before, after, err := c.lib.Tidy(ctx)
	res := TidyResult{Before: before, After: after, Elapsed: time.Since(start)}
	if before != after {
		c.log.Info("tidied the index", "segments_before", before, "segments_after", after, "elapsed", res.Elapsed.Round(time.Millisecond))
	}
	return res, err
}
