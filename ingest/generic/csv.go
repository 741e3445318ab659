package generic

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"reqap/ingest"
	"reqap/lang/ascii"
)

// CSV reads events written one per row under a header naming start and
// source columns.
var CSV = &ingest.Importer{
	Name:      "events_csv",
	Doc:       "Generic events, CSV: *.events.csv, or a CSV whose header has start and source columns (see ingest/generic/FORMAT.md)",
	Recognize: recognizeCSV,
	Import:    importEventsCSV,
}

// recognizeCSV is CSV.Recognize. The header decides: a file named
// *.events.csv without start and source columns is not recognized.
func recognizeCSV(c ingest.Candidate) ingest.Match {
	header, ok := candidateHeader(c)
	if !ok {
		return ingest.Match{}
	}
	cols := columnSet(header)
	if !cols["start"] || !cols["source"] {
		return ingest.Match{}
	}
	if strings.HasSuffix(strings.ToLower(c.Base()), ".events.csv") {
		return ingest.Match{Score: ingest.ScoreNameContent}
	}
	return ingest.Match{Score: ingest.ScoreContent}
}

// newCSVReader reads CSV the same way for recognizing and importing: rows
// may differ in length (checked against the header per row, so one bad row
// does not end the import), a space after a comma is not part of the
// value, and a damaged row costs that row (ingest.CSVReader).
func newCSVReader(r io.Reader, maxRecord int64) *ingest.CSVReader {
	cr := ingest.NewCSVReader(r, maxRecord)
	cr.TrimLeadingSpace, cr.Strict = eventsCSV.TrimLeadingSpace, eventsCSV.Strict
	return cr
}

// eventsCSV is how both CSV formats are read (see newCSVReader).
var eventsCSV = ingest.CSV{What: "a CSV file of events", TrimLeadingSpace: true, Strict: true}

// candidateHeader returns the header row of a .csv candidate, which both
// CSV formats recognize by; ok is false for another extension or a header
// that is not whole and well-formed in the head.
func candidateHeader(c ingest.Candidate) (header []string, ok bool) {
	if c.Ext() != ".csv" {
		return nil, false
	}
	header, err := headHeader(c.Head)
	return header, err == nil
}

// headHeader reads the header row from the first bytes of a file.
func headHeader(head []byte) ([]string, error) {
	head = ingest.TrimBOM(head)
	// The head may end inside a row; only the header must be whole.
	if i := bytes.IndexByte(head, '\n'); i >= 0 {
		head = head[:i+1]
	} else if len(head) >= ingest.HeadSize {
		return nil, errors.New("header longer than the head")
	}
	rec, err := newCSVReader(bytes.NewReader(head), int64(len(head))+1).Read()
	if err != nil {
		return nil, err
	}
	return append([]string(nil), rec...), nil
}

func columnSet(header []string) map[string]bool {
	cols := make(map[string]bool, len(header))
	for _, h := range header {
		cols[snakeCase(h)] = true
	}
	return cols
}

// importCSV imports a CSV file of events, the way both CSV formats do: it
// reads the header, hands every row with the line it starts on to row,
// which builds its event and returns the row's own id ("" for none), and
// emits the event under that id. Rows encoding/csv cannot read, rows with
// more cells than the header, rows row rejects and duplicate ids are
// skipped with the reason. kind names the format in the debug log.
func importCSV(ctx context.Context, in *ingest.Input, sink ingest.Sink, kind string, header func([]string) error, row func(line int, rec []string) (ingest.Event, string, error)) error {
	recs := newRecords(in, sink)
	err := eachCSVRow(ctx, in, sink, header, func(line int, rec []string) error {
		ev, id, err := row(line, rec)
		return recs.emit(line, ev, id, err)
	})
	recs.log(kind, err)
	return err
}

// eachCSVRow reads the header and hands every row, with the line it starts
// on, to row. Rows ingest.EachCSV cannot read and rows with more cells
// than the header are skipped with the reason.
func eachCSVRow(ctx context.Context, in *ingest.Input, sink ingest.Sink, header func([]string) error, row func(line int, rec []string) error) error {
	width := 0
	return ingest.EachCSV(ctx, in, sink, eventsCSV, func(rec []string) error {
		width = len(rec)
		return header(rec)
	}, func(line int, rec []string) error {
		if len(rec) > width {
			sink.Skip(recordName(line, ""), fmt.Errorf("row has %d cells, the header %d", len(rec), width))
			return nil
		}
		return row(line, rec)
	})
}

// csvColumns maps the header of an events CSV.
type csvColumns struct {
	start, end, source, allDay, id, tz int // -1 when absent
	keys                               []string
}

func mapCSVHeader(header []string) (*csvColumns, error) {
	c := &csvColumns{start: -1, end: -1, source: -1, allDay: -1, id: -1, tz: -1, keys: make([]string, len(header))}
	ks := keySet{}
	slots := map[string]*int{"start": &c.start, "end": &c.end, "source": &c.source, "all_day": &c.allDay, "id": &c.id, "tz": &c.tz}
	for i, h := range header {
		key := snakeCase(h)
		if slot := slots[key]; slot != nil {
			if *slot >= 0 {
				return nil, fmt.Errorf("the header has two %s columns", key)
			}
			*slot = i
			continue
		}
		c.keys[i] = ks.unique(key)
	}
	if c.start < 0 || c.source < 0 {
		return nil, errors.New("the header has no start or no source column")
	}
	return c, nil
}

func importEventsCSV(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	var cols *csvColumns
	return importCSV(ctx, in, sink, "events csv", func(header []string) (err error) {
		cols, err = mapCSVHeader(header)
		return err
	}, func(_ int, rec []string) (ingest.Event, string, error) {
		return cols.event(rec)
	})
}

// event builds the event of one row, without ID and origin.
func (c *csvColumns) event(rec []string) (ingest.Event, string, error) {
	cell := func(i int) string {
		if i < 0 || i >= len(rec) {
			return ""
		}
		return rec[i]
	}
	id := strings.TrimSpace(cell(c.id))
	sp := span{start: cell(c.start), end: cell(c.end), tz: cell(c.tz)}
	var err error
	if sp.allDay, err = parseBool(cell(c.allDay)); err != nil {
		return ingest.Event{}, id, err
	}
	ev := ingest.Event{Fields: make([]ingest.Field, 0, len(rec))}
	for i, v := range rec {
		if i >= len(c.keys) || c.keys[i] == "" {
			continue
		}
		v = strings.TrimSpace(v)
		switch {
		case v == "":
		case isNumberText(v):
			ev.Fields = append(ev.Fields, ingest.Field{Key: c.keys[i], Value: numberValue(v)})
		default:
			ev.Fields = append(ev.Fields, ingest.Field{Key: c.keys[i], Value: ingest.Text(v)})
		}
	}
	return finish(ev, id, cell(c.source), sp)
}

// isNumberText reports whether a cell is a plain decimal number: an
// optional sign, digits, an optional fraction. Leading zeros ("007", postal
// codes), thousands separators, exponents and words stay text.
func isNumberText(s string) bool {
	if s != "" && (s[0] == '-' || s[0] == '+') {
		s = s[1:]
	}
	intPart, frac, hasFrac := strings.Cut(s, ".")
	if intPart == "" || !ascii.IsDigits(intPart) || (len(intPart) > 1 && intPart[0] == '0') {
		return false
	}
	return !hasFrac || (frac != "" && ascii.IsDigits(frac))
}
