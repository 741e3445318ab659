package otx

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"reqap/internal/test"
	"reqap/qa"
	"reqap/qa/tree"
)

// Every tree in testdata/trees (the paper's running example, its Table 14
// and Table 15 trees in our JSON form, and a few more) must validate.
func TestTreesValidate(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "trees", "*.json"))
	if err != nil || len(files) < 10 {
		t.Fatalf("want at least 10 trees, found %d (%v)", len(files), err)
	}
	for _, f := range files {
		data := test.ReadFile(t, f)
		n, err := tree.Parse(data)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		if err := tree.Validate(n); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
}

func TestPaperTrees(t *testing.T) {
	tests := []struct {
		file     string
		now      time.Time
		typ      qa.AnswerType
		value    any
		text     string
		unit     string
		evidence []string
	}{
		{file: "q3_italian_after_football.json", typ: qa.AnswerNumber, value: 2.0, text: "2",
			evidence: []string{"fb1", "food1", "fb2", "food2"}},
		{file: "t14_1_spent_march_2022.json", typ: qa.AnswerNumber, value: 95.89, text: "95.89 EUR", unit: "EUR",
			evidence: []string{"buy1", "buy2"}},
		{file: "t14_2_first_football_after_engineer.json", typ: qa.AnswerDateTime,
			value: at(berlin, "2024-10-03 18:00"), text: "2024-10-03 18:00", evidence: []string{"fb1"}},
		{file: "t14_3_restaurants_in_tokyo.json", typ: qa.AnswerList, value: []any{"Sushi Saito", "Ichiran"},
			text: "Sushi Saito, Ichiran", evidence: []string{"trip1", "rest1", "rest3"}},
		{file: "t14_4_earliest_doctor.json", typ: qa.AnswerText, value: "GP visit", text: "GP visit",
			evidence: []string{"doc2"}},
		{file: "t14_5_products_last_6_months.json", now: time.Date(2022, 6, 1, 9, 0, 0, 0, berlin),
			typ: qa.AnswerNumber, value: 5.0, text: "5", evidence: []string{"buy1", "buy2", "buy3"}},
		{file: "t14_5_products_last_6_months.json", typ: qa.AnswerNumber, value: 0.0, text: `0 — nothing found for "products bought online in the last 6 months"`},
		{file: "icl_1_day_most_music.json", typ: qa.AnswerDate, value: qa.NewDate(2019, 1, 8), text: "2019-01-08",
			evidence: []string{"song1", "song2", "song3", "song4"}},
		{file: "icl_2_parents_evening.json", typ: qa.AnswerNumber, value: 1.0, text: "1", evidence: []string{"par1"}},
		{file: "icl_3_spent_last_three_years.json", typ: qa.AnswerNumber, value: 105.39, text: "105.39 EUR", unit: "EUR",
			evidence: []string{"buy1", "buy2", "buy3"}},
		{file: "icl_4_artist_while_running.json", typ: qa.AnswerText, value: "Daft Punk", text: "Daft Punk",
			evidence: []string{"run3", "song1", "song2"}},
		{file: "icl_5_robert_in_park.json", typ: qa.AnswerNumber, value: 1.0, text: "1", evidence: []string{"meet1"}},
		{file: "km_first_week_2019.json", typ: qa.AnswerNumber, value: 13.2, text: "13.2 km", unit: "km",
			evidence: []string{"run1", "run2"}},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			now := tc.now
			if now.IsZero() {
				now = testNow
			}
			n := loadTree(t, tc.file)
			res, err := testEngine().Run(t.Context(), n, Options{Now: now})
			if err != nil {
				t.Fatal(err)
			}
			a := res.Answer
			if a.Type != tc.typ || a.Text != tc.text || a.Unit != tc.unit {
				t.Errorf("answer = %s %q unit %q, want %s %q unit %q", a.Type, a.Text, a.Unit, tc.typ, tc.text, tc.unit)
			}
			if f, ok := a.Value.(float64); ok {
				if want, _ := tc.value.(float64); abs(f-want) > 1e-9 {
					t.Errorf("value = %v, want %v", f, want)
				}
			} else if wt, ok := tc.value.(time.Time); ok {
				if got, _ := a.Value.(time.Time); !got.Equal(wt) || got.Location().String() != wt.Location().String() {
					t.Errorf("value = %v, want %v", a.Value, wt)
				}
			} else if !reflect.DeepEqual(a.Value, tc.value) {
				t.Errorf("value = %#v, want %#v", a.Value, tc.value)
			}
			if got := evidenceIDs(res); !reflect.DeepEqual(got, tc.evidence) {
				t.Errorf("evidence = %v, want %v", got, tc.evidence)
			}
			var b strings.Builder
			if err := res.WriteText(&b); err != nil {
				t.Fatal(err)
			}
			t.Log("\n" + b.String())
		})
	}
}

func abs(f float64) float64 {
	if f < 0 {
		return -f
	}
	return f
}

func TestGroupByAnswerIsTable(t *testing.T) {
	res := mustRun(t, testEngine(), loadTree(t, "runs_per_month.json"))
	if res.Answer.Type != qa.AnswerTable {
		t.Fatalf("type = %s", res.Answer.Type)
	}
	rows := res.Answer.Value.([]qa.Row)
	if len(rows) != 2 || rows[0].Count != 3 || rows[1].Count != 1 {
		t.Fatalf("rows = %+v", rows)
	}
	if rows[0].Keys[0].Value != 2019.0 || rows[0].Keys[1].Value != 1.0 || rows[1].Keys[1].Value != 2.0 {
		t.Errorf("keys = %+v / %+v", rows[0].Keys, rows[1].Keys)
	}
	want := "year  month  count\n2019  1      3\n2019  2      1"
	if res.Answer.Text != want {
		t.Errorf("text =\n%s\nwant\n%s", res.Answer.Text, want)
	}
	if got := evidenceIDs(res); !reflect.DeepEqual(got, []string{"run1", "run2", "run3", "run4"}) {
		t.Errorf("evidence = %v", got)
	}
}
