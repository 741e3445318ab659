package facebook

import (
	"strings"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
	"reqap/internal/test"
)

func TestRepair(t *testing.T) {
	test.Table(t, "repair", repair, "repair.tsv")
}

func TestRecognize(t *testing.T) {
	ingesttest.RecognizeFile(t, nil, "recognize.tsv", Posts, Messenger, Instagram)
}

func TestPostsFixture(t *testing.T) {
	res := ingesttest.CheckFile(t, Posts, "testdata/v2/your_posts_1.json")
	if len(res.Events) != 2 || len(res.Skips) != 2 {
		t.Fatalf("got %d events and skips %+v, want 2 and 2", len(res.Events), res.Skips)
	}
	if res.Skips[0].Record != "status_updates_v2[2]" || !strings.Contains(res.Skips[0].Err.Error(), "no timestamp") ||
		res.Skips[1].Record != "status_updates_v2[3]" || !strings.Contains(res.Skips[1].Err.Error(), "wrong type") {
		t.Errorf("skips %+v", res.Skips)
	}
	dinner, cafe := res.Events[0], res.Events[1]
	if !dinner.Start.Equal(time.Unix(1690000000, 0)) || dinner.Start.Location() != time.UTC {
		t.Errorf("start %v", dinner.Start)
	}
	ingesttest.Fields(t, dinner, map[string]any{
		"text":      "Carbonara con la famiglia 🍝 #roma #food",
		"title":     "Kim was at Trattoria da Enzo.",
		"platform":  "facebook",
		"url":       "https://example.org/menu",
		"link_name": "Menu",
		"place":     "Trattoria da Enzo",
		"address":   "Via dei Vascellari 29, Roma",
		"latitude":  41.8881,
		"longitude": 12.4771,
		"tags":      []string{"Søren Kierkegaard", "Anna"},
		"hashtags":  []string{"roma", "food"},
	})
	ingesttest.Fields(t, cafe, map[string]any{"text": "Un café déjà", "tags": []string{"Anna"}, "title": nil})
}

func TestMessengerFixture(t *testing.T) {
	res := ingesttest.CheckFile(t, Messenger, "testdata/messages/inbox/annaberg_x7k2qq9z/message_1.json")
	if len(res.Events) != 4 || len(res.Skips) != 2 {
		t.Fatalf("got %d events and skips %+v, want 4 and 2", len(res.Events), res.Skips)
	}
	for _, ev := range res.Events {
		ingesttest.Fields(t, ev, map[string]any{
			"chat":         "Anna Berg",
			"participants": []string{"Anna Berg", "Kim Lund"},
			"platform":     "messenger",
		})
	}
	ingesttest.Fields(t, res.Events[0], map[string]any{"sender": "Kim Lund", "url": "https://example.com/pizza", "message_type": "share", "text": "Kim sent a link."})
	ingesttest.Fields(t, res.Events[1], map[string]any{"message_type": "call", "call_duration_s": 125.0})
	ingesttest.Fields(t, res.Events[2], map[string]any{"unsent": true, "text": nil})
	ingesttest.Fields(t, res.Events[3], map[string]any{
		"text":        "Skål! 🍻",
		"attachments": []string{"messages/inbox/annaberg_x7k2qq9z/photos/1.jpg", "messages/inbox/annaberg_x7k2qq9z/videos/2.mp4"},
		"unsent":      nil,
	})
	if want := time.UnixMilli(1700000300000).UTC(); !res.Events[0].Start.Equal(want) {
		t.Errorf("start %v, want %v", res.Events[0].Start, want)
	}
	if res.Events[3].Origin.Record != "messages[3]" {
		t.Errorf("record %q", res.Events[3].Origin.Record)
	}
}

func TestStoriesFixture(t *testing.T) {
	res := ingesttest.CheckFile(t, Instagram, "testdata/stories.json")
	if len(res.Events) != 2 || len(res.Skips) != 0 {
		t.Fatalf("got %d events and skips %+v", len(res.Events), res.Skips)
	}
	ingesttest.Fields(t, res.Events[0], map[string]any{
		"text": "Sunset run 🏃 #running", "hashtags": []string{"running"}, "post_type": "story",
		"latitude": 52.52, "longitude": 13.405, "media": []string{"media/stories/202107/1.jpg"},
	})
	ingesttest.Fields(t, res.Events[1], map[string]any{"text": nil, "post_type": "story"})
}

