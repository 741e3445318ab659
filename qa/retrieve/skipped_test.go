package retrieve

import (
	"slices"
	"testing"
	"time"

	"reqap/internal/libtest"
)

// What was skipped is what a journal says did not happen: "I skipped
// the gym" finds the gym sessions told as not done ("Didn't make it to
// the gym", "Skipped the gym"), however worded, and not those done, also
// where the question's sources are the workouts (a session not done is
// told, not recorded as a workout).
func TestSkippedIsToldNotDone(t *testing.T) {
	day := func(d int) time.Time { return time.Date(2026, 4, d, 0, 0, 0, 0, time.UTC) }
	lib := libtest.Open(t,
		toldEv("done", "workout", "n1", day(1), day(1), "text", "Gym after work, legs.", "workout_type", "strength_training", "activity", "strength training"),
		toldEv("skip1", "journal", "n2", day(2), day(2), "text", "Didn't make it to the gym.", "activity", "strength training", "modality", "negated"),
		toldEv("skip2", "journal", "n3", day(3), day(3), "text", "Skipped the gym, couldn't be bothered.", "activity", "strength training", "modality", "negated"),
		toldEv("plan", "journal", "n4", day(4), day(4), "text", "Should go to the gym tomorrow.", "activity", "strength training", "modality", "planned"),
	)
	r := newRetriever(t, lib)
	for _, src := range [][]string{nil, {"workout"}} {
		if got, want := retrieve(t, r, "I skipped the gym", src...), []string{"skip1", "skip2"}; !slices.Equal(got, want) {
			t.Errorf("sources %q: skipped %q, want %q", src, got, want)
		}
	}
	if got, want := retrieve(t, r, "I went to the gym"), []string{"done"}; !slices.Equal(got, want) {
		t.Errorf("went %q, want %q", got, want)
	}
}

// Two names joined by "or" (or weighed by "than") are either: "I saw Lena or Sofia" finds the
// days with Lena, with Sofia and with both, so that the two can be
// weighed.
func TestNamesJoinedByOr(t *testing.T) {
	day := func(d int) time.Time { return time.Date(2026, 4, d, 0, 0, 0, 0, time.UTC) }
	lib := libtest.Open(t,
		toldEv("l", "journal", "n1", day(1), day(1), "text", "Coffee with Lena at Café Kanne.", "participants", []string{"Lena"}),
		toldEv("s", "journal", "n2", day(2), day(2), "text", "Drinks with Sofia.", "participants", []string{"Sofia"}),
		toldEv("ls", "journal", "n3", day(3), day(3), "text", "Dinner with Lena and Sofia.", "participants", []string{"Lena", "Sofia"}),
		toldEv("m", "journal", "n4", day(4), day(4), "text", "Climbing with Max.", "participants", []string{"Max"}),
	)
	r := newRetriever(t, lib)
	if got, want := retrieve(t, r, "I saw Lena or Sofia"), []string{"l", "ls", "s"}; !slices.Equal(got, want) {
		t.Errorf("Lena or Sofia: %q, want %q", got, want)
	}
	// the preposition said again, or the two weighed by "than"
	for _, q := range []string{"I met up with Lena or with Sofia", "I met up more with Lena than with Sofia", "I met up more with Lena than Sofia"} {
		if got, want := retrieve(t, r, q), []string{"l", "ls", "s"}; !slices.Equal(got, want) {
			t.Errorf("%s: %q, want %q", q, got, want)
		}
	}
	if got, want := retrieve(t, r, "I saw Lena and Sofia"), []string{"ls"}; !slices.Equal(got, want) {
		t.Errorf("Lena and Sofia: %q, want %q", got, want)
	}
}

// Sports said as alternatives are either: no workout is two sports at
// once, so "I went walking or running or hiking" finds each walk, run and
// hike, and no ride.
func TestSportsJoinedByOr(t *testing.T) {
	day := func(d int) time.Time { return time.Date(2026, 4, d, 0, 0, 0, 0, time.UTC) }
	lib := libtest.Open(t,
		toldEv("r", "workout", "w1", day(1), day(1), "workout_type", "running"),
		toldEv("w", "workout", "w2", day(2), day(2), "workout_type", "walking"),
		toldEv("h", "workout", "w3", day(3), day(3), "workout_type", "hiking"),
		toldEv("c", "workout", "w4", day(4), day(4), "workout_type", "cycling"),
	)
	r := newRetriever(t, lib)
	for q, want := range map[string][]string{
		"I went walking or running or hiking": {"h", "r", "w"},
		"I went running or cycling":           {"c", "r"},
		"I went running":                      {"r"},
	} {
		if got := retrieve(t, r, q, "workout"); !slices.Equal(got, want) {
			t.Errorf("%s: %q, want %q", q, got, want)
		}
	}
}
