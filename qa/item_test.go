package qa

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/internal/test"
)

func event(id, source string, start, end time.Time, allDay bool) *ingest.Event {
	return &ingest.Event{ID: id, Source: source, Start: start, End: end, AllDay: allDay}
}

func TestItemFromEvents(t *testing.T) {
	timed := event("a", "workout", time.Date(2024, 10, 11, 19, 2, 0, 0, berlin), time.Date(2024, 10, 11, 20, 43, 0, 0, berlin), false)
	allDay := event("b", "calendar", time.Date(2023, 7, 30, 0, 0, 0, 0, tokyo), time.Date(2023, 8, 6, 0, 0, 0, 0, tokyo), true)
	oneDay := event("c", "online_purchase", time.Date(2022, 3, 2, 0, 0, 0, 0, time.UTC), time.Date(2022, 3, 2, 0, 0, 0, 0, time.UTC), true)
	instant := event("d", "mail", time.Date(2019, 1, 5, 23, 30, 0, 0, newYork), time.Time{}, false)
	tests := []struct {
		name                 string
		evs                  []*ingest.Event
		startDate, startTime string
		endDate, endTime     string
		start, end           time.Time
		source               any
	}{
		{"timed", []*ingest.Event{timed}, "2024-10-11", "19:02", "2024-10-11", "20:43", timed.Start, timed.End, "workout"},
		// An all-day event has dates but no time of day.
		{"all-day week", []*ingest.Event{allDay}, "2023-07-30", "", "2023-08-05", "",
			allDay.Start, time.Date(2023, 8, 5, 23, 59, 59, 0, tokyo), "calendar"},
		{"all-day single date", []*ingest.Event{oneDay}, "2022-03-02", "", "2022-03-02", "",
			oneDay.Start, time.Date(2022, 3, 2, 23, 59, 59, 0, time.UTC), "online_purchase"},
		{"instant without end keeps its zone", []*ingest.Event{instant}, "2019-01-05", "23:30", "2019-01-05", "23:30",
			instant.Start, instant.Start, "mail"},
		// A post written on a day of a holiday kept as all-day is no
		// time of day of the holiday, which did not begin at 00:00.
		{"all-day with a post within its days", []*ingest.Event{allDay, event("e", "social_media", time.Date(2023, 8, 1, 15, 3, 0, 0, tokyo), time.Time{}, false)},
			"2023-07-30", "", "2023-08-05", "", allDay.Start, time.Date(2023, 8, 5, 23, 59, 59, 0, tokyo), []string{"calendar", "social_media"}},
		{"merged: union of spans, sources in order", []*ingest.Event{instant, timed, allDay}, "2019-01-05", "23:30", "2024-10-11", "20:43",
			instant.Start, timed.End, []string{"mail", "workout", "calendar"}},
	}
	for _, tc := range tests {
		it := ItemFromEvents(tc.evs...)
		got := map[string]string{}
		for _, n := range []string{"start_date", "start_time", "end_date", "end_time"} {
			got[n] = Format(it.Value(n))
		}
		want := map[string]string{"start_date": tc.startDate, "start_time": tc.startTime, "end_date": tc.endDate, "end_time": tc.endTime}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: %v, want %v", tc.name, got, want)
		}
		if s := it.Value("start_datetime").(time.Time); !s.Equal(tc.start) || s.Location() != tc.start.Location() {
			t.Errorf("%s: start_datetime %v, want %v", tc.name, s, tc.start)
		}
		if e := it.Value("end_datetime").(time.Time); !e.Equal(tc.end) {
			t.Errorf("%s: end_datetime %v, want %v", tc.name, e, tc.end)
		}
		if !reflect.DeepEqual(it.Value("source"), tc.source) {
			t.Errorf("%s: source %v, want %v", tc.name, it.Value("source"), tc.source)
		}
		if len(it.EventIDs()) != len(tc.evs) {
			t.Errorf("%s: ids %v", tc.name, it.EventIDs())
		}
	}
}

// TestUndatedItemHasNoDate: an event without a time (an account fact) has
// no date, not the zero date, so it is never the first of anything.
func TestUndatedItemHasNoDate(t *testing.T) {
	fact := event("f", "account", time.Time{}, time.Time{}, false)
	it := ItemFromEvents(fact)
	for _, n := range []string{"start_date", "start_time", "start_datetime", "end_date", "end_datetime"} {
		if v := it.Value(n); v != nil {
			t.Errorf("%s of an undated item = %v, want none", n, v)
		}
	}
	if it.Value("source") != "account" {
		t.Errorf("source = %v", it.Value("source"))
	}
}

