package rules

import (
	"slices"
	"testing"

	"reqap/index/catalog"
)

// real49Lib is real48Lib with an artist of one word, which no dictionary
// of English knows.
func real49Lib(t *testing.T) *Decomposer {
	d := real48Lib(t)
	cat := *d.env.Catalog()
	cat.Signature = "real49"
	cat.Sources = slices.Clone(cat.Sources)
	for i, s := range cat.Sources {
		if s.Name == "mail" {
			// subjects that name the mailing lists the mail came from
			s.Fields = slices.Clone(s.Fields)
			for j, f := range s.Fields {
				if f.Key == "subject" {
					f.Values = append(slices.Clone(f.Values), catalog.Value{Text: "New ImageMagick mailing list", Count: 1}, catalog.Value{Text: "mailing list archives", Count: 1})
					s.Fields[j] = f
				}
			}
			s.Fields = append(s.Fields, catalog.Field{Key: "list_name", Kind: "text", Events: 8, Distinct: 4, Names: true, Values: []catalog.Value{{Text: "Fedora-packaging", Count: 4}, {Text: "linux-usb", Count: 1}}})
			cat.Sources[i] = s
			continue
		}
		if s.Name == "tvseries_stream" {
			s.Fields = append(slices.Clone(s.Fields), catalog.Field{Key: "country", Kind: "text", Events: 195, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "United States", Count: 195}}})
			cat.Sources[i] = s
			continue
		}
		if s.Name != "music_stream" {
			continue
		}
		s.Fields = slices.Clone(s.Fields)
		for j, f := range s.Fields {
			if f.Key == "artist" {
				f.Values = append(slices.Clone(f.Values), catalog.Value{Text: "Radiohead", Count: 209})
				s.Fields[j] = f
			}
		}
		cat.Sources[i] = s
	}
	cat.Sources = append(cat.Sources, catalog.Source{Name: "movie_stream", Events: 5, Fields: []catalog.Field{
		{Key: "movie_title", Kind: "text", Events: 5, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "The Invisible War", Count: 2}}},
		{Key: "country", Kind: "text", Events: 5, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "United States", Count: 5}}}}})
	return withCatalog(t, &cat)
}

// "How long has it been since I watched X" with no "last": a clause in
// the past after "since" is the time since it was done. It summed the
// hours of everything in the library since the first time ("11452 h").
func TestSinceDoneClause(t *testing.T) {
	d := real48Lib(t)
	treesHave(t, d, map[string][]string{
		"how long has it been since I watched The Office": {"days_between", "max(map("},
		"how many weeks since I listened to Taylor Swift": {"days_between", "/ 7"},
		"how many days since I ran":                       {"days_between", "max(map("},
		"how long since I started listening to music":     {"days_between", "min(map("},
	})
	treesLack(t, d, "SUM", "the hours of everything since",
		"how long has it been since I watched The Office", "how long since I listened to Taylor Swift")
}

// The span from the first to the last is told in the unit asked ("how
// many years between my first and last email"): it was always days.
func TestSpanInUnitAsked(t *testing.T) {
	d := real48Lib(t)
	treesHave(t, d, map[string][]string{
		"how many years between my first and last email":  {"days_between", "/ 365.2425", "years"},
		"how many months between my first and last order": {"/ 30.436875", "months"},
		"how many weeks between my last two runs":         {"/ 7", "weeks"},
	})
	treesLack(t, d, "/ ", "days, whatever the unit", "how many days between my first and last run", "how long between my first and last run")
}

// A kind of place that the lexicons give as another word for a field of
// the sources asked ("store", "shop": the purchases' seller) is that
// field: "which store did I order from most" ranked the places the
// purchases' text named, "which shops did I buy from" listed the
// calendar's places.
func TestStoreIsSeller(t *testing.T) {
	d := real48Lib(t)
	treesHave(t, d, map[string][]string{
		"which store did I order from most":  {"val=seller", "sources=[online_purchase]"},
		"which shops did I buy from in 2021": {".seller", "sources=[online_purchase]"},
	})
	treesLack(t, d, "location", "a kind of place, where the purchases hold the seller",
		"which store did I order from most", "which shops did I buy from in 2021")
}

