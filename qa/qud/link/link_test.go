package link

import (
	"slices"
	"strings"
	"testing"

	"reqap/index/catalog"
	"reqap/internal/libtest"
	"reqap/internal/test"
	"reqap/qa/retrieve/lexicon"
)

// testCatalog is a small library: what a person with Spotify, Netflix,
// Amazon, a calendar and mail might hold.
func testCatalog() *catalog.Catalog {
	names := func(vals ...string) []catalog.Value { return libtest.Ranked(10, vals...) }
	// many makes a field with more distinct values than a category has.
	many := func(vals ...string) catalog.Field {
		return catalog.Field{Key: "track", Kind: "text", Events: 5000, Distinct: 3000, Names: true, Values: names(vals...)}
	}
	return &catalog.Catalog{Signature: "test", Sources: []catalog.Source{
		{Name: "music_stream", Events: 5000, Fields: []catalog.Field{
			{Key: "artist", Kind: "text", Events: 5000, Distinct: 900, Names: true, Values: names("Taylor Swift", "Radiohead", "Lana Del Rey", "Spotify", "The Front Bottoms", "Beyoncé")},
			many("Glory Box", "New Year's Day", "First Song", "Apart", "Maps", "The Alcott (feat. Taylor Swift)",
				"vampire", "august", "morning", "music", "today", "Home", "Cruel Summer", "Video Games"),
			{Key: "album", Kind: "text", Events: 20, Distinct: 15, Names: true, Values: names("Dummy")},
			{Key: "duration_s", Kind: "number", Unit: "s", Events: 5000},
		}},
		{Name: "tvseries_stream", Events: 200, Fields: []catalog.Field{
			{Key: "series_title", Kind: "text", Events: 200, Distinct: 12, Names: true, Values: names("Archer", "The Office (U.S.)")},
			{Key: "device", Kind: "text", Events: 200, Distinct: 4, Names: true, Values: names("Apple iPhone 5 with CDMA", "Microsoft Xbox 360", "Mac")},
			{Key: "season", Kind: "number", Events: 200},
		}},
		{Name: "online_purchase", Events: 4000, Fields: []catalog.Field{
			{Key: "category", Kind: "text", Events: 3900, Distinct: 400, Names: true, Values: names("coffee", "book", "music", "fruit")},
			{Key: "payment", Kind: "text", Events: 4000, Distinct: 25, Names: true, Values: names("Visa - 9691", "MasterCard - 9182")},
			{Key: "seller", Kind: "text", Events: 4000, Distinct: 433, Names: true, Values: names("Whole Foods Market", "Prime Houseware", "InPrimeTime", "Prime-Saver")},
			{Key: "shipping_fee", Kind: "number", Events: 4000},
		}},
		{Name: "calendar", Events: 3000, Fields: []catalog.Field{
			{Key: "summary", Kind: "text", Events: 3000, Distinct: 117, Names: true, Values: names("Daily Sync", "GP appointment", "Vespers for the Feast of St. Joseph", "Event#1", "event 1", "Germany: Whit Monday", "Germany: Whitmonday", "34c3 in der machBar", "mB-onTour: repairCafé", "OpenLab", "Australia Day", "Salsa lessons", "Salsa lessons @ Tanzschule", "Pay AmEx bill", "Blue Recycle bin")},
			{Key: "location", Kind: "text", Events: 600, Distinct: 26, Names: true, Values: names("Roadstar 16", "machBar")},
			{Key: "calendar", Kind: "text", Events: 3000, Distinct: 5, Names: true, Values: names("machBar - Öffentlich", "Australian Holidays")},
			{Key: "description", Kind: "text", Events: 300, Distinct: 12, Names: true, Values: names("VIC", "ACT/NSW/SA")},
			{Key: "all_day", Kind: "bool", Events: 3000, Distinct: 2},
		}},
		{Name: "mail", Events: 121, Fields: []catalog.Field{
			{Key: "from", Kind: "text", Events: 119, Distinct: 39, Names: true, Values: names("Bill Radcliffe <BillR@corbis.com>")},
			{Key: "attachments", Kind: "list", Events: 10, Distinct: 19, Names: true, Values: names("test.gif")},
			{Key: "subject", Kind: "text", Events: 121, Distinct: 60, Names: true, Values: names("Transparency question", "RE: Transparency question", "Resize with Transparency", "RPM macros", "Compte-rendu de la réunion du 1 novembre 2009")},
		}},
		{Name: "web_activity", Events: 5, Fields: []catalog.Field{
			{Key: "product", Kind: "text", Events: 5, Distinct: 3, Names: true, Values: names("Google Play Books", "Maps", "Search")},
		}},
		{Name: "video_stream", Events: 2, Fields: []catalog.Field{
			{Key: "channel", Kind: "text", Events: 2, Distinct: 2, Names: true, Values: names("Channel 2")},
		}},
		{Name: "note", Events: 14, Fields: []catalog.Field{
			{Key: "tags", Kind: "list", Events: 7, Distinct: 4, Names: true, Values: names("tags", "tag", "journal")},
			{Key: "checklist", Kind: "list", Events: 1, Distinct: 2, Names: true, Values: names("[ ] note", "[ ] run")},
			{Key: "temperature_c", Kind: "number", Events: 7},
			{Key: "color", Kind: "text", Events: 2, Distinct: 2, Names: true, Values: names("red", "cerulean")},
			{Key: "device", Kind: "text", Events: 14, Distinct: 1, Names: true, Values: names("iPhone")},
		}},
		{Name: "health", Events: 8, Fields: []catalog.Field{
			{Key: "body_mass_index", Kind: "number", Events: 8},
		}},
		{Name: "account", Events: 8, Fields: []catalog.Field{
			{Key: "fact", Kind: "text", Events: 8, Distinct: 4, Names: true, Values: names("saved search", "connected app", "follower", "profile picture")},
		}},
		{Name: "social_media", Events: 22, Fields: []catalog.Field{
			{Key: "media_type", Kind: "list", Events: 13, Distinct: 1, Names: true, Values: names("photo", "video")},
			{Key: "client", Kind: "text", Events: 2, Distinct: 2, Names: true, Values: names("Twitter for iPhone", "Twitter Web App")},
		}},
		{Name: "location", Events: 20, Fields: []catalog.Field{
			{Key: "activity_type", Kind: "text", Events: 4, Distinct: 3, Names: true, Values: names("walking", "in_passenger_vehicle", "in_vehicle")},
		}},
		{Name: "journal", Events: 400, Fields: []catalog.Field{
			{Key: "text", Kind: "text", Events: 400, Distinct: 380, Names: true, Values: names("Reminder: repot the fern cuttings.", "Compost green bin", "Bought seeds for the fern cuttings and basil and the tomatoes")},
		}},
	}}
}

