package mail

import (
	"slices"
	"testing"

	"reqap/ingest"
)

func TestDerive(t *testing.T) {
	me := &ingest.Perspective{Own: func(s string) bool { return s == "me@x.org" || s == "me" }}
	mk := func(from string, to []string, labels []string, folder string) *ingest.Event {
		ev := &ingest.Event{Source: ingest.Mail}
		ev.SetText("from", from)
		ev.SetList("to", to)
		ev.SetList("labels", labels)
		ev.SetText("folder", folder)
		return ev
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
