package textfacts

import (
	"reqap/lang/spell"
	"strings"
	"unicode"
	"unicode/utf8"

	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/lang/daypart"
	"reqap/lang/fold"
	"reqap/qa/retrieve/lexicon"
)

// people finds who took part: companions ("with Lena and Tom", "w/ J.",
// "Lena and I", "met Max", "called Mum"), people the journal knows by
// name wherever they stand ("Jonas made tacos"), and family words ("my
// mum", "Mom", "Papa"), each under the name the journal uses most.
func (x *Extractor) people(u *unit, s string, toks []lexicon.Token, p *Profile, mark func(a, b int, attr string)) {
	add := func(name string, a, b int) {
		// "Done with Klara and the Sun": the words of a title are no one
		if name == "" || u.h.Title != "" && strings.Contains(u.h.Title, name) {
			return
		}
		// "with Mrs Patel": Patel, whom the journal knows, is she
		for i, o := range u.h.People {
			switch {
			case strings.HasSuffix(o, " "+name):
				mark(a, b, "people")
				return
			case strings.HasSuffix(name, " "+o):
				u.h.People[i] = name
				mark(a, b, "people")
				return
			}
		}
		u.h.People = union(u.h.People, []string{name})
		mark(a, b, "people")
	}
	person := func(name string) (string, bool) {
		if x.isFamilyWord(name) {
			ft := lexicon.Tokens(name)
			f, _ := x.family(ft, 0)
			return p.familyName(f, name), true
		}
		if p.isPlace(name) || hasPlaceWord(name) {
			return "", false
		}
		c, _ := p.canonical(name)
		return c, true
	}
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		low := strings.ToLower(t.Raw)
		if f, n := x.family(toks, i); n > 0 {
			end := toks[i+n-1].Pos + len(toks[i+n-1].Raw)
			surface := s[t.Pos:end]
			// "my sister Kathi", "her brother Tom": the name says who.
			mine := strings.EqualFold(toks[i].Raw, "my")
			others := !mine && i > 0 && othersFamily(toks[i-1].Raw)
			if (mine || others) && i+n < len(toks) {
				if name, k := x.nameRun(s, toks, i+n); k == 1 {
					c, _ := p.canonical(name)
					add(c, t.Pos, toks[i+n].Pos+len(name))
					i += n
					continue
				}
			}
			if others {
				i += n - 1 // "her mum" is not the writer's Mum
				continue
			}
			// "we talked about Mom's birthday party": whose it is, as of
			// any name; "dinner @ mum's" is at her home
			if fold.Possessive(surface) && !x.ownerPresent(u, toks, i+n) && !x.atTheirHome(s, toks, i, i+n) {
				i += n - 1
				continue
			}
			surface = fold.TrimPossessive(surface) // "dinner @ mum's"
			add(p.familyName(f, capitalize(strings.TrimPrefix(strings.ToLower(surface), "my "))), t.Pos, end)
			i += n - 1
			continue
		}
		if k := honorific(s, toks, i); k > 0 {
			// "Dentist (Dr. Yilmaz)", "GP Dr. Albers: flu": a title
			// before a name says it is a person who was there
			if rest, m := x.nameRun(s, toks, i+k); m > 0 {
				name := s[t.Pos:toks[i+k].Pos] + rest
				c, _ := p.canonical(name)
				add(c, t.Pos, toks[i+k].Pos+len(rest))
				i += k + m - 1
				continue
			}
		}
		if k := roleName(s, toks, i); k > 0 {
			if name, n := x.nameRun(s, toks, i+k); n == 1 {
				c, _ := p.canonical(name)
				add(c, toks[i+k].Pos, toks[i+k].Pos+len(name))
				i += k
				continue
			}
		}
		if names := append(x.listedNames(s, toks, i), x.namesThenFor(s, toks, i)...); len(names) > 0 {
			for _, n := range names {
				if c, ok := person(n); ok {
					at := strings.Index(s[t.Pos:], n)
					if at >= 0 {
						add(c, t.Pos+at, t.Pos+at+len(n))
					}
				}
			}
			continue
		}
		weak := weakCompanionBefore[low]
		if (x.companionCue(s, toks, i) || weak) && i+1 < len(toks) {
			j := i + 1
			for _, n := range x.nameList(s, toks, j) {
				if _, known := p.canonical(n); weak && !known && !x.isFamilyWord(n) {
					break
				}
				if c, ok := person(n); ok {
					at := strings.Index(s[toks[j].Pos:], n)
					if at >= 0 {
						add(c, toks[j].Pos+at, toks[j].Pos+at+len(n))
					} else {
						add(c, -1, -1)
					}
				}
			}
			continue
		}
		// A known name written in lower case, where a companion stands:
		// "later benni and I climbed", "w/ lena".
		if !fold.Capitalised(t.Raw) && len(t.Raw) > 2 && x.lex.WordClass(t.Key) == lexicon.Content {
			if c, ok := p.canonical(capitalize(t.Raw)); ok {
				k := i + 1
				before := i > 0 && (x.companionCue(s, toks, i-1) || strings.EqualFold(toks[i-1].Raw, "and") || toks[i-1].Raw == "&")
				after := k+1 < len(toks) && (toks[k].Raw == "and" || toks[k].Raw == "&") && (toks[k+1].Raw == "I" || toks[k+1].Raw == "me")
				if before || after {
					add(c, t.Pos, t.Pos+len(t.Raw))
					continue
				}
			}
		}
		if isInitial(s, t) {
			if c, ok := p.canonical(t.Raw); ok {
				add(c, t.Pos, t.Pos+len(t.Raw)+1)
			}
			continue
		}
		if name, n := x.nameRun(s, toks, i); n > 0 {
			end := toks[i+n-1].Pos + len(toks[i+n-1].Raw)
			if fold.Possessive(toks[i+n-1].Raw) && !x.ownerPresent(u, toks, i+n) && !x.atTheirHome(s, toks, i, i+n) {
				// "Sofia's job hunt sounds exhausting": whose it is, not
				// who was there (at "Lena's party", "Anna's place" she was).
				i += n - 1
				continue
			}
			author := u.h.Title != "" && (i > 0 && strings.EqualFold(toks[i-1].Raw, "by") || strings.HasSuffix(strings.TrimSpace(s[:t.Pos]), "("))
			if c, ok := p.canonical(name); ok && !author {
				add(c, t.Pos, end)
			} else if n == 1 || n == 2 {
				// "Lena and I", "Lena & I"
				k := i + n
				switch {
				case k+1 < len(toks) && (toks[k].Raw == "and" || toks[k].Raw == "&") && (toks[k+1].Raw == "I" || toks[k+1].Raw == "me"):
					if c, ok := person(name); ok {
						add(c, t.Pos, end)
					}
				case n == 1 && i > 0 && k < len(toks) && withMe[strings.ToLower(toks[k].Raw)]:
					// "Ate bacalhau for dinner, Jonas too.", "Lena joined"
					if c, ok := person(name); ok {
						add(c, t.Pos, end)
					}
				case n == 1 && k+2 < len(toks) && strings.EqualFold(toks[k].Raw, "and") && fold.Capitalised(toks[k+1].Raw) &&
					(withMe[strings.ToLower(toks[k+2].Raw)] || fold.Possessive(toks[k+1].Raw) && x.atTheirHome(s, toks, i, k+2)):
					// "Mum and Dad came over", "went to Mum and Dad's": the
					// first of two who came, or whose home it was
					if c, ok := person(name); ok {
						add(c, t.Pos, end)
					}
				}
			}
			i += n - 1
		}
	}
}

