package app

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"reflect"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sync/semaphore"

	"reqap/index"
	"reqap/ingest"
	"reqap/ingest/formats"
	"reqap/internal/par"
	"reqap/lang/plural"
)

// FileStatus is the outcome of importing one file.
type FileStatus string

// File outcomes.
const (
	Imported  FileStatus = "imported"
	Unchanged FileStatus = "unchanged"
	Skipped   FileStatus = "skipped"
	Failed    FileStatus = "failed"
	Cancelled FileStatus = "cancelled"
)

// FileResult says what happened to one file of an import job.
type FileResult struct {
	Path    string        `json:"path"`
	Format  string        `json:"format,omitempty"`
	Status  FileStatus    `json:"status"`
	Events  int           `json:"events"`
	Records int           `json:"skipped_records,omitempty"` // records inside the file that were not imported
	Damaged int           `json:"damaged_records,omitempty"` // of those, the ones the file is damaged at
	Reason  string        `json:"reason,omitempty"`          // why the file was skipped or failed
	Details []string      `json:"details,omitempty"`         // the first records not imported: "record: reason"
	Elapsed time.Duration `json:"elapsed_ns"`
}

// String renders the result as one line for people.
func (r FileResult) String() string {
	switch r.Status {
	case Imported:
		s := fmt.Sprintf("imported %s (%s)", plural.Noun(r.Events, "event"), r.Format)
		if r.Damaged > 0 {
			s += " with " + plural.Noun(r.Damaged, "damaged record")
		}
		if other := r.Records - r.Damaged; other > 0 {
			s += ", " + plural.Noun(other, "record") + " skipped"
		}
		return s
	case Unchanged:
		return fmt.Sprintf("unchanged, %d events already in the library", r.Events)
	case Skipped:
		return "skipped: " + r.Reason
	case Cancelled:
		return "cancelled"
	}
	return "failed: " + r.Reason
}

// Tally counts a job's files by outcome, with the events and damaged
// records of the imported ones: what a summary of the job says.
type Tally struct {
	Files   map[FileStatus]int
	Events  int
	Damaged int
}

// TallyResults counts the results of a job.
func TallyResults(res []FileResult) Tally {
	t := Tally{Files: map[FileStatus]int{}}
	for _, r := range res {
		t.Files[r.Status]++
		if r.Status == Imported {
			t.Events += r.Events
			t.Damaged += r.Damaged
		}
	}
	return t
}

// Progress is a snapshot of an import job.
type Progress struct {
	FilesDone  int      `json:"files_done"`
	FilesTotal int      `json:"files_total"`
	Events     int64    `json:"events"`
	BytesDone  int64    `json:"bytes_done"`
	BytesTotal int64    `json:"bytes_total"`
	Current    []string `json:"current,omitempty"` // files being read now
	Scanning   bool     `json:"scanning"`
	// Tidying is set once every file is in, while the index's segments
	// are merged (see Core.Tidy); Elapsed then stays the import's.
	Tidying bool          `json:"tidying,omitempty"`
	Elapsed time.Duration `json:"elapsed_ns"`
}

// Fraction returns how far the job is, from 0 to 1, by bytes when known.
func (p Progress) Fraction() float64 {
	if p.BytesTotal > 0 {
		return min(1, float64(p.BytesDone)/float64(p.BytesTotal))
	}
	if p.FilesTotal > 0 {
		return float64(p.FilesDone) / float64(p.FilesTotal)
	}
	return 0
}

// Reporter receives an import job's progress. Progress is called
// periodically from the job's updater goroutine, FileDone once per file as
// it finishes; neither must block for long.
type Reporter interface {
	Progress(Progress)
	FileDone(FileResult)
}

// ProgressInterval is how often a job reports progress.
const ProgressInterval = 150 * time.Millisecond

