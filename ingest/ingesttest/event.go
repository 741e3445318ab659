package ingesttest

import (
	"fmt"

	"reqap/ingest"
)

// Set sets fields of e from kv, which alternates keys and values: a
// string is a text, a float64 or int a number, a bool a boolean and a
// []string a list. Tests build their events with it; another value type
// panics, as a mistake in the test itself.
func Set(e *ingest.Event, kv ...any) {
	if len(kv)%2 != 0 {
		panic(fmt.Sprintf("ingesttest.Set: %d arguments, want key-value pairs", len(kv)))
	}
	for i := 0; i < len(kv); i += 2 {
		k := kv[i].(string)
		switch v := kv[i+1].(type) {
		case string:
			e.SetText(k, v)
		case float64:
			e.SetNumber(k, v)
		case int:
			e.SetNumber(k, float64(v))
		case bool:
			e.SetBool(k, v)
		case []string:
			e.SetList(k, v)
		default:
			panic(fmt.Sprintf("ingesttest.Set: field %s has a value of type %T", k, v))
		}
	}
}
