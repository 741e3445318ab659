package otx

import (
	"context"
	"crypto/sha256"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"reqap/index/columns"
	"reqap/ingest"
	"reqap/qa"
	"reqap/qa/tree"
)

// tableRetriever answers every query with one table, as rows or as the
// items Retrieve would give for them.
type tableRetriever struct {
	t     *columns.Table
	items []*qa.Item
}

func newTableRetriever(tb testing.TB, items []*qa.Item) *tableRetriever {
	evs := make([]*ingest.Event, len(items))
	for i, it := range items {
		evs[i] = it.Events[0]
	}
	// A table holds a source in the library's order: by start, then id.
	slices.SortFunc(evs, func(a, b *ingest.Event) int {
		if c := a.Start.Compare(b.Start); c != 0 {
			return c
		}
		return strings.Compare(a.ID, b.ID)
	})
	t, err := columns.Build(ingest.MusicStream, "", evs)
	if err != nil {
		tb.Fatal(err)
	}
	// Items as a table would make them, in its order (by start, then id).
	out := make([]*qa.Item, t.Len())
	for i := range out {
		ev, err := t.Event(i)
		if err != nil {
			tb.Fatal(err)
		}
		out[i] = qa.ItemFromEvents(ev)
	}
	return &tableRetriever{t: t, items: out}
}

func (r *tableRetriever) Retrieve(ctx context.Context, req RetrieveRequest) ([]*qa.Item, error) {
	return r.items, nil
}

func (r *tableRetriever) RetrieveColumns(ctx context.Context, req RetrieveRequest, min int) (*columns.Table, []string, bool, error) {
	return r.t, nil, r.t.Len() >= min, nil
}

// frozenExtractor is fieldExtractor with its choice frozen from the start.
// It reads a numeric column's numbers times scale (0: by the value
// function, as it does other columns).
type frozenExtractor struct {
	fieldExtractor
	scale float64
}

func (f frozenExtractor) FrozenField(source string, spec qa.AttrSpec) (string, func(ingest.Value, *time.Location) ([]qa.Attr, bool), float64, bool, bool) {
	return spec.Name, func(v ingest.Value, loc *time.Location) ([]qa.Attr, bool) {
		cv, ok := qa.Convert(v.Any(), spec.Type, loc)
		if !ok {
			return nil, false
		}
		return []qa.Attr{{Name: spec.Name, Value: cv}}, true
	}, f.scale, true, true
}

// The trees below are built from the parts they share: the music plays,
// an attribute extracted from them, and the count of each group of a key.

func musicPlays() *tree.Node { return on(tree.RETRIEVE, tree.Args{Query: "I listened to music"}) }

func extracted(attr, typ string, in *tree.Node) *tree.Node {
	return on(tree.EXTRACT, tree.Args{Attrs: []string{attr}, Types: []string{typ}}, in)
}

func countPer(key string, in *tree.Node) *tree.Node {
	return on(tree.MAP, tree.Args{Fn: "len(group)", As: "count"}, on(tree.GROUP_BY, tree.Args{Keys: []string{key}}, in))
}

// asked is the root n of the tree that answers question q.
func asked(q string, n *tree.Node) *tree.Node {
	n.Question = q
	return n
}

var mostPlayed = asked("Who is my most played artist?",
	on(tree.ARGMAX, tree.Args{Arg: "count", Val: "artist"}, countPer("artist", extracted("artist", "text", musicPlays()))))

var minutes2022 = asked("How many minutes of music in 2022?",
	on(tree.SUM, tree.Args{Attr: "minutes"},
		on(tree.MAP, tree.Args{Fn: "duration_s / 60", As: "minutes"},
			on(tree.FILTER, tree.Args{Condition: "year(start_date) == 2022"}, extracted("duration_s", "duration", musicPlays())))))

// usualHour is the hour of the day I play most at: plays noted with their
// day alone (all-day) have no time of day and are left out, noted.
var usualHour = asked("At what hour do I usually listen to music?",
	on(tree.ARGMAX, tree.Args{Arg: "count", Val: "hour"},
		countPer("hour", on(tree.MAP, tree.Args{Fn: "hour(start_time)", As: "hour"}, musicPlays()))))

// popular are the groups of an artist's plays played often: the groups
// are made, members and all, for the FILTER at the root.
var popular = asked("Which artists did I play 30 times or more?",
	on(tree.FILTER, tree.Args{Condition: "count >= 30"}, countPer("artist", extracted("artist", "text", musicPlays()))))

