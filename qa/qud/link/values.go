package link

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"reqap/lang/calendar"
	"reqap/lang/country"
	"reqap/lang/fold"
	"reqap/lang/spell"
	"reqap/lang/thesaurus"
	"reqap/qa/retrieve/lexicon"
)

// Values recognises values of the library's name fields said in the
// question: an artist, a track, a show, a device, a calendar entry, a
// sender, a category.
var Values = &Recogniser{
	Name: "values",
	Doc: `A run of words that is a value of a name field of the library ("Radiohead", "Daily Sync", "coffee")
is that value, most surely when it is quoted or capitalised as names are. A lower-case value counts only in
fields with few distinct values (categories, devices, types), or when the question's other words point at
its source ("spend on coffee"). Capitalised words that are part of values ("Swift" of "Taylor Swift",
"iPhone" of "Apple iPhone 6s") stand for those values.`,
	Find: findValues,
}

// Confidence of value spans, per word covered.
const (
	confQuoted    = 1.0
	confName      = 0.95 // capitalised like a name
	confCategory  = 0.7  // lower case, in a field of few values
	confPointed   = 0.25 // added when the question's cues point at the source
	confPartial   = 0.6  // capitalised words that are part of values
	confLowerName = 0.4  // lower case, in a field of many values
	accept        = 0.5
)

func findValues(q *Question, env *Env) []Span {
	var out []Span
	pointed := env.PointedSources(q)
	for i := range q.Words {
		out = append(out, exactValues(q, env, i, pointed)...)
		out = append(out, partialValues(q, env, i, pointed)...)
		out = append(out, lowerPartialValues(q, env, i, pointed)...)
		out = append(out, collectionValues(q, env, i)...)
		out = append(out, coordinatedValues(q, env, i)...)
		out = append(out, compoundValues(q, env, i, pointed)...)
		out = append(out, postposedValues(q, env, i, pointed)...)
		out = append(out, telegraphicValues(q, env, i, pointed)...)
		out = append(out, nominalValues(q, env, i, pointed)...)
		out = append(out, demonymValues(q, env, i, pointed)...)
	}
	return slices.DeleteFunc(out, func(s Span) bool {
		if s.To == s.From+1 && verbOfNounOnly(q, s.From) {
			// a verb whose sense is none of the noun's ("did I book"): no
			// value the noun names ("books"), as no field
			return true
		}
		return s.Match == Partial && !slices.ContainsFunc(s.Refs, func(r Ref) bool { return !env.everyRecord(r) })
	})
}

// everyRecord reports whether r is a value of a field every record of
// its source holds, and holds alone: the one folder of a mail export ("All
// mail Including Spam and Trash"). A word of such a value said alone names
// no kind of those records ("spam emails" are not all the mail), nor does
// the value narrow them; said whole, it is still that value.
func (e *Env) everyRecord(r Ref) bool {
	cat := e.Catalog()
	if cat == nil || r.Value == "" || r.List {
		return false
	}
	s := cat.Source(r.Source)
	return s != nil && s.Events > 0 && r.Count == s.Events
}

// telegraphicValues proposes the titles written as a note to oneself is,
// a verb and its object without the article English puts between ("Pay
// AmEx bill", "Call mum"), that the question says with one ("pay the AmEx
// bill", "call my mum"): the title said whole. Only titles of three words
// or more, where the words after the verb name one thing. The verb may be
// said in the past ("how many times have I paid the AmEx bill": what the
// note told me to do, done).
func telegraphicValues(q *Question, env *Env, i int, pointed map[string]bool) []Span {
	if i+3 >= len(q.Words) || !determinerKey(q.Words[i+1].Key) {
		return nil
	}
	first := env.index().first[q.Words[i].Key]
	if b := thesaurus.PastBase(strings.ToLower(q.Words[i].Raw)); b != "" && lexicon.Key(b) != q.Words[i].Key {
		first = append(slices.Clone(first), env.index().first[lexicon.Key(b)]...)
	}
	// the longest title said so ("Pay AmEx bill" over "Pay AmEx")
	n := 0
	var ens []*entry
	for _, en := range first {
		k := len(en.keys)
		if !en.title || k < 3 || k < n || i+k+1 > len(q.Words) || slices.ContainsFunc(en.keys, determinerKey) || !slices.Equal(en.keys[1:], wordKeys(q, i+2, i+k+1)) {
			continue
		}
		if k > n {
			n, ens = k, nil
		}
		ens = append(ens, en)
	}
	if len(ens) == 0 {
		return nil
	}
	confs := make([]float64, len(ens))
	for k, en := range ens {
		confs[k] = confName * pointedFactor(en.ref.Source, pointed)
	}
	s, ok := spanOf(i, i+n+1, Exact, ens, confs)
	if !ok {
		return nil
	}
	s.Sure = true
	return []Span{s}
}

// nominalValues proposes the titles written as a note to oneself, a verb
// and its object ("Pay AmEx bill"), that the question says with the noun
// English makes of the verb ("my AmEx bill payment", "the payment of the
// AmEx bill"), the thesaurus's noun of the doing: the object before it,
// or after it with "of". The object may leave out its last word where a
// name is left ("my AmEx payment": the AmEx bill's).
func nominalValues(q *Question, env *Env, i int, pointed map[string]bool) []Span {
	noun := strings.ToLower(q.Words[i].Raw)
	if len(noun) < 5 {
		return nil
	}
	var out []Span
	for _, verb := range deverbalBases(noun) {
		ens := env.index().first[lexicon.Key(verb)]
		if len(ens) == 0 {
			continue // no title begins with the verb: the thesaurus need not be read
		}
		th, err := thesaurus.Default()
		if err != nil {
			return nil
		}
		if r, ok := th.Related(verb, noun); !ok || r != thesaurus.Synonym {
			continue
		}
		for _, en := range ens {
			obj := en.keys[1:]
			if !en.title || len(obj) == 0 || slices.ContainsFunc(obj, determinerKey) {
				continue
			}
			from, to, whole := -1, -1, false
			for _, o := range [][]string{obj, obj[:len(obj)-1]} {
				switch {
				case len(o) == 0:
				case i-len(o) >= 0 && slices.Equal(o, wordKeys(q, i-len(o), i)):
					from, to = i-len(o), i+1
				case i+2+len(o) <= len(q.Words) && q.Words[i+1].Key == "of" && slices.Equal(o, wordKeys(q, i+2, i+2+len(o))):
					from, to = i, i+2+len(o)
				case i+3+len(o) <= len(q.Words) && q.Words[i+1].Key == "of" && determinerKey(q.Words[i+2].Key) && slices.Equal(o, wordKeys(q, i+3, i+3+len(o))):
					from, to = i, i+3+len(o)
				default:
					continue
				}
				whole = len(o) == len(obj)
				break
			}
			if from < 0 || !whole && !slices.ContainsFunc(q.Words[from:to], func(w Word) bool { return w.Upper }) {
				continue
			}
			if s, ok := spanOf(from, to, Exact, []*entry{en}, []float64{confName * pointedFactor(en.ref.Source, pointed)}); ok {
				s.Sure = true
				out = append(out, s)
			}
		}
	}
	return out
}

// countryPlace reports whether word i names a country said as a place
// ("holidays in Australia", "orders from Germany") or as what has or
// keeps something ("how many holidays does Australia have", "the days
// Germany celebrates"): the country, not the start of a title that
// begins with its name ("Australia Day").
func countryPlace(q *Question, i int) bool {
	if i == 0 || country.Named(q.Words[i].Raw) == "" {
		return false
	}
	switch q.Words[i-1].Key {
	case "in", "from", "across", "throughout", "around", "within", "of":
		return true
	}
	if i+1 < len(q.Words) {
		switch strings.ToLower(q.Words[i+1].Raw) {
		case "have", "has", "had", "celebrate", "celebrates", "celebrated", "observe", "observes", "observed":
			return true
		}
	}
	return false
}

// demonymValues proposes, for a country said as a place ("public holidays
// in Australia"), the values that name it by its adjective ("Australian
// Holidays", a calendar): what is of the country, as the library calls
// it.
func demonymValues(q *Question, env *Env, i int, pointed map[string]bool) []Span {
	if !countryPlace(q, i) {
		return nil
	}
	var ens []*entry
	for _, adj := range country.Adjectives(country.Named(q.Words[i].Raw)) {
		for _, en := range env.index().words[lexicon.Key(adj)] {
			if slices.ContainsFunc(strings.Fields(strings.ToLower(en.ref.Value)), func(w string) bool { return w == adj }) && !slices.Contains(ens, en) {
				ens = append(ens, en)
			}
		}
	}
	if len(ens) == 0 || len(ens) > maxPartial {
		return nil
	}
	confs := make([]float64, len(ens))
	for k, en := range ens {
		confs[k] = confPartial * pointedFactor(en.ref.Source, pointed)
	}
	s, ok := spanOf(i, i+1, Partial, ens, confs)
	if !ok {
		return nil
	}
	s.Sure = !slices.ContainsFunc(ens, func(en *entry) bool { return en.ref.Source != ens[0].ref.Source || en.ref.Field != ens[0].ref.Field })
	return []Span{s}
}

// deverbalBases are the verbs a noun of doing may be made of by its
// suffix ("payment": pay, "renewal": renew, "booking": book).
func deverbalBases(noun string) []string {
	var out []string
	for _, suf := range []string{"ment", "al", "ation", "ion", "ing", "ance", "ence"} {
		if b, ok := strings.CutSuffix(noun, suf); ok && len(b) >= 2 {
			out = append(out, b, b+"e")
		}
	}
	return out
}

// articleSaid keeps, of values matched by the same words, those whose
// leading article is said as the question says it: "Archer" is the series
// "Archer", not the song "The Archer", where both are held; a value
// begun by an article not said is kept where no other matches.
func articleSaid(q *Question, i int, ens []*entry) []*entry {
	if len(ens) < 2 {
		return ens
	}
	said := isArticle(q.Words[i].Key) || i > 0 && isArticle(q.Words[i-1].Key)
	kept := slices.DeleteFunc(slices.Clone(ens), func(en *entry) bool {
		first, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(en.text())), " ")
		return isArticle(first) != said
	})
	if len(kept) == 0 {
		return ens
	}
	return kept
}

// determinerKey reports whether a word's key is an article or a possessive
// determiner, which a title written as a note leaves out.
func determinerKey(k string) bool {
	switch k {
	case "the", "a", "an", "my", "our", "your", "his", "her", "their":
		return true
	}
	return false
}

