package textfacts

import (
	"math"
	"reqap/lang/ascii"
	"slices"
	"sort"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/lang/daypart"
	"reqap/lang/fold"
	"reqap/lang/spell"
	"reqap/lang/thesaurus"
	"reqap/qa"
	"reqap/qa/retrieve/lexicon"
)

// Day is one day's text to read.
type Day struct {
	// Text is the day's text, Markdown or plain, without front matter.
	Text string
	// Date is the day it was written for.
	Date qa.Date
	// Written is when it was written, when known (a Day One entry's
	// creation time): "this morning" in an entry written at 8 pm.
	Written time.Time
}

// Happening is one thing a day's text tells: a swim, a dinner, a call, a
// remark ("Slept badly"), a plan ("Note to self: book a dentist
// appointment"). Attributes the text does not state are zero.
type Happening struct {
	// Text is what the day says of it: the sentence, bullet or line, or
	// several when the day mentions it more than once (joined by " … ").
	Text string
	// Pieces are where Text comes from in Day.Text (byte ranges), in order.
	Pieces []Range
	// Spans mark the words of Text that gave an attribute.
	Spans []Span
	// Section is the heading above it ("Evening").
	Section string

	// Date is the day it happened: the day of writing, or the day before
	// for "Forgot to write yesterday: ran 8 km".
	Date   qa.Date
	Offset int // Date minus the day of writing, in days (0, -1, ...)
	// Start and End are minutes after midnight of Date; -1 when the text
	// gives no time. Approx is set when they stand for a part of the day
	// ("this morning") or an "around".
	Start, End int
	Approx     bool
	Part       daypart.Part

	Modality Modality
	// Activity is what was done: a concept of the lexicon (swimming,
	// dinner, coffee, dentist, call, cinema, groceries, trip ...), or
	// "food" (something eaten without a meal named), "reading",
	// "purchase"; "" for a remark.
	Activity string
	Kind     string // the concept's kind: sport, meal, health ...
	// Doing is which of the tasks a concept of chores gathers was done,
	// as the lexicon lists it: "laundry", "ironing", "vacuuming" of
	// housework ("Finally vacuumed").
	Doing   string
	Sport   bool   // Activity is a sport (the workout_type)
	Meal    string // breakfast, brunch, lunch, dinner
	Food    []string
	Cuisine string
	People  []string
	Place   string
	// Venue says Place is where it happened ("at Mangiare"), not the town
	// it happened in ("in Dresden").
	Venue  bool
	City   string
	AtHome bool
	// Quantities: 0 when not stated.
	DurationS, DistanceKm, Price float64
	Currency                     string
	// DistanceUnit is "mi" when the distance was written in miles.
	DistanceUnit string
	// WeightKg is one's weight told ("weighed in 181.3 lbs"), WeightUnit
	// "lb" when it was written in pounds.
	WeightKg   float64
	WeightUnit string
	Count      int
	Mood       string
	// Title is a book's or film's title; TitleKind "book" or "film".
	Title, TitleKind string
	// Occasion is what the day or the happening celebrates (birthday,
	// christmas, anniversary ...), OccasionOf whose it is ("me", "Mum",
	// "Lena") when the text says.
	Occasion, OccasionOf string
	// After is the activity of the happening this one followed
	// ("Banana afterwards" after a run).
	After string
	Tags  []string
	// Fields are inline fields written in it ("sleep:: 7h").
	Fields []ingest.Field

	textHint string // the first clause, while reading
}

// Range is a byte range [Start, End) of a text.
type Range struct{ Start, End int }

// Span marks words of a happening's Text that gave an attribute.
type Span struct {
	Start, End int
	Attr       string // activity, food, people, place, time, duration, distance, price, title, mood, day
}

// unit is one clause (or several joined) on its way to a happening.
type unit struct {
	h       Happening
	block   int
	dayRef  bool // the clause names its day ("yesterday")
	repeat  bool // "again", "another", "second"
	after   bool // "afterwards", "post-run"
	clock   clock
	hasTime bool
	term    int      // position of the activity word in the clause, -1
	occAt   int      // position of the occasion word, when there is one
	parent  int      // the list item this one is nested in, or -1
	venue   bool     // the place is a venue ("at Mangiare"), not a town ("in Dresden")
	placeAt int      // where in the clause the place's name starts
	paid    bool     // a price and nothing else the clause names ("€12,50 each.")
	atHome  bool     // a spot at home is named ("on the sofa")
	byName  []string // foods read only from the venue's name ("Pho Saigon"), not said eaten
	blocks  []int
}

// topBlock is the first block the unit was read from.
func (u *unit) topBlock() int { return u.block }

var (
	repeatRE  = gated(`\b(?:again|another|second|2nd|one more)\b`, "again", "another", "second", "2nd", "one more")
	afterRE   = gated(`\b(?:afterwards|after that|right after|straight after|just after|post[- ]?(?:run|swim|workout|hike|climb|climbing|yoga|gym|training)|after (?:the|my|a) (?:run|swim|workout|hike|session|class|training|game|match))\b|\bafter\s*[.!]?\s*$|^\s*then\b|^\s*(?:after|later)\b`, "after", "post", "then", "later")
	companyRE = gated(`\b(?:with|w/)\s+(?:the|my|our)\s+(?:[a-z]+\s+){1,2}(?:club|group|team|crew|gang|squad|buddies|friends|mates)\b`, "club", "group", "team", "crew", "gang", "squad", "buddies", "friends", "mates")
	spotRE    = gated(`\b(?:at|on|in)\s+(?:my|the|our)\s+(?:kitchen\s+)?(?:desk|sofa|couch|table|chair)\b`, "desk", "sofa", "couch", "table", "chair")
	// homeRE: at home, said as such or by what is done there; the sofa,
	// the couch and the living room are a home's ("Movie night on the
	// sofa"), where a desk or a table may be an office's or a café's.
	homeRE   = gated(`\b(?:wfh|(?:work|worked|working) from home|at home|at ours|at our place|home-?made|home-?cooked|cooked|takeaway|take-?out|delivery|delivered|ordered in)\b|(?:^|[(,]\s*)home\b|\b(?:made|baked|prepared)\b[^.;]{0,40}\bfor (?:breakfast|lunch|dinner|supper)\b|\b(?:on|in)\s+(?:the|my|our)\s+(?:sofa|couch|living[\s-]room)\b`, "home", "wfh", "ours", "our place", "cooked", "takeaway", "take", "delivery", "delivered", "ordered in", "made", "baked", "prepared", "sofa", "couch", "living")
	ratingRE = gated(`\b([0-9]|10)\s*/\s*(5|10)\b`, "/")
	inlineRE = gated(`(?m)(?:^|\[)\s*([A-Za-z][\w -]{0,30}?)::\s*([^\]\n]+?)\s*(?:\]|$)`, "::")
	tagRE    = lazyre.New(`(?:^|\s)#([\p{L}][\p{L}\p{N}_/-]*)`)
	// exclusions: what follows "instead of" did not happen
	insteadRE = gated(`\b(?:instead of|rather than)\b`, "instead", "rather")
	mealWord  = lazyre.New(`breakfast|brunch|lunch|dinner|supper`)
	afterMeal = lazyre.New(`(?:after|before) (?:breakfast|brunch|lunch|dinner|supper)`)
	// "moaned about work", "worried about the gym": what something is
	// about is a topic, no activity
	aboutRE = gated(`\babout\s+(?:(?:the|my|his|her|our|their|your)\s+)?$`, "about")
	// "lunch at the cafe by the pool": what a place is by is no activity
	landmarkRE = gated(`\b(?:by|near|beside|behind|opposite|next to|across from|overlooking)\s+(?:the|a|our|my)\s+$`, "by", "near", "beside", "behind", "opposite", "next to", "across from", "overlooking")
	// "the meeting ran long", "running late", "ran out of milk", "ran
	// into Tom": phrasal verbs of run that are no run
	// gated on the words after the run's: the text it is asked of starts
	// with the run
	notRunRE = gated(`^(?:ran|run|runs|running)\s+(?:long|late|behind|short|low|out of|into|errands?)\b`, "long", "late", "behind", "short", "low", "out of", "into", "errand")
	// "the lesson, which runs 45 minutes", "it ran over": what a thing
	// runs is how long it lasts, not a run.
	thingRunsRE = gated(`\b(?:which|that|it)\s+$`, "which", "that", "it")
	runWordRE   = gated(`^(?:ran|run|runs)\b`, "ran", "run")
	// "talked about", "chatted about": what follows is a topic
	topicRE = gated(`\b(?:talk(?:s|ed|ing)?|chat(?:s|ted|ting)?|spoke|gossip(?:ed)?|ranted|complained|told (?:me|us)) about\b|\bdiscuss(?:ed|ing)?\b`, "about", "discuss")
	// "three meetings in a row", "front row seats": no rowing.
	// the ears before a ringing in them: "my ears are still ringing"
	earsRE = gated(`\bears?\s+(?:(?:are|is|were|was|kept|keep|still|been|have|had|started)\s+){0,3}$`, "ear")
	// sets times reps at a weight: "3x8 at 155", "5 x 5 @ 80kg", "3 sets of 10"
	setsRepsRE = gated(`\b\d{1,2} ?[x×] ?\d{1,2} ?(?:@|at) ?\d|\b\d{1,2} sets of \d{1,2}\b`, "x", "×", "sets of")
	rowNounRE  = gated(`\b(?:in\s+a|front|back|first|second|third|last|death)\s+$`, "in a", "front", "back", "first", "second", "third", "last", "death")
	buyRE      = gated(`\b(?:bought|buy|buying|purchased|ordered|paid for|got (?:a |some |my )?new|picked up (?:a |some )?new|splurged on|treated myself to)\b`, "bought", "buy", "purchased", "ordered", "paid", "new", "splurged", "treated")
	// a line that starts with a new thing ("new running shoes €139.95")
	newThingRE = gated(`^[\s*•+-]*(?:a |my |some )?(?:brand[- ])?new\b`, "new")
	// a night said first, then its hours and nothing more: "decent
	// night, 7 hours"
	nightHoursRE = gated(`^[\s*•+-]*(?:\p{L}+\s+)?night\s*[,:;–—-]\s*(?:about\s+|around\s+|only\s+|~\s*)?\d+(?:[.,]\d+)?\s*(?:h|hrs?|hours?)\b[\s.!]*$`, "night")
	// the writer's own words: "I", "we", "me", "us", "my", "our"
	firstPersonRE = gated(`\b(?:i|we|me|us|my|our|i'm|i've|i'd|we're)\b`, "i", "we", "me", "us", "my", "our")
	// hours spent in bed, nothing else done: "a glorious nine hours in
	// bed last night"
	bedHoursRE = gated(`\b(?:hours?|hrs?)\s+(?:in bed|asleep)\b`, "bed", "asleep")
	// "started the day with", "first thing": breakfast
	startDayRE = gated(`\bstart(?:ed)? (?:the|my) day with\b|\bfirst thing\b`, "day with", "first thing")
)

