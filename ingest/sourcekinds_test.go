package ingest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"strings"
	"testing"
)

// TestSourceKindsListed: every constant of the source kinds' block in
// event.go is in SourceKinds once, with a label, and nothing else is, so
// a new kind is offered to the LLM planner and named in the desktop
// without a second list to remember.
func TestSourceKindsListed(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "event.go", nil, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	declared := map[string]bool{}
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST || g.Doc == nil || g.Doc.List[0].Text != "// Source kinds used by the importers. The set is open: a new importer may" {
			continue
		}
		for _, s := range g.Specs {
			for _, v := range s.(*ast.ValueSpec).Values {
				lit, ok := v.(*ast.BasicLit)
				if !ok {
					t.Fatalf("source kind %v is not a string literal", v)
				}
				k, err := strconv.Unquote(lit.Value)
				if err != nil {
					t.Fatal(err)
				}
				declared[k] = true
			}
		}
	}
	if len(declared) == 0 {
		t.Fatal("no block of source kinds found in event.go")
	}
	listed := map[string]bool{}
	for _, k := range SourceKinds {
		if !declared[k.Name] || listed[k.Name] || k.Label == "" {
			t.Errorf("SourceKinds: %+v is not a declared kind, is listed twice or has no label", k)
		}
		listed[k.Name] = true
	}
	for k := range declared {
		if !listed[k] {
			t.Errorf("source kind %q is not in SourceKinds", k)
		}
	}
}

// TestLabels: a source is called by its kind's label, a cancelled kind's
// by the kind's, one of no kind by its own name, and each label is said
// once.
func TestLabels(t *testing.T) {
	got := strings.Join(Labels([]string{MusicStream, Cancelled(OnlinePurchase), OnlinePurchase, "garmin_sleep"}), ", ")
	if want := "Music, Purchases, garmin_sleep"; got != want {
		t.Errorf("Labels = %q, want %q", got, want)
	}
}
