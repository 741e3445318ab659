package spotify

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"strconv"
	"unicode/utf8"

	"reqap/ingest"
)

// checkEvery is how many rows pass between two looks at the context; a
// cancelled sink stops the import at the next Emit anyway.
const checkEvery = 256

// eachRow streams the JSON array of in, decoding every element into row
// after calling reset, and calls handle with the element's array index.
//
// An element whose values have the wrong types is reported with sink.Skip
// and the rest of the file is read: the decoder has consumed the whole
// element before it found the mismatch. Broken JSON stops the import with a
// *ingest.RecordError naming the element it was found in.
func eachRow(ctx context.Context, in *ingest.Input, sink ingest.Sink, row any, reset func(), handle func(index int) error) error {
	rc, err := in.Open()
	if err != nil {
		return &ingest.RecordError{File: in.Name, Err: err}
	}
	defer rc.Close()

	br := bufio.NewReaderSize(rc, 64<<10)
	// Some tools re-save these files with a byte order mark, which the
	// decoder would reject as invalid JSON.
	if bom, _ := br.Peek(3); bytes.Equal(bom, []byte("\xef\xbb\xbf")) {
		br.Discard(3)
	}
	dec := json.NewDecoder(br)

	tok, err := dec.Token()
	if err == io.EOF {
		return in.Errorf("", "the file is empty, expected a JSON array")
	}
	if err != nil {
		return in.Errorf("", "reading the start of the JSON array: %w", err)
	}
	if d, ok := tok.(json.Delim); !ok || d != '[' {
		return in.Errorf("", "expected a JSON array, found %s", describeToken(tok))
	}

	index := 0
	for ; dec.More(); index++ {
		if index%checkEvery == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		reset()
		if err := dec.Decode(row); err != nil {
			// Only type errors leave the decoder usable: it has read the
			// whole element before it found them.
			var typeErr *json.UnmarshalTypeError
			var valErr *valueError
			if errors.As(err, &typeErr) || errors.As(err, &valErr) {
				sink.Skip(record(index), fmt.Errorf("a value has the wrong type: %w", err))
				continue
			}
			return in.Errorf(record(index), "reading the JSON array: %w", err)
		}
		if err := handle(index); err != nil {
			return err
		}
	}
	if _, err := dec.Token(); err != nil {
		return in.Errorf(record(index), "reading the end of the JSON array: %w", err)
	}
	// Everything was read; data after the array is reported, not fatal.
	if tok, err := dec.Token(); err != io.EOF {
		what := "unreadable data"
		if err == nil {
			what = describeToken(tok)
		}
		sink.Skip("after ["+strconv.Itoa(index)+"]", fmt.Errorf("%s after the end of the JSON array was ignored", what))
	}
	return nil
}

func describeToken(tok json.Token) string {
	switch t := tok.(type) {
	case json.Delim:
		return "'" + t.String() + "'"
	case string:
		return "a string"
	case float64, json.Number:
		return "a number"
	case bool:
		return "a boolean"
	case nil:
		return "null"
	}
	return "an unexpected value"
}

func record(index int) string { return "[" + strconv.Itoa(index) + "]" }

// occurrences numbers identical rows of one file. It keeps a 64-bit hash of
// each row's content rather than the content itself, so a file of millions
// of rows costs a few tens of megabytes. A hash collision between two
// different rows only bumps the occurrence number of the second: its ID
// still differs (it hashes the full content) and stays deterministic.
type occurrences map[uint64]uint32

func (o occurrences) next(content []byte) int {
	h := fnv.New64a()
	h.Write(content)
	k := h.Sum64()
	n := o[k]
	o[k] = n + 1
	return int(n)
}

// identity appends the parts of a row's content, separated by a byte that
// cannot appear in JSON text unescaped, to b.
func identity(b []byte, parts ...string) []byte {
	for _, p := range parts {
		b = append(b, p...)
		b = append(b, 0x1f)
	}
	return b
}

// optBool is a JSON boolean that may be null or absent. Some older exports
// write 0/1 or quoted booleans; they are accepted too.
type optBool struct {
	set bool
	val bool
}

func (b *optBool) UnmarshalJSON(data []byte) error {
	switch string(data) {
	case "null":
		*b = optBool{}
	case "true", "1", `"true"`, `"1"`:
		*b = optBool{set: true, val: true}
	case "false", "0", `"false"`, `"0"`:
		*b = optBool{set: true, val: false}
	default:
		return &valueError{what: "a boolean", data: truncate(string(data), 40)}
	}
	return nil
}

// flag renders the value for identities: "t", "f" or "" for null.
func (b optBool) flag() string {
	switch {
	case !b.set:
		return ""
	case b.val:
		return "t"
	}
	return "f"
}

// valueError is a value of the wrong shape inside a well-formed element.
type valueError struct {
	what string
	data string // copied: the decoder reuses its buffer
}

func (e *valueError) Error() string { return e.data + " is not " + e.what }

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

// optNumber is a JSON number that may be null or absent.
type optNumber struct {
	set bool
	val float64
}

func (n *optNumber) UnmarshalJSON(data []byte) error {
	if string(data) == "null" {
		*n = optNumber{}
		return nil
	}
	s := string(data)
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		s = s[1 : len(s)-1]
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return &valueError{what: "a number", data: truncate(string(data), 40)}
	}
	*n = optNumber{set: true, val: v}
	return nil
}

func (n optNumber) text() string {
	if !n.set {
		return ""
	}
	return strconv.FormatFloat(n.val, 'g', -1, 64)
}
