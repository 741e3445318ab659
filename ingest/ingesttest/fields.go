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
		if !sameValue(got, w) {
			t.Errorf("%s: %s = %#v (%s), want %#v", ev.Origin.Record, k, got.Any(), got.Kind, w)
		}
	}
}

func sameValue(got ingest.Value, w any) bool {
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
		if got.Kind == ingest.KindText {
			return got.Str == x
		}
		return got.String() == x
	}
	return reflect.DeepEqual(got.Any(), w)
}
