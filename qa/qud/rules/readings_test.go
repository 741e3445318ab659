package rules

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"reqap/index/catalog"
	"reqap/qa/tree"
)

// TestReadings runs the reading fixtures, testdata/readings/*.txt: one
// file a topic, each case a question and what its reading must and must
// not have, under the library the file names before it. The format is in
// testdata/readings/README.md; a new case is a line or two there, not a
// test function.
func TestReadings(t *testing.T) {
	files, err := filepath.Glob("testdata/readings/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no reading fixtures in testdata/readings (%v)", err)
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txt"), func(t *testing.T) {
			t.Parallel()
			fx, err := readFixture(file)
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range fx {
				c.check(t)
			}
		})
	}
}

// fixtureQuestions are the questions the fixtures ask of the named
// library as it is, for benchmarks.
func fixtureQuestions(tb testing.TB, library string) []string {
	files, err := filepath.Glob("testdata/readings/*.txt")
	if err != nil {
		tb.Fatal(err)
	}
	var qs []string
	for _, file := range files {
		cases, err := readFixture(file)
		if err != nil {
			tb.Fatal(err)
		}
		for _, c := range cases {
			if c.library.name == library && len(c.library.patches) == 0 {
				qs = append(qs, c.q)
			}
		}
	}
	return qs
}

// readingCase is a question of a fixture and what its reading must show.
type readingCase struct {
	at      string // file:line
	why     string // the comment above it
	q       string
	library *fixtureLibrary
	expect  []expectation
}

// expectation is one indented line under a question: a kind and its text.
type expectation struct {
	line       int
	kind, text string
	why        string // after " // ", of "lacks"
}

// fixtureLibrary is a named library, or none, with the sources and
// fields the fixture adds or replaces; it is built once, on first use.
type fixtureLibrary struct {
	at      string // file:line of its @library or @catalog line
	name    string
	patches []string // "@source …", "@field …", "@terms …" lines, in order
	d       *Decomposer
}

// readFixture parses one fixture file.
func readFixture(file string) ([]*readingCase, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var (
		cases []*readingCase
		lib   *fixtureLibrary
		why   []string
		inWhy bool
	)
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		at := fmt.Sprintf("%s:%d", file, n)
		if !strings.HasPrefix(line, "#") {
			inWhy = false
		}
		switch {
		case strings.TrimSpace(line) == "":
		case strings.HasPrefix(line, "#"):
			if !inWhy {
				why = why[:0]
			}
			inWhy = true
			why = append(why, strings.TrimSpace(strings.TrimPrefix(line, "#")))
		case strings.HasPrefix(line, "@library "), line == "@catalog":
			lib = &fixtureLibrary{at: at, name: strings.TrimSpace(strings.TrimPrefix(line, "@library "))}
			if line == "@catalog" {
				lib.name = ""
			} else if namedLibraries[lib.name] == nil {
				return nil, fmt.Errorf("%s: no library named %q", at, lib.name)
			}
		case strings.HasPrefix(line, "@"):
			if lib == nil || len(cases) > 0 && cases[len(cases)-1].library == lib {
				return nil, fmt.Errorf("%s: %q must follow an @library or @catalog line, before its questions", at, line)
			}
			lib.patches = append(lib.patches, line)
		case strings.HasPrefix(line, "\t"):
			if len(cases) == 0 {
				return nil, fmt.Errorf("%s: an expectation before any question", at)
			}
			kind, text, _ := strings.Cut(strings.TrimPrefix(line, "\t"), " ")
			e := expectation{line: n, kind: kind, text: text}
			if kind == "lacks" {
				e.text, e.why, _ = strings.Cut(text, " // ")
			}
			if !knownExpectations[kind] {
				return nil, fmt.Errorf("%s: unknown expectation %q", at, kind)
			}
			// a "has" of nothing holds of every tree, an "understood"
			// followed by words reads as a line that says more than it checks
			if bare[kind] != (strings.TrimSpace(e.text) == "") {
				want := "a text"
				if bare[kind] {
					want = "no text"
				}
				return nil, fmt.Errorf("%s: %q takes %s", at, kind, want)
			}
			c := cases[len(cases)-1]
			c.expect = append(c.expect, e)
		default:
			if lib == nil {
				return nil, fmt.Errorf("%s: a question before any @library or @catalog line", at)
			}
			if err := expectsSomething(cases); err != nil {
				return nil, err
			}
			cases = append(cases, &readingCase{at: at, why: strings.Join(why, " "), q: line, library: lib})
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return cases, expectsSomething(cases)
}

// expectsSomething fails a last case with no line under it: it would
// pass whatever its question is read as.
func expectsSomething(cases []*readingCase) error {
	if len(cases) > 0 && len(cases[len(cases)-1].expect) == 0 {
		c := cases[len(cases)-1]
		return fmt.Errorf("%s: %q has no expectation under it", c.at, c.q)
	}
	return nil
}

// bare are the expectations that take no text.
var bare = map[string]bool{"understood": true, "unlinked": true, "valid": true}

// knownExpectations are the kinds of line a question may have under it.
var knownExpectations = map[string]bool{
	"has":        true, // the tree's text form contains the text
	"lacks":      true, // it does not ("lacks TEXT // why that reading is wrong")
	"form":       true, // the frame's answer form is the text ("yesno", "streak")
	"notform":    true, // it is not
	"understood": true, // no word is said not understood
	"unlinked":   true, // some word is said not understood
	"note":       true, // a note of the reading contains the text
	"nonote":     true, // no note contains the text
	"chain":      true, // the operators along first inputs are the text
	"queries":    true, // the RETRIEVE queries, joined by " + ", are the text
	"valid":      true, // the tree validates
}

// decomposer builds the library on first use: the named one with the
// fixture's patches (withCatalog signs it by its content, so two fixtures
// with the same library share an environment and no two different
// libraries do).
func (l *fixtureLibrary) decomposer(t *testing.T) *Decomposer {
	t.Helper()
	if l.d != nil {
		return l.d
	}
	cat := &catalog.Catalog{}
	if l.name != "" {
		// a deep copy: the patches must not reach the named library
		b, err := json.Marshal(namedLibraries[l.name](t))
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, cat); err != nil {
			t.Fatal(err)
		}
	}
	var src *catalog.Source
	for _, p := range l.patches {
		verb, arg, _ := strings.Cut(p, " ")
		var err error
		switch verb {
		case "@source":
			src, err = patchSource(cat, arg)
		case "@field":
			var f catalog.Field
			if err = json.Unmarshal([]byte(arg), &f); err == nil && src == nil {
				err = fmt.Errorf("a field before any @source")
			}
			if err == nil {
				replaceField(src, f)
			}
		case "@formats":
			if src == nil {
				err = fmt.Errorf("formats before any @source")
			} else {
				src.Formats = strings.Split(arg, ",")
			}
		case "@terms":
			cat.Terms = nil
			err = json.Unmarshal([]byte(arg), &cat.Terms)
		default:
			err = fmt.Errorf("unknown directive")
		}
		if err != nil {
			t.Fatalf("%s: library %q: %q: %v", l.at, l.name, p, err)
		}
	}
	// Kept here, not only in link's cache of a few environments: the
	// files run in parallel, and blocks of the same library far apart
	// would index it again each time it was pushed out.
	d, _ := fixtureDecomposers.LoadOrStore(catalogKey(t, cat), sync.OnceValue(func() *Decomposer { return withCatalog(t, cat) }))
	l.d = d.(func() *Decomposer)()
	return l.d
}