// TestRealFacebook checks the Waultar team's real export files, read in
// place; every value below was read off the files.
func TestRealFacebook(t *testing.T) {
	res := ingesttest.CheckReal(t, Posts, "social", "facebook", "waultar", "posts", "your_posts_1.json")
	if res.Match.Score != ingest.ScoreNameContent {
		t.Errorf("your_posts_1.json recognized with %+v", res.Match)
	}
	// 14 posts; [11] has only an update_timestamp and nothing else.
	if len(res.Events) != 13 || len(res.Skips) != 1 || res.Skips[0].Record != "[11]" {
		t.Fatalf("got %d events, skips %+v; want 13 and [11]", len(res.Events), res.Skips)
	}
	ev := res.Events[0]
	if !ev.Start.Equal(time.Unix(1354805114, 0)) {
		t.Errorf("[0] at %v", ev.Start)
	}
	ingesttest.Fields(t, ev, map[string]any{
		"text":  "Sne sne!",
		"title": "Malou Elmelund Landsgaard har tilføjet et nyt billede.", // repaired ø
		"media": []string{"posts/media/Mobiloverforsler_uqsXWfBGvQ/28055_498092266878953_310909280_n_498092266878953.jpg"},
	})
	// An entry with only update_timestamp keeps its title as the text.
	ingesttest.Fields(t, res.Events[11], map[string]any{"text": "Lukas Vinther Offenberg Larsen shared a video from the playlist Trailers.", "title": nil})
	ingesttest.Fields(t, res.Events[1], map[string]any{"url": "http://autoinsurance4all.info/video.php?id=526", "text": nil})
	ingesttest.Fields(t, res.Events[4], map[string]any{"media_description": []string{"Tja hvad skal man sige (2)"}})
	ingesttest.Fields(t, res.Events[8], map[string]any{"text": "Lukas Vinther Offenberg Larsen saved a seller.", "link_name": "Zimtstern"})
	ingesttest.Fields(t, res.Events[9], map[string]any{
		"event_name":  "Shinson Hapkido Internationalt Kampkunstshow",
		"event_start": time.Unix(1501174800, 0).UTC(),
	})
	long := res.Events[7].Text("text")
	if !strings.HasPrefix(long, "Hvis I ikke har nogen planer på søndag, så:") || !strings.Contains(long, "Holbæk – Søndag d. 8. januar 2012") {
		t.Errorf("long post not repaired: %.120q", long)
	}

	res = ingesttest.CheckReal(t, Messenger, "social", "facebook", "waultar", "messages", "inbox", "lukasvintheroffenberglarsen_2qr6kux07q", "message_1.json")
	if len(res.Events) != 7 || len(res.Skips) != 0 {
		t.Fatalf("messenger: %d events, skips %+v; want 7", len(res.Events), res.Skips)
	}
	ingesttest.Fields(t, res.Events[1], map[string]any{"text": "Tjek 👏", "sender": "Lukas Vinther Offenberg Larsen", "chat": "Lukas Vinther Offenberg Larsen"})
	ingesttest.Fields(t, res.Events[2], map[string]any{"sender": "Gustav Johansen", "text": "nej nej no worries - havde alligevel tænkt mig at forberede nogle ting i toget. Ellers sødt af hende !"})
	ingesttest.Fields(t, res.Events[3], map[string]any{"reactions": []string{"👍 Lukas Vinther Offenberg Larsen"}})
	ingesttest.Fields(t, res.Events[4], map[string]any{"attachments": []string{"messages/stickers_used/39178562_1505197616293642_5411344281094848512_n_369239263222822.png"}})
	if want := time.UnixMilli(1644488054912).UTC(); !res.Events[0].Start.Equal(want) {
		t.Errorf("newest message at %v, want %v", res.Events[0].Start, want)
	}
	if !strings.Contains(res.Events[0].Text("text"), "abstract class MediaModel extends BaseModel {\n  final Uri uri;") {
		t.Errorf("multi-line content lost: %q", res.Events[0].Text("text"))
	}
}

func TestRealInstagram(t *testing.T) {
	res := ingesttest.CheckReal(t, Instagram, "social", "instagram", "waultar", "content", "posts_1.json")
	if len(res.Events) != 5 || len(res.Skips) != 0 {
		t.Fatalf("posts_1.json: %d events, skips %+v; want 5", len(res.Events), res.Skips)
	}
	ingesttest.Fields(t, res.Events[1], map[string]any{
		"text":      "You know if I don't drop the staff, and maybe do my punches more clearly, then it's almost there 😂\n#martialarts #tricking #hapkido",
		"hashtags":  []string{"martialarts", "tricking", "hapkido"},
		"latitude":  55.71835,
		"longitude": 11.72495,
		"platform":  "instagram",
	})
	ingesttest.Fields(t, res.Events[2], map[string]any{"text": "Anyone else feel spring around the corner? 🙌", "latitude": 36.0, "longitude": 128.0})
	// The carousel: caption and time from the post, two media.
	carousel := res.Events[3]
	if !carousel.Start.Equal(time.Unix(1530370226, 0)) {
		t.Errorf("carousel at %v", carousel.Start)
	}
	if got := ingesttest.Field(t, carousel, "media").Any().([]string); len(got) != 2 {
		t.Errorf("carousel media %v", got)
	}
	if !strings.HasPrefix(carousel.Text("text"), "And finally, after a long wait (f… my foot)") {
		t.Errorf("carousel text %q", carousel.Text("text"))
	}
	ingesttest.Fields(t, res.Events[4], map[string]any{"text": nil, "latitude": nil}) // exif without coordinates
	if !res.Events[0].Start.Equal(time.Unix(1528646598, 0)) {
		t.Errorf("[0] at %v", res.Events[0].Start)
	}

	res = ingesttest.CheckReal(t, Instagram, "social", "instagram", "waultar", "content", "posts_1_multi_media.json")
	if len(res.Events) != 6 || len(res.Skips) != 0 {
		t.Fatalf("posts_1_multi_media.json: %d events, skips %+v; want 5 posts and the profile picture", len(res.Events), res.Skips)
	}
	// The profile picture is an account fact, dated when it was set.
	pic := res.Events[4]
	if pic.Source != ingest.Account || pic.Text("fact") != "profile picture" || pic.Origin.Record != "[4].ig_profile_picture" ||
		!pic.Start.Equal(time.Unix(1527665175, 0)) {
		t.Errorf("profile picture %s %s %v %v", pic.Source, pic.Origin.Record, pic.Start, pic.Fields)
	}
	igtv := res.Events[5]
	if igtv.Origin.Record != "[5].ig_igtv_media[0]" || igtv.Text("post_type") != "igtv" || !igtv.Start.Equal(time.Unix(1529835602, 0)) {
		t.Errorf("IGTV post %s %v %v", igtv.Origin.Record, igtv.Start, igtv.Fields)
	}
}

