package app

import (
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"reqap/ingest"
	"reqap/ingest/amazon"
	"reqap/ingest/formats"
	"reqap/ingest/netflix"
	"reqap/qa/otx"
)

// Perspective is the identity and home zone questions are answered with:
// what the person set, completed by what the library shows.
type Perspective struct {
	// Identity is in effect: the settings where set, else detected.
	Identity Identity
	// Set is what the person set themself (Settings.Identity).
	Set Identity
	// Detected is what the library shows.
	Detected Detected

	own   map[string]bool
	zones zonePlan
}

// Perspective resolves the perspective from the settings and the library.
// It is computed once per library generation and settings.
func (c *Core) Perspective(ctx context.Context) (*Perspective, error) {
	set := c.Settings().Identity
	key := perspectiveKey(set)
	gen := c.lib.Generation()
	c.perspMu.Lock()
	cached := c.persp
	c.perspMu.Unlock()
	if cached != nil && cached.gen == gen && cached.key == key {
		return cached.p, nil
	}
	p, err := c.resolvePerspective(ctx, set, key)
	if err != nil {
		return nil, err
	}
	c.perspMu.Lock()
	c.persp = &perspectiveCache{gen: gen, key: key, p: p}
	c.perspMu.Unlock()
	return p, nil
}

type perspectiveCache struct {
	gen uint64
	key string
	p   *Perspective
}

func perspectiveKey(id Identity) string {
	b, _ := json.Marshal(id)
	return string(b)
}

// localToday expresses the reference date in the home zone: a date (a
// midnight) stays that date there, an instant is shown there. It returns
// the name of the zone UTC-only times are read in, for the answer.
func (c *Core) localToday(ctx context.Context, today time.Time) (time.Time, string) {
	p, err := c.Perspective(ctx)
	if err != nil {
		c.log.Warn("resolving the home time zone", "err", err)
		return today, ""
	}
	loc := p.zones.at(today)
	if h, m, s := today.Clock(); h == 0 && m == 0 && s == 0 && today.Nanosecond() == 0 {
		y, mo, d := today.Date()
		return time.Date(y, mo, d, 0, 0, 0, 0, loc), ZoneLabel(loc.String())
	}
	return today.In(loc), ZoneLabel(loc.String())
}

// evidenceZones names the zones the answer's UTC-only times were read in
// (several when the person moved), else the zone of today.
func evidenceZones(ev *otx.Evidence, today string) string {
	var zones []string
	add := func(loc *time.Location) {
		if z := ZoneLabel(loc.String()); !slices.Contains(zones, z) {
			zones = append(zones, z)
		}
	}
	if t, rows := ev.Rows(); t != nil {
		// Rows of a column table: read the flag and the zone from columns.
		if col := t.Column(ingest.UTCOnly); col != nil {
			for _, r := range rows {
				if v, ok := col.Value(int(r)); ok && v.Kind == ingest.KindBool && v.Bool {
					add(t.Start(int(r)).Location())
				}
			}
		}
	} else {
		for _, e := range ev.All() {
			if v, ok := e.Get(ingest.UTCOnly); ok && v.Bool {
				add(e.Start.Location())
			}
		}
	}
	if len(zones) == 0 {
		return today
	}
	return strings.Join(zones, ", ")
}