// activityRank orders concept kinds by how much they say what a person
// did: "Went swimming with Lena, then coffee" is a swim first; sleep only
// when nothing else is told ("Jonas slept the whole flight" is a flight).
var activityRank = map[string]int{
	"sport": 1, "health": 2, "care": 2, "events": 3, "travel": 4, "meal": 5, "celebration": 7,
	"shopping": 6, "pets": 8, "work": 9, "place": 10, "rest": 10, "chores": 11, "generic": 11,
}

// Split reads a day's text into happenings, in the order the text tells
// them. Mentions of one happening ("Went swimming early (40 min)." ...
// "The pool was empty.") become one happening; what did not happen is
// kept with its Modality set.
func (x *Extractor) Split(d Day, p *Profile) []Happening {
	var units []*unit
	for bi, b := range blocks(d.Text) {
		var lineClock clock
		hasLineClock := false
		if b.kind == lineBlock {
			if c, ok := findClock(d.Text[b.start:min(b.end, b.start+12)]); ok && c.pos.start <= 1 {
				lineClock, hasLineClock = c, true
			}
		}
		for _, s := range sentences(d.Text, b.span) {
			var sent []*unit
			for _, c := range clauses(d.Text, s) {
				u := x.analyze(d, c, p)
				u.block, u.parent = bi, b.parent
				u.h.Section = b.section
				if b.open && u.h.Modality == Actual {
					u.h.Modality = Negated
				}
				if u.h.Part == daypart.None {
					u.h.Part = sectionPart(b.section)
				}
				if hasLineClock && !u.hasTime {
					u.clock, u.hasTime = lineClock, true
				}
				sent = append(sent, u)
			}
			units = append(units, joinClauses(sent)...)
		}
	}
	hs := x.mergeUnits(units, p)
	dayOccasions(hs)
	dayMeals(hs)
	out := make([]Happening, 0, len(hs))
	for i, u := range hs {
		x.settleTime(d, hs, i)
		setText(d.Text, &u.h)
		out = append(out, u.h)
	}
	return out
}

// dayOccasions gives every happening of a day the occasion a sentence of
// its own names ("My birthday!", "Christmas Eve."): the dinner of that
// day was a birthday dinner.
func dayOccasions(hs []*unit) {
	for _, o := range hs {
		h := &o.h
		if h.Occasion == "" || h.Kind != "celebration" || len(h.People) > 0 || h.Place != "" || h.Modality != Actual {
			continue
		}
		for _, u := range hs {
			if u != o && u.h.Occasion == "" && u.h.Date == h.Date && u.h.Modality == Actual {
				u.h.Occasion, u.h.OccasionOf = h.Occasion, h.OccasionOf
			}
		}
	}
}

// dayMeals gives a meal eaten without its meal named ("Had summer rolls
// at Pho Saigon with Jonas"), at no time the text states, the meal the day
// still lacks by the order the day is told in, as a journal tells its day:
// after the day's lunch, with no dinner told, it was dinner; before the
// day's dinner, with no lunch told, lunch. Otherwise it stays unnamed.
func dayMeals(hs []*unit) {
	lunch, dinner := -1, -1 // where the day tells them first
	for i, u := range hs {
		if u.h.Modality != Actual || u.h.Offset != 0 {
			continue
		}
		switch {
		case u.h.Meal == "lunch" && lunch < 0:
			lunch = i
		case u.h.Meal == "dinner" && dinner < 0:
			dinner = i
		}
	}
	for i, u := range hs {
		h := &u.h
		if h.Meal != "" || h.Modality != Actual || h.Offset != 0 || u.hasTime || h.Part != daypart.None || !eatenOut(h) {
			continue
		}
		switch {
		case lunch >= 0 && lunch < i && dinner < 0:
			h.Meal = "dinner"
		case dinner > i && lunch < 0:
			h.Meal = "lunch"
		}
	}
}

// eatenOut reports whether a happening is a meal whose meal the text
// does not name: eaten at a restaurant, taken away, or food alone.
func eatenOut(h *Happening) bool {
	switch h.Activity {
	case "restaurant", "takeaway", "food":
		return true
	}
	return false
}

// pieceSep joins the pieces of a happening told in several places.
const pieceSep = " … "

// setText makes the happening's Text of its pieces and turns its spans
// (offsets into the day's text) into offsets into Text.
func setText(day string, h *Happening) {
	var b strings.Builder
	starts := make([]int, len(h.Pieces))
	for i, r := range h.Pieces {
		if i > 0 {
			b.WriteString(pieceSep)
		}
		starts[i] = b.Len()
		b.WriteString(day[r.Start:r.End])
	}
	h.Text = b.String()
	spans := h.Spans[:0]
	for _, sp := range h.Spans {
		for i, r := range h.Pieces {
			if sp.Start >= r.Start && sp.End <= r.End {
				spans = append(spans, Span{Start: sp.Start - r.Start + starts[i], End: sp.End - r.Start + starts[i], Attr: sp.Attr})
				break
			}
		}
	}
	sort.SliceStable(spans, func(i, j int) bool { return spans[i].Start < spans[j].Start })
	h.Spans = spans
}

// Foods returns what a text says was eaten or drunk, as Split reads it
// (for texts that are not journals: a calendar entry "Dinner: pizza").
func (x *Extractor) Foods(text string) []string {
	var out []string
	for _, h := range x.Split(Day{Text: text}, nil) {
		if h.Modality == Actual {
			out = union(out, h.Food)
		}
	}
	return out
}

// joinClauses attaches the clauses of a sentence that name no activity
// and no food to the one before (or, at the start, after) them.
func joinClauses(us []*unit) []*unit {
	if len(us) < 2 {
		return us
	}
	var out []*unit
	for _, u := range us {
		if len(out) > 0 && u.h.Activity == "" && len(u.h.Food) == 0 && fragment(u) {
			absorb(out[len(out)-1], u)
			continue
		}
		if len(out) == 1 && out[0].h.Activity == "" && len(out[0].h.Food) == 0 && u.h.Activity != "" && fragment(out[0]) {
			absorb(u, out[0])
			out[0] = u
			continue
		}
		out = append(out, u)
	}
	return out
}

// fragment reports whether a clause is a fragment of its sentence rather
// than a statement of its own: a few words ("64 min", "legs heavy"), not
// "I read for two hours".
func fragment(u *unit) bool {
	return len(strings.Fields(u.h.textHint)) <= 4
}

// mergeUnits makes happenings of the units: a unit naming no activity
// continues the happening before it in the same block; a unit telling
// the same happening as an earlier one ("Sushi!" after dinner at Sushi
// Ya) joins it.
func (x *Extractor) mergeUnits(us []*unit, p *Profile) []*unit {
	var out []*unit
	for _, u := range us {
		if len(out) > 0 {
			prev := out[len(out)-1]
			if j := thereAt(out, u); j >= 0 {
				absorb(out[j], u)
				continue
			}
			// "It took nearly three hours there and back and my knees
			// complained": how long the happening before lasted, whatever
			// else the sentence goes on to say
			if inItem(prev, u) && prev.h.Activity != "" && prev.h.DurationS == 0 && u.h.DurationS > 0 && len(u.h.People) == 0 &&
				u.h.Modality == prev.h.Modality && tookRE.match(lowerASCII(u.h.textHint)) {
				u.h.Activity = ""
				absorb(prev, u)
				continue
			}
			if u.h.Activity == "" && len(u.h.Food) == 0 && inItem(prev, u) &&
				prev.h.Activity != "" && u.h.Modality == prev.h.Modality && continues(u) {
				absorb(prev, u)
				continue
			}
			// "- lunch @ Wagamama" over "- katsu curry, £13.95": an item
			// under a meal's that tells only what was eaten is that meal.
			if u.parent >= 0 && u.parent == prev.topBlock() && u.block != prev.block && mealKinds[prev.h.Activity] &&
				len(u.h.Food) > 0 && (u.h.Activity == "" || eatenOut(&u.h)) && len(u.h.People) == 0 && u.h.Place == "" &&
				u.h.Modality == prev.h.Modality {
				absorb(prev, u)
				continue
			}
			// "- parkrun" over "- w/ Raj": an item under another that
			// only says who was there.
			if u.parent >= 0 && u.parent == prev.topBlock() && u.block != prev.block && u.h.Activity == "" && len(u.h.Food) == 0 &&
				len(u.h.People) > 0 && u.h.Place == "" && prev.h.Activity != "" && u.h.Modality == prev.h.Modality && withOnlyRE.match(lowerASCII(u.h.textHint)) {
				absorb(prev, u)
				continue
			}
			// "Dinner at Dishoom. My share came to 22 quid.": the price of
			// the happening before, in its paragraph or item.
			if j := paidFor(out, u); j >= 0 {
				absorb(out[j], u)
				continue
			}
			// "Olly and I ended up at the Cori Tap. I had four pints.":
			// what was had at the venue told right before, which named
			// nothing done there, was had there and with them
			if prev.h.Activity == "" && prev.venue && inItem(prev, u) && len(u.h.People) == 0 && u.h.Place == "" &&
				(u.h.Kind == "meal" || u.h.Kind == "food") && u.h.Modality == prev.h.Modality && !u.dayRef {
				absorb(u, prev)
				out[len(out)-1] = u
				continue
			}
			if dishOfMeal(prev, u) {
				// "Went to Pho Saigon with Priya. Bun bo!": what was had
				// there is said now, not the dish the venue is named for
				prev.h.Food = slices.DeleteFunc(prev.h.Food, func(f string) bool { return slices.Contains(prev.byName, f) && !slices.Contains(u.h.Food, f) })
				prev.byName = nil
				absorb(prev, u)
				continue
			}
			if toldOfOne(prev, u) {
				absorb(prev, u)
				continue
			}
			if j := sameHappening(out, u); j >= 0 {
				absorb(out[j], u)
				continue
			}
		}
		if u.after && u.h.After == "" && len(out) > 0 {
			u.h.After = followed(out, u)
		}
		out = append(out, u)
	}
	for _, u := range out {
		u.h.Venue = u.venue
		if u.h.Activity == "" && u.venue && p.eatsAt(u.h.Place) {
			// "Went to Mangiare with Lena tonight", at a place the
			// journal eats at elsewhere: a meal out, though no food is
			// named
			u.h.Activity, u.h.Kind = "restaurant", "place"
		}
		x.finish(&u.h, p)
	}
	return out
}

