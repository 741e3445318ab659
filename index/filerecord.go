package index

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/blugelabs/bluge"
)

// FileRecord is what the library remembers about one imported file. It is
// stored in the library itself, so the "unchanged file" check at start-up
// survives restarts.
type FileRecord struct {
	Path   string `json:"path"` // as in ingest.Origin.File
	Format string `json:"format"`
	// Version is ingest.Version when the file was imported: a file read
	// by older importers is imported again even if it did not change.
	Version int       `json:"version,omitempty"`
	Size    int64     `json:"size"`
	ModTime time.Time `json:"mod_time"`
	Hash    string    `json:"hash"`   // hex SHA-256 of the content
	Events  int       `json:"events"` // events the file holds in the library
	Skipped int       `json:"skipped"`
	// Damaged counts the records of Skipped that were damaged (truncated,
	// malformed, over the size limit) rather than deliberately left out.
	Damaged  int       `json:"damaged,omitempty"`
	Error    string    `json:"error,omitempty"` // why the last import failed
	Imported time.Time `json:"imported"`
	// Gen is the generation holding the file's events (see generation.go);
	// the library sets it, 0 means the file has no events.
	Gen uint64 `json:"gen,omitempty"`
	// Sources counts the file's events by source, so that what is derived
	// from one source (its snapshot and column table) outlives imports of
	// files holding none of it. A record written before it existed has
	// none, and counts as holding every source.
	Sources map[string]int `json:"sources,omitempty"`
}

// File records are documents of their own kind. Their ids start with a NUL
// byte, which no event id (hex digests) ever does.
const fileRecordPrefix = "\x00file:"

// Stored field names.
const (
	fieldEvent   = "ev"   // the event, ingest binary codec
	fieldRecord  = "rec"  // a FileRecord, JSON
	fieldFile    = "file" // the file an event was written for
	fieldText    = "text"
	fieldSource  = "source"
	fieldGen     = "g"       // the generation of an event's document
	fieldKind    = "kind"    // what a document that is not an event is
	fieldSummary = "summary" // the library summary, JSON
)

// Values of fieldKind.
const (
	kindFile    = "file"
	kindSummary = "summary"
)

func fileRecordID(path string) string { return fileRecordPrefix + path }

func fileRecordDoc(rec FileRecord) (*bluge.Document, error) {
	b, err := json.Marshal(rec)
	if err != nil {
		return nil, fmt.Errorf("encoding file record of %s: %w", rec.Path, err)
	}
	doc := bluge.NewDocument(fileRecordID(rec.Path))
	doc.AddField(bluge.NewKeywordField(fieldKind, kindFile))
	doc.AddField(bluge.NewStoredOnlyField(fieldRecord, b))
	return doc, nil
}

// decodeFileRecord reads a stored FileRecord, rejecting records without a
// path, which could never be looked up or removed again.
func decodeFileRecord(b []byte) (FileRecord, error) {
	rec, ok := decodeRecordJSON(b)
	if !ok {
		if err := json.Unmarshal(b, &rec); err != nil {
			return FileRecord{}, fmt.Errorf("decoding file record: %w", err)
		}
	}
	if rec.Path == "" {
		return FileRecord{}, errors.New("decoding file record: no path")
	}
	return rec, nil
}
