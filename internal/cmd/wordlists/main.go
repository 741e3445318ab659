// Command wordlists regenerates the word lists the app derives from
// Debian's dictionaries:
//
//   - assets/thesaurus/wordnet.tsv.gz, the thesaurus of package
//     lang/thesaurus, from WordNet 3.0 (Debian package wordnet-base);
//   - assets/lang/english.txt.gz, the common English words the speller of
//     package lang/spell never "corrects", from SCOWL's small American and
//     British lists (wamerican-small, wbritish-small);
//   - lang/country/cities.tsv, the country of each city and town WordNet
//     knows, read by package lang/country (country.OfCity).
//
// Run it from the repository root:
//
//	go run ./internal/cmd/wordlists
//
// or `make wordlists` (which installs the Debian packages first). Its
// output depends only on its input: running it again on the same packages
// gives the same files, which a test checks when the packages are there.
package main

import (
	"flag"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
)

func main() {
	wordnet := flag.String("wordnet", "/usr/share/wordnet", "WordNet 3.0 database folder (Debian package wordnet-base)")
	dict := flag.String("dict", "/usr/share/dict", "folder of american-english-small and british-english-small (wamerican-small, wbritish-small)")
	out := flag.String("out", ".", "repository root to write assets/ under")
	flag.Parse()
	if err := run(*wordnet, *dict, *out); err != nil {
		fmt.Fprintln(os.Stderr, "wordlists:", err)
		os.Exit(1)
	}
}

func run(wordnetDir, dictDir, root string) error {
	words, err := readSCOWL(dictDir)
	if err != nil {
		return err
	}
	thes, err := buildThesaurus(wordnetDir, words)
	if err != nil {
		return err
	}
	cities, err := buildCities(wordnetDir)
	if err != nil {
		return err
	}
	citiesPath := filepath.Join(root, "lang", "country", "cities.tsv")
	if err := os.WriteFile(citiesPath, cities, 0o644); err != nil {
		return fmt.Errorf("writing the cities: %w", err)
	}
	slog.Info("wrote", "file", citiesPath, "bytes", len(cities))
	for _, f := range []struct {
		path string
		data []byte
	}{
		{filepath.Join(root, "assets", "thesaurus", "wordnet.tsv.gz"), thes},
		{filepath.Join(root, "assets", "lang", "english.txt.gz"), englishList(words)},
	} {
		gz, err := gzipBytes(f.data)
		if err != nil {
			return fmt.Errorf("compressing %s: %w", f.path, err)
		}
		if err := os.WriteFile(f.path, gz, 0o644); err != nil {
			return fmt.Errorf("writing word list: %w", err)
		}
		slog.Info("wrote", "file", f.path, "bytes", len(gz), "uncompressed", len(f.data))
	}
	return nil
}
