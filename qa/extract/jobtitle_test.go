package extract

import (
	"testing"

	"reqap/internal/test"
	"reqap/qa"
)

func TestJobTitle(t *testing.T) {
	test.Table(t, "JobTitle", JobTitle, "jobtitle.tsv")
}

// A job title no field holds is read from a welcome mail's body; a mail
// that names none has none, and no subject passes for it.
func TestJobTitleFromMail(t *testing.T) {
	x := newExtractor(t, nil, Options{})
	welcome := ev("m1", "mail", at(1, 10, 0), at(1, 10, 0), "subject", "Welcome to Ember Studios, Elif!",
		"text", "Hi Elif,\n\nwe're thrilled that you'll be joining Ember Studios as Account Manager on Wednesday, 1 June 2022!")
	other := ev("m2", "mail", at(2, 10, 0), at(2, 10, 0), "subject", "Ember Studios all-hands", "text", "See you there.")
	for _, name := range []string{"job_title", "position"} {
		if got, _ := extractOne(t, x, qa.AttrSpec{Name: name, Type: qa.TypeText}, welcome); got != "Account Manager" {
			t.Errorf("%s of the welcome mail = %#v, want Account Manager", name, got)
		}
		if got, _ := extractOne(t, x, qa.AttrSpec{Name: name, Type: qa.TypeText}, other); got != nil {
			t.Errorf("%s of a mail naming none = %#v, want none", name, got)
		}
	}
}

// A title's capitals may be any script's; a working title is no post.
func TestJobTitleCues(t *testing.T) {
	for text, want := range map[string]string{
		"Sie beginnen bei uns as Ärztliche Leiterin am Montag.": "",
		"I joined the clinic as Ärztliche Leiterin.":            "Ärztliche Leiterin",
		"What's the working title of Dune Part Two?":            "",
	} {
		if got := JobTitle(text); got != want {
			t.Errorf("JobTitle(%q) = %q, want %q", text, got, want)
		}
	}
}
