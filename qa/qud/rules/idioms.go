package rules

import (
	"regexp"
	"reqap/lang/calendar"
	"reqap/lang/fold"
	"reqap/lang/numword"
	"reqap/lang/thesaurus"
	"slices"
	"strconv"
	"strings"

	"reqap/internal/lazyre"
)

// phrasalVerbs reads the verbs said in more than one word: "take place"
// is to happen, "have to pay" is to pay.
func phrasalVerbs(s string) string {
	// "take place" is to happen ("place" is no place named), "show up"
	// to appear ("shows" is no TV show), "fire off" a message to send it:
	// one verb, said so in the verb's form
	for _, v := range oneVerbPhrasals {
		s = v.re().ReplaceAllStringFunc(s, func(m string) string {
			return v.as[strings.ToLower(strings.Fields(m)[0])]
		})
	}
	// "which restaurant do I go back to most": to go (or come) back to
	// a place is to return to it, as a dictionary has it: to go to it
	// again, the place gone to the same ("back" no word of what was
	// done); "going back to 2019" is a time, and stays
	s = goBackRE().ReplaceAllStringFunc(s, func(m string) string {
		sub := goBackRE().FindStringSubmatch(m)
		if sub[3] != "" {
			return m
		}
		return goAs[strings.ToLower(sub[1])] + sub[2]
	})
	// "games of badminton", "a match of tennis": the game said before
	// its sport as English says it too, "badminton games", which is
	// read as the sessions of a sport the lexicons know
	s = gamesOfRE().ReplaceAllStringFunc(s, func(m string) string {
		g := gamesOfRE().FindStringSubmatch(m)
		if ofWhichRE().MatchString(g[2]) {
			return m // "games of the season", "matches of mine"
		}
		return g[2] + " " + g[1]
	})
	// "did I go see my parents", "went to see Oma", "go and visit my
	// sister": to go (and, to) see someone is to visit them, as a
	// dictionary has it, not to meet them anywhere; the tense is the
	// going's. Only people are visited so: "go see a film" stays.
	s = goSeeRE().ReplaceAllStringFunc(s, func(m string) string {
		g := goSeeRE().FindStringSubmatch(m)
		return visitAs[strings.ToLower(g[1])] + " " + g[2]
	})
	// "how many newsletters did the running club send (me)": those I
	// got from it, as "from the running club" says the sender
	s = thingsSentRE().ReplaceAllStringFunc(s, func(m string) string {
		sub := thingsSentRE().FindStringSubmatch(m)
		if holdsAsker(sub[3]) {
			return m // "did my wife and I send": ours
		}
		return sub[1] + " did I get from " + sub[3]
	})
	// "when did the running club last write to me": when I last got
	// mail from it; the club's own words ("running") are no doing of
	// mine
	s = replaceEach(s, nounMailedMeRE(), func(sub []string, after string) string {
		if holdsAsker(sub[2]) || sentThingRE().MatchString(sub[4]) && !sentAloneRE().MatchString(after) {
			// "did my wife and I write": ours; "what did my mum send me
			// for my birthday" is mail, "did my mum send me a parcel"
			// a thing sent
			return sub[0]
		}
		if strings.EqualFold(sub[1], "did") {
			return "did I " + sub[3] + "get mail from " + sub[2]
		}
		return "have I " + sub[3] + "had mail from " + sub[2]
	})
	// "when do I have to pay the bill": when I pay it
	s = haveToRE().ReplaceAllString(s, "$1")
	// "which books did I get through this year": to get through a thing
	// is to finish it ("through this year" is no time up to its end);
	// getting through to someone is reaching them, and stays
	s = getThroughRE().ReplaceAllStringFunc(s, func(m string) string {
		sub := getThroughRE().FindStringSubmatch(m)
		if strings.EqualFold(sub[3], "to") {
			return m
		}
		return finishFor[strings.ToLower(sub[1])] + sub[2]
	})
	// "did me and Ben go climbing", "how often did Lena and me meet":
	// "me" (or "myself") in a subject joined by "and", as speech has
	// it, is the "I" of "Ben and I"
	s = meAndRE().ReplaceAllString(s, "$1 $2$3 and I")
	// "what did we do, Mia and I, in May", "how often did we meet, Lena
	// and I": the "we" named in apposition is its subject, as "did Mia
	// and I" says it
	if m := weNamedRE().FindStringSubmatchIndex(s); m != nil {
		s = s[:m[0]] + s[m[2]:m[3]] + " " + s[m[6]:m[7]] + " and I" + s[m[4]:m[5]] + " " + strings.TrimLeft(s[m[1]:], " ")
	}
	// "how many times did Mum and I talk", "when did Lena and I last
	// meet": one done with another is done with them, the person said
	// with "with" as the activities' companions are
	if m := nameAndIRE().FindStringSubmatchIndex(s); m != nil {
		end := strings.TrimRight(s, "?.! ")
		s = s[:m[0]] + s[m[2]:m[3]] + " I " + s[m[6]:len(end)] + " with " + s[m[4]:m[5]] + s[len(end):]
	}
	// "the last time Max and I went for drinks", "days Lena and I met":
	// said without an auxiliary, the same
	if m := nameAndIDoneRE().FindStringSubmatchIndex(s); m != nil && !auxBeforeRE().MatchString(s[:m[4]]) {
		lead, name := "", s[m[4]:m[5]]
		for f := strings.Fields(name); len(f) > 1 && askWordRE().MatchString(f[0]); f = f[1:] {
			lead += f[0] + " "
			name = strings.Join(f[1:], " ")
		}
		if !askWordRE().MatchString(name) {
			end := strings.TrimRight(s, "?.! ")
			if m[6] < len(end) {
				s = s[:m[4]] + lead + "I " + s[m[6]:len(end)] + " with " + name + s[len(end):]
			}
		}
	}
	// "who got a new phone number": to get a new number, address or
	// name is to change one's own, nothing bought
	s = changeDetail(s)
	// "when did Person 2 change their number", "switch phone numbers":
	// the number one changes of one's own is one's phone number, and
	// to switch or swap it is to change it
	s = numberChanged(s)
	// "when did I get new running shoes": to get a new thing is to buy it
	s = getNewRE().ReplaceAllStringFunc(s, func(m string) string {
		sub := getNewRE().FindStringSubmatch(m)
		return buyFor[strings.ToLower(sub[1])] + sub[2]
	})
	// "who was I tagged with most": a post tagging me with someone
	// says I was with them ("… was with Karim Ferrari."), so it is who
	// I was with most in my posts, not every meeting
	if taggedWithRE().MatchString(s) {
		s = taggedWithRE().ReplaceAllString(s, "${1}${2} with")
		if !postWordRE().MatchString(s) {
			end := strings.TrimRight(s, "?.! ")
			s = end + " in my posts" + s[len(end):]
		}
	}
	// "what was I up to on my birthday", "what have I been up to": what
	// one is up to is what one does
	s = upToRE().ReplaceAllStringFunc(s, func(m string) string {
		sub := upToRE().FindStringSubmatch(m)
		if aux := strings.ToLower(strings.Fields(m)[1]); aux == "am" || aux == "are" {
			// "what am I up to at the moment": the present, which
			// lately reads
			return sub[1] + "what " + aux + " " + sub[2] + " doing"
		}
		return sub[1] + "what did " + sub[2] + sub[3] + " do"
	})
	// "how much did the repair set me back": what a thing sets one back
	// is what it costs
	s = setBackRE().ReplaceAllString(s, "${1} cost")
	// "how often did I hit the gym": to hit a place is to go to it
	s = hitTheRE().ReplaceAllStringFunc(s, func(m string) string {
		sub := hitTheRE().FindStringSubmatch(m)
		if sub[1] != "" {
			return sub[1] + "go to the"
		}
		return "went to the"
	})
	// "how did I spend last weekend", "how did we spend Christmas 2021":
	// to spend a time so asked is what was done in it, not money spent;
	// "when did I spend Christmas in Hamburg": when one was there then
	// (not the records that say "spent" or "Christmas")
	s = spendTimeRE().ReplaceAllStringFunc(s, func(m string) string {
		sub := spendTimeRE().FindStringSubmatch(m)
		prep := "during "
		switch {
		case sub[4] != "":
			prep = "" // "last weekend": a time of its own
		case dayTimeRE().MatchString(sub[5]):
			prep = "on "
		}
		when, rest := prep+sub[4]+sub[5], strings.TrimSpace(sub[6])
		be := "was " + sub[3]
		if strings.EqualFold(sub[3], "we") {
			be = "were " + sub[3]
		}
		if strings.EqualFold(sub[2], "how") {
			return sub[1] + "what did " + sub[3] + " do " + when + sub[6]
		}
		if sub[4] == "" {
			// a stay takes in the whole time: "during Christmas" its
			// days, as "who was I with during Christmas" reads it
			when = "during " + sub[5]
		}
		if rest == "" {
			// "when did I spend Christmas": the records that say it (a
			// calendar's party), as "where did I spend New Year's Eve"
			return m
		}
		return sub[1] + sub[2] + " " + be + " " + rest + " " + when
	})
	// "where did I have breakfast most of the time": most of the time is
	// usually; "how many runs did I squeeze in": fitting a thing in is
	// doing it
	s = mostOfTheTimeRE().ReplaceAllString(s, "usually")
	// "what do I tend to have after a run": to tend to do a thing is to
	// usually do it (not "tend to the garden", to look after)
	s = tendToRE().ReplaceAllStringFunc(s, func(m string) string {
		if tendToRE().FindStringSubmatch(m)[1] != "" {
			return m
		}
		return "usually"
	})
	// "do I usually run in the morning or in the evening": which of two
	// kinds of time a habit is mostly done in is the one it is done
	// in more often, weighed (was a yes or no of runs both in the
	// morning and the evening)
	s = usuallyEitherTimeRE().ReplaceAllString(s, "${1} ${2} ${3} more often ${4} or ${5}")
	s = squeezeInRE().ReplaceAllStringFunc(s, func(m string) string {
		sub := squeezeInRE().FindStringSubmatch(m)
		switch strings.ToLower(sub[1]) {
		case "squeezed", "fitted", "crammed":
			return "did" + sub[2]
		case "squeezing", "fitting", "cramming":
			return "doing" + sub[2]
		}
		return "do" + sub[2]
	})
	// "which show ate up most of my time", "what ate into my budget": to
	// eat up (or into) time or money is to take it up, as dictionaries
	// say; eating up food stays a meal
	s = eatUpRE().ReplaceAllStringFunc(s, func(m string) string {
		sub := eatUpRE().FindStringSubmatch(m)
		return takeFor[strings.ToLower(sub[1])] + " up" + sub[2]
	})
	// "what did I jot down on 26 August", "which notes did I scribble
	// down": to jot (note, scribble, write) down is to write
	s = writeDownRE().ReplaceAllStringFunc(s, func(m string) string {
		return writeFor[strings.ToLower(writeDownRE().FindStringSubmatch(m)[1])]
	})
	// "where did I jet off to", "when did we go away", "did I get away
	// in May": jetting off, going away and getting away are travelling
	s = awayRE().ReplaceAllStringFunc(s, func(m string) string {
		sub := awayRE().FindStringSubmatch(m)
		return travelFor[strings.ToLower(sub[1])] + sub[2]
	})
	// "did I go anywhere in August", "did we go somewhere last
	// summer": going to no place named is travelling, as "did I travel
	// anywhere" is (not going somewhere for a meal: "for" is not read)
	s = goAnywhereRE().ReplaceAllStringFunc(s, func(m string) string {
		sub := goAnywhereRE().FindStringSubmatch(m)
		return travelFor[strings.ToLower(sub[1])] + sub[2]
	})
	// "when did I last walk somewhere", "did I drive anywhere in May":
	// moving in some manner to no place named is moving so
	s = moveAnywhereRE().ReplaceAllString(s, "$1")
	// "my best 10k pace", "my best average speed": the best of a pace
	// or a speed is the fastest, as a best time is the shortest
	s = bestPaceRE().ReplaceAllString(s, "fastest $1")
	// "the most mentioned account in my tweets": the one I mentioned
	// most, as asked with the verb
	s = mostMentionedRE().ReplaceAllString(s, "${1}which $2 did I mention most")
	// "who did I tag on Twitter", "which friends have I tagged": to tag
	// a person in a post is to mention them, as dictionaries give it;
	// tagging with a word ("tagged with #travel") stays a tag
	if m := tagPersonRE().FindStringSubmatchIndex(s); m != nil && !tagWithRE().MatchString(s[m[1]:]) {
		verb := "mention"
		if m[4] >= 0 {
			verb = "mentioned"
		}
		s = s[:m[3]] + verb + s[m[1]:]
	}
	return backFrom(s)
}

// tagPersonRE: "tag" of whom a question asks, after its subject (group 1
// up to the verb, group 2 the past's ending), a list's too ("the 3
// people I tagged most").
var tagPersonRE = lazyre.New(`(?i)^(\s*(?:who|whom|(?:which|what|how\s+many|the|my)\s+(?:(?:top|most|\p{L}+|\d+)\s+){0,2}(?:accounts?|users?|handles?|people|persons?|friends?))\s+(?:(?:did|do|have|had|has)\s+(?:i|we)\s+|(?:i|we)\s+)(?:\p{L}+ly\s+|ever\s+)?)tag(ged)?\b`)

// tagWithRE: what a tag is, said after the verb ("with #travel", "as
// work").
var tagWithRE = lazyre.New(`(?i)^\s+(?:with|as|under)\b`)

// mostMentionedRE: an account or person said the most mentioned, at the
// start or after a question of what it is ("who is the most mentioned
// user"); group 1 what leads, 2 the noun.
var mostMentionedRE = lazyre.New(`(?i)^(\s*)(?:(?:what|which|who)(?:'s|\s+is|\s+was|\s+are|\s+were)\s+)?(?:my\s+|the\s+)?most\s+(?:often\s+|frequently\s+)?mentioned\s+(accounts?|users?|handles?|persons?|people)\b`)

// bestPaceRE: "best" (or "personal best") before a pace or a speed, up to
// two words between ("best 10k pace", "best running pace"), those words
// and the noun in group 1.
var bestPaceRE = lazyre.New(`(?i)\b(?:personal\s+)?best\s+((?:[\pL\d]+\s+){0,2}?(?:pace|speed)s?)\b`)

// moveAnywhereRE: a verb of moving in some manner (walking, driving,
// riding, flying) with an indefinite adverb of place, the verb in group 1.
var moveAnywhereRE = lazyre.New(`(?i)\b((?:walk|drive|ride|cycle|bike|hike|fly)(?:s|ed|d|ing)?|drove|driven|rode|ridden|flew|flown|ran|run|runs|running)\s+(?:anywhere|somewhere|anyplace|someplace)\b`)

// goAnywhereRE: a verb of going with an indefinite adverb of place
// ("go anywhere", "went somewhere"), before when, with whom or the end.
var goAnywhereRE = lazyre.New(`(?i)\b(go|goes|went|gone|going)\s+(?:anywhere|somewhere|anyplace|someplace)\b(\s+(?:in|on|during|over|this|last|with)\b|\s*[?.!,]|\s*$)`)

// backFrom reads a when-question of coming back from a place as when the
// trip to it ended: "when did I fly back from Kyoto", "when was my flight
// home from Kyoto", "what day did I return from my trip to Kyoto" (the
// question as the recognisers read it, and as the answer's form reads
// it: the end is asked); "my return date from Kyoto" likewise, and a
// departure or arrival date the trip's start.
func backFrom(s string) string {
	if m := tripDateRE().FindStringSubmatch(s); m != nil {
		// "what was my return date from Kyoto": when I returned; "my
		// departure (arrival) date for Kyoto": when the trip began
		if strings.EqualFold(m[1], "return") || strings.EqualFold(m[1], "homecoming") {
			s = "When did I return from " + m[2] + m[3]
		} else {
			s = "When did my trip to " + m[2] + " start" + m[3]
		}
	}
	m := backFromRE().FindStringSubmatch(s)
	if m == nil {
		return s
	}
	trip := strings.TrimSpace(m[2])
	if t := tripNamedRE().FindStringSubmatch(trip); t != nil {
		trip = "my trip" + t[1]
	} else {
		trip = "my trip to " + trip
	}
	return m[1] + " did " + trip + " end" + m[3]
}

