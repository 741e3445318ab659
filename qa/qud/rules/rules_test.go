package rules

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"reqap/assets"
	"reqap/internal/lazyre"
	"reqap/internal/test"
	"reqap/qa/qud"
	"reqap/qa/tree"
)

func TestShapes(t *testing.T) {
	d := Must()
	for _, c := range readShapes(t) {
		t.Run(c.q, func(t *testing.T) {
			n, f := d.Decompose(c.q)
			text := tree.Format(n)
			fail := func(format string, args ...any) {
				t.Helper()
				t.Errorf("%s\n%s\nframe: %s", fmt.Sprintf(format, args...), text, f)
			}
			if err := tree.Validate(n); err != nil {
				fail("invalid tree: %v", err)
			}
			if got := chain(n); got != c.chain {
				fail("operators %q, want %q", got, c.chain)
			}
			if got := queries(n); got != c.queries {
				fail("queries %q, want %q", got, c.queries)
			}
			for _, h := range c.has {
				if !strings.Contains(text, h) {
					fail("tree lacks %q", h)
				}
			}
		})
	}
}

// TestEveryQuestion checks what must hold for any question: the tree
// validates, the root keeps the question, every node says what it answers
// in readable words, and no date of today is baked in.
func TestEveryQuestion(t *testing.T) {
	qs, section := readQuestions(t)
	if len(qs) < 120 {
		t.Fatalf("only %d questions in testdata/questions.txt", len(qs))
	}
	d := Must()
	today := time.Now().Format("2006-01-02")
	thisYear := regexp.MustCompile(`\b` + time.Now().Format("2006") + `\b`)
	for _, q := range qs {
		n, f := d.Decompose(q)
		text := tree.Format(n)
		if err := tree.Validate(n); err != nil {
			t.Errorf("%q: invalid tree: %v\n%s", q, err, text)
			continue
		}
		if n.Question != strings.TrimSpace(q) {
			t.Errorf("%q: root question is %q", q, n.Question)
		}
		if section[q] != "families: temporal, anchors, joins, units, sub-questions, degradation" {
			for _, note := range f.Notes {
				if strings.HasPrefix(note, "simplified") {
					t.Errorf("%q: %s", q, note)
				}
			}
		}
		// Lists of fixed dates (Easter) are calendars, not today.
		args := regexp.MustCompile(`in \[[^\]]*\]`).ReplaceAllString(treeArgs(n), "")
		if strings.Contains(args, today) || (!thisYear.MatchString(q) && thisYear.MatchString(args)) {
			t.Errorf("%q: the tree contains today's date or year; use today\n%s", q, text)
		}
		tree.Walk(n, func(x *tree.Node, path string) bool {
			switch {
			case strings.TrimSpace(x.Question) == "":
				t.Errorf("%q: %s (%s) has no question", q, path, x.Op)
			case strings.ContainsAny(x.Question, "|"), strings.Contains(x.Question, "  "):
				t.Errorf("%q: %s has a garbled question %q", q, path, x.Question)
			}
			if x.Op == tree.RETRIEVE && strings.TrimSpace(x.Args.Query) == "" {
				t.Errorf("%q: %s has an empty query", q, path)
			}
			return true
		})
	}
}

// treeArgs is every argument of the tree, without questions.
func treeArgs(n *tree.Node) string {
	var b strings.Builder
	tree.Walk(n, func(x *tree.Node, _ string) bool {
		b.WriteString(tree.Summary(x))
		b.WriteByte('\n')
		return true
	})
	return b.String()
}

// TestGolden keeps the text form of every decomposition in
// testdata/decompositions.golden, so a change in the rules shows as a
// diff. Run `go test ./qa/qud/rules/ -run TestGolden -update` after
// checking the new trees.
func TestGolden(t *testing.T) {
	qs, _ := readQuestions(t)
	d := Must()
	var b strings.Builder
	for _, q := range qs {
		n, _ := d.Decompose(q)
		fmt.Fprintf(&b, "%s\n\n", tree.Format(n))
	}
	test.Golden(t, "testdata/decompositions.golden", []byte(b.String()))
}

