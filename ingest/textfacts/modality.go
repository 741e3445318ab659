package textfacts

import (
	"regexp"
	"strings"

	"reqap/internal/lazyre"
)

// Modality says whether a clause tells that something happened. Text that
// did not happen (plans, wishes, negations, what others want or talk
// about, questions) is kept as an event of its own, marked, so a question
// counting swims never counts "Should really go swimming more often".
type Modality string

// Modalities; Actual (empty) is the only one that makes a happening.
const (
	Actual   Modality = ""
	Planned  Modality = "planned"  // future, intention, obligation, note to self
	Wished   Modality = "wished"   // wishes, hopes, wondering, "would be nice"
	Negated  Modality = "negated"  // "didn't", "no run today", "skipped"
	Reported Modality = "reported" // someone talks about it: "keeps talking about Paris"
	Asked    Modality = "question" // "Should I go swimming?"
)

// cue is a phrase that changes the modality of what follows it in a
// clause; a cue marked anywhere changes it wherever it stands ("Skiing
// would be nice").
type cue struct {
	re       func() *regexp.Regexp
	modality Modality
	anywhere bool
	words    *wordSet // one of them is in every match (nil: always try)
}

var cues = []cue{
	// plans and obligations
	{re: lazyre.New(`\b(?:note to self|to ?do|reminder|remember to|don'?t forget|must not forget|needs? (?:to|a|an|new|some|more|another)|have to|has to|had to book|gotta|got to|should|shall|ought to|meant to|supposed to|must|plan(?:ning|ned)? (?:to|on|a|an|the|for|our|my)|going to (?:go|do|try|start|book|call|see|visit|meet|cook|make|get|be)|intend(?:s|ing)? to|will|'ll|book (?:an?|the|my)\s+(?:\w+\s+)?(?:appointment|table|tickets?|flights?|hotel|room|slot|session|court)|schedule (?:an?|the)|make an appointment|tomorrow|next (?:week|month|year|time|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|later this (?:week|month|year)|this coming|(?:i'?m|i am|we'?re|we are) (?:going|coming|flying|driving|heading|travelling|traveling|leaving|meeting|visiting|seeing))\b`), modality: Planned,
		words: newWordSet("note to", "todo", "to do", "to-do", "remind", "remember", "forget", "need", "have to", "has to", "got", "should", "shall", "ought", "meant to", "supposed to", "must", "plan", "going to", "intend", "will", "'ll", "book", "schedule", "appointment", "tomorrow", "next", "later", "coming", "i'm", "im ", "i am", "we're", "were ", "we are")},
	{re: lazyre.New(`\b(?:is|are) (?:planned|scheduled|booked for|coming up)\b|\bon the (?:list|agenda)\b`), modality: Planned, anywhere: true, words: newWordSet("planned", "scheduled", "booked", "coming up", "on the")},
	// booked now for later: the booking happened, the trip has not
	{re: bookedRE, modality: Planned, anywhere: true, words: newWordSet("booked", "reserved", "tickets")},
	// wishes, hypotheticals, musings
	{re: lazyre.New(`\b(?:maybe|perhaps|might|could|would|'d (?:like|love)|want(?:s|ed)? to|wanna|wish|hope(?:s|d)?(?: to)?|hoping|wonder(?:ing)?(?: if| whether)?|whether(?: or not)? to|thinking (?:about|of)|think about|considering|dream(?:ing|s)? (?:of|about)|tempted to|someday|some day|one day|if only|i miss|miss having|looking forward to|can'?t wait to|keen to|fancy|feel like (?:going|doing|having))\b`), modality: Wished,
		words: newWordSet("maybe", "perhaps", "might", "could", "would", "'d", "want", "wanna", "wish", "hope", "hoping", "wonder", "whether", "think", "consider", "dream", "tempted", "some", "one day", "if only", "miss", "looking forward", "wait", "keen", "fancy", "feel like")},
	{re: lazyre.New(`\b(?:would|could|might) (?:be|have been) (?:nice|great|fun|good|lovely|cool|amazing)\b|\bwould love\b`), modality: Wished, anywhere: true, words: newWordSet("would", "could", "might")},
	// someone else's topic
	{re: lazyre.New(`\b(?:keeps?|kept) (?:talking|going on|asking|telling)|\btalk(?:s|ed|ing)? about\b|\basked (?:again )?(?:when|if|whether)\b|\btold me about\b|\bsuggested\b|\brecommended\b|\bis trying to talk me into\b|\btalk me into\b`), modality: Reported, words: newWordSet("keep", "kept", "talk", "asked", "told me", "suggest", "recommend")},
	// what someone showed or sent: "Kathi sent photos of her new flat in
	// Berlin" is her flat and her move, seen in pictures, not a day there.
	// Posting or sharing pictures is as often the writer's own ("posted
	// photos of today's hike"): not a cue.
	{re: lazyre.New(`\b(?:sent|sends|send|showed|shows|show|texted|forwarded)\s+(?:me\s+|us\s+)?(?:(?:a|an|some|more|the|loads\s+of|lots\s+of)\s+)?(?:photos?|pictures?|pics?|snaps?|selfies?|videos?|clips?|postcards?|images?)\s+(?:of|from|about)\b`), modality: Reported,
		words: newWordSet("sen", "show", "texted", "forwarded")},
	// negation
	{re: lazyre.New(`\b(?:didn'?t|did not|don'?t|do not|haven'?t|have not|hasn'?t|has not|hadn'?t|never|no time for|skipped|skip(?:ping)?|cancel+ed|called off|missed|couldn'?t|could not|can'?t|cannot|wasn'?t able|weren'?t able|unable to|too (?:tired|lazy|busy|sick|ill) (?:to|for)|instead of|rather than|without)\b`), modality: Negated,
		words: newWordSet("n't", "not", "never", "no time", "skip", "cancel", "called off", "missed", "cannot", "unable", "too ", "instead", "rather", "without")},
}

