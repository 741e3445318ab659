package people

import (
	"context"
	"slices"
	"strings"

	"reqap/ingest"
	"reqap/lang/fold"
	"reqap/qa/retrieve/lexicon"
)

// Evidence weights: what a person writes to or about someone outright
// (greeting, signature, a tag next to "my boyfriend") counts more than an
// occasion or a shared family name.
const (
	voteAddress  = 3.0
	voteTag      = 2.0
	voteOwnWord  = 4.0
	voteOccasion = 1.0
	voteSurname  = 0.5
)

// partnerOccasions are the lexicon concepts of days celebrated with one's
// partner.
var partnerOccasions = []string{"valentines", "anniversary"}

// parentRoles are the family concepts a "mum & dad" or "my parents" stands
// for together.
var parentRoles = []string{"mother", "father", "parents"}

// learnRelations fills rel from the library (see the package
// documentation).
func (d *Directory) learnRelations(ctx context.Context, lib Library, lx *lexicon.Lexicon) {
	w, err := loadedWords()
	if err != nil {
		return
	}
	votes := map[string]map[string]float64{} // person → relation → weight
	vote := func(person, rel string, weight float64) {
		if person == "" || rel == "" || d.self[strings.ToLower(person)] {
			return
		}
		if votes[person] == nil {
			votes[person] = map[string]float64{}
		}
		votes[person][rel] += weight
	}
	if lx != nil {
		d.fromMail(ctx, lib, lx, w, vote)
		d.fromTags(ctx, lib, lx, vote)
		d.fromAppositive(ctx, lib, lx, vote)
		d.fromSurname(vote)
		d.fromOwnWord(lx, vote)
	}
	for p, vs := range votes {
		d.rel[p] = decide(vs)
	}
	if lx != nil {
		d.fromHousehold(ctx, lib, lx)
	}
	// Colleagues last: a relative writing from their work address stays
	// family; a namesake does not: a family name shared and nothing else
	// ("Francesca Evans" writing from the person's own company) is no
	// relative.
	for _, p := range d.colleagues(lib, w) {
		if d.rel[p] == "" || surnameOnly(votes[p]) {
			d.rel[p] = Colleague
		}
	}
}

// surnameOnly reports whether a person's votes are the shared family
// name's alone.
func surnameOnly(vs map[string]float64) bool {
	return len(vs) == 1 && vs[Family] > 0 && vs[Family] <= voteSurname
}

// decide picks a person's relation: the best voted one, where a parent
// role (mother, father) absorbs the votes for "parents" it is part of.
func decide(vs map[string]float64) string {
	best, bw := "", 0.0
	for r, w := range vs {
		if r == "mother" || r == "father" {
			w += vs["parents"]
		}
		if r == Family {
			w *= 0.5 // any specific role wins over "a relative"
		}
		if w > bw || w == bw && r < best {
			best, bw = r, w
		}
	}
	return best
}

// FamilyWord is a family word found in a text: the family concept it
// names (the most specific: "mum" is mother, though parents lists it
// too) and its tokens, toks[Start:End].
type FamilyWord struct {
	Concept    *lexicon.Concept
	Start, End int
}

// FamilyWords returns the family words of a text, in order.
func FamilyWords(lx *lexicon.Lexicon, toks []lexicon.Token) []FamilyWord {
	hits := lx.Find(toks)
	var out []FamilyWord
	for i := 0; i < len(hits); {
		j := i
		var cs []*lexicon.Concept
		for ; j < len(hits) && hits[j].Start == hits[i].Start; j++ {
			if hits[j].Concept.Kind == "family" && hits[j].Weight == lexicon.Strong {
				cs = append(cs, hits[j].Concept)
			}
		}
		if len(cs) > 0 {
			out = append(out, FamilyWord{Concept: lexicon.MostSpecific(cs), Start: hits[i].Start, End: hits[i].End})
		}
		i = j
	}
	return out
}

