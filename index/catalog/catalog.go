// Package catalog describes what a library holds — its sources, the
// fields of each with their kinds, units and how many distinct values
// they take, the values of fields that name things (artists, titles,
// people, places, devices, calendars, categories) with their counts, and
// the library's vocabulary — so that questions can be understood in the
// person's own terms: "Radiohead" is an artist here, "iPhone" a Netflix
// device, "Daily Sync" a calendar entry.
//
// Which fields name things is read off the data, not listed: a text or
// list field whose values are short, repeat, and do not look like
// identifiers. A catalog is built from a library in one pass over its
// events, saved beside it (catalog.json) and reused for as long as the
// library's files are the same ones (Signature).
package catalog

import (
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"reqap/index/columns"
	"reqap/ingest"
	"reqap/internal/atomicfile"
	"reqap/internal/rank"
)

// FileName is the catalog's file in the data folder.
const FileName = "catalog.json"

// format changes when the catalog's content or its rules change, so that
// an older file is rebuilt rather than read.
const format = 3

// Limits that keep the catalog small whatever the library: the values
// kept per field (most frequent first), and the vocabulary.
const (
	maxValues = 5000
	maxTerms  = 200_000
)

// Catalog is what a library holds. Fields are read-only once built.
type Catalog struct {
	Format    int       `json:"format"`
	Signature string    `json:"signature"`
	Built     time.Time `json:"built"`
	Events    int       `json:"events"`
	Sources   []Source  `json:"sources"`
	// Terms are the library's analysed words (as BM25 indexes them) with
	// the number of events holding each.
	Terms map[string]int `json:"terms"`
}

// Source is one kind of event in the library.
type Source struct {
	Name    string    `json:"name"`
	Events  int       `json:"events"`
	Formats []string  `json:"formats"` // the export formats its events came from
	First   time.Time `json:"first"`
	Last    time.Time `json:"last"`
	Fields  []Field   `json:"fields"` // most frequent first
}

// Field is one key of a source's events.
type Field struct {
	Key      string `json:"key"`
	Kind     string `json:"kind"`           // text, number, time, list or bool
	Unit     string `json:"unit,omitempty"` // from the key (distance_km → km)
	Events   int    `json:"events"`         // events carrying it
	Distinct int    `json:"distinct"`       // distinct values (text, list and bool)
	// Names is set when the values name things; Values then holds them.
	Names  bool    `json:"names,omitempty"`
	Values []Value `json:"values,omitempty"`
	// Min and Max bound a number field.
	Min float64 `json:"min,omitempty"`
	Max float64 `json:"max,omitempty"`
}

// Value is a value of a name field and how many events carry it. Values
// are grouped ignoring case; Text is the most common spelling.
type Value struct {
	Text  string `json:"text"`
	Count int    `json:"count"`
}

// Library is what a catalog is built from; *index.Library is one.
type Library interface {
	Dir() string
	// FilesSignature identifies every file record's path, content hash,
	// importer version and event count.
	FilesSignature() string
	CountBySource() map[string]int
	Events(source string) []*ingest.Event
	// StreamedColumns returns the column table of a source better read
	// from it than loaded (a large one not in memory), else nil.
	StreamedColumns(ctx context.Context, source string) *columns.Table
	Terms(fn func(term string, events uint64) bool) error
}

// Signature identifies the state of a library's content: its files (path,
// content hash, importer version, event count) and its event counts.
func Signature(lib Library) string {
	h := sha256.New()
	fmt.Fprintf(h, "catalog %d\n", format)
	// The library keeps the files' signature: hashing the records of
	// 40,000 day notes here made every question decode them.
	fmt.Fprintf(h, "files %s\n", lib.FilesSignature())
	counts := lib.CountBySource()
	for _, s := range slices.Sorted(maps.Keys(counts)) {
		fmt.Fprintf(h, "%s=%d\n", s, counts[s])
	}
	return hex.EncodeToString(h.Sum(nil))[:24]
}

// Load returns the catalog of lib: the saved one when it describes the
// library as it is, else a new one, which it saves. A catalog that cannot
// be saved is still returned, with the error.
func Load(ctx context.Context, lib Library) (*Catalog, error) {
	return LoadSigned(ctx, lib, Signature(lib))
}