// popularGuests are the groups of an artist's plays, guests included,
// played often: a play with a guest is a member of two groups, and is one
// event of the evidence.
var popularGuests = asked("Which artists, guests included, did I play 30 times or more?",
	on(tree.FILTER, tree.Args{Condition: "count >= 30"}, countPer("artist", guestPlays)))

// featuring gives every third play a second artist and every seventh none.
func featuring(items []*qa.Item) []*qa.Item { return guestsFrom(items, time.Time{}) }

var mostFeatured = asked("Who is my most played artist, guests included?",
	on(tree.ARGMAX, tree.Args{Arg: "count", Val: "artist"},
		countPer("artist", on(tree.UNNEST, tree.Args{Attr: "artists", As: "artist"}, extracted("artists", "list", musicPlays())))))

// lateGuests gives every play one artist until the second half of the
// plays in time (the table's order), and guests as featuring does after:
// UNNEST meets its first play of other than one artist midway.
func lateGuests(items []*qa.Item) []*qa.Item {
	starts := make([]time.Time, len(items))
	for i, it := range items {
		starts[i] = it.Events[0].Start
	}
	slices.SortFunc(starts, time.Time.Compare)
	return guestsFrom(items, starts[len(starts)/2])
}

// guestsFrom lists each play's artist; from the plays starting at from on,
// every third has a guest too and every seventh none.
func guestsFrom(items []*qa.Item, from time.Time) []*qa.Item {
	for i, it := range items {
		e := it.Events[0]
		artists := []string{e.Text("artist")}
		switch {
		case e.Start.Before(from):
		case i%7 == 0:
			artists = nil
		case i%3 == 0:
			artists = append(artists, fmt.Sprintf("Guest %d", i%11))
		}
		e.SetList("artists", artists)
	}
	return items
}

// soloArtists lists each play's one artist.
func soloArtists(items []*qa.Item) []*qa.Item {
	for _, it := range items {
		it.Events[0].SetList("artists", []string{it.Events[0].Text("artist")})
	}
	return items
}

// guestPlays are the plays of each artist, guests included, as items.
var guestPlays = asked("Which artists did I play, guests included?",
	on(tree.UNNEST, tree.Args{Attr: "artists", As: "artist"}, extracted("artists", "list", musicPlays())))

// lateExtractor is frozenExtractor with its choice frozen only after the
// first items, which Extract decides one by one.
type lateExtractor struct {
	frozenExtractor
	calls *int
}

func (l lateExtractor) FrozenField(source string, spec qa.AttrSpec) (string, func(ingest.Value, *time.Location) ([]qa.Attr, bool), float64, bool, bool) {
	if *l.calls++; *l.calls <= 7 {
		return "", nil, 0, false, false
	}
	return l.frozenExtractor.FrozenField(source, spec)
}

// travelling plays every fifth song in Tokyo and every eleventh in New
// York (other zones of one table), and every 13th late ones without an
// artist if lacking is set.
func travelling(lacking bool) func([]*qa.Item) []*qa.Item {
	tokyo, _ := time.LoadLocation("Asia/Tokyo")
	ny, _ := time.LoadLocation("America/New_York")
	return func(items []*qa.Item) []*qa.Item {
		for i, it := range items {
			e := it.Events[0]
			switch {
			case i%5 == 0:
				e.Start, e.End = e.Start.In(tokyo), e.End.In(tokyo)
			case i%11 == 0:
				e.Start, e.End = e.Start.In(ny), e.End.In(ny)
			case lacking && i%13 == 0 && e.Start.Year() == 2023:
				e.Fields = slices.DeleteFunc(e.Fields, func(f ingest.Field) bool { return f.Key == "artist" })
			case lacking && i%17 == 0:
				// noted with its day alone
				y, m, d := e.Start.Date()
				e.Start, e.AllDay = time.Date(y, m, d, 0, 0, 0, 0, e.Start.Location()), true
				e.End = e.Start.AddDate(0, 0, 1)
			}
		}
		return soloArtists(items)
	}
}

