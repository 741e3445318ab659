package htmltext

import (
	"strings"
	"testing"
	"unicode/utf8"

	"reqap/internal/test"
)

func TestConvert(t *testing.T) {
	test.Table(t, "Convert", Convert, "convert.tsv")
}

func FuzzConvert(f *testing.F) {
	for _, s := range []string{"<p>a</p>", "<script>x</script>", "&amp;&#x1F600;", "<pre> a </pre>", "<!-- x", "<a href='>'>", "<ul><li>x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := Convert(s)
		if utf8.ValidString(s) && !utf8.ValidString(out) {
			t.Errorf("valid input gave invalid UTF-8 %q", out)
		}
		if strings.Contains(out, "\n\n\n") {
			t.Errorf("more than one blank line in %q", out)
		}
	})
}
