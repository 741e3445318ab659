// Package spell corrects misspelt words of a question against the words
// the app knows: "runing" → running, "febuary" → February, "spotfy" →
// Spotify, "recieved" → received.
//
// A Speller is built over a vocabulary (the planner's lexicon words, time
// words, the library catalog's values) with how often each is met. It
// corrects a word only when the word is unknown, only to a vocabulary word
// within an edit distance that grows with the word's length (Damerau:
// swapping two letters is one edit), and never a name:
//
//   - a capitalised word stays ("Lena" is not "Lenka", "Rewe" not
//     "review"), and so does every word the vocabulary or the dictionary of
//     common English words (assets/lang/english.txt.gz) knows;
//   - words of three letters are corrected only by swapping two letters
//     ("teh" → the, but "pho" is not "photo" and "ben" not "been"); words
//     of four to seven letters by one edit; longer words by two;
//   - given a class ("artist", "month"), a word is corrected only to a
//     vocabulary word of that class;
//   - when two candidates are about as likely, the word stays: a guess is
//     worse than a word left as it was.
//
// Candidates are found with a symmetric-delete index (the deletions of each
// vocabulary word's first letters), so a lookup costs a few dozen binary
// searches whatever the vocabulary's size. Among candidates, cheaper edits
// win (a doubled or dropped letter, neighbouring keys, a wrong vowel, two
// swapped letters cost less than other edits), then more frequent words.
package spell

import (
	"math"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"reqap/lang/ascii"
	"reqap/lang/fold"
)

// Entry is a vocabulary entry. Word may be a phrase ("Taylor Swift"):
// each of its words is a vocabulary word.
type Entry struct {
	// Word as written: a capitalised spelling marks a name, which a
	// capitalised first word of a question is never corrected to.
	Word string
	// Count is how often the word is met (its prior); 0 counts as 1.
	Count int
	// Class is what kind of word it is ("artist", "month", "lexicon").
	Class string
}

// Suggestion is a correction.
type Suggestion struct {
	// Word is the vocabulary word as most often written ("Spotify").
	Word string
	// Classes are the vocabulary classes of Word.
	Classes []string
	// Distance is the number of edits (a swap of two letters is one).
	Distance int
	// Count is Word's count in the vocabulary.
	Count int
}

// Speller corrects words against a vocabulary. It is immutable once built
// and safe for concurrent use.
type Speller struct {
	words   []vword
	byKey   map[string]int32
	classes []string
	// index is built when a word is first looked up that the speller
	// does not know: most questions hold none, and building it is most of
	// the cost of a speller over a library's names.
	indexOnce sync.Once
	index     []uint64 // deletion hash << idBits | word id, sorted
	dict      func(key string) bool
	// fallback corrects a word this speller has no candidate for.
	fallback func(word string) (Suggestion, bool)
}

type vword struct {
	key     string // folded, without apostrophes
	display string
	count   int
	// common: some spelling in the vocabulary is not capitalised.
	common  bool
	classes []uint16
	runes   []rune
}

const (
	idBits = 24
	// prefixLen: only the deletions of a word's first letters are indexed
	// (SymSpell's prefix); candidates are checked on the whole word.
	prefixLen = 7
	// margin: a runner-up this close to the best candidate makes the
	// correction a guess, which is not made.
	margin = 0.15
	// freqWeight converts a tenfold count into edit cost.
	freqWeight = 0.1
)

// maxCost bounds the weighted cost of a correction, per edit budget: one
// edit may be any but a wrong first letter far from the right key; two
// must be of the common kinds ("tommorow" → tomorrow costs 0.8,
// "retweeted" → tweeted 2.0).
var maxCost = [3]float64{costSwap, 1.0, 1.8}

// Option configures a Speller.
type Option func(*Speller)

// WithDictionary replaces the dictionary of common English words: a word
// for which known (given the folded word) is true is never corrected. nil
// turns the protection off.
func WithDictionary(known func(key string) bool) Option {
	return func(s *Speller) { s.dict = known }
}

// fallbackMin: a shorter word has so many ordinary words near it that a
// name the library lacks ("uber") would pass for a slip of one ("user").
const fallbackMin = 6

// WithFallback asks f for a word of fallbackMin letters or more this
// speller has no candidate for at all (its vocabulary holds no word near
// it); a word with candidates too alike to choose between stays as typed,
// as ever.
func WithFallback(f func(word string) (Suggestion, bool)) Option {
	return func(s *Speller) { s.fallback = f }
}

