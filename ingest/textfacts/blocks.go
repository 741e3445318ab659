package textfacts

import (
	"reqap/lang/daypart"
	"strings"
	"unicode"
	"unicode/utf8"

	"reqap/internal/lazyre"
)

// span is a byte range [start, end) of the day's text.
type span struct{ start, end int }

// blockKind says how a block was written.
type blockKind uint8

const (
	paraBlock   blockKind = iota // prose: split into sentences
	bulletBlock                  // a list item (Markdown, Logseq outline)
	lineBlock                    // one line of a log ("18:30 run 7.2k")
)

// block is one unit of the day's layout: a paragraph, a list item with
// its continuation lines, or one line of a log. Headings are not blocks:
// they name the section of the blocks below them.
type block struct {
	span
	kind    blockKind
	depth   int    // indentation of a list item, in columns
	section string // the heading above, without markers
	parent  int    // the enclosing list item (-1 for none)
	open    bool   // a task item not ticked off ("- [ ] call mum")
}

var (
	headingRE = lazyre.New(`^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$`)
	bulletRE  = lazyre.New(`^([ \t]*)(?:[-*+•·→]|\d{1,2}[.)])[ \t]+(?:\[([ xX])\][ \t]+)?`)
	logLineRE = lazyre.New(`^[ \t]*~?(?:[01]?\d|2[0-3])[:.h][0-5]\d(?:\s*[aApP]\.?[mM]\.?)?\b`)
	fenceRE   = lazyre.New("^[ \t]*(```|~~~)")
	ruleRE    = lazyre.New(`^[ \t]*([-*_])(?:[ \t]*([-*_])){2,}[ \t]*$`)
	// "sleep:: 7h", "- mood:: good": a Dataview or Logseq property
	propertyRE = lazyre.New(`^[ \t]*(?:[-*][ \t]+)?[A-Za-z][\w -]{0,30}::`)
)

