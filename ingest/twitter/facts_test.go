package twitter

import (
	"slices"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
)

// factsOf imports one real archive file with Facts.
func factsOf(t *testing.T, rel ...string) []ingest.Event {
	t.Helper()
	res := ingesttest.CheckReal(t, Facts, append([]string{"social", "twitter_archive"}, rel...)...)
	if len(res.Skips) != 0 {
		t.Fatalf("%v: skipped %v", rel, res.Skips)
	}
	for _, ev := range res.Events {
		if ev.Source != ingest.Account || ev.Text("service") != "Twitter" || ev.Text("fact") == "" {
			t.Errorf("%v: %s is not a Twitter account fact: %v", rel, ev.Origin.Record, ev.Fields)
		}
	}
	return res.Events
}

func TestFactsRealArchive(t *testing.T) {
	acc := factsOf(t, "mrled_2022", "data", "account.js")
	if len(acc) != 1 {
		t.Fatalf("account.js: %d facts, want 1", len(acc))
	}
	a := acc[0]
	if a.Text("username") != "mrled" || a.Text("email") != "me@micahrl.com" || a.Text("display_name") != "Micah R Ledbetter /mɹ̩ˈled/" ||
		a.Text("fact") != "account" || a.Text("account_id") != "35010911" {
		t.Errorf("account fields %v", a.Fields)
	}
	if want := time.Date(2009, 4, 24, 19, 18, 20, 0, time.UTC); !a.Start.Equal(want) {
		t.Errorf("account created %v, want %v", a.Start, want)
	}
	prof := factsOf(t, "mrled_2022", "data", "profile.js")
	if len(prof) != 1 || prof[0].Text("bio") != "ALL RITUALS RESTRICTED. ALL RITES RESERVED." || prof[0].Text("location") != "Austin" ||
		!prof[0].Start.IsZero() {
		t.Errorf("profile %v at %v", prof[0].Fields, prof[0].Start)
	}
	man := factsOf(t, "mrled_2022", "data", "manifest.js")
	if len(man) != 1 || man[0].Text("username") != "mrled" || man[0].Text("fact") != "archive" ||
		!man[0].Start.Equal(time.Date(2022, 5, 6, 17, 27, 17, 889e6, time.UTC)) {
		t.Errorf("manifest %v at %v", man, man[0].Start)
	}
	following := factsOf(t, "dogsheep", "following.js")
	var ids []string
	for _, f := range following {
		ids = append(ids, f.Text("account_id"))
		if f.Text("fact") != "following" {
			t.Errorf("following fact %q", f.Text("fact"))
		}
	}
	if !slices.Equal(ids, []string{"547842573", "12158"}) {
		t.Errorf("following ids %v", ids)
	}
	if f := factsOf(t, "dogsheep", "follower.js"); len(f) != 2 || f[0].Text("fact") != "follower" {
		t.Errorf("followers %v", f)
	}
	if s := factsOf(t, "dogsheep", "saved-search.js"); len(s) != 2 || s[1].Text("query") != "django" || s[1].Text("title") != "django" {
		t.Errorf("saved searches %v", s)
	}
	if app := factsOf(t, "dogsheep", "app.js"); len(app) != 1 || app[0].Text("app_name") != "BBC Sounds" || app[0].Text("title") != "BBC Sounds" {
		t.Errorf("apps %v", app)
	}
}

func TestFactsRobust(t *testing.T) {
	ingesttest.Robust(t, Facts, "account.js", []byte("window.YTD.account.part0 = [ {\n  \"account\" : {\n    \"email\" : \"a@b.c\",\n    \"username\" : \"a\",\n    \"createdAt\" : \"2006-11-15T13:18:50.000Z\"\n  }\n} ]"))
	ingesttest.Robust(t, Facts, "manifest.js", []byte("window.__THAR_CONFIG = {\n  \"userInfo\" : {\"userName\" : \"a\"},\n  \"archiveInfo\" : {\"generationDate\" : \"2022-05-06T17:27:17.889Z\"}\n}"))
}

func FuzzFacts(f *testing.F) {
	f.Add([]byte("window.YTD.profile.part0 = [{\"profile\":{\"description\":{\"bio\":\"x\",\"website\":\"https://t.co/x\"},\"avatarMediaUrl\":\"u\"}},{\"profile\":[1,2]}]"))
	f.Add([]byte("window.YTD.app.part0 = [{\"app\":{\"appId\":\"1\",\"appNames\":[\"A\",\"B\"]}}]"))
	f.Add([]byte("window.__THAR_CONFIG = {\"userInfo\":{\"accountId\":5}}"))
	ingesttest.FuzzImport(f, Facts, "x.js")
}
