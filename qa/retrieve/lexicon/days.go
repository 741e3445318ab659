package lexicon

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"reqap/internal/lazyre"
	"reqap/lang/ascii"
	"reqap/lang/calendar"
	"reqap/lang/daypart"
	"reqap/lang/fold"
	"reqap/lang/tsv"
	"reqap/qa"
)

type dayWord struct {
	offset int
	part   daypart.Part
}

func (lx *Lexicon) parseDay(cols []string) error {
	if err := tsv.Exactly(cols, 3); err != nil {
		return err
	}
	key := Key(cols[0])
	if key == "" {
		return fmt.Errorf("phrase %q has no words", cols[0])
	}
	off, err := strconv.Atoi(cols[1])
	if err != nil || off > 0 || off < -14 {
		return fmt.Errorf("day offset %q: want a whole number of days from -14 to 0", cols[1])
	}
	part := daypart.None
	if cols[2] != "-" {
		p, ok := daypart.Parse(cols[2])
		if !ok {
			return fmt.Errorf("part of day %q: want morning, midday, afternoon, evening, night or -", cols[2])
		}
		part = p
	}
	dw := dayWord{offset: off, part: part}
	if old, ok := lx.days[key]; ok && old != dw {
		return fmt.Errorf("phrase %q is already listed with another meaning", cols[0])
	}
	lx.days[key] = dw
	return nil
}

// DayRef is the day a text talks about.
type DayRef struct {
	Date qa.Date
	// Part is the part of the day it talks about; daypart.None for the
	// whole day.
	Part daypart.Part
	// Phrase is the words that said so.
	Phrase string
	// Written is true for a written date ("12 March"), false for a
	// phrase relative to the day of writing ("yesterday", "on Sunday").
	Written bool
}

var weekdays = map[string]time.Weekday{
	"sunday": time.Sunday, "monday": time.Monday, "tuesday": time.Tuesday, "wednesday": time.Wednesday,
	"thursday": time.Thursday, "friday": time.Friday, "saturday": time.Saturday,
}

// MaxRefText bounds how much of a text is searched for a reference to
// the day of its happening: it is near the start of a post or mail.
const MaxRefText = 2000

// FindDay returns the first reference in text to a day before or on the
// day it was written: a phrase of days.tsv ("yesterday", "last night"), a
// weekday after "on" or "last" ("on Sunday": the most recent Sunday before
// the day of writing), or a written date ("12 March", "March 12th",
// "2023-03-12"; without a year, the most recent one not after the day of
// writing). Dates after the day of writing are not references to a past
// happening and are skipped.
//
// Written in the small hours, before the morning begins, the day of
// writing a phrase names ("today", "tonight") is still the day whose
// night it is, the one before: "Tough loss against FC Lisbon II today"
// at half past two is of the match that afternoon. A phrase counted back
// ("yesterday", "last night") is counted from the date, as said.
func (lx *Lexicon) FindDay(text string, written time.Time) (DayRef, bool) {
	if len(text) > MaxRefText {
		text = text[:MaxRefText]
	}
	today := qa.DateOf(written)
	toks := Tokens(text)
	for i := 0; i < len(toks); i++ {
		if dw, n := longest(lx, toks, i, lx.days); n > 0 {
			day := today.AddDays(dw.offset)
			if morning, _ := daypart.Morning.Span(); dw.offset == 0 && written.Hour()*60+written.Minute() < morning {
				day = today.AddDays(-1)
			}
			return DayRef{Date: day, Part: dw.part, Phrase: Raw(toks[i : i+n])}, true
		}
		low := strings.ToLower(toks[i].Raw)
		if wd, ok := weekdays[fold.TrimPossessive(low)]; ok && i > 0 {
			prev := strings.ToLower(toks[i-1].Raw)
			if prev == "on" || prev == "last" {
				back := (int(today.Weekday()) - int(wd) + 7) % 7
				if back == 0 {
					back = 7
				}
				ref := DayRef{Date: today.AddDays(-back), Phrase: Raw(toks[i-1 : i+1])}
				if i+1 < len(toks) {
					if p, ok := daypart.Parse(strings.ToLower(toks[i+1].Raw)); ok {
						ref.Part = p
						ref.Phrase = Raw(toks[i-1 : i+2])
					}
				}
				return ref, true
			}
		}
		if d, n, ok := writtenDate(toks, i, today); ok {
			return DayRef{Date: d, Phrase: Raw(toks[i : i+n]), Written: true}, true
		}
	}
	return DayRef{}, false
}

