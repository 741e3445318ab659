// Package intern numbers strings densely, in the order they are first
// met, so a table can hold a small code where it would hold the string (a
// source per event, a word per sense).
package intern

// Table holds the strings met so far and their codes; its zero value is
// empty and ready. It is not safe for concurrent use.
type Table[C ~int32 | ~uint16] struct {
	names []string
	codes map[string]C
}

// New returns a table with room for about n strings.
func New[C ~int32 | ~uint16](n int) *Table[C] {
	return &Table[C]{names: make([]string, 0, n), codes: make(map[string]C, n)}
}

// Code returns the code of s, giving it the next one when s is new.
func (t *Table[C]) Code(s string) C {
	if c, ok := t.codes[s]; ok {
		return c
	}
	if t.codes == nil {
		t.codes = map[string]C{}
	}
	c := C(len(t.names))
	t.names = append(t.names, s)
	t.codes[s] = c
	return c
}

// Lookup returns the code of s, if s has one.
func (t *Table[C]) Lookup(s string) (C, bool) {
	c, ok := t.codes[s]
	return c, ok
}

// Name returns the string of code c.
func (t *Table[C]) Name(c C) string { return t.names[c] }

// Len is how many strings have a code.
func (t *Table[C]) Len() int { return len(t.names) }

// Names returns the strings in the order of their codes; the caller must
// not change the slice.
func (t *Table[C]) Names() []string { return t.names }
