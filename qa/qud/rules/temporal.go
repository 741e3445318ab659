package rules

import (
	"fmt"
	"hash"
	"io/fs"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"

	"reqap/index/catalog"
	"reqap/internal/lazyre"
	"reqap/lang/calendar"
	"reqap/lang/daypart"
	"reqap/lang/plural"
	"reqap/lang/spell"
	"reqap/qa"
	"reqap/qa/qud/link"
	"reqap/qa/qud/timex"
	rlex "reqap/qa/retrieve/lexicon"
	"reqap/qa/tree"
)

// The date and time attributes temporal conditions read: built in on
// every item, so no EXTRACT is needed.
const (
	dateAttr = timex.DateAttr
	timeAttr = timex.TimeAttr
)

// timeREs is what the temporal recognisers share per lexicon: the time
// grammar over its vocabulary.
type timeREs struct {
	tx *timex.Parser
}

func (lx *lexicon) numPat() string { return `(\d+|` + lx.numbers.alternation() + `)` }

func buildTimeREs(lx *lexicon) *timeREs { return &timeREs{tx: timex.New(lx.time)} }

// loadTime reads the time vocabulary (time.tsv, package timex) and files
// its period and number words, which other recognisers read too.
func (lx *lexicon) loadTime(fsys fs.FS, h hash.Hash) error {
	tl, err := timex.Load(fsys)
	if err != nil {
		return fmt.Errorf("rule lexicon: %w", err)
	}
	data, _ := fs.ReadFile(fsys, timex.LexiconFile)
	h.Write([]byte(timex.LexiconFile))
	h.Write(data)
	h.Write([]byte("timex " + timex.CodeVersion))
	lx.time = tl
	for k, v := range tl.Periods() {
		lx.periods.add(k, v)
	}
	for k, v := range tl.Numbers() {
		lx.numbers.add(k, v)
	}
	return nil
}

// timeSpans returns the question's time expressions, found once: text
// already understood (consumed) is protected.
func (p *parser) timeSpans() []timex.Span {
	if p.spans == nil {
		t := p.t
		opt := p.timeOptions()
		titles := append(p.connectorTitles(), p.daypartCompounds()...)
		opt.Protected = func(start, end int) bool {
			for _, r := range titles {
				if start < r[1] && end > r[0] {
					return true
				}
			}
			a, b := t.lowIndex(start), t.lowIndex(end)
			return t.usedIn(a, b)
		}
		p.spans = slices.DeleteFunc(p.tre.tx.Parse(t.orig, opt), p.holidayCompound)
		if p.spans == nil {
			p.spans = []timex.Span{}
		}
	}
	return p.spans
}