// New builds a speller over vocab.
func New(vocab []Entry, opts ...Option) *Speller {
	s := &Speller{byKey: map[string]int32{}, dict: english}
	for _, o := range opts {
		o(s)
	}
	classID := map[string]uint16{}
	displayN := []int{} // per word: the count of the entry its display spelling came from
	for _, e := range vocab {
		var cls uint16
		hasClass := e.Class != ""
		if hasClass {
			id, ok := classID[e.Class]
			if !ok {
				id = uint16(len(s.classes))
				classID[e.Class] = id
				s.classes = append(s.classes, e.Class)
			}
			cls = id
		}
		count := max(e.Count, 1)
		folded, slice := e.Word, func(a, b int) string { return e.Word[a:b] }
		if ascii.Only(e.Word) {
			folded = strings.ToLower(e.Word)
		} else {
			ft := fold.New(e.Word)
			folded, slice = ft.Folded, ft.Slice
		}
		for _, w := range words(folded) {
			k := folded[w[0]:w[1]]
			if strings.IndexByte(k, '\'') >= 0 {
				k = strings.ReplaceAll(k, "'", "")
			}
			if k == "" || strings.ContainsFunc(k, unicode.IsDigit) {
				continue
			}
			orig := slice(w[0], w[1])
			id, ok := s.byKey[k]
			if !ok {
				if len(s.words) >= 1<<idBits {
					continue
				}
				id = int32(len(s.words))
				s.byKey[k] = id
				s.words = append(s.words, vword{key: k, display: orig})
				displayN = append(displayN, 0)
			}
			v := &s.words[id]
			v.count += count
			if count > displayN[id] {
				v.display, displayN[id] = orig, count
			}
			if !isCapitalised(orig) {
				v.common = true
			}
			if hasClass && !slices.Contains(v.classes, cls) {
				v.classes = append(v.classes, cls)
			}
		}
	}
	// One backing array for every word's letters.
	n := 0
	for _, w := range s.words {
		n += utf8.RuneCountInString(w.key)
	}
	slab := make([]rune, 0, n)
	for i := range s.words {
		start := len(slab)
		for _, r := range s.words[i].key {
			slab = append(slab, r)
		}
		s.words[i].runes = slab[start:len(slab):len(slab)]
	}
	return s
}

// buildIndex indexes every deletion of up to two letters (one for words
// shorter than six letters, which only shorter words reach) of each
// word's prefix.
func (s *Speller) buildIndex() {
	n := 0
	for _, w := range s.words {
		p := min(len(w.runes), prefixLen)
		n += 1 + p
		if len(w.runes) >= 6 {
			n += p * (p - 1) / 2
		}
	}
	s.index = make([]uint64, 0, n)
	for id, w := range s.words {
		depth := 1
		if len(w.runes) >= 6 {
			depth = 2
		}
		deletions(w.runes, depth, func(h uint64) {
			s.index = append(s.index, h<<idBits|uint64(id))
		})
	}
	s.index = slices.Compact(radixSort(s.index))
}

// radixSort sorts the index by hash, in passes of 16 bits (a comparison
// sort of a million keys was most of the cost of building a speller).
// Keys are appended word by word, so within one hash the word ids are
// already in order, and the stable passes need not look at them.
func radixSort(keys []uint64) []uint64 {
	buf := make([]uint64, len(keys))
	src, dst := keys, buf
	var count [1 << 16]int
	for shift := idBits; shift < 64; shift += 16 {
		clear(count[:])
		for _, k := range src {
			count[(k>>shift)&0xffff]++
		}
		pos := 0
		for i, c := range count {
			count[i] = pos
			pos += c
		}
		for _, k := range src {
			d := (k >> shift) & 0xffff
			dst[count[d]] = k
			count[d]++
		}
		src, dst = dst, src
	}
	return src
}

// deletions calls f with the hash of the word's prefix and of every
// string made by deleting up to depth of its letters.
func deletions(r []rune, depth int, f func(uint64)) {
	p := r[:min(len(r), prefixLen)]
	f(hashSkip(p, -1, -1))
	for i := range p {
		f(hashSkip(p, i, -1))
		if depth < 2 {
			continue
		}
		for j := i + 1; j < len(p); j++ {
			f(hashSkip(p, i, j))
		}
	}
}

