package retrieve

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/internal/libtest"
	"reqap/internal/test"
	"reqap/qa"
	"reqap/qa/otx"
	"reqap/qa/retrieve/lexicon"
)

// life is a small library whose answers are known exactly. Formats stand
// for the exports the events came from (strava, ical, twitter ...): events
// of one format never merge with each other.
func life() []ingest.Event {
	return []ingest.Event{
		// Football: practice in the calendar and on Strava, overlapping; a
		// post the next day; a match whose post says nothing about the day.
		ev("cal-fb1", "calendar", "ical", at(5, 18, 0), at(5, 19, 30), "summary", "Football practice"),
		ev("str-fb1", "workout", "strava", at(5, 18, 5), at(5, 19, 25), "workout_type", "soccer", "name", "Evening Soccer"),
		ev("tw-fb1", "social_media", "twitter", at(6, 9, 0), at(6, 9, 0), "text", "Legs are dead after yesterday's training ⚽😵"),
		ev("str-fb2", "workout", "strava", at(10, 11, 0), at(10, 12, 45), "workout_type", "soccer", "name", "Sunday League"),
		ev("ig-fb2", "social_media", "instagram", at(10, 13, 30), at(10, 13, 30), "text", "Home win!! ⚽🔥"),
		ev("ig-kick", "social_media", "instagram", at(16, 17, 0), at(16, 17, 0), "text", "Kick-about in the park with the lads"),
		// Noise for football.
		ev("cal-train", "calendar", "ical", at(12, 9, 0), at(12, 17, 0), "summary", "Compliance training"),
		ev("sp-anthem", "music_stream", "spotify", at(5, 17, 0), at(5, 17, 4), "artist", "The Lads", "track", "Football anthem"),
		ev("amz-boots", "online_purchase", "amazon", at(11, 12, 0), at(11, 12, 0), "product", "Adidas football boots", "price", 89.99, "currency", "EUR"),
		// Runs, and songs whose titles say run.
		ev("str-run1", "workout", "strava", at(7, 7, 0), at(7, 7, 45), "workout_type", "running", "name", "Morning Run"),
		ev("str-run2", "workout", "strava", at(9, 8, 0), at(9, 9, 10), "workout_type", "trail_running", "name", "Hills"),
		ev("sp-run", "music_stream", "spotify", at(7, 7, 5), at(7, 7, 9), "artist", "Kate Bush", "track", "Running Up That Hill"),
		// Music.
		ev("sp-dp1", "music_stream", "spotify", at(7, 7, 9), at(7, 7, 13), "artist", "Daft Punk", "track", "Get Lucky"),
		ev("sp-dp2", "music_stream", "spotify", at(7, 20, 0), at(7, 20, 5), "artist", "Daft Punk", "track", "One More Time"),
		ev("sp-dp3", "music_stream", "spotify", at(8, 20, 0), at(8, 20, 5), "artist", "Daft Punk", "track", "Around the World"),
		ev("tw-dp", "social_media", "twitter", at(8, 22, 0), at(8, 22, 0), "text", "Daft Punk on repeat all evening"),
		// Food.
		ev("cal-luigi", "calendar", "ical", at(9, 19, 0), at(9, 21, 0), "summary", "Dinner at Trattoria da Luigi", "attendees", []string{"Anna Berg <anna@x.org>"}),
		ev("ig-carb", "social_media", "instagram", at(10, 10, 0), at(10, 10, 0), "text", "Still full from yesterday with Anna 😅 Best carbonara in town 🍝"),
		ev("mail-oven", "mail", "mbox", at(13, 21, 0), at(13, 21, 0), "subject", "Saturday", "from", "Robert Klein <robert@x.org>",
			"body", "Thanks for coming over! Finally inaugurated the pizza oven. Let's do it again soon."),
		ev("cal-sushi", "calendar", "ical", at(14, 19, 0), at(14, 21, 0), "summary", "Sakura Sushi with Tom"),
		// A mail to a friend that tells of no meeting.
		ev("mail-congrats", "mail", "mbox", at(17, 21, 0), at(17, 21, 0), "subject", "Congrats!!", "to", "Robert Klein <robert@x.org>",
			"body", "Robert! I just heard the news, congratulations!"),
		// One that says they have not met, and may some day.
		ev("mail-ages", "mail", "mbox", at(24, 21, 0), at(24, 21, 0), "subject", "Long time no see", "to", "Robert Klein <robert@x.org>",
			"body", "Hey Robert, it's been ages! How are you? We should catch up soon."),
		// Family.
		ev("mail-mum", "mail", "mbox", at(12, 12, 0), at(12, 12, 0), "subject", "Lunch with mum", "from", "Mum <mum@x.org>", "body", "Shall we meet on Sunday?"),
		ev("cal-mom", "calendar", "ical", at(15, 15, 0), at(15, 16, 0), "summary", "Coffee with Mom"),
		ev("cal-dad", "calendar", "ical", at(15, 18, 0), at(15, 19, 0), "summary", "Call dad"),
		// Health.
		ev("cal-gp", "calendar", "ical", at(18, 8, 30), at(18, 9, 0), "summary", "GP check-up"),
		ev("cal-dent", "calendar", "ical", at(19, 14, 0), at(19, 14, 30), "summary", "Dentist"),
		// a dentist's appointment said by its adjective
		ev("cal-clean", "calendar", "ical", at(19, 10, 45), at(19, 11, 30), "summary", "Dental cleaning"),
		// A rare, decisive word deep in a long mail.
		ev("mail-long", "mail", "mbox", at(20, 9, 0), at(20, 9, 0), "subject", "Newsletter", "from", "club@x.org",
			"body", longBody("Zanzibar")),
		// Purchases and posts, for whole-source queries.
		ev("amz-book", "online_purchase", "amazon", at(21, 12, 0), at(21, 12, 0), "product", "The Hobbit (paperback)", "price", 9.99, "currency", "EUR"),
		// Sports gear is named by the sport or the equipment, never by the
		// word "sports"; light bulbs and books are not sports gear.
		ev("amz-cap", "online_purchase", "amazon", at(23, 12, 0), at(23, 12, 0), "product", "Swim Cap, Silicone", "price", 7.5, "currency", "EUR"),
		ev("amz-racket", "online_purchase", "amazon", at(23, 12, 5), at(23, 12, 5), "product", "Badminton Racket, Carbon", "price", 39.0, "currency", "EUR"),
		// A post about a thing bought is about the purchase, not the sport.
		ev("tw-racket", "social_media", "twitter", at(25, 10, 0), at(25, 10, 0), "text", "Badminton Racket, Carbon finally arrived 📦"),
		ev("amz-bands", "online_purchase", "amazon", at(24, 9, 0), at(24, 9, 0), "product", "Resistance Bands Set", "price", 19.99, "currency", "EUR"),
		ev("amz-bulbs", "online_purchase", "amazon", at(24, 9, 0), at(24, 9, 0), "product", "LED Light Bulbs E27, Warm White (6-Pack)", "price", 13.0, "currency", "EUR"),
		ev("tw-plain", "social_media", "twitter", at(21, 20, 0), at(21, 20, 0), "text", "What a week."),
		ev("fb-plain", "social_media", "facebook", at(22, 20, 0), at(22, 20, 0), "text", "Happy to be home."),
	}
}

