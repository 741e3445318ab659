package gen

import (
	"fmt"
	"strings"
	"time"
)

// addr is a mail or calendar participant.
type addr struct{ name, email string }

func (s *sim) self() addr { return addr{s.P.Self.Name(), s.P.Self.Email} }

func personAddr(p Person) addr { return addr{p.Name(), p.Email} }

// calInst is one occurrence of a calendar entry and what it expresses.
type calInst struct {
	start time.Time
	refs  []ref
}

// calEntry is a VEVENT: a single entry, or a weekly series whose
// occurrences are inst (the others are written as EXDATE).
type calEntry struct {
	uid                            string
	calendar                       string // "main" or "birthdays"
	summary, location, description string
	start, end                     time.Time // first occurrence
	allDay                         bool
	// freq is "" for a single entry, "WEEKLY" (with interval) or "YEARLY".
	freq        string
	interval    int
	exdates     []time.Time
	inst        []calInst
	attendees   []addr
	organizer   *addr
	created     time.Time
	transparent bool
}

// mailMsg is one message of the mailbox.
type mailMsg struct {
	refs       []ref
	date       time.Time
	from       addr
	to, cc     []addr
	subject    string
	body       string
	html       bool // also sent as an HTML alternative
	msgID      string
	inReplyTo  string
	labels     string
	sent       bool
	encodeSubj bool
}

// post is a tweet or a Facebook post.
type post struct {
	refs     []ref
	platform string // twitter or facebook
	date     time.Time
	text     string
	tags     []string // people tagged (Facebook)
	place    string   // Facebook place
	id       int64
	likes    int
	reposts  int
}

// note is a Google Keep note.
type note struct {
	refs           []ref
	created, edit  time.Time
	title, text    string
	list           []string
	checked        []bool
	labels         []string
	color          string
	pinned, archiv bool
}

func (s *sim) newUID() string {
	const alphabet = "abcdefghijklmnopqrstuv0123456789"
	r := s.rText
	s.uidN++
	var b strings.Builder
	for i := 0; i < 26; i++ {
		b.WriteByte(alphabet[r.IntN(len(alphabet))])
	}
	return b.String() + "@google.com"
}

// calSingle adds a one-off calendar entry expressing refs.
func (s *sim) calSingle(start, end time.Time, allDay bool, summary, location, desc string, refs []ref) *calEntry {
	c := &calEntry{
		uid: s.newUID(), calendar: "main", summary: summary, location: location, description: desc,
		start: start, end: end, allDay: allDay, inst: []calInst{{start: start, refs: refs}},
		transparent: allDay,
	}
	c.created = start.Add(-time.Duration(s.rText.between(1, 40*24)) * time.Hour)
	s.cal = append(s.cal, c)
	return c
}

// newMail adds a mail: a canonical mail event and the message expressing
// it (and, when about > 0, the event it is about). It returns nil when the
// date falls outside the data window.
func (s *sim) newMail(sent bool, date time.Time, from addr, to, cc []addr, subject, body string, about int, aboutMentions []string) *mailMsg {
	if date.Before(s.P.Start) || !date.Before(s.exportCutoff()) {
		return nil
	}
	date = date.Truncate(time.Second)
	if date.Second() == 0 {
		date = date.Add(time.Duration(s.rText.between(1, 59)) * time.Second)
	}
	e := Event{Type: TypeMail, Start: date, End: date, Attrs: Attrs{
		From: from.name, Subject: subject, Text: body,
	}}
	for _, a := range to {
		e.Attrs.To = append(e.Attrs.To, a.name)
	}
	for _, a := range cc {
		e.Attrs.Cc = append(e.Attrs.Cc, a.name)
	}
	if sent {
		e.Attrs.Direction = "sent"
	} else {
		e.Attrs.Direction = "received"
	}
	e.about = about
	idx := s.add(e)
	m := &mailMsg{
		refs: []ref{{ev: idx}}, date: date, from: from, to: to, cc: cc, subject: subject, body: body, sent: sent,
	}
	if about > 0 {
		m.refs = append(m.refs, ref{ev: about - 1, mentions: aboutMentions})
	}
	s.msgN++
	host := "mail.gmail.com"
	if !sent {
		if i := strings.LastIndexByte(from.email, '@'); i >= 0 {
			host = from.email[i+1:]
		}
	}
	m.msgID = fmt.Sprintf("<%s%d.%x@%s>", strings.ToUpper(s.rText.hex(10)), s.msgN, date.Unix(), host)
	if sent {
		m.labels = "Sent"
	} else {
		m.labels = pick(s.rText, []string{"Inbox", "Inbox,Opened", "Opened,Inbox,Important", "Archived"})
	}
	s.mails = append(s.mails, m)
	return m
}

