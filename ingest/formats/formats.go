// Package formats is the list of every importer the app reads files with,
// in one place, and the registry made of it. Adding a format is one line
// in All.
package formats

import (
	"reqap/ingest"
	"reqap/ingest/amazon"
	"reqap/ingest/applehealth"
	"reqap/ingest/dayone"
	"reqap/ingest/facebook"
	"reqap/ingest/fit"
	"reqap/ingest/generic"
	"reqap/ingest/ical"
	"reqap/ingest/mail"
	"reqap/ingest/netflix"
	"reqap/ingest/notes"
	"reqap/ingest/spotify"
	"reqap/ingest/strava"
	"reqap/ingest/takeout"
	"reqap/ingest/track"
	"reqap/ingest/twitter"
	"reqap/ingest/whatsapp"
)

// All is every importer, by package in alphabetical order. Detection does
// not depend on the order: the highest score wins, ties go to the first
// format name.
var All = []*ingest.Importer{
	amazon.OrderHistory, amazon.RetailOrderHistory, amazon.Refunds,
	applehealth.Importer,
	dayone.Importer,
	facebook.Posts, facebook.Messenger, facebook.Instagram,
	fit.Importer,
	generic.CSV, generic.JSONL, generic.PerQA,
	ical.Importer,
	mail.Mbox, mail.EML,
	netflix.Importer,
	notes.Keep, notes.KeepLabels, notes.Text,
	spotify.Account, spotify.Extended,
	strava.Importer,
	takeout.Activity, takeout.Location, takeout.Profile,
	track.GPX, track.TCX,
	twitter.Importer, twitter.Facts,
	whatsapp.Importer,
}

// Registry routes the files of an import to their importers and the
// events of the library to theirs.
var Registry = ingest.NewRegistry(All...)
