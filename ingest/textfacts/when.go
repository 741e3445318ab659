package textfacts

import (
	"regexp"
	"reqap/lang/ascii"
	"strconv"
	"strings"

	"reqap/internal/lazyre"
	"reqap/lang/daypart"
)

// clock is a time of day written in the text.
type clock struct {
	min    int // minutes after midnight
	approx bool
	pos    span // where it was written, relative to the clause
	// hour12 is set for an hour written without am/pm and without
	// minutes ("around 8"): the part of the day decides.
	hour12 bool
}

var numberWords = map[string]int{
	"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
	"nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
	"sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30,
	"forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100,
	"couple": 2, "dozen": 12,
}

const hourWord = `(?:[01]?\d|2[0-3]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`

var (
	// 7:30, 07:30, 18.30, 7:30pm, ~18:30 — not a duration ("1:19 h") and
	// not a date ("10.11.").
	clockRE = lazyre.New(`(~|\b(?:at|around|about|approx\.?|ca\.?|circa|by|from|until|till|since|before|after|starting)\s+~?)?\b([01]?\d|2[0-3])[:.]([0-5]\d)(?:\s*([ap])\.?m\.?\b)?`)
	// 0730, at 1400, till 1100: a 24-hour clock written without a colon
	hhmmRE = lazyre.New(`(~|@|\b(?:at|around|about|approx\.?|by|from|until|till|before|after|starting)\s+~?)?\b([01]\d|2[0-3])([0-5]\d)\b`)
	// 7pm, 9 a.m.
	ampmRE = lazyre.New(`(~|\b(?:at|around|about|by|from|until|till|before|after)\s+~?)?\b` + hourWord + `\s*([ap])\.?m\.?\b`)
	// half past 7, quarter to eight
	pastRE = lazyre.New(`(\b(?:at|around|about|by)\s+)?\b(half|quarter|ten|twenty|five|twenty-five|\d{1,2}\s+minutes)(?:\s+minutes)?\s+(past|to|after|before)\s+(` + hourWord + `)\b(?:\s*([ap])\.?m\.?\b)?`)
	// at 8, around seven, at 8 o'clock
	bareHourRE = lazyre.New(`(~\s?|\b(?:at|around|about|by)\s+)` + hourWord + `(?:\s*o'?clock)?\b`)
	noonRE     = lazyre.New(`\b(?:(at|around|about|by)\s+)?(noon|midday|midnight)\b`)
	// "around half 7": British for half past seven
	halfRE = lazyre.New(`\b(at|around|about|by|from|until|till)\s+half\s+(` + hourWord + `)\b`)
	// 7ish, around sevenish, 7-ish: an hour said loosely
	ishRE = lazyre.New(`(\b(?:at|around|about|by)\s+)?\b(` + hourWord + `)-?ish\b`)
	// what may not follow a bare number read as an hour
	unitAfter = lazyre.New(`^\s*(?:[.,]\d|%|x\b|k\b|km|kms|kilomet|mi\b|miles?|m\b|meters?|metres?|min|mins|minutes?|h\b|hrs?|hours?|secs?|seconds?|` + anySign + `|` + moneyWord + `\b|kg|people|times|laps?|reps?|sets?|/\d|:\d|\.\d)`)
)

