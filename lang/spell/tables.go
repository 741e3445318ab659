package spell

import (
	"io/fs"
	"strings"
	"unicode"
)

// TableWords returns the words of the .tsv tables in the file systems
// (the app's lexicons and rule tables): runs of two or more letters and
// apostrophes, lower-cased, each once, as "lexicon" entries. Comment lines
// are left out. They are words a misspelt question word may be corrected to.
func TableWords(fsyss ...fs.FS) ([]Entry, error) {
	var words []Entry
	seen := map[string]bool{}
	for _, fsys := range fsyss {
		err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".tsv") {
				return err
			}
			data, err := fs.ReadFile(fsys, p)
			if err != nil {
				return err
			}
			for _, line := range strings.Split(string(data), "\n") {
				if strings.HasPrefix(strings.TrimSpace(line), "#") {
					continue
				}
				for _, w := range strings.FieldsFunc(line, NotWordRune) {
					if w = strings.ToLower(strings.Trim(w, "'")); len(w) > 1 && !seen[w] {
						seen[w] = true
						words = append(words, Entry{Word: w, Count: 1, Class: "lexicon"})
					}
				}
			}
			return nil
		})
		if err != nil {
			return words, err
		}
	}
	return words, nil
}

// NotWordRune reports whether r separates words: anything but a letter or
// an apostrophe.
func NotWordRune(r rune) bool { return !unicode.IsLetter(r) && r != '\'' }
