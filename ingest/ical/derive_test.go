package ical

import (
	"testing"

	"reqap/ingest"
)

func TestDeriveOrganizedByMe(t *testing.T) {
	me := &ingest.Perspective{Own: func(s string) bool { return s == "me@x.org" }}
	mk := func(source, organizer string) *ingest.Event {
		ev := &ingest.Event{Source: source}
		if organizer != "" {
			ev.SetText("organizer", organizer)
		}
		return ev
	}
	tests := []struct {
		name string
		ev   *ingest.Event
		p    *ingest.Perspective
		want string // "true", "false" or "" for absent
	}{
		{"mine", mk(ingest.Calendar, "Me <me@x.org>"), me, "true"},
		{"someone else's", mk(ingest.Calendar, "Ann <ann@y.org>"), me, "false"},
		{"cancelled, mine", mk(CancelledSource, "me@x.org"), me, "true"},
		{"no organizer", mk(ingest.Calendar, ""), me, ""},
		{"who I am unknown", mk(ingest.Calendar, "Me <me@x.org>"), nil, "false"},
		{"not a calendar entry", mk(ingest.Mail, "Me <me@x.org>"), me, ""},
	}
	for _, tt := range tests {
		Derive(tt.ev, tt.p)
		got := ""
		if v, ok := tt.ev.Get(OrganizedByMe); ok {
			got = "false"
			if v.Bool {
				got = "true"
			}
		}
		if got != tt.want {
			t.Errorf("%s: %s = %q, want %q", tt.name, OrganizedByMe, got, tt.want)
		}
		if Derive(tt.ev, tt.p) {
			t.Errorf("%s: a second derivation changed the event", tt.name)
		}
	}
	// Once who the person is becomes known, the entry is derived anew.
	ev := mk(ingest.Calendar, "Me <me@x.org>")
	Derive(ev, nil)
	changed := Derive(ev, me)
	if v, _ := ev.Get(OrganizedByMe); !changed || !v.Bool {
		t.Errorf("re-derived with the person known: %v", ev.Fields)
	}
}
