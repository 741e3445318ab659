package rules

// Readings of questions that ask yes or no: whether anything matches, or
// whether a statement holds, checked by code. Those a few lines can check
// are cases in testdata/readings/whether.txt.

import (
	"slices"
	"strings"
	"testing"

	"reqap/index/catalog"
	"reqap/internal/libtest"
	"reqap/qa/tree"
)

// "Before bed" is the night, as a journal's "read before bed" is placed at
// import: no happening of a bed whose first date bounds the question.
func TestBeforeBedIsNight(t *testing.T) {
	d := withCatalog(t, journal46Catalog("bed"))
	for q := range treesHave(t, d, map[string][]string{
		"how many times did I read before bed":     {"start_time >= time(22, 0)"},
		"what did I eat before going to bed":       {"start_time >= time(22, 0)"},
		"did I have a snack at bedtime in october": {"start_time >= time(22, 0)"},
	}) {
		n, _ := d.Decompose(q)
		if strings.Contains(tree.Format(n), `RETRIEVE "bed"`) {
			t.Errorf("%q: bed read as a happening:\n%s", q, tree.Format(n))
		}
	}
}

// TestFinishedUnrecorded: whether a series was finished is no mark any
// stream export keeps; the answer says so.
func TestFinishedUnrecorded(t *testing.T) {
	d := testLibrary(t)
	_, f := d.Decompose("Did I finish Archer?")
	if !slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, "you finished") }) {
		t.Errorf("notes %q do not say finishing is not recorded", f.Notes)
	}
	// a skip said in the passive is the same mark
	_, f = d.Decompose("On which days in January 2006 was the Daily Sync skipped?")
	if !slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, "you skipped") }) {
		t.Errorf("notes %q do not say skipping is not recorded", f.Notes)
	}
	// a mail's star, its being read, a post's being seen: no mail or post
	// export here keeps them
	for q, w := range map[string]string{"Which emails did I star?": "you starred", "How many of my emails did I read?": "you read",
		"Which emails were flagged?": "you starred", "How many people saw my posts?": "how many people saw"} {
		if _, f := d.Decompose(q); !slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, w) }) {
			t.Errorf("%q: notes %q do not say %q is not recorded", q, f.Notes, w)
		}
	}
	// reading is a mark of mail only: books read are a doing
	if _, f := d.Decompose("How many books did I read in 2020?"); slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, "you read") }) {
		t.Errorf("books read said unrecorded: %q", f.Notes)
	}
}

// Mail I sent to someone named, where no mail is known to be mine (who I
// am is not set), is the mail to them whoever sent it, said so; where
// the library knows mail as sent, the direction stays.
func TestToWhoeverSent(t *testing.T) {
	mail := func(dir ...string) *catalog.Catalog {
		fields := []catalog.Field{{Key: "from", Kind: "text", Events: 20, Distinct: 3, Names: true, Values: libtest.Ranked(20, "Carl Knoos <cknoos@atg.com>", "Cristy <cristy@dupont.com>")},
			{Key: "to", Kind: "list", Events: 20, Distinct: 3}, {Key: "subject", Kind: "text", Events: 20, Distinct: 20}}
		if len(dir) > 0 {
			fields = append(fields, catalog.Field{Key: "direction", Kind: "text", Events: 20, Distinct: len(dir), Names: true, Values: libtest.Ranked(20, dir...)})
		}
		return &catalog.Catalog{Signature: "mail-" + strings.Join(dir, "-"), Sources: []catalog.Source{{Name: "mail", Events: 20, Fields: fields}}}
	}
	for _, tt := range []struct {
		cat     *catalog.Catalog
		q       string
		whoever bool
	}{
		{mail("received"), "Did I ever write to Carl Knoos?", true},
		{mail("received"), "How many emails did I send to Cristy?", true},
		{mail("received", "sent"), "Did I ever write to Carl Knoos?", false},
		{mail("received"), "How many emails did I send?", false},
	} {
		n, f := withCatalog(t, tt.cat).Decompose(tt.q)
		text := tree.Format(n)
		said := slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, "was taken whoever sent it") })
		if said != tt.whoever || strings.Contains(text, `direction == "sent"`) == tt.whoever {
			t.Errorf("%s %q: notes %q, want whoever %v\n%s", tt.cat.Signature, tt.q, f.Notes, tt.whoever, text)
		}
	}
}

// "ever" between a measure and its bound ("was my heart rate ever above
// 150 during a run") leaves the bound the records' condition.
func TestEverBetweenMeasureAndBound(t *testing.T) {
	d := Must()
	treesHave(t, d, map[string][]string{
		"Was my heart rate ever above 150 during a run?":    {"max_heart_rate_bpm > 150", "len(items) > 0"},
		"did my heart rate ever go above 150 during a run?": {"max_heart_rate_bpm > 150", "len(items) > 0"},
	})
}

// A game is played, not heard: "play board games", "play chess" search
// whatever tells of it, not the music streams; a title played is heard.
func TestGamePlayedIsNoMusic(t *testing.T) {
	d := testLibrary(t)
	for _, q := range []string{"Did I ever play board games?", "How often did I play chess?", "Did I play a card game last week?"} {
		if n, _ := d.Decompose(q); strings.Contains(tree.Format(n), "music_stream") {
			text := tree.Format(n)
			t.Errorf("%q: a game played searched as music:\n%s", q, text)
		}
	}
	if n, _ := d.Decompose("Did I play Glory Box?"); !strings.Contains(tree.Format(n), "music_stream") {
		text := tree.Format(n)
		t.Errorf("a title played is no longer heard:\n%s", text)
	}
}

