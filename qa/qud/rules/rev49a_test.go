package rules

import "testing"

// TestBestFriendsOwn: someone of the best friend's ("who is my best
// friend's sister") is not the best friend; it was asked as the friend
// met most often.
func TestBestFriendsOwn(t *testing.T) {
	for in, want := range map[string]string{
		"who is my best friend's sister":     "who is my best friend's sister",
		"Who was my favourite friend’s dog?": "Who was my favourite friend’s dog?",
		"who was my top friend in 2022":      "which friend did I meet most often in 2022",
		"Who is my best friend?":             "which friend did I meet most often?",
	} {
		if got := idioms(in); got != want {
			t.Errorf("idioms(%q) = %q, want %q", in, got, want)
		}
	}
}
