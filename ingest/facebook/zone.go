package facebook

// Facebook, Messenger and Instagram write Unix timestamps, which say the
// instant but not the zone the person was in.

// UTCStamped implements ingest.UTCStamped.
func (Posts) UTCStamped() {}

// UTCStamped implements ingest.UTCStamped.
func (Messenger) UTCStamped() {}

// UTCStamped implements ingest.UTCStamped.
func (Instagram) UTCStamped() {}
