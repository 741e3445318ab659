package app

import (
	"context"
	"maps"
	"slices"
	"sort"
	"strings"

	"reqap/index"
	"reqap/ingest"
	"reqap/ingest/amazon"
	"reqap/ingest/mail"
	"reqap/ingest/netflix"
	"reqap/internal/rank"
	"reqap/lang/plural"
)

// Identity is who the person is and where they live, as they set it.
// Whatever they leave empty is detected from the library (see Detect).
type Identity struct {
	// Addresses are the person's own mail addresses, handles and names:
	// mail from them is mail they sent, chat messages by them are theirs.
	Addresses []string `json:"addresses,omitempty"`
	// Profile is their profile among the profiles of a shared streaming
	// account; other profiles' viewings are not theirs.
	Profile string `json:"profile,omitempty"`
	// HomeZone is the IANA time zone they live in; UTC-only times are
	// read in it.
	HomeZone string `json:"home_zone,omitempty"`
	// Moves are the times they lived elsewhere: from each move's date on,
	// its zone applies, until the next move.
	Moves []ZoneChange `json:"moves,omitempty"`
}

// ZoneChange is a move: from the local date From (YYYY-MM-DD) on, the
// person lived in Zone.
type ZoneChange struct {
	From string `json:"from"`
	Zone string `json:"zone"`
	// Why says what showed the move, for a detected one.
	Why string `json:"why,omitempty"`
}

func (id Identity) clone() Identity {
	id.Addresses = slices.Clone(id.Addresses)
	id.Moves = slices.Clone(id.Moves)
	return id
}

// Found is a detected value and what showed it.
type Found struct {
	Value string `json:"value"`
	How   string `json:"how"`
}

// ProfileUse is a streaming profile and how much it watched.
type ProfileUse struct {
	Name     string  `json:"name"`
	Viewings int     `json:"viewings"`
	Hours    float64 `json:"hours"`
}

// Detected is what the library shows about the person.
type Detected struct {
	Addresses  []Found      `json:"addresses,omitempty"` // addresses, handles and names
	Profiles   []ProfileUse `json:"profiles,omitempty"`  // most watched first
	SystemZone string       `json:"system_zone"`
	Moves      []ZoneChange `json:"moves,omitempty"`
	Zones      []string     `json:"-"` // named zones of calendar entries, candidates for moves
	// Refunds are the purchased items refund reports name (shop item
	// keys), so the purchases stop counting as spending.
	Refunds map[string]bool `json:"-"`
	// written are the records the person wrote where they were: sent
	// mail (its Date offset) and their own calendar's entries (their zone).
	written []*ingest.Event
}

// Profile returns the most watched profile, or "" when the library holds
// none.
func (d Detected) Profile() string {
	if len(d.Profiles) == 0 {
		return ""
	}
	return d.Profiles[0].Name
}

// Detect reads who the person is from the library: the From of mail filed
// as sent (Gmail's Sent label, a Sent folder), the account facts of their
// exports (Twitter account.js, a Takeout profile), else the address on most
// of their mail; their names as those addresses are written; the
// profiles their streaming services list, by time watched; and the time
// zones their sent mail was written in.
func Detect(ctx context.Context, lib *index.Library) Detected {
	d := Detected{SystemZone: SystemZone()}
	found := map[string]bool{}
	add := func(v, how string) {
		v = strings.TrimSpace(v)
		if v == "" || found[strings.ToLower(v)] {
			return
		}
		found[strings.ToLower(v)] = true
		d.Addresses = append(d.Addresses, Found{Value: v, How: how})
	}
	mails := lib.Events(ingest.Mail)
	names := map[string]map[string]int{} // own address → display names
	sentFrom := map[string]int{}
	for i, ev := range mails {
		if i%4096 == 0 && ctx.Err() != nil {
			return d
		}
		if !mail.FiledAsSent(ev) {
			continue
		}
		if name, addr := ingest.SplitPerson(ev.Text("from")); addr != "" {
			sentFrom[addr]++
			noteName(names, addr, name)
		}
	}
	for _, a := range rank.ByCount(sentFrom) {
		add(a, "sender of "+plural.Noun(sentFrom[a], "mail")+" filed as sent")
	}
	for _, ev := range lib.Events(ingest.Account) {
		svc := ev.Text("service")
		for _, k := range []string{"email", "emails", "username", "display_name"} {
			for _, s := range ev.Strings(k) {
				if k == "username" && !strings.HasPrefix(s, "@") {
					s = "@" + s
				}
				add(s, svc+" "+strings.TrimSuffix(strings.ReplaceAll(k, "_", " "), "s"))
			}
		}
	}
	// Google names a person's own calendar after their account.
	calNames := map[string]int{}
	for _, ev := range lib.Events(ingest.Calendar) {
		if c := ev.Text("calendar"); strings.ContainsRune(c, '@') {
			calNames[c]++
		}
	}
	for _, c := range rank.ByCount(calNames) {
		if _, addr := ingest.SplitPerson(c); addr != "" && addr == strings.ToLower(c) {
			add(addr, "name of your calendar")
		}
	}
	if !anyOnMail(mails, found) {
		// No Sent folder and no account: the mailbox's owner is on most of
		// its mail, as sender or recipient.
		if a, n := mostPresent(mails); a != "" && n*3 >= len(mails) && n >= 2 {
			add(a, "on "+plural.Noun(n, "mail")+" of "+plural.Noun(len(mails), "mail"))
			for _, ev := range mails {
				if name, addr := ingest.SplitPerson(ev.Text("from")); addr == a {
					noteName(names, addr, name)
				}
			}
		}
	}
	for _, f := range chatOwners(lib) {
		add(f.Value, f.How)
	}
	for _, f := range slices.Clone(d.Addresses) {
		if n, _ := rank.Top(names[strings.ToLower(f.Value)]); n != "" {
			add(n, "name on mail from "+f.Value)
		}
	}
	d.Profiles = profiles(lib)
	for _, ev := range lib.Events(amazon.Refund) {
		if d.Refunds == nil {
			d.Refunds = map[string]bool{}
		}
		d.Refunds[amazon.ItemKey(ev.Text("order_id"), ev.Text("asin"))] = true
	}
	d.Zones = calendarZones(lib)
	d.written = append(sentMail(mails, found), ownEntries(lib, found)...)
	return d
}