// familyWords returns the family concepts a text names, in order.
func familyWords(lx *lexicon.Lexicon, toks []lexicon.Token) []*lexicon.Concept {
	var out []*lexicon.Concept
	for _, w := range FamilyWords(lx, toks) {
		out = append(out, w.Concept)
	}
	return out
}

// group reports whether a family concept names several people: it
// includes other family concepts (parents: mother and father).
func group(lx *lexicon.Lexicon, c *lexicon.Concept) bool {
	for _, o := range lx.ConceptsOfKind("family") {
		if o != c && Includes(c, o) {
			return true
		}
	}
	return false
}

// Holders returns the people a family word in a text stands for, when
// the library says who they are: the one person who has its role ("my
// boyfriend" is Karim), or for a word naming several ("my parents", "the
// kids") everyone who has one of the roles it covers, when they are at
// least two. "Family" is no one in particular: its words are only related
// to it, and the one relative whose role the library does not know is
// not the family.
func (d *Directory) Holders(lx *lexicon.Lexicon, c *lexicon.Concept) []string {
	if c.ID == Family {
		return nil
	}
	if !group(lx, c) {
		if ps := d.WithRelation(c.ID); len(ps) == 1 {
			return ps
		}
		return nil
	}
	var roles []string
	for _, o := range lx.ConceptsOfKind("family") {
		if o != c && Includes(c, o) {
			roles = append(roles, o.ID)
		}
	}
	if ps := d.WithRelation(roles...); len(ps) >= 2 {
		return ps
	}
	return nil
}

// GroupWord reports whether v, a value among a happening's people, is a
// family word naming several people or the family at large ("family",
// "parents", "siblings"), as EXTRACT leaves it where the library cannot
// say who they are: no one person, and no count of people.
func GroupWord(lx *lexicon.Lexicon, v string) bool {
	c, ok := lx.Concept(strings.ReplaceAll(v, " ", "_"))
	return ok && c.Kind == "family" && (c.ID == Family || group(lx, c))
}

// Vague reports whether a value among a happening's people is the word
// for family at large ("family", "relatives") beside people of the
// family: "Christmas with the family" beside a post naming mum, dad and
// Carla says them again, and is no one more. "My parents" beside the
// mother alone is not: it may be the father too.
func (d *Directory) Vague(lx *lexicon.Lexicon, v string, others []string) bool {
	if v != Family {
		return false
	}
	for _, o := range others {
		if r := d.Relation(o); r == Family {
			return true
		} else if c, ok := lx.Concept(r); ok && c.Kind == "family" {
			return true
		}
	}
	return false
}

// Includes reports whether family concept a covers concept b: a lists b's
// first strong term as a strong term of its own (parents lists "mum",
// family includes every family word; parents' related "family" is no
// inclusion).
func Includes(a, b *lexicon.Concept) bool {
	for _, t := range b.Terms {
		if t.Weight >= lexicon.Strong && !t.Included {
			return slices.ContainsFunc(a.Terms, func(at lexicon.Term) bool { return at.Key == t.Key && at.Weight >= lexicon.Strong })
		}
	}
	return false
}

// fromMail reads greetings of mail the person sent to one person ("Hi
// Mum,") and signatures of mail one person sent them ("Love, Dad").
func (d *Directory) fromMail(ctx context.Context, lib Library, lx *lexicon.Lexicon, w *words, vote func(string, string, float64)) {
	for i, e := range lib.Events(ingest.Mail) {
		if i%1024 == 0 && ctx.Err() != nil {
			return
		}
		lines := bodyLines(e.Text("body"))
		if len(lines) == 0 {
			continue
		}
		if d.sent(e) {
			to := append(e.Strings("to"), e.Strings("cc")...)
			if len(to) != 1 {
				continue
			}
			if rel := addressed(lx, w.greeting, lines[0]); rel != "" {
				vote(d.Named(Display(to[0])), rel, voteAddress)
			}
			continue
		}
		from := e.Strings("from")
		if len(from) != 1 || d.IsSelf(from[0]) {
			continue
		}
		if rel := addressed(lx, w.signoff, lines[len(lines)-1]); rel != "" {
			vote(d.Named(Display(from[0])), rel, voteAddress)
		}
	}
}

