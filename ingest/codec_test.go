package ingest

import (
	"bytes"
	"slices"
	"testing"
	"time"
)

func sampleEvent(t testing.TB) Event {
	berlin, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		t.Fatal(err)
	}
	ev := Event{
		ID:     NewID("/x/a.ics", "ics", "uid-1", "20240301T100000"),
		Source: Calendar,
		Start:  time.Date(2024, 3, 1, 10, 0, 0, 0, berlin),
		End:    time.Date(2024, 3, 1, 11, 30, 0, 0, berlin),
		Origin: Origin{File: "/x/a.ics", Format: "ics", Record: "VEVENT UID=uid-1"},
	}
	ev.SetText("summary", "Football practice ⚽")
	ev.SetNumber("duration_s", 5400)
	ev.SetList("attendees", []string{"Tom", "", "Anna"})
	ev.SetBool("cancelled", false)
	ev.SetTime("created", time.Date(2023, 12, 1, 8, 0, 0, 5, time.FixedZone("", -5*3600)))
	return ev
}

func TestCodecRoundTrip(t *testing.T) {
	ev := sampleEvent(t)
	b, err := ev.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	var got Event
	if err := got.UnmarshalBinary(b); err != nil {
		t.Fatal(err)
	}
	if got.ID != ev.ID || got.Source != ev.Source || got.Origin != ev.Origin || got.AllDay != ev.AllDay {
		t.Fatalf("header mismatch: %+v vs %+v", got, ev)
	}
	if !got.Start.Equal(ev.Start) || got.Start.Location().String() != "Europe/Berlin" {
		t.Errorf("start = %v (%s), want %v in Europe/Berlin", got.Start, got.Start.Location(), ev.Start)
	}
	if got.Start.Format("15:04 MST") != "10:00 CET" {
		t.Errorf("wall clock not kept: %s", got.Start.Format("15:04 MST"))
	}
	if len(got.Fields) != len(ev.Fields) {
		t.Fatalf("fields: got %d want %d", len(got.Fields), len(ev.Fields))
	}
	for i := range ev.Fields {
		if got.Fields[i].Key != ev.Fields[i].Key || !got.Fields[i].Value.Equal(ev.Fields[i].Value) {
			if ev.Fields[i].Value.Kind == KindTime && got.Fields[i].Value.Time.Equal(ev.Fields[i].Value.Time) {
				_, o1 := got.Fields[i].Value.Time.Zone()
				_, o2 := ev.Fields[i].Value.Time.Zone()
				if o1 == o2 {
					continue
				}
			}
			t.Errorf("field %d: got %+v want %+v", i, got.Fields[i], ev.Fields[i])
		}
	}
	if got.Text("attendees") != "Tom, Anna" {
		t.Errorf("empty list entries must be dropped, got %q", got.Text("attendees"))
	}
}

// EventHead reads the head UnmarshalBinary reads, and nothing it cannot.
func TestEventHead(t *testing.T) {
	ev := sampleEvent(t)
	b, err := ev.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	id, start, file, err := EventHead(b)
	if err != nil || id != ev.ID || !start.Equal(ev.Start) || start.Location().String() != "Europe/Berlin" || file != ev.Origin.File {
		t.Errorf("EventHead = %q, %v, %q, %v; want %q, %v, %q", id, start, file, err, ev.ID, ev.Start, ev.Origin.File)
	}
	end := bytes.Index(b, []byte(ev.Origin.File)) + len(ev.Origin.File)
	for i := range end {
		if _, _, _, err := EventHead(b[:i]); err == nil {
			t.Fatalf("EventHead of %d bytes, cut before the end of the file name, succeeded", i)
		}
	}
	b[0]++
	if _, _, _, err := EventHead(b); err == nil {
		t.Error("EventHead of an unknown record version succeeded")
	}
}

func TestUnmarshalTruncated(t *testing.T) {
	ev := sampleEvent(t)
	b, _ := ev.MarshalBinary()
	for i := 0; i < len(b); i++ {
		var got Event
		if err := got.UnmarshalBinary(b[:i]); err == nil {
			t.Fatalf("decoding %d of %d bytes succeeded", i, len(b))
		}
	}
}

func FuzzUnmarshalBinary(f *testing.F) {
	ev := sampleEvent(f)
	b, _ := ev.MarshalBinary()
	f.Add(b)
	f.Add([]byte{1, 0, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		var e Event
		if err := e.UnmarshalBinary(data); err != nil {
			return
		}
		// Whatever decodes must encode again and decode to the same fields.
		b, err := e.MarshalBinary()
		if err != nil {
			t.Fatalf("re-encoding a decoded event: %v", err)
		}
		var e2 Event
		if err := e2.UnmarshalBinary(b); err != nil {
			t.Fatalf("decoding a re-encoded event: %v", err)
		}
		if len(e2.Fields) != len(e.Fields) || e2.ID != e.ID {
			t.Fatal("round trip changed the event")
		}
	})
}

