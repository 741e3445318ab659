package extract

import (
	"context"
	"net/mail"
	"strings"

	"reqap/ingest"
	"reqap/qa/retrieve/lexicon"
)

// contacts are the people the person deals with, collected once per
// library generation from mail correspondents, calendar attendees and
// organizers, chat senders and social mentions. They let the people rule
// recognise "Anna" in "Pizza with Anna" as Anna Berg.
type contacts struct {
	// byFull maps a lower-case full name to its display form; byFirst a
	// lower-case first name to the only contact who has it (first names
	// shared by two contacts are ambiguous and left out).
	byFull  map[string]string
	byFirst map[string]string
	// self are the person's own names and addresses, never a participant.
	self map[string]bool
	// known are the people the person has written to (mail they sent),
	// chatted with or met in their calendar, by lower-case address and
	// name: friends, family and colleagues rather than the shops and
	// newsletters that also send mail ("which of my friends emailed me").
	known map[string]bool
}

// person splits "Anna Berg <anna@x.org>" into a name and an address;
// either may be empty.
func person(s string) (name, addr string) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", ""
	}
	if strings.ContainsRune(s, '<') || strings.ContainsRune(s, '@') {
		if a, err := mail.ParseAddress(s); err == nil {
			return strings.Trim(strings.TrimSpace(a.Name), `"'`), strings.ToLower(a.Address)
		}
		if i := strings.IndexByte(s, '<'); i >= 0 {
			return strings.Trim(strings.TrimSpace(s[:i]), `"'`), strings.ToLower(strings.Trim(s[i:], "<> "))
		}
		if strings.ContainsRune(s, '@') && !strings.ContainsRune(s, ' ') {
			return "", strings.ToLower(s)
		}
	}
	return s, ""
}

// peopleKeys are the fields that hold people, per source.
var peopleKeys = map[string][]string{
	ingest.Mail:        {"from", "to", "cc", "bcc"},
	ingest.Calendar:    {"attendees", "organizer"},
	ingest.Chat:        {"sender"},
	ingest.SocialMedia: {"mentions"},
}

func fieldStrings(e *ingest.Event, key string) []string {
	v, ok := e.Get(key)
	if !ok {
		return nil
	}
	switch v.Kind {
	case ingest.KindList:
		return v.List
	case ingest.KindText:
		return []string{v.Str}
	}
	return nil
}

// collectContacts reads the library's people. The person's own address is
// the one on most mails (as sender or recipient), when it is on at least a
// third of them.
func collectContacts(ctx context.Context, lib Library) *contacts {
	c := &contacts{byFull: map[string]string{}, byFirst: map[string]string{}, self: map[string]bool{}, known: map[string]bool{}}
	if lib == nil {
		return c
	}
	nameCount := map[string]map[string]int{} // address or name key → display names seen
	onMails := map[string]int{}
	mails := 0
	for src, keys := range peopleKeys {
		for i, e := range lib.Events(src) {
			if i%4096 == 0 && ctx.Err() != nil {
				return c
			}
			if src == ingest.Mail {
				mails++
			}
			seen := map[string]bool{}
			for _, k := range keys {
				for _, s := range fieldStrings(e, k) {
					name, addr := person(s)
					id := addr
					if id == "" {
						id = strings.ToLower(name)
					}
					if id == "" {
						continue
					}
					if src == ingest.Mail && addr != "" && !seen[addr] {
						seen[addr] = true
						onMails[addr]++
					}
					if name != "" && !strings.ContainsRune(name, '@') {
						if nameCount[id] == nil {
							nameCount[id] = map[string]int{}
						}
						nameCount[id][name]++
					}
				}
			}
		}
	}
	selfAddr, best := "", 0
	for a, n := range onMails {
		if n > best || n == best && a < selfAddr {
			selfAddr, best = a, n
		}
	}
	if mails > 0 && best*3 >= mails && best >= 2 {
		c.self[selfAddr] = true
		for n := range nameCount[selfAddr] {
			c.self[strings.ToLower(n)] = true
		}
	}
	c.collectKnown(lib)
	firsts := map[string]map[string]bool{}
	for id, names := range nameCount {
		if c.self[id] {
			continue
		}
		display := mostUsed(names)
		if c.self[strings.ToLower(display)] {
			continue
		}
		c.byFull[strings.ToLower(display)] = display
		if f := strings.Fields(display); len(f) > 1 {
			first := strings.ToLower(f[0])
			if firsts[first] == nil {
				firsts[first] = map[string]bool{}
			}
			firsts[first][display] = true
		}
	}
	for first, ds := range firsts {
		if len(ds) == 1 {
			for d := range ds {
				c.byFirst[first] = d
			}
		}
	}
	return c
}

