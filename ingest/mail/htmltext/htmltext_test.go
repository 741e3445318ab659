package htmltext

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestConvert(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"text only", "hello   world", "hello world"},
		{"paragraphs", "<p>one</p><p>two</p>", "one\n\ntwo"},
		{"line breaks", "a<br>b<br/>c<BR />d", "a\nb\nc\nd"},
		{"divs are lines", "<div>a</div><div>b</div>", "a\nb"},
		{"entities", "caf&eacute; &amp; &lt;tag&gt; &#8364; &#x263A; &nbsp;x", "café & <tag> € ☺ x"},
		{"unknown entity kept", "&bogus; &amp", "&bogus; &"},
		{"script and style dropped", "<script>if (a<b) {}</script><style>p{}</style>text", "text"},
		{"script end tag in any case", "<SCRIPT>x</Script>after", "after"},
		{"head and title dropped", "<html><head><title>T</title><meta charset=utf-8></head><body>B</body></html>", "B"},
		{"unclosed head does not hide body", "<head><title>T<body>visible", "visible"},
		{"comments dropped", "a<!-- <p>hidden</p> -->b", "ab"},
		{"lists", "<ul><li>one</li><li>two</li></ul>", "- one\n- two"},
		{"table cells", "<table><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></table>", "a b\nc"},
		{"pre keeps spacing", "<pre>  a   b\n  c</pre>", "a   b\n  c"},
		{"attribute with >", `<a href="x>y" title='>'>link</a>`, "link"},
		{"stray less-than", "1 < 2 and 3 <4", "1 < 2 and 3 <4"},
		{"invisible characters", "<div>&zwnj;&#8203;\u200b</div>Preview", "Preview"},
		{"outlook namespaces", "<o:p>x</o:p><v:shape>y</v:shape>", "xy"},
		{"headings", "<h1>Title</h1>text", "Title\n\ntext"},
		{"blank lines collapse", "<p></p><p></p><p>a</p><br><br><br><br>b", "a\n\nb"},
		{"unterminated comment", "a<!-- never closed", "a"},
		{"unterminated tag", "a<div class=", "a"},
		{"cdata", "<![CDATA[x<y]]>", "x<y"},
		{"empty", "", ""},
	}
	for _, tt := range tests {
		if got := Convert(tt.in); got != tt.want {
			t.Errorf("%s: Convert(%q) = %q, want %q", tt.name, tt.in, got, tt.want)
		}
	}
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
