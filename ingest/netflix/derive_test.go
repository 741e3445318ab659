package netflix

import (
	"testing"
	"time"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
)

var registry = ingesttest.Registry(Importer)

func TestDeriveProfile(t *testing.T) {
	res := ingesttest.CheckFile(t, Importer, "testdata/ViewingActivity.csv")
	count := func(evs []ingest.Event, p *ingest.Perspective) map[string]int {
		n := map[string]int{}
		for i := range evs {
			registry.Derive(&evs[i], p)
			n[evs[i].Source]++
		}
		return n
	}
	evs := res.Events
	all := count(evs, nil)
	if all[OtherProfile] != 0 {
		t.Fatalf("without a profile every viewing is the person's: %v", all)
	}
	ben := count(evs, &ingest.Perspective{Profile: "ben"})
	for _, ev := range evs {
		other := ev.Source == OtherProfile
		if ev.Source != VideoPreview && other != (ev.Text("profile") == "Anna") {
			t.Errorf("%s by %s is %s with Ben's profile", ev.Origin.Record, ev.Text("profile"), ev.Source)
		}
	}
	if ben[OtherProfile] == 0 || ben[VideoPreview] != all[VideoPreview] {
		t.Errorf("Ben's view %v, all %v", ben, all)
	}
	// Back to every profile: the kinds the importer gave.
	if back := count(evs, &ingest.Perspective{}); back[OtherProfile] != 0 || back[ingest.TVSeriesStream] != all[ingest.TVSeriesStream] {
		t.Errorf("restored %v, want %v", back, all)
	}
	// Start Time is UTC: a viewing at 23:30 UTC is the next day in Berlin.
	berlin, _ := time.LoadLocation("Europe/Berlin")
	ev := evs[0]
	registry.Derive(&ev, &ingest.Perspective{Zone: func(time.Time) *time.Location { return berlin }})
	if ev.Start.Location() != berlin || !ev.Start.Equal(evs[0].Start) {
		t.Errorf("start %v, want %v in Berlin", ev.Start, evs[0].Start)
	}
	if v, ok := ev.Get(ingest.UTCOnly); !ok || !v.Bool {
		t.Errorf("no %s mark: %v", ingest.UTCOnly, ev.Fields)
	}
}
