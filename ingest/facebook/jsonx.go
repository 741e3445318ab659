package facebook

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"unicode/utf8"

	"reqap/ingest"
	"reqap/internal/lazyre"
)

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

// repairedText is a text field as it is stored: repaired and trimmed.
func repairedText(s string) string { return strings.TrimSpace(repair(s)) }

// distinctNames are the people of a list (participants, tags), repaired,
// each once.
func distinctNames(l []string) []string {
	out := make([]string, len(l))
	for i, s := range l {
		out[i] = repair(s)
	}
	return ingest.Distinct(out)
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
		return ingest.NotA("a list of names", string(b))
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

var hashtagRE = lazyre.New(`(?:^|[^\p{L}\p{N}_&/#])#([\p{L}\p{N}_]*[\p{L}_][\p{L}\p{N}_]*)`)

// hashtags returns the #words of a text, without '#', in order, once each.
func hashtags(s string) []string {
	var out []string
	for _, m := range hashtagRE().FindAllStringSubmatch(s, -1) {
		out = append(out, m[1])
	}
	return ingest.Distinct(out)
}

// id is the id of a record of in whose identity is parts, numbered among
// the identical records of the file.
func id(in *ingest.Input, ids ingest.Occurrences, parts ...string) string {
	return in.ID(append(parts, strconv.Itoa(ids.Next(parts...)))...)
}