func testEnv(t *testing.T) *Env {
	t.Helper()
	lx := test.Must(t, lexicon.Default)
	return NewEnv(testCatalog(), lx)
}

// TestLinkAgainstCatalog links the questions of testdata/link.tsv against
// testCatalog and checks the spans chosen, each written as the table
// writes it: "words | kind | source.field=value | sure".
func TestLinkAgainstCatalog(t *testing.T) {
	env := testEnv(t)
	test.ReadTable(t, "link.tsv", func(line int, cells []string) error {
		q := NewQuestion(cells[0], nil, env.Lexicon)
		var got []string
		for _, s := range Link(q, env).Spans {
			if s.Kind == KindValue && s.Refs[0].Source == "music_stream" && s.Refs[0].Field == "artist" && s.Refs[0].Value == "Spotify" {
				continue
			}
			ref := s.Refs[0].Source + "." + s.Refs[0].Field
			if s.Kind == KindValue {
				ref += "=" + s.Refs[0].Value
			}
			sure := "unsure"
			if s.Sure {
				sure = "sure"
			}
			got = append(got, strings.Join([]string{q.Phrase(s.From, s.To), string(s.Kind), ref, sure}, " | "))
		}
		if want := cells[1:]; !slices.Equal(got, want) {
			t.Errorf("link.tsv:%d: %q: spans %q, want %q", line, cells[0], got, want)
		}
		return nil
	})
}

