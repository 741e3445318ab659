package rules

import (
	"strings"
	"testing"

	"reqap/index/catalog"
	"reqap/qa/tree"
)

// real46Lib is a library of the real third-party exports, in part: Apple
// Health's rings and body measures, Spotify with a cast that shares a
// title's word, Amazon orders, Netflix's profile and the Twitter account.
func real46Lib(t *testing.T) *Decomposer {
	return withCatalog(t, &catalog.Catalog{Signature: "real46", Sources: []catalog.Source{
		{Name: "health", Events: 4, Fields: []catalog.Field{
			{Key: "measurement", Kind: "text", Events: 4, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "activity rings", Count: 2}, {Text: "body mass index", Count: 1}, {Text: "heart rate", Count: 1}}},
			{Key: "body_mass_index", Kind: "number", Events: 1, Distinct: 1},
			{Key: "move_goal_met", Kind: "bool", Events: 2, Distinct: 1},
			{Key: "exercise_goal_met", Kind: "bool", Events: 2, Distinct: 1},
			{Key: "stand_goal_met", Kind: "bool", Events: 2, Distinct: 2},
			{Key: "active_energy_kcal", Kind: "number", Events: 2, Distinct: 2}}},
		{Name: "music_stream", Events: 21000, Fields: []catalog.Field{
			{Key: "artist", Kind: "text", Events: 21000, Distinct: 2400, Names: true, Values: []catalog.Value{{Text: "Taylor Swift", Count: 1869}, {Text: "Glee Cast", Count: 373}, {Text: "French Police", Count: 2}}},
			{Key: "track", Kind: "text", Events: 21000, Distinct: 6600, Names: true, Values: []catalog.Value{{Text: "vampire", Count: 59}, {Text: "Glee", Count: 6}, {Text: "Bim Bom", Count: 3}, {Text: "Valerie (Glee Cast Version)", Count: 8}, {Text: "Rose's Turn (Glee Cast Version)", Count: 15}}},
			{Key: "duration_s", Kind: "number", Events: 21000, Distinct: 5000}}},
		{Name: "online_purchase", Events: 4000, Fields: []catalog.Field{
			{Key: "product", Kind: "text", Events: 4000, Distinct: 3000, Names: true},
			{Key: "status", Kind: "text", Events: 4000, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "Shipped", Count: 3997}, {Text: "Closed", Count: 2}, {Text: "New", Count: 1}}},
			{Key: "seller", Kind: "text", Events: 4000, Distinct: 400, Names: true, Values: []catalog.Value{{Text: "Whole Foods Market", Count: 2226}, {Text: "Amazon.com", Count: 818}}},
			{Key: "order_id", Kind: "text", Events: 4000, Distinct: 1500},
			{Key: "price", Kind: "money", Events: 4000, Distinct: 900}}},
		{Name: "web_activity", Events: 5, Formats: []string{"google_activity"}, Fields: []catalog.Field{
			{Key: "action", Kind: "text", Events: 5, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "searched", Count: 2}, {Text: "visited", Count: 2}, {Text: "viewed", Count: 1}}},
			{Key: "product", Kind: "text", Events: 5, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "Maps", Count: 2}, {Text: "Search", Count: 2}, {Text: "Google Play Books", Count: 1}}},
			{Key: "query", Kind: "text", Events: 2, Distinct: 2, Names: true, Values: []catalog.Value{{Text: `"myactivity" google export`, Count: 1}}},
			{Key: "title", Kind: "text", Events: 5, Distinct: 5, Names: true}}},
		{Name: "account", Events: 16, Fields: []catalog.Field{
			{Key: "fact", Kind: "text", Events: 16, Distinct: 9, Names: true, Values: []catalog.Value{{Text: "label", Count: 3}, {Text: "account", Count: 2}, {Text: "follower", Count: 2}, {Text: "following", Count: 2}, {Text: "profile", Count: 2}, {Text: "profile picture", Count: 1}}},
			{Key: "service", Kind: "text", Events: 16, Distinct: 4, Names: true, Values: []catalog.Value{{Text: "Twitter", Count: 11}, {Text: "Google Keep", Count: 3}, {Text: "Instagram", Count: 1}}},
			{Key: "title", Kind: "text", Events: 16, Distinct: 16, Names: true},
			{Key: "bio", Kind: "text", Events: 1, Distinct: 1}}},
		{Name: "social_media", Events: 22, Fields: []catalog.Field{
			{Key: "platform", Kind: "text", Events: 22, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "facebook", Count: 13}, {Text: "instagram", Count: 7}, {Text: "twitter", Count: 2}}},
			{Key: "media_type", Kind: "list", Events: 11, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "photo", Count: 7}, {Text: "video", Count: 4}}},
			{Key: "text", Kind: "text", Events: 17, Distinct: 17}}},
		{Name: "tvseries_stream", Events: 195, Fields: []catalog.Field{
			{Key: "series_title", Kind: "text", Events: 195, Distinct: 4, Names: true, Values: []catalog.Value{{Text: "The Office (U.S.)", Count: 137}, {Text: "Archer", Count: 14}}},
			{Key: "profile", Kind: "text", Events: 195, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "Charlie", Count: 195}}}}},
		{Name: "workout", Events: 12, Formats: []string{"apple_health", "fit", "strava"}, Fields: []catalog.Field{
			{Key: "workout_type", Kind: "text", Events: 12, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "running", Count: 8}, {Text: "cycling", Count: 3}}},
			{Key: "distance_km", Kind: "number", Events: 12, Distinct: 12},
			{Key: "name", Kind: "text", Events: 2, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "First", Count: 1}, {Text: "Second", Count: 1}}}}},
	}})
}