// exactValues proposes the values whose words start at word i.
func exactValues(q *Question, env *Env, i int, pointed map[string]bool) []Span {
	byLen := map[int][]*entry{}
	for _, en := range env.index().first[q.Words[i].Key] {
		n := len(en.keys)
		if i+n > len(q.Words) {
			continue
		}
		ok := true
		for k := 1; k < n; k++ {
			if q.Words[i+k].Key != en.keys[k] {
				ok = false
				break
			}
		}
		if ok {
			byLen[n] = append(byLen[n], en)
		}
	}
	for _, en := range env.index().bare[q.Words[i].Key] {
		// a value said without its emoji joins the value of its field
		// written so
		n := len(en.keys)
		if i+n <= len(q.Words) && runAt(en.keys, q, i, n) == 0 && slices.ContainsFunc(byLen[n], func(o *entry) bool {
			return o.ref.Source == en.ref.Source && o.ref.Field == en.ref.Field
		}) {
			byLen[n] = append(byLen[n], en)
		}
	}
	var out []Span
	for n, ens := range byLen {
		// a name of two words or more before the noun of what it makes
		// or holds ("pulse avenue tracks", "the late hours songs"): that
		// name, as English puts it before what belongs to it (works: a
		// noun of titles, not a "heart rate reading")
		owner := func(en *entry) bool {
			return n >= 2 && !en.title && !nameCased(q, i, i+n) && partsAfter(q, env, i, i+n, en) && partOf(env, q.Words[i+n].Key, en, true)
		}
		if !meaningful(q, i, i+n) && !slices.ContainsFunc(ens, func(en *entry) bool { return titleSlot(q, env, i, i+n, en) || owner(en) }) {
			continue
		}
		// "who did I phone" is no device: a kind of device is said as
		// what something was done on, of the sources the question is
		// about ("searches on my phone" are no Netflix device)
		// (only what the question's words are mainly about: "watch"
		// points at the posts a little too, a video in one, but what a
		// tweet was sent from is nothing watched)
		var mainly map[string]bool
		ens = slices.DeleteFunc(slices.Clone(ens), func(en *entry) bool {
			if !en.deviceKind() {
				return false
			}
			if mainly == nil {
				mainly = env.pointedAt(q, 1)
			}
			return !onDevice(q, i) || !pointed[en.ref.Source] || !mainly[en.ref.Source]
		})
		if allQuoted(q, i, i+n) {
			ens = sameSpelling(ens, q.Phrase(i, i+n))
		} else if n >= 2 && slices.ContainsFunc(q.Words[i:i+n], func(w Word) bool { return w.Upper }) {
			// A line written with names in it (a journal's "Café Kanne
			// with Lena", repeated) is read by its names, not as the one
			// text written so; a line of plain words ("call mum") is
			// that line. Quoted, it is the text.
			ens = slices.DeleteFunc(slices.Clone(ens), func(en *entry) bool { return en.ref.Field == "text" })
		}
		if !allQuoted(q, i, i+n) && n >= 2 && q.Words[i].Raw == "I" {
			// "did I phone my mum": the pronoun and a verb, no "iPhone"
			// said apart
			ens = slices.DeleteFunc(slices.Clone(ens), func(en *entry) bool { return en.joined })
		}
		if !nameCased(q, i, i+n) && !allQuoted(q, i, i+n) {
			// Lower-case words match a value as words, not as stems:
			// "booking" is no "book", "books" is.
			// (A name run together is said by its words, in any form.)
			ens = slices.DeleteFunc(slices.Clone(ens), func(en *entry) bool {
				return !en.joined && !en.runTogether && !sameWords(q, i, i+n, en.text(), true) && !gerundOfVerb(q, env, i, n, en.text())
			})
			// A word that names the whole of its source ("event" of the
			// calendar) after the name of a field of that source ("my
			// first calendar event") is that word, not a value written
			// so (a calendar called "Events"). After the field's
			// participle ("notes tagged journal") it is the value the
			// verb gives, as after "tagged with".
			ens = slices.DeleteFunc(ens, func(en *entry) bool {
				return n == len(en.keys) && i > 0 && !participle(q.Words[i-1].Raw+" "+q.Words[i].Raw) && OwnCue(env.Lexicon, strings.Join(en.keys, " "), en.ref.Source) &&
					slices.ContainsFunc(env.index().fields[q.Words[i-1].Key], func(r Ref) bool { return r.Source == en.ref.Source })
			})
			// "YouTube video", "which videos did I watch on YouTube": a
			// word that names the whole of a source, with another word of
			// the question that names the same source, says that source
			// again; it is no value of another source written so (a
			// post's media type "video")
			ens = slices.DeleteFunc(ens, func(en *entry) bool {
				return n == len(en.keys) && slices.ContainsFunc(q.Words, func(w Word) bool {
					return w.Key != strings.Join(en.keys, " ") && sameSourceCue(env.Lexicon, w.Key, strings.Join(en.keys, " "), en.ref.Source)
				})
			})
			// The form written beats forms that only share its stem:
			// "followers" are the followers, not the accounts followed.
			// A verb after its subject ("do I follow") is as written in
			// its -ing form ("following"), whatever else is written so (a
			// song called "Follow").
			if same := slices.DeleteFunc(slices.Clone(ens), func(en *entry) bool {
				return !sameForm(q, i, i+n, en.text()) && !gerundOfVerb(q, env, i, n, en.text())
			}); len(same) > 0 {
				ens = same
			}
		}
		ens = articleSaid(q, i, ens)
		if !slices.ContainsFunc(ens, func(en *entry) bool { return !en.decorated }) {
			continue // a value said without its emoji only beside one written so
		}
		confs := make([]float64, len(ens))
		cited := false
		// the sources the word after i is a noun of, parsed for the first
		// entry that asks and kept for the rest (makerBeforeNoun)
		var nouns map[string]bool
		nounsParsed := false
		nounsAfter := func() map[string]bool {
			if !nounsParsed {
				nouns, nounsParsed = nounSources(q, env, i), true
			}
			return nouns
		}
		for k, en := range ens {
			confs[k] = exactConfidence(q, i, i+n, en, pointed)
			if lowerName(env, q.Words[i]) && !begunOther(env, en) {
				// a whole name typed in lower case, begun by a word only
				// names are made of ("openlab", "radiohead", "taylor
				// swift", "australia day"): the name, not the titles
				// citing it
				confs[k] = max(confs[k], confName*pointedFactor(en.ref.Source, pointed))
				cited = true
			}
			if citedTitle(q, env, i, i+n, en) {
				confs[k], cited = confName, true
			}
			if madeWork(q, i, i+n, en) {
				confs[k], cited = max(confs[k], confName), true
			}
			if owner(en) {
				confs[k], cited = max(confs[k], confName*pointedFactor(en.ref.Source, pointed)), true
			}
			if cueModifiedTitle(q, env, i, i+n, en) {
				confs[k], cited = max(confs[k], confName), true
			}
			if numberedName(q, i, i+n, en) {
				confs[k], cited = max(confs[k], confName*pointedFactor(en.ref.Source, pointed)), true
			}
			if titleSlot(q, env, i, i+n, en) {
				confs[k] = max(confs[k], confName*pointedFactor(en.ref.Source, pointed))
				cited = true
			} else if !en.title && afterTitleBy(q, env, i, en) {
				// "vampire by olivia rodrigo": the title's artist
				confs[k] = max(confs[k], confName*pointedFactor(en.ref.Source, pointed))
				cited = true
			}
			if n == 1 && !cited && en.title && makerBeforeNoun(q, env, i, en, nounsAfter) {
				// "my favourite Glee song": a name before the noun of
				// the titles is their maker's, as English says "a
				// Beatles song", where a maker of the source begins so
				// (the artist "Glee Cast"), not the title "Glee"
				confs[k] = min(confs[k], confLowerName)
			}
			if n == 1 && !cited && acronymConcept(env, q.Words[i]) {
				// An acronym the lexicons read as a concept is that
				// concept, which an entry called by it is one of ("my
				// last appointment with the GP": any GP appointment,
				// not only the entries titled "GP").
				confs[k] = min(confs[k], confLowerName)
			}
			switch {
			case fieldAfter(q, i, i+n, en.ref.Field):
				confs[k] = confQuoted
			case otherFieldAfter(q, env, i, i+n, en):
				// "my machBar calendar": not the place called machBar
				confs[k] *= elsewhere
			}
		}
		if s, ok := spanOf(i, i+n, Exact, ens, confs); ok {
			s.Refs = seriesVariants(env, q, i, n, s.Refs)
			s.Sure = allQuoted(q, i, i+n) || nameCased(q, i, i+n) && !lowerCaseValues(ens) || cited || slices.ContainsFunc(ens, func(en *entry) bool {
				return en.title && (sentenceCased(q, i, i+n, en.ref.Value) || leadCased(q, i, i+n, en.ref.Value))
			}) ||
				n >= 2 && slices.ContainsFunc(ens, func(en *entry) bool { return en.joined }) ||
				slices.ContainsFunc(ens, func(en *entry) bool { return en.typedRunTogether(q, i) }) ||
				n >= 3 && slices.ContainsFunc(ens, func(en *entry) bool { return en.title && len(en.keys) == n && properTitle(q, i, i+n, en.ref.Value) }) ||
				slices.ContainsFunc(ens, func(en *entry) bool { return en.said != "" && !en.deviceKind() && !en.code }) // a place's name for its code ("victoria": VIC)
			out = append(out, s)
		}
		if makers := slices.DeleteFunc(slices.Clone(ens), func(en *entry) bool { return !makerBefore(q, env, i, en, pointed) }); len(makers) > 0 {
			// "google maps": the product, its maker's name said before it
			var refs []Ref
			for _, en := range makers {
				refs = appendRef(refs, en.ref)
			}
			out = append(out, Span{From: i - 1, To: i + n, Kind: KindValue, Match: Exact, Score: confName * float64(n+1), Refs: refs, Sure: true})
		}
	}
	return out
}

// seriesVariants adds to the titles refs holds the titles of the same
// field that are one of them and a dash after it: "Chaostreff - CCCP" is
// the Chaostreff, its group's name added when the series was renamed, as
// a calendar splits a series edited "this and following" ("Open Health
// HACKademy - freie Termine" is that HACKademy's free slots). Only a
// spaced dash marks the addition; a colon heads a work's part, which
// headBeforeColon reads.
func seriesVariants(env *Env, q *Question, i, n int, refs []Ref) []Ref {
	out := refs
	for _, en := range env.index().first[q.Words[i].Key] {
		if !en.title || len(en.keys) <= n || !slices.Equal(en.keys[:n], wordKeys(q, i, i+n)) {
			continue
		}
		for _, r := range refs {
			if r.Source != en.ref.Source || r.Field != en.ref.Field || !r.Title {
				continue
			}
			rest, ok := fold.CutPrefix(en.ref.Value, strings.TrimSpace(r.Value))
			if ok && seriesDash(rest) {
				out = appendRef(out, en.ref)
			}
		}
	}
	return out
}

// seriesDash reports whether rest, what follows a series' title in a
// variant of it, is a spaced dash and more (" - CCCP").
func seriesDash(rest string) bool {
	t := strings.TrimLeft(rest, " ")
	if len(t) == len(rest) {
		return false
	}
	for _, d := range []string{"-", "–", "—"} {
		if after, ok := strings.CutPrefix(t, d+" "); ok {
			return strings.TrimSpace(after) != ""
		}
	}
	return false
}

// ExactRefs returns every value whose words are exactly the question's
// words [from, to), in whichever source, however much the question's
// other words point elsewhere (the refs a span keeps are only the best).
func (e *Env) ExactRefs(q *Question, from, to int) []Ref {
	var out []Ref
	for _, en := range e.index().first[q.Words[from].Key] {
		if len(en.keys) == to-from && slices.Equal(en.keys, wordKeys(q, from, to)) {
			out = appendRef(out, en.ref)
		}
	}
	return out
}

func wordKeys(q *Question, from, to int) []string {
	out := make([]string, 0, to-from)
	for _, w := range q.Words[from:to] {
		out = append(out, w.Key)
	}
	return out
}

// spanOf makes the span of the values ens (with their confidences): the
// best of them, and those nearly as good (one name in two fields).
func spanOf(from, to int, m Match, ens []*entry, confs []float64) (Span, bool) {
	best := 0.0
	for _, c := range confs {
		best = max(best, c)
	}
	if best < accept {
		return Span{}, false
	}
	var refs []Ref
	for k, en := range ens {
		if confs[k] >= best-0.05 {
			refs = appendRef(refs, en.ref)
		}
	}
	return Span{From: from, To: to, Kind: KindValue, Match: m, Score: best * float64(to-from), Refs: refs}, true
}

// elsewhere scales the confidence of a value in a source the question's
// other words do not point at, when they point somewhere ("emails from
// Anna Costa": Anna Costa the sender, not the tag of a post).
const elsewhere = 0.5

func pointedFactor(src string, pointed map[string]bool) float64 {
	if len(pointed) == 0 || pointed[src] {
		return 1
	}
	return elsewhere
}

