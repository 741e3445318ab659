package rules

import (
	"strings"

	"reqap/index/catalog"
	"reqap/internal/lazyre"
)

// What was done on a trip. "What did I do in Stockholm", "things I did on
// my trip to London", "what did we get up to while in Kyoto", "which
// places did I visit in Lisbon" ask, of a place the library knows only
// as where trips went (tripPlace), what a traveller did there: its
// sights and outings. Read as asked, each found something else — the
// posts tagged with the town, every record of the trip's days (mails,
// orders, birthday greetings), workouts for "activities" — and no two
// agreed. They are all read as "what sights did I see in Stockholm",
// which the retriever answers from the days at the place (sights.go);
// the answer says so.

// doneAtRE: what was done, seen or visited, with no thing named but
// things, activities, places or sights, asked or counted (the subject,
// "i" or "we", a group of each way of asking), before a place of travel
// (placeOfTrip).
var doneAtRE = lazyre.New(`(?i)^\s*(?:so\s+)?(?:` +
	// what did I do / get up to / see / visit
	`what\s+(?:else\s+|all\s+)?(?:did|have|had)\s+(i|we)\s+(?:do|done|get\s+up\s+to|got\s+up\s+to|see|seen|visit|visited)` +
	// which things / activities / places / attractions did I do / see / visit
	`|(?:what|which)\s+(?:\pL+\s+)?(?:things|activities|places|attractions|sights|landmarks)\s+(?:did|have)\s+(i|we)\s+(?:do|done|see|seen|visit|visited)` +
	// (list) the things I did
	`|(?:(?:please\s+)?(?:list|show\s+me|tell\s+me|give\s+me|name)\s+)?(?:all\s+)?(?:the\s+)?(?:things|activities|stuff)\s+(?:that\s+)?(i|we)\s+(?:did|have\s+done|saw|have\s+seen|visited)` +
	// where did I go
	`|where\s+(?:else\s+)?did\s+(i|we)\s+go` +
	// how many things did I do (counted: group 5)
	`|how\s+many\s+(?:\pL+\s+)?(?:things|activities|places|attractions|sights|landmarks)\s+(?:did|have)\s+(i|we)\s+(?:do|done|see|seen|visit|visited)` +
	`)\s+(` + placeOfTrip + `)(.*)$`)

// The groups of doneAtRE: the subjects, the one counted, the places, and
// what follows the place.
const (
	doneSubjects = 5
	doneCounted  = 5
	donePlace    = 7 // to 10
	donePlaceOf  = 9 // "on my London trip": the place before the noun
	doneRest     = 11
)

// placeWords: a place's name as said, one to three words.
const placeWords = `\pL[\pL'’.-]*(?:\s+\pL[\pL'’.-]*){0,2}`

// placeOfTrip: where, of a trip: "in London", "on my trip to London",
// "on our London trip", "while (I was) in London", "during my stay in
// London". Its place is a group of its own.
const placeOfTrip = `(?:in|around)\s+(` + placeWords + `)` +
	`|(?:on|during)\s+(?:my|our|the)\s+(?:trip|holiday|vacation|visit|stay|travels|journey|weekend|city\s+break|time|days)\s+(?:to|in)\s+(` + placeWords + `)` +
	`|(?:on|during)\s+(?:my|our|the)\s+(\pL[\pL'’.-]*(?:\s+\pL[\pL'’.-]*)?)\s+(?:trip|holiday|vacation|visit|stay|weekend|city\s+break)\b` +
	`|(?:while|when)\s+(?:(?:i|we)\s+(?:was|were)\s+)?(?:in|visiting)\s+(` + placeWords + `)`

// tripPlaceAt returns the longest start of s, of the words placeWords
// matched there, that names a place only trips went to (tripPlace), as s
// writes it: "London" of "London in 2023?". whole asks for all the words.
func tripPlaceAt(cat *catalog.Catalog, s string, whole bool) (string, bool) {
	return placeAt(placeWordsRE().FindString(s), whole, func(place string) bool { return tripPlace(cat, place) })
}