// backFromRE: a when-question of coming back from a place: the question
// word (group 1), where from (2) and the end (3). Returning, and the
// verbs of going with "back" or "home" ("fly back", "came home"), or the
// journey back said as a noun ("my flight home").
var backFromRE = lazyre.New(`(?i)^\s*(when|what\s+(?:day|date)|which\s+day|on\s+(?:what|which)\s+(?:day|date))\s+(?:(?:did|do)\s+(?:i|we)\s+(?:return(?:\s+home)?|(?:fly|come|get|travel|head|drive|ride|go|sail)\s+(?:back|home)|take\s+(?:the|a|my)\s+(?:flight|plane|train|bus|ferry)\s+(?:back|home))|(?:was|is)\s+(?:my|our|the)\s+(?:return\s+(?:flight|trip|journey|train)|(?:flight|train|journey|drive|ride|trip|ferry)\s+(?:back|home))|did\s+(?:my|our)\s+(?:return\s+flight|(?:flight|train)\s+(?:back|home))\s+(?:leave|depart|go))\s+from\s+(.+?)(\s*[?.!]*)$`)

// tripDateRE: the date of a trip's end or start said as a noun ("my
// return date from Kyoto", "the departure date for Bali", "my arrival
// date in Lisbon"): the kind of date (group 1), the place (2), the end (3).
var tripDateRE = lazyre.New(`(?i)^\s*(?:(?:what|which)\s+(?:was|is)\s+)?(?:my|our|the)\s+(return|homecoming|departure|arrival)\s+(?:date|day)\s+(?:from|for|to|in|at)\s+(\p{Lu}[^?.!]*?)(\s*[?.!]*)$`)

// tripNamedRE: where from said as the trip ("my trip to Kyoto",
// "our vacation in Bali"), the place in group 1 with its preposition.
var tripNamedRE = lazyre.New(`(?i)^(?:my|our|the)\s+(?:trip|vacation|holiday|journey|stay|visit|travels?)((?:\s+(?:to|in)\s+.+)?)$`)

// muchOfLifeRE: how much of one's life or time ("how much of my life",
// "how much of my time", "how much of my days"), which is time.
var muchOfLifeRE = lazyre.New(`(?i)\bhow\s+much\s+of\s+(?:my|our|your)\s+(?:life|lives|time|days|hours|free\s+time|spare\s+time)\b`)

// awayRE: the verbs of leaving for a trip, with their particle ("jet
// off", "went away", "getting away"), before where, when or the end.
var awayRE = lazyre.New(`(?i)\b(jet|jets|jetted|jetting|go|goes|went|gone|going|get|gets|got|getting)\s+(?:off|away)\b(\s+(?:to|for|in|on|at|during|over|this|last|with)\b|\s*[?.!,]|\s*$)`)

// travelFor is the form of "travel" for a form of the verb said.
var travelFor = map[string]string{"jet": "travel", "jets": "travels", "jetted": "travelled", "jetting": "travelling", "go": "travel", "goes": "travels", "went": "travelled", "gone": "travelled", "going": "travelling", "get": "travel", "gets": "travels", "got": "travelled", "getting": "travelling"}

// keptCompanyRE: "who" and a verb of keeping me company (group 2), "me"
// after it.
var keptCompanyRE = lazyre.New(`(?i)\b(who)\s+(` + companyVerbs + `)(?:\s+along)?\s+(?:with\s+)?me\b`)

// personNamedRE: the name of someone of mine asked ("what's my physio
// called", "what is my physio's name", "what's the name of my GP");
// groups: what goes before (1), the owner and the noun (2, 3 or 4, 5).
var personNamedRE = lazyre.New(`(?i)(^|\s)what(?:'s|’s|\s+is|\s+was)\s+(?:(my|our)\s+(\p{L}+?)(?:\s+called|(?:'s|’s)\s+name)|the\s+name\s+of\s+(my|our)\s+(\p{L}+))\b`)

// personNoun reports whether a noun names a person seen for a service:
// the thesaurus files it under errandHeads ("dentist"), or the lexicons
// read it as one seen for health care ("physio", "GP").
func personNoun(noun string) bool {
	if healthWord(noun) {
		return true
	}
	th, err := thesaurus.Default()
	return err == nil && th.IsNoun(noun) && th.Under(noun, func(h string) bool { return slices.Contains(errandHeads, h) }, 6)
}

// bestFriendRE: who a best, closest, dearest or top friend of mine is;
// group 1 is what came before the question word, 2 a possessive after
// the friend.
var bestFriendRE = lazyre.New(`(?i)(^|\s)who(?:'s|’s|\s+is|\s+was|\s+are|\s+were)\s+my\s+(?:` + bestFriendWords + `)\s+(?:` + friendNouns + `)s?\b(['’]s?)?`)

// weightExtreme is the extreme of weight a superlative of heavy or light
// says: the heaviest weighs highest.
func weightExtreme(superlative string) string {
	if strings.HasPrefix(strings.ToLower(superlative), "heav") {
		return "highest"
	}
	return "lowest"
}

// travelAbroadRE: travel or trips said abroad or overseas (group 1 the
// word of travelling); goneAbroadRE: being or going there (group 1 the
// verb).
var (
	travelAbroadRE = lazyre.New(`(?i)\b(trips?|travel(?:l?ed|l?ing|s)?|journeys?)\s+` + abroadWords + `\b`)
	goneAbroadRE   = lazyre.New(`(?i)\b(been|gone|went|go|goes|going)\s+` + abroadWords + `\b`)
	leftCountryRE  = lazyre.New(`(?i)\b(` + leaveVerbs + `)\s+` + ownCountry + `\b`)
)

// goneFor is the verb of going in the tense of a verb of leaving.
var goneFor = map[string]string{"leave": "go", "leaves": "goes", "left": "went", "leaving": "going"}

// idioms reads fixed expressions of English that name a thing the
// library knows by another word: WFH, a personal best, weighing oneself,
// what something was like, getting around, starting a thread, falling on.
func idioms(s string) string {
	s = hotExtreme(s)
	s = habitualDay(s)
	// "where do I work", "which company do I work for", "who employs
	// me": the organisation one works for, an attribute the records
	// tell (a welcome mail, a first day's post), not the places of the
	// calendar nor the people met
	s = employerAskedRE().ReplaceAllString(s, "what is my employer${1}")
	s = employerWasAsked(s)
	s = movingDay(s)
	// "what is my dad's birthday": the day it falls on, as "what date
	// is" asks; the records of the day were listed
	s = dayOfAsked(s)
	// "my title at Ember Studios", "what title did I have at …": a
	// person's title at an organisation is the post held there, not the
	// title of a record
	s = titleAtRE().ReplaceAllString(s, "${1} job title${2}")
	s = titleHeldRE().ReplaceAllString(s, "${1} job title${2}")
	// "what is my name", "what am I called": the name I go by, which a
	// profile keeps as its display name; a workout's or a playlist's
	// name is none of mine
	s = myNameRE().ReplaceAllString(s, "what is my display name${1}")
	// "have I travelled abroad", "trips overseas", "been abroad": going
	// away, a trip, as "travelled", "trips" and "been away" say; after
	// another doing ("songs I played abroad", "while I was abroad") it
	// says where that was done, which stays for its own reading
	s = travelAbroadRE().ReplaceAllString(s, "$1")
	s = goneAbroadRE().ReplaceAllString(s, "$1 away")
	// "how many times did I leave the country": going abroad, each
	// trip away once (the country is read from the question as said)
	s = leftCountryRE().ReplaceAllStringFunc(s, func(m string) string {
		return goneFor[strings.ToLower(leftCountryRE().FindStringSubmatch(m)[1])] + " away"
	})
	// "meals I shared with Bram", "did we share a dinner": to share a
	// meal is to eat it together, as "had" says (to share is otherwise
	// to post, "photos I shared")
	s = sharedMealRE().ReplaceAllStringFunc(s, func(m string) string {
		g := sharedMealRE().FindStringSubmatch(m)
		v := "had"
		switch strings.ToLower(g[1]) {
		case "share":
			v = "have"
		case "shares":
			v = "has"
		case "sharing":
			v = "having"
		}
		return v + g[2]
	})
	s = sharedMealAskedRE().ReplaceAllStringFunc(s, func(m string) string {
		g := sharedMealAskedRE().FindStringSubmatch(m)
		if strings.EqualFold(g[3], "shared") {
			return g[1] + g[2] + "had"
		}
		return g[1] + g[2] + "have"
	})
	// "the tally of my runs", "tally of badminton sessions": a tally is
	// a count, as a dictionary says
	s = tallyOfRE().ReplaceAllString(s, "${1}number of")
	// "an hour and a half", "two and a half miles": the amount in
	// figures, which the bounds read ("1.5 hours")
	s = andAHalf(s)
	// "what do I do for a living", "what did I work as": one's job, as
	// the idiom means
	s = forALivingRE().ReplaceAllStringFunc(s, func(m string) string {
		if g := forALivingRE().FindStringSubmatch(m); strings.EqualFold(g[1], "did") || strings.EqualFold(g[2], "was") || strings.EqualFold(g[2], "were") {
			return "what was my job"
		}
		return "what is my job"
	})
	// "the movies I watched", "of the movies that I saw": films, which a
	// relative clause says of; "went to the movies" is the cinema
	s = theMoviesThatRE().ReplaceAllString(s, "${1}films ${2}")
	// "runs longer than a half marathon": a bound of the race's
	// distance, as "longer than 21.0975 km" says it
	s = thanARaceRE().ReplaceAllStringFunc(s, func(m string) string {
		g := thanARaceRE().FindStringSubmatch(m)
		km, _ := raceDistance(g[2]) // thanARaceRE names only races of raceKm
		return g[1] + " than " + strconv.FormatFloat(km, 'f', -1, 64) + " km"
	})
	// "where did I go on my last trip": the trip's destination, as
	// "where was my last trip" asks, not the places of the calendar
	// entries during it
	s = wentOnTripRE().ReplaceAllString(s, "where was ${1} ${2} ${3}${4}")
	// "where did I fly first after I started at X", "where did we go
	// next after moving": the first place gone to after a turn of one's
	// life is the first trip's destination, as "where did I travel first"
	// asks; with "go" or "fly" it had been the place of any record after
	// it (a calendar entry), a confident wrong answer
	s = wentFirstAfterRE().ReplaceAllString(s, "${1}travel${2}")
	// "which sport did I practise most": a sport practised is a sport
	// done, not the practice sessions searched for by the word
	if sportAskedRE().MatchString(s) {
		s = practisedRE().ReplaceAllStringFunc(s, func(m string) string {
			return map[string]string{"e": "do", "es": "does", "ed": "did", "ing": "doing"}[strings.ToLower(practisedRE().FindStringSubmatch(m)[1])]
		})
	}
	// "what did an Amazon order cost me on average": an order's cost on
	// average is the average order value, not the average price of the
	// things in it
	s = orderCostAverageRE().ReplaceAllString(s, "what was the average ${1}order cost${2}")
	// "how much money did the racket cost me": the money is what "how
	// much" asks of a cost already; said, it had been searched for with
	// the thing
	s = howMuchMoneyCostRE().ReplaceAllString(s, "${1} ${2}")
	// "the artist I played on my runs", "which song accompanies my
	// rides": music on (or accompanying) a doing is the music played
	// during it
	s = musicOnDoing(s)
	// "did I have a bad night's sleep", "nights I got a good night": to
	// have a night (of sleep) of a kind is to sleep in its manner, which
	// the journal writes ("slept badly")
	s = nightsSleepRE().ReplaceAllStringFunc(s, func(m string) string {
		g := nightsSleepRE().FindStringSubmatch(m)
		verb := "sleep"
		switch v := strings.ToLower(g[1]); {
		case v == "had" || v == "got" || v == "gotten":
			verb = "slept"
		case strings.HasSuffix(v, "ing"):
			verb = "sleeping"
		case strings.HasSuffix(v, "s"):
			verb = "sleeps"
		}
		return verb + " " + sleepManner[strings.ToLower(g[2]+g[3])]
	})
	// "did my heart rate exceed 165", "runs that exceeded 15 km": to
	// exceed or surpass an amount is to go over it, as a dictionary
	// says it
	s = exceedRE().ReplaceAllStringFunc(s, func(m string) string {
		if strings.HasSuffix(strings.ToLower(m), "ed") && perfectBeforeRE().MatchString(s[:strings.Index(s, m)]) {
			return "gone over" // "has my heart rate ever surpassed 180"
		}
		return formLike(m, "went over", "going over", "goes over", "go over")
	})
	// "a friend or relative", "family or friends": the people one knows,
	// said as the recognisers read them
	s = friendsOrFamilyRE().ReplaceAllString(s, "${1}friends or family")
	// "went to the movies with Julien": the movies gone to are the
	// cinema (as a dictionary says it), which the search knows by that
	// word; "movies" alone are films, of any screen
	s = toTheMoviesRE().ReplaceAllString(s, "${1} the cinema")
	// "whose music did I play most", "which artist's songs did I play
	// most": the maker of the music asked, its artist
	s = whoseMusicRE().ReplaceAllString(s, "${1}which artist")
	s = whoseMail(s)
	// "what color notes do I have": the colours the notes I have are,
	// the noun of a quality said before the things as their kind is
	s = qualityKindsRE().ReplaceAllStringFunc(s, func(m string) string {
		g := qualityKindsRE().FindStringSubmatch(m)
		own := "my"
		if strings.EqualFold(g[4], "we") {
			own = "our"
		}
		return g[1] + "what " + strings.ToLower(g[2]) + "s are " + own + " " + g[3] + g[5]
	})
	s = moneyWent(s)
	s = makersWorkRE().ReplaceAllString(s, "${1}which ${2}")
	// "on Facebook plus Instagram": plus said between two names joins
	// them as "and" does (not in a name, "Disney Plus", nor of numbers)
	s = plusRE().ReplaceAllString(s, "$1 and $2")
	// "who is my best friend", "who's my closest mate": a friend is
	// best, closest, by the company kept, the friend met most often
	s = bestFriendRE().ReplaceAllStringFunc(s, func(m string) string {
		g := bestFriendRE().FindStringSubmatch(m)
		if g[2] != "" {
			// "who is my best friend's sister": someone of the friend's,
			// not the friend
			return m
		}
		return g[1] + "which friend did I meet most often"
	})
	// "what's my physiotherapist called", "what is my physio's name":
	// the one seen for a service asked by name is who they are
	s = personNamedRE().ReplaceAllStringFunc(s, func(m string) string {
		g := personNamedRE().FindStringSubmatch(m)
		owner, noun := g[2]+g[4], g[3]+g[5]
		if !personNoun(strings.ToLower(noun)) {
			return m
		}
		return g[1] + "who is " + owner + " " + noun
	})
	// "who joined me", "who accompanied me", "who came with me": who
	// keeps me company is who was with me, whatever I did
	s = keptCompanyRE().ReplaceAllStringFunc(s, func(m string) string {
		g := keptCompanyRE().FindStringSubmatch(m)
		if strings.HasSuffix(strings.ToLower(g[2]), "s") {
			return g[1] + " is with me"
		}
		return g[1] + " was with me"
	})
	s = wfhRE().ReplaceAllStringFunc(s, func(m string) string {
		// "WFH", the abbreviation of working from home, said in words
		if strings.HasSuffix(strings.ToLower(m), "d") {
			return "worked from home"
		}
		return "work from home"
	})
	// "my heaviest weigh-in", "when was I lightest": the superlative of
	// heavy is the highest weight, as a dictionary says it
	s = wasHeaviestRE().ReplaceAllStringFunc(s, func(m string) string {
		w := strings.Fields(m)
		return w[0] + " my weight " + weightExtreme(w[2])
	})
	s = heaviestRE().ReplaceAllStringFunc(s, func(m string) string {
		return weightExtreme(m) + " weight"
	})
	// "how was I feeling", "how did I feel after running", "how have I
	// been feeling lately": how one felt is one's mood (how one felt
	// about something is not)
	s = howFeltRE().ReplaceAllStringFunc(s, func(m string) string {
		if strings.HasSuffix(strings.ToLower(m), "about") {
			return m
		}
		return m[:3] + " was my mood"
	})
	// "catch a film", "which shows did I catch": to catch something shown
	// is to see it, watching
	s = catchShownRE().ReplaceAllStringFunc(s, func(m string) string {
		return catchVerbRE().ReplaceAllStringFunc(m, watchFor)
	})
	// "across my workouts", "across runs": all of them; periods stay
	// ("across the years" is how something went from year to year)
	s = acrossPluralRE().ReplaceAllStringFunc(s, func(m string) string {
		g := acrossPluralRE().FindStringSubmatch(m)
		if periodNounRE().MatchString(g[2]) {
			return m
		}
		return strings.Join(strings.Fields("in all "+g[1]+" "+g[2]), " ")
	})
	s = rewriteAll(s, []rewrite{
		// "how much of my life / my time / my days did I spend on X":
		// the time spent
		{muchOfLifeRE, "how much time"},
		// "when is the OpenLab (usually) held": when it is
		{heldRE, "$1"},
		// "what is German Unity Day's date": the date of it, when it is
		{possessiveDateRE, "${1}the date of $2$3"},
		// "did the bins get collected": the passive said with "get" is
		// the one said with "be" ("were the bins collected"), whose
		// participle is what was done to the thing named
		{getPassiveRE, "was $1 $2"},
		// "notes which talk about the move": what they are about
		{aboutRE, "$1 about"},
		// "which artists did I only listen to once": the adverb goes with
		// the number of times, as in "listen to only once"
		{onlyFloatRE, "${2}only $3"},
		{personalBestRE, "my best $1 time$2"},
		// "my worst mood", "in my best mood": the mood that felt worst
		// or best, the least or the most of how it felt
		// "in the run-up (lead-up) to Christmas": the days leading up
		// to it, not all the time before it
		{runUpRE, "${1}the days leading up to"},
		// "in terms of distance", "with regard to distance": by it
		{inTermsOfRE, "by"},
		// "across all my workouts", "over all of my runs": every one of
		// them, added up, as "in all my workouts" says
		{acrossAllRE, "in all $1"},
		// "my best hike by distance": the longest; "the worst" the
		// shortest
		{bestByDistanceRE, "longest $1 $2"},
		{worstByDistanceRE, "shortest $1 $2"},
		// "which day did I feel best", "when was my mood worst": the
		// superlative said of feeling, or of the mood, is the mood that
		// felt best or worst
		{feltBestRE, "was $1 in the best mood"},
		{feltWorstRE, "was $1 in the worst mood"},
		{moodBestRE, "was I in the best mood"},
		{moodWorstRE, "was I in the worst mood"},
		{bestMoodRE, "highest mood"},
		{worstMoodRE, "lowest mood"},
		// "did I weigh myself": the reflexive object is the weighing's own
		{weighSelfRE, "$1"},
		{whatFirstDayRE, "${1}when did $3 $2 "},
		// "on the first day I watched Netflix": the day I first did it
		{firstDayRE, "${1}the day $3 $2 "},
		// "What was my mood like in July": what the mood was ("like" asks
		// what something was, not the likes a post has).
		{whatLikeRE, "${1}${2}"},
		// "How did I get around on Sunday": by what means, which location
		// history records as each move's mode of transport.
		{getAroundRE, "${1}what mode of transport did ${2} use"},
		// "How did I get to Chamonix": by what means I went there, as
		// "how did I travel to Chamonix" (to get to a place is to reach
		// it), not the records that name the place
		{getToRE, "${1}what mode of transport did ${2} use ${3}"},
		{startedThreadRE, "${1}who sent the first email in the ${2}${3}"},
		// "which city did I visit most", "what country have I been to
		// the most": the city or country of the most trips (a visit
		// alone is a friend's, and home, where most records are, is no
		// place gone to)
		// "how many 1:1s": the plural of a noun written as a ratio of
		// single digits (a one-on-one) is counted as the noun
		{ratioPluralRE, "$1"},
		{placeVisitedRE, "${1} travel to$2"},
		{placeBeenRE, "${1} travelled to$2"},
		// "how busy was I in March", "how packed was my calendar": how
		// much one had on, the number of events of the time
		{howBusyRE, "${1}how many events did $2 have"},
		{howFullRE, "${1}how many events were in my $2"},
		// "the grand total", "the sum total": the total, as a dictionary
		// defines both
		{grandTotalRE, "total"},
		// "who did I text the most", "how often do I text Mum": to text
		// is to send a message (the noun "text" stays a text)
		{textVerbRE, "${1} message"},
		{textingRE, "messaging"},
		// "my go-to breakfast": the one relied on, the usual one
		{goToRE, "${1} usual"},
		// "what did I have for tea": tea had or eaten is the evening
		// meal, as British dictionaries give it (a cup of tea stays tea)
		{forTeaRE, "${1} for dinner"},
		// "go for a spin on my bike": a spin is a short ride, as
		// dictionaries give it ("a spin class" is none)
		{forASpinRE, "${1} for a ride"},
		// "go out for a beer with Max", "went for a pint": going for a
		// drink is going out for drinks, as dictionaries give it,
		// whatever was drunk ("had a beer" stays the beer)
		{forABeerRE, "${1} ${2}for drinks"},
		{workHoursRE, "between 9 am and 5 pm on weekdays"},
		{periodWithMostRE, "$1 the $2 I had the $3"},
		{ordinalAdverbRE, "${1}what was the $6 $2 $4 $5"},
	})
	// A day falls on a date as it is on it: "what holiday falls on 3
	// October", "which holiday fell on May 21st".
	s = fallsOnRE().ReplaceAllStringFunc(s, func(m string) string {
		_, date, _ := strings.Cut(m, " on")
		if strings.HasPrefix(strings.ToLower(m), "fell") {
			return "was on" + date
		}
		return "is on" + date
	})
	return s
}

