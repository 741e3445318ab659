package retrieve

import (
	"testing"

	"reqap/internal/libtest"
)

// What was skipped is what a journal says did not happen: "I skipped
// the gym" finds the gym sessions told as not done ("Didn't make it to
// the gym", "Skipped the gym"), however worded, and not those done, also
// where the question's sources are the workouts (a session not done is
// told, not recorded as a workout).
func TestSkippedIsToldNotDone(t *testing.T) {
	lib := libtest.Open(t,
		toldDay("done", "workout", "n1", 1, "text", "Gym after work, legs.", "workout_type", "strength_training", "activity", "strength training"),
		toldDay("skip1", "journal", "n2", 2, "text", "Didn't make it to the gym.", "activity", "strength training", "modality", "negated"),
		toldDay("skip2", "journal", "n3", 3, "text", "Skipped the gym, couldn't be bothered.", "activity", "strength training", "modality", "negated"),
		toldDay("plan", "journal", "n4", 4, "text", "Should go to the gym tomorrow.", "activity", "strength training", "modality", "planned"),
	)
	r := newRetriever(t, lib)
	for _, src := range [][]string{nil, {"workout"}} {
		wantRetrieved(t, r, otxReq("I skipped the gym", src...), "skip1", "skip2")
	}
	wantRetrieved(t, r, otxReq("I went to the gym"), "done")
}

// Two names joined by "or" (or weighed by "than") are either: "I saw Lena or Sofia" finds the
// days with Lena, with Sofia and with both, so that the two can be
// weighed.
func TestNamesJoinedByOr(t *testing.T) {
	lib := libtest.Open(t,
		toldDay("l", "journal", "n1", 1, "text", "Coffee with Lena at Café Kanne.", "participants", []string{"Lena"}),
		toldDay("s", "journal", "n2", 2, "text", "Drinks with Sofia.", "participants", []string{"Sofia"}),
		toldDay("ls", "journal", "n3", 3, "text", "Dinner with Lena and Sofia.", "participants", []string{"Lena", "Sofia"}),
		toldDay("m", "journal", "n4", 4, "text", "Climbing with Max.", "participants", []string{"Max"}),
	)
	r := newRetriever(t, lib)
	wantRetrieved(t, r, otxReq("I saw Lena or Sofia"), "l", "ls", "s")
	// the preposition said again, or the two weighed by "than"
	for _, q := range []string{"I met up with Lena or with Sofia", "I met up more with Lena than with Sofia", "I met up more with Lena than Sofia"} {
		wantRetrieved(t, r, otxReq(q), "l", "ls", "s")
	}
	wantRetrieved(t, r, otxReq("I saw Lena and Sofia"), "ls")
}

// Sports said as alternatives are either: no workout is two sports at
// once, so "I went walking or running or hiking" finds each walk, run and
// hike, and no ride.
func TestSportsJoinedByOr(t *testing.T) {
	lib := libtest.Open(t,
		toldDay("r", "workout", "w1", 1, "workout_type", "running"),
		toldDay("w", "workout", "w2", 2, "workout_type", "walking"),
		toldDay("h", "workout", "w3", 3, "workout_type", "hiking"),
		toldDay("c", "workout", "w4", 4, "workout_type", "cycling"),
	)
	r := newRetriever(t, lib)
	for q, want := range map[string][]string{
		"I went walking or running or hiking": {"h", "r", "w"},
		"I went running or cycling":           {"c", "r"},
		"I went running":                      {"r"},
	} {
		wantRetrieved(t, r, otxReq(q, "workout"), want...)
	}
}
