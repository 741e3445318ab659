package expr

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/internal/test"
	"reqap/qa"
)

var (
	berlin  = test.Zone("Europe/Berlin")
	newYork = test.Zone("America/New_York")
	now     = time.Date(2024, 11, 1, 12, 0, 0, 0, berlin) // a Friday
)

// item is a run in New York late on Saturday 2019-01-05 (Sunday in Berlin).
func item() *qa.Item {
	e := &ingest.Event{ID: "run", Source: "workout",
		Start: time.Date(2019, 1, 5, 23, 30, 0, 0, newYork), End: time.Date(2019, 1, 6, 0, 20, 0, 0, newYork)}
	return qa.ItemFromEvents(e).WithAttrs(
		qa.Attr{Name: "artist", Value: "Daft Punk"},
		qa.Attr{Name: "participants", Value: []string{"Robert Smith", "Anna"}},
		qa.Attr{Name: "distance_km", Value: 8.0},
		qa.Attr{Name: "scores", Value: []any{3.0, nil, 1.0, 2.0}},
		qa.Attr{Name: "location", Value: "Central Park"},
		qa.Attr{Name: "empty", Value: []any{}},
	)
}

func eval(t *testing.T, src string, c Context, it *qa.Item) (any, error) {
	t.Helper()
	p, err := Compile(src, c)
	if err != nil {
		return nil, err
	}
	p.SetNow(now)
	if c == Apply {
		p.Bind("items", []*qa.Item{it, it.With("distance_km", 2.0)})
	}
	if c == Join {
		return p.EvalPair(it, it.With("distance_km", 3.0))
	}
	return p.Eval(it)
}

// contextCase is an expression evaluated in a context on an item, and the
// value it must give.
type contextCase struct {
	src  string
	c    Context
	on   *qa.Item
	want any
}

func runContextCases(t *testing.T, tests []contextCase) {
	t.Helper()
	for _, tc := range tests {
		got, err := eval(t, tc.src, tc.c, tc.on)
		if err != nil {
			t.Errorf("%s: %v", tc.src, err)
			continue
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s = %#v, want %#v", tc.src, got, tc.want)
		}
	}
}

