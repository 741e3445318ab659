package rules

import (
	"fmt"
	"slices"
	"strings"

	"reqap/internal/lazyre"
	"reqap/lang/mood"
	"reqap/qa"
	"reqap/qa/tree"
)

// moodAskedRE: a feeling said of oneself ("was I happy", "did I feel
// down", "days I was cheerful", "how many days was I very sad"); group 1
// is the mood word, or the phrase of a mood one is in ("in a bad mood").
// Being is of the speaker only ("were the films
// good" is no mood of mine).
var moodAskedRE = lazyre.New(`\b(?:(?:i|we)\s+(?:was|were|am|have\s+been|had\s+been)|(?:was|were|am)\s+(?:i|we)|(?:feel|felt|feeling))\s+(?:(?:very|really|so|quite|pretty|truly)\s+)?(in\s+a\s+(?:(?:very|really|pretty|truly)\s+)?[a-z]+\s+mood|[a-z]+)\b`)

// moodAsked reads a mood word asked ("happy") that the library does not
// hold as a value of its mood field by what it means: the moods the
// library records that feel the same way, by the mood lexicon's valences
// ("happy": good, great), or the mood it is where the library records
// that one ("down": sad). Searched for, it was found in no record, and
// the answer was a confident "no".
func (p *parser) moodAsked() {
	if p.env == nil || p.env.Catalog() == nil {
		return
	}
	orig := newText(p.t.orig)
	for _, m := range moodAskedRE().FindAllSubmatchIndex(orig.low, -1) {
		a, b := m[2], m[3]
		word := string(orig.low[a:b])
		t, ok := mood.Of(word)
		if ws := strings.Fields(word); !ok && len(ws) > 3 && ws[0] == "in" {
			// "in a happy mood": the mood the adjective is
			t, ok = mood.Of(ws[len(ws)-2])
		}
		if !ok || strings.ContainsRune(string(p.t.low[a:b]), used) {
			continue // no mood word, or read as something else
		}
		var vals []string
		held := false
		for _, src := range p.env.Catalog().Sources {
			fl := src.Field("mood")
			if fl == nil || fl.Kind != "text" {
				continue
			}
			for _, v := range fl.Values {
				low := strings.ToLower(v.Text)
				if low == word {
					held = true
				}
				if vt, ok := mood.Of(low); ok && mood.Sign(vt.Valence) == mood.Sign(t.Valence) && !slices.Contains(vals, low) {
					vals = append(vals, low)
				}
			}
		}
		if held || len(vals) == 0 {
			continue // the value itself ("stressed"), or no mood alike
		}
		if slices.Contains(vals, t.Mood) {
			vals = []string{t.Mood} // "down": the mood it is, sad, where recorded
		}
		var q []string
		for _, v := range vals {
			q = append(q, quote(v))
		}
		p.addEntity([]int{a, b}, orig.original(a, b), &attrSpec{Name: "mood", Type: qa.TypeText}, fmt.Sprintf("(mood ?? \"\") in [%s]", strings.Join(q, ", ")))
		if p.f.act == nil && len(p.f.Sources) == 0 {
			// nothing else named: whatever records a mood, all of it
			p.allEvents = true
		}
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q read as the moods recorded that feel alike: %s", word, strings.Join(vals, ", ")))
	}
}

// moodRank ranks by how a mood feels (the valences of lang/mood) the
// values of the text field key the library records, where they are moods
// ("good", "tired"): "my lowest mood" is the mood that felt worst, not the
// mood of the longest thing done. Nil where most of the values recorded
// are no mood. The moods that tie at the end asked (dir) are said.
func (p *parser) moodRank(key *Key, dir int) *Quantity {
	if p.env == nil || p.env.Catalog() == nil || key.Extract == nil || key.Extract.Type != qa.TypeText || !tree.IsName(key.Extract.Name) {
		return nil
	}
	val := map[string]int{}
	events, moods := 0, 0
	for _, src := range p.env.Catalog().Sources {
		fl := src.Field(key.Extract.Name)
		if fl == nil || fl.Kind != "text" {
			continue
		}
		for _, v := range fl.Values {
			events += v.Count
			if t, ok := mood.Of(v.Text); ok {
				moods += v.Count
				val[v.Text] = t.Valence
			}
		}
	}
	if len(val) < 2 || 2*moods < events {
		return nil
	}
	var names []string
	for n := range val {
		names = append(names, n)
	}
	slices.Sort(names)
	var expr strings.Builder
	end := val[names[0]]
	for _, n := range names {
		fmt.Fprintf(&expr, "%s == %s ? %d : ", key.Extract.Name, quote(n), val[n])
		if v := val[n]; v*dir > end*dir {
			end = v
		}
	}
	expr.WriteString("nil")
	var tied []string
	for _, n := range names {
		if val[n] == end {
			tied = append(tied, n)
		}
	}
	which := "best"
	if dir < 0 {
		which = "worst"
	}
	p.f.Notes = append(p.f.Notes, fmt.Sprintf("%s ranked by how it feels: the %s recorded: %s", key.Words, which, strings.Join(tied, ", ")))
	return &Quantity{ID: "valence", Attr: key.Extract.Name + "_valence", Extract: key.Extract, Map: expr.String(), Words: "how the " + key.Words + " felt"}
}

// linkedMoodRank is moodRank of a text field of moods the question names
// without asking for it ("which day was my lowest mood" asks the day),
// its words read; nil where it names none.
func (p *parser) linkedMoodRank(dir int) *Quantity {
	if p.lk == nil || p.env == nil || p.env.Catalog() == nil {
		return nil
	}
	for _, s := range p.lk.fields {
		for _, r := range s.Refs {
			if r.List || !tree.IsName(r.Field) {
				continue
			}
			if fl := p.env.Catalog().Source(r.Source).Field(r.Field); fl == nil || fl.Kind != "text" {
				continue
			}
			if q := p.moodRank(p.typedKey(r), dir); q != nil {
				a, b := p.spanBytes(s)
				p.t.consume(a, b)
				return q
			}
		}
	}
	return nil
}