// bookedRE: booked now for later ("Booked the flights to Lisbon for
// July!"): the booking happened, the trip has not.
var bookedRE = lazyre.New(`\b(?:booked|reserved|bought tickets?)\b.{0,40}\bfor (?:next|this coming|the (?:weekend|summer|holidays)|tomorrow|january|february|march|april|may|june|july|august|september|october|november|december|christmas|easter)\b`)

// pronounRE: a pronoun that refers back, first after a cue.
var pronounRE = lazyre.New(`^\s+(?:it|that|this|them)\b`)

// noBefore matches "no" right before a word: "no run today", "no
// swimming" ("no" elsewhere is too often an answer or a quantity).
var noBefore = lazyre.New(`\bno\s+$`)

// frameRE reads a clause's leading frame ending in a colon: "Note to self:",
// "Yesterday:", "Forgot to write yesterday:", "TODO:".
var frameRE = lazyre.New(`^\s*([^:()\n]{1,40}?):\s+\S`)

// findFrame returns frameRE's match in s; a frame needs its colon.
func findFrame(s string) []int {
	if strings.IndexByte(s, ':') < 0 {
		return nil
	}
	return frameRE().FindStringSubmatchIndex(s)
}

// forgotToTell matches the writer's own excuse for telling it late: it
// does not negate what is told.
var forgotToTell = lazyre.New(`\bforgot (?:to (?:write|note|mention|add|log|say|journal)(?: (?:down|about))?|about)\b|\bforgot yesterday\b`)

// nextDeed is a comma or semicolon and a verb in the past tense: another
// deed than the one denied before it.
var nextDeed = lazyre.New(`[,;]\s+(?:(?:then|so|and|but|instead)\s+)?(?:\pL+ed|got|went|had|took|did|made|ate|drove|ran|swam|rode|bought|paid|spent|caught|met|saw|came)\b`)

// hedgedRE is a hedge on a quantity ("maybe 5 hours", "perhaps an hour",
// "maybe around twenty minutes"); "maybe a walk later" is still a wish.
var hedgedRE = lazyre.New(`\b(?:maybe|perhaps|probably)\s+(?:(?:about|around|roughly|like)\s+)?(?:` + anySign + `\s?\d|\d[\d.,:]*\s*(?:(?:h|hours?|hrs?|minutes?|mins?|m|km|k|miles?|mi|laps?|lengths?|times?|` + moneyWord + `)\b|` + anySign + `)|an?\s+(?:hour|half|couple|few|mile|kilomet\w*|quarter|dozen|minute)|(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|half)\s+(?:hours?|minutes?|mins?|miles?|km|kilomet\w*|laps?|lengths?|times?)\b)`)

