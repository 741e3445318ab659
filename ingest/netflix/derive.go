package netflix

import (
	"strings"

	"reqap/ingest"
)

// OtherProfile is the source of viewings by the other profiles of a shared
// account: "what did I watch" means the person's own profile, and their
// family's evenings are kept apart rather than counted as theirs.
const OtherProfile = "other_profile_stream"

// derive is Importer.Derive: a viewing by another profile than the
// person's becomes an other_profile_stream event, and back when the
// person's profile changes.
func derive(ev *ingest.Event, p *ingest.Perspective) bool {
	if ev.Source == VideoPreview {
		return false
	}
	src := ingest.MovieStream
	if ev.Text("series_title") != "" {
		src = ingest.TVSeriesStream
	}
	if prof := ev.Text("profile"); p != nil && p.Profile != "" && prof != "" && !strings.EqualFold(prof, p.Profile) {
		src = OtherProfile
	}
	if ev.Source == src {
		return false
	}
	ev.Source = src
	return true
}
