package textfacts

import (
	"log/slog"
	"strings"
	"sync"
	"time"

	"github.com/jdkato/prose/v2"
)

// The named-entity recogniser (github.com/jdkato/prose, a pure-Go
// averaged-perceptron tagger and maximum-entropy chunker that ships its
// own model) decides the names no context settles: "Priya was off sick"
// says nothing a companion word would. It is slow to load (about two
// seconds) and to run (about a millisecond a sentence), so it is loaded on
// first need and asked once per unknown name of a journal, with a sentence
// the name stands in, when the journal's names are learnt (Finish).
// Contexts win over it: its labels confuse people and places often
// ("Sofia", "Max" as places), so it only decides names the journal never
// puts in a companion or place position.

// maxNERNames bounds how many unknown names of one journal are asked.
const maxNERNames = 200

// recogniser holds the model while a journal's names are settled, and
// loads it again for the next journal that needs it: the model is 40 MB
// of maps, and every collection of the heap while the journal's days were
// imported (or ever after, in the app) scanned them for nothing.
type recogniser struct {
	mu      sync.Mutex // guards the fields below
	model   *prose.Model
	loading chan struct{} // closed when the load under way ends; nil when none is
	users   int           // settleUnknowns asking the model now
	tag     sync.Mutex    // the model is not documented as safe for concurrent use
}

// prefetch starts loading the model in the background unless it is
// loaded or loading: a journal's days are read for their names on all
// cores, then Finish asks the model about the unknown ones, and every
// import of the journal waited for the model to load on one core (a
// third of a second, and most of Finish). The first unknown name read
// starts it, while the other days are read.
func (r *recogniser) prefetch() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.model == nil && r.loading == nil {
		r.startLoad()
	}
}

// startLoad starts loading the model; r.mu is held.
func (r *recogniser) startLoad() chan struct{} {
	done := make(chan struct{})
	r.loading = done
	go func() {
		start := time.Now()
		m := prose.ModelFromData("en")
		slog.Debug("named-entity model loaded", "elapsed", time.Since(start))
		r.mu.Lock()
		r.model, r.loading = m, nil
		r.mu.Unlock()
		close(done)
	}()
	return done
}

// acquire returns the model, loaded if need be, for one journal's names;
// release ends that use.
func (r *recogniser) acquire() *prose.Model {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.users++
	for r.model == nil {
		done := r.loading
		if done == nil {
			done = r.startLoad()
		}
		r.mu.Unlock()
		<-done
		r.mu.Lock()
	}
	return r.model
}

// release ends a use of the model; the last one drops it. (A model
// prefetched for names that context settled after all stays until a
// journal asks it.)
func (r *recogniser) release() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.users--; r.users == 0 {
		r.model = nil
	}
}

// label returns the entity label ("PERSON", "GPE", "ORG" ...) the model m
// gives name in sentence, or "" when it sees no entity there.
func (r *recogniser) label(m *prose.Model, sentence, name string) string {
	r.tag.Lock()
	defer r.tag.Unlock()
	doc, err := prose.NewDocument(sentence, prose.WithSegmentation(false), prose.UsingModel(m))
	if err != nil {
		return ""
	}
	for _, e := range doc.Entities() {
		if e.Text == name || strings.HasSuffix(e.Text, " "+name) || strings.HasPrefix(e.Text, name+" ") {
			return e.Label
		}
	}
	return ""
}

// unknownName is a capitalised name a journal never put in a context that
// says what it is, with a sentence it stands in.
type unknownName struct {
	name, sentence string
	n              int
}

// settleUnknown asks the recogniser about the journal's unknown names,
// the most frequent first, and counts the people and places it finds.
func (p *Profile) settleUnknown(x *Extractor) {
	if len(p.unknown) == 0 || x == nil {
		return
	}
	var names []*unknownName
	for k, u := range p.unknown {
		if p.person[k] != nil || p.place[k] != nil || abbreviation(u.name) {
			continue
		}
		names = append(names, u)
	}
	if len(names) == 0 {
		return
	}
	sortUnknown(names)
	if len(names) > maxNERNames {
		names = names[:maxNERNames]
	}
	m := x.ner.acquire()
	defer x.ner.release()
	for _, u := range names {
		switch x.ner.label(m, u.sentence, u.name) {
		case "PERSON":
			nc := &nameCount{}
			for range u.n {
				nc.add(u.name)
			}
			p.person[nameKey(u.name)] = nc
		case "GPE", "LOCATION", "FACILITY":
			nc := &nameCount{}
			nc.add(u.name)
			p.place[nameKey(u.name)] = nc
		}
	}
}

// abbreviation reports whether name is two or three capitals ("PB", "WFH"):
// a journal's shorthand (a personal best, working from home) that the
// recogniser takes for a country or a firm. A town so written stands
// after "in" or "to" and is known from that.
func abbreviation(name string) bool {
	if len(name) < 2 || len(name) > 3 {
		return false
	}
	for _, r := range name {
		if r < 'A' || r > 'Z' {
			return false
		}
	}
	return true
}

func sortUnknown(l []*unknownName) {
	for i := 1; i < len(l); i++ {
		for j := i; j > 0 && (l[j].n > l[j-1].n || l[j].n == l[j-1].n && l[j].name < l[j-1].name); j-- {
			l[j], l[j-1] = l[j-1], l[j]
		}
	}
}
