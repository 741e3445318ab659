// Package eval scores answers against benchmark gold answers and aggregates
// the per-question results into the tables the team reports.
//
// The metric is the paper's Hit@1 (the single answer is right) and
// Rlx-Hit@1 (numbers may be off by ±10 %). Answers are compared on typed,
// normalized values rather than on Python reprs as the reference code does:
//
//   - numbers are rounded to 2 decimals; a number carrying a unit is
//     converted to the gold unit when both measure the same dimension
//     (s/min/h, m/km/mi, kcal/kJ) and never across dimensions or currencies;
//     a number without a unit is read in the gold unit;
//   - text is Unicode-NFC normalized, case-folded, trimmed and has its inner
//     whitespace collapsed; diacritics are kept ("Müller" is not "Muller");
//   - dates are compared as ISO dates, datetimes at minute precision, times
//     of day as HH:MM;
//   - a gold answer with several values is a set: the answer must name
//     exactly that set (order ignored unless the question says it is
//     ordered). A single value and a one-element list are the same answer.
//
// Leniencies of the reference metric kept on purpose: a date question is
// answered by any datetime on that day (the reference compares dates as
// midnight timestamps), one-element lists equal their element, quotes around
// text are ignored. Pitfalls deliberately not reproduced: a list answer does
// not hit because it shares one element with the gold list, and a bare
// number is never rescaled by 60, 1000 or 3600 to meet the gold value.
package eval

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"time"
)

// Answer types of gold questions. TypeList is a list of text items (top-k,
// the restaurants of a trip); the other types name the type of every gold
// value, of which there may be several when the question has ties.
const (
	TypeNumber   = "number"
	TypeDate     = "date"
	TypeDateTime = "datetime"
	TypeTime     = "time"
	TypeText     = "text"
	TypeList     = "list"
)

// Complexity types a question can exercise (several per question).
const (
	Lookup      = "lookup"
	Ordering    = "ordering"
	Grouping    = "grouping"
	Temporal    = "temporal"
	Aggregation = "aggregation"
	Join        = "join"
	MultiSource = "multi-source"
)

// Question is one benchmark question with its gold answer, as stored one per
// line in questions.jsonl.
type Question struct {
	ID       string `json:"id"`
	Question string `json:"question"`
	// Answers is the gold answer: numbers as float64, dates as
	// "YYYY-MM-DD", datetimes as RFC 3339 with offset, times as "HH:MM",
	// everything else as text. Several values form a set.
	Answers    []any  `json:"answers"`
	AnswerType string `json:"answer_type"`
	// Unit of numeric answers: km, h, min, s, USD, EUR, bpm, kcal, or "".
	Unit string `json:"unit"`
	// ReferenceDate is the question's "today", YYYY-MM-DD.
	ReferenceDate string   `json:"reference_date"`
	Complexity    []string `json:"complexity"`
	Template      string   `json:"template"`
	Sources       []string `json:"sources"`
	// Ordered says the order of a list answer matters (a ranking).
	Ordered bool `json:"ordered,omitempty"`
}

// questionJSON writes Unit as null when a question has no unit, as the file
// format asks.
type questionJSON struct {
	ID            string   `json:"id"`
	Question      string   `json:"question"`
	Answers       []any    `json:"answers"`
	AnswerType    string   `json:"answer_type"`
	Unit          *string  `json:"unit"`
	ReferenceDate string   `json:"reference_date"`
	Complexity    []string `json:"complexity"`
	Template      string   `json:"template"`
	Sources       []string `json:"sources"`
	Ordered       bool     `json:"ordered,omitempty"`
}