// findClock returns the first time of day written in s.
func findClock(s string) (clock, bool) {
	best := clock{min: -1}
	orig := s
	s = lowerASCII(s)
	if !mayHold(s, "noon", "midday", "midnight", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve") {
		return best, false
	}
	consider := func(c clock) {
		if best.min < 0 || c.pos.start < best.pos.start {
			best = c
		}
	}
	for _, m := range findAll(clockish(s), clockRE(), s) {
		// A duration ("1:19 h", "3:45 hours") or a date ("10.11.", "1.5.2025").
		rest := s[m[1]:]
		if durUnitAfter().MatchString(rest) || strings.HasPrefix(rest, ".") && len(rest) > 1 && rest[1] >= '0' && rest[1] <= '9' {
			continue
		}
		if m[2] < 0 && m[4] > 0 && (s[m[4]-1] == '.' || s[m[4]-1] == ':' || s[m[4]-1] == '/' || s[m[4]-1] >= '0' && s[m[4]-1] <= '9') {
			continue
		}
		// Hours, minutes and seconds with no "at" are a time taken ("Long
		// run, 16 km, 1:32:10"): a clock of a diary shows no seconds.
		if m[2] < 0 && len(rest) > 2 && rest[0] == ':' && rest[1] >= '0' && rest[1] <= '9' && rest[2] >= '0' && rest[2] <= '9' {
			continue
		}
		// "10.11." is a day and a month, unless "at" says it is a time.
		if m[2] < 0 && s[m[5]] == '.' && strings.HasPrefix(rest, ".") {
			continue
		}
		// "8.2 km" has one decimal, "7.30" two: a dot needs no unit after.
		if s[m[5]] == '.' && unitAfter().MatchString(s[m[7]:]) {
			continue
		}
		// "£3.40", "$ 4.50", "€12.30" are prices; "5k in 22:30" a time
		// taken.
		if m[2] < 0 && (currencyBefore(s[:m[4]]) || afterDistance(s[:m[4]])) {
			continue
		}
		h, _ := strconv.Atoi(s[m[4]:m[5]])
		mi, _ := strconv.Atoi(s[m[6]:m[7]])
		if m[8] >= 0 {
			h = ampm(h, s[m[8]:m[9]])
		}
		// "at 5:30" is an hour of a twelve-hour clock, as "at 5" is;
		// "05:30" and "17:30" are of a day's.
		h12 := m[8] < 0 && h >= 1 && h < 12 && s[m[4]] != '0'
		consider(clock{min: h*60 + mi, approx: m[2] >= 0 && approxWord(s[m[2]:m[3]]), pos: span{m[0], m[1]}, hour12: h12})
	}
	for _, m := range findAll(ascii.HasDigits(s, 4), hhmmRE(), s) {
		if c, ok := hhmm(s, m); ok {
			consider(c)
		}
	}
	for _, m := range findAll((digitThen(s, 'a', 'p') || strings.Contains(s, "pm") || strings.Contains(s, "a.m") || strings.Contains(s, "p.m")) && amPmAfterHour(s), ampmRE(), s) {
		h := hourOf(strings.TrimSpace(s[m[0]:m[1]]), m, s)
		if h < 0 {
			continue
		}
		ap := s[m[len(m)-2]:m[len(m)-1]]
		consider(clock{min: ampm(h, ap) * 60, approx: m[2] >= 0 && approxWord(s[m[2]:m[3]]), pos: span{m[0], m[1]}})
	}
	for _, m := range findAll((strings.Contains(s, " past ") || strings.Contains(s, " to ") || strings.Contains(s, " after ") || strings.Contains(s, " before ")) && pastHour(s), pastRE(), s) {
		h := wordHour(s[m[8]:m[9]])
		if h < 0 {
			continue
		}
		var mins int
		switch q := strings.ToLower(s[m[4]:m[5]]); q {
		case "half":
			mins = 30
		case "quarter":
			mins = 15
		default:
			mins = wordNumber(strings.TrimSpace(strings.TrimSuffix(q, "minutes")))
		}
		if mins <= 0 || mins >= 60 {
			continue
		}
		t := h * 60
		switch strings.ToLower(s[m[6]:m[7]]) {
		case "past", "after":
			t += mins
		default:
			t -= mins
		}
		c := clock{min: (t + 24*60) % (24 * 60), approx: m[2] >= 0 && approxWord(s[m[2]:m[3]]), pos: span{m[0], m[1]}}
		if m[10] >= 0 {
			c.min = ampm(h, s[m[10]:m[11]])*60 + (t - h*60)
		} else if h <= 12 {
			c.hour12 = true
		}
		consider(c)
	}
	for _, m := range findAll((strings.ContainsAny(s, "~") || strings.Contains(s, "at ") || strings.Contains(s, "around ") || strings.Contains(s, "about ") || strings.Contains(s, "by ")) && hourAfterCue(s), bareHourRE(), s) {
		// "at Four Corners", "at Seven Dials": a name, not an hour
		if c := orig[m[3]]; c >= 'A' && c <= 'Z' {
			continue
		}
		if unitAfter().MatchString(s[m[1]:]) || ampmRE().MatchString(s[m[0]:min(len(s), m[1]+6)]) || strings.HasPrefix(s[m[1]:], "-ish") {
			continue
		}
		h := wordHour(strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(strings.ToLower(s[m[2+1]:m[1]]), "o'clock"), "oclock")))
		if h < 0 {
			continue
		}
		c := clock{min: h * 60, approx: approxWord(s[m[2]:m[3]]), pos: span{m[0], m[1]}}
		if h >= 1 && h <= 12 {
			c.hour12 = true
		}
		consider(c)
	}
	for _, m := range findAll(strings.Contains(s, "half "), halfRE(), s) {
		if h := wordHour(s[m[4]:m[5]]); h >= 0 && !unitAfter().MatchString(s[m[1]:]) {
			c := clock{min: h*60 + 30, approx: approxWord(s[m[2]:m[3]]), pos: span{m[0], m[1]}}
			c.hour12 = h >= 1 && h <= 12
			consider(c)
		}
	}
	for _, m := range findAll(strings.Contains(s, "ish") && hourThenIsh(s), ishRE(), s) {
		if h := wordHour(s[m[4]:m[5]]); h >= 0 {
			c := clock{min: h * 60, approx: true, pos: span{m[0], m[1]}}
			c.hour12 = h >= 1 && h <= 12
			consider(c)
		}
	}
	for _, m := range findAll(strings.Contains(s, "noon") || strings.Contains(s, "midday") || strings.Contains(s, "midnight"), noonRE(), s) {
		t := 12 * 60
		if strings.EqualFold(s[m[4]:m[5]], "midnight") {
			t = 0
		}
		consider(clock{min: t, approx: m[2] < 0 || approxWord(s[m[2]:m[3]]), pos: span{m[0], m[1]}})
	}
	return best, best.min >= 0
}

