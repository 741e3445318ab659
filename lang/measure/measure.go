// Package measure knows the units durations, distances and energy are
// written in, and what each is in the unit the library keeps: seconds,
// kilometres, kilocalories. A question's value ("800 m", qa's distance
// type) and an export's (Apple Health's "totalDistanceUnit") read the same
// table.
package measure

// The units written in pounds, miles and kilojoules are kept in
// kilograms, kilometres and kilocalories, by their definitions (the
// thermochemical calorie for energy).
const (
	KmPerMile  = 1.609344
	KgPerPound = 0.45359237
	KJPerKcal  = 4.184
)

// ratio is a unit as so many of the kept unit over so many: a metre is 1
// over 1000 kilometres. Dividing by a whole number keeps the value exact
// where a factor of 0.001 would not.
type ratio struct{ times, per float64 }

// seconds are the units of a duration (lower case).
var seconds = map[string]ratio{
	"ms": {1, 1000}, "msec": {1, 1000}, "millisecond": {1, 1000}, "milliseconds": {1, 1000},
	"s": {1, 1}, "sec": {1, 1}, "secs": {1, 1}, "second": {1, 1}, "seconds": {1, 1},
	"m": {60, 1}, "min": {60, 1}, "mins": {60, 1}, "minute": {60, 1}, "minutes": {60, 1},
	"h": {3600, 1}, "hr": {3600, 1}, "hrs": {3600, 1}, "hour": {3600, 1}, "hours": {3600, 1}, "std": {3600, 1},
	"d": {86400, 1}, "day": {86400, 1}, "days": {86400, 1},
	"w": {604800, 1}, "week": {604800, 1}, "weeks": {604800, 1},
}

// km are the units of a distance (lower case).
var km = map[string]ratio{
	"km": {1, 1}, "kilometer": {1, 1}, "kilometers": {1, 1}, "kilometre": {1, 1}, "kilometres": {1, 1}, "k": {1, 1},
	"m": {1, 1000}, "meter": {1, 1000}, "meters": {1, 1000}, "metre": {1, 1000}, "metres": {1, 1000},
	"cm": {1, 100000},
	"mi": {KmPerMile, 1}, "mile": {KmPerMile, 1}, "miles": {KmPerMile, 1},
	"yd": {0.0009144, 1}, "yard": {0.0009144, 1}, "yards": {0.0009144, 1},
	"ft": {0.0003048, 1}, "feet": {0.0003048, 1},
}

// kcal are the units of energy as written, case and all: "Cal" is the
// food calorie, a kilocalorie, "cal" the small one.
var kcal = map[string]ratio{
	"kcal": {1, 1}, "Cal": {1, 1}, "kJ": {1, KJPerKcal}, "cal": {1, 1000}, "J": {1, 1000 * KJPerKcal},
}

func convert(table map[string]ratio, v float64, u string) (float64, bool) {
	r, ok := table[u]
	if !ok {
		return 0, false
	}
	return v * r.times / r.per, true
}

// Seconds is v of duration unit u ("min", "hours"; lower case) in
// seconds; false for a unit the table does not know.
func Seconds(v float64, u string) (float64, bool) { return convert(seconds, v, u) }

// Km is v of distance unit u ("m", "miles"; lower case) in kilometres;
// false for a unit the table does not know.
func Km(v float64, u string) (float64, bool) { return convert(km, v, u) }

// Kcal is v of energy unit u ("kJ", "Cal") in kilocalories; false for a
// unit the table does not know.
func Kcal(v float64, u string) (float64, bool) { return convert(kcal, v, u) }