// "BMI" is the body mass index, as a dictionary lists it: it was spelt
// as the track "Bim Bom".
func TestBMIIsTheBodyMassIndex(t *testing.T) {
	treesUnderstood(t, real46Lib(t), map[string][]string{
		"what is my bmi":          {"body_mass_index", "sources=[health]"},
		"what was my BMI in 2016": {"body_mass_index", "2016"},
	})
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

// The service every record of the activity's sources comes from, as the
// formats name it, says where they are, no word to search: "what did I
// look up on Google" searched the words "looked up on Google". A service
// some of them come from (Strava of the workouts) is still searched.
func TestOwnServiceSaysTheSource(t *testing.T) {
	d := real46Lib(t)
	// searching on Google is its Search, where the records name its
	// products: not a search on its Maps
	search := `FILTER product == "Search"`
	treesUnderstood(t, d, map[string][]string{
		"what did I look up on Google":        {`RETRIEVE "my searches" sources=[web_activity]`, search},
		"what did I search for on google":     {`RETRIEVE "my searches" sources=[web_activity]`, search},
		"what did I search on Google in 2019": {`RETRIEVE "my searches"`, "2019", search},
		// the phrase stated as the question says it ("looked up")
		"what did I look up": {`RETRIEVE "my searches"`},
	})
	treesHave(t, d, map[string][]string{"what runs did I log on strava": {"strava"}})
	if n, _ := d.Decompose("what have I searched for"); strings.Contains(tree.Format(n), "product") {
		t.Errorf("searches of every product kept to one:\n%s", tree.Format(n))
	}
}

// A field's word is the value of another source where the question's
// names are values of that source, which holds the word as a value: "my
// twitter profile" is the account fact "profile" of Twitter; it was the
// profile Netflix was watched under ("Charlie"). Said of Netflix, or of
// nothing, it is still that field.
func TestProfileOfTheServiceNamed(t *testing.T) {
	d := real46Lib(t)
	treesHave(t, d, map[string][]string{
		"what is my twitter profile":           {`service == "Twitter"`, `fact == "profile"`, "sources=[account]"},
		"what is my instagram profile picture": {`service == "Instagram"`, `fact == "profile picture"`},
		"what is my netflix profile":           {"map(items, .profile)", "tvseries_stream"},
		"which profile did I watch Archer on":  {"map(items, .profile)", "tvseries_stream"},
	})
}

// A capitalised name before the noun of what its source records is its
// maker's, where a maker of the source begins so, as English says "a
// Beatles song": "my favourite Glee song" took the track "Glee" (one
// song, its own favourite), "Glee songs" was said a kind no record keeps.
// The title cited as the object of a verb of listening is still the
// title, and a word the lexicons read is still a kind ("French songs").
func TestMakerBeforeTheNounOfItsWorks(t *testing.T) {
	d := real46Lib(t)
	maker := `artist == "Glee Cast"`
	treesUnderstood(t, d, map[string][]string{
		"what is my favourite Glee song":      {maker},
		"how many Glee songs did I play":      {maker},
		"which Glee song did I play the most": {maker},
	})
	treesHave(t, d, map[string][]string{"how many times did I listen to Glee": {`track == "Glee"`}})
	if n, _ := d.Decompose("how many French songs did I play"); strings.Contains(tree.Format(n), "French Police") {
		t.Errorf("a kind read as a maker:\n%s", tree.Format(n))
	}
}

// "Following" after its subject or a form of "be" is the verb, never the
// preposition: "who am I following on twitter" was read as what happened
// after ("following") tweets, joined to a search for "I am".
func TestFollowingAfterItsSubjectIsTheVerb(t *testing.T) {
	d := real46Lib(t)
	treesUnderstood(t, d, map[string][]string{
		"who am I following on twitter":               {`fact == "following"`, `service == "Twitter"`},
		"how many accounts am I following on twitter": {`fact == "following"`},
		"which accounts I’m following on twitter":     {`fact == "following"`},
	})
	if n, _ := d.Decompose("what did I buy following my birthday"); strings.Contains(tree.Format(n), `fact == "following"`) {
		t.Errorf("the preposition read as the verb:\n%s", tree.Format(n))
	}
}

// The name of a field of names given to many records alike is its value:
// "what is my netflix profile called" (the name of my netflix profile)
// asked the workouts' field "name"; it is the profile ("Charlie").
func TestNameOfAFieldOfNames(t *testing.T) {
	d := real46Lib(t)
	treesUnderstood(t, d, map[string][]string{
		"what is my netflix profile called":      {"map(items, .profile)", "tvseries_stream"},
		"what is the name of my netflix profile": {"map(items, .profile)"},
	})
	// a thing that has a name keeps asking it
	treesHave(t, d, map[string][]string{"what was my last run called": {"val=name"}})
}

// A name that begins with an initialism is typed with the two run
// together, as its own web address writes it ("oklab" of the calendar's
// "OK Lab"): it was said not understood and every entry listed.
func TestInitialismRunTogether(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "real46-oklab", Sources: []catalog.Source{
		{Name: "calendar", Events: 3000, Fields: []catalog.Field{
			{Key: "summary", Kind: "text", Events: 3000, Distinct: 118, Names: true, Values: []catalog.Value{{Text: "OK Lab", Count: 261}, {Text: "machBar Plenum", Count: 40}, {Text: "Standup", Count: 2000}}}}}}})
	treesUnderstood(t, d, map[string][]string{
		"what is the oklab event": {`summary == "OK Lab"`},
		"when is the next oklab":  {`summary == "OK Lab"`},
	})
}