// blocks splits a day's text (Markdown or plain) into blocks. Fenced code,
// horizontal rules, tables and HTML comments carry no happenings and are
// left out.
func blocks(text string) []block {
	var out []block
	section := ""
	var para []span // lines of the current paragraph
	inFence := false
	var bulletStack []int // open list items, innermost last
	prevBullet := false   // the line before belongs to a list item

	flushPara := func() {
		if len(para) == 0 {
			return
		}
		// A paragraph of short lines, or of lines starting with a time,
		// is a list written without markers: one block per line.
		short, timed := true, false
		for _, l := range para {
			if l.end-l.start > 60 {
				short = false
			}
			if logLineRE().MatchString(text[l.start:l.end]) {
				timed = true
			}
		}
		if timed || short && len(para) > 1 || !wrapped(text, para) {
			for _, l := range para {
				k := paraBlock
				if logLineRE().MatchString(text[l.start:l.end]) {
					k = lineBlock
				}
				out = append(out, block{span: l, kind: k, section: section, parent: -1})
			}
		} else {
			// Lines of a paragraph are one text unless a line starts anew
			// (a capital after a line that ends a thought: "... €. #friends"
			// then "Should really call Oma"): journals are rarely wrapped.
			start := para[0].start
			for i := 1; i < len(para); i++ {
				// a line opening with an emoji ("🍕 + 🍺 with the lads")
				// is a new item however the line before ended
				if r, _ := utf8.DecodeRuneInString(text[para[i].start:]); unicode.IsUpper(r) && endsThought(text[para[i-1].start:para[i-1].end]) || unicode.Is(unicode.So, r) {
					out = append(out, block{span: span{start, para[i-1].end}, kind: paraBlock, section: section, parent: -1})
					start = para[i].start
				}
			}
			out = append(out, block{span: span{start, para[len(para)-1].end}, kind: paraBlock, section: section, parent: -1})
		}
		para = para[:0]
	}

	for off := 0; off < len(text); {
		end := strings.IndexByte(text[off:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += off
		}
		line := text[off:end]
		start := off
		off = end + 1
		trimmed := strings.TrimSpace(line)
		wasBullet := prevBullet
		prevBullet = false
		lead := strings.TrimLeft(line, " \t") // what the patterns below start with
		if mayFence(lead) && fenceRE().MatchString(line) {
			flushPara()
			inFence = !inFence
			continue
		}
		if inFence {
			continue
		}
		if trimmed == "" {
			flushPara()
			continue
		}
		if m := findHeading(lead, line); m != nil {
			flushPara()
			bulletStack = bulletStack[:0]
			section = strings.TrimSpace(m[2])
			continue
		}
		property := strings.Contains(line, "::") && propertyRE().MatchString(line)
		if property && len(para) == 0 && len(bulletStack) > 0 && bulletStack[len(bulletStack)-1] == len(out)-1 && indent(line) > out[len(out)-1].depth {
			// a block property under the list item just before it ("- run
			// 4 miles" then "  duration:: 36 min") tells of that item
			last := &out[len(out)-1]
			last.end = end
			trimEnd(text, &last.span)
			prevBullet = true
			continue
		}
		if startsWithAny(lead, "-*_") && ruleRE().MatchString(line) || strings.HasPrefix(trimmed, "|") || strings.HasPrefix(trimmed, "<!--") || strings.HasPrefix(trimmed, "![") ||
			property {
			// a property line ("sleep:: 7h") is a field of the day, read
			// by the importer, not a happening
			flushPara()
			continue
		}
		if m := findBullet(lead, line); m != nil {
			flushPara()
			depth := indent(line[:m[3]])
			for len(bulletStack) > 0 && out[bulletStack[len(bulletStack)-1]].depth >= depth {
				bulletStack = bulletStack[:len(bulletStack)-1]
			}
			parent := -1
			if len(bulletStack) > 0 {
				parent = bulletStack[len(bulletStack)-1]
			}
			b := block{span: span{start + m[1], end}, kind: bulletBlock, depth: depth, section: section, parent: parent}
			// a task left unticked in a day's note was not done that day
			b.open = m[4] >= 0 && line[m[4]] == ' '
			trimEnd(text, &b.span)
			if b.end > b.start {
				out = append(out, b)
				bulletStack = append(bulletStack, len(out)-1)
				prevBullet = true
			}
			continue
		}
		// An indented line right under a list item continues it.
		if len(bulletStack) > 0 && len(para) == 0 && indent(line) > 0 && wasBullet {
			last := &out[bulletStack[len(bulletStack)-1]]
			last.end = end
			trimEnd(text, &last.span)
			prevBullet = true
			continue
		}
		bulletStack = bulletStack[:0]
		l := span{start + len(line) - len(strings.TrimLeft(line, " \t>")), end}
		trimEnd(text, &l)
		if startsWithAny(strings.TrimPrefix(lead, "~"), "0123456789") && logLineRE().MatchString(line) {
			flushPara()
			out = append(out, block{span: l, kind: lineBlock, section: section, parent: -1})
			continue
		}
		para = append(para, l)
	}
	flushPara()
	return outlineHeadings(text, out)
}

// wrapped reports whether the lines of a paragraph were wrapped to a
// width: each line but the last has no room, within the widest line, for
// the first word of the next. A writer who breaks a line where the next
// word would have fit ends a thought there ("loaded 2 trucks, back is
// killing me" / "bus home, slept approx 2 hrs" / "study grp w/ Priya"),
// and one who does so once does not wrap the paragraph at all.
func wrapped(text string, para []span) bool {
	width := 0
	for _, l := range para {
		width = max(width, utf8.RuneCountInString(text[l.start:l.end]))
	}
	for i := 1; i < len(para); i++ {
		next := text[para[i].start:para[i].end]
		if j := strings.IndexAny(next, " \t"); j >= 0 {
			next = next[:j]
		}
		if utf8.RuneCountInString(text[para[i-1].start:para[i-1].end])+1+utf8.RuneCountInString(next) <= width {
			return false
		}
	}
	return true
}

// outlineHeadings makes a list item that names only a part of the day
// and has items under it ("- Morning" in a Logseq outline) the heading of
// those items, as "## Morning" would be.
func outlineHeadings(text string, out []block) []block {
	head := func(i int) bool {
		b := out[i]
		return sectionPart(text[b.start:b.end]) != daypart.None
	}
	heads := false
	for i := range out {
		if p := out[i].parent; p >= 0 && head(p) {
			heads = true
			break
		}
	}
	if !heads {
		return out
	}
	drop := make([]bool, len(out))
	sec := make([]string, len(out))
	for i := range out {
		p := out[i].parent
		if p < 0 {
			continue
		}
		if head(p) {
			drop[p] = true
			sec[i] = strings.TrimSpace(text[out[p].start:out[p].end])
		} else {
			sec[i] = sec[p]
		}
	}
	at := make([]int, len(out)) // new index of each kept block
	kept := out[:0]
	for i, b := range out {
		if drop[i] {
			at[i] = -1
			continue
		}
		if sec[i] != "" {
			b.section = sec[i]
		}
		if b.parent >= 0 {
			b.parent = at[b.parent]
		}
		at[i] = len(kept)
		kept = append(kept, b)
	}
	return kept
}

// endsThought reports whether a line ends where a sentence may: with
// punctuation, a #tag, a closing bracket or a number.
func endsThought(line string) bool {
	line = strings.TrimRight(line, " \t")
	if line == "" {
		return true
	}
	if tagRE().MatchString(line) && strings.TrimSpace(tagRE().ReplaceAllString(line[strings.LastIndexAny(line, " \t")+1:], "")) == "" {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(line)
	return strings.ContainsRune(".!?…)]\"'”:", r) || unicode.IsDigit(r) || r > 0x2000
}

func indent(s string) int {
	n := 0
	for _, r := range s {
		switch r {
		case ' ':
			n++
		case '\t':
			n += 4
		default:
			return n
		}
	}
	return n
}

func trimEnd(text string, s *span) {
	for s.end > s.start && (text[s.end-1] == ' ' || text[s.end-1] == '\t' || text[s.end-1] == '\r') {
		s.end--
	}
}

// titles end with a dot but never a sentence ("Dr. Yilmaz"); the other
// abbreviations end one only when a capitalised word follows that no
// lower-case word could be ("49 mins. Made dinner" but "approx. ten").
var titles = map[string]bool{"dr": true, "mr": true, "mrs": true, "ms": true, "st": true, "prof": true, "jr": true,
	"sr": true, "mt": true, "ft": true, "no": true, "nr": true, "tel": true}

var abbreviations = map[string]bool{"vs": true, "etc": true, "eg": true, "ie": true, "e.g": true, "i.e": true,
	"approx": true, "ca": true, "incl": true, "min": true, "mins": true, "hr": true, "hrs": true, "sec": true, "km": true}

// units are the abbreviations that measure a number before them.
var units = map[string]bool{"min": true, "mins": true, "hr": true, "hrs": true, "sec": true, "km": true}

// Sentences splits a day's text into its sentences as the importer reads
// them: into blocks (a paragraph, a list item without its marker, a line
// of a log; headings left out), each at the ends of its sentences (not
// after an abbreviation, an initial or inside a number). What a note said
// about a thing is answered with these (expr's sentences).
func Sentences(text string) []string {
	var out []string
	for _, b := range blocks(text) {
		for _, s := range sentences(text, b.span) {
			if t := strings.TrimSpace(text[s.start:s.end]); t != "" {
				out = append(out, t)
			}
		}
	}
	return out
}

// sentences splits a block into sentences: at ".", "!", "?" or "…"
// followed by a space and something that can start a sentence, but not
// after an abbreviation, an initial ("J.") or inside a number ("8.2").
func sentences(text string, b span) []span {
	var out []span
	start := b.start
	for i := b.start; i < b.end; {
		r, n := utf8.DecodeRuneInString(text[i:])
		// an emoticon ends a sentence as a full stop does: "yoga :( Watched"
		if r == ':' && i+1 < b.end && strings.IndexByte("()DPp", text[i+1]) >= 0 && (i+2 >= b.end || text[i+2] == ' ') {
			j := i + 2
			k := j
			for k < b.end && text[k] == ' ' {
				k++
			}
			if k < b.end && k > j {
				if r2, _ := utf8.DecodeRuneInString(text[k:]); unicode.IsUpper(r2) {
					out = append(out, span{start, j})
					start, i = k, k
					continue
				}
			}
		}
		if r != '.' && r != '!' && r != '?' && r != '…' {
			i += n
			continue
		}
		j := i + n
		for j < b.end && strings.ContainsRune(".!?…)\"'’”", rune(text[j])) {
			_, n2 := utf8.DecodeRuneInString(text[j:])
			j += n2
		}
		if j >= b.end {
			break
		}
		if text[j] != ' ' && text[j] != '\n' && text[j] != '\t' {
			i = j
			continue
		}
		k := j
		for k < b.end && (text[k] == ' ' || text[k] == '\n' || text[k] == '\t' || text[k] == '\r') {
			k++
		}
		if k >= b.end {
			break
		}
		if r == '.' && !sentenceEnd(text, b.start, i, k) {
			i = j
			continue
		}
		out = append(out, span{start, j})
		start = k
		i = k
	}
	if s := (span{start, b.end}); s.end > s.start {
		out = append(out, s)
	}
	// A "\" before punctuation is Day One's Markdown escape: it was
	// already read as part of the word.
	return out
}

// sentenceEnd reports whether the dot at text[dot] ends a sentence whose
// next one starts at text[next].
func sentenceEnd(text string, from, dot, next int) bool {
	// The word before the dot.
	w := dot
	for w > from {
		r, n := utf8.DecodeLastRuneInString(text[from:w])
		if !unicode.IsLetter(r) && r != '.' {
			break
		}
		w -= n
	}
	word := strings.ToLower(text[w:dot])
	if titles[strings.TrimSuffix(word, ".")] {
		return false
	}
	if abbreviations[strings.TrimSuffix(word, ".")] {
		// a unit after its number ends what it measures: "approx 6km.
		// lunch w/ Tom" in a journal written without capitals
		if units[word] {
			b := strings.TrimRight(text[from:w], " ")
			if b != "" && b[len(b)-1] >= '0' && b[len(b)-1] <= '9' {
				return true
			}
		}
		r, _ := utf8.DecodeRuneInString(text[next:])
		return unicode.IsUpper(r) || unicode.IsDigit(r)
	}
	// An initial: "J." — unless the next word starts lower case, which no
	// sentence after an initial does either.
	if utf8.RuneCountInString(word) == 1 {
		r, _ := utf8.DecodeRuneInString(text[w:])
		if unicode.IsUpper(r) {
			return false
		}
	}
	r, _ := utf8.DecodeRuneInString(text[next:])
	// A sentence starts with a capital, a digit, an emoji, a quote or a
	// bracket; a lower-case word after a dot is a typo of the writer just as
	// often, and journals are often written without capitals: only a
	// lower-case letter right after an abbreviation-like short word stays.
	if unicode.IsLower(r) && len(word) <= 2 && word != "" {
		return false
	}
	return true
}

// The line patterns of blocks are tried only on lines that start as
// their matches must (lead is the line without its leading blanks and
// tabs): most lines of a journal are prose, and running every pattern on
// every line was a tenth of reading its happenings' text.

func startsWithAny(lead, chars string) bool {
	return lead != "" && strings.IndexByte(chars, lead[0]) >= 0
}

func mayFence(lead string) bool {
	return strings.HasPrefix(lead, "```") || strings.HasPrefix(lead, "~~~")
}

func findHeading(lead, line string) []string {
	if !strings.HasPrefix(lead, "#") {
		return nil
	}
	return headingRE().FindStringSubmatch(line)
}

func findBullet(lead, line string) []int {
	if !startsWithAny(lead, "-*+0123456789") && !strings.HasPrefix(lead, "•") && !strings.HasPrefix(lead, "·") && !strings.HasPrefix(lead, "→") {
		return nil
	}
	return bulletRE().FindStringSubmatchIndex(line)
}

// clauseBreaks are the words where a sentence telling several things
// divides ("Played football, then pizza at Da Enzo"). The break lies
// before the word; the word starts the next clause.
var clauseBreaks = lazyre.New(`(?:;\s*|,\s*(?:and\s+)?then\b|\s+and\s+then\b|,\s*after\s+that\b|,\s*afterwards\b|,\s*but\b|\s+but\s+then\b|\s+—\s+then\b)`)

// mayBreak is true of the sentences clauseBreaks may divide (lower case):
// every break holds a semicolon or "then", or a comma and "after" or
// "but". A comma alone was the test, and most sentences of a diary have
// one ("Groceries at Rewe, 12,40 €").
func mayBreak(low string) bool {
	return strings.IndexByte(low, ';') >= 0 || strings.Contains(low, "then") ||
		strings.IndexByte(low, ',') >= 0 && (strings.Contains(low, "after") || strings.Contains(low, "but"))
}

// clauses splits a sentence at clause breaks.
func clauses(text string, s span) []span {
	low := lowerASCII(text[s.start:s.end])
	var locs [][]int
	if mayBreak(low) {
		locs = clauseBreaks().FindAllStringIndex(low, -1)
	}
	if len(locs) == 0 {
		return []span{s}
	}
	var out []span
	start := s.start
	for _, l := range locs {
		a := s.start + l[0]
		if a > start {
			out = append(out, span{start, a})
		}
		// The connector word belongs to the next clause ("then pizza"),
		// the punctuation to neither.
		b := s.start + l[0]
		for b < s.start+l[1] && (text[b] == ';' || text[b] == ',' || text[b] == ' ' || text[b] == '.') {
			b++
		}
		start = b
	}
	if start < s.end {
		out = append(out, span{start, s.end})
	}
	return out
}

// diaryWords are what diary sentences are made of: the writer ("I", "we",
// "my"), the days ("today", "yesterday", "tonight"), and the past tense of
// everyday verbs.
var diaryWords = lazyre.New(`\b(?:i|i'm|i've|we|we're|me|my|our|today|yesterday|tonight|this (?:morning|afternoon|evening)|went|had|ate|ran|swam|met|saw|made|took|got|did|was|were|felt|slept|cooked|called|visited|watched|read|finished|bought|spent|walked)\b|\b\w{3,}ed\b`)

// LooksLikeDiary reports whether a text reads like a diary: most of its
// blocks (paragraphs, list items, lines) speak of the writer or of what
// happened. A note about Markdown syntax dated and tagged "journal" is not
// read for happenings; a day of a journal is.
func LooksLikeDiary(text string) bool {
	bs := blocks(text)
	if len(bs) == 0 {
		return false
	}
	n := 0
	for _, b := range bs {
		if b.kind == lineBlock || diaryWords().MatchString(lowerASCII(text[b.start:b.end])) {
			n++
		}
	}
	return n*2 >= len(bs)
}
