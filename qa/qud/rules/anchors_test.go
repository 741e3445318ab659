package rules

import (
	"strings"
	"testing"

	"reqap/qa/tree"
)

// TestOwnerNamedBefore: "talk to Oma on Oma's birthday" asks the occasion's
// own record; "drinks at Julia's birthday" another happening that day.
func TestOwnerNamedBefore(t *testing.T) {
	d := testLibrary(t)
	n, _ := d.Decompose("How much did I spend on drinks at Julia's birthday?")
	if text := tree.Format(n); !strings.Contains(text, "days of Julia's birthday") {
		t.Errorf("drinks at Julia's birthday are not that day's:\n%s", text)
	}
	if !ownerNamedBefore("Oma's birthday", "how long did i talk to oma") || ownerNamedBefore("Julia's birthday", "how much did i spend on drinks") {
		t.Error("ownerNamedBefore")
	}
}

// The date of birth asked with where it is recorded ("according to Apple
// Health") is the date of birth of that record; a time after it is not
// where.
func TestBirthdayWhereRecorded(t *testing.T) {
	d := birthLibrary(t, "birth_date")
	for q, want := range map[string]string{
		"When was I born according to Apple Health?": "What is my birth date according to Apple Health?",
		"what is my date of birth in Apple Health":   "What is my birth date in Apple Health?",
		"When is my birthday on my Google profile?":  "What is my birth date on my Google profile?",
		"When was I born?":                           "What is my birth date?",
		"When is my birthday in 2025?":               "When is my birthday in 2025?",
	} {
		if got := d.birthdayAsked(q); got != want {
			t.Errorf("%q read as %q, want %q", q, got, want)
		}
	}
}
