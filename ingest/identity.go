package ingest

import (
	"crypto/sha256"
	"encoding/hex"
	"slices"
	"strings"
)

// Record identity: the same record met in two files (the same message in
// two mailboxes, an export imported from its folder and again from its
// zip) must be one event, so an event's id never depends on the file's
// name or place. It comes from one of two kinds of identity:
//
//   - Input.ID: what identifies the record inside its export (a row's
//     content and its occurrence number among identical rows). The import
//     finishes it with a hash of the event's content (see RecordID), so
//     two records are one only when their content is the same too: an
//     importer whose identity is weaker than it thought (a position, a
//     constant) never merges different records.
//   - Input.Key: an identity the record keeps when it is edited or
//     exported again (a Message-ID, a tweet id, a calendar UID and
//     instance, an order line). Records with the same key are one event
//     whatever their content; the copy of the file modified last is the
//     one shown (see index).

// keyPrefix marks the ids made by Key, recordPrefix those RecordID made
// from content; ids made by ID are hex, and neither letter is.
const (
	keyPrefix    = "k"
	recordPrefix = "r"
)

// keySpace returns the namespace of the input's identities.
func (in *Input) keySpace() string {
	if in.KeySpace != "" {
		return in.KeySpace
	}
	return in.Format
}

// ID derives the identity of a record of this file from the format and
// what identifies the record within the export (a row's content plus its
// occurrence number among identical rows, a UID and instance). It does not
// depend on the file's name; the import completes it with the event's
// content (RecordID).
func (in *Input) ID(identity ...string) string {
	return NewID("", in.keySpace(), identity...)
}

// Key derives an id from an identity the record keeps across edits and
// exports (a Message-ID, a tweet id): records with the same key are the
// same event, whichever file they come from and whatever else changed.
func (in *Input) Key(identity ...string) string {
	return keyPrefix + NewID("", in.keySpace(), identity...)[1:]
}

// IsKey reports whether id was made by Input.Key.
func IsKey(id string) bool { return strings.HasPrefix(id, keyPrefix) }

// RecordID returns the id the library stores ev under: its Key as is, or
// its ID completed with a hash of its content (source, times and fields,
// ignoring their order, the time zones of times, and the origin). The
// import applies it to every event; an importer whose events refer to one
// another (a happening to the journal day it was told in) applies it
// first to the event referred to, so the reference is the stored id. It
// returns an id it made unchanged.
func RecordID(ev *Event) string {
	if IsKey(ev.ID) || (strings.HasPrefix(ev.ID, recordPrefix) && len(ev.ID) == 32) {
		return ev.ID
	}
	h := sha256.New()
	b := appendHead(nil, ev, appendInstant)
	order := make([]int, len(ev.Fields))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(i, j int) int { return strings.Compare(ev.Fields[i].Key, ev.Fields[j].Key) })
	for _, i := range order {
		f := ev.Fields[i]
		b = appendString(b, f.Key)
		b, _ = appendValue(b, f.Value, appendInstant)
		if len(b) > 32<<10 {
			h.Write(b)
			b = b[:0]
		}
	}
	h.Write(b)
	var sum [sha256.Size]byte
	return recordPrefix + hex.EncodeToString(h.Sum(sum[:0])[:16])[1:]
}

// EventSize approximates the bytes an event takes, to hold it against the
// record size limit.
func EventSize(ev *Event) int64 {
	n := int64(len(ev.ID) + len(ev.Source) + len(ev.Origin.File) + len(ev.Origin.Record) + 64)
	for _, f := range ev.Fields {
		n += int64(len(f.Key)) + 16
		switch f.Value.Kind {
		case KindText:
			n += int64(len(f.Value.Str))
		case KindList:
			for _, s := range f.Value.List {
				n += int64(len(s)) + 8
			}
		}
	}
	return n
}