// resolvePerspective resolves the identity set; key is perspectiveKey(set),
// which Perspective has made already (a JSON encoding of the set).
func (c *Core) resolvePerspective(ctx context.Context, set Identity, key string) (*Perspective, error) {
	sig := c.lib.StateSignature()
	cached := c.readDetected(sig, key)
	var d Detected
	if cached != nil {
		d = cached.detected()
	} else {
		d = Detect(ctx, c.lib)
	}
	p := &Perspective{Set: set.clone(), Detected: d}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	eff := set.clone()
	if len(eff.Addresses) == 0 {
		for _, f := range p.Detected.Addresses {
			eff.Addresses = append(eff.Addresses, f.Value)
		}
	}
	if eff.Profile == "" && len(p.Detected.Profiles) > 1 {
		// One profile is the person's own; among several, the most
		// watched is theirs unless they say otherwise.
		eff.Profile = p.Detected.Profile()
	}
	if eff.HomeZone == "" {
		eff.HomeZone = p.Detected.SystemZone
	}
	home, err := LoadZone(eff.HomeZone)
	if err != nil {
		return nil, fmt.Errorf("home time zone: %w", err)
	}
	if len(eff.Moves) == 0 {
		switch {
		case cached != nil && cached.HomeZone == eff.HomeZone:
			p.Detected.Moves = slices.Clone(cached.Moves)
		default:
			if cached != nil {
				// Moves are read in another home zone than the cache's:
				// what the person wrote is read again.
				p.Detected.written = Detect(ctx, c.lib).written
			}
			p.Detected.Moves = detectMoves(p.Detected.written, home, p.Detected.Zones)
		}
		eff.Moves = slices.Clone(p.Detected.Moves)
	}
	if ctx.Err() == nil && (cached == nil || cached.HomeZone != eff.HomeZone) {
		c.writeDetected(sig, key, eff.HomeZone, p.Detected)
	}
	if p.zones, err = newZonePlan(eff.HomeZone, eff.Moves); err != nil {
		return nil, fmt.Errorf("time zones: %w", err)
	}
	p.Identity = eff
	p.own = map[string]bool{}
	for _, a := range eff.Addresses {
		for _, k := range ownKeys(a) {
			p.own[k] = true
		}
	}
	return p, nil
}

// ownKeys are the forms a handle, address or name is compared in: lower
// case, and a handle with and without its "@".
func ownKeys(s string) []string {
	s = strings.ToLower(strings.TrimSpace(s))
	if _, addr := ingest.SplitPerson(s); addr != "" && addr != s {
		s = addr
	}
	if s == "" {
		return nil
	}
	if strings.HasPrefix(s, "@") {
		return []string{s, s[1:]}
	}
	return []string{s}
}

// Ingest returns the perspective importers derive fields with.
func (p *Perspective) Ingest() *ingest.Perspective {
	return &ingest.Perspective{
		Own:      func(s string) bool { return p.own[strings.ToLower(strings.TrimSpace(s))] },
		Profile:  p.Identity.Profile,
		Zone:     p.zones.at,
		Refunded: func(key string) bool { return p.Detected.Refunds[key] },
	}
}

// fingerprint changes whenever a derived field could.
func (p *Perspective) fingerprint() string {
	keys := slices.Sorted(maps.Keys(p.own))
	h := sha256.New()
	fmt.Fprintf(h, "v1\x00%s\x00%s\x00%s", strings.Join(keys, "\x01"), strings.ToLower(p.Identity.Profile), p.Identity.HomeZone)
	for _, m := range p.Identity.Moves {
		fmt.Fprintf(h, "\x00%s=%s", m.From, m.Zone)
	}
	refunds := slices.Sorted(maps.Keys(p.Detected.Refunds))
	fmt.Fprintf(h, "\x00refunds\x00%s", strings.Join(refunds, "\x01"))
	return hex.EncodeToString(h.Sum(nil)[:12])
}

// DeriveResult says what a re-derivation changed.
type DeriveResult struct {
	Events  int // events whose derived fields changed
	Files   int // files whose events were stored again
	Skipped []string
	Elapsed time.Duration
}

// Rederive recomputes every derived field of the library (mail direction
// and counterpart, whose profile watched, the local times of UTC-only
// stamps) with the current perspective, from the events already stored:
// the files are not read again. Only files with a changed event are
// written. It runs after every import and whenever the person changes
// their identity or home zone.
func (c *Core) Rederive(ctx context.Context) (DeriveResult, error) {
	// Every copy is looked at (a record several files hold, once per
	// file), streamed from disk, so the pass holds a chunk of a lifetime
	// of data at a time.
	return c.rederive(ctx, c.lib.ScanCopies)
}

