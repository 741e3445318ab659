package app

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"reqap/models/ollama"
	"reqap/qa"
	"reqap/qa/extract"
	"reqap/qa/otx"
	"reqap/qa/qud"
	"reqap/qa/qud/llm"
	"reqap/qa/qud/rules"
	"reqap/qa/retrieve"
	"reqap/qa/retrieve/lexicon"
	"reqap/qa/tree"
)

// Planner names accepted in settings and on the command line.
const (
	PlannerAuto  = "auto"  // the LLM when its server answers, else rules
	PlannerRules = "rules" // the rule decomposer alone, no model
	PlannerLLM   = "llm"   // the LLM, falling back to rules step by step
)

// AskOptions adjust one question. Zero fields take the settings.
type AskOptions struct {
	// Today is the reference date relative times are read against
	// ("last year"); zero means Core.Today().
	Today time.Time
	// Planner is auto, rules or llm; "" means the settings' planner.
	Planner string
	// OllamaURL and Model override the settings for the LLM planner.
	OllamaURL string
	Model     string
	// NoCache plans afresh instead of reusing a cached plan.
	NoCache bool
	// Progress, if set, is told each stage ("planning", "running").
	Progress func(stage string)
}

// Answer is one asked question: the plan, how it was made, and its run.
type Answer struct {
	Question string
	Planner  string // the chain that planned it: "rules", "llm+rules"
	// Fallback says why the planner asked for was not used ("" when it was).
	Fallback string
	Today    time.Time
	Plan     *tree.Node
	Trace    *qud.Trace
	Result   *otx.Result
	PlanTime time.Duration
	RunTime  time.Duration
	// Unlinked are the question's content words nothing understood and
	// the library never uses: they were left out, and the answer says so.
	Unlinked []string
	// restricting are the words of Unlinked that say which things were
	// asked about (rules.Understanding.Restricting).
	restricting []string
	// checked is Plan as the planner checked it, its expressions compiled.
	checked *tree.Checked
	// notes is the plan cache the plan was kept in, under key.
	notes qud.NoteCache
	key   qud.CacheKey
	// Corrected are misspellings read as other words ("runing → running").
	Corrected []string
	// Suggested are what unlinked words may have meant ("Swfit → Swift"),
	// offered and not used.
	Suggested []rules.Suggestion
	// Caveats are what the rules' reading settled for where the question
	// asked more ("an average of nothing measurable: counting").
	Caveats []string
}

// NotUnderstood says which words of the question were not understood, or
// "" when every word was.
func (a *Answer) NotUnderstood() string {
	var parts []string
	if len(a.Corrected) > 0 {
		parts = append(parts, "Read "+strings.Join(a.Corrected, ", "))
	}
	if len(a.Unlinked) > 0 {
		parts = append(parts, "I did not understand: "+strings.Join(a.Unlinked, ", ")+" (not in your library: left out, or searched for as a name)")
	}
	if len(a.Suggested) == 1 {
		parts = append(parts, "Did you mean "+a.Suggested[0].Meant+"?")
	} else if len(a.Suggested) > 1 {
		var alts []string
		for _, s := range a.Suggested {
			alts = append(alts, s.Meant+" for "+s.Word)
		}
		parts = append(parts, "Did you mean "+strings.Join(alts, ", ")+"?")
	}
	if len(a.Caveats) > 0 {
		parts = append(parts, "How I read it: "+strings.Join(a.Caveats, "; "))
	}
	var b strings.Builder
	for i, p := range parts {
		if i > 0 {
			if !strings.HasSuffix(parts[i-1], "?") {
				b.WriteString(".")
			}
			b.WriteString(" ")
		}
		b.WriteString(p)
	}
	return b.String()
}

