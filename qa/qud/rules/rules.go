// Package rules is the deterministic QUD decomposer: it turns a question
// into a complete operator tree without any model, by recognising the
// question's structure with data-driven lexicons (assets/qud/rules). It is
// what answers when no LLM is configured, and the fallback of the LLM
// decomposer's steps.
//
// # Pipeline
//
// A question goes through a small pipeline (Decompose returns what it
// understood as a Frame; Frame.String describes it):
//
//  1. normalize: lower-case, fold quotes and dashes, keep a map back to the
//     original so names keep their case;
//  2. recognise frames, each consuming the words it understood:
//     windows around anchors ("in the 30 days before I left for Budapest"),
//     temporal conditions (years, months, seasons, weeks, relative windows,
//     holidays, times of day, weekdays), anchors and joins ("since I
//     started at X", "after playing football", "during my trip to X"),
//     people conjunctions ("with both my parents"), the answer form
//     (count, distinct count, sum, average, per-period average, extremes,
//     which-X-most, top-k, lookups), measures and units, the grouping key,
//     and the target activity with its named instances (a song, a series,
//     a sender);
//  3. build the tree: RETRIEVE → EXTRACT → FILTER (content) → FILTER
//     (time, with ref sub-trees for anchors) → JOIN → MAP (units) →
//     the answer form's operators. Every node carries the sub-question it
//     answers.
//
// What is left of the question once every frame has taken its words is
// the RETRIEVE query, turned into a statement ("did I eat Italian food" →
// "I ate Italian food"); a structured activity named only by its cue
// words keeps its canonical query ("songs" → "I listened to music").
// Unknown phrasing degrades gracefully: a RETRIEVE of the question's
// content plus whatever was recognised. The tree always validates.
//
// # Conventions
//
//   - Dates are never baked in: relative windows use today (year(start_date)
//     == year(today) - 1 for "last year"), so a cached plan stays right.
//   - "last year", "this month", "last week" are calendar periods; "the
//     last year", "the past 6 months", "the last three years" are rolling
//     windows ending today. Weeks start on Monday. "The first week of
//     2019" is January 1-7. Winter YYYY is December YYYY to February
//     YYYY+1.
//   - "Per week/month/day/year" averages are the total divided by the number
//     of periods in the window: the question's window when it has exactly
//     one (the last 5 years: 5), else the span from the first to the last
//     event. "Per listening day", "per order", "per run" average over the
//     groups or items themselves.
//   - "after X" (a recurring activity X) is later the same day: i1 starts on
//     X's day at or after X ends; "before X" ends before X starts, the same
//     day; "during/while/when X" is overlap of the two time spans; "on the
//     same day as X" is the same civil date. A JOIN is many-to-many, so
//     counts after a JOIN group by the main event's start first, counting
//     each main event once.
//   - Anchors ("since I started working at Shopify", "before my wedding")
//     are one date: a ref sub-tree MIN(start_date) of RETRIEVE of the
//     clause (MAX when the clause says "last").
//   - "with both X and Y" joins "<activity> with X" and "<activity> with Y"
//     on overlapping time (paper, Table 15).
//   - "how many" over purchases of things counts items (quantity, 1 when
//     unknown); "how many orders" counts distinct order ids.
//   - "which X ... most" counts per X (or sums the measure asked, "spent
//     the most"), ARGMAX keeping ties; "least" uses ARGMIN; "top 3"/"three
//     most" keep the k best.
package rules

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"

	"reqap/assets"
	"reqap/qa/qud"
	"reqap/qa/qud/link"
	"reqap/qa/tree"
)

// Name is the decomposer's name in traces and cache keys.
const Name = "rules"

// codeVersion changes when the rules' code changes what trees they build,
// so cached plans are not reused across such changes.
const codeVersion = "22"

// buildID tells one build of the program from another by its executable
// (size and time written): plans made by one build are not reused by the
// next, whatever changed in between — the rules, linking, the lexicons —
// so an upgraded app never answers from a plan it would no longer make,
// even where codeVersion was not bumped. Empty where the executable
// cannot be read.
var buildID = sync.OnceValue(func() string {
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	st, err := os.Stat(exe)
	if err != nil {
		return ""
	}
	return fmt.Sprintf("%x.%x", st.Size(), st.ModTime().UnixNano())
})

