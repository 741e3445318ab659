package takeout_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"reqap/ingest"
	"reqap/ingest/formats"
	"reqap/ingest/ingesttest"
)

// route is where a file must end up: the format that wins detection, and
// either the number of events it yields or the reason it is skipped.
type route struct {
	format string
	events int
	skip   string // a prefix of Match.Skip
}

// is reports whether the route a file took is the one w expects: skipped
// (for a reason w's begins) or not, and with w's format and events.
func (r route) is(w route) bool {
	return r.format == w.format && strings.HasPrefix(r.skip, w.skip) && (w.skip == "") == (r.skip == "") && r.events == w.events
}

// zipMember maps a real sample below realdata to its place in a Takeout
// archive as Google lays it out.
func zipMember(rel string) string {
	rel = filepath.ToSlash(rel)
	switch {
	case strings.HasPrefix(rel, "google_takeout/location/dawarich/"):
		name := strings.TrimPrefix(rel, "google_takeout/location/dawarich/")
		if name == "Semantic_Location_History_2013_DECEMBER.json" {
			return "Takeout/Location History (Timeline)/Semantic Location History/2013/2013_DECEMBER.json"
		}
		return "Takeout/Location History (Timeline)/" + name
	case strings.HasPrefix(rel, "notes/google_keep/takeout_2021/"):
		return strings.TrimPrefix(rel, "notes/google_keep/takeout_2021/")
	}
	// google_takeout/<source>/Takeout/...
	_, rest, _ := strings.Cut(rel, "/Takeout/")
	return "Takeout/" + rest
}