func TestItemLayersAndMerge(t *testing.T) {
	e1 := event("e1", "workout", time.Date(2024, 1, 1, 8, 0, 0, 0, berlin), time.Date(2024, 1, 1, 9, 0, 0, 0, berlin), false)
	e2 := event("e2", "music_stream", time.Date(2024, 1, 1, 8, 10, 0, 0, berlin), time.Date(2024, 1, 1, 8, 14, 0, 0, berlin), false)
	a := ItemFromEvents(e1).With("distance_km", 5.0)
	a2 := a.With("distance_km", 6.0)
	if a.Value("distance_km") != 5.0 || a2.Value("distance_km") != 6.0 {
		t.Fatal("a layer must not change its parent")
	}
	b := ItemFromEvents(e2).With("artist", "Muse").With("distance_km", 1.0)
	m := Merge(a, b)
	if m.Value("distance_km") != 5.0 || m.Value("i2_distance_km") != 1.0 || m.Value("artist") != "Muse" {
		t.Errorf("merge values: %v %v %v", m.Value("distance_km"), m.Value("i2_distance_km"), m.Value("artist"))
	}
	if m.Value("start_datetime").(time.Time) != e1.Start || m.Value("i2_start_datetime").(time.Time) != e2.Start {
		t.Error("merged temporal attributes: plain name is i1's, i2_ is i2's")
	}
	if d := a2.With("distance_km", nil); d.Has("distance_km") || d.Value("distance_km") != nil || len(d.Names()) != 7 {
		t.Errorf("setting nil removes an attribute: %v", d.Names())
	}
	if _, ok := m.Get("i2_artist"); ok {
		t.Error("i2_ prefix only for clashing names")
	}
	if m.Summary() != a.Summary() {
		t.Errorf("a pair is listed as its first side: %q, want %q", m.Summary(), a.Summary())
	}
	if got := m.EventIDs(); !reflect.DeepEqual(got, []string{"e1", "e2"}) {
		t.Errorf("ids = %v", got)
	}
	l, r := m.With("x", 1.0).Sides()
	if l != a || r != b {
		t.Error("Sides")
	}
	names := m.Names()
	want := []string{"start_date", "start_time", "start_datetime", "end_date", "end_time", "end_datetime", "source", "distance_km",
		"i2_start_date", "i2_start_time", "i2_start_datetime", "i2_end_date", "i2_end_time", "i2_end_datetime", "i2_source", "artist", "i2_distance_km"}
	if !reflect.DeepEqual(names, want) {
		t.Errorf("names = %v", names)
	}
	g := NewGroup([]string{"artist"}, []any{"Muse"}, []*Item{b, a})
	if !g.IsGroup() || g.Value("artist") != "Muse" || len(g.Events) != 2 || g.Summary() != "Muse" {
		t.Errorf("group: %v %v", g.Value("artist"), g.Events)
	}
	if g2 := g.With("count", 2.0); !g2.IsGroup() || len(g2.Members) != 2 || !reflect.DeepEqual(g2.Keys, []string{"artist"}) {
		t.Error("a layer over a group stays a group")
	}
}

