package mail

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
)

func addSeeds(f *testing.F, pattern string) {
	files, err := filepath.Glob(pattern)
	if err != nil {
		f.Fatal(err)
	}
	for _, p := range files {
		b := ingesttest.ReadAll(f, p)
		if len(b) > 16<<10 {
			// Large seeds (the body-cap fixture) slow mutation a hundredfold
			// without reaching new code.
			continue
		}
		f.Add(b)
	}
}

// checkFuzzResult asserts what must hold for any input: no panic, no error
// but a *ingest.RecordError naming the file, every event dated, mail, with
// a unique ID and valid UTF-8 text.
func checkFuzzResult(t *testing.T, res ingesttest.Result, name string) {
	if res.Err != nil {
		if strings.HasPrefix(res.Err.Error(), "importer panicked") {
			t.Fatal(res.Err)
		}
		var re *ingest.RecordError
		if !errors.As(res.Err, &re) || re.File != name {
			t.Fatalf("error %v does not name the file", res.Err)
		}
	}
	ids := map[string]bool{}
	for _, ev := range res.Events {
		if ev.Start.IsZero() || ev.Source != ingest.Mail || ev.ID == "" || ids[ev.ID] {
			t.Fatalf("bad event %+v", ev)
		}
		ids[ev.ID] = true
		for _, fl := range ev.Fields {
			if s := fl.Value.String(); !utf8.ValidString(s) {
				t.Fatalf("field %s is not valid UTF-8: %q", fl.Key, s)
			}
		}
	}
}

func FuzzMbox(f *testing.F) {
	addSeeds(f, "testdata/*.mbox")
	f.Fuzz(func(t *testing.T, data []byte) {
		res := ingesttest.Bytes(t, Mbox, "f.mbox", data)
		checkFuzzResult(t, res, "/mem/f.mbox")
	})
}

func FuzzEML(f *testing.F) {
	addSeeds(f, "testdata/*.eml")
	f.Fuzz(func(t *testing.T, data []byte) {
		res := ingesttest.Bytes(t, EML, "f.eml", data)
		checkFuzzResult(t, res, "/mem/f.eml")
		if len(res.Events)+len(res.Skips) != 1 {
			t.Fatalf("an .eml file gave %d events and %d skips, want one of them", len(res.Events), len(res.Skips))
		}
	})
}