func TestRobust(t *testing.T) {
	ingesttest.RobustFile(t, Posts, "testdata/v2/your_posts_1.json")
	ingesttest.RobustFile(t, Messenger, "testdata/messages/inbox/annaberg_x7k2qq9z/message_1.json")
	ingesttest.RobustFile(t, Instagram, "testdata/stories.json")
	ingesttest.Robust(t, Posts, "your_posts_1.json", ingesttest.ReadReal(t, "social", "facebook", "waultar", "posts", "your_posts_1.json"))
	ingesttest.Robust(t, Instagram, "posts_1.json", ingesttest.ReadReal(t, "social", "instagram", "waultar", "content", "posts_1_multi_media.json"))
}

// fuzzImporter fuzzes imp with small seeds: the fuzzer minimizes every
// input that finds new code, and minimizing kilobytes takes it most of a
// short run.
func fuzzImporter(f *testing.F, imp *ingest.Importer, name string, seeds ...string) {
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		ingesttest.Fuzz(t, imp, name, data)
	})
}

func FuzzPosts(f *testing.F) {
	fuzzImporter(f, Posts, "your_posts_1.json",
		`[{"timestamp":1354805114,"attachments":[{"data":[{"media":{"uri":"a.jpg","description":"d","media_metadata":{"photo_metadata":{"exif_data":[{"latitude":1,"longitude":2}]}}}},`+
			`{"external_context":{"url":"u","name":"n"}},{"place":{"name":"p","coordinate":{"latitude":3,"longitude":4}}},{"event":{"name":"e","start_timestamp":1}},{"note":{"text":"t","media":[{"uri":"b"}]}}]}],`+
			`"data":[{"post":"S\u00c3\u00b8 #x"},{"update_timestamp":1}],"tags":[{"name":"A"},"B"],"title":"T"},{"data":[]}]`,
		`{"status_updates_v2":[{"timestamp":"1","data":[{"post":"p"}]}]}`)
}

func FuzzMessenger(f *testing.F) {
	fuzzImporter(f, Messenger, "message_1.json",
		`{"participants":[{"name":"A"}],"messages":[{"sender_name":"A","timestamp_ms":1700000000000,"content":"Sk\u00c3\u00a5l","photos":[{"uri":"p"}],"sticker":{"uri":"s"},`+
			`"share":{"link":"l","share_text":"t"},"reactions":[{"reaction":"\u00f0\u009f\u0091\u008d","actor":"A"}],"call_duration":5,"type":"Call","is_unsent":true},{"timestamp":1}],"title":"T"}`)
}

func FuzzInstagram(f *testing.F) {
	fuzzImporter(f, Instagram, "posts_1.json",
		`[{"media":[{"uri":"a","creation_timestamp":1530370210,"title":"","media_metadata":{"video_metadata":{"exif_data":[{"latitude":55.7,"longitude":11.7}]}}}],"title":"f\u00e2\u0080\u00a6 #x","creation_timestamp":1530370226},`+
			`{"ig_profile_picture":[{"uri":"p"}]},{"ig_igtv_media":[{"media":[{"uri":"v","creation_timestamp":1}]}]}]`,
		`{"ig_stories":[{"uri":"s","creation_timestamp":1625140800,"title":"t"}]}`)
}

func BenchmarkMessenger(b *testing.B) {
	const n = 10000
	data := ingesttest.Records(`{"participants": [{"name": "A"}, {"name": "B"}], "messages": [`, n, func(i int) string {
		return `{"sender_name": "A", "timestamp_ms": 1600000000000, "content": "Sk\u00c3\u00a5l message number ` +
			time.Duration(i).String() + `", "type": "Generic", "is_unsent": false}`
	}, `], "title": "A and B"}`)
	ingesttest.Bench(b, Messenger, "message_1.json", data, n)
}