// verbOfNoun reports whether a hit is a past tense of a word its concept
// lists only as a noun, and not strongly ("we talked about it" is no
// conference's talk, "we played Scrabble" no theatre's play).
func (x *Extractor) verbOfNoun(toks []lexicon.Token, h lexicon.Hit) bool {
	if h.Weight >= lexicon.Strong || h.End != h.Start+1 {
		return false
	}
	w := strings.ToLower(toks[h.Start].Raw)
	if !strings.HasSuffix(w, "ed") {
		return false
	}
	return !slices.ContainsFunc(h.Concept.Terms, func(t lexicon.Term) bool { return strings.EqualFold(t.Text, w) })
}

// dishOfMeal reports whether u only says what was eaten at the meal out
// told right before it, which named no dish ("Dinner at Bosco; I had the
// gnocchi and the bill came to £55.80", "Lunch with Priya at Wagamama. I
// went for katsu curry (£11.50).", "Went to Mum's for lunch. Mum made a
// roast."; the dish its venue is named for is no dish said, "Went to Pho
// Saigon. Bun bo!"): no place of its own, no one who was not there, and
// not a second price.
func dishOfMeal(prev, u *unit) bool {
	return inItem(prev, u) && (mealKinds[prev.h.Activity] || eatenOut(&prev.h)) && prev.h.Place != "" && len(prev.h.Food) == len(prev.byName) &&
		len(u.h.Food) > 0 && (u.h.Activity == "" || eatenOut(&u.h) || u.h.Activity == prev.h.Activity) &&
		u.h.Place == "" && subset(u.h.People, prev.h.People) && u.h.Modality == prev.h.Modality && !u.repeat &&
		(prev.h.Price == 0 || u.h.Price == 0)
}

// followed returns the activity a unit saying "afterwards" or "right
// after" followed: the happening just before it in its block, unless that
// was eating; else the day's latest sport before it (a snack "right after"
// is after the run more often than after breakfast); else the happening
// before it.
func followed(out []*unit, u *unit) string {
	last := out[len(out)-1]
	ok := func(v *unit) bool {
		return v.h.Activity != "" && v.h.Activity != "food" && v.h.Modality == Actual && v.h.Offset == u.h.Offset
	}
	if last.block == u.block && ok(last) && !mealKinds[last.h.Activity] {
		return last.h.Activity
	}
	for j := len(out) - 1; j >= 0; j-- {
		if ok(out[j]) && out[j].h.Sport {
			return out[j].h.Activity
		}
	}
	for j := len(out) - 1; j >= 0; j-- {
		if ok(out[j]) {
			return out[j].h.Activity
		}
	}
	return ""
}

// joinedRE: people who were at the happening told before ("Felix and Anna
// were there too", "Tom joined us later", "Sam came along as well").
var joinedRE = gated(`\b(?:was|were)\s+(?:there|also\s+there|there\s+too)\b|\bjoined(?:\s+(?:us|me|in))?\b|\bcame\s+(?:along|too)\b|\btagged\s+along\b`, "there", "joined", "came", "tagged")

// tookRE: a sentence that says how long what was told before took ("It
// took nearly three hours", "That lasted an hour").
var tookRE = gated(`^\W*(?:it|that|this|which|the whole thing)\s+(?:\w+\s+)?(?:took|lasted|had taken)\b`, "took", "lasted", "taken")

// withOnlyRE: a clause that starts with whom, as a fragment ("w/ Raj",
// "with Tom and Anna").
var withOnlyRE = gated(`^\W*(?:with|w/|w)\s`, "w")

// continues reports whether a remark goes on about the happening before
// it: it adds a measure, a time, people or a place ("64 min.", "with
// Ben"), or refers back ("It was packed", "Legs heavy").
func continues(u *unit) bool {
	h := &u.h
	if len(h.Tags) > 0 && strings.TrimSpace(tagRE().ReplaceAllString(h.textHint, "")) == "" {
		return true // "#friends" after the sentence it labels
	}
	if len(h.People) > 0 && h.Place == "" && joinedRE.match(lowerASCII(h.textHint)) {
		return true // "Felix and Anna were there too", "Tom joined us later"
	}
	if len(h.People) > 0 || h.Place != "" {
		return false // someone or somewhere else: a happening of its own
	}
	if h.DurationS > 0 || h.DistanceKm > 0 || h.Price > 0 || u.hasTime {
		return true
	}
	t := strings.ToLower(strings.TrimSpace(strings.TrimLeft(h.textHint, "-*• ")))
	for _, w := range []string{"it ", "it's ", "its ", "that ", "this ", "they ", "she ", "he ", "was ", "were ", "legs ", "the water", "the pool", "the views", "views ", "so ", "too "} {
		if strings.HasPrefix(t, w) {
			return true
		}
	}
	return false
}

// sameActivity pairs activity names that are one thing said two ways:
// a book finished ("reading") and a remark about it ("What a book.").
var sameActivity = map[string]string{"reading": "books"}

var mealKinds = map[string]bool{"breakfast": true, "brunch": true, "lunch": true, "dinner": true}

// toldOfOne reports whether u is a remark about the one person of the
// happening before it, said by a pronoun ("Drinks with Max at Kildare. He
// has a new job!", "Met Lena for coffee. She is thinking of quitting her
// job."): what it tells is told at that happening, and of them, not a
// happening of its own.
func toldOfOne(prev, u *unit) bool {
	return inItem(prev, u) && len(prev.h.People) == 1 && len(u.h.People) == 0 && u.h.Place == "" && u.h.Price == 0 &&
		!u.h.Sport && len(u.h.Food) == 0 && pronounSubjectRE().MatchString(u.h.textHint)
}

// pronounSubjectRE: a clause whose subject is a third person's pronoun.
var pronounSubjectRE = lazyre.New(`^\s*(?:He|She)\b(?:'s|’s)?\s`)

// sameHappening returns the earlier unit u tells again, or -1.
func sameHappening(out []*unit, u *unit) int {
	if u.repeat || u.after {
		return -1
	}
	for j := len(out) - 1; j >= 0; j-- {
		h := out[j]
		if h.h.Modality != u.h.Modality || h.h.Activity == "" {
			continue
		}
		adjacent := j == len(out)-1
		if h.h.Offset != u.h.Offset && (u.dayRef || !adjacent) {
			continue
		}
		same := u.h.Activity != "" && (h.h.Activity == u.h.Activity || sameActivity[h.h.Activity] == u.h.Activity)
		if !same && u.h.Activity == "food" && (mealKinds[h.h.Activity] || h.h.Activity == "food" || h.h.Kind == "place") {
			same = overlaps(h.h.Food, u.h.Food)
		}
		if same && h.h.Activity == "food" && u.h.Activity == "food" && !overlaps(h.h.Food, u.h.Food) {
			same = false // a banana and, later, sushi
		}
		if !same && h.h.Activity == "food" && mealKinds[u.h.Activity] {
			same = overlaps(h.h.Food, u.h.Food)
		}
		if !same || conflict(h, u) {
			continue
		}
		return j
	}
	return -1
}

// subset reports whether every one of a is in b.
func subset(a, b []string) bool {
	for _, x := range a {
		if !slices.Contains(b, x) {
			return false
		}
	}
	return true
}

func overlaps(a, b []string) bool {
	for _, x := range a {
		if slices.Contains(b, x) {
			return true
		}
	}
	return false
}

