package eval

import (
	"strings"
	"testing"
	"time"
)

// FuzzScore feeds arbitrary answer texts to every answer type: scoring must
// never panic, relaxed must include hit, and a text gold is always hit by
// its own spelling.
func FuzzScore(f *testing.F) {
	for _, s := range []string{"12.5 km", "1,234.50 €", "2023-05-01", "May 1, 2023 at 6:30 PM", "6:30 pm",
		"Tom, Lea and Anna", `["a","b"]`, "1:05:30", "2 h 30 min", "[[[", "\u0301\u0301", "€-.5", "9999999999999999999999 km"} {
		f.Add(s, uint8(0))
	}
	types := []Question{
		{ID: "n", AnswerType: TypeNumber, Unit: "km", Answers: []any{12.5}},
		{ID: "n2", AnswerType: TypeNumber, Answers: []any{0.0}},
		{ID: "d", AnswerType: TypeDate, Answers: []any{"2023-05-01"}},
		{ID: "dt", AnswerType: TypeDateTime, Answers: []any{"2023-05-01T18:30:00+02:00"}},
		{ID: "t", AnswerType: TypeTime, Answers: []any{"18:30"}},
		{ID: "x", AnswerType: TypeText, Answers: []any{"Anna"}},
		{ID: "l", AnswerType: TypeList, Answers: []any{"Anna", "Tom", "Lea"}},
	}
	f.Fuzz(func(t *testing.T, s string, which uint8) {
		gold := types[int(which)%len(types)]
		for _, a := range []Answer{{Text: s}, {Value: s}, {Value: []string{s, s}}, {Value: 3.0, Unit: s}} {
			hit, rlx := Score(gold, a)
			if hit && !rlx {
				t.Fatalf("hit without relaxed for %q", s)
			}
		}
		_, _, _ = ParseQuantity(s)
		_, _ = ParseDate(s)
		_, _ = ParseClock(s)
		_, _, _ = ParseDateTime(s, time.UTC)
		if NormalizeText(s) != "" && !strings.ContainsAny(s, ",;\n&") {
			self := Question{ID: "s", AnswerType: TypeText, Answers: []any{s}}
			if hit, _ := Score(self, Answer{Text: s}); !hit {
				t.Fatalf("text %q does not hit itself", s)
			}
		}
		if _, err := ReadQuestions(strings.NewReader(s), "fuzz.jsonl"); err != nil && !strings.Contains(err.Error(), "fuzz.jsonl") {
			t.Fatalf("error does not name the file: %v", err)
		}
	})
}
