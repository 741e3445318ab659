package extract

import (
	"context"
	"log/slog"
	"strings"

	"reqap/ingest"
	"reqap/lang/fold"
	"reqap/qa/directory"
	"reqap/qa/people"
	"reqap/qa/places"
	"reqap/qa/retrieve/lexicon"
)

// contacts are the people the person deals with (package people: mail
// correspondents, calendar attendees and organizers, chat senders, social
// mentions and tags, and what each is to the person) and the venues they
// go to (package places), collected once per library generation. They let
// the people rule recognise "Anna" in "Pizza with Anna" as Anna Berg, and
// the cuisine rule know that lunch at Da Paolo was Italian.
type contacts struct {
	*people.Directory
	venues *places.Directory
}

// person splits "Anna Berg <anna@x.org>" into a name and an address.
func person(s string) (name, addr string) { return ingest.SplitPerson(s) }

// collectContacts reads the library's people.
func collectContacts(ctx context.Context, lib Library, lx *lexicon.Lexicon, log *slog.Logger) *contacts {
	if lib == nil {
		return &contacts{people.New(nil, nil), places.Collect(ctx, nil, lx)}
	}
	ppl, pls := directory.Learn(ctx, lib, lx, log)
	return &contacts{ppl, pls}
}

var withWords = map[string]bool{"with": true, "w/": true, "and": false}

// relative reports whether the records tell person as family (people's
// relations that are the lexicon's family concepts, or people.Family).
func (c *contacts) relative(lx *lexicon.Lexicon, person string) bool {
	rel := c.Relation(person)
	if rel == "" {
		return false
	}
	if rel == people.Family {
		return true
	}
	cn, ok := lx.Concept(rel)
	return ok && cn.Kind == "family" && cn.ID != "friends"
}

// find returns the people a text mentions: contacts by full name or by a
// first name only one contact has, capitalised names after "with", and
// family roles ("mum", "my parents") by their concept name.
func (c *contacts) find(lx *lexicon.Lexicon, text string, toks []lexicon.Token) []string {
	var out []string
	add := func(s string) {
		for _, x := range out {
			if strings.EqualFold(x, s) {
				return
			}
		}
		if !c.IsSelf(s) {
			out = append(out, s)
		}
	}
	for i := 0; i < len(toks); i++ {
		if !fold.Capitalised(toks[i].Raw) {
			continue
		}
		if i+1 < len(toks) && lexicon.GapIsSpace(text, toks[i], toks[i+1]) {
			if d, ok := c.FullName(toks[i].Raw + " " + toks[i+1].Raw); ok {
				add(d)
				i++
				continue
			}
		}
		if d, ok := c.FullName(toks[i].Raw); ok {
			add(d)
			continue
		}
		if d, ok := c.FirstName(toks[i].Raw); ok {
			add(d)
		}
	}
	for _, n := range lexicon.NamesAfter(text, toks, withWords, true, 3) {
		if ws := strings.Fields(n); len(ws) > 1 {
			if _, ok := c.FullName(n); !ok {
				// "with Beatriz Lebanese mezze", "with Lucía Banh mi
				// lunch", "and Lucía Nothing beats...": a contact's first
				// name before a word that starts a term of the lexicon
				// (a cuisine, a dish) or a filler word is the contact,
				// no surname
				if d, ok := c.FirstName(ws[0]); ok && notSurname(lx, text, n, ws[1]) {
					add(d)
					continue
				}
			}
		}
		if d, ok := c.FullName(n); ok {
			add(d)
		} else if d, ok := c.FirstName(strings.Fields(n)[0]); ok && len(strings.Fields(n)) == 1 {
			add(d)
		} else {
			add(n)
		}
	}
	// A family word names one role: "mum" is mother, though the concept
	// parents lists it too. It is the people the library says have it
	// (people.Holders); counted as people, "my parents" is two. Else the
	// word itself.
	for _, w := range people.FamilyWords(lx, toks) {
		if ps := c.Holders(lx, w.Concept); len(ps) > 0 {
			for _, p := range ps {
				add(p)
			}
			continue
		}
		add(strings.ReplaceAll(w.Concept.ID, "_", " "))
	}
	return out
}

// notSurname reports whether w, the second word of the name n read in
// text, starts a term of the lexicon there ("Banh" of "banh mi") or is a
// word the lexicon files as filler ("Nothing", "Everyone"): a word of the
// sentence that follows a name, glued to it by its capital.
func notSurname(lx *lexicon.Lexicon, text, n, w string) bool {
	if lx.WordClass(lexicon.WordKey(w)) != lexicon.Content {
		return true
	}
	at := strings.Index(text, n)
	if at < 0 {
		return false
	}
	rest := text[at:]
	i := strings.Index(rest, w)
	if i < 0 {
		return false
	}
	toks := lexicon.Tokens(rest[i:])
	for _, h := range lx.Find(toks) {
		if h.Start == 0 {
			return true
		}
	}
	return false
}

// venueCuisine returns the cuisine of the venue an event is located at,
// as the library's records tell it.
func (c *contacts) venueCuisine(e *ingest.Event) (string, bool) {
	for _, k := range places.LocationKeys {
		if v, ok := c.venues.Venue(e.Text(k)); ok && v.Cuisine != "" {
			return v.Cuisine, true
		}
	}
	return "", false
}
