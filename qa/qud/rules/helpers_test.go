package rules

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"reqap/index/catalog"
	"reqap/internal/test"
	"reqap/lang/tsv"
	"reqap/qa/qud/link"
	rlex "reqap/qa/retrieve/lexicon"
	"reqap/qa/tree"
)

// withCatalog is the rule decomposer over the library cat describes, with
// the default lexicons. link.NewEnv keeps environments by signature, so
// two tests that gave different catalogs one signature read whichever
// was cached first (TestFilmsWithoutStreams read the library of
// TestSpendingWithoutPurchases); the signature is therefore made of the
// content, and only the same library is shared.
func withCatalog(t testing.TB, cat *catalog.Catalog) *Decomposer {
	t.Helper()
	cat.Signature += "-" + catalogKey(t, cat)
	return Must().WithLibrary(link.NewEnv(cat, test.Must(t, rlex.Default)))
}

// catalogKey names a catalog by its content.
func catalogKey(t testing.TB, cat *catalog.Catalog) string {
	t.Helper()
	b, err := json.Marshal(cat)
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:8])
}

// TestLibrariesOfOneSignatureAreApart: two tests that name their
// libraries alike each read their own.
func TestLibrariesOfOneSignatureAreApart(t *testing.T) {
	a := &catalog.Catalog{Signature: "alike", Sources: []catalog.Source{{Name: "journal", Events: 1}}}
	b := &catalog.Catalog{Signature: "alike", Sources: []catalog.Source{{Name: "note", Events: 2}}}
	withCatalog(t, a).env.Catalog()
	if got := withCatalog(t, b).env.Catalog(); got != b {
		t.Errorf("the library of signature %q read another's: %+v", "alike", got)
	}
}

// shapeCase is a row of testdata/shapes.tsv: a question, the operator
// chain and RETRIEVE queries its tree must have, and fragments its text
// form must contain.
type shapeCase struct {
	q, chain, queries string
	has               []string
}

// readShapes reads testdata/shapes.tsv.
func readShapes(t testing.TB) []shapeCase {
	t.Helper()
	var cases []shapeCase
	err := tsv.Read(os.DirFS("testdata"), "shapes.tsv", func(_ int, cols []string) error {
		if err := tsv.AtLeast(cols, 3); err != nil {
			return err
		}
		cases = append(cases, shapeCase{q: cols[0], chain: cols[1], queries: cols[2], has: cols[3:]})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return cases
}

// chain lists the operators from the root along first inputs: the spine
// of a tree ("ARGMAX MAP GROUP_BY UNNEST EXTRACT RETRIEVE").
func chain(n *tree.Node) string {
	var ops []string
	for ; n != nil; n = n.Input(0) {
		ops = append(ops, string(n.Op))
	}
	return strings.Join(ops, " ")
}

// queries lists every RETRIEVE query, inputs before refs, joined by " + ".
func queries(n *tree.Node) string {
	var qs []string
	tree.Walk(n, func(x *tree.Node, _ string) bool {
		if x.Op == tree.RETRIEVE {
			qs = append(qs, x.Args.Query)
		}
		return true
	})
	return strings.Join(qs, " + ")
}

// readQuestions reads testdata/questions.txt: sections and questions.
func readQuestions(t testing.TB) (qs []string, section map[string]string) {
	t.Helper()
	f, err := os.Open("testdata/questions.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	section = map[string]string{}
	seen := map[string]bool{}
	cur := ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case strings.HasPrefix(line, "## "):
			cur = strings.TrimPrefix(line, "## ")
		case line == "" || strings.HasPrefix(line, "#"):
		case !seen[line]:
			seen[line] = true
			qs = append(qs, line)
			section[line] = cur
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return qs, section
}

// treesHave decomposes each question with d and checks that the text form
// of its tree contains every fragment given for it; it returns the frames
// for checks of their own.
func treesHave(t *testing.T, d *Decomposer, cases map[string][]string) map[string]*Frame {
	t.Helper()
	frames := map[string]*Frame{}
	for q, want := range cases {
		n, f := d.Decompose(q)
		frames[q] = f
		text := tree.Format(n)
		for _, w := range want {
			if !strings.Contains(text, w) {
				t.Errorf("%q: tree lacks %q\n%s\nframe: %s", q, w, text, f)
			}
		}
	}
	return frames
}

// treesLack decomposes each question with d and checks that the text form
// of its tree does not contain fragment: the reading why names ("read as
// the employer") is not made of it.
func treesLack(t *testing.T, d *Decomposer, fragment, why string, qs ...string) {
	t.Helper()
	for _, q := range qs {
		if n, _ := d.Decompose(q); strings.Contains(tree.Format(n), fragment) {
			t.Errorf("%q: %s (tree has %q):\n%s", q, why, fragment, tree.Format(n))
		}
	}
}

// treesUnderstood is treesHave of questions every word of which must be
// understood: none said not understood.
func treesUnderstood(t *testing.T, d *Decomposer, cases map[string][]string) {
	t.Helper()
	for q, f := range treesHave(t, d, cases) {
		if len(f.Unlinked) > 0 {
			t.Errorf("%q: not understood %q", q, f.Unlinked)
		}
	}
}

// noteCase is a question and a note its reading must say, or "" for one
// that must say none of the kind.
type noteCase struct{ q, note string }

// notesSay checks that each question's reading says its note, and that
// one with none says nothing holding kind.
func notesSay(t *testing.T, d *Decomposer, kind string, cases []noteCase) {
	t.Helper()
	for _, c := range cases {
		_, f := d.Decompose(c.q)
		notes := strings.Join(f.Notes, "; ")
		if c.note == "" && strings.Contains(notes, kind) || !strings.Contains(notes, c.note) {
			t.Errorf("%q: notes %q, want %q", c.q, notes, c.note)
		}
	}
}

// understandFresh is Understand without what is kept.
func (d *Decomposer) understandFresh(question string) Understanding {
	return (*readings)(nil).put(d.env, question, d.understand(question))
}

// termKey is the key a word of the library's texts is counted under.
func termKey(t *testing.T, w string) string {
	return test.Must(t, rlex.Default).Parse(w).Phrases[0].Tokens[0].Key
}