// ImportOptions tune an import job.
type ImportOptions struct {
	Reporter Reporter // may be nil
	// MaxRecord caps the bytes of one record; a larger one is skipped as
	// damaged. 0 takes the settings' limit, else ingest.DefaultMaxRecord.
	MaxRecord int64
}

// Job is a background import of files, folders and archives.
type Job struct {
	ID    int
	Paths []string
	opts  ImportOptions

	started time.Time
	cancel  context.CancelFunc
	done    chan struct{}

	filesDone  atomic.Int64
	filesTotal atomic.Int64
	events     atomic.Int64
	bytesDone  atomic.Int64
	bytesTotal atomic.Int64
	scanning   atomic.Bool
	tidying    atomic.Bool

	mu      sync.Mutex
	current map[string]struct{}
	results []FileResult
	err     error
	elapsed time.Duration
	tidied  TidyResult
}

// Done is closed when the job has finished.
func (j *Job) Done() <-chan struct{} { return j.done }

// Cancel stops the job; files already imported stay imported.
func (j *Job) Cancel() { j.cancel() }

// Wait blocks until the job ends and returns its error: nil, the
// cancellation, or a scan error. Per-file failures are in Results.
func (j *Job) Wait() error {
	<-j.done
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.err
}

// Results returns the per-file results so far, in the order files finished.
func (j *Job) Results() []FileResult {
	j.mu.Lock()
	defer j.mu.Unlock()
	return append([]FileResult(nil), j.results...)
}

// Failed counts the files that failed.
func (j *Job) Failed() int {
	n := 0
	for _, r := range j.Results() {
		if r.Status == Failed {
			n++
		}
	}
	return n
}

// Tidied says what the job's tidying of the index did (zero when it did
// none: nothing was imported, or the job was cancelled first).
func (j *Job) Tidied() TidyResult {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.tidied
}

// Progress returns a snapshot of the job's progress.
func (j *Job) Progress() Progress {
	j.mu.Lock()
	cur := make([]string, 0, len(j.current))
	for f := range j.current {
		cur = append(cur, f)
	}
	elapsed := j.elapsed
	j.mu.Unlock()
	sort.Strings(cur)
	if elapsed == 0 {
		elapsed = time.Since(j.started)
	}
	return Progress{
		FilesDone:  int(j.filesDone.Load()),
		FilesTotal: int(j.filesTotal.Load()),
		Events:     j.events.Load(),
		BytesDone:  j.bytesDone.Load(),
		BytesTotal: j.bytesTotal.Load(),
		Current:    cur,
		Scanning:   j.scanning.Load(),
		Tidying:    j.tidying.Load(),
		Elapsed:    elapsed,
	}
}

func (j *Job) addResult(r FileResult, rep Reporter) {
	j.mu.Lock()
	j.results = append(j.results, r)
	j.mu.Unlock()
	j.filesDone.Add(1)
	if rep != nil {
		rep.FileDone(r)
	}
}

func (j *Job) setCurrent(name string, on bool) {
	j.mu.Lock()
	defer j.mu.Unlock()
	if on {
		j.current[name] = struct{}{}
	} else {
		delete(j.current, name)
	}
}

// Import starts a background job importing paths (files, folders or zip
// archives). rep may be nil. The job is also listed by Jobs.
func (c *Core) Import(ctx context.Context, paths []string, rep Reporter) *Job {
	return c.ImportWith(ctx, paths, ImportOptions{Reporter: rep})
}

// ImportWith is Import with options.
func (c *Core) ImportWith(ctx context.Context, paths []string, opts ImportOptions) *Job {
	if opts.MaxRecord <= 0 {
		opts.MaxRecord = c.Settings().MaxRecordBytes
	}
	ctx, cancel := context.WithCancel(ctx)
	c.mu.Lock()
	c.nextJob++
	j := &Job{ID: c.nextJob, Paths: append([]string(nil), paths...), opts: opts, started: time.Now(),
		cancel: cancel, done: make(chan struct{}), current: map[string]struct{}{}}
	closed := c.closed
	if !closed {
		c.jobs = append(c.jobs, j)
	}
	c.mu.Unlock()
	var err error
	switch {
	case closed:
		err = ErrClosed
	case c.lib.ReadOnly():
		err = fmt.Errorf("importing %s: %w", strings.Join(paths, ", "), index.ErrReadOnly)
	}
	if err != nil {
		j.err = err
		cancel()
		close(j.done)
		return j
	}
	go c.runJob(ctx, j, opts.Reporter)
	return j
}