func TestVerbalizeAndSummary(t *testing.T) {
	wantSummary := func(what string, e *Event, want string) {
		t.Helper()
		if s := e.Summary(); s != want {
			t.Errorf("%s: Summary = %q, want %q", what, s, want)
		}
	}
	ev := sampleEvent(t)
	v := ev.Verbalize()
	want := "source: calendar\nstart: 2024-03-01 10:00\nsummary: Football practice ⚽\nduration s: 5400\nattendees: Tom, Anna\ncancelled: false\ncreated: 2023-12-01T08:00:00-05:00"
	if v != want {
		t.Errorf("Verbalize:\n%s\nwant\n%s", v, want)
	}
	wantSummary("calendar", &ev, "Football practice ⚽")
	m := Event{Source: MusicStream}
	m.SetText("artist", "Daft Punk")
	m.SetText("track", "One More Time")
	wantSummary("music", &m, "Daft Punk – One More Time")
	// A post of pictures alone is named by them, not by its platform.
	p := Event{Source: SocialMedia}
	p.SetList("media", []string{"posts/media/your_posts/8115_n.jpg"})
	p.SetText("platform", "facebook")
	wantSummary("media-only post", &p, "photo: 8115_n.jpg")
	// ... a GIF among them as a photo
	p.SetList("media", []string{"gifs/5054_n.gif"})
	wantSummary("gif post", &p, "photo: 5054_n.gif")
	// A post with words of its own is named by them, not by the line the
	// platform writes about it.
	fb := Event{Source: SocialMedia}
	fb.SetText("text", "Vyšehrad walk – bucket list ✅ #prague")
	fb.SetText("title", "Elif Smit was with Seán Wójcik.")
	wantSummary("post with a title", &fb, "Vyšehrad walk – bucket list ✅ #prague")
	// An order line without its title is named by the shop's number for
	// the item, not by its first field.
	o := Event{Source: Cancelled(OnlinePurchase)}
	o.SetNumber("quantity", 1)
	o.SetText("asin", "B076FLP83G")
	wantSummary("untitled purchase", &o, "item B076FLP83G")
	r := Event{Source: "online_refund"}
	r.SetNumber("refund_amount", 12.5)
	r.SetText("asin", "B076FLP83G")
	wantSummary("untitled refund", &r, "item B076FLP83G")
	// A message that is only a picture is named by it, not by its chat.
	c := Event{Source: Chat}
	c.SetText("chat", "Lukas Vinther Offenberg Larsen")
	c.SetText("sender", "Gustav Johansen")
	c.SetList("attachments", []string{"messages/inbox/lukas/gifs/5054_n.gif"})
	wantSummary("picture-only message", &c, "photo: 5054_n.gif")
	// A sticker is named so, not a photo, whatever its file's type.
	st := Event{Source: Chat}
	st.SetText("chat", "Lukas Vinther Offenberg Larsen")
	st.SetList("attachments", []string{"messages/stickers_used/3917_n.png"})
	st.SetList("media_type", []string{"sticker"})
	wantSummary("sticker message", &st, "sticker: 3917_n.png")
	// One whose picture the export left out, or that was deleted, is
	// named by that, not by its chat.
	om := Event{Source: Chat}
	om.SetText("chat", "WhatsApp chat")
	om.SetText("message_type", "media_omitted")
	om.SetText("media", "image")
	wantSummary("omitted picture", &om, "image omitted")
	dl := Event{Source: Chat}
	dl.SetText("chat", "WhatsApp chat")
	dl.SetText("message_type", "deleted")
	wantSummary("deleted message", &dl, "deleted message")
	// A mail with neither subject nor text is "(no subject)" with its
	// files, not its sender, which a list of subjects would show as one.
	ml := Event{Source: Mail}
	ml.SetText("counterpart", "Cristy <cristy@mystic.es.dupont.com>")
	ml.SetList("attachments", []string{"gravity.pl"})
	wantSummary("untitled mail", &ml, "(no subject): gravity.pl")
}

// A key an importer listed twice repeats from its second field on.
func TestKeyRepeats(t *testing.T) {
	ev := Event{Fields: []Field{{Key: "artist"}, {Key: "track"}, {Key: "artist"}, {Key: "artist"}}}
	var got []bool
	for i := range ev.Fields {
		got = append(got, ev.KeyRepeats(i))
	}
	if !slices.Equal(got, []bool{false, false, true, true}) {
		t.Errorf("KeyRepeats = %v", got)
	}
}

func TestIDStable(t *testing.T) {
	a := NewID("/f", "mbox", "<a@b>")
	if a != NewID("/f", "mbox", "<a@b>") || len(a) != 32 {
		t.Fatal("ID not stable")
	}
	if a == NewID("/g", "mbox", "<a@b>") || a == NewID("/f", "mbox", "<a@b>", "") {
		t.Fatal("ID collision across files or identities")
	}
}

// SkipValue reads past what DecodeValue reads, and fails where it fails.
func TestSkipValue(t *testing.T) {
	ev := sampleEvent(t)
	tail := []byte{0xAB, 0xCD}
	for _, f := range append(ev.Fields, Field{Value: List(nil)}, Field{Value: Text("")}) {
		b, err := AppendValue(nil, f.Value)
		if err != nil {
			t.Fatal(err)
		}
		rest, err := SkipValue(append(b, tail...))
		if err != nil || !bytes.Equal(rest, tail) {
			t.Errorf("%s: SkipValue left %x (%v), want %x", f.Key, rest, err, tail)
		}
		for n := range b {
			_, _, derr := DecodeValue(b[:n])
			if _, serr := SkipValue(b[:n]); (serr == nil) != (derr == nil) {
				t.Errorf("%s cut at %d: SkipValue %v, DecodeValue %v", f.Key, n, serr, derr)
			}
		}
	}
	if _, err := SkipValue([]byte{99}); err == nil {
		t.Error("SkipValue read a value of kind 99")
	}
}

// What a file is, by its extension, for the media types of posts and chats.
func TestMediaKind(t *testing.T) {
	for file, want := range map[string]string{
		"posts/media/28055_n.jpg": "photo", "IMG_1.HEIC": "photo", "clip.MP4": "video", "a.gif": "gif",
		"voice.opus": "audio", "some-doc.pdf": "document", "media/posts/201806/G0NqSARUCKAJ": "", "README": "",
	} {
		if got := MediaKind(file); got != want {
			t.Errorf("MediaKind(%q) = %q, want %q", file, got, want)
		}
	}
}
