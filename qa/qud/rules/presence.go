package rules

import (
	"regexp"
	"strings"
	"unicode"

	"reqap/internal/lazyre"
	"reqap/lang/country"
	"reqap/lang/fold"
	"reqap/lang/spell"
	"reqap/qa/places"
)

// placeName: a place's name, capitalised words.
const placeName = `(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*)`

// presenceRE are the constructions of English that ask about being in a
// place or setting off for it, read as the trip to it: "when was I in
// Marrakesh", "when did I leave (fly, travel, set off) for Marrakesh",
// "my stay (time, visit) in Marrakesh", "how long did I stay in (was I
// in) Marrakesh". Each is a pattern and its reading, where $1 is the
// question's words before the place and $2 the place.
var presenceRE = []struct {
	re func() *regexp.Regexp
	to string
	// place is the group of the place when it is not the second; -1:
	// the second, a town only, no country
	place int
	// company: who was on the trip, which a town the library records
	// days in (a journal's city) answers too, by the days there
	// (tripAsStay): the people of the day the journey began are not all
	// ("→ Amsterdam" names no one; the dinners there do); a venue
	// ("who did I go to Kildare with") is no trip
	company bool
}{
	// "when was I in Bangkok (in 2023)", "when did I go (travel, fly) to
	// Kyoto", "when did we visit Tokyo", "when have I been to Ubud": the
	// trips to it, not the tweets tagged with its name ("when did I last go
	// to Kyoto": the last trip)
	{lazyre.New(`^(\s*)(?i:when)\s+(?:(?i:was\s+i|were\s+we)\s+(?i:in|at)|(?i:did|have|had)\s+(?i:i|we)(?P<ord>\s+(?i:last|first))?\s+(?:(?i:ever)\s+)?(?i:(?:go|travel|fly|been|gone|travell?ed|flown)\s+(?:back\s+)?to|visit|visited))\s+` + placeName + `(?P<rest>\s+\p{Ll}[^?]*?)?\s*\??\s*$`), "${1}When was my${ord} trip to ${3}${rest}?", 3, false},
	// "when was I last in Athens", "when were we first in Kyoto": the
	// adverb between the subject and the place says which trip; read
	// word by word, "I" was the thing looked for, during a stay there
	{lazyre.New(`^(\s*)(?i:when)\s+(?i:was\s+i|were\s+we)\s+(?i:(last|first))\s+(?i:in|at)\s+` + placeName + `(?P<rest>\s+\p{Ll}[^?]*?)?\s*\??\s*$`), "${1}When was my ${2} trip to ${3}${rest}?", 3, false},
	// "when did I leave for", "what date did I fly to", "the day I left
	// for", "date I set off for": the day the trip to it began
	{lazyre.New(`^(\s*)(?:(?i:when|what\s+(?:day|date)|which\s+(?:day|date)|on\s+(?:what|which)\s+(?:day|date))\s+(?i:did)\s+(?i:i|we)\s+(?i:leave|set\s+off|depart|head(?:\s+off|\s+out)?|fly|travel)|(?i:(?:(?:what|which)\s+(?:is|was)\s+)?(?:the\s+)?(?:date|day)\s+(?:that\s+|when\s+|on\s+which\s+)?(?:i|we)\s+(?:left|set\s+off|departed|headed(?:\s+off|\s+out)?|flew|travell?ed)))\s+(?i:for|to)\s+` + placeName + `\s*\??\s*$`), "${1}When did my trip to ${2} start?", 0, false},
	// "how long was I in", "how many days did I stay in", with the unit
	// said after ("How long was I in Tokyo, in days?") and a time or
	// company after ("how long did I stay in Bangkok last month")
	{lazyre.New(`^(\s*)(?P<lead>(?i:how\s+long|how\s+many\s+(?:days|nights|weeks)))\s+(?i:did\s+(?:i|we)\s+(?:stay|spend|remain)|was\s+i|were\s+we)\s+(?i:in|at)\s+` + placeName + `(?P<unit>,?\s+(?i:in\s+(?:days|nights|weeks|hours)))?(?P<rest>\s+\p{Ll}[^?]*?)?\s*\??\s*$`), "${1}${lead} was my trip to ${3}${unit}${rest}?", 3, false},
	// "was I in Lisbon for more than a week", "did we stay in Kyoto
	// longer than 5 days", "did I spend more than a week in Bangkok":
	// whether the trip to it lasted so long
	{lazyre.New(`^(\s*)(?i:was\s+i|were\s+we|did\s+(?:i|we)\s+(?:stay|remain))\s+(?i:in|at)\s+` + placeName + `\s+(` + lengthBound + `)\s*\??\s*$`), "${1}Was my trip to ${2} ${3}?", 0, false},
	{lazyre.New(`^(\s*)(?i:did\s+(?:i|we)\s+spend)\s+(` + lengthBound + `)\s+(?i:in|at)\s+` + placeName + `\s*\??\s*$`), "${1}Was my trip to ${3} ${2}?", 3, false},
	// "how many times have I been to Kyoto", "how often did we visit
	// Kyoto in 2020", "how often did I go to Bangkok": the trips to it
	{lazyre.New(`^(\s*)(?i:how\s+many\s+times|how\s+often)\s+(?i:have|had|did)\s+(?i:i|we)\s+(?:(?i:ever|actually|really)\s+)?(?i:been|gone|go|went|travell?ed|travel|visit|visited|flown|fly|flew)\s+(?:(?i:to|in|over\s+to)\s+)?` + placeName + `(?P<rest>\s+\p{Ll}[^?]*?)?\s*\??\s*$`), "${1}How many trips to ${2} did I take${rest}?", 0, false},
	// "have I been to Naples", "did I go to Italy in 2022", "have I
	// never been to Rome", "have I been to Naples twice": whether I took
	// a trip to it, not whether a tweet is tagged with its name or a film
	// was streamed from it
	{lazyre.New(`^(\s*)(?i:did|have|had)\s+(?i:i|we)(\s+(?i:ever|never|already|really|actually))?\s+(?i:(?:go|travel|fly|been|gone|travell?ed|flown)\s+(?:back\s+)?to|visit|visited)\s+` + placeName + `(?P<rest>\s+\p{Ll}[^?]*?)?\s*\??\s*$`), "${1}Did I${2} take a trip to ${3}${rest}?", 3, false},
	// "was I in Dublin in 2024", "were we ever in Kyoto": whether I was
	// there, the trip to it, as "did I go to Dublin" asks
	{lazyre.New(`^(\s*)(?i:was\s+i|were\s+we)(\s+(?i:ever|never|really|actually))?\s+(?i:in)\s+` + placeName + `(?P<rest>\s+\p{Ll}[^?]*?)?\s*\??\s*$`), "${1}Did I${2} take a trip to ${3}${rest}?", 3, false},
	// "which years did I not go to Italy", "in which months of 2024
	// didn't I travel to Spain": the periods without a trip to it
	{lazyre.New(`^(\s*)(?i:(?:in|during)\s+)?(?i:which|what)\s+(?i:(years?|months?|weeks?))(\s+[^?]*?)?\s+(?i:did\s+(?:i|we)\s+(?:not|never)|didn[’']?t\s+(?:i|we)|have\s+(?:i|we)\s+(?:not|never)|haven[’']?t\s+(?:i|we))\s+(?i:(?:go|travel|fly|been|gone|travell?ed|flown)\s+(?:back\s+)?to|visit|visited)\s+` + placeName + `(?P<rest>\s+\p{Ll}[^?]*?)?\s*\??\s*$`), "${1}In which ${2}${3} did I not take a trip to ${4}${rest}?", 4, false},
	// "who came with me to Ubud", "who did I travel to Ubud with", "who
	// went to Ubud with me": who
	// was on the trip to it, not who wrote the mails about it
	{lazyre.New(`^(\s*)(?i:who)\s+(?i:came|went|travell?ed|flew|was)\s+(?i:with\s+(?:me|us))\s+(?i:to|in)\s+` + placeName + `(?P<rest>\s+\p{Ll}[^?]*?)?\s*\??\s*$`), "${1}Who came with me on my trip to ${2}${rest}?", 0, true},
	{lazyre.New(`^(\s*)(?i:who|whom)\s+(?i:did)\s+(?i:i|we)\s+(?i:go|travel|fly)\s+(?i:to)\s+` + placeName + `\s+(?i:with)(?P<rest>\s+\p{Ll}[^?]*?)?\s*\??\s*$`), "${1}Who came with me on my trip to ${2}${rest}?", 0, true},
	{lazyre.New(`^(\s*)(?i:who)\s+(?i:came|went|travell?ed|flew)\s+(?i:to)\s+` + placeName + `\s+(?i:with\s+(?:me|us))(?P<rest>\s+\p{Ll}[^?]*?)?\s*\??\s*$`), "${1}Who came with me on my trip to ${2}${rest}?", 0, true},
	{lazyre.New(`(\b(?i:my|our)\s+)(?i:stay|time|visit)\s+(?i:in|to)\s+` + placeName), "${1}trip to ${2}", 0, false},
	// "while I was in Bangkok", "what did I eat when we were in Kyoto":
	// the time of the trip to a town (of a country, the records may say
	// it themselves: a play's country); "when" is the clause's only after
	// a question of its own ("tell me when I was in X" asks when)
	{lazyre.New(`(\b)(?i:while)\s+(?i:i\s+was|we\s+were)\s+(?i:in|at)\s+` + placeName), "${1}during my trip to ${2}", -1, false},
	{lazyre.New(`(\b(?i:what|which|who|whom|how|where|did|do|does|have|has|had|was|were|is|are)\b[^?]*?\s)(?i:when)\s+(?i:i\s+was|we\s+were)\s+(?i:in|at)\s+` + placeName), "${1}during my trip to ${2}", -1, false},
}

