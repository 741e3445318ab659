// Package lru is a small least-recently-used cache of values tagged with
// the library generation they were computed at: a value of another
// generation is a miss. The index caches search results in one, RETRIEVE
// its results.
package lru

import (
	"container/list"
	"sync"
)

// Cache holds at most a number of values and, when given a weight, at most
// a total weight of them; it is safe for concurrent use.
type Cache[V any] struct {
	mu        sync.Mutex
	max       int
	weigh     func(V) int
	maxWeight int
	weight    int
	order     *list.List // front = most recent; elements hold *entry[V]
	items     map[string]*list.Element
}

type entry[V any] struct {
	key    string
	gen    uint64
	val    V
	weight int
}

// New returns a cache of at most max values. With weigh, it also holds at
// most maxWeight of their weight together, but always the most recent
// value: one large result is still worth keeping.
func New[V any](max int, weigh func(V) int, maxWeight int) *Cache[V] {
	return &Cache[V]{max: max, weigh: weigh, maxWeight: maxWeight, order: list.New(), items: map[string]*list.Element{}}
}

// Get returns the value cached under key for generation gen; a value of
// another generation is dropped.
func (c *Cache[V]) Get(key string, gen uint64) (V, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	var zero V
	el, ok := c.items[key]
	if !ok {
		return zero, false
	}
	e := el.Value.(*entry[V])
	if e.gen != gen {
		c.remove(el)
		return zero, false
	}
	c.order.MoveToFront(el)
	return e.val, true
}

// Put caches val under key for generation gen, unless a value of a newer
// generation is there already.
func (c *Cache[V]) Put(key string, gen uint64, val V) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok {
		if el.Value.(*entry[V]).gen > gen {
			return
		}
		c.remove(el)
	}
	e := &entry[V]{key: key, gen: gen, val: val}
	if c.weigh != nil {
		e.weight = c.weigh(val)
	}
	c.items[key] = c.order.PushFront(e)
	c.weight += e.weight
	for c.order.Len() > c.max || c.weigh != nil && c.weight > c.maxWeight && c.order.Len() > 1 {
		c.remove(c.order.Back())
	}
}

func (c *Cache[V]) remove(el *list.Element) {
	e := el.Value.(*entry[V])
	c.order.Remove(el)
	delete(c.items, e.key)
	c.weight -= e.weight
}
