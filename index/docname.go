package index

import (
	"fmt"

	"github.com/blugelabs/bluge"
)

// Compact document names. Every event's document is named after its id
// and generation, and Bluge keeps the names in a dictionary of its own,
// built with every segment and again with every merge: as "id/g" text (37
// bytes for the ids ingest makes) the names were most of both for a folder
// of daily notes. An id as ingest.RecordID and ingest.Input.Key make them
// ("r" or "k" and 31 lower-case hex digits) is named in binary instead: a
// byte for its kind (1 for "r", 2 for "k"; text names start with a
// printable byte, records and the summary with 0), its 124 bits in 18
// bytes of 7 bits, and g in base 128, most significant digit first: 20 to
// 29 bytes, which took a tenth off importing 40,000 days. Every byte is
// below 0x80: Bluge's doc values split a value at 0xff. Libraries hold
// both: documents written before are named as text, and parseDocID reads
// either. Versions before this one cannot read binary names: format.go
// keeps them out of a library this version wrote into.

const (
	compactRecord = 1
	compactKey    = 2
	compactHead   = 1 + 18 // kind byte and the id's bits
)

// compactDocID is the binary name of (id, g), if id is of the shape ingest
// makes and g is not 0.
func compactDocID(id string, g uint64) (string, bool) {
	if g == 0 || len(id) != 32 {
		return "", false
	}
	var b [compactHead + 10]byte
	switch id[0] {
	case 'r':
		b[0] = compactRecord
	case 'k':
		b[0] = compactKey
	default:
		return "", false
	}
	// 31 hex digits and two bits of 0, seven bits at a time
	var acc uint32
	bits, out := 0, 1
	for i := 1; i <= 32; i++ {
		var v byte
		if i < 32 {
			c := id[i]
			switch {
			case c >= '0' && c <= '9':
				v = c - '0'
			case c >= 'a' && c <= 'f':
				v = c - 'a' + 10
			default:
				return "", false // upper case would not read back as written
			}
		}
		n := 4
		if i == 32 {
			n = 2
		}
		acc, bits = acc<<n|uint32(v), bits+n
		for bits >= 7 {
			bits -= 7
			b[out] = byte(acc>>bits) & 0x7f
			out++
		}
	}
	var digits [10]byte
	k := len(digits)
	for ; g > 0; g >>= 7 {
		k--
		digits[k] = byte(g & 0x7f)
	}
	n := copy(b[compactHead:], digits[k:])
	return string(b[:compactHead+n]), true
}

// parseCompactDocID reads a binary name back into id and generation.
func parseCompactDocID(doc string) (id string, g uint64, ok bool) {
	if len(doc) <= compactHead || len(doc) > compactHead+10 || doc[0] != compactRecord && doc[0] != compactKey {
		return "", 0, false
	}
	for i := 1; i < len(doc); i++ {
		if doc[i] >= 0x80 {
			return "", 0, false
		}
	}
	if doc[compactHead] == 0 || len(doc) == compactHead+10 && doc[compactHead] > 1 {
		return "", 0, false // a leading zero digit, or more than 64 bits
	}
	for i := compactHead; i < len(doc); i++ {
		g = g<<7 | uint64(doc[i])
	}
	const hexDigits = "0123456789abcdef"
	var out [32]byte
	out[0] = 'r'
	if doc[0] == compactKey {
		out[0] = 'k'
	}
	var acc uint32
	bits, n := 0, 1
	for i := 1; i < compactHead; i++ {
		acc, bits = acc<<7|uint32(doc[i]), bits+7
		for bits >= 4 && n < 32 {
			bits -= 4
			out[n] = hexDigits[acc>>bits&0xf]
			n++
		}
	}
	if acc&(1<<bits-1) != 0 {
		return "", 0, false // the two bits after the id are 0
	}
	return string(out[:]), g, true
}

// eventDocsQuery finds every document of event id, in any generation and
// either form of name.
func eventDocsQuery(id string) bluge.Query {
	text := bluge.NewPrefixQuery(id + "/").SetField("_id")
	name, ok := compactDocID(id, 1)
	if !ok {
		return text
	}
	compact := bluge.NewPrefixQuery(name[:compactHead]).SetField("_id")
	return bluge.NewBooleanQuery().AddShould(text, compact)
}

// namedHow says which form of name the documents of generation g have,
// found by the first of ids that has a compact name: one writer wrote the
// generation, so all its names have one form. When neither name is in the
// index (merged away) it says both.
func (l *Library) namedHow(ids []string, g uint64) (compact, text bool, err error) {
	for _, id := range ids {
		name, ok := compactDocID(id, g)
		if !ok {
			continue
		}
		snap, release, err := l.acquire()
		if err != nil {
			return false, false, err
		}
		defer release()
		dict, err := snap.DictionaryLookup("_id")
		if err != nil {
			return false, false, fmt.Errorf("looking up document names: %w", err)
		}
		defer dict.Close()
		compact, err = dict.Contains([]byte(name))
		if err == nil && !compact {
			text, err = dict.Contains([]byte(docIDText(id, g)))
		}
		if err != nil {
			return false, false, fmt.Errorf("looking up document names: %w", err)
		}
		if !compact && !text {
			return true, true, nil
		}
		return compact, text, nil
	}
	return false, true, nil
}
