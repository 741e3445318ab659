package takeout

import (
	"strings"
	"testing"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
)

func TestProfile(t *testing.T) {
	data := []byte(`{"name":{"givenName":"Giulia","familyName":"Hansen","formattedName":"Giulia Hansen"},"displayName":"Giulia Hansen",` +
		`"emails":[{"value":"giulia.hansen@gmail.com","type":"account"},{"value":"g@work.org"}],"gender":{"type":"female"}}`)
	if m := (Profile).Recognize(ingest.Candidate{Path: "Takeout/Profile/Profile.json", Head: data}); m.Score != 100 {
		t.Errorf("recognize %+v", m)
	}
	res := ingesttest.Fuzz(t, Profile, "Profile.json", data)
	if len(res.Events) != 1 {
		t.Fatalf("%d events, %v", len(res.Events), res.Err)
	}
	ev := res.Events[0]
	if ev.Source != ingest.Account || ev.Text("email") != "giulia.hansen@gmail.com" || ev.Text("display_name") != "Giulia Hansen" || ev.Text("emails") != "giulia.hansen@gmail.com, g@work.org" {
		t.Errorf("profile %v", ev.Fields)
	}
	if res := ingesttest.Bytes(t, Profile, "Profile.json", []byte(`{"name":{}}`)); len(res.Events) != 0 || len(res.Skips) != 1 {
		t.Errorf("empty profile: %+v", res)
	}
	// A profile saved with a byte-order mark is read; one larger than any
	// profile is refused, not cut and decoded.
	if res := ingesttest.Bytes(t, Profile, "Profile.json", append([]byte("\ufeff"), data...)); len(res.Events) != 1 {
		t.Errorf("profile with a BOM: %+v", res)
	}
	big := append(data[:len(data)-1:len(data)-1], []byte(`,"x":"`+strings.Repeat("x", maxProfile)+`"}`)...)
	ingesttest.Failed(t, ingesttest.Bytes(t, Profile, "Profile.json", big), "profile", "larger than")
}

func FuzzProfile(f *testing.F) {
	f.Add([]byte(`{"name":{"formattedName":"A"},"emails":[{"value":"a@b.c"}]}`))
	ingesttest.FuzzImport(f, Profile, "Profile.json")
}
