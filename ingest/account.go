package ingest

// Account facts (source Account) are what an export says about the
// person's accounts. Each names the service it is about and the kind of
// fact it is; the app learns who the person is from them, and an import
// job reads their files before the rest (see Importer.Sources).

// AccountFacts completes the declaration of an importer whose events are
// all account facts.
func AccountFacts(imp Importer) *Importer {
	imp.Sources = []string{Account}
	return &imp
}

// AccountFact starts an account fact about service of the given kind
// ("profile", "label", "follower"); the caller dates it where the export
// does and adds its own fields.
func AccountFact(service, fact string) Event {
	ev := Event{Source: Account}
	ev.SetText("service", service)
	ev.SetText("fact", fact)
	return ev
}

// OwnerNamed is the account fact of the name an export's owner goes by on
// service ("WhatsApp name Ana"), for exports that write the owner's name
// like anyone else's: without it, their messages are nobody's own. The
// caller sets its ID and Origin.
func OwnerNamed(service, name string) Event {
	ev := AccountFact(service, "profile")
	ev.SetText("title", service+" name "+name)
	ev.SetText("display_name", name)
	return ev
}
