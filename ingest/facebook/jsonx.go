package facebook

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"math"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"reqap/ingest"
)

// checkEvery is how many records pass between two looks at the context; a
// cancelled sink stops the import at the next Emit anyway.
const checkEvery = 64

// repair undoes Meta's mojibake (see the package documentation).
func repair(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		return s
	}
	b := make([]byte, 0, len(s))
	for _, r := range s {
		if r >= 256 {
			return s
		}
		b = append(b, byte(r))
	}
	if !utf8.Valid(b) {
		return s
	}
	return string(b)
}

func repairAll(l []string) []string {
	out := make([]string, len(l))
	for i, s := range l {
		out[i] = repair(s)
	}
	return out
}

// openDecoder opens a file for streaming: raw skips the progress wrapper
// for a preliminary pass, so bytes are not counted twice. A byte order mark
// is dropped.
func openDecoder(in *ingest.Input, raw bool) (*json.Decoder, io.Closer, error) {
	var rc io.ReadCloser
	var err error
	if raw {
		rc, err = in.FS.Open(in.Path)
		if err != nil {
			err = fmt.Errorf("opening %s: %w", in.Name, err)
		}
	} else {
		rc, err = in.Open()
	}
	if err != nil {
		return nil, nil, &ingest.RecordError{File: in.Name, Err: err}
	}
	br := bufio.NewReaderSize(rc, 64<<10)
	if bom, _ := br.Peek(3); bytes.Equal(bom, []byte("\xef\xbb\xbf")) {
		br.Discard(3)
	}
	return json.NewDecoder(br), rc, nil
}

// skipValue consumes the next value, token by token, so a large array is
// passed over without being held in memory.
func skipValue(dec *json.Decoder) error {
	depth := 0
	for {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		if d, ok := tok.(json.Delim); ok {
			switch d {
			case '[', '{':
				depth++
			default:
				depth--
			}
		}
		if depth == 0 {
			return nil
		}
	}
}

// enterArray positions dec inside the array of records: the file's
// top-level array, or the array under the first of keys found in a
// top-level object. It returns that key ("" for a top-level array).
func enterArray(in *ingest.Input, dec *json.Decoder, keys ...string) (string, error) {
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
		return "", in.Errorf("", "expected a JSON array or object, found %v", describe(tok))
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
				return "", in.Errorf(key, "expected an array, found %v", describe(tok))
			}
			return key, nil
		}
		if err := skipValue(dec); err != nil {
			return "", in.Errorf(key, "reading the JSON object: %w", err)
		}
	}
	return "", in.Errorf("", "no array of records (%s) in the JSON object", strings.Join(keys, ", "))
}

// eachElement decodes every remaining element of the array dec is in with
// decode and calls handle. A value of the wrong type inside a well-formed
// element is reported with sink.Skip; broken JSON stops the import.
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

// skippable reports whether a Decode error concerns the value only: the
// decoder has then read the whole element and can go on.
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

// flexInt is an integer that may be written as a number or a string.
type flexInt struct {
	set bool
	n   int64
}

func (f *flexInt) UnmarshalJSON(b []byte) error {
	s := string(bytes.Trim(bytes.TrimSpace(b), `"`))
	if s == "null" || s == "" {
		*f = flexInt{}
		return nil
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		x, ferr := strconv.ParseFloat(s, 64)
		if ferr != nil || math.IsNaN(x) || math.Abs(x) > 1e18 {
			return &valueError{what: "an integer", data: truncate(s, 40)}
		}
		n = int64(x)
	}
	*f = flexInt{set: true, n: n}
	return nil
}

// flexFloat is a number that may be written as a number or a string.
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

// names is a list of people written as strings or as {"name": ...}.
type names []string

func (n *names) UnmarshalJSON(b []byte) error {
	var raw []json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		if string(bytes.TrimSpace(b)) == "null" {
			*n = nil
			return nil
		}
		return &valueError{what: "a list of names", data: truncate(string(b), 40)}
	}
	out := make(names, 0, len(raw))
	for _, r := range raw {
		var s string
		if json.Unmarshal(r, &s) == nil {
			out = append(out, s)
			continue
		}
		var o struct {
			Name string `json:"name"`
		}
		if json.Unmarshal(r, &o) == nil {
			out = append(out, o.Name)
		}
	}
	*n = out
	return nil
}

// epoch turns epoch seconds into a UTC time; values too large to be
// seconds are taken as milliseconds.
func epoch(n int64) (time.Time, bool) {
	switch {
	case n <= 0 || n >= 1e14:
		return time.Time{}, false
	case n > 1e11:
		return time.UnixMilli(n).UTC(), true
	}
	return time.Unix(n, 0).UTC(), true
}

var hashtagRE = regexp.MustCompile(`(?:^|[^\p{L}\p{N}_&/#])#([\p{L}\p{N}_]*[\p{L}_][\p{L}\p{N}_]*)`)

// hashtags returns the #words of a text, without '#', in order, once each.
func hashtags(s string) []string {
	var out []string
	for _, m := range hashtagRE.FindAllStringSubmatch(s, -1) {
		out = append(out, m[1])
	}
	return dedupe(out)
}

func dedupe(l []string) []string {
	seen := make(map[string]bool, len(l))
	out := l[:0:0]
	for _, s := range l {
		if s = strings.TrimSpace(s); s != "" && !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// occurrences numbers identical records of one file by a 64-bit hash of
// their identity, so identical records get distinct, stable IDs.
type occurrences map[uint64]int

func (o occurrences) id(in *ingest.Input, parts ...string) string {
	h := fnv.New64a()
	for _, p := range parts {
		h.Write([]byte(p))
		h.Write([]byte{0})
	}
	k := h.Sum64()
	n := o[k]
	o[k] = n + 1
	return in.ID(append(parts, strconv.Itoa(n))...)
}