// fixtureDecomposers are the decomposers of the fixtures' libraries, by
// signature.
var fixtureDecomposers sync.Map

// patchSource selects the source "@source NAME [EVENTS [FIRST LAST]]"
// names, adding it when the catalog has none of that name; EVENTS sets its
// count, FIRST and LAST (2006-01-02) the days of its first and last
// records, which what is said of the time the records span reads.
func patchSource(cat *catalog.Catalog, arg string) (*catalog.Source, error) {
	name, events, _ := strings.Cut(arg, " ")
	events, span, _ := strings.Cut(events, " ")
	var src *catalog.Source
	for i := range cat.Sources {
		if cat.Sources[i].Name == name {
			src = &cat.Sources[i]
		}
	}
	if src == nil {
		cat.Sources = append(cat.Sources, catalog.Source{Name: name})
		src = &cat.Sources[len(cat.Sources)-1]
	}
	if events != "" {
		n, err := strconv.Atoi(events)
		if err != nil {
			return nil, fmt.Errorf("events %q: %w", events, err)
		}
		src.Events = n
	}
	if span != "" {
		first, last, _ := strings.Cut(span, " ")
		var err error
		if src.First, err = time.Parse(time.DateOnly, first); err != nil {
			return nil, err
		}
		if src.Last, err = time.Parse(time.DateOnly, last); err != nil {
			return nil, err
		}
	}
	return src, nil
}

// replaceField puts f in place of src's field of its key, or last.
func replaceField(src *catalog.Source, f catalog.Field) {
	for i := range src.Fields {
		if src.Fields[i].Key == f.Key {
			src.Fields[i] = f
			return
		}
	}
	src.Fields = append(src.Fields, f)
}

// check decomposes the question and reports each expectation it fails,
// with where it is written and why the case is there.
func (c *readingCase) check(t *testing.T) {
	t.Helper()
	n, f := c.library.decomposer(t).Decompose(c.q)
	text := tree.Format(n)
	notes := strings.Join(f.Notes, "; ")
	for _, e := range c.expect {
		var bad string
		switch e.kind {
		case "has":
			if !strings.Contains(text, e.text) {
				bad = fmt.Sprintf("tree lacks %q", e.text)
			}
		case "lacks":
			if strings.Contains(text, e.text) {
				bad = fmt.Sprintf("%s (tree has %q)", e.why, e.text)
			}
		case "form":
			if string(f.Form) != e.text {
				bad = fmt.Sprintf("form %s, want %s", f.Form, e.text)
			}
		case "notform":
			if string(f.Form) == e.text {
				bad = fmt.Sprintf("form %s", f.Form)
			}
		case "unlinked":
			if len(f.Unlinked) == 0 {
				bad = "every word understood, want some not"
			}
		case "understood":
			if len(f.Unlinked) > 0 {
				bad = fmt.Sprintf("not understood %q", f.Unlinked)
			}
		case "note":
			if !strings.Contains(notes, e.text) {
				bad = fmt.Sprintf("notes %q, want %q", notes, e.text)
			}
		case "nonote":
			if strings.Contains(notes, e.text) {
				bad = fmt.Sprintf("notes %q, want none with %q", notes, e.text)
			}
		case "chain":
			if got := chain(n); got != e.text {
				bad = fmt.Sprintf("chain %q, want %q", got, e.text)
			}
		case "queries":
			if got := queries(n); got != e.text {
				bad = fmt.Sprintf("queries %q, want %q", got, e.text)
			}
		case "valid":
			if err := tree.Validate(n); err != nil {
				bad = fmt.Sprintf("invalid: %v", err)
			}
		}
		if bad != "" {
			file, _, _ := strings.Cut(c.at, ":")
			t.Errorf("%s:%d: %q: %s\n(%s)\n%s\nframe: %s", file, e.line, c.q, bad, c.why, text, f)
		}
	}
}
