package app

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"reqap/internal/test"
	"reqap/qa"
	"reqap/qa/qud"
	"reqap/qa/qud/rules"
)

func askCore(t *testing.T) *Core {
	t.Helper()
	c := openCore(t)
	importWait(t, c, "testdata/runs.events.jsonl")
	return c
}

func TestAskAnswersWithRulesAndCachesThePlan(t *testing.T) {
	c := askCore(t)
	today := time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)
	opts := AskOptions{Today: today, Planner: PlannerRules}
	var stages []string
	opts.Progress = func(s string) { stages = append(stages, s) }
	a, err := c.Ask(context.Background(), "How many times did I go running last year?", opts)
	if err != nil {
		t.Fatal(err)
	}
	if a.Result.Answer.Text != "2" || a.Planner != "rules" || a.Fallback != "" {
		t.Errorf("answer %q by %q (fallback %q), want 2 by rules", a.Result.Answer.Text, a.Planner, a.Fallback)
	}
	if strings.Join(stages, ",") != "planning,running" {
		t.Errorf("stages %v", stages)
	}
	if a.Trace.Cached {
		t.Error("first plan came from the cache")
	}
	a, err = c.Ask(context.Background(), "How many times did I go  running last year?", AskOptions{Today: today, Planner: PlannerRules})
	if err != nil {
		t.Fatal(err)
	}
	if !a.Trace.Cached {
		t.Error("the same question was planned again instead of reusing the cached plan")
	}
	// "last year" is read against the day asked for, not the day planned.
	a, err = c.Ask(context.Background(), "How many times did I go running last year?", AskOptions{Today: today.AddDate(1, 0, 0), Planner: PlannerRules})
	if err != nil {
		t.Fatal(err)
	}
	// the zero says the workouts recorded lie before that year
	if a.Result.Answer.Text != "0 — nothing then: your Workouts records lie between 2024-05-01 and 2024-05-04" {
		t.Errorf("runs in 2025 asked in 2026: %q, want 0 and when the runs lie", a.Result.Answer.Text)
	}
}

// TestAskCachedKeepsUnderstanding: a question served from the plan cache,
// in this process or the next, says what was not understood and what was
// corrected as it did when it was planned.
func TestAskCachedKeepsUnderstanding(t *testing.T) {
	dir := t.TempDir()
	c := openCoreIn(t, dir)
	importWait(t, c, "testdata/runs.events.jsonl")
	opts := AskOptions{Today: time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC), Planner: PlannerRules}
	const q = "How many times did I go runing with zorblax last year?"
	first, err := c.Ask(context.Background(), q, opts)
	if err != nil {
		t.Fatal(err)
	}
	if len(first.Corrected) == 0 || len(first.Unlinked) == 0 {
		t.Fatalf("corrected %q, unlinked %q: the test wants both", first.Corrected, first.Unlinked)
	}
	c.Close()
	// What was understood is kept with the plan, so that a cached question
	// is not linked against the library again.
	data, err := os.ReadFile(filepath.Join(dir, qud.PlanCacheFile))
	if err != nil || !strings.Contains(string(data), `"note":{"Unlinked":["zorblax"]`) {
		t.Errorf("the plan cache keeps no note of what was understood: %v\n%s", err, data)
	}
	for i := range 2 {
		c := openCoreIn(t, dir)
		a, err := c.Ask(context.Background(), q, opts)
		read := c.catalog.cat != nil
		c.Close()
		if err != nil {
			t.Fatal(err)
		}
		if read {
			t.Errorf("asking again (%d): the catalog was read for a cached question", i)
		}
		if !a.Trace.Cached {
			t.Fatalf("asking again (%d): the plan was not cached", i)
		}
		if !slices.Equal(a.Corrected, first.Corrected) || !slices.Equal(a.Unlinked, first.Unlinked) || !slices.Equal(a.Suggested, first.Suggested) || !slices.Equal(a.Caveats, first.Caveats) {
			t.Errorf("asking again (%d): corrected %q unlinked %q suggested %v, first %q %q %v", i,
				a.Corrected, a.Unlinked, a.Suggested, first.Corrected, first.Unlinked, first.Suggested)
		}
	}
}

