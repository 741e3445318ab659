package llm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"reqap/internal/test"
	"reqap/models/ollama"
	"reqap/qa/qud"
	"reqap/qa/tree"
)

// chatRequest is what the test server records of a /api/chat request.
type chatRequest struct {
	Model    string           `json:"model"`
	Messages []Message        `json:"messages"`
	Format   json.RawMessage  `json:"format"`
	Options  map[string]any   `json:"options"`
	Stream   *bool            `json:"stream"`
	Extra    *json.RawMessage `json:"tools,omitempty"`
}

// replayServer is an Ollama server that answers /api/chat with recorded
// replies (testdata/replies/NAME.json, hand-written in the form Ollama
// sends them), one per request in order, and records the requests.
type replayServer struct {
	t       *testing.T
	mu      sync.Mutex
	replies []string
	delays  []time.Duration // per request, optional
	got     []chatRequest
}

func (s *replayServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || r.URL.Path != "/api/chat" {
		http.NotFound(w, r)
		return
	}
	var req chatRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		s.t.Errorf("chat request is not JSON: %v", err)
	}
	s.mu.Lock()
	n := len(s.got)
	s.got = append(s.got, req)
	var delay time.Duration
	if n < len(s.delays) {
		delay = s.delays[n]
	}
	name := ""
	if n < len(s.replies) {
		name = s.replies[n]
	}
	s.mu.Unlock()
	if delay > 0 {
		select {
		case <-time.After(delay):
		case <-r.Context().Done():
			return
		}
	}
	if name == "" {
		w.WriteHeader(http.StatusInternalServerError)
		io.WriteString(w, `{"error":"the test has no more recorded replies"}`)
		return
	}
	data, err := os.ReadFile(filepath.Join("testdata", "replies", name+".json"))
	if err != nil {
		s.t.Errorf("reading recorded reply: %v", err)
	}
	w.Header().Set("Content-Type", "application/x-ndjson")
	w.Write(data)
}

// script replaces the replies and delays still to come (by request
// number, counting from the first request ever).
func (s *replayServer) script(replies []string, delays []time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.replies, s.delays = replies, delays
}

func (s *replayServer) requests() []chatRequest {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]chatRequest(nil), s.got...)
}

// ollamaChat is how the app wires the decomposer to models/ollama.
func ollamaChat(c *ollama.Client) ChatFunc {
	return func(ctx context.Context, msgs []Message, format json.RawMessage) (string, error) {
		r, err := c.Chat(ctx, ollamaMessages(msgs), format, nil)
		return r.Content, err
	}
}

// ollamaMessages are msgs as models/ollama takes them.
func ollamaMessages(msgs []Message) []ollama.Message {
	m := make([]ollama.Message, len(msgs))
	for i, x := range msgs {
		m[i] = ollama.Message{Role: x.Role, Content: x.Content}
	}
	return m
}

// newReplay starts a replay server with replies and returns a decomposer
// talking to it through the real Ollama client.
func newReplay(t *testing.T, timeout time.Duration, replies ...string) (*replayServer, *Decomposer) {
	t.Helper()
	s := &replayServer{t: t, replies: replies}
	srv := httptest.NewServer(s)
	t.Cleanup(srv.Close)
	c, err := ollama.New(ollama.Config{URL: srv.URL, Model: "llama3.2:3b", Timeout: timeout})
	if err != nil {
		t.Fatal(err)
	}
	d, err := New(Config{Chat: ollamaChat(c), Model: c.Model()})
	if err != nil {
		t.Fatal(err)
	}
	return s, d
}

// fallbackRules stands in for the rule decomposer (qa/qud/rules) at the
// end of the chain: a fixture that answers any question with a complete,
// valid tree (count what RETRIEVE finds), so tests can see that the
// driver fell back and what it got.
type fallbackRules struct{ calls int }

func (r *fallbackRules) Name() string { return "rules" }

func (r *fallbackRules) Step(_ context.Context, q string, _ []qud.Turn) (*tree.Node, error) {
	r.calls++
	return &tree.Node{Op: tree.APPLY, Question: q, Args: tree.Args{Fn: "len(items)"},
		Inputs: []*tree.Node{{Op: tree.RETRIEVE, Question: q, Args: tree.Args{Query: q}}}}, nil
}