// TestTitleTypedWhereTitlesStand: a title typed in lower case is the
// title where English puts one — the object of play, hear, listen to,
// watch, or before "by" and its artist — and, of one word, only when its
// author wrote it so; ordinary words elsewhere, words naming the kind of
// work and time words are no titles.
func TestTitleTypedWhereTitlesStand(t *testing.T) {
	env := testEnv(t)
	cases := []struct {
		q    string
		want []string // track values linked, sure
	}{
		{"how many times did i play vampire", []string{"vampire"}},
		{"when did i first hear vampire", []string{"vampire"}},
		{"i was wondering when i last listened to vampire", []string{"vampire"}},
		{"when did i first hear vampire by taylor swift", []string{"vampire", "artist=Taylor Swift"}},
		{"how many times did i play august", []string{"august"}},
		{"did i listen to august by taylor swift", []string{"august", "artist=Taylor Swift"}},
		{"how many times did i play cruel summer", []string{"Cruel Summer"}},
		// ordinary words where no title stands, or naming the work's kind
		{"what did i listen to in august", nil},
		{"did i listen to music at home this morning", nil},
		{"how many times did i play music", nil},
		{"what did i listen to today", nil},
		{"did i play video games", nil},
		// a one-word title its author capitalised, typed in lower case,
		// is the ordinary word
		{"did i play home", nil},
		// ... unless its maker follows it, as a work is cited
		{"how many times did i play home by taylor swift", []string{"Home", "artist=Taylor Swift"}},
		// the whole title only, and not in any other position
		{"was vampire my favourite song", nil},
		{"how many times did i play vampire remix", nil},
	}
	for _, c := range cases {
		q := NewQuestion(c.q, nil, env.Lexicon)
		var got []string
		for _, s := range Link(q, env).Spans {
			if s.Kind != KindValue || !s.Sure || s.Refs[0].Source != "music_stream" {
				continue
			}
			r := s.Refs[0]
			if r.Field == "track" {
				got = append(got, r.Value)
			} else {
				got = append(got, r.Field+"="+r.Value)
			}
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%q: sure music values %q, want %q", c.q, got, c.want)
		}
	}
}

func TestAfterLabel(t *testing.T) {
	test.Table(t, "afterLabel", afterLabel, "afterlabel.tsv")
}

// TestSpellingsOfOneTitle: a title said after its label, in two words or
// written as one ("Germany: Whitmonday"), is one span with every spelling.
func TestSpellingsOfOneTitle(t *testing.T) {
	env := testEnv(t)
	q := NewQuestion("When was Whit Monday in 2010?", nil, env.Lexicon)
	r := Link(q, env)
	var got []string
	for _, s := range r.Spans {
		if q.Phrase(s.From, s.To) == "Whit Monday" {
			for _, ref := range s.Refs {
				got = append(got, ref.Value)
			}
		}
	}
	slices.Sort(got)
	if want := []string{"Germany: Whit Monday", "Germany: Whitmonday"}; !slices.Equal(got, want) {
		t.Errorf("Whit Monday stands for %q, want %q", got, want)
	}
}

func TestPointedSourcesWin(t *testing.T) {
	// "Anna Costa" tags a post and sends mail: in a question about mail,
	// the mail's value is the one meant.
	cat := testCatalog()
	cat.Sources = append(cat.Sources, catalog.Source{Name: "social_media", Events: 50, Fields: []catalog.Field{
		{Key: "tags", Kind: "list", Events: 20, Distinct: 10, Names: true, Values: []catalog.Value{{Text: "Anna Costa", Count: 3}}},
	}})
	cat.Sources[4].Fields[0].Values = append(cat.Sources[4].Fields[0].Values, catalog.Value{Text: "Anna Costa <anna@example.org>", Count: 4})
	cat.Signature = "pointed"
	lx, _ := lexicon.Default()
	env := NewEnv(cat, lx)
	// "write", which may be said of posts too, points with "emails" at
	// the mail alone
	for _, text := range []string{"How many emails did I get from Anna Costa in 2022?", "How many emails did Anna Costa write me in 2022?"} {
		q := NewQuestion(text, nil, lx)
		r := Link(q, env)
		if len(r.Spans) != 1 || r.Spans[0].Refs[0].Source != "mail" {
			t.Errorf("%q: spans %+v, want Anna Costa the mail sender", text, r.Spans)
		}
	}
}

func TestCoverPrefersBestTotal(t *testing.T) {
	spans := []Span{
		{From: 0, To: 2, Score: 1.9},
		{From: 1, To: 2, Score: 0.95},
		{From: 2, To: 3, Score: 0.6},
		{From: 0, To: 1, Score: 0.6},
		{From: 3, To: 6, Score: 2.5},
		{From: 4, To: 5, Score: 0.8},
		{From: 5, To: 6, Score: 0.8},
	}
	got := Cover(spans)
	var b strings.Builder
	for _, s := range got {
		b.WriteString(strings.Repeat("x", 0))
		b.WriteString(string(rune('0'+s.From)) + "-" + string(rune('0'+s.To)) + " ")
	}
	if b.String() != "0-2 2-3 3-6 " {
		t.Errorf("cover %q, want 0-2 2-3 3-6", b.String())
	}
	if Cover(nil) != nil {
		t.Error("cover of nothing")
	}
}

