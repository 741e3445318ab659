package retrieve

import "sync"

// perGeneration keeps what is read from one generation of the library
// (the products bought, the titles streamed): every query asks for it, and
// it is read again only when the library changes.
type perGeneration[T any] struct {
	mu  sync.Mutex
	gen uint64
	ok  bool
	v   T
}

// of returns the value of generation gen, read by read once per
// generation.
func (c *perGeneration[T]) of(gen uint64, read func() T) T {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.ok || c.gen != gen {
		c.v, c.gen, c.ok = read(), gen, true
	}
	return c.v
}