// placeApposed leaves out of people the names written beside a place with
// only a comma between: English names a place with the larger one it is
// in, or the part of it meant ("Harz, Brocken", "the Bastei, Saxon
// Switzerland"), and a companion is never set off from a place so.
func placeApposed(people []string, place string, s string, p *Profile) []string {
	if len(people) == 0 {
		return people
	}
	isPlace := func(name string) bool {
		return name != "" && (name == place || p.isPlace(name) || hasPlaceWord(name))
	}
	out := people[:0:0]
	for _, n := range people {
		apposed := false
		for at := 0; !apposed; {
			i := strings.Index(s[at:], n)
			if i < 0 {
				break
			}
			i += at
			at = i + len(n)
			before := strings.TrimRight(s[:i], " ")
			if prev, ok := strings.CutSuffix(before, ","); ok && isPlace(lastCapitalRun(prev)) {
				apposed = true
			}
			if next, ok := strings.CutPrefix(strings.TrimLeft(s[at:], " "), ","); ok && !apposed {
				apposed = isPlace(firstCapitalRun(strings.TrimLeft(next, " ")))
			}
			if !apposed && distanceAfterRE().MatchString(s[at:]) && !companionBeforeRE().MatchString(s[:i]) && !p.companion(n) {
				// "Hike with Lena — Muldental, 12.6 km": what comes
				// before a route's length is where it went, unless the
				// journal has the name as a companion elsewhere
				apposed = true
			}
		}
		if !apposed {
			out = append(out, n)
		}
	}
	return out
}

// distanceAfterRE: a distance right after a name, set off by a comma
// or a dash ("Muldental, 12.6 km").
var distanceAfterRE = lazyre.New(`^\s*[,–—-]\s*\d+(?:[.,]\d+)?\s*(?:km|kms|k|mi|miles?|kilomet(?:re|er)s?)\b`)

// companionBeforeRE: a word that says who came along right before a name
// ("with Jonas, 19 km": Jonas came).
var companionBeforeRE = lazyre.New(`(?i)(?:\bwith|\bw/|&|\band)\s*$`)

// companion reports whether the journal has a name as a person often
// enough to be someone it goes out with (three times or more).
func (p *Profile) companion(name string) bool {
	if p == nil || p.person == nil {
		return false
	}
	nc := p.person[nameKey(name)]
	return nc != nil && nc.n >= 3
}

// lastCapitalRun returns the capitalised words that end s ("the Bastei":
// "Bastei"; "Saxon Switzerland"), or "".
func lastCapitalRun(s string) string {
	f := strings.Fields(s)
	k := len(f)
	for k > 0 && fold.Capitalised(f[k-1]) {
		k--
	}
	return strings.Join(f[k:], " ")
}

// firstCapitalRun returns the capitalised words that begin s, up to a
// mark of punctuation.
func firstCapitalRun(s string) string {
	var run []string
	for _, w := range strings.Fields(s) {
		t := strings.TrimRight(w, ",.;:!?)")
		if !fold.Capitalised(t) {
			break
		}
		run = append(run, t)
		if t != w {
			break
		}
	}
	return strings.Join(run, " ")
}