// Cheap tests for the patterns of hours said in words and of am and pm,
// each true of every text (lower case) its pattern matches. Their words
// ("at", "to", "ish", a digit before an "a") are in most clauses of a
// journal; an hour where the pattern needs one is in few.

// hourWords are the hours hourWord writes in words.
var hourWords = []string{"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"}

// hourEndsAt reports whether low[:j] ends as an hour of hourWord does: a
// digit or an hour's word.
func hourEndsAt(low string, j int) bool {
	if j > 0 && ascii.IsDigit(low[j-1]) {
		return true
	}
	for _, w := range hourWords {
		if strings.HasSuffix(low[:j], w) {
			return true
		}
	}
	return false
}

// hourStartsAt reports whether low[i:] starts as an hour of hourWord
// does.
func hourStartsAt(low string, i int) bool {
	if i < len(low) && ascii.IsDigit(low[i]) {
		return true
	}
	for _, w := range hourWords {
		if strings.HasPrefix(low[i:], w) {
			return true
		}
	}
	return false
}

// amPmAfterHour is true of the texts ampmRE matches: an hour, white
// space, and am or pm ("7pm", "nine a.m.").
func amPmAfterHour(low string) bool {
	for i := 1; i+1 < len(low); i++ {
		if low[i] != 'a' && low[i] != 'p' {
			continue
		}
		k := i + 1
		if low[k] == '.' {
			k++
		}
		if k >= len(low) || low[k] != 'm' {
			continue
		}
		j := i
		for j > 0 && isSpace(low[j-1]) {
			j--
		}
		if hourEndsAt(low, j) {
			return true
		}
	}
	return false
}

// hourAfterCue is true of the texts bareHourRE matches: "~" and an hour,
// or "at", "around", "about" or "by", white space and an hour.
func hourAfterCue(low string) bool {
	for i := 0; i < len(low); i++ {
		if low[i] != '~' {
			continue
		}
		j := i + 1
		if j < len(low) && isSpace(low[j]) {
			j++
		}
		if hourStartsAt(low, j) {
			return true
		}
	}
	for _, w := range []string{"at", "around", "about", "by"} {
		if wordThenHour(low, w, false) {
			return true
		}
	}
	return false
}

