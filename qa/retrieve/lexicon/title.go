package lexicon

import (
	"strings"
	"sync"

	"reqap/lang/fold"
)

// titleVerbs are the verbs whose object is a work: what is played, heard,
// listened to, watched, streamed, read, finished or binged (by word key).
var titleVerbs = keySet("play plays played playing replay replayed hear hears heard hearing listen listens listened listening watch watches watched watching rewatch rewatched stream streamed streaming read finish finishes finished finishing binge binges binged bingeing binging")

// makerVerbs are the verbs of making or performing a work, whose object
// is a work and whose subject its maker ("who composed", "who wrote",
// "who sang", "who performed", "who recorded") (by word key).
var makerVerbs = keySet("compose composes composed write writes wrote written sing sings sang sung perform performs performed record records recorded produce produces produced make makes made create creates created release releases released")

// MakerVerb reports whether the word key k is of a verb of making or
// performing a work ("composed", "sang").
func MakerVerb(k string) bool { return makerVerbs()[k] }

// workNouns are the nouns of works and their parts whose "of" names the
// work ("episodes of Friends", "the first season of Lost"), by word key.
var workNouns = keySet("episode episodes season seasons series song songs track tracks album albums film films movie movies")

// TitleVerb reports whether the word key k is of a verb whose object is
// a work ("watched", "listen").
func TitleVerb(k string) bool { return titleVerbs()[k] }

// TitleSlot reports whether toks[i] stands where English puts a title:
// the object of a verb of playing, hearing or watching ("watched
// Friends", "listened to Creep", "watch the Crown"), or what "of" names
// after a noun of such works ("episodes of Friends").
func TitleSlot(toks []Token, i int) bool {
	j := i - 1
	if j >= 0 && strings.EqualFold(toks[j].Raw, "the") {
		j--
	}
	switch {
	case j < 0:
		return false
	case TitleVerb(toks[j].Key):
		return true
	case j > 0 && strings.EqualFold(toks[j].Raw, "to") && TitleVerb(toks[j-1].Key):
		return true
	case j > 0 && strings.EqualFold(toks[j].Raw, "of") && workNouns()[toks[j-1].Key]:
		return true
	}
	return false
}

// titleName reports whether toks[i], a word some concept's phrase begins
// with, is rather the name of a work: capitalised, not the query's first
// word nor "I", and where a title stands ("when did I watch Friends" is
// no meeting of friends). Words that name no one ("Monday", "May") stay
// what they are.
func titleName(toks []Token, i int) bool {
	t := toks[i]
	return i > 1 && t.Raw != "I" && fold.Capitalised(t.Raw) && !fold.NotName(strings.ToLower(t.Raw)) && TitleSlot(toks, i)
}

// keySet makes a set of the word keys of the words of a space-separated
// list, built once on first use: the lists above are written as a person
// reads them, and are looked up by the key a question's token has.
func keySet(words string) func() map[string]bool {
	return sync.OnceValue(func() map[string]bool {
		out := map[string]bool{}
		for _, w := range strings.Fields(words) {
			out[WordKey(w)] = true
		}
		return out
	})
}
