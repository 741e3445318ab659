package app

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"reqap/assets"
	"reqap/ingest"
	"reqap/ingest/netflix"
	"reqap/internal/realdata"
	"reqap/internal/test"
)

// directions counts the library's mail by direction and the sent mail's
// counterparts.
func directions(c *Core) (map[string]int, map[string]int) {
	dir, to := map[string]int{}, map[string]int{}
	for _, ev := range c.Library().Events(ingest.Mail) {
		d := ev.Text("direction")
		dir[d]++
		if v, ok := ev.Get("counterpart"); ok && d == "sent" {
			for _, p := range v.List {
				to[p]++
			}
		}
	}
	return dir, to
}

// TestIdentityRederivesWithoutFiles imports the Mail::Box sample, whose
// owner sent 14 of its 45 messages from markov@ATComputing.nl (one names
// him only by its Reply-To), then
// removes the file: changing who the person is re-derives direction and
// counterpart from the stored events alone.
func TestIdentityRederivesWithoutFiles(t *testing.T) {
	src := realdata.Path(t, "mail", "mbox", "mail_box_perl_mbox.src.mbox")
	c := openCore(t)
	dir := t.TempDir()
	test.CopyFile(t, src, filepath.Join(dir, "inbox.mbox"))
	importWait(t, c, dir)
	if err := os.Remove(filepath.Join(dir, "inbox.mbox")); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	p, err := c.Perspective(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Detected.Addresses) == 0 || p.Detected.Addresses[0].Value != "markov@atcomputing.nl" {
		t.Fatalf("detected %+v", p.Detected.Addresses)
	}
	d, to := directions(c)
	if d["sent"] != 14 || d["received"] != 31 || to["Cristy <cristy@mystic.es.dupont.com>"] != 4 {
		t.Fatalf("detected owner: directions %v, sent to %v", d, to)
	}
	res, err := c.SetIdentity(ctx, Identity{Addresses: []string{"Cristy <cristy@mystic.es.dupont.com>"}})
	if err != nil {
		t.Fatal(err)
	}
	if d, _ := directions(c); d["sent"] != 6 || res.Files != 1 || res.Events == 0 {
		t.Errorf("as Cristy: directions %v, result %+v", d, res)
	}
	if _, err := c.SetIdentity(ctx, Identity{}); err != nil {
		t.Fatal(err)
	}
	if d, _ := directions(c); d["sent"] != 14 {
		t.Errorf("detected again: %v", d)
	}
	// Nothing changes: nothing is written.
	if res, err := c.Rederive(ctx); err != nil || res.Files != 0 {
		t.Errorf("idle re-derivation: %+v %v", res, err)
	}
}

func TestProfileAndHomeZone(t *testing.T) {
	c := openCore(t)
	importCopy(t, c, "../ingest/netflix/testdata/ViewingActivity.csv")
	ctx := context.Background()
	p, err := c.Perspective(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Detected.Profiles) != 2 || p.Identity.Profile != "Ben" {
		t.Fatalf("profiles %+v, in effect %q", p.Detected.Profiles, p.Identity.Profile)
	}
	others := func() (n int) {
		for _, ev := range c.Library().Events(netflix.OtherProfile) {
			if ev.Text("profile") != "Anna" {
				t.Errorf("%s by %s kept apart", ev.Origin.Record, ev.Text("profile"))
			}
			n++
		}
		return n
	}
	if others() == 0 {
		t.Fatal("Anna's viewings count as Ben's")
	}
	if _, err := c.SetIdentity(ctx, Identity{Profile: "Anna", HomeZone: "Europe/Berlin"}); err != nil {
		t.Fatal(err)
	}
	for _, ev := range c.Library().Events(netflix.OtherProfile) {
		if ev.Text("profile") != "Ben" {
			t.Errorf("as Anna, %s by %s is someone else's", ev.Origin.Record, ev.Text("profile"))
		}
	}
	for _, ev := range c.Library().Events(ingest.TVSeriesStream) {
		if ev.Start.Location().String() != "Europe/Berlin" {
			t.Errorf("%s at %v, want Europe/Berlin", ev.Origin.Record, ev.Start)
		}
	}
	today, zone := c.localToday(ctx, time.Date(2024, 3, 1, 0, 0, 0, 0, time.UTC))
	if zone != "Europe/Berlin" || today.Day() != 1 || today.Location().String() != "Europe/Berlin" {
		t.Errorf("today %v in %q", today, zone)
	}
	if _, err := c.SetIdentity(ctx, Identity{HomeZone: "Mars/Olympus"}); err == nil {
		t.Error("an unknown zone was accepted")
	}
}