// Ask answers question over the library: it plans an operator tree (rules,
// or the LLM with rules as fallback, per the settings) and runs it. An error
// means no plan could be made or run; the Answer is still returned with
// what was done.
func (c *Core) Ask(ctx context.Context, question string, opts AskOptions) (*Answer, error) {
	question = strings.TrimSpace(question)
	if question == "" {
		return nil, errors.New("asking: the question is empty")
	}
	ctx, done, err := c.begin(ctx)
	if err != nil {
		return nil, fmt.Errorf("asking: %w", err)
	}
	defer done()
	if opts.Today.IsZero() {
		opts.Today = c.Today()
	}
	a := &Answer{Question: question, Today: opts.Today}
	stage := func(s string) {
		if opts.Progress != nil {
			opts.Progress(s)
		}
	}

	stage("planning")
	if err := c.plan(ctx, a, opts); err != nil {
		return a, err
	}
	u := c.understandingOf(a)
	a.Unlinked, a.Corrected, a.Suggested, a.restricting = u.Unlinked, u.Corrected, u.Suggested, u.Restricting
	if a.Planner == PlannerRules {
		a.Caveats = u.Caveats // a model's plan is not the rules' reading
	}

	stage("running")
	start := time.Now()
	res, err := c.runChecked(ctx, a.checked, opts.Today)
	a.RunTime = time.Since(start)
	a.Result = res
	if err != nil {
		return a, fmt.Errorf("answering %q: %w", question, err)
	}
	markUnread(&res.Answer, a.restricting)
	c.log.Debug("asked", "question", question, "planner", a.Planner,
		"plan", a.PlanTime, "run", a.RunTime, "answer", res.Answer.Text)
	return a, nil
}

// markUnread says, with a total, a count, a date or a yes, that words of the
// question that say which things were asked about were not understood:
// what it counted is not what they restrict it to ("how much did I spend
// on Prime Day 2021": every purchase whose name says prime), so the
// number must not pass for the answer. An answer that says why already,
// a list or the things found, which show what they are, are left as they
// are, and so is an answer without such words (an unread verb: "posts I
// published").
func markUnread(ans *qa.Answer, unlinked []string) {
	if len(unlinked) == 0 || strings.Contains(ans.Text, " — ") {
		return
	}
	switch ans.Type {
	case qa.AnswerNumber, qa.AnswerDuration, qa.AnswerBool, qa.AnswerDate, qa.AnswerDateTime:
	default:
		return
	}
	q := make([]string, len(unlinked))
	for i, u := range unlinked {
		q[i] = strconv.Quote(u)
	}
	ans.Text += " — without " + strings.Join(q, ", ") + ", which I did not understand: not an answer about it"
}

// Plan makes the operator tree for question without running it.
func (c *Core) Plan(ctx context.Context, question string, opts AskOptions) (*Answer, error) {
	question = strings.TrimSpace(question)
	if question == "" {
		return nil, errors.New("planning: the question is empty")
	}
	if opts.Today.IsZero() {
		opts.Today = c.Today()
	}
	a := &Answer{Question: question, Today: opts.Today}
	return a, c.plan(ctx, a, opts)
}

func (c *Core) plan(ctx context.Context, a *Answer, opts AskOptions) error {
	start := time.Now()
	qopts, fallback, err := c.planOptions(ctx, opts)
	if err != nil {
		return err
	}
	a.Fallback = fallback
	checked, trace, err := qud.PlanChecked(ctx, a.Question, qopts)
	a.PlanTime = time.Since(start)
	a.Trace = trace
	if trace != nil {
		a.Planner = trace.Planner
	}
	if err != nil {
		return fmt.Errorf("planning %q: %w", a.Question, err)
	}
	a.Plan, a.checked = checked.Root, checked
	if nc, ok := qopts.Cache.(qud.NoteCache); ok {
		a.notes, a.key = nc, qud.KeyFor(a.Question, qopts)
	}
	return nil
}

// understandingOf returns what the rules understood of a's question. It is
// kept with the plan in the plan cache: a cached plan's understanding is
// read back rather than worked out again, which would link the question
// against the whole library (most of the time a cached question takes).
func (c *Core) understandingOf(a *Answer) rules.Understanding {
	if a.notes != nil && a.Trace != nil && a.Trace.Cached {
		if raw, ok := a.notes.Note(a.key); ok {
			var u rules.Understanding
			if err := json.Unmarshal(raw, &u); err == nil {
				return u
			}
			c.log.Warn("reading what was understood of a cached question", "question", a.Question)
		}
	}
	u := c.Understanding(a.Question)
	if a.notes != nil {
		if raw, err := json.Marshal(u); err == nil {
			if err := a.notes.SetNote(a.key, raw); err != nil {
				c.log.Warn("caching what was understood of a question", "err", err)
			}
		}
	}
	return u
}

// Run executes an operator tree over the library with today as the
// reference date (zero: Core.Today()).
func (c *Core) Run(ctx context.Context, plan *tree.Node, today time.Time) (*otx.Result, error) {
	return c.run(ctx, today, func(eng *otx.Engine, o otx.Options) (*otx.Result, error) { return eng.Run(ctx, plan, o) })
}

