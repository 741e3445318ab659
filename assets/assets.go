// Package assets holds the files compiled into the application: lexicons
// for RETRIEVE and EXTRACT (lexicon/, see lexicon/README.md) and, later,
// the QUD example bank, the icon and the demo dataset.
//
// Each embedded folder is one embed directive and one accessor returning
// the folder as an fs.FS rooted at it, so callers read "concepts.tsv"
// rather than "lexicon/concepts.tsv".
package assets

import (
	"archive/zip"
	"bytes"
	"embed"
	"io/fs"
)

//go:embed lexicon
var lexicon embed.FS

// Lexicon returns the lexicon folder: query expansion, source cues,
// attribute synonyms and day words.
func Lexicon() fs.FS { return sub(lexicon, "lexicon") }

//go:embed qud/rules
var qudRules embed.FS

// QUDRules returns the lexicons of the QUD rule decomposer (activities,
// groups, measures, time words, verbs).
func QUDRules() fs.FS { return sub(qudRules, "qud/rules") }

//go:embed icon.png
var icon []byte

// Icon returns the application icon, a 512×512 PNG drawn by
// ui/internal/icongen.
func Icon() []byte { return icon }

//go:embed qud/examples
var qudExamples embed.FS

// QUDExamples returns the example bank of the LLM decomposer: one
// operator tree per file (NN-name.json), see package qa/qud/llm.
func QUDExamples() fs.FS { return sub(qudExamples, "qud/examples") }

//go:embed demo.zip
var demo []byte

// DemoZip returns the demo dataset as a zip: a small fictional persona
// (about 3,000 events over a year) in real export formats under exports/,
// with manifest.json (its reference_date is the persona's "today") and
// questions.jsonl (benchmark questions with gold answers). It was made by
// `reqap bench gen --size small --seed 1`; scripts/demo.sh remakes it.
func DemoZip() []byte { return demo }

// Demo returns the demo dataset as a file system (see DemoZip).
func Demo() fs.FS {
	r, err := zip.NewReader(bytes.NewReader(demo), int64(len(demo)))
	if err != nil {
		panic("assets: demo.zip: " + err.Error())
	}
	return r
}

// sub roots fsys at dir. The directories are fixed at compile time, so a
// failure is a programming error.
func sub(fsys embed.FS, dir string) fs.FS {
	f, err := fs.Sub(fsys, dir)
	if err != nil {
		panic("assets: " + err.Error())
	}
	return f
}

//go:embed lang
var lang embed.FS

// Lang returns the word lists of the packages under lang/: number words
// (numbers.tsv) and the common English words the speller leaves alone
// (english.txt.gz, generated from SCOWL by internal/cmd/wordlists); see
// lang/README.md.
func Lang() fs.FS { return sub(lang, "lang") }

//go:embed thesaurus
var thesaurus embed.FS

// Thesaurus returns the thesaurus folder: wordnet.tsv.gz, synonyms and
// hypernyms of activity and item words generated from WordNet 3.0 by
// internal/cmd/wordlists (see thesaurus/README.md and its licence).
func Thesaurus() fs.FS { return sub(thesaurus, "thesaurus") }
