package test

import (
	"fmt"
	"io/fs"
	"maps"
	"testing"
	"testing/fstest"
)

// Broken is a file of a folder of word lists written wrong, and what the
// error of loading the folder must say besides the file's name.
type Broken struct {
	File string
	Line string // a line added to the file,
	Data string // or, with no Line, the file's whole text,
	Gone bool   // or the file left out
	Says string
}

// BrokenFiles checks that load, which reads a folder of word lists, fails
// on each broken copy of base, a folder it loads, with an error that names
// the broken file (and so its line, where the case says so) and says what
// the case says: a list written wrong is reported where it is, never a
// panic or a silent default.
func BrokenFiles(t testing.TB, base fs.FS, load func(fs.FS) error, cases []Broken) {
	t.Helper()
	good := fstest.MapFS{}
	err := fs.WalkDir(base, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(base, p)
		good[p] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := load(good); err != nil {
		t.Fatalf("the folder before it is broken: %v", err)
	}
	for _, c := range cases {
		fsys := maps.Clone(good)
		var what string
		switch {
		case c.Gone:
			what = c.File + " left out"
			delete(fsys, c.File)
		case c.Line != "":
			what = fmt.Sprintf("%s + %q", c.File, c.Line)
			var data []byte
			if f := good[c.File]; f != nil {
				data = append(data, f.Data...)
			}
			fsys[c.File] = &fstest.MapFile{Data: append(data, "\n"+c.Line+"\n"...)}
		default:
			what = fmt.Sprintf("%s = %q", c.File, c.Data)
			fsys[c.File] = &fstest.MapFile{Data: []byte(c.Data)}
		}
		ErrorSays(t, what, load(fsys), c.Says, c.File)
	}
}
