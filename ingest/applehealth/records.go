package applehealth

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"html"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"

	"reqap/ingest"
)

// Health is the source of daily health summaries: Activity rings and the
// day's measurements of every kind of Record.
const Health = "health"

// cumulative are the HealthKit quantities that add up over a day (steps,
// distance, energy, minutes): their daily value is the total. Every other
// quantity (heart rate, weight, blood pressure) is a reading: its daily
// value is the average, with the lowest and highest.
var cumulative = map[string]bool{
	"StepCount": true, "DistanceWalkingRunning": true, "DistanceCycling": true, "DistanceSwimming": true,
	"DistanceWheelchair": true, "DistanceDownhillSnowSports": true, "ActiveEnergyBurned": true,
	"BasalEnergyBurned": true, "FlightsClimbed": true, "AppleExerciseTime": true, "AppleStandTime": true,
	"AppleMoveTime": true, "PushCount": true, "SwimmingStrokeCount": true, "NikeFuel": true,
	"TimeInDaylight": true, "DietaryEnergyConsumed": true, "DietaryWater": true, "DietaryCaffeine": true,
	"DietaryProtein": true, "DietaryCarbohydrates": true, "DietaryFatTotal": true, "DietarySugar": true,
	"NumberOfTimesFallen": true, "InhalerUsage": true, "UVExposure": true,
}

// day is what one kind of Record measured on one day.
type day struct {
	kind, date string // the HealthKit identifier, "2018-09-10" as written
	key        string // the date and offset as written: the day's identity
	loc        *time.Location
	unit       string
	n          int
	sum        float64
	min, max   float64
	numeric    int
	durationS  float64 // time covered, for category samples (sleep)
	firstLine  int
}

// dailyRecords sums the Records the skipper passes over by kind and day.
// It works on the raw bytes of each start tag and parses a date only for
// the first record of a day: a real export has millions of records.
type dailyRecords struct {
	days map[string]map[string]*day // kind → "2018-09-10 -0700" → day
	bad  int
}

// add reads one Record start tag (its raw bytes) into the day it belongs
// to: the local date of its startDate, as written.
func (d *dailyRecords) add(tag []byte, line int) {
	typ := attrBytes(tag, "type")
	sd := attrBytes(tag, "startDate")
	if len(typ) == 0 || len(sd) < 10 {
		d.bad++
		return
	}
	// "2018-09-10 02:28:55 -0700": the date and the offset name the day.
	dayKey := sd[:10]
	if i := bytes.LastIndexByte(sd, ' '); i > 10 {
		dayKey = append(append(append([]byte(nil), sd[:10]...), ' '), sd[i+1:]...)
	}
	if d.days == nil {
		d.days = map[string]map[string]*day{}
	}
	byDay := d.days[string(typ)]
	x := byDay[string(dayKey)]
	if x == nil {
		start, ok := parseDate(html.UnescapeString(string(sd)))
		if !ok {
			d.bad++
			return
		}
		if byDay == nil {
			byDay = map[string]*day{}
			d.days[string(typ)] = byDay
		}
		x = &day{kind: string(typ), key: string(dayKey), date: start.Format("2006-01-02"), loc: start.Location(),
			unit: html.UnescapeString(string(attrBytes(tag, "unit"))), firstLine: line}
		byDay[string(dayKey)] = x
	}
	x.n++
	if v, err := strconv.ParseFloat(string(attrBytes(tag, "value")), 64); err == nil && v == v {
		if x.numeric == 0 || v < x.min {
			x.min = v
		}
		if x.numeric == 0 || v > x.max {
			x.max = v
		}
		x.sum += v
		x.numeric++
		return
	}
	// A category sample (asleep, in bed, mindful): its time counts.
	start, ok1 := parseDate(html.UnescapeString(string(sd)))
	end, ok2 := parseDate(html.UnescapeString(string(attrBytes(tag, "endDate"))))
	if ok1 && ok2 && end.After(start) {
		x.durationS += end.Sub(start).Seconds()
	}
}

// attrBytes returns the raw value of attribute name in a start tag.
func attrBytes(tag []byte, name string) []byte {
	for rest := tag; ; {
		i := bytes.Index(rest, []byte(name+"="))
		if i < 0 {
			return nil
		}
		if i > 0 && !unicode.IsSpace(rune(rest[i-1])) {
			rest = rest[i+len(name)+1:]
			continue
		}
		v := rest[i+len(name)+1:]
		if len(v) == 0 || v[0] != '"' && v[0] != '\'' {
			return nil
		}
		end := bytes.IndexByte(v[1:], v[0])
		if end < 0 {
			return nil
		}
		return v[1 : end+1]
	}
}