// longBody is a 300-word mail that mentions word once, near the end.
func longBody(word string) string {
	words := []string{"club", "news", "and", "updates", "for", "members"}
	var b strings.Builder
	for i := range 300 {
		if i == 280 {
			b.WriteString(word + " ")
		}
		b.WriteString(words[i%len(words)] + " ")
	}
	return b.String()
}

func TestRetrieve(t *testing.T) {
	evs := life()
	// Social posts carry their platform, as the importers write it.
	for i := range evs {
		if evs[i].Source == ingest.SocialMedia {
			evs[i].SetText("platform", evs[i].Origin.Format)
		}
	}
	r := newRetriever(t, libtest.Open(t, evs...))
	tests := []struct {
		name, query string
		sources     []string
		want        []string
	}{
		// Recall of paraphrases, synonyms and emoji, with de-duplication.
		{"football", "I played football", nil, []string{"cal-fb1+str-fb1+tw-fb1", "ig-fb2+str-fb2", "ig-kick"}},
		{"soccer synonym", "I played soccer", nil, []string{"cal-fb1+str-fb1+tw-fb1", "ig-fb2+str-fb2", "ig-kick"}},
		{"emoji query", "⚽", nil, []string{"cal-fb1+str-fb1+tw-fb1", "ig-fb2+str-fb2", "ig-kick"}},
		{"running with type pattern", "I went running", nil, []string{"str-run1", "str-run2"}},
		{"italian food", "I ate Italian food", nil, []string{"cal-luigi+ig-carb", "mail-oven"}},
		{"japanese food", "I had Japanese food", nil, []string{"cal-sushi"}},
		{"any food", "I ate food", nil, []string{"cal-luigi+ig-carb", "cal-sushi", "mail-mum", "mail-oven"}},
		{"mum", "I met with my mum", nil, []string{"cal-mom", "mail-mum"}},
		{"parents", "I saw my parents", nil, []string{"cal-dad", "cal-mom", "mail-mum"}},
		{"doctor", "my doctor's appointments", nil, []string{"cal-clean", "cal-dent", "cal-gp"}},
		{"dentist", "I went to the dentist", nil, []string{"cal-clean", "cal-dent"}},
		{"gp, not every doctor", "I had GP appointments", nil, []string{"cal-gp"}},
		// A thesaurus synonym (WordNet's "association football" is soccer)
		// finds what the concept's strong terms find in the sources it
		// points at, though they count as related terms.
		{"thesaurus synonym", "I played association football", nil, []string{"cal-fb1+str-fb1+tw-fb1", "ig-fb2+str-fb2", "ig-kick"}},
		// Rare but decisive words.
		{"restaurant name", "Trattoria da Luigi", nil, []string{"cal-luigi"}},
		{"person", "Robert", nil, []string{"mail-ages", "mail-congrats", "mail-oven"}},
		// meeting someone is no writing to them: a mail counts when it
		// tells of being together ("Thanks for coming over!")
		{"met a person", "I met up with Robert", nil, []string{"mail-oven"}},
		{"saw a person", "I saw Robert", nil, []string{"mail-oven"}},
		{"rare word in a long mail", "Zanzibar", nil, []string{"mail-long"}},
		// Source hints.
		{"songs by an artist", "songs by Daft Punk", nil, []string{"sp-dp1", "sp-dp2", "sp-dp3"}},
		{"artist without a cue", "Daft Punk", nil, []string{"sp-dp1", "sp-dp2", "sp-dp3", "tw-dp"}},
		{"purchase not workout", "I bought football boots", nil, []string{"amz-boots"}},
		{"post of a thing bought is no session", "I played badminton", nil, []string{}},
		{"post of a thing bought, bought", "I bought a badminton racket", nil, []string{"amz-racket"}},
		{"explicit sources win", "I played football", []string{"calendar"}, []string{"cal-fb1"}},
		{"explicit sources win over cues", "songs by Daft Punk", []string{"social_media"}, []string{"tw-dp"}},
		// Whole sources.
		{"whole music", "I listened to a song", nil, []string{"sp-anthem", "sp-dp1", "sp-dp2", "sp-dp3", "sp-run"}},
		{"whole purchases", "my online purchases", nil, []string{"amz-bands", "amz-book", "amz-boots", "amz-bulbs", "amz-cap", "amz-racket"}},
		{"sports gear", "sports gear", []string{"online_purchase"}, []string{"amz-bands", "amz-boots", "amz-cap", "amz-racket"}},
		{"whole with a field restriction", "tweets I posted", nil, []string{"tw-dp", "tw-fb1", "tw-plain", "tw-racket"}},
		{"explicit source, no concept", "things", []string{"online_purchase"}, []string{"amz-bands", "amz-book", "amz-boots", "amz-bulbs", "amz-cap", "amz-racket"}},
		// Nothing to look for.
		{"filler only", "things I did", nil, []string{}},
		{"unknown word", "xylophone", nil, []string{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantRetrieved(t, r, otxReq(tt.query, tt.sources...), tt.want...)
		})
	}
}

