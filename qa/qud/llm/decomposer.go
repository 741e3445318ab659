package llm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
	"unicode"

	"reqap/qa/qud"
	"reqap/qa/retrieve/lexicon"
	"reqap/qa/tree"
)

// Chatter asks a chat model for one reply that follows a JSON schema
// (format). The app implements it over models/ollama; tests replay
// recorded replies.
type Chatter interface {
	Chat(ctx context.Context, messages []Message, format json.RawMessage) (string, error)
}

// ChatFunc adapts a function to Chatter.
type ChatFunc func(ctx context.Context, messages []Message, format json.RawMessage) (string, error)

// Chat calls f.
func (f ChatFunc) Chat(ctx context.Context, messages []Message, format json.RawMessage) (string, error) {
	return f(ctx, messages, format)
}

// DefaultExamples is how many examples each step's prompt shows, as in
// the paper.
const DefaultExamples = 8

// Config configures a Decomposer.
type Config struct {
	// Chat is the model. Required.
	Chat Chatter
	// Model names it, for plan cache keys ("llama3.2:3b").
	Model string
	// DataDir is the library's data folder, whose examples.jsonl adds the
	// user's examples to the built-in ones; "" uses the built-in ones only.
	// The file is re-read when it changes, so an example added while the
	// app runs is used from the next question on.
	DataDir string
	// Examples per step; 0 means DefaultExamples.
	Examples int
	// StepTimeout bounds one step, retry included (0: no bound beyond the
	// chat client's own per-call timeout and ctx).
	StepTimeout time.Duration
	// Logger gets a debug line per model call and a warning per skipped
	// user example; nil means slog.Default().
	Logger *slog.Logger
}

// Decomposer is the LLM step decomposer (qud.Decomposer): at every step it
// shows the model the examples most similar to the step, the ancestor
// chain and the question, takes one step back as schema-constrained JSON,
// checks it, and on an invalid step asks once more with the error shown.
// A step that is still invalid is an error, and the driver falls back to
// the next decomposer (the rules). It is safe for concurrent use if its
// Chatter is.
type Decomposer struct {
	cfg Config
	log *slog.Logger

	mu        sync.Mutex
	bank      *Bank
	userStamp string
	broken    map[string]error // root question → the model failure met while planning it
}

// New makes a decomposer and loads the example bank.
func New(cfg Config) (*Decomposer, error) {
	if cfg.Chat == nil {
		return nil, errors.New("llm decomposer: no chat model")
	}
	if cfg.Examples <= 0 {
		cfg.Examples = DefaultExamples
	}
	d := &Decomposer{cfg: cfg, log: cfg.Logger, broken: map[string]error{}}
	if d.log == nil {
		d.log = slog.Default()
	}
	if _, err := d.currentBank(); err != nil {
		return nil, err
	}
	return d, nil
}

// Name is the decomposer's name in traces and planner names.
func (d *Decomposer) Name() string { return "llm" }

// Model is the model's name (qud.Modeler).
func (d *Decomposer) Model() string { return d.cfg.Model }

// BankVersion is the version of the example bank in use (qud.Banker).
func (d *Decomposer) BankVersion() string {
	b, err := d.currentBank()
	if err != nil {
		return ""
	}
	return b.Version()
}

// Bank returns the example bank in use.
func (d *Decomposer) Bank() (*Bank, error) { return d.currentBank() }

// currentBank returns the bank, reloading it when the user's examples
// file has changed since it was read.
func (d *Decomposer) currentBank() (*Bank, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	stamp := ""
	if d.cfg.DataDir != "" {
		if fi, err := os.Stat(filepath.Join(d.cfg.DataDir, UserExamplesFile)); err == nil {
			stamp = fmt.Sprintf("%d/%d", fi.Size(), fi.ModTime().UnixNano())
		}
	}
	if d.bank != nil && stamp == d.userStamp {
		return d.bank, nil
	}
	b, err := LoadBank(d.cfg.DataDir)
	if err != nil {
		return nil, fmt.Errorf("llm decomposer: %w", err)
	}
	for _, e := range b.Skipped {
		d.log.Warn("skipping a user example", "err", e)
	}
	d.bank, d.userStamp = b, stamp
	return b, nil
}

// Prompt returns the messages the model is sent for question under
// history (for tests and for showing a prompt to a curious user).
func (d *Decomposer) Prompt(question string, history []qud.Turn) ([]Message, error) {
	b, err := d.currentBank()
	if err != nil {
		return nil, err
	}
	exs, err := b.Select(question, history, d.cfg.Examples)
	if err != nil {
		return nil, err
	}
	return buildMessages(question, history, exs), nil
}

// StepError is a step the model got wrong twice, or could not give.
type StepError struct {
	Question string
	Attempts int
	Err      error
}

func (e *StepError) Error() string {
	return fmt.Sprintf("llm step for %q failed after %d attempt(s): %v", e.Question, e.Attempts, e.Err)
}

