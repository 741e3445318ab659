package textfacts

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/lang/ascii"
	"reqap/lang/measure"
	"reqap/lang/money"
	"reqap/lang/number"
)

// Quantities written in free text: durations, distances and amounts of
// money, with the spellings people use ("45min", "an hour and a half",
// "1h30", "3:45 h", "from 9 to 11"; "8,2 km", "8.2k", "ten km"; "€12.50",
// "139,95 €", "12 bucks").

// numWord is a number written in digits (with a decimal point or comma) or
// in words.
const numWord = `(?:\d+(?:[.,]\d+)?|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[- ](?:one|two|three|four|five|six|seven|eight|nine)|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a couple of|couple of)`

var (
	durHMUnit = lazyre.New(`\b(\d{1,2}):([0-5]\d)(?::([0-5]\d))?\s*(?:h|hrs?|hours?|std)\b`)
	durHMS    = lazyre.New(`\b(\d{1,2}):([0-5]\d):([0-5]\d)\b`)
	durHThenM = lazyre.New(`\b(\d+(?:[.,]\d+)?)\s*(?:h|hrs?|hours?)\s*(?:and\s+)?(\d{1,2})\s*(?:m|mins?|minutes?)?\b`)
	// "two hours and fifteen minutes", "an hour and forty minutes", "an
	// hour and 10 min"
	durHWordsM = lazyre.New(`\b(` + numWord + `)\s+(?:hours?|hrs?)\s+and\s+(` + numWord + `)\s*(?:minutes?|mins?)\b`)
	durHalf    = lazyre.New(`\b(?:(` + numWord + `)\s+and\s+a\s+half\s+hours?|(an?|one)\s+hours?\s+and\s+a\s+half|half\s+an?\s+hour|(?:a\s+)?half[- ]hour|three[- ]quarters\s+of\s+an\s+hour|(?:a\s+)?quarter\s+of\s+an\s+hour|(?:a\s+)?quarter[- ]hour)\b`)
	// "an hour and a quarter", "two hours and three quarters": hours and
	// quarters of one
	durHQuarters = lazyre.New(`\b(` + numWord + `)\s+hours?\s+and\s+(a|one|three)\s+quarters?\b`)
	// "a full hour", "a good hour", "a whole two hours": a word that
	// weighs a length, between its number and its unit, is blanked
	durWeighed = lazyre.New(`\b(?:an?|one|two|three|four|five|six|\d+)\s+(full|good|whole|solid)\s+(?:hours?|hrs?|minutes?|mins?)\b`)
	// "1 1/2 hours", "1½ hrs", "½ hour"
	durHalfFrac = lazyre.New(`(?:\b(\d+)\s*)?(?:\b1/2|½)\s*(?:h|hrs?|hours?)\b`)
	durHours    = lazyre.New(`\b(` + numWord + `)(?:\s*|-)(?:h|hrs?|hours?)\b`)
	durMinutes  = lazyre.New(`\b(` + numWord + `)(?:\s*|-)(?:mins?|minutes?)\b`)
	// "10km / 52:30", "5k in 24:10": minutes and seconds after a distance
	durAfterDist = lazyre.New(`(?:\d\s*(?:km|kms|k|mi|miles?)|\d)\s*(?:/|in)\s*(\d{1,3}):([0-5]\d)\b`)
	// "parkrun 23:58", "10k race: 48:10": minutes and seconds after a
	// race's name
	durAfterRace = lazyre.New(`(?i)\b(?:parkrun|\d+(?:[.,]\d+)?k(?:\s+race)?)\s*[:\-–—]?\s*([1-9]\d):([0-5]\d)\b`)
	// "parkrun - 24:10": minutes and seconds no clock can show (24 to
	// 199 minutes); a time taken
	durMinSec = lazyre.New(`(?:^|[^\d:.])(2[4-9]|[3-9]\d|1\d\d):([0-5]\d)\b`)
	// "2-4pm", "10–11:30 am": a range of hours without "from"
	durRangeAmPm = lazyre.New(`\b(\d{1,2})(?:[:.]([0-5]\d))?\s*(?:-|–)\s*(\d{1,2})(?:[:.]([0-5]\d))?\s*([ap])\.?m\b`)
	// "0600-1400", "1800–0200": a range of a 24-hour clock written
	// without a colon, as shift workers and the military write it
	durRange24 = lazyre.New(`\b([01]\d|2[0-3])([0-5]\d)\s*(?:-|–|to|till|until)\s*([01]\d|2[0-3])([0-5]\d)\b`)
	durRange   = lazyre.New(`\bfrom\s+(\d{1,2})(?:[:.]([0-5]\d))?\s*([ap]\.?m\.?)?\s*(?:to|till|until|-|–)\s*(\d{1,2})(?:[:.]([0-5]\d))?\s*([ap]\.?m\.?)?\b|\b(\d{1,2})[:.]([0-5]\d)\s*(?:-|–|to)\s*(\d{1,2})[:.]([0-5]\d)\b`)

	distKm     = lazyre.New(`\b(` + numWord + `)(?:\s*|-)(?:km|kms|k|kilomet(?:er|re)s?|klicks?)\b`)
	distMiles  = lazyre.New(`\b(` + numWord + `)(?:\s*|-)(?:mi|miles?)\b`)
	marathonRE = lazyre.New(`\b(half[- ]?)?marathon\b`)
	distMeters = lazyre.New(`\b(\d{2,5})\s*(?:m|meters?|metres?)\b`)

	amount     = `(\d{1,3}(?:[.,' ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)`
	signs      = `(` + alternation(currencySigns) + `)`
	codes      = `(` + alternation(currencyCodes) + `)`
	moneyPre   = lazyre.New(signs + `\s?` + amount + `|\b` + codes + `\s?` + amount)
	moneyPost  = lazyre.New(amount + `\s?(?:` + signs + `|` + codes + `\b)`)
	slangMoney = lazyre.New(`\b(?:a|one)\s+(fiver|tenner)\b`)
	moneyWords = lazyre.New(`\b(` + numWord + `)\s*(` + alternation(moneyNames) + `)\b`)
)