// conflict reports whether two mentions of one activity cannot be one
// happening: different times, amounts, companions or places.
func conflict(a, b *unit) bool {
	if a.h.After != b.h.After {
		return true
	}
	if a.hasTime && b.hasTime && abs(a.clock.min-b.clock.min) > 90 {
		return true
	}
	differ := func(x, y float64) bool { return x > 0 && y > 0 && abs(int(x*100)-int(y*100)) > int(max(x, y)*10) }
	if differ(a.h.DurationS, b.h.DurationS) || differ(a.h.DistanceKm, b.h.DistanceKm) || differ(a.h.Price, b.h.Price) {
		return true
	}
	if len(a.h.People) > 0 && len(b.h.People) > 0 && !overlaps(a.h.People, b.h.People) {
		return true
	}
	if a.h.Place != "" && b.h.Place != "" && !strings.EqualFold(a.h.Place, b.h.Place) {
		return true
	}
	if a.h.Meal != "" && b.h.Meal != "" && a.h.Meal != b.h.Meal {
		return true
	}
	if a.h.Part != daypart.None && b.h.Part != daypart.None && a.h.Part != b.h.Part && !b.after {
		return true
	}
	return false
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// joinPieces adds the pieces b to a, one piece where they are a few
// characters apart (the space between two sentences), in the day's order.
func joinPieces(a, b []Range) []Range {
	for _, r := range b {
		n := len(a)
		if n > 0 && r.Start >= a[n-1].End && r.Start-a[n-1].End <= 3 {
			a[n-1].End = max(a[n-1].End, r.End)
			continue
		}
		a = append(a, r)
	}
	sort.Slice(a, func(i, j int) bool { return a[i].Start < a[j].Start })
	return a
}

// absorb joins unit b into a: its text, and the attributes a lacks.
// Spans are still offsets into the day's text here.
func absorb(a, b *unit) {
	a.h.Spans = append(a.h.Spans, b.h.Spans...)
	a.h.Pieces = joinPieces(a.h.Pieces, b.h.Pieces)
	if a.h.Activity == "" && b.h.Activity != "" {
		a.h.Activity, a.h.Kind, a.h.Sport, a.term = b.h.Activity, b.h.Kind, b.h.Sport, b.term
	}
	if a.h.Activity == "food" && mealKinds[b.h.Activity] {
		a.h.Activity, a.h.Kind = b.h.Activity, b.h.Kind
	}
	if a.h.Meal == "" {
		a.h.Meal = b.h.Meal
	}
	a.h.Food = union(a.h.Food, b.h.Food)
	a.h.People = union(a.h.People, b.h.People)
	a.h.Tags = union(a.h.Tags, b.h.Tags)
	if a.h.Place == "" {
		a.h.Place, a.venue = b.h.Place, b.venue
	}
	if a.h.City == "" {
		a.h.City = b.h.City
	}
	a.h.AtHome = a.h.AtHome || b.h.AtHome
	if a.h.DurationS == 0 {
		a.h.DurationS = b.h.DurationS
	}
	if a.h.DistanceKm == 0 {
		a.h.DistanceKm, a.h.DistanceUnit = b.h.DistanceKm, b.h.DistanceUnit
	}
	if a.h.Price == 0 {
		a.h.Price, a.h.Currency = b.h.Price, b.h.Currency
	}
	if a.h.Count == 0 {
		a.h.Count = b.h.Count
	}
	if b.h.Mood != "" {
		a.h.Mood = b.h.Mood
	}
	if a.h.Title == "" {
		a.h.Title, a.h.TitleKind = b.h.Title, b.h.TitleKind
	}
	if a.h.Part == daypart.None {
		a.h.Part = b.h.Part
	}
	if !a.hasTime && b.hasTime {
		a.clock, a.hasTime = b.clock, true
	}
	if !a.dayRef && b.dayRef {
		a.h.Offset, a.h.Date, a.dayRef = b.h.Offset, b.h.Date, true
	}
	if a.h.Occasion == "" {
		a.h.Occasion, a.h.OccasionOf = b.h.Occasion, b.h.OccasionOf
	}
	a.h.Fields = append(a.h.Fields, b.h.Fields...)
}

func union(a, b []string) []string {
	for _, s := range b {
		if !slices.ContainsFunc(a, func(x string) bool { return strings.EqualFold(x, s) }) {
			a = append(a, s)
		}
	}
	return a
}

// analyze reads one clause.
// sinceRE ends with the word that makes a day the origin of what is told
// ("legs still sore from yesterday", "leftovers since Sunday").
var sinceRE = lazyre.New(`\b(?:from|since)\s+(?:the\s+)?$`)

// stateSince reports whether the day phrase in s is the origin of a
// state told now rather than the day the happening was: "Ran 8 km.
// Legs still sore from yesterday" is today's run.
func stateSince(s, phrase string) bool {
	low := strings.ToLower(s)
	i := strings.Index(low, strings.ToLower(phrase))
	return i > 0 && sinceRE().MatchString(low[:i])
}

func (x *Extractor) analyze(d Day, c span, p *Profile) *unit {
	s := d.Text[c.start:c.end]
	u := &unit{term: -1, placeAt: -1}
	u.h.textHint = s
	u.h.Pieces = []Range{{c.start, c.end}}
	u.h.Date = d.Date
	u.h.Start, u.h.End = -1, -1
	mark := func(a, b int, attr string) {
		if a >= 0 && b > a && b <= len(s) {
			u.h.Spans = append(u.h.Spans, Span{Start: c.start + a, End: c.start + b, Attr: attr})
		}
	}
	toks := lexicon.Tokens(s)
	s, toks = x.fixTypos(s, toks)
	low := lowerASCII(s)
	cut := len(s)
	if loc := insteadRE.index(low); loc != nil {
		cut = loc[0]
	}

	// The day it happened.
	written := d.Written
	if written.IsZero() {
		written = d.Date.In(time.UTC).Add(23 * time.Hour)
	}
	if ref, ok := x.lex.FindDay(s, written); ok && !stateSince(s, ref.Phrase) {
		off := int(ref.Date.Days() - d.Date.Days())
		if off < 0 && off >= -7 {
			u.h.Offset, u.h.Date, u.dayRef = off, ref.Date, true
			if i := strings.Index(strings.ToLower(s), strings.ToLower(ref.Phrase)); i >= 0 {
				mark(i, i+len(ref.Phrase), "day")
			}
		}
		if ref.Part != "" {
			u.h.Part = daypart.Part(ref.Part)
		}
	}

	// What was done. The words of "post-run", "after the swim" name the
	// happening this one followed, not this one.
	afterAt := afterRE.index(low)
	actToks := toks
	// A line of #tags labels the happening before it; a #tag inside a
	// sentence is a word of it ("went for a #run").
	if strings.Contains(s, "#") && strings.TrimSpace(tagRE().ReplaceAllString(s, "")) == "" {
		actToks = nil
	}
	if afterAt != nil {
		toks := actToks
		actToks = nil
		for _, t := range toks {
			if t.Pos < afterAt[0] || t.Pos >= afterAt[1] {
				actToks = append(actToks, t)
			} else if hits := x.lex.Find([]lexicon.Token{t}); len(hits) > 0 && hits[0].Concept.Kind == "sport" && u.h.After == "" {
				u.h.After = hits[0].Concept.ID
			}
		}
	}
	// nor do the words of a company ("w/ the running club") or of a spot
	// at home ("a sandwich at my desk").
	for k, g := range []gate{companyRE, spotRE} {
		if loc := g.index(low); loc != nil {
			u.atHome = u.atHome || k == 1
			kept := actToks[:0:0]
			for _, t := range actToks {
				if t.Pos < loc[0] || t.Pos >= loc[1] {
					kept = append(kept, t)
				}
			}
			actToks = kept
		}
	}
	// nor do the words of a time ("after work", "after lunch"). A time
	// quoted is no time of the happening ("The Midnight Library").
	unquoted := maskQuoted(s)
	part, partAt, hasPart := findPart(unquoted)
	if hasPart && !(mealWord().MatchString(low[partAt.start:partAt.end]) && !afterMeal().MatchString(low[partAt.start:partAt.end])) {
		kept := actToks[:0:0]
		for _, t := range actToks {
			if t.Pos < partAt.start || t.Pos >= partAt.end {
				kept = append(kept, t)
			}
		}
		actToks = kept
	}
	x.activity(u, s, actToks, cut)
	// "Took Biscuit round the park", Biscuit walked on other days: a
	// walk, in the park its words name
	if at := p.walkedOut(s); at >= 0 && (u.h.Activity == "" || u.h.Kind == "generic" || u.h.Kind == "place") {
		u.h.Activity, u.h.Kind, u.h.Sport, u.h.Meal, u.term = "walking", "sport", true, "", at
	}
	if u.term >= 0 {
		mark(u.term, u.term+termLen(s, u.term), "activity")
		// "Had three coffees", "2 pints": as many as the number said
		// with the activity's noun
		if m := countBeforeRE().FindStringSubmatch(lowerASCII(s[:u.term])); m != nil {
			if n, ok := parseNum(m[1]); ok && n >= 1 && n <= 100 && n == float64(int(n)) {
				u.h.Count = int(n)
			}
		}
		// "Drinks with Olly, four pints": the count said with a later
		// plural noun of the same food or drink
		if k := u.h.Kind; u.h.Count == 0 && (k == "meal" || k == "food" || k == "dish") {
			for _, h := range x.lex.Find(actToks) {
				at := actToks[h.Start].Pos
				if w := strings.ToLower(actToks[h.End-1].Raw); at <= u.term || at >= cut || h.Concept.ID != u.h.Activity ||
					len(w) < 4 || !strings.HasSuffix(w, "s") {
					continue
				}
				if m := countBeforeRE().FindStringSubmatch(lowerASCII(s[:at])); m != nil {
					if n, ok := parseNum(m[1]); ok && n >= 1 && n <= 100 && n == float64(int(n)) {
						u.h.Count = int(n)
						break
					}
				}
			}
		}
	}
	// When.
	if cl, ok := findClock(unquoted); ok {
		u.clock, u.hasTime = cl, true
		mark(cl.pos.start, cl.pos.end, "time")
	}
	if hasPart && u.h.Part == daypart.None {
		u.h.Part = part
		mark(partAt.start, partAt.end, "time")
	}
	// How long, how far, how much.
	if q, ok := findDuration(s); ok {
		u.h.DurationS = q.value
		mark(q.pos.start, q.pos.end, "duration")
		// "2-4pm": the range's start, not the "4pm" inside it
		if q.start >= 0 && (!u.hasTime || u.clock.pos.start >= q.pos.start && u.clock.pos.end <= q.pos.end) {
			u.clock, u.hasTime = clock{min: q.start, pos: q.pos, hour12: q.hour12}, true
		}
	}
	if q, ok := findDistance(s); ok {
		u.h.DistanceKm, u.h.DistanceUnit = q.value, q.unit
		mark(q.pos.start, q.pos.end, "distance")
	}
	weight, weighed := findWeight(s)
	if weighed {
		u.h.WeightKg, u.h.WeightUnit = weight.value, weight.unit
		mark(weight.pos.start, weight.pos.end, "weight")
	}
	if q, ok := findMoney(s); ok && !(weighed && q.pos.start < weight.pos.end && weight.pos.start < q.pos.end) {
		u.h.Price, u.h.Currency = q.value, q.currency
		// "£9.99 each, i paid for both": what I paid is the price of
		// each times how many I paid for
		if each := eachRE().FindStringIndex(low[q.pos.end:]); each != nil {
			if n := paidForHowMany(low); n > 1 {
				u.h.Price = math.Round(q.value*float64(n)*100) / 100
			}
		}
		mark(q.pos.start, q.pos.end, "price")
	}
	// Who and where.
	x.title(u, s, p, mark)
	x.people(u, s, toks, p, mark)
	x.place(u, s, toks, p, mark)
	u.h.People = placeApposed(u.h.People, u.h.Place, s, p)
	// "Dad fell asleep on the sofa", "Tom was still asleep": someone
	// else's sleep, whose subject is a name and no word of the writer's
	// own ("Slept in with Tom" is the writer's)
	if u.h.Activity == "sleep" && u.term > 0 && u.term <= len(low) && !firstPersonRE.match(low[:u.term]) &&
		slices.ContainsFunc(u.h.People, func(n string) bool { return strings.Contains(low[:u.term], strings.ToLower(n)) }) {
		u.h.Activity, u.h.Kind = "", ""
	}
	if homeRE.match(homeOfNames(s, low)) {
		u.h.AtHome = true
	}
	// What was eaten.
	x.food(u, s, toks, cut, p, mark)
	placeInDish(u, s)
	if len(u.h.Food) > 0 && startDayRE.match(low) && (u.h.Activity == "" || u.h.Kind == "generic") {
		u.h.Activity, u.h.Kind, u.h.Meal = "breakfast", "meal", "breakfast"
	}
	if u.h.Activity == "" && len(u.h.Food) > 0 {
		u.h.Activity, u.h.Kind = "food", "food"
	}
	// A night told first with its hours and nothing else done ("Decent
	// night, 7 hours", "Rough night - 5h") is the night's sleep.
	if u.h.Activity == "" && u.h.DurationS > 0 && u.h.DurationS <= 14*3600 && len(u.h.People) == 0 && u.h.Place == "" && (nightHoursRE.match(low) || bedHoursRE.match(low)) {
		u.h.Activity, u.h.Kind = "sleep", "rest"
	}
	// A note of a thing with its price ("- new running shoes €139.95") is
	// its purchase, whatever sport its name calls up; with company or a
	// length it is a session ("new yoga class with Ana, €12").
	if u.h.Sport && u.h.Price > 0 && u.h.DurationS == 0 && u.h.DistanceKm == 0 && len(u.h.People) == 0 && (newThingRE.match(low) || sportOfThing(toks, u.term)) {
		u.h.Activity, u.h.Kind, u.h.Sport = "purchase", "shopping", false
	}
	// money paid for nothing else the clause names: a purchase
	if u.h.Activity == "" && u.h.Price > 0 {
		u.h.Activity, u.h.Kind, u.paid = "purchase", "shopping", true
		// The price stands for the purchase where a denial's reach is
		// read ("train cancelled, got a taxi (£18.40)").
		for _, sp := range u.h.Spans {
			if sp.Attr == "price" {
				u.term = sp.Start - c.start
			}
		}
	}
	x.occasionOf(u, s, toks, p)
	x.mood(u, s, toks, mark)
	if m := ratingRE.index(s); m != nil {
		u.h.Fields = append(u.h.Fields, ingest.Field{Key: "rating", Value: ingest.Text(s[m[0]:m[1]])})
	}
	for _, m := range findAllStrings(inlineRE, s) {
		if f, ok := TypedField(m[1], m[2]); ok {
			u.h.Fields = append(u.h.Fields, f)
		}
	}
	for _, m := range findAllStrings(gate{re: tagRE, words: []string{"#"}}, s) {
		u.h.Tags = append(u.h.Tags, strings.TrimRight(m[1], "/-"))
	}
	u.repeat = repeatRE.match(low)
	u.after = afterAt != nil
	// Words of a title are no plan ("Tomorrow, and Tomorrow, and
	// Tomorrow"): they are blanked for reading the modality.
	u.h.Modality = modalityOf(maskTitles(s, u, c.start), u.term)
	// What was meant and then, said next, not done did not happen
	// ("Should've gone to the gym but didn't", "meant to swim but
	// never did").
	if (u.h.Modality == Planned || u.h.Modality == Wished) && unmetAfterRE().MatchString(lowerASCII(d.Text[c.end:min(len(d.Text), c.end+40)])) {
		u.h.Modality = Negated
	}
	// A feeling told is felt now, whatever it is about ("Felt anxious
	// about the presentation tomorrow").
	if u.h.Modality == Planned && u.h.Activity == "" && u.h.Mood != "" {
		u.h.Modality = Actual
	}
	// A plan names the day it is for ("on Friday"), not a day past.
	if u.h.Modality == Planned || u.h.Modality == Wished {
		u.h.Offset, u.h.Date, u.dayRef = 0, d.Date, false
	}
	return u
}

// unmetAfterRE: "but" and a denial right after a clause ("… but didn't").
var unmetAfterRE = lazyre.New(`^[\s,;–—-]*but\s+(?:i\s+|we\s+)?` + unmetDenial)

// thereAt returns the happening "there" points back to in "Felix and Anna
// were there too": the last one in u's paragraph or item with a place, or
// -1.
func thereAt(out []*unit, u *unit) int {
	if u.h.Activity != "" || len(u.h.People) == 0 || u.h.Place != "" {
		return -1
	}
	if low := lowerASCII(u.h.textHint); !strings.Contains(low, "there") || !joinedRE.match(low) {
		return -1
	}
	return lookBack(out, u, func(prev *unit) int {
		if prev.h.Place != "" && prev.h.Modality == u.h.Modality {
			return take
		}
		return pass
	})
}

// What lookBack's test says of a happening: the one sought, one to pass
// over, or one that ends the search.
const (
	take = iota
	pass
	stop
)

// lookBack returns the last of the three happenings before u in its
// paragraph or item that test takes, or -1.
func lookBack(out []*unit, u *unit, test func(prev *unit) int) int {
	for j := len(out) - 1; j >= 0 && j >= len(out)-3 && inItem(out[j], u); j-- {
		switch test(out[j]) {
		case take:
			return j
		case stop:
			return -1
		}
	}
	return -1
}

// inItem reports whether prev is in u's paragraph or in the item u is
// written under.
func inItem(prev, u *unit) bool {
	return prev.block == u.block || u.parent >= 0 && u.parent == prev.topBlock()
}

// paidFor returns the happening before u in its paragraph or item whose
// price u only says ("Dinner at Dishoom. My share came to 22 quid."), or
// -1. What others said in between is passed over ("I met Julia for ramen;
// we talked about her new job. I paid 24 euros for both of us.").
func paidFor(out []*unit, u *unit) int {
	if !u.paid || len(u.h.People) > 0 || u.h.Place != "" || namesShop(u.h.textHint) || boughtThingRE.match(lowerASCII(u.h.textHint)) {
		return -1
	}
	var booked *unit
	defer func() {
		if booked != nil {
			// what the purchase paid for is what was booked: its words
			// are the purchase's too ("how much were the flights to
			// Lisbon"), though the price is not the plan's
			u.h.Pieces = joinPieces(slices.Clone(booked.h.Pieces), u.h.Pieces)
		}
	}()
	return lookBack(out, u, func(prev *unit) int {
		switch {
		case prev.h.Modality == Planned && bookedRE().MatchString(lowerASCII(prev.h.textHint)):
			// "Booked the flights to Lisbon for July! 312,40 € for both
			// of us.": what was paid today for a trip to come, a
			// purchase of its own, not the price of the plan (the trip
			// may not happen) nor of the dinner told before it
			booked = prev
			return stop
		case prev.h.Modality != u.h.Modality:
			return pass // a remark or a plan in between
		case prev.h.Price == 0 && prev.h.Activity != "" && prev.h.Activity != "purchase":
			return take
		case prev.h.Price == 0 && prev.h.Activity == "" && prev.h.Place != "":
			// "took the kids to the Deep in Hull" over "- tickets
			// £42.50": what the outing there cost
			return take
		case prev.h.Activity == "" && prev.h.Place == "" && prev.h.Price == 0 && len(prev.h.People) == 0:
			// "vet, ear infection. drops twice a day. £65.20": a remark
			// in between
			return pass
		}
		return stop
	})
}

// boughtThingRE: a thing bought, named ("I bought a tea bowl ... for
// ¥12,000"): a purchase of its own, not the price of what was told before.
var boughtThingRE = gated(`\b(?:bought|buy|purchased|picked up)\s+(?:a|an|the|some|two|three|four|\d+)\s+\w`, "bought", "buy", "purchased", "picked up")

// unlistedName reports whether a word is capitalised and no dictionary of
// common English lists it: a name ("Costco"), not a word at the start of
// a sentence ("Long run").
func unlistedName(w string) bool {
	c, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(c) && !spell.English(w)
}

// namesShop reports whether a clause of money names where it was spent
// with a name no dictionary lists ("Costco run, spent $213"): it is a
// purchase of its own, not the price of what the day told before it.
func namesShop(text string) bool {
	for _, t := range lexicon.Tokens(text) {
		if utf8.RuneCountInString(t.Raw) > 1 && isLetters(t.Raw) && unlistedName(t.Raw) {
			return true
		}
	}
	return false
}

// errandRun reports whether hit h is the noun "run" of an errand: after a
// shop's name or a thing fetched ("Costco run, spent $213", "beer run",
// "pharmacy run"); a run to train is after a time, a length or a manner
// ("morning run", "5k run", "long run"), which a dictionary lists.
func (x *Extractor) errandRun(toks []lexicon.Token, h lexicon.Hit) bool {
	if h.End-h.Start != 1 || h.Start == 0 {
		return false
	}
	if r := strings.ToLower(toks[h.Start].Raw); r != "run" && r != "runs" {
		return false
	}
	prev := toks[h.Start-1]
	if unlistedName(prev.Raw) {
		return true // a name: "Costco run", "Trader Joe's run"
	}
	for _, o := range x.lex.Find(toks[h.Start-1 : h.Start]) {
		switch o.Concept.Kind {
		case "shopping", "food", "dish", "place", "care":
			return o.Weight >= lexicon.Related
		}
	}
	return false
}

// reduplicated reports whether toks[i] is a word of an idiom that says a
// word twice around a preposition ("back to back", "day by day", "face to
// face", "hand in hand"): two weak words of a concept that are one idiom.
func reduplicated(toks []lexicon.Token, i int) bool {
	twice := func(a, b int) bool {
		if a < 0 || b >= len(toks) || toks[a].Key != toks[b].Key {
			return false
		}
		switch strings.ToLower(toks[a+1].Raw) {
		case "to", "by", "in", "for", "after", "on":
			return true
		}
		return false
	}
	return twice(i, i+2) || twice(i-2, i)
}

func termLen(s string, at int) int {
	toks := lexicon.Tokens(s[at:])
	if len(toks) == 0 {
		return 0
	}
	return len(toks[0].Raw)
}

// activity finds what was done: the most telling concept of the clause
// (a sport before a meal before meeting someone).
func (x *Extractor) activity(u *unit, s string, toks []lexicon.Token, cut int) {
	hits := x.lex.Find(toks)
	low := lowerASCII(s)
	// "bench 3x8 at 155 and rows", "squats 5x5 @ 195": sets of reps at a
	// weight are lifting, whatever the lifts are called (rows are no
	// rowing there)
	if loc := setsRepsRE.index(low[:min(cut, len(low))]); loc != nil {
		defer func() {
			if u.h.Activity == "" || u.h.Kind == "generic" || u.h.Activity == "rowing" {
				u.h.Activity, u.h.Kind, u.h.Sport, u.h.Meal, u.term = "strength_training", "sport", true, "", loc[0]
			}
		}()
	}
	type cand struct {
		c      *lexicon.Concept
		w      float64
		at     int
		nWeak  int
		weakAt int
		hit    lexicon.Hit // the best term's
	}
	var cs []*cand
	for _, h := range hits {
		if toks[h.Start].Pos >= cut {
			continue
		}
		k := h.Concept.Kind
		if _, ok := activityRank[k]; !ok {
			continue
		}
		if landmarkRE.match(low[:toks[h.Start].Pos]) || aboutRE.match(low[:toks[h.Start].Pos]) || x.verbOfNoun(toks, h) || notRunRE.match(low[toks[h.Start].Pos:]) || x.errandRun(toks, h) ||
			runWordRE.match(low[toks[h.Start].Pos:]) && thingRunsRE.match(low[:toks[h.Start].Pos]) ||
			strings.HasPrefix(low[toks[h.Start].Pos:], "row") && rowNounRE.match(low[:toks[h.Start].Pos]) {
			continue
		}
		// "runner's knee", "tennis elbow", "swimmer's ear": a sport
		// before a part of the body names an ailment, not a workout
		if k == "sport" && h.End < len(toks) && ailingParts[strings.ToLower(toks[h.End].Raw)] &&
			strings.TrimSpace(s[toks[h.End-1].Pos+len(toks[h.End-1].Raw):toks[h.End].Pos]) == "" {
			continue
		}
		// "moved up to stage 6" is a level, not a theatre's stage, nor a
		// move; "my ears are still ringing" no phone
		if w := strings.ToLower(toks[h.Start].Raw); h.End == h.Start+1 && (w == "stage" && h.End < len(toks) && ascii.IsDigits(toks[h.End].Raw) ||
			(w == "ringing" || w == "ring") && earsRE.match(low[:toks[h.Start].Pos]) ||
			h.Concept.ID == "moving" && h.End < len(toks) && strings.EqualFold(toks[h.End].Raw, "up")) {
			continue
		}
		// "train home with the bike": a sport's gear had with one is
		// carried, not used
		if (k == "sport" || h.Concept.ID == "sports_gear") && withGearRE().MatchString(low[:toks[h.Start].Pos]) {
			continue
		}
		// "bench 3x8, then rows", "pullups and rows": rows are a lift
		// (one rows a boat, one did rows at the gym); boxes are packed
		if w := strings.ToLower(toks[h.Start].Raw); h.End == h.Start+1 && (w == "rows" || w == "boxes") {
			continue
		}
		// "at Home Depot": the first word of a name is no home
		if placeFirstWord(s, toks, h.End-1) {
			continue
		}
		// "a turkey sandwich" is food, not Thanksgiving
		if _, n := x.foodAt(toks, h.Start); n > h.End-h.Start && k != "meal" {
			continue
		}
		// "a tea bowl", "the coffee table": a thing named after a food
		if thingAfter(toks, h.End) || edible(h.Concept.Kind) && madeThing(toks, h.End) {
			continue
		}
		var c *cand
		for _, o := range cs {
			if o.c == h.Concept {
				c = o
			}
		}
		if c == nil {
			c = &cand{c: h.Concept, at: -1, weakAt: toks[h.Start].Pos}
			cs = append(cs, c)
		}
		if h.Weight >= lexicon.Related {
			// at is where the concept's best term stands: "dentist ... Dr."
			// is the dentist (doctor only relates to "dentist").
			if h.Weight > c.w || c.at < 0 {
				c.w, c.at, c.hit = h.Weight, toks[h.Start].Pos, h
			}
		} else if !reduplicated(toks, h.Start) {
			c.nWeak++
		}
	}
	var best *cand
	for _, c := range cs {
		if c.at < 0 {
			if c.nWeak < 2 {
				continue
			}
			c.at, c.w = c.weakAt, lexicon.Related
		}
		switch {
		case best == nil:
			best = c
		case activityRank[c.c.Kind] < activityRank[best.c.Kind]:
			best = c
		case activityRank[c.c.Kind] == activityRank[best.c.Kind] && (c.w > best.w || c.w == best.w && c.at < best.at):
			best = c
		}
	}
	if best == nil {
		return
	}
	// "bought new running shoes": what was bought is no run; "Ordered
	// Thai food" is no purchase but food, which finish tells came to the
	// door.
	if loc := buyRE.index(low); loc != nil && loc[0] < best.at && best.c.Kind != "meal" &&
		!(strings.HasPrefix(low[loc[0]:], "ordered") && best.c.ID == "restaurant") {
		u.h.Activity, u.h.Kind, u.term = "purchase", "shopping", loc[0]
		return
	}
	u.h.Activity, u.h.Kind, u.term = best.c.ID, best.c.Kind, best.at
	if best.hit.Concept == best.c {
		u.h.Doing = best.c.Doing(lexicon.Key(s[toks[best.hit.Start].Pos : toks[best.hit.End-1].Pos+len(toks[best.hit.End-1].Raw)]))
	}
	u.h.Sport = best.c.Kind == "sport"
	if mealKinds[best.c.ID] {
		u.h.Meal = best.c.ID
	}
	// A meal named next to a drink or a visit ("lunch with Tom — döner",
	// "coffee and cake for breakfast") is the meal.
	for _, c := range cs {
		if c.at >= 0 && mealKinds[c.c.ID] && u.h.Meal == "" {
			u.h.Meal = c.c.ID
		}
	}
	// An occasion's phrase that names a meal ("birthday dinner", "Jonas's
	// birthday — dinner at Zest" read as one) is that meal too: the
	// occasion's words took the meal's, which no concept of a meal found.
	if c := best; u.h.Meal == "" && c.at >= 0 && c.hit.Concept == c.c {
		for _, t := range toks[c.hit.Start:c.hit.End] {
			if w := strings.ToLower(t.Raw); mealKinds[w] {
				u.h.Meal = w
				break
			}
		}
	}
	for _, c := range cs {
		// "lunch with Karen and we talked about Mom's birthday party":
		// an occasion talked of after what was done is its topic
		if t := topicRE.index(low[:max(c.at, 0)]); t != nil && t[0] > best.at {
			continue
		}
		if c.c.Kind == "celebration" && c.at >= 0 && c.w >= lexicon.Strong && u.h.Occasion == "" {
			u.h.Occasion = c.c.ID
			u.occAt = c.at
		}
	}
}

// food finds what was eaten: the dish a meal names ("dinner: pasta with
// pesto", "had the mushroom risotto", "porridge (breakfast)") as written,
// and the foods the lexicons know anywhere in the clause ("Banana
// afterwards"). A phrase that is another name of a known dish is stored
// under its name ("oats" → porridge).
func (x *Extractor) food(u *unit, s string, toks []lexicon.Token, cut int, p *Profile, mark func(a, b int, attr string)) {
	var phrases []Range
	var byName, said []string // food read from the venue's name, and from other words
	for _, r := range dishPhrases(s) {
		if r.Start >= cut || x.pastPerfect(s, r) {
			continue
		}
		names := x.dishList(s[r.Start:r.End])
		if names == nil {
			continue
		}
		u.h.Food = union(u.h.Food, names)
		said = append(said, names...)
		phrases = append(phrases, r)
		mark(r.Start, r.End, "food")
	}
	inPhrase := func(pos int) bool {
		for _, r := range phrases {
			if pos >= r.Start && pos < r.End {
				return true
			}
		}
		return false
	}
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.Pos >= cut || inPhrase(t.Pos) {
			continue
		}
		// A capitalised word inside a sentence is a name ("Apple"),
		// unless the names around it are food ("Pastel de nata").
		// unless it names the place: "Went to Sushi Ya" had sushi.
		if i > 0 && fold.Capitalised(t.Raw) && !x.isFoodWord(t) && !strings.Contains(u.h.Place, t.Raw) {
			continue
		}
		ofPlace := i > 0 && fold.Capitalised(t.Raw) && strings.Contains(u.h.Place, t.Raw)
		// A word the journal writes as a page of its own is that page's
		// name ("[[Biscuit]]" the dog, then "Biscuit has an itchy ear"),
		// and so is one it writes capitalised inside sentences and never
		// in lower case ("Took Biscuit round the park").
		if fold.Capitalised(t.Raw) && (wikiLink(s, t) || p.named(t)) {
			continue
		}
		if x.derivedFood(t) {
			continue // "Train to Hamburg" ate no hamburger
		}
		name, n := x.foodAt(toks, i)
		if n == 0 || thingAfter(toks, i+n) || madeThing(toks, i+n) {
			continue
		}
		end := toks[i+n-1].Pos + len(toks[i+n-1].Raw)
		if ofPlace {
			byName = append(byName, name)
		} else {
			said = append(said, name)
		}
		u.h.Food = union(u.h.Food, []string{name})
		mark(t.Pos, end, "food")
		i += n - 1
	}
	if len(said) == 0 && u.h.Place != "" && p.eatsAt(u.h.Place) {
		// "Zest with Jonas and Len: veggie bowl.", "dinner @ Zest w/
		// Lena (veggie bowl)": what is said after a place the journal
		// eats at, after a colon or in brackets ending the line, is the
		// dish had there, whether or not the dictionary knows the dish
		if m := dishAfterVenueRE().FindStringSubmatchIndex(s[:cut]); m != nil {
			a, b := m[2], m[3]
			if a < 0 {
				a, b = m[4], m[5]
			}
			if a > strings.Index(s, u.h.Place) {
				if names := x.dishList(s[a:b]); names != nil {
					u.h.Food = union(u.h.Food, names)
					said = append(said, names...)
					mark(a, b, "food")
				}
			}
		}
	}
	if len(said) > 0 {
		// the dish a venue is named for is what was had there only
		// when nothing else is said to be: "dinner @ Pho Saigon (bun
		// bo)" had bun bo, not pho
		u.h.Food = slices.DeleteFunc(u.h.Food, func(f string) bool { return slices.Contains(byName, f) && !slices.Contains(said, f) })
	}
	u.byName = slices.DeleteFunc(byName, func(f string) bool { return slices.Contains(said, f) })
}

