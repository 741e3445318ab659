package track

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestPathOnlyWhenAsked(t *testing.T) {
	fsys := os.DirFS("testdata")
	// The file has four points; one has no position.
	var plain, withPath []Track
	if err := ReadFile(context.Background(), fsys, "garmin_run_hr.gpx", func(tr Track) error { plain = append(plain, tr); return nil }); err != nil {
		t.Fatal(err)
	}
	if err := ReadFile(WithPath(context.Background()), fsys, "garmin_run_hr.gpx", func(tr Track) error { withPath = append(withPath, tr); return nil }); err != nil {
		t.Fatal(err)
	}
	if plain[0].Path != nil {
		t.Error("the path is kept without being asked for")
	}
	p := withPath[0].Path
	if len(p) != 3 || p[0] != (Position{Lat: 52.52, Lon: 13.4}) || p[1] != (Position{Lat: 52.529, Lon: 13.4}) {
		t.Errorf("GPX path %v", p)
	}
	var tcx []Track
	if err := ReadFile(WithPath(context.Background()), fsys, "intervals.tcx", func(tr Track) error { tcx = append(tcx, tr); return nil }); err != nil {
		t.Fatal(err)
	}
	if len(tcx[0].Path) != 2 || tcx[0].Path[0] != (Position{Lat: 51.5, Lon: -0.12}) {
		t.Errorf("TCX path %v", tcx[0].Path)
	}
}

func TestLongPathIsThinned(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<gpx creator="test"><trk><trkseg>`)
	const n = 10*MaxPathPoints + 7
	for i := range n {
		fmt.Fprintf(&b, `<trkpt lat="%f" lon="10"></trkpt>`, float64(i)/n*80)
	}
	b.WriteString(`</trkseg></trk></gpx>`)
	var tr Track
	if err := ReadGPX(WithPath(context.Background()), strings.NewReader(b.String()), func(t Track) error { tr = t; return nil }); err != nil {
		t.Fatal(err)
	}
	if len(tr.Path) > MaxPathPoints || len(tr.Path) < MaxPathPoints/2 {
		t.Errorf("%d points kept of %d", len(tr.Path), n)
	}
	if tr.Path[0].Lat != 0 || tr.Points != n {
		t.Errorf("first %v, %d points", tr.Path[0], tr.Points)
	}
	for i := 1; i < len(tr.Path); i++ {
		if tr.Path[i].Lat <= tr.Path[i-1].Lat {
			t.Fatalf("path out of order at %d", i)
		}
	}
}