// bodyLines returns a mail body's non-empty lines before any quoted text.
func bodyLines(body string) []string {
	var out []string
	for _, l := range strings.Split(body, "\n") {
		l = strings.TrimSpace(l)
		if strings.HasPrefix(l, ">") || strings.HasPrefix(l, "On ") && strings.HasSuffix(l, "wrote:") {
			break
		}
		if l != "" {
			out = append(out, l)
		}
	}
	return out
}

// addressed returns the family role a greeting or signature line names:
// the line is at most a few words, the framing words (greeting or
// sign-off) and one family phrase ("Hi Mum,", "Mum!", "Love, Dad").
func addressed(lx *lexicon.Lexicon, framing map[string]bool, line string) string {
	toks := lexicon.Tokens(line)
	if len(toks) == 0 || len(toks) > 5 {
		return ""
	}
	words := FamilyWords(lx, toks)
	if len(words) != 1 {
		return "" // none, or "Hi Mum and Dad": no one person
	}
	role := words[0].Concept
	used := make([]bool, len(toks))
	for k := words[0].Start; k < words[0].End; k++ {
		used[k] = true
	}
	if group(lx, role) {
		return "" // "Hi all", "Dear family": no one person
	}
	// Every other word frames the role: "Hi", "my", "Love,".
	rest := []string{}
	for k, t := range toks {
		if !used[k] {
			rest = append(rest, strings.ToLower(t.Raw))
		}
	}
	if r := strings.Join(rest, " "); r != "" && !framing[r] && r != "my" && !(len(rest) == 2 && rest[1] == "my" && framing[rest[0]]) {
		return ""
	}
	return role.ID
}

// fromTags aligns the people tagged in a post, or invited to a calendar
// entry, with the family words of its text: the tagged people the text
// does not name are the ones its family words stand for ("with mum & dad"
// tagging Ruby and Oskar; "with my boyfriend" tagging Seán). The one
// person a Valentine's day or an anniversary is spent with is the partner.
func (d *Directory) fromTags(ctx context.Context, lib Library, lx *lexicon.Lexicon, vote func(string, string, float64)) {
	read := func(e *ingest.Event, text string, people []string) {
		var unnamed []string
		low := strings.ToLower(text)
		for _, p := range people {
			if d.IsSelf(p) {
				continue
			}
			p = d.Named(Display(p))
			if p == "" {
				continue
			}
			first := strings.ToLower(strings.Fields(p)[0])
			if containsWord(low, first) {
				continue
			}
			unnamed = append(unnamed, p)
		}
		toks := lexicon.Tokens(text)
		roles := familyWords(lx, toks)
		if len(unnamed) > 0 && len(roles) > 0 {
			switch {
			case len(roles) == 1 && roles[0].ID == "parents" && len(unnamed) == 2:
				for _, p := range unnamed {
					vote(p, "parents", voteTag)
				}
			case len(roles) == 1 && len(unnamed) == 1 && roles[0].ID != "parents" && roles[0].ID != "family":
				vote(unnamed[0], roles[0].ID, voteTag)
			case len(roles) == len(unnamed) && allParents(roles):
				for _, p := range unnamed {
					vote(p, "parents", voteTag)
				}
			}
		}
		// "Valentine's Day dinner with Seán", "anniversary with my
		// favourite person" tagging Seán.
		var with []string
		for _, p := range people {
			if !d.IsSelf(p) {
				with = append(with, d.Named(Display(p)))
			}
		}
		if len(with) == 0 {
			with = d.mentioned(text)
		}
		if len(with) == 1 && len(roles) == 0 {
			for _, s := range lexicon.Scores(lx.Find(toks)) {
				for _, id := range partnerOccasions {
					if s.Concept.ID == id && s.Weight >= lexicon.Strong {
						vote(with[0], "partner", voteOccasion)
					}
				}
			}
		}
	}
	for i, e := range lib.Events(ingest.SocialMedia) {
		if i%1024 == 0 && ctx.Err() != nil {
			return
		}
		read(e, e.Text("text"), e.Strings("mentions"))
	}
	for i, e := range lib.Events(ingest.Calendar) {
		if i%1024 == 0 && ctx.Err() != nil {
			return
		}
		read(e, e.Text("summary"), e.Strings("attendees"))
	}
}