// "How many kinds (types, sorts) of X" counts the kinds, each once, as
// "how many different kinds" did: it counted the workouts ("how many
// kinds of workouts do I have": 0), and a kind named in the plural
// ("types of products") is the key its singular names (the category).
func TestHowManyKindsOf(t *testing.T) {
	d := real48Lib(t)
	treesHave(t, d, map[string][]string{
		"how many kinds of workouts do I have":           {"GROUP_BY keys=[workout_type]"},
		"how many types of workouts have I done":         {"GROUP_BY keys=[workout_type]"},
		"how many types of products did I buy":           {"GROUP_BY keys=[category]"},
		"how many different types of products did I buy": {"GROUP_BY keys=[category]"},
	})
	treesLack(t, d, "keys=[type]", "the kind's noun read as mail's field \"type\"",
		"how many types of products did I buy", "how many different types of products did I buy")
}

// Things said in keywords to lack a text ("emails without a subject")
// are those whose text is empty, as "which emails have no subject" asks:
// the whole phrase was read as one attribute asked, and every email
// listed by its subject.
func TestKeywordsLackingText(t *testing.T) {
	d := real48Lib(t)
	treesHave(t, d, map[string][]string{
		"emails without a subject":         {`(subject ?? "") == ""`},
		"emails with no subject":           {`(subject ?? "") == ""`},
		"my emails without a subject":      {`(subject ?? "") == ""`},
		"emails without a subject in 2000": {`(subject ?? "") == ""`, "year(start_date) == 2000"},
	})
	treesLack(t, d, "without_a_subject", "the phrase read as an attribute", "emails without a subject", "my emails without a subject")
}

// A noun phrase headed by periods said to lack something ("months with
// no Amazon orders in 2020", "days in March without any workout") asks
// which periods went without it, as "which months did I go without"
// does: it listed the months that had orders, the "no" noted unread.
func TestPeriodsLackingNounPhrase(t *testing.T) {
	d := real48Lib(t)
	treesHave(t, d, map[string][]string{
		"months with no Amazon orders in 2020":    {`periods(a, z, "month")`, "!(# in had)"},
		"days without any workout in August 2015": {`periods(a, z, "day")`, "!(# in had)"},
		"days in March 2013 without any Netflix":  {`periods(a, z, "day")`, "!(# in had)"},
		"show me the weeks with no music in 2023": {`periods(a, z, "week")`},
	})
	treesLack(t, d, "MIN", "the first of what did happen",
		"days in March 2013 without any Netflix", "days in 2013 with no music")
}

// "u", texted for "you" between an auxiliary that asks and a verb of a
// request ("can u tell me", "do u know"), is "you": it stayed a word to
// search for ("u tell me my ride"), and "can u show me my tweets"
// searched the Netflix episodes.
func TestTextedYou(t *testing.T) {
	d := real48Lib(t)
	treesHave(t, d, map[string][]string{
		"can u show me my tweets":                   {"sources=[social_media]"},
		"hey can u tell me my longest ride":         {"distance_km"},
		"do u know when i last posted on instagram": {"MAX attr=start_date"},
	})
	treesLack(t, d, `"u `, "the letter searched for", "hey can u tell me my longest ride", "can u show me my tweets", "do u know when i last posted on instagram")
	treesHave(t, d, map[string][]string{"episodes of The Office (U.S.)": {"The Office (U.S.)"}})
}