// runChecked runs a tree the planner checked (and so need not be again).
func (c *Core) runChecked(ctx context.Context, plan *tree.Checked, today time.Time) (*otx.Result, error) {
	return c.run(ctx, today, func(eng *otx.Engine, o otx.Options) (*otx.Result, error) { return eng.RunChecked(ctx, plan, o) })
}

func (c *Core) run(ctx context.Context, today time.Time, run func(*otx.Engine, otx.Options) (*otx.Result, error)) (*otx.Result, error) {
	eng, err := c.engine(ctx)
	if err != nil {
		return nil, err
	}
	if today.IsZero() {
		today = c.Today()
	}
	today, zone := c.localToday(ctx, today)
	res, err := run(eng, otx.Options{Now: today})
	if res != nil {
		res.Zone = evidenceZones(res.Evidence, zone)
	}
	return res, err
}

// CheckModel asks the Ollama server at url whether it answers and has
// model; the empty strings take the settings.
func (c *Core) CheckModel(ctx context.Context, url, model string) (ollama.Status, error) {
	s := c.Settings()
	if url == "" {
		url = s.OllamaURL
	}
	if model == "" {
		model = s.Model
	}
	cl, err := ollama.New(ollama.Config{URL: url, Model: model, PingTimeout: 3 * time.Second})
	if err != nil {
		return ollama.Status{}, err
	}
	return cl.Check(ctx)
}