func (c *Core) runJob(ctx context.Context, j *Job, rep Reporter) {
	defer close(j.done)
	defer j.cancel()
	stopTicker := make(chan struct{})
	var tickerDone sync.WaitGroup
	if rep != nil {
		tickerDone.Add(1)
		go func() {
			defer tickerDone.Done()
			t := time.NewTicker(ProgressInterval)
			defer t.Stop()
			for {
				select {
				case <-t.C:
					rep.Progress(j.Progress())
				case <-stopTicker:
					return
				}
			}
		}()
	}
	err := c.importPaths(ctx, j, rep)
	c.afterImport(ctx, j)
	j.mu.Lock()
	j.err = err
	j.elapsed = time.Since(j.started)
	j.mu.Unlock()
	if j.events.Load() > 0 && ctx.Err() == nil {
		j.tidying.Store(true)
		res, terr := c.Tidy(ctx)
		j.tidying.Store(false)
		j.mu.Lock()
		j.tidied = res
		j.mu.Unlock()
		if terr != nil && ctx.Err() == nil && !errors.Is(terr, ErrClosed) {
			c.log.Warn("tidying the index after an import (the library is complete; questions may be slower)", "job", j.ID, "err", terr)
		}
	}
	close(stopTicker)
	tickerDone.Wait()
	if rep != nil {
		rep.Progress(j.Progress())
	}
	c.log.Info("import finished", "job", j.ID, "files", j.filesDone.Load(), "events", j.events.Load(),
		"failed", j.Failed(), "elapsed", time.Since(j.started).Round(time.Millisecond), "err", err)
}

func (c *Core) importPaths(ctx context.Context, j *Job, rep Reporter) error {
	j.scanning.Store(true)
	tree, err := ingest.Scan(ctx, ingest.DefaultLimits, j.Paths...)
	j.scanning.Store(false)
	if tree != nil {
		defer tree.Close()
	}
	if err != nil {
		return fmt.Errorf("scanning %s: %w", strings.Join(j.Paths, ", "), err)
	}
	j.filesTotal.Store(int64(len(tree.Files) + len(tree.Problems)))
	var total int64
	for _, f := range tree.Files {
		total += f.Size
	}
	j.bytesTotal.Store(total)
	for _, p := range tree.Problems {
		r := FileResult{Path: p.Name, Status: Skipped, Reason: p.Skipped}
		if p.Err != nil {
			r.Status, r.Reason = Failed, describeErr(p.Err)
		}
		j.addResult(r, rep)
	}
	files := make(chan planned)
	var wg, reporting, inPhase sync.WaitGroup
	// grouping is off while the files that tell who the person is are
	// imported: each is committed before the next phase begins.
	var grouping atomic.Bool
	// A file counts as imported once it survives a crash; the worker goes
	// on with the next file meanwhile.
	report := func(r FileResult, durable <-chan error) {
		if durable == nil {
			j.addResult(r, rep)
			return
		}
		reporting.Add(1)
		go func() {
			defer reporting.Done()
			j.addResult(awaitDurable(ctx, r, durable), rep)
		}()
	}
	// Small files are committed together by one committer while the
	// workers read the next ones: a folder of daily notes would otherwise
	// cost an index segment and a write to disk per day.
	// The files waiting are bounded by their events, not their number: a
	// bound of 32 files let a group of daily notes hold a tenth of a batch
	// (1,600 segments for 40,000 days, each built, persisted and merged).
	limit := c.lib.GroupSize()
	waiting := semaphore.NewWeighted(int64(groupQueue * limit))
	small := make(chan *pendingFile, groupQueue*limit)
	committed := make(chan struct{})
	go func() {
		defer close(committed)
		c.commitSmall(ctx, small, waiting, report)
	}()
	workers := min(2, runtime.GOMAXPROCS(0))
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for p := range files {
				j.setCurrent(p.f.Name, true)
				r, durable, pend := c.importFile(ctx, j, p, grouping.Load())
				j.setCurrent(p.f.Name, false)
				inPhase.Done()
				if pend != nil {
					// The committer drains small whatever happens: waiting
					// for room needs no ctx.
					_ = waiting.Acquire(context.Background(), pend.events)
					small <- pend
					continue
				}
				report(r, durable)
			}
		}()
	}
	var cancelled []planned
	order, first := perspectiveFirst(ctx, tree.Files)
	grouping.Store(first == 0 || first == len(order))
	for i, f := range order {
		if i == first && i > 0 {
			// The files that tell who the person is are in the library
			// before any other is derived (see perspectiveFirst).
			inPhase.Wait()
			grouping.Store(true)
		}
		if ctx.Err() != nil {
			cancelled = order[i:]
			break
		}
		inPhase.Add(1)
		select {
		case files <- f:
		case <-ctx.Done():
			inPhase.Done()
			cancelled = order[i:]
		}
		if cancelled != nil {
			break
		}
	}
	close(files)
	wg.Wait()
	close(small)
	<-committed
	reporting.Wait()
	for _, p := range cancelled {
		j.addResult(FileResult{Path: p.f.Name, Status: Cancelled}, rep)
	}
	return ctx.Err()
}