// quantity is a measure found in a clause, with where it was written.
type quantity struct {
	value    float64
	currency string // for money: ISO code, "" when the text did not say
	// unit is the unit a distance was written in when it was not
	// kilometres ("mi"): the value is kilometres all the same.
	unit string
	pos  span
	// start is the start of a range ("from 9 to 11"), minutes after
	// midnight, or -1.
	start int
	// hour12 is set for a range's start written without am/pm as an
	// hour of a twelve-hour clock ("from 4 to 5:30"): the part of the
	// day decides.
	hour12 bool
}

// parseNum reads a number written in digits or words.
func parseNum(s string) (float64, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	switch s {
	case "a couple of", "couple of":
		return 2, true
	}
	if f, ok := number.Parse(s); ok {
		return f, true
	}
	if tens, unit, ok := strings.Cut(strings.ReplaceAll(s, "-", " "), " "); ok {
		t, u := numberWords[tens], numberWords[unit]
		if t >= 20 && u > 0 && u < 10 {
			return float64(t + u), true
		}
		return 0, false
	}
	if n, ok := numberWords[s]; ok {
		return float64(n), true
	}
	return 0, false
}

// mayHold reports whether s can hold a quantity at all: a digit, or one
// of words (lower case). Most clauses hold none, and the regular
// expressions are the costliest part of reading a day.
func mayHold(s string, words ...string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= '0' && c <= '9' {
			return true
		}
	}
	if len(words) == 0 {
		return false
	}
	low := strings.ToLower(s)
	for _, w := range words {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}

// gate is a pattern with the words one of which every match holds: the
// cheap test spares most clauses the regular expression.
type gate struct {
	re    func() *regexp.Regexp
	words []string
}

func gated(pattern string, words ...string) gate {
	return gate{re: lazyre.New(pattern), words: words}
}

// index returns the first match in low (lower-cased text), or nil.
func (g gate) index(low string) []int {
	if !containsAny(low, g.words) {
		return nil
	}
	return g.re().FindStringIndex(low)
}

func (g gate) match(low string) bool { return g.index(low) != nil }

// findAll runs re over s when the cheap test ok says it may match.
func findAll(ok bool, re *regexp.Regexp, s string) [][]int {
	if !ok {
		return nil
	}
	return re.FindAllStringSubmatchIndex(s, 3)
}

func wordCurrency(low string) bool {
	for _, w := range moneyNames {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}

// digitThen reports whether a digit in s is followed, after spaces, by
// one of the letters (either case).
func digitThen(s string, letters ...byte) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			continue
		}
		j := i + 1
		for j < len(s) && (s[j] == ' ' || s[j] == '.' || s[j] == ',' || s[j] >= '0' && s[j] <= '9') {
			j++
		}
		if j < len(s) {
			c := s[j] | 0x20
			for _, l := range letters {
				if c == l {
					return true
				}
			}
		}
		i = j - 1
	}
	return false
}

