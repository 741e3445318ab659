package mail

import (
	"slices"

	"reqap/ingest"
	"reqap/ingest/ical"
)

// derive sets the fields that depend on who the person is:
//
//	direction    sent when the mail is filed as sent (Gmail label, Sent
//	             folder) or its From is one of the person's addresses and
//	             they are not among its recipients; draft for drafts;
//	             received otherwise
//	counterpart  the people the mail was exchanged with: its recipients
//	             when the person wrote it, its sender when someone else
//	             did, never the person themself
//	copied_me    on mail the person received, true when they were only
//	             copied on it (named in Cc or Bcc, not To), false when it
//	             was addressed to them; unset where they are on neither
//	             (a list's mail, a Bcc the file does not keep) or are not
//	             known
//	owner        the person as the mail names them: its sender when they
//	             sent it, else the first of its recipients who is them;
//	             unset where it does not name them
//
// "Who did I write to most often" groups sent mail by counterpart, "who
// mails me most" received mail, "mails I was cc'd on" received mail
// copied to them, "whose mailbox is this" the owners; none can be read
// from one message.
func derive(ev *ingest.Event, p *ingest.Perspective) bool {
	if ev.Source != ingest.Mail {
		return ical.Derive(ev, p) // an invitation the mail carried
	}
	labels := ev.Strings("labels")
	from := ev.Text("from")
	recipients := Recipients(ev)
	dir := direction(labels, ev.Text("folder"))
	ownFrom := from != "" && p.IsOwn(from)
	if dir == "received" && ownFrom && !anyOwn(recipients, p) {
		// Mail the person sent to themself (also) arrived in their
		// inbox: it stays received.
		dir = "sent"
	}
	people := recipients
	if dir == "received" && !ownFrom {
		people = []string{from}
	}
	counterpart := make([]string, 0, len(people))
	for _, s := range people {
		if s != "" && !p.IsOwn(s) && !slices.Contains(counterpart, s) {
			counterpart = append(counterpart, s)
		}
	}
	changed := ev.SetDerived("direction", ingest.Text(dir))
	cv := ingest.Value{}
	if len(counterpart) > 0 {
		cv = ingest.List(counterpart)
	}
	changed = ev.SetDerived("counterpart", cv) || changed
	copied := ingest.Value{}
	if dir == "received" {
		to := anyOwn(ev.Strings("to"), p)
		if cc := anyOwn(append(ev.Strings("cc"), ev.Strings("bcc")...), p); to || cc {
			copied = ingest.Bool(!to)
		}
	}
	changed = ev.SetDerived("copied_me", copied) || changed
	owner := ingest.Value{}
	if from != "" && (dir == "sent" || ownFrom) {
		owner = ingest.Text(from)
	} else if i := slices.IndexFunc(recipients, p.IsOwn); i >= 0 {
		owner = ingest.Text(recipients[i])
	}
	return ev.SetDerived("owner", owner) || changed
}

// anyOwn reports whether the person is among a mail's recipients.
func anyOwn(recipients []string, p *ingest.Perspective) bool {
	for _, r := range recipients {
		if p.IsOwn(r) {
			return true
		}
	}
	return false
}

// Recipients returns the people a mail event was addressed to: its To, Cc
// and Bcc.
func Recipients(ev *ingest.Event) []string {
	var out []string
	for _, k := range []string{"to", "cc", "bcc"} {
		out = append(out, ev.Strings(k)...)
	}
	return out
}

// FiledAsSent reports whether a mail event was filed as sent mail by the
// person's mail program (a Gmail Sent label or a Sent folder): its From is
// then one of their own addresses.
func FiledAsSent(ev *ingest.Event) bool {
	return ev.Source == ingest.Mail && direction(ev.Strings("labels"), ev.Text("folder")) == "sent"
}