// dishAfterVenueRE: lower-case words after a colon, or in brackets, that
// end a line (group 1 or 2).
var dishAfterVenueRE = lazyre.New(`(?::\s*(\p{Ll}[\p{L} '-]{1,40}?)|\(\s*(\p{Ll}[\p{L} '-]{1,40}?)\s*\))\s*[.!]?\s*$`)

// placeInDish forgets a place whose name is the start of a dish the clause
// names at the same words ("Lunch was Leberkäse roll"): a name a recogniser
// took for a town, which the food read says was eaten.
func placeInDish(u *unit, s string) {
	if u.h.Place == "" || u.placeAt < 0 || u.placeAt >= len(s) {
		return
	}
	place, here := strings.ToLower(u.h.Place), strings.ToLower(s[u.placeAt:])
	for _, f := range u.h.Food {
		if f = strings.ToLower(f); strings.HasPrefix(f, place+" ") && strings.HasPrefix(here, f) {
			if u.h.City == u.h.Place {
				u.h.City = ""
			}
			u.h.Place, u.venue = "", false
			return
		}
	}
}

// homeOfNames blanks in low (s lower-cased, byte for byte) the "home" of
// a name ("at Home Depot", "Home Bargains"): a shop, not one's home.
func homeOfNames(s, low string) string {
	if !strings.Contains(s, "Home") {
		return low // the cheap test, as gated's, before the regexp every sentence would run
	}
	ms := homeNameRE().FindAllStringIndex(s, -1)
	if ms == nil {
		return low
	}
	b := []byte(low)
	for _, m := range ms {
		copy(b[m[0]:], "    ")
	}
	return string(b)
}

