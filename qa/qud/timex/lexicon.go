package timex

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"slices"
	"strconv"
	"strings"

	"reqap/lang/ascii"
	"reqap/lang/daypart"
	"reqap/lang/numword"
	"reqap/lang/tsv"
)

// LexiconFile is the file of the time vocabulary in the folder Load reads.
const LexiconFile = "time.tsv"

// holiday is a day of the year: a fixed day, a day relative to Easter, the
// Nth weekday of a month, or a day relative to another holiday.
type holiday struct {
	name       string
	month, day int // fixed
	easter     bool
	nthMonth   int // Nth weekday: month, weekday (1-7), n (-1 last)
	nthWD      int
	nth        int
	base       *holiday // relative to another holiday
	shift      int      // days from Easter or base
	overFrom   int      // "over X": days around it
	overTo     int
}

// daytime is a range of start times in minutes since midnight; End may be
// before Start (wraps past midnight).
type daytime struct {
	name       string
	start, end int
}

// dayRef is a day relative to today, with a part of it.
type dayRef struct {
	offset int
	dt     *daytime
}

// unit is a calendar unit ("week", "quarter").
type unit struct {
	name string
	days float64
}

// setID names a word class of the vocabulary.
type setID uint8

const (
	sMonth setID = iota + 1
	sWeekday
	sSeason
	sHoliday
	sDaytime
	sPeriod
	sNumber
	sOrdinal
	sRelation
	sRange
	sDeictic
	sRolling
	sPart
	sEver
	sAnchor
	sOccasion
	sMeal
	sDay
	sDayset
	sDecade
)

// entry is what a phrase means in one word class.
type entry struct {
	set   setID
	val   any
	words int // tokens in the phrase
}

// phraseKey normalises a phrase as questions are read: the keys of its
// tokens joined by single spaces, apostrophes dropped.
func phraseKey(s string) string { return tokensKey(tokenize(s)) }

