package index

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"sync/atomic"
	"time"

	blugeindex "github.com/blugelabs/bluge/index"
	"github.com/blugelabs/bluge/index/mergeplan"
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

// tidyNudge is the longest Tidy waits for the merger to finish a plan
// before it writes another empty batch, and tidyPoll how often it looks;
// tidyRounds bounds its rounds of planning (each plan merges a tier, so a
// few do).
const (
	tidyNudge  = 2 * time.Second
	tidyPoll   = 50 * time.Millisecond
	tidyRounds = 16
)

// While a Tidy runs, the merger plans differently. Bluge's policy merges
// ten segments at a time into tiers ten times larger: the small segments a
// fast import of a million events leaves (about 250 of a few thousand
// events) were merged ten at a time, and the twenty-odd segments that made
// were merged again, ten at a time: most events twice over, on one core
// (Bluge runs a plan's merges one after another). A Tidy instead leaves up
// to tidyTarget segments, merges up to tidyFanIn at a time, and never makes a segment of more than twice the
// size tidyTarget segments would have (nor merges one that size or
// larger): the small ones are merged once, into a few, and the larger ones
// stay as they are. A question reads a few more segments than after
// Bluge's policy (about 24 instead of 19), which costs it next to nothing.
// Which segments are merged is Bluge's choice (runs of segments of about
// one size, the smallest first).
const (
	tidyTarget  = 24
	tidyFanIn   = 50
	tidyMinSize = 20_000 // documents: the smallest cap on a merged segment
)

// tidyPlan is the budget and the largest merged segment the merger plans
// with while a Tidy runs.
type tidyPlan struct {
	budget  int
	maxSize int64
}

// apply has o plan as p says, and returns the budget.
func (p *tidyPlan) apply(o *mergeplan.Options) int {
	o.SegmentsPerMergeTask, o.MaxSegmentSize = tidyFanIn, p.maxSize
	return p.budget
}

// importFanIn is how many segments the merger merges at once while files
// are imported, how many of one size it leaves before it merges them, and
// how much larger each tier is than the one below: Bluge's policy (ten of
// each) merged most of an import's events two or three times over, ten
// small segments into one, then ten of those, before the Tidy at its end
// merged what was left. Fifty at a time merges most of them once: three
// imports of the large persona (1.2M events, two cores shared with other
// work, December 2026) took 146, 128 and 127 CPU-s where Bluge's policy
// took 180, 143 and 136 back to back, at the same peak RSS and size on
// disk.
const importFanIn = 50

// mergedSize is the largest segment Bluge's merger makes (its
// MergePlanOptions.MaxSegmentSize, in documents), by its own policy, while
// files are imported and in a Tidy: half as much again as importFanIn
// batches of defaultFlushSize. It considers merging only segments of less than half that
// size, so a segment merged from importFanIn batches is merged no more
// unless deletions shrink it: with Bluge's cap (five million documents)
// the merger merged the segments it had made during an import into one of
// a million events, and a Tidy's cap (twice the size tidyTarget segments
// would have) merged them two by two, most of a large import's events
// twice or three times over, on one core. The large persona's import (1.2
// million events) then spent 16 of its 70 s in a Tidy that merged 82
// segments into 2. A library so merged holds about a segment per 50,000
// events.
const mergedSize = importFanIn * defaultFlushSize * 3 / 2

// mergeBudget is the number of segments Bluge's merger plans to leave: its
// own policy's (mergeplan.CalcBudget), while files are imported the same
// policy with importFanIn, or while a Tidy runs, its plan's. The merger
// plans on a copy of its options made for each plan, which o is, and calls
// this before it chooses the merges. Between imports the policy stays
// Bluge's, which also merges a few segments whose events were mostly
// replaced to reclaim their space.
func (l *Library) mergeBudget(total, firstTier int64, o *mergeplan.Options) int {
	if p := l.tidyPlan.Load(); p != nil {
		return p.apply(o)
	}
	if l.importing.Load() > 0 {
		o.MaxSegmentsPerTier, o.SegmentsPerMergeTask, o.TierGrowth = importFanIn, importFanIn, importFanIn
	}
	return mergeplan.CalcBudget(total, firstTier, o)
}

// planTidy chooses a Tidy's plan for the segments segs, planned with the
// options base otherwise (whose MaxSegmentSize also caps the Tidy's
// merges). Bluge pads a plan that cannot reach its budget
// with merges of one segment (a rewrite that merges nothing): the budget
// is raised until the plan has none, planned here as the merger will, on
// a copy of base for each plan.
func planTidy(segs []mergeplan.Segment, base mergeplan.Options) *tidyPlan {
	var total int64
	kept := 0 // segments the merger leaves (too large), which the budget does not count
	for _, s := range segs {
		total += s.LiveSize()
		if s.LiveSize() >= base.MaxSegmentSize/2 {
			kept++
		}
	}
	p := &tidyPlan{budget: max(tidyTarget-kept, 1), maxSize: min(max(2*total/tidyTarget, tidyMinSize), base.MaxSegmentSize)}
	for ; p.budget < len(segs); p.budget++ {
		opts := base
		opts.CalcBudget = func(_, _ int64, o *mergeplan.Options) int { return p.apply(o) }
		plan, err := mergeplan.Plan(segs, &opts)
		if err != nil || plan == nil || !slices.ContainsFunc(plan.Tasks, rewritesOne) {
			break
		}
	}
	return p
}