// rederiveFiles is Rederive over the events of the files named only: the
// rest of the library is known to be derived with the perspective there
// is now.
func (c *Core) rederiveFiles(ctx context.Context, names []string) (DeriveResult, error) {
	return c.rederive(ctx, func(ctx context.Context, check func(*ingest.Event, string)) error {
		for _, file := range names {
			if err := ctx.Err(); err != nil {
				return err
			}
			for _, ev := range c.lib.FileEvents(file) {
				check(ev, file)
			}
		}
		return nil
	})
}

// changeFinder finds the events a perspective changes and the files
// holding them.
type changeFinder struct {
	p          *ingest.Perspective
	scratch    ingest.Event
	buf        []ingest.Field // reused: most events do not change
	files, ids map[string]bool
}

func newChangeFinder(p *Perspective) *changeFinder {
	return &changeFinder{p: p.Ingest(), files: map[string]bool{}, ids: map[string]bool{}}
}

// check looks at the copy ev of an event that file holds.
func (f *changeFinder) check(ev *ingest.Event, file string) {
	f.scratch = *ev
	f.buf = append(f.buf[:0], ev.Fields...)
	f.scratch.Fields = f.buf
	if formats.Registry.Derive(&f.scratch, f.p) {
		f.ids[ev.ID] = true
		f.files[file] = true
	}
}

// rederive finds the files holding an event the perspective there is now
// changes, among the copies scan shows it, and stores their events again
// derived with it; then it records the perspective as the one the library
// is derived with.
func (c *Core) rederive(ctx context.Context, scan func(context.Context, func(*ingest.Event, string)) error) (DeriveResult, error) {
	c.deriveMu.Lock()
	defer c.deriveMu.Unlock()
	start := time.Now()
	var res DeriveResult
	p, err := c.Perspective(ctx)
	if err != nil {
		return res, err
	}
	f := newChangeFinder(p)
	if err := scan(ctx, f.check); err != nil {
		return res, err
	}
	res.Events = len(f.ids)
	// Each file's events are read when it is rewritten, so a pass holds
	// the files being written, not every file at once.
	// Two writers, as imports use: a batch spends most of its time in
	// Bluge, not in this loop.
	var errs []error
	var mu sync.Mutex
	files := make(chan string)
	var wg sync.WaitGroup
	for range min(2, runtime.GOMAXPROCS(0)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for file := range files {
				err := c.rederiveFile(ctx, file, c.lib.FileEvents(file), f.p)
				mu.Lock()
				if err != nil && ctx.Err() == nil {
					res.Skipped = append(res.Skipped, file+": "+err.Error())
					errs = append(errs, err)
				} else if err == nil {
					res.Files++
				}
				mu.Unlock()
			}
		}()
	}
	for file := range f.files {
		if ctx.Err() != nil {
			break
		}
		files <- file
	}
	close(files)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return res, err
	}
	if len(errs) == 0 {
		fp := p.fingerprint()
		if _, err := c.UpdateSettings(func(s *Settings) { s.DerivedWith = fp }); err != nil {
			errs = append(errs, err)
		}
	}
	res.Elapsed = time.Since(start)
	c.log.Info("derived fields recomputed", "events", res.Events, "files", res.Files, "elapsed", res.Elapsed.Round(time.Millisecond))
	return res, errors.Join(errs...)
}

// rederiveFile stores a file's events again with their fields derived
// anew; the file's record stays as it was.
func (c *Core) rederiveFile(ctx context.Context, file string, evs []*ingest.Event, p *ingest.Perspective) error {
	rec, ok := c.lib.File(file)
	if !ok {
		return errors.New("the library has no record of this file; import it again")
	}
	w, err := c.lib.BeginFile(file)
	if err != nil {
		return err
	}
	for _, ev := range evs {
		e := *ev
		e.Fields = slices.Clone(ev.Fields)
		formats.Registry.Derive(&e, p)
		if err := w.Add(e); err != nil {
			w.Abort()
			return fmt.Errorf("storing %s: %w", ev.Origin.Record, err)
		}
	}
	if err := w.Commit(ctx, rec); err != nil {
		return fmt.Errorf("storing the derived fields: %w", err)
	}
	return nil
}