// eventWords drops the words that say nothing of which events: a history
// they are in, doing again, single, in one go, across all platforms; and
// reads "how many times more" as a ratio.
func eventWords(s string) string {
	// "artists that show up in my listening history": the record of what
	// was listened to is the listening; "history" names no thing
	s = historyRE().ReplaceAllString(s, "${1} ${2}${3}")
	// "my most replayed song", "how many times did I rewatch it": doing
	// again is doing; "which episodes did I rewatch", "did I reread any
	// book": the things done more than once
	if againVerbRE().MatchString(s) && !againCountedRE().MatchString(s) {
		s = strings.TrimRight(againVerbRE().ReplaceAllString(s, "${1}${2}"), "?.! ") + " more than once"
	}
	s = againVerbRE().ReplaceAllString(s, "${1}${2}")
	// "my longest single play", "the longest I listened in one go": one
	// event is what a superlative of events weighs anyway
	s = singleRE().ReplaceAllString(s, "${1} ")
	s = aSingleRE().ReplaceAllStringFunc(s, func(m string) string {
		f := strings.Fields(m)
		if periodWords[strings.ToLower(f[2])] {
			return m // "in a single week": one week, of the many
		}
		if strings.EqualFold(f[2], "time") {
			return "once" // "just a single time": once
		}
		return f[0] + " " + f[2]
	})
	if sittingDoneRE().MatchString(s) && !onePieceRE().MatchString(s) {
		// "the most I watched in one sitting": a sitting of watching or
		// listening spans many records (episodes, songs), which no
		// record ends; the day holds it (said so: sittingNoted)
		s = oneGoRE().ReplaceAllString(s, " in one day")
	}
	s = oneGoRE().ReplaceAllString(s, "")
	// "when did I finish the second season of Archer": season 2, as a
	// season is numbered; not after other verbs ("what was the first
	// season of Dexter I watched" asks which came first)
	s = ordSeasonRE().ReplaceAllStringFunc(s, func(m string) string {
		sm := ordSeasonRE().FindStringSubmatch(m)
		return sm[1] + "season " + strconv.Itoa(ordinalValue(sm[2]))
	})
	// "how many times more did I spend": how much more, weighed as a ratio
	s = ratioRE().ReplaceAllString(s, "how much more")
	// "across all platforms", "on any of my accounts": no restriction
	s = allPlatformsRE().ReplaceAllString(s, "")
	return s
}

var (
	ordSeasonRE = lazyre.New(`(?i)\b((?:finish(?:ed)?|complet(?:e|ed)|g[eo]t\s+through)\s+(?:watching\s+)?)the\s+(first|` + nthAlt + `)\s+season\b`)
)

// changes reads a rise or fall from one time to another as the comparison
// of the two.
func changes(s string) string {
	// "did my spending go up or down from 2021 to 2022": was it more in
	// the one or the other ("did it rise": more in the second)
	if m := trendMatch(s); m != nil {
		a, b := yearShared(m[3], m[4])
		subject, a, b := m[1], timeIn(a), timeIn(b)
		switch up, _ := trendOf(m[2]); {
		case strings.Contains(strings.ToLower(m[2]), " or "):
			s = "was " + subject + " more " + a + " or " + b
		case up:
			s = "was " + subject + " more " + b + " than " + a
		default:
			s = "was " + subject + " less " + b + " than " + a
		}
	}
	// "by how much did my spending change from 2020 to 2021": how much
	// more it was in the second (less, said negative)
	if m := changeByRE().FindStringSubmatch(s); m != nil && !changeRatioRE().MatchString(m[1]) {
		a, b := yearShared(m[4], m[5])
		more, much := "more", "much"
		if m[1] != "" {
			// "by how many hours did my listening grow from 2019 to
			// 2020": how many more of them
			much = "many"
		}
		if up, names := trendOf(m[3]); names != [2]string{} && !up {
			// "by how much did my spending drop from Q2 2020 to Q2
			// 2021": how much less it was in the second
			more = map[string]string{"much": "less", "many": "fewer"}[much]
		}
		s = strings.TrimSpace("how "+much+" "+more+" "+m[1]) + " was " + m[2] + " " + timeIn(b) + " than " + timeIn(a)
	}
	return s
}

// doingWords reads the words of doing and spending said another way: the
// hours of a gerund, to place an order, to last, a session, to kick off,
// money that went on a thing, spend the noun, right after, called.
func doingWords(s string) string {
	// "how many dollars did I spend": the money spent, counted in its
	// currency ("how many pounds did I lose" is a weight: no spending)
	if paidWordsRE().MatchString(s) {
		s = currencyCountRE().ReplaceAllString(s, "how much money")
	}
	// "my listening hours", "total viewing minutes": the hours of doing it
	s = gerundUnitRE().ReplaceAllStringFunc(s, func(m string) string {
		sm := gerundUnitRE().FindStringSubmatch(m)
		if partOfDay[strings.ToLower(sm[2])] {
			return m // "morning hours"
		}
		return sm[1] + sm[3] + " of " + sm[2]
	})
	// "episodes I stopped watching after less than a minute": ceasing a
	// doing after a while says how long the doing lasted
	s = ceasedAfterRE().ReplaceAllString(s, "${1}${2}")
	// "the days I placed an Amazon order": to place an order is to
	// order, from the shop named before the noun
	s = placedOrderRE().ReplaceAllStringFunc(s, func(m string) string {
		sm := placedOrderRE().FindStringSubmatch(m)
		verb := map[string]string{"place": "order", "places": "orders", "placed": "ordered", "placing": "ordering"}[strings.ToLower(sm[1])]
		if sm[2] != "" {
			return verb + " from " + sm[2]
		}
		return verb + " something"
	})
	// "how many events last the whole day", "meetings that last more than
	// an hour": to last, the verb, before how long; not the last one
	// "music last 3 months": "last" before a count of calendar periods
	// is the window of the last ones, said without "in the"
	s = lastWindowRE().ReplaceAllStringFunc(s, func(m string) string {
		sm := lastWindowRE().FindStringSubmatch(m)
		if beforeLastRE().MatchString(sm[1]) || lastSubjectRE().MatchString(sm[1]) {
			return m
		}
		return sm[1] + " in the " + sm[2]
	})
	s = lastForRE().ReplaceAllStringFunc(s, func(m string) string {
		sm := lastForRE().FindStringSubmatch(m)
		if beforeLastRE().MatchString(sm[1]) {
			return m
		}
		return sm[1] + " lasted " + sm[3]
	})
	// lasting the whole day is being all-day, as a calendar marks it
	s = lastedAllDayRE().ReplaceAllString(s, "lasted all-day")
	// "my longest binge", "my biggest Netflix binge session": a binge,
	// the noun, is a spell of doing much, which the records tell by the
	// day ("my biggest binge day" is read so)
	s = bingeRE().ReplaceAllString(s, "biggest ${1}binge day")
	// "my average viewing session", "listening sessions": a time spent
	// doing it is one doing
	s = sessionRE().ReplaceAllString(s, "${1}")
	// "what song kicked off my listening", "which track closed my day":
	// what came first (last) in it
	if whichLeadRE().MatchString(s) {
		s = openedRE().ReplaceAllString(s, "came first in ${1}")
		s = closedRE().ReplaceAllString(s, "came last in ${1}")
	}
	// "how much went on groceries": money goes on what it is spent on
	s = wentOnRE().ReplaceAllString(s, "how much did I spend on")
	// "my total spend", "the monthly spend": spend the noun, the money
	// spent, as "spending" says it
	s = spendNounRE().ReplaceAllString(s, "${1} spending")
	if !clauseWordRE().MatchString(s) {
		// "coffee spend 2021", "amazon spend by year": in a query of
		// keywords, where no one spends, spend after a noun is the noun
		s = keywordSpendRE().ReplaceAllString(s, "${1} spending")
		// "spend 2021 whole foods": said first, before what it is of
		// and no preposition a verb would take, spend is the noun too
		if m := keywordSpendLeadRE().FindStringSubmatchIndex(s); m != nil && !spendPrepRE().MatchString(s[m[4]:m[5]]) {
			s = s[:m[3]] + "spending" + s[m[3]+len("spend"):]
		}
	}
	// "right after my run", "just before lunch": how near says no more
	// than after or before
	s = nearAfterRE().ReplaceAllStringFunc(s, func(m string) string {
		rel := strings.ToLower(lastWord(m))
		if !whichLeadRE().MatchString(s) && !oneAskedRE().MatchString(s) {
			return rel
		}
		// "which artist did I listen to right after my run", "where did
		// I eat right after my trip": the first one after it (the last
		// one before)
		if rel == "after" {
			return "first after"
		}
		return "last before"
	})
	s = calledRE().ReplaceAllString(s, "${1} the name of ${2}")
	// "how many tweets are in my archive": the export holds the records,
	// it is not what they are about
	s = outOfExport(s)
	s = serviceDataRE().ReplaceAllString(s, "${1}")
	if m := callRE().FindStringSubmatchIndex(s); m != nil && !topicAskedRE().MatchString(strings.ToLower(s[m[1]:])) {
		// "what did I call the landlord about" is what the phone call
		// was about, no name given
		s = s[:m[0]] + s[m[2]:m[3]] + " name" + s[m[1]:]
	}
	// "what did I journal on my birthday": what I wrote
	s = journalVerbRE().ReplaceAllString(s, "${1} write")
	return s
}

// journalVerbRE: "what did I journal", the verb journal (to write in
// one's journal) asking what was written.
var journalVerbRE = lazyre.New(`(?i)^(\s*what\s+(?:did|do|have|had)\s+(?:i|we))\s+journal(?:l?ed)?\b`)

// calledRE: "what was X called" asks for X's name.
var calledRE = lazyre.New(`(?i)^(\s*(?:what|which)\s+(?:is|was|are|were))\s+(.+?)\s+(?:called|named|titled|entitled)$`)

// callRE: "what did I call X" asks what I named X (not "what did I call
// X about").
var callRE = lazyre.New(`(?i)^(\s*what\s+did\s+(?:i|we))\s+(?:call|title)\b`)

// writeDownRE: the verbs of writing something down (group 1 the verb).
var writeDownRE = lazyre.New(`(?i)\b(jot|jots|jotted|jotting|scribble|scribbles|scribbled|scribbling|note|notes|noted|noting|write|writes|wrote|written|writing)\s+down\b`)

