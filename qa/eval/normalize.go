package eval

import (
	"math"
	"reqap/internal/lazyre"
	"reqap/lang/ascii"
	"reqap/lang/calendar"
	"reqap/lang/measure"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"
)

// NormalizeText prepares text for exact comparison: NFC (so composed and
// decomposed accents agree), case folding, trimmed, inner whitespace
// collapsed to one space, surrounding quotes and a trailing full stop
// dropped. Diacritics are kept.
func NormalizeText(s string) string {
	s = norm.NFC.String(s)
	s = cases.Fold().String(s)
	s = strings.Join(strings.Fields(s), " ")
	for {
		t := strings.TrimSpace(trimQuotes(s))
		t = strings.TrimRight(t, ".!")
		t = strings.TrimSpace(t)
		if t == s {
			return s
		}
		s = t
	}
}

func trimQuotes(s string) string {
	const quotes = "\"'“”‘’«»`"
	for len(s) > 0 {
		r, size := firstRune(s)
		lr, lsize := lastRune(s)
		if len(s) > size && strings.ContainsRune(quotes, r) && strings.ContainsRune(quotes, lr) {
			s = s[size : len(s)-lsize]
			continue
		}
		return s
	}
	return s
}

func firstRune(s string) (rune, int) { return utf8.DecodeRuneInString(s) }

func lastRune(s string) (rune, int) { return utf8.DecodeLastRuneInString(s) }

// Round2 rounds to 2 decimals, the precision of every gold number.
func Round2(x float64) float64 {
	return math.Round(x*100) / 100
}

// cents is the comparison key of a number rounded to 2 decimals; integers
// avoid float equality surprises.
func cents(x float64) int64 {
	return int64(math.Round(x * 100))
}

// Dimensions of units. Currencies are each their own dimension: euros are
// never converted to dollars.
const (
	dimTime     = "time"
	dimDistance = "distance"
	dimEnergy   = "energy"
	dimHeart    = "heart_rate"
)

type unitDef struct {
	dim    string
	factor float64 // multiply to get the dimension's base unit
}

// units maps lower-case unit spellings to their definition. "m" is metres;
// minutes must be written min, mins or minutes.
var units = map[string]unitDef{
	"s": {dimTime, 1}, "sec": {dimTime, 1}, "secs": {dimTime, 1}, "second": {dimTime, 1}, "seconds": {dimTime, 1},
	"min": {dimTime, 60}, "mins": {dimTime, 60}, "minute": {dimTime, 60}, "minutes": {dimTime, 60},
	"h": {dimTime, 3600}, "hr": {dimTime, 3600}, "hrs": {dimTime, 3600}, "hour": {dimTime, 3600}, "hours": {dimTime, 3600},
	"d": {dimTime, 86400}, "day": {dimTime, 86400}, "days": {dimTime, 86400},
	"m": {dimDistance, 1}, "meter": {dimDistance, 1}, "meters": {dimDistance, 1}, "metre": {dimDistance, 1}, "metres": {dimDistance, 1},
	"km": {dimDistance, 1000}, "kms": {dimDistance, 1000}, "kilometer": {dimDistance, 1000}, "kilometers": {dimDistance, 1000},
	"kilometre": {dimDistance, 1000}, "kilometres": {dimDistance, 1000},
	"mi": {dimDistance, 1000 * measure.KmPerMile}, "mile": {dimDistance, 1000 * measure.KmPerMile}, "miles": {dimDistance, 1000 * measure.KmPerMile},
	// Fitness apps write "Cal" and "calories" for kilocalories. Unlike
	// lang/measure, which reads a unit as written, a gold answer is
	// compared in lower case, where "Cal" and "cal" are one: read as the
	// kilocalorie every answer about exercise and food means, never the
	// small calorie.
	"kcal": {dimEnergy, 1}, "cal": {dimEnergy, 1}, "cals": {dimEnergy, 1}, "calorie": {dimEnergy, 1},
	"calories": {dimEnergy, 1}, "kilocalorie": {dimEnergy, 1}, "kilocalories": {dimEnergy, 1},
	"kj": {dimEnergy, 1 / measure.KJPerKcal}, "kilojoule": {dimEnergy, 1 / measure.KJPerKcal}, "kilojoules": {dimEnergy, 1 / measure.KJPerKcal},
	"bpm": {dimHeart, 1}, "beats per minute": {dimHeart, 1},
	"eur": {"money_eur", 1}, "€": {"money_eur", 1}, "euro": {"money_eur", 1}, "euros": {"money_eur", 1},
	"usd": {"money_usd", 1}, "$": {"money_usd", 1}, "us$": {"money_usd", 1}, "dollar": {"money_usd", 1}, "dollars": {"money_usd", 1},
	"gbp": {"money_gbp", 1}, "£": {"money_gbp", 1}, "pound": {"money_gbp", 1}, "pounds": {"money_gbp", 1},
}