func TestHelpers(t *testing.T) {
	d := qa.NewDate
	tests := []struct {
		src  string
		want any
	}{
		// Dates and times.
		{`year(start_date)`, 2019.0},
		{`month(start_datetime)`, 1.0},
		{`day(start_date)`, 5.0},
		{`weekday(start_date)`, 6.0},
		{`weekday("2024-11-03")`, 7.0},
		{`weekday_name(start_date)`, "Saturday"},
		{`month_name(start_date)`, "January"},
		{`isoweek(start_date)`, 1.0},
		{`isoyear(date("2018-12-31"))`, 2019.0},
		{`hour(start_time)`, 23.0},
		{`minute(start_datetime)`, 30.0},
		{`hour(end_datetime)`, 0.0},
		{`date("2022-06-03")`, d(2022, 6, 3)},
		{`date(2022, 6, 3)`, d(2022, 6, 3)},
		{`date(start_datetime)`, d(2019, 1, 5)},
		{`time("18:30")`, qa.NewClock(18, 30, 0)},
		{`time(18, 30)`, qa.NewClock(18, 30, 0)},
		{`clock(start_datetime)`, qa.NewClock(23, 30, 0)},
		{`datetime("2022-06-03T18:30:00+02:00") == datetime("2022-06-03T16:30:00Z")`, true},
		{`datetime(date("2022-06-03"), time("18:30"))`, time.Date(2022, 6, 3, 18, 30, 0, 0, berlin)},
		{`datetime(2022, 6, 3, 18, 30)`, time.Date(2022, 6, 3, 18, 30, 0, 0, berlin)},
		{`add_days(date("2024-02-28"), 2)`, d(2024, 3, 1)},
		{`add_weeks(date("2024-01-01"), -1)`, d(2023, 12, 25)},
		{`add_months(date("2024-01-31"), 1)`, d(2024, 2, 29)},
		{`add_months(date("2023-01-31"), 1)`, d(2023, 2, 28)},
		{`add_years(date("2024-02-29"), 1)`, d(2025, 2, 28)},
		{`add_months(today, -6)`, d(2024, 5, 1)},
		{`add_days(start_datetime, 1)`, time.Date(2019, 1, 6, 23, 30, 0, 0, newYork)},
		{`add_hours(end_datetime, 3) == datetime("2019-01-06T03:20:00-05:00")`, true},
		{`add_minutes(time("23:50"), 20)`, qa.NewClock(0, 10, 0)},
		{`days_between(date("2024-01-01"), date("2024-03-01"))`, 60.0},
		// an age: whole years, complete on the day and month
		{`years_between(date("1986-04-15"), date("2023-04-15"))`, 37.0},
		{`years_between(date("1986-04-15"), date("2023-04-14"))`, 36.0},
		{`years_between(date("2000-02-29"), date("2001-02-28"))`, 0.0},
		{`years_between(date("2000-02-29"), date("2001-03-01"))`, 1.0},
		{`years_between(date("2023-04-15"), date("1986-04-15"))`, -37.0},
		{`years_between(date("2023-04-14"), date("1986-04-15"))`, -36.0},
		{`days_between(start_datetime, end_datetime)`, 1.0},
		{`dates_of([date("2024-03-01"), start_datetime, date("2024-02-28"), date("2024-03-01")])`, []any{d(2019, 1, 5), d(2024, 2, 28), d(2024, 3, 1)}},
		{`longest_streak([date("2024-03-01"), date("2024-02-28"), date("2024-02-29"), date("2024-03-01"), date("2024-03-05")])`, 3.0},
		{`longest_streak([])`, 0.0},
		{`spells([date("2024-03-01"), date("2024-02-28"), date("2024-02-29"), date("2024-03-01"), date("2024-03-05")], 1)`, 2.0},
		{`spells([date("2024-12-23"), date("2024-12-25"), date("2024-11-22"), date("2024-11-24"), date("2024-11-23"), date("2024-12-27")], 2)`, 2.0},
		{`spells([], 2)`, 0.0},
		{`spell_lengths([date("2024-12-23"), date("2024-12-25"), date("2024-11-22"), date("2024-11-24"), date("2024-11-23"), date("2024-12-27")], 2)`, []any{3.0, 5.0}},
		{`spell_starts([date("2024-12-23"), date("2024-12-25"), date("2024-11-22"), date("2024-11-24"), date("2024-11-23"), date("2024-12-27")], 2)`, []any{d(2024, 11, 22), d(2024, 12, 23)}},
		{`spell_nights([date("2024-12-23"), date("2024-12-25"), date("2024-11-22"), date("2024-11-24"), date("2024-11-23"), date("2024-12-27"), date("2024-12-25")], 2)`, 6.0},
		{`spell_nights([date("2025-02-19"), date("2025-02-22")], 2)`, 0.0},
		// Vienna's day between its two written days counted in
		{`spell_days([date("2025-02-21"), date("2025-02-19"), date("2025-02-19"), date("2025-03-01")], 2)`, []any{d(2025, 2, 19), d(2025, 2, 20), d(2025, 2, 21), d(2025, 3, 1)}},
		// the runs holding a mark, each once: Prague (marked twice) and
		// Dresden, not Vienna
		{`spells_with([date("2024-10-11"), date("2024-10-13"), date("2025-02-19"), date("2025-02-21"), date("2025-08-29")], 2, [date("2024-10-11"), date("2024-10-13"), date("2025-08-29"), date("2025-01-01")])`, 2.0},
		// the days of those runs, each once: Prague's three, Dresden's one
		{`spell_dates_with([date("2024-10-11"), date("2024-10-13"), date("2024-10-12"), date("2025-02-19"), date("2025-02-21"), date("2025-08-29")], 2, [date("2024-10-11"), date("2024-10-13"), date("2025-08-29")])`, []any{d(2024, 10, 11), d(2024, 10, 12), d(2024, 10, 13), d(2025, 8, 29)}},
		{`spell_dates_with([], 2, [])`, []any{}},
		{`longest_gap([date("2024-03-01"), date("2024-02-28"), date("2024-03-10"), date("2024-03-01")])`, 9.0},
		{`longest_gap([date("2024-03-01")])`, 0.0},
		{`len(periods(date("2024-02-28"), date("2024-03-12"), "week"))`, 3.0},
		{`periods(date("2024-02-28"), date("2024-03-12"), "week")[0]`, qa.NewDate(2024, 2, 26)},
		{`periods(date("2024-01-15"), date("2024-03-01"), "month")[1]`, qa.NewDate(2024, 2, 1)},
		{`len(periods(date("2024-03-01"), date("2024-03-01"), "day"))`, 0.0},
		{`hours_between(start_datetime, end_datetime)`, 50.0 / 60},
		{`minutes_between(start_datetime, end_datetime)`, 50.0},
		{`start_of_week(date("2024-11-03"))`, d(2024, 10, 28)},
		{`start_of_month(start_date)`, d(2019, 1, 1)},
		{`start_of_year(today)`, d(2024, 1, 1)},
		{`is_weekend(start_date)`, true},
		{`is_weekend(today)`, false},
		{`season(date("2022-12-24"))`, "winter"},
		{`season(date("2022-04-01"))`, "spring"},
		{`season(date("2022-07-01"))`, "summer"},
		{`season(date("2022-10-01"))`, "autumn"},
		{`today`, d(2024, 11, 1)},
		{`today()`, d(2024, 11, 1)},
		{`now == datetime("2024-11-01T12:00:00+01:00")`, true},
		{`start_date.year`, 2019.0},
		{`start_datetime.hour`, 23.0},
		// Comparisons with consistent temporal semantics.
		{`start_date == date("2019-01-05")`, true},
		{`start_datetime >= date("2019-01-05") && start_datetime <= date("2019-01-05")`, true},
		{`start_datetime < datetime("2019-01-06T05:00:00+01:00")`, false},
		{`start_time >= "18:00"`, true},
		{`start_date >= "2019-01-01"`, true},
		{`end_date - start_date`, 1.0},
		{`end_datetime - start_datetime`, 3000.0},
		{`time("10:00") - time("09:30")`, 1800.0},
		// Text.
		{`lower(artist)`, "daft punk"},
		{`upper(artist)`, "DAFT PUNK"},
		{`trim("  x ")`, "x"},
		{`email_of("Anna Berg <Anna@X.org>")`, "anna@x.org"},
		{`name_of("Anna Berg <anna@x.org>")`, "Anna Berg"},
		{`email_of("Anna Berg")`, ""},
		{`name_of("anna@x.org")`, ""},
		{`email_of(["A <a@x.org>", "b@y.org"])`, []any{"a@x.org", "b@y.org"}},
		{`artist == "DAFT PUNK"`, true},
		{`artist != "Muse"`, true},
		{`contains(location, "park")`, true},
		{`location contains "PARK"`, true},
		{`not (location contains "zoo")`, true},
		{`starts_with(artist, "daft")`, true},
		{`ends_with(artist, "PUNK")`, true},
		{`startsWith(artist, "Daft")`, true},
		{`artist startsWith "daft"`, true},
		{`"punk" in artist`, true},
		{`split("a, b;c")`, []any{"a", "b", "c"}},
		{`split("a|b", "|")`, []any{"a", "b"}},
		{`join(participants, " & ")`, "Robert Smith & Anna"},
		{`str(distance_km) + " km"`, "8 km"},
		{`artist matches "^Daft"`, true},
		{`matches(artist, "(?i)punk$")`, true},
		// Numbers.
		{`round(2.345, 2)`, 2.35},
		{`round(2.5)`, 3.0},
		{`abs(-3)`, 3.0},
		{`floor(2.7)`, 2.0},
		{`ceil(2.1)`, 3.0},
		{`number("5.2 km")`, 5.2},
		{`int("7.9")`, 7.0},
		{`distance_km * 2 + 1`, 17.0},
		{`distance_km / 4`, 2.0},
		{`distance_km % 3`, 2.0},
		{`7 % 2`, 1.0},
		// Lists.
		{`len(participants)`, 2.0},
		{`len(artist)`, 9.0},
		{`len(empty)`, 0.0},
		{`"anna" in participants`, true},
		{`"Robert" in participants`, false},
		{`participants contains "robert"`, true},
		{`any(participants, {# contains "robert"})`, true},
		{`all(participants, {len(#) > 3})`, true},
		{`count(participants, {starts_with(#, "a")})`, 1},
		{`map(participants, {lower(#)})`, []any{"robert smith", "anna"}},
		{`filter(scores, {# != nil && # > 1})`, []any{3.0, 2.0}},
		{`sum(scores)`, 6.0},
		{`sum(1, 2, 3)`, 6.0},
		{`sum(empty)`, 0.0},
		{`avg(scores)`, 2.0},
		{`avg(empty)`, nil},
		{`mean([1, 2])`, 1.5},
		{`median([5, 1, 3, 2])`, 2.5},
		{`min(scores)`, 1.0},
		{`max(scores)`, 3.0},
		{`max(date("2022-01-01"), date("2023-01-01"), start_date)`, d(2023, 1, 1)},
		{`min(time("09:00"), start_datetime)`, qa.NewClock(9, 0, 0)},
		{`min(empty)`, nil},
		{`sort([3, 1, 2])`, []any{1, 2, 3}},
		{`sort(["b", "A", "c"], "desc")`, []any{"c", "b", "A"}},
		{`sort([date("2022-01-02"), date("2021-05-01")])`, []any{d(2021, 5, 1), d(2022, 1, 2)}},
		{`top_k([5, 1, 9, 3], 2)`, []any{9, 5}},
		{`unique(["a", "A", "b", "a"])`, []any{"a", "b"}},
		{`most_common(["b", "a", "A", nil, nil, nil, "b", "a"])`, "a"},
		{`most_common(["b", "a"])`, "b"},
		{`most_common([date("2022-01-02"), date("2021-05-01"), date("2021-05-01")])`, d(2021, 5, 1)},
		{`most_common(empty)`, nil},
		{`most_common(["c", "a", "b", "a", "b", "a", nil, nil, nil], 2)`, []any{"a", "b"}},
		{`most_common(["x", "y", "y"], 5)`, []any{"y", "x"}},
		{`most_common(empty, 3)`, []any{}},
		{`most_total([{"c": "book", "p": 5}, {"c": "food", "p": 3}, {"c": "food", "p": 4}, {"c": nil, "p": 50}, {"c": "gift"}], "c", "p")`, "food"},
		{`most_total(empty, "c", "p")`, nil},
		{`flatten([[1, [2]], 3])`, []any{1, 2, 3}},
		{`first(participants)`, "Robert Smith"},
		{`last(participants)`, "Anna"},
		{`first(empty)`, nil},
		{`reverse([1, 2])`, []any{2, 1}},
		{`[1, 2] + [3]`, []any{1, 2, 3}},
		{`attr(first(empty), "x") ?? "none"`, "none"},
		{`first(empty) > 3`, false},
		{`let km = distance_km; km > 5 ? "long" : "short"`, "long"},
		{`missing_attr == nil`, true},
		{`missing_attr ?? 5`, 5},
	}
	it := item()
	for _, tc := range tests {
		got, err := eval(t, tc.src, Items, it)
		if err != nil {
			t.Errorf("%s: %v", tc.src, err)
			continue
		}
		if f, ok := got.(float64); ok {
			if w, isF := tc.want.(float64); isF && (f-w > 1e-9 || w-f > 1e-9) || !isF {
				t.Errorf("%s = %v, want %v", tc.src, got, tc.want)
			}
			continue
		}
		if wt, ok := tc.want.(time.Time); ok {
			if gt, isT := got.(time.Time); !isT || !gt.Equal(wt) || gt.Location().String() != wt.Location().String() {
				t.Errorf("%s = %v, want %v", tc.src, got, wt)
			}
			continue
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s = %#v, want %#v", tc.src, got, tc.want)
		}
	}
}

