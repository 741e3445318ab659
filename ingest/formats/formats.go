// Package formats links every importer into the registry. Import it for its
// side effect wherever files are imported:
//
//	import _ "reqap/ingest/formats"
package formats

// Each importer package registers itself in its init function; add one
// blank import per package, kept in alphabetical order.
import (
	_ "reqap/ingest/amazon"
	_ "reqap/ingest/applehealth"
	_ "reqap/ingest/dayone"
	_ "reqap/ingest/facebook"
	_ "reqap/ingest/fit"
	_ "reqap/ingest/generic"
	_ "reqap/ingest/ical"
	_ "reqap/ingest/mail"
	_ "reqap/ingest/netflix"
	_ "reqap/ingest/notes"
	_ "reqap/ingest/spotify"
	_ "reqap/ingest/strava"
	_ "reqap/ingest/takeout"
	_ "reqap/ingest/track"
	_ "reqap/ingest/twitter"
	_ "reqap/ingest/whatsapp"
)
