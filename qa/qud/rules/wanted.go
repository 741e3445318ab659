package rules

import (
	"strings"

	"reqap/ingest"
	"reqap/internal/lazyre"
	rlex "reqap/qa/retrieve/lexicon"
)

// wantedRE: things one wants (wishes, plans) to do, asked for ("what
// recipes do I want to try", "books I'd like to read"): group 1 what
// leads the question, 2 the things, 3 the verb.
var wantedRE = lazyre.New(`(?i)^(\s*)(?:(?:what|which)\s+(\pL+)\s+(?:do|did|would)\s+(?:i|we)\s+(?:still\s+)?(?:want|wish|plan|hope|intend|need|mean)\s+to\s+(\pL+)|(?:(?:the|my|all\s+(?:the|my))\s+)?(\pL+)\s+(?:that\s+|which\s+)?(?:i|we)(?:\s+(?:still\s+)?(?:want|wanted|wish|plan|planned|hope|intend|need|mean|would\s+like)|['’]d\s+like)\s+to\s+(\pL+))\s*[?.!]*\s*$`)

// myTitleRE: a thing asked by "my" and its name alone ("what are my gift
// ideas", "my training plan"): group 1 what leads, 2 the name.
var myTitleRE = lazyre.New(`(?i)^(\s*)(?:(?:what|which)(?:\s+(?:are|were|is|was)|['’]s)\s+(?:on\s+|in\s+)?|show\s+me\s+|list\s+)?(?:all\s+)?(?:my|our)\s+(\pL[\pL ]*?)\s*[?.!]*\s*$`)

// haveTitleRE: things asked as had ("what gift ideas do I have", "which
// recipes do I have for Sunday"): group 1 what leads, 2 the things, 3 what
// follows "have" ("for Elif").
var haveTitleRE = lazyre.New(`(?i)^(\s*)(?:what|which)\s+(\pL[\pL ]*?)\s+(?:do|did)\s+(?:i|we)\s+(?:still\s+)?have((?:\s+(?:for|about)\s+[^?.!]+?)?)\s*[?.!]*\s*$`)

// yetToRE: things one has yet to do, asked for ("what books am I yet to
// read", "which films have I still yet to watch", "the books I have yet
// to read"): wanted and not done. Group 1 what leads, 2 the things, 3 the
// verb (or 4 and 5).
var yetToRE = lazyre.New(`(?i)^(\s*)(?:(?:what|which)\s+(\pL+)\s+(?:am|are|have|has)\s+(?:i|we)\s+(?:still\s+)?yet\s+to\s+(\pL+)|(?:(?:the|my|all\s+(?:the|my))\s+)?(\pL+)\s+(?:that\s+|which\s+)?(?:i|we)(?:\s+(?:have|am|are)|['’](?:ve|m|re))\s+(?:still\s+)?yet\s+to\s+(\pL+))\s*[?.!]*\s*$`)

// doneForWhatRE: what was done asked ("what did I pack", "what have we
// packed for Innsbruck"): group 1 what leads, 2 "did I", 3 the verb, 4
// what it was for.
var doneForWhatRE = lazyre.New(`(?i)^(\s*)what\s+((?:did|have|had)\s+(?:i|we))\s+(\pL+)((?:\s+for\s+[^?.!]+?)?)\s*[?.!]*\s*$`)

// wantedList reads things one wants to do as the items of the list a
// note of the library is titled with ("Recipes to try", "Books to read",
// as people title such lists in Keep): "what recipes do I want to try"
// is what is on it. Without such a note the question is left as asked.
func (d *Decomposer) wantedList(q string) (string, bool) {
	if d.env == nil {
		return q, false
	}
	if m := myTitleRE().FindStringSubmatch(q); m != nil {
		// "what are my gift ideas", "my training plan": a note's whole
		// title after "my" is that note, what is on it asked, not the
		// things its words name elsewhere (workouts for "training")
		name := strings.Join(strings.Fields(m[2]), " ")
		if title := d.noteTitled(strings.Fields(m[2])[0], func(v string) bool { return strings.EqualFold(v, name) }); title != "" {
			return m[1] + "what's on my " + strings.ToLower(title) + " list?", true
		}
	}
	if m := haveTitleRE().FindStringSubmatch(q); m != nil {
		// "what gift ideas do I have (for Elif)": the things a note's
		// whole title names, had, are what is on it, as "my gift ideas"
		name := strings.Join(strings.Fields(m[2]), " ")
		if title := d.noteTitled(strings.Fields(m[2])[0], func(v string) bool { return strings.EqualFold(v, name) }); title != "" {
			return m[1] + "what's on my " + strings.ToLower(title) + " list" + m[3] + "?", true
		}
	}
	if m := doneForWhatRE().FindStringSubmatch(q); m != nil {
		// "what did I pack for Innsbruck": a list the library keeps
		// named by that doing ("Packing list Innsbruck") holds what was
		// done, its items asked as done
		if g := d.listGerund(m[3]); g != "" {
			return m[1] + "which items on my " + g + " list" + m[4] + " " + m[2] + " " + m[3] + "?", true
		}
	}
	// "what books am I yet to read": what the list is kept for, not yet
	// done, its items not ticked
	on, m := "what's on my ", wantedRE().FindStringSubmatch(q)
	if m == nil {
		on, m = "what's left on my ", yetToRE().FindStringSubmatch(q)
	}
	if m == nil {
		return q, false
	}
	things, verb := m[2], m[3]
	if things == "" {
		things, verb = m[4], m[5]
	}
	// "recipes I want to try", the title "Recipes to try": the same words
	// up to their forms
	want := rlex.Key(things + " to " + verb)
	if title := d.noteTitled(things, func(v string) bool { return rlex.Key(v) == want }); title != "" {
		return m[1] + on + strings.ToLower(title) + " list?", true
	}
	return q, false
}

// listGerund is the gerund of verb ("packing" of "pack", "packed") where
// a note of the library is titled with it and "list" ("Packing list
// Innsbruck"), or "".
func (d *Decomposer) listGerund(verb string) string {
	for _, r := range d.env.NameRefsWith("list") {
		if r.Field != "title" || r.Source != ingest.Note {
			continue
		}
		for _, w := range strings.Fields(strings.ToLower(r.Value)) {
			if gerundOf(w, verb) {
				return w
			}
		}
	}
	return ""
}

// noteTitled is the title of a note of the library that has word and
// that same accepts, or "".
func (d *Decomposer) noteTitled(word string, same func(title string) bool) string {
	for _, r := range d.env.NameRefsWith(word) {
		if r.Field == "title" && r.Source == ingest.Note && same(r.Value) {
			return r.Value
		}
	}
	return ""
}