// jobPerspective is what an import job derives its events with.
type jobPerspective struct {
	p   *ingest.Perspective
	key string          // the sources it was resolved on (perspectiveSources)
	fp  string          // p's fingerprint
	fps map[string]bool // fingerprints of every perspective the job used
	// byFile is the fingerprint each file of the job was derived with
	// ("?" where none could be resolved).
	byFile map[string]string
	// fresh: the library held no event and no other job had derived one
	// when this job derived its first, so every event it holds afterwards
	// was derived by this job (or by a job that re-derives on its own).
	fresh bool
}

// perspectiveSources are the kinds of events a perspective is read from:
// when a job has added some, the next file is derived with a fresh one, so
// a Sent folder imported first already applies to the Spotify history
// imported after it.
var perspectiveSources = []string{ingest.Mail, ingest.Calendar, ingest.Account,
	ingest.MovieStream, ingest.TVSeriesStream, netflix.OtherProfile, amazon.Refund}

func (c *Core) perspectiveSourcesKey() string {
	n := c.lib.CountBySource()
	var b strings.Builder
	for _, s := range perspectiveSources {
		fmt.Fprintf(&b, "%d,", n[s])
	}
	return b.String()
}

// importPerspective is the perspective an import job derives the events of
// its next file, file, with.
func (c *Core) importPerspective(j *Job, file string) *ingest.Perspective {
	c.deriveMu.Lock()
	defer c.deriveMu.Unlock()
	key := c.perspectiveSourcesKey()
	jp := c.jobPersp[j]
	if jp != nil && jp.key == key {
		jp.byFile[file] = jp.fp
		return jp.p
	}
	if c.jobPersp == nil {
		c.jobPersp = map[*Job]*jobPerspective{}
	}
	if jp == nil {
		jp = &jobPerspective{fps: map[string]bool{}, byFile: map[string]string{},
			fresh: len(c.jobPersp) == 0 && c.lib.Count() == 0}
		c.jobPersp[j] = jp
	}
	jp.key = key
	p, err := c.Perspective(context.Background())
	if err != nil {
		c.log.Warn("resolving the identity for an import", "err", err)
		jp.p, jp.fp = nil, "?"
	} else {
		jp.p, jp.fp = p.Ingest(), p.fingerprint()
	}
	jp.fps[jp.fp] = true
	jp.byFile[file] = jp.fp
	return jp.p
}

// stale lists the files of the job derived with another perspective than
// the one whose fingerprint is fp, in order of name.
func (jp *jobPerspective) stale(fp string) []string {
	var out []string
	for file, with := range jp.byFile {
		if with != fp {
			out = append(out, file)
		}
	}
	slices.Sort(out)
	return out
}

// afterImport re-derives the library when the job's files changed who the
// person appears to be (a Sent folder, an account file, a second
// streaming profile), or when the perspective changed while it ran.
func (c *Core) afterImport(ctx context.Context, j *Job) {
	c.deriveMu.Lock()
	jp := c.jobPersp[j]
	delete(c.jobPersp, j)
	c.deriveMu.Unlock()
	if ctx.Err() != nil {
		return
	}
	p, err := c.Perspective(ctx)
	if err != nil {
		c.log.Warn("resolving the identity after an import", "err", err)
		return
	}
	fp := p.fingerprint()
	if jp != nil && len(jp.fps) == 1 && jp.fps[fp] && fp == c.Settings().DerivedWith {
		return
	}
	if jp != nil && len(jp.fps) == 1 && jp.fps[fp] && jp.fresh {
		// The first import into an empty library derived every event with
		// the perspective there is now: a pass over all of them (reading
		// every event back from disk) would change nothing.
		if _, err := c.UpdateSettings(func(s *Settings) { s.DerivedWith = fp }); err != nil {
			c.log.Warn("recording the perspective an import derived with", "err", err)
		}
		return
	}
	if jp != nil && jp.fresh {
		// The first import into an empty library, whose perspective
		// changed as the files that tell who the person is came in (a
		// mail folder and a Netflix history imported side by side): only
		// the files derived before it settled can change. A pass over
		// every event (the large persona's 1.2 million, read back from
		// disk at the end of its import) would find nothing in the rest.
		if _, err := c.rederiveFiles(ctx, jp.stale(fp)); err != nil {
			c.log.Warn("recomputing derived fields after an import", "err", err)
		}
		return
	}
	if jp == nil && fp == c.Settings().DerivedWith {
		return // the job imported nothing
	}
	if _, err := c.Rederive(ctx); err != nil {
		c.log.Warn("recomputing derived fields after an import", "err", err)
	}
}

