package thesaurus

import (
	"slices"
	"strings"
	"testing"

	"reqap/internal/test"
)

func TestExamples(t *testing.T) {
	th := test.Must(t, Default)
	test.Table(t, "Related", func(w struct{ A, B string }) Relation {
		rel, _ := th.Related(w.A, w.B)
		return rel
	}, "related.tsv")
	test.Table(t, "VerbDomain", func(w string) string {
		if d, ok := th.VerbDomain(w); ok {
			return d
		}
		return "-"
	}, "verbdomain.tsv")
	test.Table(t, "NounDomain", func(w string) string {
		if d, ok := th.NounDomain(w); ok {
			return d
		}
		return "-"
	}, "noundomain.tsv")
}

func TestLookups(t *testing.T) {
	th := test.Must(t, Default)
	check := func(name string, got []string, want ...string) {
		t.Helper()
		for _, w := range want {
			if !slices.Contains(got, w) {
				t.Errorf("%s = %q, missing %q", name, got, w)
			}
		}
	}
	check("Synonyms(movie)", th.Synonyms("movie"), "film", "motion picture")
	check("Synonyms(bike)", th.Synonyms("bike"), "bicycle", "cycling")
	check("Hypernyms(jogging)", th.Hypernyms("jogging"), "run", "exercise")
	check("Hyponyms(run)", th.Hyponyms("run"), "jog", "sprint")
	check("Hypernyms(breakfast)", th.Hypernyms("breakfast"), "meal")
	check("Lemmas(biking)", th.Lemmas("biking"), "bike")
	check("Lemmas(ran)", th.Lemmas("ran"), "run")
	check("Lemmas(motion pictures)", th.Lemmas("motion pictures"), "motion picture")
	check("Lemmas(Movie‑Theaters)", th.Lemmas("Movie‑Theaters"), "movie theater")
	if got := th.Synonyms("the"); got != nil {
		t.Errorf("Synonyms(the) = %q", got)
	}
	for _, l := range th.Links("cinema") {
		if l.Weight <= 0 || l.Weight > 1 || l.Domain == "" || l.Word == "" || strings.Contains(l.Word, "_") {
			t.Errorf("bad link %+v", l)
		}
	}
}

func TestUnder(t *testing.T) {
	th := test.Must(t, Default)
	meal := func(h string) bool { return h == "meal" }
	if !th.Under("breakfast", meal, 1) {
		t.Error("breakfast is not under meal one step up")
	}
	if th.Under("jogging", meal, 5) {
		t.Error("jogging is under meal")
	}
	if th.Under("breakfast", meal, 0) {
		t.Error("no step up found meal")
	}
}

func TestLoadErrors(t *testing.T) {
	for name, in := range map[string]string{
		"columns": "n\tact\tmovie\n",
		"pos":     "a\tact\tmovie\t\t\n",
		"rank":    "n\tact\tmovie:x\t\t\n",
		"link":    "n\tact\tmovie\t7\t\n",
		"words":   "n\tact\t\t\t\n",
		"exc":     "x\tv\tran\n",
	} {
		says := []string{"line"}
		if name == "link" {
			says = nil
		}
		_, err := Load(strings.NewReader(in))
		test.ErrorSays(t, name, err, says...)
	}
	th, err := Load(strings.NewReader("# c\nn\tact\tmovie film:2\t1\t\nn\tact\tshow\t\t\nx\tn\tmovies\tmovie\n"))
	if err != nil {
		t.Fatal(err)
	}
	if rel, ok := th.Related("movie", "show"); !ok || rel != Hypernym {
		t.Errorf("Related(movie, show) = %v %v", rel, ok)
	}
}

func BenchmarkLinks(b *testing.B) {
	th := test.Must(b, Default)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		th.Links("jogging")
	}
}

func BenchmarkRelated(b *testing.B) {
	th := test.Must(b, Default)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		th.Related("biking", "cycling")
	}
}

func FuzzLoad(f *testing.F) {
	f.Add("n\tact\tmovie film:2\t1\t\nn\tact\tshow\t\t0\nx\tn\tmovies\tmovie\n")
	f.Add("v\tmotion\tjog:50 trot\t\t\n")
	f.Add("n\tact\tmovie\t7\t\n")
	f.Fuzz(func(t *testing.T, in string) {
		th, err := Load(strings.NewReader(in))
		if err != nil {
			return
		}
		for _, w := range th.words.Names() {
			th.Links(w)
			th.Related(w, "movie")
		}
	})
}

// TestOtherVerb: a thing's noun the thesaurus knows no verb of is another
// word as a verb (to book is to reserve); a verb it holds, or a doing's
// noun, is the noun's doing.
func TestOtherVerb(t *testing.T) {
	th, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	for w, want := range map[string]bool{"book": true, "track": false, "tag": false, "email": false, "mention": false, "golf": false, "lunch": false, "qwzx": false} {
		if got := th.OtherVerb(w); got != want {
			t.Errorf("OtherVerb(%q) = %v, want %v", w, got, want)
		}
	}
}
