package otx

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/internal/test"
	"reqap/qa"
	"reqap/qa/tree"
)

// This file holds test fixtures at the edge of the engine. The real
// RETRIEVE and EXTRACT live in qa/retrieve and qa/extract and are tested
// there; here a fixed event list per query and a field-lookup extractor let
// the operators and the engine be checked exactly.

// fixtureRetriever returns, for a query, the hand-written events listed
// under it, one item per event (or one merged item for a group of ids
// joined with "+").
type fixtureRetriever struct {
	events  map[string]*ingest.Event
	queries map[string][]string // query → event ids ("a+b" merges a and b)
}

func (f *fixtureRetriever) Retrieve(ctx context.Context, req RetrieveRequest) ([]*qa.Item, error) {
	ids, ok := f.queries[req.Query]
	if !ok {
		return nil, fmt.Errorf("fixture has no events for query %q", req.Query)
	}
	out := make([]*qa.Item, 0, len(ids))
	for _, id := range ids {
		var evs []*ingest.Event
		for _, part := range strings.Split(id, "+") {
			e, ok := f.events[part]
			if !ok {
				return nil, fmt.Errorf("fixture has no event %q", part)
			}
			evs = append(evs, e)
		}
		out = append(out, qa.ItemFromEvents(evs...))
	}
	return out, nil
}

// fieldExtractor maps attribute names straight to event fields (through
// aliases), converting to the requested type. For money it also sets the
// currency attribute from the event's currency field.
type fieldExtractor struct {
	alias map[string]string // attribute → event field
}

func (f fieldExtractor) Extract(ctx context.Context, items []*qa.Item, specs []qa.AttrSpec) ([]*qa.Item, error) {
	out := make([]*qa.Item, len(items))
	for i, it := range items {
		var attrs []qa.Attr
		for _, s := range specs {
			field := s.Name
			if a, ok := f.alias[s.Name]; ok {
				field = a
			}
			// Attributes the item already has (the built-in temporal ones)
			// are kept, converted to the requested type.
			if v, ok := it.Get(field); ok {
				if cv, ok := qa.Convert(v, s.Type, nil); ok {
					attrs = append(attrs, qa.Attr{Name: s.Name, Value: cv})
				}
				continue
			}
			for _, e := range it.Events {
				v, ok := e.Get(field)
				if !ok {
					continue
				}
				cv, ok := qa.Convert(v, s.Type, e.Start.Location())
				if !ok {
					continue
				}
				attrs = append(attrs, qa.Attr{Name: s.Name, Value: cv})
				if s.Type == qa.TypeMoney {
					if c := e.Text("currency"); c != "" {
						attrs = append(attrs, qa.Attr{Name: qa.CurrencyAttr(s.Name), Value: c})
					}
				}
				break
			}
		}
		out[i] = it.WithAttrs(attrs...)
	}
	return out, nil
}

var (
	berlin  = test.Zone("Europe/Berlin")
	newYork = test.Zone("America/New_York")
	tokyo   = test.Zone("Asia/Tokyo")
)

func at(loc *time.Location, s string) time.Time {
	t, err := time.ParseInLocation("2006-01-02 15:04", s, loc)
	if err != nil {
		panic(err)
	}
	return t
}

type ev struct {
	id, source, start, end string
	loc                    *time.Location
	allDay                 bool
	fields                 []ingest.Field
}

func text(k, v string) ingest.Field { return ingest.Field{Key: k, Value: ingest.Text(v)} }
func number(k string, v float64) ingest.Field {
	return ingest.Field{Key: k, Value: ingest.Number(v)}
}
func list(k string, v ...string) ingest.Field { return ingest.Field{Key: k, Value: ingest.List(v)} }

func build(evs ...ev) map[string]*ingest.Event {
	m := map[string]*ingest.Event{}
	for _, e := range evs {
		loc := e.loc
		if loc == nil {
			loc = berlin
		}
		s := at(loc, e.start)
		en := s
		if e.end != "" {
			en = at(loc, e.end)
		}
		m[e.id] = &ingest.Event{ID: e.id, Source: e.source, Start: s, End: en, AllDay: e.allDay, Fields: e.fields,
			Origin: ingest.Origin{File: "/data/" + e.source + ".json", Format: "fixture", Record: "[" + e.id + "]"}}
	}
	return m
}

