package index

import (
	"fmt"

	blugeindex "github.com/blugelabs/bluge/index"
)

// Terms calls fn with every term of the analysed text of the library's
// events (lower-cased, stemmed, stop words removed: the terms BM25 matches)
// and the number of events holding it, in term order, until fn returns
// false. It reads Bluge's dictionary, so it may run beside an import; the
// counts are of stored copies, so they run a little high: a record that
// several files hold counts once per file, and an import under way (or a
// replaced one not yet deleted) may add terms and counts of its own.
func (l *Library) Terms(fn func(term string, events uint64) bool) error {
	snap, release, err := l.acquire()
	if err != nil {
		return err
	}
	defer release()
	if err := eachTerm(snap, fieldText, fn); err != nil {
		return fmt.Errorf("reading the term dictionary: %w", err)
	}
	return nil
}

// eachTerm calls fn with every term of field in snap's dictionary and the
// number of documents holding it, in term order, until fn returns false.
func eachTerm(snap *blugeindex.Snapshot, field string, fn func(term string, docs uint64) bool) error {
	it, err := snap.DictionaryIterator(field, nil, nil, nil)
	if err != nil {
		return err
	}
	defer it.Close()
	for {
		e, err := it.Next()
		if err != nil {
			return err
		}
		if e == nil || !fn(e.Term(), e.Count()) {
			return nil
		}
	}
}
