package ingest

import (
	"fmt"
	"sort"
)

// Registry is a set of importers: it routes a file to the importer that
// reads it and an event to the importer that made it. The app's is
// formats.Registry; a test builds one of the importers it needs.
type Registry struct {
	sorted []*Importer // by name, so detection is stable
	byName map[string]*Importer
}

// NewRegistry returns the registry of imps. It panics on a duplicate
// format name or an importer without a name, Recognize or Import, which
// are programming errors.
func NewRegistry(imps ...*Importer) *Registry {
	r := &Registry{byName: make(map[string]*Importer, len(imps))}
	for _, imp := range imps {
		if imp.Name == "" || imp.Recognize == nil || imp.Import == nil {
			panic(fmt.Sprintf("ingest: incomplete importer %q", imp.Name))
		}
		if _, dup := r.byName[imp.Name]; dup {
			panic("ingest: importer registered twice: " + imp.Name)
		}
		r.byName[imp.Name] = imp
		r.sorted = append(r.sorted, imp)
	}
	sort.Slice(r.sorted, func(i, j int) bool { return r.sorted[i].Name < r.sorted[j].Name })
	return r
}

// Importers returns the importers sorted by format name.
func (r *Registry) Importers() []*Importer { return append([]*Importer(nil), r.sorted...) }

// Lookup returns the importer for a format name.
func (r *Registry) Lookup(format string) (*Importer, bool) {
	imp, ok := r.byName[format]
	return imp, ok
}

// Detect returns the importer that recognizes the candidate with the highest
// score (ties go to the lexically first format, so detection is stable), or
// nil when none does. A recognizing importer may still ask for the file to
// be skipped through Match.Skip.
func (r *Registry) Detect(c Candidate) (*Importer, Match) {
	var best *Importer
	var bestMatch Match
	for _, imp := range r.sorted {
		m := safeRecognize(imp, c)
		if m.Score > bestMatch.Score {
			best, bestMatch = imp, m
		}
	}
	return best, bestMatch
}

// safeRecognize keeps a buggy recognizer from taking the whole import down.
func safeRecognize(imp *Importer, c Candidate) (m Match) {
	defer func() {
		if recover() != nil {
			m = Match{}
		}
	}()
	return imp.Recognize(c)
}