// TestTakeoutZip builds a Google Takeout archive from the real samples,
// scans it the way an import does and checks that every member is routed
// to the right importer (or skipped with a reason) and what each yields.
func TestTakeoutZip(t *testing.T) {
	root := ingesttest.RealPath(t)
	members := map[string]string{}
	for _, dir := range []string{"google_takeout", "notes/google_keep/takeout_2021"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				rel, _ := filepath.Rel(root, p)
				m := zipMember(rel)
				if members[m] != "" {
					t.Fatalf("%s and %s are both %s in the archive", members[m], p, m)
				}
				members[m] = p
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	archive := ingesttest.Zip(t, "takeout-20240601T000000Z-001.zip", members)

	want := map[string]route{
		"Takeout/Location History/Location History.json":                                        {"google_location", 1, ""},
		"Takeout/My Activity/Google Play Books/My Activity.json":                                {"google_activity", 1, ""},
		"Takeout/My Activity/Maps/My Activity.json":                                             {"google_activity", 2, ""},
		"Takeout/My Activity/Search/My Activity.json":                                           {"google_activity", 2, ""},
		"Takeout/YouTube and YouTube Music/history/watch-history.json":                          {"google_activity", 2, ""},
		"Takeout/Location History (Timeline)/Records.json":                                      {"google_location", 3, ""},
		"Takeout/Location History (Timeline)/Semantic Location History/2013/2013_DECEMBER.json": {"google_location", 3, ""},
		"Takeout/Location History (Timeline)/Timeline_android_semanticSegments.json":            {"google_location", 3, ""},
		"Takeout/Location History (Timeline)/Timeline_android_with_duplicates.json":             {"google_location", 2, ""},
		"Takeout/Location History (Timeline)/location-history_ios_export.json":                  {"google_location", 4, ""},
		"Takeout/Location History (Timeline)/semantic_activitySegment_seconds_timestamp.json":   {"google_location", 1, ""},
		"Takeout/Location History (Timeline)/semantic_history_with_bom.json":                    {"google_location", 1, ""},
		"Takeout/Location History (Timeline)/semantic_placeVisit_otherCandidateLocations.json":  {"google_location", 1, ""},
		"Takeout/Location History (Timeline)/semantic_placeVisit_timestampMs.json":              {"google_location", 1, ""},
		"Takeout/Keep/2021-08-26T12_50_07.132+05_00.json":                                       {"google_keep", 1, ""},
		"Takeout/Keep/2021-08-26T12_50_12.122+05_00.json":                                       {"google_keep", 1, ""},
		"Takeout/Keep/2021-08-26T14_23_07.058+05_00.json":                                       {"google_keep", 1, ""},
		"Takeout/Keep/2021-08-26T14_23_07.058+05_00.html":                                       {"google_keep", 0, "HTML copy of the Keep note"},
		"Takeout/Keep/Labels.txt":                                                               {"google_keep_labels", 3, ""},
		"Takeout/Keep/draw.json":                                                                {"google_keep", 1, ""},
		"Takeout/Keep/good place.json":                                                          {"google_keep", 1, ""},
	}

	tree := ingesttest.Scan(t, archive)
	if len(tree.Problems) != 0 {
		t.Errorf("scan problems: %+v", tree.Problems)
	}
	if len(tree.Files) != len(want) {
		t.Errorf("scan found %d members, want %d", len(tree.Files), len(want))
	}
	totals := map[string]int{}
	for _, file := range tree.Files {
		w, ok := want[file.Path]
		if !ok {
			t.Errorf("unexpected member %s", file.Path)
			continue
		}
		if !strings.HasPrefix(file.Name, archive+"!/") {
			t.Errorf("member name %s does not name the archive", file.Name)
		}
		totals[w.format] += w.events
		got := routeOf(t, file)
		if !got.is(w) {
			t.Errorf("%s: routed to %+v, want %+v", file.Path, got, w)
		}
	}
	if totals["google_activity"] != 7 || totals["google_location"] != 20 || totals["google_keep"] != 5 {
		t.Errorf("expected totals changed: %v", totals)
	}
}

// routeOf detects and, unless skipped, imports one scanned file.
func routeOf(t *testing.T, file ingest.File) route {
	t.Helper()
	imp, m, res := ingesttest.Route(t, formats.Registry, file)
	if imp == nil {
		return route{format: "(none)"}
	}
	r := route{format: imp.Name, skip: m.Skip}
	if m.Skip != "" {
		return r
	}
	if res.Err != nil {
		t.Errorf("%s: import: %v", file.Name, res.Err)
	}
	for _, ev := range res.Events {
		if ev.Origin.File != file.Name || ev.Origin.Format != imp.Name {
			t.Errorf("%s: origin %+v", file.Name, ev.Origin)
		}
	}
	r.events = len(res.Events)
	return r
}

// TestRouteRealSamples checks that every real sample of the social, notes
// and WhatsApp formats is routed to its importer when all importers
// compete, as a dropped folder would be.
func TestRouteRealSamples(t *testing.T) {
	root := ingesttest.RealPath(t)
	want := map[string]route{
		"bonus/whatsapp/_chat.txt":                                                                     {"whatsapp", 19, ""},
		"notes/google_keep/takeout2_2023/Takeout/Keep/#theySay_(5).json":                               {"google_keep", 1, ""},
		"notes/google_keep/takeout2_2023/Takeout/Keep/#theySay_(6).json":                               {"google_keep", 1, ""},
		"notes/google_keep/takeout2_2023/Takeout/Keep/Screenshot (09:48PM, Nov 25, 2020).json":         {"google_keep", 1, ""},
		"notes/google_keep/takeout_2021/Takeout/Keep/2021-08-26T12_50_07.132+05_00.json":               {"google_keep", 1, ""},
		"notes/google_keep/takeout_2021/Takeout/Keep/2021-08-26T12_50_12.122+05_00.json":               {"google_keep", 1, ""},
		"notes/google_keep/takeout_2021/Takeout/Keep/2021-08-26T14_23_07.058+05_00.html":               {"google_keep", 0, "HTML copy"},
		"notes/google_keep/takeout_2021/Takeout/Keep/2021-08-26T14_23_07.058+05_00.json":               {"google_keep", 1, ""},
		"notes/google_keep/takeout_2021/Takeout/Keep/Labels.txt":                                       {"google_keep_labels", 3, ""},
		"notes/google_keep/takeout_2021/Takeout/Keep/draw.json":                                        {"google_keep", 1, ""},
		"notes/google_keep/takeout_2021/Takeout/Keep/good place.json":                                  {"google_keep", 1, ""},
		"notes/google_keep/takeout_2026/Takeout/Keep/note.html":                                        {"google_keep", 0, "HTML copy"},
		"notes/google_keep/takeout_2026/Takeout/Keep/note.json":                                        {"google_keep", 1, ""},
		"notes/markdown/md-with-frontmatter.md":                                                        {"notes_text", 1, ""},
		"notes/markdown/obsidian/2023-editoed.md":                                                      {"notes_text", 1, ""},
		"notes/markdown/obsidian/I am here..md":                                                        {"notes_text", 1, ""},
		"notes/markdown/obsidian/obsidian.md":                                                          {"notes_text", 1, ""},
		"notes/plaintext/Welcome to Simplenote.txt":                                                    {"notes_text", 1, ""},
		"social/facebook/waultar/messages/inbox/lukasvintheroffenberglarsen_2qr6kux07q/message_1.json": {"facebook_messenger", 7, ""},
		"social/facebook/waultar/posts/your_posts_1.json":                                              {"facebook_posts", 13, ""},
		"social/instagram/waultar/content/posts_1.json":                                                {"instagram_posts", 5, ""},
		"social/instagram/waultar/content/posts_1_multi_media.json":                                    {"instagram_posts", 6, ""},
		"social/twitter_archive/dogsheep/account.js":                                                   {"twitter_account", 1, ""},
		"social/twitter_archive/dogsheep/app.js":                                                       {"twitter_account", 1, ""},
		"social/twitter_archive/dogsheep/follower.js":                                                  {"twitter_account", 2, ""},
		"social/twitter_archive/dogsheep/following.js":                                                 {"twitter_account", 2, ""},
		"social/twitter_archive/dogsheep/saved-search.js":                                              {"twitter_account", 2, ""},
		"social/twitter_archive/mrled_2022/data/account.js":                                            {"twitter_account", 1, ""},
		"social/twitter_archive/mrled_2022/data/manifest.js":                                           {"twitter_account", 1, ""},
		"social/twitter_archive/mrled_2022/data/profile.js":                                            {"twitter_account", 1, ""},
		"social/twitter_archive/mrled_2022/data/tweet.js":                                              {"twitter", 2, ""},
	}
	var roots []string
	for _, dir := range []string{"bonus", "notes", "social"} {
		roots = append(roots, filepath.Join(root, dir))
	}
	tree := ingesttest.Scan(t, roots...)
	seen := 0
	for _, file := range tree.Files {
		rel, _ := filepath.Rel(root, file.Name)
		rel = filepath.ToSlash(rel)
		// Each folder is its own scan root, so FS paths start below it.
		w, ok := want[rel]
		if !ok {
			t.Errorf("no expectation for %s", rel)
			continue
		}
		seen++
		got := routeOf(t, file)
		if !got.is(w) {
			t.Errorf("%s: routed to %+v, want %+v", rel, got, w)
		}
	}
	if seen != len(want) {
		t.Errorf("scanned %d of the %d samples", seen, len(want))
	}
}