// ownerPlaces are what a person owns that one is with them at.
var ownerPlaces = map[string]bool{"place": true, "house": true, "flat": true, "apartment": true, "home": true, "garden": true, "room": true}

// ownerPresent reports whether the owner named before toks[k] ("X's")
// was there: what is theirs, within three words, is the happening's
// occasion ("Lena's 30th birthday party"), where one meets them ("Anna's
// place"), or a thing one does oneself ("Jake's swim lesson").
func (x *Extractor) ownerPresent(u *unit, toks []lexicon.Token, k int) bool {
	if u.h.Activity != "" && x.ownsActivity(toks, k) {
		return true
	}
	for j := k; j < len(toks) && j < k+3; j++ {
		if u.h.Occasion != "" && toks[j].Pos == u.occAt || ownerPlaces[strings.ToLower(toks[j].Raw)] {
			return true
		}
	}
	return false
}

// atTheirHome reports whether the possessive name toks[i:k] stands for
// its owner's home: "BBQ at Dave's in the evening", "round Tom's", with
// no thing of theirs after it ("at Dave's party" is ownerPresent's).
// Whether the owner is a person the journal knows is the caller's to ask.
func (x *Extractor) atTheirHome(s string, toks []lexicon.Token, i, k int) bool {
	if i == 0 {
		return false
	}
	// "to Mum and Dad's": the home of two
	if i >= 3 && strings.EqualFold(toks[i-1].Raw, "and") && fold.Capitalised(toks[i-2].Raw) {
		i -= 2
	}
	switch strings.ToLower(toks[i-1].Raw) {
	case "at", "to", "round", "over", "from":
	default:
		if !strings.HasSuffix(strings.TrimSpace(s[:toks[i].Pos]), "@") {
			return false
		}
	}
	// "dinner @ mum's, roast chicken": a comma ends what is theirs
	return k >= len(toks) || !lowerWord(toks[k].Raw) || x.lex.WordClass(toks[k].Key) != lexicon.Content ||
		strings.TrimSpace(s[toks[k-1].Pos+len(toks[k-1].Raw):toks[k].Pos]) != ""
}

// withMe are words after a name that make it a companion of the
// happening.
var withMe = map[string]bool{"too": true, "joined": true, "came": true, "called": true, "phoned": true, "visited": true,
	"popped": true, "dropped": true, "stopped": true, "swung": true, "rang": true}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	r[0] = []rune(strings.ToUpper(string(r[0])))[0]
	return string(r)
}

var (
	// tripRE: words of travel before a place ("arrived in", "back home
	// from", "off to", "headed to").
	tripRE  = gated(`\b(?:day \d+|still|last day|first day|back(?: home)?|arrived|landed|trip|holiday|vacation|weekend|travel(?:l)?ed|flew|drove|train|bus|off|head(?:ed|ing))\s(?:in|to|from|at)\b|→|->`, "day ", "still", "last day", "first day", "back", "arrived", "landed", "trip", "holiday", "vacation", "weekend", "travel", "flew", "drove", "train", "bus", "off ", "head", "→", "->")
	parenRE = lazyre.New(`\(([^()]{2,40})\)`)
)

