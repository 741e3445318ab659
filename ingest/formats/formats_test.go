package formats_test

import (
	"testing"

	"reqap/ingest"
	"reqap/ingest/formats"
)

// TestAllRegistered checks that importing the package registers exactly the
// importers of All, each under its name.
func TestAllRegistered(t *testing.T) {
	for _, imp := range formats.All {
		if got, ok := ingest.Lookup(imp.Name); !ok || got != imp {
			t.Errorf("%q is not registered", imp.Name)
		}
	}
	if n := len(ingest.Importers()); n != len(formats.All) {
		t.Errorf("%d importers registered, All lists %d", n, len(formats.All))
	}
}
