// Package people learns, from a person's own records, who the people in
// them are: the person themself (the address on most mails), their contacts
// by full and first name, the ones they know (wrote to, met in their
// calendar), and what each is to them: mother, father, partner, sister,
// colleague ... A question says "my colleagues", "my parents" or "Karim"; the
// records say "Lunch with Sanne", "at mum's" or "my boyfriend". The
// directory is what joins the two (RETRIEVE expands a relation to the names
// and a name to its relation; EXTRACT reads the participants).
//
// Relations come from how people write, never from a list of names:
//
//   - Greetings and signatures: a mail the person sent to one recipient
//     that opens "Hi Mum," says the recipient is their mother; a mail
//     signed "Love, Dad" says the sender is their father.
//   - Tags and attendees: a post tagging Ruby and Oskar that says "with mum
//     & dad" (and names neither) says they are the parents; one tagging
//     Seán that says "with my boyfriend" says he is the partner.
//   - Occasions: the one person a Valentine's day or an anniversary is
//     celebrated with is the partner.
//   - Family names: people who share the person's family name are family.
//   - Mail domains: people the person knows who write from one
//     organisation's own domain (not a public mail provider, people.tsv)
//     work together there: they are colleagues when the person writes to
//     several of them.
//
// Relations are the ids of the lexicon's family concepts (mother, father,
// parents, partner, sister, brother, ...), "family" for a relative of
// unknown role, and Colleague.
package people

import (
	"bytes"
	"context"
	"encoding/gob"
	"fmt"
	"io/fs"
	"maps"
	"reqap/lang/fold"
	"slices"
	"sort"
	"strings"
	"sync"

	"reqap/assets"
	"reqap/ingest"
	"reqap/ingest/mail"
	"reqap/internal/rank"
	"reqap/lang/tsv"
	"reqap/qa/retrieve/lexicon"
)

// Relations the directory assigns besides the lexicon's family concepts.
const (
	Colleague = "colleague"
	Family    = "family"
)

// Library is what the directory reads; *index.Library implements it.
type Library interface {
	Events(source string) []*ingest.Event
}

// Directory is what a library says about the people in it. It is
// immutable once built and safe for concurrent use.
type Directory struct {
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
	// rel is what each person (display name) is to the person.
	rel map[string]string
	// addrs are each person's addresses (display name → addresses);
	// byAddr is its inverse.
	addrs  map[string][]string
	byAddr map[string]string
}

// peopleKeys are the fields that hold people, per source.
var peopleKeys = map[string][]string{
	ingest.Mail:        {"from", "to", "cc", "bcc"},
	ingest.Calendar:    {"attendees", "organizer"},
	ingest.Chat:        {"sender"},
	ingest.SocialMedia: {"mentions"},
	// The companions a journal tells of ("brunch with Hannah", "climbing
	// with Marcus and Tom"): the person wrote they were with them.
	ingest.Journal: {"participants"},
	ingest.Workout: {"participants"},
}

// Display returns how a person in a field is shown: the name when there is
// one, else the address.
func Display(s string) string {
	name, addr := ingest.SplitPerson(s)
	if name != "" {
		return name
	}
	return addr
}

// New returns a directory of the named people (display names) and the
// person's own names: for tests and tools that have no library.
func New(names, self []string) *Directory {
	d := empty()
	for _, s := range self {
		d.self[strings.ToLower(s)] = true
	}
	for _, n := range names {
		d.byFull[strings.ToLower(n)] = n
	}
	d.indexFirstNames()
	return d
}

func empty() *Directory {
	return &Directory{byFull: map[string]string{}, byFirst: map[string]string{}, self: map[string]bool{},
		known: map[string]bool{}, rel: map[string]string{}, addrs: map[string][]string{}, byAddr: map[string]string{}}
}

// indexAddresses makes byAddr of addrs.
func (d *Directory) indexAddresses() {
	for display, as := range d.addrs {
		for _, a := range as {
			d.byAddr[a] = display
		}
	}
}