func exactConfidence(q *Question, from, to int, en *entry, pointed map[string]bool) float64 {
	switch {
	case allQuoted(q, from, to):
		return confQuoted
	case nameCased(q, from, to):
		return confName * pointedFactor(en.ref.Source, pointed)
	case en.title && sentenceCased(q, from, to, en.ref.Value):
		// A title written in sentence case is cited as it is written
		// ("the Transparency question thread"): a capitalised word
		// inside the question and the rest of the title after it.
		return confName * pointedFactor(en.ref.Source, pointed)
	case en.title && leadCased(q, from, to, en.ref.Value):
		// A title in title case cited with its name capitalised and the
		// common nouns after it in lower case ("the Queen's birthday"
		// of "Queen's Birthday"), as people write a holiday or a
		// person's occasion.
		return confName * pointedFactor(en.ref.Source, pointed)
	}
	if to-from >= 2 && q.Phrase(from, to) == en.ref.Value && strings.ToLower(en.ref.Value) == en.ref.Value && hasDigit(en.ref.Value) {
		// A title its author wrote in lower case with a number ("event
		// 2"), typed exactly so: that title, as sure as a name.
		return confName * pointedFactor(en.ref.Source, pointed)
	}
	if en.typedRunTogether(q, from) {
		return confName * pointedFactor(en.ref.Source, pointed)
	}
	if en.joined && to-from >= 2 {
		// the words of a name written run together, said apart
		return confName * pointedFactor(en.ref.Source, pointed)
	}
	if en.title || en.distinct > categorical {
		// Ordinary words that happen to be a title ("first song", "GP
		// appointment") or one of many names are ordinary words; but a
		// name of several words, typed in lower case where the question
		// points at its source ("did i listen to taylor swift"), is that
		// name.
		if !en.title && to-from >= 2 && (pointed[en.ref.Source] || keywordQuery(q)) {
			// (a query of keywords is names and keywords: "taylor
			// swift plays 2023")
			return confLowerName + confPointed
		}
		if en.title && to-from >= 3 && len(en.keys) == to-from && (pointed[en.ref.Source] || properTitle(q, from, to, en.ref.Value)) {
			// A whole title of three words or more, typed in lower
			// case where the question points at its source ("the
			// thread about core dump in simple ImageMagick example"):
			// no three words of a question make a title by chance.
			return confLowerName + confPointed
		}
		return confLowerName
	}
	c := confCategory
	if pointed[en.ref.Source] {
		c += confPointed
	}
	return c
}

// properTitle reports whether a title typed in lower case is a proper
// name all the same: the library writes every word of it capitalised
// ("Google Play Books") and the question's words are content words (no
// "when I get home" of the song "When I Get Home").
func properTitle(q *Question, from, to int, value string) bool {
	for _, f := range strings.Fields(value) {
		if !fold.Capitalised(f) {
			return false
		}
	}
	content := 0
	for _, w := range q.Words[from:to] {
		if w.Class == lexicon.Content {
			content++
		} else if w.Class != lexicon.WeakWord {
			return false
		}
	}
	return content >= 2
}

// sentenceCased reports whether words from..to are a title of two words
// or more written as the value writes it in sentence case: the first word
// capitalised inside the question (not in capitals, as an acronym is: "GP
// appointment" may be any GP appointment) and the words after it in the
// value's own case.
func sentenceCased(q *Question, from, to int, value string) bool {
	if to-from < 2 || !q.Words[from].Upper || q.Words[from].Quoted {
		return false
	}
	if what := beforePlace(value); what != "" && sentenceCased(q, from, to, what) {
		// cited without the place written after it ("Spanish A2
		// course" of "Spanish A2 course @ Volkshochschule")
		return true
	}
	first := q.Words[from].Raw
	if strings.ToUpper(first) == first {
		return false
	}
	raw := rawWords(q, from, to)
	// the value's words as the question's are split, without their
	// marks ("Nocturne No. 20 in D minor" cited as written)
	// (and without the emoji that decorate it: "Spanish A2 course 🎨")
	var vw []string
	for _, t := range lexicon.Tokens(value) {
		if t.Emoji() {
			continue
		}
		if len(vw) == 0 {
			value = value[t.Pos:]
		}
		vw = append(vw, t.Raw)
	}
	if len(vw) < len(raw) {
		return false
	}
	tail := vw[len(vw)-len(raw):]
	// the first word as the value writes it, or capitalised as a
	// sentence's first word is where the value mistyped its capitals
	// ("Person #2's birthday" of "PErson #2's birthday")
	if !strings.HasPrefix(value, first) && !(strings.EqualFold(vw[0], first) && len(vw) == len(raw) && innerCapital(vw[0])) {
		return false
	}
	return strings.EqualFold(tail[0], raw[0]) && slices.Equal(tail[1:], raw[1:])
}

// innerCapital reports whether a word has a capital after its first
// letter and is not in capitals ("PErson", "McDonald", "iPhone").
func innerCapital(w string) bool {
	_, n := utf8.DecodeRuneInString(w)
	return strings.ToUpper(w) != w && strings.IndexFunc(w[n:], unicode.IsUpper) >= 0
}

// leadCased reports whether words from..to are the title value, written
// in title case by the library, cited with the first word capitalised
// inside the question and every word after it in lower case.
func leadCased(q *Question, from, to int, value string) bool {
	if to-from < 2 || !q.Words[from].Upper || q.Words[from].Quoted {
		return false
	}
	if what := beforePlace(value); what != "" && leadCased(q, from, to, what) {
		return true
	}
	raw := rawWords(q, from, to)
	vw := slices.DeleteFunc(strings.Fields(value), func(f string) bool {
		ts := lexicon.Tokens(f)
		return len(ts) > 0 && !slices.ContainsFunc(ts, func(t lexicon.Token) bool { return !t.Emoji() })
	})
	if len(vw) != len(raw) || raw[0] != vw[0] {
		return false
	}
	for k := 1; k < len(raw); k++ {
		if !fold.Capitalised(vw[k]) || strings.ToLower(raw[k]) != raw[k] || !strings.EqualFold(raw[k], vw[k]) {
			return false
		}
	}
	return true
}

// makerBefore reports whether the name en, typed in lower case at word i,
// follows the word that begins another name of the same field, written
// as a name, itself a name (no English word) or where the question points
// at the source:
// the maker's name said before a product's ("google maps" where a product is called
// "Google Play Books", as "Maps" is), as names of products are said with
// and without it.
func makerBefore(q *Question, env *Env, i int, en *entry, pointed map[string]bool) bool {
	if i == 0 || q.Words[i-1].Class != lexicon.Content || !fold.Capitalised(en.ref.Value) || en.distinct > categorical || len(q.Words[i-1].Raw) < 3 {
		return false // a field of many names holds names of people and works, not products
	}
	if strings.TrimSpace(q.Text[q.Words[i-1].End:q.Words[i].Start]) != "" {
		return false // "anti-hero", "c.k.": one name written with marks
	}
	if maker := q.Words[i-1]; !pointed[en.ref.Source] && !maker.Upper && spell.English(strings.ToLower(maker.Raw)) {
		return false // "sad songs" is no "Sad But True": a maker is a name
	}
	others := env.index().first[q.Words[i-1].Key]
	if slices.ContainsFunc(others, func(o *entry) bool {
		return len(o.keys) > len(en.keys) && slices.Equal(o.keys[1:1+len(en.keys)], en.keys)
	}) {
		return false // "olivia rodrigo": the whole name, which the library holds
	}
	// the maker's name begins other names as they are written: "German"
	// begins "German Unity Day" only as "Germany: German Unity Day" is
	// said without its label, and before "public holidays" it is a
	// country's adjective, no maker's name
	return slices.ContainsFunc(others, func(o *entry) bool {
		return o.ref.Source == en.ref.Source && o.ref.Field == en.ref.Field && len(o.keys) >= 2 && o.said == "" && fold.Capitalised(o.ref.Value) &&
			slices.ContainsFunc(valueNames(o.ref.Value)[:1], func(f string) bool { return sameWord(f, q.Words[i-1].Raw) })
	})
}

// makerBeforeNoun reports whether the capitalised word i, a title en
// whole, stands before a noun of what en's source records ("Glee song",
// "Glee tracks", the lexicons' cues of it) and begins a longer name of
// en's source that is no title (the artist "Glee Cast"): the maker of the
// things the noun names. nouns gives nounSources of i, parsed once for
// all the entries asked about.
func makerBeforeNoun(q *Question, env *Env, i int, en *entry, nouns func() map[string]bool) bool {
	return slices.ContainsFunc(env.index().first[q.Words[i].Key], func(o *entry) bool {
		return !o.title && o.ref.Source == en.ref.Source && len(o.keys) > len(en.keys)
	}) && nouns()[en.ref.Source]
}

// nounSources returns the sources the word after the capitalised word i
// is a noun of, the lexicons' cue of what they record ("Glee songs"):
// English's place for the name of their maker; nil where no such noun
// follows. One parse of the noun serves every entry asked about it.
func nounSources(q *Question, env *Env, i int) map[string]bool {
	if !q.Words[i].Upper || !nounGoesOn(q, i+1) || env.Lexicon == nil {
		return nil
	}
	var out map[string]bool
	for _, c := range env.Lexicon.Parse(q.Words[i+1].Raw).Cues {
		for _, sw := range c.Sources {
			if sw.Weight >= 0.5 {
				if out == nil {
					out = map[string]bool{}
				}
				out[sw.Source] = true
			}
		}
	}
	return out
}

// numberedName reports whether words from..to are a name of several words
// with a number in it, typed in lower case ("person 3", "roadstar 16"): no
// ordinary words are written so by chance. A title ("season 3" of a show)
// may be.
func numberedName(q *Question, from, to int, en *entry) bool {
	return !en.title && to-from >= 2 && hasDigit(en.ref.Value) && strings.EqualFold(q.Phrase(from, to), en.ref.Value)
}

// citedTitle reports whether words from..to are the whole of a title
// that begins with an acronym, written as the value writes it, where the
// question's other words point at the title's source ("the thread about
// RPM macros"); said with nothing pointing there, such words are ordinary
// words ("my last GP appointment" is any GP appointment).
func citedTitle(q *Question, env *Env, from, to int, en *entry) bool {
	if !en.title || to-from < 2 || !q.Words[from].Upper || q.Words[from].Quoted {
		return false
	}
	if !inCapitals(q.Words[from].Raw) {
		return false
	}
	if !slices.Equal(strings.Fields(en.ref.Value), rawWords(q, from, to)) {
		return false
	}
	rest := q.Text[:q.Words[from].Start] + " " + q.Text[q.Words[to-1].End:]
	return env.PointedSources(&Question{Text: rest})[en.ref.Source]
}

// madeWork reports whether words from..to are the whole of a title,
// begun with a capital, right after "who" and a verb of making
// or performing ("who composed Prelude in D minor", "who wrote Stranger
// of the Harbour"): the work whose maker is asked, wherever else the verb
// points ("wrote" at mail and notes).
func madeWork(q *Question, from, to int, en *entry) bool {
	// its words are the title's (exactValues matched them), capitalised
	// as a title may be ("Nocturne No. 20 in D Minor")
	return en.title && len(en.keys) == to-from && MakerAsked(q, from) && q.Words[from].Upper
}

// MakerAsked reports whether word i follows "who" and a verb of making or
// performing a work ("who composed", "who sang"): what it begins is the
// work, its maker asked.
func MakerAsked(q *Question, i int) bool {
	return i >= 2 && lexicon.MakerVerb(q.Words[i-1].Key) && strings.EqualFold(q.Words[i-2].Raw, "who")
}