// A comparative before "than" and a side ("higher than in 2018") weighs
// the sides; it is no threshold, and was left to be searched for ("was
// my Amazon spending in 2019 higher than in 2018": nothing found for
// "Amazon higher").
func TestComparativeThanSide(t *testing.T) {
	d := real48Lib(t)
	treesHave(t, d, map[string][]string{
		"was my Amazon spending in 2019 higher than in 2018": {"side_a > side_b", "year(start_date) == 2018"},
		"was my spending in 2019 lower than in 2018":         {"side_a < side_b"},
	})
	treesLack(t, d, "higher\"", "the comparative searched for", "was my Amazon spending in 2019 higher than in 2018")
	treesUnderstood(t, d, map[string][]string{"was my spending in 2019 higher than in 2018": {"side_a > side_b"}})
}

// A name that begins the question, capitalised as a sentence begins, is
// the name it is in lower case: "Radiohead vs Taylor Swift" weighed
// nothing ("Radiohead" was linked neither as a name, the first word
// being capitalised anyway, nor as a name typed in lower case).
func TestFirstWordName(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"Radiohead vs Taylor Swift": {`artist == "Radiohead"`, `artist == "Taylor Swift"`},
		"Radiohead plays in 2023":   {`artist == "Radiohead"`},
		"radiohead plays in 2023":   {`artist == "Radiohead"`},
	})
}

// Where a purchase was made is its seller, where the records name one:
// "where do I shop most" ranked the places the purchases' text named
// ("Smoothing Control Cream").
func TestWhereShopped(t *testing.T) {
	d := real48Lib(t)
	treesHave(t, d, map[string][]string{
		"where do I shop most":           {"val=seller"},
		"where did I order from in 2021": {".seller"},
	})
	treesLack(t, d, "location", "a place the text names", "where do I shop most", "where did I order from in 2021")
}

// "Any chance you could tell me …", "any chance you remember …" wrap a
// question as "could you tell me" does: the words were searched for
// ("any chance you remember when I ran") and the question read as a
// yes or no.
func TestAnyChanceWrap(t *testing.T) {
	d := real48Lib(t)
	treesUnderstood(t, d, map[string][]string{
		"any chance you could tell me how many songs I played in 2023": {"APPLY len(items)", "year(start_date) == 2023"},
		"any chance you remember when I last ran":                      {"MAX attr=start_date"},
	})
	treesLack(t, d, `RETRIEVE "any chance`, "the wrapping words searched for",
		"any chance you could tell me how many songs I played in 2023", "any chance you remember when I last ran")
}

// A verb of paying as a participle after the things paid for ("orders
// paid with MasterCard") says which orders; it was read as the money
// asked, and the orders' prices summed.
func TestPaidParticiple(t *testing.T) {
	d := real48Lib(t)
	treesHave(t, d, map[string][]string{
		"orders over $100 paid with Visa": {"price > 100", "FILTER"},
		"orders paid with Visa in 2019":   {"year(start_date) == 2019"},
	})
	treesLack(t, d, "SUM", "the prices summed", "orders over $100 paid with Visa", "orders paid with Visa in 2019")
	treesHave(t, d, map[string][]string{"how much did I spend on orders paid with Visa": {"SUM attr=price"}})
}

// A key counted by its name of two words ("how many different mailing
// lists") is counted, not searched for in the titles that hold the words
// ("New ImageMagick mailing list"): of the two mails so titled none had
// a list, and the answer was 0.
func TestDistinctKeyNotTitle(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"how many different mailing lists did I get mail from": {"GROUP_BY keys=[list_name]"},
		"how many distinct mailing lists":                      {"GROUP_BY keys=[list_name]"},
	})
	treesLack(t, d, "New ImageMagick mailing list", "the key's name read as titles",
		"how many different mailing lists did I get mail from", "how many distinct mailing lists")
}

// A key every source of an activity named by titles records, counted
// ("how many countries did I watch Netflix from"), is counted once per
// value: the viewings were counted (200).
func TestDistinctKeyOfTitledActivity(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"how many countries did I watch Netflix from": {"GROUP_BY keys=[country]"},
	})
}
