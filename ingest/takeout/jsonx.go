package takeout

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"reqap/ingest"
)

// checkEvery is how many records pass between two looks at the context; a
// cancelled sink stops the import at the next Emit anyway.
const checkEvery = 256

// openDecoder opens the file for streaming, dropping a byte order mark
// (some Location History files start with one).
func openDecoder(in *ingest.Input) (*json.Decoder, io.Closer, error) {
	rc, err := in.Open()
	if err != nil {
		return nil, nil, &ingest.RecordError{File: in.Name, Err: err}
	}
	br := bufio.NewReaderSize(rc, 64<<10)
	if bom, _ := br.Peek(3); bytes.Equal(bom, []byte("\xef\xbb\xbf")) {
		br.Discard(3)
	}
	return json.NewDecoder(br), rc, nil
}

// skipValue consumes the next value token by token, so a large value is
// passed over without being held in memory.
func skipValue(dec *json.Decoder) error {
	depth := 0
	for {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		if d, ok := tok.(json.Delim); ok {
			if d == '[' || d == '{' {
				depth++
			} else {
				depth--
			}
		}
		if depth <= 0 {
			return nil
		}
	}
}

// eachElement decodes every element of the array dec is positioned in
// (after its '[') with decode and calls handle. A value of the wrong type
// inside a well-formed element is reported with sink.Skip and the rest is
// read; broken JSON stops the import with a *ingest.RecordError.
func eachElement(ctx context.Context, in *ingest.Input, sink ingest.Sink, dec *json.Decoder, prefix string,
	decode func(dec *json.Decoder) error, handle func(index int, rec string) error) error {
	index := 0
	for ; dec.More(); index++ {
		if index%checkEvery == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		rec := prefix + "[" + strconv.Itoa(index) + "]"
		if err := decode(dec); err != nil {
			if skippable(err) {
				sink.Skip(rec, fmt.Errorf("a value has the wrong type: %w", err))
				continue
			}
			return in.Errorf(rec, "reading the JSON array: %w", err)
		}
		if err := handle(index, rec); err != nil {
			return err
		}
	}
	if _, err := dec.Token(); err != nil {
		return in.Errorf(prefix+"["+strconv.Itoa(index)+"]", "reading the end of the JSON array: %w", err)
	}
	return nil
}

// expectArray reads the '[' that opens the value of key.
func expectArray(in *ingest.Input, dec *json.Decoder, key string) error {
	tok, err := dec.Token()
	if err != nil {
		return in.Errorf(key, "reading the JSON: %w", err)
	}
	if tok != json.Delim('[') {
		return in.Errorf(key, "expected an array, found %s", describe(tok))
	}
	return nil
}

func skippable(err error) bool {
	var typeErr *json.UnmarshalTypeError
	var valErr *valueError
	return errors.As(err, &typeErr) || errors.As(err, &valErr)
}

func describe(tok json.Token) string {
	switch t := tok.(type) {
	case json.Delim:
		return "'" + t.String() + "'"
	case string:
		return "a string"
	case float64, json.Number:
		return "a number"
	case bool:
		return "a boolean"
	}
	return "null"
}

// valueError is a value of the wrong shape inside a well-formed element.
type valueError struct {
	what string
	data string
}

func (e *valueError) Error() string { return e.data + " is not " + e.what }

func truncate(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}

// flexString is a string that may be written as a number.
type flexString string

func (s *flexString) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	switch {
	case string(b) == "null":
		*s = ""
	case len(b) > 0 && b[0] == '"':
		var v string
		if err := json.Unmarshal(b, &v); err != nil {
			return err
		}
		*s = flexString(strings.TrimSpace(v))
	case len(b) > 0 && (b[0] == '-' || b[0] >= '0' && b[0] <= '9'):
		*s = flexString(b)
	default:
		return &valueError{what: "a string or number", data: truncate(string(b), 40)}
	}
	return nil
}

// flexFloat is a number that may be written as a string ("1594").
type flexFloat struct {
	set bool
	x   float64
}

func (f *flexFloat) UnmarshalJSON(b []byte) error {
	s := string(bytes.Trim(bytes.TrimSpace(b), `"`))
	if s == "null" || s == "" {
		*f = flexFloat{}
		return nil
	}
	x, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
		return &valueError{what: "a number", data: truncate(s, 40)}
	}
	*f = flexFloat{set: true, x: x}
	return nil
}

// parseTime reads the timestamps of Google's exports: ISO 8601 with or
// without fractional seconds and zone, "2025-03-24 20:25:02 +0100", and
// epoch milliseconds (or seconds) written as a string.
func parseTime(s string) (time.Time, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return time.Time{}, errors.New("no time")
	}
	if n, err := strconv.ParseInt(s, 10, 64); err == nil {
		switch {
		case n > 1e11 && n < 1e14:
			return time.UnixMilli(n).UTC(), nil
		case n > 0 && n <= 1e11:
			return time.Unix(n, 0).UTC(), nil
		}
		return time.Time{}, fmt.Errorf("%s is not a plausible epoch time", s)
	}
	for _, layout := range []string{time.RFC3339Nano, "2006-01-02 15:04:05 -0700", "2006-01-02 15:04:05Z07:00", "2006-01-02T15:04:05"} {
		if t, err := time.Parse(layout, s); err == nil {
			return fixZone(t), nil
		}
	}
	return time.Time{}, fmt.Errorf("%q is not a time", truncate(s, 40))
}

// fixZone makes a parsed time independent of the machine's local zone:
// time.Parse reuses time.Local when the offset happens to match it.
func fixZone(t time.Time) time.Time {
	_, off := t.Zone()
	if off == 0 {
		return t.UTC()
	}
	return t.In(time.FixedZone("", off))
}

// hasKey reports whether key appears as a quoted JSON key in head, in both
// the compact `"key":` and the pretty-printed `"key" :` forms.
func hasKey(head []byte, key string) bool {
	q := []byte(`"` + key + `"`)
	for rest := head; ; {
		i := bytes.Index(rest, q)
		if i < 0 {
			return false
		}
		rest = rest[i+len(q):]
		if t := bytes.TrimLeft(rest, " \t\r\n"); len(t) > 0 && t[0] == ':' {
			return true
		}
	}
}

// peek returns the first non-blank byte of a file's head after a BOM, and
// the first key of the top-level object or of the array's first element.
func peek(head []byte) (first byte, firstKey string) {
	head = bytes.TrimPrefix(head, []byte("\xef\xbb\xbf"))
	t := bytes.TrimLeft(head, " \t\r\n")
	if len(t) == 0 {
		return 0, ""
	}
	dec := json.NewDecoder(bytes.NewReader(t))
	tok, err := dec.Token()
	if err != nil {
		return t[0], ""
	}
	if tok == json.Delim('[') {
		if tok, err = dec.Token(); err != nil || tok != json.Delim('{') {
			return t[0], ""
		}
	} else if tok != json.Delim('{') {
		return t[0], ""
	}
	if tok, err := dec.Token(); err == nil {
		firstKey, _ = tok.(string)
	}
	return t[0], firstKey
}