// wordThenHour reports whether w is in low followed by white space and
// an hour; with spaced, also with white space before it.
func wordThenHour(low, w string, spaced bool) bool {
	for i := 0; i < len(low); i++ {
		k := strings.Index(low[i:], w)
		if k < 0 {
			return false
		}
		i += k
		if spaced && (i == 0 || !isSpace(low[i-1])) {
			continue
		}
		j := i + len(w)
		if j >= len(low) || !isSpace(low[j]) {
			continue
		}
		for j < len(low) && isSpace(low[j]) {
			j++
		}
		if hourStartsAt(low, j) {
			return true
		}
	}
	return false
}

// pastHour is true of the texts pastRE matches: a number of minutes
// ("half", "ten", "20 minutes"), then "past", "to", "after" or "before"
// between white space, and an hour.
func pastHour(low string) bool {
	if !containsAny(low, []string{"half", "quarter", "ten", "twenty", "five", "minutes"}) {
		return false
	}
	for _, w := range []string{"past", "to", "after", "before"} {
		if wordThenHour(low, w, true) {
			return true
		}
	}
	return false
}

// hourThenIsh is true of the texts ishRE matches: an hour, then "ish" or
// "-ish" ending a word ("7ish", "sevenish", "8-ish"), which "fish",
// "finish" and "English" are not.
func hourThenIsh(low string) bool {
	for i := 0; i < len(low); i++ {
		k := strings.Index(low[i:], "ish")
		if k < 0 {
			return false
		}
		i += k
		if end := i + 3; end < len(low) && ascii.IsWord(low[end]) {
			continue
		}
		j := i
		if j > 0 && low[j-1] == '-' {
			j--
		}
		if hourEndsAt(low, j) {
			return true
		}
	}
	return false
}

// hhmm reads a match of hhmmRE as a time of day. Four digits are a clock
// when a leading zero ("0730") or a word of time before them ("till
// 1100") says so, or when they end the clause or a part of it ("footy
// w/ the lads 1400, 1 hr"); not when a noun or a unit follows ("1200
// words"), a currency sign or a range's dash is next to them, or they
// could be a year ("in 2015").
func hhmm(s string, m []int) (clock, bool) {
	rest := s[m[1]:]
	if strings.HasPrefix(rest, "-") || strings.HasPrefix(rest, "–") || m[4] > 0 && (s[m[4]-1] == '-' || strings.HasSuffix(s[:m[4]], "–")) ||
		m[4] > 0 && (s[m[4]-1] == '.' || s[m[4]-1] == ',' || s[m[4]-1] == '/') || currencyBefore(s[:m[4]]) {
		return clock{}, false
	}
	year := s[m[4]:m[5]] == "19" || s[m[4]:m[5]] == "20"
	said := m[2] >= 0 && !year || s[m[4]] == '0'
	if !said {
		r := strings.TrimLeft(rest, " ")
		end := r == "" || r[0] == ',' || r[0] == ';' || r[0] == ')' || r[0] == '.' && (len(r) == 1 || r[1] == ' ')
		if !end || year {
			return clock{}, false
		}
	}
	if unitAfter().MatchString(rest) {
		return clock{}, false
	}
	h, _ := strconv.Atoi(s[m[4]:m[5]])
	mi, _ := strconv.Atoi(s[m[6]:m[7]])
	return clock{min: h*60 + mi, approx: m[2] >= 0 && approxWord(s[m[2]:m[3]]), pos: span{m[0], m[1]}}, true
}

// currencyBefore reports whether a number after before is a price: a
// currency sign written right before it.
func currencyBefore(before string) bool {
	before = strings.TrimRight(before, " ")
	for _, sign := range currencySigns {
		if strings.HasSuffix(before, sign) {
			return true
		}
	}
	return false
}

// afterDistance reports whether a number after before is the time a
// distance took: "10km / 52:30", "5k in 22:30".
// raceDistRE is a race's distance as a name: "5k", "10k", "21.1k".
var raceDistRE = lazyre.New(`^\d+(?:[.,]\d+)?k$`)

