package link

import "slices"

// mediaFields are the fields in which exports say what media a post or a
// message holds: the media type every social and chat import writes
// (ingest.MediaKind's words) and WhatsApp's word for a medium it left out
// ("image omitted").
var mediaFields = []string{"media_type", "media"}

// mediaWords are the other words people name a kind of media by, as a
// thesaurus lists them ("how many pictures did I post": the photos).
var mediaWords = map[string][]string{
	"photo": {"photograph", "picture", "pic", "image", "snapshot", "snap", "selfie"},
	"image": {"photo", "photograph", "picture", "pic", "snapshot", "snap", "selfie"},
	// a GIF is an image file, if not a photograph
	"gif":   {"image", "animated image", "animation"},
	"video": {"clip", "video clip"},
	"audio": {"voice message", "voice note", "voice memo", "audio message"},
}

// mediaSaid returns the other words a kind of media in a field of
// mediaFields is said by, or nil.
func mediaSaid(field, v string) []string {
	if !slices.Contains(mediaFields, field) {
		return nil
	}
	return mediaWords[v]
}
