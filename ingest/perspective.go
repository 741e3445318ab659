package ingest

import (
	"net/mail"
	"slices"
	"strings"
	"time"
)

// Perspective is what one file cannot tell an importer: who the person is
// and where they live. Importers store the raw facts of a record (From,
// labels, folder, profile name, the instant); the fields that depend on
// the perspective ("direction", "counterpart", which profile watched, the
// local date of a UTC stamp) are derived from those facts with Derive, at
// import and again whenever the perspective changes, without reading the
// files again.
type Perspective struct {
	// Own reports whether a mail address, handle or name is the person's
	// own. Nil means nobody is known to be the person.
	Own func(s string) bool
	// Profile is the person's profile among the profiles of a shared
	// streaming account ("" when unknown: every profile counts as theirs).
	Profile string
	// Zone returns the person's home time zone at an instant. Nil means
	// UTC.
	Zone func(t time.Time) *time.Location
	// Refunded reports whether another file of the export (a refunds
	// report) says the purchased item with this key was returned and
	// refunded; the shop's importer defines the key. Nil means none was.
	Refunded func(key string) bool
}

// UTCOnly is the field that marks an event whose export wrote its times in
// UTC without saying where the person was (Spotify, Netflix, Twitter,
// Facebook, Google activity): its times are shown in the home time zone,
// so that "on Saturday" and "in the evening" mean the person's local day
// and hour. It is set the first time the event is derived and kept, so
// a later change of home zone can express the same instants anew.
const UTCOnly = "utc_only"

// Derive applies the perspective to ev: the derivation of the importer
// that made it (when its format has one) and the home zone for UTC-only
// times. All-day events are local dates and stay as they are; times
// written with a zone or offset keep it. It reports whether ev changed.
func (r *Registry) Derive(ev *Event, p *Perspective) bool {
	changed := false
	imp, _ := r.Lookup(ev.Origin.Format)
	if imp != nil && imp.Derive != nil {
		changed = imp.Derive(ev, p)
	}
	return p.localTimes(ev, imp) || changed
}

// localTimes expresses the times of a UTC-only event in the home zone;
// imp is the importer that made it, nil when it is not known.
func (p *Perspective) localTimes(ev *Event, imp *Importer) bool {
	if ev.AllDay || ev.Start.IsZero() {
		return false
	}
	if v, marked := ev.Get(UTCOnly); marked {
		if !v.Bool {
			return false
		}
	} else {
		if imp == nil || !imp.UTCStamped || !isUTC(ev.Start) {
			return false
		}
		ev.SetBool(UTCOnly, true)
	}
	loc := time.UTC
	if p != nil && p.Zone != nil {
		loc = p.Zone(ev.Start)
	}
	changed := false
	if ev.Start.Location().String() != loc.String() {
		ev.Start = ev.Start.In(loc)
		changed = true
	}
	if !ev.End.IsZero() && ev.End.Location().String() != loc.String() {
		ev.End = ev.End.In(loc)
		changed = true
	}
	return changed
}

// isUTC reports whether t is written in UTC: importers give offset-0
// times time.UTC, and the library restores them so.
func isUTC(t time.Time) bool {
	name, off := t.Zone()
	return off == 0 && (t.Location() == time.UTC || name == "UTC")
}

// SetDerived sets a derived field to v, or removes it when v is the zero
// Value, and reports whether the event changed.
func (e *Event) SetDerived(key string, v Value) bool {
	i := slices.IndexFunc(e.Fields, func(f Field) bool { return f.Key == key })
	if v.Kind == 0 {
		if i < 0 {
			return false
		}
		e.Fields = slices.Delete(e.Fields, i, i+1)
		return true
	}
	if i >= 0 {
		if e.Fields[i].Value.Equal(v) {
			return false
		}
		e.Fields[i].Value = v
		return true
	}
	e.Fields = append(e.Fields, Field{Key: key, Value: v})
	return true
}

// SplitPerson splits a person as importers write them ("Anna Berg
// <anna@x.org>", "anna@x.org", "Anna Berg") into a name and a lower-case
// address; either may be empty. What net/mail reads as an address is read
// its way (quoted names, comments); a person it refuses is still split at
// the first "<".
func SplitPerson(s string) (name, addr string) {
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

// IsOwn reports whether a person written as importers write them is the
// person themself, by address or else by name.
func (p *Perspective) IsOwn(s string) bool {
	if p == nil || p.Own == nil {
		return false
	}
	name, addr := SplitPerson(s)
	if addr != "" {
		return p.Own(addr)
	}
	return name != "" && p.Own(name)
}

// DeriveDirection is a chat's Derive (Messenger's, WhatsApp's): it sets a
// message's "direction" from its "sender" field, "sent" when the person
// wrote it, "received" when someone else did, none for messages without a
// sender (notices of the service). Chats use it the way mail does, so
// "messages I sent" and "messages Gustav sent me" are fields. A thread
// that lists its participants (Messenger's) lists the person among them:
// where none of them is known to be the person, any one may be, and
// neither is set (every message had been taken as received, the owner's
// own too), so that "how many did I send" is not recorded rather than
// none.
func DeriveDirection(ev *Event, p *Perspective) bool {
	v := Value{}
	if s := ev.Text("sender"); s != "" {
		switch {
		case p.IsOwn(s):
			v = Text("sent")
		case ownUnknown(ev.Strings("participants"), p):
		default:
			v = Text("received")
		}
	}
	return ev.SetDerived("direction", v)
}

// ownUnknown reports whether a thread's participants are listed and none
// of them is known to be the person.
func ownUnknown(participants []string, p *Perspective) bool {
	return len(participants) > 0 && !slices.ContainsFunc(participants, p.IsOwn)
}
