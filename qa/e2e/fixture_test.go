package e2e

import (
	"context"
	"testing"
	"time"

	"reqap/app"
	"reqap/internal/test"
	"reqap/lang/tsv"
	"reqap/qa/tree"
)

// openFixture imports a folder of testdata into a new library; a file of
// it not imported fails the test.
func openFixture(t *testing.T, dir string) *app.Core {
	t.Helper()
	c, err := app.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	j := c.Import(context.Background(), []string{dir}, nil)
	if err := j.Wait(); err != nil {
		t.Fatal(err)
	}
	for _, r := range j.Results() {
		if r.Status != app.Imported {
			t.Fatalf("fixture %s: %s", r.Path, r)
		}
	}
	return c
}

// askAll asks each question of the table file of testdata (a question and
// the text of its answer a row) of c with the rules planner on today, and
// checks that the rules planned it and the answer's text: the shared
// harness of the fixtures, whose expectations are written beside them.
func askAll(t *testing.T, c *app.Core, today time.Time, file string) {
	t.Helper()
	test.ReadTable(t, file, func(line int, cells []string) error {
		if err := tsv.Exactly(cells, 2); err != nil {
			return err
		}
		q, answer := cells[0], cells[1]
		t.Run(q, func(t *testing.T) {
			a, err := c.Ask(context.Background(), q, app.AskOptions{Today: today, Planner: app.PlannerRules})
			if err != nil {
				t.Fatal(err)
			}
			if a.Planner != app.PlannerRules {
				t.Errorf("planner %q", a.Planner)
			}
			if got := a.Result.Answer.Text; got != answer {
				t.Errorf("%s:%d: answer %q, want %q\n%s", file, line, got, answer, tree.Format(a.Plan))
			}
		})
		return nil
	})
}