func TestUnitsAndAnswers(t *testing.T) {
	unit := func(name string) string { u, _ := UnitOf(name); return u }
	test.Table(t, "UnitOf", unit, "unitof.tsv")
	if _, c := UnitOf("price"); c != UnitMoney {
		t.Error("price is money")
	}
	items := []*Item{NewItem(nil, Attr{"price", 5.0}, Attr{"currency", "eur"}), NewItem(nil, Attr{"price", 2.0}, Attr{"price_currency", "EUR"})}
	if CurrencyOf(items, "price") != "EUR" {
		t.Error("currency")
	}
	items = append(items, NewItem(nil, Attr{"price", 1.0}, Attr{"currency", "USD"}))
	if CurrencyOf(items, "price") != "" {
		t.Error("disagreeing currencies give no unit")
	}
	tests := []struct {
		v    any
		attr string
		typ  AnswerType
		text string
		unit string
	}{
		{12000.0, "duration_s", AnswerDuration, "3 h 20 min", "s"},
		// asked in hours or minutes: said in them, the clock reading beside
		{1.5, "hours", AnswerDuration, "1.5 h (1 h 30 min)", "h"},
		{3923.1, "minutes", AnswerDuration, "3923.1 min (65 h 23 min)", "min"},
		{45.0, "minutes", AnswerDuration, "45 min", "min"},
		{257.0, "seconds", AnswerDuration, "257 s (4 min 17 s)", "s"},
		{257.0, "duration_s", AnswerDuration, "4 min 17 s", "s"},
		{1.0, "days", AnswerNumber, "1 day", "days"},
		{18.0, "days", AnswerNumber, "18 days", "days"},
		{17.1, "years", AnswerNumber, "17.1 years", "years"},
		{1.0, "years", AnswerNumber, "1 year", "years"},
		{42.0, "distance_km", AnswerNumber, "42 km", "km"},
		{42.0, "count", AnswerNumber, "42", ""},
		{NewDate(2022, 6, 3), "start_date", AnswerDate, "2022-06-03", ""},
		{NewClock(8, 15, 0), "start_time", AnswerTime, "08:15", ""},
		// a pace in minutes per km is said in minutes and seconds
		{6.5, "pace_min_per_km", AnswerNumber, "6:30 min/km", "min/km"},
		{9.5, "pace_min_per_mi", AnswerNumber, "9:30 min/mi", "min/mi"},
		// a share is said in percent
		{8.62, "percent", AnswerNumber, "8.62 %", "%"},
		// an hour of the clock is the hour it names
		{22.0, "hour", AnswerNumber, "22:00–23:00", ""},
		{23.0, "hour", AnswerNumber, "23:00–00:00", ""},
		{[]any{7.0, 8.0}, "hour", AnswerList, "07:00–08:00, 08:00–09:00", ""},
		{"Daft Punk", "artist", AnswerText, "Daft Punk", ""},
		{[]any{"Daft Punk", "Muse"}, "artist", AnswerList, "Daft Punk, Muse", ""},
		{nil, "x", AnswerEmpty, "no matching events", ""},
		{[]any{}, "x", AnswerEmpty, "no matching events", ""},
	}
	for _, tc := range tests {
		a := ValueAnswer(tc.v, tc.attr, nil)
		if a.Type != tc.typ || a.Text != tc.text || a.Unit != tc.unit {
			t.Errorf("ValueAnswer(%v, %s) = %s %q %q, want %s %q %q", tc.v, tc.attr, a.Type, a.Text, a.Unit, tc.typ, tc.text, tc.unit)
		}
	}
	js, err := json.Marshal(ValueAnswer(NewDate(2022, 6, 3), "start_date", nil))
	if err != nil || string(js) != `{"value":"2022-06-03","text":"2022-06-03","unit":null,"type":"date"}` {
		t.Errorf("json = %s %v", js, err)
	}
	js, _ = json.Marshal(ValueAnswer(95.89, "price", []*Item{NewItem(nil, Attr{"currency", "EUR"})}))
	if string(js) != `{"value":95.89,"text":"95.89 EUR","unit":"EUR","type":"number"}` {
		t.Errorf("json = %s", js)
	}
}