func TestQuotedRanges(t *testing.T) {
	for _, c := range []struct {
		s    string
		want int
	}{
		{`How many hours long was 'event 1'?`, 1},
		{`What tags are on my note "A beautiful morning"`, 1},
		{`Ex's House Party and Taylor's Version`, 0},
		{`an 'open quote`, 0},
	} {
		if got := len(quotedRanges(c.s)); got != c.want {
			t.Errorf("%s: %d quoted ranges, want %d", c.s, got, c.want)
		}
	}
}

func FuzzLink(f *testing.F) {
	env := func() *Env {
		lx, _ := lexicon.Default()
		return NewEnv(testCatalog(), lx)
	}()
	for _, s := range []string{"Did I listen to Radiohead?", "'event 1'", "iPhone Xbox", "", "\"", "The The the"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		q := NewQuestion(s, nil, env.Lexicon)
		r := Link(q, env)
		end := -1
		for _, sp := range r.Spans {
			if sp.From < 0 || sp.To > len(q.Words) || sp.From >= sp.To || sp.From < end {
				t.Fatalf("bad span %+v in %q (%d words)", sp, s, len(q.Words))
			}
			end = sp.To
			if len(sp.Refs) == 0 {
				t.Fatalf("span without refs %+v", sp)
			}
		}
	})
}

// TestWrittenFormBeatsStem: of the values that share a word's stem, the
// one written is meant ("followers" are no accounts followed).
func TestWrittenFormBeatsStem(t *testing.T) {
	lx := test.Must(t, lexicon.Default)
	vals := []catalog.Value{{Text: "follower", Count: 2}, {Text: "following", Count: 2}, {Text: "profile", Count: 1}}
	env := NewEnv(&catalog.Catalog{Signature: "facts", Sources: []catalog.Source{
		{Name: "account", Events: 5, Fields: []catalog.Field{{Key: "fact", Kind: "text", Events: 5, Distinct: 3, Names: true, Values: vals}}},
	}}, lx)
	linksOnly(t, env, map[string]string{"How many followers do I have?": "follower", "Which accounts am I following?": "following"})
}

// TestVerbAfterItsSubjectIsItsGerund: a verb said right after its
// subject ("do I follow") is the value that is its -ing form
// ("following"), though the words differ by more than an ending, and
// though a title is written as the verb is (a song called "Follow").
func TestVerbAfterItsSubjectIsItsGerund(t *testing.T) {
	lx := test.Must(t, lexicon.Default)
	vals := []catalog.Value{{Text: "follower", Count: 2}, {Text: "following", Count: 2}, {Text: "profile", Count: 1}}
	env := NewEnv(&catalog.Catalog{Signature: "facts-song", Sources: []catalog.Source{
		{Name: "account", Events: 5, Fields: []catalog.Field{{Key: "fact", Kind: "text", Events: 5, Distinct: 3, Names: true, Values: vals}}},
		{Name: "music_stream", Events: 500, Fields: []catalog.Field{{Key: "track", Kind: "text", Events: 500, Distinct: 300, Names: true, Values: libtest.Ranked(20, "Follow", "Glory Box")}}},
	}}, lx)
	for q, want := range map[string][]string{
		"How many accounts do I follow?": {"following"},
		"which accounts do we follow":    {"following"},
		"Did I listen to follow?":        nil, // no subject before it
	} {
		got := linkedValues(q, env)
		if want == nil {
			if slices.Contains(got, "following") {
				t.Errorf("%q linked %v, want no following", q, got)
			}
			continue
		}
		if !slices.Equal(got, want) {
			t.Errorf("%q linked %v, want %v", q, got, want)
		}
	}
}

// TestNamesAreNotWordsOfTypedPhrases: a capitalised word of the question
// is no part of a phrase the library writes wholly in lower case (a search
// typed into a box), while it stays part of names ("Google Play Books")
// and identifiers (mail addresses).
func TestNamesAreNotWordsOfTypedPhrases(t *testing.T) {
	lx := test.Must(t, lexicon.Default)
	env := NewEnv(&catalog.Catalog{Signature: "web", Sources: []catalog.Source{
		{Name: "web_activity", Events: 3, Fields: []catalog.Field{
			{Key: "query", Kind: "text", Events: 2, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "myactivity google export", Count: 1}, {Text: "weather oslo", Count: 1}}},
			{Key: "product", Kind: "text", Events: 3, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "Google Play Books", Count: 1}, {Text: "Maps", Count: 2}}},
		}},
	}}, lx)
	r := Link(NewQuestion("What did I search for on Google in May?", nil, env.Lexicon), env)
	for _, s := range r.Spans {
		for _, ref := range s.Refs {
			if ref.Field == "query" {
				t.Errorf("Google linked to the typed search %q", ref.Value)
			}
		}
	}
}

