package mail

import (
	"bytes"
	"io"
	"strings"
	"testing"

	gombox "github.com/emersion/go-mbox"

	"reqap/ingest/ingesttest"
	"reqap/internal/test"
)

// TestGoMboxBehaviour records why this package splits mbox files itself
// instead of using github.com/emersion/go-mbox v1.0.3 directly: on the same
// input the library loses or alters what this reader keeps. If a future
// version fixes these, the test says so and the library can be reconsidered.
func TestGoMboxBehaviour(t *testing.T) {
	split := func(data []byte) []string {
		t.Helper()
		r := gombox.NewReader(bytes.NewReader(data))
		var msgs []string
		for {
			m, err := r.NextMessage()
			if err == io.EOF {
				return msgs
			}
			if err != nil {
				t.Fatalf("go-mbox: %v", err)
			}
			b, err := io.ReadAll(m)
			if err != nil {
				t.Fatalf("go-mbox: %v", err)
			}
			msgs = append(msgs, string(b))
		}
	}

	// Every "From " line is a separator to go-mbox: the unescaped body
	// line of an old Thunderbird archive splits the first mail in two.
	stray := test.ReadFile(t, "testdata/stray_from.mbox")
	if n := len(split(stray)); n <= 2 {
		t.Errorf("go-mbox now splits stray_from.mbox into %d messages (was more than 2)", n)
	}
	if n := len(ingesttest.File(t, Mbox, "testdata/stray_from.mbox").Events); n != 2 {
		t.Errorf("this reader found %d messages, want 2", n)
	}

	// mboxrd: go-mbox unquotes ">From " but leaves ">>From " as it is.
	rd := test.ReadFile(t, "testdata/mboxrd.mbox")
	if msgs := split(rd); len(msgs) == 0 || !strings.Contains(msgs[0], ">>From a quoted quote") {
		t.Errorf("go-mbox now unquotes mboxrd's deeper quoting")
	}
}
