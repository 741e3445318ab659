package whatsapp

import (
	"net/url"
	"strconv"
	"strings"

	"reqap/internal/lazyre"
)

// kind is what classify makes of a message.
type kind struct {
	kind     string // "" for typed text
	text     string
	files    []string
	media    string
	options  []string
	lat, lng float64
	hasCoord bool
	place    string
	address  string
	url      string
	duration float64
	callType string // voice or video
	missed   bool   // a missed, declined or silenced call: nobody talked
	winner   string // the poll option with the most votes, when one has
	edited   bool
	byOwner  bool // "You deleted this message": the sender is the exporter
}

var (
	attached     = lazyre.New(`<attached: ([^>]+)>`)
	fileAttached = lazyre.New(`^(.+?) \(file attached\)$`)
	omitted      = lazyre.New(`(?i)^(image|video|audio|sticker|gif|document|contact card) omitted$`)
	call         = lazyre.New(`(?i)^(missed |silenced |declined )?(?:group )?(voice|video) call(?:, (.+))?$`)
	votes        = lazyre.New(`^(.*?)\s*\((\d+) [^)]*\)$`)
	callPart     = lazyre.New(`(\d+)\s*(hr|h|min|sec|s)\b`)
	locationURL  = lazyre.New(`(?i)^location: (https?://\S+)$`)
	venue        = lazyre.New(`^(.+?) \((.+)\): (https?://\S+)$`)
	coords       = lazyre.New(`(-?\d{1,2}(?:\.\d+)?),\s*(-?\d{1,3}(?:\.\d+)?)`)
)

// pollWords and optionWords open a poll and its options in the languages
// seen in exports.
var (
	pollWords   = []string{"POLL:", "ENCUESTA:", "UMFRAGE:", "SONDAGE :", "SONDAGE:", "SONDAGGIO:", "ENQUETE:"}
	optionWords = []string{"OPTION:", "OPCIÓN:", "OPÇÃO:", "OPZIONE:", "OPTION :"}
)

// systemPhrases mark the notices WhatsApp writes into a chat.
var systemPhrases = []string{
	"messages and calls are end-to-end encrypted", "changed their phone number", "changed the subject",
	"changed this group's icon", "changed the group description", "deleted this group's icon", "created group",
	"created this group", " added ", " left", " removed ", "joined using this group's invite link",
	"security code changed", "your security code with", "now an admin", "disappearing messages",
	"changed the group settings", "this chat is with a business account", "blocked this contact",
	"unblocked this contact", "changed to", "pinned a message", "you were added",
}

// actingPhrases are the notices of something a member did, written after
// their name ("Person 2 changed their phone number to a new number",
// "Anna added Ben"); "X is now an admin" and "X's security code changed"
// say what happened to them.
var actingPhrases = []string{
	" changed their phone number", " changed the subject", " changed this group's icon", " changed the group description",
	" deleted this group's icon", " created group", " created this group", " added ", " left", " removed ",
	" joined using this group's invite link", " changed the group settings", " pinned a message", " changed to ",
}

// noticeActor returns the member a notice says did something, the name
// it begins with, or "": the notice has no sender (WhatsApp wrote it), so
// "who changed their phone number" is read off the notice. "You" is the
// exporter, whom the notice does not name.
func noticeActor(text string) string {
	lower := strings.ToLower(text)
	for _, ph := range actingPhrases {
		i := strings.Index(lower, ph)
		if i <= 0 {
			continue
		}
		a := strings.TrimSpace(text[:i])
		if a == "" || strings.EqualFold(a, "you") || strings.ContainsAny(a, ":\n") || len(strings.Fields(a)) > 5 {
			return ""
		}
		return a
	}
	return ""
}