func noteName(names map[string]map[string]int, addr, name string) {
	if name == "" || strings.ContainsRune(name, '@') {
		return
	}
	if names[addr] == nil {
		names[addr] = map[string]int{}
	}
	names[addr][name]++
}

// anyOnMail reports whether one of the found values is an address on the
// library's mail.
func anyOnMail(mails []*ingest.Event, found map[string]bool) bool {
	for _, ev := range mails {
		for _, p := range correspondents(ev) {
			if _, addr := ingest.SplitPerson(p); addr != "" && found[addr] {
				return true
			}
		}
	}
	return false
}

// correspondents returns the sender and recipients of a mail.
func correspondents(ev *ingest.Event) []string {
	return append([]string{ev.Text("from")}, mail.Recipients(ev)...)
}

// mostPresent returns the address on most mails and on how many.
func mostPresent(mails []*ingest.Event) (string, int) {
	on := map[string]int{}
	for _, ev := range mails {
		seen := map[string]bool{}
		for _, p := range correspondents(ev) {
			if _, addr := ingest.SplitPerson(p); addr != "" && !seen[addr] {
				seen[addr] = true
				on[addr]++
			}
		}
	}
	return rank.Top(on)
}

// sentMail returns the mail the person sent: filed as sent, or from one of
// the found addresses.
func sentMail(mails []*ingest.Event, found map[string]bool) []*ingest.Event {
	var out []*ingest.Event
	for _, ev := range mails {
		_, addr := ingest.SplitPerson(ev.Text("from"))
		if mail.FiledAsSent(ev) || addr != "" && found[addr] {
			out = append(out, ev)
		}
	}
	return out
}

// ownEntries returns the timed entries of the person's own calendars (named
// after one of their addresses, or organized by them) that carry a named
// zone.
func ownEntries(lib *index.Library, found map[string]bool) []*ingest.Event {
	var out []*ingest.Event
	for _, ev := range lib.Events(ingest.Calendar) {
		if ev.AllDay || !strings.Contains(ev.Start.Location().String(), "/") {
			continue
		}
		_, org := ingest.SplitPerson(ev.Text("organizer"))
		if found[strings.ToLower(ev.Text("calendar"))] || org != "" && found[org] {
			out = append(out, ev)
		}
	}
	return out
}

// chatOwners returns, per chat export (WhatsApp, Messenger), the one
// sender who wrote in every one of its chats when it has at least two: the
// export's owner, whom those exports name like anyone else.
func chatOwners(lib *index.Library) []Found {
	chats := map[string]map[string]map[string]bool{} // format → chat file → senders
	for _, ev := range lib.Events(ingest.Chat) {
		s := ev.Text("sender")
		if s == "" {
			continue
		}
		f, k := ev.Origin.Format, ev.Origin.File+"\x00"+ev.Text("chat")
		if chats[f] == nil {
			chats[f] = map[string]map[string]bool{}
		}
		if chats[f][k] == nil {
			chats[f][k] = map[string]bool{}
		}
		chats[f][k][s] = true
	}
	var out []Found
	for _, format := range slices.Sorted(maps.Keys(chats)) {
		byChat := chats[format]
		if len(byChat) < 2 {
			continue
		}
		in := map[string]int{}
		for _, senders := range byChat {
			for s := range senders {
				in[s]++
			}
		}
		var owners []string
		for s, n := range in {
			if n == len(byChat) {
				owners = append(owners, s)
			}
		}
		if len(owners) == 1 {
			out = append(out, Found{Value: owners[0], How: "writes in every one of your " + plural.Noun(len(byChat), format+" chat")})
		}
	}
	return out
}

// profiles counts the viewings of every streaming profile, most watched
// first.
func profiles(lib *index.Library) []ProfileUse {
	use := map[string]*ProfileUse{}
	for _, src := range []string{ingest.MovieStream, ingest.TVSeriesStream, netflix.OtherProfile} {
		for _, ev := range lib.Events(src) {
			p := ev.Text("profile")
			if p == "" {
				continue
			}
			u := use[p]
			if u == nil {
				u = &ProfileUse{Name: p}
				use[p] = u
			}
			u.Viewings++
			if v, ok := ev.Get("duration_s"); ok && v.Kind == ingest.KindNumber {
				u.Hours += v.Num / 3600
			}
		}
	}
	out := make([]ProfileUse, 0, len(use))
	for _, u := range use {
		out = append(out, *u)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Hours != out[j].Hours {
			return out[i].Hours > out[j].Hours
		}
		if out[i].Viewings != out[j].Viewings {
			return out[i].Viewings > out[j].Viewings
		}
		return out[i].Name < out[j].Name
	})
	return out
}