// lastWord is the last word of s, lower case.
func lastWord(s string) string {
	if i := strings.LastIndexAny(s, " \t\n(,;"); i >= 0 {
		s = s[i+1:]
	}
	return strings.ToLower(s)
}

func afterDistance(before string) bool {
	b := strings.TrimRight(before, " ")
	// A race's name right before: "parkrun 23:58", "10k: 48:10", "half
	// marathon 1:52" (a parkrun is 5 km at nine in the morning).
	if w := lastWord(strings.TrimRight(b, ":-–— ")); w == "parkrun" || w == "marathon" || raceDistRE().MatchString(w) {
		return true
	}
	switch {
	case strings.HasSuffix(b, "/"):
		b = b[:len(b)-1]
	case strings.HasSuffix(b, " in"):
		b = b[:len(b)-3]
	default:
		return false
	}
	b = strings.TrimRight(b, " ")
	for _, u := range []string{"km", "kms", "k", "mi", "miles", "mile"} {
		if t, ok := strings.CutSuffix(b, u); ok {
			t = strings.TrimRight(t, " ")
			if t != "" && t[len(t)-1] >= '0' && t[len(t)-1] <= '9' {
				return true
			}
		}
	}
	return false
}

// clockish reports whether s has a digit, a colon or dot, and a digit:
// "7:30", "18.30".
func clockish(s string) bool {
	for i := 0; i+2 < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' && (s[i+1] == ':' || s[i+1] == '.') && s[i+2] >= '0' && s[i+2] <= '9' {
			return true
		}
	}
	return false
}

var durUnitAfter = lazyre.New(`^\s*(?:h\b|hrs?\b|hours?\b|std\b)`)

func approxWord(w string) bool {
	w = strings.ToLower(strings.TrimSpace(w))
	return strings.HasPrefix(w, "~") || strings.HasPrefix(w, "around") || strings.HasPrefix(w, "about") ||
		strings.HasPrefix(w, "approx") || strings.HasPrefix(w, "ca") || strings.HasPrefix(w, "circa") || strings.HasPrefix(w, "by")
}

// hourOf reads the hour of an ampmRE match.
func hourOf(_ string, m []int, s string) int {
	// The hour is the word right before the am/pm group.
	seg := strings.TrimSpace(s[m[0]:m[len(m)-2]])
	if m[2] >= 0 {
		seg = strings.TrimSpace(s[m[3]:m[len(m)-2]])
	}
	seg = strings.TrimLeft(seg, "~ ")
	return wordHour(seg)
}

func wordHour(w string) int {
	w = strings.ToLower(strings.TrimSpace(w))
	if n, err := strconv.Atoi(w); err == nil {
		if n >= 0 && n <= 23 {
			return n
		}
		return -1
	}
	if n, ok := numberWords[w]; ok && n >= 1 && n <= 12 && w != "a" && w != "an" && w != "couple" && w != "dozen" {
		return n
	}
	return -1
}

func wordNumber(w string) int {
	if n, err := strconv.Atoi(w); err == nil {
		return n
	}
	if w == "twenty-five" {
		return 25
	}
	return numberWords[w]
}

func ampm(h int, ap string) int {
	pm := strings.EqualFold(ap[:1], "p")
	switch {
	case pm && h < 12:
		return h + 12
	case !pm && h == 12:
		return 0
	}
	return h
}

