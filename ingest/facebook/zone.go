package facebook

import "reqap/ingest"

// Facebook, Messenger and Instagram write Unix timestamps, which say the
// instant but not the zone the person was in.

// UTCStamped implements ingest.UTCStamped.
func (Posts) UTCStamped() {}

// UTCStamped implements ingest.UTCStamped.
func (Messenger) UTCStamped() {}

// UTCStamped implements ingest.UTCStamped.
func (Instagram) UTCStamped() {}

// Derive implements ingest.Deriver: a Messenger message was sent by the
// person when its sender is one of their names.
func (Messenger) Derive(ev *ingest.Event, p *ingest.Perspective) bool {
	return ingest.DeriveDirection(ev, "sender", p)
}
