package index

import "reqap/ingest"

// interner shares the strings events repeat (source, file, format, field
// keys, short values such as an artist or a category) between the events
// one loader decodes: a million plays name a few thousand artists and one
// source, and each copy of a string is memory the library holds for as
// long as it is open. It is used by one goroutine.
type interner struct {
	m map[string]string
}

// Strings longer than maxInterned are rarely repeated (bodies, notes), and
// the table stops growing at maxInternedStrings so a library of unique
// values does not pay for a table on top of them.
const (
	maxInterned        = 64
	maxInternedStrings = 1 << 18
)

func newInterner() *interner { return &interner{m: map[string]string{}} }

func (in *interner) str(s string) string {
	if len(s) > maxInterned {
		return s
	}
	return in.any(s)
}

// any shares s whatever its length, for strings known to repeat (a file
// path, repeated by every event of the file).
func (in *interner) any(s string) string {
	if v, ok := in.m[s]; ok {
		return v
	}
	if len(in.m) < maxInternedStrings {
		in.m[s] = s
	}
	return s
}

// bytes returns b as a string, shared when it was seen before.
func (in *interner) bytes(b []byte) string {
	if v, ok := in.m[string(b)]; ok { // no allocation: the compiler's map lookup by []byte
		return v
	}
	return in.any(string(b))
}

// event replaces ev's repeated strings by shared copies.
func (in *interner) event(ev *ingest.Event) {
	ev.Source = in.any(ev.Source)
	ev.Origin.File = in.any(ev.Origin.File)
	ev.Origin.Format = in.any(ev.Origin.Format)
	for i := range ev.Fields {
		f := &ev.Fields[i]
		f.Key = in.str(f.Key)
		switch f.Value.Kind {
		case ingest.KindText:
			f.Value.Str = in.str(f.Value.Str)
		case ingest.KindList:
			for j, s := range f.Value.List {
				f.Value.List[j] = in.str(s)
			}
		}
	}
}
