// Package htmltext turns HTML (mail bodies, exported notes) into readable
// plain text for search and display.
//
// It is a small tolerant tokenizer, not a full HTML5 parser: it needs no
// dependency and never fails, which suits text meant for lexical search.
// Scripts, styles and the document head are dropped, block elements become
// line breaks and paragraphs, list items get a "- " bullet, table cells are
// separated by spaces, white space is collapsed outside <pre>, and character
// references are decoded with the standard library's full HTML5 table.
package htmltext

import (
	"html"
	"strings"
	"unicode"

	"reqap/ingest"
	"reqap/lang/ascii"
)

// breaks says how many line breaks an element's start and end ask for:
// 1 for a line, 2 for a paragraph.
var breaks = map[string]int{
	"p": 2, "h1": 2, "h2": 2, "h3": 2, "h4": 2, "h5": 2, "h6": 2,
	"blockquote": 2, "pre": 2, "table": 2, "ul": 2, "ol": 2, "dl": 2, "hr": 2,
	"div": 1, "li": 1, "tr": 1, "dt": 1, "dd": 1, "section": 1, "article": 1,
	"header": 1, "footer": 1, "nav": 1, "aside": 1, "main": 1, "figure": 1,
	"figcaption": 1, "form": 1, "address": 1, "center": 1, "fieldset": 1,
	"details": 1, "summary": 1, "caption": 1, "tbody": 1, "thead": 1, "tfoot": 1,
	"body": 1, "html": 1,
}

// hidden elements have content no reader sees.
var hidden = map[string]bool{"head": true, "title": true, "template": true, "xml": true, "object": true, "noscript": true}

// raw elements hold text that is not HTML and must be skipped to their end tag.
var raw = map[string]bool{"script": true, "style": true}

// Convert returns the readable text of an HTML document or fragment.
func Convert(src string) string {
	c := converter{}
	c.run(src)
	return c.result()
}

type converter struct {
	out      strings.Builder
	newlines int  // line breaks at the end of out
	space    bool // a space is owed before the next word
	pre      int  // depth of <pre>
	hide     int  // depth of hidden elements
}

func (c *converter) run(s string) {
	for i := 0; i < len(s); {
		lt := strings.IndexByte(s[i:], '<')
		if lt < 0 {
			c.text(s[i:])
			return
		}
		if lt > 0 {
			c.text(s[i : i+lt])
		}
		i += lt
		switch {
		case strings.HasPrefix(s[i:], "<!--"):
			end := strings.Index(s[i+4:], "-->")
			if end < 0 {
				return
			}
			i += 4 + end + 3
		case strings.HasPrefix(s[i:], "<![CDATA["):
			end := strings.Index(s[i:], "]]>")
			if end < 0 {
				c.text(s[i+9:])
				return
			}
			c.text(s[i+9 : i+end])
			i += end + 3
		case i+1 < len(s) && (s[i+1] == '!' || s[i+1] == '?'):
			i = skipTag(s, i+1)
		case i+1 < len(s) && (isLetter(s[i+1]) || s[i+1] == '/' && i+2 < len(s) && isLetter(s[i+2])):
			closing := s[i+1] == '/'
			start := i + 1
			if closing {
				start++
			}
			end := start
			for end < len(s) && (isLetter(s[end]) || ascii.IsDigit(s[end]) || s[end] == '-' || s[end] == ':') {
				end++
			}
			name := strings.ToLower(s[start:end])
			if strings.IndexByte(name, ':') >= 0 {
				// Outlook's <o:p>, <v:shape>: markup for Office, not
				// structure a reader sees.
				name = ""
			}
			i = skipTag(s, end)
			selfClosing := i >= 2 && s[i-2] == '/'
			if !closing && raw[name] {
				i = skipRaw(s, i, name)
				continue
			}
			c.tag(name, closing, selfClosing)
		default:
			c.text("<")
			i++
		}
	}
}

// skipTag returns the index after the '>' that ends the tag whose body
// starts at i, honouring quoted attribute values that may contain '>'.
func skipTag(s string, i int) int {
	if i < len(s) {
		if j := ingest.IndexUnquoted(s[i:], '>'); j >= 0 {
			return i + j + 1
		}
	}
	return len(s)
}

