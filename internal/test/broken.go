package test

import (
	"fmt"
	"io/fs"
	"maps"
	"testing"
	"testing/fstest"

	"reqap/lang/tsv"
)

// BrokenFiles checks that load, which reads a folder of word lists, fails
// on each broken copy of base (a folder it loads) with an error that names
// the broken file and says what the case says: a list written wrong is
// reported where it is, never a panic or a silent default. The cases are
// the rows of the table file of testdata: how the file is broken (add: a
// line added, set: its whole text, drop: left out), the file, the line or
// text, and what the error says besides the file's name.
func BrokenFiles(t testing.TB, base fs.FS, load func(fs.FS) error, table string) {
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
	ReadTable(t, table, func(line int, cells []string) error {
		if err := tsv.Exactly(cells, 4); err != nil {
			return err
		}
		how, file, text, says := cells[0], cells[1], cells[2], cells[3]
		fsys := maps.Clone(good)
		switch how {
		case "add":
			var data []byte
			if f := good[file]; f != nil {
				data = append(data, f.Data...)
			}
			fsys[file] = &fstest.MapFile{Data: append(data, "\n"+text+"\n"...)}
		case "set":
			fsys[file] = &fstest.MapFile{Data: []byte(text)}
		case "drop":
			delete(fsys, file)
		default:
			return fmt.Errorf("%q is no way to break a file (add, set or drop)", how)
		}
		ErrorSays(t, fmt.Sprintf("%s:%d: %s %s %q", table, line, how, file, text), load(fsys), says, file)
		return nil
	})
}
