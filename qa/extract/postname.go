package extract

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/lang/fold"
	"reqap/qa/retrieve/lexicon"
)

// postName is what a post tagged with hashtags names, the way a title
// would: "Tate Modern ✨ #london" is Tate Modern, "Can't believe we did
// this: Vasa Museum #stockholm" is Vasa Museum, "Jazz club night – bucket
// list ✅ #montreal" is Jazz club night. The tags and the symbols after
// the words are decoration; of the parts the words are cut into (by a
// sentence's end, a colon, a dash), the one that names something is the
// one with a capital inside it (a name: "Vasa Museum", "Fika in
// Södermalm"), or else the one of most words. A post without tags is
// what it says: its words are its title. ok is false then.
func postName(lx *lexicon.Lexicon, e *ingest.Event) (string, bool) {
	if ingest.KindOf(e.Source) != ingest.SocialMedia {
		return "", false
	}
	text := strings.TrimSpace(e.Text("text"))
	words := strings.Fields(text)
	end := len(words)
	for end > 0 && (strings.HasPrefix(words[end-1], "#") || !fold.HasLetter(words[end-1])) {
		end--
	}
	if end == len(words) || end == 0 || !strings.HasPrefix(words[len(words)-1], "#") {
		if m := headlineRE().FindStringSubmatch(text); m != nil {
			// "Today: Brooklyn Bridge walk. Unforgettable! 😍": a
			// day's headline names what the day was
			return capitalise(m[1]), true
		}
		return "", false
	}
	var parts [][]string
	var cur []string
	for _, w := range words[:end] {
		if !fold.HasLetter(w) {
			// a symbol between the words (an emoji, a lone dash) ends
			// a part, as a dash does
			if len(cur) > 0 {
				parts, cur = append(parts, cur), nil
			}
			continue
		}
		cur = append(cur, strings.TrimLeft(w, "\"'(“‘"))
		if r, _ := utf8.DecodeLastRuneInString(w); strings.ContainsRune(".!?:;", r) {
			parts, cur = append(parts, cur), nil
		}
	}
	if len(cur) > 0 {
		parts = append(parts, cur)
	}
	best, score := -1, -1
	for i, p := range parts {
		s := 0
		for j, w := range p {
			low := strings.ToLower(strings.TrimRight(w, ".!?:;,"))
			if lx.WordClass(lexicon.WordKey(low)) == lexicon.Content {
				s++
			}
			if j > 0 && fold.Capitalised(w) {
				s += 10 // a name
			}
			if firstPerson[low] {
				// the poster's own sentence, not a name ("Can't
				// believe we did this: Jean-Talon market")
				s -= 5
			}
		}
		if s > score {
			best, score = i, s
		}
	}
	if best < 0 {
		return "", false
	}
	name := strings.TrimRight(strings.Join(parts[best], " "), ".!?:;,")
	return capitalise(name), name != ""
}

// capitalise is s with its first letter in upper case.
func capitalise(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// firstPerson are the words by which a poster speaks of themselves.
var firstPerson = map[string]bool{"i": true, "we": true, "me": true, "us": true, "my": true, "our": true, "i'm": true, "we're": true}

// headlineRE: a post headed by its day or time and a colon, then one
// sentence (group 1), as a diary's headline is ("Today: Brooklyn Bridge
// walk. Unforgettable!", "Day 3: Sintra."); a sentence must end it, so
// a post that is all one line is its words.
var headlineRE = lazyre.New(`(?i)^\s*(?:today|tonight|yesterday|this\s+(?:morning|afternoon|evening)|day\s+\d+)\s*:\s*([^.!?\s][^.!?]*?)\s*[.!?]`)