const run11 = "How often did I run after 11 PM?"

func TestStepRequest(t *testing.T) {
	s, d := newReplay(t, time.Minute, "run11-apply")
	step, err := d.Step(context.Background(), run11, nil)
	if err != nil {
		t.Fatal(err)
	}
	if step.Op != tree.APPLY || step.Args.Fn != "len(items)" || len(step.Inputs) != 1 ||
		!qud.IsPlaceholder(step.Inputs[0]) || step.Inputs[0].Question != "my runs after 11 PM" {
		t.Errorf("step = %s", tree.Format(step))
	}
	reqs := s.requests()
	if len(reqs) != 1 {
		t.Fatalf("%d requests, want 1", len(reqs))
	}
	r := reqs[0]
	if r.Model != "llama3.2:3b" || r.Stream == nil || *r.Stream || r.Options["temperature"] != 0.0 {
		t.Errorf("request model %q stream %v options %v", r.Model, r.Stream, r.Options)
	}
	var want, got any
	json.Unmarshal(StepSchema(), &want)
	json.Unmarshal(r.Format, &got)
	if fmt.Sprint(want) != fmt.Sprint(got) {
		t.Error("the request's format is not the step schema")
	}
	// System turn, 8 example dialogues, the question.
	b, _ := d.Bank()
	nSteps := 0
	sel, err := b.Select(run11, nil, DefaultExamples)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range sel {
		nSteps += len(e.Steps)
	}
	if len(r.Messages) != 1+2*nSteps+1 {
		t.Errorf("%d messages, want %d", len(r.Messages), 1+2*nSteps+1)
	}
	if r.Messages[0].Role != "system" || r.Messages[0].Content != instruction() {
		t.Error("the first message is not the instruction")
	}
	last := r.Messages[len(r.Messages)-1]
	if last.Role != "user" || last.Content != "Starting with a new question.\nInput: "+run11 {
		t.Errorf("last message = %+v", last)
	}
	// The most similar example comes last, right before the question.
	if got := r.Messages[len(r.Messages)-2].Content; !strings.HasPrefix(got, `{"op":"RETRIEVE","args":{"query":"I went running"`) {
		t.Errorf("the last example step is %s, want the RETRIEVE of the runs-after-11-PM example", got)
	}
	for i := 1; i < len(r.Messages); i++ {
		want := "user"
		if i%2 == 0 {
			want = "assistant"
		}
		if r.Messages[i].Role != want {
			t.Fatalf("message %d is %s, want %s: turns must alternate", i, r.Messages[i].Role, want)
		}
	}
}

// A whole plan made by the LLM through the driver, one step per call.
func TestPlanByLLM(t *testing.T) {
	s, d := newReplay(t, time.Minute, "run11-apply", "run11-filter", "run11-retrieve")
	rules := &fallbackRules{}
	plan, trace, err := qud.Plan(context.Background(), run11, qud.Options{Decomposers: []qud.Decomposer{d, rules}})
	if err != nil {
		t.Fatal(err)
	}
	want := `(1) APPLY len(items) — "How often did I run after 11 PM?"
  (2) FILTER hour(start_time) >= 23 — "my runs after 11 PM"
    (3) RETRIEVE "I went running" sources=[workout] — "I went running"`
	if got := tree.Format(plan); got != want {
		t.Errorf("plan:\n%s\nwant:\n%s", got, want)
	}
	if rules.calls != 0 {
		t.Errorf("the rules were asked %d times", rules.calls)
	}
	for _, st := range trace.Steps {
		if st.Decomposer != "llm" || len(st.Fallbacks) != 0 {
			t.Errorf("step %q by %q, fallbacks %v", st.Question, st.Decomposer, st.Fallbacks)
		}
	}
	// The third call sees the ancestor chain: both questions and steps.
	reqs := s.requests()
	if len(reqs) != 3 {
		t.Fatalf("%d requests, want 3", len(reqs))
	}
	m := reqs[2].Messages
	tail := m[len(m)-5:]
	wantTail := []Message{
		{Role: "user", Content: "Starting with a new question.\nInput: " + run11},
		{Role: "assistant", Content: `{"op":"APPLY","inputs":["my runs after 11 PM"],"args":{"fn":"len(items)"}}`},
		{Role: "user", Content: "Input: my runs after 11 PM"},
		{Role: "assistant", Content: `{"op":"FILTER","inputs":["I went running"],"args":{"condition":"hour(start_time) >= 23"}}`},
		{Role: "user", Content: "Input: I went running"},
	}
	for i := range wantTail {
		if tail[i] != wantTail[i] {
			t.Errorf("history turn %d = %+v, want %+v", i, tail[i], wantTail[i])
		}
	}
}

