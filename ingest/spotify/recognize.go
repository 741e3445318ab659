package spotify

import (
	"bytes"
	"slices"
	"strings"

	"reqap/ingest"
	"reqap/lang/fold"
)

func isJSONName(base string) bool {
	return len(base) > 5 && strings.EqualFold(base[len(base)-5:], ".json")
}

// arrayHead classifies the start of a file: whether it is a JSON array,
// whether that array is empty, and whether its first element is an object.
func arrayHead(head []byte) (isArray, empty bool) {
	head = ingest.TrimStart(head)
	if len(head) == 0 || head[0] != '[' {
		return false, false
	}
	rest := bytes.TrimLeft(head[1:], " \t\r\n")
	if len(rest) == 0 {
		// The head ended inside the whitespace: treat as an array of
		// unknown content.
		return true, false
	}
	switch rest[0] {
	case ']':
		return true, true
	case '{':
		return true, false
	}
	return false, false
}

// format says how the files of one of Spotify's downloads are known: by a
// name that starts with one of prefixes (in any case) and ends in .json,
// and by records, a JSON array of objects, that have every one of keys (a
// play's time and length) and at least one of names (what was played:
// each kind of play names only its own).
type format struct {
	prefixes, keys, names []string
}

func (f format) recognize(c ingest.Candidate) ingest.Match {
	base := c.Base()
	nameOK := isJSONName(base) && slices.ContainsFunc(f.prefixes, func(p string) bool { _, ok := fold.CutPrefix(base, p); return ok })
	return match(nameOK, c.Head, ingest.HasJSONKeys(c.Head, f.keys...) && ingest.HasAnyJSONKey(c.Head, f.names...))
}

// match combines the name's verdict and the content's, a JSON array with
// the format's keys in head, into a match. A well-named empty array counts
// as content: Spotify writes "[]" for an empty history; an empty array
// alone says nothing.
func match(nameOK bool, head []byte, keysOK bool) ingest.Match {
	isArray, empty := arrayHead(head)
	return ingest.MatchBy(nameOK, isArray && (empty && nameOK || !empty && keysOK))
}
