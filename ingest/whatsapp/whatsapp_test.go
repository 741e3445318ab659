package whatsapp

import (
	"strings"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
	"reqap/internal/test"
)

func at(t *testing.T, ev ingest.Event, want time.Time) {
	t.Helper()
	if !ev.Start.Equal(want) || !ev.End.Equal(want) || ev.Start.Location() != time.UTC {
		t.Errorf("%s: at %v, want %v UTC", ev.Origin.Record, ev.Start, want)
	}
}

func TestRecognize(t *testing.T) {
	ingesttest.RecognizeFile(t, nil, "recognize.tsv", Importer)
}

func TestHeaderTime(t *testing.T) {
	tests := []struct {
		line  string
		order dateOrder
		want  time.Time
	}{
		{"[2020.04.01, 12:00:04] A: x", dayFirst, time.Date(2020, 4, 1, 12, 0, 4, 0, time.UTC)},
		{"[2020/05/01, 12:00:05] A: x", monthFirst, time.Date(2020, 5, 1, 12, 0, 5, 0, time.UTC)},
		{"1/2/20, 12:34 - A: x", monthFirst, time.Date(2020, 1, 2, 12, 34, 0, 0, time.UTC)},
		{"1/2/20, 12:34 - A: x", dayFirst, time.Date(2020, 2, 1, 12, 34, 0, 0, time.UTC)},
		{"[01/07/2025, 12:00:19 p. m.] A: x", dayFirst, time.Date(2025, 7, 1, 12, 0, 19, 0, time.UTC)},
		{"[01/07/2025, 12:00:19 a. m.] A: x", dayFirst, time.Date(2025, 7, 1, 0, 0, 19, 0, time.UTC)},
		{"3/4/21, 7:05 pm - A: x", monthFirst, time.Date(2021, 3, 4, 19, 5, 0, 0, time.UTC)},
		{"04.03.21 22:10 - A: x", dayFirst, time.Date(2021, 3, 4, 22, 10, 0, 0, time.UTC)},
	}
	for _, tt := range tests {
		h, ok := parseHeader(clean(tt.line))
		if !ok {
			t.Errorf("%q is not a header", tt.line)
			continue
		}
		if got, err := h.time(tt.order); err != nil || !got.Equal(tt.want) {
			t.Errorf("%q = %v %v, want %v", tt.line, got, err, tt.want)
		}
	}
	for _, bad := range []string{"[2020-13-01, 12:00] A: x", "31/31/20, 10:00 - A: x", "1/2/20, 25:00 - A: x", "[2021-02-30, 10:00] A: x"} {
		h, ok := parseHeader(bad)
		if !ok {
			continue
		}
		if got, err := h.time(dayFirst); err == nil {
			t.Errorf("%q read as %v", bad, got)
		}
	}
}

func TestAndroidFixture(t *testing.T) {
	res := ingesttest.CheckFile(t, Importer, "testdata/WhatsApp Chat with Anna Berg.txt")
	if res.Match.Score != ingest.ScoreNameContent {
		t.Errorf("match %+v", res.Match)
	}
	if len(res.Events) != 8 || len(res.Skips) != 0 {
		t.Fatalf("got %d events, skips %+v; want 8", len(res.Events), res.Skips)
	}
	ev := res.Events
	for _, e := range ev {
		if e.Text("chat") != "Anna Berg" {
			t.Errorf("%s: chat %q", e.Origin.Record, e.Text("chat"))
		}
	}
	// 12/24/20 fixes the month-first order for 1/2/21 too.
	at(t, ev[0], time.Date(2020, 12, 24, 21, 5, 0, 0, time.UTC))
	ingesttest.Fields(t, ev[0], map[string]any{"message_type": "system", "sender": nil})
	ingesttest.Fields(t, ev[1], map[string]any{"sender": "Anna Berg", "text": "Merry Christmas!\nSee you at 10", "message_type": "text"})
	ingesttest.Fields(t, ev[2], map[string]any{"message_type": "attachment", "attachments": []string{"IMG-20201224-WA0001.jpg"}, "text": "The tree"})
	ingesttest.Fields(t, ev[3], map[string]any{"message_type": "media_omitted", "media": "media", "text": nil})
	at(t, ev[4], time.Date(2021, 1, 2, 0, 15, 0, 0, time.UTC))
	ingesttest.Fields(t, ev[4], map[string]any{"text": "Happy new year: 2021!", "sender": "Anna Berg"})
	ingesttest.Fields(t, ev[5], map[string]any{"message_type": "deleted", "text": nil})
	ingesttest.Fields(t, ev[6], map[string]any{"message_type": "location", "latitude": 52.52, "longitude": 13.405})
	if ev[4].ID == ev[7].ID {
		t.Errorf("the same text at two times shares an ID")
	}
	if ev[1].Origin.Record != "line 2" || ev[2].Origin.Record != "line 4" {
		t.Errorf("records %q %q", ev[1].Origin.Record, ev[2].Origin.Record)
	}
}