// planned is a file of a job with what its first bytes say: the importer
// that reads it (nil: none) and whether they are binary data, or the error
// reading them. Each file is read for this once, when the job is ordered.
type planned struct {
	f      ingest.File
	imp    *ingest.Importer
	m      ingest.Match
	binary bool
	// hash is the content's hash when the head is the whole file (a
	// daily note), so importFile need not open the file again for it.
	hash string
	// head is the whole file when hash is set, until planAll keeps it.
	head []byte
	err  error
}

func plan(f ingest.File) planned {
	head, err := ingest.ReadHead(f.FS, f.Path)
	if err != nil {
		return planned{f: f, err: err}
	}
	imp, m := formats.Registry.Detect(ingest.Candidate{FS: f.FS, Path: f.Path, Head: head})
	p := planned{f: f, imp: imp, m: m, binary: ingest.LooksBinary(head)}
	if len(head) < ingest.HeadSize {
		p.hash, p.head = hashBytes(head), head
	}
	return p
}

// planAll plans the files on all cores: nothing is imported before every
// file is planned, and a folder of 40,000 daily notes took seconds to
// plan one file after another. The files whose head is all of them are
// kept in memory until they are imported (keptBytes of them): the
// journal importer reads a folder's days twice more. Once ctx is
// cancelled no more files are read; those left keep their file and no
// importer, for the job to report them cancelled.
func planAll(ctx context.Context, files []ingest.File) []planned {
	kept := map[fs.FS]*ingest.KeptFS{}
	files = slices.Clone(files)
	for i, f := range files {
		if f.FS == nil || !reflect.TypeOf(f.FS).Comparable() {
			continue // a file system that cannot be told apart stays as it is
		}
		k := kept[f.FS]
		if k == nil {
			k = ingest.NewKeptFS(f.FS, keptBytes)
			kept[f.FS] = k
		}
		files[i].FS = k
	}
	out := make([]planned, len(files))
	for i, f := range files {
		out[i].f = f
	}
	par.Each(ctx, len(files), func(i int) {
		out[i] = plan(files[i])
		if k, ok := files[i].FS.(*ingest.KeptFS); ok && out[i].hash != "" {
			k.Keep(files[i].Path, out[i].head)
		}
		out[i].head = nil
	})
	return out
}

