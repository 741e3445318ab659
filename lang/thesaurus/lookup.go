package thesaurus

import (
	"slices"
	"strings"
)

// base is a lemma a word form may be, restricted to one part of speech
// (0: both).
type base struct {
	word int32
	pos  byte
}

// WordNet's detachment rules ("morphy"): a noun or verb form and the
// ending its base has instead.
var (
	nounSuffixes = [][2]string{{"s", ""}, {"ses", "s"}, {"xes", "x"}, {"zes", "z"}, {"ches", "ch"}, {"shes", "sh"}, {"men", "man"}, {"ies", "y"}}
	verbSuffixes = [][2]string{{"s", ""}, {"ies", "y"}, {"es", "e"}, {"es", ""}, {"ed", "e"}, {"ed", ""}, {"ing", "e"}, {"ing", ""}}
)

// bases returns the lemmas word may be a form of: itself, an irregular
// form ("ran" → "run"), or a regular one ("biking" → "bike", "jogging" →
// "jog", "motion pictures" → "motion picture").
func (t *Thesaurus) bases(word string) []base {
	k := key(word)
	if k == "" {
		return nil
	}
	var out []base
	add := func(lemma string, pos byte) {
		i, ok := t.words.Lookup(lemma)
		if !ok {
			return
		}
		if pos != 0 && !t.hasPOS(i, pos) {
			return
		}
		if j := slices.IndexFunc(out, func(b base) bool { return b.word == i }); j >= 0 {
			if out[j].pos != pos {
				out[j].pos = 0
			}
			return
		}
		out = append(out, base{word: i, pos: pos})
	}
	add(k, 0)
	for _, e := range t.exc[k] {
		add(e.base, e.pos)
	}
	// Inflection is on the last word of a phrase.
	head, last := "", k
	if i := strings.LastIndexByte(k, ' '); i >= 0 {
		head, last = k[:i+1], k[i+1:]
	}
	for _, rules := range []struct {
		pos      byte
		suffixes [][2]string
	}{{'n', nounSuffixes}, {'v', verbSuffixes}} {
		for _, r := range rules.suffixes {
			stem, ok := strings.CutSuffix(last, r[0])
			if !ok || stem == "" {
				continue
			}
			add(head+stem+r[1], rules.pos)
			// "jogging" → "jogg" → "jog", "stopped" → "stop".
			if rules.pos == 'v' && r[1] == "" && (r[0] == "ing" || r[0] == "ed") && len(stem) >= 3 && stem[len(stem)-1] == stem[len(stem)-2] {
				add(head+stem[:len(stem)-1], rules.pos)
			}
		}
	}
	return out
}

func (t *Thesaurus) hasPOS(word int32, pos byte) bool {
	for _, s := range t.senses[word] {
		if t.synsets[s.synset].pos == pos {
			return true
		}
	}
	return false
}

// Lemmas returns the words of the thesaurus that word is a form of
// ("biking" → "bike"; "ran" → "run"), or nil when it knows none.
func (t *Thesaurus) Lemmas(word string) []string {
	var out []string
	for _, b := range t.bases(word) {
		out = append(out, t.words.Name(b.word))
	}
	return out
}

// Links returns every word related to word, strongest first: per sense of
// word, the other words of that sense and of the doing it names
// (Synonym), of the senses just above it (Hypernym) and just below it
// (Hyponym). A word reached twice keeps its strongest link.
func (t *Thesaurus) Links(word string) []Link {
	bs := t.bases(word)
	if len(bs) == 0 {
		return nil
	}
	self := map[int32]bool{}
	for _, b := range bs {
		self[b.word] = true
	}
	type lk struct {
		word int32
		rel  Relation
	}
	best := map[lk]Link{}
	add := func(rel Relation, a float64, s int32) {
		for _, m := range t.synsets[s].lemmas {
			if self[m.word] {
				continue
			}
			w := a * float64(m.weight)
			k := lk{m.word, rel}
			if old, ok := best[k]; !ok || w > old.Weight {
				best[k] = Link{Word: t.words.Name(m.word), Rel: rel, Weight: w, Domain: t.domains[t.synsets[s].domain]}
			}
		}
	}
	for _, b := range bs {
		for _, sn := range t.senses[b.word] {
			s := t.synsets[sn.synset]
			if b.pos != 0 && s.pos != b.pos {
				continue
			}
			a := float64(sn.weight)
			add(Synonym, a, sn.synset)
			for _, d := range s.derived {
				add(Synonym, a, d)
			}
			for _, h := range s.hyper {
				add(Hypernym, a, h)
			}
			for _, h := range t.hypo[sn.synset] {
				add(Hyponym, a, h)
			}
		}
	}
	out := make([]Link, 0, len(best))
	for _, l := range best {
		out = append(out, l)
	}
	slices.SortFunc(out, func(a, b Link) int {
		switch {
		case a.Weight != b.Weight:
			if a.Weight > b.Weight {
				return -1
			}
			return 1
		case a.Rel != b.Rel:
			return int(a.Rel) - int(b.Rel)
		}
		return strings.Compare(a.Word, b.Word)
	})
	return out
}

// Synonyms returns the words that mean what word commonly means.
func (t *Thesaurus) Synonyms(word string) []string { return t.related(word, Synonym) }

// Hypernyms returns the more general words word is a kind of ("jogging"
// → "run", "exercise").
func (t *Thesaurus) Hypernyms(word string) []string { return t.related(word, Hypernym) }

// Hyponyms returns the more specific words that are kinds of word ("run"
// → "jog", "sprint").
func (t *Thesaurus) Hyponyms(word string) []string { return t.related(word, Hyponym) }