// lengthBound: a bound said on how long something lasted ("for more than
// a week", "longer than 5 days", "at least three nights").
const lengthBound = `(?i:for\s+)?(?i:` + boundSides + `)\s+[\p{L}\d -]+?`

// presenceAsTrip reads a question of being in a place, or setting off for
// it, as one of the trip to it, where the library writes the place as a
// town or a country, the places one travels to: a location "Marrakesh,
// Morocco" or a country's name. Without it the name was taken for what
// it is elsewhere (a tweet's #marrakesh) and the tweet for the stay. A
// place the library holds only as a venue ("Pizzeria Amalfi") is left as
// asked.
func (d *Decomposer) presenceAsTrip(q string) (string, bool) {
	if x, ok := d.presenceAsTripCased(q); ok {
		return x, true
	}
	// "how long was i in lisbon": a town written in lower case, as
	// people type, is the town
	if x := d.capitalisedTowns(q); x != q {
		return d.presenceAsTripCased(x)
	}
	return q, false
}

// capitalisedTowns is q with the words that name a country or a town the
// dictionary or the library knows (one word or two: "lisbon", "new york",
// "ubud" written "Ubud, Indonesia") capitalised.
func (d *Decomposer) capitalisedTowns(q string) string {
	words := strings.Fields(q)
	for i := 0; i < len(words); i++ {
		for n := 2; n >= 1; n-- {
			if i+n > len(words) {
				continue
			}
			name := strings.TrimRight(strings.Join(words[i:i+n], " "), "?.,!")
			if name == "" || !unicode.IsLower([]rune(name)[0]) || country.OfCity(name) == "" && country.Named(name) == "" && !d.townOrCountry(fold.Titled(name)) {
				continue
			}
			if n == 1 && spell.English(name) && !d.townOrCountry(fold.Titled(name)) {
				// "reading", "bath", "nice": a common word in lower
				// case is the word, unless the library writes the town
				continue
			}
			for j := i; j < i+n; j++ {
				words[j] = fold.Titled(words[j])
			}
			i += n - 1
			break
		}
	}
	x := strings.Join(words, " ")
	if x == strings.Join(strings.Fields(q), " ") {
		return q
	}
	return x
}

