package mail

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxBody is the number of characters of a body stored per mail. Search
// and extraction need the beginning of a mail, not a 5 MB log pasted into
// it; the stored text says where it was cut.
const MaxBody = 20000

// tidy normalizes a text/plain body: line endings, format=flowed
// (RFC 3676) paragraphs joined, trailing spaces and runs of blank lines
// removed, control characters dropped.
func tidy(s string, flowed, delsp bool) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\r", "\n")
	if flowed {
		s = unflow(s, delsp)
	}
	s = strings.Map(func(r rune) rune {
		if r == '\n' || r == '\t' {
			return r
		}
		if r == '\ufeff' || unicode.IsControl(r) {
			return -1
		}
		return r
	}, s)
	lines := strings.Split(s, "\n")
	out := lines[:0]
	blank := 0
	for _, l := range lines {
		l = strings.TrimRight(l, " \t")
		if l == "" {
			blank++
			if blank > 1 || len(out) == 0 {
				continue
			}
		} else {
			blank = 0
		}
		out = append(out, l)
	}
	return strings.TrimSpace(strings.Join(out, "\n"))
}

// unflow joins the soft line breaks of a format=flowed body: a line ending
// in a space continues on the next line of the same quote depth. The
// signature separator "-- " is never flowed; space-stuffing is removed.
func unflow(s string, delsp bool) string {
	var b strings.Builder
	b.Grow(len(s))
	lines := strings.Split(s, "\n")
	open := false // the previous line was flowed into this one
	prevDepth := 0
	for _, l := range lines {
		depth := 0
		for depth < len(l) && l[depth] == '>' {
			depth++
		}
		text := l[depth:]
		text = strings.TrimPrefix(text, " ") // space-stuffing
		if open && depth != prevDepth {
			// A flowed line followed by a different quote depth ends
			// the paragraph after all.
			b.WriteByte('\n')
			open = false
		}
		if !open {
			if depth > 0 {
				b.WriteString(strings.Repeat(">", depth))
				b.WriteByte(' ')
			}
		}
		flowedLine := strings.HasSuffix(text, " ") && text != "-- "
		if flowedLine && delsp {
			text = text[:len(text)-1]
		}
		b.WriteString(text)
		if !flowedLine {
			b.WriteByte('\n')
		}
		open, prevDepth = flowedLine, depth
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// capBody cuts a body to MaxBody characters, at a line or word boundary
// when one is near, and says so at the end.
func capBody(s string) string {
	if utf8.RuneCountInString(s) <= MaxBody {
		return s
	}
	n, i := 0, 0
	for i = range s {
		if n == MaxBody {
			break
		}
		n++
	}
	cut := s[:i]
	if j := strings.LastIndexAny(cut, "\n "); j > len(cut)-200 && j > 0 {
		cut = cut[:j]
	}
	return strings.TrimRight(cut, " \n") + "\n\n[… body truncated: the mail continues beyond " + formatThousands(MaxBody) + " characters]"
}

func formatThousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
