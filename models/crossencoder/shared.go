package crossencoder

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"
)

// shared holds the models loaded in this process, by folder and the
// state of its files: a model is loaded once, and again only when its
// files change.
var shared struct {
	mu     sync.Mutex
	models map[string]*sharedModel
}

type sharedModel struct {
	stamp string
	once  sync.Once
	m     *Model
	err   error
}

// Shared returns the model in dir, loading it on first use with the
// default options. Every caller in the process gets the same *Model
// (never Close it); a folder whose model.onnx or tokenizer.json changed
// is loaded afresh. A failure is remembered until the files change.
func Shared(ctx context.Context, dir string) (*Model, error) {
	abs, err := filepath.Abs(dir)
	if err != nil || dir == "" {
		return Load(ctx, dir, Options{}) // reports the error
	}
	stamp := stampOf(abs)
	shared.mu.Lock()
	if shared.models == nil {
		shared.models = map[string]*sharedModel{}
	}
	e := shared.models[abs]
	if e == nil || e.stamp != stamp {
		e = &sharedModel{stamp: stamp}
		shared.models[abs] = e
	}
	shared.mu.Unlock()
	e.once.Do(func() { e.m, e.err = Load(context.WithoutCancel(ctx), abs, Options{}) })
	return e.m, e.err
}

func stampOf(dir string) string {
	s := ""
	for _, f := range []string{ModelFile, TokenizerFile, ConfigFile} {
		if st, err := os.Stat(filepath.Join(dir, f)); err == nil {
			s += fmt.Sprintf("%s:%d:%d;", f, st.Size(), st.ModTime().UnixNano())
		}
	}
	return s
}

// Report is the outcome of Check: the model and a test pair it scored.
type Report struct {
	Info
	TestQuery, TestText string
	TestScore           float32
	TestTime            time.Duration
}

// Test pair of Check: a question and an event text it is about.
const (
	testQuery = "How many kilometres did I run last week?"
	testText  = "source: workout\nworkout type: running\ndistance km: 5.2"
)

// Check loads the model in dir (once per process, see Shared) and scores
// a test pair, so the settings can show that the folder works: its name,
// size and the test score, or why it does not.
func Check(ctx context.Context, dir string) (Report, error) {
	m, err := Shared(ctx, dir)
	if err != nil {
		return Report{}, err
	}
	r := Report{Info: m.Info(), TestQuery: testQuery, TestText: testText}
	start := time.Now()
	s, err := m.scoreUncached(ctx, testQuery, testText)
	r.TestTime = time.Since(start)
	if err != nil {
		return r, fmt.Errorf("the model in %s failed on a test pair: %w", r.Dir, err)
	}
	r.TestScore = s
	return r, nil
}

// scoreUncached runs the network on one pair, so a check proves the
// network runs even when the pair was scored before.
func (m *Model) scoreUncached(ctx context.Context, query, text string) (float32, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.pipe == nil {
		return 0, fmt.Errorf("the model is closed")
	}
	q, budget := m.fit(query)
	t, _ := m.truncate(text, budget)
	s, err := m.run(ctx, q, []string{t})
	if err != nil {
		return 0, err
	}
	return s[0], nil
}