func TestContexts(t *testing.T) {
	it := item()
	g := qa.NewGroup([]string{"artist"}, []any{"Daft Punk"}, []*qa.Item{it, it.With("distance_km", 2.0), it.With("distance_km", nil)})
	runContextCases(t, []contextCase{
		{`len(group)`, Groups, g, 3.0},
		{`artist`, Groups, g, "Daft Punk"},
		{`sum(map(group, .distance_km))`, Groups, g, 10.0},
		{`count(group, .distance_km > 5)`, Groups, g, 1},
		{`max(map(group, .start_date))`, Groups, g, qa.NewDate(2019, 1, 5)},
		{`len(items)`, Apply, it, 2.0},
		{`sum(map(items, .distance_km))`, Apply, it, 10.0},
		{`len(sort_by(items, "distance_km", "desc"))`, Apply, it, 2.0},
		{`top_k(items, "distance_km", 1)[0].distance_km`, Apply, it, 8.0},
		{`i1.distance_km < i2.distance_km`, Join, it, false},
		{`i1.artist == i2.artist && i1.start_datetime <= add_hours(i2.end_datetime, 1)`, Join, it, true},
	})
}

func TestInfo(t *testing.T) {
	p, err := Compile(`i1.start_datetime >= i2.end_datetime && i1.x == nil && started < i2.y`, Join)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(p.Info.I1, []string{"start_datetime", "x"}) || !reflect.DeepEqual(p.Info.I2, []string{"end_datetime", "y"}) ||
		!reflect.DeepEqual(p.Info.Idents, []string{"started"}) || !reflect.DeepEqual(p.Info.NilAware, []string{"i1.x"}) {
		t.Errorf("info = %+v", p.Info)
	}
	p, err = Compile(`sum(map(group, .duration_s)) / len(group) > limit && count(group, {.cuisine == "thai"}) > 0`, Groups)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(p.Info.MemberAttrs, []string{"cuisine", "duration_s"}) || !reflect.DeepEqual(p.Info.Idents, []string{"limit"}) || !p.Info.UsesGroup {
		t.Errorf("info = %+v", p.Info)
	}
}