// A merged item carries all its events and sources, and a text written
// the next day does not stretch the happening's times.
func TestMergedItem(t *testing.T) {
	r := newRetriever(t, libtest.Open(t,
		ev("c", "calendar", "ical", at(5, 18, 0), at(5, 19, 30), "summary", "Football practice"),
		ev("w", "workout", "strava", at(5, 18, 5), at(5, 19, 40), "workout_type", "soccer"),
		ev("p", "social_media", "twitter", at(6, 9, 0), at(6, 9, 0), "text", "Legs are dead after yesterday's training ⚽"),
	))
	items, err := r.Retrieve(context.Background(), otxReq("I played football"))
	if err != nil || len(items) != 1 {
		t.Fatalf("items %v, err %v", items, err)
	}
	it := items[0]
	if got := it.Value(qa.AttrSource); !qa.Equal(got, []string{"calendar", "workout", "social_media"}) {
		t.Errorf("source = %v", got)
	}
	if got, want := it.Value(qa.AttrStartDateTime), at(5, 18, 0); !qa.Equal(got, want) {
		t.Errorf("start_datetime = %v, want %v", got, want)
	}
	if got, want := it.Value(qa.AttrEndDateTime), at(5, 19, 40); !qa.Equal(got, want) {
		t.Errorf("end_datetime = %v, want %v", got, want)
	}
	if got := it.Value(qa.AttrStartDate); got != qa.NewDate(2024, 3, 5) {
		t.Errorf("start_date = %v", got)
	}
	if len(it.Events) != 3 || it.Events[2].ID != "p" {
		t.Errorf("events = %v, want the post last", it.EventIDs())
	}
}

// Sources taken whole for a query that names no concept ("everything")
// share nothing but being taken: a calendar entry, a post written during
// it and a day's step count are three happenings, not one; records of
// one kind from two exports (a run in two apps) still are one.
func TestEverythingApart(t *testing.T) {
	r := newRetriever(t, libtest.Open(t,
		ev("c", "calendar", "ical", at(5, 9, 0), at(5, 18, 0), "summary", "Prague Castle"),
		ev("p", "social_media", "twitter", at(5, 12, 0), at(5, 12, 0), "text", "Beer tasting tour"),
		ev("h", "health", "applehealth", at(5, 0, 0), at(6, 0, 0), "measurement", "step count"),
		ev("w1", "workout", "strava", at(5, 7, 0), at(5, 7, 40), "workout_type", "running"),
		ev("w2", "workout", "garmin", at(5, 7, 0), at(5, 7, 41), "workout_type", "running"),
	))
	items, err := r.Retrieve(context.Background(), otxReq("everything", "calendar", "social_media", "health", "workout"))
	if err != nil || len(items) != 4 {
		var ss []string
		for _, it := range items {
			ss = append(ss, it.Summary())
		}
		t.Fatalf("items %q, err %v, want 4 (the two runs one)", ss, err)
	}
}

// Plays of two songs that overlap, kept by two exports (Spotify's account
// data and its extended history), are two plays: one item of both showed
// one song's title with the other's fields ("Shake It", offline, of
// "Calm Down" played offline). The same play in both is one.
func TestOverlappingPlaysApart(t *testing.T) {
	r := newRetriever(t, libtest.Open(t,
		ev("a1", "music_stream", "spotify_account", at(5, 18, 15), at(5, 18, 18), "artist", "Metro Station", "track", "Shake It"),
		ev("x1", "music_stream", "spotify_extended", at(5, 18, 17), at(5, 18, 20), "artist", "Rema", "track", "Calm Down", "offline", true),
		ev("a2", "music_stream", "spotify_account", at(5, 19, 0), at(5, 19, 3), "artist", "Rema", "track", "Calm Down"),
		ev("x2", "music_stream", "spotify_extended", at(5, 19, 0), at(5, 19, 3), "artist", "Rema", "track", "Calm Down"),
	))
	items, err := r.Retrieve(context.Background(), otxReq("I listened to music"))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := groups(items), []string{"a1", "a2+x2", "x1"}; !slices.Equal(got, want) {
		t.Fatalf("items %q, want %q", got, want)
	}
}

