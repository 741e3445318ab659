package generic

import (
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"
	"time"

	"reqap/ingest"
)

// ids gives the events of one file their IDs: from the record's own id when
// it has one (so editing a row keeps its ID), else from the event's content
// plus its occurrence number among identical events of the file (so two
// identical rows are two events, and re-ordering rows changes nothing).
type ids struct {
	in   *ingest.Input
	seen map[string]string // explicit id -> record that used it first
	occ  map[uint64]uint32 // content hash -> identical events seen so far
	buf  []byte
}

func newIDs(in *ingest.Input) *ids {
	return &ids{in: in, seen: map[string]string{}, occ: map[uint64]uint32{}}
}

// assign sets ev.ID, or says why the record cannot have one.
func (s *ids) assign(ev *ingest.Event, id, record string) error {
	if id != "" {
		if first, dup := s.seen[id]; dup {
			return fmt.Errorf("id %q was already used by %s", ingest.Printable(id, 60), first)
		}
		s.seen[id] = record
		ev.ID = s.in.Key("id", id)
		return nil
	}
	s.buf = canonical(s.buf[:0], ev)
	// A 64-bit hash keeps the memory small on large files; a collision
	// only bumps the occurrence number of a different event, whose ID
	// still differs because it hashes the full content.
	h := fnv.New64a()
	h.Write(s.buf)
	k := h.Sum64()
	n := s.occ[k]
	s.occ[k] = n + 1
	ev.ID = s.in.ID("content", string(s.buf), strconv.Itoa(int(n)))
	return nil
}

// canonical writes what identifies an event's content, independent of how
// the file spells it (key order inside the line aside).
func canonical(b []byte, ev *ingest.Event) []byte {
	const sep = 0x1f
	b = append(b, ev.Source...)
	b = append(b, sep)
	b = appendTime(b, ev.Start)
	b = append(b, sep)
	b = appendTime(b, ev.End)
	b = append(b, sep)
	b = strconv.AppendBool(b, ev.AllDay)
	for _, f := range ev.Fields {
		b = append(b, sep)
		b = append(b, f.Key...)
		b = append(b, '=', byte('0'+f.Value.Kind))
		switch f.Value.Kind {
		case ingest.KindList:
			b = append(b, strings.Join(f.Value.List, "\x1e")...)
		case ingest.KindTime:
			b = appendTime(b, f.Value.Time)
		default:
			b = append(b, f.Value.String()...)
		}
	}
	return b
}

func appendTime(b []byte, t time.Time) []byte {
	b = t.AppendFormat(b, time.RFC3339Nano)
	b = append(b, ' ')
	return append(b, t.Location().String()...)
}

// recordName is "line N", or "line N (id X)" when the record has an id.
func recordName(line int, id string) string {
	r := "line " + strconv.Itoa(line)
	if id != "" {
		r += " (id " + ingest.Printable(id, 60) + ")"
	}
	return r
}