// events returns one health event per kind and day, by date and kind.
func (d *dailyRecords) events(in *ingest.Input) []ingest.Event {
	var all []*day
	for _, byDay := range d.days {
		for _, x := range byDay {
			all = append(all, x)
		}
	}
	sort.Slice(all, func(i, j int) bool {
		if all[i].date != all[j].date {
			return all[i].date < all[j].date
		}
		return all[i].kind < all[j].kind
	})
	out := make([]ingest.Event, 0, len(all))
	for _, x := range all {
		t, _ := time.ParseInLocation("2006-01-02", x.date, x.loc)
		ev := ingest.Event{Source: Health, Start: t, End: t, AllDay: true}
		short, name := kindName(x.kind)
		ev.SetText("measurement", name)
		ev.SetNumber("readings", float64(x.n))
		if x.numeric > 0 {
			if cumulative[short] {
				ev.SetNumber("value", ingest.Round(x.sum, 3))
			} else {
				ev.SetNumber("value", ingest.Round(x.sum/float64(x.numeric), 3))
				if x.numeric > 1 {
					ev.SetNumber("min_value", ingest.Round(x.min, 3))
					ev.SetNumber("max_value", ingest.Round(x.max, 3))
				}
			}
			ev.SetText("unit", x.unit)
			if key := measureKey(name, x.unit); key != "" {
				// The day's value under the measurement's own name, as the
				// other exports name theirs (heart_rate_bpm, step_count).
				v, _ := ev.Get("value")
				ev.Set(key, v)
			}
		} else if x.durationS > 0 {
			ev.SetNumber("duration_s", ingest.Round(x.durationS, 0))
		}
		ev.ID = in.ID("Record", x.kind, x.key)
		ev.Origin = in.Origin(fmt.Sprintf("%s records of %s (first at line %d)", x.kind, x.date, x.firstLine))
		out = append(out, ev)
	}
	return out
}

// kindName turns "HKQuantityTypeIdentifierHeartRate" into "HeartRate" and
// "heart rate".
func kindName(id string) (short, name string) {
	short = id
	for _, p := range []string{"HKQuantityTypeIdentifier", "HKCategoryTypeIdentifier", "HKDataType", "HKCorrelationTypeIdentifier"} {
		short = strings.TrimPrefix(short, p)
	}
	var b strings.Builder
	for i, r := range short {
		if i > 0 && unicode.IsUpper(r) && !unicode.IsUpper(rune(short[i-1])) {
			b.WriteByte(' ')
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return short, b.String()
}

// summary turns an <ActivitySummary> (the Activity rings of a day) into a
// health event with the day's energy, exercise and stand figures and
// whether each goal was met.
func summary(in *ingest.Input, t xml.StartElement, line int) (ingest.Event, bool) {
	date := ingest.XMLAttr(t, "dateComponents")
	d, err := time.ParseInLocation("2006-01-02", date, time.UTC)
	if err != nil {
		return ingest.Event{}, false
	}
	ev := ingest.Event{Source: Health, Start: d, End: d, AllDay: true}
	ev.SetText("measurement", "activity rings")
	ring := func(valueAttr, goalAttr, key, goalKey, metKey string) {
		v, err1 := strconv.ParseFloat(ingest.XMLAttr(t, valueAttr), 64)
		g, err2 := strconv.ParseFloat(ingest.XMLAttr(t, goalAttr), 64)
		if err1 == nil {
			ev.SetNumber(key, ingest.Round(v, 3))
		}
		if err2 == nil && g > 0 {
			ev.SetNumber(goalKey, g)
			if err1 == nil {
				ev.SetBool(metKey, v >= g)
			}
		}
	}
	ring("activeEnergyBurned", "activeEnergyBurnedGoal", "active_energy_kcal", "active_energy_goal_kcal", "move_goal_met")
	ring("appleExerciseTime", "appleExerciseTimeGoal", "exercise_min", "exercise_goal_min", "exercise_goal_met")
	ring("appleStandHours", "appleStandHoursGoal", "stand_hours", "stand_goal_hours", "stand_goal_met")
	ev.ID = in.ID("ActivitySummary", date)
	ev.Origin = in.Origin(fmt.Sprintf("ActivitySummary %s (line %d)", date, line))
	return ev, true
}

// profile reads <Me>, the person the export is of, as an account fact:
// the date of birth ("my birthday" is its day every year) and the
// biological sex, each where it is set. The fact is undated, as other
// facts of an account are: a birth is no record of the export's time,
// and dated it would stretch the timeline and the library's first day
// back to it. A <Me> with no date of birth gives none.
func profile(in *ingest.Input, t xml.StartElement, line int) (ingest.Event, bool) {
	born := ingest.XMLAttr(t, "HKCharacteristicTypeIdentifierDateOfBirth")
	d, err := time.ParseInLocation("2006-01-02", born, time.UTC)
	if err != nil {
		return ingest.Event{}, false
	}
	if d.IsZero() {
		return ingest.Event{}, false
	}
	ev := ingest.AccountFact("Apple Health", "profile")
	ev.SetText("title", "Apple Health profile: born "+born)
	ev.SetText("birth_date", born)
	if sex, ok := strings.CutPrefix(ingest.XMLAttr(t, "HKCharacteristicTypeIdentifierBiologicalSex"), "HKBiologicalSex"); ok && sex != "NotSet" {
		ev.SetText("biological_sex", strings.ToLower(sex))
	}
	ev.ID = in.ID("Me")
	ev.Origin = in.Origin(fmt.Sprintf("Me (line %d)", line))
	return ev, true
}

// unitSuffixes are the key suffixes of Apple Health units (ingest's
// conventions: units in key names).
var unitSuffixes = map[string]string{
	"count/min": "_bpm", "count": "", "kcal": "_kcal", "Cal": "_kcal", "km": "_km", "m": "_m", "kg": "_kg",
	"%": "_pct", "ms": "_ms", "s": "_s", "min": "_min", "hr": "_h", "degC": "_c", "mmHg": "_mmhg", "mL/min·kg": "_ml_min_kg",
}

// measureKey names a measurement's value by the measurement and its unit
// ("heart rate" in count/min is heart_rate_bpm), or "" for a unit without
// a known suffix.
func measureKey(name, unit string) string {
	suf, ok := unitSuffixes[unit]
	if !ok {
		return ""
	}
	return strings.ReplaceAll(name, " ", "_") + suf
}
