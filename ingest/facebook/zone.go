package facebook

import "reqap/ingest"

// Facebook, Messenger and Instagram write Unix timestamps, which say the
// instant but not the zone the person was in.

// deriveMessenger is Messenger.Derive: a Messenger message was sent by the
// person when its sender is one of their names.
func deriveMessenger(ev *ingest.Event, p *ingest.Perspective) bool {
	return ingest.DeriveDirection(ev, "sender", p)
}