// holidayCompound reports whether a span is a holiday's name that
// modifies the noun after it in a phrase the library's own names write
// ("how much did I spend on Christmas presents": the journal's
// "Christmas presents 164.30 euros", bought on 14 December; had been
// the presents of 25 December, none): the phrase names a thing, not a
// day. A holiday with a year or more words of time after it stays one.
func (p *parser) holidayCompound(sp timex.Span) bool {
	if sp.Holiday == "" || sp.HolidayEnd != sp.End || p.env == nil || p.env.Catalog() == nil {
		return false
	}
	orig := p.t.orig
	rest := strings.TrimLeft(orig[sp.End:], " ")
	if len(rest) == len(orig[sp.End:]) {
		return false // no word after the name
	}
	next := strings.FieldsFunc(rest, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' })
	if len(next) == 0 || !strings.HasPrefix(rest, next[0]) {
		return false
	}
	phrase := strings.ToLower(orig[sp.HolidayStart:sp.End] + " " + next[0])
	return slices.ContainsFunc(p.env.NameRefsWith(next[0]), func(r link.Ref) bool { return wordIndex(strings.ToLower(r.Value), phrase) >= 0 })
}

// daypartCompounds are the byte ranges of the question that are a
// lexicon's terms headed by a part of the day ("movie night", "pizza
// night"): a compound noun names the happening, not a time of day to
// filter by (was "how many movie nights": the cinema visits after ten at
// night, none). A part of the day that modifies a noun after it
// ("morning run", "evening walk") is the run's time, and stays one.
func (p *parser) daypartCompounds() [][2]int {
	if p.env == nil || p.env.Lexicon == nil {
		return nil
	}
	orig := p.t.orig
	toks := rlex.Tokens(orig)
	var out [][2]int
	for _, h := range p.env.Lexicon.Find(toks) {
		if h.End-h.Start < 2 {
			continue
		}
		for i := h.Start; i < h.End; i++ {
			w := strings.ToLower(toks[i].Raw)
			if one, ok := plural.One(w); ok {
				w = one
			}
			if _, ok := daypart.Parse(w); !ok {
				continue
			}
			if i == h.Start {
				continue // "morning run": the run's time
			}
			last := toks[h.End-1]
			out = append(out, [2]int{toks[h.Start].Pos, last.Pos + len(last.Raw)})
			break
		}
	}
	return out
}

// connectorTitleRE: a word that joins a time to a happening, capitalised
// as a title's first word is ("Before the Vertigo", "After Hours"),
// then the title's next word (group 2).
var connectorTitleRE = lazyre.New(`\b(Before|After|Since|Until|Till|During)\s+(?:(?:[Tt]he|an?|A|An)\s+)?(\p{L}+)`)

// connectorTitles are the byte ranges of the question that are names the
// library holds beginning with a word of time ("When did I watch Before
// the Vertigo": the movie, no time before a song "Vertigo"): no time is
// read in them.
func (p *parser) connectorTitles() [][2]int {
	if p.env == nil || p.env.Catalog() == nil {
		return nil
	}
	orig := p.t.orig
	var out [][2]int
	for _, m := range connectorTitleRE().FindAllStringSubmatchIndex(orig, -1) {
		for _, r := range namesSaid(p.env, orig, orig[m[4]:m[5]], func(v string) bool { return len(strings.Fields(v)) > 1 }) {
			if r[0] == m[0] {
				out = append(out, r)
			}
		}
	}
	return out
}

// timeOptions are the time grammar's options for this question: the
// library's names, when there is a library, say which years are titles'.
func (p *parser) timeOptions() timex.Options {
	if p.env.Catalog() == nil {
		return timex.Options{}
	}
	cued, cuedOnce := []string(nil), false
	return timex.Options{NameWord: func(prev, w string) bool {
		if !cuedOnce {
			cuedOnce = true
			cued = p.cuedSources()
		}
		// A year right after a word that names the kind of record by a
		// service's name or a plural ("spotify 2021 hours", "songs 2021")
		// is the records' year: no title stands in apposition to those,
		// as one does to "the song 2021" or "the album 1989".
		if recordKindWord(p.env.Lexicon, prev) {
			return false
		}
		// A name that is itself a date (a daily note's title
		// "2025-01-31") keeps no year from being one; nor does a name
		// of a kind of record the question's words do not ask of ("coffee
		// spending 2021": the year, not the song "2021").
		for _, r := range p.env.NameRefsWith(w) {
			if !p.tre.tx.IsDate(r.Value) && saidAfter(r.Value, prev, w) && (cued == nil || slices.Contains(cued, r.Source)) {
				return true
			}
		}
		return false
	}}
}

// cuedSources are the sources that the activity or the spending the
// question's words name keep, or nil where they name none.
func (p *parser) cuedSources() []string {
	low := strings.ToLower(p.t.orig)
	if a := p.activityNamed(low); a != nil && len(a.Sources) > 0 {
		return a.Sources
	}
	if spendWordRE().MatchString(low) {
		if a := p.lx.act.byID["purchase"]; a != nil && len(a.Sources) > 0 {
			return a.Sources
		}
	}
	return nil
}

// spendWordRE: the words of spending money.
var spendWordRE = lazyre.New(`\b(?:spend|spends|spent|spending|expenses?|expenditure)\b`)

// saidAfter reports whether name v has word w first, or right after
// prev (any prev when prev is ""): "1989" is the album "1989 (Taylor's
// Version)" wherever it is said, "2023" of "Masterpiece - 2023 Remaster"
// only after "masterpiece".
func saidAfter(v, prev, w string) bool {
	toks := strings.FieldsFunc(strings.ToLower(v), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	for k, t := range toks {
		if t != w {
			continue
		}
		if k == 0 || prev == "" || toks[k-1] == prev {
			return true
		}
	}
	return false
}

// inTime reports whether low[a:b] is part of a time expression ("the
// fourth of July", "the second weekend of August"), for recognisers that
// run before the temporal ones.
func (p *parser) inTime(a, b int) bool {
	t := p.t
	for _, s := range p.tre.tx.Parse(t.orig, p.timeOptions()) {
		if s.Kind == timex.Anchored {
			continue
		}
		if x, y := t.lowSpan(s); x < b && a < y {
			return true
		}
	}
	return false
}

// lowIndex is the position in the lower form of byte off of the original.
func (t *text) lowIndex(off int) int {
	return sort.Search(len(t.off), func(i int) bool { return t.off[i] >= off })
}

// lowSpan is the lower form's range of a span.
func (t *text) lowSpan(s timex.Span) (int, int) { return t.lowIndex(s.Start), t.lowIndex(s.End) }

// usedIn reports whether any of low[a:b] is consumed.
func (t *text) usedIn(a, b int) bool {
	for i := a; i < b && i < len(t.low); i++ {
		if t.low[i] == used {
			return true
		}
	}
	return false
}

// temporal records the question's time windows (dates, times of day,
// weekdays) and consumes their words; "ever" is consumed without one.
func (p *parser) temporal() {
	// Days first, then times of day, then weekdays: conditions read in
	// that order ("in 2024 on weekends").
	var spans []timex.Span
	for _, k := range []timex.Kind{timex.Date, timex.Ever, timex.TimeOfDay, timex.Weekdays} {
		for _, s := range p.timeSpans() {
			if s.Kind == k {
				spans = append(spans, s)
			}
		}
	}
	dateAt := -1 // the condition of the last date read here
	for _, s := range spans {
		a, b := p.t.lowSpan(s)
		if a >= b || p.t.usedIn(a, b) {
			continue
		}
		if s.Kind == timex.Ever {
			p.t.consume(a, b)
			continue
		}
		if s.Kind == timex.Weekdays && askedBeforeRE().Match(p.t.low[:a]) {
			continue // "on which weekdays": asked for, not a condition
		}
		if p.timeLeftOut(s, a, b) {
			continue
		}
		if s.Holiday != "" && p.celebrated(s) {
			// "where did I spend New Year's Eve 2023": the day, and the
			// holiday's name stays in the query.
			hs, he := p.t.lowIndex(s.HolidayStart), p.t.lowIndex(s.HolidayEnd)
			words := p.t.original(he, b)
			p.t.consume(a, hs)
			p.t.consume(he, b)
			p.f.Temporal = append(p.f.Temporal, timeCond(s, words))
			continue
		}
		if n := len(p.f.Temporal); n > 0 && s.Kind == timex.Date && unionConj[s.Conj] && !p.versus && p.diff == 0 && (p.f.Temporal[n-1].From != "" && s.Window.From != "" || dateAt == n-1 && p.f.Temporal[n-1].From == "" && s.Window.From == "") {
			// "in January and February 2024": either window, as one
			// condition (a comparison weighs them instead); so are two
			// of every year ("in January and February")
			prev := p.f.Temporal[n-1]
			words := p.t.original(a, b)
			if s.Conj == "and" || strings.HasPrefix(s.Conj, "and ") {
				if m := p.t.find(bothWordRE()); m != nil && m[0] < a {
					// "both in 2021 and in 2022": each window, not
					// either, of the things asked (bothForm)
					p.t.consume(m[0], m[1])
					if len(p.bothIn) == 0 {
						p.bothIn = []Cond{prev}
					}
					p.bothIn = append(p.bothIn, Cond{Expr: s.Window.Cond(), Words: words, From: s.Window.From, To: s.Window.To})
				}
			}
			p.t.consume(a, b)
			p.f.Temporal[n-1] = Cond{Expr: "((" + prev.Expr + ") || (" + s.Window.Cond() + "))", Words: prev.Words + " " + s.Conj + " " + words}
			continue
		}
		if s.Kind == timex.Weekdays && theWeekendRE().MatchString(p.t.orig[s.Start:s.End]) && p.oneDay(spans) {
			// "what did I listen to over the weekend", "am I busy at
			// the weekend": one weekend, read by tense as a weekday is
			rel := "this weekend"
			if p.pastTense() {
				rel = "last weekend"
			}
			if ws := p.tre.tx.Parse(rel, timex.Options{}); len(ws) == 1 {
				p.addTime([]int{a, b}, ws[0].Window.Cond(), ws[0].Window.From, ws[0].Window.To)
				continue
			}
		}
		if s.Day > 0 && p.oneDay(spans) {
			w := timex.OneWeekday(s.Day, p.pastTense())
			p.addTime([]int{a, b}, w.Cond(), w.From, w.To)
			continue
		}
		cond := s.Window.Cond()
		if m := everyYearDayRE().FindStringSubmatch(cond); m != nil && s.Kind == timex.Date && !p.pastTense() && scheduledRE().MatchString(strings.ToLower(p.t.orig)) && !p.presentPerfect(strings.ToLower(p.said)) && !everyDayRE().Match(p.t.low) && !p.versus && !p.compare && len(spans) == 1 && !yearlyOccasionRE().MatchString(p.said) {
			// "what do I have on June 3rd", "what's happening on 3
			// June": asked of what is on, the coming one, not that day
			// of every year (as "on Monday" is the coming Monday)
			cond = fmt.Sprintf("%s && year(start_date) == (month(today) < %[2]s || month(today) == %[2]s && day(today) <= %[3]s ? year(today) : year(today) + 1)", cond, m[1], m[2])
		}
		p.addTime([]int{a, b}, cond, s.Window.From, s.Window.To)
		p.timeNote(s)
		if !yearSaidBy(spans, s) {
			p.everyYearNote(s, cond, a, b)
		}
		if s.Kind == timex.Date {
			dateAt = len(p.f.Temporal) - 1
		}
		if s.Contrast {
			p.compare = true // Mondays vs Tuesdays: counts per weekday
		}
	}
}

// yearSaidBy reports whether another date of the question names its
// year: "on Christmas Day last year" is one Christmas, read as both
// conditions.
func yearSaidBy(spans []timex.Span, s timex.Span) bool {
	for _, o := range spans {
		if o.Kind == timex.Date && o.Start != s.Start && (o.Window.From != "" || strings.Contains(o.Window.Cond(), "year(")) {
			return true
		}
	}
	return false
}

// everyYearSaidRE: a month or a season said of every year ("every May",
// "in any summer", "Mays"), right before or as the time's words.
var everyYearSaidRE = lazyre.New(`\b(?:every|each|any|all)\s+(?:the\s+)?$`)

// everyYearNote says that a month or a season said without its year ("in
// May", "in summer") is read as every year's, where the library's records
// span more than a year: "how many meetings did I have in May" counted the
// Mays of sixteen years and said nothing of it. Not where the words say
// every year, or an average or a habit is asked.
func (p *parser) everyYearNote(s timex.Span, cond string, a, b int) {
	w := s.Window
	if p.d == nil {
		// a clause read one level deep ("after my dentist check-up in
		// October"): a note there tells its reader the clause was not
		// understood, and its events would be searched for as words
		return
	}
	if s.Kind != timex.Date || w.From != "" || w.To != "" || !strings.Contains(cond, "month(start_date)") || strings.Contains(cond, "year(") || strings.Contains(cond, "today") {
		return
	}
	words := strings.TrimSpace(p.t.original(a, b))
	low := strings.ToLower(p.t.orig)
	if everyYearSaidRE().MatchString(strings.ToLower(p.t.orig[:s.Start])) || usuallyRE().MatchString(low) || strings.HasSuffix(strings.ToLower(words), "s") && !strings.HasSuffix(strings.ToLower(words), "ss") {
		return
	}
	if !p.spansYears(cond) {
		return
	}
	note := fmt.Sprintf("%q is taken in every year your records span: say the year for one", words)
	if !slices.Contains(p.f.Notes, note) {
		p.f.Notes = append(p.f.Notes, note)
	}
}

// monthSaidRE: the first month a condition of every year's months keeps
// ("month(start_date) == 5", "month(start_date) >= 6 && …").
var monthSaidRE = lazyre.New(`month\(start_date\)\s*(?:==|>=)\s*(\d{1,2})\b`)

// spansYears reports whether the library's records of the past hold the
// month cond keeps in more than one year, so that it said without its
// year may be of several: a journal of September 2024 to October 2025
// has two Octobers and one June.
func (p *parser) spansYears(cond string) bool {
	cat := p.env.Catalog()
	m := monthSaidRE().FindStringSubmatch(cond)
	if cat == nil || m == nil {
		return false
	}
	month, _ := strconv.Atoi(m[1])
	var lo, hi time.Time
	for _, src := range cat.Sources {
		if src.Events == 0 || src.First.Year() < 1900 {
			continue
		}
		last := src.Last
		if !cat.Built.IsZero() && last.After(cat.Built) {
			last = cat.Built
		}
		if lo.IsZero() || src.First.Before(lo) {
			lo = src.First
		}
		if last.After(hi) {
			hi = last
		}
	}
	if lo.IsZero() {
		return false
	}
	years := 0
	for y := lo.Year(); y <= hi.Year() && years < 2; y++ {
		from := time.Date(y, time.Month(month), 1, 0, 0, 0, 0, time.UTC)
		if from.AddDate(0, 1, 0).After(lo) && !from.After(hi) {
			years++
		}
	}
	return years > 1
}

// yearlyOccasionRE: occasions that come back on their day every year
// (holidays, birthdays, anniversaries): "which holiday is on 3 October"
// asks of that day in any year, not of the coming one alone.
var yearlyOccasionRE = lazyre.New(`(?i)\b(?:(?:public\s+|bank\s+|national\s+)?holidays?|feast\s+days?|(?:` + annualWords + `)s?|anniversaries)\b`)

// scheduledRE: a question of what is on or to come, by its auxiliary
// ("what do I have on", "what's happening on", "is there a meeting on",
// "will I"), not a habit in the present simple ("how many songs do I
// play on 25 December": every year's).
var scheduledRE = lazyre.New(`\b(?:have|has|got|is|isn't|are|aren't|am|will|won't|shall|what's|whats|there's|i'm|scheduled|planned|booked)\b`)

// perfectRE: the present perfect ("how many songs have I played on 25
// December"), which asks of every such day that has been; group 1 the
// verb, a past participle (presentPerfect).
var perfectRE = lazyre.New(`\b(?:have|has|'ve)\s+(?:i|we|you)\s+(?:ever\s+|already\s+)?(\p{L}+)\b`)

// presentPerfect reports whether s is asked in the present perfect
// (perfectRE): its verb a past in -ed, been, or an irregular past
// (isPast) or participle of the lexicon's.
func (p *parser) presentPerfect(s string) bool {
	m := perfectRE().FindStringSubmatch(s)
	if m == nil {
		return false
	}
	w := m[1]
	return strings.HasSuffix(w, "ed") || w == "been" || p.lx.perfect[w] != "" || p.isPast(w)
}

// everyYearDayRE: the condition of a day of a month of every year, as the
// time grammar writes it (groups: the month, the day).
var everyYearDayRE = lazyre.New(`^month\(start_date\) == (\d+) && day\(start_date\) == (\d+)$`)

// theWeekendRE: the weekend said in the singular with its article ("over
// the weekend", "at the weekend"), one weekend as "on Monday" is one day;
// "at weekends", "every weekend" are every one.
var theWeekendRE = lazyre.New(`(?i)^(?:(?:over|at|on|during|for)\s+)?the\s+week-?end$`)

// everyDayRE: words of a habit or of any time, which make a weekday said
// of one day every such day ("what do I usually do on Monday", "how often
// do I run on Friday", "my most played song on Sunday"; "on a typical
// Saturday", "a normal Monday": any such day, as "an average Sunday").
var everyDayRE = lazyre.New(`\b(?:usually|normally|typically|generally|always|often|ever|never|tend|tends|most|least|average|avg|typical|usual|normal|regular|per|every|each|habit|routine)\b`)

// pastAuxRE: an auxiliary of the past tense ("what did I do on Monday",
// "was there a meeting on Friday"); presentAuxRE one of the present or
// the future ("do I have", "is there", "what's scheduled", "will I").
var (
	pastAuxRE    = lazyre.New(`\b(?:did|didn't|didnt|was|wasn't|wasnt|were|weren't|werent|had)\b`)
	presentAuxRE = lazyre.New(`\b(?:do|does|don't|dont|doesn't|is|isn't|are|aren't|am|will|won't|shall|can|what's|whats|there's|i'm|i've|have|has)\b`)
	wordRE       = lazyre.New(`[a-z]+`)
)

// pastTense reports whether the question is asked in the past tense: by
// its auxiliary, else by a verb in the past ("what happened on Tuesday",
// "what I ate on Sunday").
func (p *parser) pastTense() bool {
	low := strings.ToLower(p.t.orig)
	switch {
	case pastAuxRE().MatchString(low):
		return true
	case presentAuxRE().MatchString(low):
		return false
	}
	return slices.ContainsFunc(wordRE().FindAllString(low, -1), p.isPast)
}

// oneDay reports whether a weekday said of one day ("on Monday") is one
// day, as English reads it with no other time and no habit: the last one
// in the past tense, the coming one otherwise ("do I have anything on
// Monday"). With a window of days ("on Saturday in March") or a habit it
// is every such day in it.
func (p *parser) oneDay(spans []timex.Span) bool {
	for _, s := range spans {
		if s.Kind == timex.Date || s.Kind == timex.Anchored || s.Kind == timex.Ever {
			return false
		}
	}
	return !everyDayRE().Match(p.t.low) && !p.versus && !p.compare
}

// bothWordRE: "both" said before two times joined by "and" ("both in 2021
// and in 2022").
var bothWordRE = lazyre.New(`\bboth\b`)

// unionConj join two windows of which either will do.
var unionConj = map[string]bool{"and": true, "or": true, ",": true, "and in": true, "or in": true, "and on": true, "or on": true}

// celebrateRE are words before a holiday that make it what the question
// is about as well as when ("celebrated Christmas 2023", "spend New
// Year's Eve 2023", "when was Whit Monday in 2010").
var celebrateRE = lazyre.New(`\b(?:celebrat\w*|spen[dt]\w*|party|parties|dinner|lunch|gifts?|presents?|plans?|did\s+(?:i|we)\s+do|do\s+(?:i|we)\s+do|go|went|trip|vacation|holiday|when\s+(?:was|is|were|did|does|do|will)|what\s+(?:date|day)\s+(?:was|is|did|does)|(?:what|which)\s+(?:was|is|were)\s+the\s+(?:date|day))(?:\s+(?:\w+|[|]+)){0,3}\s*$`)

// celebrated reports whether a holiday span without a preposition
// follows words that make the holiday the question's topic.
func (p *parser) celebrated(s timex.Span) bool {
	switch strings.ToLower(strings.TrimSpace(p.t.orig[s.Start:s.HolidayStart])) {
	case "", "the", "of", "of the": // "what was the date of Good Friday"
	default:
		return false
	}
	before := p.t.low[:p.t.lowIndex(s.Start)]
	if s.Festival && whereLeadRE().MatchString(p.f.Question) && spentTimeBeforeRE().Match(before) {
		// "where did I spend Christmas 2024": the place of the time
		// passed, the festival's days, as "over Christmas" is; a diary
		// of those days need not name the festival. Who it was spent
		// with stays the festival's own entry ("Christmas at mum's"),
		// not everyone met those days.
		return false
	}
	return celebrateRE().Match(before)
}

// spentTimeBeforeRE: a verb of spending right before a time, which is
// then the time passed ("spend Christmas", "spent the Easter").
var spentTimeBeforeRE = lazyre.New(`\b(?:spend|spent|spending)\s+(?:the\s+)?$`)

// pastRE: a question asked in the past tense or the present perfect
// ("how many standups were there", "when did I last …", "how many have I
// had").
var pastRE = lazyre.New(`\b(?:did|was|were|had|has|have\s+(?:i|we|there))(?:\b|n['’]t\b)`)

// firstPersonRE: the person asking as a subject ("did I", "the things we
// did"), whose doings a question in the past tense lists.
var firstPersonRE = lazyre.New(`\b(?:i|we)\b`)

// recentRE: the words of what is latest by now ("my 3 most recent
// orders", "my latest run"): recent is of the past, as a dictionary says.
var recentRE = lazyre.New(`\b(?:most\s+)?(?:recent|recently|latest)\b`)

// pastBound bounds a question asked in the past tense, with no window of
// its own, to what had happened by today, where the sources it reads
// hold events dated after the library was built: a calendar's recurring
// entries are expanded a year ahead, and the standups still to come were
// not "there". Only counts, totals, what I did listed and the last time: "how long was the
// event" is about the event whenever it is. A window that recurs ("in
// October": every October) bounds nothing: the Octobers to come are
// still to come. A window with a beginning and no end ("since 2014",
// "after May") is bounded too: "how many times has it happened since
// 2014" counts up to now, as "since" says. The last time is counted back
// from today whatever the sources hold, as "how long ago" is: a library
// asked as of a day inside it ("when did I last go running", asked on
// 12 March) has nothing of later days yet.
func (p *parser) pastBound() {
	f := p.f
	bounded := slices.ContainsFunc(f.Temporal, func(c Cond) bool { return c.To != "" })
	low := strings.ToLower(f.Question)
	lastTwo := f.Form == FormFirstLast && f.Dir > 0 // "between my last two runs": done by now
	// A query of keywords says no tense: its last thing ("last amazon
	// order") is the latest by now, as "last" of a thing done means.
	past := pastRE().MatchString(low) || lastTwo || (f.Form == FormExtreme || f.Form == FormWhen) && f.Dir > 0 && (slices.ContainsFunc(wordRE().FindAllString(low, -1), p.isPast) || recentRE().MatchString(low) || p.keywordsAsked())
	if bounded || len(f.Joins) > 0 || p.env.Catalog() == nil || !past {
		// "what's the most recent film I saw": the last of what was
		// done, in the past however the question opens
		return
	}
	last := false
	switch {
	case f.Form == FormCount, f.Form == FormSum, f.Form == FormDistinct:
	case f.Form == FormList && firstPersonRE().MatchString(low):
		// "which concerts did I go to": not the one booked for next
		// week; what records were ("which calendar events had no
		// location") is not bounded
	case (f.Form == FormExtreme || f.Form == FormWhen) && f.Dir > 0 && (f.Rank == nil || rankedByTime(f)), lastTwo:
		last = len(f.Temporal) == 0
	default:
		return
	}
	cat := p.env.Catalog()
	if last || slices.ContainsFunc(cat.Sources, func(s catalog.Source) bool {
		// A source with events to come: as imported, or one whose events
		// recur (a calendar's series go on past any day asked about).
		return (len(f.Sources) == 0 || slices.Contains(f.Sources, s.Name)) && (s.Last.After(cat.Built) || s.Field("recurring") != nil)
	}) {
		f.Temporal = append(f.Temporal, Cond{Expr: "start_date <= today", Words: "by today", To: "add_days(today, 1)"})
	}
}

// rankedByTime reports whether the question ranks by a field of times
// ("the note I edited last"): the last of them is of the past too.
func rankedByTime(f *Frame) bool {
	return f.Rank != nil && f.Rank.Extract != nil && f.Rank.Extract.Type == qa.TypeDateTime
}

func timeCond(s timex.Span, words string) Cond {
	return Cond{Expr: s.Window.Cond(), Words: words, From: s.Window.From, To: s.Window.To}
}

// addTime adds a date condition said by match m and consumes its words.
func (p *parser) addTime(m []int, cond, from, to string) {
	words := p.t.original(m[0], m[1])
	p.t.consume(m[0], m[1])
	p.f.Temporal = append(p.f.Temporal, Cond{Expr: cond, Words: words, From: from, To: to})
}

func atoi(s string) int {
	n, _ := strconv.Atoi(strings.TrimSpace(s))
	return n
}

// number reads a number given in digits or words.
func (p *parser) number(s string) int {
	if n, err := strconv.Atoi(s); err == nil {
		return n
	}
	n, _ := p.lx.numbers.lookup(s)
	return n
}

// daysApartRE asks how far one day of the year is from another: "how
// many days after Easter is Whit Monday", "how many weeks before
// Christmas is Advent Sunday in 2024"; "how long" is in days. Groups:
// the unit, after or before, the day counted from, the day asked of, the
// year.
var daysApartRE = lazyre.New(`(?i)^\s*how\s+(?:many\s+(days|weeks)|long)\s+(after|before)\s+(.+?)\s+(?:is|was|will\s+be|are|were|does|did|do|falls?|comes?)\s+(.+?)(?:\s+(?:in|of)\s+(\d{4}))?(?:\s+(?:fall|come|take\s+place|be|happen))?[\s?.!]*$`)

// daysBetweenRE: "how many days are there between Easter and Whit
// Monday (in 2010)". Groups: the unit, the two days, the year.
var daysBetweenRE = lazyre.New(`(?i)^\s*how\s+(?:many\s+(days|weeks)|long)\s+(?:are\s+there\s+|is\s+it\s+|lie\s+|pass\s+|passed\s+)?(?:between|from)\s+(.+?)\s+(?:and|to|until|till)\s+(.+?)(?:\s+(?:in|of)\s+(\d{4}))?[\s?.!]*$`)

// daysApart answers "how many days after Easter is Whit Monday": the
// days from the one to the other, by the calendar of holidays, not a
// count of events. Where the days are not holidays it knows, or differ
// from year to year and no year is said, the answer says so.
func (p *parser) daysApart(q string) {
	m := daysApartRE().FindStringSubmatch(q)
	between := false // read as before where they are no two holidays
	if b := daysBetweenRE().FindStringSubmatch(q); m == nil && b != nil {
		between = true
		// "how many days are there between Easter and Whit Monday": from
		// the first to the next of the second
		m = []string{b[0], b[1], "after", b[2], b[3], b[4]}
	}
	if m == nil {
		return
	}
	holiday := func(s string) string {
		for _, sp := range p.tre.tx.Parse("on "+s, timex.Options{}) {
			if sp.Holiday != "" && sp.Start <= 3 && sp.End >= len(s)+3 {
				return sp.Holiday
			}
		}
		return ""
	}
	a, b := holiday(m[3]), holiday(m[4])
	year, _ := strconv.Atoi(m[5])
	days, ok := 0, a != "" && b != ""
	if ok {
		days, ok = p.tre.tx.DaysApart(a, b, year, strings.EqualFold(m[2], "after"))
	}
	f := p.f
	if !ok && p.happeningsApart(m, between) {
		return
	}
	if !ok && between {
		return
	}
	if !ok {
		f.Notes = append(f.Notes, fmt.Sprintf("how many days %s is from %s was not understood: only two holidays are counted apart, in a year said or the same every year", m[4], m[3]))
		return
	}
	fn, as := strconv.Itoa(days), "days"
	if strings.EqualFold(m[1], "weeks") {
		fn, as = fmt.Sprintf("round(%d / 7, 1)", days), "weeks"
	}
	*f = Frame{Question: f.Question, Form: FormSum, Measure: p.quantity(p.lx.measures.byID["days"]), Query: "anything", Subject: "everything", Apart: fn, ApartAs: as}
}

// happeningsApart answers "how many days after my last Netflix show did I
// order the speaker", "how many weeks between my first run and my last":
// the days from the date of one happening of the person's records to the
// other's, each found as an anchor is. m is daysApartRE's match; it
// reports whether both were happenings of the person. Between two, the
// days are as many whichever is said first ("between my last run and my
// last bike ride", the later first).
func (p *parser) happeningsApart(m []string, between bool) bool {
	if !happeningRE().MatchString(m[3]) || !happeningRE().MatchString(m[4]) {
		return false
	}
	a, refA, ok := p.anchor(m[3], false)
	if !ok {
		return false
	}
	b, refB, ok := p.anchor(m[4], false)
	if !ok {
		return false
	}
	if !between && !lastFirstRE().MatchString(m[4]) {
		// "how many days after my dentist check-up did I go running":
		// the next run after it (before it: the last one before), not
		// the first of all of them
		refB = nextTo(refB, a, refA, strings.EqualFold(m[2], "before"))
	}
	if strings.EqualFold(m[2], "before") {
		a, b, refA, refB = b, a, refB, refA
	}
	days := fmt.Sprintf("days_between(%s, %s)", a, b)
	if between {
		days = "abs(" + days + ")"
	}
	fn, as := days, "days"
	if strings.EqualFold(m[1], "weeks") {
		fn, as = fmt.Sprintf("round(%s / 7, 1)", days), "weeks"
	}
	f := p.f
	*f = Frame{Question: f.Question, Form: FormSum, Measure: p.quantity(p.lx.measures.byID["days"]), Query: "anything", Subject: "everything", Apart: fn, ApartAs: as,
		ApartRefs: map[string]*tree.Node{a: refA, b: refB}}
	return true
}

// nextTo makes the date ref of a happening that of its first one after
// the date named at (its last one before it, when before),
// where ref is a happening's first or last date; any other ref is kept.
func nextTo(ref *tree.Node, at string, atRef *tree.Node, before bool) *tree.Node {
	if ref == nil || ref.Op != tree.MIN && ref.Op != tree.MAX || ref.Args.Attr != dateAttr || len(ref.Inputs) != 1 {
		return ref
	}
	// a day of its own: "how many days after" asks of another day than
	// the happening's ("after I hurt my knee running": not that run)
	op, cmp, what := tree.MIN, ">", "after"
	if before {
		op, cmp, what = tree.MAX, "<", "before"
	}
	in := ref.Inputs[0]
	return &tree.Node{Op: op, Question: ref.Question + " " + what + " " + atRef.Question, Args: tree.Args{Attr: dateAttr},
		Inputs: []*tree.Node{{Op: tree.FILTER, Question: in.Question + " " + what + " it", Args: tree.Args{Condition: fmt.Sprintf("%s %s %s", dateAttr, cmp, at)},
			Inputs: []*tree.Node{in}, Refs: map[string]*tree.Node{at: atRef}}}}
}

// happeningRE: words that tell a happening of the person ("my last
// run", "I ordered the speaker", "moving to Graz").
var happeningRE = lazyre.New(`(?i)^\s*(?:my|our|i|we|\p{L}+ing)\s`)

// thresholdRE is a content condition on an amount: the attribute, the
// comparison and the number.
var thresholdRE = lazyre.New(`^([a-z_]+) (>|>=|<|<=) ([0-9.]+)$`)

// periodTotal reads a threshold said of days (weeks, months, years) as
// one on each period's total ("was there any day with more than 10 hours
// of music", "how many days did I run more than 20 km", "which months did
// I play more than 2000 songs"): what one event lasted is not what the
// period held.
func (p *parser) periodTotal() {
	f := p.f
	ix := periodNounRE().FindStringSubmatchIndex(f.Question)
	if ix == nil || len(f.Joins) > 0 || theOnePeriodRE().MatchString(f.Question[ix[0]:ix[1]]) && anchoredNextRE().MatchString(f.Question[ix[1]:]) {
		// "in the month before my trip" is one window of time, no
		// period each of which is asked of; "any days of 2022", "how
		// many days since January", "which months after 2020" still ask
		// of each
		return
	}
	m := periodNounRE().FindStringSubmatch(f.Question[ix[0]:])
	unit := strings.ToLower(m[1] + m[2])
	switch {
	case f.Form == FormYesNo, f.Form == FormSum && f.Measure != nil && f.Measure.ID == "days" && unit == "day":
	case f.Form == FormCount && strings.Contains(strings.ToLower(f.Question), unit+"s"):
	case f.Form == FormList && f.Val != nil && f.Val.ID == unit: // "on which days did I …"
	default:
		return
	}
	var by *Key
	if unit != "day" {
		if by = p.key(p.lx.groups.byID[unit]); by == nil {
			return
		}
	}
	for i, c := range f.Content {
		m := thresholdRE().FindStringSubmatch(c.Expr)
		if m == nil || len(c.Needs) != 1 || c.Needs[0].Name != m[1] {
			continue
		}
		switch c.Needs[0].Type {
		case qa.TypeDuration, qa.TypeDistance, qa.TypeMoney:
		default:
			continue
		}
		total := c
		total.Expr = unit + "_" + c.Expr
		f.GroupTotal, f.TotalBy = &total, by
		f.Content = slices.Delete(slices.Clone(f.Content), i, i+1)
		if c.Needs[0].Type == qa.TypeMoney && f.act == nil && len(f.Sources) == 0 && spendRE().MatchString(strings.ToLower(f.Question)) {
			// "how many months did I spend more than 500 euros": the
			// money spent is the purchases', as "how much did I spend"
			// reads it, not a search for "I spent"
			f.act, f.Activity = p.lx.act.byID["purchase"], "purchase"
		}
		p.periodsThatDid()
		return
	}
	// "how many days did I listen to more than 100 songs", "did I ever
	// play more than 300 songs in a day": a number of the activity's own
	// events said of a period is how many the period held
	var cond, words string
	if m := p.t.find(fieldThresholdRE()); m != nil && f.act != nil {
		w := strings.ToLower(p.t.group(m, 3))
		if a, ok := p.lx.act.phrases.lookup(w); ok && a.ID == f.act.ID || w == strings.ToLower(f.act.Noun) {
			cond, words = opOf(strings.ToLower(p.t.group(m, 1)))+" "+p.t.group(m, 2), p.t.original(m[0], m[1])
			p.t.consume(m[0], m[1])
		}
	} else if p.times != "" && f.GroupTimes == "" {
		// "how many days did I listen to Taylor Swift more than 10
		// times": the times of a day
		cond, words, p.times = p.times, timesWords(p.times), ""
	} else if f.Form == FormYesNo && f.CountWhether != "" && f.act != nil {
		// read already as whether the count reached it (activity.go)
		cond, words, f.CountWhether = f.CountWhether, f.CountWhether+" "+f.act.Noun, ""
	}
	if cond == "" {
		return
	}
	f.GroupTotal, f.TotalBy = &Cond{Expr: unit + "_count " + cond, Words: boundWords(words)}, by
	p.periodsThatDid()
}

// periodNounRE: days (weeks, months, years) said as what the question is
// about ("any day with", "days when I", "how many weeks did I", "which
// months", "in a single day"), not a number of them ("more than 3 days"):
// the unit is group 1 or 2.
var periodNounRE = lazyre.New(`(?i)\b(?:any|a|one|single|some|which|what|many|the)\s+(?:single\s+)?(day|week|month|year)s?(?:\s+(?:with|when|where|on\s+which|in\s+which|that))?\b|\b(day|week|month|year)s(?:\s+(?:when|where|on\s+which|that|with))?\b`)

// anchoredNextRE: words that make "the" period before them one time
// told by another ("the month before my trip", "the week of my
// birthday"). After periods of any number ("days since January", "any
// days of 2022") they bound the time of periods each asked of.
var anchoredNextRE = lazyre.New(`(?i)^\s+(?:before|after|of|since|until|following|preceding)\b`)

// theOnePeriodRE: a period of periodNounRE said as one with "the" ("the
// month"), no days or weeks of any number.
var theOnePeriodRE = lazyre.New(`(?i)^the\s+(?:day|week|month|year)$`)

// periodsThatDid sets the answer over the periods a group total kept:
// how many of them, or whether there was one ("did I ever … in a single
// day", read as which days), or which they were. The periods are the
// groups now: their words are no words to retrieve by.
func (p *parser) periodsThatDid() {
	f := p.f
	if m := p.t.find(periodNounRE()); m != nil && !strings.Contains(strings.ToLower(p.t.original(m[0], m[1])), "many") {
		p.t.consume(m[0], m[1])
	}
	switch {
	case f.Form == FormList && p.yesno:
		f.Form, f.Val = FormYesNo, nil
	case f.Form == FormYesNo && f.TotalBy == nil && f.Val != nil && f.Val.Attr == "start_date":
		// "did I ever watch more than 10 episodes in one day": whether
		// a day did, the day said by "in one day" no value asked
		f.Val = nil
	case f.Form != FormYesNo && f.Form != FormList:
		f.Form, f.Measure = FormCount, nil
	}
}

// outsideHoursRE: "outside (of) working (office, business) hours", the
// times that are not the nine to five of a weekday ("during working
// hours" is read by restate as that window).
var outsideHoursRE = lazyre.New(`\boutside\s+(?:of\s+)?(?:the\s+)?(?:my\s+)?(?:normal\s+|usual\s+|regular\s+|standard\s+)?(?:working|work|office|business)\s+hours\b`)

// outsideHours reads the times outside working hours: the evenings,
// nights and early mornings of weekdays, and the weekends.
func (p *parser) outsideHours() {
	if m := p.t.find(outsideHoursRE()); m != nil {
		p.addContent(m, nil, "!(weekday(start_date) <= 5 && start_time >= time(9, 0) && start_time <= time(17, 0))")
	}
}

// leftOutBeforeRE: words that leave a time out of what is asked, right
// before it ("except on weekends", "excluding December", "not counting
// Sundays", "outside of the summer", "other than in 2020"); "apart" and
// "aside" take the "from" the time parser reads as a start ("apart from
// December"). "But not" is a second time weighed against the first
// (butNotWords).
var leftOutBeforeRE = lazyre.New(`\b(?:(except(?:\s+for)?|excluding|exclusive\s+of|other\s+than|outside(?:\s+of)?|not\s+counting|not\s+including|leaving\s+out|besides|(?:apart|aside)\s+from)|(apart|aside))\s+(?:(?:on|in|at|during|for)\s+)?$`)

// timeLeftOut reads a time span said after words that leave it out
// ("how many rides did I do except on weekends", "what did I spend in
// 2022 excluding December") as what is not then: searched for, "except"
// finds nothing, and the time left out was the one counted.
func (p *parser) timeLeftOut(s timex.Span, a, b int) bool {
	m := leftOutBeforeRE().FindSubmatchIndex(p.t.low[:a])
	if m == nil || s.Holiday != "" || s.Kind == timex.Ever {
		return false
	}
	w := s.Window
	if m[4] >= 0 {
		// "apart from December": the time is what follows "from"
		rest, ok := strings.CutPrefix(strings.ToLower(p.t.original(a, b)), "from ")
		if !ok {
			return false
		}
		ws := p.tre.tx.Parse(rest, timex.Options{})
		if len(ws) != 1 || ws[0].End-ws[0].Start != len(rest) {
			return false
		}
		w = ws[0].Window
	}
	cond := w.Cond()
	if cond == "" {
		return false
	}
	words := p.t.original(m[0], b)
	p.t.consume(m[0], b)
	p.f.Temporal = append(p.f.Temporal, Cond{Expr: "!(" + cond + ")", Words: words})
	return true
}

// leftOutTimeRE: words that leave out, then a time said bare ("excluding
// December", "except for 2020", "apart from Sundays", "not counting
// weekends"): group 1 the words, group 2 the time's word.
var leftOutTimeRE = lazyre.New(`(?i)\b(except(?:\s+for)?|excluding|exclusive\s+of|apart\s+from|aside\s+from|other\s+than|outside(?:\s+of)?|not\s+counting|not\s+including|leaving\s+out|besides)\s+(?:the\s+)?(\pL+|\d{4})\b`)

// leftOutTimes gives a bare time after words that leave it out the
// preposition the time parser reads it by ("excluding December" →
// "excluding in December", "except Sundays" → "except on Sundays"), so
// that timeLeftOut reads it: a month, a season or a year alone is no time
// without one ("May sent me", "Summer Walker").
func leftOutTimes(s string) string {
	return leftOutTimeRE().ReplaceAllStringFunc(s, func(m string) string {
		sm := leftOutTimeRE().FindStringSubmatch(m)
		w := strings.ToLower(sm[2])
		prep := ""
		switch {
		case len(w) == 4 && w[0] >= '1' && w[0] <= '2' && strings.Trim(w, "0123456789") == "":
			prep = "in"
		case len(w) > 3 && func() bool { _, ok := calendar.Month(w); return ok }():
			prep = "in"
		case w == "spring" || w == "summer" || w == "autumn" || w == "fall" || w == "winter" || w == "summers" || w == "winters":
			prep = "in"
		case w == "weekends" || w == "weekdays" || w == "weekend" || func() bool {
			_, ok := calendar.Weekday(strings.TrimSuffix(w, "s"))
			return ok && strings.HasSuffix(w, "s")
		}():
			prep = "on"
		}
		if prep == "" {
			return m
		}
		return sm[1] + " " + prep + " " + m[len(sm[1]):][1:]
	})
}

// bothTimesRE: "both" between a preposition of time and the times it
// joins ("in both 2020 and 2021", "during both March and April").
var bothTimesRE = lazyre.New(`(?i)\b(in|during|on)\s+both\s+(\pL+|\d{4})(\s+and\s+)`)

// bothTimes puts "both" before the preposition it follows ("in both
// 2020 and 2021" → "both in 2020 and in 2021"), as the time parser
// reads two times joined, each with its own preposition.
func bothTimes(s string) string {
	return bothTimesRE().ReplaceAllString(s, "both $1 $2${3}$1 ")
}

// calendarUnitRE: a unit of time said to be the calendar's after a word
// that picks one ("the previous calendar year", "this calendar month",
// "per calendar week"); groups: the word (1), the unit (2).
var calendarUnitRE = lazyre.New(`(?i)\b((?:the\s+)?past|this|last|previous|prior|next|current|coming|same|each|every|per|a|one)\s+calendar\s+(year|month|week|quarter|day)(s?)\b`)

// calendarUnits reads a calendar unit as the unit: "this/last year" is
// the calendar's year already, and "calendar" left in the question named
// the calendar as what it asks about ("the most emails in the previous
// calendar year" weighed mail against the calendar). "The past calendar
// year" is last year, not the twelve months "the past year" means.
func calendarUnits(s string) string {
	if !strings.Contains(strings.ToLower(s), "calendar") {
		return s
	}
	return calendarUnitRE().ReplaceAllStringFunc(s, func(m string) string {
		g := calendarUnitRE().FindStringSubmatch(m)
		if strings.HasSuffix(strings.ToLower(g[1]), "past") {
			g[1] = "last"
		}
		return g[1] + " " + g[2] + g[3]
	})
}

// perUnitYearRE: a rate's unit followed at once by the years it is
// taken over ("GP visits per year 2020-2023"); groups: the rate (1), the
// years (2). Read together, "year 2020" was a date and the rate lost.
var perUnitYearRE = lazyre.New(`(?i)\b(per\s+(?:year|month|week|day))\s+((?:19|20)\d\d(?:\s*[-–]\s*(?:19|20)\d\d)?)\b`)

// perUnitYears puts "in" between a rate's unit and the years after it:
// "per year 2020-2023" is per year in 2020-2023.
func perUnitYears(s string) string {
	return perUnitYearRE().ReplaceAllString(s, "$1 in $2")
}

// recordKindWord reports whether w is a source cue said as a service's
// name (no English word: "spotify", "netflix") or as a plural or a
// gerund ("songs", "listening"), not as a singular noun that may head a
// title.
func recordKindWord(lx *rlex.Lexicon, w string) bool {
	if lx == nil || w == "" {
		return false
	}
	if _, ok := lx.Cue(rlex.WordKey(w)); !ok {
		return false
	}
	return !spell.Listed(w) || strings.HasSuffix(w, "ing") || strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && rlex.WordKey(w) != w
}
