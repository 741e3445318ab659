package twitter

import (
	"strconv"
	"strings"
	"testing"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
	"reqap/internal/test"
)

func TestRecognize(t *testing.T) {
	ingesttest.RecognizeFile(t, nil, "recognize.tsv", Importer)
}

// The fixtures' tweets are in the expectation files beside them
// (X.want): entities expanded (hashtags, mentions, links, media), counts
// as numbers, the client's name, an edit linked to the tweet it edits, a
// reply, an unwrapped 2019 tweet and a deleted one; a tweet without a
// readable date, a duplicate and a record of the wrong type are skipped.
func TestFixtures(t *testing.T) {
	res := ingesttest.Golden(t, Importer, "testdata/tweets.js")
	if res.Events[0].ID != (&ingest.Input{Format: Importer.Name}).Key("1600000000000000001") {
		t.Errorf("ID is not derived from the tweet id")
	}
	ingesttest.Golden(t, Importer, "testdata/tweet-2019.js")
	ingesttest.Golden(t, Importer, "testdata/deleted-tweets.js")
}

// TestRealArchive reads the real archive excerpt of mrled/twarchive and the
// dogsheep fixture files in place: a retweet and a tweet of its own
// (testdata/real/tweet.want).
func TestRealArchive(t *testing.T) {
	ingesttest.GoldenReal(t, Importer, "testdata/real/tweet.want", "social", "twitter_archive", "mrled_2022", "data", "tweet.js")

	// Every other file of the archives is an account fact now.
	for _, rel := range []string{"dogsheep/account.js", "dogsheep/app.js", "dogsheep/follower.js", "dogsheep/following.js",
		"dogsheep/saved-search.js", "mrled_2022/data/account.js", "mrled_2022/data/manifest.js", "mrled_2022/data/profile.js"} {
		imp, m := ingesttest.Registry(Importer, Facts).Detect(ingesttest.Head(t, ingesttest.RealPath(t, "social", "twitter_archive", rel)))
		if imp == nil || imp.Name != Facts.Name || m.Skip != "" {
			t.Errorf("%s: detected as %v %+v, want %s", rel, imp, m, Facts.Name)
		}
	}
}

func TestRobust(t *testing.T) {
	ingesttest.RobustFile(t, Importer, "testdata/tweets.js")
	ingesttest.Robust(t, Importer, "tweet.js", test.ReadFile(t, "testdata/tweet-2019.js"))
}

// Seeds are kept small: the fuzzer minimizes every input that finds new
// code, and minimizing kilobytes takes it most of a short run.
func FuzzTweets(f *testing.F) {
	f.Add([]byte(`window.YTD.tweets.part0 = [{"tweet":{"id_str":"1","created_at":"Sun Oct 07 07:39:51 +0000 2012","full_text":"RT @a: #x &amp; https://t.co/u https://t.co/m",` +
		`"favorite_count":"2","retweet_count":3,"in_reply_to_status_id_str":"9","source":"<a href=\"x\">App</a>","deleted_at":"2023-01-02T08:00:00.000Z",` +
		`"entities":{"hashtags":[{"text":"x"}],"user_mentions":[{"screen_name":"a"}],"urls":[{"url":"https://t.co/u","expanded_url":"https://e.com"}],"media":[{"url":"https://t.co/m","media_url_https":"https://p/1.jpg"}]},` +
		`"edit_info":{"edit":{"initialTweetId":"0"},"initial":{"editTweetIds":["1","2"]}}}},{"id_str":"2","created_at":"x"}]`))
	f.Add([]byte("window.YTD.tweet.part0 = [ {\n  \"id\" : 5,\n  \"created_at\" : \"Sun Feb 24 18:05:00 +0000 2019\",\n  \"full_text\" : \"hi\"\n} ]"))
	ingesttest.FuzzImport(f, Importer, "tweets.js")
}

func BenchmarkImport(b *testing.B) {
	one := `{"tweet":{"id_str":"%d","created_at":"Sun Oct 07 07:39:51 +0000 2012","full_text":"Hello #world from @someone https://t.co/x","favorite_count":"3","retweet_count":"1","entities":{"hashtags":[{"text":"world"}],"user_mentions":[{"screen_name":"someone"}],"urls":[{"url":"https://t.co/x","expanded_url":"https://example.com"}]}}}`
	const n = 10000
	data := ingesttest.Records("window.YTD.tweets.part0 = [", n, func(i int) string {
		return strings.Replace(one, "%d", "11111"+strconv.Itoa(i), 1)
	}, "]")
	ingesttest.Bench(b, Importer, "tweets.js", data, n)
}

// Tweets are stamped in UTC: the perspective shows them in the home zone,
// so a tweet at 23:30 UTC in July is the next day's 01:30 in Berlin.
func TestTweetsAreUTCStamped(t *testing.T) {
	if !Importer.UTCStamped {
		t.Fatal("the tweets importer does not say its times are UTC")
	}
}
