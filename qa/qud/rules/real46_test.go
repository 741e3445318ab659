package rules

import (
	"strings"
	"testing"

	"reqap/qa/tree"
)

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

// The age of an account is since it was first made, as joining is dated:
// of two Twitter accounts "how old is my twitter account" took the newer
// (15.1 years) where "when did I join twitter" took the older.
func TestAccountAgeSinceFirstMade(t *testing.T) {
	treesHave(t, real46Lib(t), map[string][]string{
		"how old is my twitter account": {"days_between(min(map("},
		"when did I join twitter":       {"MIN attr=start_date"},
	})
}
