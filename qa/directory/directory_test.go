package directory

import (
	"context"
	"reflect"
	"strings"
	"testing"
	"time"

	"reqap/assets"
	"reqap/ingest"
	"reqap/internal/libtest"
	"reqap/internal/test"
	"reqap/qa/people"
	"reqap/qa/places"
	"reqap/qa/retrieve/lexicon"
)

// memoLib keeps memos in memory, by name, version and the sources' sizes.
type memoLib struct {
	libtest.Memory
	kept   map[string][]byte
	builds int
}

func (m *memoLib) Memo(name, version string, sources []string, build func() ([]byte, error)) ([]byte, error) {
	key := name + version
	for _, s := range sources {
		key += "|" + s + strings.Repeat("+", len(m.Memory[s]))
	}
	if b, ok := m.kept[key]; ok {
		return b, nil
	}
	m.builds++
	b, err := build()
	if err == nil {
		m.kept[key] = b
	}
	return b, err
}

func event(src string, kv ...any) *ingest.Event {
	return libtest.Happening(src, time.Date(2024, 3, 1, 19, 0, 0, 0, time.UTC), kv...)
}

// TestLearnKept: what Learn reads back is what it learnt, it is learnt
// once per state of its sources, and again when one changes.
func TestLearnKept(t *testing.T) {
	lx := test.Must(t, lexicon.Default)
	lib := &memoLib{kept: map[string][]byte{}, Memory: libtest.Memory{
		ingest.Mail: {event(ingest.Mail, "from", "Alba Krüger <alba@gmail.com>", "to", []string{"Elif Dekker <elif@web.de>"}, "direction", "sent", "body", "Hi Elif")},
		ingest.Calendar: {
			event(ingest.Calendar, "summary", "Dinner with Elif", "location", "Da Paolo, Carrer de Cadis 75", "attendees", []string{"Elif Dekker <elif@web.de>"}),
			event(ingest.Calendar, "summary", "Pizza with Noor", "location", "Da Paolo"),
		},
		ingest.SocialMedia: {event(ingest.SocialMedia, "text", "Best carbonara in town at Da Paolo 🍝")},
	}}
	ctx := context.Background()
	wantPeople, wantPlaces := people.Collect(ctx, lib.Memory, lx), places.Collect(ctx, lib.Memory, lx)
	for i := range 2 {
		ppl, pls := Learn(ctx, lib, lx, nil)
		if !reflect.DeepEqual(ppl, wantPeople) || !reflect.DeepEqual(pls, wantPlaces) {
			t.Errorf("learn %d: not the directories Collect learns", i)
		}
	}
	if lib.builds != 2 {
		t.Errorf("%d memos built for two learnings of one state, want 2 (people, places)", lib.builds)
	}
	lib.Memory[ingest.Chat] = []*ingest.Event{event(ingest.Chat, "sender", "Noor Haddad", "text", "at Da Paolo?")}
	Learn(ctx, lib, lx, nil)
	if lib.builds != 4 {
		t.Errorf("%d memos built after a source both read changed, want 4", lib.builds)
	}
	// A lexicon loaded from other tables has no version: nothing is kept
	// for it.
	own, err := lexicon.Load(assets.Lexicon())
	if err != nil {
		t.Fatal(err)
	}
	Learn(ctx, lib, own, nil)
	if lib.builds != 4 {
		t.Error("a memo was kept for a lexicon of unknown content")
	}
}