// presenceAsTripCased is presenceAsTrip of q as written.
func (d *Decomposer) presenceAsTripCased(q string) (string, bool) {
	for _, p := range presenceRE {
		m := p.re().FindStringSubmatch(q)
		place := max(p.place, 2)
		if m == nil || !d.townOrCountry(m[place]) && !d.townUnrecorded(m[place]) && !(p.company && d.cityRecorded(m[place])) || p.place < 0 && country.Named(m[place]) != "" {
			continue
		}
		return p.re().ReplaceAllString(q, p.to), true
	}
	return q, false
}

// townUnrecorded reports whether name is a town the dictionary knows
// (WordNet's cities, country.OfCity) that the library records no day in
// and holds as no value of its own: being in it is still a trip to it
// ("how long was I in Lisbon" where only a book "A Station in Lisbon" says
// the word), and its answer is the trip's, or that none was found, not
// the hours between the book and a trailer.
func (d *Decomposer) townUnrecorded(name string) bool {
	if d.env == nil || country.OfCity(name) == "" || d.dayPlace(name) {
		return false
	}
	for _, r := range d.env.NameRefsWith(strings.Fields(name)[0]) {
		if strings.EqualFold(r.Value, name) {
			return false
		}
	}
	return true
}

// townOrCountry reports whether name is a country or a value of the
// library's written with a country after it ("Marrakesh, Morocco").
func (d *Decomposer) townOrCountry(name string) bool {
	if country.Named(name) != "" {
		return true
	}
	if d.env == nil {
		return false
	}
	words := strings.Fields(name)
	for _, r := range d.env.NameRefsWith(words[0]) {
		if town, ok := places.TownOfCountry(r.Value); ok && town == name {
			return true
		}
	}
	return false
}

