//go:build !linux

package hugeheap

// Advise does nothing where huge pages are not asked for this way.
func Advise(reserve int) error { return nil }