// hashSkip is a 40-bit FNV-1a hash of r without r[i] and r[j].
func hashSkip(r []rune, i, j int) uint64 {
	h := uint64(14695981039346656037)
	for k, c := range r {
		if k == i || k == j {
			continue
		}
		h ^= uint64(c)
		h *= 1099511628211
	}
	h ^= uint64(len(r) - btoi(i >= 0) - btoi(j >= 0))
	h *= 1099511628211
	return h & (1<<(64-idBits) - 1)
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// words returns the [start, end) byte spans of the words of folded text:
// letters and digits, with apostrophes inside.
func words(s string) [][2]int {
	var out [][2]int
	start := -1
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		word := fold.WordRune(r)
		if r == '\'' && start >= 0 && i+n < len(s) {
			next, _ := utf8.DecodeRuneInString(s[i+n:])
			word = unicode.IsLetter(next)
		}
		switch {
		case word && start < 0:
			start = i
		case !word && start >= 0:
			out = append(out, [2]int{start, i})
			start = -1
		}
		i += n
	}
	if start >= 0 {
		out = append(out, [2]int{start, len(s)})
	}
	return out
}

// isCapitalised reports whether s has a capital letter: a name
// ("Lena"), an acronym or a brand written with inner capitals ("iPhone").
func isCapitalised(s string) bool {
	for _, r := range s {
		if unicode.IsUpper(r) || unicode.IsTitle(r) {
			return true
		}
	}
	return false
}

// key folds a word for lookup.
func key(word string) string {
	return strings.ReplaceAll(fold.String(word), "'", "")
}

// Known reports whether word is a vocabulary word or common English (with
// or without a possessive "'s", or a negating "n't").
func (s *Speller) Known(word string) bool {
	k := key(word)
	if s.known(k) {
		return true
	}
	f := fold.String(word)
	if b, ok := strings.CutSuffix(f, "'s"); ok {
		return s.known(strings.ReplaceAll(b, "'", ""))
	}
	if b, ok := strings.CutSuffix(f, "s'"); ok {
		return s.known(strings.ReplaceAll(b, "'", "") + "s")
	}
	if b, ok := strings.CutSuffix(strings.ReplaceAll(f, "’", "'"), "n't"); ok {
		// a verb negated ("hadn't", "weren't"; "can't", "won't", "shan't"
		// of can, will, shall) is no misspelling of a name
		switch b {
		case "ca", "wo", "sha":
			return true
		}
		return s.known(strings.ReplaceAll(b, "'", ""))
	}
	return false
}

func (s *Speller) known(k string) bool {
	if _, ok := s.byKey[k]; ok {
		return true
	}
	return s.dict != nil && s.dict(k)
}

// Correct returns the correction of word, if it needs one and one is
// clear. A capitalised word is a name and is never corrected.
func (s *Speller) Correct(word string) (Suggestion, bool) {
	return s.correct(word, "", false)
}

// CorrectClass is Correct restricted to vocabulary words of class.
func (s *Speller) CorrectClass(word, class string) (Suggestion, bool) {
	return s.correct(word, class, false)
}

