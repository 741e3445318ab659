package notes

import (
	"bytes"
	"context"
	"errors"
	"io/fs"
	"path"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
	xunicode "golang.org/x/text/encoding/unicode"

	"reqap/ingest"
	"reqap/ingest/textfacts"
	"reqap/internal/lazyre"
	"reqap/lang/fold"
	"reqap/lang/yesno"
)

const (
	scoreMarkdown = 20 // above a bare name, below any content-based importer
	scoreText     = 5  // a .txt file is a note only when nothing else claims it

	maxTextNote = 1 << 20 // a larger .txt is not offered as a note
	maxNote     = 8 << 20 // a larger file is refused
	maxText     = 20000   // characters of text stored
	maxExtra    = 32      // other front matter keys stored
)

// Text reads .md, .markdown and note-like .txt files.
var Text = &ingest.Importer{
	Name:      "notes_text",
	Doc:       "Markdown and plain-text notes (.md, .markdown, .txt): Obsidian, journals, Simplenote",
	Recognize: recognizeText,
	Import:    importText,
}

// chatLine matches the first line of a WhatsApp chat export.
var chatLine = lazyre.New(`^\x{200e}?\[?\d{1,4}[./-]\d{1,2}[./-]\d{1,4},? \d{1,2}[:.]\d{2}`)

func recognizeText(c ingest.Candidate) ingest.Match {
	ext := c.Ext()
	markdown := ext == ".md" || ext == ".markdown"
	if !markdown && ext != ".txt" {
		return ingest.Match{}
	}
	head := c.Head
	if !looksLikeText(head) {
		return ingest.Match{}
	}
	if templateRE().Match(head[:min(len(head), templateHead)]) {
		// "# {{date:dddd, DD MMMM YYYY}}": a template the notes of the
		// days are made from, no note of a day (dated by its file, it
		// would be the journal's latest entry). Its placeholders open
		// it; a note that only mentions one further down is a note.
		score := scoreText // claimed as surely as a note of its kind, no more
		if markdown {
			score = scoreMarkdown
		}
		return ingest.Match{Score: score, Skip: "a note template (placeholders such as {{date}} to be filled in), not a note"}
	}
	if markdown {
		return ingest.Match{Score: scoreMarkdown}
	}
	if c.FS != nil {
		if st, err := fs.Stat(c.FS, c.Path); err == nil && st.Size() > maxTextNote {
			return ingest.Match{}
		}
	}
	text := strings.TrimPrefix(string(head), "\ufeff")
	if isTable(text, len(head) >= ingest.HeadSize) || chatLine().MatchString(firstLine(text)) || !fold.HasLetter(text) {
		return ingest.Match{}
	}
	return ingest.Match{Score: scoreText}
}

// looksLikeText reports whether head is text: UTF-16 with a byte order
// mark, or bytes without NUL that are UTF-8 (a rune cut by the end of the
// head is fine) or mostly printable single-byte text.
func looksLikeText(head []byte) bool {
	if bytes.HasPrefix(head, []byte{0xff, 0xfe}) || bytes.HasPrefix(head, []byte{0xfe, 0xff}) {
		return true
	}
	if bytes.IndexByte(head, 0) >= 0 {
		return false
	}
	if len(head) >= ingest.HeadSize {
		for i := 0; i < utf8.UTFMax && len(head) > 0 && !utf8.Valid(head); i++ {
			head = head[:len(head)-1]
		}
	}
	if utf8.Valid(head) {
		return true
	}
	control := 0
	for _, b := range head {
		if b < 0x20 && b != '\n' && b != '\r' && b != '\t' && b != '\f' {
			control++
		}
	}
	return control*100 <= len(head)
}

func firstLine(s string) string {
	for _, l := range strings.SplitN(s, "\n", 8) {
		if l = strings.TrimSpace(l); l != "" {
			return l
		}
	}
	return ""
}

