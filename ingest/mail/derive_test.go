package mail

import (
	"slices"
	"strconv"
	"testing"

	"reqap/ingest"
)

func TestDerive(t *testing.T) {
	me := &ingest.Perspective{Own: func(s string) bool { return s == "me@x.org" || s == "me" }}
	mk := func(from string, to []string, labels []string, folder string) *ingest.Event {
		return mailEvent(from, to, nil, labels, folder)
	}
	tests := []struct {
		name        string
		ev          *ingest.Event
		p           *ingest.Perspective
		dir         string
		counterpart []string
	}{
		{"from me", mk("Me <me@x.org>", []string{"Ann <ann@y.org>", "list@z.org"}, nil, "Inbox"), me, "sent", []string{"Ann <ann@y.org>", "list@z.org"}},
		{"to me", mk("Ann <ann@y.org>", []string{"Me <me@x.org>"}, nil, "Inbox"), me, "received", []string{"Ann <ann@y.org>"}},
		{"unknown me", mk("Me <me@x.org>", []string{"Ann <ann@y.org>"}, nil, "Inbox"), nil, "received", []string{"Me <me@x.org>"}},
		{"filed as sent", mk("Alias <alias@x.org>", []string{"Ann <ann@y.org>", "Me <me@x.org>"}, []string{"Sent"}, ""), me, "sent", []string{"Ann <ann@y.org>"}},
		{"note to self", mk("Me <me@x.org>", []string{"Me <me@x.org>"}, nil, "Inbox"), me, "received", nil},
		{"to self and others", mk("Me <me@x.org>", []string{"me@x.org", "Bob <bob@y.org>"}, nil, "Inbox"), me, "received", []string{"Bob <bob@y.org>"}},
		{"draft", mk("Me <me@x.org>", nil, nil, "Drafts"), me, "draft", nil},
	}
	for _, tt := range tests {
		derive(tt.ev, tt.p)
		if got := tt.ev.Text("direction"); got != tt.dir {
			t.Errorf("%s: direction %q, want %q", tt.name, got, tt.dir)
		}
		v, _ := tt.ev.Get("counterpart")
		if !slices.Equal(v.List, tt.counterpart) {
			t.Errorf("%s: counterpart %q, want %q", tt.name, v.List, tt.counterpart)
		}
		// Deriving again with the same perspective changes nothing.
		if derive(tt.ev, tt.p) {
			t.Errorf("%s: second derivation changed the event", tt.name)
		}
	}
	// A new perspective re-derives from the stored raw fields.
	ev := mk("Me <me@x.org>", []string{"Ann <ann@y.org>"}, nil, "")
	derive(ev, nil)
	if ev.Text("direction") != "received" || !derive(ev, me) || ev.Text("direction") != "sent" {
		t.Errorf("re-derived direction %q", ev.Text("direction"))
	}
}

// TestDeriveCopied: a mail the person received names them in its Cc, not
// its To, or the other way round, or neither (a list's mail); a mail they
// sent copies nobody of theirs. Its owner is them as it names them.
func TestDeriveCopied(t *testing.T) {
	me := &ingest.Perspective{Own: func(s string) bool { return s == "me@x.org" }}
	mk := func(from string, to, cc []string) *ingest.Event { return mailEvent(from, to, cc, nil, "") }
	tests := []struct {
		name   string
		ev     *ingest.Event
		p      *ingest.Perspective
		copied string // "true", "false", "" unset
		owner  string
	}{
		{"in cc", mk("Ann <ann@y.org>", []string{"Bob <bob@y.org>"}, []string{"Me <me@x.org>"}), me, "true", "Me <me@x.org>"},
		{"in to", mk("Ann <ann@y.org>", []string{"Me <me@x.org>"}, []string{"Bob <bob@y.org>"}), me, "false", "Me <me@x.org>"},
		{"in to and cc", mk("Ann <ann@y.org>", []string{"me@x.org"}, []string{"Me <me@x.org>"}), me, "false", "me@x.org"},
		{"a list's mail", mk("Ann <ann@y.org>", []string{"list@y.org"}, nil), me, "", ""},
		{"sent", mk("Me <me@x.org>", []string{"Ann <ann@y.org>"}, []string{"Bob <bob@y.org>"}), me, "", "Me <me@x.org>"},
		{"nobody known", mk("Ann <ann@y.org>", []string{"Bob <bob@y.org>"}, []string{"Me <me@x.org>"}), nil, "", ""},
	}
	for _, tt := range tests {
		derive(tt.ev, tt.p)
		got := ""
		if v, ok := tt.ev.Get("copied_me"); ok {
			got = strconv.FormatBool(v.Bool)
		}
		if got != tt.copied {
			t.Errorf("%s: copied_me %q, want %q", tt.name, got, tt.copied)
		}
		if got, want := tt.ev.Text("owner"), tt.owner; got != want {
			t.Errorf("%s: owner %q, want %q", tt.name, got, want)
		}
	}
}

// mailEvent is a mail event with the raw fields derive reads.
func mailEvent(from string, to, cc, labels []string, folder string) *ingest.Event {
	ev := &ingest.Event{Source: ingest.Mail}
	ev.SetText("from", from)
	ev.SetList("to", to)
	ev.SetList("cc", cc)
	ev.SetList("labels", labels)
	ev.SetText("folder", folder)
	return ev
}