// reply adds a reply to m from the other side.
func (s *sim) reply(m *mailMsg, date time.Time, from addr, body string) *mailMsg {
	if m == nil {
		return nil
	}
	subj := m.subject
	if !strings.HasPrefix(strings.ToLower(subj), "re:") {
		subj = "Re: " + subj
	}
	sent := from.email == s.P.Self.Email
	about := 0
	var mentions []string
	if len(m.refs) > 1 {
		about = m.refs[1].ev + 1
		mentions = []string{"participants"}
	}
	r := s.newMail(sent, date, from, []addr{m.from}, nil, subj, body, about, mentions)
	if r != nil {
		r.inReplyTo = m.msgID
		r.encodeSubj = m.encodeSubj
	}
	return r
}

func (r *rng) hex(n int) string {
	const digits = "0123456789abcdef"
	b := make([]byte, n)
	for i := range b {
		b[i] = digits[r.IntN(16)]
	}
	return string(b)
}

// newPost adds a social media post (a canonical social_post) expressing
// the event about (if > 0). Posts after the export are not written.
func (s *sim) newPost(date time.Time, text string, about int, aboutMentions []string, tags []Person) *post {
	if date.Before(s.P.Start) || !date.Before(s.exportCutoff()) {
		return nil
	}
	r := s.rText
	platform := "twitter"
	switch {
	case !s.P.UsesTwitter:
		platform = "facebook"
	case s.P.UsesFacebook && (r.chance(0.4) || len([]rune(text)) > 270):
		platform = "facebook"
	}
	date = date.Truncate(time.Second)
	if date.Second() == 0 {
		date = date.Add(time.Duration(r.between(1, 59)) * time.Second)
	}
	e := Event{Type: TypePost, Start: date, End: date, Attrs: Attrs{Text: text, Platform: platform}}
	e.about = about
	idx := s.add(e)
	p := &post{refs: []ref{{ev: idx}}, platform: platform, date: date, text: text, likes: r.poisson(3), reposts: r.poisson(0.2)}
	if about > 0 {
		p.refs = append(p.refs, ref{ev: about - 1, mentions: aboutMentions})
	}
	if platform == "facebook" {
		for _, t := range tags {
			p.tags = append(p.tags, t.Name())
		}
	}
	s.posts = append(s.posts, p)
	return p
}

// newNote adds a Keep note.
func (s *sim) newNote(created time.Time, title, text string, list []string, labels []string, about int, mentions []string) *note {
	if created.Before(s.P.Start) || !created.Before(s.exportCutoff()) {
		return nil
	}
	created = created.Truncate(time.Second).Add(time.Duration(s.rText.between(0, 59)) * time.Second)
	e := Event{Type: TypeNote, Start: created, End: created, Attrs: Attrs{Title: title, Text: text, Platform: "keep"}}
	if len(list) > 0 {
		e.Attrs.Text = strings.Join(list, "\n")
	}
	e.about = about
	idx := s.add(e)
	n := &note{refs: []ref{{ev: idx}}, created: created, edit: created.Add(time.Duration(s.rText.between(0, 3*24*60)) * time.Minute),
		title: title, text: text, list: list, labels: labels, color: pick(s.rText, []string{"DEFAULT", "DEFAULT", "YELLOW", "GREEN", "BLUE", "RED"})}
	if n.edit.After(s.exportCutoff()) {
		n.edit = created
	}
	for range list {
		n.checked = append(n.checked, s.rText.chance(0.4))
	}
	if about > 0 {
		n.refs = append(n.refs, ref{ev: about - 1, mentions: mentions})
	}
	s.notes = append(s.notes, n)
	return n
}