func TestCollectionNoun(t *testing.T) {
	for _, c := range []struct {
		value, key string
		want       bool
	}{
		{"Australian Holidays", "holiday", true},
		{"Holidays: Germany", "holiday", true},
		{"Birthdays of friends", "birthday", true},
		{"Work projects", "work", false},
		{"Australian Holidays", "australian", false},
	} {
		en := &entry{keys: strings.Fields(strings.ToLower(strings.NewReplacer(":", "", "Holidays", "holiday", "Birthdays", "birthday").Replace(c.value))), ref: Ref{Value: c.value}}
		if got := collectionNoun(en, c.key); got != c.want {
			t.Errorf("collectionNoun(%q, %q) = %v, want %v", c.value, c.key, got, c.want)
		}
	}
}

// TestNumbersApartAreNoCompound: "1:1" (a one-on-one) is two numbers,
// not the "11" of a value "$11.75 lunch @ Chipotle", while a name and
// its number written apart still are one word of a value.
func TestNumbersApartAreNoCompound(t *testing.T) {
	cat := &catalog.Catalog{Signature: "numbers-apart", Sources: []catalog.Source{{Name: "journal", Events: 20, Fields: []catalog.Field{
		{Key: "text", Kind: "text", Events: 20, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "$11.75 lunch @ Chipotle", Count: 6}, {Text: "bought a PS5", Count: 1}}}}}}}
	env := NewEnv(cat, test.Must(t, lexicon.Default))
	fieldLinked(t, env, "text", map[string]bool{
		"When was my last 1:1 with Priya?": false,
		"When did I buy my PS 5?":          true,
	})
}

// TestNegatedPartIsNoValue: a value that says its words only after a
// word of negation ("[Not a public holiday]") is not what they name;
// one that says them plainly is.
func TestNegatedPartIsNoValue(t *testing.T) {
	cat := &catalog.Catalog{Signature: "negated-part", Sources: []catalog.Source{{Name: "calendar", Events: 20, Fields: []catalog.Field{
		{Key: "summary", Kind: "text", Events: 20, Distinct: 3, Names: true, Values: []catalog.Value{
			{Text: "Germany: Mother's Day [Not a public holiday]", Count: 6}, {Text: "Fasching [not a public holiday]", Count: 2}, {Text: "Open day at the public library", Count: 1}}}}}}}
	env := NewEnv(cat, test.Must(t, lexicon.Default))
	for _, tt := range []struct {
		q    string
		want []string
	}{
		{"how many Public Holidays were there in 2009", nil},
		{"which public holidays fell on a Monday", nil},
		{"when did I go to the Public Library", []string{"Open day at the public library"}},
	} {
		q := NewQuestion(tt.q, nil, env.Lexicon)
		var got []string
		for _, s := range findValues(q, env) {
			for _, r := range s.Refs {
				got = append(got, r.Value)
			}
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%q: linked %q, want %q", tt.q, got, tt.want)
		}
	}
}

// TestDictionaryNounIsNoTitle: lower-case words after "the" that are
// together a noun of the dictionary ("the public holidays") are that
// noun, not an entry titled so ("Public Holiday"); a title no dictionary
// lists is still read so ("the daily sync"), and so is a title with its
// article whose words are a noun too ("the twilight zone").
func TestDictionaryNounIsNoTitle(t *testing.T) {
	cat := &catalog.Catalog{Signature: "dictionary-noun", Sources: []catalog.Source{{Name: "calendar", Events: 60, Fields: []catalog.Field{
		{Key: "summary", Kind: "text", Events: 60, Distinct: 90, Names: true, Values: []catalog.Value{{Text: "Public Holiday", Count: 36}, {Text: "Daily Sync", Count: 20}, {Text: "The Twilight Zone", Count: 4}}}}}}}
	env := NewEnv(cat, test.Must(t, lexicon.Default))
	fieldLinked(t, env, "summary", map[string]bool{
		"list the public holidays in 2009":    false,
		"where is the daily sync":             true,
		"where did I leave the twilight zone": true,
	})
}