// titleSlot reports whether the whole title en, typed in lower case as
// words from..to, stands where English puts a title: the object of a verb
// of playing, hearing or watching ("did i play vampire", "listened to
// cardigan", "when did i first hear vampire"), or before "by" and a name
// of the title's own source ("august by taylor swift"). A title of one
// word counts only when its author wrote it in lower case, as typed
// ("vampire"): a capitalised one-word title ("Music", "Home") typed in
// lower case is the ordinary word. A word that names the kind of work
// itself ("listen to music", "watch tv") is never a title, nor a time word
// other than a month's name ("listen to today").
func titleSlot(q *Question, env *Env, from, to int, en *entry) bool {
	if !en.title || len(en.keys) != to-from || allQuoted(q, from, to) {
		return false
	}
	raw := rawWords(q, from, to)
	for _, r := range raw {
		if r != strings.ToLower(r) {
			return false // written as a name: the other rules read it
		}
	}
	if partsAfter(q, env, from, to, en) || partsBefore(q, env, from, to, en) {
		return true
	}
	if to-from == 1 && !slices.Equal(raw, strings.Fields(en.ref.Value)) && !beforeBy(q, env, to, en.ref.Source) {
		// one word is a word, unless its maker follows it ("rooftop by
		// ashen crown"), as a work is cited with its author
		return false
	}
	for k := from; k < to; k++ {
		if isNumber(q.Words[k].Key) {
			return false
		}
	}
	if w := q.Words[from]; to-from == 1 && w.Class != lexicon.Content && !(w.Class == lexicon.TimeWord && calendar.FullMonth(w.Raw)) || !meaningful(q, from, to) && to-from > 1 {
		return false
	}
	if cued(env, q, from, to) {
		return false // "listen to music", "play video games"
	}
	if namedKind(q, env, from, to, en.ref.Source) {
		return true
	}
	if nounGoesOn(q, to) && !verbLast(q, from-1, to) {
		return false // the object goes on: "play vampire remix" is no "vampire"
	}
	return afterTitleVerb(q, from) || beforeBy(q, env, to, en.ref.Source) || namedWhole(q, from, to)
}

// partsAfter reports whether the title en, typed in lower case as words
// from..to, stands before the noun of another field of its own source,
// as English puts a name before what belongs to it: "archer episodes" are
// the episodes of the series Archer. A title before the noun of its own field ("love songs", songs
// titled so or not) is an ordinary word, as are words the lexicons read
// (the check of titleSlot after this one).
func partsAfter(q *Question, env *Env, from, to int, en *entry) bool {
	if !nounGoesOn(q, to) || cued(env, q, from, to) {
		return false
	}
	if !titleWords(q, from, to, en) {
		return false
	}
	return partOf(env, q.Words[to].Key, en, false)
}

// nounGoesOn reports whether word i is a word of content in the clause
// of the word before it: the noun phrase goes on ("play vampire remix").
func nounGoesOn(q *Question, i int) bool {
	return i > 0 && i < len(q.Words) && q.Words[i].Class == lexicon.Content && !strings.ContainsAny(q.Text[q.Words[i-1].End:q.Words[i].Start], ",.;:!?")
}

// cueModifiedTitle reports whether the title en, typed in lower case as
// words from..to, is begun by a word naming another kind of record than
// its own, as the modifier of the noun that ends it ("band practice", a
// calendar's entries, where "band" would name the music). English puts
// the head of a compound last: the title is a kind of that head, which
// names no kind of record itself, and the library holds the compound
// whole as a title. A noun of the dictionary ("video games") is that
// noun, and the title written so is one work of its kind.
func cueModifiedTitle(q *Question, env *Env, from, to int, en *entry) bool {
	if !en.title || to-from < 2 || len(en.keys) != to-from || env.Lexicon == nil || nounGoesOn(q, to) {
		return false
	}
	for _, r := range rawWords(q, from, to) {
		if r != strings.ToLower(r) {
			return false // written as a name: the other rules read it
		}
	}
	if q.Words[from].Class != lexicon.Content || slices.ContainsFunc(q.Words[from:to], func(w Word) bool { return isNumber(w.Key) || w.Class == lexicon.Stop }) {
		return false
	}
	cues := env.Lexicon.Parse(q.Words[from].Raw).Cues
	if len(cues) == 0 || slices.ContainsFunc(cues, func(c *lexicon.Cue) bool {
		return slices.ContainsFunc(c.Sources, func(sw lexicon.SourceWeight) bool { return sw.Source == en.ref.Source })
	}) {
		return false
	}
	if len(env.Lexicon.Parse(q.Words[to-1].Raw).Cues) > 0 || thesaurus.Noun(strings.ToLower(q.Phrase(from, to))) {
		return false
	}
	return true
}

// cued reports whether the lexicons read words from..to as a cue of a
// kind of record ("music", "video games"): words of a kind, no title.
// Of several words, the last is the head English puts last and says the
// kind: "the scheduled reboot" is a reboot, a title, though "scheduled"
// points at a calendar; the phrase cued whole ("location history") or a
// noun of the dictionary stays words of a kind.
func cued(env *Env, q *Question, from, to int) bool {
	if env.Lexicon == nil {
		return false
	}
	phrase := q.Phrase(from, to)
	cues := env.Lexicon.Parse(phrase).Cues
	if len(cues) == 0 || to-from == 1 {
		return len(cues) > 0
	}
	return len(env.Lexicon.Parse(q.Words[to-1].Raw).Cues) > 0 || thesaurus.Noun(strings.ToLower(phrase)) ||
		slices.ContainsFunc(cues, func(c *lexicon.Cue) bool { return strings.EqualFold(c.Text, phrase) })
}

// partsBefore reports whether the title en, typed in lower case as words
// from..to, follows "of" after the noun of another field of its own
// source, the other way English says what belongs to a name: "episodes
// of island escape", "season 2 of deep cover". The title ends its noun
// phrase ("episodes of island escape did i watch").
func partsBefore(q *Question, env *Env, from, to int, en *entry) bool {
	of := from - 1
	if of > 0 && isArticle(q.Words[of].Key) {
		of-- // "episodes of the long winter"
	}
	if of < 1 || !strings.EqualFold(q.Words[of].Raw, "of") || !titleWords(q, from, to, en) {
		return false
	}
	if nounGoesOn(q, to) || cued(env, q, from, to) {
		return false
	}
	noun := of - 1
	if isNumber(q.Words[noun].Key) && noun > 0 {
		noun-- // "season 2 of"
	}
	return partOf(env, q.Words[noun].Key, en, false)
}

// titleWords reports whether words from..to can be a title typed in lower
// case: no function words nor numbers, and a word of content when there
// is only one (a title of two words may be made of words of time and
// degree, "the long winter"); its leading article counts where the title
// begins with it.
func titleWords(q *Question, from, to int, en *entry) bool {
	for k := from; k < to; k++ {
		if k == from && isArticle(q.Words[k].Key) && len(en.keys) > 0 && en.keys[0] == q.Words[k].Key && to-from > 1 {
			continue
		}
		c := q.Words[k].Class
		if c == lexicon.Stop || c != lexicon.Content && to-from == 1 || isNumber(q.Words[k].Key) {
			return false
		}
	}
	return true
}

// partOf reports whether noun begins the name of another field of en's
// source than en's own ("episodes": episode_title, episode_number of the
// series' source): a part of what en names; with titled, a field of
// titles ("tracks" of an artist).
func partOf(env *Env, noun string, en *entry, titled bool) bool {
	var refs []Ref
	for k, rs := range env.index().fields {
		if first, _, _ := strings.Cut(k, " "); first == noun {
			for _, r := range rs {
				if !titled || env.index().titled[r.Field] {
					refs = append(refs, r)
				}
			}
		}
	}
	return !slices.ContainsFunc(refs, func(r Ref) bool { return r.Source == en.ref.Source && r.Field == en.ref.Field }) &&
		slices.ContainsFunc(refs, func(r Ref) bool { return r.Source == en.ref.Source })
}

// namedWhole reports whether words from..to, two or more words of
// content, follow a determiner and end their clause: "where is the daily
// sync", "who organises our weekly review?". A noun phrase the library
// holds word for word as a whole title is that title there, as the
// definite article points at one known thing; a phrase that goes on
// ("the daily sync notes") or holds time words ("the first time") is not.
func namedWhole(q *Question, from, to int) bool {
	if to-from < 2 || from == 0 {
		return false
	}
	det := from - 1
	if det > 0 && ordinalBefore[strings.ToLower(q.Words[det].Raw)] {
		det-- // "when was the last team weekly": one of them, the title's
	}
	switch strings.ToLower(q.Words[det].Raw) {
	case "the", "my", "our":
	default:
		return false
	}
	for k, w := range q.Words[from:to] {
		// a word of time after the title's first is the title's ("the
		// team weekly"), as namedKind has it
		if w.Class != lexicon.Content && (k == 0 || w.Class != lexicon.TimeWord) || isNumber(w.Key) {
			return false
		}
	}
	if thesaurus.Noun(strings.ToLower(q.Phrase(from, to))) {
		return false // a noun of the dictionary ("the public holidays", "the mailing list"), no title
	}
	return !nounGoesOn(q, to) || verbLast(q, det, to)
}

// verbLast reports whether the one word after words det..to (a
// determiner, then a title) ends the question after an auxiliary before
// the determiner: the title is the subject and that word its verb ("when
// did the team sync stop"), no noun going on.
func verbLast(q *Question, det, to int) bool {
	return det > 0 && to == len(q.Words)-1 && auxBefore[strings.ToLower(q.Words[det-1].Raw)]
}

// auxBefore are the auxiliaries a question puts before its subject.
var auxBefore = map[string]bool{"did": true, "does": true, "do": true, "will": true, "has": true, "have": true, "had": true}

// ordinalBefore are the words that pick one of a title's happenings
// between the determiner and the title ("the last daily sync").
var ordinalBefore = map[string]bool{"first": true, "last": true, "next": true, "latest": true, "previous": true}

// namedKind reports whether words from..to, a whole title of two or more
// words, stand between a determiner (or quantifier) and one noun that names the kind of
// thing its source holds, ending the clause: "my team weekly meetings",
// "the quarterly review meeting". English puts a name before the noun it
// classifies, and the noun names what the title's own source records; the
// determiner and the clause's end keep out a phrase that goes on ("the
// team weekly meeting notes").
func namedKind(q *Question, env *Env, from, to int, src string) bool {
	if to-from < 2 || from == 0 || to >= len(q.Words) || env.Lexicon == nil {
		return false
	}
	switch strings.ToLower(q.Words[from-1].Raw) {
	case "the", "my", "our", "those", "these", "many", "any", "every", "each", "all":
	default:
		return false
	}
	noun := q.Words[to]
	if !nounGoesOn(q, to) || nounGoesOn(q, to+1) {
		return false
	}
	for k, w := range q.Words[from:to] {
		// a word of time inside the title is the title's ("team
		// weekly"), not the question's time
		if w.Class != lexicon.Content && (k == 0 || w.Class != lexicon.TimeWord) || isNumber(w.Key) {
			return false
		}
	}
	if thesaurus.Noun(strings.ToLower(q.Phrase(from, to+1))) {
		return false // a noun of the dictionary, no title before a noun
	}
	// the noun a word of the source ("entries") or a concept it holds
	// ("meetings", "appointments")
	p := env.Lexicon.Parse(noun.Raw)
	var sws []lexicon.SourceWeight
	for _, c := range p.Cues {
		sws = append(sws, c.Sources...)
	}
	for _, c := range p.Concepts {
		sws = append(sws, c.Sources...)
	}
	return slices.ContainsFunc(sws, func(sw lexicon.SourceWeight) bool { return sw.Source == src && sw.Weight >= 0.5 })
}

// afterTitleBy reports whether the name en at word i follows "by" after
// a title of its source that stands where titles stand ("vampire by
// olivia rodrigo").
func afterTitleBy(q *Question, env *Env, i int, en *entry) bool {
	if i < 2 || !strings.EqualFold(q.Words[i-1].Raw, "by") {
		return false
	}
	n := len(en.keys)
	if i+n > len(q.Words) || !slices.Equal(en.keys, wordKeys(q, i, i+n)) {
		return false
	}
	for j := i - 2; j >= 0 && j >= i-1-maxTitleWords; j-- {
		for _, t := range env.index().first[q.Words[j].Key] {
			if t.title && t.ref.Source == en.ref.Source && len(t.keys) == i-1-j && slices.Equal(t.keys, wordKeys(q, j, i-1)) && titleSlot(q, env, j, i-1, t) {
				return true
			}
		}
	}
	return false
}

