package mood

import (
	"strings"
	"testing"
	"testing/fstest"
)

func TestOf(t *testing.T) {
	for w, want := range map[string]int{"happy": 1, "Cheerful": 1, "good": 1, "great": 1, "down": -1, "sad": -1, "stressed": -1, "ok": 0, "meh": 0, "worn out": -1} {
		got, ok := Of(w)
		if !ok || Sign(got.Valence) != want {
			t.Errorf("Of(%q) = %v, %v; want a valence of sign %d", w, got, ok, want)
		}
	}
	if _, ok := Of("table"); ok {
		t.Error("table is no mood")
	}
}

func TestReadRejectsBadLines(t *testing.T) {
	for _, tc := range []struct{ file, want string }{
		{"happy\t1\n", "moods.tsv line 1: 2 columns"},
		{"# a comment\nhappy\tvery\tglad\n", `moods.tsv line 2: valence "very"`},
		{"happy\t3\tglad\n", `valence "3"`},
		{"happy\t1\t-\n", `mood "happy" has no words`},
	} {
		_, err := Read(fstest.MapFS{"moods.tsv": {Data: []byte(tc.file)}})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Read(%q) = %v, want an error saying %q", tc.file, err, tc.want)
		}
	}
	got, err := Read(fstest.MapFS{"moods.tsv": {Data: []byte("happy\t1\tglad, over the moon\n")}})
	if err != nil || len(got) != 1 || got[0].Valence != 1 || len(got[0].Words) != 2 {
		t.Errorf("Read of a good line = %+v, %v", got, err)
	}
}
