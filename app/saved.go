package app

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"
)

// SavedQuestion is a question the person keeps: it is asked again when
// the library changes, and remembers its latest answer and the one before
// when the answer changed.
type SavedQuestion struct {
	Question string    `json:"question"`
	Added    time.Time `json:"added"`
	Answer   string    `json:"answer,omitempty"` // the latest answer's text
	Events   int       `json:"events"`           // the events behind it
	Ran      time.Time `json:"ran,omitzero"`
	// Previous is the answer before the latest change, and Changed when
	// that change was seen: what new data did to the answer.
	Previous string    `json:"previous,omitempty"`
	Changed  time.Time `json:"changed,omitzero"`
	Error    string    `json:"error,omitempty"` // why the latest run failed
}

// savedStore keeps the saved questions in saved.json in the data folder.
type savedStore struct {
	mu     sync.Mutex
	loaded bool
	list   []SavedQuestion
	ranGen map[string]uint64 // library generation each question last ran on
}

const savedFile = "saved.json"

func (c *Core) savedLocked() error {
	s := &c.desk.saved
	if s.loaded {
		return nil
	}
	if _, err := readJSON(filepath.Join(c.dir, savedFile), &s.list); err != nil {
		return fmt.Errorf("reading the saved questions: %w", err)
	}
	s.loaded = true
	s.ranGen = map[string]uint64{}
	return nil
}

func (c *Core) writeSavedLocked() error {
	if err := writeJSON(filepath.Join(c.dir, savedFile), c.desk.saved.list); err != nil {
		return fmt.Errorf("writing the saved questions: %w", err)
	}
	return nil
}

// SavedQuestions returns the saved questions, newest first.
func (c *Core) SavedQuestions() ([]SavedQuestion, error) {
	s := &c.desk.saved
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := c.savedLocked(); err != nil {
		return nil, err
	}
	return slices.Clone(s.list), nil
}

// IsSaved reports whether q is a saved question (ignoring case).
func (c *Core) IsSaved(q string) bool {
	list, err := c.SavedQuestions()
	return err == nil && slices.ContainsFunc(list, func(s SavedQuestion) bool { return sameQuestion(s.Question, q) })
}

func sameQuestion(a, b string) bool {
	return strings.EqualFold(strings.TrimSpace(a), strings.TrimSpace(b))
}

// SaveQuestion keeps a question with the answer it just got (a may be
// nil: it is then asked at the next re-run).
func (c *Core) SaveQuestion(q string, a *Answer) (SavedQuestion, error) {
	q = strings.TrimSpace(q)
	if q == "" {
		return SavedQuestion{}, errors.New("saving a question: the question is empty")
	}
	s := &c.desk.saved
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := c.savedLocked(); err != nil {
		return SavedQuestion{}, err
	}
	sq := SavedQuestion{Question: q, Added: time.Now()}
	s.list = slices.DeleteFunc(s.list, func(x SavedQuestion) bool {
		if sameQuestion(x.Question, q) {
			sq.Added = x.Added
			return true
		}
		return false
	})
	if a != nil && a.Result != nil {
		sq = noteRun(sq, a, nil)
		s.ranGen[strings.ToLower(q)] = c.lib.Generation()
	}
	s.list = append([]SavedQuestion{sq}, s.list...)
	return sq, c.writeSavedLocked()
}

// ForgetQuestion removes a saved question.
func (c *Core) ForgetQuestion(q string) error {
	s := &c.desk.saved
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := c.savedLocked(); err != nil {
		return err
	}
	n := len(s.list)
	s.list = slices.DeleteFunc(s.list, func(x SavedQuestion) bool { return sameQuestion(x.Question, q) })
	if len(s.list) == n {
		return nil
	}
	return c.writeSavedLocked()
}

// noteRun records an answer (or the error) of a run of sq.
func noteRun(sq SavedQuestion, a *Answer, err error) SavedQuestion {
	sq.Ran = time.Now()
	if err == nil && a != nil && a.Result != nil && a.Result.Err != nil {
		err = a.Result.Err
	}
	if err != nil {
		sq.Error = err.Error()
		return sq
	}
	sq.Error = ""
	text := a.Result.Answer.Text
	if sq.Answer != "" && text != sq.Answer {
		sq.Previous, sq.Changed = sq.Answer, sq.Ran
	}
	sq.Answer, sq.Events = text, a.Result.Evidence.Len()
	return sq
}

// RerunSaved asks again every saved question that has not run on the
// library as it is now, with the settings' planner, and reports each
// updated question to done (which may be nil). It returns how many
// answers changed.
func (c *Core) RerunSaved(ctx context.Context, done func(SavedQuestion)) (int, error) {
	list, err := c.SavedQuestions()
	if err != nil {
		return 0, err
	}
	changed := 0
	for _, sq := range list {
		if err := ctx.Err(); err != nil {
			return changed, err
		}
		gen := c.lib.Generation()
		s := &c.desk.saved
		s.mu.Lock()
		ran, ok := s.ranGen[strings.ToLower(sq.Question)]
		s.mu.Unlock()
		if ok && ran == gen {
			continue
		}
		a, err := c.Ask(ctx, sq.Question, AskOptions{})
		if ctx.Err() != nil {
			return changed, ctx.Err()
		}
		next, ok := c.updateSaved(sq.Question, func(cur SavedQuestion) SavedQuestion { return noteRun(cur, a, err) }, gen)
		if !ok {
			continue // forgotten meanwhile
		}
		if !next.Changed.IsZero() && next.Changed.Equal(next.Ran) {
			changed++
		}
		if done != nil {
			done(next)
		}
	}
	return changed, nil
}

// updateSaved applies fn to the saved question q and persists it.
func (c *Core) updateSaved(q string, fn func(SavedQuestion) SavedQuestion, gen uint64) (SavedQuestion, bool) {
	s := &c.desk.saved
	s.mu.Lock()
	defer s.mu.Unlock()
	for i, x := range s.list {
		if sameQuestion(x.Question, q) {
			s.list[i] = fn(x)
			s.ranGen[strings.ToLower(q)] = gen
			if err := c.writeSavedLocked(); err != nil {
				c.log.Warn("saving a re-run question", "question", q, "err", err)
			}
			return s.list[i], true
		}
	}
	return SavedQuestion{}, false
}

// ForgetSavedRuns makes the next RerunSaved ask every saved question,
// whether or not the library changed (the planner settings may have).
func (c *Core) ForgetSavedRuns() {
	s := &c.desk.saved
	s.mu.Lock()
	defer s.mu.Unlock()
	clear(s.ranGen)
}
