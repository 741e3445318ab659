package qa

import (
	"testing"
	"time"
)

// FuzzConvert reads arbitrary text as every attribute type and compares
// the results with each other: nothing may panic, and converted values
// must format and compare.
func FuzzConvert(f *testing.F) {
	for _, s := range []string{"1:40:46", "PT1H30M", "89,90 €", "$1,234.50", "5.2 km", "2022-06-03T18:30:00+02:00",
		"6:30 PM", "['a', 'b']", "Anna, Tom and Lisa", "yes", "-0", "1e308 km", "P99999999999W", "3 June 2022"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var vals []any
		for _, typ := range AttrTypes {
			if v, ok := Convert(s, typ, time.UTC); ok {
				_ = Format(v)
				vals = append(vals, v)
			}
		}
		for _, a := range vals {
			for _, b := range append(vals, s) {
				Compare(a, b)
				Equal(a, b)
			}
		}
	})
}