// The age of an account is since it was first made, as joining is dated:
// of two Twitter accounts "how old is my twitter account" took the newer
// (15.1 years) where "when did I join twitter" took the older.
func TestAccountAgeSinceFirstMade(t *testing.T) {
	treesHave(t, real46Lib(t), map[string][]string{
		"how old is my twitter account": {"days_between(min(map("},
		"when did I join twitter":       {"MIN attr=start_date"},
	})
}

// Sending or writing, said of someone only the chats record, is their
// messages: "what did gustav johansen send me" searched the mail, which
// holds no Gustav. Said of mail, or of a correspondent of the mail, it is
// still mail.
func TestSentBySomeoneOnlyTheChatsRecord(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "real46-chat", Sources: []catalog.Source{
		{Name: "mail", Events: 77, Fields: []catalog.Field{
			{Key: "from", Kind: "text", Events: 77, Distinct: 39, Names: true, Values: []catalog.Value{{Text: "Mark Overmeer <markov@ATComputing.nl>", Count: 15}, {Text: "Cristy <cristy@mystic.es.dupont.com>", Count: 5}}},
			{Key: "direction", Kind: "text", Events: 77, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "received", Count: 77}}},
			{Key: "subject", Kind: "text", Events: 75, Distinct: 52, Names: true}}},
		{Name: "chat", Events: 26, Fields: []catalog.Field{
			{Key: "sender", Kind: "text", Events: 24, Distinct: 6, Names: true, Values: []catalog.Value{{Text: "Person 1", Count: 6}, {Text: "Gustav Johansen", Count: 3}}},
			{Key: "participants", Kind: "list", Events: 7, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "Gustav Johansen", Count: 7}}},
			{Key: "text", Kind: "text", Events: 18, Distinct: 18}}}}})
	treesHave(t, d, map[string][]string{
		"what did gustav johansen send me":        {"sources=[chat]", `sender == "Gustav Johansen"`},
		"what did Gustav Johansen send me":        {"sources=[chat]"},
		"what did Mark Overmeer send me":          {"sources=[mail]"},
		"what emails did Gustav Johansen send me": {"sources=[mail]"},
	})
}

// A verb said with the places asked for is the visit the records of
// places keep (location history's "visit"), not a web page "visited",
// which only the spelling matched: "what places have I visited" listed
// the Google activity's pages.
func TestPlacesVisitedAreVisits(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "real46-visits", Sources: []catalog.Source{
		{Name: "location", Events: 20, Fields: []catalog.Field{
			{Key: "segment", Kind: "text", Events: 20, Distinct: 5, Names: true, Values: []catalog.Value{{Text: "activity", Count: 6}, {Text: "visit", Count: 5}, {Text: "path", Count: 4}}},
			{Key: "latitude", Kind: "number", Events: 19, Distinct: 19},
			{Key: "longitude", Kind: "number", Events: 19, Distinct: 19}}},
		{Name: "web_activity", Events: 5, Fields: []catalog.Field{
			{Key: "action", Kind: "text", Events: 5, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "searched", Count: 2}, {Text: "visited", Count: 2}, {Text: "viewed", Count: 1}}},
			{Key: "title", Kind: "text", Events: 5, Distinct: 5, Names: true}}}}})
	treesHave(t, d, map[string][]string{
		"what places have I visited": {`segment == "visit"`, "sources=[location]"},
		"what cities have I visited": {`segment == "visit"`},
		"which pages have I visited": {`action == "visited"`},
	})
}
