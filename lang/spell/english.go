package spell

import (
	"bufio"
	"cmp"
	"compress/gzip"
	"log/slog"
	"slices"
	"strings"
	"sync"

	"reqap/assets"
)

var (
	englishOnce  sync.Once
	englishWords []string // sorted folded keys
)

// english reports whether key is a common English word
// (assets/lang/english.txt.gz, SCOWL's size-35 lists).
func english(key string) bool {
	englishOnce.Do(loadEnglish)
	if listed(key) {
		return true
	}
	// a regular inflection of a listed word of four letters or more,
	// which the lists leave out for the newer verbs ("uploaded",
	// "uploads", "uploading" of "upload"); not an -ed or -ing after a
	// consonant-vowel-consonant ending, which English often doubles
	// ("swiming" is a misspelling of "swimming", not a form of "swim")
	for _, suf := range []string{"ed", "ing", "s"} {
		if base, ok := strings.CutSuffix(key, suf); ok && len(base) >= 4 && (suf == "s" || !cvcEnding(base)) {
			if listed(base) {
				return true
			}
		}
	}
	if base, ok := strings.CutPrefix(key, "re"); ok && len(base) >= 4 && english(base) {
		// a listed verb done again, which the lists leave out for most
		// ("reorder", "rewatched", "relistening")
		return true
	}
	return gradedForm(key)
}

// Common corrects a slip of a common English word by one edit (a letter
// dropped, added or changed, or two swapped: "exepnsive" → expensive,
// "evneing" → evening) into the one listed word that edit makes, or the
// cheapest by far as the speller weighs edits; ok false where none is or
// two are about as likely. It is the fallback of a speller whose
// vocabulary holds no word near the slip, and it looks the edits up in
// the list already loaded rather than keep an index of its own (one of
// 40,000 words took 16 MB).
func Common(word string) (Suggestion, bool) {
	englishOnce.Do(loadEnglish)
	q := []rune(key(word))
	type cand struct {
		w     string
		score float64
	}
	var cs []cand
	seen := map[string]bool{}
	try := func(r []rune) {
		w := string(r)
		if seen[w] {
			return
		}
		seen[w] = true
		if !listed(w) {
			return
		}
		if c := cost(q, r); c <= maxCost[1] {
			cs = append(cs, cand{w, c})
		}
	}
	buf := make([]rune, 0, len(q)+1)
	for i := range q {
		try(append(append(buf[:0], q[:i]...), q[i+1:]...)) // a letter added
		if i+1 < len(q) {
			buf = append(append(buf[:0], q[:i]...), q[i+1], q[i])
			try(append(buf, q[i+2:]...)) // two swapped
		}
	}
	for i := 0; i <= len(q); i++ {
		for c := 'a'; c <= 'z'; c++ {
			buf = append(append(buf[:0], q[:i]...), c)
			try(append(buf, q[i:]...)) // a letter dropped
			if i < len(q) && q[i] != c {
				buf = append(append(buf[:0], q[:i]...), c)
				try(append(buf, q[i+1:]...)) // a letter changed
			}
		}
	}
	if len(cs) == 0 {
		return Suggestion{}, false
	}
	slices.SortFunc(cs, func(a, b cand) int { return cmp.Or(cmp.Compare(a.score, b.score), strings.Compare(a.w, b.w)) })
	if len(cs) > 1 && cs[1].score-cs[0].score < margin {
		return Suggestion{}, false
	}
	return Suggestion{Word: cs[0].w, Classes: []string{"english"}, Distance: 1, Count: 1}, true
}

// Listed reports whether word, in any case, is in the list of common
// English words itself (no inflection the list leaves out).
func Listed(word string) bool {
	englishOnce.Do(loadEnglish)
	return listed(strings.ReplaceAll(strings.ToLower(word), "'", ""))
}

// listed reports whether key is in the list itself.
func listed(key string) bool {
	_, ok := slices.BinarySearch(englishWords, key)
	return ok
}

// gradedForm reports whether key is the comparative or superlative of a
// listed adjective, or an adjective made of a listed noun in -e with -y:
// "-er"/"-est" on the adjective ("cheapest"), on one in -e less its e
// ("rarest"), with the final consonant doubled after a consonant, a vowel
// and a consonant ("biggest", never "bigest"); "-ier"/"-iest" of an
// adjective in -y or -ey ("happiest", "pricier"); and "-y", "-ey",
// "-ier", "-iest" on a noun in -e less its e ("price": "pricey",
// "priciest"), the lists leaving out some of these.
func gradedForm(key string) bool {
	for _, suf := range []string{"iest", "ier"} {
		if base, ok := strings.CutSuffix(key, suf); ok && len(base) >= 3 {
			return listed(base+"y") || listed(base+"ey") || listed(base+"e")
		}
	}
	if base, ok := strings.CutSuffix(key, "ey"); ok && len(base) >= 3 {
		return listed(base + "e")
	}
	for _, suf := range []string{"est", "er"} {
		base, ok := strings.CutSuffix(key, suf)
		if !ok || len(base) < 3 {
			continue
		}
		n := len(base)
		switch {
		case base[n-1] == base[n-2] && cvcEnding(base[:n-1]):
			return listed(base[:n-1])
		case cvcEnding(base):
			// "bigest" is a slip for "biggest", "runer" for "runner";
			// only a superlative of an adjective in -e counts ("rarest")
			return suf == "est" && listed(base+"e")
		default:
			return listed(base) || listed(base+"e")
		}
	}
	return false
}

// cvcEnding reports whether w ends in a consonant, a vowel and a consonant
// other than w, x or y: the ending whose consonant English doubles before
// -ed and -ing in a stressed syllable ("swim", "begin").
func cvcEnding(w string) bool {
	n := len(w)
	if n < 3 {
		return false
	}
	vowel := func(c byte) bool { return strings.IndexByte("aeiou", c) >= 0 }
	return !vowel(w[n-3]) && vowel(w[n-2]) && !vowel(w[n-1]) && strings.IndexByte("wxy", w[n-1]) < 0
}

// English reports whether word, in any case, is a common English word
// (SCOWL's size-35 lists): "upper" is a word, not "supper" misspelt.
func English(word string) bool {
	return english(strings.ReplaceAll(strings.ToLower(word), "'", ""))
}

func loadEnglish() {
	words, err := readEnglish()
	if err != nil {
		// The list is compiled in and a test loads it; without it the
		// speller still works, only less carefully.
		slog.Error("speller: no dictionary of common English words", "err", err)
		return
	}
	englishWords = words
}

func readEnglish() ([]string, error) {
	f, err := assets.Lang().Open("english.txt.gz")
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, err
	}
	var out []string
	sc := bufio.NewScanner(zr)
	for sc.Scan() {
		w := sc.Text()
		if w == "" || w[0] == '#' {
			continue
		}
		out = append(out, strings.ReplaceAll(w, "'", ""))
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	slices.Sort(out)
	return slices.Compact(out), nil
}
