package rules

import "reqap/internal/lazyre"

// groupAfterActivity reads the noun of a key right after an activity's
// noun that names a key too ("workout time of day", "workout month", "run
// hour of the day"): English puts the thing a key is of before the key's
// noun, so the second noun is the key asked and the first names the
// activity (as "my most common time of day for workouts" says it); a
// sport's word too ("run day of the week"). at is
// where the first noun ends; it returns the key and where its noun ends.
func (p *parser) groupAfterActivity(first string, at int) (*groupKey, int, bool) {
	if _, act := p.lx.act.phrases.lookup(first); !act && !p.sportWord(first) {
		return nil, 0, false
	}
	n := p.t.findAfter(p.are.mostNoun(), at)
	if n == nil {
		return nil, 0, false
	}
	g, ok := p.lx.groups.phrases.lookup(p.t.group(n, 1))
	if !ok {
		return nil, 0, false
	}
	return g, n[3], true
}

// nextWordRE: the word at the start of the text, after spaces and what was
// read already; group 1 the word.
var nextWordRE = lazyre.New(`^[\s|]*(\p{L}+)\b`)