// TestTitleHeadedByNoKind: a whole title typed in lower case after "the"
// whose last word, its head, names no kind of record is that title,
// though a word before it points at a source ("the scheduled reboot":
// "scheduled" a word of calendars; it had been no title, and "how often
// is the scheduled reboot" counted 997 entries); a head that names a
// kind ("the video games") stays words of a kind.
func TestTitleHeadedByNoKind(t *testing.T) {
	cat := &catalog.Catalog{Signature: "title-head", Sources: []catalog.Source{{Name: "calendar", Events: 60, Fields: []catalog.Field{
		{Key: "summary", Kind: "text", Events: 60, Distinct: 90, Names: true, Values: []catalog.Value{{Text: "Scheduled Reboot", Count: 36}, {Text: "Video Games", Count: 4}}}}}}}
	env := NewEnv(cat, test.Must(t, lexicon.Default))
	fieldLinked(t, env, "summary", map[string]bool{
		"how often is the scheduled reboot?": true,
		"how many of the video games":        false,
	})
}

// TestClippedValueSaidWhole: a value that is a concept's word clipped (a
// journal's activity "physio") is linked by the whole word the concept
// lists ("physiotherapy"); a word only begun alike is not ("runner").
func TestClippedValueSaidWhole(t *testing.T) {
	lx := test.Must(t, lexicon.Default)
	vals := []catalog.Value{{Text: "physio", Count: 5}, {Text: "running", Count: 40}}
	env := NewEnv(&catalog.Catalog{Signature: "journal", Sources: []catalog.Source{
		{Name: "journal", Events: 50, Fields: []catalog.Field{{Key: "activity", Kind: "text", Events: 45, Distinct: 2, Names: true, Values: vals}}},
	}}, lx)
	linksOnly(t, env, map[string]string{"How many physiotherapy sessions did I have?": "physio", "How many physio sessions did I have?": "physio"})
	if !clippedOf("physio", "physiotherapist") || clippedOf("run", "running") || clippedOf("running", "runnings") {
		t.Error("clippedOf")
	}
}

// linksOnly checks that each question links the one value given for it.
func linksOnly(t *testing.T, env *Env, want map[string]string) {
	t.Helper()
	for q, w := range want {
		if got := linkedValues(q, env); len(got) != 1 || got[0] != w {
			t.Errorf("%q linked %v, want [%s]", q, got, w)
		}
	}
}

// fieldLinked checks for each question whether a value of field is among
// the values findValues proposes for it.
func fieldLinked(t *testing.T, env *Env, field string, want map[string]bool) {
	t.Helper()
	for q, w := range want {
		got := false
		for _, s := range findValues(NewQuestion(q, nil, env.Lexicon), env) {
			got = got || len(s.Refs) > 0 && s.Refs[0].Field == field
		}
		if got != w {
			t.Errorf("%q: a value of %s linked = %v, want %v", q, field, got, w)
		}
	}
}

// linkedValues are the values of every ref the question's spans link.
func linkedValues(q string, env *Env) []string {
	var got []string
	for _, s := range Link(NewQuestion(q, nil, env.Lexicon), env).Spans {
		for _, ref := range s.Refs {
			got = append(got, ref.Value)
		}
	}
	return got
}

// TestTitleBeforeItsParts: a title typed in lower case before the noun of
// another field of its own source is that title, as English puts a name
// before what belongs to it ("archer episodes"); before the noun of its
// own field ("love tracks") it is the ordinary word.
func TestTitleBeforeItsParts(t *testing.T) {
	names := func(vs ...string) []catalog.Value { return libtest.Ranked(20, vs...) }
	cat := &catalog.Catalog{Signature: "parts", Sources: []catalog.Source{
		{Name: "tvseries_stream", Events: 200, Fields: []catalog.Field{
			{Key: "series_title", Kind: "text", Events: 200, Distinct: 4, Names: true, Values: names("Archer", "Friends")},
			{Key: "episode_title", Kind: "text", Events: 200, Distinct: 150, Names: true, Values: names("Heart of Archness", "The One Where It All Began")},
		}},
		{Name: "music_stream", Events: 900, Fields: []catalog.Field{
			{Key: "track", Kind: "text", Events: 900, Distinct: 600, Names: true, Values: names("Love", "Something")},
			{Key: "album", Kind: "text", Events: 900, Distinct: 60, Names: true, Values: names("Abbey Road")},
		}},
	}}
	env := NewEnv(cat, test.Must(t, lexicon.Default))
	sureValuesAre(t, env, map[string][]string{
		"which archer episodes did i watch in 2013": {"series_title=Archer"},
		"which love tracks did i play":              nil,
		"did i watch archer":                        nil, // one capitalised word, no parts after it: the ordinary word
	})
}

