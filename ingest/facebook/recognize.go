package facebook

import (
	"strings"

	"reqap/ingest"
	"reqap/internal/lazyre"
)

var (
	postsName     = lazyre.New(`^your_posts(_[0-9]+|__[a-z_]+?(_[0-9]+)?)?\.json$`)
	messageName   = lazyre.New(`^message_[0-9]+\.json$`)
	instagramName = lazyre.New(`^(posts(_[0-9]+)?|stories|reels|igtv_videos)\.json$`)
)

func recognizePosts(c ingest.Candidate) ingest.Match {
	base := strings.ToLower(c.Base())
	h := ingest.PeekJSON(c.Head)
	named := postsName().MatchString(base)
	switch {
	case h.Object && h.FirstKey == "status_updates_v2":
		if named {
			return ingest.Match{Score: ingest.ScoreNameContent}
		}
		return ingest.Match{Score: ingest.ScoreContent}
	case named && (h.Array && (h.FirstKey == "" || ingest.HasJSONKeys(c.Head, "timestamp")) || h.Object && ingest.HasJSONKeys(c.Head, "timestamp")):
		return ingest.Match{Score: ingest.ScoreNameContent}
	}
	return ingest.Match{}
}

func recognizeMessenger(c ingest.Candidate) ingest.Match {
	h := ingest.PeekJSON(c.Head)
	if !h.Object || !ingest.HasJSONKeys(c.Head, "participants") && !ingest.HasJSONKeys(c.Head, "messages") {
		return ingest.Match{}
	}
	named := messageName().MatchString(strings.ToLower(c.Base()))
	switch {
	case named && (h.FirstKey == "participants" || h.FirstKey == "messages"):
		return ingest.Match{Score: ingest.ScoreNameContent}
	case ingest.HasJSONKeys(c.Head, "participants") && ingest.HasJSONKeys(c.Head, "sender_name") && ingest.HasJSONKeys(c.Head, "timestamp_ms"):
		return ingest.Match{Score: ingest.ScoreContent}
	}
	return ingest.Match{}
}

func recognizeInstagram(c ingest.Candidate) ingest.Match {
	h := ingest.PeekJSON(c.Head)
	named := instagramName().MatchString(strings.ToLower(c.Base()))
	var content bool
	switch {
	case h.Array:
		content = h.FirstKey == "media" || h.FirstKey == "ig_igtv_media" || h.FirstKey == "ig_reels_media" ||
			h.FirstKey == "uri" && ingest.HasJSONKeys(c.Head, "creation_timestamp")
	case h.Object:
		_, content = postTypes[h.FirstKey]
	}
	switch {
	case named && content:
		return ingest.Match{Score: ingest.ScoreNameContent}
	case content && h.FirstKey != "uri":
		return ingest.Match{Score: ingest.ScoreContent}
	}
	return ingest.Match{}
}
