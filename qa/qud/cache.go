package qud

import (
	"bufio"
	"bytes"
	"container/list"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"time"

	"reqap/internal/atomicfile"
	"reqap/qa/tree"
)

// CacheKey is what a plan depends on.
type CacheKey struct {
	Question string `json:"question"` // NormalizeQuestion form
	Planner  string `json:"planner"`  // "rules", "llm+rules"
	Model    string `json:"model,omitempty"`
	Bank     string `json:"bank,omitempty"` // example bank / lexicon versions
}

// PlanCache stores plans. Implementations must be safe for concurrent use
// and return plans the caller may modify.
type PlanCache interface {
	Get(key CacheKey) (*tree.Node, bool)
	Put(key CacheKey, plan *tree.Node) error
}

// PlanCacheFile is the name of FileCache's file in the data folder.
const PlanCacheFile = "qud_plans.jsonl"

// DefaultCacheEntries bounds a FileCache when OpenFileCache gets 0.
const DefaultCacheEntries = 2000

// FileCache is a PlanCache kept in a JSON-lines file (one {"key", "plan",
// "saved"} object a line), bounded to a number of plans: the least
// recently used go first. Put appends a line, and so does a Get that
// finds a plan ({"key", "touch": true}), so that use is remembered across
// restarts; the file is rewritten, least recently used first, when it
// holds twice as many lines as plans kept. Lines that do not parse are
// skipped with a warning, so a damaged file loses entries, not the cache.
type FileCache struct {
	path string
	max  int
	log  *slog.Logger

	mu    sync.Mutex
	order *list.List // of *cacheEntry, most recently used first
	byKey map[CacheKey]*list.Element
	lines int // lines in the file
}

// A plan is kept as the JSON it was read as and decoded when it is first
// used: a process that asks one question decodes one plan, not the
// thousands the file may hold.
type cacheEntry struct {
	Key  CacheKey        `json:"key"`
	Plan json.RawMessage `json:"plan,omitempty"`
	// Note is what the caller learnt with the plan (NoteCache).
	Note  json.RawMessage `json:"note,omitempty"`
	Saved time.Time       `json:"saved"`
	Touch bool            `json:"touch,omitempty"`

	plan *tree.Node // Plan decoded, once used
}

// NoteCache is a PlanCache that also keeps, beside each plan, a note its
// caller computed with it (what the planner did not understand of the
// question), so that a cached plan comes with it without planning again.
type NoteCache interface {
	PlanCache
	// Note returns the note kept with key's plan.
	Note(key CacheKey) (json.RawMessage, bool)
	// SetNote keeps note with key's plan; without a plan it does nothing.
	SetNote(key CacheKey, note json.RawMessage) error
}

// OpenFileCache opens (or creates) the plan cache in dataDir, keeping at
// most max plans (DefaultCacheEntries when max <= 0). An empty dataDir
// gives a cache in memory only.
func OpenFileCache(dataDir string, max int, log *slog.Logger) (*FileCache, error) {
	if max <= 0 {
		max = DefaultCacheEntries
	}
	if log == nil {
		log = slog.Default()
	}
	c := &FileCache{max: max, log: log, order: list.New(), byKey: map[CacheKey]*list.Element{}}
	if dataDir == "" {
		return c, nil
	}
	c.path = filepath.Join(dataDir, PlanCacheFile)
	data, err := os.ReadFile(c.path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return c, nil
	case err != nil:
		return nil, fmt.Errorf("opening the plan cache: %w", err)
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), 16<<20)
	for n := 1; sc.Scan(); n++ {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		c.lines++
		var e cacheEntry
		err := json.Unmarshal(line, &e)
		if bytes.Equal(e.Plan, []byte("null")) {
			e.Plan = nil
		}
		switch {
		case err == nil && e.Touch:
			if el, ok := c.byKey[e.Key]; ok {
				c.order.MoveToFront(el)
			}
		case err == nil && e.Plan == nil && e.Note != nil:
			if el, ok := c.byKey[e.Key]; ok {
				el.Value.(*cacheEntry).Note = e.Note
			}
		case err != nil || e.Plan == nil:
			log.Warn("skipping a damaged plan cache line", "file", c.path, "line", n, "err", err)
		default:
			c.add(&e)
		}
	}
	if err := sc.Err(); err != nil {
		log.Warn("reading the plan cache", "file", c.path, "err", err)
	}
	return c, nil
}