// Decomposer is the rule decomposer. The zero value is not usable: call
// New. It is safe for concurrent use.
type Decomposer struct {
	lx *lexicon
	// env is the library questions are read against (WithLibrary); nil
	// reads them with the lexicons alone.
	env *link.Env
	// read is shared by the copies WithLibrary makes (one per question).
	read *readings
	// nested is set on the copy that reads a question inside another (the
	// day of an anchor: "on the day I spent the most"), which reads no
	// further question inside itself.
	nested bool
}

// New returns the rule decomposer with the embedded lexicons.
func New() (*Decomposer, error) { return loadDefault() }

var loadDefault = sync.OnceValues(func() (*Decomposer, error) {
	lx, err := loadLexicon(assets.QUDRules())
	if err != nil {
		return nil, err
	}
	return &Decomposer{lx: lx, read: &readings{}}, nil
})

// Must is New for programs whose embedded lexicons are known to load.
func Must() *Decomposer {
	d, err := New()
	if err != nil {
		panic(err)
	}
	return d
}

// Name implements qud.Decomposer.
func (d *Decomposer) Name() string { return Name }

// BankVersion implements qud.Banker: plans are cached under the version of
// the lexicons and the code.
func (d *Decomposer) BankVersion() string {
	return codeVersion + "." + buildID() + "-" + d.lx.version + d.libraryVersion()
}

// Step implements qud.Decomposer. It returns a complete subtree for
// question; history is not needed (a sub-question handed down by another
// decomposer is understood on its own).
func (d *Decomposer) Step(ctx context.Context, question string, history []qud.Turn) (*tree.Node, error) {
	c, err := d.CheckedStep(ctx, question, history)
	if err != nil {
		return nil, err
	}
	return c.Root, nil
}

// CheckedStep implements qud.CheckedStepper: the tree Decompose validated,
// with its compiled expressions, so the driver need not validate it again.
func (d *Decomposer) CheckedStep(ctx context.Context, question string, _ []qud.Turn) (*tree.Checked, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	c, _ := d.decompose(question)
	if c == nil {
		return nil, fmt.Errorf("rules: no valid tree for %q", question)
	}
	return c, nil
}

// Understanding is what the rules made of a question's words beyond the
// tree: what nothing understood, what was read as another word, and what
// an unlinked word may have meant.
type Understanding struct {
	Unlinked, Corrected []string
	Suggested           []Suggestion
	// Caveats are what the reading settled for where the question asked
	// more ("an average of nothing measurable: counting", "only the first
	// sentence was understood"): an answer must say them.
	Caveats []string
	// Restricting are the words of Unlinked that say which things are
	// asked about (Frame.Restricting): an answer counted without them
	// must say it is not about them.
	Restricting []string `json:",omitempty"`
}

// Understand reads question as Decompose does, without building or
// validating a tree.
func (d *Decomposer) Understand(question string) Understanding {
	if u, ok := d.read.get(d.env, question); ok {
		return u
	}
	return d.read.put(d.env, question, d.understand(question))
}

// readings keeps what the rules understood of the last questions. An
// answer is planned (Decompose) and then says what was understood
// (Understand): both read the question, and reading links it against the
// whole library, about a third of planning it. What a question is read as
// depends on nothing but its words and the library (env), and a library
// that changes is another env.
type readings struct {
	mu   sync.Mutex
	last [8]reading
	next int
}

type reading struct {
	env      *link.Env
	question string
	u        Understanding
}