// Raw is the words of tokens as written, joined by single spaces.
func Raw(toks []Token) string {
	parts := make([]string, len(toks))
	for i, t := range toks {
		parts[i] = t.Raw
	}
	return strings.Join(parts, " ")
}

// writtenDate reads a date starting at toks[i]: "2023-03-12" (three
// tokens), "12 March [2023]", "12th of March", "March 12[th][, 2023]".
func writtenDate(toks []Token, i int, today qa.Date) (qa.Date, int, bool) {
	t := toks[i].Raw
	// ISO: the tokenizer splits at the hyphens.
	if len(t) == 4 && i+2 < len(toks) && ascii.IsDigits(t) {
		y, _ := strconv.Atoi(t)
		m, okm := smallNumber(toks[i+1].Raw, 12)
		d, okd := smallNumber(toks[i+2].Raw, 31)
		if okm && okd && y >= 1900 && y <= 2200 && toks[i+1].Pos == toks[i].Pos+5 && toks[i+2].Pos == toks[i+1].Pos+len(toks[i+1].Raw)+1 {
			if date, ok := validDate(y, time.Month(m), d); ok && date.Days() <= today.Days() {
				return date, 3, true
			}
		}
		return qa.Date{}, 0, false
	}
	if d, ok := dayOfMonth(t); ok {
		j := i + 1
		if j < len(toks) && strings.EqualFold(toks[j].Raw, "of") {
			j++
		}
		if j < len(toks) {
			if m, ok := calendar.Month(strings.ToLower(strings.TrimSuffix(toks[j].Raw, "."))); ok {
				return withYear(toks, j+1, m, d, today, j+1-i)
			}
		}
		return qa.Date{}, 0, false
	}
	if m, ok := calendar.Month(strings.ToLower(strings.TrimSuffix(t, "."))); ok && i+1 < len(toks) {
		if d, ok := dayOfMonth(toks[i+1].Raw); ok {
			return withYear(toks, i+2, m, d, today, 2)
		}
	}
	return qa.Date{}, 0, false
}

// withYear completes a day and month with the year at toks[j] if there is
// one, or the most recent year that puts the date on or before today.
func withYear(toks []Token, j int, m time.Month, d int, today qa.Date, n int) (qa.Date, int, bool) {
	if j < len(toks) && len(toks[j].Raw) == 4 && ascii.IsDigits(toks[j].Raw) {
		y, _ := strconv.Atoi(toks[j].Raw)
		if date, ok := validDate(y, m, d); ok && y >= 1900 && date.Days() <= today.Days() {
			return date, n + 1, true
		}
		return qa.Date{}, 0, false
	}
	y := today.Year()
	date, ok := validDate(y, m, d)
	if ok && date.Days() > today.Days() {
		date, ok = validDate(y-1, m, d)
	}
	return date, n, ok
}

func validDate(y int, m time.Month, d int) (qa.Date, bool) {
	if m < 1 || m > 12 || d < 1 || d > 31 {
		return qa.Date{}, false
	}
	date := qa.NewDate(y, m, d)
	if date.IsZero() || date.Day() != d {
		return qa.Date{}, false // February 30th
	}
	return date, true
}

// dayOfMonth reads "12", "12th", "1st", "2nd", "3rd".
func dayOfMonth(s string) (int, bool) {
	s = strings.ToLower(s)
	for _, suf := range []string{"st", "nd", "rd", "th"} {
		if strings.HasSuffix(s, suf) {
			s = s[:len(s)-2]
			break
		}
	}
	return smallNumber(s, 31)
}

func smallNumber(s string, max int) (int, bool) {
	if s == "" || len(s) > 2 || !ascii.IsDigits(s) {
		return 0, false
	}
	n, _ := strconv.Atoi(s)
	return n, n >= 1 && n <= max
}

// futureRE finds words that put a text's happening ahead of its writing:
// a plan names its evening to come, not the one before.
var futureRE = lazyre.New(`(?i)\b(?:will|\w+'ll|shall|going to|gonna|tomorrow|later|soon|next|upcoming|can'?t wait|plans?|planned|planning)\b`)

