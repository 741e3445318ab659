package ical

import "reqap/ingest"

// OrganizedByMe is the derived field of a calendar event saying whether
// the person organised it: true when its organizer is one of their own
// addresses or names, false when someone else is, absent where the entry
// names no organizer (an entry of one's own calendar, which nobody
// organised in the meeting sense). "How many meetings did I organise"
// cannot be read from a name alone: the organizer is written as the
// calendar's owner, whose identity only the whole library tells.
const OrganizedByMe = "organized_by_me"

// Derive is the calendar events' Importer.Derive (the mail importer's too,
// for invitations a mail carried): it sets OrganizedByMe.
func Derive(ev *ingest.Event, p *ingest.Perspective) bool {
	if ev.Source != ingest.Calendar && ev.Source != CancelledSource {
		return false
	}
	v := ingest.Value{}
	if o := ev.Text("organizer"); o != "" {
		v = ingest.Bool(p.IsOwn(o))
	}
	return ev.SetDerived(OrganizedByMe, v)
}