func TestCompileErrors(t *testing.T) {
	tests := []struct {
		src  string
		c    Context
		want string
	}{
		{``, Items, "empty expression"},
		{`year(`, Items, "unexpected"},
		{`foo(1)`, Items, "unknown function foo"},
		{`start_date.Year()`, Items, "method calls are not supported"},
		{`year(a, b)`, Items, "year takes 1 argument, got 2"},
		{`round()`, Items, "round takes 1 to 2 arguments"},
		{`len(group)`, Items, "group is the member list"},
		{`len(items)`, Items, "items is the whole input list"},
		{`i1.x == 1`, Items, "i1 is the left item"},
		{`reduce([1], #acc + #)`, Items, "unknown function reduce"},
		{`repeat("a", 5)`, Items, "unknown function repeat"},
		{`$env`, Items, "$env is not available"},
		{`year > 3`, Items, "year is a function"},
		{`__eq(1, 1)`, Items, "unknown function __eq"},
		{`let group = 1; group`, Groups, "reserved name"},
		{strings.Repeat("1 + ", 500) + "1", Items, "exceeds"},
	}
	for _, tc := range tests {
		_, err := Compile(tc.src, tc.c)
		var ee *Error
		if err == nil || !errors.As(err, &ee) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Compile(%.40q) = %v, want error containing %q", tc.src, err, tc.want)
		}
	}
}

