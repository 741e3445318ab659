package index

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"
)

// fastRecords are records as the library writes them: the fast decoder
// must read every one itself.
func fastRecords() []FileRecord {
	at := time.Date(2026, 12, 1, 22, 15, 3, 123456789, time.UTC)
	return []FileRecord{
		{Path: "/tmp/j40k/Daily/2015-01-01.md", Format: "notes_text", Version: 7, Size: 312, ModTime: at, Hash: "ab12", Events: 5,
			Imported: at.Add(time.Second), Gen: 0x9c41, Sources: map[string]int{"journal": 3, "note": 1, "workout": 1}},
		{Path: "/d/a.ics", Format: "ics", Size: 0, ModTime: time.Unix(1700000000, 0).In(time.FixedZone("", 3600)), Hash: "ff"},
		{Path: "/d/bad.json", Format: "json", Error: "no readable record: all 3 are damaged", Skipped: 3, Damaged: 3, Sources: map[string]int{}},
		{Path: "/d/big.mbox", Size: 1 << 40, Events: 1 << 30, Gen: 1<<63 - 1},
	}
}

func TestDecodeRecordJSONReadsWhatTheLibraryWrites(t *testing.T) {
	// Every field is set in some record, so a field added to FileRecord
	// and not to the fast decoder (which would leave every record to
	// encoding/json) fails here.
	typ := reflect.TypeFor[FileRecord]()
	for i := range typ.NumField() {
		set := false
		for _, rec := range fastRecords() {
			set = set || !reflect.ValueOf(rec).Field(i).IsZero()
		}
		if !set {
			t.Errorf("no record of fastRecords sets %s", typ.Field(i).Name)
		}
	}
	for _, rec := range fastRecords() {
		b, err := json.Marshal(rec)
		if err != nil {
			t.Fatal(err)
		}
		got, ok := decodeRecordJSON(b)
		if !ok {
			t.Fatalf("the fast decoder left %s to encoding/json", b)
		}
		var want FileRecord
		if err := json.Unmarshal(b, &want); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s:\n got %+v\nwant %+v", b, got, want)
		}
	}
}

// TestDecodeRecordJSONAgreesWithEncodingJSON: what the fast decoder does
// not read as encoding/json would, it leaves to encoding/json.
func TestDecodeRecordJSONAgreesWithEncodingJSON(t *testing.T) {
	for _, in := range decodeRecordCases() {
		checkDecodeRecord(t, []byte(in))
	}
}

func decodeRecordCases() []string {
	return []string{
		`{}`, `{"path":"x"}`, `{"path":"x","sources":{}}`, `{"path":"x","sources":null}`,
		`{"path":"x","sources":{"a":1},"sources":{"b":2}}`, `{"path":"x","path":"y"}`,
		`{"Path":"x"}`, `{"path":"x","other":1}`, `{"path":"x\u00e9"}`, `{"path":"caf\u00e9"}`, `{"path":"café"}`,
		`{"path":"a\"b"}`, `{"path":"x","size":-3}`, `{"path":"x","size":1.5}`, `{"path":"x","size":1e3}`,
		`{"path":"x","size":01}`, `{"path":"x","gen":-1}`, `{"path":"x","gen":18446744073709551615}`,
		`{"path":"x","size":99999999999999999999}`, `{"path":"x","mod_time":"bad"}`,
		`{"path":"x","mod_time":"2026-12-01T22:15:03.5+01:00"}`, `{"path":"x","mod_time":null}`,
		`{"path":"x",}`, `{"path":"x"} `, ` {"path":"x"}`, `{"path": "x"}`, `{"path":"x"}x`, `{"path":"x"`, `{"path"}`,
		`{"path":"x","events":-0}`, `{"path":"x","events":"3"}`, `{"path":"x","sources":{"a":-2,"a":3}}`,
		`{"path":"x","sources":{"a":1,}}`, `{"path":"x","error":""}`, `null`, ``, `[]`,
	}
}

func checkDecodeRecord(t *testing.T, in []byte) {
	t.Helper()
	got, ok := decodeRecordJSON(in)
	if !ok {
		return
	}
	var want FileRecord
	if err := json.Unmarshal(in, &want); err != nil {
		t.Fatalf("%q: the fast decoder read %+v, encoding/json refuses it: %v", in, got, err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%q:\n got %+v\nwant %+v", in, got, want)
	}
}

func FuzzDecodeRecordJSON(f *testing.F) {
	for _, rec := range fastRecords() {
		b, _ := json.Marshal(rec)
		f.Add(b)
	}
	for _, in := range decodeRecordCases() {
		f.Add([]byte(in))
	}
	f.Fuzz(func(t *testing.T, in []byte) { checkDecodeRecord(t, in) })
}
