package link

import (
	"testing"

	"reqap/index/catalog"
	"reqap/internal/libtest"
	"reqap/internal/test"
	"reqap/qa/retrieve/lexicon"
)

// A word capitalised as English capitalises it ("Japanese", a cuisine the
// library writes "japanese") is no name for being capitalised; a name the
// library writes with its capital ("Ben") still is.
func TestCapitalOfALowerCaseValue(t *testing.T) {
	cat := &catalog.Catalog{Signature: "jr48-lowerValue", Sources: []catalog.Source{
		{Name: "journal", Events: 500, Fields: []catalog.Field{
			{Key: "text", Kind: "text", Events: 500},
			{Key: "cuisine", Kind: "text", Events: 200, Distinct: 4, Names: true, Values: libtest.Ranked(10, "italian", "japanese", "turkish")},
			{Key: "participants", Kind: "list", Events: 300, Distinct: 5, Names: true, Values: libtest.Ranked(10, "Ben", "Jonas")},
		}},
	}}
	env := NewEnv(cat, test.Must(t, lexicon.Default))
	for q, want := range map[string]map[string]bool{
		"how many Japanese dinners did I have with Ben": {"Japanese": false, "Ben": true},
	} {
		qq := NewQuestion(q, nil, env.Lexicon)
		got := map[string]bool{}
		for _, s := range Link(qq, env).Spans {
			if s.Kind == KindValue {
				got[qq.Phrase(s.From, s.To)] = s.Sure
			}
		}
		for w, sure := range want {
			if s, ok := got[w]; !ok || s != sure {
				t.Errorf("%q: %q sure %v (linked %v), want %v", q, w, s, ok, sure)
			}
		}
	}
}