// modalityOf returns the modality of the clause s for a happening whose
// words begin at term (a byte offset into s; -1 when the clause names no
// activity: then any cue counts).
func modalityOf(s string, term int) Modality {
	if strings.HasSuffix(strings.TrimRight(s, " )\"'”"), "?") {
		return Asked
	}
	s = lowerASCII(s)
	body := s
	if m := findFrame(s); m != nil {
		frame := s[m[2]:m[3]]
		if mod := frameModality(frame); mod != Actual {
			return mod
		}
		// An excuse frame ("Forgot to write yesterday:") says nothing of
		// what follows; cues are read after it.
		if term >= 0 && term < m[3] {
			// The activity word is in the frame ("Run: 5 km"): keep it.
		} else {
			body = strings.Repeat(" ", m[3]+1) + s[m[3]+1:]
		}
	}
	if strings.Contains(body, "forgot") {
		body = forgotToTell().ReplaceAllStringFunc(body, func(w string) string { return strings.Repeat(" ", len(w)) })
	}
	// "maybe 5 hours", "perhaps an hour" hedge a quantity: no wish.
	if containsAny(body, []string{"maybe", "perhaps", "probably"}) {
		body = hedgedRE().ReplaceAllStringFunc(body, func(w string) string { return strings.Repeat(" ", len(w)) })
	}
	best := Actual
	bestAt := len(body) + 1
	for _, c := range cues {
		if c.words != nil && !c.words.in(body) {
			continue
		}
		for _, loc := range c.re().FindAllStringIndex(body, -1) {
			if !c.anywhere && term >= 0 && loc[0] > term {
				break
			}
			// "train cancelled, got a taxi": a phrase that starts with
			// a verb of its own after a comma is out of the denial's
			// reach.
			if c.modality == Negated && term > loc[1] && nextDeed().MatchString(body[loc[1]:term+1]) {
				continue
			}
			// "we talked about it all the way home": talk about what
			// was told is no one's topic
			if c.modality == Reported && pronounRE().MatchString(body[loc[1]:]) {
				continue
			}
			if loc[0] < bestAt {
				best, bestAt = c.modality, loc[0]
			}
			break
		}
	}
	if term > 0 && noBefore().MatchString(body[:term]) && bestAt > term {
		return Negated
	}
	// "should've gone to the gym but didn't", "meant to swim but never
	// did": what was meant and then not done did not happen.
	if (best == Planned || best == Wished) && strings.Contains(body, "but") && unmetRE().MatchString(body) {
		return Negated
	}
	return best
}

// unmetRE: something meant, then "but" and its denial.
var unmetRE = lazyre.New(`\b(?:should(?:'?ve|\s+have)|meant\s+to|supposed\s+to|was\s+going\s+to|wanted\s+to|planned\s+to|intended\s+to)\b[^.;!?]*\bbut\s+(?:i\s+)?` + unmetDenial)

// unmetDenial: the words after "but" that deny what was meant ("but
// didn't", "but bailed"), for unmetRE and unmetAfterRE.
const unmetDenial = `(?:didn'?t|did\s+not|never|couldn'?t|could\s+not|wasn'?t|bailed|skipped)\b`

// frameModality reads a leading frame.
func frameModality(frame string) Modality {
	f := strings.ToLower(strings.TrimSpace(frame))
	switch {
	case strings.Contains(f, "note to self"), strings.HasPrefix(f, "todo"), strings.HasPrefix(f, "to do"),
		strings.HasPrefix(f, "to-do"), strings.HasPrefix(f, "reminder"), strings.HasPrefix(f, "plan"),
		strings.HasPrefix(f, "tomorrow"), strings.HasPrefix(f, "next week"), strings.HasPrefix(f, "goal"),
		strings.HasPrefix(f, "ideas"), strings.HasPrefix(f, "idea"), strings.HasPrefix(f, "wishlist"):
		return Planned
	}
	return Actual
}

// wordSet tells whether any of its words is in a text in one pass over
// the text, trying at each byte the words that start with it:
// containsAny searches the text once for each word, and the cues' words
// are up to thirty-three, searched for in every clause (2.5 times
// faster on a journal's clauses).
type wordSet struct{ byFirst [256][]string }

func newWordSet(words ...string) *wordSet {
	w := &wordSet{}
	for _, s := range words {
		w.byFirst[s[0]] = append(w.byFirst[s[0]], s)
	}
	return w
}

// in reports whether s holds one of the words; it is containsAny.
func (w *wordSet) in(s string) bool {
	for i := 0; i < len(s); i++ {
		for _, word := range w.byFirst[s[i]] {
			if strings.HasPrefix(s[i:], word) {
				return true
			}
		}
	}
	return false
}

func containsAny(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}