// An answer says what the reading settled for where the question asked
// more: an average of something the library cannot measure is a count, and
// the answer must not pass for the average.
func TestAskSaysHowItReadTheQuestion(t *testing.T) {
	c := askCore(t)
	opts := AskOptions{Today: time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC), Planner: PlannerRules}
	for range 2 { // planned, then from the cache
		a, err := c.Ask(context.Background(), "What was my average run in 2024? And my longest?", opts)
		if err != nil {
			t.Fatal(err)
		}
		if got := a.NotUnderstood(); !strings.Contains(got, "How I read it: ") || !strings.Contains(got, "only the first sentence was understood") {
			t.Errorf("cached %v: NotUnderstood() = %q, want how the question was read", a.Trace.Cached, got)
		}
	}
}

func TestAskUsesSettingsToday(t *testing.T) {
	c := askCore(t)
	if _, err := c.UpdateSettings(func(s *Settings) { s.Today = "2024-05-31"; s.Planner = PlannerRules }); err != nil {
		t.Fatal(err)
	}
	a, err := c.Ask(context.Background(), "How many times did I go running this month?", AskOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if a.Today.Format("2006-01-02") != "2024-05-31" || a.Result.Answer.Text != "2" {
		t.Errorf("today %s, answer %q; want 2024-05-31 and 2", a.Today.Format("2006-01-02"), a.Result.Answer.Text)
	}
}

func TestAskErrors(t *testing.T) {
	c := askCore(t)
	if _, err := c.Ask(context.Background(), "   ", AskOptions{}); err == nil {
		t.Error("an empty question was accepted")
	}
	if _, err := c.Ask(context.Background(), "How many runs?", AskOptions{Planner: "magic"}); err == nil || !strings.Contains(err.Error(), "unknown planner") {
		t.Errorf("unknown planner: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := c.Ask(ctx, "How many runs did I do?", AskOptions{Planner: PlannerRules, NoCache: true}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled ask: %v, want context.Canceled", err)
	}
}

// With no Ollama server, auto falls back to rules and says why; llm fails
// with a clear error.
func TestAskWithoutLanguageModel(t *testing.T) {
	c := askCore(t)
	dead := httptest.NewServer(http.NotFoundHandler())
	url := dead.URL
	dead.Close()
	a, err := c.Ask(context.Background(), "How many runs did I do?", AskOptions{Planner: PlannerAuto, OllamaURL: url})
	if err != nil {
		t.Fatal(err)
	}
	if a.Planner != "rules" || !strings.Contains(a.Fallback, "not available") {
		t.Errorf("auto without a server: planner %q, fallback %q", a.Planner, a.Fallback)
	}
	if a.Result.Answer.Text != "2" {
		t.Errorf("answer %q, want 2", a.Result.Answer.Text)
	}
	_, err = c.Ask(context.Background(), "How many runs did I do?", AskOptions{Planner: PlannerLLM, OllamaURL: url})
	if err == nil || !strings.Contains(err.Error(), "not available") {
		t.Errorf("llm without a server: %v, want a clear error", err)
	}
	if _, err := c.CheckModel(context.Background(), url, "llama3.2:3b"); err == nil {
		t.Error("CheckModel succeeded against a closed server")
	}
}

// TestAskWithOllama runs the LLM planner against a real server when
// REQAP_OLLAMA_URL names one (REQAP_OLLAMA_MODEL, default "tiny", the
// random-weight test model: its steps fail validation and fall back to
// rules, which exercises the whole client path).
func TestAskWithOllama(t *testing.T) {
	url, model := test.Ollama(t)
	c := askCore(t)
	st, err := c.CheckModel(context.Background(), url, model)
	if err != nil {
		t.Fatalf("checking %s: %v", url, err)
	}
	t.Logf("server: %s", st)
	a, err := c.Ask(context.Background(), "How many runs did I do?", AskOptions{Planner: PlannerLLM, OllamaURL: url, Model: model, NoCache: true})
	if err != nil {
		t.Fatal(err)
	}
	if a.Planner != "llm+rules" || a.Result.Answer.Text != "2" {
		t.Errorf("planner %q answer %q, want llm+rules and 2", a.Planner, a.Result.Answer.Text)
	}
}

// A total, a count, a date or a yes over what was found without the words not
// understood says so in the answer itself; an answer that says why
// already, a list and everything understood are left as they are.
func TestTotalWithoutWordsNotUnderstoodIsMarked(t *testing.T) {
	for _, c := range []struct {
		ans      qa.Answer
		unlinked []string
		want     string
	}{
		{qa.Answer{Type: qa.AnswerNumber, Text: "113.41 USD"}, []string{"Prime Day"}, `113.41 USD — without "Prime Day", which I did not understand: not an answer about it`},
		{qa.Answer{Type: qa.AnswerBool, Text: "yes"}, []string{"kindle", "cheap"}, `yes — without "kindle", "cheap", which I did not understand: not an answer about it`},
		{qa.Answer{Type: qa.AnswerNumber, Text: "73"}, nil, "73"},
		// a date found without them is whenever anything else was
		{qa.Answer{Type: qa.AnswerDate, Text: "2024-09-02"}, []string{"fought"}, `2024-09-02 — without "fought", which I did not understand: not an answer about it`},
		{qa.Answer{Type: qa.AnswerNumber, Text: "0 — nothing found for \"Seinfeld\""}, []string{"Seinfeld"}, "0 — nothing found for \"Seinfeld\""},
		{qa.Answer{Type: qa.AnswerList, Text: "Archer, The Office"}, []string{"funny"}, "Archer, The Office"},
	} {
		a := c.ans
		if markUnread(&a, c.unlinked); a.Text != c.want {
			t.Errorf("markUnread(%q, %q) = %q, want %q", c.ans.Text, c.unlinked, a.Text, c.want)
		}
	}
}

func TestNotUnderstoodSaysWhatWasMissedAndOffersNames(t *testing.T) {
	cases := []struct {
		a    Answer
		want string
	}{
		{Answer{}, ""},
		{Answer{Corrected: []string{"runing → running"}}, "Read runing → running"},
		{Answer{Unlinked: []string{"Archr"}, Suggested: []rules.Suggestion{{Word: "Archr", Meant: "Archer"}}},
			"I did not understand: Archr (not in your library: left out, or searched for as a name). Did you mean Archer?"},
		{Answer{Unlinked: []string{"Swfit", "Radioheda"}, Suggested: []rules.Suggestion{{Word: "Swfit", Meant: "Swift"}, {Word: "Radioheda", Meant: "Radiohead"}}},
			"I did not understand: Swfit, Radioheda (not in your library: left out, or searched for as a name). Did you mean Swift for Swfit, Radiohead for Radioheda?"},
		{Answer{Caveats: []string{"an average of nothing measurable: counting"}}, "How I read it: an average of nothing measurable: counting"},
		{Answer{Unlinked: []string{"nevr"}, Suggested: []rules.Suggestion{{Word: "nevr", Meant: "Nevra"}}, Caveats: []string{"a"}},
			"I did not understand: nevr (not in your library: left out, or searched for as a name). Did you mean Nevra? How I read it: a"},
	}
	for _, c := range cases {
		if got := c.a.NotUnderstood(); got != c.want {
			t.Errorf("NotUnderstood() = %q, want %q", got, c.want)
		}
	}
	// The JSON writes suggestions as it writes corrections.
	var js strings.Builder
	if err := cases[3].a.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	var out struct{ Suggested []string }
	if err := json.Unmarshal([]byte(js.String()), &out); err != nil {
		t.Fatal(err)
	}
	if want := []string{"Swfit → Swift", "Radioheda → Radiohead"}; !slices.Equal(out.Suggested, want) {
		t.Errorf("JSON suggested %q, want %q", out.Suggested, want)
	}
}