// A number of times said of one day asks of the days that held so many:
// whether any did, how many did, which.
func TestTimesInOneDay(t *testing.T) {
	cat := &catalog.Catalog{Signature: "runs-per-day", Sources: []catalog.Source{
		{Name: "workout", Events: 40, Fields: []catalog.Field{
			{Key: "workout_type", Kind: "text", Events: 40, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "running", Count: 40}}},
			{Key: "distance_km", Kind: "number", Events: 40}}},
	}}
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"Have I ever run twice in one day?":                    {"APPLY len(items) > 0", "keys=[start_date]", "count >= 2"},
		"did i ever go for two runs on the same day":           {"APPLY len(items) > 0", "count >= 2"},
		"How many days did I run three times in a single day?": {"APPLY len(items)", "keys=[start_date]", "count >= 3"},
		"on which days did I run twice in one day":             {"keys=[start_date]", "count >= 2", "map(items, .start_date)"},
	})
	for _, q := range []string{"Have I ever run twice in one day?", "did i ever go for two runs on the same day"} {
		if _, f := d.Decompose(q); slices.Contains(f.Notes, whetherNote) || strings.Contains(f.Query, "two") || strings.Contains(f.Query, "twice") {
			t.Errorf("%q: query %q, notes %v", q, f.Query, f.Notes)
		}
	}
}

// "Have I watched every episode of Archer": the library holds only what
// was done, not the whole of a kind; the answer says it tells whether
// any was (a confident "yes" before). "Every day" is a window's days, no
// kind of thing.
func TestEveryThingNotKnown(t *testing.T) {
	d := testLibrary(t)
	for _, q := range []string{"Have I watched every episode of Archer?", "have I listened to every Taylor Swift album?", "Did I listen to all the songs by Radiohead?"} {
		if _, f := d.Decompose(q); !slices.ContainsFunc(f.Notes, func(n string) bool { return strings.HasPrefix(n, "whether every ") }) {
			t.Errorf("%q: no note that every one is not known: %s", q, f)
		}
	}
	for _, q := range []string{"Did I run every day in March 2021?", "Were all my runs longer than 2 km?"} {
		if _, f := d.Decompose(q); slices.ContainsFunc(f.Notes, func(n string) bool { return strings.HasPrefix(n, "whether every ") }) {
			t.Errorf("%q: a note of every one of a kind: %s", q, f)
		}
	}
}

// A bare number bounding an average ("was my average heart rate on runs
// above 150") is the average's bound in the unit the measure is kept in:
// the average was answered with its yes or no not worked out. A time's
// bare number says no unit, and stays not worked out.
func TestAverageBareBound(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"Was my average running distance in 2018 above 10?": {"(avg(map(items, .distance_km)) ?? 0) > 10", "year(start_date) == 2018"},
		"Was my average ride distance in 2021 over 20?":     {"(avg(map(items, .distance_km)) ?? 0) > 20", "cycling"},
	})
	notesSay(t, d, "yes or no", []noteCase{{"Was my average run duration in 2018 above 60?", whetherNote}, {"Was my average running distance in 2018 above 10?", ""}})
}

// "In the month before my trip" is one window of time, no month each of
// which is asked of: "did I go running more than 4 times in the month
// before my trip to Lisbon" asked whether any month held more than 4
// runs.
func TestAnchoredPeriodIsNoEachPeriod(t *testing.T) {
	d := pq50Library(t)
	for _, q := range []string{"Did I go running more than 4 times in the month before my trip to Lisbon?", "Did I run more than 3 times in the week after my birthday?"} {
		treesLack(t, d, "_count >", "the window was read as every month", q)
		treesHave(t, d, map[string][]string{q: {"APPLY len(items) >"}})
	}
	// a period asked of stays one
	treesHave(t, d, map[string][]string{"Did I ever run more than 4 times in a week?": {"week_count > 4"}})
}

// The rings or goals together, said by a determiner alone or by the name
// the health export gives them, are all of its goals met: "did I close my
// activity rings" searched the words, "close" linked to the orders'
// status "Closed".
func TestAllGoalsTogether(t *testing.T) {
	all := "exercise_goal_met == true && move_goal_met == true && stand_goal_met == true"
	treesUnderstood(t, real46Lib(t), map[string][]string{
		"did I close my activity rings":               {"FILTER " + all, "sources=[health]"},
		"did I close my rings":                        {"FILTER " + all},
		"how many days did I hit all my goals":        {all},
		"how many times did I miss my activity rings": {"!(" + all + ")"},
		"how often did I hit my move goal":            {"FILTER move_goal_met == true"},
	})
}

// "Were all my runs in 2016?": every one at a time, which the planner
// cannot turn into a condition of none outside it; it answered whether
// any was, confidently ("yes" of runs from 2015 to 2023). Now it says so.
func TestAllOfATimeSaid(t *testing.T) {
	d := real49Lib(t)
	notesSay(t, d, `"all" of a time`, []noteCase{
		{"were all my runs in 2016?", allThenNote},
		{"did all my runs happen in 2016?", allThenNote},
		{"were any of my runs in 2016?", ""},
		{"have all my orders shipped?", ""},
	})
}