// tripInRE: a trip said as the time of something else done there
// ("what did I eat during my trip to Lisbon", "runs on our Vienna trip",
// "while on holiday in Lisbon"); the place is $1 or $2.
var tripInRE = lazyre.New(`\b(?i:during|on|while\s+on|throughout|over)\s+(?:(?i:my|our|the)\s+)?(?:(?i:trips?|travels|holidays?|vacations?|journeys?|stays?|visits?)\s+(?i:to|in)\s+` + placeName + `|` + placeName + `\s+(?i:trips?|holidays?|vacations?|stays?|visits?)\b)`)

// tripAsStay reads a trip said as the time of something else, where the
// library records the place of each day (a journal's city) and the trip's
// place is one of them, as that thing done in the place: "what did I eat
// during my trip to Lisbon" is what I ate in Lisbon, the days from the
// first to the last the records say I was there (stayWindow). No one
// record spans such a trip, so it has no event of its own to join with.
func (d *Decomposer) tripAsStay(q string) (string, bool) {
	m := tripInRE().FindStringSubmatchIndex(q)
	if m == nil {
		return q, false
	}
	a, b := m[2], m[3]
	if a < 0 {
		a, b = m[4], m[5]
	}
	if !d.dayPlace(q[a:b]) {
		return q, false
	}
	return q[:m[0]] + "in " + q[a:b] + q[m[1]:], true
}

// cityRecorded reports whether name is a town the library records days
// in (a value of a city field), not a venue.
func (d *Decomposer) cityRecorded(name string) bool {
	return d.valueOf(name, func(field string) bool { return field == "city" })
}

// dayPlace reports whether name is a value of a field that records the
// place a day was spent in (a city, a place), as a journal's days do.
func (d *Decomposer) dayPlace(name string) bool { return d.valueOf(name, dayPlaceField) }

// valueOf reports whether name is, whole, a value of a field field
// accepts.
func (d *Decomposer) valueOf(name string, field func(string) bool) bool {
	if d.env == nil || strings.TrimSpace(name) == "" {
		return false
	}
	for _, r := range d.env.NameRefsWith(strings.Fields(name)[0]) {
		if field(r.Field) && strings.EqualFold(r.Value, name) {
			return true
		}
	}
	return false
}