// add puts e first, replacing an entry with its key, and evicts beyond max.
func (c *FileCache) add(e *cacheEntry) {
	if el, ok := c.byKey[e.Key]; ok {
		c.order.Remove(el)
	}
	c.byKey[e.Key] = c.order.PushFront(e)
	for c.order.Len() > c.max {
		last := c.order.Back()
		c.order.Remove(last)
		delete(c.byKey, last.Value.(*cacheEntry).Key)
	}
}

// Len returns the number of plans kept.
func (c *FileCache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.order.Len()
}

// Get returns a copy of the plan cached under key.
func (c *FileCache) Get(key CacheKey) (*tree.Node, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.byKey[key]
	if !ok {
		return nil, false
	}
	e := el.Value.(*cacheEntry)
	if e.plan == nil {
		var n tree.Node
		if err := json.Unmarshal(e.Plan, &n); err != nil {
			c.log.Warn("skipping a damaged cached plan", "file", c.path, "question", key.Question, "err", err)
			c.order.Remove(el)
			delete(c.byKey, key)
			return nil, false
		}
		e.plan = &n
	}
	c.order.MoveToFront(el)
	if c.path != "" {
		if err := c.appendLine(&cacheEntry{Key: key, Saved: time.Now().UTC(), Touch: true}); err != nil {
			c.log.Warn("recording the use of a cached plan", "err", err)
		}
	}
	return tree.Clone(e.plan), true
}

// Note returns the note kept with key's plan.
func (c *FileCache) Note(key CacheKey) (json.RawMessage, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.byKey[key]
	if !ok || el.Value.(*cacheEntry).Note == nil {
		return nil, false
	}
	return el.Value.(*cacheEntry).Note, true
}

// SetNote keeps note with key's plan and appends it to the file.
func (c *FileCache) SetNote(key CacheKey, note json.RawMessage) error {
	if !json.Valid(note) {
		return errors.New("caching a plan's note: the note is not JSON")
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.byKey[key]
	if !ok {
		return nil
	}
	el.Value.(*cacheEntry).Note = note
	if c.path == "" {
		return nil
	}
	return c.appendLine(&cacheEntry{Key: key, Note: note, Saved: time.Now().UTC()})
}

// Put caches plan under key and appends it to the file.
func (c *FileCache) Put(key CacheKey, plan *tree.Node) error {
	if plan == nil {
		return errors.New("caching a plan: no plan")
	}
	raw, err := json.Marshal(plan)
	if err != nil {
		return fmt.Errorf("caching a plan: %w", err)
	}
	e := &cacheEntry{Key: key, Plan: raw, Saved: time.Now().UTC(), plan: tree.Clone(plan)}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.add(e)
	if c.path == "" {
		return nil
	}
	return c.appendLine(e)
}

// appendLine appends e to the file, or rewrites the file when it is full.
func (c *FileCache) appendLine(e *cacheEntry) error {
	if c.lines+1 > 2*c.max {
		return c.rewrite()
	}
	line, err := json.Marshal(e)
	if err != nil {
		return fmt.Errorf("caching a plan: %w", err)
	}
	f, err := os.OpenFile(c.path, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o600)
	if err != nil {
		return fmt.Errorf("caching a plan: %w", err)
	}
	_, werr := f.Write(append(line, '\n'))
	cerr := f.Close()
	if err := errors.Join(werr, cerr); err != nil {
		return fmt.Errorf("caching a plan in %s: %w", c.path, err)
	}
	c.lines++
	return nil
}

// rewrite writes the kept plans, least recently used first (so reading
// the file back restores the order), to a new file that replaces the old.
func (c *FileCache) rewrite() error {
	var b bytes.Buffer
	for el := c.order.Back(); el != nil; el = el.Prev() {
		line, err := json.Marshal(el.Value.(*cacheEntry))
		if err != nil {
			return fmt.Errorf("caching a plan: %w", err)
		}
		b.Write(line)
		b.WriteByte('\n')
	}
	if err := atomicfile.Write(c.path, b.Bytes()); err != nil {
		return fmt.Errorf("rewriting the plan cache: %w", err)
	}
	c.lines = c.order.Len()
	return nil
}
