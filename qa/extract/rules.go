package extract

import (
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"reqap/ingest"
	"reqap/ingest/textfacts"
	"reqap/internal/lazyre"
	"reqap/lang/fold"
	"reqap/lang/number"
	"reqap/lang/spell"
	"reqap/qa/retrieve/lexicon"
)

// Rule extraction reads values out of free text when no field holds them.
// Each rule is deliberately conservative: a value a rule is unsure about
// is better missing (the operator tree then reports the item lacked it)
// than wrong.

// maxRuleText bounds how much of an event's text the rules read.
const maxRuleText = 4000

// textKeys are the fields rules read, in order: what names the event
// first, then what describes it.
var textKeys = []string{"summary", "subject", "title", "name", "text", "location", "place_name", "place", "venue",
	"description", "body", "product", "seller", "notes", "episode_title", "movie_title", "series_title"}

// eventText joins an event's text fields.
func eventText(e *ingest.Event) string {
	var b strings.Builder
	for _, k := range textKeys {
		v, ok := e.Get(k)
		if !ok || v.Kind != ingest.KindText {
			continue
		}
		if b.Len() > 0 {
			b.WriteString(" \n ")
		}
		b.WriteString(v.Str)
		if b.Len() > maxRuleText {
			break
		}
	}
	s := b.String()
	if len(s) > maxRuleText {
		s = s[:maxRuleText]
		for !utf8.ValidString(s) {
			s = s[:len(s)-1]
		}
	}
	return s
}

// reKcal: "650 kcal", "400 calories".
var reKcal = lazyre.New(`(?i)\b(\d+(?:[.,]\d+)?)\s*(kcal|calories|cal)\b`)

// ruleDuration finds a duration in seconds ("95 min", "1:40:46", "an hour
// and a half"): the journals' reading of quantities (package textfacts),
// one reading for import and EXTRACT.
func ruleDuration(text string) (float64, bool) {
	d, ok := textfacts.FindDuration(text)
	return d, ok && d > 0
}

// ruleDistance finds a distance in kilometres.
func ruleDistance(text string) (float64, bool) {
	return textfacts.FindDistance(text)
}

// ruleMoney finds an amount with its currency; an amount whose currency
// the text does not say ("12 bucks") is not one here.
func ruleMoney(text string) (float64, string, bool) {
	a, cur, ok := textfacts.FindMoney(text)
	if !ok || cur == "" {
		return 0, "", false
	}
	return a, cur, true
}

// ruleKcal finds an energy in kilocalories.
func ruleKcal(text string) (float64, bool) {
	m := reKcal().FindStringSubmatch(text)
	if m == nil {
		return 0, false
	}
	return number.Parse(m[1])
}

// ruleKind returns the concept of a kind (cuisine, sport) the text speaks
// of most: the highest summed weight of its terms, at least lexicon.Weak.
// Ties go to the concept named first.
func ruleKind(lx *lexicon.Lexicon, toks []lexicon.Token, kind string) (string, bool) {
	best, bestW := "", 0.0
	sums := map[string]float64{}
	var order []string
	for _, h := range lx.Find(toks) {
		if h.Concept.Kind != kind {
			continue
		}
		if _, ok := sums[h.Concept.ID]; !ok {
			order = append(order, h.Concept.ID)
		}
		sums[h.Concept.ID] += h.Weight
	}
	for _, id := range order {
		if sums[id] > bestW {
			best, bestW = id, sums[id]
		}
	}
	return best, bestW >= lexicon.Weak
}

// rulePlace finds a place named after "at" or "in".
func rulePlace(text string, toks []lexicon.Token) (string, bool) {
	names := lexicon.NamesAfter(text, toks, lexicon.PlaceWords, false, 5)
	if len(names) == 0 {
		return "", false
	}
	return names[0], true
}

