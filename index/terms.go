package index

import "fmt"

// Terms calls fn with every term of the analysed text of the library's
// events (lower-cased, stemmed, stop words removed: the terms BM25 matches)
// and the number of events holding it, in term order, until fn returns
// false. It reads the committed state, so it may run beside an import.
func (l *Library) Terms(fn func(term string, events uint64) bool) error {
	snap, err := l.snapshot()
	if err != nil {
		return err
	}
	defer snap.Close()
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
