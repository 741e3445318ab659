package facebook

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"

	"reqap/ingest"
)

var (
	postsName     = regexp.MustCompile(`^your_posts(_[0-9]+|__[a-z_]+?(_[0-9]+)?)?\.json$`)
	messageName   = regexp.MustCompile(`^message_[0-9]+\.json$`)
	instagramName = regexp.MustCompile(`^(posts(_[0-9]+)?|stories|reels|igtv_videos)\.json$`)
)

// headInfo describes the start of a JSON file: whether it is an array or
// an object, and the first key of the object or of the array's first
// element. Only the first few tokens are read, so a head cut anywhere works.
type headInfo struct {
	array, object bool
	firstKey      string
}

func peek(head []byte) headInfo {
	head = bytes.TrimPrefix(head, []byte("\xef\xbb\xbf"))
	dec := json.NewDecoder(bytes.NewReader(head))
	var h headInfo
	tok, err := dec.Token()
	if err != nil {
		return h
	}
	switch tok {
	case json.Delim('['):
		h.array = true
		if tok, err = dec.Token(); err != nil || tok != json.Delim('{') {
			return h
		}
	case json.Delim('{'):
		h.object = true
	default:
		return h
	}
	if tok, err := dec.Token(); err == nil {
		h.firstKey, _ = tok.(string)
	}
	return h
}

// Recognize implements ingest.Importer.
func (Posts) Recognize(c ingest.Candidate) ingest.Match {
	base := strings.ToLower(c.Base())
	h := peek(c.Head)
	named := postsName.MatchString(base)
	switch {
	case h.object && h.firstKey == "status_updates_v2":
		if named {
			return ingest.Match{Score: ingest.ScoreNameContent}
		}
		return ingest.Match{Score: ingest.ScoreContent}
	case named && (h.array && (h.firstKey == "" || ingest.HasJSONKeys(c.Head, "timestamp")) || h.object && ingest.HasJSONKeys(c.Head, "timestamp")):
		return ingest.Match{Score: ingest.ScoreNameContent}
	}
	return ingest.Match{}
}

// Recognize implements ingest.Importer.
func (Messenger) Recognize(c ingest.Candidate) ingest.Match {
	h := peek(c.Head)
	if !h.object || !ingest.HasJSONKeys(c.Head, "participants") && !ingest.HasJSONKeys(c.Head, "messages") {
		return ingest.Match{}
	}
	named := messageName.MatchString(strings.ToLower(c.Base()))
	switch {
	case named && (h.firstKey == "participants" || h.firstKey == "messages"):
		return ingest.Match{Score: ingest.ScoreNameContent}
	case ingest.HasJSONKeys(c.Head, "participants") && ingest.HasJSONKeys(c.Head, "sender_name") && ingest.HasJSONKeys(c.Head, "timestamp_ms"):
		return ingest.Match{Score: ingest.ScoreContent}
	}
	return ingest.Match{}
}

// Recognize implements ingest.Importer.
func (Instagram) Recognize(c ingest.Candidate) ingest.Match {
	h := peek(c.Head)
	named := instagramName.MatchString(strings.ToLower(c.Base()))
	var content bool
	switch {
	case h.array:
		content = h.firstKey == "media" || h.firstKey == "ig_igtv_media" || h.firstKey == "ig_reels_media" ||
			h.firstKey == "uri" && ingest.HasJSONKeys(c.Head, "creation_timestamp")
	case h.object:
		_, content = postTypes[h.firstKey]
	}
	switch {
	case named && content:
		return ingest.Match{Score: ingest.ScoreNameContent}
	case content && h.firstKey != "uri":
		return ingest.Match{Score: ingest.ScoreContent}
	}
	return ingest.Match{}
}
