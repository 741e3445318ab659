package expr

import (
	"os"
	"strings"
	"testing"

	"reqap/internal/test"
)

// TestFuncDoc keeps doc.go's list of functions the table's: run with
// -update after changing the table.
func TestFuncDoc(t *testing.T) {
	data := test.ReadFile(t, "doc.go")
	doc := string(data)
	start := strings.Index(doc, "// # Functions\n")
	end := strings.Index(doc, "//\n// # Examples\n")
	if start < 0 || end < start {
		t.Fatal("doc.go has no # Functions section before # Examples")
	}
	want := funcDoc()
	if doc[start:end] == want {
		return
	}
	if !test.Update() {
		t.Fatalf("doc.go's list of functions is not the table's: run go test ./qa/expr -run TestFuncDoc -update\n%s", want)
	}
	if err := os.WriteFile("doc.go", []byte(doc[:start]+want+doc[end:]), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestFuncTable checks that every function of the table compiles when
// called as its signature says, and that the prompt's list names only
// functions of the table.
func TestFuncTable(t *testing.T) {
	seen := map[string]bool{}
	for _, f := range funcTable {
		if seen[f.Name] {
			t.Errorf("%s is listed twice", f.Name)
		}
		seen[f.Name] = true
		if f.Section == "" || f.Name == "" {
			t.Errorf("%q has no section or name", f.Name)
		}
		impls := 0
		for _, has := range []bool{f.impl1 != nil, f.impl2 != nil, f.implN != nil, f.builtin, f.alias != "", f.variable} {
			if has {
				impls++
			}
		}
		if impls != 1 {
			t.Errorf("%s has %d implementations", f.Name, impls)
		}
		if f.alias != "" && funcByName[f.alias] == nil {
			t.Errorf("%s stands for %s, which is no function", f.Name, f.alias)
		}
		if f.Prompt != "" && !strings.HasPrefix(f.Prompt, f.Name+"(") {
			t.Errorf("%s is shown in the prompt as %q", f.Name, f.Prompt)
		}
	}
	for _, f := range internalFuncs {
		if !strings.HasPrefix(f.Name, "__") || seen[f.Name] {
			t.Errorf("internal helper %s", f.Name)
		}
	}
	if p := PromptFuncs(); !strings.Contains(p, "year(d)") || !strings.Contains(p, "count(list, cond)") {
		t.Errorf("prompt list: %s", p)
	}
}