// persona is a small hand-written life: football, dinners, runs, music,
// purchases, appointments, in three time zones.
func persona() *fixtureRetriever {
	events := build(
		// Football: workouts and a calendar entry.
		ev{id: "fb1", source: "workout", start: "2024-10-03 18:00", end: "2024-10-03 19:30", fields: []ingest.Field{text("workout_type", "soccer"), number("duration_s", 5400)}},
		ev{id: "fb2", source: "workout", start: "2024-10-11 19:02", end: "2024-10-11 20:43", fields: []ingest.Field{text("workout_type", "soccer"), number("duration_s", 6046), number("energy_kcal", 1145)}},
		ev{id: "fb3", source: "calendar", start: "2024-10-20 15:00", end: "2024-10-20 16:30", fields: []ingest.Field{text("summary", "Football match")}},
		// Food.
		ev{id: "food1", source: "calendar", start: "2024-10-03 21:00", end: "2024-10-03 23:00", fields: []ingest.Field{text("summary", "Dinner with friends"), text("location", "Ristorante Napoli"), text("cuisine", "Italian")}},
		ev{id: "food2", source: "social_media", start: "2024-10-11 21:10", fields: []ingest.Field{text("text", "Pizzaaa time!!"), text("cuisine", "italian")}},
		ev{id: "food3", source: "calendar", start: "2024-10-20 19:00", end: "2024-10-20 21:00", fields: []ingest.Field{text("summary", "Sushi"), text("cuisine", "Japanese")}},
		ev{id: "food4", source: "calendar", start: "2024-10-22 20:00", end: "2024-10-22 21:00", fields: []ingest.Field{text("summary", "Pasta night"), text("cuisine", "Italian")}},
		ev{id: "food5", source: "mail", start: "2024-10-15 19:31", fields: []ingest.Field{text("subject", "Dinner on Sunday?")}},
		// Runs, one in New York.
		ev{id: "run1", source: "workout", start: "2019-01-01 08:00", end: "2019-01-01 08:30", fields: []ingest.Field{text("workout_type", "running"), number("distance_km", 5.2), number("duration_s", 1800)}},
		ev{id: "run2", source: "workout", start: "2019-01-05 23:30", end: "2019-01-06 00:20", loc: newYork, fields: []ingest.Field{text("workout_type", "running"), number("distance_km", 8), number("duration_s", 3000)}},
		ev{id: "run3", source: "workout", start: "2019-01-08 07:00", end: "2019-01-08 07:45", fields: []ingest.Field{text("workout_type", "running"), number("distance_km", 10.5), number("duration_s", 2700)}},
		ev{id: "run4", source: "workout", start: "2019-02-01 07:00", end: "2019-02-01 07:20", fields: []ingest.Field{text("workout_type", "running")}},
		// Music while running (run3 07:00-07:45).
		ev{id: "song1", source: "music_stream", start: "2019-01-08 07:05", end: "2019-01-08 07:09", fields: []ingest.Field{list("artist", "Daft Punk"), text("track", "One More Time"), number("duration_s", 240)}},
		ev{id: "song2", source: "music_stream", start: "2019-01-08 07:10", end: "2019-01-08 07:16", fields: []ingest.Field{list("artist", "Daft Punk", "Pharrell Williams"), text("track", "Get Lucky"), number("duration_s", 360)}},
		ev{id: "song3", source: "music_stream", start: "2019-01-08 07:20", end: "2019-01-08 07:24", fields: []ingest.Field{list("artist", "Muse"), text("track", "Uprising"), number("duration_s", 240)}},
		ev{id: "song4", source: "music_stream", start: "2019-01-08 07:40", end: "2019-01-08 07:50", fields: []ingest.Field{list("artist", "Muse"), text("track", "Madness"), number("duration_s", 600)}},
		ev{id: "song5", source: "music_stream", start: "2019-01-09 12:00", end: "2019-01-09 12:04", fields: []ingest.Field{list("artist", "Muse"), text("track", "Hysteria"), number("duration_s", 240)}},
		// Purchases.
		ev{id: "buy1", source: "online_purchase", start: "2022-03-02 10:00", allDay: true, loc: time.UTC, fields: []ingest.Field{text("product", "Cosmic Funk CD"), number("price", 5.99), text("currency", "EUR"), number("quantity", 1)}},
		ev{id: "buy2", source: "online_purchase", start: "2022-03-15 00:00", allDay: true, loc: time.UTC, fields: []ingest.Field{text("product", "Running shoes"), text("price", "89,90 €"), text("currency", "EUR"), number("quantity", 1)}},
		ev{id: "buy3", source: "online_purchase", start: "2022-04-01 00:00", allDay: true, loc: time.UTC, fields: []ingest.Field{text("product", "Socks"), number("price", 9.5), text("currency", "EUR"), number("quantity", 3)}},
		// Doctor appointments (Tokyo trip included).
		ev{id: "doc1", source: "calendar", start: "2023-05-10 09:30", end: "2023-05-10 10:00", fields: []ingest.Field{text("summary", "Dentist"), text("appointment_details", "Dentist check-up")}},
		ev{id: "doc2", source: "calendar", start: "2023-08-02 08:15", end: "2023-08-02 08:45", loc: tokyo, fields: []ingest.Field{text("summary", "GP in Tokyo"), text("appointment_details", "GP visit")}},
		ev{id: "doc3", source: "calendar", start: "2023-11-20 14:00", end: "2023-11-20 14:30", fields: []ingest.Field{text("summary", "Dermatologist"), text("appointment_details", "Dermatologist")}},
		// Work start and a trip.
		ev{id: "job1", source: "mail", start: "2018-06-01 09:00", fields: []ingest.Field{text("subject", "Welcome to Shopify!")}},
		ev{id: "trip1", source: "calendar", start: "2023-07-30 00:00", end: "2023-08-06 00:00", allDay: true, loc: tokyo, fields: []ingest.Field{text("summary", "Trip to Tokyo")}},
		ev{id: "rest1", source: "social_media", start: "2023-08-01 20:00", loc: tokyo, fields: []ingest.Field{text("text", "Best omakase ever"), text("restaurant_name", "Sushi Saito")}},
		ev{id: "rest2", source: "calendar", start: "2023-09-01 19:00", end: "2023-09-01 21:00", fields: []ingest.Field{text("summary", "Dinner"), text("restaurant_name", "Ristorante Napoli")}},
		ev{id: "rest3", source: "calendar", start: "2023-08-05 23:00", end: "2023-08-06 00:30", loc: tokyo, fields: []ingest.Field{text("summary", "Late ramen"), text("restaurant_name", "Ichiran")}},
		// Family and friends.
		ev{id: "par1", source: "calendar", start: "2024-05-05 19:00", end: "2024-05-05 21:00", fields: []ingest.Field{text("summary", "Dinner with Mum and Dad")}},
		ev{id: "par2", source: "calendar", start: "2024-06-01 12:00", end: "2024-06-01 13:00", fields: []ingest.Field{text("summary", "Lunch with Mum")}},
		ev{id: "par3", source: "calendar", start: "2024-06-02 16:00", end: "2024-06-02 17:00", fields: []ingest.Field{text("summary", "Coffee with Dad")}},
		ev{id: "meet1", source: "calendar", start: "2024-04-01 10:00", end: "2024-04-01 11:00", fields: []ingest.Field{text("summary", "Walk"), list("participants", "Robert Smith", "Anna"), text("location", "Central Park")}},
		ev{id: "meet2", source: "calendar", start: "2024-04-02 10:00", end: "2024-04-02 11:00", fields: []ingest.Field{text("summary", "Coffee"), list("participants", "robert"), text("location", "Cafe Blue")}},
		ev{id: "meet3", source: "calendar", start: "2024-04-03 10:00", end: "2024-04-03 11:00", fields: []ingest.Field{text("summary", "Lunch"), list("participants", "Lisa"), text("location", "Park Inn")}},
	)
	return &fixtureRetriever{events: events, queries: map[string][]string{
		"I played football":        {"fb1", "fb2", "fb3"},
		"I ate food":               {"food1", "food2", "food3", "food4", "food5"},
		"I went running":           {"run1", "run2", "run3", "run4"},
		"I listened to a song":     {"song1", "song2", "song3", "song4", "song5"},
		"my online purchases":      {"buy1", "buy2", "buy3"},
		"my doctor's appointments": {"doc1", "doc2", "doc3"},
		"I started at Shopify":     {"job1"},
		"I was in Tokyo":           {"trip1"},
		"nothing":                  {},
		"restaurants I visited":    {"rest1", "rest2", "rest3"},
		"I met with my mum":        {"par1", "par2"},
		"I met with my dad":        {"par1", "par3"},
		"I met with someone":       {"meet1", "meet2", "meet3"},
	}}
}

func testEngine() *Engine {
	return &Engine{Retriever: persona(), Extractor: fieldExtractor{alias: map[string]string{
		"artist_names": "artist", "purchase_price": "price", "amount_spent": "price",
		"purchase_date": "start_date", "visit_date": "start_date",
	}}}
}

var testNow = time.Date(2024, 11, 1, 12, 0, 0, 0, berlin)

func loadTree(t *testing.T, name string) *tree.Node {
	t.Helper()
	data := test.ReadFile(t, filepath.Join("testdata", "trees", name))
	n, err := tree.Parse(data)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return n
}

func mustRun(t *testing.T, e *Engine, n *tree.Node) *Result {
	t.Helper()
	res, err := e.Run(context.Background(), n, Options{Now: testNow})
	if err != nil {
		t.Fatalf("run: %v\n%s", err, tree.Format(n))
	}
	return res
}

func evidenceIDs(res *Result) []string {
	var ids []string
	for _, e := range res.Evidence.All() {
		ids = append(ids, e.ID)
	}
	return ids
}
