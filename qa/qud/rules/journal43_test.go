package rules

import (
	"strings"
	"testing"

	"reqap/qa/tree"
)

// A part of the day that ends what a text is about ("the note about the
// lazy evening") is words written, not the time the note was written, and
// a topic that calls up no activity is searched for in the text.
func TestTopicOfAboutIsWords(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	for _, q := range []string{
		"Show me the note about the lazy evening",
		"Find the entry about a cold morning",
		"Which notes are about the long afternoon?",
	} {
		n, _ := d.Decompose(q)
		text := tree.Format(n)
		if strings.Contains(text, "time(") {
			t.Errorf("%q: the topic read as a time of day:\n%s", q, text)
		}
	}
	treesHave(t, d, map[string][]string{
		"Show me the note about the lazy evening": {`says(text ?? "", "lazy")`, `says(text ?? "", "evening")`},
		"Show me the note about the landlord":     {`says(text ?? "", "landlord")`},
		"Which notes did I write in the evening?": {"time(18, 0)"},
	})
}

// Tasks asked of a library that keeps no checklist are said to be no
// record of it, and nothing is listed for them.
func TestTasksNotKept(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	const note = "no record of your library is a task or a checklist item"
	notesSay(t, d, "", []noteCase{{"Which tasks are still open?", note}, {"How many to-dos did I tick off?", note}})
	treesHave(t, d, map[string][]string{"Which tasks are still open?": {"FILTER false"}})
}