// Under reports whether word is filed under one of the general words
// head accepts within depth steps up its hypernyms ("pub": a tavern, a
// building), breadth first, each word once.
func (t *Thesaurus) Under(word string, head func(string) bool, depth int) bool {
	seen := map[string]bool{word: true}
	level := []string{word}
	for range depth {
		var next []string
		for _, w := range level {
			for _, h := range t.Hypernyms(w) {
				if head(h) {
					return true
				}
				if !seen[h] {
					seen[h] = true
					next = append(next, h)
				}
			}
		}
		level = next
	}
	return false
}

func (t *Thesaurus) related(word string, rel Relation) []string {
	var out []string
	for _, l := range t.Links(word) {
		if l.Rel == rel && l.Weight >= MinWeight {
			out = append(out, l.Word)
		}
	}
	return out
}

// Related returns how b is related to a ("biking", "cycling": Synonym;
// "jogging", "running": Hypernym), and false when the thesaurus knows no
// link of weight MinWeight or more. Two forms of one word ("runs",
// "running") are synonyms.
func (t *Thesaurus) Related(a, b string) (Relation, bool) {
	ab, bb := t.bases(a), t.bases(b)
	if len(ab) == 0 || len(bb) == 0 {
		return None, false
	}
	targets := map[string]bool{}
	for _, x := range bb {
		for _, y := range ab {
			if x.word == y.word {
				return Synonym, true
			}
		}
		targets[t.words.Name(x.word)] = true
	}
	for _, l := range t.Links(a) {
		if l.Weight < MinWeight {
			break
		}
		if targets[l.Word] {
			return l.Rel, true
		}
	}
	return None, false
}

// Noun reports whether word is a form of a noun the default thesaurus
// knows, loaded on first use; where it cannot be loaded (it is embedded,
// so only a broken build), no word is.
func Noun(word string) bool {
	th, err := Default()
	return err == nil && th.IsNoun(word)
}

// PastBase returns the verb word is the past tense of ("went": go,
// "listened": listen, "ran": run), by WordNet's irregular forms or its
// "-ed" ending; "" where word is no past the default thesaurus knows
// ("go", "need", "Naples").
func PastBase(word string) string {
	th, err := Default()
	if err != nil {
		return ""
	}
	k := key(word)
	for _, e := range th.exc[k] {
		if e.pos == 'v' && e.base != k && !strings.HasSuffix(k, "ing") && !strings.HasSuffix(k, "s") {
			return e.base
		}
	}
	if !strings.HasSuffix(k, "ed") {
		return ""
	}
	for _, b := range th.bases(k) {
		if name := th.words.Name(b.word); name != k && b.pos != 'n' && th.hasPOS(b.word, 'v') {
			return name
		}
	}
	return ""
}

// IsNoun reports whether word is a form of a noun the thesaurus knows
// ("juice", "breads"); a word it does not know is no noun it knows.
func (t *Thesaurus) IsNoun(word string) bool {
	for _, b := range t.bases(word) {
		if t.hasPOS(b.word, 'n') {
			return true
		}
	}
	return false
}

// VerbDomain returns the lexicographer file of word's commonest sense as
// a verb ("write": creation, "listen": perception, "buy": possession), and
// false where the thesaurus knows no verb of it. Of senses as common, the
// first WordNet lists wins.
func (t *Thesaurus) VerbDomain(word string) (string, bool) {
	best, domain := float32(-1), ""
	for _, b := range t.bases(word) {
		if b.pos == 'n' {
			continue
		}
		for _, sn := range t.senses[b.word] {
			s := t.synsets[sn.synset]
			if s.pos == 'v' && sn.weight > best {
				best, domain = sn.weight, t.domains[s.domain]
			}
		}
	}
	return domain, best >= 0
}

// NounDomain returns the lexicographer file of the word's commonest sense
// as a noun ("box": artifact, "swim": act), as it is written, not as a
// form of another word, and false where the thesaurus knows no noun of
// it. Of senses as common, the first WordNet lists wins.
func (t *Thesaurus) NounDomain(word string) (string, bool) {
	i, ok := t.words.Lookup(key(word))
	if !ok {
		return "", false
	}
	best, domain := float32(-1), ""
	for _, sn := range t.senses[i] {
		if s := t.synsets[sn.synset]; s.pos == 'n' && sn.weight > best {
			best, domain = sn.weight, t.domains[s.domain]
		}
	}
	return domain, best >= 0
}

// doingDomains are the lexicographer files of nouns that name something
// done or had: their verb, however rare, is doing it ("golf", "to golf";
// "lunch", "to lunch").
var doingDomains = map[string]bool{"act": true, "event": true, "food": true, "time": true}

// DoingDomain reports whether a lexicographer file of nouns is of
// something done or had (doingDomains).
func DoingDomain(d string) bool { return doingDomains[d] }

// OtherVerb reports whether word, said as a verb ("booked", "did I book"),
// means what the thesaurus cannot tie to the noun of that spelling: it
// knows the word only as a noun, and only as a thing's (an artifact, a
// writing, a person, a place ...), not as a doing's. WordNet keeps a verb
// sense met often enough beside the noun (to tag, to email, to phone); a
// thing's verb it never meets is another word of the same spelling (to
// book a flight is to reserve it, not to write or read a book).
func (t *Thesaurus) OtherVerb(word string) bool {
	if _, verb := t.VerbDomain(word); verb {
		return false
	}
	noun := false
	for _, b := range t.bases(word) {
		for _, sn := range t.senses[b.word] {
			s := t.synsets[sn.synset]
			if s.pos != 'n' {
				continue
			}
			if doingDomains[t.domains[s.domain]] {
				return false
			}
			noun = true
		}
	}
	return noun
}
