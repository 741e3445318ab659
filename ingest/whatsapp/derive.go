package whatsapp

import "reqap/ingest"

// derive is Importer.Derive: who wrote a message, the person or
// someone else, is read from their names (WhatsApp writes the owner's own
// name, not "you").
func derive(ev *ingest.Event, p *ingest.Perspective) bool {
	return ingest.DeriveDirection(ev, "sender", p)
}