// skipRaw returns the index after the end tag of a script or style element.
func skipRaw(s string, i int, name string) int {
	for i < len(s) {
		j := strings.Index(s[i:], "</")
		if j < 0 {
			return len(s)
		}
		i += j + 2
		if len(s)-i >= len(name) && strings.EqualFold(s[i:i+len(name)], name) {
			return skipTag(s, i+len(name))
		}
	}
	return len(s)
}

func (c *converter) tag(name string, closing, selfClosing bool) {
	if name == "body" && !closing {
		// Whatever was left open in the head (a missing </head> or
		// </title>) does not hide the body.
		c.hide = 0
	}
	if hidden[name] {
		switch {
		case selfClosing:
		case closing && c.hide > 0:
			c.hide--
		case !closing:
			c.hide++
		}
		return
	}
	switch name {
	case "br":
		c.lineBreak(1, true)
		return
	case "pre":
		switch {
		case closing && c.pre > 0:
			c.pre--
		case !closing && !selfClosing:
			c.pre++
		}
	case "td", "th":
		if !closing {
			c.space = true
		}
		return
	case "li":
		if !closing {
			c.lineBreak(1, false)
			c.word("- ")
			c.space = false
			return
		}
	case "img", "wbr":
		return
	}
	if n := breaks[name]; n > 0 {
		c.lineBreak(n, false)
	}
}

// lineBreak asks for n line breaks at the end of the text. A <br> is always
// written (hard); block boundaries never pile up beyond a blank line and are
// not written at the very start.
func (c *converter) lineBreak(n int, hard bool) {
	if c.hide > 0 {
		return
	}
	c.space = false
	if c.out.Len() == 0 {
		return
	}
	if hard {
		if c.newlines < 2 {
			c.out.WriteByte('\n')
			c.newlines++
		}
		return
	}
	for c.newlines < n {
		c.out.WriteByte('\n')
		c.newlines++
	}
}

func (c *converter) text(s string) {
	if c.hide > 0 || s == "" {
		return
	}
	s = html.UnescapeString(s)
	if c.pre > 0 {
		if s = c.put(s); s != "" {
			c.newlines = trailingNewlines(s, c.newlines)
		}
		return
	}
	start := -1
	for i, r := range s {
		if unicode.IsSpace(r) {
			if start >= 0 {
				c.word(s[start:i])
				start = -1
			}
			c.space = true
			continue
		}
		if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		c.word(s[start:])
	}
}

// word writes one word.
func (c *converter) word(w string) {
	if c.put(w) != "" {
		c.newlines = 0
	}
}

// put writes s without invisible characters, preceded by the owed space
// unless at a line start, and returns what it wrote ("" for nothing).
func (c *converter) put(s string) string {
	s = strings.Map(cleanRune, s)
	if s == "" {
		return ""
	}
	if c.space && c.newlines == 0 && c.out.Len() > 0 {
		c.out.WriteByte(' ')
	}
	c.space = false
	c.out.WriteString(s)
	return s
}

// cleanRune drops invisible characters newsletters pad their preview text
// with and control characters; a no-break space becomes a space.
func cleanRune(r rune) rune {
	switch r {
	case '\u00a0':
		return ' '
	case '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u034f':
		return -1
	case '\n', '\t':
		return r
	}
	if unicode.IsControl(r) {
		return -1
	}
	return r
}

func trailingNewlines(s string, prev int) int {
	n := 0
	for i := len(s) - 1; i >= 0; i-- {
		switch s[i] {
		case '\n':
			n++
			continue
		case ' ', '\t', '\r':
			continue
		}
		return n
	}
	return prev + n
}

// result trims trailing spaces from every line and surplus blank lines.
func (c *converter) result() string {
	lines := strings.Split(c.out.String(), "\n")
	out := make([]string, 0, len(lines))
	blank := 0
	for _, l := range lines {
		l = strings.TrimRight(l, " \t")
		if strings.TrimSpace(l) == "" {
			blank++
			if blank > 1 || len(out) == 0 {
				continue
			}
			out = append(out, "")
			continue
		}
		blank = 0
		out = append(out, l)
	}
	return strings.TrimSpace(strings.Join(out, "\n"))
}

func isLetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }
