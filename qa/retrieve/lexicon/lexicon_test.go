package lexicon

import (
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
	"time"
	"unsafe"

	"reqap/internal/test"
	"reqap/lang/daypart"
	"reqap/qa"
)

// parsedWords says what a parse found, in its order: the concepts' ids,
// the cues' and the phrases' texts.
func parsedWords(p Parsed) (concepts, cues, phrases []string) {
	for _, c := range p.Concepts {
		concepts = append(concepts, c.ID)
	}
	for _, c := range p.Cues {
		cues = append(cues, c.Text)
	}
	for _, x := range p.Phrases {
		phrases = append(phrases, x.Text())
	}
	return concepts, cues, phrases
}

func TestEmbeddedLexiconIsRich(t *testing.T) {
	lx := test.Must(t, Default)
	if n := len(lx.ConceptsOfKind("cuisine")); n < 20 {
		t.Errorf("%d cuisines, want at least 20", n)
	}
	for _, id := range []string{"soccer", "running", "italian", "japanese", "mother", "father", "parents", "partner", "children",
		"doctor", "dentist", "physio", "birthday", "christmas", "new_years_eve", "trip", "flight", "hotel"} {
		if _, ok := lx.Concept(id); !ok {
			t.Errorf("no concept %q", id)
		}
	}
	for _, cue := range []string{"song", "movie", "episode", "podcast", "email", "post", "bought", "amazon", "workout", "browse", "web page"} {
		if _, ok := lx.Cue(Key(cue)); !ok {
			t.Errorf("no source cue %q", cue)
		}
	}
}

// A word that is both a cue and a concept trigger would silently lose one
// meaning (stemming once made "music" the theatre concept via "musical").
// OrDefault keeps a lexicon it is given and stands in the embedded one
// for none.
func TestOrDefault(t *testing.T) {
	def := test.Must(t, Default)
	own, err := Load(validFiles())
	if err != nil {
		t.Fatal(err)
	}
	if got, err := OrDefault(own); err != nil || got != own {
		t.Errorf("OrDefault(own) = %p, %v; want %p", got, err, own)
	}
	if got, err := OrDefault(nil); err != nil || got != def {
		t.Errorf("OrDefault(nil) = %p, %v; want the default %p", got, err, def)
	}
}

func TestNoCueIsAlsoATrigger(t *testing.T) {
	lx := test.Must(t, Default)
	for k, cue := range lx.cues {
		if cs, ok := lx.triggers[k]; ok {
			t.Errorf("%q is both the cue %q and a strong term of concept %s", k, cue.Text, cs[0].ID)
		}
		if lx.words[k] != Content {
			t.Errorf("cue %q is also listed in words.tsv", cue.Text)
		}
	}
	for k, cs := range lx.triggers {
		if lx.words[k] == Stop {
			t.Errorf("strong term %q of %s is a stop word", k, cs[0].ID)
		}
	}
}

func TestNormalization(t *testing.T) {
	tests := []struct {
		in   string
		keys []string
	}{
		{"I played Football!", []string{"i", "play", "footbal"}},
		{"running runs ran", []string{"run", "run", "ran"}},
		{"doctor's appointments", []string{"doctor", "appoint"}},
		{"Crème Brûlée at Björk's", []string{"creme", "brule", "at", "bjork"}},
		{"kick-about e-mail", []string{"kick", "about", "e", "mail"}},
		{"⚽️🏃‍♀️ 🍕🍕", []string{"⚽", "🏃", "🍕", "🍕"}},
		{"fish & chips b&b", []string{"fish", "&", "chip", "b&b"}},
		{"🇬🇷 souvlaki", []string{"🇬🇷", "souvlaki"}},
		{"New Year’s Eve", []string{"new", "year", "eve"}},
	}
	for _, tt := range tests {
		if got := Keys(Tokens(tt.in)); !slices.Equal(got, tt.keys) {
			t.Errorf("Tokens(%q) keys = %q, want %q", tt.in, got, tt.keys)
		}
	}
}

func TestParse(t *testing.T) {
	lx := test.Must(t, Default)
	tests := []struct {
		query    string
		concepts []string
		cues     []string
		phrases  []string
	}{
		{"I played football", []string{"soccer"}, nil, nil},
		{"I played soccer", []string{"soccer"}, nil, nil},
		{"⚽", []string{"soccer"}, nil, nil},
		{"I ate Italian food", []string{"food", "italian"}, nil, nil},
		{"I met with my mum", []string{"meet", "mother"}, nil, nil},
		{"both my parents", []string{"parents"}, nil, nil},
		// as many strong terms each: the specific concept, not any going out
		{"we had a date night", []string{"date_night"}, nil, nil},
		{"a night out", []string{"go_out"}, nil, nil},
		{"I listened to a song", nil, []string{"listen", "song"}, nil},
		{"songs by Daft Punk", nil, []string{"song"}, []string{"Daft Punk"}},
		{"my doctor's appointments", []string{"doctor"}, nil, nil},
		{"emails I sent in 2019", nil, []string{"email", "sent"}, nil},
		{"I went to a music festival", []string{"concert"}, nil, nil},
		{"dinner at Trattoria da Luigi", []string{"dinner"}, nil, []string{"Trattoria da Luigi"}},
		// a capitalised word after another goes on the name: the Thali
		// Cafe is a place, no café
		{"I ate at the Thali Cafe", []string{"food"}, nil, []string{"Thali Cafe"}},
		{"How many tweets did I post last year?", nil, []string{"tweet", "post"}, nil},
		{"I started working at Shopify", []string{"work"}, nil, []string{"Shopify"}},
		{"New Year's Eve 2022", []string{"new_years_eve"}, nil, nil},
		{"things I did", nil, nil, nil},
		{"episodes of Stranger Things I watched", nil, []string{"episode", "watch"}, []string{"Stranger Things"}},
		{"Keep notes I created", nil, []string{"keep note"}, nil},
		{"How often did I go running on Mondays in March?", []string{"running"}, nil, nil},
		{"I went running in May", []string{"running"}, nil, nil},
		// a counting noun says how many, not what: "a pair of socks" is socks
		{"I bought a pair of socks", nil, []string{"bought"}, []string{"socks"}},
		// a Kindle is a reader, a device bought, no book: searched for as
		// its name
		{"I bought my Kindle", nil, []string{"bought"}, []string{"Kindle"}},
		{"I bought a paperback", []string{"books"}, []string{"bought"}, nil},
		{"a couple of candles I ordered", nil, []string{"order"}, []string{"candles"}},
		// a linking verb says a state: the state is what is searched
		{"I felt stressed", nil, nil, []string{"stressed"}},
		// drinking something is having it; drinks are going out
		{"I drink coffee", []string{"coffee"}, nil, nil},
		// a kind of drink is that kind, not its siblings: wine is no beer
		{"I drank a beer", []string{"beer"}, nil, nil},
		{"I drink glasses of wine", []string{"wine"}, nil, nil},
		{"I had cocktails", []string{"cocktail"}, nil, nil},
		{"I had drinks with Gaz", []string{"drinks"}, nil, []string{"Gaz"}},
		// a compound written open is the one term written closed
		{"I got my hair cut", []string{"hairdresser"}, nil, nil},
		{"hair cuts in 2022", []string{"hairdresser"}, nil, nil},
		// so is one said with the place after it ("meetings at work":
		// work meetings), a "with" of a person asked between
		{"I had meetings at work", []string{"work_meeting"}, nil, nil},
		{"I had meetings with at work", []string{"work_meeting"}, nil, nil},
		{"I had lunch at work", []string{"lunch", "work"}, nil, nil},
		// a lie-in is a kind of sleep: asked for, it is what is searched
		{"I had lie-ins", []string{"lie_in"}, nil, nil},
		{"hours I slept", []string{"sleep"}, nil, nil},
		// a number after a capitalised word is part of the name; a
		// count or a year after a word in lower case is not
		{"I watched anything from Channel 3 on YouTube", nil, []string{"watch", "youtube"}, []string{"Channel 3"}},
		{"I watched Blade Runner 2049", nil, []string{"watch"}, []string{"Blade Runner 2049"}},
		// a word written as a name where a title stands is the title, not
		// what the word means: no meeting of friends, no "lost" search
		{"I watched Friends", nil, []string{"watch"}, []string{"Friends"}},
		{"I watched episodes of Friends", nil, []string{"watch", "episode"}, []string{"Friends"}},
		{"I met my friends", []string{"friends", "meet"}, nil, nil},
		{"I watched it with Friends", []string{"friends"}, []string{"watch"}, nil},
		{"socks I bought 3 times", nil, []string{"bought"}, []string{"socks"}},
		// being in a car is travelling by car, not car care
		{"I was in a car", []string{"driving"}, nil, nil},
		// taking a train or a bus is riding it, not training
		{"I took the train", []string{"train_travel"}, nil, nil},
		{"times I take the bus", []string{"bus_travel"}, nil, nil},
		{"I have taken the train", []string{"train_travel"}, nil, nil},
		// a journal's "Train to Prague", "bus to the airport": the
		// journey by it (a taking of it the note leaves unsaid)
		{"Train to Prague at 9:40", []string{"train_travel"}, nil, []string{"Prague"}},
		{"bus to the station", []string{"bus_travel"}, nil, []string{"station"}},
		// "hit the gym" is going there (a dictionary's informal sense of
		// hit: to go to); the place is what is searched
		{"I hit the gym", []string{"strength_training"}, nil, nil},
		// "one" of a partitive is a pronoun, no name
		{"one of my tweets", nil, []string{"tweet"}, nil},
		// to stay says being somewhere a while: the place is searched
		// ("I stayed hotels" found nothing for "stayed"); staying with
		// someone is still a visit
		{"I stayed hotels", []string{"hotel"}, nil, nil},
		{"I stayed with Gaz", []string{"visit"}, nil, []string{"Gaz"}},
		// to cover a distance is to travel it: the doing is searched
		{"I covered running", []string{"running"}, nil, nil},
		// to wear a thing is to use it: the doing is searched ("I wear
		// for running" found no workout for "wear")
		{"I wear for running", []string{"running"}, nil, nil},
		// to begin is to start: says when, not which events
		{"I began at Driftwood Furniture", nil, nil, []string{"Driftwood Furniture"}},
		// a verb of happening says nothing of what happened
		{"the times it occurred", nil, nil, nil},
		{"how often does it occur", nil, nil, nil},
	}
	for _, tt := range tests {
		cs, cues, ph := parsedWords(lx.Parse(tt.query))
		slices.Sort(cs)
		if !slices.Equal(cs, tt.concepts) || !slices.Equal(cues, tt.cues) || !slices.Equal(ph, tt.phrases) {
			t.Errorf("Parse(%q) = concepts %q cues %q phrases %q, want %q %q %q", tt.query, cs, cues, ph, tt.concepts, tt.cues, tt.phrases)
		}
	}
}

func TestFindAndScores(t *testing.T) {
	lx := test.Must(t, Default)
	weights := map[float64]string{Strong: "strong", Related: "related", Weak: "weak", 0: "none"}
	type in struct{ Text, Concept string }
	score := func(c in) string {
		for _, s := range Scores(lx.Find(Tokens(c.Text))) {
			if s.Concept.ID == c.Concept {
				if w, ok := weights[s.Weight]; ok {
					return w
				}
				return fmt.Sprint(s.Weight)
			}
		}
		return weights[0]
	}
	test.Table(t, "score", score, "scores.tsv")
}

func TestFindDay(t *testing.T) {
	lx := test.Must(t, Default)
	written := time.Date(2024, 3, 14, 10, 0, 0, 0, time.UTC) // a Thursday
	d := func(m time.Month, day int) qa.Date { return qa.NewDate(2024, m, day) }
	tests := []struct {
		text string
		date qa.Date
		part daypart.Part
		ok   bool
	}{
		{"Legs are dead after yesterday's training ⚽", d(3, 13), daypart.None, true},
		{"Scored twice in practice last night", d(3, 13), daypart.Night, true},
		{"Great run this morning", d(3, 14), daypart.Morning, true},
		{"Pizza with Anna tonight", d(3, 14), daypart.Evening, true},
		{"Lovely brunch on Sunday", d(3, 10), daypart.None, true},
		{"Great run on Sunday morning", d(3, 10), daypart.Morning, true},
		{"Last Thursday was fun", d(3, 7), daypart.None, true},
		{"Dinner on 12 March was nice", d(3, 12), daypart.None, true},
		{"the 2nd of March", d(3, 2), daypart.None, true},
		{"March 9th, what a day", d(3, 9), daypart.None, true},
		{"On 20 December we flew", qa.NewDate(2023, 12, 20), daypart.None, true},
		{"see notes of 2023-11-02", qa.NewDate(2023, 11, 2), daypart.None, true},
		{"the day before yesterday", d(3, 12), daypart.None, true},
		{"See you next Sunday", qa.Date{}, daypart.None, false},
		{"Meeting on 30 February", qa.Date{}, daypart.None, false},
		{"Concert on 2024-05-01", qa.Date{}, daypart.None, false}, // after writing
		{"Home win!!", qa.Date{}, daypart.None, false},
	}
	for _, tt := range tests {
		got, ok := lx.FindDay(tt.text, written)
		if ok != tt.ok || ok && (got.Date != tt.date || got.Part != tt.part) {
			t.Errorf("FindDay(%q) = %v %q %v, want %v %q %v", tt.text, got.Date, got.Part, ok, tt.date, tt.part, tt.ok)
		}
	}
	// in the small hours the day of writing is still the day before's
	night := time.Date(2024, 3, 14, 0, 7, 0, 0, time.UTC)
	for _, tt := range []struct {
		text string
		date qa.Date
	}{
		{"Pizza night 🍕🔥 with Henry tonight", d(3, 13)},
		{"Tough loss against FC Lisbon II today 😤", d(3, 13)},
		{"Scored twice in practice last night", d(3, 13)},
		{"Legs are dead after yesterday's training ⚽", d(3, 13)},
	} {
		if got, ok := lx.FindDay(tt.text, night); !ok || got.Date != tt.date {
			t.Errorf("FindDay(%q) at 00:07 = %v %v, want %v", tt.text, got.Date, ok, tt.date)
		}
	}
}

func TestEveningBefore(t *testing.T) {
	lx := test.Must(t, Default)
	at := func(h, m int) time.Time { return time.Date(2024, 3, 14, h, m, 0, 0, time.UTC) }
	before := qa.NewDate(2024, 3, 13)
	tests := []struct {
		text    string
		written time.Time
		part    daypart.Part
		ok      bool
	}{
		{"Best birthday crew: Léa, Lorenzo & Marie 🥳", at(4, 39), daypart.None, true},
		{"Dinner at Trattoria da Salvatore with mom & dad 🍕", at(10, 28), daypart.Evening, true},
		{"What a night celebrating Marie's birthday!", at(11, 25), daypart.Night, true},
		{"Sushi night 🍣 with Lea and Martina toady", at(13, 5), daypart.None, false}, // a lunch's
		{"Great evening with mum 🍕", at(17, 9), daypart.None, false},                 // that day's, had early
		{"Lovely afternoon with Lea. Spicy curry night", at(10, 23), daypart.None, false},
		{"Brunch with Tom, pizza night vibes", at(11, 0), daypart.None, false},
		{"Great evening with Anna", at(9, 5), daypart.Evening, true},
		{"Happy birthday Anna! 🎂", at(0, 5), daypart.None, false},        // a wish is for its day
		{"Dinner with Anna, can't wait", at(10, 0), daypart.None, false}, // a plan
		{"Dinner at Luigi's on Friday?", at(10, 0), daypart.None, false},
		{"Friday night is pizza night", at(10, 0), daypart.Night, true}, // the second night is unanchored
		{"Every evening the same view", at(10, 0), daypart.None, false},
		{"Lunch at Pho Hanoi with Ben", at(13, 10), daypart.None, false},
		{"Perfect night with Anna ❤️", at(22, 40), daypart.None, false}, // written that evening
		{"Happy New Year! 🎆 What a night at Greta's place with Marco", at(14, 21), daypart.Night, true},
		{"what an amazing evening with Ana", at(16, 5), daypart.Evening, true},
		{"What a night that will be!", at(15, 0), daypart.None, false},
		{"Great evening at Pho Hanoi with Marco Pho for the soul 🍜", at(8, 56), daypart.Evening, true},
		{"Pho tomorrow night with Marco? 🍜", at(9, 10), daypart.None, false},
		{"Dinner at Zest?", at(10, 28), daypart.None, false},
		{"Happy new year everyone!! Still recovering from Can's place 😅", at(18, 28), daypart.Night, true},
		{"So hungover after Jan's party", at(11, 51), daypart.Night, true},
		{"Still recovering from the flu 🤒", at(11, 0), daypart.None, false},
		{"Best birthday crew: Jack, Lisa, Henry and Ruby 🥳", at(8, 8), daypart.Evening, true},                        // a party is the evening's
		{"Taqueria Jalisco for my birthday, with Laura, Manon & Oskar 🥳 Burritos", at(10, 2), daypart.Evening, true}, // a party is the evening's
		{"Happy bday Omar 🥳", at(9, 0), daypart.None, false},                                                         // a wish is for its day
		{"Party tonight 🥳", at(9, 0), daypart.None, false},
		{"Birthday brunch with Anna 🥳", at(11, 30), daypart.None, false},                                            // a meal of the morning
		{"Lunch at Liberty Burger Co. with Jack, Erik & Oliver Burgers & fries 🍔", at(8, 51), daypart.Midday, true}, // hours before lunch
		{"Lunch at Pho Hanoi with Ben", at(10, 30), daypart.None, false},                                            // on its way
		{"Lunch with Tom later?", at(8, 0), daypart.None, false},                                                    // a plan
	}
	for _, tt := range tests {
		got, ok := lx.EveningBefore(tt.text, tt.written)
		if ok != tt.ok || ok && (got.Date != before || got.Part != tt.part) {
			t.Errorf("EveningBefore(%q, %s) = %+v, %v; want %s %v", tt.text, tt.written.Format("15:04"), got, ok, tt.part, tt.ok)
		}
	}
}

func TestAttr(t *testing.T) {
	lx := test.Must(t, Default)
	test.Rows(t, "Attr", func(name string) []any {
		r, ok := lx.Attr(name)
		if !ok {
			return []any{"", ""}
		}
		return []any{r.Name, r.Class}
	}, "attrs.tsv")
}

// validFiles is a minimal lexicon, edited by the error tests.
func validFiles() fstest.MapFS {
	f := func(s string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(s)} }
	return fstest.MapFS{
		"profiles.tsv":   f("sport\tworkout:1 calendar:0.8\n"),
		"concepts.tsv":   f("# comment\nsoccer\tsport\tsport\tfootball, soccer\tfootie\tmatch, pitch\n"),
		"sources.tsv":    f("song\tmusic_stream:1*\ntweet\tsocial_media:1*[platform=twitter]\nworkout\tworkout:1* calendar:1\tsport\n"),
		"words.tsv":      f("stop\ta, the\nweak\tdid\n"),
		"days.tsv":       f("yesterday\t-1\t-\n"),
		"attributes.tsv": f("date, day\tdate\t@start_date\n"),
		"meals.tsv":      f("# no meals\n"),
	}
}

func TestLoadErrorsNameFileAndLine(t *testing.T) {
	lx, err := Load(validFiles())
	if err != nil {
		t.Fatalf("valid lexicon: %v", err)
	}
	if c, ok := lx.Cue("workout"); !ok || !slices.Equal(c.Kinds, []string{"sport"}) {
		t.Errorf("cue workout = %+v, want kinds [sport]", c)
	}
	if got := lx.FindCues(Tokens("Thank you for your workout")); len(got) != 1 || got[0].Text != "workout" {
		t.Errorf("FindCues = %v", got)
	}
	test.BrokenFiles(t, validFiles(), func(fsys fs.FS) error { _, err := Load(fsys); return err }, "broken.tsv")
}

// A word's key is the same when it is worked out and when it is kept,
// and kept words are not the text they were read from.
func TestWordKeyKept(t *testing.T) {
	text := "Ran to the Doctor's with Zoë, running"
	for range 2 {
		var got []string
		for _, tok := range Tokens(text) {
			if want := wordKey(tok.Raw); tok.Key != want {
				t.Errorf("key of %q = %q, worked out %q", tok.Raw, tok.Key, want)
			}
			got = append(got, tok.Key)
		}
		if want := []string{"ran", "to", "the", "doctor", "with", "zoe", "run"}; !slices.Equal(got, want) {
			t.Errorf("keys %q, want %q", got, want)
		}
	}
	wordKeys.mu.RLock()
	defer wordKeys.mu.RUnlock()
	for w := range wordKeys.of {
		if len(w) > 0 && unsafe.StringData(w) == unsafe.StringData(text) {
			t.Errorf("the kept word %q is the text it was read from", w)
		}
	}
}

// Longest finds the phrase a key built per length would find: the
// longest, of at most max tokens, also past the buffer it builds phrases
// in (more than eight tokens, more than 256 bytes).
func TestLongestPhrase(t *testing.T) {
	long := strings.Repeat("x", 300)
	m := map[string]int{"a": 1, "a b": 2, "a b c": 3, "b": 4, "c d e f g h i j k": 9, long + " y": 10}
	for _, c := range []struct {
		text      string
		i, max    int
		wantV, wn int
	}{
		{"a b c", 0, 3, 3, 3},
		{"a b c", 0, 2, 2, 2},
		{"a b d", 0, 3, 2, 2},
		{"a x", 0, 2, 1, 1},
		{"x a b", 1, 5, 2, 2},
		{"x y", 0, 2, 0, 0},
		{"b", 0, 0, 0, 0},
		{"c d e f g h i j k", 0, 9, 9, 9},
		{long + " y z", 0, 3, 10, 2},
	} {
		toks := Tokens(c.text)
		v, n := Longest(toks, c.i, c.max, m)
		if v != c.wantV || n != c.wn {
			t.Errorf("Longest(%.20q, %d, %d) = %d, %d; want %d, %d", c.text, c.i, c.max, v, n, c.wantV, c.wn)
		}
	}
}

// TestNameIsNoDerivedTerm: a capitalised word whose key is only the stem
// of longer terms made of it by a derivational suffix is a name
// ("Hamburg" of "hamburger"), in a query and in a text; an inflection of a
// term written capitalised is still the term.
func TestNameIsNoDerivedTerm(t *testing.T) {
	lx := test.Must(t, Default)
	has := func(text, id string) bool {
		for _, h := range lx.Find(Tokens(text)) {
			if h.Concept.ID == id {
				return true
			}
		}
		return false
	}
	if has("Train to Hamburg at 10:05", "burger") || !has("Had a hamburger", "burger") || !has("Burgers at Zest", "burger") {
		t.Error("Find: Hamburg is a name, a hamburger and Burgers food")
	}
	if !has("Swimming at the pool", "swimming") {
		t.Error("Find: Swimming capitalised is still swimming")
	}
	if c, _, _ := parsedWords(lx.Parse("I ate in Hamburg")); slices.Contains(c, "burger") {
		t.Errorf("Parse: Hamburg read as %v", c)
	}
}

// TestFieldOfClass: the fields whose values are people are those an
// attribute of people reads (a mail's sender and recipients, a calendar
// entry's attendees, a post's mentions), not a title.
func TestFieldOfClass(t *testing.T) {
	lx := test.Must(t, Default)
	for field, want := range map[string]bool{"from": true, "to": true, "attendees": true, "mentions": true, "organizer": true, "subject": false, "summary": false} {
		if got := lx.FieldOfClass(field, ClassPeople); got != want {
			t.Errorf("FieldOfClass(%q, people) = %v, want %v", field, got, want)
		}
	}
}

func TestLater(t *testing.T) {
	for _, tt := range []struct {
		text, word string
		later      bool
	}{
		{"Hey Eva, it's been ages! How are you? We should catch up soon.", "catch", true},
		{"Thanks for coming over, let's do it again soon!", "coming", false},
		{"Great to catch up with you. We should do it again sometime.", "catch", false},
		{"Let's meet up sometime next month", "meet", true},
	} {
		if got := Later(tt.text, strings.Index(tt.text, tt.word)); got != tt.later {
			t.Errorf("Later(%q, %q) = %v, want %v", tt.text, tt.word, got, tt.later)
		}
	}
}