// place finds where it happened: a name after "at", "in", "to", "near",
// "along" ("at Café Kanne", "in the Rosental", "along the Elster"), a name
// in brackets ("(Palmengarten)"), or a name the journal knows as a place.
func (x *Extractor) place(u *unit, s string, toks []lexicon.Token, p *Profile, mark func(a, b int, attr string)) {
	venue := false // the place is where it happened, not the town it was in
	set := func(name string, a, b int) {
		if u.h.Place != "" || name == "" || u.h.Title != "" && strings.Contains(u.h.Title, name) {
			return
		}
		u.h.Place, u.placeAt = name, a
		mark(a, b, "place")
	}
	defer func() { u.venue = venue && u.h.Place != "" }()
	notPerson := func(name string) bool {
		if x.isFamilyWord(name) {
			return false
		}
		if _, known := p.canonical(name); known && !p.isPlace(name) {
			return false
		}
		return true
	}
	for i := 0; i < len(toks) && u.h.Place == ""; i++ {
		low := strings.ToLower(toks[i].Raw)
		if !placeBefore[low] && toks[i].Raw != "@" {
			continue
		}
		j := i + 1
		if j < len(toks) && strings.EqualFold(toks[j].Raw, "the") {
			j++
		}
		name, n := x.placeRun(s, toks, j, notPerson)
		if n == 0 {
			// "shift at the anchor": a place the journal names
			// capitalised elsewhere ("at the Anchor"), written in lower
			// case by a writer in a hurry
			name, n = p.placeInLowerCase(toks, j)
		}
		if n == 0 && (low == "at" || low == "@") && j == i+1 && x.lowerName(toks, j) {
			// "lunch at greggs": a word no dictionary lists, right after
			// "at", is a name written in lower case
			name, n = capitalize(toks[j].Raw), 1
		}
		if n == 0 || !notPerson(name) {
			continue
		}
		end := toks[j+n-1].Pos + len(toks[j+n-1].Raw)
		// "in the Harz, Brocken": a place and the spot in it.
		if k := j + n; k < len(toks) && strings.TrimSpace(s[end:toks[k].Pos]) == "," {
			if more, m := x.nameRun(s, toks, k); m > 0 && notPerson(more) && m <= 2 {
				nextOK := k+m >= len(toks) || !(toks[k+m].Raw == "and" || toks[k+m].Raw == "&")
				if nextOK {
					name = s[toks[j].Pos : toks[k+m-1].Pos+len(toks[k+m-1].Raw)]
					end = toks[k+m-1].Pos + len(toks[k+m-1].Raw)
				}
			}
		}
		set(name, toks[j].Pos, end)
		// "went to Mangiare": a place the journal eats at is a venue
		// gone to, not a town
		venue = low == "at" || low == "@" || low == "to" && p.eatsAt(name)
		if low == "→" || tripRE.match(lowerASCII(s)) || u.h.Kind == "travel" {
			u.h.City = name
		}
	}
	if i := strings.IndexByte(s, '@'); i >= 0 && u.h.Place == "" {
		// "coffee w/ Lena @ Kaffeehaus Riquet"
		for j, t := range toks {
			if t.Pos > i {
				if name, n := x.placeRun(s, toks, j, notPerson); n > 0 && notPerson(name) {
					set(name, t.Pos, toks[j+n-1].Pos+len(toks[j+n-1].Raw))
					venue = true
				}
				break
			}
		}
	}
	if u.h.Place == "" {
		// "Ramen Kaze with Max", "15:00 Café Kanne with Lena": a name
		// heading a line, followed by the company
		for i := 0; i < len(toks); i++ {
			name, n := x.nameRun(s, toks, i)
			if n == 0 {
				continue
			}
			k := i + n
			end := toks[k-1].Pos + len(toks[k-1].Raw)
			heads := strings.Trim(s[:toks[i].Pos], " \t0123456789:.~-*") == ""
			if !hasPlaceWord(name) && x.modifies(s, toks, k) {
				// "we had New Nordic tasting menu": a name before a
				// noun qualifies it (a cuisine, a make), where nothing
				// said it was gone to
				i = k - 1
				continue
			}
			if (hasPlaceWord(name) || p.isPlace(name) || heads && k < len(toks) && strings.EqualFold(toks[k].Raw, "with") && x.lexiconFree(toks[i:k])) && notPerson(name) {
				set(name, toks[i].Pos, end)
				venue = true
				break
			}
			i = k - 1
		}
	}
	if u.h.Place == "" {
		// "Aldi £88.10 #groceries", "Tesco top up - milk, bread": a shop
		// the lexicons know by its name, written as one, is where it was
		for _, h := range x.lex.Find(toks) {
			t := toks[h.Start]
			if h.Concept.Kind == "shopping" && h.Weight == lexicon.Related && h.End == h.Start+1 && fold.Capitalised(t.Raw) &&
				!spell.English(strings.ToLower(t.Raw)) && (h.End == len(toks) || !nameWord(toks[h.End].Raw)) && notPerson(t.Raw) {
				set(t.Raw, t.Pos, t.Pos+len(t.Raw))
				venue = true
				break
			}
		}
	}
	if u.h.Place == "" && u.h.Title == "" {
		for _, m := range parenRE().FindAllStringSubmatchIndex(s, 2) {
			inner := s[m[2]:m[3]]
			it := lexicon.Tokens(inner)
			if name, n := x.nameRun(inner, it, 0); n > 0 && notPerson(name) && !x.isFamilyWord(name) {
				set(name, m[2]+it[0].Pos, m[2]+it[0].Pos+len(name))
				venue = true
				break
			}
		}
	}
	if u.h.Place != "" && u.h.City == "" && tripRE.match(lowerASCII(s)) {
		u.h.City = u.h.Place
	}
}

// modifies reports whether toks[k], right after a name in s with nothing
// but a space between, is a word of content written in lower case, a noun
// the name stands before ("New Nordic tasting menu"; not "Amsterdam →
// home", a journey from it).
func (x *Extractor) modifies(s string, toks []lexicon.Token, k int) bool {
	if k == 0 || k >= len(toks) {
		return false
	}
	t := toks[k]
	gap := s[toks[k-1].Pos+len(toks[k-1].Raw) : t.Pos]
	return strings.TrimSpace(gap) == "" && isLetters(t.Raw) && strings.ToLower(t.Raw) == t.Raw && x.lex.WordClass(t.Key) == lexicon.Content
}

// lowerName reports whether toks[i] is a lower-case word of four letters
// or more that no dictionary lists, the lexicons do not know and is no
// misspelling of a word they know: a name written in lower case
// ("greggs", "tesco").
func (x *Extractor) lowerName(toks []lexicon.Token, i int) bool {
	if i >= len(toks) {
		return false
	}
	t := toks[i]
	if len(t.Raw) < 4 || !isLetters(t.Raw) || strings.ToLower(t.Raw) != t.Raw || spell.English(t.Raw) || x.knownWord(t) {
		return false
	}
	if w, ok := x.typos[t.Raw]; ok && w != "" || x.extraLetter(t.Raw) != "" || t.Key != lexicon.WordKey(t.Raw) {
		return false
	}
	return true
}

// lexiconFree reports whether none of toks is a concept term: "Café
// Kanne" may head a line as a place, "Lunch" may not.
func (x *Extractor) lexiconFree(toks []lexicon.Token) bool {
	for _, h := range x.lex.Find(toks) {
		if h.Weight >= lexicon.Related && h.Concept.Kind != "cuisine" && h.Concept.Kind != "dish" && h.Concept.Kind != "place" {
			return false
		}
	}
	return true
}

