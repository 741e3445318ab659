package whatsapp

import (
	"strings"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
	"reqap/internal/test"
)

func TestRecognize(t *testing.T) {
	ingesttest.RecognizeFile(t, nil, "recognize.tsv", Importer)
}

func TestHeaderTime(t *testing.T) {
	test.Table(t, "header time", func(in struct{ Line, Order string }) string {
		h, ok := parseHeader(clean(in.Line))
		if !ok {
			return "no header"
		}
		order := dayFirst
		if in.Order == "month_first" {
			order = monthFirst
		}
		got, err := h.time(order)
		if err != nil {
			return "no time"
		}
		return got.Format(time.RFC3339)
	}, "headers.tsv")
}

// The fixtures' messages are in the expectation files beside them
// (X.want): in the Android export, 12/24/20 fixes the month-first order
// for 1/2/21 too, a message goes on over the lines that follow it, and an
// attachment, media left out, a deleted message and a location each have
// their type, and the same text at two times is two messages (with IDs
// of their own, as CheckFile's contract wants of all events); in dmy.txt a line before the first message is skipped and
// a line that only looks like a header stays in its message.
func TestFixtures(t *testing.T) {
	ingesttest.Golden(t, Importer, "testdata/WhatsApp Chat with Anna Berg.txt")
	ingesttest.Golden(t, Importer, "testdata/dmy.txt")
}

func TestChatName(t *testing.T) {
	test.Table(t, "chatName", func(name string) string { return chatName(&ingest.Input{Name: name}) }, "chatname.tsv")
}

// TestRealChat reads timelinize's _chat.txt fixture in place: system
// messages, three orders of dates ([01/07/2025 ...] is day first),
// formatting kept, polls, locations, calls and an edited message, as
// testdata/real/_chat.want lists them.
func TestRealChat(t *testing.T) {
	ev := ingesttest.GoldenReal(t, Importer, "testdata/real/_chat.want", "bonus", "whatsapp", "_chat.txt").Events
	for _, e := range ev {
		for _, f := range e.Fields {
			if strings.ContainsAny(f.Value.String(), "\u200e\r") {
				t.Errorf("%s: %s keeps a direction mark or CR: %q", e.Origin.Record, f.Key, f.Value.String())
			}
		}
	}
}

func TestRobust(t *testing.T) {
	ingesttest.Robust(t, Importer, "_chat.txt", test.ReadFile(t, "testdata/WhatsApp Chat with Anna Berg.txt"))
	ingesttest.Robust(t, Importer, "_chat.txt", test.ReadFile(t, "testdata/dmy.txt"))
	ingesttest.Robust(t, Importer, "_chat.txt", ingesttest.ReadReal(t, "bonus", "whatsapp", "_chat.txt"))
}

func FuzzWhatsApp(f *testing.F) {
	ingesttest.Seed(f, "testdata/WhatsApp Chat with Anna Berg.txt", "testdata/dmy.txt")
	f.Add([]byte("\u200e[2020-11-01, 12:00:11] P: \u200ePOLL:\nQ\n\u200eOPTION: A (1 vote)\n"))
	ingesttest.FuzzImport(f, Importer, "_chat.txt")
}

func BenchmarkImport(b *testing.B) {
	var sb strings.Builder
	const n = 50000
	start := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := 0; i < n; i++ {
		t := start.Add(time.Duration(i) * time.Minute)
		sb.WriteString("[" + t.Format("2006-01-02, 15:04:05") + "] Person " + string(rune('A'+i%3)) + ": message text number " + t.Format("150405") + "\n")
		if i%10 == 0 {
			sb.WriteString("a second line\n")
		}
	}
	ingesttest.Bench(b, Importer, "_chat.txt", []byte(sb.String()), n)
}
