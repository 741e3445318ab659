package mail

import (
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/ianaindex"

	"reqap/lang/ascii"
)

// encodings caches charset name -> encoding.Encoding (nil when unknown), so
// an archive of a million messages looks each label up once.
var encodings sync.Map

func lookupCharset(name string) encoding.Encoding {
	if e, ok := encodings.Load(name); ok {
		enc, _ := e.(encoding.Encoding)
		return enc
	}
	var enc encoding.Encoding
	if e, err := htmlindex.Get(name); err == nil && e != encoding.Replacement {
		enc = e
	} else if e, err := ianaindex.MIME.Encoding(name); err == nil && e != nil {
		enc = e
	} else if e, err := ianaindex.IANA.Encoding(name); err == nil && e != nil {
		enc = e
	}
	if enc == nil {
		encodings.Store(name, nil)
	} else {
		encodings.Store(name, enc)
	}
	return enc
}

// normCharset lower-cases a charset label and removes quotes and the RFC 2231
// language suffix ("utf-8*en").
func normCharset(cs string) string {
	cs = strings.ToLower(strings.Trim(strings.TrimSpace(cs), `"'`))
	if i := strings.IndexByte(cs, '*'); i >= 0 {
		cs = cs[:i]
	}
	return cs
}

// asciiCompatible reports whether pure 7-bit input decodes to itself in the
// charset, which lets the common all-ASCII case skip the decoder. Stateful
// 7-bit encodings (ISO-2022-*, HZ, UTF-7) and UTF-16/32 are the exceptions.
func asciiCompatible(cs string) bool {
	return !strings.HasPrefix(cs, "iso-2022") && !strings.HasPrefix(cs, "utf-16") &&
		!strings.HasPrefix(cs, "utf-32") && !strings.HasPrefix(cs, "utf-7") &&
		!strings.HasPrefix(cs, "hz") && !strings.HasPrefix(cs, "csiso2022")
}

// decodeCharset converts b from the named charset to UTF-8. Text is never
// rejected: a missing, unknown or lying label falls back to UTF-8 when the
// bytes are valid UTF-8 and to Windows-1252 (a superset of ISO-8859-1, the
// most common undeclared charset in old mail) otherwise.
func decodeCharset(charset string, b []byte) string {
	cs := normCharset(charset)
	if ascii.Only(b) && asciiCompatible(cs) {
		return string(b)
	}
	switch cs {
	case "utf-8", "utf8", "unicode-1-1-utf-8":
		if utf8.Valid(b) {
			return string(b)
		}
		return strings.ToValidUTF8(string(b), "\uFFFD")
	case "", "us-ascii", "ascii", "us", "ansi_x3.4-1968", "unknown", "unknown-8bit", "x-unknown", "default", "8bit", "none":
		return fallbackDecode(b)
	}
	enc := lookupCharset(cs)
	if enc == nil {
		return fallbackDecode(b)
	}
	out, err := enc.NewDecoder().Bytes(b)
	if err != nil {
		return fallbackDecode(b)
	}
	if utf8.Valid(out) {
		return string(out)
	}
	return strings.ToValidUTF8(string(out), "\uFFFD")
}

func fallbackDecode(b []byte) string {
	if utf8.Valid(b) {
		return string(b)
	}
	if t := trimPartialRune(b); len(t) < len(b) && !ascii.Only(t) && utf8.Valid(t) {
		// UTF-8 cut inside its last character (a size limit, a
		// truncated file) is still UTF-8; without other multi-byte
		// characters the last byte is more likely Latin-1 ("café").
		return string(t)
	}
	out, err := charmap.Windows1252.NewDecoder().Bytes(b)
	if err != nil {
		return strings.ToValidUTF8(string(b), "\uFFFD")
	}
	return string(out)
}

// decodeRaw decodes raw 8-bit header text: UTF-8 when it is valid UTF-8 (the
// RFC 6532 case), otherwise the message's body charset, which is what the
// sending program most likely used for its headers too.
func decodeRaw(b []byte, hint string) string {
	if utf8.Valid(b) {
		return string(b)
	}
	switch normCharset(hint) {
	case "utf-8", "utf8":
		// The body claims UTF-8 but the header is not: guess Latin-1.
		return fallbackDecode(b)
	}
	return decodeCharset(hint, b)
}

// trimPartialRune drops an incomplete UTF-8 sequence at the end of b.
func trimPartialRune(b []byte) []byte {
	for k := 1; k <= 3 && k <= len(b); k++ {
		if utf8.RuneStart(b[len(b)-k]) {
			if !utf8.FullRune(b[len(b)-k:]) {
				return b[:len(b)-k]
			}
			break
		}
	}
	return b
}