var (
	orderedRE = gated(`\bordered\b`, "ordered")
	// "Spent the evening reading", "nap + reading": reading as a pastime,
	// not "reading the news"
	// "Read a bit before bed", "read for a while", "read in bed": the
	// verb with how much or where and no object, reading as a pastime
	readingAlone = lazyre.New(`\breading\s*(?:$|[.,;:!)+&/]|(?:in|on|at|with|for|until|till|before|after|outside|all|and|by)\b)|\bread\s+(?:(?:a\s+(?:bit|little|while|lot)|for\s+(?:a\s+(?:bit|while)|ages|hours))\s*(?:$|[.,;:!)+&/]|(?:in|on|at|with|until|till|before|after|outside|and|then)\b)|in\s+bed\b|before\s+(?:bed|sleep(?:ing)?)\b)`)
	readRE       = gated(`\b(?:read|reading)\b`, "read")
	// "read another 60 pages", "[[Piranesi]] 40 pages": pages read
	pagesRE = gated(`\b\d+\s+(?:more\s+)?pages?\b`, "page")
	// a page link with the pages read of it and nothing else
	linkPagesRE = lazyre.New(`^\s*\[\[([^\]|]+)(?:\|[^\]]*)?\]\]\s*[,:-]?\s*(?:p{1,2}\.?\s*)?\d+\s*(?:-\s*\d+\s*)?(?:more\s+)?(?:pages?|pp)\b`)
	// titleTail ends a title written without quotes: a lower-case
	// "again" or when and where it was read or seen ("Watched Dune Part
	// Two again", "Read 100 pages of Demon Copperhead in the afternoon").
	// A title capitalises its nouns, so a place in lower case after
	// "in", "on" or "at" is where ("in the bath", "on my lunch break").
	titleTail   = `\s+(?:(?:again|this (?:morning|afternoon|evening)|tonight|before bed|in bed)\b|(?:in|on|at)\s+(?:the|a|an|my|our|his|her)\s+[a-z])`
	bookRE      = lazyre.New(`\b(?i:finished(?: reading)?|done (?:with|wiht|reading)|started(?: reading)?|halfway through|reading|read)\s+(?:(?i:the (?:book|novel)|the (?:last|final|first) (?:few )?(?:chapters?|pages?) of|\d+ pages of|a (?:few|couple of) (?:more )?pages of|(?:a|another|one|two|three) (?:more )?chapters? of|some (?:more )?of)\s+)?(?:["“„]([^"”“]{1,80})["”“]|\[\[([^\]|#]{1,80})[^\]]*\]\]|([A-Z0-9][^()—–,.!?;:]*?)\s*(?:\(|—|–|\s-\s|,|\.|!|\?|;|:|\s+by\s|` + titleTail + `|$))`)
	filmRE      = lazyre.New(`\b(?i:cinema|movies|kino|film|movie)\b[^:.!?]{0,30}:\s*(?:["“„]([^"”“]{1,80})["”“]|([A-Z0-9][^()—–,.!?;]*?)\s*(?:\s+w/|\s+with\s|[(.,!?;—–]|$))|\b(?i:to see|saw|watched|rewatched)\s+(?:["“„]([^"”“]{1,80})["”“]|([A-Z0-9][^()—–,.!?;]*?)\s*(?:\s+(?:at|in|with|on)\s|\s+w/|` + titleTail + `|[(.,!?;—–]|$))`)
	filmContext = gated(`\b(?:cinema|movies?|films?|kino|imax|watched|rewatched)\b|🎬|🍿`, "cinema", "movie", "film", "kino", "imax", "watched", "🎬", "🍿")
	bookContext = gated(`\b(?:book|novel|read|reading|finished|done with|done wiht)\b|📖|📚`, "book", "novel", "read", "finished", "done with", "done wiht", "📖", "📚")
)

// authorRE: a writer's name right after a title, two to four
// capitalised words in brackets or after "by" (one word alone may be a
// friend the book is from: "Piranesi (Lena's)").
var authorRE = lazyre.New(`^\s*(?:\(\s*(\p{Lu}[\pL'’.-]*(?:\s+\p{Lu}[\pL'’.-]*){1,3})\s*\)|by\s+(\p{Lu}[\pL'’.-]*(?:\s+\p{Lu}[\pL'’.-]*){1,3}))`)

// titleMoreRE: more of a title after a comma ("Tomorrow, and Tomorrow").
var titleMoreRE = lazyre.New(`^,\s+(?:and|or)\s+[A-Z][\pL'’]*(?:\s+[A-Z][\pL'’]*)*`)

// lastPagesRE: the end of a book read ("the last chapters of", "the
// final few pages of").
var lastPagesRE = lazyre.New(`\b(?:last|final)\s+(?:few\s+)?(?:chapters?|pages?)\s+of\b`)

