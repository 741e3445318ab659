package rules

import (
	"fmt"
	"slices"
	"strings"

	"reqap/index/catalog"
	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/qa"
	rlex "reqap/qa/retrieve/lexicon"
)

// toldIn is a kind of record the question names as where what it asks
// is told ("according to my emails", "in my tweets"), of a doing that
// other records keep too: the happenings are read as ever, across every
// record of them, and only those one of these records tells are kept.
type toldIn struct {
	source     string // the kind of record (mail, calendar, social_media)
	key, value string // a part of it ("tweets": platform twitter), or ""
	words      string // the words that said it
}

// toldInRE: a phrase of where something is told, with its noun (group
// 1): "according to my emails", "in my calendar", "from my tweets",
// "based on my posts", the noun ending its phrase ("in my shopping list"
// names no purchases). The journal's own words ("in my diary") are read
// by journalSaid.
var toldInRE = lazyre.New(`\b(?:according\s+to|based\s+on|judging\s+(?:by|from)|going\s+(?:by|off)|as\s+per|(?:written\s+|said\s+|told\s+|mentioned\s+)?(?:in|from|within))\s+(?:my|our)\s+(?:(?:own|old|sent|personal)\s+)?(\p{L}+)(?:\s*$|\s*[,;:?.!]|\s+(?:in|on|at|for|from|during|since|between|before|after|over|last|this|than|and|or|to|by|with|about|of|\d))`)

// sourceSaid reads a kind of record named as where what is asked is told
// ("how many trips did I take according to my emails") as a restriction
// of the happenings to those it tells, where the rest of the question
// names a doing of its own whose records are not all of that kind: the
// trips are still the trips (their stays, across calendar, mail and
// posts), not the mails that mention one. A doing that only that kind of
// record keeps ("how many songs in my Spotify history", "how many emails
// in my inbox") is read as before.
func (p *parser) sourceSaid() {
	if p.env == nil || p.env.Lexicon == nil || p.env.Catalog() == nil {
		return
	}
	m := p.t.find(toldInRE())
	if m == nil {
		return
	}
	c, ok := p.env.Lexicon.Cue(rlex.WordKey(string(p.t.low[m[2]:m[3]])))
	if !ok {
		return
	}
	var told *toldIn
	for _, sw := range c.Sources {
		if !sw.Whole || journalKinds[sw.Source] || !p.env.Catalog().Has(sw.Source) {
			continue
		}
		if told != nil {
			return // a word of two kinds of record ("entries") restricts to neither
		}
		told = &toldIn{source: sw.Source, key: sw.Key, value: sw.Value, words: strings.TrimSpace(string(p.t.low[m[0]:m[3]]))}
	}
	if told == nil || told.key != "" && !p.holdsValue([]string{told.source}, told.key, told.value) {
		return
	}
	if !strings.Contains(strings.ToLower(p.said), told.words) {
		// words a restatement added ("who was I tagged with": "… in my
		// posts"), which read the records as they were meant to
		return
	}
	if journalWhichRE().Match(p.t.low[m[3]:]) {
		return // "in my emails that mention Ben": which of them, asked
	}
	rest := string(p.t.low[:m[0]]) + " " + string(p.t.low[m[3]:])
	act := p.activityNamed(rest)
	if act == nil || slices.Contains(act.Sources, told.source) || len(act.Sources) > 0 && !slices.ContainsFunc(act.Sources, func(s string) bool { return !written(s) }) {
		// no other doing named, or one whose records include this kind
		// ("how many meetings in my calendar"): the records themselves;
		// or a writing whose records are written ("what was posted in
		// my chats"): the kind named is where it was written
		return
	}
	p.t.consume(m[0], m[3])
	p.told = told
}

// toldInOnly keeps of the happenings what a record of the kind named
// tells (see sourceSaid): a happening merged from several records keeps
// each record's kind in its source. The part of a kind named ("tweets")
// is told apart only where the library keeps no other part of it: a
// happening merged from a tweet and a Facebook post reads one platform,
// the first, and the answer says they were not told apart. A record that
// tells of a happening without being found to be about it is missed, and
// the answer says what was kept.
func (p *parser) toldInOnly() {
	t := p.told
	if t == nil {
		return
	}
	f := p.f
	if len(f.Sources) > 0 && !slices.Contains(f.Sources, t.source) {
		f.Sources = append(slices.Clone(f.Sources), t.source)
	}
	cond := Cond{Expr: fmt.Sprintf("%q in source", t.source), Words: t.words, Kind: true}
	label := strings.Join(ingest.Labels([]string{t.source}), "")
	switch {
	case t.key == "":
	case p.othersOfKey(t):
		f.Notes = append(f.Notes, fmt.Sprintf("%q: all your %s are read, not told apart by %s", t.words, label, t.key))
	default:
		cond.Expr += fmt.Sprintf(" && %q in (%s ?? \"\")", t.value, t.key)
		cond.Needs = []attrSpec{{Name: t.key, Type: qa.TypeText}}
	}
	f.Content = append(f.Content, cond)
	f.Notes = append(f.Notes, fmt.Sprintf("%q: only what was found told in your %s is kept", t.words, label))
}

// othersOfKey reports whether the source told in keeps other values of
// its key than the one named (Facebook posts beside the tweets).
func (p *parser) othersOfKey(t *toldIn) bool {
	src := p.env.Catalog().Source(t.source)
	if src == nil {
		return false
	}
	fl := src.Field(t.key)
	return fl != nil && slices.ContainsFunc(fl.Values, func(v catalog.Value) bool { return !strings.EqualFold(v.Text, t.value) })
}