var writeFor = map[string]string{
	"jot": "write", "jots": "writes", "jotted": "wrote", "jotting": "writing",
	"scribble": "write", "scribbles": "writes", "scribbled": "wrote", "scribbling": "writing",
	"note": "write", "notes": "writes", "noted": "wrote", "noting": "writing",
	"write": "write", "writes": "writes", "wrote": "wrote", "written": "written", "writing": "writing",
}

// eatUpRE: eating up or into what is spent, time or money (group 2 the
// words up to it: "most of my", "the bulk of my listening").
var eatUpRE = lazyre.New(`(?i)\b(eat|eats|ate|eaten|eating)\s+(?:up|into)\b((?:\s+[\p{L}'’]+){0,5}?\s+(?:time|hours|minutes|days|evenings|weekends|money|budget|cash|savings|spending|income|salary))\b`)

var takeFor = map[string]string{"eat": "take", "eats": "takes", "ate": "took", "eaten": "taken", "eating": "taking"}

// textVerbRE: "text" the verb after an auxiliary and its subject (group
// 1); textingRE its participle.
var (
	textVerbRE = lazyre.New(`(?i)\b((?:did|do|does|didn['’]?t|don['’]?t|will|would|should|can|could)\s+(?:i|we|you))\s+text\b`)
	textingRE  = lazyre.New(`(?i)\btexting\b`)
)

// goToRE: "go-to", the adjective, after a determiner (group 1).
var goToRE = lazyre.New(`(?i)\b(my|our|the|a|your)\s+go-to\b`)

// forTeaRE: a meal had "for tea" (group 1 the verb).
var forTeaRE = lazyre.New(`(?i)\b(have|has|had|having|eat|eats|ate|eaten|eating|make|made|cook|cooked)\s+for\s+tea\b`)

// forASpinRE: going for a spin (group 1 the verb).
var forASpinRE = lazyre.New(`(?i)\b(go|goes|went|gone|going)\s+(?:out\s+)?for\s+a\s+(?:quick\s+|short\s+|little\s+)?spin\b`)

// forABeerRE: going (out) for a drink, a beer or a pint (group 1 the
// verb, group 2 "out ").
var forABeerRE = lazyre.New(`(?i)\b(go|goes|went|gone|going)\s+(out\s+)?for\s+(?:a|an|one)\s+(?:quick\s+|cold\s+|few\s+)?(?:beer|pint|drink|drinks|pints|beers)\b`)

// grandTotalRE: the compound nouns of a total ("grand total", "sum total").
var grandTotalRE = lazyre.New(`(?i)\b(?:grand|sum)\s+total\b`)

// howBusyRE: how busy one was (group 2 the person); howFullRE: how
// full one's calendar was (group 2 the calendar's name). Full and packed
// go only with a calendar: "how full was I" is no schedule.
var (
	howBusyRE = lazyre.New(`(?i)^(\s*)how\s+(?:busy|hectic|swamped|occupied|booked(?:\s+up)?)\s+(?:was|were|am|are|have\s+been|had\s+been)\s+(i|we)\b`)
	howFullRE = lazyre.New(`(?i)^(\s*)how\s+(?:busy|hectic|full|packed|jam-packed|crowded|booked(?:\s+up)?)\s+(?:was|were|is|are|has\s+been|had\s+been)\s+(?:my|our)\s+(calendar|schedule|diary|agenda|planner)\b`)
)

// oneVerbPhrasals are the verbs said in more than one word that a
// dictionary gives one verb for, each form of the first word mapped to
// that verb's form.
var oneVerbPhrasals = []struct {
	re func() *regexp.Regexp
	as map[string]string
}{
	{lazyre.New(`(?i)\b(?:take|takes|took|taken|taking)\s+place\b`), map[string]string{"take": "happen", "takes": "happens", "took": "happened", "taken": "happened", "taking": "happening"}},
	{lazyre.New(`(?i)\b(?:show|shows|showed|shown|showing)\s+up\b`), map[string]string{"show": "appear", "shows": "appears", "showed": "appeared", "shown": "appeared", "showing": "appearing"}},
	// a message fired (shot) off is sent
	{lazyre.New(`(?i)\b(?:fire|fires|fired|firing|shoot|shoots|shot|shooting)\s+off\b`), map[string]string{"fire": "send", "fires": "sends", "fired": "sent", "firing": "sending", "shoot": "send", "shoots": "sends", "shot": "sent", "shooting": "sending"}},
	// to head (off) to or for a place is to go there
	{lazyre.New(`(?i)\b(?:head|heads|headed|heading)\s+(?:off\s+|out\s+)?(?:to|for)\b`), map[string]string{"head": "go to", "heads": "goes to", "headed": "went to", "heading": "going to"}},
}

// whatFirstDayRE: "what was the first day I went swimming": when I first
// did, the date asked (not what happened on it).
var whatFirstDayRE = lazyre.New(`(?i)^(\s*)(?:what|which)\s+(?:was|is|were)\s+the\s+(first|last)\s+(?:day|date)\s+(?:that\s+|when\s+|where\s+|on\s+which\s+|in\s+which\s+)?(i|we)\s+`)

// wfhRE: "WFH" ("WFH'd", "WFHed"), working from home abbreviated.
var wfhRE = lazyre.New(`(?i)\bwfh(?:['’]?d|ed)?\b`)

// thingsSentRE: things asked for that someone said by a noun phrase sent
// ("how many newsletters did the running club send me", "which invoices
// did my landlord forward"), or two people named did ("how many mails
// did Bill and Cristy send together": those from either, the two
// added up): group 1 the asking words and the things, 3 the senders.
var thingsSentRE = lazyre.Build(func() string {
	return `\b((?i:how\s+many|which|what)\s+(?:\p{L}+\s+){0,2}?\p{L}+)\s+((?i)did)\s+((?i:` + nounSubject() + `)|` + namesSubject + `)\s+(?i:(?:ever\s+)?(?:send|sent|forward)(?:\s+(?:to\s+)?(?:me|us))?(?:\s+(?:together|between\s+them|combined|in\s+all))?)\b`
})

// nounMailedMeRE: mail to me from a subject said by a noun phrase
// ("did the running club write to me", "has my landlord ever emailed
// me"): group 1 the auxiliary, 2 the subject, 3 an adverb of time.
var nounMailedMeRE = lazyre.Build(func() string {
	return `(?i)\b(did|has|have)\s+(` + nounSubject() + `)\s+(` + sendAdverb + `)(write|wrote|written|e-?mail|e-?mailed|mail|mailed|send|sent)\s+(?:to\s+)?(?:me|us)\b`
})

// sentThingRE: a verb of sending, which sends things as well as mail
// (group 4 of nounMailedMeRE).
var sentThingRE = lazyre.New(`(?i)^(?:send|sent)$`)

// sentAloneRE: what may follow "send me" for the sending to be of mail,
// no thing named as sent: the end, what it was about, or when.
var sentAloneRE = lazyre.New(`(?i)^\s*(?:[?.!]|$|about\b|in\b|on\b|during\b|last\b|this\b|since\b|before\b|after\b|over\b|yesterday\b|today\b|recently\b)`)

// replaceEach replaces each match of re in s by what fn makes of its
// groups (sub[0] the whole match) and of the text after it, which a
// replacement that depends on what follows needs (ReplaceAllStringFunc
// sees the match alone).
func replaceEach(s string, re *regexp.Regexp, fn func(sub []string, after string) string) string {
	var b strings.Builder
	last := 0
	for _, m := range re.FindAllStringSubmatchIndex(s, -1) {
		sub := make([]string, len(m)/2)
		for i := range sub {
			if m[2*i] >= 0 {
				sub[i] = s[m[2*i]:m[2*i+1]]
			}
		}
		b.WriteString(s[last:m[0]])
		b.WriteString(fn(sub, s[m[1]:]))
		last = m[1]
	}
	b.WriteString(s[last:])
	return b.String()
}

// goBackRE: the phrasal verbs "go back to" and "come back to" (group 1 the
// verb, 2 from "to" on), said as "go to" (goAs); group 3 a number after
// them, a year or a date gone back to.
var goBackRE = lazyre.New(`(?i)\b(go|goes|went|gone|going|come|comes|came|coming)\s+back(\s+to\b(\s+\d)?)`)

// habitualDay reads the day asked of a habit as the day of the week:
// "which day do I play badminton on most", "what day do I usually run"
// (the present of what one does as a rule, not "did", one day's date),
// "my usual football day", "my most common running day" (the day a
// habit keeps). A day of the present week or the next ("which day do I
// have the most meetings next week") stays a date.
func habitualDay(s string) string {
	if m := habitDayAskedRE().FindStringSubmatchIndex(s); m != nil && !habitDayDatedRE().MatchString(s[m[5]:]) {
		s = s[:m[3]] + " of the week" + s[m[3]:]
	}
	if m := usualDayRE().FindStringSubmatchIndex(s); m != nil {
		s = s[:m[3]] + " of the week" + s[m[3]:]
	}
	return s
}

// habitDayAskedRE: "which" or "what" and "day" (group 1), then the
// present of a habit, "do" or "does" and the person, up to a word of
// habit or of the most (group 2).
var habitDayAskedRE = lazyre.New(`(?i)^(\s*(?:on\s+)?(?:which|what)\s+days?)(\s+(?:do|does)\s+(?:i|we)\b[^?]*?\b(?:most|usually|typically|normally|generally|mostly|often|tend\s+to))\b`)

// habitDayDatedRE: words that make a day asked in the present one of the
// present or coming days.
var habitDayDatedRE = lazyre.New(`(?i)\b(?:this|next|coming|upcoming|today|tomorrow|tonight)\b`)

// usualDayRE: a day a habit keeps, said by its adjective, the doing
// between ("my usual football day", "the most common running day");
// group 1 up to "day", which "of" does not follow.
var usualDayRE = lazyre.New(`(?i)\b((?:my|our|the)\s+(?:usual|typical|regular|normal|most\s+common|commonest|preferred)\s+(?:\p{L}+\s+)?days?)\b(\s+(?:[^o\s]|o[^f])|\s*$|[^\s\pL])`)

// gamesOfRE: a noun of games (group 1) and "of" and a word in lower case
// (group 2): "games of badminton"; a title ("Game of Thrones") is
// capitalised.
var gamesOfRE = lazyre.New(`\b(games?|match(?:es)?)\s+of\s+(\p{Ll}+)\b`)

// ofWhichRE: a word after "of" that begins a noun phrase, or is one,
// rather than naming a sport.
var ofWhichRE = lazyre.New(`^(?:a|an|the|any|some|my|our|your|his|her|their|its|this|that|these|those|each|every|all|mine|ours|which|what)$`)

// goSeeRE: a form of "go" (group 1), then "see" or "visit" with "and"
// or "to" or nothing between, and someone: one's own (my, our) or one
// named (group 2, its first letter).
var goSeeRE = lazyre.New(`\b((?i:go|goes|went|gone|going))\s+(?i:(?:and\s+|to\s+)?(?:see|visit))\s+((?i:my|our)\s|\p{Lu})`)

// visitAs is the form of "visit" that says a form of "go".
var visitAs = map[string]string{"go": "visit", "goes": "visits", "went": "visited", "gone": "visited", "going": "visiting"}

var goAs = map[string]string{"go": "go", "goes": "goes", "went": "went", "gone": "gone", "going": "going",
	"come": "go", "comes": "goes", "came": "went", "coming": "going"}

// onlyFloatRE: "only" or "just" said before the verb it limits the times
// of ("I only played it once"): group 2 the words between, 3 the times.
var onlyFloatRE = lazyre.New(`(?i)\b(only|just)\s+((?:[\p{L}'’]+\s+){1,4}?)(once|twice|one\s+time|two\s+times)\b`)

// whatLikeRE: "what was my mood like": what the thing was (group 1, and
// what follows "like", 2).
var whatLikeRE = lazyre.New(`(?i)^(\s*what\s+(?:was|were|is|are|has\s+been|have\s+been)\s+\S.*?)\s+like\b(.*)$`)

// getAroundRE: the ways of asking how one moved about.
// ratioPluralRE: a noun written as a ratio of single digits, with the
// plural's s ("1:1s").
var ratioPluralRE = lazyre.New(`\b(\d:\d)s\b`)

// placeVisitedRE and placeBeenRE: which city, town or country, and a
// verb of going to it most or least, in the present (group 1 is the
// question up to the verb, 2 the frequency) and in the perfect.
var (
	placeVisitedRE = lazyre.New(`(?i)\b((?:which|what)\s+(?:cit(?:y|ies)|towns?|countr(?:y|ies))\s+(?:did|do)\s+(?:i|we))\s+(?:visit|go\s+to|fly\s+to)(\s+(?:the\s+)?(?:most|least)\b)`)
	placeBeenRE    = lazyre.New(`(?i)\b((?:which|what)\s+(?:cit(?:y|ies)|towns?|countr(?:y|ies))\s+(?:have|has|had)\s+(?:i|we))\s+(?:visited|been\s+to|gone\s+to|flown\s+to)(\s+(?:the\s+)?(?:most|least)\b)`)
)

// getToRE: how I got to a place named (capitalised: "to work" is a
// commute, read by wayToWork).
var getToRE = lazyre.New(`^(\s*)(?i:how\s+did\s+(i|we)\s+get)\s+((?i:to)\s+\p{Lu})`)

var getAroundRE = lazyre.New(`(?i)^(\s*)how\s+did\s+(i|we)\s+(?:get\s+around|travel|get\s+about|move\s+around|commute)\b`)

// fallsOnRE: a day that falls on a date.
var fallsOnRE = lazyre.New(`(?i)\b(?:falls|fell|fall)\s+on\s+(?:the\s+|a\s+)?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun|christmas|easter|new\s+year)`)

// weighSelfRE: weighing oneself.
var weighSelfRE = lazyre.New(`(?i)\b(weigh(?:s|ed|ing)?)\s+(?:myself|ourselves|yourself)\b`)

// wasHeaviestRE: the superlative said of me ("when was I heaviest").
var wasHeaviestRE = lazyre.New(`(?i)\b(?:was|were|am)\s+(?:I|we)\s+(?:heaviest|lightest)\b`)

// heaviestRE: the superlatives of heavy and light, with the weight they
// compare said or not.
var heaviestRE = lazyre.New(`(?i)\b(?:heaviest|lightest)(?:\s+(?:body\s+)?weight)?\b`)

// workHoursRE: "during working hours", "in office hours", "within
// business hours": the hours of a working day as dictionaries give them,
// nine to five on weekdays. Outside them is not read here.
var workHoursRE = lazyre.New(`(?i)\b(?:during|in|within|at)\s+(?:the\s+)?(?:my\s+)?(?:normal\s+|usual\s+|regular\s+|standard\s+)?(?:working|work|office|business)\s+hours\b`)

// periodWithMostRE: "in the month with the most plays", a period picked
// by a superlative said with "with": the period I had the most of them,
// the clause the anchors read (group 1 the preposition, 2 the period, 3
// the superlative).
var periodWithMostRE = lazyre.New(`(?i)\b(in|during|on|for|over|throughout)\s+(?:the|my)\s+(day|week|weekend|month|year|quarter)\s+with\s+the\s+(most|least|fewest|highest|lowest|longest|shortest|biggest|largest|greatest)\b`)

// ordinalAdverbRE: "which song did I play third on May 1", an ordinal
// said after the verb: the third song I played (group 2 the noun, 3 the
// auxiliary, 4 the subject, 5 the verb, 6 the ordinal).
var ordinalAdverbRE = lazyre.New(`(?i)^(\s*)(?:which|what)\s+(\p{L}+)\s+(did|do)\s+(i|we)\s+(\p{L}+)\s+(` + nthAlt + `)\b`)

// currencyCountRE: how many of a currency's units.
var currencyCountRE = lazyre.New(`(?i)\bhow\s+many\s+(?:` + currencyWords + `)\b`)

// paidWordsRE: a verb of spending or paying.
var paidWordsRE = lazyre.New(`(?i)` + paidWords)

// personalBestRE: "my personal best for 5k", "my PB in the parkrun": the
// best time of the race (group 1), said as "my best 5k time".
// runUpRE: the run-up or lead-up to something, the time just before it;
// group 1 the preposition before it.
var runUpRE = lazyre.New(`(?i)\b((?:in|during|over)\s+)?the\s+(?:run|lead)[\s-]?up\s+to\b`)