func TestDetectMoves(t *testing.T) {
	berlin, ny := test.Zone("Europe/Berlin"), test.Zone("America/New_York")
	var sent []*ingest.Event
	// Mail dates carry an offset, not a zone name.
	at := func(t time.Time) {
		_, off := t.Zone()
		t = t.In(time.FixedZone("", off))
		sent = append(sent, &ingest.Event{Start: t, End: t})
	}
	// Berlin mail all 2019, New York from March 2020 to the end of June,
	// a one-day trip to London in between, Berlin again from July.
	for d := 0; d < 365; d += 10 {
		at(time.Date(2019, 1, 1, 12, 0, 0, 0, berlin).AddDate(0, 0, d))
	}
	for d := 0; d < 120; d += 5 {
		at(time.Date(2020, 3, 2, 9, 0, 0, 0, ny).AddDate(0, 0, d))
	}
	at(time.Date(2020, 7, 1, 9, 0, 0, 0, time.UTC))
	for d := 0; d < 60; d += 3 {
		at(time.Date(2020, 7, 5, 9, 0, 0, 0, berlin).AddDate(0, 0, d))
	}
	moves := detectMoves(sent, berlin, []string{"America/New_York"})
	if len(moves) != 2 || moves[0].From != "2020-03-02" || moves[0].Zone != "America/New_York" ||
		moves[1].From != "2020-07-05" || moves[1].Zone != "Europe/Berlin" {
		t.Errorf("moves %+v", moves)
	}
	plan, err := newZonePlan("Europe/Berlin", moves)
	if err != nil {
		t.Fatal(err)
	}
	if plan.at(time.Date(2020, 4, 1, 0, 0, 0, 0, time.UTC)).String() != ny.String() || plan.at(time.Date(2021, 1, 1, 0, 0, 0, 0, time.UTC)).String() != "Europe/Berlin" {
		t.Error("zone plan does not follow the moves")
	}
	// Without a calendar zone to name it, an offset is a fixed zone.
	if m := detectMoves(sent, berlin, nil); len(m) == 0 || m[0].Zone != "Etc/GMT+5" && m[0].Zone != "Etc/GMT+4" {
		t.Errorf("unnamed moves %+v", m)
	}
	// A calendar entry names its zone itself.
	entry := time.Date(2021, 2, 1, 9, 0, 0, 0, ny)
	var cal []*ingest.Event
	for d := 0; d < 30; d += 2 {
		s := entry.AddDate(0, 0, d)
		cal = append(cal, &ingest.Event{Start: s, End: s})
	}
	if m := detectMoves(cal, berlin, nil); len(m) != 1 || m[0].Zone != "America/New_York" || m[0].From != "2021-02-01" {
		t.Errorf("calendar moves %+v", m)
	}
}

// TestChatOwner: the sender in every WhatsApp chat is the person, and
// their messages are sent, the others' received.
func TestChatOwner(t *testing.T) {
	c := openCore(t)
	dir := t.TempDir()
	write := func(name, body string) {
		test.WriteFile(t, filepath.Join(dir, name), []byte(body))
	}
	write("WhatsApp Chat with Bo.txt", "[2024-01-05, 10:00:00] Ana Lima: Hi Bo\n[2024-01-05, 10:01:00] Bo: Hi!\n")
	write("WhatsApp Chat with Cy.txt", "[2024-01-06, 11:00:00] Cy: Lunch?\n[2024-01-06, 11:02:00] Ana Lima: Sure\n[2024-01-06, 11:03:00] Ana Lima: Video call, 12 min\n")
	importWait(t, c, dir)
	p, err := c.Perspective(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Identity.Addresses) != 1 || p.Identity.Addresses[0] != "Ana Lima" {
		t.Fatalf("detected %+v", p.Detected.Addresses)
	}
	dirs := map[string]int{}
	for _, ev := range c.Library().Events(ingest.Chat) {
		dirs[ev.Text("sender")+" "+ev.Text("direction")]++
		if ev.Text("call_type") == "video" && ev.End.Sub(ev.Start) != 12*time.Minute {
			t.Errorf("call from %v to %v", ev.Start, ev.End)
		}
	}
	if dirs["Ana Lima sent"] != 3 || dirs["Bo received"] != 1 || dirs["Cy received"] != 1 {
		t.Errorf("directions %v", dirs)
	}
}

func TestZoneLabel(t *testing.T) {
	test.Table(t, "ZoneLabel", ZoneLabel, "zonelabel.tsv")
}

