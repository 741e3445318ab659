package notes

import (
	"strings"

	"reqap/ingest"
)

// entry is one top-level key of a note's front matter.
type entry struct {
	key    string
	value  string   // a scalar, unquoted
	list   []string // a list: "[a, b]" or "- a" lines
	isList bool
}

// splitFrontMatter separates YAML front matter ("---" on the first line up
// to a line "---" or "...") from the body. Without a closing line there is
// no front matter: the "---" is a Markdown rule.
func splitFrontMatter(s string) (front, body string, ok bool) {
	if !strings.HasPrefix(s, "---\n") {
		return "", s, false
	}
	rest := s[4:]
	for off := 0; off <= len(rest); {
		end := strings.IndexByte(rest[off:], '\n')
		line := rest[off:]
		next := len(rest)
		if end >= 0 {
			line = rest[off : off+end]
			next = off + end + 1
		}
		if t := strings.TrimRight(line, " \t"); t == "---" || t == "..." {
			return rest[:off], rest[next:], true
		}
		if end < 0 {
			break
		}
		off = next
	}
	return "", s, false
}

// parseFrontMatter reads the subset of YAML notes use: "key: value",
// "key: [a, b]", a key followed by "- item" lines, and block scalars
// ("key: |" or "key: >") whose indented lines are joined. Anything else is
// ignored rather than refused: front matter is a convenience, the note
// matters more.
func parseFrontMatter(front string) []entry {
	var out []entry
	lines := strings.Split(front, "\n")
	for i := 0; i < len(lines); i++ {
		line := strings.TrimRight(lines[i], " \t\r")
		if line == "" || strings.HasPrefix(strings.TrimSpace(line), "#") || line[0] == ' ' || line[0] == '\t' || line[0] == '-' {
			continue
		}
		colon := strings.Index(line, ":")
		if colon <= 0 {
			continue
		}
		e := entry{key: strings.TrimSpace(unquote(line[:colon]))}
		val := strings.TrimSpace(line[colon+1:])
		switch {
		case val == "" || val == "|" || val == ">" || val == "|-" || val == ">-":
			// A block list or a block scalar follows, indented.
			var items, text []string
			for i+1 < len(lines) {
				next := strings.TrimRight(lines[i+1], " \t\r")
				trimmed := strings.TrimSpace(next)
				if next != "" && next[0] != ' ' && next[0] != '\t' && next[0] != '-' {
					break
				}
				i++
				switch {
				case trimmed == "":
				case strings.HasPrefix(trimmed, "- ") || trimmed == "-":
					items = append(items, unquote(strings.TrimSpace(strings.TrimPrefix(trimmed, "-"))))
				default:
					text = append(text, trimmed)
				}
			}
			switch {
			case len(items) > 0 && val == "":
				e.list, e.isList = items, true
			case val == "|" || val == "|-":
				e.value = strings.Join(text, "\n")
			default:
				e.value = strings.Join(text, " ")
			}
		case strings.HasPrefix(val, "[") && strings.HasSuffix(val, "]"):
			e.isList = true
			for _, it := range splitComma(val[1 : len(val)-1]) {
				if it = unquote(strings.TrimSpace(it)); it != "" {
					e.list = append(e.list, it)
				}
			}
		default:
			e.value = unquote(stripComment(val))
		}
		out = append(out, e)
	}
	return out
}

// splitComma splits a flow list on commas outside quotes.
func splitComma(s string) []string {
	var out []string
	for {
		i := ingest.IndexUnquoted(s, ',')
		if i < 0 {
			return append(out, s)
		}
		out = append(out, s[:i])
		s = s[i+1:]
	}
}

// stripComment drops a " #" comment from an unquoted scalar.
func stripComment(s string) string {
	if s == "" || s[0] == '"' || s[0] == '\'' {
		return s
	}
	if i := strings.Index(s, " #"); i >= 0 {
		return strings.TrimSpace(s[:i])
	}
	return s
}

func unquote(s string) string {
	if len(s) >= 2 && (s[0] == '"' && s[len(s)-1] == '"' || s[0] == '\'' && s[len(s)-1] == '\'') {
		inner := s[1 : len(s)-1]
		if s[0] == '\'' {
			return strings.ReplaceAll(inner, "''", "'")
		}
		return strings.NewReplacer(`\"`, `"`, `\\`, `\`, `\n`, "\n", `\t`, "\t").Replace(inner)
	}
	return s
}
