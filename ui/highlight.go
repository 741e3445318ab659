package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"reqap/ingest"
	"reqap/qa"
)

// Highlights: an answer's evidence shows the words the question matched
// (qa.Highlight, computed by the engine): the events table shows the
// sentence with them in bold, and the detail of a journal's happening
// shows its whole day with the sentence marked.

// evidenceCell is a cell of the events table: plain text, or a sentence
// with its matched words in bold.
type evidenceCell struct {
	widget.BaseWidget
	label *widget.Label
	rich  *widget.RichText
}

func newEvidenceCell() *evidenceCell {
	c := &evidenceCell{label: widget.NewLabel(""), rich: widget.NewRichText()}
	c.label.Truncation = fyne.TextTruncateEllipsis
	c.rich.Truncation = fyne.TextTruncateEllipsis
	c.rich.Hide()
	c.ExtendBaseWidget(c)
	return c
}

func (c *evidenceCell) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(c.label, c.rich))
}

// setText shows plain text.
func (c *evidenceCell) setText(s string) {
	c.rich.Hide()
	c.label.SetText(s)
	c.label.Show()
}

// setHighlight shows a sentence with its matched words in bold.
func (c *evidenceCell) setHighlight(h qa.Highlight) {
	c.label.Hide()
	c.rich.Segments = highlightSegments(oneLineKeep(h.Text), h.Spans, nil)
	c.rich.Refresh()
	c.rich.Show()
}

// text returns what the cell shows, for tests.
func (c *evidenceCell) text() string {
	if c.rich.Visible() {
		return c.rich.String()
	}
	return c.label.Text
}

// updateCell fills a cell of the events table; the summary of an event
// the question matched words of is its sentence, highlighted.
func (t *eventsTable) updateCell(o fyne.CanvasObject, e *ingest.Event, col int) {
	c := o.(*evidenceCell)
	if col == colSummary {
		if h, ok := t.highlights[e.ID]; ok {
			c.setHighlight(h)
			return
		}
	}
	c.setText(t.cell(e, col))
}

// oneLineKeep puts a text on one line without changing its length, so
// the byte ranges of its highlights still hold.
func oneLineKeep(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '\n' || r == '\r' || r == '\t' {
			return ' '
		}
		return r
	}, s)
}

// highlightSegments renders text with the spans in bold and, when marked
// is set, the marked range (a day's sentence) as emphasis: what the
// question matched stands out of the sentence, and the sentence out of its
// day.
func highlightSegments(text string, spans []qa.Span, marked *qa.Span) []widget.RichTextSegment {
	// Boundaries where the style may change.
	cuts := []int{0, len(text)}
	for _, s := range spans {
		if s.Start >= 0 && s.End <= len(text) && s.Start < s.End {
			cuts = append(cuts, s.Start, s.End)
		}
	}
	if marked != nil {
		cuts = append(cuts, max(0, marked.Start), min(len(text), marked.End))
	}
	cuts = sortedUnique(cuts)
	inSpan := func(at int) bool {
		for _, s := range spans {
			if at >= s.Start && at < s.End {
				return true
			}
		}
		return false
	}
	var segs []widget.RichTextSegment
	for i := 0; i+1 < len(cuts); i++ {
		a, b := cuts[i], cuts[i+1]
		if a >= b {
			continue
		}
		style := widget.RichTextStyleInline
		in := marked != nil && a >= marked.Start && a < marked.End
		switch {
		case inSpan(a):
			style = widget.RichTextStyleStrong
			style.ColorName = theme.ColorNamePrimary
		case in:
			style = widget.RichTextStyleEmphasis
			style.ColorName = theme.ColorNameForeground
		case marked != nil:
			style.ColorName = theme.ColorNameDisabled
		}
		segs = append(segs, &widget.TextSegment{Text: text[a:b], Style: style})
	}
	return segs
}

func sortedUnique(l []int) []int {
	for i := 1; i < len(l); i++ {
		for j := i; j > 0 && l[j] < l[j-1]; j-- {
			l[j], l[j-1] = l[j-1], l[j]
		}
	}
	out := l[:0]
	for i, v := range l {
		if i == 0 || v != out[len(out)-1] {
			out = append(out, v)
		}
	}
	return out
}

// highlightOf returns the highlight of an event in the last answer.
func (w *Window) highlightOf(e *ingest.Event) (qa.Highlight, bool) {
	if w.ask == nil || w.ask.last.result == nil {
		return qa.Highlight{}, false
	}
	h, ok := w.ask.last.result.Highlights[e.ID]
	return h, ok
}

// highlightSection is the top of an event's detail when the last answer
// matched words of it: the sentence with those words in bold and, for a
// happening a journal tells, the whole day with the sentence marked. It
// is nil for other events.
func (w *Window) highlightSection(e *ingest.Event) fyne.CanvasObject {
	h, ok := w.highlightOf(e)
	entryID := e.Text("entry_id")
	if !ok && entryID == "" {
		return nil
	}
	box := container.NewVBox()
	if ok {
		sentence := widget.NewRichText(highlightSegments(h.Text, h.Spans, nil)...)
		sentence.Wrapping = fyne.TextWrapWord
		box.Add(sectionTitle("What the question matched"))
		box.Add(sentence)
	}
	if day := w.dayOf(e, h, ok); day != nil {
		box.Add(sectionTitle("The whole day"))
		box.Add(day)
	}
	return box
}

// dayOf shows the note of the day a happening was told in, with the
// happening's sentence marked and the matched words in bold.
func (w *Window) dayOf(e *ingest.Event, h qa.Highlight, matched bool) fyne.CanvasObject {
	id := e.Text("entry_id")
	if id == "" || w.core == nil {
		return nil
	}
	note, ok := w.core.Library().Get(id)
	if !ok {
		return nil
	}
	day := note.Text("text")
	// The happening's text is its sentence, or its mentions joined by
	// " … ": the first one marks the place in the day.
	first, _, _ := strings.Cut(e.Text("text"), " … ")
	at := strings.Index(day, first)
	var segs []widget.RichTextSegment
	if at < 0 || first == "" {
		segs = highlightSegments(day, nil, nil)
	} else {
		var spans []qa.Span
		if matched && h.Field == "text" {
			for _, s := range h.Spans {
				if s.End <= len(first) {
					spans = append(spans, qa.Span{Start: at + s.Start, End: at + s.End})
				}
			}
		}
		segs = highlightSegments(day, spans, &qa.Span{Start: at, End: at + len(first)})
	}
	rt := widget.NewRichText(segs...)
	rt.Wrapping = fyne.TextWrapWord
	return rt
}