// keptBytes bounds the small files an import keeps in memory, per file
// system, from planning to import.
const keptBytes = 64 << 20

// perspectiveFirst orders a job's files so that those whose importer makes
// events of the sources the perspective is read from (mail, calendars,
// account facts, viewings, refunds: perspectiveSources) come first; first
// is the index of the first other file. The others are then derived with
// the person's identity and zones from the start: imported in scan order,
// a mailbox found after ten years of plays would have every play stored,
// re-derived and stored again (twice the import, and the old copies on
// disk until Bluge merges them away).
func perspectiveFirst(ctx context.Context, files []ingest.File) (order []planned, first int) {
	var tell, rest []planned
	for _, p := range planAll(ctx, files) {
		if p.tellsWho() {
			tell = append(tell, p)
		} else {
			rest = append(rest, p)
		}
	}
	if len(tell) == 0 || len(rest) == 0 {
		return append(tell, rest...), len(files)
	}
	return append(tell, rest...), len(tell)
}

// tellsWho reports whether the file's importer lists a source the
// perspective is read from. A file it cannot read or recognise is not one:
// importFile reports it.
func (p planned) tellsWho() bool {
	if p.imp == nil || p.m.Skip != "" {
		return false
	}
	for _, s := range p.imp.Sources {
		if slices.Contains(perspectiveSources, s) {
			return true
		}
	}
	return false
}

// durableGrace is how long a cancelled job still waits for its committed
// files to reach the disk (it normally takes well under a second).
const durableGrace = 30 * time.Second

// awaitDurable returns r once its commit is on disk, or a failure saying
// why it is not.
func awaitDurable(ctx context.Context, r FileResult, durable <-chan error) FileResult {
	var err error
	select {
	case err = <-durable:
	case <-ctx.Done():
		select {
		case err = <-durable:
		case <-time.After(durableGrace):
			err = fmt.Errorf("not confirmed on disk within %v of the cancellation", durableGrace)
		}
	}
	if err != nil {
		r.Status, r.Reason = Failed, clean("storing events: "+err.Error())
	}
	return r
}

// describeErr turns an error into a reason for people: permission and
// existence problems are spelled out, and bytes from the file are escaped.
func describeErr(err error) string {
	switch {
	case errors.Is(err, fs.ErrPermission):
		return clean("no permission to read it: " + err.Error())
	case errors.Is(err, fs.ErrNotExist):
		return clean("it no longer exists: " + err.Error())
	}
	return clean(err.Error())
}

// maxReason bounds a reason shown for a file or record.
const maxReason = 400

// clean makes a message safe for a terminal or a label: an importer may
// quote bytes of a binary file.
func clean(s string) string { return ingest.Printable(s, maxReason) }

// maxDetails bounds how many unreadable records a result lists.
const maxDetails = 20

// groupQueue is how many batches of events small files may hold while
// they wait for the committer, not yet analysed: the one being committed
// and the next.
const groupQueue = 2

// pendingFile is a small file read and waiting to be committed with
// others.
type pendingFile struct {
	w   *index.FileWriter
	rec index.FileRecord
	res FileResult
	// start is when its import began, for its elapsed time.
	start time.Time
	// events is how many events wait to be written (at most a batch).
	events int64
}

