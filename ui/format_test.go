package ui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"reqap/lang/plural"
	"reqap/qa"
)

func TestFormatting(t *testing.T) {
	tests := []struct{ got, want string }{
		{plural.Thousands(0), "0"},
		{plural.Thousands(999), "999"},
		{plural.Thousands(45210), "45,210"},
		{plural.Thousands(1234567), "1,234,567"},
		{plural.Thousands(-1234), "-1,234"},
		{plural.Noun(1, "event"), "1 event"},
		{plural.Noun(43096, "event"), "43,096 events"},
		{plural.Noun(2, "entry"), "2 entries"},
		{elapsed(400 * time.Microsecond), "0.4 ms"},
		{elapsed(35 * time.Millisecond), "35 ms"},
		{elapsed(1200 * time.Millisecond), "1.2 s"},
		{elapsed(125 * time.Second), "2 min 5 s"},
		{shortPath("/home/a/Spotify Account Data/StreamingHistory_music_0.json"), "Spotify Account Data/StreamingHistory_music_0.json"},
		{shortPath("/home/a/takeout.zip!/Takeout/Calendar/x.ics"), "takeout.zip › Takeout/Calendar/x.ics"},
		{sourceName("music_stream"), "Music"},
		{sourceName("online_purchase_cancelled"), "Online purchase cancelled"},
		{oneLine("a\n  b\tc"), "a b c"},
	}
	for i, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%d: got %q, want %q", i, tt.got, tt.want)
		}
	}
	now := time.Date(2025, 8, 2, 12, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		t    time.Time
		want string
	}{
		{time.Time{}, "never"},
		{now.Add(-30 * time.Second), "just now"},
		{now.Add(-5 * time.Minute), "5 min ago"},
		{now.Add(-30 * time.Hour), "yesterday"},
		{now.AddDate(0, 0, -10), "23 Jul 2025"},
	} {
		if got := ago(tt.t, now); got != tt.want {
			t.Errorf("ago(%v) = %q, want %q", tt.t, got, tt.want)
		}
	}
}

func TestChartOf(t *testing.T) {
	month := func(y, m float64, n int) qa.Row {
		return qa.Row{Keys: []qa.Attr{{Name: "year", Value: y}, {Name: "month", Value: m}}, Count: n}
	}
	artist := func(a string, n int) qa.Row {
		return qa.Row{Keys: []qa.Attr{{Name: "artist", Value: a}}, Count: n}
	}
	tests := []struct {
		name       string
		rows       []qa.Row
		series     bool
		labels     []string
		values     []float64
		yLabel     string
		wantLabels int
	}{
		{name: "months in time order", rows: []qa.Row{month(2025, 2, 5), month(2024, 12, 7), month(2025, 1, 3)},
			series: true, labels: []string{"2024-12", "2025-01", "2025-02"}, values: []float64{7, 3, 5}, yLabel: "count"},
		{name: "artists by count", rows: []qa.Row{artist("B", 2), artist("A", 9), artist("C", 4)},
			labels: []string{"A", "C", "B"}, values: []float64{9, 4, 2}, yLabel: "count"},
		{name: "a value column", rows: []qa.Row{
			{Keys: []qa.Attr{{Name: "year", Value: 2024.0}}, Values: []qa.Attr{{Name: "distance_km", Value: 120.5}}, Count: 30},
			{Keys: []qa.Attr{{Name: "year", Value: 2023.0}}, Values: []qa.Attr{{Name: "distance_km", Value: 80.0}}, Count: 20}},
			series: true, labels: []string{"2023", "2024"}, values: []float64{80, 120.5}, yLabel: "distance_km"},
	}
	for _, tt := range tests {
		d := chartOf(tt.rows, "")
		if d.series != tt.series || d.yLabel != tt.yLabel || len(d.labels) != len(tt.labels) {
			t.Errorf("%s: %+v", tt.name, d)
			continue
		}
		for i := range tt.labels {
			if d.labels[i] != tt.labels[i] || d.values[i] != tt.values[i] {
				t.Errorf("%s: point %d = %s %v, want %s %v", tt.name, i, d.labels[i], d.values[i], tt.labels[i], tt.values[i])
			}
		}
	}
	var many []qa.Row
	for i := range 40 {
		many = append(many, artist(string(rune('A'+i%26))+string(rune('a'+i/26)), i))
	}
	if d := chartOf(many, ""); len(d.values) != maxBars || d.values[0] != 39 {
		t.Errorf("a bar chart keeps the %d largest groups, got %d starting at %v", maxBars, len(d.values), d.values[0])
	}
}

func TestRenderChart(t *testing.T) {
	test.NewTempApp(t)
	for _, series := range []bool{true, false} {
		d := chartData{labels: []string{"2024-08", "2024-09", "2024-10"}, values: []float64{4, 0, 8}, series: series, yLabel: "count"}
		img, err := renderChart(d, 400, 240, 1)
		if err != nil {
			t.Fatal(err)
		}
		if b := img.Bounds(); b.Dx() != 400 || b.Dy() != 240 {
			t.Fatalf("image is %v, want 400×240", b)
		}
		// The bars are drawn in the theme's primary colour.
		pr, pg, pb, _ := accent(theme.ColorNamePrimary).RGBA()
		bars := 0
		for y := 0; y < 240; y++ {
			for x := 0; x < 400; x++ {
				r, g, b, a := img.At(x, y).RGBA()
				if a == 0xffff && r == pr && g == pg && b == pb {
					bars++
				}
			}
		}
		if bars < 400 {
			t.Errorf("series=%v: only %d bar pixels", series, bars)
		}
	}
}
