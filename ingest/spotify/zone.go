package spotify

// UTCStamped implements ingest.UTCStamped: endTime is UTC.
func (Account) UTCStamped() {}

// UTCStamped implements ingest.UTCStamped: ts is UTC.
func (Extended) UTCStamped() {}
