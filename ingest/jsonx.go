package ingest

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
)

// The importers' JSON toolkit: streaming a file with encoding/json's token
// decoder (JSONArray is the resynchronising reader for arrays of records),
// values that exports write in more than one shape, and the errors that
// skip a record rather than stop the file.

// OpenJSON opens the input for streaming with encoding/json's decoder (as
// OpenFile does), a byte order mark dropped. The caller closes the closer.
func OpenJSON(ctx context.Context, in *Input) (*json.Decoder, io.Closer, error) {
	rc, err := in.OpenFile(ctx)
	if err != nil {
		return nil, nil, err
	}
	return jsonDecoder(rc), rc, nil
}

// OpenJSONPrepass is OpenJSON for a pass before the import proper (to read
// what a format writes after the records, such as a conversation's title):
// its bytes do not count as progress.
func OpenJSONPrepass(ctx context.Context, in *Input) (*json.Decoder, io.Closer, error) {
	unwrapped := *in
	unwrapped.Wrap = nil
	return OpenJSON(ctx, &unwrapped)
}

func jsonDecoder(r io.Reader) *json.Decoder {
	br := bufio.NewReaderSize(r, 64<<10)
	SkipBOM(br)
	return json.NewDecoder(br)
}

// EnterJSONArray positions dec inside the array of records: the file's
// top-level array, or the array under the first of keys found in a
// top-level object. It returns that key ("" for a top-level array).
func EnterJSONArray(in *Input, dec *json.Decoder, keys ...string) (string, error) {
	tok, err := dec.Token()
	if err == io.EOF {
		return "", in.Errorf("", "the file is empty, expected JSON")
	}
	if err != nil {
		return "", in.Errorf("", "reading the start of the JSON: %w", err)
	}
	switch tok {
	case json.Delim('['):
		return "", nil
	case json.Delim('{'):
	default:
		return "", in.Errorf("", "expected a JSON array or object, found %v", JSONKind(tok))
	}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return "", in.Errorf("", "reading the JSON object: %w", err)
		}
		key, _ := tok.(string)
		for _, k := range keys {
			if key != k {
				continue
			}
			tok, err := dec.Token()
			if err != nil {
				return "", in.Errorf(key, "reading the JSON object: %w", err)
			}
			if tok != json.Delim('[') {
				return "", in.Errorf(key, "expected an array, found %v", JSONKind(tok))
			}
			return key, nil
		}
		if err := SkipJSON(dec); err != nil {
			return "", in.Errorf(key, "reading the JSON object: %w", err)
		}
	}
	return "", in.Errorf("", "no array of records (%s) in the JSON object", strings.Join(keys, ", "))
}

// ExpectJSONArray reads the '[' that opens the value of key.
func ExpectJSONArray(in *Input, dec *json.Decoder, key string) error {
	tok, err := dec.Token()
	if err != nil {
		return in.Errorf(key, "reading the JSON: %w", err)
	}
	if tok != json.Delim('[') {
		return in.Errorf(key, "expected an array, found %s", JSONKind(tok))
	}
	return nil
}

// EachJSONKey calls fn with each key of the object whose '{' dec has just
// read, dec being at the key's value, which fn must consume (decode it or
// SkipJSON it): an object too large to decode whole is read a member at a
// time. It stops at fn's first error; the closing '}' is left unread.
func EachJSONKey(in *Input, dec *json.Decoder, fn func(key string) error) error {
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return in.Errorf("", "reading the JSON object: %w", err)
		}
		key, _ := tok.(string)
		if err := fn(key); err != nil {
			return err
		}
	}
	return nil
}