// isTable reports whether the first lines share a delimiter the same
// number of times: a CSV, TSV or similar export, not a note. cut says the
// head may end inside a line. A day's notes of short clauses often hold
// one comma a line ("bus home, slept approx 2 hrs"); a comma or semicolon
// followed by a space after several words is how sentences are written,
// not how a header or a record is.
func isTable(s string, cut bool) bool {
	var lines []string
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimRight(l, "\r"); strings.TrimSpace(l) != "" {
			lines = append(lines, l)
		}
		if len(lines) == 6 {
			break
		}
	}
	// The last line may be cut by the end of the head.
	if cut && len(lines) > 2 {
		lines = lines[:len(lines)-1]
	}
	if len(lines) < 2 {
		return false
	}
	for _, d := range []string{",", ";", "\t", "|"} {
		n := strings.Count(lines[0], d)
		if n == 0 || (d == "," || d == ";") && isClauses(lines[0], d) {
			continue
		}
		same := true
		for _, l := range lines[1:] {
			if strings.Count(l, d) != n {
				same = false
				break
			}
		}
		if same {
			return true
		}
	}
	return false
}

// isClauses reports whether every d of line is followed by a space and
// some part of line between them is of four words or more.
func isClauses(line, d string) bool {
	if strings.Count(line, d) != strings.Count(line, d+" ") {
		return false
	}
	for _, part := range strings.Split(line, d) {
		if len(strings.Fields(part)) >= 4 {
			return true
		}
	}
	return false
}

// readNote reads a note's file whole; a file over max bytes is an error,
// what naming the kind of note it is too large for.
func readNote(ctx context.Context, in *ingest.Input, max int, what string) ([]byte, error) {
	data, over, err := in.ReadAll(ctx, max)
	if err != nil {
		return nil, err
	}
	if over {
		return nil, in.Errorf("", "the file is over %d MiB, too large for %s", max>>20, what)
	}
	return data, nil
}

