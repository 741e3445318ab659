package whatsapp

import "reqap/ingest"

// Derive implements ingest.Deriver: who wrote a message, the person or
// someone else, is read from their names (WhatsApp writes the owner's own
// name, not "you").
func (Importer) Derive(ev *ingest.Event, p *ingest.Perspective) bool {
	return ingest.DeriveDirection(ev, "sender", p)
}
