package generic

import (
	"fmt"
	"log/slog"
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
	seen map[string]string  // explicit id -> record that used it first
	occ  ingest.Occurrences // identical events seen so far
	buf  []byte
}

func newIDs(in *ingest.Input) *ids {
	return &ids{in: in, seen: map[string]string{}, occ: ingest.Occurrences{}}
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
	content := string(s.buf)
	ev.ID = s.in.ID("content", content, strconv.Itoa(s.occ.Next(content)))
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

// records hands the events of one file's lines to the sink, the way every
// generic format does: each under its id (see ids) and with its line as
// origin, a line whose event or id cannot be made skipped with the reason.
// It counts both for the debug log.
type records struct {
	*ids
	sink             ingest.Sink
	emitted, skipped int
}

func newRecords(in *ingest.Input, sink ingest.Sink) *records {
	return &records{ids: newIDs(in), sink: sink}
}

// emit emits ev, the event of the record starting on line, whose own id
// is id ("" for none), or skips the record for err.
func (r *records) emit(line int, ev ingest.Event, id string, err error) error {
	rec := recordName(line, id)
	if err == nil {
		err = r.assign(&ev, id, rec)
	}
	if err != nil {
		r.skip(rec, err)
		return nil
	}
	ev.Origin = r.in.Origin(rec)
	r.emitted++
	return r.sink.Emit(ev)
}

func (r *records) skip(rec string, err error) {
	r.sink.Skip(rec, err)
	r.skipped++
}

// log reports what the import of a kind of file made, and how it ended.
func (r *records) log(kind string, err error) {
	slog.Debug(kind+" import", "file", r.in.Name, "events", r.emitted, "skipped", r.skipped, "err", err)
}

// recordName is "line N", or "line N (id X)" when the record has an id.
func recordName(line int, id string) string {
	r := ingest.Line(line)
	if id != "" {
		r += " (id " + ingest.Printable(id, 60) + ")"
	}
	return r
}
