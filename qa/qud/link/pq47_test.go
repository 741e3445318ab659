package link

import "testing"

// A possessive is the name as typed ("Javier's" of "Javier Papadopoulos"):
// taking it for another form of the word left the person out.
func TestPossessiveIsTheWordAsTyped(t *testing.T) {
	for w, want := range map[string]string{"Javier's": "Javier", "Javier’s": "Javier", "Jonas'": "Jonas", "Castellanos": "Castellanos", "'s": "'s"} {
		if got := unpossessed(w); got != want {
			t.Errorf("unpossessed(%q) = %q, want %q", w, got, want)
		}
	}
}
