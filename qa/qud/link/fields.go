package link

import (
	"slices"
	"strconv"
	"strings"

	"reqap/lang/spell"
	"reqap/lang/thesaurus"
	"reqap/qa/retrieve/lexicon"
)

// Fields recognises the names of the library's fields said in the
// question: what is asked of a found event ("which album", "whose
// channel", "what tags", "the device").
var Fields = &Recogniser{
	Name: "fields",
	Doc: `Words that name a field of the library's events, read from the field's key ("series_title" is
"series title", "hashtags" is "hashtag"); a unit suffix is not part of the name ("distance_km" is
"distance"). Function, question and time words alone never name a field.`,
	Find: findFields,
}

// confField is the confidence of a field name, per word.
const confField = 0.8

func findFields(q *Question, env *Env) []Span {
	var out []Span
	for i, w := range q.Words {
		if len(w.Raw) >= 3 {
			// a word in capitals that is a field's initials ("BMI"), or
			// typed in lower case where it is no word of the language
			// ("bmi"); the initials looked up first, so that the
			// dictionary is asked only of the few words that are some
			if refs := env.index().initials[strings.ToLower(w.Raw)]; len(refs) > 0 && (inCapitals(w.Raw) || !spell.English(w.Raw)) {
				out = append(out, Span{From: i, To: i + 1, Kind: KindField, Score: confField * 3, Refs: refs})
				continue
			}
		}
		for n := min(env.index().longestField, len(q.Words)-i); n >= 1; n-- {
			keys := make([]string, n)
			for k := range keys {
				keys[k] = q.Words[i+k].Key
			}
			refs := env.index().fields[strings.Join(keys, " ")]
			if len(refs) == 0 {
				// a British spelling of a field an American export
				// names ("colour": color)
				refs = env.index().fields[strings.Join(american(keys), " ")]
			}
			if len(refs) == 0 || partOfName(q, i, i+n) || namedWithNumber(q, env, i, i+n, refs) || n == 1 && (verbOfOtherKind(q, env, i, refs) || verbOfCounted(q, env, i, refs) || verbAfterSubject(q, env, i, refs) || verbOfNounOnly(q, i)) {
				continue
			}
			if !meaningful(q, i, i+n) && (n > 1 || !allBool(env, refs)) && !(n > 1 && allBool(env, refs) && (saidOf(q, i) || beforeItsKind(q, env, i+n, refs))) {
				// a verb of little meaning names a field that says
				// whether it was done ("books I finished": finished)
				continue
			}
			to := i + n
			if to < len(q.Words) && (q.Words[to].Key == "line" || q.Words[to].Key == "field") {
				// "the subject line", "the status field": the field named
				// with the word for where a form writes it
				to++
			}
			out = append(out, Span{From: i, To: to, Kind: KindField, Score: confField * float64(n), Refs: refs})
			break
		}
	}
	return out
}

// partOfName reports whether words from..to, a field's name, end in a
// name written with the capitalised word after them ("at Home Depot": the
// shop, not the at_home field).
func partOfName(q *Question, from, to int) bool {
	return q.Words[to-1].Upper && to < len(q.Words) && q.Words[to].Upper
}

// namedWithNumber reports whether a field's name from from to to is a
// capitalised word followed by a number, where the field holds no
// numbers: the start of a name ("Channel 3"), not the field ("Season 2"
// of a number field is its value, Numbered); or, capitalised or not, the
// start of a title the library holds with the number (titleBegins).
func namedWithNumber(q *Question, env *Env, from, to int, refs []Ref) bool {
	if to >= len(q.Words) || !isNumber(q.Words[to].Key) {
		return false
	}
	if titleBegins(q.Text[q.Words[from].Start:q.Words[to].End], env) {
		// "when was Session #6": the start of a title the library
		// holds ("Session #6: Signature distribution overview", a
		// calendar's), no workout's sixth session of a multisport
		return true
	}
	if !q.Words[to-1].Upper {
		return false
	}
	for _, r := range refs {
		if env.kind(r) == "number" {
			return false
		}
	}
	return true
}

// Numbered recognises a number field named with its number: "season 2",
// "episode 5", "lap 3".
var Numbered = &Recogniser{
	Name: "numbered",
	Doc: `The name of a number field of the library followed by a number in digits ("season 2") is that
value of the field; it covers both words and is surer than the field name alone. A noun followed by
a number is that value of the field of the noun's number ("episode 2": episode_number).`,
	Find: findNumbered,
}

func findNumbered(q *Question, env *Env) []Span {
	var out []Span
	for _, s := range findFields(q, env) {
		if s.To >= len(q.Words) {
			continue
		}
		n := q.Words[s.To].Raw
		if _, err := strconv.Atoi(n); err != nil {
			continue
		}
		var refs []Ref
		for _, r := range s.Refs {
			if env.kind(r) == "number" {
				r.Value, r.Number = n, true
				refs = append(refs, r)
			}
		}
		if len(refs) > 0 {
			out = append(out, Span{From: s.From, To: s.To + 1, Kind: KindValue, Match: Exact, Score: confField * float64(s.To+1-s.From), Refs: refs, Sure: true})
		}
	}
	return append(out, numberOf(q, env)...)
}

