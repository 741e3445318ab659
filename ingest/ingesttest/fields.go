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

// Want is what a test expects of the event of one record.
type Want struct {
	Record     string
	Source     string
	Start, End string // RFC 3339 as the event's zone writes it, fractions of a second where any
	AllDay     bool
	Fields     map[string]any // as TypedFields checks them
}

// Events checks the event of res that each of wants names: its source,
// span, whether it lasts whole days, and its fields by kind as well as
// value (TypedFields), since the kinds an importer gives are part of what
// it does.
func Events(t testing.TB, res Result, wants ...Want) {
	t.Helper()
	for _, w := range wants {
		ev, ok := res.Record(t, w.Record)
		if !ok {
			continue
		}
		if ev.Source != w.Source {
			t.Errorf("%s: source %q, want %q", w.Record, ev.Source, w.Source)
		}
		if got := ev.Start.Format(time.RFC3339Nano); got != w.Start {
			t.Errorf("%s: start %s, want %s", w.Record, got, w.Start)
		}
		if got := ev.End.Format(time.RFC3339Nano); got != w.End {
			t.Errorf("%s: end %s, want %s", w.Record, got, w.End)
		}
		if ev.AllDay != w.AllDay {
			t.Errorf("%s: all day %v, want %v", w.Record, ev.AllDay, w.AllDay)
		}
		TypedFields(t, ev, w.Fields)
	}
}
