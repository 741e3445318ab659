package formats_test

import (
	"testing"

	"reqap/ingest/formats"
)

// TestRegistry checks that the registry holds exactly the importers of
// All, each under its name.
func TestRegistry(t *testing.T) {
	for _, imp := range formats.All {
		if got, ok := formats.Registry.Lookup(imp.Name); !ok || got != imp {
			t.Errorf("%q is not in the registry", imp.Name)
		}
	}
	if n := len(formats.Registry.Importers()); n != len(formats.All) {
		t.Errorf("%d importers in the registry, All lists %d", n, len(formats.All))
	}
}
