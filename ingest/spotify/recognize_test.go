package spotify

import (
	"testing"

	"reqap/ingest"
)

// A format is known by its recipe alone: a name that starts with one of its
// prefixes and ends in .json, and records with every one of its keys and
// at least one of its names. The recipe here is made up, so that what the
// test shows is the recipe and not one of Spotify's formats.
func TestFormatRecognize(t *testing.T) {
	f := format{prefixes: []string{"Plays_", "old_"}, keys: []string{"t", "ms"}, names: []string{"song", "show"}}
	for _, c := range []struct {
		path, head string
		want       int
	}{
		{"d/Plays_1.json", `[{"t":"x","ms":1,"show":"s"}]`, ingest.ScoreNameContent},
		{"d/OLD_2.JSON", `[{"t":"x","ms":1,"song":"s"}]`, ingest.ScoreNameContent},
		{"d/Plays_1.json", `[]`, ingest.ScoreNameContent},
		{"d/other.json", `[{"t":"x","ms":1,"song":"s"}]`, ingest.ScoreContent},
		{"d/other.json", `[]`, 0},
		{"d/Plays_1.csv", `[{"t":"x","ms":1,"song":"s"}]`, ingest.ScoreContent},
		{"d/Plays_1.json", `[{"t":"x","song":"s"}]`, ingest.ScoreName},
		{"d/Plays_1.json", `[{"t":"x","ms":1}]`, ingest.ScoreName},
		{"d/Plays_1.json", `{"t":"x","ms":1,"song":"s"}`, ingest.ScoreName},
	} {
		if got := f.recognize(ingest.Candidate{Path: c.path, Head: []byte(c.head)}).Score; got != c.want {
			t.Errorf("%s %s: score %d, want %d", c.path, c.head, got, c.want)
		}
	}
}