// title finds the book finished or the film seen ("Done with Klara and
// the Sun (Kazuo Ishiguro)", "cinema: Anora w/ Jonas").
func (x *Extractor) title(u *unit, s string, p *Profile, mark func(a, b int, attr string)) {
	low := lowerASCII(s)
	if !filmContext.match(low) && !strings.Contains(low, " to see ") {
		x.bookTitle(u, s, low, mark)
		return
	}
	if m := filmRE().FindStringSubmatchIndex(s); m != nil {
		a, b := -1, -1
		for g := 1; g < len(m)/2 && a < 0; g++ {
			a, b = m[2*g], m[2*g+1]
		}
		if a < 0 {
			return
		}
		t := strings.TrimSpace(s[a:b])
		if t != "" && !x.isFamilyWord(t) && !notNameWord(strings.ToLower(t)) {
			u.h.Title, u.h.TitleKind = t, "film"
			mark(a, b, "title")
			// "Movie night on the sofa: Past Lives" is no cinema; the
			// words of a title name no activity ("The Swimmer")
			inTitle := u.term >= a && u.term < b
			// "went to see Aftersun ..., and we walked home": what the
			// clause goes on to say after the title is less than the
			// film seen
			later := u.term >= b && !u.h.Sport && !mealKinds[u.h.Activity]
			if (u.h.Activity == "" || u.h.Kind == "generic" || inTitle || later) && !u.atHome {
				u.h.Activity, u.h.Kind, u.h.Sport = "cinema", "events", false
				if inTitle {
					u.h.Meal = ""
				}
			} else if inTitle {
				u.h.Activity, u.h.Kind, u.h.Sport, u.h.Meal = "", "", false, ""
			}
			return
		}
	}
	x.bookTitle(u, s, low, mark)
}

// bookTitle finds a book read or finished.
func (x *Extractor) bookTitle(u *unit, s, low string, mark func(a, b int, attr string)) {
	// "I read another 60 pages in a café": the pages say reading,
	// whatever the place says; "[[Piranesi]] 40 pages" is the book.
	if m := linkPagesRE().FindStringSubmatchIndex(s); m != nil {
		u.h.Title, u.h.TitleKind = strings.TrimSpace(s[m[2]:m[3]]), "book"
		u.h.Activity, u.h.Kind, u.h.Sport, u.h.Meal = "reading", "books", false, ""
		mark(m[2], m[3], "title")
	} else if readRE.match(low) && pagesRE.match(low) {
		u.h.Activity, u.h.Kind, u.h.Sport, u.h.Meal = "reading", "books", false, ""
	}
	// "I read for two hours": reading, though no title is given
	if u.h.Activity == "" && readRE.match(low) {
		if _, ok := findDuration(s); ok || strings.Contains(low, "book") || readingAlone().MatchString(low) {
			u.h.Activity, u.h.Kind = "reading", "books"
		}
	}
	if !bookContext.match(low) {
		return
	}
	if m := bookRE().FindStringSubmatchIndex(s); m != nil {
		a, b := -1, -1
		for g := 1; g < len(m)/2 && a < 0; g++ {
			a, b = m[2*g], m[2*g+1]
		}
		// "Tomorrow, and Tomorrow, and Tomorrow": a title goes on after
		// a comma and "and" or "or" before a capital
		if m[6] >= 0 {
			for {
				more := titleMoreRE().FindStringIndex(s[b:])
				if more == nil {
					break
				}
				b += more[1]
			}
		}
		t := strings.TrimSpace(s[a:b])
		// "read 30 min": how long is no title
		if q, ok := findDuration(t); ok && q.pos.start == 0 && q.pos.end >= len(t) {
			t = ""
		}
		if t != "" && len(t) > 1 && !notNameWord(strings.ToLower(t)) {
			u.h.Title, u.h.TitleKind = t, "book"
			mark(a, b, "title")
			// "finished Piranesi", "done with Klara and the Sun", "read
			// the last chapters of Normal People": the book was read to
			// its end, not only read in
			if v := low[m[0]:]; strings.HasPrefix(v, "finished") || strings.HasPrefix(v, "done") || lastPagesRE().MatchString(low[m[0]:a]) {
				u.h.Fields = append(u.h.Fields, ingest.Field{Key: "finished", Value: ingest.Bool(true)})
			}
			if au := authorRE().FindStringSubmatch(strings.TrimLeft(s[b:], `"”“`)); au != nil {
				// the writer named after the title, in brackets or after
				// "by", as a book is cited ("Piranesi (Susanna Clarke)",
				// "\"The Overstory\" by Richard Powers")
				name := au[1] + au[2]
				if f := strings.Fields(name); len(f[len(f)-1]) > 3 {
					// the sentence's full stop, not an initial's ("J. R. R. Tolkien.")
					name = strings.TrimSuffix(name, ".")
				}
				u.h.Fields = append(u.h.Fields, ingest.Field{Key: "author", Value: ingest.Text(name)})
				at := b + strings.Index(s[b:], name)
				mark(at, at+len(name), "author")
			}
			// the words of a title name no activity ("The Midnight
			// Library" is no visit to a library)
			if u.h.Activity == "" || u.h.Kind == "generic" || u.h.Kind == "shopping" || u.term >= a && u.term < b {
				u.h.Activity, u.h.Kind, u.h.Sport, u.h.Meal = "reading", "books", false, ""
			}
		}
	}
}

// moodTagRE is a tag of moods: "#mood/tired", "#mood-happy".
var moodTagRE = lazyre.New(`(?i)#mood[/:_-]([\pL-]+)`)

// feelWords before a mood word make it the writer's mood.
var feelWords = map[string]bool{"feel": true, "feels": true, "felt": true, "feeling": true, "am": true,
	"i'm": true, "im": true, "i’m": true, "got": true, "getting": true}