// placeLeft finds the place a text written the day after says its night
// was had at, the name after "recovering from" (lexicon.NightOver): "Happy
// new year everyone!! Still recovering from The Green Door 😅" was at The
// Green Door, "… from Can's place" at Can's place.
func placeLeft(lx *lexicon.Lexicon, text string, written time.Time) (string, bool) {
	ref, ok := lx.NightOver(text, written)
	if !ok || !strings.HasSuffix(strings.ToLower(ref.Phrase), " from") {
		return "", false
	}
	at := strings.Index(text, ref.Phrase)
	if at < 0 {
		return "", false
	}
	after := at + len(ref.Phrase)
	toks := lexicon.Tokens(text)
	j := slices.IndexFunc(toks, func(t lexicon.Token) bool { return t.Pos >= after })
	if j < 0 {
		return "", false
	}
	start := j
	if toks[j].Raw == "The" && j+1 < len(toks) && lexicon.GapIsSpace(text, toks[j], toks[j+1]) {
		j++ // "The Green Door"
	}
	_, n := lexicon.NameAt(text, toks, j, 5, false)
	if n == 0 {
		return "", false
	}
	end := j + n
	if fold.Possessive(toks[end-1].Raw) && end < len(toks) &&
		!fold.Capitalised(toks[end].Raw) && lexicon.GapIsSpace(text, toks[end-1], toks[end]) {
		end++ // "Can's place": the noun a possessive names
	}
	return text[toks[start].Pos : toks[end-1].Pos+len(toks[end-1].Raw)], true
}

// labelWords are words that say what kind of label a value has ("room
// number", "booking code", "gate no."), not what it labels.
var labelWords = map[string]bool{"number": true, "no": true, "nr": true, "code": true, "id": true, "name": true, "reference": true, "ref": true}

// labelledValueRE reads the value after a label: "Room 3.14", "Booking
// code: X7K2P", "Gate #23", "Seat: 14A".
// label is the pattern of an attribute's name used as a label, compiled
// once per attribute: EXTRACT tries it on every event without the field.
type label struct {
	re    *regexp.Regexp
	first string // the name's first word, lower-case: texts without it are skipped
}

var labels sync.Map // attribute name → *label (nil: the name is no label)

func labelOf(attr string) *label {
	if l, ok := labels.Load(attr); ok {
		return l.(*label)
	}
	var l *label
	words := strings.Fields(strings.ReplaceAll(strings.ToLower(attr), "_", " "))
	for len(words) > 1 && labelWords[words[len(words)-1]] {
		words = words[:len(words)-1]
	}
	if len(words) > 0 && len(words) <= 3 {
		first := words[0]
		for i := range words {
			words[i] = regexp.QuoteMeta(words[i])
		}
		if re, err := regexp.Compile(`(?i)\b` + strings.Join(words, `\s+`) + `\b` + labelledValue); err == nil {
			l = &label{re: re, first: first}
		}
	}
	labels.Store(attr, l)
	return l
}

// labelledValue: a value on the label's line (a line break is crossed
// only after a colon: the event's text joins its fields by lines, and
// "The Job" then "The Office" is no job "The"); group 1 the separator,
// group 2 the value.
const labelledValue = `[ \t]*(?:(?:number|no\.?|nr\.?|code|id|#)[ \t]*)?([:#=]\s*)?([\p{L}\p{N}][\p{L}\p{N}./-]*)`

// labelled returns the value a text writes after the attribute's name as a
// label ("room" in "Room 3.14"; "booking code" in "Booking code: X7K2P"),
// when the value looks like one (it holds a digit or capitals), or false.
func labelled(text, attr string) (string, bool) {
	l := labelOf(attr)
	if l == nil || !strings.Contains(strings.ToLower(text), l.first) {
		return "", false
	}
	re := l.re
	for _, m := range re.FindAllStringSubmatch(text, -1) {
		v := strings.TrimRight(m[2], ".-/")
		if m[1] == "" && strings.IndexFunc(v, unicode.IsDigit) < 0 && strings.ToUpper(v) != v && spell.English(v) {
			// a word of the language capitalised after the name with no
			// colon is the rest of a title ("Job Fair", "Room Service"),
			// not the value a label gives
			continue
		}
		if strings.IndexFunc(v, func(r rune) bool { return unicode.IsDigit(r) || unicode.IsUpper(r) }) >= 0 {
			return v, true
		}
	}
	return "", false
}
