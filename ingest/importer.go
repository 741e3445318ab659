package ingest

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"sort"
	"strings"
	"sync"
	"time"
)

// HeadSize is how many leading bytes of a file Recognize gets to peek at.
const HeadSize = 8 << 10

// Importer reads one export format.
//
// An importer registers itself with Register from an init function in its own
// package; the registry routes every file to the importer that recognizes it
// with the highest score.
type Importer interface {
	// Format is a short stable name for the format, stored in every event's
	// Origin, for example "ics" or "spotify_account".
	Format() string
	// Recognize says whether this importer reads the candidate file.
	Recognize(c Candidate) Match
	// Import streams the file's events to sink. It stops when ctx is done or
	// when sink.Emit returns an error, and returns that error. A record that
	// cannot be read is reported with sink.Skip and the rest is imported; an
	// error that makes the rest of the file unreadable is returned, wrapped in
	// a *RecordError naming the record.
	Import(ctx context.Context, in *Input, sink Sink) error
}

// Describer is implemented by importers that can describe their format for
// people (the README table and the app's format list).
type Describer interface {
	Describe() string
}

// SourceLister is implemented by importers that know the sources of the
// events they make. An import job reads the files whose events tell who
// the person is (mail, calendars, account facts: the sources the app's
// perspective is detected from) before the rest, so a lifetime of plays
// is derived with the right zones once, not stored and then rewritten.
type SourceLister interface {
	Sources() []string
}

// Candidate is a file offered to Recognize.
type Candidate struct {
	FS   fs.FS  // the folder or archive the file lives in
	Path string // slash-separated path inside FS
	Head []byte // up to HeadSize leading bytes
}

// Base returns the file name of the candidate.
func (c Candidate) Base() string {
	if i := strings.LastIndexByte(c.Path, '/'); i >= 0 {
		return c.Path[i+1:]
	}
	return c.Path
}

// Ext returns the lower-case extension of the candidate, with the dot.
func (c Candidate) Ext() string {
	b := c.Base()
	if i := strings.LastIndexByte(b, '.'); i >= 0 {
		return strings.ToLower(b[i:])
	}
	return ""
}

// HeaderLine returns the first line of the candidate without a byte order
// mark and without double quotes: a CSV header to compare with the one an
// export writes, quoted or not.
func (c Candidate) HeaderLine() string {
	line := bytes.TrimPrefix(c.Head, []byte("\xef\xbb\xbf"))
	if i := bytes.IndexAny(line, "\r\n"); i >= 0 {
		line = line[:i]
	}
	return strings.ReplaceAll(string(line), `"`, "")
}

// The usual scores of a Match, by what says a file is the format.
const (
	ScoreName        = 10  // the file name only: the import will say what is wrong
	ScoreContent     = 50  // the content only
	ScoreNameContent = 100 // a format-specific name and the content
)

// MatchBy is the usual verdict from a file's name and its content: both
// say it is the format, the content alone, the name alone, or neither (no
// match).
func MatchBy(byName, byContent bool) Match {
	switch {
	case byName && byContent:
		return Match{Score: ScoreNameContent}
	case byContent:
		return Match{Score: ScoreContent}
	case byName:
		return Match{Score: ScoreName}
	}
	return Match{}
}

// Match is an importer's verdict on a candidate.
type Match struct {
	// Score is 0 when the importer does not read the file; otherwise higher
	// scores win. Conventions: 10 name only, 50 content only, 80 name and
	// content, 100 a format-specific name and content.
	Score int
	// Skip, when set, means the file belongs to this format but carries no
	// events (a manifest, an HTML twin, a route attached elsewhere); the
	// text says why, for the person reading the import summary.
	Skip string
}

// Sink receives the events of one file.
type Sink interface {
	// Emit hands over one event. An error (cancellation, storage) must stop
	// the import and be returned by Import.
	Emit(ev Event) error
	// Skip reports one record that could not be read; the import goes on.
	Skip(record string, reason error)
}

// Input is the file an importer reads.
type Input struct {
	FS   fs.FS  // the folder or archive the file lives in
	Path string // slash-separated path inside FS
	// Name is the absolute path shown to people and stored in origins; zip
	// members are written as "/abs/archive.zip!/inner/path".
	Name   string
	Size   int64
	Format string
	// Now is "today" for the import, for example to bound the expansion of
	// open-ended recurring events.
	Now time.Time
	// Wrap, when set, wraps the reader returned by Open (progress counting).
	Wrap func(io.ReadCloser) io.ReadCloser
	// KeySpace names the namespace of the record identities (see
	// identity.go); empty means Format.
	KeySpace string
	// MaxRecord caps the bytes of one record (see RecordLimit).
	MaxRecord int64
}

// Open opens the file for reading.
func (in *Input) Open() (io.ReadCloser, error) {
	f, err := in.FS.Open(in.Path)
	if err != nil {
		return nil, fmt.Errorf("opening %s: %w", in.Name, err)
	}
	if in.Wrap != nil {
		return in.Wrap(f), nil
	}
	return f, nil
}