// commitSmall commits the files that arrive on small in groups of about a
// batch of events: whatever has arrived while the last group was being
// written goes in the next. Each file's result goes to report.
// Each file's events are released from waiting once its group is
// committed.
func (c *Core) commitSmall(ctx context.Context, small <-chan *pendingFile, waiting *semaphore.Weighted, report func(FileResult, <-chan error)) {
	limit := int64(c.lib.GroupSize())
	var next *pendingFile // the one that did not fit in the last group
	for {
		group := []*pendingFile{}
		var n int64
		add := func(p *pendingFile) bool {
			if len(group) > 0 && n+p.events > limit {
				next = p
				return false
			}
			group = append(group, p)
			n += p.events
			return true
		}
		if next != nil {
			p := next
			next = nil
			add(p)
		} else {
			p, ok := <-small
			if !ok {
				return
			}
			add(p)
		}
	more:
		for next == nil && n < limit {
			select {
			case p, ok := <-small:
				if !ok {
					break more
				}
				add(p)
			default:
				break more
			}
		}
		c.commitGroup(ctx, group, report)
		waiting.Release(n)
	}
}

// commitGroup commits the files of group at once; when that fails (the
// library closed, the job was cancelled) each file is reported as its own
// commit would have been.
func (c *Core) commitGroup(ctx context.Context, group []*pendingFile, report func(FileResult, <-chan error)) {
	ws := make([]*index.FileWriter, len(group))
	recs := make([]index.FileRecord, len(group))
	for i, p := range group {
		ws[i], recs[i] = p.w, p.rec
	}
	err := c.lib.CommitFiles(ctx, ws, recs)
	for _, p := range group {
		res := p.res
		res.Elapsed = time.Since(p.start)
		if err != nil {
			report(c.commitFailed(ctx, res, err), nil)
			continue
		}
		if r, ok := c.lib.File(res.Path); ok {
			res.Events = r.Events // distinct records: a repeated one counts once
		}
		res.Status = Imported
		report(res, p.w.Durable())
	}
}

// commitFailed is the result of a file whose commit failed with err.
func (c *Core) commitFailed(ctx context.Context, res FileResult, err error) FileResult {
	if ctx.Err() != nil {
		res.Status = Cancelled
		return res
	}
	res.Status, res.Reason = Failed, clean(fmt.Sprintf("storing events: %v", err))
	return res
}