// maxTitleWords bounds the words of a title typed in lower case.
const maxTitleWords = 8

// afterTitleVerb reports whether word i is the object of a verb of
// playing, hearing or watching ("play X", "listened to X").
func afterTitleVerb(q *Question, i int) bool {
	if i > 0 && lexicon.TitleVerb(q.Words[i-1].Key) {
		return true
	}
	return i > 1 && strings.EqualFold(q.Words[i-1].Raw, "to") && lexicon.TitleVerb(q.Words[i-2].Key)
}

// beforeBy reports whether word i is "by" followed by a whole name of
// source src ("vampire by olivia rodrigo").
func beforeBy(q *Question, env *Env, i int, src string) bool {
	if i+1 >= len(q.Words) || !strings.EqualFold(q.Words[i].Raw, "by") {
		return false
	}
	for _, en := range env.index().first[q.Words[i+1].Key] {
		n := len(en.keys)
		if en.ref.Source == src && !en.title && i+1+n <= len(q.Words) && slices.Equal(en.keys, wordKeys(q, i+1, i+1+n)) {
			return true
		}
	}
	return false
}

// clauseWords are the words of a question or a clause: a question with
// none is a query of keywords.
var clauseWords = map[string]bool{"what": true, "which": true, "who": true, "whom": true, "whose": true, "when": true, "where": true, "why": true, "how": true,
	"did": true, "do": true, "does": true, "is": true, "are": true, "was": true, "were": true, "am": true, "have": true, "has": true, "had": true,
	"will": true, "would": true, "can": true, "could": true, "should": true, "i": true, "we": true, "me": true, "show": true, "list": true, "tell": true, "give": true, "find": true}

// keywordQuery reports whether the question is a query of keywords
// ("taylor swift plays 2023", "amazon spend 2021").
func keywordQuery(q *Question) bool {
	for _, w := range q.Words {
		if clauseWords[strings.ToLower(w.Raw)] {
			return false
		}
	}
	return len(q.Words) > 0
}

// partialValues proposes, for capitalised or quoted words from word i,
// the values that contain them.
func partialValues(q *Question, env *Env, i int, pointed map[string]bool) []Span {
	w := q.Words[i]
	addressed := addressedName(q, env, i, pointed)
	if !(w.Upper || w.Quoted || InnerUpper(w.Raw) || lowerName(env, w) || addressed > 0) || w.Class != lexicon.Content && !titleArticle(q, i) && !titleWord(q, i) {
		return nil
	}
	// The longest run of name-cased words from i; a word joined to the
	// one before by a hyphen is of the same name ("Compte-rendu").
	end := i + 1
	for end < len(q.Words) && (q.Words[end].Upper || q.Words[end].Quoted || innerWord(q, end) || hyphenated(q, end-1, end+1)) {
		end++
	}
	if lowerName(env, w) {
		// typed in lower case, the name goes on in lower case ("taylor
		// swift"): as far as some value goes on so
		for end < len(q.Words) && end-i < maxTitleWords && q.Words[end].Class == lexicon.Content && q.Words[end].Raw == strings.ToLower(q.Words[end].Raw) {
			end++
		}
	}
	for end > i+1 && innerWord(q, end-1) {
		end--
	}
	end = max(end, i+addressed)
	var out []Span
	for n := end - i; n >= 1; n-- {
		var ens []*entry
		var confs []float64
		if strangerInName(q, env, i, i+n) {
			continue // "Zorblax Quintet": not the Harbor Street Quintet
		}
		if n > 1 && innerWord(q, i+n-1) {
			// a name goes on past its small words, it does not end in one:
			// "at Burgerlich with Lena" is Burgerlich, not the sentences
			// that say "Burgerlich with" someone else
			continue
		}
		if n > 1 && !w.Upper && n != addressed && len(env.ExactRefs(q, i, i+n)) > 0 {
			continue // a whole value in lower case: exactValues reads it
		}
		for _, en := range env.index().words[w.Key] {
			if len(en.keys) <= n || !containsRun(en.keys, q, i, n) || otherName(q, i, n, en) {
				continue
			}
			c := confPartial * pointedFactor(en.ref.Source, pointed)
			if n == addressed && displayName(en) == n {
				// the whole name a correspondent's address is written
				// with, in any case: that correspondent
				c = confName * pointedFactor(en.ref.Source, pointed)
			}
			if fieldAfter(q, i, i+n, en.ref.Field) {
				// "my machBar calendar": the name of the calendar
				// called so, not the place
				c = confQuoted
			} else if n > 1 && w.Upper && headBeforeColon(en, n) && writesRun(en.ref.Value, q, i, n) {
				// "Star Trek" of "Star Trek: Deep Space Nine": the whole
				// of what a title writes before its colon, its series or
				// work, is named as surely as a name
				c = confName * pointedFactor(en.ref.Source, pointed)
			} else if n == 1 && en.title || w.Upper && !nameIn(en.ref.Value) || n == 1 && w.Upper && !writtenCapital(en.ref.Value, w.Raw) && lexiconTerm(env, w.Raw) {
				// One word of a title is a word, not the title ("GP" of
				// "GP appointment"); a name is not a word the value writes
				// in lower case ("Google" of the search "myactivity google
				// export"), nor, when the lexicons read it, one only
				// its mail address writes ("GP" of "Family Practice Dr.
				// Nagy <info@nagy-gp.eu>": the GP appointments).
				c = confLowerName
			}
			ens = append(ens, en)
			confs = append(confs, c)
		}
		if len(ens) > 1 && onDevice(q, i) {
			// "what did I watch on my iPhone": the device of what the
			// question is mainly about, not the client a tweet was sent
			// from ("Twitter for iPhone"), as a kind of device is read
			// (exactValues)
			mainly := env.pointedAt(q, 1)
			var kept []*entry
			var keptConfs []float64
			for k, en := range ens {
				if !DeviceField(en.ref.Field) || mainly[en.ref.Source] {
					kept, keptConfs = append(kept, en), append(keptConfs, confs[k])
				}
			}
			if len(kept) > 0 && slices.ContainsFunc(kept, func(en *entry) bool { return DeviceField(en.ref.Field) }) {
				ens, confs = kept, keptConfs
			}
		}
		if len(ens) > 1 {
			// "Castellanos songs": of the names the words are in, those
			// that write them as typed, where some do, not another form
			// of a word ("Sofia Castellano", a name of its own)
			var kept []*entry
			var keptConfs []float64
			for k, en := range ens {
				if writesRun(en.ref.Value, q, i, n) {
					kept, keptConfs = append(kept, en), append(keptConfs, confs[k])
				}
			}
			if len(kept) > 0 {
				ens, confs = kept, keptConfs
			}
		}
		if n == 1 && len(ens) > 1 && !lexiconTerm(env, w.Raw) {
			// "Glee songs": a name before the noun of what its source
			// records is the maker's (the artist "Glee Cast") the word
			// begins, not the titles that cite it ("Valerie (Glee Cast
			// Version)"); a word the lexicons read ("French songs") is a
			// kind of them
			nouns := nounSources(q, env, i) // parsed once, not per entry
			makers := slices.DeleteFunc(slices.Clone(ens), func(en *entry) bool {
				return en.title || en.keys[0] != w.Key || !nouns[en.ref.Source]
			})
			if len(makers) > 0 {
				var cs []float64
				for _, en := range makers {
					cs = append(cs, confPartial*pointedFactor(en.ref.Source, pointed))
				}
				if s, ok := spanOf(i, i+1, Partial, makers, cs); ok {
					s.Sure = true
					out = append(out, s)
				}
				break
			}
		}
		if len(ens) == 0 || len(ens) > maxPartial {
			continue
		}
		short := n == 1 && shortName(w, ens) && !acronymConcept(env, w) && !countryPlace(q, i) && !(i+1 < len(q.Words) && len(ens[0].keys) > nameStart(ens[0])+1 && q.Words[i+1].Key == ens[0].keys[nameStart(ens[0])+1])
		if short {
			// the start of one title is that title, not a word of it
			for k := range confs {
				confs[k] = confPartial * pointedFactor(ens[k].ref.Source, pointed)
			}
		}
		m := Partial
		if n == addressed {
			m = Exact // the whole of a name, as its address shows it
		}
		if s, ok := spanOf(i, i+n, m, ens, confs); ok {
			s.Sure = n > 1 || short || slices.ContainsFunc(ens, func(en *entry) bool { return fieldAfter(q, i, i+n, en.ref.Field) })
			out = append(out, s)
		}
		break
	}
	return out
}

// addressedName returns how many lower-case words from word i spell, two
// or more of them, the whole display name of an address the library
// holds ("lukas krüger" of "Lukas Krüger <lukas.k@yahoo.com>"), 0 if
// none: a name people type in lower case as often as not, which the
// address only shows capitalised. Only where the question points at the
// address's source ("mails from lukas krüger"): elsewhere the name is
// read as before, from the sources asked about.
func addressedName(q *Question, env *Env, i int, pointed map[string]bool) int {
	w := q.Words[i]
	if w.Upper || w.Quoted || w.Class != lexicon.Content {
		return 0
	}
	best := 0
	for _, en := range env.index().first[w.Key] {
		n := displayName(en)
		if n >= 2 && n > best && pointed[en.ref.Source] && i+n <= len(q.Words) && slices.Equal(en.keys[:n], wordKeys(q, i, i+n)) &&
			!slices.ContainsFunc(q.Words[i:i+n], func(w Word) bool { return w.Upper || w.Class != lexicon.Content }) {
			best = n
		}
	}
	return best
}

// displayName returns how many words the display name of en's value has
// when the value is an address written "Name <address>", else 0.
func displayName(en *entry) int {
	name, rest, ok := strings.Cut(en.ref.Value, "<")
	if !ok || !strings.Contains(rest, "@") {
		return 0
	}
	n := len(valueWords(name))
	if n >= len(en.keys) {
		return 0
	}
	return n
}

// lowerName reports whether w, typed in lower case, is a name all the
// same: a word no dictionary of English knows and the lexicons do not
// read ("xbox", "iphone", "rodrigo"), which the library writes only
// capitalised, in its names.
func lowerName(env *Env, w Word) bool {
	// A name's possessive ("lena's birthday") is the name, as
	// "Lena's" is.
	raw := unpossessed(w.Raw)
	if !w.Upper && fold.Capitalised(raw) {
		// the question's first word, capitalised as a sentence begins
		// ("Radiohead vs The Beatles"): a name as it is in lower case
		raw = strings.ToLower(raw)
	}
	if w.Upper || w.Quoted || raw != strings.ToLower(raw) || w.Class != lexicon.Content || len(raw) < 3 || spell.English(raw) && !addressed(env, raw) {
		// a word of English is a word, but a parent or grandparent
		// called by one ("dad", "mum") is called by it as by a name,
		// where the library writes it as one ("Dad", of whom I was
		// with): "did I call mum more than dad" weighs the two
		return false
	}
	ens := env.index().words[w.Key]
	if len(ens) == 0 {
		return false
	}
	seen := false
	for _, en := range ens {
		written, capital := capitalisedIn(en.ref.Value, raw)
		if !written {
			continue // a value sharing only the word's stem ("Australian")
		}
		if !nameIn(en.ref.Value) || !capital && strings.Contains(en.ref.Value, " ") {
			// a name written in lower case in a phrase is a word; an
			// identifier (a mail address, "cristy@dupont.com") writes
			// its names in lower case
			return false
		}
		seen = true
	}
	if !seen {
		return false
	}
	if env.Lexicon != nil {
		// A word of a family ("oma", "mum") is the name of the one the
		// library calls so ("Oma"), as the capitalised word would be:
		// people write their relatives by such words.
		if p := env.Lexicon.Parse(raw); len(p.Cues) > 0 || slices.ContainsFunc(p.Concepts, func(c *lexicon.Concept) bool { return c.Kind != "family" }) {
			return false
		}
	}
	return true
}

