package ingesttest

import (
	"reflect"
	"testing"
	"time"

	"reqap/ingest"
)

// Fields checks the fields of ev against want, by key: nil means the field
// must be absent; a float64 or int is a number, a bool a boolean, a
// time.Time the same instant, a string a text (or the
// display text of a field of another kind); anything else (a []string list)
// is compared with the field's value as it is (ingest.Value.Any).
func Fields(t testing.TB, ev ingest.Event, want map[string]any) {
	t.Helper()
	fields(t, ev, want, false)
}

// TypedFields is Fields for a test of the kinds an importer gives values:
// a string must be a text and a []string a list.
func TypedFields(t testing.TB, ev ingest.Event, want map[string]any) {
	t.Helper()
	fields(t, ev, want, true)
}

func fields(t testing.TB, ev ingest.Event, want map[string]any, typed bool) {
	t.Helper()
	for k, w := range want {
		got, ok := ev.Get(k)
		if w == nil {
			if ok {
				t.Errorf("%s: field %s = %v, want none", ev.Origin.Record, k, got)
			}
			continue
		}
		if !ok {
			t.Errorf("%s: no field %s, want %v (fields %v)", ev.Origin.Record, k, w, ev.Fields)
			continue
		}
		if !sameValue(got, w, typed) {
			t.Errorf("%s: %s = %#v (%s), want %#v", ev.Origin.Record, k, got.Any(), got.Kind, w)
		}
	}
}

func sameValue(got ingest.Value, w any, typed bool) bool {
	switch x := w.(type) {
	case float64:
		return got.Kind == ingest.KindNumber && got.Num == x
	case int:
		return got.Kind == ingest.KindNumber && got.Num == float64(x)
	case bool:
		return got.Kind == ingest.KindBool && got.Bool == x
	case time.Time:
		return got.Kind == ingest.KindTime && got.Time.Equal(x)
	case string:
		if got.Kind == ingest.KindText || typed {
			return got.Kind == ingest.KindText && got.Str == x
		}
		return got.String() == x
	case []string:
		if typed && got.Kind != ingest.KindList {
			return false
		}
	}
	return reflect.DeepEqual(got.Any(), w)
}

// Field returns ev's field key, failing the test when it has none.
func Field(t testing.TB, ev ingest.Event, key string) ingest.Value {
	t.Helper()
	v, ok := ev.Get(key)
	if !ok {
		t.Fatalf("%s: no field %q (fields %v)", ev.Origin.Record, key, ev.Fields)
	}
	return v
}