// An invalid step is asked again with the reply and the error shown.
func TestRetryShowsTheError(t *testing.T) {
	s, d := newReplay(t, time.Minute, "run11-filter-python", "run11-filter")
	hist := []qud.Turn{{Question: run11, Step: &tree.Node{Op: tree.APPLY, Args: tree.Args{Fn: "len(items)"}, Inputs: []*tree.Node{qud.Placeholder("my runs after 11 PM")}}}}
	step, err := d.Step(context.Background(), "my runs after 11 PM", hist)
	if err != nil {
		t.Fatal(err)
	}
	if step.Op != tree.FILTER || step.Args.Condition != "hour(start_time) >= 23" {
		t.Errorf("step = %s", tree.Format(step))
	}
	reqs := s.requests()
	if len(reqs) != 2 {
		t.Fatalf("%d requests, want 2", len(reqs))
	}
	first, second := reqs[0].Messages, reqs[1].Messages
	if len(second) != len(first)+2 {
		t.Fatalf("the retry has %d messages, want %d", len(second), len(first)+2)
	}
	bad, fix := second[len(second)-2], second[len(second)-1]
	if bad.Role != "assistant" || !strings.Contains(bad.Content, "lambda attr") {
		t.Errorf("the retry does not show the invalid reply: %+v", bad)
	}
	if fix.Role != "user" || !strings.Contains(fix.Content, "does not compile") || !strings.HasSuffix(fix.Content, "Input: my runs after 11 PM") {
		t.Errorf("the retry does not show the error: %q", fix.Content)
	}
}

// Invalid twice (four kinds of invalid): the driver falls back to the
// rules, and the trace says why.
func TestFallbackToRules(t *testing.T) {
	tests := []struct {
		name    string
		replies []string
		reason  string
	}{
		{"malformed, cut off at the token limit", []string{"truncated", "truncated"}, "not a JSON step"},
		{"Python instead of our expressions", []string{"run11-filter-python", "run11-filter-python"}, "does not compile"},
		{"sub-question loops", []string{"run11-filter-loop", "run11-filter-loop"}, "repeats the input"},
		{"gibberish", []string{"gibberish", "gibberish"}, "share no word"},
		{"malformed then invalid", []string{"truncated", "run11-filter-python"}, "does not compile"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, d := newReplay(t, time.Minute, tc.replies...)
			rules := &fallbackRules{}
			q := "my runs after 11 PM"
			plan, trace, err := qud.Plan(context.Background(), q, qud.Options{Decomposers: []qud.Decomposer{d, rules}})
			if err != nil {
				t.Fatal(err)
			}
			if plan.Op != tree.APPLY || plan.Inputs[0].Op != tree.RETRIEVE || rules.calls != 1 {
				t.Errorf("plan = %s (rules asked %d times)", tree.Format(plan), rules.calls)
			}
			if n := len(s.requests()); n != 2 {
				t.Errorf("%d model calls, want 2 (one retry)", n)
			}
			st := trace.Steps[0]
			if st.Decomposer != "rules" || len(st.Fallbacks) != 1 || st.Fallbacks[0].Decomposer != "llm" {
				t.Fatalf("trace step = %+v", st)
			}
			if r := st.Fallbacks[0].Reason; !strings.Contains(r, tc.reason) || !strings.Contains(r, "after 2 attempt") {
				t.Errorf("fallback reason %q does not say %q", r, tc.reason)
			}
		})
	}
}

func TestFencedReplyAccepted(t *testing.T) {
	_, d := newReplay(t, time.Minute, "fenced")
	step, err := d.Step(context.Background(), run11, nil)
	if err != nil || step.Op != tree.APPLY {
		t.Fatalf("step = %v, %v", step, err)
	}
}