// acrossAllRE: every one of the things named, said with a preposition of
// extent ("across all my workouts", "over all of the runs", "across all
// workouts"); group 1 the determiner, if any.
var acrossAllRE = lazyre.New(`(?i)\b(?:across|over|throughout)\s+all\s+(?:of\s+)?(my\b|the\b|our\b)?`)

// possessiveDateRE: the date asked of a thing named in the possessive
// ("what is German Unity Day's date", "what was the Invite email's
// date"); group 1 the question's opening, 2 the thing, 3 the end.
var possessiveDateRE = lazyre.New(`(?i)^(\s*what(?:'s|’s|\s+is|\s+was|\s+are|\s+were)\s+)(.+?)['’]s?\s+date(\s*[?.!]*)$`)

// acrossPluralRE: things named in the plural after "across" ("across my
// workouts", "across runs"), every one of them as "across all" says;
// group 1 the determiner, 2 the noun.
var acrossPluralRE = lazyre.New(`(?i)\bacross\s+(?:(my|the|our)\s+)?(\p{L}+s)\b`)

// inTermsOfRE: "in terms of", "with regard to", "with respect to": what
// a superlative is by.
var inTermsOfRE = lazyre.New(`(?i)\b(?:in\s+terms\s+of|with\s+(?:regard|respect)\s+to|as\s+regards)\b`)

// bestByDistanceRE and worstByDistanceRE: the best or worst of a thing
// by its distance, then the words the distance is said by.
var (
	bestByDistanceRE  = lazyre.New(`(?i)\bbest\s+(\p{L}+)\s+(by\s+(?:the\s+)?(?:distance|length|kilomet(?:er|re)s?|km|miles?))\b`)
	worstByDistanceRE = lazyre.New(`(?i)\bworst\s+(\p{L}+)\s+(by\s+(?:the\s+)?(?:distance|length|kilomet(?:er|re)s?|km|miles?))\b`)
)

// feltBestRE and feltWorstRE: the superlative of how I felt, group 1 the
// subject ("did I feel best", "did I feel the worst"); moodBestRE and
// moodWorstRE: that of the mood ("was my mood best", "my mood was the
// lowest").
var (
	feltBestRE  = lazyre.New(`(?i)\b(?:did|do)\s+(i|we)\s+feel\s+(?:the\s+)?(?:best|happiest|greatest)\b`)
	feltWorstRE = lazyre.New(`(?i)\b(?:did|do)\s+(i|we)\s+feel\s+(?:the\s+)?(?:worst|saddest|lowest)\b`)
	moodBestRE  = lazyre.New(`(?i)\b(?:was\s+my\s+mood|my\s+mood\s+was)\s+(?:the\s+)?(?:best|highest)\b`)
	moodWorstRE = lazyre.New(`(?i)\b(?:was\s+my\s+mood|my\s+mood\s+was)\s+(?:the\s+)?(?:worst|lowest)\b`)
)

// bestMoodRE and worstMoodRE: the best or the worst of a mood ("my worst
// mood"), its highest or lowest.
var (
	bestMoodRE  = lazyre.New(`(?i)\bbest\s+mood\b`)
	worstMoodRE = lazyre.New(`(?i)\bworst\s+mood\b`)
)

var personalBestRE = lazyre.New(`(?i)\b(?:my\s+)?(?:personal\s+best|personal\s+record|pb|pr)\s+(?:for|in|at|on)\s+(?:the\s+|a\s+)?(\S+?)(\s*[?.!]*\s*)$`)

// openedRE, closedRE: the verbs of beginning and ending a span of doing
// ("kicked off my listening", "wrapped up the day").
var (
	openedRE = lazyre.New(`(?i)\b(?:kick(?:ed|s)?\s+off|start(?:ed|s)?\s+off|open(?:ed|s)?|began|begins)\s+(my|the)\b`)
	closedRE = lazyre.New(`(?i)\b(?:clos(?:ed|es)|end(?:ed|s)|wrap(?:ped|s)?\s+up|finish(?:ed|es)\s+off)\s+(my|the)\b`)
)

// wentOnRE: "how much (money) went on", the money spent on a thing.
var wentOnRE = lazyre.New(`(?i)\bhow\s+much(?:\s+money)?\s+(?:went|goes|has\s+gone|had\s+gone)\s+on\b`)

// spendNounRE: "spend" used as a noun, after a determiner or an adjective
// of amount or period.
var spendNounRE = lazyre.New(`(?i)\b(my|our|the|total|monthly|weekly|daily|yearly|annual|overall|average)\s+spend\b`)

// keywordSpendRE: "spend" after a word (group 1), in keywords.
var keywordSpendRE = lazyre.New(`(?i)\b(\pL+)\s+spend\b`)

// keywordSpendLeadRE: "spend" first in keywords, then a word (group 2);
// spendPrepRE: a word the verb takes after it ("spend on", "spend at").
var (
	keywordSpendLeadRE = lazyre.New(`(?i)^(\s*)spend\s+(\S+)`)
	spendPrepRE        = lazyre.New(`(?i)^(?:on|at|in|for|with|more|less|most|least|money|time)$`)
)

// nearAfterRE: an adverb of nearness before "after" or "before".
var nearAfterRE = lazyre.New(`(?i)\b(?:right|just|immediately|straight|directly|shortly)\s+(after|before)\b`)

// oneAskedRE: a question of where, who or when, which asks of one thing
// done next to another as "which" does ("where did I eat right after my
// trip": the one place, not every place after it).
var oneAskedRE = lazyre.New(`(?i)^[\s|]*(?:where|who|whom|when)\b`)

// historyRE: "(show up) in my listening history", "from my Netflix
// history": a record of what was done, as the word before it says, at the
// end of its phrase ("my history class" is a class).
var historyRE = lazyre.New(`(?i)(?:\b(?:show(?:s|ed|n)?|turn(?:s|ed)?)\s+up\s+|\bappear(?:s|ed)?\s+)?\b(in|on|from|of|across|throughout|through)\s+(my\s+|the\s+|your\s+)([\p{L}]+\s+)?history\b(?:\s*$)?`)

// againVerbRE: the verbs of doing again that dictionaries list (replay,
// rewatch, reread, relisten, revisit) are the doing.
var againVerbRE = lazyre.New(`\bre-?(play|watch|read|listen|visit)(ed|s|ing)?\b`)

// againCountedRE: the words with which doing again is only the doing: a
// superlative or a number of times ("my most replayed song", "how many
// times did I rewatch it"), or a bound already ("rewatched more than 3
// times").
var againCountedRE = lazyre.New(`(?i)\b(?:most|least|top|favou?rite|times|once|twice|how\s+often|how\s+much|how\s+long)\b`)

// singleRE: "single" or "individual" between a superlative and its noun.
var singleRE = lazyre.New(`(?i)\b(longest|shortest|biggest|largest|smallest|highest|lowest|most|least|best|worst|fastest|slowest)\s+(?:single|individual)\s+`)

// aSingleRE: "a single song" is one song (a single, the record, is
// said without a noun after it).
var aSingleRE = lazyre.New(`(?i)\b(a)\s+single\s+(\p{L}+)`)

// periodWords are the periods "a single" may weigh one of.
var periodWords = map[string]bool{"day": true, "week": true, "weekend": true, "month": true, "year": true, "night": true, "hour": true, "morning": true, "evening": true, "afternoon": true}

// bingeRE: a binge, the noun, ranked by size ("my longest binge", "the
// biggest Netflix binge session"), with no period said after it (group 1
// the words between).
var bingeRE = lazyre.New(`(?i)\b(?:longest|biggest|largest|heaviest|worst|craziest|wildest|most\s+intense)\s+((?:\p{L}+\s+){0,2}?)binge(?:[\s-]+(?:watch(?:ing)?|sessions?|sittings?|spells?))?\b(?:\s+(?:day|week|month|year|weekend|night)s?\b)?`)

// sessionRE: a gerund before "session" or "sitting".
var sessionRE = lazyre.New(`(?i)\b(\p{L}{3,}ing)\s+(?:sessions?|sittings?)\b`)

// sittingDoneRE: a doing whose records are its pieces (an episode
// watched, a song played), said before "in one sitting" or "in one go".
var sittingDoneRE = lazyre.New(`(?i)\b(?:watch|watched|watching|binge|binged|binging|binge-watched|stream|streamed|streaming|listen|listened|listening|play|played|playing)\b.*\b(?:in|at|during)\s+(?:one|a\s+single|a)\s+(?:go|sitting|stretch|stint|session|outing)\b`)

// onePieceRE: one piece named ("a single song in one go", "one episode
// in one sitting"): its one record is the sitting.
var onePieceRE = lazyre.New(`(?i)\b(?:a|an|one|a\s+single|the\s+same)\s+(?:song|track|tune|episode|video|film|movie|podcast|album|show)\b`)

// sittingNoted says that a sitting of watching or listening was read as
// a day (doingWords): the records tell no sittings apart.
func (p *parser) sittingNoted() {
	if sittingDoneRE().MatchString(p.f.Question) && !onePieceRE().MatchString(p.f.Question) {
		p.f.Notes = append(p.f.Notes, "one sitting is read as one day: the records do not tell sittings apart")
	}
}

// oneGoRE: "in one go", "in a single sitting": one event.
var oneGoRE = lazyre.New(`(?i)\s*\b(?:in|at|during)\s+(?:one|a\s+single|a)\s+(?:go|sitting|stretch|stint|session|outing)\b`)

// gerundUnitRE: a gerund before a unit of time, after a word that
// determines it (group 1 up to the gerund, 2 the gerund, 3 the unit).
var gerundUnitRE = lazyre.New(`(?i)(\b(?:my|our|the|total|overall|monthly|weekly|daily|yearly|annual|average|many)\s+)(\p{L}{3,}ing)\s+(hours|hrs|minutes|mins)\b`)

// partOfDay are the nouns in -ing that are times of day, not doings.
var partOfDay = map[string]bool{"morning": true, "evening": true}

// plusRE: "plus" in lower case between two capitalised words.
var plusRE = lazyre.New(`\b(\p{Lu}[\p{L}'’]*)\s+plus\s+(\p{Lu}\p{L})`)

// changeByRE: by how much something changed, rose or fell from one time
// to another (group 1 the unit or thing of "by how many hours", 2 what,
// 3 the verb, 4 and 5 the times).
var changeByRE = lazyre.New(`(?i)^\s*(?:by\s+)?how\s+(?:much|many\s+(\p{L}+))\s+(?:did|has|have|had)\s+(.+?)\s+(change|changed|vary|varied|(?:go|gone)\s+(?:up|down)|(?:increase|decrease|rise|risen|fall|fallen|grow|grown|shrink|shrunk|drop|decline)d?)\s+(?:from|between)\s+(.+?)\s+(?:to|and)\s+(.+?)\s*$`)

// changeRatioRE: the words after "by how many" that ask a ratio or a
// percentage ("by how many times", "by how many percent"), no amount.
var changeRatioRE = lazyre.New(`(?i)^(?:times|percent|percentage|per)$`)

// changeInYear reads a change asked of one year ("how much did my
// spending increase in 2022", "did my running go up in 2022", "by what
// percent did it grow in 2022") as from the year before: the total of
// 2022 was answered as the change.
func changeInYear(s string) string {
	if m := changeInYearRE().FindStringSubmatch(s); m != nil {
		y, _ := strconv.Atoi(m[2])
		s = m[1] + " from " + strconv.Itoa(y-1) + " to " + m[2] + m[3]
	}
	return s
}

// changeInYearRE: a change asked of one year ("by what percent did my
// running grow in 2022"): group 1 the question up to the verb, 2 the
// year, 3 the end.
var changeInYearRE = lazyre.New(`(?i)^(\s*(?:(?:by\s+)?(?:how\s+much|what\s+percent(?:age)?|how\s+many\s+percent)\s+)?(?:did|has|have|had)\s+.+?\s+(?:change|changed|vary|varied|(?:go|gone|went)\s+(?:up|down)(?:\s+or\s+(?:up|down))?|(?:increase|decrease|rise|risen|fall|fallen|grow|grown|shrink|shrunk|drop|decline)d?(?:\s+or\s+(?:increase|decrease|rise|fall|grow|shrink|drop|decline)d?)?))\s+(?:in|during)\s+((?:19|20)\d\d)(\s*[?.!]*)\s*$`)

// yearShared gives the year said once of two times to the other ("from
// January to February 2024": January 2024).
func yearShared(a, b string) (string, string) {
	ya, yb := yearEndRE().FindString(a), yearEndRE().FindString(b)
	switch {
	case ya == "" && yb != "" && !hasDigitRE().MatchString(a):
		a += yb
	case yb == "" && ya != "" && !hasDigitRE().MatchString(b):
		b += ya
	}
	return a, b
}

var (
	yearEndRE  = lazyre.New(`\s+\d{4}$`)
	hasDigitRE = lazyre.New(`\d`)
)

// timeIn says a time as the place of a comparison's side: "in 2021",
// "last year".
func timeIn(s string) string {
	if relativeTimeRE().MatchString(s) {
		return s
	}
	return "in " + s
}

var relativeTimeRE = lazyre.New(`(?i)^(?:last|this|next|yesterday|today|the\s+(?:last|past|previous))\b`)

// allPlatformsRE: every service the library holds, said as where
// ("across all platforms", "on any of my accounts").
var allPlatformsRE = lazyre.New(`(?i)\s*\b(?:across|on|over|from|in|at)\s+(?:all|any)\s+(?:of\s+)?(?:my\s+|the\s+)?(?:platforms?|(?:social\s+)?networks?|sites?|services?|accounts?|sources?|apps?|channels?)\b`)

// placedOrderRE: placing an order (group 1: the verb, 2: the shop named
// before the noun, if one is).
var placedOrderRE = lazyre.New(`\b((?i:place|places|placed|placing))\s+(?:(?i:an?|my|the|any|some|more|many)\s+)?(?:(\p{Lu}[\p{L}.]*)\s+)?(?i:orders?)\b`)

// lastForRE: "last" after a word (group 1) and before how long (3): the
// verb, unless the word before makes it the adjective ("the last more").
var lastForRE = lazyre.New(`(?i)\b(\p{L}+)\s+last(s)?\s+((?:more|less|longer|shorter|over|under|at\s+least|at\s+most|about|around|exactly|for|the\s+whole|the\s+entire|all|an?|one|two|three|four|five|\d)\b)`)

// lastWindowRE: a word, then "last" before a count of calendar periods
// ("music last 3 months", group 2 from "last").
var lastWindowRE = lazyre.New(`(?i)\b(\p{L}+)\s+(last\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few|couple\s+of)\s+(?:days|weeks|weekends|months|quarters|years)\b)`)

// lastSubjectRE: the words after which "last" is the verb ("events that
// last two weeks").
var lastSubjectRE = lazyre.New(`(?i)^(?:that|which|who|they|it|will|would|did|does|do|to|usually|typically|normally|often|always|sometimes)$`)

// lastedAllDayRE: "lasted the whole day", "lasts all day".
var lastedAllDayRE = lazyre.New(`(?i)\blast(?:ed|s|ing)?\s+(?:the\s+whole|the\s+entire|all(?:\s+the)?)\s+day\b`)

// beforeLastRE: a word that makes "last" the adjective after it.
var beforeLastRE = lazyre.New(`(?i)^(?:the|my|our|your|his|her|their|its|this|that|at|in|on|for|of|from|since|until|till|by)$`)

// ceasedAfterRE: a verb of ceasing before a gerund, and how long after
// it ceased (group 1 the gerund, 2 up to the unit of time).
var ceasedAfterRE = lazyre.New(`(?i)\b(?:stop(?:ped)?|quit|g[ai]ve\s+up)\s+(\p{L}{2,}ing)(\s+(?:\S+\s+){0,5}?after\s+(?:\S+\s+){0,3}?(?:seconds?|secs?|minutes?|mins?|hours?|hrs?)\b)`)

