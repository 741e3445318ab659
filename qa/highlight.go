package qa

// Highlight says which words of an event a question matched, so an
// answer's evidence can show them: the event's text (the sentence, for a
// journal's happening) and the byte ranges of the matched words in it.
type Highlight struct {
	// Field is the field Text comes from ("text", "summary", "subject").
	Field string
	Text  string
	// Spans are the matched words, by start, not overlapping.
	Spans []Span
}

// Span is a byte range [Start, End) of a text.
type Span struct {
	Start int `json:"start"`
	End   int `json:"end"`
}
