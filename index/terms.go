package index

import "fmt"

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
	it, err := snap.DictionaryIterator(fieldText, nil, nil, nil)
	if err != nil {
		return fmt.Errorf("reading the term dictionary: %w", err)
	}
	defer it.Close()
	for {
		e, err := it.Next()
		if err != nil {
			return fmt.Errorf("reading the term dictionary: %w", err)
		}
		if e == nil {
			return nil
		}
		if !fn(e.Term(), e.Count()) {
			return nil
		}
	}
}
