package extract

import (
	"testing"

	"reqap/qa"
)

// A genre is a film's or a song's kind: a mail's labels ("Sent",
// "Inbox") answered "which genre did I watch the most", and a purchase's
// category is no genre asked.
func TestGenreIsNoMailLabel(t *testing.T) {
	x := newExtractor(t, contactsLib(t), Options{})
	mail := ev("ml", "mail", at(9, 8, 0), at(9, 8, 0), "subject", "Hi", "labels", []string{"Sent", "Inbox"})
	film := ev("mv", "movie_stream", at(8, 20, 0), at(8, 22, 0), "movie_title", "Dune", "genre", "sci-fi")
	filed := ev("mc", "movie_stream", at(8, 20, 0), at(8, 22, 0), "movie_title", "Up", "category", "animation")
	checkExtracts(t, x, []extractCase{
		{"no genre of a mail's labels", qa.AttrSpec{Name: "genre", Type: qa.TypeText}, mail, nil},
		{"genre of a film", qa.AttrSpec{Name: "genre", Type: qa.TypeText}, film, "sci-fi"},
		{"genre of a film filed by category", qa.AttrSpec{Name: "genre", Type: qa.TypeText}, filed, "animation"},
	}, nil)
}