// titleBegins reports whether a name the library holds (a title, a
// summary) begins with the words said, a word and its number, followed by
// punctuation or the end: "Session #6: …" is the name of one thing,
// numbered so, not a value of a field of numbers.
func titleBegins(said string, env *Env) bool {
	cat := env.Catalog()
	if cat == nil {
		return false
	}
	words := strings.Fields(strings.ToLower(strings.ReplaceAll(said, "#", " ")))
	for _, src := range cat.Sources {
		for _, f := range src.Fields {
			if f.Kind != "text" || !f.Names {
				continue
			}
			for _, v := range f.Values {
				vw := strings.Fields(strings.ToLower(strings.ReplaceAll(v.Text, "#", " ")))
				if len(vw) < len(words) {
					continue
				}
				ok := true
				for i, w := range words {
					x := vw[i]
					if i == len(words)-1 {
						x = strings.TrimRight(x, ":;,.-)")
					}
					if x != w {
						ok = false
						break
					}
				}
				if ok {
					return true
				}
			}
		}
	}
	return false
}

// numberOf proposes a noun followed by a number in digits ("episode 2",
// "chapter 4") as that value of the sources' field of the noun's number
// ("episode_number"): the noun names the things, not the field, and the
// number says which of them.
func numberOf(q *Question, env *Env) []Span {
	var out []Span
	for i := 0; i+1 < len(q.Words); i++ {
		n := q.Words[i+1].Raw
		if _, err := strconv.Atoi(n); err != nil || q.Words[i].Class != lexicon.Content {
			continue
		}
		key := strings.ToLower(q.Words[i].Raw) + "_number"
		var refs []Ref
		for _, src := range env.Catalog().Sources {
			if f := src.Field(key); f != nil && f.Kind == "number" {
				refs = append(refs, Ref{Source: src.Name, Field: key, Value: n, Number: true, Count: f.Events})
			}
		}
		if len(refs) > 0 {
			out = append(out, Span{From: i, To: i + 2, Kind: KindValue, Match: Exact, Score: confField * 2, Refs: refs, Sure: true})
		}
	}
	return out
}

// allBool reports whether every field refs names says yes or no.
func allBool(env *Env, refs []Ref) bool {
	for _, r := range refs {
		if env.kind(r) != "bool" {
			return false
		}
	}
	return true
}

// kind returns the catalog kind of a field.
func (e *Env) kind(r Ref) string {
	if f := e.Catalog().Source(r.Source).Field(r.Field); f != nil {
		return f.Kind
	}
	return ""
}

// american spells words the American way where British English writes
// "-our" ("colour", "flavour", "behaviour" are color, flavor, behavior);
// keys of other spellings stay as they are.
func american(keys []string) []string {
	out := make([]string, len(keys))
	for i, k := range keys {
		if strings.HasSuffix(k, "our") && len(k) > 5 {
			k = k[:len(k)-3] + "or"
		}
		out[i] = k
	}
	return out
}

// saidOf reports whether the words from i on follow a copula or an
// article, as a yes-or-no field's name of function words is said of a
// thing ("which event was all day", "an all day event"), not of a time
// ("what did I do all day").
func saidOf(q *Question, i int) bool {
	if i == 0 {
		return false
	}
	switch strings.ToLower(q.Words[i-1].Raw) {
	case "is", "was", "are", "were", "a", "an", "be", "been":
		return true
	}
	return false
}

// beforeItsKind reports whether the word at i names the kind of event
// whose field refs are ("all day events" of the calendar's all_day): the
// words before it qualify it.
func beforeItsKind(q *Question, env *Env, i int, refs []Ref) bool {
	if i >= len(q.Words) || env.Lexicon == nil {
		return false
	}
	for _, c := range env.Lexicon.Parse(q.Words[i].Raw).Cues {
		for _, sw := range c.Sources {
			for _, r := range refs {
				if sw.Source == r.Source {
					return true
				}
			}
		}
	}
	return false
}

// verbOfOtherKind reports whether the word at i, a field's name said as
// a participle ("placed", "placing"), is the verb of the records named
// next to it, whose sources hold no such field ("orders placed on
// weekends", "I placed more than 10 orders": to place an order is to
// order, not the chat's place).
func verbOfOtherKind(q *Question, env *Env, i int, refs []Ref) bool {
	raw := strings.ToLower(q.Words[i].Raw)
	if env.Lexicon == nil || raw == q.Words[i].Key || !strings.HasSuffix(raw, "ed") && !strings.HasSuffix(raw, "ing") {
		return false
	}
	otherKind := func(j int) bool {
		if j < 0 || j >= len(q.Words) {
			return false
		}
		cues := env.Lexicon.Parse(q.Words[j].Raw).Cues
		for _, c := range cues {
			for _, sw := range c.Sources {
				for _, r := range refs {
					if sw.Source == r.Source {
						return false
					}
				}
			}
		}
		return len(cues) > 0
	}
	if otherKind(i - 1) {
		return true
	}
	// the verb's object, past an article, a number or a bound on it
	// ("placed an order", "placed more than 10 orders")
	j := i + 1
	for ; j < len(q.Words) && j < i+5; j++ {
		switch k := q.Words[j].Key; k {
		case "a", "an", "the", "my", "more", "less", "fewer", "than", "over", "under", "at", "least", "most":
			continue
		default:
			if isNumber(k) {
				continue
			}
		}
		break
	}
	return otherKind(j)
}