// rewritesOne says whether a merge task rewrites a single segment that
// holds documents (a task of empty segments only drops them).
func rewritesOne(t *mergeplan.MergeTask) bool {
	return len(t.Segments) == 1 && t.Segments[0].LiveSize() > 0
}

// setTidyPlan plans the next round of a Tidy for the segments of the index
// as it is now.
func (l *Library) setTidyPlan() error {
	snap, release, err := l.acquire()
	if err != nil {
		return err
	}
	defer release()
	var segs []mergeplan.Segment
	for _, s := range snap.Segments() {
		if seg, ok := s.(mergeplan.Segment); ok {
			segs = append(segs, seg)
		}
	}
	l.tidyPlan.Store(planTidy(segs, l.mergeOptions))
	return nil
}

// mergerCounts counts what Bluge's merger reports through the writer's
// events (Writer.Stats copies counters others write atomically, which is a
// data race): plans it finished, and merges it introduced.
type mergerCounts struct {
	plans, merges atomic.Uint64
}

func (m *mergerCounts) observe(e blugeindex.Event) {
	switch e.Kind {
	case blugeindex.EventKindMergerProgress:
		m.plans.Add(1)
	case blugeindex.EventKindMergeTaskIntroduction:
		m.merges.Add(1)
	}
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
//
// An empty batch makes a new state of the index, whose persisting wakes
// the planner. The planner merges what it planned and then waits for a
// state persisted after the one it planned at, which neither the merges'
// own states nor a batch persisted while it merged are: so one batch per
// round, until a round's plan merges nothing, and another whenever no
// plan ends for a while (the planner slept through the last one, or a
// long merge runs; an extra empty state costs nothing).
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
	l.logSegments("tidying")
	defer l.logSegments("tidied")
	defer l.tidyPlan.Store(nil)
	stopped := func(err error) (int, int, error) {
		after, _ := l.Segments()
		return before, after, err
	}
	for round := 0; round < tidyRounds; round++ {
		merges := l.merger.merges.Load()
		// Bluge's persister can take the batch before the merger's wish
		// to hear of the next state, and the merger then sleeps through
		// it: nudged again soon, then less often while a merge may run.
		wait := tidyPoll * 2
		if err := l.setTidyPlan(); err != nil {
			return stopped(fmt.Errorf("tidying the library in %s: %w", l.dir, err))
		}
		for planned := false; !planned; wait = min(2*wait, tidyNudge) {
			plans, err := l.persistEmpty(ctx)
			if err != nil {
				return stopped(err)
			}
			if planned, err = l.planEnds(ctx, plans, wait); err != nil {
				return stopped(err)
			}
		}
		if l.merger.merges.Load() == merges {
			break
		}
	}
	after, err = l.Segments()
	return before, after, err
}

// persistEmpty writes an empty batch and waits until it is on disk. It
// returns how many plans the merger had finished before the batch: on a
// small index the plan its persisting wakes can end before the callback
// returns. (A plan that was already under way may end instead; the round
// then sees whether it merged.)
func (l *Library) persistEmpty(ctx context.Context) (uint64, error) {
	plans := l.merger.plans.Load()
	done := make(chan error, 1)
	if err := l.writeNotify(blugeindex.NewBatch(), func(err error) { done <- err }); err != nil {
		return 0, fmt.Errorf("tidying the library in %s: %w", l.dir, err)
	}
	select {
	case err := <-done:
		if err != nil {
			return 0, fmt.Errorf("tidying the library in %s: %w", l.dir, err)
		}
		return plans, nil
	case <-ctx.Done():
		return 0, ctx.Err()
	}
}

// planEnds waits until the merger finishes a plan after plans, and says
// whether it did within wait.
func (l *Library) planEnds(ctx context.Context, plans uint64, wait time.Duration) (bool, error) {
	tick := time.NewTicker(tidyPoll)
	defer tick.Stop()
	deadline := time.Now().Add(wait)
	for l.merger.plans.Load() == plans {
		if err := l.backgroundErr(); err != nil {
			return false, fmt.Errorf("tidying the library in %s: %w", l.dir, err)
		}
		if time.Now().After(deadline) {
			return false, nil
		}
		select {
		case <-ctx.Done():
			return false, ctx.Err()
		case <-tick.C:
		}
	}
	return true, nil
}

// logSegments logs (at debug level) how many segments of which sizes the
// index has, which says what a tidy had to merge.
func (l *Library) logSegments(msg string) {
	if !l.log.Enabled(context.Background(), slog.LevelDebug) {
		return
	}
	snap, release, err := l.acquire()
	if err != nil {
		return
	}
	defer release()
	var classes [5]int // live documents: < 1k, < 10k, < 100k, < 1M, more
	var docs int64
	for _, s := range snap.Segments() {
		seg, ok := s.(mergeplan.Segment)
		if !ok {
			continue
		}
		n := seg.LiveSize()
		docs += n
		c := 0
		for lim := int64(1000); c < len(classes)-1 && n >= lim; lim *= 10 {
			c++
		}
		classes[c]++
	}
	l.log.Debug(msg, "segments", len(snap.Segments()), "docs", docs, "under_1k", classes[0], "under_10k", classes[1],
		"under_100k", classes[2], "under_1m", classes[3], "more", classes[4])
}