// LoadSigned is Load for sig, the library's Signature as the caller
// already computed it (it hashes every file record).
func LoadSigned(ctx context.Context, lib Library, sig string) (*Catalog, error) {
	path := filepath.Join(lib.Dir(), FileName)
	// A missing, damaged or older file is rebuilt.
	if c, err := read(path); err == nil && c.Signature == sig && c.Format == format {
		return c, nil
	}
	c, err := Build(ctx, lib)
	if err != nil {
		return nil, err
	}
	c.Signature = sig
	if err := c.save(path); err != nil {
		return c, err
	}
	return c, nil
}

func read(path string) (*Catalog, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var c Catalog
	if err := json.Unmarshal(b, &c); err != nil {
		return nil, fmt.Errorf("reading the catalog %s: %w", path, err)
	}
	return &c, nil
}

// save writes the catalog atomically (a temporary file renamed over the
// old one), readable by the owner only like the rest of the library.
func (c *Catalog) save(path string) error {
	b, err := json.Marshal(c)
	if err != nil {
		return fmt.Errorf("encoding the catalog: %w", err)
	}
	if err := atomicfile.Write(path, b); err != nil {
		return fmt.Errorf("saving the catalog: %w", err)
	}
	return nil
}

// Build reads lib and returns its catalog (without a signature).
func Build(ctx context.Context, lib Library) (*Catalog, error) {
	c := &Catalog{Format: format, Built: time.Now().UTC(), Terms: map[string]int{}}
	counts := lib.CountBySource()
	for _, name := range slices.Sorted(maps.Keys(counts)) {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("building the catalog: %w", err)
		}
		var b *sourceBuilder
		if t := lib.StreamedColumns(ctx, name); t != nil {
			var err error
			if b, err = fromTable(ctx, name, t); err != nil {
				return nil, fmt.Errorf("building the catalog: reading %s: %w", name, err)
			}
		} else {
			b = newSourceBuilder(name)
			for _, ev := range lib.Events(name) {
				b.add(ev)
			}
		}
		if b.s.Events == 0 {
			continue
		}
		c.Sources = append(c.Sources, b.source())
		c.Events += b.s.Events
	}
	err := lib.Terms(func(term string, n uint64) bool {
		c.Terms[term] = int(n)
		return true
	})
	if err != nil {
		return nil, fmt.Errorf("building the catalog: %w", err)
	}
	if len(c.Terms) > maxTerms {
		c.Terms = topTerms(c.Terms, maxTerms)
	}
	return c, nil
}

func topTerms(all map[string]int, n int) map[string]int {
	type tc struct {
		t string
		n int
	}
	l := make([]tc, 0, len(all))
	for t, k := range all {
		l = append(l, tc{t, k})
	}
	slices.SortFunc(l, func(a, b tc) int {
		if a.n != b.n {
			return b.n - a.n
		}
		return strings.Compare(a.t, b.t)
	})
	out := make(map[string]int, n)
	for _, x := range l[:n] {
		out[x.t] = x.n
	}
	return out
}

// fieldStats gathers one field while the events are read.
type fieldStats struct {
	key    string
	events int
	kinds  [ingest.KindBool + 1]int
	values map[string]*valueStats // lower-cased text → spellings
	// idLike counts values that look like identifiers or addresses;
	// runes sums value lengths.
	idLike, runes, texts int
	min, max             float64
	// manySpellings: some value reached maxSpellings spellings.
	manySpellings bool
	numbers       int
}

type valueStats struct {
	count     int
	spellings map[string]int
}

// maxTracked bounds the distinct values remembered per field while
// reading; a field with more is not a vocabulary of names.
const maxTracked = 50_000

// sourceBuilder describes a source from its events, given one at a time.
type sourceBuilder struct {
	s       Source
	formats map[string]bool
	stats   map[string]*fieldStats
	order   []string
}

func newSourceBuilder(name string) *sourceBuilder {
	return &sourceBuilder{s: Source{Name: name}, formats: map[string]bool{}, stats: map[string]*fieldStats{}}
}

func (b *sourceBuilder) add(ev *ingest.Event) {
	s := &b.s
	if s.Events == 0 || ev.Start.Before(s.First) {
		s.First = ev.Start
	}
	if s.Events == 0 || ev.Start.After(s.Last) {
		s.Last = ev.Start
	}
	s.Events++
	b.formats[ev.Origin.Format] = true
	for i, f := range ev.Fields {
		if ev.KeyRepeats(i) {
			continue
		}
		fs := b.stats[f.Key]
		if fs == nil {
			fs = &fieldStats{key: f.Key, values: map[string]*valueStats{}}
			b.stats[f.Key] = fs
			b.order = append(b.order, f.Key)
		}
		fs.add(f.Value)
	}
}