func TestColumnsAnswerAsItemsDo(t *testing.T) {
	frozen := func() ColumnExtractor { return frozenExtractor{} }
	for _, artists := range []func([]*qa.Item) []*qa.Item{featuring, lateGuests, soloArtists} {
		testColumnsAnswerAsItemsDo(t, newTableRetriever(t, artists(musicItems(5000))), frozen)
	}
	// EXTRACT reads the column through its codes per zone, after the
	// items decided one by one, or per item once a play lacks the artist.
	for _, scale := range []float64{0, 1} {
		late := func() ColumnExtractor {
			return lateExtractor{frozenExtractor: frozenExtractor{scale: scale}, calls: new(int)}
		}
		for _, lacking := range []bool{false, true} {
			testColumnsAnswerAsItemsDo(t, newTableRetriever(t, travelling(lacking)(musicItems(5000))), late)
		}
	}
}

func testColumnsAnswerAsItemsDo(t *testing.T, r *tableRetriever, extractor func() ColumnExtractor) {
	for _, root := range []*tree.Node{mostPlayed, minutes2022, benchTree, mostFeatured, guestPlays, popular, popularGuests, usualHour} {
		var got [2]string
		for k, min := range []int{-1, 1} {
			e := &Engine{Retriever: r, Extractor: extractor(), ColumnMin: min}
			res := mustRun(t, e, root)
			ev := res.Evidence.All()
			ids := make([]string, len(ev))
			for i, e := range ev {
				ids[i] = e.ID
			}
			value := fmt.Sprint(res.Answer.Value)
			if items, ok := res.Answer.Value.([]*qa.Item); ok {
				// Items are compared by what they are: their event and artist.
				var b strings.Builder
				for _, it := range items {
					v, _ := it.Get("artist")
					fmt.Fprintf(&b, "%s=%v,", it.Events[0].ID, v)
				}
				value = fmt.Sprintf("%x", sha256.Sum256([]byte(b.String())))
			}
			got[k] = fmt.Sprintf("%s %s; %d events %x; root count %d; nodes %s", res.Answer.Text, value, len(ev), sha256.Sum256([]byte(strings.Join(ids, ","))), res.Root.Count, nodeStats(res.Root))
			if on := res.Root.Inputs[0].OnColumns(); on != (min == 1) {
				t.Errorf("%s: ran on columns %v with ColumnMin %d", root.Question, on, min)
			}
		}
		if got[0] != got[1] {
			t.Errorf("%s:\non items   %s\non columns %s", root.Question, got[0], got[1])
		}
	}
}

// nodeStats is what each node of a run says alike on items and columns:
// its count and what it noticed (items lacking an attribute, values of
// the wrong type).
func nodeStats(n *NodeResult) string {
	s := fmt.Sprintf("(%s %d %q", n.Node.Op, n.Count, n.Stats.Lines())
	for _, in := range n.Inputs {
		s += " " + nodeStats(in)
	}
	return s + ")"
}

// BenchmarkMostPlayed200k runs "Who is my most played artist?" over
// 200,000 plays on items and on columns.
func BenchmarkMostPlayed200k(b *testing.B) { benchColumns(b, mostPlayed) }

// BenchmarkMinutes200k runs "How many minutes of music in 2022?" (a FILTER
// by year, MAP and SUM) over 200,000 plays on items and on columns.
func BenchmarkMinutes200k(b *testing.B) { benchColumns(b, minutes2022) }

// BenchmarkColumnsSmall runs both questions over sources of a size a
// library of 45,000 events has (its plays, its calendar), on items and on
// columns: where DefaultColumnMin should be.
func BenchmarkColumnsSmall(b *testing.B) {
	for _, n := range []int{1_000, 5_000, 20_000} {
		for _, q := range []struct {
			name string
			root *tree.Node
		}{{"most-played", mostPlayed}, {"minutes", minutes2022}} {
			b.Run(fmt.Sprintf("%s-%d", q.name, n), func(b *testing.B) { benchColumnsOver(b, q.root, n) })
		}
	}
}

func benchColumns(b *testing.B, root *tree.Node) { benchColumnsOver(b, root, 200_000) }

func benchColumnsOver(b *testing.B, root *tree.Node, n int) {
	r := newTableRetriever(b, musicItems(n))
	for _, mode := range []struct {
		name string
		min  int
	}{{"items", -1}, {"columns", 1}} {
		b.Run(mode.name, func(b *testing.B) {
			e := &Engine{Retriever: r, Extractor: frozenExtractor{}, ColumnMin: mode.min}
			b.ReportAllocs()
			for b.Loop() {
				res, err := e.Run(b.Context(), root, Options{Now: testNow})
				if err != nil {
					b.Fatal(err)
				}
				_ = res.Evidence.Len()
			}
		})
	}
}