func (s *Speller) correct(word, class string, commonOnly bool) (Suggestion, bool) {
	if !commonOnly && isCapitalised(word) || !correctable(word) || s.Known(word) {
		return Suggestion{}, false
	}
	cands := s.candidates(key(word), class, commonOnly)
	plural := false
	if stem, ok := pluralStem(word); ok && len(cands) == 0 && !s.Known(stem) {
		// a typo in the stem of a plural ("standps" → standups): the
		// stem's correction, made plural again
		cands, plural = s.candidates(key(stem), class, commonOnly), true
	}
	// A word with an "s" after it is its plural or its possessive typed
	// without the apostrophe ("tims" is Tim's), not a slip of the keys.
	k := key(word)
	if !plural && slices.ContainsFunc(cands, func(c candidate) bool {
		w := &s.words[c.id]
		return w.common && !strings.HasSuffix(w.key, "s") && k == w.key+"s"
	}) {
		// the plural of a word written in lower case ("gifs" of the
		// media type "gif"), not a slip for another word ("gifts")
		return Suggestion{}, false
	}
	cands = slices.DeleteFunc(cands, func(c candidate) bool {
		w := s.words[c.id].key
		return !plural && !strings.HasSuffix(w, "s") && k == w+"s"
	})
	if len(cands) == 0 {
		if s.fallback != nil && class == "" && utf8.RuneCountInString(word) >= fallbackMin {
			// a word corrected into one class (CorrectClass: a name)
			// is none of the common words
			return s.fallback(word)
		}
		return Suggestion{}, false
	}
	cands = s.oneSpelling(cands)
	if !s.words[cands[0].id].common {
		// A name about as near as a common word is no correction to make
		// by chance ("soend" is spend mistyped, not the show "Sound"): the
		// common words are the candidates.
		if i := slices.IndexFunc(cands, func(c candidate) bool { return s.words[c.id].common }); i > 0 && cands[i].score-cands[0].score < 2*margin {
			cands = slices.DeleteFunc(cands, func(c candidate) bool { return !s.words[c.id].common })
		}
	}
	best := cands[0]
	if c, ok := s.dropped(k, cands, 2*margin); ok && !plural {
		// A letter left out is the commonest slip of typing: the one
		// common word the typed word is with a letter dropped wins over
		// a word a little nearer by a letter changed ("hors" is hours,
		// not hers).
		best = c
	} else if len(cands) > 1 && cands[1].score-cands[0].score < margin {
		// About as likely: a letter left out is the commonest slip of
		// typing, so the one word the typed word is with a letter
		// dropped wins ("listend" is listened, not listen; "tims" is
		// times, not Tim); otherwise the word stays.
		c, ok := s.dropped(k, cands, margin)
		if !ok {
			// the other commonest slip, two letters side by side typed
			// the wrong way round: "movise" is movies, not movie
			c, ok = s.swapped(k, cands, margin)
		}
		if plural {
			ok = false
		}
		if !ok {
			return Suggestion{}, false
		}
		best = c
	}
	sg := s.suggestion(best)
	if q := []rune(k); !plural && s.fallback != nil && class == "" && len(q) >= fallbackMin && !leftOut(q, s.words[best.id].runes) {
		// The vocabulary's word is not the typed one with a letter left
		// out, and a common English word is: the commonest slip wins
		// ("expensve" is expensive, not the lexicons' "expense")
		if fb, ok := s.fallback(word); ok {
			if leftOut(q, []rune(key(fb.Word))) {
				return fb, true
			}
		}
	}
	if plural {
		if strings.HasSuffix(sg.Word, "s") {
			return Suggestion{}, false // "gyms" is no plural of "gym" mistyped
		}
		sg.Word += "s"
	}
	return sg, true
}

// oneSpelling keeps, of the candidates that are British and American
// spellings of one word ("kilometres", "kilometers"), the best: they are
// no two words the typed one could be a slip of.
func (s *Speller) oneSpelling(cands []candidate) []candidate {
	seen := map[string]bool{}
	return slices.DeleteFunc(cands, func(c candidate) bool {
		k := americanSpelling(s.words[c.id].key)
		if seen[k] {
			return true
		}
		seen[k] = true
		return false
	})
}

// americanSpelling is word with the British endings -re(s) after a
// consonant ("metre", "centres") and -our(s) ("colours") spelt the
// American way, -er(s) and -or(s).
func americanSpelling(w string) string {
	for _, e := range [][2]string{{"res", "ers"}, {"re", "er"}, {"ours", "ors"}, {"our", "or"}} {
		if b, ok := strings.CutSuffix(w, e[0]); ok && len(b) >= 2 && !strings.ContainsRune("aeiou", rune(b[len(b)-1])) {
			return b + e[1]
		}
	}
	return w
}

// dropped returns the only candidate about as likely as the best (within
// the window, bounds included) of which k is the word with one letter left
// out, and a common word where k was typed in lower case.
func (s *Speller) dropped(k string, cands []candidate, window float64) (candidate, bool) {
	return s.onlySlip(k, cands, window, func(typed, intended []rune) bool {
		return len(intended) == len(typed)+1 && oneLeftOut(typed, intended)
	})
}

// swapped is dropped for two neighbouring letters typed the wrong way
// round.
func (s *Speller) swapped(k string, cands []candidate, window float64) (candidate, bool) {
	return s.onlySlip(k, cands, window, isSwap)
}

// onlySlip returns the only candidate about as likely as the best (within
// the window, bounds included) that k is a slip of, by slip, where it is
// a common word; a name that k is such a slip of leaves no common word to
// prefer.
func (s *Speller) onlySlip(k string, cands []candidate, window float64, slip func(typed, intended []rune) bool) (candidate, bool) {
	q := []rune(k)
	var out candidate
	n := 0
	for _, c := range cands {
		if c.score-cands[0].score > window+1e-9 {
			break
		}
		if w := &s.words[c.id]; slip(q, w.runes) {
			if !w.common {
				return candidate{}, false
			}
			out = c
			n++
		}
	}
	return out, n == 1
}

// leftOut reports whether typed is intended with one letter left out, of
// words of any length.
func leftOut(typed, intended []rune) bool {
	return len(intended) == len(typed)+1 && oneLeftOut(typed, intended)
}

