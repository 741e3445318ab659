package extract

import "testing"

func TestEmployer(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"we're thrilled that you'll be joining Driftwood Furniture as Senior HR Business Partner on Wednesday", "Driftwood Furniture"},
		{"First day at Driftwood Furniture ✅ New badge, new desk, new adventure.", "Driftwood Furniture"},
		{"Excited to announce my new job at Cirrus Aviation!", "Cirrus Aviation"},
		{"I started working for Ember Studios in May.", "Ember Studios"},
		{"She was hired by Bank of America last year", "Bank of America"},
		// no employer: joining someone, lower case, a day, no cue
		{"Joined Elif for dinner at Pizzeria Amalfi", ""},
		{"first day at the new gym", ""},
		{"first day at Monday's class", ""},
		{"Dinner with Anna at Pizzeria Amalfi", ""},
	} {
		if got := Employer(tt.text); got != tt.want {
			t.Errorf("Employer(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}