// tokensKey is phraseKey of tokens already read: a text is tokenized
// once, not once per phrase looked up in it.
func tokensKey(toks []token) string {
	var b strings.Builder
	for _, t := range toks {
		if t.key == "'" {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(t.key)
	}
	return b.String()
}

// Lexicon is the time vocabulary (time.tsv).
type Lexicon struct {
	index    map[string][]entry
	prefix   map[string]bool // keys that start a longer phrase
	maxWords int

	names      []string        // phrases that name times, as written
	wdAbbr     map[string]bool // weekday phrases read only next to a date
	holByName  map[string]*holiday
	dtByName   map[string]*daytime
	monthNames map[int]string
	version    string
}

func newLexicon() *Lexicon {
	return &Lexicon{index: map[string][]entry{}, prefix: map[string]bool{}, wdAbbr: map[string]bool{},
		holByName: map[string]*holiday{}, dtByName: map[string]*daytime{}, monthNames: map[int]string{}}
}

// add files phrase under word class set with value v; the first meaning
// of a phrase in a class wins.
func (lx *Lexicon) add(set setID, phrase string, v any) {
	key := phraseKey(phrase)
	if key == "" {
		return
	}
	for _, e := range lx.index[key] {
		if e.set == set {
			return
		}
	}
	words := strings.Split(key, " ")
	lx.index[key] = append(lx.index[key], entry{set: set, val: v, words: len(words)})
	for i := 1; i < len(words); i++ {
		lx.prefix[strings.Join(words[:i], " ")] = true
	}
	if len(words) > lx.maxWords {
		lx.maxWords = len(words)
	}
}

func (lx *Lexicon) addAll(set setID, list []string, v any) {
	for _, s := range list {
		lx.add(set, s, v)
		switch set {
		case sMonth, sWeekday, sSeason, sHoliday, sDaytime:
			lx.names = append(lx.names, strings.ToLower(s))
		}
	}
}

// Names returns the phrases that name times (months, weekdays, seasons,
// holidays, times of day) as written, lower case; not the grammar's
// function words.
func (lx *Lexicon) Names() []string { return append([]string(nil), lx.names...) }

// values returns every phrase of a word class with its value.
func (lx *Lexicon) values(set setID) map[string]any {
	out := map[string]any{}
	for k, es := range lx.index {
		for _, e := range es {
			if e.set == set {
				out[k] = e.val
			}
		}
	}
	return out
}

// lookup returns the value of a whole phrase in a word class.
func (lx *Lexicon) lookup(set setID, phrase string) (any, bool) {
	return lx.lookupKey(set, phraseKey(phrase))
}

// lookupKey is lookup of a phrase already made a key (phraseKey).
func (lx *Lexicon) lookupKey(set setID, key string) (any, bool) {
	for _, e := range lx.index[key] {
		if e.set == set {
			return e.val, true
		}
	}
	return nil, false
}

// Load reads the time vocabulary from LexiconFile in fsys. Errors name the
// file, the line and what is wrong.
func Load(fsys fs.FS) (*Lexicon, error) {
	data, err := fs.ReadFile(fsys, LexiconFile)
	if err != nil {
		return nil, fmt.Errorf("reading time lexicon: %w", err)
	}
	return parseLexicon(data)
}

func parseLexicon(data []byte) (*Lexicon, error) {
	lx := newLexicon()
	addNumberWords(lx)
	err := tsv.Parse(LexiconFile, data, func(_ int, cols []string) error {
		if err := tsv.AtLeast(cols, 4); err != nil {
			return err
		}
		return lx.addRow(cols)
	})
	if err != nil {
		return nil, fmt.Errorf("time lexicon %w", err)
	}
	for _, need := range []struct {
		what string
		n    int
	}{{"month", len(lx.monthNames)}, {"weekday", countValues(lx.values(sWeekday))}} {
		want := map[string]int{"month": 12, "weekday": 7}[need.what]
		if need.n != want {
			return nil, fmt.Errorf("time lexicon %s: %d %ss, want %d", LexiconFile, need.n, need.what, want)
		}
	}
	for _, u := range []string{"day", "week", "month", "year"} {
		if _, ok := lx.lookup(sPeriod, u); !ok {
			return nil, fmt.Errorf("time lexicon %s: period %q is required", LexiconFile, u)
		}
	}
	// plans hold the hours of the parts of the day, which are not in the file
	hs := sha256.New()
	hs.Write(data)
	for _, p := range daypart.Parts {
		from, to := p.Span()
		fmt.Fprintf(hs, "\n%s %d %d", p, from, to)
	}
	h := hs.Sum(nil)
	lx.version = hex.EncodeToString(h[:])[:16]
	return lx, nil
}

func countValues(m map[string]any) int {
	seen := map[any]bool{}
	for _, v := range m {
		seen[v] = true
	}
	return len(seen)
}

// periodUnits are the names a period row may have: the calendar units the
// grammar computes with.
var periodUnits = map[string]bool{"day": true, "week": true, "fortnight": true, "month": true, "quarter": true, "year": true, "decade": true}

func (lx *Lexicon) addRow(c []string) error {
	kind, name, list, val := c[0], c[1], tsv.List(c[2]), c[3]
	if name == "" || len(list) == 0 {
		return fmt.Errorf("%s row needs a name and phrases", kind)
	}
	switch kind {
	case "month", "weekday", "number":
		n, err := strconv.Atoi(val)
		if err != nil {
			return fmt.Errorf("%s %s: value %q is not a number", kind, name, val)
		}
		switch kind {
		case "month":
			if n < 1 || n > 12 {
				return fmt.Errorf("month %s: %d is not 1-12", name, n)
			}
			lx.monthNames[n] = name
			lx.addAll(sMonth, list, n)
		case "weekday":
			if n < 1 || n > 7 {
				return fmt.Errorf("weekday %s: %d is not 1-7", name, n)
			}
			for _, p := range list {
				if len(p) <= 4 && p != name && p != name+"s" {
					lx.wdAbbr[phraseKey(p)] = true
				}
			}
			lx.addAll(sWeekday, list, n)
		default:
			lx.addAll(sNumber, list, n)
		}
	case "ordinal":
		n, err := strconv.Atoi(val)
		if err != nil || n == 0 || n > 31 || n < -1 {
			return fmt.Errorf("ordinal %s: value %q is not 1-31 or -1", name, val)
		}
		lx.addAll(sOrdinal, list, n)
	case "season":
		a, b, ok := strings.Cut(val, "-")
		from, err1 := strconv.Atoi(a)
		to, err2 := strconv.Atoi(b)
		if !ok || err1 != nil || err2 != nil || from < 1 || from > 12 || to < 1 || to > 12 {
			return fmt.Errorf("season %s: value %q is not first-last month", name, val)
		}
		lx.addAll(sSeason, list, [2]int{from, to})
	case "holiday":
		h, err := lx.parseHoliday(name, val)
		if err != nil {
			return err
		}
		if len(c) > 4 && c[4] != "" && c[4] != "-" {
			a, b, ok := strings.Cut(c[4], "..")
			x, err1 := strconv.Atoi(a)
			y, err2 := strconv.Atoi(b)
			if !ok || err1 != nil || err2 != nil || x > 0 || y < 0 || y-x > 14 {
				return fmt.Errorf("holiday %s: over %q is not -N..+M (at most two weeks)", name, c[4])
			}
			h.overFrom, h.overTo = x, y
		}
		lx.holByName[name] = h
		lx.addAll(sHoliday, list, h)
	case "daytime":
		var from, to int
		if p, ok := daypart.Parse(val); ok {
			// the hours a journal's "this morning" was placed in at import
			from, to = p.Span()
		} else {
			a, b, ok := strings.Cut(val, "-")
			var err1, err2 error
			from, err1 = parseClock(a)
			to, err2 = parseClock(b)
			if !ok || err1 != nil || err2 != nil {
				return fmt.Errorf("daytime %s: %q is not HH:MM-HH:MM or a part of the day", name, val)
			}
		}
		dt := &daytime{name: name, start: from, end: to}
		lx.dtByName[name] = dt
		lx.addAll(sDaytime, list, dt)
	case "day":
		n, err := strconv.Atoi(val)
		if err != nil || n < -14 || n > 14 {
			return fmt.Errorf("day %s: %q is not a number of days from today (-14 to 14)", name, val)
		}
		d := dayRef{offset: n}
		if len(c) > 4 && c[4] != "" && c[4] != "-" {
			if d.dt = lx.dtByName[c[4]]; d.dt == nil {
				return fmt.Errorf("day %s: no daytime %q listed above", name, c[4])
			}
		}
		lx.addAll(sDay, list, d)
	case "dayset":
		a, b, ok := strings.Cut(val, "-")
		from, err1 := strconv.Atoi(a)
		to, err2 := strconv.Atoi(b)
		if !ok || err1 != nil || err2 != nil || from < 1 || to > 7 || from > to {
			return fmt.Errorf("dayset %s: %q is not first-last weekday (1-7)", name, val)
		}
		lx.addAll(sDayset, list, [2]int{from, to})
	case "decade":
		y, err := strconv.Atoi(val)
		if err != nil || y%10 != 0 || y < minYear || y > maxYear {
			return fmt.Errorf("decade %s: %q is not the first year of a decade", name, val)
		}
		lx.addAll(sDecade, list, y)
	case "period":
		f, err := strconv.ParseFloat(val, 64)
		if err != nil || f <= 0 {
			return fmt.Errorf("period %s: %q is not a number of days", name, val)
		}
		if !periodUnits[name] {
			return fmt.Errorf("period %s: want one of day, week, fortnight, month, quarter, year, decade", name)
		}
		lx.addAll(sPeriod, list, unit{name: name, days: f})
	case "relation", "range", "deictic", "rolling", "part", "ever", "anchor", "occasion", "meal":
		valid := map[string][]string{
			"relation": {"since", "after", "before", "until", "in", "from", "between"},
			"range":    {"to"}, "deictic": {"this", "last", "next"}, "rolling": {"last"},
			"part": {"early", "mid", "late"}, "ever": {"ever"},
			"anchor":   {"after", "before", "during", "same_day"},
			"occasion": {"day", "stay"}, "meal": {"meal"},
		}[kind]
		if !slices.Contains(valid, name) {
			return fmt.Errorf("%s %q: want one of %s", kind, name, strings.Join(valid, ", "))
		}
		set := map[string]setID{"relation": sRelation, "range": sRange, "deictic": sDeictic,
			"rolling": sRolling, "part": sPart, "ever": sEver, "anchor": sAnchor, "occasion": sOccasion, "meal": sMeal}[kind]
		lx.addAll(set, list, name)
	default:
		return fmt.Errorf("unknown kind %q", kind)
	}
	return nil
}

func (lx *Lexicon) parseHoliday(name, val string) (*holiday, error) {
	h := &holiday{name: name}
	if lx.holByName[name] != nil {
		return nil, fmt.Errorf("holiday %s defined twice", name)
	}
	var m, wd, n int
	switch {
	case strings.Count(val, ":") == 2:
		if _, err := fmt.Sscanf(val, "%d:%d:%d", &m, &wd, &n); err != nil || m < 1 || m > 12 || wd < 1 || wd > 7 || n == 0 || n > 5 || n < -1 {
			return nil, fmt.Errorf("holiday %s: %q is not M:WD:N", name, val)
		}
		h.nthMonth, h.nthWD, h.nth = m, wd, n
		return h, nil
	case len(val) == 5 && val[2] == '-' && ascii.IsDigits(val[:2]) && ascii.IsDigits(val[3:]):
		m, _ = strconv.Atoi(val[:2])
		d, _ := strconv.Atoi(val[3:])
		if m < 1 || m > 12 || d < 1 || d > daysIn(2024, m) {
			return nil, fmt.Errorf("holiday %s: %q is not MM-DD", name, val)
		}
		h.month, h.day = m, d
		return h, nil
	}
	i := strings.IndexAny(val, "+-")
	if i < 0 {
		i = len(val)
	}
	base, shift := val[:i], 0
	if i < len(val) {
		s, err := strconv.Atoi(strings.TrimPrefix(val[i:], "+"))
		if err != nil || s < -100 || s > 100 {
			return nil, fmt.Errorf("holiday %s: %q is not MM-DD, easter±N, M:WD:N or NAME±N", name, val)
		}
		shift = s
	}
	switch {
	case base == "easter" && lx.holByName["easter"] == nil:
		h.easter, h.shift = true, shift
	case lx.holByName[base] != nil:
		h.base, h.shift = lx.holByName[base], shift
	default:
		if ascii.IsDigits(strings.ReplaceAll(val, "-", "")) {
			return nil, fmt.Errorf("holiday %s: %q is not MM-DD", name, val)
		}
		return nil, fmt.Errorf("holiday %s: %q is not MM-DD, easter±N, M:WD:N or NAME±N (of a holiday listed above)", name, val)
	}
	return h, nil
}

// parseClock reads HH:MM as minutes since midnight (24:00 is 1440).
func parseClock(s string) (int, error) {
	var h, m int
	if _, err := fmt.Sscanf(s, "%d:%d", &h, &m); err != nil || h < 0 || h > 24 || m < 0 || m > 59 || (h == 24 && m > 0) {
		return 0, fmt.Errorf("bad time %q", s)
	}
	return h*60 + m, nil
}

// Version identifies the vocabulary (a hash of the file), for caches of
// plans built with it.
func (lx *Lexicon) Version() string { return lx.version }

// Numbers returns the number words and their values ("three" → 3,
// "a couple of" → 2).
func (lx *Lexicon) Numbers() map[string]int {
	out := map[string]int{}
	for k, v := range lx.values(sNumber) {
		out[k] = v.(int)
	}
	return out
}

// Periods returns the period words and their lengths in days ("week" → 7,
// "monthly" → 30.44).
func (lx *Lexicon) Periods() map[string]float64 {
	out := map[string]float64{}
	for k, v := range lx.values(sPeriod) {
		out[k] = v.(unit).days
	}
	return out
}

// IsTimeWord reports whether phrase names a month, weekday, season or
// holiday, or is a word of a holiday's name ("eve" of "Christmas Eve"):
// such words are capitalised without being names.
func (lx *Lexicon) IsTimeWord(phrase string) bool {
	k := phraseKey(phrase)
	if k == "" {
		return false
	}
	for key, es := range lx.index {
		for _, e := range es {
			switch e.set {
			case sMonth, sWeekday, sSeason, sHoliday:
				if key == k || (e.set == sHoliday && (strings.HasSuffix(key, " "+k) || strings.HasPrefix(key, k+" "))) {
					return true
				}
			}
		}
	}
	return false
}

// addNumberWords adds the counts a window may be measured in ("the last
// three weeks", "twenty days ago", "a couple of months") from the one list
// of English number words (package lang/numword): whole numbers below a
// thousand as they are written alone, and "a couple of"; and the decades
// named by the plural of their tens ("the nineties", "the twenties"),
// read in the century the two digits of "the '90s" are.
func addNumberWords(lx *Lexicon) {
	for _, w := range numword.Words() {
		switch {
		case w.Kind == numword.Unit || w.Kind == numword.Ten:
			lx.addAll(sNumber, []string{w.Text}, int(w.Value))
			if w.Kind == numword.Ten && w.Value >= 20 && strings.HasSuffix(w.Text, "y") {
				lx.add(sDecade, strings.TrimSuffix(w.Text, "y")+"ies", decadeOf(int(w.Value)))
			}
		case w.Kind == numword.Scale && w.Value == 100:
			lx.addAll(sNumber, []string{w.Text, "a " + w.Text, "one " + w.Text}, 100)
		case w.Kind == numword.Group && w.Value < 10:
			lx.addAll(sNumber, []string{w.Text + " of", "a " + w.Text + " of"}, int(w.Value))
		}
	}
}