// verbAfterSubject reports whether the word at i, after its subject ("what
// did I ship to Tempe"), is a verb whose noun made of it names the fields
// refs ("shipping_fee"), whose names never say the word as written nor
// its plural: what was done, not the field. A field that says whether it was done
// ("skipped": "did I skip it") is read so all the same.
func verbAfterSubject(q *Question, env *Env, i int, refs []Ref) bool {
	if i < 2 || allBool(env, refs) {
		return false
	}
	// the bare verb after "did I", "do we": a participle after "have I"
	// may be a field's other name ("have I tagged": mentions)
	if !afterDidSubject(q, i) {
		return false
	}
	raw := strings.ToLower(q.Words[i].Raw)
	for _, r := range refs {
		if slices.ContainsFunc(strings.Split(strings.ToLower(r.Field), "_"), func(w string) bool {
			// the word itself or its plural ("did I tag": tags, "did
			// I mention": mentions)
			return w == raw || w == raw+"s" || w == raw+"es"
		}) {
			return false
		}
	}
	return true
}

// verbOfNounOnly reports whether the word at i is said as a verb ("did I
// book", "I booked", "have we booked") of a sense the thesaurus cannot tie
// to the noun of that spelling (thesaurus.OtherVerb): to book a flight is
// to reserve it, not to write or read a book. The word is then what was
// done, searched for in what was written, not the field nor a value the
// noun names. A verb that is the noun's doing ("did I tag": tags, "did I
// email") is one the thesaurus holds.
func verbOfNounOnly(q *Question, i int) bool {
	if !saidAsVerb(q, i) {
		return false
	}
	th, err := thesaurus.Default()
	if err != nil {
		return false
	}
	return th.OtherVerb(q.Words[i].Key)
}

// saidAsVerb reports whether the word at i is a verb by where it stands:
// bare after "did I", "do we"; in "-ed" after its subject ("I booked",
// "have we booked", "I've booked") or after "have" after it ("I have
// booked"). A noun is never so placed.
func saidAsVerb(q *Question, i int) bool {
	if i == 0 {
		return false
	}
	lower := func(j int) string { return strings.ToLower(q.Words[j].Raw) }
	subject := func(j int) bool {
		if j < 0 {
			return false
		}
		switch lower(j) {
		case "i", "we", "you", "he", "she", "they", "i've", "we've", "you've", "they've", "i'd", "we'd":
			return true
		}
		return false
	}
	if !strings.HasSuffix(lower(i), "ed") {
		return afterDidSubject(q, i)
	}
	if subject(i - 1) {
		return true
	}
	switch lower(i - 1) {
	case "have", "has", "had":
		return subject(i - 2)
	}
	return false
}

// afterDidSubject reports whether the word at i stands bare after "did"
// (do, does) and its subject ("did I book", "do we tag"): a verb.
func afterDidSubject(q *Question, i int) bool {
	if i < 2 {
		return false
	}
	switch strings.ToLower(q.Words[i-1].Raw) {
	case "i", "we", "you":
	default:
		return false
	}
	switch strings.ToLower(q.Words[i-2].Raw) {
	case "did", "do", "does", "didn't", "don't":
		return true
	}
	return false
}

// verbOfCounted reports whether the word at i is the verb whose noun in
// "-ings" names number fields ("readings", "earnings": how many readings
// a measurement took, an amount earned), said as the verb: "books I
// read", "what was I reading" ask what was read, no number of
// measurements. The noun is said with "-ing" ("my last reading"); the
// verb is any other form, or "-ing" after its subject or "be".
func verbOfCounted(q *Question, env *Env, i int, refs []Ref) bool {
	for _, r := range refs {
		if env.kind(r) != "number" || !strings.HasSuffix(r.Field, "ings") || strings.Contains(r.Field, "_") {
			return false
		}
	}
	raw := strings.ToLower(q.Words[i].Raw)
	if !strings.HasSuffix(raw, "ing") && !strings.HasSuffix(raw, "ings") {
		return true
	}
	if i == 0 || !strings.HasSuffix(raw, "ing") {
		return false
	}
	switch strings.ToLower(q.Words[i-1].Raw) {
	case "i", "we", "you", "he", "she", "they", "am", "was", "were", "been", "be", "are", "i'm", "i've", "we're":
		return true
	}
	return false
}