// importFile imports one file: it detects the format, skips the file when
// the library already holds this exact content, and otherwise replaces the
// file's events with what the importer emits, all or nothing. The channel
// is set for a committed file: it reports when the commit is on disk. With
// grouped, a file whose events all fit in one batch is not committed but
// returned as pend, for commitSmall.
func (c *Core) importFile(ctx context.Context, j *Job, p planned, grouped bool) (res FileResult, durable <-chan error, pend *pendingFile) {
	start := time.Now()
	f, imp, m := p.f, p.imp, p.m
	if k, ok := f.FS.(*ingest.KeptFS); ok {
		defer k.Forget(f.Path)
	}
	res = FileResult{Path: f.Name}
	defer func() { res.Elapsed = time.Since(start) }()
	if p.err != nil {
		j.bytesDone.Add(f.Size)
		res.Status, res.Reason = Failed, describeErr(p.err)
		return res, nil, nil
	}
	if imp == nil {
		j.bytesDone.Add(f.Size)
		res.Status, res.Reason = Skipped, ingest.ErrUnrecognized.Error()
		if p.binary {
			res.Reason += " (it holds binary data)"
		}
		return res, nil, nil
	}
	res.Format = imp.Name
	if m.Skip != "" {
		j.bytesDone.Add(f.Size)
		res.Status, res.Reason = Skipped, clean(m.Skip)
		return res, nil, nil
	}
	hash, err := p.hash, error(nil)
	if hash == "" {
		hash, err = hashFile(ctx, f)
	}
	if err != nil {
		j.bytesDone.Add(f.Size)
		if ctx.Err() != nil {
			res.Status = Cancelled
			return res, nil, nil
		}
		res.Status, res.Reason = Failed, describeErr(err)
		return res, nil, nil
	}
	if rec, ok := c.lib.File(f.Name); ok && rec.Error == "" && rec.Hash == hash && rec.Format == res.Format && rec.Version == ingest.Version {
		j.bytesDone.Add(f.Size)
		res.Status, res.Events = Unchanged, rec.Events
		if !rec.ModTime.Equal(f.ModTime) || rec.Size != f.Size {
			rec.ModTime, rec.Size = f.ModTime, f.Size
			if err := c.lib.PutFileRecord(rec); err != nil {
				c.log.Warn("updating file record", "file", f.Name, "err", err)
			}
		}
		return res, nil, nil
	}

	w, err := c.lib.BeginFile(f.Name)
	if err != nil {
		j.bytesDone.Add(f.Size)
		res.Status, res.Reason = Failed, describeErr(err)
		return res, nil, nil
	}
	in := &ingest.Input{FS: f.FS, Path: f.Path, Name: f.Name, Size: f.Size, ModTime: f.ModTime, Format: res.Format, Now: time.Now(),
		KeySpace: imp.KeySpace, MaxRecord: j.opts.MaxRecord}
	sink := &fileSink{ctx: ctx, w: w, job: j, limit: in.RecordLimit(), p: c.importPerspective(j, f.Name)}
	var read atomic.Int64
	in.Wrap = func(rc io.ReadCloser) io.ReadCloser {
		return &countingReader{rc: rc, n: func(n int) { read.Add(int64(n)); j.bytesDone.Add(int64(n)) }}
	}
	ierr := safeImport(ctx, imp, in, sink)
	// Account for bytes the importer did not read (it stopped early or read a sibling).
	if rest := f.Size - read.Load(); rest > 0 {
		j.bytesDone.Add(rest)
	}
	res.Events, res.Records, res.Damaged, res.Details = sink.n, sink.skipped, sink.damaged, sink.details
	if ierr == nil && sink.n == 0 {
		ierr = nothingImported(res, p.binary)
	}
	if ierr != nil {
		w.Abort()
		if ctx.Err() != nil {
			res.Status = Cancelled
			return res, nil, nil
		}
		res.Status, res.Reason = Failed, describeErr(ierr)
		if p.binary && !strings.Contains(res.Reason, "binary") {
			// What the importer says of binary data ("empty file") misleads.
			res.Reason = "the file holds binary data, not " + res.Format + " text (" + res.Reason + ")"
		}
		res.Events = 0
		c.recordFailure(f, res.Format, hash, res.Reason)
		return res, nil, nil
	}
	rec := index.FileRecord{Path: f.Name, Format: res.Format, Version: ingest.Version, Size: f.Size, ModTime: f.ModTime, Hash: hash,
		Skipped: sink.skipped, Damaged: sink.damaged, Imported: time.Now()}
	// A file fits a group when none of its events was written and they
	// are no more than a batch of the library's (GroupSize): a writer that
	// keeps no events buffers larger batches, and a file of 3,000 events
	// waited for room among the groups' events forever.
	if n, all := w.Unwritten(); grouped && all && n <= c.lib.GroupSize() {
		return res, nil, &pendingFile{w: w, rec: rec, res: res, start: start, events: int64(n)}
	}
	if err := w.Commit(ctx, rec); err != nil {
		return c.commitFailed(ctx, res, err), nil, nil
	}
	if r, ok := c.lib.File(f.Name); ok {
		res.Events = r.Events // distinct records: a repeated one counts once
	}
	res.Status = Imported
	return res, w.Durable(), nil
}

// nothingImported is the failure of a file that yielded no event: a file
// that holds nothing to import is not a success.
func nothingImported(r FileResult, binary bool) error {
	switch {
	case r.Records > 0 && r.Damaged == r.Records:
		return fmt.Errorf("no readable record: all %d are damaged", r.Records)
	case r.Records > 0:
		return fmt.Errorf("nothing to import: all %d records were skipped", r.Records)
	case binary:
		return fmt.Errorf("nothing to import: no %s records found; the file holds binary data, not text", r.Format)
	}
	return fmt.Errorf("nothing to import: no %s records found in it", r.Format)
}