func TestEvalErrors(t *testing.T) {
	it := item()
	tests := []struct {
		src     string
		missing string
		typeErr bool
	}{
		{`cuisine == "thai"`, "cuisine", false},
		{`cuisine != "thai"`, "cuisine", false},
		{`len(cuisine) > 0`, "cuisine", false},
		{`artist > 3`, "", true},
		{`start_date > time("10:00")`, "", true},
		{`year(artist) == 2020`, "", false},
		{`start_date + 1`, "", false},
	}
	for _, tc := range tests {
		_, err := eval(t, tc.src, Items, it)
		if err == nil {
			t.Errorf("%s: no error", tc.src)
			continue
		}
		var me *MissingError
		if tc.missing != "" && (!errors.As(err, &me) || me.Attr != tc.missing || !errors.Is(err, qa.ErrMissing)) {
			t.Errorf("%s: %v, want missing %s", tc.src, err, tc.missing)
		}
		var te *qa.TypeError
		if tc.typeErr && !errors.As(err, &te) {
			t.Errorf("%s: %v, want a type error", tc.src, err)
		}
	}
	// Non-boolean conditions are errors, not "true".
	p, _ := Compile(`artist`, Items)
	if _, err := p.Bool(it); err == nil || !strings.Contains(err.Error(), "not true or false") {
		t.Errorf("Bool: %v", err)
	}
}