// TestSubQuestions: sub-questions the LLM decomposer hands down are
// understood on their own.
func TestSubQuestions(t *testing.T) {
	d := Must()
	cases := []struct{ q, chain, has string }{
		{"I listened to music", "RETRIEVE", `RETRIEVE "I listened to music"`},
		{"songs I listened to with date", "EXTRACT RETRIEVE", "attrs=[date:date]"},
		{"songs listened to while running with artist names", "JOIN EXTRACT RETRIEVE", "attrs=[artist_names]"},
		{"number of songs per day", "MAP GROUP_BY RETRIEVE", "keys=[start_date]"},
		{"songs I listened to grouped by artist", "GROUP_BY UNNEST EXTRACT RETRIEVE", "keys=[artist]"},
		{"my online purchases in March 2022", "FILTER RETRIEVE", "month(start_date) == 3"},
		{"instances I met with both my parents", "JOIN RETRIEVE", `"I met with my dad"`},
	}
	for _, c := range cases {
		n, f := d.Decompose(c.q)
		text := tree.Format(n)
		if err := tree.Validate(n); err != nil {
			t.Errorf("%q: %v\n%s", c.q, err, text)
		}
		if chain(n) != c.chain || !strings.Contains(text, c.has) {
			t.Errorf("%q: got %s, want chain %q with %q\n%s\n%s", c.q, chain(n), c.chain, c.has, text, f)
		}
	}
}

func TestDeclarative(t *testing.T) {
	d := Must()
	p := &parser{lx: d.lx}
	declarative := func(s string) string { return p.declarative(strings.Fields(s)) }
	test.Table(t, "declarative", declarative, "declarative.tsv")
	test.Table(t, "clauseQuery", p.clauseQuery, "clausequery.tsv")
}

// TestLexiconErrors: a broken lexicon file is reported with its name and
// line, never a panic.
func TestLexiconErrors(t *testing.T) {
	test.BrokenFiles(t, assets.QUDRules(), func(fsys fs.FS) error { _, err := loadLexicon(fsys); return err }, "broken.tsv")
}

// TestInDriver runs the rule decomposer through the recursion driver.
func TestInDriver(t *testing.T) {
	d := Must()
	n, tr, err := qud.Plan(context.Background(), "How many km did I run in 2019?", qud.Options{Decomposers: []qud.Decomposer{d}})
	if err != nil {
		t.Fatal(err)
	}
	if err := tree.Validate(n); err != nil {
		t.Fatal(err)
	}
	if tr.Planner != "rules" || len(tr.Steps) != 1 || tr.Steps[0].Decomposer != "rules" || tr.Steps[0].Op != tree.SUM {
		t.Errorf("trace %+v", tr)
	}
	if d.BankVersion() == "" {
		t.Error("no bank version")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := d.Step(ctx, "how many runs", nil); err == nil {
		t.Error("a cancelled context must stop the step")
	}
}

func FuzzDecompose(f *testing.F) {
	for _, c := range readShapes(f)[:40] {
		f.Add(c.q)
	}
	for _, s := range []string{"", "?", "||||", "in the 99999 days before", "since since since", "with both and and", "after -- when", "\"unterminated", "how many km per per week",
		"top 0 artists", "in 1999-13-45", "on Easter 1800", "between 2030 and 2010", "(start and end date)", "what's the name of the"} {
		f.Add(s)
	}
	d := Must()
	f.Fuzz(func(t *testing.T, q string) {
		n, _ := d.Decompose(q)
		if err := tree.Validate(n); err != nil {
			t.Fatalf("%q: invalid tree: %v\n%s", q, err, tree.Format(n))
		}
	})
}

func BenchmarkDecompose(b *testing.B) {
	qs, _ := readQuestions(b)
	d := Must()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		d.Decompose(qs[i%len(qs)])
	}
}

// TestConcurrent: one decomposer serves the app and the command line at
// once (run with -race).
func TestConcurrent(t *testing.T) {
	d := Must()
	qs, _ := readQuestions(t)
	done := make(chan string, 4)
	for w := 0; w < 4; w++ {
		go func(w int) {
			for i := w; i < len(qs); i += 4 {
				if n, err := d.Step(context.Background(), qs[i], nil); err != nil || n == nil {
					done <- fmt.Sprintf("%q: %v", qs[i], err)
					return
				}
			}
			done <- ""
		}(w)
	}
	for w := 0; w < 4; w++ {
		if msg := <-done; msg != "" {
			t.Error(msg)
		}
	}
}

// TestExpressionsCompile: the rules' expressions are compiled when first
// used; every one of them must be valid.
func TestExpressionsCompile(t *testing.T) {
	res(Must().lx) // the answer forms' expressions, made with the lexicon
	if n := lazyre.CompileAll(); n < 100 {
		t.Errorf("%d expressions, want the rules' hundred or more", n)
	}
}