// fromOwnWord reads a person the records name by a word for their
// relation ("Mum", "Oma", "Sister" among who a journal says one was with,
// a phone's contact "Dad") as that relative: the word is what the person
// calls them. A word for several people ("Parents") is no one person.
func (d *Directory) fromOwnWord(lx *lexicon.Lexicon, vote func(string, string, float64)) {
	for _, display := range d.byFull {
		toks := lexicon.Tokens(display)
		ws := FamilyWords(lx, toks)
		if len(ws) != 1 || ws[0].Start != 0 || ws[0].End != len(toks) || group(lx, ws[0].Concept) || ws[0].Concept.ID == Family {
			continue
		}
		vote(display, ws[0].Concept.ID, voteOwnWord)
	}
}

// fromAppositive reads what a journal says someone is, a relation and
// the name side by side ("went round to my sister Becky's", "lunch with
// my brother Sam"): the person of that name among who was there is that
// relative.
func (d *Directory) fromAppositive(ctx context.Context, lib Library, lx *lexicon.Lexicon, vote func(string, string, float64)) {
	for _, src := range []string{ingest.Journal, ingest.Workout} {
		for i, e := range lib.Events(src) {
			if i%1024 == 0 && ctx.Err() != nil {
				return
			}
			people := e.Strings("participants")
			if len(people) == 0 {
				continue
			}
			toks := lexicon.Tokens(e.Text("text"))
			for j := 0; j+2 < len(toks); j++ {
				if toks[j].Key != "my" || !fold.Capitalised(toks[j+2].Raw) {
					continue
				}
				roles := familyWords(lx, toks[j+1:j+2])
				if len(roles) != 1 || roles[0].ID == "parents" || roles[0].ID == "family" {
					continue
				}
				name := fold.TrimPossessive(toks[j+2].Raw) // "my sister Becky's"
				for _, p := range people {
					if f := strings.Fields(Display(p)); len(f) > 0 && strings.EqualFold(f[0], name) && !d.IsSelf(p) {
						vote(d.Named(Display(p)), roles[0].ID, voteTag)
					}
				}
			}
		}
	}
}

// fromHousehold: the one I live with is who is there in at least half of
// the happenings a journal records at home with anyone (at_home), over a
// few of them; when nothing else says who the partner is and nothing says
// what that person is to me (and their name is no family word: "Mum"),
// they are the partner.
func (d *Directory) fromHousehold(ctx context.Context, lib Library, lx *lexicon.Lexicon) {
	if len(d.WithRelation("partner")) > 0 {
		return
	}
	count := map[string]int{}
	n := 0
	for i, e := range lib.Events(ingest.Journal) {
		if i%1024 == 0 && ctx.Err() != nil {
			return
		}
		if v, ok := e.Get("at_home"); !ok || v.Kind != ingest.KindBool || !v.Bool {
			continue
		}
		var with []string
		for _, p := range e.Strings("participants") {
			if d.IsSelf(p) {
				continue
			}
			if p = d.Named(Display(p)); p != "" && !slices.Contains(with, p) {
				with = append(with, p)
			}
		}
		if len(with) == 0 {
			continue
		}
		n++
		for _, p := range with {
			count[p]++
		}
	}
	const fewest = 5 // happenings at home with someone that say who lives there
	best, bn := "", 0
	for p, c := range count {
		if c > bn || c == bn && p < best {
			best, bn = p, c
		}
	}
	if n < fewest || best == "" || bn*2 < n || d.rel[best] != "" || len(familyWords(lx, lexicon.Tokens(best))) > 0 {
		return
	}
	d.rel[best] = "partner"
}