func TestDayFirstFixture(t *testing.T) {
	res := ingesttest.CheckFile(t, Importer, "testdata/dmy.txt")
	if len(res.Events) != 3 {
		t.Fatalf("got %d events, want 3", len(res.Events))
	}
	if len(res.Skips) != 1 || res.Skips[0].Err.Error() != "1 line before the first message is not a message" {
		t.Errorf("skips %+v", res.Skips)
	}
	at(t, res.Events[0], time.Date(2021, 3, 5, 14, 30, 0, 0, time.UTC))
	ingesttest.Fields(t, res.Events[0], map[string]any{"chat": "WhatsApp chat", "sender": "Jonas"})
	ingesttest.Fields(t, res.Events[1], map[string]any{"text": "Ja\n99.99.21, 10:00 - Lea: not a date, part of the message"})
	ingesttest.Fields(t, res.Events[2], map[string]any{"text": "Videoanruf"})
}

func TestChatName(t *testing.T) {
	test.Table(t, "chatName", func(name string) string { return chatName(&ingest.Input{Name: name}) }, "chatname.tsv")
}

// TestRealChat reads timelinize's _chat.txt fixture in place; every value
// was read off the file.
func TestRealChat(t *testing.T) {
	res := ingesttest.CheckReal(t, Importer, "bonus", "whatsapp", "_chat.txt")
	if res.Match.Score != ingest.ScoreNameContent {
		t.Errorf("match %+v", res.Match)
	}
	// 19 header lines; the continuation lines join their message.
	if len(res.Events) != 19 || len(res.Skips) != 0 {
		t.Fatalf("got %d events, skips %+v; want 19", len(res.Events), res.Skips)
	}
	ev := res.Events
	at(t, ev[0], time.Date(2020, 1, 1, 12, 0, 1, 0, time.UTC))
	ingesttest.Fields(t, ev[0], map[string]any{"message_type": "system", "sender": nil, "chat": "WhatsApp chat",
		"text": "Messages and calls are end-to-end encrypted. Only people in this chat can read, listen to, or share them."})
	ingesttest.Fields(t, ev[1], map[string]any{"message_type": "system", "text": "Person 2 changed their phone number to a new number"})
	at(t, ev[3], time.Date(2020, 4, 1, 12, 0, 4, 0, time.UTC)) // 2020.04.01
	ingesttest.Fields(t, ev[3], map[string]any{"sender": "Person 1", "text": "A reply with _italic_ and *bold* and ~strikethrough~ and `monospace` and emoji ☺️"})
	at(t, ev[4], time.Date(2020, 5, 1, 12, 0, 5, 0, time.UTC)) // 2020/05/01
	ingesttest.Fields(t, ev[4], map[string]any{"sender": "Person 3", "text": "Someone else\nwith a lot to say\nover multiple lines!"})
	// The LRM before the header and before the text is gone.
	ingesttest.Fields(t, ev[5], map[string]any{"sender": "Person 1", "message_type": "attachment", "attachments": []string{"some-image.jpg"}, "text": nil})
	if ev[5].Origin.Record != "line 8" {
		t.Errorf("record after a multi-line message: %q", ev[5].Origin.Record)
	}
	ingesttest.Fields(t, ev[7], map[string]any{"message_type": "deleted"})
	ingesttest.Fields(t, ev[9], map[string]any{"attachments": []string{"some-doc.pdf"}, "text": "A PDF.pdf • 1 page"})
	ingesttest.Fields(t, ev[10], map[string]any{"message_type": "poll", "text": "A question", "poll_options": []string{"Option A (1 vote)", "Option B (2 votes)"}, "poll_winner": "Option B"})
	ingesttest.Fields(t, ev[11], map[string]any{"message_type": "location", "place": "British Library",
		"address": "96 Euston Rd, London, Greater London NW1 2DB", "url": "https://foursquare.com/v/4ac518cef964a52019a620e3"})
	ingesttest.Fields(t, ev[12], map[string]any{"message_type": "location", "latitude": 51.513767, "longitude": -0.098266})
	ingesttest.Fields(t, ev[13], map[string]any{"message_type": "media_omitted", "media": "image", "sender": "Person 2"})
	ingesttest.Fields(t, ev[14], map[string]any{"message_type": "call", "text": "Missed voice call", "duration_s": nil, "call_type": "voice", "missed": true})
	ingesttest.Fields(t, ev[15], map[string]any{"message_type": "call", "text": "Video call, 5 min", "duration_s": 300.0, "call_type": "video", "missed": false})
	if d := ev[15].End.Sub(ev[15].Start); d != 5*time.Minute {
		t.Errorf("the video call lasts %v, want 5m", d)
	}
	ingesttest.Fields(t, ev[16], map[string]any{"message_type": "deleted", "sender": "Person 1"})
	ingesttest.Fields(t, ev[17], map[string]any{"text": "An edited message", "edited": true, "message_type": "text"})
	// [01/07/2025 ...] is day first: 1 July 2025.
	at(t, ev[18], time.Date(2025, 7, 1, 12, 0, 19, 0, time.UTC))
	ingesttest.Fields(t, ev[18], map[string]any{"sender": "Persona español", "message_type": "poll", "text": "Una pregunta",
		"poll_options": []string{"Opción A (0 votos)", "Opción B (1 voto)", "Opción C (2 votos)"}, "poll_winner": "Opción C"})
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
	f.Fuzz(func(t *testing.T, data []byte) {
		ingesttest.Fuzz(t, Importer, "_chat.txt", data)
	})
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
