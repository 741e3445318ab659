package twitter

import (
	"reflect"
	"strconv"
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

func TestFixture(t *testing.T) {
	res := ingesttest.Fixture(t, Importer, "testdata/tweets.js", 2,
		"[2] 1600000000000000003: created_at",
		"[3] 1600000000000000002: duplicate of tweet [1]",
		"[4]: a value has the wrong type")
	first, second := res.Events[0], res.Events[1]
	if want := time.Date(2022, 12, 6, 9, 30, 0, 0, time.UTC); !first.Start.Equal(want) || first.Start.Location() != time.UTC {
		t.Errorf("start %v, want %v UTC", first.Start, want)
	}
	checks := []struct {
		ev   ingest.Event
		key  string
		want any
	}{
		{first, "text", "Best dinner ever & #pizza with @luigi_napoli, see https://example.com/margherita"},
		{first, "platform", "twitter"},
		{first, "url", "https://twitter.com/i/web/status/1600000000000000001"},
		{first, "hashtags", []string{"pizza"}},
		{first, "mentions", []string{"luigi_napoli"}},
		{first, "likes", 12.0},
		{first, "reposts", 3.0},
		{first, "retweet", false},
		{first, "media", []string{"https://pbs.twimg.com/media/FjPizza.jpg", "https://pbs.twimg.com/media/FjPasta.jpg"}},
		{first, "client", "Twitter Web App"},
		{first, "edited", true},
		{second, "text", "@mario it was <3"},
		{second, "in_reply_to", "mario"},
		{second, "in_reply_to_url", "https://twitter.com/i/web/status/1599999999999999999"},
		{second, "edit_of", "1600000000000000001"},
		{second, "likes", 1.0},
	}
	for _, c := range checks {
		if got := ingesttest.Field(t, c.ev, c.key).Any(); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s %s = %#v, want %#v", c.ev.Origin.Record, c.key, got, c.want)
		}
	}
	if first.ID != (&ingest.Input{Format: Importer.Name}).Key("1600000000000000001") {
		t.Errorf("ID is not derived from the tweet id")
	}
}

func TestOldAndDeleted(t *testing.T) {
	res := ingesttest.CheckFile(t, Importer, "testdata/tweet-2019.js")
	if len(res.Events) != 1 || len(res.Skips) != 0 {
		t.Fatalf("2019 archive: %d events %d skips, want 1 and 0", len(res.Events), len(res.Skips))
	}
	ev := res.Events[0]
	if ev.Text("text") != "Ran 10 km by the sea" || ev.Text("likes") != "5" || ev.Text("client") != "Twitter for Android" ||
		ev.Text("url") != "https://twitter.com/i/web/status/1100000000000000000" {
		t.Errorf("unwrapped 2019 tweet read as %v", ev.Fields)
	}
	res = ingesttest.CheckFile(t, Importer, "testdata/deleted-tweets.js")
	if len(res.Events) != 1 {
		t.Fatalf("deleted tweets: %d events, want 1", len(res.Events))
	}
	if got := ingesttest.Field(t, res.Events[0], "deleted").Time; !got.Equal(time.Date(2023, 1, 2, 8, 0, 0, 0, time.UTC)) {
		t.Errorf("deleted = %v", got)
	}
}

// TestRealArchive reads the real archive excerpt of mrled/twarchive and the
// dogsheep fixture files in place.
func TestRealArchive(t *testing.T) {
	res := ingesttest.CheckReal(t, Importer, "social", "twitter_archive", "mrled_2022", "data", "tweet.js")
	if len(res.Events) != 2 || len(res.Skips) != 0 {
		t.Fatalf("tweet.js: %d events %d skips, want 2 and 0", len(res.Events), len(res.Skips))
	}
	rt, own := res.Events[0], res.Events[1]
	if want := time.Date(2012, 10, 7, 7, 39, 51, 0, time.UTC); !rt.Start.Equal(want) {
		t.Errorf("created_at read as %v, want %v", rt.Start, want)
	}
	if !ingesttest.Field(t, rt, "retweet").Bool || ingesttest.Field(t, own, "retweet").Bool {
		t.Errorf("retweet flags: %v / %v", rt.Fields, own.Fields)
	}
	if got := rt.Text("text"); got != "RT @nostrich: 2012 is about correcting the typo on the 3 different social networks you cross-posted to." {
		t.Errorf("text %q", got)
	}
	if got := ingesttest.Field(t, rt, "mentions").List; !reflect.DeepEqual(got, []string{"nostrich"}) {
		t.Errorf("mentions %v", got)
	}
	if rt.Text("client") != "Twitter for iPhone" || own.Text("client") != "Twitter Web App" {
		t.Errorf("clients %q %q", rt.Text("client"), own.Text("client"))
	}
	if own.Text("likes") != "2" || own.Text("reposts") != "0" || own.Text("url") != "https://twitter.com/i/web/status/1276916896974110721" {
		t.Errorf("second tweet fields %v", own.Fields)
	}
	if want := time.Date(2020, 6, 27, 16, 34, 46, 0, time.UTC); !own.Start.Equal(want) {
		t.Errorf("second tweet at %v", own.Start)
	}
	if rt.Origin.Record != "[0] 254848497235398656" {
		t.Errorf("record %q", rt.Origin.Record)
	}

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
	f.Fuzz(func(t *testing.T, data []byte) {
		ingesttest.Fuzz(t, Importer, "tweets.js", data)
	})
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