func lookupUnit(u string) (unitDef, bool) {
	d, ok := units[strings.ToLower(strings.TrimSpace(u))]
	return d, ok
}

// ConvertUnit converts v from one unit to another. It fails when either
// unit is unknown or they measure different dimensions. An empty from means
// "already in the target unit".
func ConvertUnit(v float64, from, to string) (float64, bool) {
	if from == "" || strings.EqualFold(from, to) {
		return v, true
	}
	f, ok1 := lookupUnit(from)
	t, ok2 := lookupUnit(to)
	if !ok1 || !ok2 || f.dim != t.dim {
		return 0, false
	}
	return v * f.factor / t.factor, true
}

// ParseQuantity reads the first number in s and the unit written next to it
// ("12.5 km", "€ 1,234.50", "1:05:30", "2 h 30 min", "about 42"). Durations
// written as clock values or as several time units are returned in seconds
// with unit "s". unit is "" when none is written or it is not a known unit.
func ParseQuantity(s string) (v float64, unit string, ok bool) {
	s = strings.TrimSpace(norm.NFC.String(s))
	if s == "" {
		return 0, "", false
	}
	if secs, ok := parseClockDuration(s); ok {
		return secs, "s", true
	}
	if secs, ok := parseCompoundDuration(s); ok {
		return secs, "s", true
	}
	start, end := findNumber(s)
	if start < 0 {
		return 0, "", false
	}
	v, ok = parseNumberToken(s[start:end])
	if !ok {
		return 0, "", false
	}
	if start > 0 && s[start-1] == '-' {
		v = -v
	}
	if u := unitAfter(s[end:]); u != "" {
		return v, u, true
	}
	return v, unitBefore(s[:start]), true
}

// findNumber returns the span of the first run of digits with separators.
func findNumber(s string) (int, int) {
	start := -1
	for i := 0; i < len(s); i++ {
		c := s[i]
		if start < 0 {
			if c >= '0' && c <= '9' {
				start = i
			} else if c == '.' && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9' {
				start = i
			}
			continue
		}
		if c >= '0' && c <= '9' {
			continue
		}
		if (c == '.' || c == ',') && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9' {
			continue
		}
		return start, i
	}
	if start < 0 {
		return -1, -1
	}
	return start, len(s)
}

// parseNumberToken reads digits with "," and "." separators, English or
// European style: the last separator is the decimal point when both occur;
// a lone comma followed by exactly three digits is a thousands separator.
func parseNumberToken(t string) (float64, bool) {
	dots, commas := strings.Count(t, "."), strings.Count(t, ",")
	switch {
	case dots > 0 && commas > 0:
		if strings.LastIndex(t, ".") > strings.LastIndex(t, ",") {
			t = strings.ReplaceAll(t, ",", "")
		} else {
			t = strings.ReplaceAll(t, ".", "")
			t = strings.Replace(t, ",", ".", 1)
		}
	case commas > 1:
		t = strings.ReplaceAll(t, ",", "")
	case commas == 1:
		i := strings.Index(t, ",")
		if len(t)-i-1 == 3 && i > 0 && t[:i] != "0" {
			t = strings.ReplaceAll(t, ",", "")
		} else {
			t = strings.Replace(t, ",", ".", 1)
		}
	case dots > 1:
		t = strings.ReplaceAll(t, ".", "")
	}
	v, err := strconv.ParseFloat(t, 64)
	if err != nil || math.IsInf(v, 0) || math.IsNaN(v) {
		return 0, false
	}
	return v, true
}