func (e *StepError) Unwrap() error { return e.Err }

// Step asks the model for one step for question (qud.Decomposer).
func (d *Decomposer) Step(ctx context.Context, question string, history []qud.Turn) (*tree.Node, error) {
	root := question
	if len(history) > 0 {
		root = history[0].Question
	}
	root = qud.NormQuestion(root)
	d.mu.Lock()
	if len(history) == 0 {
		delete(d.broken, root) // a new question: give the model a new chance
	}
	broken := d.broken[root]
	d.mu.Unlock()
	if broken != nil {
		// The model failed outright earlier in this question (not running,
		// timed out): do not wait for it again on every sub-question.
		return nil, &StepError{Question: question, Err: fmt.Errorf("skipped, the model failed earlier for this question: %w", broken)}
	}
	if d.cfg.StepTimeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, d.cfg.StepTimeout)
		defer cancel()
	}
	msgs, err := d.Prompt(question, history)
	if err != nil {
		return nil, err
	}
	var lastErr error
	for attempt := 1; attempt <= 2; attempt++ {
		t0 := time.Now()
		reply, err := d.cfg.Chat.Chat(ctx, msgs, stepSchema())
		if err != nil {
			if ctx.Err() == nil {
				d.mu.Lock()
				if len(d.broken) > 256 {
					clear(d.broken)
				}
				d.broken[root] = err
				d.mu.Unlock()
			}
			return nil, &StepError{Question: question, Attempts: attempt, Err: err}
		}
		step, err := d.check(question, history, reply)
		d.log.Debug("llm step", "question", question, "depth", len(history), "attempt", attempt,
			"took", time.Since(t0).Round(time.Millisecond), "reply", clip(reply, 300), "err", err)
		if err == nil {
			return step, nil
		}
		lastErr = err
		// Show the model its reply and what is wrong with it, and ask again.
		msgs = append(msgs,
			Message{Role: "assistant", Content: reply},
			Message{Role: "user", Content: fmt.Sprintf("That step is not valid: %s\nWrite a corrected step for the same input.\nInput: %s", clip(err.Error(), 1200), question)})
	}
	return nil, &StepError{Question: question, Attempts: 2, Err: lastErr}
}

// check decodes a reply and checks the step: a known operator of the
// right shape, sub-questions that are new and about the question, and
// the driver's own step check (arguments, expressions, refs).
func (d *Decomposer) check(question string, history []qud.Turn, reply string) (*tree.Node, error) {
	step, err := parseReply(reply)
	if err != nil {
		return nil, err
	}
	if q, ok := qud.RepeatedQuestion(question, history, step); ok {
		return nil, fmt.Errorf("the sub-question %q repeats the input or a question above it: write a simpler sub-question", q)
	}
	if err := grounded(question, history, step); err != nil {
		return nil, err
	}
	if err := qud.CheckStep(question, step); err != nil {
		return nil, err
	}
	return step, nil
}

// grounded rejects a step whose text has nothing to do with the question:
// its sub-questions and query together must share a content word with the
// question or its ancestors. A working model always passes; a confused
// one (or one with random weights) writes text that shares no word.
func grounded(question string, history []qud.Turn, step *tree.Node) error {
	var texts []string
	texts = append(texts, qud.Placeholders(step)...)
	if step.Op == tree.RETRIEVE {
		texts = append(texts, step.Args.Query)
	}
	for _, t := range texts {
		if bad := strings.IndexFunc(t, func(r rune) bool { return unicode.IsControl(r) || r == unicode.ReplacementChar }); bad >= 0 {
			return fmt.Errorf("the sub-question or query %q contains control characters", clip(t, 80))
		}
	}
	if len(texts) == 0 {
		return nil
	}
	known := map[string]bool{}
	add := func(s string) {
		for _, w := range contentWords(s) {
			known[w] = true
		}
	}
	add(question)
	for _, t := range history {
		add(t.Question)
	}
	for _, t := range texts {
		for _, w := range contentWords(t) {
			if known[w] {
				return nil
			}
			for k := range known {
				if len(k) >= 3 && len(w) >= 3 && (strings.HasPrefix(k, w) || strings.HasPrefix(w, k)) {
					return nil
				}
			}
		}
	}
	return fmt.Errorf("the sub-questions %q share no word with the question: stay with what the question is about", clip(strings.Join(texts, " | "), 200))
}

// contentWords are a text's stemmed words without stop words and the
// question words every question has.
func contentWords(s string) []string {
	var out []string
	for _, w := range tokens(s) {
		if !questionWords()[w] {
			out = append(out, w)
		}
	}
	return out
}

// questionWords are the words of how a question is asked, not what it is
// about (stemmed like the tokens they are compared with), stemmed when the
// decomposer first needs them rather than at start.
var questionWords = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields("how what when where which who whom many much often with in on at for from by per all most times time number") {
		m[lexicon.WordKey(w)] = true
	}
	return m
})

func clip(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}