var intensifiers = map[string]bool{"so": true, "very": true, "pretty": true, "quite": true, "really": true, "bit": true,
	"a": true, "kinda": true, "rather": true, "super": true, "too": true, "totally": true, "completely": true,
	"bloody": true, "extremely": true, "incredibly": true, "slightly": true, "somewhat": true, "still": true, "also": true,
	// "v" is written for "very" ("feeling v stressed"); a comparative says
	// the mood too ("felt more content than in a long time")
	"v": true, "more": true, "fairly": true, "absolutely": true, "utterly": true}

// mood finds how the writer felt: a mood word that starts the clause or
// a phrase of it ("Tired but ok", "long day, so stressed") or follows
// "feel", "felt", "I'm", "so", "very"; or a tag of moods ("#mood/tired").
func (x *Extractor) mood(u *unit, s string, toks []lexicon.Token, mark func(a, b int, attr string)) {
	if m := moodTagRE().FindStringSubmatchIndex(s); m != nil {
		word := lexicon.Tokens(s[m[2]:m[3]])
		if md, n := longestIn(x, word, 0, x.moods); n > 0 {
			u.h.Mood = md.mood
			mark(m[0], m[1], "mood")
			return
		}
	}
	for i := 0; i < len(toks); i++ {
		m, n := longestIn(x, toks, i, x.moods)
		if n == 0 {
			continue
		}
		// Only intensifiers before it at the start of the clause
		// ("Pretty tired"), or a word of feeling right before it ("felt
		// very loved", "I'm exhausted").
		// A phrase after a comma or a dash is read as the start of a
		// clause ("Back to back meetings all day, so stressed").
		from := 0
		for k := i - 1; k >= 0; k-- {
			if g := s[toks[k].Pos+len(toks[k].Raw) : toks[k+1].Pos]; strings.ContainsAny(g, ",;–—") || strings.Contains(g, " - ") {
				from = k + 1
				break
			}
		}
		ok := true
		for k := from; k < i && ok; k++ {
			ok = intensifiers[strings.ToLower(toks[k].Raw)]
		}
		// "in a foul mood" and an emoji say whose feeling it is anywhere
		if r, _ := utf8.DecodeRuneInString(toks[i].Raw); !ok && (unicode.Is(unicode.So, r) || n > 2 && strings.EqualFold(toks[i].Raw, "in")) {
			ok = true
		}
		for k := max(0, i-3); k < i && !ok; k++ {
			ok = feelWords[strings.ToLower(toks[k].Raw)]
			if ok {
				for m := k + 1; m < i; m++ {
					ok = ok && intensifiers[strings.ToLower(toks[m].Raw)]
				}
			}
		}
		if ok {
			u.h.Mood = m.mood
			mark(toks[i].Pos, toks[i+n-1].Pos+len(toks[i+n-1].Raw), "mood")
			return
		}
		i += n - 1
	}
}

// finish settles what depends on the whole happening: the cuisine of its
// dishes, the meal a dish eaten at a part of the day is, the currency.
func (x *Extractor) finish(h *Happening, p *Profile) {
	h.Currency = p.currencyOr(h.Currency)
	if h.Place != "" && strings.EqualFold(h.Place, "home") {
		h.Place, h.AtHome = "", true
	}
	// food ordered with no place named came to the door: a takeaway
	if h.Place == "" && len(h.Food) > 0 && orderedRE.match(lowerASCII(h.textHint)) {
		h.AtHome = true
		if h.Activity == "food" || h.Activity == "restaurant" {
			h.Activity, h.Kind = "takeaway", "meal"
		}
	}
	if h.Meal == "" && (h.Activity == "food" || h.Activity == "takeaway" || h.Activity == "restaurant") {
		if hasDish(x, h.Food) {
			switch h.Part {
			case daypart.Morning:
				h.Meal = "breakfast"
			case daypart.Midday:
				h.Meal = "lunch"
			case daypart.Evening, daypart.Night:
				h.Meal = "dinner"
			}
		}
	}
	if len(h.Food) > 0 {
		var toks []lexicon.Token
		for _, f := range h.Food {
			toks = append(toks, lexicon.Tokens(f)...)
		}
		scores := map[string]float64{}
		var order []string
		for _, hit := range x.lex.Find(toks) {
			if hit.Concept.Kind != "cuisine" {
				continue
			}
			if _, ok := scores[hit.Concept.ID]; !ok {
				order = append(order, hit.Concept.ID)
			}
			scores[hit.Concept.ID] += hit.Weight
		}
		best := 0.0
		for _, id := range order {
			if scores[id] > best && scores[id] >= lexicon.Related {
				h.Cuisine, best = id, scores[id]
			}
		}
	}
}

// hasDish reports whether one of foods is a dish (a meal rather than a
// snack, fruit or drink).
func hasDish(x *Extractor, foods []string) bool {
	for _, f := range foods {
		if k, ok := x.foods[lexicon.Key(f)]; !ok || k.kind == "dish" {
			return true
		}
	}
	return false
}

// daytime reports whether a happening told at an hour of five or six
// without am or pm is kept in the evening rather than at dawn: an
// appointment, a lesson or a party is, and so is a sport done in a session
// others hold ("swim club 5.30", "football practice 6.15") or by someone
// else ("[[Maya]] swimming 5.30"), while one's own run, alone or with
// someone ("6:45 ran 4 mi w/ Sam"), a commute, a shift or breakfast may
// well be before seven in the morning.
func daytime(h *Happening) bool {
	if h.Activity == "" || dawnKinds[h.Kind] || h.Activity == "commute" || h.Activity == "work" {
		return false
	}
	if !h.Sport {
		return true
	}
	if len(h.People) > 0 && !withRE().MatchString(lowerASCII(h.textHint)) {
		return true // "[[Maya]] swimming 5.30": hers
	}
	return sessionRE().MatchString(lowerASCII(h.textHint))
}

