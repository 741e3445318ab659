package ingest

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strconv"
)

// CSVReader reads CSV records as encoding/csv does with LazyQuotes and a
// variable number of fields, but holds at most one record of the size
// limit and reads on past damage. In encoding/csv a quoted field that is
// never closed (a stray quote, a file cut short) swallows the rest of the
// file into one record, however large; here a record still open at the
// size limit or at the end of the file is damage at its first line, and
// reading resumes on the line after it. A damaged record comes back as a
// *csv.ParseError wrapping a *Damage, so loops written for encoding/csv
// skip it as they would a malformed row.
type CSVReader struct {
	// TrimLeadingSpace drops white space at the start of a field.
	TrimLeadingSpace bool
	// Strict refuses quotes encoding/csv refuses without LazyQuotes: the
	// row is damaged and reading goes on with the next line.
	Strict bool

	byteReader
	max     int64
	line    int    // lines consumed
	recLine int    // first line of the last record
	raw     []byte // the record being read
	field   []byte
	fields  []string
}

// NewCSVReader reads r, holding no record of more than maxRecord bytes.
func NewCSVReader(r io.Reader, maxRecord int64) *CSVReader {
	if maxRecord <= 0 {
		maxRecord = DefaultMaxRecord
	}
	return &CSVReader{byteReader: newByteReader(r), max: maxRecord, line: 1}
}

// FieldPos returns the line the last record started on (and column 1:
// columns are not tracked).
func (r *CSVReader) FieldPos(int) (line, column int) { return r.recLine, 1 }

// Read returns the next record; the slice is reused by the next call.
func (r *CSVReader) Read() ([]string, error) {
	for {
		rec, err := r.record()
		if err != nil || len(rec) > 1 || len(rec[0]) > 0 || !r.blank() {
			return rec, err
		}
		// An empty line is no record, as in encoding/csv.
	}
}

// blank reports whether the last record was an empty line.
func (r *CSVReader) blank() bool {
	return len(bytes.TrimRight(r.raw, "\r\n")) == 0
}

const (
	csvFieldStart = iota
	csvUnquoted
	csvQuoted
	csvQuoteInQuoted // a quote inside a quoted field: closing, or doubled
)

func (r *CSVReader) record() ([]string, error) {
	r.raw, r.field, r.fields = r.raw[:0], r.field[:0], r.fields[:0]
	r.recLine = r.line
	start := r.off
	firstLineEnd := -1
	state := csvFieldStart
	endField := func() {
		r.fields = append(r.fields, string(r.field))
		r.field = r.field[:0]
	}
	for {
		if int64(len(r.raw)) >= r.max {
			return nil, r.tooLarge(start, firstLineEnd, state == csvQuoted)
		}
		c, err := r.readByte()
		if err == io.EOF {
			switch {
			case len(r.raw) == 0:
				return nil, io.EOF
			case state == csvQuoted:
				return nil, r.resume(start, firstLineEnd, errors.New("a quoted field is not closed before the end of the file"))
			}
			endField()
			return r.fields, nil
		}
		if err != nil {
			return nil, err
		}
		r.raw = append(r.raw, c)
		if c == '\n' {
			r.line++
			if firstLineEnd < 0 {
				firstLineEnd = len(r.raw)
			}
		}
		if c == '\r' && r.peekNewline() {
			continue // "\r\n" is a newline, as in encoding/csv
		}
		if state != csvQuoted && (c == ',' || c == '\n') {
			endField()
			if c == '\n' {
				return r.fields, nil
			}
			state = csvFieldStart
			continue
		}
		switch state {
		case csvFieldStart:
			switch {
			case r.TrimLeadingSpace && (c == ' ' || c == '\t'):
			case c == '"':
				state = csvQuoted
			default:
				r.field = append(r.field, c)
				state = csvUnquoted
			}
		case csvUnquoted:
			if c == '"' && r.Strict {
				return nil, r.badQuote(start, csv.ErrBareQuote)
			}
			r.field = append(r.field, c) // a quote here is a character (LazyQuotes)
		case csvQuoted:
			if c == '"' {
				state = csvQuoteInQuoted
			} else {
				r.field = append(r.field, c)
			}
		case csvQuoteInQuoted:
			switch {
			case c == '"':
				r.field = append(r.field, '"')
				state = csvQuoted
			case r.Strict:
				return nil, r.badQuote(start, csv.ErrQuote)
			default:
				r.field = append(r.field, '"', c) // a stray quote (LazyQuotes)
				state = csvQuoted
			}
		}
	}
}

// tooLarge reports a record over the size limit. An open quoted field
// spanning lines was most likely never closed: reading resumes on the
// record's second line. Otherwise the rest of the overlong line is passed
// over unheld.
func (r *CSVReader) tooLarge(start int64, firstLineEnd int, quoted bool) error {
	why := TooLarge(int64(len(r.raw))+1, r.max)
	if quoted && firstLineEnd > 0 {
		return r.resume(start, firstLineEnd, fmt.Errorf("%w: a quoted field is not closed", why))
	}
	for {
		c, err := r.readByte()
		if err != nil || c == '\n' {
			if c == '\n' {
				r.line++
			}
			break
		}
	}
	return r.damage(start, why)
}

// badQuote reports a row with a quote Strict refuses; reading goes on
// after the current line.
func (r *CSVReader) badQuote(start int64, why error) error {
	for {
		if r.raw[len(r.raw)-1] == '\n' {
			break
		}
		c, err := r.readByte()
		if err != nil {
			break
		}
		r.raw = append(r.raw[:min(len(r.raw), 1)], c) // only the last byte matters
		if c == '\n' {
			r.line++
		}
	}
	return r.damage(start, why)
}

// resume reports the record that started at start as damaged and makes
// the bytes after its first line the next ones read.
func (r *CSVReader) resume(start int64, firstLineEnd int, why error) error {
	if firstLineEnd > 0 && firstLineEnd < len(r.raw) {
		rest := r.raw[firstLineEnd:]
		r.unread(rest, r.off-int64(len(rest)))
		r.line = r.recLine + 1
	}
	return r.damage(start, why)
}

func (r *CSVReader) damage(start int64, why error) error {
	rec := Line(r.recLine)
	return &csv.ParseError{StartLine: r.recLine, Line: r.recLine, Column: 1,
		Err: &Damage{Record: rec + " (byte " + strconv.FormatInt(start, 10) + ")", Offset: start, Err: why}}
}

// peekNewline reports whether a newline or the end of the input comes
// next (a '\r' before either is dropped, as encoding/csv does).
func (r *CSVReader) peekNewline() bool {
	if len(r.pending) > 0 {
		return r.pending[0] == '\n'
	}
	b, err := r.br.Peek(1)
	return err == io.EOF || (err == nil && b[0] == '\n')
}