// SkipJSON consumes the next value token by token, so a large value is
// passed over without being held in memory.
func SkipJSON(dec *json.Decoder) error {
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

// EachJSON decodes every remaining element of the array dec is in (after
// its '[') with decode and calls handle with the element's index and
// record name (prefix[index]), then reads the closing ']'. An element with
// a value of the wrong type (SkippableJSON) is reported with sink.Skip and
// the rest is read; broken JSON stops the import with a *RecordError.
func EachJSON(ctx context.Context, in *Input, sink Sink, dec *json.Decoder, prefix string,
	decode func(dec *json.Decoder) error, handle func(index int, rec string) error) error {
	index := 0
	for ; dec.More(); index++ {
		if err := Stopped(ctx, index); err != nil {
			return err
		}
		rec := prefix + "[" + strconv.Itoa(index) + "]"
		if err := decode(dec); err != nil {
			if SkippableJSON(err) {
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

// EachJSONEvent is EachJSON for an array of records that are one event
// each: every element is decoded into a fresh R, event makes its event,
// which is emitted with the element as its origin unless it has one, and
// an error from event skips the element (sink.Skip).
func EachJSONEvent[R any](ctx context.Context, in *Input, sink Sink, dec *json.Decoder, prefix string,
	event func(r *R) (Event, error)) error {
	var r R
	return EachJSON(ctx, in, sink, dec, prefix,
		func(dec *json.Decoder) error {
			var zero R
			r = zero
			return dec.Decode(&r)
		},
		func(_ int, rec string) error {
			ev, err := event(&r)
			if err != nil {
				sink.Skip(rec, err)
				return nil
			}
			if ev.Origin.File == "" {
				ev.Origin = in.Origin(rec)
			}
			return sink.Emit(ev)
		})
}

// EachJSONArray streams the JSON array that is the file in, decoding every
// element into a zeroed *row, and calls handle with the element's record
// name ("[12]"): the loop of a JSONArray for a format that is one array of
// records. An element whose values have the wrong types is reported with
// sink.Skip and the rest of the file is read; so is a damaged one
// (truncated, malformed, over the record size limit), as the array
// resumes at the next record. Data after the array is reported, not
// fatal.
func EachJSONArray[R any](ctx context.Context, in *Input, sink Sink, row *R, handle func(rec string) error) error {
	rc, err := in.OpenFile(ctx)
	if err != nil {
		return err
	}
	defer rc.Close()

	arr := NewJSONArray(rc, in.RecordLimit())
	if err := arr.Start(); err != nil {
		return in.Errorf("", "%w", err)
	}
	record := func(index int) string { return "[" + strconv.Itoa(index) + "]" }
	for n := 0; ; n++ {
		if err := Stopped(ctx, n); err != nil {
			return err
		}
		el, err := arr.Next()
		if err == io.EOF {
			break
		}
		var damage *Damage
		if errors.As(err, &damage) {
			sink.Skip(damage.Record, damage)
			continue
		}
		if err != nil {
			return in.Errorf(record(arr.Index()), "reading the JSON array: %w", err)
		}
		var zero R
		*row = zero
		if err := json.Unmarshal(el.Raw, row); err != nil {
			sink.Skip(record(el.Index), fmt.Errorf("a value has the wrong type: %w", err))
			continue
		}
		if err := handle(record(el.Index)); err != nil {
			return err
		}
	}
	if arr.Trailing() {
		sink.Skip("after "+record(arr.Index()), errors.New("data after the end of the JSON array was ignored"))
	}
	return nil
}

// JSONKind names what a token is, for messages: "'['", "a string", "null".
func JSONKind(tok json.Token) string {
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

// ValueError is a value of the wrong shape inside a well-formed record:
// the record is skipped, the file read on.
type ValueError struct {
	// What the value should have been: "an integer".
	What string
	// Data is the value as written, shortened for messages.
	Data string
}

// NotA returns a ValueError for data that is not what.
func NotA(what, data string) *ValueError { return &ValueError{What: what, Data: Printable(data, 40)} }

func (e *ValueError) Error() string { return e.Data + " is not " + e.What }

// SkippableJSON reports whether a Decode error concerns a value only (a
// wrong type, a ValueError): the decoder has read the whole element and
// can go on with the next.
func SkippableJSON(err error) bool {
	var typeErr *json.UnmarshalTypeError
	var valErr *ValueError
	return errors.As(err, &typeErr) || errors.As(err, &valErr)
}

// FlexInt is an integer that may be written as a number or a string.
type FlexInt struct {
	Set bool
	N   int64
}

func (f *FlexInt) UnmarshalJSON(b []byte) error {
	n, set, err := flexNumber(b, func(s string) (int64, error) {
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			x, ferr := strconv.ParseFloat(s, 64)
			if ferr != nil || math.IsNaN(x) || math.Abs(x) > 1e18 {
				return 0, NotA("an integer", s)
			}
			n = int64(x)
		}
		return n, nil
	})
	*f = FlexInt{Set: set, N: n}
	return err
}

// FlexFloat is a number that may be written as a number or a string
// ("1594").
type FlexFloat struct {
	Set bool
	X   float64
}

func (f *FlexFloat) UnmarshalJSON(b []byte) error {
	x, set, err := flexNumber(b, func(s string) (float64, error) {
		x, err := strconv.ParseFloat(s, 64)
		if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
			return 0, NotA("a number", s)
		}
		return x, nil
	})
	*f = FlexFloat{Set: set, X: x}
	return err
}

// flexNumber reads a number written bare or quoted with parse: null and
// "" are no number (set is false, and no error), and a value parse
// refuses is its error, with no number set.
func flexNumber[N int64 | float64](b []byte, parse func(string) (N, error)) (n N, set bool, err error) {
	s := string(bytes.Trim(bytes.TrimSpace(b), `"`))
	if s == "null" || s == "" {
		return 0, false, nil
	}
	if n, err = parse(s); err != nil {
		return 0, false, err
	}
	return n, true, nil
}

// FlexString is a string that may be written as a number (ids, counts);
// it is trimmed.
type FlexString string

func (s *FlexString) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	switch {
	case string(b) == "null":
		*s = ""
	case len(b) > 0 && b[0] == '"':
		var v string
		if err := json.Unmarshal(b, &v); err != nil {
			return err
		}
		*s = FlexString(strings.TrimSpace(v))
	case len(b) > 0 && (b[0] == '-' || b[0] >= '0' && b[0] <= '9'):
		*s = FlexString(b)
	default:
		return NotA("a string or number", string(b))
	}
	return nil
}

// Number reads the string as a number that is not negative.
func (s FlexString) Number() (float64, bool) {
	if s == "" {
		return 0, false
	}
	n, err := strconv.ParseFloat(string(s), 64)
	if err != nil || n < 0 {
		return 0, false
	}
	return n, true
}

// JSONHead is what the head of a JSON file shows at a glance: whether it is
// an array or an object, and the first key of the object or of the array's
// first element.
type JSONHead struct {
	Array, Object bool
	FirstKey      string
}

// PeekJSON reads the JSONHead of a file's head (after a byte order mark).
// Only the first few tokens are read, so a head cut anywhere works.
func PeekJSON(head []byte) JSONHead {
	var h JSONHead
	head = TrimStart(head)
	// Most heads a job is planned from are not JSON: a decoder for them
	// (it copies the head) was half the cost of planning a journal folder.
	if len(head) == 0 || head[0] != '{' && head[0] != '[' {
		return h
	}
	dec := json.NewDecoder(bytes.NewReader(head))
	tok, err := dec.Token()
	if err != nil {
		return h
	}
	switch tok {
	case json.Delim('['):
		h.Array = true
		if tok, err = dec.Token(); err != nil || tok != json.Delim('{') {
			return h
		}
	case json.Delim('{'):
		h.Object = true
	default:
		return h
	}
	if tok, err := dec.Token(); err == nil {
		h.FirstKey, _ = tok.(string)
	}
	return h
}

// HasJSONKeys reports whether every key appears as a quoted JSON key in
// head (a file's first bytes, for Recognize), in both the compact
// `"key":` and the pretty-printed `"key" :` forms.
func HasJSONKeys(head []byte, keys ...string) bool {
	for _, k := range keys {
		if !hasJSONKey(head, k) {
			return false
		}
	}
	return true
}

// HasAnyJSONKey reports whether one of keys appears as a quoted JSON key
// in head, as HasJSONKeys reads them: for a format whose records name one
// of several things ("trackName" or "episodeName").
func HasAnyJSONKey(head []byte, keys ...string) bool {
	for _, k := range keys {
		if hasJSONKey(head, k) {
			return true
		}
	}
	return false
}

func hasJSONKey(head []byte, key string) bool {
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
