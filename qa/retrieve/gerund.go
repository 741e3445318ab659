package retrieve

import (
	"strings"

	"reqap/ingest"
	"reqap/lang/fold"
	"reqap/lang/thesaurus"
	"reqap/qa/retrieve/lexicon"
)

// A word of a phrase the query writes as a gerund ("bowling", "fencing",
// "snorkeling") or a past ("knitted") names doing something, and its stem is often also a noun
// of its own: "bowl" (of pho), "fence", "snorkel" (bought). The index
// matches by stem, so a text holding the noun is found for the activity.
// A text is about the activity only where it writes more than the bare
// stem: the gerund, the past ("bowled", "fenced"), a noun made of the verb
// ("meditation"), not the stem or its plural ("a bowl", "two bowls"). Lexicon concepts are not concerned: their
// terms say which words are the activity.

// gerundKeys returns the keys of the words of ph written as a gerund whose
// stem is not the word itself ("bowling" is "bowl"; "thing" and "spring"
// are their own stems and no gerunds).
func gerundKeys(ph lexicon.Phrase) []string {
	var out []string
	for _, t := range ph.Tokens {
		if isGerund(t) {
			out = append(out, t.Key)
		}
	}
	return out
}

// isGerund reports whether t is written as a gerund of a verb whose stem is
// shorter than the word, or as its past ("I knitted": "knit", which a
// "Cable Knit" hat bought is not).
func isGerund(t lexicon.Token) bool {
	w := fold.String(t.Raw)
	switch {
	case len(w) > 5 && strings.HasSuffix(w, "ing"):
		return t.Key != w && len(t.Key) < len(w)-2
	case len(w) > 4 && strings.HasSuffix(w, "ed"):
		return t.Key != w && len(t.Key) < len(w)-1
	}
	return false
}

// verbForm reports whether a text's token, found for the key of a gerund,
// writes more than the bare stem: a form of the verb or a noun made of it
// ("bowling", "bowled", "meditation"), not the noun the stem is itself
// ("bowl", "bowls", "fence", "knit"). A bare stem the dictionary knows as
// a verb and never as a noun is the verb, there being no noun for it to
// be: "Blue Recycle bin" is a bin for recycling.
func verbForm(t lexicon.Token) bool {
	w := fold.String(t.Raw)
	switch strings.TrimPrefix(w, t.Key) {
	case "", "s", "e", "es":
		return !strings.HasPrefix(w, t.Key) || verbOnly(w)
	}
	return true
}

// verbOnly reports whether the thesaurus knows w as a verb and not as a
// noun ("recycle"; not "bowl", "fence").
func verbOnly(w string) bool {
	th, err := thesaurus.Default()
	if err != nil {
		return false
	}
	_, verb := th.VerbDomain(w)
	return verb && !th.IsNoun(w)
}

// saysVerb reports whether toks, where they hold key, hold it as a verb
// (verbForm) at least once.
func saysVerb(toks []lexicon.Token, key string) bool {
	for _, t := range toks {
		if t.Key == key && verbForm(t) {
			return true
		}
	}
	return false
}

// verbTokens are the tokens of the text fields of ev, where its verbs are
// looked for.
func verbTokens(ev *ingest.Event) []lexicon.Token {
	var toks []lexicon.Token
	for _, f := range ev.Fields {
		if f.Value.Kind == ingest.KindText || f.Value.Kind == ingest.KindList {
			toks = lexicon.AppendTokens(toks, strings.ReplaceAll(f.Value.String(), "_", " "))
		}
	}
	return toks
}

// saysVerbs reports whether toks write every one of keys, somewhere, as a
// verb.
func saysVerbs(toks []lexicon.Token, keys []string) bool {
	for _, k := range keys {
		if !saysVerb(toks, k) {
			return false
		}
	}
	return true
}

// verifyGerunds takes back the match of a phrase with a gerund from the
// candidates whose texts hold its stem only as a noun: "a big bowl of pho"
// is no bowling.
func (r *Retriever) verifyGerunds(q *Query, order []*cand) {
	var cis []int
	for i, c := range q.Concepts[:min(q.Required, maskedConcepts)] {
		if len(c.gerunds) > 0 {
			cis = append(cis, i)
		}
	}
	if len(cis) == 0 {
		return
	}
	for _, c := range order {
		var toks []lexicon.Token // split once, when a concept first needs it
		for _, ci := range cis {
			if c.weights[ci] < lexicon.Threshold {
				continue
			}
			if toks == nil {
				toks = verbTokens(c.ev)
			}
			if !saysVerbs(toks, q.Concepts[ci].gerunds) {
				c.weigh(ci, 0)
			}
		}
	}
}
