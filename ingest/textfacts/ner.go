package textfacts

import "sync"

// recogniser is the named-entity recogniser, loaded on first need.
type recogniser struct {
	once sync.Once
}
