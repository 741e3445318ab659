package rules

import (
	"strings"

	"reqap/internal/lazyre"
)

// Shorthand of quick questions whose reading depends on the words around
// it, so that abbreviations.tsv (one reading each) cannot hold it.
var (
	// slashPerRE: "hrs/wk", "$/mo", "runs/month": a slash before a unit
	// of time is per.
	slashPerRE = lazyre.New(`(?i)([\p{L}\p{N}$])\s*/\s*(mo|mos|mth|wk|yr|day|hr|month|week|year|hour)\b`)
	// perMoRE: "mo" after per, a, each or every is a month (elsewhere it
	// may be Monday, which the time grammar reads next to a date).
	perMoRE = lazyre.New(`(?i)\b(per|a|each|every)\s+(mo|mth)\b`)
	// hrRE: "hr", an hour after a number or per ("2 hr", "per hr"),
	// otherwise a heart rate where the library holds one ("avg hr on runs").
	// dollarRE: "$" written alone, not before an amount ("$ spent in
	// 2019", "avg order $"), is the amount of money.
	dollarRE = lazyre.New(`(^|[\s(])\$([\s?:,)]|$)`)
	hrRE     = lazyre.New(`(?i)(^|[\s(])(\d+(?:\.\d+)?\s*|(?:per|a|an|each|every|one|half an?)\s+)?hr\b`)
)

// expandShorthand writes out the shorthand of q whose reading depends on
// the words around it or on what the library holds, returning what it read
// as what ("mo → month").
func (d *Decomposer) expandShorthand(q string) (string, []string) {
	var said []string
	q = slashPerRE().ReplaceAllStringFunc(q, func(m string) string {
		sm := slashPerRE().FindStringSubmatch(m)
		said = append(said, "/ → per")
		return sm[1] + " per " + sm[2]
	})
	q = perMoRE().ReplaceAllStringFunc(q, func(m string) string {
		sm := perMoRE().FindStringSubmatch(m)
		said = append(said, sm[2]+" → month")
		return sm[1] + " month"
	})
	q = dollarRE().ReplaceAllStringFunc(q, func(m string) string {
		sm := dollarRE().FindStringSubmatch(m)
		said = append(said, "$ → amount")
		return sm[1] + "amount" + sm[2]
	})
	heart := d.holdsHeartRate()
	q = hrRE().ReplaceAllStringFunc(q, func(m string) string {
		sm := hrRE().FindStringSubmatch(m)
		if sm[2] == "" && heart {
			said = append(said, "hr → heart rate")
			return sm[1] + "heart rate"
		}
		said = append(said, "hr → hour")
		return sm[1] + sm[2] + "hour"
	})
	return q, said
}

// holdsHeartRate reports whether the library holds a heart rate.
func (d *Decomposer) holdsHeartRate() bool {
	if d.env == nil || d.env.Catalog() == nil {
		return false
	}
	for _, src := range d.env.Catalog().Sources {
		for _, f := range src.Fields {
			if strings.Contains(f.Key, "heart_rate") {
				return true
			}
		}
	}
	return false
}