// unitAfterNumber reports whether low (lower case) has unit written after
// a number and white space (as \s matches it): a digit, or with words a
// number word (numberWords, or the "of" of "a couple of"). Every match of
// a pattern of numWord and a unit has one, and most clauses none: "k" and
// "mi" are in most sentences ("walk", "swimming"), a number before them
// in few.
func unitAfterNumber(low, unit string, words bool) bool {
	return numberThenUnit(low, unit, words, false, false)
}

// wordUnitAfterNumber is unitAfterNumber of units that are whole words:
// one of units followed by a word boundary (as \b reads it), after a
// number and white space or, with hyphen, a number and one hyphen ("a
// 2-hour hike"). "45 min" has "m" and "mi" after a number, but neither
// as a word: the patterns of metres and miles need the word, and so
// every clause that says how long it took ran them for nothing.
func wordUnitAfterNumber(low string, words, hyphen bool, units ...string) bool {
	for _, u := range units {
		if numberThenUnit(low, u, words, true, hyphen) {
			return true
		}
	}
	return false
}

// numberThenUnit is unitAfterNumber, with whole the unit followed by a
// word boundary and with hyphen the number also one hyphen before it.
func numberThenUnit(low, unit string, words, whole, hyphen bool) bool {
	for i := 0; i < len(low); i++ {
		k := strings.Index(low[i:], unit)
		if k < 0 {
			return false
		}
		i += k
		if end := i + len(unit); whole && end < len(low) && ascii.IsWord(low[end]) {
			continue
		}
		j := i
		for j > 0 && isSpace(low[j-1]) {
			j--
		}
		if numberEndsAt(low, j, words) || hyphen && i > 0 && low[i-1] == '-' && numberEndsAt(low, i-1, words) {
			return true
		}
	}
	return false
}

// numberEndsAt reports whether low[:j] ends with a digit or, with words,
// a number word (numberWords, or the "of" of "a couple of").
func numberEndsAt(low string, j int, words bool) bool {
	if j > 0 && ascii.IsDigit(low[j-1]) {
		return true
	}
	if !words {
		return false
	}
	w := j
	for w > 0 && low[w-1] >= 'a' && low[w-1] <= 'z' {
		w--
	}
	_, ok := numberWords[low[w:j]]
	return ok || low[w:j] == "of"
}

// isSpace is a byte \s matches.
func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' }

// minutesAt reports whether low[i:] starts with a colon and the minutes
// of a clock, ":00" to ":59".
func minutesAt(low string, i int) bool {
	return i+2 < len(low) && low[i] == ':' && low[i+1] >= '0' && low[i+1] <= '5' && ascii.IsDigit(low[i+2])
}

// Cheap tests for the patterns of times taken, each true of every text
// its pattern matches. A journal that starts its lines with the time
// ("07:22 coffee with Mum") has a colon in every clause, and the colon was
// all the patterns were gated on: they ran on every clause and matched
// none.

// hmsIn is true of the texts durHMS matches: "1:32:10".
func hmsIn(low string) bool {
	for i := strings.IndexByte(low, ':'); i >= 0 && i < len(low); i++ {
		if minutesAt(low, i) && minutesAt(low, i+3) {
			return true
		}
	}
	return false
}

// hmThenUnit is true of the texts durHMUnit matches: "1:19 h", "3:45
// hours", "1:05:30h".
func hmThenUnit(low string) bool {
	unitAt := func(j int) bool {
		for j < len(low) && isSpace(low[j]) {
			j++
		}
		return j < len(low) && low[j] == 'h' || strings.HasPrefix(low[j:], "std")
	}
	for i := strings.IndexByte(low, ':'); i >= 0 && i < len(low); i++ {
		if minutesAt(low, i) && (unitAt(i+3) || minutesAt(low, i+3) && unitAt(i+6)) {
			return true
		}
	}
	return false
}

// splitAfter is true of the texts durAfterDist matches: minutes and
// seconds after "/" or "in" ("10km / 52:30", "5k in 24:10").
func splitAfter(low string) bool {
	for i := strings.IndexByte(low, ':'); i >= 0 && i < len(low); i++ {
		if !minutesAt(low, i) {
			continue
		}
		for k := i - 1; k >= 0 && k >= i-3 && ascii.IsDigit(low[k]); k-- {
			t := k
			for t > 0 && isSpace(low[t-1]) {
				t--
			}
			if t > 0 && low[t-1] == '/' || strings.HasSuffix(low[:t], "in") {
				return true
			}
		}
	}
	return false
}