// TestNumberedNameInLowerCase: a name of several words with a number in
// it, typed in lower case, is that name: no ordinary words are written so
// by chance.
func TestNumberedNameInLowerCase(t *testing.T) {
	env := testEnv(t)
	sureValuesAre(t, env, map[string][]string{
		"when was i at roadstar 16":        {"location=Roadstar 16"},
		"what did i watch on channel 2":    {"channel=Channel 2"},
		"when was i at roadstar yesterday": nil,
	})
}

// TestFamilyWordAsName: a word of a family typed in lower case ("oma") is
// the person the library calls so ("Oma"), as the capitalised word is; a
// family word no one is called stays a word.
func TestFamilyWordAsName(t *testing.T) {
	cat := &catalog.Catalog{Signature: "family", Sources: []catalog.Source{
		{Name: "journal", Events: 300, Fields: []catalog.Field{
			{Key: "participants", Kind: "list", Events: 200, Distinct: 5, Names: true, Values: libtest.Ranked(20, "Oma", "Lena", "Jonas")},
		}},
	}}
	env := NewEnv(cat, test.Must(t, lexicon.Default))
	sureValuesAre(t, env, map[string][]string{
		"how long did i talk to oma on her birthday": {"participants=Oma"},
		"how long did i talk to grandma":             nil,
	})
}

// sureValuesAre checks the sure values Link finds in each question, each
// as field=value.
func sureValuesAre(t *testing.T, env *Env, want map[string][]string) {
	t.Helper()
	for q, w := range want {
		if got := sureValues(env, q); !slices.Equal(got, w) {
			t.Errorf("%q: sure values %q, want %q", q, got, w)
		}
	}
}

// sureValues are the sure values Link finds in q, each as field=value.
func sureValues(env *Env, q string) []string {
	var out []string
	for _, s := range Link(NewQuestion(q, nil, env.Lexicon), env).Spans {
		if s.Kind == KindValue && s.Sure {
			out = append(out, s.Refs[0].Field+"="+s.Refs[0].Value)
		}
	}
	return out
}

// TestMakerBeforeProduct: a product's name typed after its maker's name,
// where the maker's name begins another name of the field, is that
// product; a whole name the library holds, or one name written with
// marks, is no maker and its product.
func TestMakerBeforeProduct(t *testing.T) {
	lx := test.Must(t, lexicon.Default)
	env := NewEnv(&catalog.Catalog{Signature: "makers", Sources: []catalog.Source{
		{Name: "web_activity", Events: 5, Fields: []catalog.Field{
			{Key: "product", Kind: "text", Events: 5, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "Google Play Books", Count: 1}, {Text: "Maps", Count: 2}, {Text: "Search", Count: 2}}}}},
		{Name: "music_stream", Events: 40, Fields: []catalog.Field{
			{Key: "artist", Kind: "text", Events: 40, Distinct: 4, Names: true, Values: []catalog.Value{{Text: "Olivia Rodrigo", Count: 20}, {Text: "Rodrigo", Count: 2}, {Text: "Olivia Newton", Count: 2}}},
			{Key: "track", Kind: "text", Events: 40, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "Anti-Hero", Count: 20}, {Text: "Hero", Count: 2}, {Text: "Anti Matter", Count: 2}}}}},
	}}, lx)
	linksOnly(t, env, map[string]string{
		"what did I look up on google maps?":  "Maps",
		"how many songs by olivia rodrigo?":   "Olivia Rodrigo",
		"how many times did I play anti-hero": "Anti-Hero",
	})
}

// A capitalised word only a mail address writes, in lower case ("gp" of
// "info@nagy-gp.eu"), is no name of its correspondent: "GP" asks the
// GP appointments, not the practice's mails.
func TestNamesAreNotWordsOfAddresses(t *testing.T) {
	lx := test.Must(t, lexicon.Default)
	env := NewEnv(&catalog.Catalog{Signature: "gp-mail", Sources: []catalog.Source{
		{Name: "mail", Events: 30, Fields: []catalog.Field{
			{Key: "from", Kind: "text", Events: 30, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "Family Practice Dr. Nagy <info@nagy-gp.eu>", Count: 3}, {Text: "Anna Berg <anna@berg.de>", Count: 27}}},
		}},
	}}, lx)
	for _, q := range []string{"date of my last GP appointment", "when did I last see the GP?"} {
		r := Link(NewQuestion(q, nil, env.Lexicon), env)
		for _, s := range r.Spans {
			for _, ref := range s.Refs {
				if ref.Field == "from" && s.Score > confLowerName {
					t.Errorf("%q: GP linked to the sender %q (%.2f)", q, ref.Value, s.Score)
				}
			}
		}
	}
	// the name the value writes capitalised is its correspondent's
	r := Link(NewQuestion("How many mails did Nagy send me?", nil, env.Lexicon), env)
	if !slices.ContainsFunc(r.Spans, func(s Span) bool { return len(s.Refs) > 0 && s.Refs[0].Field == "from" }) {
		t.Errorf("Nagy not linked to the sender: %+v", r.Spans)
	}
}

