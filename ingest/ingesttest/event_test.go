package ingesttest

import (
	"testing"

	"reqap/ingest"
)

func TestSet(t *testing.T) {
	var e ingest.Event
	Set(&e, "title", "Run", "km", 5.5, "laps", 3, "done", true, "to", []string{"a", "b"})
	Fields(t, e, map[string]any{"title": "Run", "km": 5.5, "laps": 3, "done": true, "to": []string{"a", "b"}})
	for _, kv := range [][]any{{"odd"}, {"when", struct{}{}}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Set(%v) did not panic", kv)
				}
			}()
			Set(&e, kv...)
		}()
	}
}