// inExportRE: the export or archive the records are in, said as where
// they are ("are in my archive", "in my Twitter data export", "in my
// (Spotify) data"; "in my location data" is the location history, its
// own noun).
var inExportRE = lazyre.New(`(?i)(\b(?:are|were|is|was)\s+there\b)?\s+(?:(?:are|were|is|was)\s+)?(?:in|within|inside)\s+(?:my|our|the|this)\s+(?:(?:\p{L}+\s+)?(?:archive|data\s+export|export|data\s+download|download|takeout|backup)|(?:` + serviceName + `\s+)?data)\b`)

// outOfExport takes out the export the records are said to be in
// (inExportRE), except after a word that names no kind of thing ("the
// most recent thing in my data"), which the words tell what it is of.
func outOfExport(s string) string {
	for _, m := range inExportRE().FindAllStringSubmatchIndex(s, -1) {
		if thingWordBeforeRE().MatchString(s[:m[0]]) {
			continue
		}
		keep := ""
		if m[2] >= 0 {
			keep = s[m[2]:m[3]]
		}
		return outOfExport(s[:m[0]] + keep + s[m[1]:])
	}
	return s
}

// thingWordBeforeRE: a noun of no kind ending the words before.
var thingWordBeforeRE = lazyre.New(`(?i)\b(?:things?|anything|something|everything|stuff|items?)\s*$`)

// serviceDataRE: the data of a service named ("my Spotify data", "my
// Apple Health data"): the records it kept, no word of theirs.
var serviceDataRE = lazyre.New(`\b((?i:my|our|your)\s+` + serviceName + `)\s+(?i:data)\b`)

// serviceName: a service's name, one or two capitalised words ("Spotify",
// "Apple Health"), where "data" after it is what it kept.
const serviceName = `(?-i:\p{Lu}[\p{L}.]*(?:\s+\p{Lu}[\p{L}.]*)?)`

// firstDayRE: the first or last day a happening took place, said before
// its clause ("the first day I watched Netflix"; groups: "on ", "first",
// "I").
var firstDayRE = lazyre.New(`(?i)\b(on\s+)?the\s+(first|last)\s+day\s+(?:that\s+|when\s+)?(I|we)\s+`)

// catchShownRE: catching a thing shown ("caught a movie", "catch the new
// series", "which films did I catch", "films I caught"); catchVerbRE is
// the verb in it.
var (
	catchShownRE = lazyre.New(`(?i)\b(?:(?:catch|catches|caught|catching)\s+(?:(?:a|an|the|that|this|some|any|my|a\s+few|new|late|latest|late-night|matinee)\s+){0,3}(?:films?|movies?|shows?|series|episodes?|documentar(?:y|ies)|flicks?|screenings?)\b|\b(?:films?|movies?|shows?|series|episodes?|documentar(?:y|ies)|flicks?|screenings?)\s+(?:(?:did|do|have|had)\s+)?(?:i|we)\s+(?:(?:ever|also|still|actually|even)\s+)?(?:catch|caught)\b)`)
	catchVerbRE  = lazyre.New(`(?i)\b(?:catch|catches|caught|catching)\b`)
)

// watchFor is the form of "watch" for a form of "catch".
func watchFor(v string) string {
	w := map[string]string{"catch": "watch", "catches": "watches", "caught": "watched", "catching": "watching"}[strings.ToLower(v)]
	if v != "" && v[0] >= 'A' && v[0] <= 'Z' {
		w = strings.ToUpper(w[:1]) + w[1:]
	}
	return w
}

// howFeltRE: asking how one felt ("how did I feel", "how was I feeling",
// "how have I been feeling"), with "about" after it when it is asked of
// something.
var howFeltRE = lazyre.New(`(?i)\bhow\s+(?:did|do|does|was|were|am|are|have|had)\s+(?:i|we)\s+(?:been\s+)?(?:feel|feeling|felt)\b(?:\s+about\b)?`)

// getThroughRE: getting through something (group 1 the verb, 2 what
// follows, 3 its first word: "to" when it is someone reached).
var getThroughRE = lazyre.New(`(?i)\b(get|gets|got|gotten|getting)\s+through\b(\s*(\S*))`)

// finishFor is the form of "finish" for a form of "get".
var finishFor = map[string]string{"get": "finish", "gets": "finishes", "got": "finished", "gotten": "finished", "getting": "finishing"}

// nameAndIRE: another and I as the subject after the auxiliary of the
// past (group 1; "which cuisine do Laura and I prefer" is read as said),
// the other a name or "my" and a word (group 2), then the verb with an
// adverb of time before it (group 3); "both", "together" go with "with",
// said at the end of the clause.
var nameAndIRE = lazyre.New(`\b((?i:did|have|has|had))\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}|(?i:my)\s+\p{L}+)\s+(?i:and\s+I)\s+(?:(?i:both|together|all)\s+)?((?:(?i:last|first|ever|really|also|usually)\s+)?\p{L}+)`)

// meAndRE: "me and" another, or another "and me" ("and myself"), as the
// subject after the auxiliary (group 1), the other a name or "my" and a
// word (group 2 or 3).
var meAndRE = lazyre.New(`\b((?i:did|do|does|have|has|had))\s+(?:(?i:me|myself)\s+(?i:and)\s+(` + otherOfMe + `)\b|(` + otherOfMe + `)\s+(?i:and)\s+(?i:me|myself)\b)`)

// otherOfMe: another named beside me, a name or "my" and a word.
const otherOfMe = `\p{Lu}[\p{L}'’-]*|(?i:my)\s+\p{L}+`

// weNamedRE: "we" after the auxiliary (group 1), named after its clause
// (group 2) in apposition by another and I (group 3, a name or "my" and a
// word), set off by commas.
var weNamedRE = lazyre.New(`\b((?i:did|do|does|have|has|had))\s+(?i:we)\b([^,]*?)\s*,\s*(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}|(?i:my)\s+\p{L}+)\s+(?i:and\s+(?:I|me))\b\s*,?`)

// nameAndIDoneRE: another and I as the subject of a verb with no
// auxiliary before them ("the last time Max and I went for drinks"):
// group 2 the other, a name or "my" and a word, group 3 the verb on.
var nameAndIDoneRE = lazyre.New(`(^|[^\p{L}'’])(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}|(?i:my)\s+\p{L}+)\s+(?i:and\s+I)\s+(?:(?i:both|together|all)\s+)?(\p{L}+)`)

// auxBeforeRE: an auxiliary right before ("do Laura and I prefer").
var auxBeforeRE = lazyre.New(`(?i)\b(?:do|does|did|have|has|had|will|would|can|could|shall|should)\s*$`)

// getNewRE: a form of "get" (group 1) with a new thing after it (group
// 2 from the determiner: "got my new phone", "get a new jacket").
var getNewRE = lazyre.New(`(?i)\b(get|gets|got|gotten|getting)(\s+(?:(?:a|an|my|some|the|any)\s+)?(?:brand[\s-]+)?new\b)`)

// getNewDetailRE: a form of "get" (group 1) with a new detail of one's
// own after it (group 3: a phone number, an address, an email, a name)
// and its determiner (group 2), said of whoever is asked ("who got",
// "has anyone got"). Of me or someone named it stays a purchase: a
// library that keeps no notices of changed numbers has no "change" to
// read, and the rest of the words had answered yes.
var getNewDetailRE = lazyre.New(`(?i)\b(?:who|whoever|anyone|anybody|someone|somebody)\s+(?:(?:has|have|had|did|does)\s+)?(get|gets|got|gotten|getting)\s+(?:(a|an|my|your|our|his|her|their)\s+)?new\s+((?:(?:phone|mobile|cell|telephone)\s+)?number|(?:(?:e-?mail|home|postal|street)\s+)?address|e-?mail(?:\s+address)?|name)\b`)

// changeDetail says whoever getting a new detail of their own
// (getNewDetailRE) as changing it: "who got a new number" is who changed
// their number.
func changeDetail(s string) string {
	ms := getNewDetailRE().FindAllStringSubmatchIndex(s, -1)
	for i := len(ms) - 1; i >= 0; i-- {
		m := ms[i]
		det := "their"
		if m[4] >= 0 && !strings.EqualFold(s[m[4]:m[5]], "a") && !strings.EqualFold(s[m[4]:m[5]], "an") {
			det = strings.ToLower(s[m[4]:m[5]])
		}
		s = s[:m[2]] + changeFor[strings.ToLower(s[m[2]:m[3]])] + " " + det + " " + s[m[6]:m[7]] + s[m[1]:]
	}
	return s
}

// numberChangedRE: a person's number changed (group 1 the verb, group 2
// whose, group 3 the kind of phone, group 4 the number), said with a verb
// a thesaurus gives for changing it: "change their number", "switched
// phone numbers", "updated his mobile number".
var numberChangedRE = lazyre.New(`(?i)\b(chang(?:e|es|ed|ing)|switch(?:es|ed|ing)?|swap(?:s|ped|ping)?)\s+(?:(their|his|her|my|your|our)\s+)?(?:(phone|mobile|cell|telephone)\s+)?(numbers?)\b`)

// numberChanged says a number changed (numberChangedRE) as the phone
// number changed, the words a chat's notice writes ("Person 2 changed
// their phone number to a new number"); a number said without whose or
// what kind ("change numbers") is left as said.
func numberChanged(s string) string {
	return replaceEach(s, numberChangedRE(), func(sub []string, _ string) string {
		if sub[2] == "" && sub[3] == "" {
			return sub[0]
		}
		det := sub[2]
		if det == "" {
			det = "their"
		}
		kind := sub[3]
		if kind == "" {
			kind = "phone"
		}
		return changeOf(sub[1]) + " " + strings.ToLower(det) + " " + strings.ToLower(kind) + " number"
	})
}

// changeOf is the form of "change" of a verb of changing, by its ending.
func changeOf(verb string) string {
	return formLike(verb, "changed", "changing", "changes", "change")
}

// formLike is the form of another verb that verb's ending says: its past
// (or participle) for "-ed", its "-ing" form, its third person for "-s",
// else its base.
func formLike(verb, ed, ing, s, base string) string {
	v := strings.ToLower(verb)
	switch {
	case strings.HasSuffix(v, "ed"):
		return ed
	case strings.HasSuffix(v, "ing"):
		return ing
	case strings.HasSuffix(v, "s"):
		return s
	}
	return base
}

// changeFor is the form of "change" for a form of "get".
var changeFor = map[string]string{"get": "change", "gets": "changes", "got": "changed", "gotten": "changed", "getting": "changing"}

// buyFor is the form of "buy" for a form of "get".
var buyFor = map[string]string{"get": "buy", "gets": "buys", "got": "bought", "gotten": "bought", "getting": "buying"}

// askWordRE: a word that asks or leads a question, not a name said
// with a capital ("When Max and I …").
var askWordRE = lazyre.New(`(?i)^(?:how|what|which|who|whom|whose|when|where|why|did|do|does|was|were|is|are|have|has|had|can|could|the|last|first|and|or|so|then|after|before|since|until|while|on|in|at|of|if|whether)$`)

// hotExtreme reads "how hot did it get in August", "how cold has it
// got": how far the weather went is its extreme, asked as "the hottest it
// got"; read otherwise the words were searched for and nothing found.
// The question is read so as asked too, whose forms its words decide.
func hotExtreme(s string) string {
	s = howHotRE().ReplaceAllStringFunc(s, func(m string) string {
		g := howHotRE().FindStringSubmatch(m)
		return g[1] + "what was the " + hotSuperlative[strings.ToLower(g[2])] + " it got"
	})
	// "was it colder in January or February", "was July warmer than
	// June": the weather weighed is the temperature, higher or lower
	s = warmerItRE().ReplaceAllStringFunc(s, func(m string) string {
		g := warmerItRE().FindStringSubmatch(m)
		return g[1] + g[2] + " the temperature " + hotterWay[strings.ToLower(g[3])]
	})
	return warmerThanRE().ReplaceAllStringFunc(s, func(m string) string {
		g := warmerThanRE().FindStringSubmatch(m)
		return g[1] + g[2] + " the temperature " + hotterWay[strings.ToLower(g[4])] + " in " + g[3] + " than"
	})
}

// warmerItRE: the weather said warmer or colder of "it" or "the weather"
// (group 1 what leads, 2 the verb, 3 the comparative); warmerThanRE of a
// time before "than" (3 the time, 4 the comparative).
var (
	warmerItRE   = lazyre.New(`(?i)^(\s*)(was|were|is|has\s+been)\s+(?:it|the\s+weather)\s+(warmer|hotter|colder|cooler)\b`)
	warmerThanRE = lazyre.New(`(?i)^(\s*)(was|were|is)\s+((?:the\s+)?\p{L}+(?:\s+\d{4})?)\s+(warmer|hotter|colder|cooler)\s+than\b`)
)

// hotterWay is whether a comparative of the weather is the temperature
// higher or lower.
var hotterWay = map[string]string{"warmer": "higher", "hotter": "higher", "colder": "lower", "cooler": "lower"}

// howHotRE: how far the weather went, asked of "it" ("how hot did it
// get", "how cold has it been"); group 1 what leads, 2 the adjective.
var howHotRE = lazyre.New(`(?i)^(\s*)how\s+(hot|warm|cold|cool)\s+(?:(?:did|does|has|had)\s+)?it\s+(?:get|gets|got|gotten|been|become|becomes|became)\b`)

// hotSuperlative is the superlative of an adjective of howHotRE.
var hotSuperlative = map[string]string{"hot": "hottest", "warm": "warmest", "cold": "coldest", "cool": "coolest"}

// taggedWithRE: being tagged with someone (group 1 the verb of being, 2
// the subject after it in a question).
var taggedWithRE = lazyre.New(`(?i)\b(was|were|been|am|are|is)(\s+(?:i|we))?\s+tagged\s+(?:together\s+)?with\b`)

// postWordRE: where a tag is said to be ("on facebook", "in my posts").
var postWordRE = lazyre.New(`(?i)\b(?:on|in)\s+(?:my\s+|the\s+)?(?:facebook|instagram|twitter|posts?|photos?|pictures?)\b`)

// upToRE: "what was I up to", "what did I get up to" (group 3: "up to"
// no time's end), "what have we been up to", "what were we
// up to" (group 1 what leads, 2 the subject).
var upToRE = lazyre.New(`(?i)^(\s*)what\s+(?:(?:was|were|am|are|is|have|has|had)\s+(i|we)\s+(?:been\s+)?|(?:did|do|have|had)\s+(i|we)\s+(?:get|got|gotten)\s+)up\s+to\b`)

// setBackRE: "set me back", "set us back" after what cost it (group 1,
// "how much did the repair").
var setBackRE = lazyre.New(`(?i)(\bhow\s+much\b.*?)\s+(?:set|sets|setting)\s+(?:me|us)\s+back\b`)

// hitTheRE: "hit the gym", "hit the pool", "hit the shops": going there
// (group 1 the auxiliary or "to" before a bare verb).
var hitTheRE = lazyre.New(`(?i)(\b(?:did|do|does|to|will|would|can|could|didn['’]t|don['’]t)\s+(?:i|we|you)?\s*)?\bhit\s+the\b`)

// mostOfTheTimeRE: "most of the time", "(for) the most part": usually.
// tendToRE: a habit said with "tend to" before a verb ("I tend to have",
// "did I tend to go"), not before what is looked after ("tend to the
// garden", "tended to my mother").
var tendToRE = lazyre.New(`(?i)\btend(?:s|ed)?\s+to\b(\s+(?:the|a|an|my|our|his|her|their|your|its|it|them|him|me|us|this|that|these|those)\b)?`)

// usuallyEitherTimeRE: a habit asked of one of two kinds of time ("do I
// usually run in the morning or in the evening", "do I normally climb on
// weekdays or at weekends"): group 1 the auxiliary, 2 the subject, 3
// the verb phrase, 4 and 5 the two times.
var usuallyEitherTimeRE = lazyre.New(`(?i)\b(do|did|does)\s+(i|we|you)\s+(?:usually|normally|typically|generally|mostly)\s+(\p{L}[\p{L}\s]*?)\s+((?:in|on|at|during)\s+(?:the\s+)?` + eitherTimeWords + `),?\s+or\s+((?:(?:in|on|at|during)\s+)?(?:the\s+)?` + eitherTimeWords + `)`)