func importText(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	data, err := readNote(ctx, in, maxNote, "a note")
	if err != nil {
		return err
	}
	text, err := decodeText(data)
	if err != nil {
		return in.Errorf("", "%w", err)
	}
	mod := in.ModTime
	if mod.IsZero() {
		if st, err := fs.Stat(in.FS, in.Path); err == nil {
			mod = st.ModTime()
		}
	}
	n, err := parseNote(in, text, mod)
	if err != nil {
		return in.Errorf("note", "%w", err)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	return importNote(ctx, in, text, n, sink)
}

// templateHead is how much of a note's start a template's placeholder
// is looked for in: its front matter and first heading.
const templateHead = 512

// templateRE: a placeholder of a note template, left to be filled in
// when a note is made from it (Obsidian's {{date}}, {{time}}, {{title}},
// with or without a format; Templater's <% tp.… %>).
var templateRE = lazyre.New(`\{\{\s*(?:date|time|title)\s*(?::[^{}\n]*)?\}\}|<%[-_*]?\s*tp\.`)

// decodeText turns the file into text with "\n" line ends.
func decodeText(data []byte) (string, error) {
	var s string
	switch {
	case bytes.HasPrefix(data, []byte{0xff, 0xfe}), bytes.HasPrefix(data, []byte{0xfe, 0xff}):
		dec := xunicode.UTF16(xunicode.LittleEndian, xunicode.ExpectBOM).NewDecoder()
		b, err := dec.Bytes(data)
		if err != nil {
			return "", errors.New("the file starts like UTF-16 text but is not")
		}
		s = string(b)
	case bytes.IndexByte(data, 0) >= 0:
		return "", errors.New("binary data (NUL bytes), not a note")
	case utf8.Valid(data):
		s = string(data)
	default:
		b, err := charmap.Windows1252.NewDecoder().Bytes(data)
		if err != nil {
			return "", errors.New("the text is neither UTF-8 nor Windows-1252")
		}
		s = string(b)
	}
	s = strings.TrimPrefix(s, "\ufeff")
	s = strings.ReplaceAll(s, "\r\n", "\n")
	return strings.ReplaceAll(s, "\r", "\n"), nil
}

// fmKeys are the front matter keys the importer reads itself.
var fmKeys = map[string]bool{
	"title": true, "tags": true, "tag": true, "keywords": true, "aliases": true, "alias": true,
	"created": true, "created_at": true, "createdat": true, "creation_date": true, "date": true,
	"updated": true, "updated_at": true, "updatedat": true, "modified": true, "modified_at": true,
	"pinned": true, "favorite": true, "favourite": true,
	"text": true, "links": true, "checklist": true, "platform": true, "date_source": true,
	"edited": true, "text_truncated": true,
}

// note is a note file read: its event, and what the journal reading
// needs of it.
type note struct {
	ev       ingest.Event
	fm       []entry
	body     string // without front matter and surrounding blank lines
	bodyOff  int    // byte offset of body in the file's text
	markdown bool
	stem     string
	sc       scanned
}

func (n *note) get(keys ...string) *entry {
	for _, k := range keys {
		for i := range n.fm {
			if normKey(n.fm[i].key) == k {
				return &n.fm[i]
			}
		}
	}
	return nil
}

func parseNote(in *ingest.Input, text string, mod time.Time) (*note, error) {
	ext := strings.ToLower(path.Ext(in.Path))
	markdown := ext != ".txt"
	stem := strings.TrimSuffix(path.Base(in.Path), path.Ext(in.Path))

	var fm []entry
	body := text
	if front, rest, ok := splitFrontMatter(text); ok {
		fm, body = parseFrontMatter(front), rest
	}
	bodyOff := len(text) - len(body)
	trimmed := strings.TrimLeft(body, "\n")
	bodyOff += len(body) - len(trimmed)
	body = strings.TrimRight(trimmed, " \t\n")
	sc := scan(body, markdown)

	platform := "text"
	if markdown {
		platform = "markdown"
		if len(sc.links) > 0 || inVault(in.FS, in.Path) {
			platform = "obsidian"
		}
	}

	get := func(keys ...string) *entry {
		for _, k := range keys {
			for i := range fm {
				if normKey(fm[i].key) == k {
					return &fm[i]
				}
			}
		}
		return nil
	}

	// The date.
	var start time.Time
	var allDay bool
	source := ""
	if e := get("created", "created_at", "createdat", "creation_date", "date"); e != nil && !e.isList {
		if t, ad, ok := parseDate(e.value); ok {
			start, allDay, source = t, ad, "front_matter"
		}
	}
	if source == "" {
		if t, ok := dateInName(stem); ok {
			start, allDay, source = t, true, "file_name"
		}
	}
	if source == "" && (sc.leadingHeading != "" || !markdown) {
		line := sc.leadingHeading
		if !markdown {
			line = sc.firstLine
		}
		if t, ad, ok := dateInText(line); ok {
			start, allDay, source = t, ad, "heading"
		}
	}
	if source == "" {
		if mod.IsZero() {
			return nil, errors.New("the note has no date and the file no modification time")
		}
		start, source = mod.UTC(), "modified"
	}

	// The title.
	title := ""
	if e := get("title"); e != nil && !e.isList {
		title = e.value
	}
	switch {
	case title != "":
	case sc.leadingHeading != "":
		title = sc.leadingHeading
	case platform == "obsidian":
		title = stem
	case sc.firstHeading != "":
		title = sc.firstHeading
	case sc.firstLine != "" && !onlyTagsAndLinks(sc.firstLine):
		title = sc.firstLine
	default:
		title = stem
	}
	title = capRunes(strings.TrimSpace(title), 200)

	id := in.ID("note")
	if source == "modified" {
		// A copy of the file has another modification time but is the
		// same note: its text identifies it.
		id = in.Key("note", title, body)
	}
	ev := ingest.Event{ID: id, Source: ingest.Note, Start: start, End: start, AllDay: allDay, Origin: in.Origin("note")}
	ev.SetText("title", title)
	stored := capRunes(body, maxText)
	ev.SetText("text", stored)
	if len(stored) < len(body) {
		ev.SetBool("text_truncated", true)
	}
	var tags []string
	if e := get("tags", "tag", "keywords"); e != nil {
		if e.isList {
			tags = append(tags, e.list...)
		} else {
			tags = append(tags, splitComma(e.value)...)
		}
	}
	for i := range tags {
		tags[i] = strings.TrimPrefix(strings.TrimSpace(unquote(strings.TrimSpace(tags[i]))), "#")
	}
	ev.SetList("tags", ingest.Distinct(append(tags, sc.tags...)))
	ev.SetList("links", sc.links)
	ev.SetList("checklist", sc.checklist)
	if e := get("aliases", "alias"); e != nil {
		if e.isList {
			ev.SetList("aliases", e.list)
		} else {
			ev.SetList("aliases", splitComma(e.value))
		}
	}
	for _, k := range []string{"pinned", "favorite", "favourite"} {
		if e := get(k); e != nil && !e.isList {
			if b, ok := yesno.Field(e.value); ok {
				ev.SetBool(strings.Replace(k, "favourite", "favorite", 1), b)
			}
		}
	}
	extra := 0
	for _, e := range fm {
		k := normKey(e.key)
		if k == "" || fmKeys[k] || extra >= maxExtra {
			continue
		}
		if _, dup := ev.Get(k); dup {
			continue
		}
		switch {
		case e.isList:
			ev.SetList(k, e.list)
		case e.value == "":
			continue
		case e.value == "true" || e.value == "false":
			ev.SetBool(k, e.value == "true")
		default:
			if n, err := strconv.ParseFloat(e.value, 64); err == nil && numeric().MatchString(e.value) {
				ev.SetNumber(k, n)
			} else {
				ev.SetText(k, e.value)
			}
		}
		extra++
	}
	if e := get("updated", "updated_at", "updatedat", "modified", "modified_at"); e != nil && !e.isList {
		if t, _, ok := parseDate(e.value); ok {
			ev.SetTime("edited", t)
		}
	}
	ev.SetText("date_source", source)
	ev.SetText("platform", platform)
	return &note{ev: ev, fm: fm, body: body, bodyOff: bodyOff, markdown: markdown, stem: stem, sc: sc}, nil
}

var numeric = lazyre.New(`^-?[0-9]+(\.[0-9]+)?$`)

// normKey snake_cases a front matter key; "" when it cannot be a field key.
func normKey(k string) string { return textfacts.FieldKey(k) }

// inVault reports whether a folder above the note holds a .obsidian
// folder, which makes it an Obsidian vault.
func inVault(fsys fs.FS, p string) bool {
	if fsys == nil {
		return false
	}
	for dir := path.Dir(p); ; dir = path.Dir(dir) {
		if st, err := fs.Stat(fsys, path.Join(dir, ".obsidian")); err == nil && st.IsDir() {
			return true
		}
		if dir == "." || dir == "/" {
			return false
		}
	}
}

func capRunes(s string, n int) string {
	if len(s) <= n {
		return s
	}
	i := 0
	for j := range s {
		if i == n {
			return s[:j]
		}
		i++
	}
	return s
}

// scanned is what scan finds in a note's body.
type scanned struct {
	firstLine      string // the first non-empty line
	leadingHeading string // the first line, when it is a heading
	firstHeading   string
	tags, links    []string
	checklist      []string
}

var (
	atxHeading = lazyre.New(`^ {0,3}#{1,6}(?:[ \t]+(.*?))?[ \t#]*$`)
	taskItem   = lazyre.New(`^\s*(?:[-*+]|\d+[.)])\s+\[([ xX])\]\s+(.+)$`)
	codeSpan   = lazyre.New("`[^`\n]*`")
	setextLine = lazyre.New(`^ {0,3}(=+|-+)\s*$`)
)

// scan reads the body line by line, outside fenced code blocks, for
// headings, tags, wiki-links and task items.
func scan(body string, markdown bool) scanned {
	var sc scanned
	var fence string
	lines := strings.Split(body, "\n")
	for i, line := range lines {
		trimmed := strings.TrimSpace(line)
		if markdown {
			if fence != "" {
				if strings.HasPrefix(trimmed, fence) {
					fence = ""
				}
				continue
			}
			if strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~") {
				fence = trimmed[:3]
				continue
			}
		}
		if trimmed == "" {
			continue
		}
		first := sc.firstLine == ""
		if first {
			sc.firstLine = capRunes(trimmed, 200)
		}
		if markdown {
			heading := ""
			var m []string
			if strings.HasPrefix(trimmed, "#") {
				m = atxHeading().FindStringSubmatch(line)
			}
			if m != nil {
				heading = strings.TrimSpace(m[1])
			} else if i+1 < len(lines) && setextLine().MatchString(lines[i+1]) && !strings.HasPrefix(trimmed, "-") {
				heading = trimmed
			}
			if heading != "" {
				if first {
					sc.leadingHeading = heading
				}
				if sc.firstHeading == "" {
					sc.firstHeading = heading
				}
			}
		}
		// The cheap checks keep the regular expressions off the lines that
		// cannot match, which is most of them.
		if !strings.ContainsAny(line, "[#") {
			continue
		}
		if markdown && strings.Contains(line, "] ") {
			if m := taskItem().FindStringSubmatch(line); m != nil {
				box := "[ ] "
				if m[1] != " " {
					box = "[x] "
				}
				sc.checklist = append(sc.checklist, box+strings.TrimSpace(m[2]))
			}
		}
		plain := line
		if strings.Contains(line, "`") {
			plain = codeSpan().ReplaceAllString(line, "")
		}
		links, rest := wikiLinks(plain)
		sc.links = append(sc.links, links...)
		sc.tags = append(sc.tags, inlineTags(rest)...)
	}
	sc.tags, sc.links = ingest.Distinct(sc.tags), ingest.Distinct(sc.links)
	return sc
}