// unitAfter reads a known unit right after a number: "km", "kcal", "€",
// "beats per minute".
func unitAfter(rest string) string {
	rest = strings.TrimLeft(rest, " \u00a0\u202f")
	if rest == "" {
		return ""
	}
	low := strings.ToLower(rest)
	if strings.HasPrefix(low, "beats per minute") {
		return "bpm"
	}
	r, size := firstRune(low)
	if r == '€' || r == '$' || r == '£' {
		return low[:size]
	}
	end := 0
	for end < len(low) {
		c, sz := firstRune(low[end:])
		if !unicode.IsLetter(c) && c != '$' {
			break
		}
		end += sz
	}
	word := low[:end]
	if _, ok := units[word]; ok {
		return word
	}
	return ""
}

// unitBefore reads a currency written before the number: "€12", "EUR 12",
// "USD 5", "$5".
func unitBefore(prefix string) string {
	p := strings.ToLower(strings.TrimRight(prefix, " \u00a0\u202f-"))
	for _, u := range []string{"€", "$", "£", "eur", "usd", "gbp", "us$"} {
		if strings.HasSuffix(p, u) {
			if len(p) > len(u) {
				r, _ := lastRune(p[:len(p)-len(u)])
				if unicode.IsLetter(r) {
					continue
				}
			}
			return u
		}
	}
	return ""
}

// parseClockDuration reads "H:MM:SS" or "H:MM" (hours and minutes), alone.
func parseClockDuration(s string) (float64, bool) {
	parts := strings.Split(s, ":")
	if len(parts) < 2 || len(parts) > 3 {
		return 0, false
	}
	var vals []float64
	for i, p := range parts {
		if p == "" || len(p) > 3 {
			return 0, false
		}
		for _, c := range p {
			if c < '0' || c > '9' {
				return 0, false
			}
		}
		if i > 0 && len(p) != 2 {
			return 0, false
		}
		n, _ := strconv.Atoi(p)
		vals = append(vals, float64(n))
	}
	if vals[1] >= 60 || (len(vals) == 3 && vals[2] >= 60) {
		return 0, false
	}
	secs := vals[0]*3600 + vals[1]*60
	if len(vals) == 3 {
		secs += vals[2]
	}
	return secs, true
}

// parseCompoundDuration reads "2 h 30 min", "1h5m", "3 hours and 20
// minutes": at least two number-unit pairs, all of time. After an hour
// value, a bare "m" means minutes.
func parseCompoundDuration(s string) (float64, bool) {
	low := strings.ToLower(s)
	low = strings.ReplaceAll(low, " and ", " ")
	low = strings.ReplaceAll(low, ",", " ")
	total, pairs, i := 0.0, 0, 0
	sawHours := false
	for i < len(low) {
		for i < len(low) && low[i] == ' ' {
			i++
		}
		if i >= len(low) {
			break
		}
		j := i
		for j < len(low) && (low[j] >= '0' && low[j] <= '9' || low[j] == '.') {
			j++
		}
		if j == i {
			return 0, false
		}
		n, err := strconv.ParseFloat(low[i:j], 64)
		if err != nil {
			return 0, false
		}
		for j < len(low) && low[j] == ' ' {
			j++
		}
		k := j
		for k < len(low) && low[k] >= 'a' && low[k] <= 'z' {
			k++
		}
		word := low[j:k]
		if word == "m" && sawHours {
			word = "min"
		}
		d, ok := units[word]
		if !ok || d.dim != dimTime {
			return 0, false
		}
		if d.factor == 3600 {
			sawHours = true
		}
		total += n * d.factor
		pairs++
		i = k
	}
	return total, pairs >= 2
}

// ParseDate reads a calendar date written as ISO ("2023-05-01", also the
// date part of a timestamp), "2023/05/01", "01.05.2023", or with a month
// name ("May 1, 2023", "1st of May 2023", "Monday, 1 May 2023").
func ParseDate(s string) (time.Time, bool) {
	s = strings.TrimSpace(s)
	if len(s) >= 10 && ascii.IsDigits(s[0:4]) && (s[4] == '-' || s[4] == '/') && s[7] == s[4] && ascii.IsDigits(s[5:7]) && ascii.IsDigits(s[8:10]) {
		if len(s) == 10 || !ascii.IsDigit(s[10]) {
			return makeDate(atoi(s[0:4]), atoi(s[5:7]), atoi(s[8:10]))
		}
	}
	if p := strings.Split(s, "."); len(p) == 3 && ascii.IsDigits(p[0]) && ascii.IsDigits(p[1]) && len(p[2]) == 4 && ascii.IsDigits(p[2]) {
		return makeDate(atoi(p[2]), atoi(p[1]), atoi(p[0]))
	}
	// Month-name forms: pick a month word, a day number and a 4-digit year.
	fields := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return r == ' ' || r == ',' || r == '.' || r == '/' || r == '-'
	})
	year, month, day := 0, 0, 0
	for _, f := range fields {
		if m, ok := calendar.Month(f); ok && month == 0 {
			month = int(m)
			continue
		}
		f = strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(f, "st"), "nd"), "rd"), "th")
		if !ascii.IsDigits(f) {
			continue
		}
		switch {
		case len(f) == 4 && year == 0:
			year = atoi(f)
		case len(f) <= 2 && day == 0:
			day = atoi(f)
		}
	}
	if year == 0 || month == 0 || day == 0 {
		return time.Time{}, false
	}
	return makeDate(year, month, day)
}