func TestConvert(t *testing.T) {
	tests := []struct {
		in   any
		typ  AttrType
		want any
		ok   bool
	}{
		{"1:40:46", TypeDuration, 6046.0, true},
		{"126 min", TypeDuration, 7560.0, true},
		{"2h 30m", TypeDuration, 9000.0, true},
		{"PT1H30M", TypeDuration, 5400.0, true},
		{"1.5 hours", TypeDuration, 5400.0, true},
		{"90", TypeDuration, 90.0, true},
		{"soon", TypeDuration, nil, false},
		{"5.2 km", TypeDistance, 5.2, true},
		{"800 m", TypeDistance, 0.8, true},
		{"30 cm", TypeDistance, 0.0003, true},
		{"3 miles", TypeDistance, 4.828032, true},
		{"5.99 EUR", TypeMoney, 5.99, true},
		{"89,90 €", TypeMoney, 89.9, true},
		{"$1,234.50", TypeMoney, 1234.5, true},
		{"1.234,50 €", TypeMoney, 1234.5, true},
		{"30 %", TypeNumber, 30.0, true},
		{"-3.5", TypeNumber, -3.5, true},
		{"n/a", TypeNumber, nil, false},
		{"yes", TypeBool, true, true},
		{ingest.Text("2022-06-03"), TypeDate, NewDate(2022, 6, 3), true},
		{"18:30", TypeTime, NewClock(18, 30, 0), true},
		{"2022-06-03T18:30:00+02:00", TypeTime, NewClock(18, 30, 0), true},
		{"['Daft Punk', 'Pharrell Williams']", TypeList, []string{"Daft Punk", "Pharrell Williams"}, true},
		{"Anna, Tom and Lisa", TypeList, []string{"Anna", "Tom", "Lisa"}, true},
		{ingest.List([]string{"a"}), TypeList, []string{"a"}, true},
		{"  Italian ", TypeText, "Italian", true},
		{4.0, TypeText, "4", true},
		{"x", "", "x", true},
	}
	for _, tc := range tests {
		got, ok := Convert(tc.in, tc.typ, nil)
		if ok != tc.ok {
			t.Errorf("Convert(%v, %s) ok = %v", tc.in, tc.typ, ok)
			continue
		}
		if f, isF := got.(float64); isF {
			if w, _ := tc.want.(float64); f-w > 1e-9 || w-f > 1e-9 {
				t.Errorf("Convert(%v, %s) = %v, want %v", tc.in, tc.typ, got, tc.want)
			}
			continue
		}
		if ok && !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Convert(%v, %s) = %#v, want %#v", tc.in, tc.typ, got, tc.want)
		}
	}
	if dt, ok := Convert("2022-06-03 18:30", TypeDateTime, berlin); !ok || !dt.(time.Time).Equal(time.Date(2022, 6, 3, 18, 30, 0, 0, berlin)) {
		t.Errorf("naive datetime read in the given zone: %v", dt)
	}
}

func TestEventSpan(t *testing.T) {
	at := func(d, h int) time.Time { return time.Date(2024, 5, d, h, 0, 0, 0, berlin) }
	cases := []struct {
		name       string
		e          *ingest.Event
		start, end time.Time
	}{
		{"timed", event("a", "workout", at(3, 9), at(3, 10), false), at(3, 9), at(3, 10)},
		{"instant", event("b", "mail", at(3, 9), time.Time{}, false), at(3, 9), at(3, 9)},
		{"end before start", event("c", "mail", at(3, 9), at(3, 8), false), at(3, 9), at(3, 9)},
		{"all day, exclusive end", event("d", "calendar", at(3, 0), at(5, 0), true), at(3, 0), at(4, 0).Add(24*time.Hour - time.Second)},
		{"all day, no end", event("e", "calendar", at(3, 0), time.Time{}, true), at(3, 0), at(3, 0).Add(24*time.Hour - time.Second)},
	}
	for _, c := range cases {
		s, e := EventSpan(c.e)
		if !s.Equal(c.start) || !e.Equal(c.end) {
			t.Errorf("%s: span %s – %s, want %s – %s", c.name, s, e, c.start, c.end)
		}
	}
}

// An event's start and end datetimes read on their own are those its
// built-in attributes hold (temporalOf), for all-day events, instants and
// ends before starts.
func TestItemSpanAloneIsTemporal(t *testing.T) {
	rome := test.Zone("Europe/Rome")
	day := time.Date(2024, 3, 30, 0, 0, 0, 0, rome)
	for _, ev := range []*ingest.Event{
		{Source: "music_stream", Start: day.Add(25 * time.Hour)},
		{Source: "calendar", Start: day, End: day.AddDate(0, 0, 2), AllDay: true},
		{Source: "calendar", Start: day, AllDay: true},
		{Source: "workout", Start: day.Add(time.Hour), End: day},
		{Source: "workout", Start: day.Add(time.Hour), End: day.Add(3 * time.Hour)},
	} {
		tm := temporalOf([]*ingest.Event{ev})
		for name, want := range map[string]time.Time{AttrStartDateTime: tm.start, AttrEndDateTime: tm.end} {
			got, ok := ItemFromEvents(ev).Get(name)
			if !ok || !got.(time.Time).Equal(want) || got.(time.Time).Location() != want.Location() {
				t.Errorf("%+v: %s = %v, want %v", ev, name, got, want)
			}
		}
	}
}
