package takeout

import (
	"bytes"
	"path"
	"strings"

	"reqap/ingest"
	"reqap/internal/lazyre"
)

var (
	activityName = lazyre.New(`^(my ?activity|watch-history|search-history)\.json$`)
	activityHTML = lazyre.New(`^(my ?activity|watch-history|search-history)\.html$`)
	semanticName = lazyre.New(`(^|_)[0-9]{4}_(january|february|march|april|may|june|july|august|september|october|november|december)\.json$`)
	locationName = lazyre.New(`^(records|location history|timeline|location-history)\.json$`)
)

func recognizeActivity(c ingest.Candidate) ingest.Match {
	base := strings.ToLower(c.Base())
	if activityHTML().MatchString(base) {
		return ingest.Match{Score: ingest.ScoreNameContent, Skip: "My Activity exported as HTML: export it again from Google Takeout in JSON (My Activity → Multiple formats → JSON)"}
	}
	if base == "archive_browser.html" {
		return ingest.Match{Score: ingest.ScoreNameContent, Skip: "index page of the Google Takeout archive, not events"}
	}
	h := ingest.PeekJSON(c.Head)
	if !h.Array {
		return ingest.Match{}
	}
	key := h.FirstKey
	named := activityName().MatchString(base)
	empty := bytes.Equal(bytes.Join(bytes.Fields(ingest.TrimBOM(c.Head)), nil), []byte("[]"))
	content := (key == "header" || key == "title") && ingest.HasJSONKeys(c.Head, "time") && ingest.HasJSONKeys(c.Head, "title")
	switch {
	case named && (content || empty):
		return ingest.Match{Score: ingest.ScoreNameContent}
	case content && ingest.HasJSONKeys(c.Head, "header") && ingest.HasAnyJSONKey(c.Head, "products", "titleUrl"):
		return ingest.Match{Score: ingest.ScoreContent}
	}
	return ingest.Match{}
}

func recognizeLocation(c ingest.Candidate) ingest.Match {
	base := strings.ToLower(c.Base())
	if strings.Contains(strings.ToLower(c.Path), "location history") {
		switch base {
		case "settings.json":
			return ingest.Match{Score: ingest.ScoreNameContent, Skip: "Location History settings, not events"}
		case "timeline edits.json":
			return ingest.Match{Score: ingest.ScoreNameContent, Skip: "Timeline edits Google keeps for itself, not events"}
		case "tombstones.csv":
			return ingest.Match{Score: ingest.ScoreNameContent, Skip: "deleted Location History entries, not events"}
		}
	}
	if path.Ext(base) != ".json" {
		return ingest.Match{}
	}
	h := ingest.PeekJSON(c.Head)
	key := h.FirstKey
	var content bool
	switch {
	case h.Object:
		switch {
		case key == "timelineObjects" || key == "semanticSegments":
			content = true
		case ingest.HasJSONKeys(c.Head, "locations") && ingest.HasAnyJSONKey(c.Head, "latitudeE7", "timestampMs"):
			content = true
		case ingest.HasAnyJSONKey(c.Head, "semanticSegments", "timelineObjects"):
			content = true
		}
	case h.Array:
		content = (key == "startTime" || key == "endTime") && ingest.HasJSONKeys(c.Head, "startTime", "endTime") &&
			ingest.HasAnyJSONKey(c.Head, "visit", "activity", "timelinePath", "timelineMemory")
	}
	switch {
	case content && (semanticName().MatchString(base) || locationName().MatchString(base)):
		return ingest.Match{Score: ingest.ScoreNameContent}
	case content:
		return ingest.Match{Score: ingest.ScoreContent}
	}
	return ingest.Match{}
}