// raceTimeAfter is true of the texts durAfterRace matches: a parkrun or a
// distance in k before minutes and seconds ("parkrun 23:58", "10k race:
// 48:10"). The pattern ignores case, and the Kelvin sign is a K to it.
func raceTimeAfter(low string) bool {
	return strings.Contains(low, "parkrun") || digitThen(low, 'k') || strings.Contains(low, "\u212a")
}

// longMinutesIn is true of the texts durMinSec matches: minutes no clock
// shows (24 to 199) and seconds, "parkrun - 24:10".
func longMinutesIn(low string) bool {
	for i := strings.IndexByte(low, ':'); i >= 0 && i < len(low); i++ {
		if !minutesAt(low, i) || i < 2 || !ascii.IsDigit(low[i-2]) || !ascii.IsDigit(low[i-1]) {
			continue
		}
		if low[i-2] > '2' || low[i-2] == '2' && low[i-1] >= '4' || i >= 3 && low[i-3] == '1' {
			return true
		}
	}
	return false
}

// The currencies of lang/money's table as a journal writes them: their
// signs, the codes it may write in lower case ("eur 5", not "rub 2
// cloves"), and the words said after an amount, the currencies' names and
// codes and "bucks", which like a fiver or a tenner is the writer's own
// money, whichever that is.
var (
	currencySigns, currencyCodes, currencyNames = money.Words()
	moneyNames                                  = append(append(currencyNames, currencyCodes...), "bucks")
	// moneySigns are the currency signs and codes of moneyPre and
	// moneyPost.
	moneySigns = append(slices.Clone(currencySigns), currencyCodes...)
	// currencies are what an amount of money is written with (lower
	// case).
	currencies = append(append(slices.Clone(currencySigns), moneyNames...), "fiver", "tenner")
	// anySign and moneyWord are a sign and a word of money (a name, a
	// code, "bucks") in the patterns that tell other quantities, counts
	// and clock times from money; signChars are the signs in a
	// character class, each sign one character.
	anySign   = `(?:` + alternation(currencySigns) + `)`
	moneyWord = `(?:` + alternation(moneyNames) + `)`
	signChars = regexp.QuoteMeta(strings.Join(currencySigns, ""))
)

// alternation is a pattern matching any of words.
func alternation(words []string) string {
	q := make([]string, len(words))
	for i, w := range words {
		q[i] = regexp.QuoteMeta(w)
	}
	return strings.Join(q, "|")
}

func currencyIn(low string) bool {
	for _, c := range currencies {
		if strings.Contains(low, c) {
			return true
		}
	}
	return false
}