// A question about what did not happen is answered only where the rules
// can count it (the days of one window without the events); any other
// says that it was answered for what did happen, never passing for the
// answer asked. A negative yes/no question asks whether it happened.
func TestNegatedQuestionsSaySo(t *testing.T) {
	d := Must()
	for _, c := range []struct{ q, note string }{
		{"Which artists did I never listen to?", "what did not happen"},
		{"On which days in March 2024 did I not run?", ""}, // listed: the days of the window without a run
		{"How many days did I not run?", ""},               // between the first record and the last
		{"On which days did I not run?", ""},               // listed, between the first record and the last
		{"In how many weeks of 2024 did I not run?", ""},
		{"Didn't I go swimming on 3 March 2024?", ""},
		{"How many days in March 2024 did I not run?", ""},
		{"Were there any days without music?", ""}, // between the first record and the last
		{"Was there ever a day I didn't listen to music?", ""},
		// a negation no recogniser reads is said, not dropped
		{"How many meetings were not held online?", `"not" (what is not so, or left out) is not understood`},
		{"Which artists do I no longer listen to?", `is not understood`},
		{"Which artists did I stop listening to?", `"stop listening" (what is not so, or left out) is not understood`},
		// a thing left out of no key it could be left out of is said
		{"How many songs did I play apart from the quiet ones?", `leaving out "the quiet ones" is not understood here`},
		// one in a clause of days is the days the clause left out
		{"How many minutes of music did I listen to on days I didn't listen to Taylor Swift?", ""},
		// idioms with a negating word negate nothing
		{"Did I run in May or not?", ""},
		{"How many runs of no more than 5 km did I do?", ""},
	} {
		_, f := d.Decompose(c.q)
		notes := strings.Join(f.Notes, "; ")
		if c.note == "" && notes != "" || !strings.Contains(notes, c.note) {
			t.Errorf("%q: notes %q, want %q", c.q, notes, c.note)
		}
	}
}

// A comparison of two things no recogniser reads says so: the answer is
// for the one side the question names first, which must not pass for the
// difference or the choice; a bound ("more than 10 km") and a comparison
// read are no such thing.
func TestUnreadComparisonSaysSo(t *testing.T) {
	notesSay(t, Must(), "comparison", []noteCase{
		{"How much more did I spend on Amazon than on food?", `the comparison "than on food" is not understood`},
		// two people weighed, "with" said again: read (two sides)
		{"Did I have dinner with Karim more often than with Elif?", ""},
		{"How many runs longer than 10 km did I do?", ""},
		{"Did I run more in 2023 than in 2022?", ""},
		{"How many more hours of music did I listen to in October 2023 than in April 2023?", ""},
	})
}

// A third person spoken of only by a pronoun is said not understood: the
// answer is for anyone; a pronoun after a name, a possessive or a noun of
// a person stands for it, and one written capitalised is a title.
func TestUnnamedPersonSaysSo(t *testing.T) {
	notesSay(t, Must(), "is not said", []noteCase{
		{"Where did he take me for dinner?", `who "he" is is not said`},
		{"What did she email me about last?", `who "she" is is not said`},
		{"How many songs of his did I play?", `who "his" is is not said`},
		{"How long did I talk to Oma on her birthday in 2025?", ""},
		{"What did my sister give me for her birthday?", ""},
		{"Which of Lena's friends came to her party?", ""},
		{"When did I watch Her?", ""},
	})
}

// Whether some day of a window went without something is whether the
// days without it are more than none; a day with something is not.
func TestDayWithout(t *testing.T) {
	d := Must()
	for q, want := range map[string]string{
		"Was there a day in January 2024 when I didn't listen to music?": "> 0",
		"Were there any days in 2023 without music?":                     "> 0",
		"Did I go a single day without running in March 2024?":           "> 0",
		"Was there a day in 2023 when I ran twice?":                      "",
	} {
		n, f := d.Decompose(q)
		if want == "" {
			if f.Form == FormNotDays {
				t.Errorf("%q: read as a day without:\n%s", q, tree.Format(n))
			}
			continue
		}
		if f.Form != FormNotDays || !strings.HasSuffix(n.Args.Fn, want) {
			t.Errorf("%q: form %s, %s", q, f.Form, tree.Format(n))
		}
	}
}

// TestPastTense: verbs put in the past for a query, regular ones by
// English spelling rules (the irregular from the lexicon).
func TestPastTense(t *testing.T) {
	p := &parser{lx: Must().lx}
	for in, want := range map[string]string{"skip": "skipped", "plan": "planned", "jog": "jogged", "visit": "visited",
		"play": "played", "fix": "fixed", "bake": "baked", "carry": "carried", "run": "ran", "watch": "watched"} {
		if got := p.past(in); got != want {
			t.Errorf("past(%q) = %q, want %q", in, got, want)
		}
	}
}