// An import job reads the files that tell who the person is (here a
// calendar) before the others, whatever the order they were found in.
func TestImportReadsPerspectiveFilesFirst(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "a"), 0o755); err != nil {
		t.Fatal(err)
	}
	bigSpotify(t, filepath.Join(dir, "a", "StreamingHistory_music_0.json"), 10, 2021)
	bigSpotify(t, filepath.Join(dir, "a", "StreamingHistory_music_1.json"), 10, 2022)
	ics := "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:1@test\r\n" +
		"DTSTART:20220301T090000Z\r\nDTEND:20220301T100000Z\r\nSUMMARY:Dentist\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
	test.WriteFile(t, filepath.Join(dir, "z.ics"), []byte(ics))
	tree, err := ingest.Scan(context.Background(), ingest.DefaultLimits, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer tree.Close()
	if len(tree.Files) != 3 || tree.Files[0].Base() == "z.ics" {
		t.Fatalf("the scan should find the calendar last: %v", tree.Files)
	}
	order, first := perspectiveFirst(context.Background(), tree.Files)
	if first != 1 || order[0].f.Base() != "z.ics" || len(order) != 3 {
		t.Fatalf("order %v, first other file %d; want the calendar alone first", order, first)
	}
	// A job with nothing that tells who the person is keeps the scan order.
	plays := tree.Files[:2]
	if order, first := perspectiveFirst(context.Background(), plays); first != 2 || order[0].f.Name != plays[0].Name || order[1].f.Name != plays[1].Name {
		t.Errorf("plays alone: first other file %d, order %v", first, order)
	}
}

// What Detect found is kept for the next process: a second core on the
// same data folder resolves the same perspective from the cache, and a
// commit makes the cache stale.
func TestDetectedIsCachedPerLibraryState(t *testing.T) {
	src := realdata.Path(t, "mail", "mbox", "mail_box_perl_mbox.src.mbox")
	dataDir := t.TempDir()
	c := openCoreIn(t, dataDir)
	dir := t.TempDir()
	test.CopyFile(t, src, filepath.Join(dir, "inbox.mbox"))
	importWait(t, c, dir)
	ctx := context.Background()
	first, err := c.Perspective(ctx)
	if err != nil {
		t.Fatal(err)
	}
	c.Close()
	if _, err := os.Stat(filepath.Join(dataDir, detectedFile)); err != nil {
		t.Fatalf("no cache: %v", err)
	}
	c2 := openCoreIn(t, dataDir)
	if c2.readDetected(c2.lib.StateSignature(), perspectiveKey(c2.Settings().Identity)) == nil {
		t.Fatal("the cache is not valid for the state it was made for")
	}
	again, err := c2.Perspective(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(again.Identity, first.Identity) || !reflect.DeepEqual(again.Detected.Addresses, first.Detected.Addresses) ||
		!reflect.DeepEqual(again.Detected.Moves, first.Detected.Moves) {
		t.Errorf("from the cache %+v, computed %+v", again.Identity, first.Identity)
	}
	test.CopyFile(t, "../ingest/netflix/testdata/ViewingActivity.csv", filepath.Join(dir, "ViewingActivity.csv"))
	importWait(t, c2, dir)
	if c2.readDetected(c2.lib.StateSignature(), perspectiveKey(c2.Settings().Identity)) != nil {
		t.Error("the cache outlived an import")
	}
	p, err := c2.Perspective(ctx)
	if err != nil || len(p.Detected.Profiles) != 2 {
		t.Errorf("after the import: %+v, %v", p, err)
	}
}

// TestFirstImportNeedsNoRederive imports into an empty library files whose
// events are derived (local times of UTC stamps, a journal): the import
// records the perspective it derived them with instead of passing over
// every event again, and that pass would indeed have changed nothing.
func TestFirstImportNeedsNoRederive(t *testing.T) {
	c := openCore(t)
	importWait(t, c, "../ingest/strava/testdata/export", "../ingest/notes/testdata/journal")
	if c.Library().Count() == 0 {
		t.Fatal("nothing imported")
	}
	derivedOnce(t, c)
}

// A first import whose perspective changes while the files that tell who
// the person is come in (the demo persona's mail, calendar and Netflix
// history, imported two at a time) re-derives the files derived before it
// settled, and only those: a pass over the whole library afterwards
// changes nothing.
func TestFirstImportRederivesStaleFilesOnly(t *testing.T) {
	c := openCore(t)
	exports, err := c.PrepareDemo(assets.Demo())
	if err != nil {
		t.Fatal(err)
	}
	importWait(t, c, exports)
	derivedOnce(t, c)
}

// derivedOnce checks that the library is recorded as derived with the
// perspective there is now, and that a pass over all of it changes
// nothing.
func derivedOnce(t *testing.T, c *Core) {
	t.Helper()
	ctx := context.Background()
	p, err := c.Perspective(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got := c.Settings().DerivedWith; got != p.fingerprint() {
		t.Errorf("derived with %q, want %q", got, p.fingerprint())
	}
	if res, err := c.Rederive(ctx); err != nil || res.Events != 0 || res.Files != 0 {
		t.Errorf("re-derivation after the first import: %+v %v", res, err)
	}
}
