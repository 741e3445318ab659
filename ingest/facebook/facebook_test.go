package facebook

import (
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

// Each fixture's events and skips are in the expectation file beside it
// (X.want), the real samples' in testdata/real: posts with a place,
// tags and a link, an entry with only an update_timestamp (its title is
// its text), mojibake repaired ("tilføjet"), a multi-line message, an
// unsent one, a call, a share, a carousel of two media, exif without
// coordinates, and Instagram's profile picture, an account fact dated when
// it was set.
func TestFixtures(t *testing.T) {
	ingesttest.Golden(t, Posts, "testdata/v2/your_posts_1.json")
	ingesttest.Golden(t, Messenger, "testdata/messages/inbox/annaberg_x7k2qq9z/message_1.json")
	ingesttest.Golden(t, Instagram, "testdata/stories.json")
}

// TestReal checks the Waultar team's real export files, read in place.
func TestReal(t *testing.T) {
	ingesttest.GoldenReal(t, Posts, "testdata/real/your_posts_1.want", "social", "facebook", "waultar", "posts", "your_posts_1.json")
	ingesttest.GoldenReal(t, Messenger, "testdata/real/message_1.want",
		"social", "facebook", "waultar", "messages", "inbox", "lukasvintheroffenberglarsen_2qr6kux07q", "message_1.json")
	ingesttest.GoldenReal(t, Instagram, "testdata/real/posts_1.want", "social", "instagram", "waultar", "content", "posts_1.json")
	ingesttest.GoldenReal(t, Instagram, "testdata/real/posts_1_multi_media.want", "social", "instagram", "waultar", "content", "posts_1_multi_media.json")
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
	ingesttest.FuzzImport(f, imp, name)
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