// withRE: people one does a thing with ("ran 4 mi w/ Sam"): the sport is
// one's own, its company no session of others.
var withRE = lazyre.New(`(?:\bwith\b|\bw/)`)

// dawnKinds are the kinds of happening that are often before seven in
// the morning: travel, sleep and waking, meals, work.
var dawnKinds = map[string]bool{"travel": true, "rest": true, "meal": true, "work": true, "place": true}

// sessionRE: the words of a sport's session that others hold.
var sessionRE = lazyre.New(`\b(?:club|class|classes|lesson|lessons|practice|training|squad|gala|match|tournament)\b`)

// settleTime places happening i of the day: at the time the text states
// ("at 7:30", "from 9 to 11", a log line's "18:30"), right after the
// happening it followed ("Banana afterwards"), or in the part of the day
// it names or its meal implies, marked approximate; else all day.
func (x *Extractor) settleTime(d Day, hs []*unit, i int) {
	u := hs[i]
	h := &u.h
	dur := int(h.DurationS / 60)
	switch {
	case u.hasTime:
		m := u.clock.min
		if u.clock.hour12 && m < 12*60 {
			part := h.Part
			if part == daypart.None {
				part = mealPart(h.Meal)
			}
			// "Around 2 we drove out", "picked up the kids at half 3":
			// what people do they rarely do between one and five at night,
			// unless they slept or woke then ("in bed at 2", "up at 4");
			// nor is an appointment at 5 kept before dawn ("haircut at
			// 5"), though a run may be.
			awake := true
			for _, r := range h.Pieces {
				awake = awake && !sleepWakeRE().MatchString(lowerASCII(d.Text[r.Start:r.End]))
			}
			early := part == daypart.None && awake && (m >= 60 && m < 5*60 ||
				m >= 5*60 && m < 6*60 && h.Activity != "" && (!h.Sport || daytime(h)) ||
				m >= 6*60 && m < 7*60 && daytime(h))
			if part == daypart.Afternoon || part == daypart.Evening || part == daypart.Night || h.Activity == "drinks" || early {
				m += 12 * 60
			}
		}
		h.Start, h.Approx = m, u.clock.approx
		h.End = min(m+dur, 24*60-1)
	case h.After != "":
		// right after a happening whose time the text gave; a part of the
		// day says too little of when it ended
		for j := i - 1; j >= 0; j-- {
			if hs[j].h.Activity == h.After && hs[j].h.Start >= 0 && !hs[j].h.Approx {
				h.Start = hs[j].h.End
				h.End = min(h.Start+dur, 24*60-1)
				h.Approx = true
				break
			}
		}
	}
	if h.Start < 0 {
		part := h.Part
		if part == daypart.None {
			part = mealPart(h.Meal)
		}
		if part != daypart.None {
			a, b := part.Span()
			if b <= a || b > 24*60-1 {
				// the happening is on the day it is written for: a night
				// or evening is placed until that day's end
				b = 24*60 - 1
			}
			h.Start, h.End, h.Approx = a, b, true
			if h.Part == daypart.None {
				h.Part = part
			}
		}
	}
	if h.Start >= 0 && h.End < h.Start {
		h.End = h.Start
	}
	if h.Meal == "" && h.Start >= 0 && !h.Approx && (h.Activity == "food" || h.Activity == "takeaway" || h.Activity == "restaurant") && hasDish(x, h.Food) {
		switch m := h.Start; {
		case m >= 5*60 && m < 10*60+30:
			h.Meal = "breakfast"
		case m >= 11*60 && m < 15*60:
			h.Meal = "lunch"
		case m >= 17*60 && m < 23*60:
			h.Meal = "dinner"
		}
	}
}

// occasionOf reads whose occasion a clause names: "my birthday" is
// mine, "Mum's birthday" Mum's, "her birthday" the person the clause
// names.
func (x *Extractor) occasionOf(u *unit, s string, toks []lexicon.Token, p *Profile) {
	if u.h.Occasion == "" {
		return
	}
	for i := range toks {
		if toks[i].Pos != u.occAt || i == 0 {
			continue
		}
		// skip the words between the owner and the occasion: "Oma's 90th
		// birthday", "my big birthday party"
		for j := i - 1; j >= 0 && j >= i-3; j-- {
			raw := toks[j].Raw
			low := strings.ToLower(raw)
			switch {
			case low == "my" || low == "our":
				u.h.OccasionOf = "me"
			case low == "her" || low == "his" || low == "their":
				if len(u.h.People) > 0 {
					u.h.OccasionOf = u.h.People[0]
				}
			case fold.Possessive(raw):
				name := fold.TrimPossessive(raw)
				if x.isFamilyWord(name) {
					f, _ := x.family(lexicon.Tokens(name), 0)
					u.h.OccasionOf = p.familyName(f, capitalize(name))
				} else if c, ok := p.canonical(name); ok || fold.Capitalised(name) {
					u.h.OccasionOf = c
				}
			default:
				continue
			}
			return
		}
		return
	}
}