// begunOther reports whether the words of en begin a longer value of its
// field ("Salsa lessons" of "Salsa lessons @ Tanzschule"): words several
// titles share say a kind of thing, not one of them.
func begunOther(env *Env, en *entry) bool {
	for _, o := range env.index().first[en.keys[0]] {
		if o.ref.Source == en.ref.Source && o.ref.Field == en.ref.Field && len(o.keys) > len(en.keys) && slices.Equal(o.keys[:len(en.keys)], en.keys) {
			return true
		}
	}
	return false
}

// IsLowerName reports whether word, typed in lower case, is a name all
// the same (see lowerName): "radiohead", "xbox".
func (e *Env) IsLowerName(word string) bool {
	q := NewQuestion(word, nil, e.Lexicon)
	return len(q.Words) == 1 && lowerName(e, q.Words[0])
}

// acronymConcept reports whether w is an acronym the lexicons read as a
// concept ("GP"): the concept, of which an entry titled by it, or by it
// and more words ("GP appointment"), is one.
func acronymConcept(env *Env, w Word) bool {
	return !w.Quoted && len(w.Raw) > 1 && inCapitals(w.Raw) && lexiconTerm(env, w.Raw)
}

// lexiconTerm reports whether the lexicons read a word as a term of some
// concept ("GP": a doctor's appointment).
func lexiconTerm(env *Env, w string) bool {
	return env.Lexicon != nil && len(env.Lexicon.Parse(w).Concepts) > 0
}

// writtenCapital reports whether value writes word with a capital
// somewhere (accents as typed or not).
func writtenCapital(value, word string) bool {
	return slices.ContainsFunc(valueWords(value), func(f string) bool { return sameWord(f, word) && f != strings.ToLower(f) })
}