// partPhrases say which part of the day a happening took place in.
var partPhrases = []struct {
	re   func() *regexp.Regexp
	part daypart.Part
	// words: one of them is in every match. The words of a phrase, not
	// a word of it: "work" and "breakfast" are in most clauses of a
	// diary ("swam before work", "porridge for breakfast"), "after work"
	// and "before breakfast" in few.
	words []string
}{
	{lazyre.New(`\b(?:before|on the way to) work\b|\bearly\b|\bfirst thing\b|\b(?:this|in the|every|yesterday|sunday|monday|tuesday|wednesday|thursday|friday|saturday)\s+morning\b|\bmorning\b|\bbefore breakfast\b|\bsunrise\b`), daypart.Morning, []string{"before work", "way to work", "early", "first thing", "morning", "before breakfast", "sunrise"}},
	{lazyre.New(`\b(?:at|over|for|during)\s+lunch(?:time)?\b|\blunchtime\b|\blunch break\b|\b(?:at|around|about)\s+(?:noon|midday)\b`), daypart.Midday, []string{"lunch", "noon", "midday"}},
	{lazyre.New(`\bafter lunch\b|\b(?:this|in the|yesterday|late)\s+afternoon\b|\bafternoon\b|\barvo\b`), daypart.Afternoon, []string{"afternoon", "after lunch", "arvo"}},
	{lazyre.New(`\bafter work\b|\bon the way home\b|\btonight\b|\b(?:this|in the|yesterday|late)\s+evening\b|\bevening\b|\bafter dinner\b|\bsunset\b|(?:^|[\s(])eve:`), daypart.Evening, []string{"after work", "way home", "tonight", "evening", "after dinner", "sunset", "eve:"}},
	{lazyre.New(`\blast night\b|\bat night\b|\bbefore bed\b|\blate at night\b|\bmidnight\b|\bnight\b`), daypart.Night, []string{"night", "bed"}},
}

// lateEarly is what "early" ends when it means early for the evening:
// "went to bed early", "left early", "finished work early".
var lateEarly = lazyre.New(`\b(?:bed|home|left|leave|leaving|finished|off|sleep|asleep)\s+(?:\w+\s+)?$`)

// sleepWakeRE finds words of sleeping and waking: an hour they tell may
// well be at night ("went to bed at 2", "up at 4 with the baby").
var sleepWakeRE = lazyre.New(`\b(?:bed|slept|sleep|asleep|woke|wake|waking|awake|up at|got up|insomnia|nap|napped)\b`)

// partWords are the words one of partPhrases needs.
var partWords = []string{"work", "early", "first thing", "morning", "before breakfast", "sunrise", "lunch", "noon", "midday", "afternoon",
	"arvo", "tonight", "evening", "after dinner", "sunset", "way home", "night", "bed", "eve:"}

// findPart returns the part of the day s speaks of.
func findPart(s string) (daypart.Part, span, bool) {
	best, where := daypart.None, span{-1, -1}
	low := lowerASCII(s)
	any := false
	for _, w := range partWords {
		if strings.Contains(low, w) {
			any = true
			break
		}
	}
	if !any {
		return best, where, false
	}
	for _, p := range partPhrases {
		found := false
		for _, w := range p.words {
			if strings.Contains(low, w) {
				found = true
				break
			}
		}
		if !found {
			continue
		}
		for _, loc := range p.re().FindAllStringIndex(low, -1) {
			// "went to bed early", "an early night": not the morning
			if p.part == daypart.Morning && low[loc[0]:loc[1]] == "early" && (lateEarly().MatchString(low[:loc[0]]) || strings.HasPrefix(low[loc[1]:], " night")) {
				continue
			}
			if where.start < 0 || loc[0] < where.start {
				best, where = p.part, span{loc[0], loc[1]}
			}
			break
		}
	}
	return best, where, best != daypart.None
}

// sectionPart reads a section heading that names a part of the day
// ("Morning", "## Evening", "Nachmittag" is not English and is left).
func sectionPart(h string) daypart.Part {
	switch strings.ToLower(strings.Trim(strings.TrimSpace(h), ":")) {
	case "morning", "mornings", "am", "early morning":
		return daypart.Morning
	case "lunch", "midday", "noon":
		return daypart.Midday
	case "afternoon", "pm", "arvo":
		return daypart.Afternoon
	case "evening", "tonight", "eve": // "eve" is short for evening
		return daypart.Evening
	case "night", "late night":
		return daypart.Night
	}
	return daypart.None
}

// mealPart is when a meal is usually eaten.
func mealPart(meal string) daypart.Part {
	switch meal {
	case "breakfast":
		return daypart.Morning
	case "brunch", "lunch":
		return daypart.Midday
	case "dinner":
		return daypart.Evening
	}
	return daypart.None
}
