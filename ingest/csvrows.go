package ingest

import (
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strings"
)

// CSV describes a CSV export for ReadCSV.
type CSV struct {
	// What the file is, for messages: "a Netflix ViewingActivity.csv".
	What string
	// Required are the columns its header must have (in any case).
	Required []string
	// TrimLeadingSpace and Strict set the CSVReader's fields of that name.
	TrimLeadingSpace, Strict bool
}

// CSVRow is one row of a CSV file, its cells read by column name.
type CSVRow struct {
	// Line is the line the row starts on.
	Line int
	// Cells are the row's cells in the header's order.
	Cells []string
	cols  map[string][]int
}

// Get returns the trimmed cell of the first column called col (in any
// case), "" when there is none.
func (r *CSVRow) Get(col string) string { return r.Nth(col, 0) }

// Nth returns the trimmed cell of the n-th column called col (counting
// from 0): some exports repeat a column name.
func (r *CSVRow) Nth(col string, n int) string {
	pos := r.cols[strings.ToLower(col)]
	if n >= len(pos) || pos[n] >= len(r.Cells) {
		return ""
	}
	return strings.TrimSpace(r.Cells[pos[n]])
}

// Has reports whether the header has a column called col.
func (r *CSVRow) Has(col string) bool { return len(r.cols[strings.ToLower(col)]) > 0 }

// Where names the row as a record: "line 12".
func (r *CSVRow) Where() string { return Line(r.Line) }

// ReadCSV streams the rows of the input's CSV file: it drops a byte order
// mark, reads the header and checks it has spec's Required columns, passes
// over blank rows, and reports a row that does not parse with sink.Skip.
// For every other row, row returns its event, which is emitted with the
// row as its origin unless it has one, or an error, which skips the row
// (sink.Skip) and the import goes on. Only the sink and ctx stop it.
func ReadCSV(ctx context.Context, in *Input, sink Sink, spec CSV, row func(r *CSVRow) (Event, error)) error {
	r := &CSVRow{cols: map[string][]int{}}
	header := func(header []string) error {
		for i, h := range header {
			if k := strings.ToLower(strings.TrimSpace(h)); k != "" {
				r.cols[k] = append(r.cols[k], i)
			}
		}
		for _, need := range spec.Required {
			if len(r.cols[strings.ToLower(need)]) == 0 {
				return fmt.Errorf("header has no %q column: not %s", need, spec.What)
			}
		}
		return nil
	}
	return EachCSV(ctx, in, sink, spec, header, func(line int, rec []string) error {
		if len(rec) == 1 && strings.TrimSpace(rec[0]) == "" {
			return nil
		}
		r.Line, r.Cells = line, rec
		ev, err := row(r)
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			sink.Skip(r.Where(), err)
			return nil
		}
		if ev.Origin.File == "" {
			ev.Origin = in.Origin(r.Where())
		}
		return sink.Emit(ev)
	})
}

// EachCSV is the read loop of every CSV export, for an importer that reads
// the header itself: it drops a byte order mark, hands the header to
// header and every following record, with the line it starts on, to row.
// A record that does not parse is skipped (sink.Skip) and the reading goes
// on; an empty file, a header that does not parse and an error of header
// (which then names line 1) or row end it. The slice row gets is reused
// by the next record.
func EachCSV(ctx context.Context, in *Input, sink Sink, spec CSV, header func([]string) error, row func(line int, rec []string) error) error {
	br, f, err := in.OpenBuffered(ctx)
	if err != nil {
		return err
	}
	defer f.Close()
	SkipBOM(br)
	cr := NewCSVReader(br, in.RecordLimit())
	cr.TrimLeadingSpace, cr.Strict = spec.TrimLeadingSpace, spec.Strict
	rec, err := cr.Read()
	if err == io.EOF {
		return in.Errorf("line 1", "empty file: no header of %s", spec.What)
	}
	if err != nil {
		return in.Errorf("line 1", "reading the header: %w", err)
	}
	if err := header(append([]string(nil), rec...)); err != nil {
		return in.Errorf("line 1", "%w", err)
	}
	for n := 0; ; n++ {
		if err := Stopped(ctx, n); err != nil {
			return err
		}
		rec, err := cr.Read()
		if err == io.EOF {
			return nil
		}
		line, _ := cr.FieldPos(0)
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				// The record names the line the parse error gives.
				sink.Skip(Line(pe.StartLine), pe.Err)
				continue
			}
			return in.Errorf(Line(line), "reading CSV: %w", err)
		}
		if err := row(line, rec); err != nil {
			return err
		}
	}
}