// classify reads what kind of message lines (already cleaned of direction
// marks) are. noSender is an Android line without "Name: "; special says the
// iPhone marked the text as not typed.
func classify(lines []string, noSender, special bool) kind {
	var k kind
	text := strings.TrimSpace(strings.Join(lines, "\n"))
	if strings.HasSuffix(text, "<This message was edited>") {
		k.edited = true
		text = strings.TrimSpace(strings.TrimSuffix(text, "<This message was edited>"))
	}
	first := strings.TrimSpace(lines[0])
	lower := strings.ToLower(text)
	switch {
	case noSender:
		k.kind, k.text = "system", text
	case strings.Contains(text, "<attached: ") && attached().MatchString(text):
		for _, m := range attached().FindAllStringSubmatch(text, -1) {
			k.files = append(k.files, strings.TrimSpace(m[1]))
		}
		k.kind, k.text = "attachment", strings.TrimSpace(attached().ReplaceAllString(text, ""))
	case strings.HasSuffix(first, " (file attached)"):
		k.files = []string{fileAttached().FindStringSubmatch(first)[1]}
		k.kind, k.text = "attachment", strings.TrimSpace(strings.Join(lines[1:], "\n"))
	case text == "<Media omitted>":
		k.kind, k.media = "media_omitted", "media"
	case strings.HasSuffix(lower, " omitted") && omitted().MatchString(text):
		k.kind, k.media = "media_omitted", strings.ToLower(omitted().FindStringSubmatch(text)[1])
	case lower == "this message was deleted" || lower == "this message was deleted." ||
		lower == "you deleted this message" || lower == "you deleted this message.":
		k.kind, k.byOwner = "deleted", strings.HasPrefix(lower, "you ")
	case isWord(first, pollWords):
		k.kind = "poll"
		var question []string
		for _, l := range lines[1:] {
			l = strings.TrimSpace(l)
			if opt, ok := cutWord(l, optionWords); ok {
				k.options = append(k.options, opt)
			} else if len(k.options) == 0 && l != "" {
				question = append(question, l)
			}
		}
		k.text = strings.Join(question, "\n")
		k.winner = pollWinner(k.options)
	case strings.HasPrefix(lower, "location: ") && locationURL().MatchString(text):
		k.kind = "location"
		k.url = locationURL().FindStringSubmatch(text)[1]
		k.lat, k.lng, k.hasCoord = mapCoords(k.url)
	case special && venue().MatchString(text):
		m := venue().FindStringSubmatch(text)
		k.kind, k.place, k.address, k.url = "location", m[1], m[2], m[3]
		k.text = text
	case strings.HasPrefix(lower, "live location shared"):
		k.kind, k.text = "location", text
	case strings.Contains(lower, " call") && call().MatchString(text):
		k.kind, k.text = "call", text
		m := call().FindStringSubmatch(text)
		k.missed, k.callType = m[1] != "", strings.ToLower(m[2])
		if m[3] != "" {
			k.duration = callDuration(m[3])
		}
	case special && isSystem(lower):
		k.kind, k.text = "system", text
	default:
		k.text = text
	}
	return k
}

// pollWinner returns the option with the most votes ("Option B (2
// votes)", in any language the export writes "votes" in), or "" on a tie
// or when the options carry no counts.
func pollWinner(options []string) string {
	best, most, tie := "", -1, false
	for _, o := range options {
		m := votes().FindStringSubmatch(o)
		if m == nil {
			return ""
		}
		n, _ := strconv.Atoi(m[2])
		switch {
		case n > most:
			best, most, tie = m[1], n, false
		case n == most:
			tie = true
		}
	}
	if tie || most <= 0 {
		return ""
	}
	return best
}

func isWord(line string, words []string) bool {
	for _, w := range words {
		if strings.EqualFold(strings.TrimSpace(line), w) {
			return true
		}
	}
	return false
}

func cutWord(line string, words []string) (string, bool) {
	for _, w := range words {
		if len(line) >= len(w) && strings.EqualFold(line[:len(w)], w) {
			return strings.TrimSpace(line[len(w):]), true
		}
	}
	return "", false
}

func isSystem(lower string) bool {
	for _, p := range systemPhrases {
		if strings.Contains(lower, p) {
			return true
		}
	}
	return false
}

// mapCoords reads "lat,lng" from a maps link (?q= or a path).
func mapCoords(link string) (lat, lng float64, ok bool) {
	s := link
	if u, err := url.Parse(link); err == nil {
		if q := u.Query().Get("q"); q != "" {
			s = q
		}
	}
	m := coords().FindStringSubmatch(s)
	if m == nil {
		return 0, 0, false
	}
	lat, err1 := strconv.ParseFloat(m[1], 64)
	lng, err2 := strconv.ParseFloat(m[2], 64)
	if err1 != nil || err2 != nil || lat < -90 || lat > 90 || lng < -180 || lng > 180 {
		return 0, 0, false
	}
	return lat, lng, true
}

// callDuration reads "5 min", "1 hr 2 min", "45 sec" in seconds.
func callDuration(s string) float64 {
	var total float64
	for _, m := range callPart().FindAllStringSubmatch(s, -1) {
		n, _ := strconv.ParseFloat(m[1], 64)
		switch m[2] {
		case "hr", "h":
			total += n * 3600
		case "min":
			total += n * 60
		default:
			total += n
		}
	}
	return total
}
