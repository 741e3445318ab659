package link

import "testing"

// No Env is no library: its catalog is nil, asked once.
func TestNoEnvNoCatalog(t *testing.T) {
	var e *Env
	if e.Catalog() != nil {
		t.Fatal("a nil Env has a catalog")
	}
}