// A model that does not answer in time costs one timeout per question, not
// one per sub-question; a new question tries it again.
func TestTimeout(t *testing.T) {
	s, d := newReplay(t, 100*time.Millisecond)
	s.script(nil, []time.Duration{10 * time.Second, 0, 10 * time.Second})
	hist := []qud.Turn{{Question: run11, Step: &tree.Node{Op: tree.APPLY, Args: tree.Args{Fn: "len(items)"}, Inputs: []*tree.Node{qud.Placeholder("my runs after 11 PM")}}}}
	_, err := d.Step(context.Background(), "my runs after 11 PM", hist)
	if !errors.Is(err, ollama.ErrTimeout) {
		t.Fatalf("error = %v, want a timeout", err)
	}
	var se *StepError
	if !errors.As(err, &se) || se.Attempts != 1 {
		t.Errorf("error = %#v, want a StepError after 1 attempt", err)
	}
	_, err = d.Step(context.Background(), "I went running", append(hist, qud.Turn{Question: "my runs after 11 PM"}))
	if err == nil || !strings.Contains(err.Error(), "skipped") {
		t.Errorf("second step error = %v, want skipped", err)
	}
	if n := len(s.requests()); n != 1 {
		t.Errorf("%d model calls, want 1", n)
	}
	s.script([]string{"", "run11-apply"}, nil)
	if _, err := d.Step(context.Background(), run11, nil); err != nil {
		t.Errorf("a new question: %v", err)
	}
}

func TestCancellation(t *testing.T) {
	s, d := newReplay(t, time.Minute, "run11-apply")
	s.script([]string{"run11-apply"}, []time.Duration{time.Minute})
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	t0 := time.Now()
	_, _, err := qud.Plan(ctx, run11, qud.Options{Decomposers: []qud.Decomposer{d, &fallbackRules{}}})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("Plan error = %v, want context.Canceled", err)
	}
	if time.Since(t0) > 10*time.Second {
		t.Error("cancellation did not stop the call")
	}
	// A cancelled question does not mark the model as broken. The
	// cancelled request may not have reached the server (the cancel can
	// come first on a loaded machine): the next request, whichever it is,
	// gets the reply.
	next := make([]string, len(s.requests())+1)
	next[len(next)-1] = "run11-apply"
	s.script(next, nil)
	if _, err := d.Step(context.Background(), run11, nil); err != nil {
		t.Errorf("after cancellation: %v", err)
	}
}

// A user example added while the decomposer runs is used from the next
// step on, and changes the bank version.
func TestUserExamplesReloaded(t *testing.T) {
	dir := t.TempDir()
	d, err := New(Config{Chat: ChatFunc(func(context.Context, []Message, json.RawMessage) (string, error) { return "", errors.New("unused") }), DataDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	v1 := d.BankVersion()
	if _, err := AddUserExample(dir, []byte(userPlan)); err != nil {
		t.Fatal(err)
	}
	if d.BankVersion() == v1 {
		t.Error("the bank version did not change")
	}
	msgs, err := d.Prompt("How often did I go bouldering in 2023?", nil)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(msgs[len(msgs)-2].Content, `"I went bouldering"`) {
		t.Errorf("the user's example is not the nearest one: %q", msgs[len(msgs)-2].Content)
	}
}

// The prompt for a step, rendered to text, is a golden file: any change to
// the instruction, the rendering or the example selection shows up in
// review. Run `go test ./qa/qud/llm -run TestPromptGolden -update` to
// accept a change.
func TestPromptGolden(t *testing.T) {
	d, err := New(Config{Chat: ChatFunc(func(context.Context, []Message, json.RawMessage) (string, error) { return "", nil })})
	if err != nil {
		t.Fatal(err)
	}
	hist := []qud.Turn{{
		Question: "How many km did I cycle in the first week of 2021?",
		Step: &tree.Node{Op: tree.SUM, Args: tree.Args{Attr: "distance_km"},
			Inputs: []*tree.Node{qud.Placeholder("my bike rides in the first week of 2021 with distance")}},
	}}
	msgs, err := d.Prompt("my bike rides in the first week of 2021 with distance", hist)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, m := range msgs {
		fmt.Fprintf(&b, "### %s\n%s\n\n", m.Role, m.Content)
	}
	got := b.String()
	test.Golden(t, filepath.Join("testdata", "prompt.golden"), []byte(got))
	t.Logf("prompt: %d messages, %d characters (about %d tokens)", len(msgs), len(got), len(got)/4)
}
