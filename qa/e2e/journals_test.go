package e2e

import (
	"testing"
	"time"
)

// journals are the journal fixtures of testdata, each a folder of notes or
// an export in a voice of its own, asked the questions of the table named
// after it (testdata/daily.tsv) on the day it was written up to. The top of
// each table says how its answers were worked out and what is not asserted
// yet.
var journals = []struct {
	name  string
	today time.Time
}{
	{"daily", time.Date(2026, 3, 16, 12, 0, 0, 0, time.UTC)},
	{"diary", time.Date(2026, 5, 27, 12, 0, 0, 0, time.UTC)},
	{"narrative", time.Date(2026, 10, 1, 12, 0, 0, 0, time.UTC)},
	{"vault", time.Date(2026, 6, 3, 12, 0, 0, 0, time.UTC)},
}

func TestJournalQuestions(t *testing.T) {
	for _, j := range journals {
		t.Run(j.name, func(t *testing.T) {
			askAll(t, openFixture(t, "testdata/"+j.name), j.today, j.name+".tsv")
		})
	}
}
