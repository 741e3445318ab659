package index

import (
	"context"
	"errors"
	"fmt"
	"time"

	blugeindex "github.com/blugelabs/bluge/index"
)

// Bluge merges an index's segments in the background, planning a merge only
// when a new state of the index has been written to disk. An import writes
// faster than the merges keep up with, and closing the writer abandons the
// merges it had planned: a million events imported from the command line
// stayed in about 300 small segment files. Nothing merges them later,
// because a process that writes nothing never makes Bluge plan, and every
// process that opens the library then maps and unmaps each of those files
// (about a fifth of a cached question's time). An import job tidies once
// its files are in (app.Core.Tidy).

// ErrBrief is returned by Tidy on a library opened Brief: its writer plans
// no merges.
var ErrBrief = errors.New("the library was opened for a moment (Brief) and merges nothing")

// tidyPoll is how often Tidy looks at the merger's progress; tidyRounds
// bounds its rounds of planning (each plan merges a tier, so a few do).
// tidyNudge and tidyIdle are how long the merger may stay still before
// Tidy wakes it again (see stillFor).
const (
	tidyPoll   = 50 * time.Millisecond
	tidyRounds = 8
	tidyNudge  = 2 * time.Second
	tidyIdle   = 200 * time.Millisecond
)

// stillFor is how long the merger must have been still before Tidy
// nudges it: a little once every task it planned is done (it is then
// waiting, or about to plan), longer while a merge runs, which can take
// seconds with nothing to show.
func stillFor(s blugeindex.Stats) time.Duration {
	if s.TotFileMergePlanTasks == s.TotFileMergePlanTasksDone+s.TotFileMergePlanTasksErr {
		return tidyIdle
	}
	return tidyNudge
}

// mergeProgress is what moves while Bluge's merger works.
type mergeState struct{ merged, planned, done, zapped uint64 }

func mergeProgress(s blugeindex.Stats) mergeState {
	return mergeState{s.LastMergedEpoch, s.TotFileMergePlan, s.TotFileMergePlanTasksDone, s.TotFileMergeZapEnd}
}

// Segments is the number of index segments the library reads now.
func (l *Library) Segments() (int, error) {
	snap, release, err := l.acquire()
	if err != nil {
		return 0, err
	}
	defer release()
	return len(snap.Segments()), nil
}

// Tidy makes Bluge plan the merges its policy wants for the index as it is
// and waits until they are done, or until ctx ends: what is merged by then
// stays merged, and the rest is merged by a later Tidy or import. It
// returns how many segments there were before and after.
func (l *Library) Tidy(ctx context.Context) (before, after int, err error) {
	if l.w == nil {
		return 0, 0, ErrReadOnly
	}
	if l.brief {
		return 0, 0, ErrBrief
	}
	if before, err = l.Segments(); err != nil {
		return 0, 0, fmt.Errorf("tidying the library in %s: %w", l.dir, err)
	}
	tick := time.NewTicker(tidyPoll)
	defer tick.Stop()
	// An empty batch makes a new state of the index, whose persisting
	// wakes the planner. The planner merges what it planned and then waits
	// for a state persisted after the one it planned at, which neither the
	// merges' own states nor a batch persisted while it merged are: so one
	// batch per round, until a round's plan is to merge nothing, and
	// another whenever the merger has been still for a while with
	// everything on disk (it slept through the last one).
	nudge := func() (uint64, error) {
		if err := l.write(blugeindex.NewBatch()); err != nil {
			return 0, fmt.Errorf("tidying the library in %s: %w", l.dir, err)
		}
		return l.w.Stats().CurRootEpoch, nil
	}
	for round := 0; round < tidyRounds; round++ {
		idle := l.w.Stats().TotFileMergePlanNone
		planned, err := nudge()
		if err != nil {
			return before, before, err
		}
		last, still := mergeProgress(l.w.Stats()), time.Now()
		for s := l.w.Stats(); s.LastMergedEpoch < planned; s = l.w.Stats() {
			if err := l.backgroundErr(); err != nil {
				return before, before, fmt.Errorf("tidying the library in %s: %w", l.dir, err)
			}
			if p := mergeProgress(s); p != last {
				last, still = p, time.Now()
			} else if s.CurRootEpoch == s.LastPersistedEpoch && time.Since(still) > stillFor(s) {
				if planned, err = nudge(); err != nil {
					return before, before, err
				}
				still = time.Now()
			}
			select {
			case <-ctx.Done():
				after, _ = l.Segments()
				return before, after, ctx.Err()
			case <-tick.C:
			}
		}
		if l.w.Stats().TotFileMergePlanNone > idle {
			break
		}
	}
	after, err = l.Segments()
	return before, after, err
}