var homeNameRE = lazyre.New(`\bHome\s+\p{Lu}`)

// perfectAdverbs are the adverbs written between the "had" of the past
// perfect and its participle ("had never seen", "had finally come").
var perfectAdverbs = map[string]bool{"never": true, "already": true, "always": true, "finally": true, "ever": true,
	"recently": true, "barely": true, "hardly": true, "nearly": true, "almost": true, "not": true, "since": true, "once": true}

// irregularParticiples are past participles not ending in -ed.
var irregularParticiples = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`been gone done seen found made taken given known told said come become begun
		brought thought got gotten left heard met kept felt put run sat spent stood understood written chosen driven
		fallen forgotten grown hidden held lost paid read sent shown slept spoken won worn woken bought caught taught
		fought flown ridden risen swum sung sunk drunk broken frozen stolen torn thrown drawn beaten bitten lent meant
		dealt dreamt learnt burnt built lit led fed fled hung struck stuck swept wept let set cut hit hurt shut quit`) {
		irregularParticiples[w] = true
	}
}

// pastPerfect reports whether the dish phrase r of s follows a "had" that
// is the past perfect's: its first word is a participle or an adverb of
// the perfect ("We had landed at Haneda", "she had never seen"). A
// participle in -ed before a noun tells how a food was made ("had
// grilled oysters", "had smoked salmon"), and an irregular one before a
// food the lexicons know is still a meal ("had frozen yogurt").
func (x *Extractor) pastPerfect(s string, r Range) bool {
	before := strings.TrimRight(lowerASCII(s[:r.Start]), " ")
	if !strings.HasSuffix(before, "had") || len(before) > 3 && isLetter(before[len(before)-4]) {
		return false
	}
	phrase := lowerASCII(s[r.Start:r.End])
	first, rest, _ := strings.Cut(phrase, " ")
	switch {
	case perfectAdverbs[first]:
		return true
	case irregularParticiples[first]:
		toks := lexicon.Tokens(rest)
		for i := range toks {
			if _, n := x.foodAt(toks, i); n > 0 {
				return false
			}
		}
		return true
	case len(first) > 4 && strings.HasSuffix(first, "ed"):
		// "landed at", "retired to", "imagined.": a verb; "grilled
		// oysters": an adjective before a noun.
		toks := lexicon.Tokens(rest)
		return len(toks) == 0 || x.lex.WordClass(toks[0].Key) != lexicon.Content || toks[0].Key[0] >= '0' && toks[0].Key[0] <= '9'
	}
	return false
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// foodThings are nouns of things a food word before them only qualifies
// ("tea bowl", "coffee table", "tea towel", "pizza oven", "wine glass").
var foodThings = map[string]bool{"bowl": true, "bowls": true, "table": true, "tables": true, "towel": true, "towels": true,
	"machine": true, "maker": true, "grinder": true, "oven": true, "tin": true, "jar": true, "spoon": true, "spoons": true,
	"tray": true, "set": true, "pot": true, "kettle": true, "stain": true, "glass": true, "glasses": true}

// withGearRE: the words before a thing one has with one ("with the
// bike", "with my bike").
// countBeforeRE: a count right before a noun ("three ", "2 ", "couple
// of "); group 1 the count.
var countBeforeRE = lazyre.New(`(?:^|[^\pL\d.,:` + signChars + `])(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:a\s+)?couple\s+of)\s+$`)

var withGearRE = lazyre.New(`\bwith\s+(?:the|my|our|his|her|a)\s+$`)

// ailingParts are the parts of the body an ailment named after a sport
// is of.
var ailingParts = map[string]bool{"knee": true, "knees": true, "elbow": true, "ear": true, "ears": true, "foot": true,
	"shoulder": true, "wrist": true, "toe": true, "hip": true, "ankle": true, "thumb": true}

// sportOfThing reports whether the sport's word at byte offset at only
// qualifies the made thing named after it ("swim goggles 19,99 €",
// "yoga mat"): the thing is what the price was paid for.
func sportOfThing(toks []lexicon.Token, at int) bool {
	i := slices.IndexFunc(toks, func(t lexicon.Token) bool { return t.Pos == at })
	return i >= 0 && artifactAt(toks, i+1)
}

// thingAfter reports whether toks[i] is a noun of foodThings: the food
// word before it names a thing, not what was eaten.
func thingAfter(toks []lexicon.Token, i int) bool {
	return i < len(toks) && foodThings[strings.ToLower(toks[i].Raw)]
}

// madeThing reports whether toks[i] is a noun WordNet files among made
// things more surely than among foods, the head of a compound a food word
// before it only qualifies ("pizza stone", "pizza cutter", "burger van";
// not "pizza slice", "pizza night", nor what food is served in, "sushi
// platter"): the food word names a thing, not what was eaten.
func madeThing(toks []lexicon.Token, i int) bool {
	if !artifactAt(toks, i) {
		return false
	}
	th, _ := thesaurus.Default()
	return !th.Under(strings.ToLower(toks[i].Raw), servedIn, 3)
}

// artifactAt reports whether toks[i] is a noun WordNet files among made
// things more surely than among foods.
func artifactAt(toks []lexicon.Token, i int) bool {
	if i >= len(toks) {
		return false
	}
	w := strings.ToLower(toks[i].Raw)
	th, err := thesaurus.Default()
	if err != nil || !th.IsNoun(w) {
		return false
	}
	var artifact, food float64
	for _, l := range th.Links(w) {
		switch l.Domain {
		case "artifact":
			artifact = max(artifact, l.Weight)
		case "food":
			food = max(food, l.Weight)
		}
	}
	return artifact > food
}

// edible reports whether a concept's kind is of what is eaten or drunk.
func edible(kind string) bool {
	switch kind {
	case "food", "dish", "drink":
		return true
	}
	return false
}

// servedIn reports whether a word of WordNet names what food is served or
// kept in.
func servedIn(w string) bool {
	switch w {
	case "container", "dish", "tableware", "crockery":
		return true
	}
	return false
}

// isFoodWord reports whether a capitalised token is still food: its
// lower-case form is a dish most people write capitalised only at the
// start of a sentence.
func (x *Extractor) isFoodWord(t lexicon.Token) bool {
	_, ok := x.foods[t.Key]
	return ok && strings.ToUpper(t.Raw) != t.Raw && len(t.Raw) > 3
}

// foodAt returns the food named at toks[i] and its length in tokens.
func (x *Extractor) foodAt(toks []lexicon.Token, i int) (string, int) {
	if f, n := longestIn(x, toks, i, x.foods); n > 0 {
		return f.name, n
	}
	// the concept lexicon's dishes
	for n := min(3, len(toks)-i); n >= 1; n-- {
		key := strings.Join(lexicon.Keys(toks[i:i+n]), " ")
		if d, ok := x.dishes[key]; ok {
			return d, n
		}
	}
	return "", 0
}

// dishList reads a dish phrase as the dishes it names: one ("mac and
// cheese", "pasta with pesto"), or several the lexicons know, joined by
// "and", "&", "+" or commas ("porridge and coffee", "eggs, toast &
// coffee"). It returns nil for a phrase that is no food.
func (x *Extractor) dishList(phrase string) []string {
	name, ok := x.dishName(phrase)
	if !ok {
		return nil
	}
	if x.knownDish(name) || !strings.ContainsAny(name, " ,&+") {
		return []string{name}
	}
	parts := dishJoin().Split(name, -1)
	if len(parts) < 2 {
		return []string{name}
	}
	out := make([]string, 0, len(parts))
	for _, part := range parts {
		n, ok := x.dishName(part)
		if !ok || !x.knownDish(n) {
			return []string{name}
		}
		out = append(out, n)
	}
	return out
}

// withPersonRE: "with" and a name or a person of one's own after it
// (group 1 the first word after "with").
var withPersonRE = lazyre.New(`\s+(?:with|w/)\s+((?:my|our)\s+\p{L}+|\p{Lu}[\p{L}'.-]*)`)

var dishJoin = lazyre.New(`\s*,\s*(?:and\s+)?|\s+(?:and|&|\+)\s+`)

// knownDish reports whether the lexicons know a dish or a drink by this
// name ("porridge", "coffee").
func (x *Extractor) knownDish(name string) bool {
	toks := lexicon.Tokens(name)
	key := strings.Join(lexicon.Keys(toks), " ")
	if _, ok := x.foods[key]; ok {
		return true
	}
	if _, ok := x.dishes[key]; ok {
		return true
	}
	for _, h := range x.lex.Find(toks) {
		if h.Start == 0 && h.End == len(toks) && h.Weight >= lexicon.Strong && (h.Concept.Kind == "meal" && !mealKinds[h.Concept.ID] || h.Concept.Kind == "dish" || h.Concept.Kind == "food") {
			return true
		}
	}
	return false
}

// dishName normalizes a dish phrase: lower case, without articles and
// quantities ("a bowl of"), under the name of the dish it is another name
// for. It refuses phrases that are not food: too long, or naming no food
// the lexicons know and looking like a clause.
func (x *Extractor) dishName(phrase string) (string, bool) {
	// "Döner with Tom", "pho w/ Ben", "pasta with my sister": who it was
	// eaten with is no part of the dish ("pasta with pesto" is)
	if m := withPersonRE().FindStringSubmatchIndex(phrase); m != nil && !x.knownDish(phrase[m[2]:m[3]]) {
		phrase = phrase[:m[0]]
	}
	p := strings.ToLower(strings.TrimSpace(phrase))
	// what follows a comma, a bracket or a dash is a comment ("pasta
	// arrabbiata, 23,50 €", "curry (home, w/ J.)")
	if i := strings.IndexAny(p, ",;("); i > 0 {
		p = p[:i]
	}
	for _, d := range []string{" — ", " – ", " - "} {
		if i := strings.Index(p, d); i > 0 {
			p = p[:i]
		}
	}
	p = strings.Trim(p, " .,;:!?-–—()\"'")
	for {
		q := leadingFiller().ReplaceAllString(p, "")
		q = trailingFiller().ReplaceAllString(q, "")
		q = strings.Trim(q, " .,;:!?-–—()\"'")
		if q == p {
			break
		}
		p = q
	}
	if p == "" {
		return "", false
	}
	p = x.fixPhrase(p)
	toks := lexicon.Tokens(p)
	if len(toks) == 0 || len(toks) > 6 {
		return "", false
	}
	key := strings.Join(lexicon.Keys(toks), " ")
	if f, ok := x.foods[key]; ok {
		return f.name, true
	}
	if d, ok := x.dishes[key]; ok {
		return d, true
	}
	if len(toks) == 1 && mealKinds[toks[0].Key] {
		return "", false // "had lunch with Tom": the meal, not a dish
	}
	// A phrase the lexicons do not know is food when one of its words is
	// ("mushroom risotto", "lentil stew"), or when it is short and made of
	// nouns-like words (no pronoun, no verb of the journal's grammar).
	for _, t := range toks {
		if notFood[t.Key] || x.lex.WordClass(t.Key) != lexicon.Content && !connectorFood[t.Raw] || t.Key[0] >= '0' && t.Key[0] <= '9' {
			return "", false
		}
		if _, mood := x.moods[t.Key]; mood {
			return "", false // "bun bo was okay"
		}
	}
	// "Met Sofia for dinner": a phrase naming something else people do
	for _, h := range x.lex.Find(toks) {
		switch h.Concept.Kind {
		case "dish", "food", "cuisine", "meal":
		default:
			if h.Weight >= lexicon.Strong {
				return "", false
			}
		}
	}
	for i := range toks {
		if _, n := x.foodAt(toks, i); n > 0 {
			return p, true
		}
	}
	return p, len(toks) <= 4
}

var connectorFood = map[string]bool{"with": true, "and": true, "&": true, "de": true, "sin": true, "con": true, "di": true, "al": true, "la": true}

var (
	// a price of one: "£9.99 each", "¥6,000 per person"
	eachRE = lazyre.New(`^\s*(?:each|apiece|a head|per head|per person|pp)\b`)
	// whom I paid for: "paid for both", "got them for the three of us"
	paidForRE = lazyre.New(`\b(?:paid|pay|paying|bought|got|treated)\b[^.;]{0,30}?\bfor\s+(?:us\s+)?(?:(both)|(?:the|all)\s+(two|three|four|five|six)\s+of\s+us|(two|three|four|five|six)(?:\s+of\s+us)?\b)`)
)

// paidForHowMany returns how many people low (lower case) says I paid
// for, or 0.
func paidForHowMany(low string) int {
	m := paidForRE().FindStringSubmatch(low)
	if m == nil {
		return 0
	}
	if m[1] != "" {
		return 2
	}
	return numberWords[m[2]+m[3]]
}

// notFood are words that show a phrase after "had" or "made" is not a
// dish ("had a great time", "made a plan").
var notFood = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`time fun chat talk call walk look nap rest break plan decis mess mistak meet
		day week night morning even afternoon good great nice lovely long short quick bad terribl rough busi
		headach cold fever idea feel feeling sleep dream shower bath laundri dish call appoint chang progress point
		thing someth anyth noth everyth lot bit few lie run swim hike ride drink cri laugh word go think`) {
		notFood[w] = true
	}
}