// valueWords are the words of a value, split at anything but letters and
// digits.
func valueWords(value string) []string {
	return strings.FieldsFunc(value, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// sameWord reports whether f is word, in any case, accents as typed or
// not.
func sameWord(f, word string) bool {
	return strings.EqualFold(f, word) || fold.String(f) == fold.String(word)
}

// capitalisedIn reports whether value writes word, and whether with a
// capital; its accents as typed or not ("beyonce" is written in
// "Beyoncé").
func capitalisedIn(value, word string) (written, capital bool) {
	for _, f := range valueWords(value) {
		if sameWord(f, word) {
			return true, f != strings.ToLower(f)
		}
	}
	return false, false
}

// otherName reports whether the n capitalised words from i are in value
// en, which goes on with a capitalised word or a number, while the
// question goes on with another ("Bill Gates" of "Bill Radcliffe
// <BillR@corbis.com>", "Channel 3" of "Channel 1", "Prime Day" of "Prime
// Houseware" or "InPrimeTime"): a name the library does not hold, not the
// part of one it does. The question's next word is of the name whatever
// its class, as long as it is capitalised ("Day" is a word of time, and
// "Prime Day" a name all the same), but a word of grammar ("I", "The")
// starts something else.
func otherName(q *Question, i, n int, en *entry) bool {
	j := i + n
	if j >= len(q.Words) {
		return false
	}
	w := q.Words[j]
	if !(w.Upper && w.Class != lexicon.Stop && !titleCased(q) || isNumber(w.Key)) || w.Quoted {
		return false
	}
	s := runAt(en.keys, q, i, n)
	if s < 0 || s+n >= len(en.keys) || en.keys[s+n] == w.Key {
		return false
	}
	next := en.keys[s+n]
	if isNumber(next) {
		return true
	}
	for _, f := range valueNames(en.ref.Value) {
		if strings.EqualFold(f, next) || strings.HasPrefix(strings.ToLower(f), next) {
			r, _ := utf8.DecodeRuneInString(f)
			return unicode.IsUpper(r)
		}
	}
	return false
}

// valueNames are the words of a value as it writes them, a name run
// together in camel case parted ("InPrimeTime": In, Prime, Time), as the
// value's keys are.
func valueNames(value string) []string {
	if c := splitCamel(value); c != "" {
		value = c
	}
	return strings.FieldsFunc(value, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' })
}

// titleCased reports whether the question capitalises every word it
// could ("How Many Office Episodes Did I Watch"): then its capitals mark
// no name's end.
func titleCased(q *Question) bool {
	for _, w := range q.Words[1:] {
		if !w.Upper && !isNumber(w.Key) && w.Class != lexicon.Stop {
			return false
		}
	}
	return len(q.Words) > 2
}

// runAt is where in keys the n words of q from i are, or -1.
func runAt(keys []string, q *Question, i, n int) int {
	for s := 0; s+n <= len(keys); s++ {
		if slices.EqualFunc(keys[s:s+n], q.Words[i:i+n], func(k string, w Word) bool { return k == w.Key }) {
			return s
		}
	}
	return -1
}

// shortName reports whether a capitalised word is the first word of one
// value only, the way a title is called by its start ("Buffy" for "Buffy
// the Vampire Slayer"): then it names that value as surely as the whole.
// (Followed by the value's next word, as in "GP appointment", the value is
// written out in other case, which is read as such.) A leading article
// may be left out ("Office" of "The Office (U.S.)").
func shortName(w Word, ens []*entry) bool {
	if !w.Upper || w.Quoted {
		return false
	}
	for _, en := range ens {
		if en.keys[nameStart(en)] != w.Key || en.ref.Value != ens[0].ref.Value {
			return false
		}
	}
	return true
}

// nameStart is where a value's name starts: past a leading article, which
// people leave out of a title said before a noun ("Office episodes" of
// "The Office (U.S.)").
func nameStart(en *entry) int {
	if len(en.keys) > 1 && isArticle(en.keys[0]) {
		return 1
	}
	return 0
}

// titleArticle reports whether word i is a capitalised article inside
// the question that begins a run of capitalised words ("watch The
// Office"): the start of a title, which belongs to the words of the value.
func titleArticle(q *Question, i int) bool {
	return isArticle(q.Words[i].Key) && i > 0 && q.Words[i].Upper && i+1 < len(q.Words) && q.Words[i+1].Upper && q.Words[i+1].Class == lexicon.Content
}

// titleWord reports whether word i is a capitalised weak or stop word
// inside the question before a capitalised content word ("open Play
// Books", "what did Can Wang write"): a word of a name, as "Play" is of
// "Google Play Books" and "Can" of "Can Wang".
func titleWord(q *Question, i int) bool {
	return (q.Words[i].Class == lexicon.WeakWord || q.Words[i].Class == lexicon.Stop && q.Words[i].Key != "i") && i > 0 && q.Words[i].Upper && i+1 < len(q.Words) && q.Words[i+1].Upper && q.Words[i+1].Class == lexicon.Content
}

// isArticle reports whether a word is an article, which may begin a
// title ("The Office", "A Quiet Place").
func isArticle(key string) bool { return key == "the" || key == "a" || key == "an" }

// StartsWithArticle reports whether a value of more than one word begins
// with an article ("The Office (U.S.)"): a title people say without it.
func StartsWithArticle(v string) bool {
	f := strings.Fields(v)
	return len(f) > 1 && isArticle(strings.ToLower(f[0]))
}

// confLowerPartial is the confidence of lower-case words that are part of
// values ("the black bin" of "Refuse black bin"): enough to be read as
// those values when nothing else claims the words.
const confLowerPartial = 0.5

// lowerPartialValues proposes, for two or more lower-case content words
// from word i, the values that contain them in that order.
func lowerPartialValues(q *Question, env *Env, i int, pointed map[string]bool) []Span {
	// A title's article typed in lower case begins the run when the value
	// begins with it too ("episodes of the office": "The Office (U.S.)").
	article := isArticle(q.Words[i].Key) && !q.Words[i].Upper
	end, look := i, i
	if article {
		end, look = i+1, i+1
	}
	for end < len(q.Words) && q.Words[end].Class == lexicon.Content && !q.Words[end].Upper && !isNumber(q.Words[end].Key) {
		end++
	}
	if look >= end {
		return nil
	}
	for n := end - i; n >= 2; n-- {
		if !article && wholeValue(q, env, i, n) {
			// words that are wholly a name ("mac miller") are that
			// name, not a part of the others that cite it ("Day
			// Before (with Mac Miller)")
			continue
		}
		var ens []*entry
		var confs []float64
		for _, en := range env.index().words[q.Words[look].Key] {
			if len(en.keys) <= n || !containsRun(en.keys, q, i, n) || len(en.keys) > n+maxAround || sentence(en.ref.Value) {
				continue
			}
			if en.ref.Field == "text" && namesLeftOut(en.ref.Value, q, i, n) {
				// a line written with a name the question does not say
				// ("cooked tacos w/ Jonas" of "how often did I cook
				// tacos") is one of the times it happened, with whom;
				// the words said are read by what the lines record
				// (the food, the doing), as exactValues reads such a
				// line by its names
				continue
			}
			if article && (en.keys[0] != q.Words[i].Key || !pointed[en.ref.Source]) {
				// "the office" of "The Office", not of "Back at the
				// office", and only where the question's other words
				// point ("episodes of the office", not "went to the
				// office")
				continue
			}
			ens = append(ens, en)
			confs = append(confs, confLowerPartial)
		}
		if len(ens) == 0 && n == 2 && !article {
			ens, confs = headWithModifier(q, env, i)
		}
		if len(ens) == 0 || len(ens) > maxPartial {
			continue
		}
		if s, ok := spanOf(i, i+n, Partial, ens, confs); ok {
			return []Span{s}
		}
	}
	return nil
}

// headWithModifier returns the values of three words whose first and last
// are the two lower-case words from word i, a modifier and the head of
// the compound ("the blue bin" of "Blue Recycle bin"): the word between
// only says more of the same thing. Lines of text are no such compounds.
func headWithModifier(q *Question, env *Env, i int) ([]*entry, []float64) {
	var ens []*entry
	var confs []float64
	for _, en := range env.index().words[q.Words[i].Key] {
		k := en.keys
		if len(k) != 3 || k[0] != q.Words[i].Key || k[2] != q.Words[i+1].Key || en.ref.Field == "text" || sentence(en.ref.Value) {
			continue
		}
		ens = append(ens, en)
		confs = append(confs, confLowerPartial)
	}
	return ens, confs
}

// namesLeftOut reports whether value writes, after its first word, a
// capitalised word none of the question's n words from word i is.
func namesLeftOut(value string, q *Question, i, n int) bool {
	for k, w := range valueNames(value) {
		if k == 0 || !unicode.IsUpper([]rune(w)[0]) {
			continue
		}
		if !slices.ContainsFunc(q.Words[i:i+n], func(qw Word) bool { return strings.EqualFold(qw.Raw, w) }) {
			return true
		}
	}
	return false
}

// wholeValue reports whether the n words from word i are, all of them
// and no more, a value the library holds.
func wholeValue(q *Question, env *Env, i, n int) bool {
	for _, en := range env.index().words[q.Words[i].Key] {
		if len(en.keys) == n && containsRun(en.keys, q, i, n) && !en.title {
			return true
		}
	}
	return false
}

// collectionFields hold the names people give to collections of their
// events: a calendar, a mail folder, a label or tag, a list.
var collectionFields = map[string]bool{"calendar": true, "folder": true, "label": true, "labels": true, "list": true, "tag": true, "tags": true}

// collectionValues proposes, for a lower-case noun at word i, the
// collections named after it ("holidays" of the calendar "Australian
// Holidays", "birthdays" of "Birthdays" or "Friends' birthdays", of
// "Holidays: Germany"): a collection's name says what its events are,
// its noun being its last word, or its first before a colon or a
// preposition. A word of the value's other words ("work" of "Work
// projects") is not its noun, and a word that names the kind of source
// ("calendar", "events") names every collection of it, not the one
// called so. (A name of one word is the word: exactValues.)
func collectionValues(q *Question, env *Env, i int) []Span {
	w := q.Words[i]
	if w.Upper || w.Quoted || w.Class != lexicon.Content || isNumber(w.Key) {
		return nil
	}
	var ens []*entry
	var confs []float64
	for _, en := range env.index().words[w.Key] {
		// A name run together in camel case ("theySay") is one word:
		// its last part is no noun of it ("what does my profile say");
		// a name written without a space ("mail_box_perl_mbox_crlf.win",
		// a file's) is no phrase with a noun either ("the winning option").
		if !collectionFields[en.ref.Field] || len(en.keys) < 2 || en.joined || !strings.Contains(strings.TrimSpace(en.ref.Value), " ") || en.distinct > categorical || !collectionNoun(en, w.Key) {
			continue
		}
		ens = append(ens, en)
		confs = append(confs, confLowerPartial)
	}
	if len(ens) == 0 || len(ens) > maxPartial || env.Lexicon != nil && len(env.Lexicon.Parse(w.Raw).Cues) > 0 {
		return nil
	}
	if s, ok := spanOf(i, i+1, Partial, ens, confs); ok {
		return []Span{s}
	}
	return nil
}

// collectionNoun reports whether key is the noun of the collection name
// en: its last word, or its first one followed by a colon or a
// preposition ("Holidays: Germany", "Birthdays of friends").
func collectionNoun(en *entry, key string) bool {
	if en.keys[len(en.keys)-1] == key {
		return true
	}
	if en.keys[0] != key {
		return false
	}
	f := strings.Fields(en.ref.Value)
	return len(f) > 1 && (strings.HasSuffix(f[0], ":") || nounPreposition[strings.ToLower(f[1])])
}

// nounPreposition are the prepositions after which a name's first word
// is its noun ("Holidays in Germany").
var nounPreposition = map[string]bool{"in": true, "of": true, "for": true, "from": true, "at": true}

// Collection reports whether span s is a lower-case noun read as the
// collections it names (collectionValues).
func Collection(q *Question, s Span) bool {
	if s.To != s.From+1 || q.Words[s.From].Upper || len(s.Refs) == 0 {
		return false
	}
	for _, r := range s.Refs {
		if !collectionFields[r.Field] {
			return false
		}
	}
	return true
}

// coordinatedValues proposes, for lower-case words coordinated before
// the words they share ("black or blue bins", "black and blue bins"), the
// values each one names with those words: "black bins" the entries
// "Refuse black bin", "blue bins" "Blue Recycle bin". Both must name
// values, so that a coordination of other things is left alone.
func coordinatedValues(q *Question, env *Env, i int) []Span {
	if i+2 >= len(q.Words) {
		return nil
	}
	a, conj, b := q.Words[i], q.Words[i+1], q.Words[i+2]
	if conj.Key != "or" && conj.Key != "and" || !lowerContent(a) || !lowerContent(b) {
		return nil
	}
	end := i + 3
	for end < len(q.Words) && lowerContent(q.Words[end]) {
		end++
	}
	for ; end > i+3; end-- {
		if s, ok := coordinated(env, i, end, a, b, q.Words[i+3:end]); ok {
			return []Span{s}
		}
	}
	// The words shared said before, the coordination after them ("bin
	// collections, black and blue"): a noun of the few words before.
	for h := i - 1; h >= 0 && h >= i-3; h-- {
		if !lowerContent(q.Words[h]) {
			continue
		}
		if s, ok := coordinated(env, i, i+3, a, b, q.Words[h:h+1]); ok {
			return []Span{s}
		}
	}
	return nil
}

// coordinated is the span [from, to) naming the values that a and b each
// name with the words head.
func coordinated(env *Env, from, to int, a, b Word, head []Word) (Span, bool) {
	ea, ca := runValues(env, a, head)
	eb, cb := runValues(env, b, head)
	if len(ea) == 0 || len(eb) == 0 || len(ea)+len(eb) > maxPartial {
		return Span{}, false
	}
	s, ok := spanOf(from, to, Partial, append(ea, eb...), append(ca, cb...))
	// Searched for as words, a coordination asks for both at once; the
	// values are what it names.
	s.Sure = true
	return s, ok
}

// lowerContent reports whether w is a lower-case content word, no number.
func lowerContent(w Word) bool {
	return w.Class == lexicon.Content && !w.Upper && !w.Quoted && !isNumber(w.Key)
}

// runValues are the values (not sentences, within maxAround other words)
// whose words hold first and then rest, in order, with their confidence.
func runValues(env *Env, first Word, rest []Word) ([]*entry, []float64) {
	want := []string{first.Key}
	for _, w := range rest {
		want = append(want, w.Key)
	}
	var ens []*entry
	var confs []float64
	for _, en := range env.index().words[first.Key] {
		if len(en.keys) <= len(want) || len(en.keys) > len(want)+maxAround || sentence(en.ref.Value) || !inOrder(en.keys, want) {
			continue
		}
		ens = append(ens, en)
		confs = append(confs, confLowerPartial)
	}
	return ens, confs
}

// headBeforeColon reports whether the value's first n words are all it
// writes before a colon ("Star Trek" of "Star Trek: Deep Space Nine").
func headBeforeColon(en *entry, n int) bool {
	head, _, ok := strings.Cut(en.ref.Value, ":")
	return ok && len(strings.Fields(head)) == n && len(en.keys) > n
}

// inOrder reports whether keys hold the words of want in that order,
// others between them ("blue bin" of "Blue Recycle bin").
func inOrder(keys, want []string) bool {
	k := 0
	for _, w := range keys {
		if k < len(want) && w == want[k] {
			k++
		}
	}
	return k == len(want)
}

// maxAround bounds the other words of a value that lower-case words are
// part of: "black bin" names "Refuse black bin", but "dentist
// appointment" does not name a sentence that mentions one.
const maxAround = 4

// sentence reports whether a value reads as a sentence of free text
// rather than a name: words ending with a full stop, a question or an
// exclamation mark (titles have colons and commas too: "Archer: Heart of
// Archness, Part 1").
func sentence(v string) bool {
	v = strings.TrimSpace(v)
	return len(strings.Fields(v)) >= 4 && strings.ContainsAny(v[len(v)-1:], ".!?")
}

// compoundValues proposes, for two or three capitalised words from word i
// that a value writes as one ("Whit Monday" of "Germany: Whitmonday",
// "Play Station" of "PlayStation"), the values holding that word.
func compoundValues(q *Question, env *Env, i int, pointed map[string]bool) []Span {
	var out []Span
	for n := 2; n <= 3 && i+n <= len(q.Words); n++ {
		if !nameCased(q, i, i+n) || !slices.ContainsFunc(q.Words[i:i+n], hasLetter) {
			// numbers written apart are no word of a name: "1:1" (a
			// one-on-one) is not the "11" of "$11.75"
			break
		}
		var b strings.Builder
		for _, w := range q.Words[i : i+n] {
			b.WriteString(w.Raw)
		}
		key := lexicon.WordKey(b.String())
		// Values that are the word ("Whitmonday" after a label) are
		// whole; values that hold it among others are partial, and only
		// where no value is whole.
		var whole, part []*entry
		for _, en := range env.index().words[key] {
			if len(en.keys) > 1 {
				part = append(part, en)
			} else {
				whole = append(whole, en)
			}
		}
		ens, m, c := whole, Exact, confName
		if len(whole) == 0 {
			ens, m, c = part, Partial, confPartial
		}
		if len(ens) == 0 || len(ens) > maxPartial {
			continue
		}
		confs := make([]float64, len(ens))
		for k, en := range ens {
			confs[k] = c * pointedFactor(en.ref.Source, pointed)
		}
		if s, ok := spanOf(i, i+n, m, ens, confs); ok {
			s.Sure = true
			out = append(out, s)
		}
	}
	return out
}

// postposedValues proposes, for a noun at word i, the values of two words
// that put a participle before it and that the question says with the
// participle after it, as English does in a relative clause: "apps
// (that are) connected" and "searches I saved" are the "connected app"
// and "saved search" of an account's facts. Only small words may stand
// between (no more than three), so that the participle is the noun's.
func postposedValues(q *Question, env *Env, i int, pointed map[string]bool) []Span {
	if q.Words[i].Class != lexicon.Content || nameCased(q, i, i+1) {
		return nil
	}
	var out []Span
	for _, en := range env.index().words[q.Words[i].Key] {
		if len(en.keys) != 2 || en.keys[1] != q.Words[i].Key || en.title || !participle(en.ref.Value) {
			continue
		}
		for j := i + 1; j < len(q.Words) && j <= i+4; j++ {
			if q.Words[j].Key == en.keys[0] {
				if c := exactConfidence(q, i, j+1, en, pointed); c >= accept {
					out = append(out, Span{From: i, To: j + 1, Kind: KindValue, Match: Exact, Score: c * 2, Refs: []Ref{en.ref}})
				}
				break
			}
			if q.Words[j].Class == lexicon.Content {
				break
			}
		}
	}
	return out
}

// participle reports whether a value of two words starts with a past
// participle of a regular verb ("saved search", "muted account").
func participle(value string) bool {
	first, _, ok := strings.Cut(strings.ToLower(strings.TrimSpace(value)), " ")
	return ok && len(first) > 4 && strings.HasSuffix(first, "ed")
}

// maxPartial bounds the values a partial name may stand for: a word in
// more values than this names nothing in particular.
const maxPartial = 50

// innerWord reports whether word i is a small word that may sit inside a
// name ("of", "the", "and", "&").
func innerWord(q *Question, i int) bool {
	switch strings.ToLower(q.Words[i].Raw) {
	// The small words title case leaves in lower case (articles, short
	// conjunctions and prepositions), and the particles of names.
	case "a", "an", "the", "and", "&", "or", "nor", "but", "as", "at", "by", "for", "from", "in", "into", "of", "off",
		"on", "onto", "out", "over", "to", "up", "with", "de", "del", "la", "le", "von", "van", "da",
		// and the credit of a featured artist ("Save Away feat. Los Faroles")
		"feat", "ft", "featuring":
		return true
	}
	// and the words that sit inside names in other languages ("34c3 in der
	// machBar", "Café am Markt"), lang/fold's list
	return fold.NameConnector(strings.ToLower(q.Words[i].Raw))
}

// otherFieldAfter reports whether the word at i names another field of
// ref's source than ref's, one with a value holding the word at from. A
// maker before the noun of its source's titles is not another's name:
// English says "the Dex Malone tracks" of the tracks by Dex Malone.
func otherFieldAfter(q *Question, env *Env, from, i int, ref *entry) bool {
	if i >= len(q.Words) || !determinerBefore(q, from) {
		return false
	}
	for _, f := range env.index().fields[q.Words[i].Key] {
		if f.Source != ref.ref.Source || f.Field == ref.ref.Field {
			continue
		}
		for _, en := range env.index().words[q.Words[from].Key] {
			if en.ref.Source == f.Source && en.ref.Field == f.Field && !(en.title && !ref.title) {
				return true
			}
		}
	}
	return false
}

// InnerUpper reports whether a word has a capital after a small letter
// ("machBar", "iPhone"): a name, however it begins.
func InnerUpper(raw string) bool {
	return splitCamel(raw) != ""
}

// inCapitals reports whether a word is written in capitals, as an acronym
// is ("GP", "RPM").
func inCapitals(raw string) bool {
	return strings.ToUpper(raw) == raw && strings.ToLower(raw) != raw
}

// rawWords returns the question's words from..to as it writes them.
func rawWords(q *Question, from, to int) []string {
	raw := make([]string, 0, to-from)
	for _, w := range q.Words[from:to] {
		raw = append(raw, w.Raw)
	}
	return raw
}

// fieldAfter reports whether the word at i names field, one of a single
// word ("machBar calendar", "Dummy album"): the words before it are a
// value of that field.
func fieldAfter(q *Question, from, i int, field string) bool {
	return i < len(q.Words) && !strings.Contains(field, "_") && q.Words[i].Key == lexicon.Key(field) && determinerBefore(q, from)
}

// determinerBefore reports whether word i follows "my", "the" or such: the
// words from i name one thing ("my machBar calendar"), not a kind of it
// asked for ("which YouTube channel").
func determinerBefore(q *Question, i int) bool {
	if i == 0 {
		return false
	}
	switch strings.ToLower(q.Words[i-1].Raw) {
	case "my", "the", "our", "this", "that", "your":
		return true
	}
	return false
}

// nameIn reports whether value can hold key as a name: a phrase written
// wholly in lower case ("myactivity google export", typed into a search
// box) holds words, not names. Identifiers without spaces (mail
// addresses) are names however they are written.
func nameIn(value string) bool {
	return !strings.Contains(value, " ") || strings.ToLower(value) != value
}

// containsRun reports whether keys, a value's words, hold the question's
// n words from word i, and not only after a word of negation: "Mother's
// Day [Not a public holiday]" is no public holiday.
func containsRun(keys []string, q *Question, i, n int) bool {
	for s := 0; s+n <= len(keys); s++ {
		if negatedAt(keys, s) {
			continue
		}
		ok := true
		for k := 0; k < n; k++ {
			if keys[s+k] != q.Words[i+k].Key {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// negatedAt reports whether the word s of a value's words follows a word
// of negation, with an article between or not ("not a public holiday",
// "no fees", "non alcoholic").
func negatedAt(keys []string, s int) bool {
	k := s - 1
	if k >= 0 && isArticle(keys[k]) {
		k--
	}
	if k < 0 {
		return false
	}
	switch keys[k] {
	case "not", "no", "non", "never", "without":
		return true
	}
	return false
}

// meaningful reports whether the words [from, to) can name something: not
// only function words, question words, time words or numbers, unless they
// are quoted or written as a name of several words ("The Office", "Day Long
// Event").
func meaningful(q *Question, from, to int) bool {
	if allQuoted(q, from, to) {
		return true
	}
	for _, w := range q.Words[from:to] {
		if w.Class == lexicon.Content && !isNumber(w.Key) {
			return true
		}
	}
	return to-from > 1 && (nameCased(q, from, to) || hyphenated(q, from, to))
}

// hyphenated reports whether the words are one compound written with
// hyphens ("all-day", "one-way"): together they mean more than their
// function and time words do alone.
func hyphenated(q *Question, from, to int) bool {
	for i := from; i+1 < to; i++ {
		if q.Text[q.Words[i].End:q.Words[i+1].Start] != "-" {
			return false
		}
	}
	return true
}

// hasLetter reports whether w is written with a letter.
func hasLetter(w Word) bool { return strings.IndexFunc(w.Raw, unicode.IsLetter) >= 0 }

func isNumber(s string) bool {
	for _, r := range s {
		if !unicode.IsDigit(r) && r != '.' && r != ',' {
			return false
		}
	}
	return s != ""
}

func allQuoted(q *Question, from, to int) bool {
	for _, w := range q.Words[from:to] {
		if !w.Quoted {
			return false
		}
	}
	return true
}

// nameCased reports whether the words are written as a name: every word
// capitalised except small inner words, or the first word of the question
// capitalised (it always is) followed by capitalised words.
func nameCased(q *Question, from, to int) bool {
	upper := 0
	for k := from; k < to; k++ {
		w := q.Words[k]
		switch {
		case w.Upper || k == 0 && to-from > 1 && fold.Capitalised(w.Raw) || hasDigit(w.Raw) && to-from > 1:
			upper++
		case k > from && k < to-1 && innerWord(q, k):
		default:
			return false
		}
	}
	return upper > 0
}

// lowerCaseValues reports whether the library writes every value of ens
// in lower case ("japanese" a cuisine, "good" a mood): a capital said of
// it is English's spelling of the word ("Japanese"), not a name's.
func lowerCaseValues(ens []*entry) bool {
	return len(ens) > 0 && !slices.ContainsFunc(ens, func(en *entry) bool {
		return en.ref.Value != strings.ToLower(en.ref.Value) || strings.IndexFunc(en.ref.Value, unicode.IsLetter) < 0
	})
}

func hasDigit(s string) bool {
	return strings.IndexFunc(s, unicode.IsDigit) >= 0
}

func appendRef(refs []Ref, r Ref) []Ref {
	for _, x := range refs {
		if x.Source == r.Source && x.Field == r.Field && strings.EqualFold(x.Value, r.Value) {
			return refs
		}
	}
	return append(refs, r)
}

// PointedSources are the sources the question's cue words point at
// ("bought" → purchases, "listen" → music streams).
func (e *Env) PointedSources(q *Question) map[string]bool { return e.pointedAt(q, 0.5) }

// pointedAt are the sources the question's cue words point at with a
// weight of at least min.
func (e *Env) pointedAt(q *Question, min float64) map[string]bool {
	out := map[string]bool{}
	if e.Lexicon == nil {
		return out
	}
	cues := e.Lexicon.Parse(q.Text).Cues
	for _, c := range cues {
		for _, sw := range c.Sources {
			// a cue points only at what the library holds ("films" in a
			// library of journals and no streams points nowhere)
			if sw.Weight >= min && (e.Catalog() == nil || e.Catalog().Has(sw.Source)) {
				out[sw.Source] = true
			}
		}
	}
	// The cues together say which: "mails" and "write" point at the mail,
	// not at the posts and notes "write" alone may mean. A source only
	// cues shared by many kinds point at (weight one half or less) is
	// left out where a cue that does not point at it names another
	// kind's things outright (weight one).
	for src := range out {
		shared, named := true, false
		for _, c := range cues {
			at := slices.IndexFunc(c.Sources, func(sw lexicon.SourceWeight) bool { return sw.Source == src })
			switch {
			case at >= 0 && c.Sources[at].Weight > 0.5:
				shared = false
			case at < 0 && slices.ContainsFunc(c.Sources, func(sw lexicon.SourceWeight) bool { return sw.Weight >= 1 && out[sw.Source] }):
				named = true
			}
		}
		if shared && named {
			delete(out, src)
		}
	}
	return out
}

// unpossessed is a word without the ending of its possessive ("Javier's":
// Javier), which makes no other word of it.
func unpossessed(w string) string {
	for _, e := range []string{"'s", "’s", "'", "’"} {
		if len(w) > len(e) && strings.HasSuffix(strings.ToLower(w), e) {
			return w[:len(w)-len(e)]
		}
	}
	return w
}

// writesRun reports whether value writes the question's words [i, i+n)
// one after another as they are typed, up to case, accents (typed
// without: "Rosalia" is "Rosalía Vila" as much as "Rosalia Tribute
// Band") and a possessive.
func writesRun(value string, q *Question, i, n int) bool {
	vt := lexicon.Tokens(value)
	for s := 0; s+n <= len(vt); s++ {
		all := true
		for k := 0; k < n && all; k++ {
			all = fold.String(unpossessed(vt[s+k].Raw)) == fold.String(unpossessed(q.Words[i+k].Raw))
		}
		if all {
			return true
		}
	}
	return false
}

// sameSpelling keeps the values written exactly as quoted, when there are
// any ('event 1' is the entry "event 1", not "Event#1").
func sameSpelling(ens []*entry, phrase string) []*entry {
	var out []*entry
	for _, en := range ens {
		if strings.EqualFold(strings.TrimSpace(en.ref.Value), strings.TrimSpace(phrase)) {
			out = append(out, en)
		}
	}
	if len(out) == 0 {
		return ens
	}
	return out
}

// sameWords reports whether the question's words [from, to) are the words
// of value up to case and a plural ending, or, with byStem, words of one
// stem (accents folded) no more than two letters apart in length.
func sameWords(q *Question, from, to int, value string, byStem bool) bool {
	// (an emoji is no word: "Spanish A2 course 🎨" is three)
	vt := slices.DeleteFunc(lexicon.Tokens(value), lexicon.Token.Emoji)
	if len(vt) != to-from {
		return false
	}
	for k, t := range vt {
		a, b := strings.ToLower(q.Words[from+k].Raw), strings.ToLower(t.Raw)
		if a == b || a == b+"s" || a == b+"es" || b == a+"s" || b == a+"es" {
			continue
		}
		if !byStem || lexicon.WordKey(a) != lexicon.WordKey(b) || len(a) > len(b)+2 || len(b) > len(a)+2 || otherLemmas(a, b) {
			return false
		}
	}
	return true
}

// otherLemmas reports whether the thesaurus knows both words and neither
// as a form of a word the other is a form of: two words that share only
// a stem ("separate" and "Separator", a track), not one word's forms.
func otherLemmas(a, b string) bool {
	th, err := thesaurus.Default()
	if err != nil {
		return false
	}
	la, lb := th.Lemmas(a), th.Lemmas(b)
	return len(la) > 0 && len(lb) > 0 && !slices.ContainsFunc(la, func(l string) bool { return slices.Contains(lb, l) })
}

// gerundOfVerb reports whether the one word at i is a verb said right
// after its subject pronoun ("do I follow", "accounts we follow") and the
// value is that verb's -ing form ("following"): the act the verb names,
// as English makes a noun of a verb. The word must be no word the
// lexicons read otherwise (no activity, no cue: "I run" is the running
// the lexicons know).
func gerundOfVerb(q *Question, env *Env, i, n int, value string) bool {
	if n != 1 || i == 0 || !subjectPronoun(q.Words[i-1].Raw) {
		return false
	}
	a, b := strings.ToLower(q.Words[i].Raw), strings.ToLower(value)
	if len(a) < 3 || !strings.HasSuffix(b, "ing") {
		return false
	}
	stem := strings.TrimSuffix(b, "ing")
	if stem != a && stem+"e" != a && !(len(stem) == len(a)+1 && stem[:len(a)] == a && stem[len(a)] == a[len(a)-1]) {
		return false
	}
	if env.Lexicon != nil {
		if p := env.Lexicon.Parse(a); len(p.Concepts) > 0 || len(p.Cues) > 0 {
			return false
		}
	}
	return true
}

// subjectPronoun reports whether a word is a pronoun that is the subject
// of the verb after it ("I", "we").
func subjectPronoun(w string) bool { return strings.EqualFold(w, "i") || strings.EqualFold(w, "we") }

// sameForm is sameWords without stems: the words as written.
func sameForm(q *Question, from, to int, value string) bool {
	return sameWords(q, from, to, value, false)
}

// strangerInName reports whether the name the words [from, to) are written
// in (the run of capitalised words around them) holds a word the library
// never uses and the lexicons do not read ("Zorblax" of "Zorblax
// Quintet", "Marmots" of "The Velvet Marmots"): the name is one the
// library does not hold, and a word of it is no part of the library's
// names that share that word ("Harbor Street Quintet").
func strangerInName(q *Question, env *Env, from, to int) bool {
	stranger := func(k int) bool {
		w := q.Words[k]
		if w.Class != lexicon.Content || len(env.index().words[w.Key]) > 0 {
			return false
		}
		if cat := env.Catalog(); cat != nil && cat.Terms[w.Key] > 0 {
			return false
		}
		if env.Lexicon != nil {
			if p := env.Lexicon.Parse(strings.ToLower(w.Raw)); len(p.Cues) > 0 || len(p.Concepts) > 0 {
				return false
			}
		}
		return true
	}
	for k := from - 1; k >= 0 && (q.Words[k].Upper || innerWord(q, k)); k-- {
		if q.Words[k].Upper && stranger(k) {
			return true
		}
	}
	for k := to; k < len(q.Words) && (q.Words[k].Upper || innerWord(q, k)); k++ {
		if q.Words[k].Upper && stranger(k) {
			return true
		}
	}
	return false
}

// addressed reports whether w is a word a parent or grandparent is called
// by (lexicon.AddressedKin).
func addressed(env *Env, w string) bool {
	return env.Lexicon != nil && env.Lexicon.Addresses(w)
}
