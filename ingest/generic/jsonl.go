package generic

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"reqap/ingest"
	"reqap/lang/yesno"
)

// JSONL reads events written one JSON object per line.
var JSONL = &ingest.Importer{
	Name:      "events_jsonl",
	Doc:       "Generic events, JSON Lines: *.events.jsonl, or .jsonl whose objects have \"start\" and \"source\" (see ingest/generic/FORMAT.md)",
	Recognize: recognizeJSONL,
	Import:    importJSONL,
}

// scoreHeader is a header that only this format has (see ingest.Match).
const scoreHeader = 80

func recognizeJSONL(c ingest.Candidate) ingest.Match {
	base := strings.ToLower(c.Base())
	nameOK := strings.HasSuffix(base, ".events.jsonl")
	if !nameOK && c.Ext() != ".jsonl" {
		return ingest.Match{}
	}
	keys := firstObjectKeys(c.Head)
	return ingest.MatchBy(nameOK, keys["start"] && keys["source"])
}

// firstObjectKeys returns the snake_cased top-level keys of the first
// non-blank line, as far as the head reaches: a first line longer than the
// head still shows the keys before the cut.
func firstObjectKeys(head []byte) map[string]bool {
	head = ingest.TrimStart(head)
	if i := bytes.IndexByte(head, '\n'); i >= 0 {
		head = head[:i]
	}
	dec := json.NewDecoder(bytes.NewReader(head))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil
	}
	keys := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			break
		}
		k, ok := tok.(string)
		if !ok {
			break
		}
		keys[snakeCase(k)] = true
		if err := ingest.SkipJSON(dec); err != nil {
			break
		}
	}
	return keys
}

// maxLine bounds one line: longer lines are skipped, not buffered whole.
// A variable so tests can lower it.
var maxLine = 16 << 20

func importJSONL(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	br, rc, err := in.OpenBuffered(ctx)
	if err != nil {
		return err
	}
	defer rc.Close()
	recs := newRecords(in, sink)
	for lineNo := 1; ; lineNo++ {
		if err := ingest.Stopped(ctx, lineNo); err != nil {
			return err
		}
		line, tooLong, readErr := readLine(br, maxLine)
		if readErr != nil && readErr != io.EOF {
			return in.Errorf(recordName(lineNo, ""), "reading: %w", readErr)
		}
		if lineNo == 1 {
			line = ingest.TrimBOM(line)
		}
		line = bytes.TrimSpace(line)
		switch {
		case tooLong:
			recs.skip(recordName(lineNo, ""), fmt.Errorf("line longer than %d bytes", maxLine))
		case len(line) > 0:
			ev, id, err := jsonlEvent(line)
			if err := recs.emit(lineNo, ev, id, err); err != nil {
				return err
			}
		}
		if readErr == io.EOF {
			break
		}
	}
	recs.log("events jsonl", nil)
	return nil
}

// readLine reads one line without its newline. A line longer than max is
// read to its end but not kept, and reported as tooLong.
func readLine(br *bufio.Reader, max int) (line []byte, tooLong bool, err error) {
	var buf []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if !tooLong {
			if len(buf)+len(chunk) > max {
				tooLong, buf = true, nil
			} else if err == bufio.ErrBufferFull || buf != nil {
				buf = append(buf, chunk...)
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if tooLong {
			return nil, true, err
		}
		if buf != nil {
			chunk = buf
		}
		return bytes.TrimSuffix(chunk, []byte("\n")), false, err
	}
}

// jsonlEvent builds the event of one line, without ID and origin, and
// returns the line's id ("" when it has none).
func jsonlEvent(line []byte) (ingest.Event, string, error) {
	obj, err := parseJSON(line)
	if err != nil {
		return ingest.Event{}, "", fmt.Errorf("not a JSON object: %w", err)
	}
	if obj.kind != jsonObject {
		return ingest.Event{}, "", errors.New("not a JSON object")
	}
	var (
		ev     ingest.Event
		f      = newFields(&ev)
		sp     span
		id     string
		source string
		given  = map[string]bool{}
	)
	for i, k := range obj.keys {
		v := obj.vals[i]
		key := snakeCase(k)
		switch key {
		case "id", "source", "start", "end", "all_day", "tz", "fields":
			if given[key] {
				return ingest.Event{}, id, fmt.Errorf("%s is given twice", key)
			}
			given[key] = true
		default:
			f.add(key, v)
			continue
		}
		var err error
		switch key {
		case "id":
			id, err = scalarString(v, key)
		case "source":
			source, err = textString(v, key)
		case "start":
			sp.start, err = textString(v, key)
		case "end":
			sp.end, err = textString(v, key)
		case "tz":
			sp.tz, err = textString(v, key)
		case "all_day":
			sp.allDay, err = boolValue(v)
		case "fields":
			switch v.kind {
			case jsonObject:
				f.addObject(v)
			case jsonNull:
			default:
				err = errors.New("fields is not an object")
			}
		}
		if err != nil {
			return ingest.Event{}, id, err
		}
	}
	return finish(ev, id, source, sp)
}

// finish checks the parts every event needs and resolves its span.
func finish(ev ingest.Event, id, source string, sp span) (ingest.Event, string, error) {
	if strings.TrimSpace(source) == "" {
		return ingest.Event{}, id, errors.New("no source")
	}
	if strings.TrimSpace(sp.start) == "" {
		return ingest.Event{}, id, errors.New("no start")
	}
	ev.Source = snakeCase(source)
	var err error
	if ev.Start, ev.End, ev.AllDay, err = sp.resolve(); err != nil {
		return ingest.Event{}, id, err
	}
	return ev, id, nil
}

// scalarString reads an id: a string, or a number written without quotes.
func scalarString(v jsonValue, key string) (string, error) {
	switch v.kind {
	case jsonString, jsonNumber:
		return strings.TrimSpace(v.str), nil
	case jsonNull:
		return "", nil
	}
	return "", fmt.Errorf("%s is not a string", key)
}

func textString(v jsonValue, key string) (string, error) {
	switch v.kind {
	case jsonString:
		return v.str, nil
	case jsonNull:
		return "", nil
	}
	return "", fmt.Errorf("%s is not a string", key)
}

func boolValue(v jsonValue) (*bool, error) {
	switch v.kind {
	case jsonBool:
		return &v.b, nil
	case jsonNull:
		return nil, nil
	case jsonString:
		return parseBool(v.str)
	}
	return nil, errors.New("all_day is not true or false")
}

// parseBool reads the spellings of a boolean people put in files; ""
// means not given.
func parseBool(s string) (*bool, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	b, ok := yesno.Field(s)
	if !ok {
		return nil, fmt.Errorf("all_day %q is not true or false", ingest.Printable(s, 20))
	}
	return &b, nil
}