// lowerASCII lower-cases the ASCII letters of s and leaves every other
// byte alone, so offsets into it are offsets into s: the patterns read
// the lower-cased text without case folding, which costs more than the
// rest of reading a clause.
func lowerASCII(s string) string {
	i := 0
	for i < len(s) && (s[i] < 'A' || s[i] > 'Z') {
		i++
	}
	if i == len(s) {
		return s
	}
	b := []byte(s)
	for ; i < len(b); i++ {
		if c := b[i]; c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// findDuration returns the first duration written in s, in seconds.
func findDuration(s string) (quantity, bool) {
	best := quantity{start: -1, pos: span{-1, -1}}
	if !mayHold(s, "hour", "min", "half", "quarter", "hrs") {
		return best, false
	}
	s = lowerASCII(s)
	if strings.Contains(s, " full ") || strings.Contains(s, " good ") || strings.Contains(s, " whole ") || strings.Contains(s, " solid ") {
		s = blankGroup(durWeighed(), s)
	}
	take := func(v float64, a, b int) {
		if v <= 0 || v > 14*24*3600 {
			return
		}
		if best.pos.start < 0 || a < best.pos.start {
			best = quantity{value: v, pos: span{a, b}, start: -1}
		}
	}
	colon := strings.IndexByte(s, ':') >= 0
	hasH := digitThen(s, 'h') || strings.Contains(s, "hour")
	for _, m := range findAll(colon && hmThenUnit(s), durHMUnit(), s) {
		h, _ := strconv.Atoi(s[m[2]:m[3]])
		mi, _ := strconv.Atoi(s[m[4]:m[5]])
		sec := 0
		if m[6] >= 0 {
			sec, _ = strconv.Atoi(s[m[6]:m[7]])
		}
		take(float64(h*3600+mi*60+sec), m[0], m[1])
	}
	for _, m := range findAll(colon && hmsIn(s), durHMS(), s) {
		h, _ := strconv.Atoi(s[m[2]:m[3]])
		mi, _ := strconv.Atoi(s[m[4]:m[5]])
		sec, _ := strconv.Atoi(s[m[6]:m[7]])
		take(float64(h*3600+mi*60+sec), m[0], m[1])
	}
	for _, m := range findAll(hasH, durHThenM(), s) {
		h, ok := parseNum(s[m[2]:m[3]])
		mi, _ := strconv.Atoi(s[m[4]:m[5]])
		if ok && mi < 60 {
			take(h*3600+float64(mi)*60, m[0], m[1])
		}
	}
	for _, m := range findAll((strings.Contains(s, "hour") || strings.Contains(s, "hr")) && strings.Contains(s, "min"), durHWordsM(), s) {
		h, ok1 := parseNum(s[m[2]:m[3]])
		mi, ok2 := parseNum(s[m[4]:m[5]])
		if ok1 && ok2 && mi < 60 {
			take(h*3600+mi*60, m[0], m[1])
		}
	}
	for _, m := range findAll(strings.Contains(s, "half") || strings.Contains(s, "quarter"), durHalf(), s) {
		w := strings.ToLower(s[m[0]:m[1]])
		var h float64
		switch {
		case m[2] >= 0:
			n, ok := parseNum(s[m[2]:m[3]])
			if !ok {
				continue
			}
			h = n + 0.5
		case m[4] >= 0:
			h = 1.5
		case strings.Contains(w, "three"):
			h = 0.75
		case strings.Contains(w, "quarter"):
			h = 0.25
		default:
			h = 0.5
		}
		take(h*3600, m[0], m[1])
	}
	for _, m := range findAll(strings.Contains(s, "quarter"), durHQuarters(), s) {
		if n, ok := parseNum(s[m[2]:m[3]]); ok {
			q := 0.25
			if s[m[4]:m[5]] == "three" {
				q = 0.75
			}
			take((n+q)*3600, m[0], m[1])
		}
	}
	for _, m := range findAll((strings.Contains(s, "1/2") || strings.Contains(s, "½")) && (hasH || strings.Contains(s, "hr")), durHalfFrac(), s) {
		n := 0.0
		if m[2] >= 0 {
			n, _ = parseNum(s[m[2]:m[3]])
		}
		take((n+0.5)*3600, m[0], m[1])
	}
	for _, m := range findAll(hasH && wordUnitAfterNumber(s, true, true, "h", "hr", "hrs", "hour", "hours"), durHours(), s) {
		if n, ok := parseNum(s[m[2]:m[3]]); ok {
			take(n*3600, m[0], m[1])
		}
	}
	for _, m := range findAll(digitThen(s, 'm') || strings.Contains(s, "minute"), durMinutes(), s) {
		if n, ok := parseNum(s[m[2]:m[3]]); ok {
			take(n*60, m[0], m[1])
		}
	}
	for _, m := range findAll(colon && splitAfter(s), durAfterDist(), s) {
		if durUnitAfter().MatchString(s[m[1]:]) || strings.HasPrefix(strings.TrimSpace(s[m[1]:]), "min") {
			continue // "10km in 1:05 h" is read above
		}
		mi, _ := strconv.Atoi(s[m[2]:m[3]])
		sec, _ := strconv.Atoi(s[m[4]:m[5]])
		take(float64(mi*60+sec), m[2], m[1])
	}
	for _, m := range findAll(colon && best.pos.start < 0 && raceTimeAfter(s), durAfterRace(), s) {
		if strings.HasPrefix(s[m[1]:], ":") || durUnitAfter().MatchString(s[m[1]:]) {
			continue
		}
		mi, _ := strconv.Atoi(s[m[2]:m[3]])
		sec, _ := strconv.Atoi(s[m[4]:m[5]])
		take(float64(mi*60+sec), m[2], m[1])
	}
	for _, m := range findAll(colon && best.pos.start < 0 && longMinutesIn(s), durMinSec(), s) {
		if strings.HasPrefix(s[m[1]:], ":") || durUnitAfter().MatchString(s[m[1]:]) {
			continue // "124:10:05", "25:30 h" are read above
		}
		mi, _ := strconv.Atoi(s[m[2]:m[3]])
		sec, _ := strconv.Atoi(s[m[4]:m[5]])
		take(float64(mi*60+sec), m[2], m[1])
	}
	if best.pos.start >= 0 {
		return best, true
	}
	if colon || strings.Contains(s, "from") || strings.Contains(s, "m") && (strings.Contains(s, "-") || strings.Contains(s, "–")) {
		if r, ok := findRange(s); ok {
			return r, true
		}
	}
	if strings.ContainsAny(s, "-–") || strings.Contains(s, "to") {
		if r, ok := findRange24(s); ok {
			return r, true
		}
	}
	return best, false
}

// blankGroup returns s with the first group of every match of re
// written as spaces, every other byte in place.
func blankGroup(re *regexp.Regexp, s string) string {
	ms := re.FindAllStringSubmatchIndex(s, -1)
	if ms == nil {
		return s
	}
	b := []byte(s)
	for _, m := range ms {
		for i := m[2]; i < m[3]; i++ {
			b[i] = ' '
		}
	}
	return string(b)
}

// findRange reads "from 9 to 11", "from 2 to 4pm", "9:00-11:30" as a
// duration with its start.
func findRange(s string) (quantity, bool) {
	s = lowerASCII(s)
	var m []int
	if strings.Contains(s, "from") || clockThenDash(s) {
		m = durRange().FindStringSubmatchIndex(s)
	}
	if m == nil {
		if strings.ContainsAny(s, "-–") && containsAny(s, []string{"am", "pm", "a.m", "p.m"}) {
			m = durRangeAmPm().FindStringSubmatchIndex(s)
		}
		if m == nil {
			return quantity{}, false
		}
		// read as "from 2 to 4pm"
		m = []int{m[0], m[1], m[2], m[3], m[4], m[5], -1, -1, m[6], m[7], m[8], m[9], m[10], m[1]}
	}
	g := func(i int) string {
		if m[2*i] < 0 {
			return ""
		}
		return s[m[2*i]:m[2*i+1]]
	}
	var h1, m1, h2, m2 int
	var ap1, ap2 string
	if g(1) != "" {
		h1, _ = strconv.Atoi(g(1))
		m1, _ = strconv.Atoi(g(2))
		ap1 = g(3)
		h2, _ = strconv.Atoi(g(4))
		m2, _ = strconv.Atoi(g(5))
		ap2 = g(6)
	} else {
		h1, _ = strconv.Atoi(g(7))
		m1, _ = strconv.Atoi(g(8))
		h2, _ = strconv.Atoi(g(9))
		m2, _ = strconv.Atoi(g(10))
	}
	if h1 > 23 || h2 > 23 {
		return quantity{}, false
	}
	if ap2 != "" {
		h2 = ampm(h2, ap2)
		if ap1 == "" && h1+12 <= h2 && h1 < 12 {
			h1 += 12
		}
	}
	if ap1 != "" {
		h1 = ampm(h1, ap1)
	}
	a, b := h1*60+m1, h2*60+m2
	if b <= a && b+12*60 > a && h2 < 12 {
		b += 12 * 60 // "from 9 to 1": to one in the afternoon
	}
	if b <= a || b-a > 16*60 {
		return quantity{}, false
	}
	h12 := ap1 == "" && ap2 == "" && h1 >= 1 && b <= 12*60 && !strings.HasPrefix(g(1)+g(7), "0")
	return quantity{value: float64(b-a) * 60, pos: span{m[0], m[1]}, start: a, hour12: h12}, true
}

// clockThenDash is true of the texts the second half of durRange matches
// (lower case): a clock, then a dash or "to" and a digit ("9:00-11:30",
// "9.00 to 11.30"). Every line of a journal that starts with the time
// has a clock, few a range.
func clockThenDash(low string) bool {
	for i := 1; i+2 < len(low); i++ {
		if low[i] != ':' && low[i] != '.' || !ascii.IsDigit(low[i-1]) || low[i+1] < '0' || low[i+1] > '5' || !ascii.IsDigit(low[i+2]) {
			continue
		}
		j := i + 3
		for j < len(low) && isSpace(low[j]) {
			j++
		}
		var sep int
		switch r := low[j:]; {
		case strings.HasPrefix(r, "-"):
			sep = 1
		case strings.HasPrefix(r, "–"):
			sep = len("–")
		case strings.HasPrefix(r, "to"):
			sep = 2
		default:
			continue
		}
		j += sep
		for j < len(low) && isSpace(low[j]) {
			j++
		}
		if j < len(low) && ascii.IsDigit(low[j]) {
			return true
		}
	}
	return false
}

// findRange24 reads "0600-1400" and "1800-0200" (past midnight) as a
// duration with its start. Two years ("2019-2021") are no shift.
func findRange24(s string) (quantity, bool) {
	m := durRange24().FindStringSubmatchIndex(s)
	if m == nil {
		return quantity{}, false
	}
	year := func(a, b int) bool { return s[a:b] == "19" || s[a:b] == "20" }
	if year(m[2], m[3]) && year(m[6], m[7]) {
		return quantity{}, false
	}
	n := func(i int) int { v, _ := strconv.Atoi(s[m[2*i]:m[2*i+1]]); return v }
	a, b := n(1)*60+n(2), n(3)*60+n(4)
	if b <= a {
		b += 24 * 60
	}
	if b-a > 16*60 {
		return quantity{}, false
	}
	return quantity{value: float64(b-a) * 60, pos: span{m[0], m[1]}, start: a}, true
}

// findDistance returns the first distance written in s, in kilometres.
func findDistance(s string) (quantity, bool) {
	best := quantity{start: -1, pos: span{-1, -1}}
	if !digitThen(s, 'k', 'm') && !mayHold(s, "kilomet", "mile", " km", "marathon") {
		return best, false
	}
	s = lowerASCII(s)
	take := func(v float64, a, b int, unit string) {
		if v <= 0 || v > 20000 {
			return
		}
		if best.pos.start < 0 || a < best.pos.start {
			best = quantity{value: v, unit: unit, pos: span{a, b}, start: -1}
		}
	}
	race := quantity{start: -1, pos: span{-1, -1}}
	for _, m := range findAll(numberThenUnit(s, "k", true, false, true), distKm(), s) {
		num := s[m[2]:m[3]]
		// "5k" needs its number: "a k" is no distance.
		if n, ok := parseNum(num); ok && (num[0] >= '0' && num[0] <= '9' || !strings.HasSuffix(strings.ToLower(s[m[0]:m[1]]), "k")) {
			// "her 10k training, ran 4 miles with her", "training for
			// a 10k": the race trained for is how far only when
			// nothing else says
			if raceForRE().MatchString(s[:m[0]]) || raceNameRE().MatchString(s[m[1]:]) {
				if race.pos.start < 0 {
					race = quantity{value: n, pos: span{m[0], m[1]}, start: -1}
				}
				continue
			}
			take(n, m[0], m[1], "")
		}
	}

	for _, m := range findAll(wordUnitAfterNumber(s, true, true, "mi", "mile", "miles"), distMiles(), s) {
		if n, ok := parseNum(s[m[2]:m[3]]); ok {
			take(n*measure.KmPerMile, m[0], m[1], "mi")
		}
	}
	for _, m := range findAll(wordUnitAfterNumber(s, false, false, "m", "meter", "meters", "metre", "metres"), distMeters(), s) {
		if n, ok := parseNum(s[m[2]:m[3]]); ok && n >= 100 {
			take(n/1000, m[0], m[1], "")
		}
	}
	// "ran my first half marathon": the race says how far, unless a
	// number does
	if m := findAll(best.pos.start < 0 && strings.Contains(s, "marathon"), marathonRE(), s); m != nil {
		v := 42.195
		if m[0][2] >= 0 {
			v = 21.0975
		}
		take(v, m[0][0], m[0][1], "")
	}
	if best.pos.start < 0 && race.pos.start >= 0 {
		best = race
	}
	return best, best.pos.start >= 0
}

var (
	// raceForRE: the words before a race trained for ("training for a ",
	// "signed up for the ")
	raceForRE = lazyre.New(`\b(?:training|train|trains|trained|signed up|sign up|registered|entered)\s+for\s+(?:a|an|the|her|his|my|our|their)\s+$`)
	// raceNameRE: the words after a race named, not run ("10k training",
	// "5k plan")
	raceNameRE = lazyre.New(`^\s+(?:training|plan|prep|race day)\b`)
)

// findMoney returns the first amount of money written in s. "12 bucks"
// has no currency: the journal's own currency is used for it.
func findMoney(s string) (quantity, bool) {
	best := quantity{start: -1, pos: span{-1, -1}}
	s = lowerASCII(s)
	if !currencyIn(s) {
		return best, false
	}
	take := func(num, cur string, a, b int) {
		v, ok := parseAmount(num)
		if !ok || v <= 0 {
			return
		}
		if best.pos.start < 0 || a < best.pos.start {
			best = quantity{value: v, currency: cur, pos: span{a, b}, start: -1}
		}
	}
	pre, post := currencyBesideNumber(s)
	for _, m := range findAll(pre, moneyPre(), s) {
		if m[2] >= 0 {
			take(s[m[4]:m[5]], money.Of(s[m[2]:m[3]]), m[0], m[1])
		} else {
			take(s[m[8]:m[9]], money.Of(s[m[6]:m[7]]), m[0], m[1])
		}
	}
	for _, m := range findAll(post, moneyPost(), s) {
		cur := ""
		if m[4] >= 0 {
			cur = money.Of(s[m[4]:m[5]])
		} else {
			cur = money.Of(s[m[6]:m[7]])
		}
		take(s[m[2]:m[3]], cur, m[0], m[1])
	}
	for _, m := range findAll(strings.Contains(s, "fiver") || strings.Contains(s, "tenner"), slangMoney(), s) {
		v := "5"
		if s[m[2]] == 't' {
			v = "10"
		}
		take(v, "", m[0], m[1]) // a fiver is five of the writer's money
	}
	for _, m := range findAll(wordCurrency(s), moneyWords(), s) {
		num := s[m[2]:m[3]]
		if n, ok := parseNum(num); ok && (num[0] < '0' || num[0] > '9') {
			num = strconv.FormatFloat(n, 'f', -1, 64)
		}
		take(num, money.Of(s[m[4]:m[5]]), m[0], m[1])
	}
	return best, best.pos.start >= 0
}

// currencyBesideNumber tells whether low (lower case) has a currency sign
// or code with a digit after it (pre: every text moneyPre matches has
// one) or before it (post: moneyPost), each perhaps after one white
// space. A day of a journal holds a price or two and many numbers, and
// the patterns tried every number of the day for one.
func currencyBesideNumber(low string) (pre, post bool) {
	for _, c := range moneySigns {
		for i := 0; i < len(low) && !(pre && post); i++ {
			k := strings.Index(low[i:], c)
			if k < 0 {
				break
			}
			i += k
			if j := i + len(c); j < len(low) && (ascii.IsDigit(low[j]) || isSpace(low[j]) && j+1 < len(low) && ascii.IsDigit(low[j+1])) {
				pre = true
			}
			if j := i; j > 0 && (ascii.IsDigit(low[j-1]) || isSpace(low[j-1]) && j > 1 && ascii.IsDigit(low[j-2])) {
				post = true
			}
		}
	}
	return pre, post
}

// parseAmount reads "1.234,56", "1,234.56", "139,95", "12.50", "80",
// "1 200".
func parseAmount(s string) (float64, bool) {
	v, _, ok := money.Parse(s)
	return v, ok
}

// FindDuration returns the first duration written in s, in seconds: "45
// min", "an hour and a half", "1h30", "3:45 h", "from 9 to 11".
func FindDuration(s string) (float64, bool) {
	q, ok := findDuration(s)
	return q.value, ok
}

// FindDistance returns the first distance written in s, in kilometres:
// "8,2 km", "8.2k", "ten km", "3 miles", "800 m".
func FindDistance(s string) (float64, bool) {
	q, ok := findDistance(s)
	return q.value, ok
}

// FindMoney returns the first amount of money written in s and its
// currency code: "€12.50", "139,95 €", "EUR 5.99", "48.50 euros"; the
// currency is "" when the text does not say ("12 bucks").
func FindMoney(s string) (float64, string, bool) {
	q, ok := findMoney(s)
	return q.value, q.currency, ok
}

var (
	// weighRE: the words that tell one's weight ("weighed in", "the
	// scale says", "weight 82 kg").
	weighRE = lazyre.New(`\b(?:weigh|weighs|weighed|weighing|weight|weigh-in|weigh in|scale|scales)\b`)
	// weightRE: an amount of weight (group 1 the number, 2 the unit).
	weightRE = lazyre.New(`\b(\d{2,3}(?:[.,]\d+)?)\s*(lbs?|pounds?|kgs?|kilos?|kilograms?|kilogrammes?)\b`)
)

// findWeight returns the weight a clause that speaks of weighing tells, in
// kilograms, with unit "lb" when it was written in pounds: "weighed in
// 181.3 lbs", "scale says 82.4 kg".
func findWeight(s string) (quantity, bool) {
	low := lowerASCII(s)
	if !weighRE().MatchString(low) {
		return quantity{}, false
	}
	m := weightRE().FindStringSubmatchIndex(low)
	if m == nil {
		return quantity{}, false
	}
	n, ok := parseNum(low[m[2]:m[3]])
	if !ok {
		return quantity{}, false
	}
	if unit := low[m[4]:m[5]]; unit[0] == 'l' || unit[0] == 'p' {
		return quantity{value: ingest.Round(n*measure.KgPerPound, 3), unit: "lb", pos: span{m[0], m[1]}, start: -1}, true
	}
	return quantity{value: n, pos: span{m[0], m[1]}, start: -1}, true
}