// wishRE finds a greeting: a wish is for the day it is said on, whatever
// the hour ("Happy birthday!" just after midnight).
var wishRE = lazyre.New(`(?i)\b(?:happy|congrat\w*|merry|many happy returns)\b`)

// whatANightRE finds the exclamation of a night or an evening had ("What a
// night", "what an evening", "What a great night"), the part in group 1.
var whatANightRE = lazyre.New(`(?i)\bwhat\s+an?\s+(?:\pL+\s+)?(evening|night)\b`)

// anchorWords put an evening a text names on a day of its own ("Friday
// night", "every evening", "tomorrow night"): it is not the one before.
var anchorWords = map[string]bool{"next": true, "tomorrow": true, "every": true, "each": true, "this": true, "that": true, "tonight": true}

// EveningBefore returns the day a text naming none tells of, when the
// hour it was written says so. Written in the small hours, before the
// morning begins, the text is still in the night that began the day
// before, which it tells of ("Best birthday crew 🥳" at 04:39). Written
// in the morning, a text that names an evening or night, or the meal eaten
// then, as something had, not planned, and no other part of the day
// ("What a night celebrating Marie's birthday", "Dinner at Trattoria da
// Salvatore with mom & dad" at half past ten), tells of the evening
// before: the day's own is still to come. So does a meal of the day named
// an hour or more before its hours, of that meal ("Lunch at Liberty
// Burger Co. with Jack" at 08:51). A greeting is for the day it is said
// on.
//
// Later in the day, before the evening, only the exclamation says a night
// is over, greeting or not: "Happy New Year! 🎆 What a night at Greta's
// place", at a quarter past two, is New Year's Eve.
func (lx *Lexicon) EveningBefore(text string, written time.Time) (DayRef, bool) {
	text, minute, before := refClock(text, written)
	morning, noon := daypart.Morning.Span()
	_, midday := daypart.Midday.Span()
	evening, _ := daypart.Evening.Span()
	if ref, ok := lx.nightOver(text, minute, before); ok {
		return ref, true
	}
	if wishRE().MatchString(text) {
		return DayRef{}, false
	}
	if minute < morning {
		// the day before, not only its night: "Not our day ⚽" at two
		// is of the match that afternoon
		return DayRef{Date: before, Phrase: "written in the night"}, true
	}
	if minute >= noon || futureRE().MatchString(text) || proposalRE().MatchString(text) {
		// After the morning an evening named may be the day's own, had
		// early ("Great evening with mum" at five), or a lunch's dish
		// ("Sushi night 🍣 with Lea and Martina toady" at one)
		return DayRef{}, false
	}
	toks := Tokens(text)
	for _, t := range toks {
		if p, ok := daypart.Parse(strings.ToLower(t.Raw)); ok && p != daypart.Evening && p != daypart.Night {
			// "Lovely afternoon with Lea. Spicy curry night": the
			// text tells of another part of the day
			return DayRef{}, false
		}
		if from, to, ok := lx.mealSpan(t.Key, 0, evening); ok {
			if minute < from-mealLead {
				// a meal of the day told of well before its hours,
				// as something had: yesterday's ("Lunch at Liberty
				// Burger Co. with Jack 🍔" at 08:51)
				return DayRef{Date: before, Part: mealPart(from, to), Phrase: t.Raw}, true
			}
			return DayRef{}, false
		}
	}
	for i, t := range toks {
		if i > 0 {
			prev := fold.TrimPossessive(strings.ToLower(toks[i-1].Raw))
			if _, wd := weekdays[prev]; wd || anchorWords[prev] {
				continue
			}
		}
		if p, ok := daypart.Parse(strings.ToLower(t.Raw)); ok && (p == daypart.Evening || p == daypart.Night) {
			return DayRef{Date: before, Part: p, Phrase: t.Raw}, true
		}
		if lx.mealWithin(t.Key, midday, daypart.Day) {
			return DayRef{Date: before, Part: daypart.Evening, Phrase: t.Raw}, true
		}
	}
	// A party is had in the evening, as dinner is ("Best birthday crew:
	// Jack, Lisa and Ruby 🥳" at eight in the morning is last night's),
	// unless the text puts it on a day of its own ("Party tonight 🥳").
	for _, t := range toks {
		w := strings.ToLower(t.Raw)
		if _, wd := weekdays[w]; wd || anchorWords[w] || w == "today" {
			return DayRef{}, false
		}
	}
	for _, h := range lx.Find(toks) {
		if h.Concept.ID == eveningParty && h.Weight >= Strong {
			return DayRef{Date: before, Part: daypart.Evening, Phrase: toks[h.Start].Raw}, true
		}
	}
	return DayRef{}, false
}