// WriteJSON writes the answer as `reqap ask --json` prints it: the run's
// JSON form (answer, tree with every node's result, evidence) plus how the
// plan was made and the time each stage took.
func (a *Answer) WriteJSON(w io.Writer) error {
	out := struct {
		Question  string             `json:"question"`
		Planner   string             `json:"planner"`
		Fallback  string             `json:"planner_fallback,omitempty"`
		Today     string             `json:"today"`
		PlanMS    float64            `json:"plan_ms"`
		RunMS     float64            `json:"run_ms"`
		Unlinked  []string           `json:"unlinked"`
		Corrected []string           `json:"corrected,omitempty"`
		Suggested []rules.Suggestion `json:"suggested,omitempty"`
		Caveats   []string           `json:"caveats,omitempty"`
		Trace     *qud.Trace         `json:"trace,omitempty"`
		Plan      *tree.Node         `json:"plan,omitempty"`
		Result    json.RawMessage    `json:"result,omitempty"`
	}{
		Question: a.Question, Planner: a.Planner, Fallback: a.Fallback,
		Today:  a.Today.Format("2006-01-02"),
		PlanMS: Millis(a.PlanTime), RunMS: Millis(a.RunTime),
		Trace: a.Trace, Unlinked: a.Unlinked, Corrected: a.Corrected, Suggested: a.Suggested, Caveats: a.Caveats,
	}
	if out.Unlinked == nil {
		out.Unlinked = []string{}
	}
	if a.Result != nil {
		b, err := json.Marshal(a.Result)
		if err != nil {
			return fmt.Errorf("encoding the result: %w", err)
		}
		out.Result = b
	} else {
		out.Plan = a.Plan
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// Millis is a duration as the JSON of an answer writes it (plan_ms,
// run_ms; `reqap eval`'s results too): milliseconds, to the microsecond.
func Millis(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// asker holds what answering needs, built on first use: the engine over the
// library, the rule decomposer, the plan cache and LLM decomposers by
// server and model.
type asker struct {
	once    sync.Once
	err     error
	engine  *otx.Engine
	rules   *rules.Decomposer
	cache   *qud.FileCache
	mu      sync.Mutex
	llms    map[string]*llm.Decomposer // by url + " " + model
	reached map[string]reachability    // auto planner's last server check
}

type reachability struct {
	at  time.Time
	err error
}

// reachTTL is how long the auto planner trusts a server check, so a
// stopped server costs one short timeout a minute, not one per question.
const reachTTL = time.Minute

// PrepareAsking loads, in the background, what answering reads that does
// not depend on the library (the lexicons of retrieval and of the rules,
// each loaded once per process), so that a process asking one question
// loads them while it opens the library instead of after.
func PrepareAsking() {
	go func() {
		_, _ = lexicon.Default()
		_, _ = rules.New()
	}()
}

func (c *Core) askState() (*asker, error) {
	s := &c.ask
	s.once.Do(func() {
		ret, err := retrieve.New(c.lib, retrieve.Options{Logger: c.log})
		if err != nil {
			s.err = fmt.Errorf("setting up retrieval: %w", err)
			return
		}
		ext, err := extract.New(c.lib, extract.Options{Logger: c.log})
		if err != nil {
			s.err = fmt.Errorf("setting up extraction: %w", err)
			return
		}
		s.engine = &otx.Engine{Retriever: ret, Extractor: ext, Logger: c.log, ColumnMin: columnMin()}
		if s.rules, err = rules.New(); err != nil {
			s.err = fmt.Errorf("loading the question rules: %w", err)
			return
		}
		if s.cache, err = qud.OpenFileCache(c.dir, 0, c.log); err != nil {
			s.err = fmt.Errorf("opening the plan cache: %w", err)
			return
		}
		s.llms = map[string]*llm.Decomposer{}
		s.reached = map[string]reachability{}
	})
	return s, s.err
}

func (c *Core) engine(ctx context.Context) (*otx.Engine, error) {
	s, err := c.askState()
	if err != nil {
		return nil, err
	}
	return c.modelEngine(ctx, s.engine)
}

// planOptions builds the decomposer chain for opts. fallback explains why
// the auto planner used rules alone.
func (c *Core) planOptions(ctx context.Context, opts AskOptions) (qud.Options, string, error) {
	s, err := c.askState()
	if err != nil {
		return qud.Options{}, "", err
	}
	set := c.Settings()
	planner := cmp.Or(opts.Planner, set.Planner, PlannerAuto)
	url := cmp.Or(opts.OllamaURL, set.OllamaURL, DefaultSettings().OllamaURL)
	model := cmp.Or(opts.Model, set.Model, DefaultSettings().Model)
	qo := qud.Options{Logger: c.log}
	if !opts.NoCache {
		qo.Cache = s.cache
	}
	ruleDec := c.rulesForLibrary(s)
	switch planner {
	case PlannerRules:
		qo.Decomposers = []qud.Decomposer{ruleDec}
		return qo, "", nil
	case PlannerLLM, PlannerAuto:
	default:
		return qo, "", fmt.Errorf("unknown planner %q: use auto, rules or llm", planner)
	}
	dec, err := s.llmFor(ctx, c, url, model, planner == PlannerAuto)
	if err != nil {
		if planner == PlannerLLM {
			return qo, "", err
		}
		qo.Decomposers = []qud.Decomposer{ruleDec}
		return qo, err.Error(), nil
	}
	qo.Decomposers = []qud.Decomposer{dec, ruleDec}
	return qo, "", nil
}

// llmFor returns the LLM decomposer for url and model after checking the
// server has the model (remembered for reachTTL when cached is true).
func (s *asker) llmFor(ctx context.Context, c *Core, url, model string, cached bool) (*llm.Decomposer, error) {
	key := url + " " + model
	s.mu.Lock()
	r, seen := s.reached[key]
	dec := s.llms[key]
	s.mu.Unlock()
	if !cached || !seen || time.Since(r.at) > reachTTL {
		_, err := c.CheckModel(ctx, url, model)
		if err != nil {
			err = fmt.Errorf("the language model is not available (%w); planning with rules", err)
		}
		r = reachability{at: time.Now(), err: err}
		s.mu.Lock()
		s.reached[key] = r
		s.mu.Unlock()
	}
	if r.err != nil {
		return nil, r.err
	}
	if dec != nil {
		return dec, nil
	}
	cl, err := ollama.New(ollama.Config{URL: url, Model: model, NumCtx: 8192, Logger: c.log})
	if err != nil {
		return nil, fmt.Errorf("connecting to Ollama at %s: %w", url, err)
	}
	chat := llm.ChatFunc(func(ctx context.Context, msgs []llm.Message, format json.RawMessage) (string, error) {
		om := make([]ollama.Message, len(msgs))
		for i, m := range msgs {
			om[i] = ollama.Message{Role: m.Role, Content: m.Content}
		}
		rep, err := cl.Chat(ctx, om, format, nil)
		return rep.Content, err
	})
	dec, err = llm.New(llm.Config{Chat: chat, Model: cl.Model(), DataDir: c.dir, Logger: c.log})
	if err != nil {
		return nil, fmt.Errorf("setting up the LLM planner: %w", err)
	}
	s.mu.Lock()
	s.llms[key] = dec
	s.mu.Unlock()
	return dec, nil
}

// ColumnMinEnv sets from how many events of a source a question runs on its
// column table (otx.Engine.ColumnMin; -1: never), for comparing the two
// ways of running on one library (make bench-large).
const ColumnMinEnv = "REQAP_COLUMN_MIN"

func columnMin() int {
	n, err := strconv.Atoi(os.Getenv(ColumnMinEnv))
	if err != nil {
		return 0
	}
	return n
}
