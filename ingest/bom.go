package ingest

import (
	"bufio"
	"bytes"
)

// utf8BOM is the byte order mark some tools (Excel, Windows editors, a few
// exporters) write at the start of a UTF-8 file.
var utf8BOM = []byte("\xef\xbb\xbf")

// TrimBOM returns b without a leading UTF-8 byte order mark.
func TrimBOM(b []byte) []byte { return bytes.TrimPrefix(b, utf8BOM) }

// TrimStart returns b from its first byte that is neither part of a UTF-8
// byte order mark nor white space: where the content of a text file's head
// begins, for Recognize.
func TrimStart(b []byte) []byte { return bytes.TrimLeft(TrimBOM(b), " \t\r\n") }

// SkipBOM reads past a UTF-8 byte order mark at the start of br.
func SkipBOM(br *bufio.Reader) {
	if b, _ := br.Peek(len(utf8BOM)); bytes.Equal(b, utf8BOM) {
		br.Discard(len(utf8BOM))
	}
}