func makeDate(y, m, d int) (time.Time, bool) {
	if y < 1 || m < 1 || m > 12 || d < 1 || d > 31 {
		return time.Time{}, false
	}
	t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
	if t.Day() != d {
		return time.Time{}, false // 31 April and friends
	}
	return t, true
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// ParseClock reads a time of day ("18:30", "18:30:00", "6:30 pm", "6 PM")
// and returns minutes after midnight.
func ParseClock(s string) (int, bool) {
	low := strings.ToLower(strings.TrimSpace(s))
	low = strings.ReplaceAll(low, ".", "")
	pm, am := strings.HasSuffix(low, "pm"), strings.HasSuffix(low, "am")
	if pm || am {
		low = strings.TrimSpace(low[:len(low)-2])
	}
	parts := strings.Split(low, ":")
	if len(parts) > 3 {
		return 0, false
	}
	for _, p := range parts {
		if !ascii.IsDigits(p) || len(p) > 2 {
			return 0, false
		}
	}
	if len(parts) == 1 && !(am || pm) {
		return 0, false
	}
	h := atoi(parts[0])
	m := 0
	if len(parts) > 1 {
		m = atoi(parts[1])
	}
	if len(parts) == 3 && atoi(parts[2]) > 59 {
		return 0, false
	}
	if am || pm {
		if h < 1 || h > 12 {
			return 0, false
		}
		if h == 12 {
			h = 0
		}
		if pm {
			h += 12
		}
	}
	if h > 23 || m > 59 {
		return 0, false
	}
	return h*60 + m, true
}

// ParseDateTime reads a timestamp. zoned reports whether it carried its
// own offset; a timestamp without one is read in loc.
func ParseDateTime(s string, loc *time.Location) (t time.Time, zoned bool, ok bool) {
	s = strings.TrimSpace(s)
	for _, layout := range []string{
		time.RFC3339Nano, "2006-01-02T15:04Z07:00", "2006-01-02 15:04:05Z07:00", "2006-01-02 15:04:05 -0700",
		"2006-01-02 15:04:05 -0700 MST", "2006-01-02 15:04Z07:00", time.RFC1123Z, time.RFC1123,
	} {
		if t, err := time.Parse(layout, s); err == nil {
			return t, true, true
		}
	}
	for _, layout := range []string{"2006-01-02T15:04:05", "2006-01-02 15:04:05", "2006-01-02T15:04", "2006-01-02 15:04"} {
		if t, err := time.ParseInLocation(layout, s, loc); err == nil {
			return t, false, true
		}
	}
	// "May 1, 2023 at 6:30 PM", "1 May 2023 18:30": a clock value plus a date.
	low := strings.ToLower(s)
	loc2 := clockRE().FindStringIndex(low)
	if loc2 == nil {
		return time.Time{}, false, false
	}
	mins, ok := ParseClock(low[loc2[0]:loc2[1]])
	if !ok {
		return time.Time{}, false, false
	}
	datePart := strings.TrimSpace(low[:loc2[0]] + " " + low[loc2[1]:])
	datePart = strings.TrimSuffix(strings.TrimSpace(strings.TrimSuffix(datePart, " at")), ",")
	datePart = strings.ReplaceAll(datePart, " at ", " ")
	d, ok := ParseDate(datePart)
	if !ok {
		return time.Time{}, false, false
	}
	return time.Date(d.Year(), d.Month(), d.Day(), mins/60, mins%60, 0, 0, loc), false, true
}

var clockRE = lazyre.New(`\b\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?`)