// Collect reads the people of a library. The person's own address is the
// one on most mails (as sender or recipient), when it is on at least a
// third of them. lx gives the words for family (its family concepts); it
// may be nil, and then no relation but colleagues is learnt.
func Collect(ctx context.Context, lib Library, lx *lexicon.Lexicon) *Directory {
	d := empty()
	if lib == nil {
		return d
	}
	nameCount := map[string]map[string]int{} // address or name key → display names seen
	onMails := map[string]int{}
	mails := 0
	var companions []string // the people a journal or workout says one was with
	for _, src := range Sources {
		keys := peopleKeys[src]
		for i, e := range lib.Events(src) {
			if i%4096 == 0 && ctx.Err() != nil {
				return d
			}
			if src == ingest.Mail {
				mails++
			}
			seen := map[string]bool{}
			for _, k := range keys {
				for _, s := range e.Strings(k) {
					name, addr := ingest.SplitPerson(s)
					id := addr
					if id == "" {
						id = strings.ToLower(name)
					}
					if id == "" {
						continue
					}
					if k == "participants" {
						companions = append(companions, s)
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
	selfAddr, best := rank.Top(onMails)
	if mails > 0 && best*3 >= mails && best >= 2 {
		d.self[selfAddr] = true
		for n := range nameCount[selfAddr] {
			d.self[strings.ToLower(n)] = true
		}
	}
	d.collectKnown(lib, companions)
	for id, names := range nameCount {
		if d.self[id] {
			continue
		}
		display, _ := rank.Top(names)
		if d.self[strings.ToLower(display)] {
			continue
		}
		d.byFull[strings.ToLower(display)] = display
		if strings.ContainsRune(id, '@') && !slices.Contains(d.addrs[display], id) {
			d.addrs[display] = append(d.addrs[display], id)
		}
	}
	d.indexFirstNames()
	d.indexAddresses()
	d.learnRelations(ctx, lib, lx)
	return d
}

func (d *Directory) indexFirstNames() {
	firsts := map[string]map[string]bool{}
	for _, display := range d.byFull {
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
			for dn := range ds {
				d.byFirst[first] = dn
			}
		}
	}
}

// collectKnown fills known: recipients of mail the person sent, calendar
// attendees and organizers, chat senders, and companions (a journal's,
// read by Collect).
func (d *Directory) collectKnown(lib Library, companions []string) {
	addKnown := func(s string) {
		if d.IsSelf(s) {
			return
		}
		name, addr := ingest.SplitPerson(s)
		if addr != "" {
			d.known[addr] = true
		}
		if name != "" {
			d.known[strings.ToLower(name)] = true
		}
	}
	for _, e := range lib.Events(ingest.Mail) {
		if !d.sent(e) {
			continue
		}
		for _, s := range mail.Recipients(e) {
			addKnown(s)
		}
	}
	for _, e := range lib.Events(ingest.Calendar) {
		for _, k := range []string{"attendees", "organizer"} {
			for _, s := range e.Strings(k) {
				addKnown(s)
			}
		}
	}
	for _, e := range lib.Events(ingest.Chat) {
		for _, s := range e.Strings("sender") {
			addKnown(s)
		}
	}
	// Someone the person was with, in their own words, is someone they
	// know as much as one they invited.
	for _, s := range companions {
		addKnown(s)
	}
}

// sent reports whether the person sent a mail.
func (d *Directory) sent(e *ingest.Event) bool {
	if v, ok := e.Get("direction"); ok {
		return v.Str == "sent"
	}
	for _, f := range e.Strings("from") {
		if d.IsSelf(f) {
			return true
		}
	}
	return false
}

// IsKnown reports whether a field value names someone the person knows.
func (d *Directory) IsKnown(s string) bool {
	name, addr := ingest.SplitPerson(s)
	return addr != "" && d.known[addr] || name != "" && d.known[strings.ToLower(name)]
}

// Display returns how a person in a field is shown: the name when the
// value has one; an address written alone is the name the same address is
// written with elsewhere ("cristy@x.com" is Cristy when other mail is from
// "Cristy <cristy@x.com>"), so that one sender is not counted as two.
func (d *Directory) Display(s string) string {
	name, addr := ingest.SplitPerson(s)
	if name == "" {
		if n, ok := d.byAddr[addr]; ok {
			return n
		}
	}
	return Display(s)
}

// IsSelf reports whether a field value names the person.
func (d *Directory) IsSelf(s string) bool {
	name, addr := ingest.SplitPerson(s)
	return addr != "" && d.self[addr] || name != "" && d.self[strings.ToLower(name)]
}

// FullName returns the contact a full name (any case) is, as displayed.
func (d *Directory) FullName(s string) (string, bool) {
	v, ok := d.byFull[strings.ToLower(s)]
	return v, ok
}

// FirstName returns the only contact with a first name.
func (d *Directory) FirstName(s string) (string, bool) {
	v, ok := d.byFirst[strings.ToLower(s)]
	return v, ok
}

// Lookup returns the contact a name stands for: its full name, else the
// only contact of that first name.
func (d *Directory) Lookup(s string) (string, bool) {
	if v, ok := d.FullName(s); ok {
		return v, true
	}
	return d.FirstName(s)
}

// Named returns the contact a name written alone stands for: "Lena" is
// Lena Berg when she is the only contact of that first name.
func (d *Directory) Named(s string) string {
	if strings.ContainsAny(s, "<@") {
		return s
	}
	if v, ok := d.byFull[strings.ToLower(s)]; ok {
		return v
	}
	if f := strings.Fields(s); len(f) == 1 {
		if v, ok := d.byFirst[strings.ToLower(f[0])]; ok {
			return v
		}
	}
	return s
}

// Owner returns the contact a possessive names: "Lena's" and "Lena’s",
// and "Lenas" with the apostrophe left out, when no contact is called
// Lenas and one is called Lena. A name it does not know is returned
// without its possessive.
func (d *Directory) Owner(s string) string {
	s = fold.TrimPossessive(s)
	if len(strings.Fields(s)) == 1 && len(s) > 3 && strings.HasSuffix(s, "s") && !strings.HasSuffix(s, "ss") && !d.knows(s) {
		if bare := s[:len(s)-1]; d.knows(bare) {
			return d.Named(bare)
		}
	}
	return d.Named(s)
}

// knows reports whether a name is a contact's full name or the first name
// of one contact.
func (d *Directory) knows(s string) bool {
	low := strings.ToLower(s)
	_, full := d.byFull[low]
	_, first := d.byFirst[low]
	return full || first
}

// Names returns every contact's display name, sorted.
func (d *Directory) Names() []string {
	out := make([]string, 0, len(d.byFull))
	for _, v := range d.byFull {
		out = append(out, v)
	}
	sort.Strings(out)
	return out
}

// Relation returns what a person (a name or field value) is to the person:
// a family concept id, Family or Colleague; "" when unknown.
func (d *Directory) Relation(s string) string {
	return d.rel[d.Named(Display(s))]
}

// WithRelation returns the people (display names, sorted) who have one of
// the relations.
func (d *Directory) WithRelation(rels ...string) []string {
	var out []string
	for p, r := range d.rel {
		if slices.Contains(rels, r) {
			out = append(out, p)
		}
	}
	sort.Strings(out)
	return out
}

// NameForms returns how a person may be written: the full name, and the
// first name when no other contact has it.
func (d *Directory) NameForms(display string) []string {
	out := []string{display}
	if f := strings.Fields(display); len(f) > 1 {
		if v, ok := d.byFirst[strings.ToLower(f[0])]; ok && v == display {
			out = append(out, f[0])
		}
	}
	return out
}

// words of people.tsv.
type words struct {
	greeting, signoff map[string]bool
	provider          map[string]bool
}

// loadedWords reads people.tsv once.
var loadedWords = sync.OnceValues(func() (*words, error) { return readWords(assets.Lexicon()) })

func readWords(fsys fs.FS) (*words, error) {
	w := &words{greeting: map[string]bool{}, signoff: map[string]bool{}, provider: map[string]bool{}}
	err := tsv.Read(fsys, "people.tsv", func(_ int, cols []string) error {
		if err := tsv.Exactly(cols, 2); err != nil {
			return err
		}
		var m map[string]bool
		switch cols[0] {
		case "greeting":
			m = w.greeting
		case "signoff":
			m = w.signoff
		case "provider":
			m = w.provider
		default:
			return fmt.Errorf("unknown class %q (greeting, signoff or provider)", cols[0])
		}
		for _, x := range tsv.List(cols[1]) {
			m[strings.ToLower(x)] = true
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("reading people words: %w", err)
	}
	return w, nil
}

// CollectVersion names how Collect learns a directory: change it when
// Collect would learn another from the same events, so that directories
// kept on disk (index.Library.Memo) are learnt again.
const CollectVersion = "people-5"

// Sources are the sources Collect reads.
var Sources = []string{ingest.Mail, ingest.Calendar, ingest.Chat, ingest.SocialMedia, ingest.Journal, ingest.Workout}

// directoryWire is a directory as MarshalBinary writes it.
type directoryWire struct {
	ByFull, ByFirst, Rel map[string]string
	Self, Known          map[string]bool
	Addrs                map[string][]string
}

// MarshalBinary writes the directory, to be kept across processes.
func (d *Directory) MarshalBinary() ([]byte, error) {
	var b bytes.Buffer
	w := directoryWire{ByFull: d.byFull, ByFirst: d.byFirst, Rel: d.rel, Self: d.self, Known: d.known, Addrs: d.addrs}
	if err := gob.NewEncoder(&b).Encode(&w); err != nil {
		return nil, fmt.Errorf("writing the people directory: %w", err)
	}
	return b.Bytes(), nil
}

// UnmarshalBinary reads what MarshalBinary wrote.
func (d *Directory) UnmarshalBinary(data []byte) error {
	var w directoryWire
	if err := gob.NewDecoder(bytes.NewReader(data)).Decode(&w); err != nil {
		return fmt.Errorf("reading the people directory: %w", err)
	}
	*d = *empty()
	// gob leaves an empty map nil; a directory's maps are never nil.
	maps.Copy(d.byFull, w.ByFull)
	maps.Copy(d.byFirst, w.ByFirst)
	maps.Copy(d.rel, w.Rel)
	maps.Copy(d.self, w.Self)
	maps.Copy(d.known, w.Known)
	maps.Copy(d.addrs, w.Addrs)
	d.indexAddresses()
	return nil
}
