package textfacts

import (
	"slices"
	"strings"
	"unicode"

	"reqap/lang/fold"
	"reqap/lang/thesaurus"
	"reqap/lang/weather"
	"reqap/qa/retrieve/lexicon"
)

// DayWeather returns the weather a day's happenings say it was ("Rain all
// day.", "Sunny and cold", "Finally some sun!": "rain", "sunny", "sun"),
// the words as written, lower-cased and joined by ", "; "" where they say
// none. Only what happened counts (not "hope it doesn't rain"), and a
// weather word inside a name ("Klara and the Sun", "Project Hail Mary"),
// before a day of the month ("Sun 29"), or naming a thing ("rain jacket",
// "sun cream") says no weather.
func (x *Extractor) DayWeather(hs []Happening) string {
	var out []string
	for _, h := range hs {
		if h.Modality != Actual {
			continue
		}
		toks := lexicon.Tokens(h.Text)
		for i, t := range toks {
			if weather.Told(t.Raw) == "" || !sentenceStart(h.Text, t.Pos) && fold.Capitalised(t.Raw) {
				continue
			}
			if i+1 < len(toks) && (unicode.IsDigit(rune(toks[i+1].Raw[0])) || x.thingAfterWeather(t.Raw, toks[i+1])) {
				continue
			}
			if i > 0 && negator[strings.ToLower(toks[i-1].Raw)] {
				continue // "no rain"
			}
			if w := strings.ToLower(t.Raw); !slices.Contains(out, w) {
				out = append(out, w)
			}
		}
	}
	return strings.Join(out, ", ")
}

// negator are the words that say a weather was not.
var negator = map[string]bool{"no": true, "not": true, "without": true}

// thingAfterWeather reports whether next makes a weather noun w name a
// thing ("rain jacket", "sun cream", "snow boots"): a noun after the bare
// noun that is no word of time ("rain all day", "snow this morning").
func (x *Extractor) thingAfterWeather(w string, next lexicon.Token) bool {
	if strings.HasSuffix(strings.ToLower(w), "y") {
		return false // "sunny day", "rainy morning"
	}
	return next.Key != "" && x.lex.WordClass(next.Key) == lexicon.Content && thesaurus.Noun(strings.ToLower(next.Raw))
}

// sentenceStart reports whether pos begins a sentence of s: nothing but
// marks before it, or the end of a sentence.
func sentenceStart(s string, pos int) bool {
	before := strings.TrimRightFunc(s[:pos], func(r rune) bool { return unicode.IsSpace(r) || r == '"' || r == '(' })
	if strings.TrimLeftFunc(before, func(r rune) bool { return !unicode.IsLetter(r) }) == "" {
		return true
	}
	return strings.HasSuffix(before, ".") || strings.HasSuffix(before, "!") || strings.HasSuffix(before, "?") || strings.HasSuffix(before, ":")
}