// placeAt returns the longest start of the words of span that is a place
// (is), its marks after it trimmed; whole asks for all the words.
func placeAt(span string, whole bool, is func(place string) bool) (string, bool) {
	words := strings.Fields(span)
	for n := len(words); n > 0; n-- {
		if whole && n < len(words) {
			break
		}
		place := strings.TrimRight(span[:fieldsEnd(span, n)], "?.!,")
		if is(place) {
			return place, true
		}
	}
	return "", false
}

// placeWordsRE is placeWords at the start of a text.
var placeWordsRE = lazyre.New(`^` + placeWords)

// sightsDone restates what was done at a place of travel as its sights
// (see above) and returns the place so read, "" where the question asks
// no such thing.
func (d *Decomposer) sightsDone(q string) (string, string) {
	if d.env == nil || d.env.Catalog() == nil {
		return q, ""
	}
	m := doneAtRE().FindStringSubmatchIndex(q)
	if m == nil {
		return q, ""
	}
	subject := "I"
	for g := 1; g <= doneSubjects; g++ {
		if m[2*g] >= 0 && strings.EqualFold(q[m[2*g]:m[2*g+1]], "we") {
			subject = "we"
		}
	}
	asked := "what sights did "
	if m[2*doneCounted] >= 0 {
		asked = "how many sights did "
	}
	// the place's group that matched; a greedy one of up to three words
	// is cut to the longest start that is a trip's place ("in London in
	// 2023": London)
	for g := donePlace; g < doneRest; g++ {
		a, b := m[2*g], m[2*g+1]
		if a < 0 {
			continue
		}
		// "on my London trip": the place is all before the noun
		place, ok := tripPlaceAt(d.env.Catalog(), q[a:b], g == donePlaceOf)
		if !ok {
			break
		}
		rest := q[a+len(place):]
		if g == donePlaceOf {
			rest = q[m[2*doneRest]:]
		}
		return asked + subject + " see in " + place + rest, place
	}
	return q, ""
}

// fieldsEnd is the byte offset in s just after its n-th field (word).
func fieldsEnd(s string, n int) int {
	end := 0
	for i := 0; i < n; i++ {
		rest := s[end:]
		start := len(rest) - len(strings.TrimLeft(rest, " \t"))
		w := rest[start:]
		if j := strings.IndexAny(w, " \t"); j >= 0 {
			w = w[:j]
		}
		end += start + len(w)
	}
	return end
}

// dayOfStayRE: the first or last day in or at a place, "my first day in
// Lisbon", "on our last day at Lake Garda": the owner (group 1), which
// day (2) and the place's words (3).
var dayOfStayRE = lazyre.New(`(?i)\b(my|our|the)\s+(first|last|final)\s+(?:full\s+)?day\s+(?:in|at)\s+(` + placeWords + `)`)

// daysOfStay reads the first or last day in a place the library records
// as a place of its days (a journal's city, "Lisbon") as that day of the
// trip there, as "the first day of my trip to Lisbon" is read: "what did
// I eat on my first day in Lisbon" had been when I started working, "I
// started working in I eat on Lisbon", and "what did I do" the date. A
// place only trips went to is dayOfTrip's; one no field holds whole
// ("my first day at work") is left as said.
func (d *Decomposer) daysOfStay(q string) string {
	if d.env == nil || d.env.Catalog() == nil {
		return q
	}
	m := dayOfStayRE().FindStringSubmatchIndex(q)
	if m == nil {
		return q
	}
	cat := d.env.Catalog()
	place, ok := placeAt(q[m[6]:m[7]], false, func(place string) bool { return placeValue(cat, place) })
	if !ok {
		return q
	}
	owner := strings.ToLower(q[m[2]:m[3]])
	if owner == "the" {
		owner = "my"
	}
	return q[:m[2]] + "the " + strings.ToLower(q[m[4]:m[5]]) + " day of " + owner + " trip to " + place + q[m[6]+len(place):]
}

// placeValue reports whether a field of places holds place whole.
func placeValue(cat *catalog.Catalog, place string) bool {
	for _, src := range cat.Sources {
		for _, f := range src.Fields {
			if !placeFieldRE().MatchString(f.Key) {
				continue
			}
			for _, v := range f.Values {
				if strings.EqualFold(v.Text, place) {
					return true
				}
			}
		}
	}
	return false
}