// eitherTimeWords are the kinds of time a habit is weighed between: the
// parts of the day, weekends and weekdays, and the seasons.
const eitherTimeWords = `(?:mornings?|afternoons?|evenings?|nights?|weekends?|weekdays?|workdays?|summers?|winters?|spring|autumn|fall)\b`

var mostOfTheTimeRE = lazyre.New(`(?i)\b(?:most\s+of\s+the\s+time|for\s+the\s+most\s+part)\b`)

// squeezeInRE: fitting a thing in ("squeeze in", "fit in", "cram in"),
// said before what follows it, not inside ("fit in with").
var squeezeInRE = lazyre.New(`(?i)\b(squeeze|squeezed|squeezing|fit|fitted|fitting|cram|crammed|cramming)\s+in\b(\s+(?:around|during|over|before|after|this|last|in|on|at|between)\b|\s*[?.!,]|\s*$)`)

// partsOfDaySpentRE: a count of the parts of days spent somewhere ("how
// many evenings did I spend at home", "on how many mornings have I spent
// time at the office"): group 1 what asks, 2 the part of the day, 3 the
// auxiliary and subject, 4 the verb.
var partsOfDaySpentRE = lazyre.New(`(?i)^(\s*(?:on\s+)?how\s+many\s+)(mornings|afternoons|evenings)\s+((?:did|do|have|had)\s+(?:i|we)\s+)(spend|spent)\b`)

// partsOfDayCounted says a count of mornings, afternoons or evenings spent
// somewhere as the days of spending that part of the day there ("how many
// evenings did I spend at home": on how many days did I spend the evening
// at home), each day once, as "how many days" counts. Of other verbs the
// part of the day stays what it was: a happening written without a time
// ("drinks with Max") could not be told to be in the evening.
func partsOfDayCounted(s string) string {
	m := partsOfDaySpentRE().FindStringSubmatchIndex(s)
	if m == nil {
		return s
	}
	g := func(i int) string { return s[m[2*i]:m[2*i+1]] }
	ask := "on how many days "
	if fold.Capitalised(strings.TrimSpace(g(1))) {
		ask = "On how many days "
	}
	return ask + g(3) + g(4) + " the " + strings.TrimSuffix(strings.ToLower(g(2)), "s") + s[m[1]:]
}

// partOfPeriodRE: a part of a year said whole, then another part weighed
// against it said by its ordinal alone ("in the first half of 2025 than
// in the second"): group 1 the part, 2 what it is of, 3 the ordinal after
// the words of weighing, 4 what follows it.
var partOfPeriodRE = lazyre.New(`(?i)\bthe\s+(?:first|second|third|fourth|last)\s+(half|quarter)\s+of\s+((?:the\s+)?(?:\d{4}|this\s+year|last\s+year|the\s+year))\b(.*?\b(?:than|or|versus|vs\.?|compared\s+(?:to|with))\s+(?:in\s+|during\s+)?the\s+(?:first|second|third|fourth|last))(\s+\w+)?`)

// partOfPeriodOther says the part and its year again after the ordinal
// that English leaves them out after ("… than in the second": than in the
// second half of 2025).
func partOfPeriodOther(s string) string {
	return partOfPeriodRE().ReplaceAllStringFunc(s, func(m string) string {
		g := partOfPeriodRE().FindStringSubmatch(m)
		if next := strings.ToLower(strings.TrimSpace(g[4])); next == "half" || next == "quarter" || next == "halves" || next == "quarters" {
			return m // said whole
		}
		return strings.TrimSuffix(m, g[4]) + " " + g[1] + " of " + g[2] + g[4]
	})
}

// exceedRE: the verbs of going over an amount ("exceed", "surpass");
// "exceeding" is read where "over" is.
var exceedRE = lazyre.New(`(?i)\b(?:exceed|exceeds|exceeded|surpass|surpasses|surpassed|surpassing)\b`)

// perfectBeforeRE: the perfect's auxiliary before its participle, with
// what may stand between ("has my heart rate ever", "have I").
var perfectBeforeRE = lazyre.New(`(?i)\b(?:has|have|had)\b(?:\s+\S+){0,4}\s*$`)

// whoseMusicRE: whose music, songs or records ("whose songs did I play
// most"): the artist's.
var whoseMusicRE = lazyre.New(`(?i)(^|[^\pL])whose\s+(?:music|songs?|tracks?|albums?|records?)\b`)

// moneyWentRE: where money went, the idiom of what it was spent on
// ("where did most of my money go", "where does our money go"): group 1
// what came before, 2 "most of " or "", 3 the possessive, 4 "up" or
// "down" where the spending rose or fell.
var moneyWentRE = lazyre.New(`(?i)(^|[^\pL])where\s+(?:did|does|do|has|have)\s+((?:most|all|the\s+bulk)\s+of\s+)?(my|our)\s+(?:money|cash|spending)\s+(?:go|gone|went)\b(\s+(?:up|down)\b)?`)

// moneyWent reads "where did (most of) my money go" as what it was spent
// on, not a place, as the idiom asks; spending that went up or down
// asks where it changed, which the idiom does not.
func moneyWent(s string) string {
	if !strings.Contains(strings.ToLower(s), "where") {
		return s
	}
	return moneyWentRE().ReplaceAllStringFunc(s, func(m string) string {
		g := moneyWentRE().FindStringSubmatch(m)
		if g[4] != "" {
			return m
		}
		who := "I"
		if strings.EqualFold(g[3], "our") {
			who = "we"
		}
		return g[1] + "what did " + who + " spend " + strings.ToLower(g[2]) + strings.ToLower(g[3]) + " money on"
	})
}

// whoseMailRE: whose mail or messages I got, or answered ("whose emails
// did I get the most of", "whose messages did I reply to most"): group 1
// the noun, 2 the subject, 3 the verb, 4 "the most" or "most" (with "of"
// after it), 5 the rest.
var whoseMailRE = lazyre.New(`(?i)^\s*whose\s+(e-?mails?|mails?|messages?|letters?|texts?)\s+(?:did|have|had)\s+(i|we)\s+(get|got|gotten|receive|received|reply\s+to|replied\s+to|respond\s+to|responded\s+to|answer|answered)\b(\s+(?:the\s+)?most(?:\s+(?:often|frequently))?(?:\s+of)?\b)?(.*)$`)

// whoseMail reads whose mail I got as who sent it, the sender ("whose
// emails did I get the most of": who did I get the most emails from), and
// whose mail I answered as whom I answered: the subjects were ranked.
func whoseMail(s string) string {
	if !strings.Contains(strings.ToLower(s), "whose") {
		return s
	}
	g := whoseMailRE().FindStringSubmatch(s)
	if g == nil {
		return s
	}
	most := ""
	if g[4] != "" && mostRecentRE().MatchString(g[4]+g[5]) {
		// "most recently" asks the latest, no top: it stays where said
		g[5] = g[4] + g[5]
	} else if g[4] != "" {
		most = " the most"
	}
	if v := strings.ToLower(g[3]); strings.HasPrefix(v, "get") || strings.HasPrefix(v, "got") || strings.HasPrefix(v, "receive") {
		return "who did " + g[2] + " get" + most + " " + g[1] + " from" + g[5]
	}
	return "who did " + g[2] + " " + g[3] + most + g[5]
}

// strandedMailRE: who a mail came from or went to, asked with the
// preposition stranded at the end ("who was the email about the bins
// from", "who was the mail "Invite" addressed to", "whom did the report
// go to", "how many people was it sent to"): group 1 who is asked, 2 the
// mail, said with its determiner, 3 a participle or a verb of going, 4
// the preposition, 5 the closing punctuation.
var strandedMailRE = lazyre.New(`(?i)^\s*((?:to\s+|from\s+)?whom?|how\s+many\s+(?:different\s+|other\s+)?(?:people|persons|recipients|addresses))\s+(?:was|were|is|are|did|does|do|has|had)\s+((?:the|that|this|those|these|my|an?|his|her|their)\s+(?:[^?]*?\s)?(?:e-?mails?|mails?|messages?|letters?|newsletters?|invit(?:e|es|ation|ations))\b[^?]*?)\s+(?:(sent|addressed|written|mailed|e-?mailed|forwarded|directed|delivered|go|goes|went|gone|come|comes|came)\s+)?(to|from)\s*([?.!]*)\s*$`)

// whichPersonDidRE: a question of one person by its noun, the subject of
// the verb after it ("which person sent …"): group 1 the verb, which must
// be in the past (thesaurus.PastBase), not a noun the person qualifies
// ("which person names").
var whichPersonDidRE = lazyre.New(`(?i)^\s*(?:which|what)\s+(?:person|individual)\s+(\pL+)\b`)

// whichPersonDid reads the person asked as the subject of a verb in the
// past as who did it ("which person sent the PGP Testing Email": who sent
// it; had been read as the mail I sent). whichPersonRE reads the noun
// before an auxiliary so.
func whichPersonDid(s string) string {
	g := whichPersonDidRE().FindStringSubmatchIndex(s)
	if g == nil || thesaurus.PastBase(strings.ToLower(s[g[2]:g[3]])) == "" {
		return s
	}
	return "who " + s[g[2]:]
}

// frontedMailRE is strandedMailRE's question with the preposition before
// "whom" (group 1); groups 2 to 4 are strandedMailRE's 2, 3 and 5.
var frontedMailRE = lazyre.New(`(?i)^\s*(to|from)\s+whom\s+(?:was|were|is|are|did|does|do|has|had)\s+((?:the|that|this|those|these|my|an?|his|her|their)\s+(?:[^?]*?\s)?(?:e-?mails?|mails?|messages?|letters?|newsletters?|invit(?:e|es|ation|ations))\b[^?]*?)\s+(?:been\s+)?(sent|addressed|written|mailed|e-?mailed|forwarded|directed|delivered|go|goes|went|gone|come|comes|came)\s*([?.!]*)\s*$`)

// strandedMail reads who a mail was from as who sent it, and who it was
// (sent) to as who received it: the preposition ends the question, and
// read as a word of the mail's text or of its subject it had found
// nothing, or named the other side ("who was the email about USB over
// WebSocket from" answered its recipients).
func strandedMail(s string) string {
	g := strandedMailRE().FindStringSubmatch(s)
	if g == nil {
		// "to whom was the report sent", "from whom did the invite
		// come": the preposition set first, as formal English puts it
		f := frontedMailRE().FindStringSubmatch(s)
		if f == nil {
			return s
		}
		g = []string{f[0], "who", f[2], f[3], f[1], f[4]}
	}
	asker := "who"
	if w := strings.Fields(strings.ToLower(g[1])); w[0] == "how" {
		asker = strings.Join(w, " ") // "how many people was it sent to"
	}
	if strings.EqualFold(g[4], "from") {
		if v := strings.ToLower(g[3]); v != "" && v != "sent" && v != "come" && v != "comes" && v != "came" && v != "mailed" && v != "e-mailed" && v != "emailed" && v != "forwarded" {
			return s // "who was the note written from": no mail's sender
		}
		return asker + " sent " + g[2] + g[5]
	}
	return asker + " received " + g[2] + g[5]
}

// qualityKindsRE: the qualities of the things I have asked with the
// quality's noun before them ("what color notes do I have", "which
// colour folders do we keep"): group 1 the start, 2 the quality, 3 the
// things, 4 I or we, 5 the rest.
var qualityKindsRE = lazyre.New(`(?i)^(\s*)(?:what|which)\s+(colou?r|size|shape)s?\s+(\pL+s)\s+(?:do|did)\s+(i|we)\s+(?:have|own|keep|got)\b(.*)$`)

// makersWorkRE: the maker asked with the possessive of its work ("which
// artist's songs", "what band's albums"): the maker.
var makersWorkRE = lazyre.New(`(?i)(^|[^\pL])(?:which|what)\s+(artist|singer|band|musician|group|composer)(?:'s|’s|s'|s’)\s+(?:music|songs?|tracks?|albums?|records?)\b`)

// toTheMoviesRE: going to the movies or the pictures (group 1 the verb
// and "to").
var toTheMoviesRE = lazyre.New(`(?i)\b((?:go|goes|going|gone|went|been|get|got|head|headed|take|took|taken|taking)\s+(?:\pL+\s+)?(?:out\s+)?to)\s+the\s+(?:movies|pictures|flicks)\b`)

// friendsOrFamilyRE: friends and relatives named together, in either
// order ("friend or relative", "relatives and friends", "family or
// friends").
var friendsOrFamilyRE = lazyre.New(`(?i)(^|[^\pL])(?:(?:friends?|mates?)\s+(?:or|and|and/or|&)\s+(?:relatives?|relations|family(?:\s+members?)?|kin)|(?:relatives?|relations|family(?:\s+members?)?|kin)\s+(?:or|and|and/or|&)\s+(?:friends?|mates?))\b`)

// nightsSleepRE: a night's sleep of a kind had or got (group 1 the verb,
// 2 the adjective): "had a bad night's sleep", "get a good night's rest",
// "had a rough night" (3, the night alone: a bad night is one slept
// badly, a dictionary says, but a good night may be a night out).
var nightsSleepRE = lazyre.New(`(?i)\b(have|has|had|having|get|gets|got|gotten|getting)\s+(?:a\s+)?(?:(good|bad|poor|terrible|awful|horrible|dreadful|great|decent|proper|sound|lousy|rough)\s+night(?:'s|s'|s)?\s+(?:sleep|rest)|(bad|poor|terrible|awful|horrible|dreadful|lousy|rough)\s+night)\b`)

// sleepManner is the adverb of how one slept an adjective of the night
// says; it is a word of manners.tsv, so the search takes its synonyms.
var sleepManner = map[string]string{
	"good": "well", "great": "well", "decent": "well", "proper": "well", "sound": "well",
	"bad": "badly", "poor": "badly", "terrible": "badly", "awful": "badly", "horrible": "badly",
	"dreadful": "badly", "lousy": "badly", "rough": "badly",
}

// partOfDayAdjunctRE: a part of the day said before the noun of a doing
// ("evening runs", "my morning swim"): group 1 the word before it, 2 the
// part, 3 the noun.
var partOfDayAdjunctRE = lazyre.New(`(?i)(\b\p{L}+\s+)?\b(morning|afternoon|evening|night|weekend|weekday)\s+(\p{L}+)\b`)

// partOfDayBeforeRE: the words before a part of the day that make it one
// day's ("this morning", "on Sunday evening", "yesterday evening").
var partOfDayBeforeRE = lazyre.New(`(?i)^(?:this|that|yesterday|tomorrow|every|each|one|same|\p{L}+day)\s+$`)

// partOfDayAdjunct says a part of the day (or of the week) before the
// noun of a doing the lexicon knows as the doing in that part ("how many
// evening runs": runs in the evening; "my weekend runs": runs on
// weekends). The sport's words hold "evening run" whole, so
// the part was lost and every run counted.
func partOfDayAdjunct(s string, lx *lexicon) string {
	var b strings.Builder
	last := 0
	for _, m := range partOfDayAdjunctRE().FindAllStringSubmatchIndex(s, -1) {
		g := func(i int) string {
			if m[2*i] < 0 {
				return ""
			}
			return s[m[2*i]:m[2*i+1]]
		}
		if partOfDayBeforeRE().MatchString(g(1)) {
			continue // "this morning run": the day's own
		}
		if fold.Capitalised(g(2)) && strings.TrimRight(strings.TrimSpace(s[:m[4]]), "¿¡\"'“‘(") != "" {
			continue // a title ("runs called Evening Run", "Parents' Evening season 2")
		}
		if _, ok := lx.act.phrases.lookup(g(3)); !ok {
			continue
		}
		b.WriteString(s[last:m[4]])
		switch part := strings.ToLower(g(2)); part {
		case "weekend", "weekday":
			// "my weekend runs": runs on weekends; "my weekend trip"
			// is one, no habit of weekends
			if !strings.HasSuffix(strings.ToLower(g(3)), "s") {
				b.WriteString(s[m[4]:m[1]])
				last = m[1]
				continue
			}
			b.WriteString(g(3) + " on " + part + "s")
		default:
			b.WriteString(g(3) + " in the " + part)
		}
		last = m[1]
	}
	b.WriteString(s[last:])
	return b.String()
}