// LeftOut reports whether typed is intended with one letter left out, the
// commonest slip of typing ("tims" of times), letters compared lower-cased.
func LeftOut(typed, intended string) bool {
	return leftOut([]rune(strings.ToLower(typed)), []rune(strings.ToLower(intended)))
}

// oneLeftOut reports whether typed is intended with one letter left out,
// intended one letter longer.
func oneLeftOut(typed, intended []rune) bool {
	i := 0
	for i < len(typed) && typed[i] == intended[i] {
		i++
	}
	return slices.Equal(typed[i:], intended[i+1:])
}

// pluralStem is word without the plural "s" of a lower-case word of five
// letters or more.
func pluralStem(word string) (string, bool) {
	if len(word) < 5 || !strings.HasSuffix(word, "s") || strings.HasSuffix(word, "ss") || isCapitalised(word) {
		return "", false
	}
	return word[:len(word)-1], true
}

// Suggest returns up to max candidates for word (of class, when given),
// best first, whether or not Correct would make a correction: for a
// question to the user ("did you mean …?").
func (s *Speller) Suggest(word, class string, max int) []Suggestion {
	if !correctable(word) {
		return nil
	}
	cands := s.candidates(key(word), class, false)
	var out []Suggestion
	for i := 0; i < len(cands) && i < max; i++ {
		out = append(out, s.suggestion(cands[i]))
	}
	return out
}

func (s *Speller) suggestion(c candidate) Suggestion {
	w := s.words[c.id]
	sg := Suggestion{Word: w.display, Distance: c.dist, Count: w.count}
	for _, id := range w.classes {
		sg.Classes = append(sg.Classes, s.classes[id])
	}
	return sg
}

// correctable: letters only (no digits: a code or a date is no typo), at
// least three of them.
func correctable(word string) bool {
	n := 0
	for _, r := range word {
		switch {
		case unicode.IsLetter(r):
			n++
		case r == '\'' || r == '’' || unicode.Is(unicode.Mn, r):
		default:
			return false
		}
	}
	return n >= 3
}

// maxEdits is the edit budget of a word of n letters (0: swaps only).
func maxEdits(n int) int {
	switch {
	case n <= 3:
		return 0
	case n <= 7:
		return 1
	}
	return 2
}

type candidate struct {
	id    int32
	dist  int
	score float64 // weighted edit cost minus the frequency prior
}

// candidates returns the vocabulary words within the edit budget of k,
// best first.
func (s *Speller) candidates(k, class string, commonOnly bool) []candidate {
	s.indexOnce.Do(s.buildIndex)
	q := []rune(k)
	budget := maxEdits(len(q))
	depth := max(budget, 1)
	seen := map[int32]bool{}
	var out []candidate
	deletions(q, depth, func(h uint64) {
		lo := h << idBits
		i, _ := slices.BinarySearch(s.index, lo)
		for ; i < len(s.index) && s.index[i]>>idBits == h; i++ {
			id := int32(s.index[i] & (1<<idBits - 1))
			if seen[id] {
				continue
			}
			seen[id] = true
			w := &s.words[id]
			if commonOnly && !w.common || class != "" && !s.hasClass(w, class) {
				continue
			}
			d := distance(q, w.runes, max(budget, 1))
			if d < 0 || d == 0 {
				continue
			}
			if budget == 0 && !isSwap(q, w.runes) {
				continue
			}
			c := cost(q, w.runes)
			if c > maxCost[budget] {
				continue
			}
			score := c - freqWeight*math.Log10(float64(w.count))
			out = append(out, candidate{id: id, dist: d, score: score})
		}
	})
	slices.SortFunc(out, func(a, b candidate) int {
		switch {
		case a.score < b.score:
			return -1
		case a.score > b.score:
			return 1
		}
		return strings.Compare(s.words[a.id].key, s.words[b.id].key)
	})
	return out
}

func (s *Speller) hasClass(w *vword, class string) bool {
	for _, id := range w.classes {
		if s.classes[id] == class {
			return true
		}
	}
	return false
}

// isSwap reports whether b is a with two neighbouring letters swapped.
func isSwap(a, b []rune) bool {
	if len(a) != len(b) {
		return false
	}
	i := 0
	for i < len(a) && a[i] == b[i] {
		i++
	}
	return i+1 < len(a) && a[i] == b[i+1] && a[i+1] == b[i] && slices.Equal(a[i+2:], b[i+2:])
}
