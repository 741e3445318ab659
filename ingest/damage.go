package ingest

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Damaged records. A file that is damaged in places (truncated, garbled
// by a bad copy, a record far too large) still holds good records around
// the damage: importers whose format allows it read on past a damaged
// record and report it with sink.Skip(record, &Damage{...}). The import is
// then "imported with N damaged records", each located by record and byte.

// Damage is the reason a record could not be read because the file is
// damaged there.
type Damage struct {
	Record string // the record's name with its place, for sink.Skip ("[3] (byte 120)")
	Offset int64  // byte offset of the record in the file; -1 when unknown
	Err    error
}

func (d *Damage) Error() string {
	if d.Offset < 0 || d.Record != "" { // a record's name says where it is
		return "damaged: " + d.Err.Error()
	}
	return "damaged at byte " + strconv.FormatInt(d.Offset, 10) + ": " + d.Err.Error()
}

func (d *Damage) Unwrap() error { return d.Err }

// IsDamage reports whether a skipped record's reason is damage rather
// than a record left out on purpose (a duplicate, a kind not imported).
func IsDamage(err error) bool {
	var d *Damage
	return errors.As(err, &d) || errors.Is(err, ErrRecordTooLarge)
}

// DefaultMaxRecord is the record size limit when none is set: far above
// any real record (a long mail is a few megabytes), far below what would
// exhaust memory.
const DefaultMaxRecord = 16 << 20

// ErrRecordTooLarge is the reason for a record over the size limit.
var ErrRecordTooLarge = errors.New("the record is larger than the size limit")

// RecordLimit returns the most bytes one record may take.
func (in *Input) RecordLimit() int64 {
	if in.MaxRecord > 0 {
		return in.MaxRecord
	}
	return DefaultMaxRecord
}

// TooLarge is the reason for a record of size bytes (at least) over limit.
func TooLarge(size, limit int64) error {
	return fmt.Errorf("%w (%s, the limit is %s)", ErrRecordTooLarge, FormatBytes(size), FormatBytes(limit))
}

// FormatBytes writes a byte count for people: 512 B, 16 MiB, 1.5 GiB. It is
// the one way a size reads, in messages and in import progress alike.
func FormatBytes(n int64) string {
	const unit = 1024
	if n < unit {
		return strconv.FormatInt(n, 10) + " B"
	}
	div, exp := int64(unit), 0
	for m := n / unit; m >= unit; m /= unit {
		div *= unit
		exp++
	}
	v := float64(n) / float64(div)
	s := strconv.FormatFloat(v, 'f', 1, 64)
	s = strings.TrimSuffix(s, ".0")
	return s + " " + string("KMGTPE"[exp]) + "iB"
}

// Printable makes text from a file safe to show: invalid UTF-8, control
// characters and other invisible runes are written as escapes (\x00,
// \u200b), so a message about a binary file never sends its bytes to a
// terminal. Long text is cut to max runes (0: no limit).
func Printable(s string, max int) string {
	var b strings.Builder
	n := 0
	for i := 0; i < len(s); {
		if max > 0 && n >= max {
			b.WriteString("…")
			break
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size <= 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r == '\n' || r == '\t':
			b.WriteRune(r)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, r)
		case !unicode.IsPrint(r) && !unicode.IsSpace(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
		n++
	}
	return b.String()
}

// LooksBinary reports whether the head of a file is binary data rather
// than text: NUL bytes, or mostly bytes that are not UTF-8 text. Exports
// are text (JSON, CSV, XML, mbox, iCalendar) except FIT files.
func LooksBinary(head []byte) bool {
	if len(head) == 0 {
		return false
	}
	bad := 0
	for i := 0; i < len(head); {
		r, size := utf8.DecodeRune(head[i:])
		switch {
		case r == 0:
			return true
		case r == utf8.RuneError && size <= 1 && len(head)-i >= utf8.UTFMax:
			bad++
		case r < 0x20 && r != '\n' && r != '\r' && r != '\t' && r != '\f':
			bad++
		}
		i += size
	}
	return bad*10 > len(head)
}
