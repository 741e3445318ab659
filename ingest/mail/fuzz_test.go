package mail

import (
	"path/filepath"
	"testing"
	"unicode/utf8"

	"reqap/ingest"
	"reqap/ingest/ical"
	"reqap/ingest/ingesttest"
	"reqap/internal/test"
)

func addSeeds(f *testing.F, pattern string) {
	files, err := filepath.Glob(pattern)
	if err != nil {
		f.Fatal(err)
	}
	for _, p := range files {
		b := test.ReadFile(f, p)
		if len(b) > 16<<10 {
			// Large seeds (the body-cap fixture) slow mutation a hundredfold
			// without reaching new code.
			continue
		}
		f.Add(b)
	}
}

// checkFuzzResult adds to ingesttest.Fuzz's contract what holds for mail:
// every event is mail or an invitation's meeting, its text valid UTF-8.
func checkFuzzResult(t *testing.T, res ingesttest.Result) {
	for _, ev := range res.Events {
		if ev.Source != ingest.Mail && ev.Source != ingest.Calendar && ev.Source != ical.CancelledSource {
			t.Fatalf("bad event %+v", ev)
		}
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
		checkFuzzResult(t, ingesttest.Fuzz(t, Mbox, "f.mbox", data))
	})
}

func FuzzEML(f *testing.F) {
	addSeeds(f, "testdata/*.eml")
	f.Fuzz(func(t *testing.T, data []byte) {
		res := ingesttest.Fuzz(t, EML, "f.eml", data)
		checkFuzzResult(t, res)
		// One mail of its own, or a skip; beside it, the mails it
		// carries, each saying so.
		mails := 0
		for _, ev := range res.Events {
			if ev.Source == ingest.Mail && ev.Text("enclosed_in") == "" {
				mails++
			}
		}
		if mails > 1 || mails == 0 && len(res.Skips) == 0 {
			t.Fatalf("an .eml file gave %d mails and %d skips, want one mail or a skip", mails, len(res.Skips))
		}
	})
}
