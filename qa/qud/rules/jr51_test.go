package rules

import "testing"

// "Did I or did I not go …" stresses the question with its denial: it
// asks whether I went, the second auxiliary no part of the thing done.
func TestOrNotAuxiliaryAsksTheQuestion(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr51-orNot"))
	treesHave(t, d, map[string][]string{
		"did I or did I not go to the cinema in July 2025?": {"len(items) > 0", "month(start_date) == 7", `RETRIEVE "I went to the cinema"`},
		"did I, or didn't I, run in April 2025?":            {"len(items) > 0", "month(start_date) == 4", `RETRIEVE "I went running"`},
	})
}