var (
	leadingFiller  = lazyre.New(`^(?:a|an|the|some|my|our|his|her|their|more|another|two|three|four|five|six|seven|eight|nine|ten|\d+|a few|a couple of|a bowl of|a plate of|a slice of|slices of|a piece of|a cup of|a glass of|a bit of|a big|a huge|a quick|a small|a|leftover|just|only|finally|also|had|ate|have|having|eating|cooked|made)\s+`)
	trailingFiller = lazyre.New(`\s+(?:again|as usual|as always|afterwards|after|right after|after the run|nothing special|too|today|tonight|this morning|for me and \S+|for us|for everyone|for two|from the bakery|from the canteen|from the market|from \S+|at home|at my desk|in the canteen|on the way home|on the balcony|in the park|together|quick|yum|delicious|basically|again|,? as every \S+ basically|first|then|later|,.*|\(.*|—.*|–.*|-\s.*|w/.*|(?-i:with (?:[A-Z]\S*|my \S+|the \S+|\S+ and I))(?:\s.*)?)$`)
)

var (
	mealWords = `(?:breakfast|bfast|brekkie|brunch|lunch|dinner|diner|supper|tea|snack|dessert|post-run|after the run)`
	// "Breakfast: porridge", "dinner - baked potatoes with Jonas", "Lunch
	// with Tom — döner again", "Breakfast was yogurt with berries".
	dishAfterMeal = lazyre.New(`\b` + mealWords + `\b[^:—–\-=.!?;\n]{0,40}?(?:\s*:\s*|[ \t]+[—–-]\s+|\s*=\s*|\s+was\s+(?:just\s+)?)([^.!?;:()\n]{2,60})`)
	// "porridge for breakfast", "Had fish sandwich at lunchtime"
	dishBeforeMeal = lazyre.New(`\b(?:had|ate|eaten|cooked|made|ordered|grabbed|got|enjoyed|tried|shared|bought|picked up|went for|treated (?:myself|us) to)\s+([^.!?;:,()]{2,50}?)\s+(?:for|at|as)\s+(?:a\s+)?(?:late\s+|early\s+|quick\s+)?(?:breakfast|bfast|brunch|lunch|lunchtime|dinner|diner|supper|snack|dessert)\b`)
	// "Porridge for breakfast", "08:10 soup for lunch"
	dishFirstMeal = lazyre.New(`^[\s\d:.~-]*([^.!?;:,()]{2,40}?)\s+(?:for|at|as)\s+(?:a\s+)?(?:late\s+|early\s+|quick\s+)?(?:breakfast|bfast|brunch|lunch|lunchtime|dinner|diner|supper|snack|dessert)\b`)
	// "porridge (breakfast)"
	dishParen = lazyre.New(`(?:^[\s\d:.~-]*|\b)([^.!?;:,()\d][^.!?;:,()]{1,40}?)\s*\((?:breakfast|bfast|brunch|lunch|dinner|snack)\b`)
	// "had the mushroom risotto", "Ate Labskaus"
	dishAfterVerb = lazyre.New(`\b(?:i had|we had|had|ate|eaten|cooked|made|ordered|grabbed|enjoyed|devoured|tried)\s+((?:the|a|an|some|my)\s+)?([^.!?;:,()—–]{2,50})`)
)