// OpenFile opens the file for an import, the start every importer shares:
// a done ctx stops before the file is opened, and a file that cannot be
// opened is an error of the file (*RecordError). The caller closes it.
func (in *Input) OpenFile(ctx context.Context) (io.ReadCloser, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	f, err := in.Open()
	if err != nil {
		return nil, &RecordError{File: in.Name, Err: err}
	}
	return f, nil
}

// ReadAll reads the whole file, for an importer that needs it in memory (a
// note, a message), but no more than max bytes: over says the file holds
// more, and data is then its first max bytes. An error is OpenFile's, or a
// *RecordError saying the reading failed.
func (in *Input) ReadAll(ctx context.Context, max int) (data []byte, over bool, err error) {
	f, err := in.OpenFile(ctx)
	if err != nil {
		return nil, false, err
	}
	defer f.Close()
	data, err = io.ReadAll(io.LimitReader(f, int64(max)+1))
	if err != nil {
		return nil, false, in.Errorf("", "reading the file: %w", err)
	}
	if len(data) > max {
		return data[:max], true, nil
	}
	return data, false, nil
}

// Origin returns the origin of a record of this file.
func (in *Input) Origin(record string) Origin {
	return Origin{File: in.Name, Format: in.Format, Record: record}
}

// Errorf returns a *RecordError for a record of this file.
func (in *Input) Errorf(record, format string, args ...any) error {
	return &RecordError{File: in.Name, Record: record, Err: fmt.Errorf(format, args...)}
}

// NewID hashes its parts into a 32-hex-digit ID. Importers use Input.ID
// and Input.Key, which leave the file out (see identity.go).
func NewID(file, format string, identity ...string) string {
	h := sha256.New()
	io.WriteString(h, file)
	h.Write([]byte{0})
	io.WriteString(h, format)
	for _, p := range identity {
		h.Write([]byte{0})
		io.WriteString(h, p)
	}
	var sum [sha256.Size]byte
	return hex.EncodeToString(h.Sum(sum[:0])[:16])
}

// RecordError names the file and record a problem was found in.
type RecordError struct {
	File   string
	Record string // may be empty when the problem concerns the whole file
	Err    error
}

func (e *RecordError) Error() string {
	if e.Record == "" {
		return e.File + ": " + e.Err.Error()
	}
	return e.File + ": " + e.Record + ": " + e.Err.Error()
}

func (e *RecordError) Unwrap() error { return e.Err }

// ErrUnrecognized is returned when no importer reads a file.
var ErrUnrecognized = errors.New("not a recognized export format")

var (
	regMu     sync.RWMutex
	importers = map[string]Importer{}
)

// Register adds an importer to the registry. It panics on a duplicate
// format name, which is a programming error.
func Register(imp Importer) {
	regMu.Lock()
	defer regMu.Unlock()
	name := imp.Format()
	if _, dup := importers[name]; dup {
		panic("ingest: importer registered twice: " + name)
	}
	importers[name] = imp
}

// Importers returns the registered importers sorted by format name.
func Importers() []Importer {
	regMu.RLock()
	defer regMu.RUnlock()
	out := make([]Importer, 0, len(importers))
	for _, imp := range importers {
		out = append(out, imp)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Format() < out[j].Format() })
	return out
}

// Lookup returns the importer for a format name.
func Lookup(format string) (Importer, bool) {
	regMu.RLock()
	defer regMu.RUnlock()
	imp, ok := importers[format]
	return imp, ok
}

// Detect returns the importer that recognizes the candidate with the highest
// score (ties go to the lexically first format, so detection is stable), or
// nil when none does. A recognizing importer may still ask for the file to
// be skipped through Match.Skip.
func Detect(c Candidate) (Importer, Match) {
	var best Importer
	var bestMatch Match
	for _, imp := range Importers() {
		m := safeRecognize(imp, c)
		if m.Score > bestMatch.Score {
			best, bestMatch = imp, m
		}
	}
	return best, bestMatch
}

// safeRecognize keeps a buggy recognizer from taking the whole import down.
func safeRecognize(imp Importer, c Candidate) (m Match) {
	defer func() {
		if r := recover(); r != nil {
			m = Match{}
		}
	}()
	return imp.Recognize(c)
}

// Version is the version of what the importers yield. Bump it when an
// importer changes the events or fields it makes of the same file (the
// mail importer's direction field was version 2; 3 marked UTC-only times
// and added account facts, counterparts, cancelled calendar entries and
// call spans): files imported by an earlier version are then imported
// again on the next scan, instead of being skipped as unchanged.
//
// Version 4: Apple Health readings as health events. Version 5: event ids
// are record identities independent of the file (identity.go), so the
// same record in two files is one event. Version 6: tweets are marked
// UTC-stamped, so their day and hour are the home zone's. Version 7: a
// journal's priced new thing is a purchase ("new running shoes €139.95").
const Version = 7
