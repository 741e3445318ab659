package index

import (
	"container/list"
	"sync"
)

// resultCacheSize bounds the cached results. A result may hold tens of
// thousands of hits (about 16 bytes each), so a few dozen stay well under
// the memory an import needs.
const resultCacheSize = 32

// lru is a small least-recently-used cache of values tagged with the
// generation they were computed at; a value of another generation is a miss.
type lru struct {
	mu    sync.Mutex
	max   int
	order *list.List // front = most recent; elements hold *lruItem
	items map[string]*list.Element
}

type lruItem struct {
	key string
	gen uint64
	val any
}

func newLRU(max int) *lru {
	return &lru{max: max, order: list.New(), items: map[string]*list.Element{}}
}

func (c *lru) get(key string, gen uint64) (any, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.items[key]
	if !ok {
		return nil, false
	}
	it := el.Value.(*lruItem)
	if it.gen != gen {
		c.order.Remove(el)
		delete(c.items, key)
		return nil, false
	}
	c.order.MoveToFront(el)
	return it.val, true
}

func (c *lru) put(key string, gen uint64, val any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok {
		it := el.Value.(*lruItem)
		if it.gen > gen {
			return // a newer result is already there
		}
		it.gen, it.val = gen, val
		c.order.MoveToFront(el)
		return
	}
	c.items[key] = c.order.PushFront(&lruItem{key: key, gen: gen, val: val})
	for c.order.Len() > c.max {
		el := c.order.Back()
		c.order.Remove(el)
		delete(c.items, el.Value.(*lruItem).key)
	}
}