// A reminder is about the appointment it announces: it joins the calendar
// entry at that time, and without one it is an item at that time, so a
// question about the time of day or the year of appointments reads the
// appointment, not the mail.
func TestAnnouncedHappening(t *testing.T) {
	r := newRetriever(t, libtest.Open(t,
		ev("cal-dent", "calendar", "ical", at(19, 14, 0), at(19, 14, 30), "summary", "Dentist"),
		ev("mail-dent", "mail", "mbox", at(18, 10, 0), at(18, 10, 0), "subject", "Appointment reminder: Tue 19 Mar at 14:00",
			"body", "This is a reminder of your dentist appointment."),
		ev("mail-gp", "mail", "mbox", at(27, 17, 30), at(27, 17, 30), "subject", "Appointment reminder: Thu 28 Mar at 09:15",
			"body", "Your doctor's appointment at the family practice."),
	))
	items, err := r.Retrieve(context.Background(), otxReq("my doctor's appointments"))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := groups(items), []string{"cal-dent+mail-dent", "mail-gp"}; !slices.Equal(got, want) {
		t.Fatalf("items %q, want %q", got, want)
	}
	if got, want := items[0].Value(qa.AttrStartDateTime), at(19, 14, 0); !qa.Equal(got, want) {
		t.Errorf("merged start_datetime = %v, want %v", got, want)
	}
	if got, want := items[1].Value(qa.AttrStartDateTime), at(28, 9, 15); !qa.Equal(got, want) {
		t.Errorf("lone reminder start_datetime = %v, want the announced %v", got, want)
	}
	if got := items[1].Value(qa.AttrStartTime); got != qa.NewClock(9, 15, 0) {
		t.Errorf("lone reminder start_time = %v", got)
	}
	if e := items[1].Events[0]; !e.Start.Equal(at(27, 17, 30)) {
		t.Errorf("the mail's own time changed to %v", e.Start)
	}
}

func TestCacheFollowsGeneration(t *testing.T) {
	lib := libtest.Open(t, ev("w1", "workout", "strava", at(5, 7, 0), at(5, 8, 0), "workout_type", "running"))
	r := newRetriever(t, lib)
	first, err := r.Run(context.Background(), otxReq("I went running"))
	if err != nil {
		t.Fatal(err)
	}
	again, err := r.Run(context.Background(), otxReq("  i went   RUNNING "))
	if err != nil {
		t.Fatal(err)
	}
	if again != first {
		t.Error("the same query (up to case and spacing) was not served from the cache")
	}
	libtest.Add(t, lib, ev("w2", "workout", "garmin", at(6, 7, 0), at(6, 8, 0), "workout_type", "running"))
	// after an import, both runs
	wantRetrieved(t, r, otxReq("I went running"), "w1", "w2")
	// Whole-source items are shared between queries of one generation.
	a, _ := r.Run(context.Background(), otxReq("my workouts"))
	b, _ := r.Run(context.Background(), otxReq("workouts I did"))
	if len(a.Items) != 2 || len(b.Items) != 2 || a.Items[0] != b.Items[0] {
		t.Errorf("whole-source items not shared: %v %v", groups(a.Items), groups(b.Items))
	}
}

// stubPatterns drops a source; stubEvents keeps only what it is told.
type stubPatterns struct{ drop string }

func (s stubPatterns) ClassifyPatterns(ctx context.Context, q *Query, ps []Pattern) ([]Label, error) {
	out, _ := LexicalPatterns{}.ClassifyPatterns(ctx, q, ps)
	for i, p := range ps {
		if p.Key == "" && p.Source == s.drop {
			out[i] = Irrelevant
		}
	}
	return out, nil
}

type stubEvents struct {
	keep map[string]bool
	seen *[]string
}

func (s stubEvents) ClassifyEvents(ctx context.Context, q *Query, cs []Candidate) ([]Label, error) {
	out := make([]Label, len(cs))
	for i, c := range cs {
		*s.seen = append(*s.seen, c.Event.ID)
		if s.keep[c.Event.ID] {
			out[i] = Relevant
		}
	}
	return out, nil
}

func TestClassifierSeam(t *testing.T) {
	lib := libtest.Open(t, life()...)
	var seen []string
	r, err := New(lib, Options{
		Patterns: stubPatterns{drop: "calendar"},
		Events:   stubEvents{keep: map[string]bool{"ig-kick": true}, seen: &seen},
	})
	if err != nil {
		t.Fatal(err)
	}
	// The workouts come through the soccer pattern; the calendar is gone;
	// of the rest the event classifier kept only the kick-about.
	wantRetrieved(t, r, otxReq("I played football"), "ig-kick", "str-fb1", "str-fb2")
	if slices.Contains(seen, "cal-fb1") || slices.Contains(seen, "str-fb1") {
		t.Errorf("event classifier saw events patterns decided: %q", seen)
	}
	p := Pattern{Source: "workout", Key: "workout_type", Value: "soccer"}
	if got := p.Text(); got != "source: workout\nworkout type: soccer" {
		t.Errorf("Pattern.Text() = %q", got)
	}
}

