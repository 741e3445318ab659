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
	Version  int       `json:"version,omitempty"`
	Size     int64     `json:"size"`
	ModTime  time.Time `json:"mod_time"`
	Hash     string    `json:"hash"`   // hex SHA-256 of the content
	Events   int       `json:"events"` // events the file holds in the library
	Skipped  int       `json:"skipped"`
	Error    string    `json:"error,omitempty"` // why the last import failed
	Imported time.Time `json:"imported"`
}

// File records are documents of their own kind. Their ids start with a NUL
// byte, which no event id (hex digests) ever does.
const fileRecordPrefix = "\x00file:"

// Stored field names.
const (
	fieldEvent  = "ev"   // the event, ingest binary codec
	fieldRecord = "rec"  // a FileRecord, JSON
	fieldFile   = "file" // the file an event was written for
	fieldText   = "text"
	fieldSource = "source"
)

func fileRecordID(path string) string { return fileRecordPrefix + path }

func fileRecordDoc(rec FileRecord) (*bluge.Document, error) {
	b, err := json.Marshal(rec)
	if err != nil {
		return nil, fmt.Errorf("encoding file record of %s: %w", rec.Path, err)
	}
	doc := bluge.NewDocument(fileRecordID(rec.Path))
	doc.AddField(bluge.NewStoredOnlyField(fieldRecord, b))
	return doc, nil
}

// decodeFileRecord reads a stored FileRecord, rejecting records without a
// path, which could never be looked up or removed again.
func decodeFileRecord(b []byte) (FileRecord, error) {
	var rec FileRecord
	if err := json.Unmarshal(b, &rec); err != nil {
		return FileRecord{}, fmt.Errorf("decoding file record: %w", err)
	}
	if rec.Path == "" {
		return FileRecord{}, errors.New("decoding file record: no path")
	}
	return rec, nil
}
