package ingest

// IndexUnquoted returns the index of the first c in s outside a '…' or
// "…" quote, or -1: the end of an HTML tag whose attribute values may hold
// it, the commas between the items of a YAML flow list.
func IndexUnquoted(s string, c byte) int {
	var quote byte
	for i := 0; i < len(s); i++ {
		switch ch := s[i]; {
		case quote != 0:
			if ch == quote {
				quote = 0
			}
		case ch == '"' || ch == '\'':
			quote = ch
		case ch == c:
			return i
		}
	}
	return -1
}