// MarshalJSON writes the question in the questions.jsonl layout.
func (q Question) MarshalJSON() ([]byte, error) {
	j := questionJSON{
		ID: q.ID, Question: q.Question, Answers: q.Answers, AnswerType: q.AnswerType,
		ReferenceDate: q.ReferenceDate, Complexity: q.Complexity, Template: q.Template,
		Sources: q.Sources, Ordered: q.Ordered,
	}
	if q.Unit != "" {
		u := q.Unit
		j.Unit = &u
	}
	if j.Answers == nil {
		j.Answers = []any{}
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads the questions.jsonl layout.
func (q *Question) UnmarshalJSON(b []byte) error {
	var j questionJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	*q = Question{
		ID: j.ID, Question: j.Question, Answers: j.Answers, AnswerType: j.AnswerType,
		ReferenceDate: j.ReferenceDate, Complexity: j.Complexity, Template: j.Template,
		Sources: j.Sources, Ordered: j.Ordered,
	}
	if j.Unit != nil {
		q.Unit = *j.Unit
	}
	return nil
}

// Reference returns the question's reference date at midnight UTC, or the
// zero time when it is missing or malformed.
func (q Question) Reference() time.Time {
	t, err := time.Parse("2006-01-02", q.ReferenceDate)
	if err != nil {
		return time.Time{}
	}
	return t
}

// ReadQuestions reads questions.jsonl. name is used in errors only. Blank
// lines are allowed; any other malformed line is an error naming the line.
func ReadQuestions(r io.Reader, name string) ([]Question, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4<<10), 16<<20)
	var out []Question
	line := 0
	for sc.Scan() {
		line++
		b := sc.Bytes()
		if len(trimSpaceBytes(b)) == 0 {
			continue
		}
		var q Question
		if err := json.Unmarshal(b, &q); err != nil {
			return out, fmt.Errorf("reading questions %s: line %d: %w", name, line, err)
		}
		if err := q.Validate(); err != nil {
			return out, fmt.Errorf("reading questions %s: line %d: %w", name, line, err)
		}
		out = append(out, q)
	}
	if err := sc.Err(); err != nil {
		return out, fmt.Errorf("reading questions %s: line %d: %w", name, line+1, err)
	}
	return out, nil
}

// Validate checks that a question can be scored: an id, a known answer type
// and at least one gold value of that type.
func (q Question) Validate() error {
	if q.ID == "" {
		return fmt.Errorf("question without id")
	}
	switch q.AnswerType {
	case TypeNumber, TypeDate, TypeDateTime, TypeTime, TypeText, TypeList:
	default:
		return fmt.Errorf("question %s: unknown answer_type %q", q.ID, q.AnswerType)
	}
	if len(q.Answers) == 0 {
		return fmt.Errorf("question %s: no gold answers", q.ID)
	}
	if q.Unit != "" && q.AnswerType == TypeNumber {
		if _, ok := lookupUnit(q.Unit); !ok {
			return fmt.Errorf("question %s: unknown unit %q", q.ID, q.Unit)
		}
	}
	for i, a := range q.Answers {
		if _, ok := normalizeGold(q, a); !ok {
			return fmt.Errorf("question %s: gold answer %d (%v) is not a valid %s", q.ID, i, a, q.AnswerType)
		}
	}
	return nil
}

func trimSpaceBytes(b []byte) []byte {
	i, j := 0, len(b)
	for i < j && (b[i] == ' ' || b[i] == '\t' || b[i] == '\r' || b[i] == '\n') {
		i++
	}
	for j > i && (b[j-1] == ' ' || b[j-1] == '\t' || b[j-1] == '\r' || b[j-1] == '\n') {
		j--
	}
	return b[i:j]
}

// Answer is a system's answer as the scorer sees it. The answering engine's
// typed answer is converted into it; Text alone (a rendered answer) is
// enough, Value is preferred when set.
type Answer struct {
	// Type is the engine's view of the answer type; informative only, the
	// gold type decides how the answer is read.
	Type string
	// Value is a number (any Go integer or float kind), a time.Time, a
	// time.Duration, a string, or a slice of those.
	Value any
	// Unit of a numeric Value ("km", "min", "EUR", ...), if any.
	Unit string
	// Text is the answer as rendered for people; read when Value is nil.
	Text string
}