// dayOfAskedRE: "what" and the copula (group 2) asking of a yearly day of
// someone (group 3: "my dad's birthday", "our anniversary", "Marco's
// birthday"), whole or with a time after it: the day is what is asked.
var dayOfAskedRE = lazyre.New(`(?i)^(\s*)what(?:'s|’s|\s+(is|was|will\s+be))\s+((?:my|our|\p{Lu}\p{L}+(?:'s|’s)|my\s+\p{L}+(?:'s|’s))\s+(?:birthday|bday|anniversary|name\s+day|wedding\s+anniversary)(?:\s+(?:this|next|last)\s+year|\s+in\s+\d{4})?\s*[?.!]*\s*)$`)

// dayOfAsked restates "what is my dad's birthday" as "what date is my
// dad's birthday": the day it falls on, not the records of the day.
func dayOfAsked(s string) string {
	m := dayOfAskedRE().FindStringSubmatch(s)
	if m == nil {
		return s
	}
	cop := m[2]
	if cop == "" {
		cop = "is" // "what's"
	}
	return m[1] + "what date " + strings.ToLower(cop) + " " + m[3]
}

// employerAskedRE: a question, whole, of the organisation one works for
// now ("where do I work", "what company do I work for", "where am I
// employed", "who employs me", "who is my current employer").
var employerAskedRE = lazyre.New(`(?i)^\s*(?:(?:where|who|(?:what|which)\s+(?:company|firm|organi[sz]ation|employer|business))\s+do\s+i\s+(?:currently\s+|actually\s+)?work(?:\s+(?:for|at))?|where\s+am\s+i\s+(?:currently\s+|now\s+)?(?:employed|working)|who\s+(?:currently\s+)?employs\s+me|(?:who|what)(?:'s|\s+is)\s+my\s+(?:current\s+)?employer)(?:\s+(?:now|currently|these\s+days|at\s+the\s+moment|today))?(\s*[?.!]*\s*)$`)

// employerWasRE: the organisation one worked for, asked in the past
// ("where did I work", "which company was I working for", "where have I
// worked", "what firms did I work at", "who was my employer"), the
// question's start; group 1 the rest. The employer the records tell, not
// the places of the calendar: "work" names no place of its own.
var employerWasRE = lazyre.New(`(?i)^\s*(?:(?:where|(?:what|which)\s+(?:compan(?:y|ies)|firms?|organi[sz]ations?|employers?|business(?:es)?))\s+(?:did\s+i\s+(?:use\s+to\s+)?work|have\s+i\s+(?:ever\s+)?worked|had\s+i\s+worked|was\s+i\s+(?:working|employed))(?:\s+(?:for|at))?|(?:who|what)\s+(?:was|were)\s+my\s+(?:former\s+|past\s+)?employers?)(\b.*)$`)

// employerWasTailRE: what may follow such a start, a time (before,
// during, in, …) or nothing: "where did I work out", "where did I work
// on the report" ask other things.
var employerWasTailRE = lazyre.New(`(?i)^(?:\s*[?.!]*\s*|\s+(?:before|after|prior|in|during|between|when|while|until|till|since|back|last|this|from|at\s+the\s+time)\b.*)$`)

// titleAtRE: one's own title at, with or in an organisation (group 1
// the possessive, group 2 the rest); titleHeldRE: a title asked of as
// held there ("what title did I have at Ember Studios").
var (
	titleAtRE   = lazyre.New(`(?i)\b(my|our)\s+title(s?\s+(?:at|with)\s)`)
	titleHeldRE = lazyre.New(`(?i)\b(what|which)\s+title(s?\s+(?:did|do|have|had)\s+i\s+(?:have|hold|had|held)\s+(?:at|with)\s)`)
)

// employersCountedRE: how many organisations one has worked for, the
// question's start ("how many jobs have I had", "how many companies did I
// work for"); group 1 the rest.
var employersCountedRE = lazyre.New(`(?i)^\s*how\s+many\s+(?:different\s+)?(?:jobs|employers|compan(?:y|ies)|firms|organi[sz]ations|workplaces)\s+(?:have\s+i\s+(?:ever\s+)?(?:had|held|worked\s+(?:for|at|in))|did\s+i\s+(?:have|hold|work\s+(?:for|at|in))|i(?:'ve|\s+have)\s+(?:had|held|worked\s+(?:for|at|in)))(\b.*)$`)

// employerWasAsked reads a question of the organisations one worked for,
// or of how many, as one of the employers the records tell of every time:
// joined, left or met all the staff of ("where did I work before Beacon
// Legal": "what were my employers before Beacon Legal"); where one works
// now is the employer one joined (employerAskedRE).
func employerWasAsked(s string) string {
	if m := employersCountedRE().FindStringSubmatchIndex(s); m != nil && employerWasTailRE().MatchString(s[m[2]:m[3]]) {
		return "how many employers have I had" + s[m[2]:m[3]]
	}
	m := employerWasRE().FindStringSubmatchIndex(s)
	if m == nil || !employerWasTailRE().MatchString(s[m[2]:m[3]]) {
		return s
	}
	return "what were my employers" + s[m[2]:m[3]]
}

// halfUnitRE: an amount of a unit and a half, said either way ("an hour
// and a half", "one and a half hours"); groups: the number and its unit
// before "and a half" (1, 2), or the number before it and the unit after
// (3, 4). Units of length and of time within a day only: "a year and a
// half ago" is the time grammar's.
var halfUnitRE = lazyre.New(`(?i)\b(an?|[a-z]+|\d+)\s+(hours?|minutes?|mins?|miles?|kilomet(?:er|re)s?|km|kms)\s+and\s+a\s+half\b|\b([a-z]+|\d+)\s+and\s+a\s+half\s+(hours?|minutes?|mins?|miles?|kilomet(?:er|re)s?|km|kms)\b`)

// andAHalf writes an amount and a half of a unit in figures ("an hour and
// a half" → "1.5 hours").
func andAHalf(s string) string {
	if !strings.Contains(strings.ToLower(s), "half") {
		return s
	}
	return halfUnitRE().ReplaceAllStringFunc(s, func(m string) string {
		g := halfUnitRE().FindStringSubmatch(m)
		num, unit := g[1], g[2]
		if g[3] != "" {
			num, unit = g[3], g[4]
		}
		v := 1.0
		if low := strings.ToLower(num); low != "a" && low != "an" {
			n, ok := numword.Parse(num)
			if !ok || n.Ordinal || n.Fraction || n.Times || n.Value <= 0 {
				return m
			}
			v = n.Value
		}
		if !strings.HasSuffix(strings.ToLower(unit), "s") {
			unit += "s"
		}
		return strconv.FormatFloat(v+0.5, 'f', -1, 64) + " " + unit
	})
}

// myNameRE: the question of my own name, and nothing more (group 1 what
// ends it); "who am I" asks who the records say I am, the name I go by
// (it had been searched for as "I am", nothing found).
var myNameRE = lazyre.New(`(?i)^\s*(?:what(?:'s|\s+is|\s+was)\s+my\s+(?:full\s+|real\s+)?name|what\s+am\s+i\s+called|what\s+do\s+people\s+call\s+me|who\s+am\s+i)(\s*[?.!]*\s*)$`)

// forALivingRE: the question of what one does for a living, or works or
// is employed as (group 1 its tense: "what did I work as at Nordlicht",
// "what was I employed as").
var forALivingRE = lazyre.New(`(?i)\bwhat\s+(?:(do|did)\s+(?:i|we)\s+(?:do\s+for\s+a\s+living|work\s+as)|(am|was|were)\s+(?:i|we)\s+(?:employed|working|hired)\s+as)\b`)

// wentOnTripRE: where one went on a trip picked by its order ("where did
// I go on my last trip", "where did we travel for our first vacation");
// groups: the possessive, the order, the noun, what follows.
var wentOnTripRE = lazyre.New(`(?i)^\s*where\s+did\s+(?:i|we)\s+(?:go|travel|fly|head)\s+(?:on|for|during)\s+(my|our)\s+(last|first|latest|most\s+recent|previous)\s+(trip|vacation|holiday|journey)\b(.*)$`)

// wentFirstAfterRE: where one went (flew, headed) first or next after a
// turn of one's life (a job started or left, a move); groups: what leads
// up to the verb, the order and the turn.
var wentFirstAfterRE = lazyre.New(`(?i)^(\s*where\s+did\s+(?:i|we)\s+)(?:go|fly|head|jet\s+off)(\s+(?:first|next)\s+(?:after|once)\s+(?:i\s+|we\s+)?(?:start|began|begin|join|mov|relocat|leav|left|quit|retir|graduat|chang|switch)\w*)`)

// sportAskedRE: a sport (or kind of exercise) asked for.
var sportAskedRE = lazyre.New(`(?i)\b(?:which|what)\s+(?:kind\s+of\s+|type\s+of\s+)?(?:sports?|exercises?|workouts?|activit(?:y|ies))\b`)

// practisedRE: the verb to practise, either spelling (group 1 its ending).
var practisedRE = lazyre.New(`(?i)\bpracti[sc](e|es|ed|ing)\b`)

// orderCostAverageRE: what an order (of a shop, online) cost on average;
// groups: the shop or "online", what follows the verb up to "on average".
var orderCostAverageRE = lazyre.New(`(?i)\bwhat\s+(?:did|does|do|would)\s+(?:an?|each|one|every)\s+((?:\pL+\s+)?)order\s+(?:cost|come\s+to)(?:\s+(?:me|us))?([^?]*?)\s*,?\s+on\s+average\b`)

// howMuchMoneyCostRE: "how much money" asked of a cost; groups: "how
// much", the auxiliary and what comes before the cost.
var howMuchMoneyCostRE = lazyre.New(`(?i)\b(how\s+much)\s+money\s+((?:did|does|do|has|have|had|will|would)\s+[^?]*?\bcosts?\b)`)

// musicOnDoingRE: music said to be played on a doing of mine ("the
// artist I played most on my runs"): group 1 the doing's possessive.
var musicOnDoingRE = lazyre.New(`(?i)\bon\s+((?:my|our)\s+(?:runs|jogs|walks|rides|bike\s+rides|hikes|workouts|swims|drives|commutes|training\s+sessions))\b`)

// accompaniesRE: music that accompanies a doing ("which artist
// accompanies my runs"): groups: what asks, the music, the verb, the
// doing.
var accompaniesRE = lazyre.New(`(?i)^(\s*(?:which|what)\s+)((?:\pL+\s+)?(?:` + musicNouns + `))\s+(accompan(?:y|ies|ied))\s+((?:my|our)\s+\pL+)`)

// musicWordRE: a word of music listened to.
var musicWordRE = lazyre.New(`(?i)\b(?:` + musicNouns + `|listen\w*|played|play|plays|playing|streamed)\b`)

// musicNouns are the nouns of music listened to (accompaniesRE,
// musicWordRE).
const musicNouns = `artists?|bands?|songs?|tracks?|albums?|music|podcasts?|playlists?`

// musicOnDoing reads music played on a doing, or accompanying it, as
// music played during it, which the recognisers join by time; "on my
// runs" had been the runs themselves, which have no artist.
func musicOnDoing(s string) string {
	if m := accompaniesRE().FindStringSubmatch(s); m != nil {
		aux := "do"
		if strings.HasSuffix(strings.ToLower(m[3]), "ied") {
			aux = "did"
		}
		s = m[1] + m[2] + " " + aux + " I listen to during " + m[4] + s[len(m[0]):]
	}
	if musicWordRE().MatchString(s) {
		s = musicOnDoingRE().ReplaceAllString(s, "during ${1}")
	}
	return s
}

// thanARaceRE: a bound said by a race whose name says its distance
// (raceKm): "longer than a half marathon", "further than a marathon".
var thanARaceRE = lazyre.New(`(?i)\b(longer|further|farther|more|less|shorter)\s+than\s+(?:a|one)\s+(` + raceNames + `)\b`)

// theMoviesThatRE: "the movies" heading a relative clause (group 2 its
// first word), the films of it, no cinema.
var theMoviesThatRE = lazyre.New(`(?i)\b(the\s+)movies\s+(?:did\s+)?(i|we|that|which)\b`)

// spendTimeRE: "how did I spend" (or when) and a time (a period,
// a holiday, a day of the year), not money: group 1 what leads, 2 the
// question word, 3 the subject, 4 a word that places the time itself
// ("last", "this"), 5 the time, 6 a place after it ("in Hamburg").
var spendTimeRE = lazyre.New(`(?i)^(\s*)(how|when)\s+did\s+(i|we)\s+spend\s+((?:last|this|next|that)\s+)?((?:(?:the|my|our|a)\s+)?(?:(?:long|bank|holiday|christmas|easter|summer|winter|spring|autumn|fall|school|first|last|whole)\s+)?(?:weekends?|week|month|year|summer|winter|spring|autumn|fall|holidays?|vacations?|break|birthday|anniversary|christmas(?:\s+(?:eve|day))?|easter|new\s+year'?s?(?:\s+(?:eve|day))?|halloween|evenings?|mornings?|afternoons?|nights?|days?\s+off|time\s+off|free\s+time|` + weekdayWords + `s?|` + strings.Join(calendar.MonthNames(), "|") + `)\b)(\s+(?:in|at)\s+\p{Lu}[^?]*)?`)

// dayTimeRE: a time of spendTimeRE that is one day ("my birthday",
// "Christmas", "Sunday"), which "on" places.
var dayTimeRE = lazyre.New(`(?i)\b(?:birthday|anniversary|christmas|easter|new\s+year|halloween|` + weekdayWords + `)\b`)

// weekdayWords: the names of the days of the week.
const weekdayWords = `(?:mon|tues|wednes|thurs|fri|satur|sun)day`

// sharedMealRE: to share a meal or food ("shared a meal", "share dinner",
// "shared restaurant meals"); groups: the verb (1), what follows it (2).
var sharedMealRE = lazyre.New(`(?i)\b(share|shares|shared|sharing)(\s+(?:(?:a|an|the|my|our|some|\d+|many)\s+)?(?:[\p{L}'’]+\s+)?(?:meals?|dinners?|lunch(?:es)?|breakfasts?|brunch(?:es)?|suppers?|food|pizzas?|bottles?\s+of\s+wine|drinks?|coffees?)\b)`)

// sharedMealAskedRE: the same asked with the meal first ("how many meals
// did I share with Bram"); groups: the meal (1), the auxiliary and
// subject (2), the verb (3).
var sharedMealAskedRE = lazyre.New(`(?i)\b((?:meals?|dinners?|lunch(?:es)?|breakfasts?|brunch(?:es)?|suppers?)\s+)((?:did|do|does|have|has|had)\s+(?:i|we)\s+)(share|shared)\b`)

// tallyOfRE: "tally of", a count of the things after it; group 1 what
// goes before it.
var tallyOfRE = lazyre.New(`(?i)(^|\s)(?:a\s+|the\s+|my\s+)?(?:total\s+|running\s+)?tally\s+of\b`)

// movingDayRE: the day of a move named by the noun English has for it,
// "moving day", "move-in day", "moving-in day" (group 3 "in"), with an
// owner before it (group 1: "my", "our", "the"; "our" is of "we") and
// the town moved to in brackets after it (group 4, "moving day
// (Milan)"). "Moving Day" in title case is a title's.
var movingDayRE = lazyre.New(`\b(?:((?i:my|our|the))\s+)?((?i:m)ov(?:e|ing))(?:[\s-](in))?\s+day\b(?:\s*\(\s*(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3})\s*\))?`)

// movingDay reads "on moving day (Milan)" as "on the day I moved to
// Milan", the clause the milestone anchors read (milestones.tsv): the
// noun phrase was searched for as words of the songs played.
func movingDay(s string) string {
	return movingDayRE().ReplaceAllStringFunc(s, func(m string) string {
		g := movingDayRE().FindStringSubmatch(m)
		who := "I"
		if strings.EqualFold(g[1], "our") {
			who = "we"
		}
		r := "the day " + who + " moved"
		if g[3] != "" {
			r += " in"
		}
		if g[4] != "" {
			r += " to " + g[4]
		}
		return r
	})
}