func (r *readings) get(env *link.Env, question string) (Understanding, bool) {
	if r == nil {
		return Understanding{}, false
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, e := range r.last {
		if e.env == env && e.question == question && e.question != "" {
			return e.u.clone(), true
		}
	}
	return Understanding{}, false
}

// put keeps what f, question read against env, says was understood, and
// returns it.
func (r *readings) put(env *link.Env, question string, f *Frame) Understanding {
	u := Understanding{Unlinked: f.Unlinked, Corrected: f.Corrected, Suggested: f.Suggested, Caveats: f.Notes, Restricting: f.Restricting}.clone()
	if r == nil || question == "" {
		return u
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.last[r.next] = reading{env: env, question: question, u: u.clone()}
	r.next = (r.next + 1) % len(r.last)
	return u
}

// clone is u with slices of its own: callers keep and change theirs.
func (u Understanding) clone() Understanding {
	return Understanding{Unlinked: slices.Clone(u.Unlinked), Corrected: slices.Clone(u.Corrected),
		Suggested: slices.Clone(u.Suggested), Caveats: slices.Clone(u.Caveats), Restricting: slices.Clone(u.Restricting)}
}

// Decompose returns the operator tree for question and the frames that
// were recognised (for explanations and tests). The tree always
// validates: when the full decomposition does not, the frames are dropped
// one kind at a time, down to a lone RETRIEVE.
func (d *Decomposer) Decompose(question string) (*tree.Node, *Frame) {
	c, f := d.decompose(question)
	return c.Root, f
}

func (d *Decomposer) decompose(question string) (*tree.Checked, *Frame) {
	if x := thenAmount(question); x != "" {
		// "how many runs did I do in 2022, and in 2023?": both amounts
		if c, g := d.bothAmounts(x); c != nil {
			g.Question = strings.TrimSpace(question)
			d.read.put(d.env, question, g)
			return c, g
		}
	}
	f := d.understand(question)
	if slices.ContainsFunc(f.Notes, func(n string) bool { return strings.HasPrefix(n, "this asks two things") }) {
		if c, g := d.bothAmounts(question); c != nil {
			d.read.put(d.env, question, g)
			return c, g
		}
	}
	if slices.ContainsFunc(f.Notes, func(n string) bool { return strings.HasPrefix(n, "leaving out ") }) {
		if c, g := d.restSpent(question, f); c != nil {
			d.read.put(d.env, question, g)
			return c, g
		}
	}
	if distinctRecent(f) {
		note := fmt.Sprintf("each %s once, at its latest time, the most recent first", f.Val.Words)
		if f.Dir < 0 {
			note = fmt.Sprintf("each %s once, at its first time, the earliest first", f.Val.Words)
		}
		f.Notes = append(f.Notes, note)
	}
	d.read.put(d.env, question, f)
	var first error
	for _, drop := range degradations {
		g := f.clone()
		if drop != nil {
			drop(g)
		}
		c, err := tree.Check(d.build(g))
		if err == nil {
			if first != nil {
				g.Notes = append(g.Notes, "simplified: the full decomposition did not validate: "+first.Error())
				d.read.put(d.env, question, g) // the note is said with the answer
			}
			return c, g
		}
		if first == nil {
			first = err
		}
	}
	c, g := unplanned(f, first)
	d.read.put(d.env, question, g)
	return c, g
}

// unplanned is the plan of a question no tree of which validated: its
// words searched for, and a note that says the question was not
// understood, so that what the search finds is not taken for an answer.
func unplanned(f *Frame, err error) (*tree.Checked, *Frame) {
	g := &Frame{Question: f.Question, Query: f.Query, Subject: f.Subject,
		Unlinked: slices.Clone(f.Unlinked), Restricting: slices.Clone(f.Restricting), Corrected: slices.Clone(f.Corrected), Suggested: slices.Clone(f.Suggested), Notes: slices.Clone(f.Notes)}
	if g.Query == "" {
		g.Query = "anything"
	}
	reason := "no plan of it validated"
	if err != nil {
		reason += ": " + err.Error()
		if r := []rune(reason); len(r) > 160 {
			reason = string(r[:160]) + "…"
		}
	}
	g.Notes = append(g.Notes, "not understood ("+reason+"); only its words were searched for")
	n := &tree.Node{Op: tree.RETRIEVE, Question: f.Question, Args: tree.Args{Query: g.Query}}
	c, cerr := tree.Check(n)
	if cerr != nil {
		// Only a blank query fails.
		n.Args.Query = "anything"
		c, _ = tree.Check(n)
	}
	return c, g
}

// degradations are applied in turn until the tree validates: nil (none),
// then dropping joins, content conditions, the measure, the group.
var degradations = []func(*Frame){
	nil,
	func(f *Frame) { f.Joins = nil; f.Conj = nil },
	func(f *Frame) { f.Joins = nil; f.Conj = nil; f.Content = nil },
	func(f *Frame) {
		f.Joins, f.Conj, f.Content = nil, nil, nil
		f.Measure, f.Rank, f.Val, f.PerGroup = nil, nil, nil, nil
		if f.Form != FormCount && f.Form != FormList {
			f.Form = FormCount
		}
	},
	func(f *Frame) {
		*f = Frame{Question: f.Question, Query: f.Query, Subject: f.Subject, Sources: f.Sources, Form: FormList, Temporal: f.Temporal, Unlinked: f.Unlinked}
	},
}
