package extract

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"reqap/ingest"
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
			if lx.WordClass(lexicon.WordKey(strings.TrimRight(w, ".!?:;,"))) == lexicon.Content {
				s++
			}
			if j > 0 && fold.Capitalised(w) {
				s += 10 // a name
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
	r, n := utf8.DecodeRuneInString(name)
	return string(unicode.ToUpper(r)) + name[n:], name != ""
}