// SetIdentity stores the person's identity and home zone and re-derives
// the library with them.
func (c *Core) SetIdentity(ctx context.Context, id Identity) (DeriveResult, error) {
	id = id.clone()
	id.Addresses = slices.DeleteFunc(id.Addresses, func(s string) bool { return strings.TrimSpace(s) == "" })
	id.Profile = strings.TrimSpace(id.Profile)
	id.HomeZone = strings.TrimSpace(id.HomeZone)
	if id.HomeZone != "" {
		if _, err := LoadZone(id.HomeZone); err != nil {
			return DeriveResult{}, err
		}
	}
	if _, err := newZonePlan(cmp.Or(id.HomeZone, "UTC"), id.Moves); err != nil {
		return DeriveResult{}, err
	}
	if _, err := c.UpdateSettings(func(s *Settings) { s.Identity = id }); err != nil {
		return DeriveResult{}, err
	}
	return c.Rederive(ctx)
}

// detectedFile keeps what Detect found for one state of the library (and
// one identity setting): each question in a new process would otherwise
// read the mail, calendars and purchases again to learn who the person is.
const detectedFile = "detected.json"

type detectedCache struct {
	Signature  string       `json:"signature"`
	Settings   string       `json:"settings"`
	SystemZone string       `json:"system_zone"`
	Detected   Detected     `json:"detected"`
	Zones      []string     `json:"zones,omitempty"`
	Refunds    []string     `json:"refunds,omitempty"`
	HomeZone   string       `json:"home_zone"` // the zone Moves were read in
	Moves      []ZoneChange `json:"moves,omitempty"`
}

func (d *detectedCache) detected() Detected {
	out := d.Detected
	out.Zones = slices.Clone(d.Zones)
	if len(d.Refunds) > 0 {
		out.Refunds = map[string]bool{}
		for _, k := range d.Refunds {
			out.Refunds[k] = true
		}
	}
	out.Moves = nil
	return out
}

// readDetected returns the cache when it was made for this state of the
// library, these settings and this machine's zone; else nil.
func (c *Core) readDetected(sig, settings string) *detectedCache {
	var d detectedCache
	if ok, err := readJSON(filepath.Join(c.dir, detectedFile), &d); !ok || err != nil || d.Signature != sig || d.Settings != settings || d.SystemZone != SystemZone() {
		return nil
	}
	return &d
}

// writeDetected saves what was detected; a library that cannot be written
// to only detects again next time.
func (c *Core) writeDetected(sig, settings, home string, d Detected) {
	cache := detectedCache{Signature: sig, Settings: settings, SystemZone: d.SystemZone, Detected: d,
		Zones: d.Zones, HomeZone: home, Moves: d.Moves}
	cache.Detected.Moves = nil
	cache.Refunds = slices.Sorted(maps.Keys(d.Refunds))
	if err := writeJSON(filepath.Join(c.dir, detectedFile), cache); err != nil {
		c.log.Debug("what the library shows of the person is not cached", "err", err)
	}
}