// eveningParty is the concept of a party (concepts.tsv), a happening of
// the evening: told of in the morning, it is the night before's.
const eveningParty = "party"

// afterEffectRE finds a text still feeling a happening that is over
// ("Still recovering from Can's place", "so hungover"), the words in
// group 0 and what was recovered from after group 1's end.
var afterEffectRE = lazyre.New(`(?i)\b(?:(recovering\s+from)|hung\s?over|hangover)\b`)

// NightOver returns the night before a text written on the day after it
// says is over, whatever greeting it also says: the exclamation of a
// night or an evening had ("Happy New Year! 🎆 What a night at Greta's
// place", at a quarter past two, is New Year's Eve), before the evening,
// or the day after's feeling of it ("Happy new year everyone!! Still
// recovering from Can's place 😅", at any hour of New Year's Day).
// Recovering from an illness or an injury is no night out.
func (lx *Lexicon) NightOver(text string, written time.Time) (DayRef, bool) {
	return lx.nightOver(refClock(text, written))
}

// refClock is what the readings of the day before take of a text and its
// writing: the text cut to MaxRefText, the minute of the day it was
// written and the day before that day.
func refClock(text string, written time.Time) (string, int, qa.Date) {
	if len(text) > MaxRefText {
		text = text[:MaxRefText]
	}
	return text, written.Hour()*60 + written.Minute(), qa.DateOf(written).AddDays(-1)
}

// nightOver is NightOver of a text already cut, written at minute of the
// day after before.
func (lx *Lexicon) nightOver(text string, minute int, before qa.Date) (DayRef, bool) {
	morning, _ := daypart.Morning.Span()
	evening, _ := daypart.Evening.Span()
	if minute < morning || futureRE().MatchString(text) {
		return DayRef{}, false
	}
	if m := whatANightRE().FindStringSubmatch(text); m != nil && minute < evening {
		p, _ := daypart.Parse(strings.ToLower(m[1]))
		return DayRef{Date: before, Part: p, Phrase: m[0]}, true
	}
	loc := afterEffectRE().FindStringSubmatchIndex(text)
	if loc == nil {
		return DayRef{}, false
	}
	if loc[3] > 0 {
		for _, h := range lx.Find(Tokens(text[loc[3]:])) {
			if h.Concept.Kind == "health" {
				return DayRef{}, false // "recovering from the flu"
			}
		}
	}
	return DayRef{Date: before, Part: daypart.Night, Phrase: text[loc[0]:loc[1]]}, true
}

// mealWithin reports whether a word is a strong term of a meal whose
// hours lie within [from, to) minutes of the day: eaten after midday
// (dinner, supper) or before the evening (breakfast, lunch).
func (lx *Lexicon) mealWithin(key string, from, to int) bool {
	_, _, ok := lx.mealSpan(key, from, to)
	return ok
}

// mealSpan returns the minutes after midnight [start, end) of the meal a
// word names whose hours lie within from..to, the earliest when it names
// several.
func (lx *Lexicon) mealSpan(key string, from, to int) (start, end int, ok bool) {
	for _, c := range lx.triggers[key] {
		if h, found := lx.meals[c]; found && h[0]*60 >= from && h[1]*60 <= to && (!ok || h[0]*60 < start) {
			start, end, ok = h[0]*60, h[1]*60, true
		}
	}
	return start, end, ok
}

// mealLead is how long before a meal's hours a text naming it, as had, is
// no longer of that day's meal: "Lunch at Pho Hanoi" at half past ten may
// be on its way; at nine it was yesterday's.
const mealLead = 60

// mealPart is the part of the day a meal eaten in [from, to) is had in:
// midday for a lunch or a brunch, else the part its middle falls in.
func mealPart(from, to int) daypart.Part {
	mid := (from + to) / 2
	if daypart.Midday.Contains(mid) {
		return daypart.Midday
	}
	return daypart.Of(mid)
}
