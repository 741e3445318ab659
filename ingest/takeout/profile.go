package takeout

import (
	"context"
	"encoding/json"
	"errors"
	"strings"

	"reqap/ingest"
)

// Profile reads Takeout's Profile/Profile.json: the Google account's
// names and addresses, one "account" fact ("What's my Google address?"),
// which also tells who the person is.
var Profile = ingest.AccountFacts(ingest.Importer{
	Name:      "google_profile",
	Doc:       "Google Takeout Profile/Profile.json: the account's name and addresses as one account fact",
	Recognize: recognizeProfile,
	Import:    importProfile,
})

func recognizeProfile(c ingest.Candidate) ingest.Match {
	if !ingest.PeekJSON(c.Head).Object || !ingest.HasAnyJSONKey(c.Head, "emails", "displayName") || !ingest.HasJSONKeys(c.Head, "name") {
		return ingest.Match{}
	}
	if strings.EqualFold(c.Base(), "Profile.json") {
		return ingest.Match{Score: ingest.ScoreNameContent}
	}
	return ingest.Match{}
}

// maxProfile bounds the file read: a profile is a few hundred bytes.
const maxProfile = 1 << 20

func importProfile(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	data, over, err := in.ReadAll(ctx, maxProfile)
	if err != nil {
		return err
	}
	if over {
		return in.Errorf("profile", "the profile is larger than %d bytes", maxProfile)
	}
	var p struct {
		Name struct {
			Given     string `json:"givenName"`
			Family    string `json:"familyName"`
			Formatted string `json:"formattedName"`
		} `json:"name"`
		DisplayName string `json:"displayName"`
		Emails      []struct {
			Value string `json:"value"`
			Type  string `json:"type"`
		} `json:"emails"`
		Birthday string `json:"birthday"`
		Gender   struct {
			Type string `json:"type"`
		} `json:"gender"`
	}
	if err := json.Unmarshal(ingest.TrimBOM(data), &p); err != nil {
		return in.Errorf("profile", "reading the profile: %w", err)
	}
	ev := ingest.AccountFact("Google", "profile")
	name := p.DisplayName
	if name == "" {
		name = p.Name.Formatted
	}
	ev.SetText("title", strings.TrimSpace("Google account "+name))
	ev.SetText("display_name", name)
	ev.SetText("given_name", p.Name.Given)
	ev.SetText("family_name", p.Name.Family)
	var emails []string
	for _, e := range p.Emails {
		if e.Value != "" {
			emails = append(emails, e.Value)
		}
	}
	if len(emails) > 0 {
		ev.SetText("email", emails[0])
	}
	if len(emails) > 1 {
		ev.SetList("emails", emails)
	}
	ev.SetText("birthday", p.Birthday)
	ev.SetText("gender", p.Gender.Type)
	if len(ev.Fields) <= 3 {
		sink.Skip("profile", errNoProfile)
		return nil
	}
	ev.ID = in.ID("profile")
	ev.Origin = in.Origin("profile")
	return sink.Emit(ev)
}

var errNoProfile = errors.New("the profile holds no name and no address")