// fromTable describes a source from its column table: each field from its
// dictionary and how often each code occurs, not event by event. Codes
// are numbered in the order values are first met, so the values are
// added in the order the events would add them, and the result is what
// the events give (a test checks it). A value written in eight ways or
// more is the exception (which spellings are counted depends on where
// they stand): then the events are read one by one after all.
func fromTable(ctx context.Context, name string, t *columns.Table) (*sourceBuilder, error) {
	b := newSourceBuilder(name)
	n := t.Len()
	if n == 0 {
		return b, nil
	}
	first, last := 0, 0
	for i := 1; i < n; i++ {
		if t.StartNano(i) < t.StartNano(first) {
			first = i
		}
		if t.StartNano(i) > t.StartNano(last) {
			last = i
		}
	}
	b.s.Events, b.s.First, b.s.Last = n, t.Start(first), t.Start(last)
	for _, f := range t.Formats() {
		b.formats[f] = true
	}
	exact := true
	for _, key := range t.Keys() {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		c := t.Column(key)
		fs := &fieldStats{key: key, values: map[string]*valueStats{}}
		if c.Numeric() {
			for i := range n {
				if v, ok := c.Float(i); ok {
					fs.addN(ingest.Number(v), 1)
				}
			}
		} else {
			vals := c.Values()
			counts := make([]int, len(vals)+1)
			for i := range n {
				if code := int(c.Code(i)); code <= len(vals) {
					counts[code]++
				}
			}
			for code, v := range vals {
				if k := counts[code+1]; k > 0 {
					fs.addN(v, k)
				}
			}
		}
		exact = exact && !fs.manySpellings
		if fs.events > 0 {
			b.stats[key] = fs
			b.order = append(b.order, key)
		}
	}
	if exact {
		return b, nil
	}
	b = newSourceBuilder(name)
	for i := range n {
		if i%4096 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		ev, err := t.Event(i)
		if err != nil {
			return nil, err
		}
		b.add(ev)
	}
	return b, nil
}

func (b *sourceBuilder) source() Source {
	s := b.s
	for f := range b.formats {
		if f != "" {
			s.Formats = append(s.Formats, f)
		}
	}
	slices.Sort(s.Formats)
	for _, k := range b.order {
		s.Fields = append(s.Fields, b.stats[k].field())
	}
	slices.SortStableFunc(s.Fields, func(a, b Field) int {
		return cmp.Or(b.Events-a.Events, strings.Compare(a.Key, b.Key))
	})
	return s
}

func (fs *fieldStats) add(v ingest.Value) { fs.addN(v, 1) }

// addN adds v as the value of n events.
func (fs *fieldStats) addN(v ingest.Value, n int) {
	fs.events += n
	if v.Kind <= ingest.KindBool {
		fs.kinds[v.Kind] += n
	}
	switch v.Kind {
	case ingest.KindText:
		fs.text(v.Str, n)
	case ingest.KindList:
		seen := map[string]bool{}
		for _, s := range v.List {
			if l := strings.ToLower(s); !seen[l] {
				seen[l] = true
				fs.text(s, n)
			}
		}
	case ingest.KindBool:
		fs.text(v.String(), n)
	case ingest.KindNumber:
		if fs.numbers == 0 || v.Num < fs.min {
			fs.min = v.Num
		}
		if fs.numbers == 0 || v.Num > fs.max {
			fs.max = v.Num
		}
		fs.numbers += n
	}
}

// maxSpellings bounds the spellings counted per value.
const maxSpellings = 8

func (fs *fieldStats) text(s string, n int) {
	s = strings.TrimSpace(s)
	if s == "" {
		return
	}
	fs.texts += n
	fs.runes += n * utf8.RuneCountInString(s)
	if idLike(s) {
		fs.idLike += n
	}
	low := strings.ToLower(s)
	vs := fs.values[low]
	if vs == nil {
		if len(fs.values) >= maxTracked {
			return
		}
		vs = &valueStats{spellings: map[string]int{}}
		fs.values[low] = vs
	}
	vs.count += n
	if len(vs.spellings) < maxSpellings {
		vs.spellings[s] += n
	}
	if len(vs.spellings) >= maxSpellings {
		// Which spellings an event counts from here depends on the
		// order of events: n at once is no longer the same.
		fs.manySpellings = true
	}
}

