package rules

import (
	"fmt"
	"slices"
	"strings"

	"reqap/index/catalog"
	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/lang/fold"
	"reqap/lang/thesaurus"
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

// makerRE: the maker of exports named as where what is asked is told
// ("according to Google", "based on Spotify", "as per Netflix"): group 1
// the name's first word, group 2 a second ("Google Fit", "Google Maps");
// makerSaysRE the maker said as the subject of saying ("what does Google
// say I watched", "where did Google show I was").
var (
	makerRE     = lazyre.New(`\b(?:` + toldByPhrases + `)\s+(\pL+)(?:\s+(\pL+))?`)
	makerSaysRE = lazyre.New(`\b(?:does|did|do)\s+(\pL+)(?:\s+(\pL+))?\s+(?:` + makerSays + `)\b`)
	makerSayRE  = lazyre.New(`^(?:` + makerSays + `)s?$`)
)

// makerSays are the verbs a maker is said to tell with.
const makerSays = `say|show|think|reckon`

// nameGoesOn reports whether a word after a maker's name may be more of
// it ("Google Fit"), not a word of the question ("google how far",
// "Google I was", "Google says"): no stop word of the lexicon, no verb of
// telling.
func (p *parser) nameGoesOn(w string) bool {
	if makerSayRE().MatchString(w) {
		return false
	}
	c := p.env.Lexicon.WordClass(rlex.Key(w))
	return c != rlex.Stop && c != rlex.WeakWord
}

// makerSaid reads the maker of the library's exports named as where what
// is asked is told ("where was I according to Google") as the records of
// its exports (the formats named after it: google_location,
// google_activity), not as a value of the library that begins with its
// name ("Google Keep", a service of the account facts) nor as words to
// search for. The name is a format's or its first word, written as a
// name or a word no dictionary knows as a noun ("google", "netflix"; not
// "notes" of notes_text). makerSources restricts the sources.
func (p *parser) makerSaid() {
	if p.env == nil || p.env.Lexicon == nil || p.env.Catalog() == nil {
		return
	}
	says := false
	m := p.t.find(makerRE())
	if m == nil {
		if m = p.t.find(makerSaysRE()); m == nil {
			return
		}
		says = true
	}
	name := string(p.t.low[m[2]:m[3]])
	var formats []string
	for _, src := range p.env.Catalog().Sources {
		for _, f := range src.Formats {
			if first, _, _ := strings.Cut(f, "_"); first == name && !slices.Contains(formats, f) {
				formats = append(formats, f)
			}
		}
	}
	if len(formats) == 0 {
		return
	}
	orig := p.t.original(m[2], m[3])
	if !fold.Capitalised(orig) {
		if th, err := thesaurus.Default(); err != nil || th.IsNoun(name) {
			return
		}
	}
	p.maker = orig
	end := m[3]
	if m[4] >= 0 {
		// "Google Fit", "google maps": a product of the maker, its
		// exports those of a format of its own where the library has
		// one, else the maker's, which may hold it
		if second := string(p.t.low[m[4]:m[5]]); p.nameGoesOn(second) {
			if own := slices.DeleteFunc(slices.Clone(formats), func(f string) bool { return !strings.HasPrefix(f, name+"_"+second) }); len(own) > 0 {
				formats = own
			}
			p.maker, end = p.t.original(m[2], m[5]), m[5]
		}
	}
	if says {
		// "what does Google say I watched": what I watched, the
		// question's verb the one after
		end = m[1]
	}
	p.makerFormats = formats
	p.t.consume(m[0], end)
}

// makerSources keeps, of the sources the question is about, those the
// maker named makes (makerSaid), and says what was done: where none of
// them is, or they hold other exports too, the records are not told
// apart by it.
func (p *parser) makerSources() {
	if p.maker == "" {
		return
	}
	cat := p.env.Catalog()
	made := func(src *catalog.Source) (mine, others bool) {
		for _, f := range src.Formats {
			if slices.Contains(p.makerFormats, f) {
				mine = true
			} else {
				others = true
			}
		}
		return mine, others
	}
	asked := p.askedSources()
	if len(asked) == 0 {
		for _, src := range cat.Sources {
			asked = append(asked, src.Name)
		}
	}
	// a source only the maker's exports fill beats one they are part of
	// (the account facts of Google Keep's labels, beside Twitter's)
	var whole, part, mixed, formats []string
	for _, name := range asked {
		src := cat.Source(name)
		if src == nil {
			continue
		}
		mine, others := made(src)
		switch {
		case mine && !others:
			whole = append(whole, name)
		case mine:
			part = append(part, name)
			mixed = append(mixed, sourceLabels([]*catalog.Source{src}))
		}
	}
	keep := whole
	if len(keep) == 0 {
		keep = part
	}
	for _, name := range keep {
		for _, f := range cat.Source(name).Formats {
			if slices.Contains(p.makerFormats, f) && !slices.Contains(formats, f) {
				formats = append(formats, f)
			}
		}
	}
	switch {
	case len(keep) == 0:
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("none of the records asked about is known to come from %s: answered over all of them", p.maker))
	case len(whole) == 0:
		p.f.Sources = keep
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("your %s records come from %s's exports (%s) and others, not told apart here: answered over all of them", strings.Join(mixed, ", "), p.maker, strings.Join(formats, ", ")))
	default:
		p.f.Sources = keep
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("read as what %s's exports (%s) record", p.maker, strings.Join(formats, ", ")))
	}
}
