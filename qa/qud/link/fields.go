package link

import "strings"

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
	for i := range q.Words {
		for n := min(env.longestField, len(q.Words)-i); n >= 1; n-- {
			if !meaningful(q, i, i+n) {
				continue
			}
			keys := make([]string, n)
			for k := range keys {
				keys[k] = q.Words[i+k].Key
			}
			refs := env.fields[strings.Join(keys, " ")]
			if len(refs) == 0 {
				continue
			}
			out = append(out, Span{From: i, To: i + n, Kind: KindField, Score: confField * float64(n), Refs: refs})
			break
		}
	}
	return out
}
