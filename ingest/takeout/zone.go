package takeout

// Google writes activity and location times in UTC ("…Z" or milliseconds
// since the epoch), never the zone the person was in.

// UTCStamped implements ingest.UTCStamped.
func (Activity) UTCStamped() {}

// UTCStamped implements ingest.UTCStamped.
func (Location) UTCStamped() {}