func mostUsed(names map[string]int) string {
	best, n := "", -1
	for s, k := range names {
		if k > n || k == n && s < best {
			best, n = s, k
		}
	}
	return best
}

// collectKnown fills known: recipients of mail the person sent, calendar
// attendees and organizers, chat senders.
func (c *contacts) collectKnown(lib Library) {
	addKnown := func(s string) {
		if c.isSelf(s) {
			return
		}
		name, addr := person(s)
		if addr != "" {
			c.known[addr] = true
		}
		if name != "" {
			c.known[strings.ToLower(name)] = true
		}
	}
	for _, e := range lib.Events(ingest.Mail) {
		sent := false
		if d, ok := e.Get("direction"); ok {
			sent = d.Str == "sent"
		} else {
			for _, f := range fieldStrings(e, "from") {
				sent = sent || c.isSelf(f)
			}
		}
		if !sent {
			continue
		}
		for _, k := range []string{"to", "cc", "bcc"} {
			for _, s := range fieldStrings(e, k) {
				addKnown(s)
			}
		}
	}
	for _, e := range lib.Events(ingest.Calendar) {
		for _, k := range []string{"attendees", "organizer"} {
			for _, s := range fieldStrings(e, k) {
				addKnown(s)
			}
		}
	}
	for _, e := range lib.Events(ingest.Chat) {
		for _, s := range fieldStrings(e, "sender") {
			addKnown(s)
		}
	}
}

// isKnown reports whether a field value names someone the person knows.
func (c *contacts) isKnown(s string) bool {
	name, addr := person(s)
	return addr != "" && c.known[addr] || name != "" && c.known[strings.ToLower(name)]
}

// isSelf reports whether a field value names the person.
func (c *contacts) isSelf(s string) bool {
	name, addr := person(s)
	return addr != "" && c.self[addr] || name != "" && c.self[strings.ToLower(name)]
}

// display returns how a person in a field is shown: the name when there
// is one, else the address.
func display(s string) string {
	name, addr := person(s)
	if name != "" {
		return name
	}
	return addr
}

// named returns the contact a name written alone stands for: "Lena" is
// Lena Berg when she is the only contact of that first name.
func (c *contacts) named(s string) string {
	if strings.ContainsAny(s, "<@") {
		return s
	}
	if d, ok := c.byFull[strings.ToLower(s)]; ok {
		return d
	}
	if f := strings.Fields(s); len(f) == 1 {
		if d, ok := c.byFirst[strings.ToLower(f[0])]; ok {
			return d
		}
	}
	return s
}

var withWords = map[string]bool{"with": true, "w/": true, "and": false}

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
		if !c.self[strings.ToLower(s)] {
			out = append(out, s)
		}
	}
	for i := 0; i < len(toks); i++ {
		if !capitalised(toks[i].Raw) {
			continue
		}
		if i+1 < len(toks) && gapIsSpace(text, toks[i], toks[i+1]) {
			if d, ok := c.byFull[strings.ToLower(toks[i].Raw+" "+toks[i+1].Raw)]; ok {
				add(d)
				i++
				continue
			}
		}
		if d, ok := c.byFull[strings.ToLower(toks[i].Raw)]; ok {
			add(d)
			continue
		}
		if d, ok := c.byFirst[strings.ToLower(toks[i].Raw)]; ok {
			add(d)
		}
	}
	for _, n := range namesAfter(text, toks, withWords, true, 3) {
		if d, ok := c.byFull[strings.ToLower(n)]; ok {
			add(d)
		} else if d, ok := c.byFirst[strings.ToLower(strings.Fields(n)[0])]; ok && len(strings.Fields(n)) == 1 {
			add(d)
		} else {
			add(n)
		}
	}
	// A family word names one role: "mum" is mother, though the concept
	// parents lists it too.
	hits := lx.Find(toks)
	for i := 0; i < len(hits); {
		j := i
		var cs []*lexicon.Concept
		for ; j < len(hits) && hits[j].Start == hits[i].Start; j++ {
			if hits[j].Concept.Kind == "family" && hits[j].Weight == lexicon.Strong {
				cs = append(cs, hits[j].Concept)
			}
		}
		if len(cs) > 0 {
			add(strings.ReplaceAll(lexicon.MostSpecific(cs).ID, "_", " "))
		}
		i = j
	}
	return out
}