type failing struct{}

func (failing) ClassifyEvents(context.Context, *Query, []Candidate) ([]Label, error) {
	return nil, errors.New("model not loaded")
}

func TestErrors(t *testing.T) {
	lib := libtest.Open(t, life()...)
	r, err := New(lib, Options{Events: failing{}})
	if err != nil {
		t.Fatal(err)
	}
	_, err = r.Retrieve(context.Background(), otxReq("I played football"))
	if err == nil || !errors.Is(err, err) || !strings.Contains(err.Error(), "classifying events: model not loaded") || !strings.Contains(err.Error(), "I played football") {
		t.Errorf("error %v, want it to name the query and the classifier", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := newRetriever(t, lib).Retrieve(ctx, otxReq("I played football")); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled context: error %v", err)
	}
	if _, err := New(nil, Options{}); err == nil {
		t.Error("New(nil) succeeded")
	}
	closed := libtest.Open(t, life()...)
	rc := newRetriever(t, closed)
	closed.Close()
	if _, err := rc.Retrieve(context.Background(), otxReq("I played football")); err == nil || !strings.Contains(err.Error(), "I played football") {
		t.Errorf("closed library: error %v, want one naming the query", err)
	}
}

var _ otx.Retriever = (*Retriever)(nil)

// Questions run their subtrees concurrently: one Retriever serves them all.
func TestConcurrentRetrieve(t *testing.T) {
	r := newRetriever(t, libtest.Open(t, life()...))
	queries := []string{"I played football", "I ate food", "I listened to a song", "songs by Daft Punk", "I met with my mum"}
	want := map[string][]string{}
	for _, q := range queries {
		want[q] = retrieve(t, newRetriever(t, r.lib), q)
	}
	test.Concurrently(t, 8, func(g int) error {
		for i := range 20 {
			q := queries[(g+i)%len(queries)]
			items, err := r.Retrieve(context.Background(), otxReq(q))
			if err == nil && !slices.Equal(groups(items), want[q]) {
				err = errors.New(q + ": results differ under concurrency")
			}
			if err != nil {
				return err
			}
		}
		return nil
	})
}

// A concept reached through the thesaurus searches its terms one class
// weaker; named by a lexicon term it is not weakened.
func TestThesaurusConceptIsWeaker(t *testing.T) {
	lx := test.Must(t, lexicon.Default)
	for query, weak := range map[string]bool{"I played association football": true, "I played football": false} {
		q := analyze(lx, query, nil, func(string) bool { return true })
		if len(q.Concepts) != 1 || q.Concepts[0].Name != "soccer" || q.Concepts[0].thesaurus != weak {
			t.Fatalf("analyze(%q): %+v", query, q.Concepts)
		}
		best := 0.0
		for _, term := range q.Concepts[0].Terms {
			best = max(best, term.Weight)
		}
		if want := map[bool]float64{true: lexicon.Related, false: lexicon.Strong}[weak]; best != want {
			t.Errorf("analyze(%q): strongest term %v, want %v", query, best, want)
		}
	}
}

// A service named as a name whose sources the library holds none of is
// searched for as that name, required, not taken for the records of the
// sources asked; where the library holds its sources it stays a cue.
func TestUnheldServiceIsSearchedAsAName(t *testing.T) {
	lx := test.Must(t, lexicon.Default)
	journalOnly := func(src string) bool { return src == ingest.Journal }
	q := analyze(lx, "Amazon", []string{ingest.Journal}, journalOnly)
	if len(q.Cues) > 0 || q.Required != 1 || len(q.Concepts) != 1 || !strings.EqualFold(q.Concepts[0].Name, "Amazon") {
		t.Errorf("no purchases held: cues %q, required %d, concepts %+v", q.Cues, q.Required, q.Concepts)
	}
	if q := analyze(lx, "Amazon", nil, func(string) bool { return true }); len(q.Cues) != 1 {
		t.Errorf("purchases held: cues %q, want Amazon a cue", q.Cues)
	}
	if q := analyze(lx, "my amazon orders", nil, journalOnly); len(q.Cues) == 0 {
		t.Errorf("written in lower case: cues %q, want it a cue", q.Cues)
	}
	// a service of a source (WhatsApp's chats) is a name however it is
	// written: in a library of mail, "whatsapp" is searched for, not
	// dropped while "messages" takes the mail whole
	mailOnly := func(src string) bool { return src == ingest.Mail }
	if q := analyze(lx, "sent whatsapp messages", nil, mailOnly); slices.Contains(q.Cues, "whatsapp") || !slices.ContainsFunc(q.Concepts, func(c Concept) bool { return strings.EqualFold(c.Name, "whatsapp") }) {
		t.Errorf("no chats held: cues %q, concepts %+v, want whatsapp searched", q.Cues, q.Concepts)
	}
	// a word before the name whose lower case is shorter ("İ" of
	// İstanbul, two bytes, is "i", one): the name is looked at where it
	// is written, not where the lower-cased text has it
	for _, query := range []string{"İstanbul Amazon", "İstanbul amazon orders"} {
		q := analyze(lx, query, []string{ingest.Journal}, journalOnly)
		if named := !strings.Contains(query, "amazon"); named != (len(q.Cues) == 0) {
			t.Errorf("%q: cues %q, want a cue %v", query, q.Cues, !named)
		}
	}
}

// A cue pointing only at sources other than those the query is asked of
// names what the events must mention, not their kind: "audiobooks" asked
// of the purchases is searched for, required, not the purchases taken
// whole; beside a word of its own the query is as before, and a cue of
// the sources asked stays a cue.
func TestStrayCueIsSearchedFor(t *testing.T) {
	lx := test.Must(t, lexicon.Default)
	all := func(string) bool { return true }
	for _, query := range []string{"audiobooks", "audiobooks on Amazon", "podcasts I bought"} {
		q := analyze(lx, query, []string{ingest.OnlinePurchase}, all)
		if q.Required != 1 || len(q.Whole) > 0 || slices.Contains(q.Cues, "audiobook") || slices.Contains(q.Cues, "podcast") {
			t.Errorf("%q: cues %q, required %d, whole %v", query, q.Cues, q.Required, q.Whole)
		}
	}
	if q := analyze(lx, "my amazon orders", []string{ingest.OnlinePurchase}, all); len(q.Cues) != 2 || len(q.Whole) != 1 {
		t.Errorf("cues of the sources asked: cues %q, whole %v", q.Cues, q.Whole)
	}
	if q := analyze(lx, "audiobooks", nil, all); len(q.Cues) != 1 {
		t.Errorf("no sources asked: cues %q, want a cue", q.Cues)
	}
}

// A one-on-one is a 1:1, a work meeting of its own kind: asked of, it is
// no team sync; a team meeting asked of finds it too. Meeting up is
// neither, and nor is an entry that says the number one once ("Event#1"):
// a 1:1 says it twice.
func TestOneOnOneIsAMeetingOfItsOwn(t *testing.T) {
	r := newRetriever(t, libtest.Open(t,
		ev("c-11", "calendar", "ical", at(5, 14, 0), at(5, 14, 30), "summary", "1:1 Robert"),
		ev("c-sync", "calendar", "ical", at(6, 10, 0), at(6, 10, 30), "summary", "Team sync"),
		ev("c-dinner", "calendar", "ical", at(7, 19, 0), at(7, 21, 0), "summary", "Dinner with Robert"),
		ev("c-one", "calendar", "ical", at(8, 8, 15), at(8, 8, 30), "summary", "Event#1", "calendar", "School"),
	))
	for _, tt := range []struct {
		query string
		want  []string
	}{
		{"I met up", []string{"c-dinner"}},
		{"my one-on-ones", []string{"c-11"}},
		{"my team meetings", []string{"c-11", "c-sync"}},
	} {
		wantRetrieved(t, r, otxReq(tt.query), tt.want...)
	}
}

// Undated records (an account's followers, its labels, from two exports)
// happened at no time: they overlap nothing and stay apart.
func TestUndatedApart(t *testing.T) {
	var zero time.Time
	r := newRetriever(t, libtest.Open(t,
		ev("f1", "account", "twitter_account", zero, zero, "fact", "follower", "title", "followed by Twitter account 1"),
		ev("f2", "account", "twitter_account", zero, zero, "fact", "follower", "title", "followed by Twitter account 2"),
		ev("l1", "account", "google_keep_labels", zero, zero, "fact", "label", "title", "Keep label cats"),
	))
	items, err := r.Retrieve(context.Background(), otxReq("everything", "account"))
	if err != nil || len(items) != 3 {
		t.Fatalf("items %q, err %v, want 3 apart", groups(items), err)
	}
}

// Two weak words of one concept ("practice", "referral": the GP's) in an
// entry that names another of its kind outright (the dermatologist) are
// that other's: no GP appointment. With a doctor (broader) they are.
func TestWeakWordsOfAnotherConceptNamedOutright(t *testing.T) {
	r := newRetriever(t, libtest.Open(t,
		ev("c-gp", "calendar", "ical", at(5, 10, 0), at(5, 10, 30), "summary", "Dr. Nagy", "location", "Family Practice Dr. Nagy", "description", "Referral needed?"),
		ev("c-gp2", "calendar", "ical", at(6, 10, 0), at(6, 10, 30), "summary", "Dr. Nagy", "location", "Practice Dr. Nagy", "description", "Referral needed?"),
		ev("c-derm", "calendar", "ical", at(7, 10, 0), at(7, 10, 30), "summary", "Dermatologist", "location", "Practice Dr. Ricci", "description", "Referral needed?"),
		// the index finds "check" and "up" apart, no "check up"
		ev("c-skin", "calendar", "ical", at(8, 10, 0), at(8, 10, 30), "summary", "Skin check Dr. Esposito", "location", "Practice Dr. Esposito", "description", "Follow-up"),
	))
	wantRetrieved(t, r, otxReq("my GP appointments"), "c-gp", "c-gp2")
}

// An entry is what a diary or journal is written in, a day's note ("my
// first entry"), and in a calendar what it holds ("my first calendar
// entry"): a cue, not a word the records must say.
func TestEntryIsACue(t *testing.T) {
	lx := test.Must(t, lexicon.Default)
	all := func(string) bool { return true }
	whole := func(q *Query) []string {
		var out []string
		for _, w := range q.Whole {
			out = append(out, w.Source)
		}
		return out
	}
	if q := analyze(lx, "entry", nil, all); !slices.Equal(whole(q), []string{ingest.Note}) {
		t.Errorf("entry: cues %q, whole %v, want the notes", q.Cues, q.Whole)
	}
	if q := analyze(lx, "calendar entries", nil, all); !slices.Equal(whole(q), []string{ingest.Calendar}) {
		t.Errorf("calendar entries: cues %q, whole %v, want the calendar", q.Cues, q.Whole)
	}
}

// A text naming a holiday a day or two before it was written tells of
// that day: thanks on New Year's Day for "the best NYE" are for December
// 31, not a meeting in the new year.
func TestHolidayToldAfter(t *testing.T) {
	cet := time.FixedZone("CET", 3600)
	at := func(y int, m time.Month, d, h int) time.Time { return time.Date(y, m, d, h, 12, 0, 0, cet) }
	r := newRetriever(t, libtest.Open(t,
		ev("nye", "social_media", "twitter", at(2021, 1, 1, 12), at(2021, 1, 1, 12), "text", "2021, let's go 🎉 Thanks Freya and Chloé for the best NYE"),
		ev("feb", "social_media", "twitter", at(2021, 2, 4, 20), at(2021, 2, 4, 20), "text", "Drinks with Chloé 🍻"),
	))
	items, err := r.Retrieve(context.Background(), otxReq("I met Chloé"))
	if err != nil {
		t.Fatal(err)
	}
	days := map[string]string{}
	for _, it := range items {
		d, _ := it.Value(qa.AttrStartDate).(qa.Date)
		days[strings.Join(it.EventIDs(), "+")] = d.String()
	}
	if days["nye"] != "2020-12-31" || days["feb"] != "2021-02-04" {
		t.Errorf("items by day: %v, want nye on 2020-12-31 and feb on 2021-02-04", days)
	}
}