func (fs *fieldStats) field() Field {
	f := Field{Key: fs.key, Events: fs.events, Distinct: len(fs.values), Unit: unitOf(fs.key)}
	best := ingest.KindText
	for k := ingest.KindText; k <= ingest.KindBool; k++ {
		if fs.kinds[k] > fs.kinds[best] {
			best = k
		}
	}
	f.Kind = best.String()
	if fs.numbers > 0 {
		f.Min, f.Max = fs.min, fs.max
	}
	if best != ingest.KindText && best != ingest.KindList || fs.texts == 0 {
		return f
	}
	if !namesThings(fs) {
		return f
	}
	f.Names = true
	for _, vs := range fs.values {
		f.Values = append(f.Values, Value{Text: spelling(vs), Count: vs.count})
	}
	slices.SortFunc(f.Values, func(a, b Value) int {
		return cmp.Or(b.Count-a.Count, strings.Compare(a.Text, b.Text))
	})
	if len(f.Values) > maxValues {
		f.Values = f.Values[:maxValues]
	}
	return f
}

// namesThings decides whether a text field's values are names: short
// (a title, not a message), mostly not identifiers, addresses or links,
// and a vocabulary — values repeat, or there are few of them — rather
// than one new sentence per event.
func namesThings(fs *fieldStats) bool {
	if len(fs.values) >= maxTracked {
		return false
	}
	avg := float64(fs.runes) / float64(fs.texts)
	if avg > 60 {
		return false
	}
	if float64(fs.idLike) > 0.5*float64(fs.texts) {
		return false
	}
	if fs.texts >= 50 && float64(len(fs.values)) > 0.9*float64(fs.texts) && avg > 25 {
		return false
	}
	return true
}

// spelling is the most common way a value is written.
func spelling(vs *valueStats) string {
	best, _ := rank.Top(vs.spellings)
	return best
}

// idLike reports whether s looks like an identifier, a link or an address
// rather than a name: no spaces and digits, hex or punctuation, or a URL.
func idLike(s string) bool {
	if strings.Contains(s, "://") || strings.HasPrefix(s, "www.") {
		return true
	}
	if strings.ContainsAny(s, " \t") {
		return false
	}
	if strings.Contains(s, "@") && strings.Contains(s, ".") {
		return true
	}
	digits, letters, lower := 0, 0, 0
	for _, r := range s {
		switch {
		case unicode.IsDigit(r):
			digits++
		case unicode.IsLetter(r):
			letters++
			if unicode.IsLower(r) {
				lower++
			}
		}
	}
	n := utf8.RuneCountInString(s)
	// Codes: as many digits as letters, long mixed runs, or capitals and
	// digits only ("B015PWVROK").
	return digits > 0 && (digits >= letters || n >= 16 || lower == 0 && n >= 8)
}

// units maps the unit suffixes of field keys (ingest's conventions) to
// the unit's name.
var units = map[string]string{
	"km": "km", "m": "m", "s": "s", "ms": "ms", "min": "min", "h": "h",
	"kcal": "kcal", "bpm": "bpm", "kmh": "km/h", "kg": "kg", "pct": "%",
}

func unitOf(key string) string {
	i := strings.LastIndexByte(key, '_')
	if i < 0 {
		return ""
	}
	return units[key[i+1:]]
}

// Source returns the source named name, or nil.
func (c *Catalog) Source(name string) *Source {
	if c == nil {
		return nil
	}
	return find(c.Sources, func(s *Source) bool { return s.Name == name })
}

// Field returns the field key of the source, or nil.
func (s *Source) Field(key string) *Field {
	if s == nil {
		return nil
	}
	return find(s.Fields, func(f *Field) bool { return f.Key == key })
}

// find returns the first element of xs that is, or nil.
func find[T any](xs []T, is func(*T) bool) *T {
	for i := range xs {
		if is(&xs[i]) {
			return &xs[i]
		}
	}
	return nil
}

// Has reports whether the library holds events of source.
func (c *Catalog) Has(source string) bool { return c.Source(source) != nil }

// Version identifies the catalog's content for caches of what was
// derived from it (plans).
func (c *Catalog) Version() string {
	if c == nil {
		return "none"
	}
	return c.Signature
}