func TestBudgetAndContext(t *testing.T) {
	members := make([]*qa.Item, 3000)
	for i := range members {
		members[i] = qa.NewItem(nil, qa.Attr{Name: "n", Value: float64(i)})
	}
	g := qa.NewGroup([]string{"k"}, []any{"x"}, members)
	p, err := Compile(`count(group, {all(group, {.n >= 0})})`, Groups)
	if err != nil {
		t.Fatal(err)
	}
	p.SetBudget(200_000)
	if _, err := p.Eval(g); !errors.Is(err, ErrBudget) {
		t.Fatalf("quadratic evaluation: %v", err)
	}
	// A span written wrong (an end in the year 9999) is bounded too.
	long := qa.ItemFromEvents(&ingest.Event{Start: time.Date(1, 1, 1, 0, 0, 0, 0, time.UTC), End: time.Date(9999, 12, 31, 0, 0, 0, 0, time.UTC)})
	span, err := Compile(`len(dates_of(items))`, Apply)
	if err != nil {
		t.Fatal(err)
	}
	span.SetBudget(200_000)
	span.Bind("items", []*qa.Item{long})
	if _, err := span.Run(); !errors.Is(err, ErrBudget) {
		t.Fatalf("span of 3.6 million days: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p.SetContext(ctx)
	if _, err := p.Eval(g); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
	for _, src := range []string{`len(1..100000000)`, `map(1..2000000, #)`} {
		q, _ := Compile(src, Items)
		if _, err := q.Eval(item()); err == nil {
			t.Errorf("%s: no error", src)
		}
	}
	q, _ := Compile(`let a = "xxxxxxxxxxxxxxxx"; let b = a + a + a + a + a + a + a + a; let c = b + b + b + b + b + b + b + b; `+
		`let d = c + c + c + c + c + c + c + c; let e = d + d + d + d + d + d + d + d; let f = e + e + e + e + e + e + e + e; f + f + f + f`, Items)
	if _, err := q.Eval(item()); err == nil || !strings.Contains(err.Error(), "text longer") {
		t.Errorf("text growth: %v", err)
	}
}

// FILTER over many items must not allocate per item beyond the boxed
// result of a helper.
func TestEvalAllocations(t *testing.T) {
	it := item()
	p, err := Compile(`year(start_date) == 2019 && distance_km > 5`, Items)
	if err != nil {
		t.Fatal(err)
	}
	p.SetNow(now)
	allocs := testing.AllocsPerRun(200, func() {
		if ok, err := p.Bool(it); err != nil || !ok {
			t.Fatal(ok, err)
		}
	})
	// One for the VM's argument buffer, one for boxing start_date.
	if allocs > 3 {
		t.Errorf("%v allocations per evaluation", allocs)
	}
	t.Logf("%v allocations per evaluation", allocs)
}

func BenchmarkFilter(b *testing.B) {
	it := item()
	p, _ := Compile(`year(start_date) == 2019 && lower(artist) contains "punk"`, Items)
	p.SetNow(now)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := p.Bool(it); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCompile(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Compile(`year(start_date) == 2022 && lower(artist) contains "punk"`, Items); err != nil {
			b.Fatal(err)
		}
	}
}

// TestClone evaluates clones of one compiled program on several goroutines
// (run with -race): each has its own state, and each sees what was bound.
func TestClone(t *testing.T) {
	p, err := Compile(`year(start_date) == year(today) - 5 && len(split("a, b")) == 2 && count(participants, {# matches "(?i)^a"}) == n`, Items)
	if err != nil {
		t.Fatal(err)
	}
	p.SetNow(now)
	p.Bind("n", 1.0)
	it := item()
	want, err := p.Eval(it)
	if err != nil {
		t.Fatal(err)
	}
	clones := []*Program{p.Clone(), p.Clone(), p.Clone(), p.Clone()}
	test.Concurrently(t, len(clones), func(g int) error {
		for range 200 {
			got, err := clones[g].Eval(it)
			if err == nil && got != want {
				err = fmt.Errorf("a clone gave %v, the original %v", got, want)
			}
			if err != nil {
				return err
			}
		}
		return nil
	})
	c := p.Clone()
	c.Bind("n", 2.0)
	if a, b := mustEval(t, p, it), mustEval(t, c, it); a == b {
		t.Errorf("binding a clone changed the original (both %v)", a)
	}
}

func mustEval(t *testing.T, p *Program, it *qa.Item) any {
	t.Helper()
	v, err := p.Eval(it)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestDatesOf: an event of half a day or more happened on each of its
// dates, a shorter one on its start date alone (a song that ends past
// midnight was played on one day); each date once.
func TestDatesOf(t *testing.T) {
	at := func(y, m, d, h, mi int) time.Time { return time.Date(y, time.Month(m), d, h, mi, 0, 0, berlin) }
	items := []*qa.Item{
		qa.ItemFromEvents(&ingest.Event{Start: at(2024, 3, 1, 23, 58), End: at(2024, 3, 2, 0, 2)}),               // a song
		qa.ItemFromEvents(&ingest.Event{Start: at(2024, 3, 1, 9, 0), End: at(2024, 3, 1, 9, 3)}),                 // another that day
		qa.ItemFromEvents(&ingest.Event{Start: at(2024, 3, 5, 0, 0), End: at(2024, 3, 8, 0, 0), AllDay: true}),   // a trip of three days
		qa.ItemFromEvents(&ingest.Event{Start: at(2024, 3, 7, 15, 0), End: at(2024, 3, 9, 11, 0)}),               // a stay over it
		qa.ItemFromEvents(&ingest.Event{Start: at(2024, 3, 12, 0, 0), End: at(2024, 3, 12, 0, 0), AllDay: true}), // an all-day note
	}
	p, err := Compile(`dates_of(items)`, Apply)
	if err != nil {
		t.Fatal(err)
	}
	p.Bind("items", items)
	got, err := p.Run()
	if err != nil {
		t.Fatal(err)
	}
	d := qa.NewDate
	want := []any{d(2024, 3, 1), d(2024, 3, 5), d(2024, 3, 6), d(2024, 3, 7), d(2024, 3, 8), d(2024, 3, 9), d(2024, 3, 12)}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("dates_of = %v, want %v", got, want)
	}
}

// A source compiled again is the program kept from the first time, but
// each caller's own: what one binds and evaluates is not the other's. A
// source that does not compile fails every time.
func TestCompiledTwiceAreApart(t *testing.T) {
	const src = "x + 1 > limit"
	a := test.Must(t, func() (*Program, error) { return Compile(src, Items) })
	b := test.Must(t, func() (*Program, error) { return Compile(src, Items) })
	if a == b || !reflect.DeepEqual(a.Info, b.Info) {
		t.Fatalf("compiled twice: %p %+v and %p %+v", a, a.Info, b, b.Info)
	}
	a.Bind("limit", 1.0)
	b.Bind("limit", 10.0)
	it := qa.NewItem(nil, qa.Attr{Name: "x", Value: 5.0})
	if ok, err := a.Bool(it); !ok || err != nil {
		t.Errorf("a: %v %v, want true", ok, err)
	}
	if ok, err := b.Bool(it); ok || err != nil {
		t.Errorf("b: %v %v, want false (a's binding leaked)", ok, err)
	}
	// A context is part of what is kept: group is a name over groups only.
	for range 2 {
		if _, err := Compile("len(group) > 1", Groups); err != nil {
			t.Errorf("over groups: %v", err)
		}
		if _, err := Compile("len(group) > 1", Items); err == nil {
			t.Error("group compiled over items")
		}
	}
	for range 2 {
		if _, err := Compile("x +", Items); err == nil {
			t.Error("a broken source compiled")
		}
	}
}

// Flipped turns a comparison round, so that a bound said either way
// ("30 < x", "x > 30") and a join's sides read the same; an operator
// with no sides to swap has none.
func TestFlipped(t *testing.T) {
	for op, want := range map[string]string{"<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "=="} {
		if got, ok := Flipped(op); !ok || got != want {
			t.Errorf("Flipped(%q) = %q, %v; want %q", op, got, ok, want)
		}
	}
	for _, op := range []string{"!=", "+", "in", "contains"} {
		if got, ok := Flipped(op); ok {
			t.Errorf("Flipped(%q) = %q, want none", op, got)
		}
	}
}