// Plans are cached under the build that made them: another build of the
// program (an upgrade) makes its own.
func TestBankVersionNamesTheBuild(t *testing.T) {
	id := buildID()
	if id == "" || !strings.Contains(Must().BankVersion(), id) {
		t.Errorf("bank version %q does not name the build %q", Must().BankVersion(), id)
	}
}

// TestDaysApartSaysWhatItCannot: days from one day to another that are
// not two holidays, or differ by year with no year said, are not passed
// off as a count of events without saying so.
func TestDaysApartSaysWhatItCannot(t *testing.T) {
	d := Must()
	for _, q := range []string{"how many days after Easter is Christmas", "how many days after my birthday is Christmas"} {
		_, f := d.Decompose(q)
		if !strings.Contains(strings.Join(f.Notes, "; "), "was not understood") {
			t.Errorf("%q: notes %q", q, f.Notes)
		}
	}
}

// A full stop ends a sentence only outside quotes and brackets, and not
// after an abbreviation.
func TestSentenceEnd(t *testing.T) {
	for q, want := range map[string]int{
		`How often did I play "Remember With Me (feat. Neon Parish)" by Gutter Saints`: -1,
		`Songs by Dr. Nagy`:          -1,
		`How many runs? And how far`: 13,
		`I ran. How far did I go`:    5,
	} {
		if got := sentenceEnd(q); got != want {
			t.Errorf("sentenceEnd(%q) = %d, want %d", q, got, want)
		}
	}
}

// TestLinkedWords: a line of Linked is read back as the question's words
// it quotes before the arrow.
func TestLinkedWords(t *testing.T) {
	for _, c := range []struct {
		line, want string
		ok         bool
	}{
		{`"Radiohead" → music_stream.artist="Radiohead" (value exact, 1.00)`, "Radiohead", true},
		{`"the car" → music_stream.artist="The Cars" (value fuzzy, 0.80)`, "the car", true},
		{`no quote → x`, "no quote", false},
	} {
		if got, ok := linkedWords(c.line); got != c.want || ok != c.ok {
			t.Errorf("linkedWords(%q) = %q, %v, want %q, %v", c.line, got, ok, c.want, c.ok)
		}
	}
}

// A question no tree of which validates is its words searched for, and
// says it was not understood, with what was read of it: what the search
// finds is no answer.
func TestUnplannedSaysSo(t *testing.T) {
	f := &Frame{Question: "How many songs over Easter?", Query: "I listened to music", Unlinked: []string{"blorp"}}
	c, g := unplanned(f, errors.New(strings.Repeat("a condition too long ", 20)))
	if c.Root.Op != tree.RETRIEVE || c.Root.Args.Query != "I listened to music" {
		t.Errorf("plan %s, want the words retrieved", tree.Format(c.Root))
	}
	if len(g.Notes) != 1 || !strings.HasPrefix(g.Notes[0], "not understood (no plan of it validated: a condition too long") || !strings.HasSuffix(g.Notes[0], "only its words were searched for") {
		t.Errorf("notes %q", g.Notes)
	}
	if !slices.Equal(g.Unlinked, f.Unlinked) {
		t.Errorf("unlinked %q, want %q", g.Unlinked, f.Unlinked)
	}
}

// A request for the thing of a relative clause is asked as which thing;
// one of an amount, a period or a ranked thing is asked as it is.
func TestTheThingAsked(t *testing.T) {
	test.Table(t, "theThingAsked", theThingAsked, "thethingasked.tsv")
}

func BenchmarkDecomposeWithLibrary(b *testing.B) {
	d := testLibrary(b)
	qs, _ := readQuestions(b)
	qs = append(qs, fixtureQuestions(b, "small")...)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		d.Decompose(qs[i%len(qs)])
	}
}

// Every table in testdata is read by a test: a table whose test is gone
// checks nothing and says nothing of it.
func TestTablesAreRead(t *testing.T) {
	tables, err := filepath.Glob("testdata/*.tsv")
	if err != nil {
		t.Fatal(err)
	}
	srcs, err := filepath.Glob("*_test.go")
	if err != nil {
		t.Fatal(err)
	}
	var all strings.Builder
	for _, s := range srcs {
		all.Write(test.ReadFile(t, s))
	}
	for _, tb := range tables {
		if !strings.Contains(all.String(), `"`+filepath.Base(tb)+`"`) {
			t.Errorf("%s is read by no test", tb)
		}
	}
}