func allParents(cs []*lexicon.Concept) bool {
	for _, c := range cs {
		ok := false
		for _, r := range parentRoles {
			ok = ok || c.ID == r
		}
		if !ok {
			return false
		}
	}
	return true
}

// mentioned returns the contacts a text names by full name or by a first
// name only one contact has.
func (d *Directory) mentioned(text string) []string {
	var out []string
	for _, t := range lexicon.Tokens(text) {
		if v, ok := d.byFirst[strings.ToLower(t.Raw)]; ok && !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return out
}

// containsWord reports whether low (lower case) holds w as a whole word.
func containsWord(low, w string) bool {
	for i := 0; ; {
		j := strings.Index(low[i:], w)
		if j < 0 {
			return false
		}
		j += i
		before := j == 0 || !isLetter(low[j-1])
		after := j+len(w) >= len(low) || !isLetter(low[j+len(w)])
		if before && after {
			return true
		}
		i = j + 1
	}
}

func isLetter(b byte) bool { return b >= 'a' && b <= 'z' || b >= 0x80 }

// fromSurname: people who share the person's family name are family.
func (d *Directory) fromSurname(vote func(string, string, float64)) {
	var surnames []string
	for s := range d.self {
		if f := strings.Fields(s); len(f) > 1 && !strings.ContainsRune(s, '@') {
			surnames = append(surnames, f[len(f)-1])
		}
	}
	if len(surnames) == 0 {
		return
	}
	for low, display := range d.byFull {
		f := strings.Fields(low)
		if len(f) < 2 {
			continue
		}
		for _, s := range surnames {
			if f[len(f)-1] == s {
				vote(display, Family, voteSurname)
			}
		}
	}
}

// colleagues returns the people the person knows who write from an
// organisation's own domain that at least one other known person writes
// from, when the person has written to at least two of them.
func (d *Directory) colleagues(lib Library, w *words) []string {
	known := map[string][]string{}
	for display, addrs := range d.addrs {
		for _, a := range addrs {
			if d.known[a] {
				known[display] = append(known[display], a)
			}
		}
	}
	return byOrganisation(known, w)
}

// byOrganisation returns the people (display name → addresses) who write
// from an organisation's own domain, not a public mail provider's, that
// another of them writes from too: people who work together.
func byOrganisation(addrs map[string][]string, w *words) []string {
	byDomain := map[string][]string{}
	for display, as := range addrs {
		for _, a := range as {
			_, dom, ok := strings.Cut(strings.ToLower(a), "@")
			if !ok || w.provider[dom] {
				continue
			}
			if !slices.Contains(byDomain[dom], display) {
				byDomain[dom] = append(byDomain[dom], display)
			}
		}
	}
	var out []string
	for _, ps := range byDomain {
		if len(ps) >= 2 {
			out = append(out, ps...)
		}
	}
	slices.Sort(out)
	return out
}

// Colleagues returns, of the people met or written to, each written as a
// field of people writes them ("Moritz Nilsson <moritz@foxglove.com>"),
// the names of those who work together: two or more writing from one
// organisation's own domain. It is the rule the directory learns
// colleagues by, for what has a library's values and no directory.
func Colleagues(people []string) []string {
	w, err := loadedWords()
	if err != nil {
		return nil
	}
	addrs := map[string][]string{}
	for _, s := range people {
		name, addr := ingest.SplitPerson(s)
		if name == "" || addr == "" || slices.Contains(addrs[name], addr) {
			continue
		}
		addrs[name] = append(addrs[name], addr)
	}
	return byOrganisation(addrs, w)
}
