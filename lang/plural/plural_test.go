package plural

import "testing"

func TestNoun(t *testing.T) {
	for _, c := range []struct {
		n    int
		one  string
		want string
	}{
		{0, "event", "0 events"},
		{1, "event", "1 event"},
		{45210, "event", "45,210 events"},
		{1234567, "file", "1,234,567 files"},
		{2, "entry", "2 entries"},
		{2, "day", "2 days"},
		{3, "match", "3 matches"},
		{2, "box", "2 boxes"},
		{2, "damaged record", "2 damaged records"},
		{-1200, "event", "-1,200 events"},
	} {
		if got := Noun(c.n, c.one); got != c.want {
			t.Errorf("Noun(%d, %q) = %q, want %q", c.n, c.one, got, c.want)
		}
	}
	if got := Nouns(2, "record was", "records were"); got != "2 records were" {
		t.Errorf("Nouns = %q", got)
	}
	if got := Thousands(999); got != "999" {
		t.Errorf("Thousands(999) = %q", got)
	}
}

// One undoes Of for regular plurals and leaves other words alone.
func TestOne(t *testing.T) {
	for _, one := range []string{"hashtag", "entry", "match", "box", "attachment", "class", "movie", "calorie", "city", "party", "cookie", "headache", "niche", "church", "wish"} {
		if got, ok := One(Of(one)); !ok || got != one {
			t.Errorf("One(%q) = %q, %v, want %q", Of(one), got, ok, one)
		}
	}
	for _, w := range []string{"media", "bus", "address"} {
		if got, ok := One(w); ok || got != w {
			t.Errorf("One(%q) = %q, %v, want it as it is", w, got, ok)
		}
	}
}

func TestBe(t *testing.T) {
	for noun, want := range map[string]string{"sister": "is", "sisters": "are", "parents": "are", "children": "are", "People": "are", "boss": "is", "partner": "is"} {
		if got := Be(noun); got != want {
			t.Errorf("Be(%q) = %q, want %q", noun, got, want)
		}
	}
}