// A maker's name said before a product begins other names as the library
// writes them: "German" begins "German Unity Day" only as the title of
// "Germany: German Unity Day" without its label, so "German public
// holidays" is no maker's "Public Holiday".
func TestMakerIsWrittenAsItsName(t *testing.T) {
	names := func(vals ...string) []catalog.Value { return libtest.Ranked(10, vals...) }
	cat := &catalog.Catalog{Signature: "maker", Sources: []catalog.Source{{Name: "calendar", Events: 300, Fields: []catalog.Field{
		{Key: "summary", Kind: "text", Events: 300, Distinct: 40, Names: true, Values: names("Public Holiday", "Germany: Whit Monday", "Germany: Easter Monday", "Germany: Mother's Day [Not a public holiday]", "Germany: German Unity Day", "Google Meet", "Google Sync")},
		{Key: "calendar", Kind: "text", Events: 300, Distinct: 3, Names: true, Values: names("Holidays: Germany", "Australian Holidays")},
	}}}}
	env := NewEnv(cat, test.Must(t, lexicon.Default))
	for q, want := range map[string]string{
		"How many German public holidays were there in 2011?": "",
		"When was my last Google Sync?":                       "Google Sync",
	} {
		qq := NewQuestion(q, nil, env.Lexicon)
		for _, s := range Link(qq, env).Spans {
			if got := qq.Phrase(s.From, s.To); strings.Contains(got, " ") && got != want && strings.Contains(strings.ToLower(got), "german") {
				t.Errorf("%q: span %q, a stem's word read as a maker's name", q, got)
			}
		}
	}
}

// A kind of device is said of the sources the question is mainly about:
// "watch" points at posts a little too, but what a tweet was sent from
// is nothing watched.
func TestDeviceOfWhatIsMainlyAsked(t *testing.T) {
	env := testEnv(t)
	for q, want := range map[string]string{"What did I watch on my phone?": "tvseries_stream", "How many tweets did I post from my phone?": "social_media"} {
		qq := NewQuestion(q, nil, env.Lexicon)
		for _, s := range Link(qq, env).Spans {
			for _, r := range s.Refs {
				if r.Source != want {
					t.Errorf("%q: %q read as %s.%s=%s, want only %s", q, qq.Phrase(s.From, s.To), r.Source, r.Field, r.Value, want)
				}
			}
		}
	}
}

// TestCountryAsPlace: a country said as a place ("in Australia") is what
// the library names by its adjective (the "Australian Holidays"
// calendar), not the title that begins with its name ("Australia Day"),
// which said whole is that title still.
func TestCountryAsPlace(t *testing.T) {
	env := NewEnv(&catalog.Catalog{Signature: "country-place", Sources: []catalog.Source{
		{Name: "calendar", Events: 100, Fields: []catalog.Field{
			{Key: "summary", Kind: "text", Events: 100, Distinct: 10, Names: true, Values: []catalog.Value{{Text: "Australia Day", Count: 5}, {Text: "Boxing Day", Count: 5}}},
			{Key: "calendar", Kind: "text", Events: 100, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "Australian Holidays", Count: 60}, {Text: "Work", Count: 40}}}}},
	}}, testEnv(t).Lexicon)
	refs := func(q string) []string {
		var out []string
		for _, s := range Link(NewQuestion(q, nil, env.Lexicon), env).Spans {
			if s.Kind == KindValue {
				out = append(out, s.Refs[0].Field+"="+s.Refs[0].Value)
			}
		}
		return out
	}
	if got := refs("How many holidays are there in Australia in 2025?"); !slices.Contains(got, "calendar=Australian Holidays") || slices.Contains(got, "summary=Australia Day") {
		t.Errorf("in Australia: %v", got)
	}
	if got := refs("When is Australia Day?"); !slices.Contains(got, "summary=Australia Day") {
		t.Errorf("Australia Day: %v", got)
	}
}