var (
	mealNames = []string{"breakfast", "bfast", "brekkie", "brunch", "lunch", "dinner", "diner", "supper", "tea", "snack", "dessert", "post-run", "after the run"}
	// mealsAfterDish are the meals dishBeforeMeal and dishFirstMeal end
	// with.
	mealsAfterDish = []string{"breakfast", "bfast", "brunch", "lunch", "dinner", "diner", "supper", "snack", "dessert"}
	eatVerbs       = []string{"had", "ate", "eaten", "cooked", "made", "ordered", "grabbed", "enjoyed", "devoured", "tried", "got", "shared", "bought", "picked up", "went for", "treated"}
)

// sepAfterMeal is true of the texts dishAfterMeal matches (lower case): a
// colon, dash, "=" or "was" after a meal's name ("dinner: pasta").
// Testing for the meal alone ran the pattern on most clauses of a food
// diary ("porridge for breakfast").
func sepAfterMeal(low string) bool {
	first := -1
	for _, w := range mealNames {
		if i := strings.Index(low, w); i >= 0 && (first < 0 || i < first) {
			first = i
		}
	}
	return first >= 0 && (strings.ContainsAny(low[first:], ":—–-=") || strings.Contains(low[first:], "was"))
}

// dishPhrases returns the ranges of s that name dishes by grammar.
func dishPhrases(s string) []Range {
	var out []Range
	orig := s
	s = lowerASCII(s)
	meal, eat := containsAny(s, mealNames), containsAny(s, eatVerbs)
	if !meal && !eat {
		return nil
	}
	add := func(a, b int) {
		for a < b && s[a] == ' ' {
			a++
		}
		for b > a && s[b-1] == ' ' {
			b--
		}
		if b <= a {
			return
		}
		for _, r := range out {
			if a < r.End && b > r.Start {
				return
			}
		}
		out = append(out, Range{a, b})
	}
	for _, m := range findAll(meal && sepAfterMeal(s), dishAfterMeal(), s) {
		a, b := m[2], m[3]
		// stop at a companion or a place: "baked potatoes with Jonas"
		if loc := cutPhrase(orig[a:b]); loc >= 0 {
			b = a + loc
		}
		add(a, b)
	}
	// A meal's name is in many clauses ("tea" in "steak", "instead"); the
	// pattern also needs a verb of eating and one of the meals it ends
	// with.
	for _, m := range findAll(meal && eat && containsAny(s, mealsAfterDish), dishBeforeMeal(), s) {
		add(m[2], m[3])
	}
	if len(out) == 0 {
		if m := dishFirstMeal().FindStringSubmatchIndex(s); meal && m != nil {
			add(m[2], m[3])
		}
	}
	for _, m := range findAll(meal && strings.IndexByte(s, '(') >= 0, dishParen(), s) {
		add(m[2], m[3])
	}
	for _, m := range findAll(eat, dishAfterVerb(), s) {
		a, b := m[4], m[5]
		if loc := cutPhrase(orig[a:b]); loc >= 0 {
			b = a + loc
		}
		add(a, b)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Start < out[j].Start })
	return out
}

// phraseEnd cuts a dish phrase before a companion, a place, a time or a
// comment ("pasta with pesto" stays, "tacos with Jonas" is "tacos").
var phraseEnd = lazyre.New(`\s+(?:with\s+(?:[A-Z]|\[\[|@|my\s|the\s+(?:kids|family|team)|everyone|friends|colleagues|him|her|them)|w/|w\s+[A-Z]|at\s|in\s|on\s|for\s|after\s|afterwards|before\s|again|while\s|because\s|then\s|right\s|as\s|and\s+(?:then|went|had|did|I)\b|today|tonight|this\s|yesterday|too\b|from\s|to\s|by\s|around\s|~)`)

func cutPhrase(s string) int {
	if loc := phraseEnd().FindStringIndex(s); loc != nil {
		return loc[0]
	}
	return -1
}

func findAllStrings(g gate, s string) [][]string {
	if !containsAny(s, g.words) {
		return nil
	}
	return g.re().FindAllStringSubmatch(s, -1)
}

// quotedRE matches quoted text.
var quotedRE = lazyre.New(`"[^"]*"|“[^”]*”|„[^“”]*[“”]`)

// maskTitles blanks the quoted text and the title of a clause (starting
// at byte start of the day), keeping its length.
// maskQuoted blanks what s quotes, keeping every other byte in place.
func maskQuoted(s string) string {
	if !strings.ContainsAny(s, "\"“„") {
		return s
	}
	ms := quotedRE().FindAllStringIndex(s, -1)
	if ms == nil {
		return s
	}
	b := []byte(s)
	for _, m := range ms {
		for i := m[0]; i < m[1]; i++ {
			if b[i] != ' ' {
				b[i] = 'x'
			}
		}
	}
	return string(b)
}

func maskTitles(s string, u *unit, start int) string {
	b := []byte(maskQuoted(s))
	blank := func(a, e int) {
		for i := max(0, a); i < min(len(b), e); i++ {
			if b[i] != ' ' {
				b[i] = 'x'
			}
		}
	}
	for _, sp := range u.h.Spans {
		if sp.Attr == "title" {
			blank(sp.Start-start, sp.End-start)
		}
	}
	return string(b)
}