// recordFailure remembers that a file failed without touching the events
// it produced before, so nothing already imported is lost.
func (c *Core) recordFailure(f ingest.File, format, hash, reason string) {
	rec, ok := c.lib.File(f.Name)
	if !ok {
		rec = index.FileRecord{Path: f.Name, Format: format}
	}
	rec.Size, rec.ModTime, rec.Hash, rec.Error, rec.Imported = f.Size, f.ModTime, hash, reason, time.Now()
	if perr := c.lib.PutFileRecord(rec); perr != nil {
		c.log.Warn("recording failed import", "file", f.Name, "err", perr)
	}
}

// safeImport turns an importer panic into an error naming the file, so one
// bad parser never takes the application down.
func safeImport(ctx context.Context, imp *ingest.Importer, in *ingest.Input, sink ingest.Sink) (err error) {
	defer func() {
		if r := recover(); r != nil {
			slog.Error("importer panicked", "format", imp.Name, "file", in.Name, "panic", r)
			err = &ingest.RecordError{File: in.Name, Err: fmt.Errorf("internal error in the %s importer: %v", imp.Name, r)}
		}
	}()
	return imp.Import(ctx, in, sink)
}

type fileSink struct {
	ctx     context.Context
	w       *index.FileWriter
	job     *Job
	limit   int64               // record size limit
	p       *ingest.Perspective // derives the fields that depend on who the person is
	n       int
	skipped int
	damaged int
	details []string
}

// Emit stores an event under its record identity (ingest.RecordID), or
// skips it as damaged when it is over the record size limit.
func (s *fileSink) Emit(ev ingest.Event) error {
	if err := s.ctx.Err(); err != nil {
		return err
	}
	if size := ingest.EventSize(&ev); size > s.limit {
		s.Skip(ev.Origin.Record, &ingest.Damage{Offset: -1, Err: ingest.TooLarge(size, s.limit)})
		return nil
	}
	// The identity is the record's own content, before the fields that
	// depend on who the person is (they are derived again when that
	// changes, the record stays the same).
	ev.ID = ingest.RecordID(&ev)
	if s.p != nil {
		formats.Registry.Derive(&ev, s.p)
	}
	if err := s.w.Add(ev); err != nil {
		return err
	}
	s.n++
	s.job.events.Add(1)
	return nil
}

func (s *fileSink) Skip(record string, reason error) {
	s.skipped++
	if ingest.IsDamage(reason) {
		s.damaged++
	}
	if len(s.details) < maxDetails {
		s.details = append(s.details, clean(record+": "+reason.Error()))
	}
}

type countingReader struct {
	rc io.ReadCloser
	n  func(int)
}

func (r *countingReader) Read(p []byte) (int, error) {
	n, err := r.rc.Read(p)
	if n > 0 {
		r.n(n)
	}
	return n, err
}

func (r *countingReader) Close() error { return r.rc.Close() }

// hashBufs holds the buffers files are hashed through: a fresh 256 KiB
// buffer per file cost more than hashing a folder of daily notes of a few
// hundred bytes each (allocating and zeroing it was 70% of hashFile).
var hashBufs = sync.Pool{New: func() any { b := make([]byte, 256<<10); return &b }}

// hashBytes is hashFile of a file whose content is data.
func hashBytes(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// hashFile returns the hex SHA-256 of a file's content.
func hashFile(ctx context.Context, f ingest.File) (string, error) {
	rc, err := f.FS.Open(f.Path)
	if err != nil {
		return "", err
	}
	defer rc.Close()
	h := sha256.New()
	bp := hashBufs.Get().(*[]byte)
	defer hashBufs.Put(bp)
	buf := *bp
	for {
		if err := ctx.Err(); err != nil {
			return "", err
		}
		n, err := rc.Read(buf)
		h.Write(buf[:n])
		if err == io.EOF {
			break
		}
		if err != nil {
			return "", fmt.Errorf("reading %s: %w", f.Name, err)
		}
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