// wikiLinks returns the targets of the [[wiki-links]] and ![[embeds]] of
// a line, without alias ("|...") or heading ("#..."), and the line without
// them (a '#' inside a link is no tag).
func wikiLinks(line string) (targets []string, rest string) {
	if !strings.Contains(line, "[[") {
		return nil, line
	}
	var b strings.Builder
	for {
		i := strings.Index(line, "[[")
		if i < 0 {
			break
		}
		end := strings.Index(line[i+2:], "]]")
		if end < 0 {
			break
		}
		inner := line[i+2 : i+2+end]
		if inner == "" || strings.ContainsAny(inner, "[]\n") {
			b.WriteString(line[:i+2])
			line = line[i+2:]
			continue
		}
		b.WriteString(strings.TrimSuffix(line[:i], "!"))
		b.WriteByte(' ')
		if j := strings.IndexByte(inner, '|'); j >= 0 {
			inner = inner[:j]
		}
		if j := strings.IndexByte(inner, '#'); j >= 0 {
			inner = inner[:j]
		}
		if t := strings.TrimSpace(inner); t != "" {
			targets = append(targets, t)
		}
		line = line[i+2+end+2:]
	}
	b.WriteString(line)
	return targets, b.String()
}

// inlineTags returns the #tags of a line: '#' at the start or after a
// space, followed by letters, digits, '_', '/' or '-', not only digits
// (so "#1" is no tag), without a trailing '/' or '-'.
func inlineTags(line string) []string {
	var tags []string
	for i := 0; i < len(line); i++ {
		if line[i] != '#' {
			continue
		}
		if i > 0 {
			if r, _ := utf8.DecodeLastRuneInString(line[:i]); !unicode.IsSpace(r) {
				continue
			}
		}
		j, word := i+1, false
		for j < len(line) {
			r, size := utf8.DecodeRuneInString(line[j:])
			if !unicode.IsLetter(r) && !unicode.IsNumber(r) && r != '_' && r != '/' && r != '-' {
				break
			}
			if !unicode.IsNumber(r) && r != '/' && r != '-' {
				word = true
			}
			j += size
		}
		if tag := strings.TrimRight(line[i+1:j], "/-"); word && tag != "" {
			tags = append(tags, tag)
		}
		i = j - 1
	}
	return tags
}

// onlyTagsAndLinks reports whether a line holds nothing but #tags and
// [[links]]: Obsidian notes often start with one, and it makes no title.
func onlyTagsAndLinks(line string) bool {
	_, rest := wikiLinks(line)
	for _, f := range strings.Fields(rest) {
		if len(inlineTags(f)) != 1 || strings.TrimLeft(f, "#") != inlineTags(f)[0] {
			return false
		}
	}
	return true
}
