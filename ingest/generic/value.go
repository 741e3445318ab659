package generic

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"reqap/ingest"
)

// jsonKind is the type of a parsed JSON value.
type jsonKind uint8

const (
	jsonNull jsonKind = iota
	jsonString
	jsonNumber
	jsonBool
	jsonArray
	jsonObject
)

// jsonValue is a JSON value that keeps the order of object keys, which a
// map would lose: fields are ordered as the file presents them.
type jsonValue struct {
	kind jsonKind
	str  string // string value, or a number's literal
	b    bool
	keys []string    // object keys, in order
	vals []jsonValue // object values or array elements
}

// maxDepth bounds nesting so a hostile line cannot exhaust the stack.
const maxDepth = 64

// parseJSON parses exactly one JSON value from data.
func parseJSON(data []byte) (jsonValue, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	v, err := readJSON(dec, 0)
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return jsonValue{}, errors.New("the JSON value is cut short")
	}
	if err != nil {
		return jsonValue{}, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return jsonValue{}, errors.New("unexpected data after the JSON value")
	}
	return v, nil
}

func readJSON(dec *json.Decoder, depth int) (jsonValue, error) {
	if depth > maxDepth {
		return jsonValue{}, fmt.Errorf("JSON nested more than %d levels deep", maxDepth)
	}
	tok, err := dec.Token()
	if err == io.EOF {
		return jsonValue{}, io.ErrUnexpectedEOF
	}
	if err != nil {
		return jsonValue{}, err
	}
	switch t := tok.(type) {
	case nil:
		return jsonValue{kind: jsonNull}, nil
	case string:
		return jsonValue{kind: jsonString, str: t}, nil
	case json.Number:
		return jsonValue{kind: jsonNumber, str: string(t)}, nil
	case bool:
		return jsonValue{kind: jsonBool, b: t}, nil
	case json.Delim:
		switch t {
		case '{':
			v := jsonValue{kind: jsonObject}
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return jsonValue{}, err
				}
				key, ok := kt.(string)
				if !ok {
					return jsonValue{}, errors.New("object key is not a string")
				}
				val, err := readJSON(dec, depth+1)
				if err != nil {
					return jsonValue{}, err
				}
				v.keys = append(v.keys, key)
				v.vals = append(v.vals, val)
			}
			if _, err := dec.Token(); err != nil {
				return jsonValue{}, err
			}
			return v, nil
		case '[':
			v := jsonValue{kind: jsonArray}
			for dec.More() {
				val, err := readJSON(dec, depth+1)
				if err != nil {
					return jsonValue{}, err
				}
				v.vals = append(v.vals, val)
			}
			if _, err := dec.Token(); err != nil {
				return jsonValue{}, err
			}
			return v, nil
		}
	}
	return jsonValue{}, fmt.Errorf("unexpected JSON token %v", tok)
}

// get returns the value of key in an object.
func (v jsonValue) get(key string) (jsonValue, bool) {
	for i, k := range v.keys {
		if k == key {
			return v.vals[i], true
		}
	}
	return jsonValue{}, false
}

// scalarText renders a string, number or boolean as text.
func (v jsonValue) scalarText() string {
	switch v.kind {
	case jsonString, jsonNumber:
		return v.str
	case jsonBool:
		return strconv.FormatBool(v.b)
	}
	return ""
}

// compact renders any value as compact JSON, keys in order and without
// HTML escaping, for list entries that are objects or arrays.
func (v jsonValue) compact(b *strings.Builder) {
	switch v.kind {
	case jsonNull:
		b.WriteString("null")
	case jsonString:
		quote(b, v.str)
	case jsonNumber:
		b.WriteString(v.str)
	case jsonBool:
		b.WriteString(strconv.FormatBool(v.b))
	case jsonArray:
		b.WriteByte('[')
		for i, e := range v.vals {
			if i > 0 {
				b.WriteByte(',')
			}
			e.compact(b)
		}
		b.WriteByte(']')
	case jsonObject:
		b.WriteByte('{')
		for i, k := range v.keys {
			if i > 0 {
				b.WriteByte(',')
			}
			quote(b, k)
			b.WriteByte(':')
			v.vals[i].compact(b)
		}
		b.WriteByte('}')
	}
}

func quote(b *strings.Builder, s string) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.Encode(s) // a string always encodes
	b.Write(bytes.TrimRight(buf.Bytes(), "\n"))
}

// numberValue converts a JSON number literal to a field value. Integers
// beyond float64's exact range (long IDs written as numbers) stay text so
// no digit is lost.
func numberValue(lit string) ingest.Value {
	f, err := strconv.ParseFloat(lit, 64)
	if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
		return ingest.Text(lit)
	}
	if !strings.ContainsAny(lit, ".eE") && math.Abs(f) > 1<<53 {
		return ingest.Text(lit)
	}
	return ingest.Number(f)
}

// fields flattens JSON values into an event's fields.
type fields struct {
	ev   *ingest.Event
	keys keySet
}

func newFields(ev *ingest.Event) *fields { return &fields{ev: ev, keys: keySet{}} }

// add stores v under key: nested objects are flattened with "_" (so
// {"heart_rate": {"max": 170}} gives heart_rate_max), arrays of scalars
// become lists, arrays holding objects or arrays become lists of compact
// JSON, and null, empty strings and empty arrays are left out.
func (f *fields) add(key string, v jsonValue) {
	switch v.kind {
	case jsonNull:
	case jsonString:
		if strings.TrimSpace(v.str) != "" {
			f.set(key, ingest.Text(strings.TrimSpace(v.str)))
		}
	case jsonNumber:
		f.set(key, numberValue(v.str))
	case jsonBool:
		f.set(key, ingest.Bool(v.b))
	case jsonObject:
		for i, k := range v.keys {
			sub := key
			if part := ingest.SnakeCase(k); part != "" {
				sub += "_" + part
			}
			f.add(sub, v.vals[i])
		}
	case jsonArray:
		list := make([]string, 0, len(v.vals))
		for _, e := range v.vals {
			switch e.kind {
			case jsonNull:
			case jsonObject, jsonArray:
				var b strings.Builder
				e.compact(&b)
				list = append(list, b.String())
			default:
				if s := strings.TrimSpace(e.scalarText()); s != "" {
					list = append(list, s)
				}
			}
		}
		if len(list) > 0 {
			f.set(key, ingest.List(list))
		}
	}
}

// addObject stores every member of an object under its own key.
func (f *fields) addObject(v jsonValue) {
	for i, k := range v.keys {
		f.add(snakeCase(k), v.vals[i])
	}
}

func (f *fields) set(key string, v ingest.Value) {
	f.ev.Fields = append(f.ev.Fields, ingest.Field{Key: f.keys.unique(key), Value: v})
}
