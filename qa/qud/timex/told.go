package timex

import (
	"time"
)

// maxHolidayWords is the longest holiday name, in tokens ("st. stephen's
// day" is four).
const maxHolidayWords = 5

// RecentHoliday finds the first name of a one-day holiday in a text ("the
// best NYE", "Christmas Eve dinner", "Halloween party") whose last day on
// or before the day the text was written is at most within days before
// it, and returns that day (at midnight, in written's location) and the
// name as written. A text written on New Year's Day thanking for "the
// best NYE" tells of December 31. Holidays named for a stretch of days
// ("Christmas", "Easter", "the holidays": those with days "over" them in
// time.tsv) are left out: a post on December 26 saying "Christmas" may
// mean the day it was written.
func (p *Parser) RecentHoliday(text string, written time.Time, within int) (time.Time, string, bool) {
	day := time.Date(written.Year(), written.Month(), written.Day(), 0, 0, 0, 0, written.Location())
	h, phrase, ok := p.firstHoliday(text)
	if !ok || h.overFrom != 0 || h.overTo != 0 {
		return time.Time{}, "", false
	}
	for _, y := range []int{written.Year(), written.Year() - 1} {
		d := h.date(y)
		d = time.Date(d.Year(), d.Month(), d.Day(), 0, 0, 0, 0, written.Location())
		if d.After(day) {
			continue
		}
		if day.Sub(d) <= time.Duration(within)*24*time.Hour {
			return d, phrase, true
		}
		break
	}
	return time.Time{}, "", false
}

// NamesHoliday reports whether a text names a holiday ("NYE",
// "Christmas", "Halloween party", "the holidays"), and which words did.
func (p *Parser) NamesHoliday(text string) (string, bool) {
	_, phrase, ok := p.firstHoliday(text)
	return phrase, ok
}

// firstHoliday returns the first holiday a text names, the longest name
// at the first word that begins one.
func (p *Parser) firstHoliday(text string) (*holiday, string, bool) {
	toks := tokenize(text)
	for i := range toks {
		if toks[i].kind != tWord {
			continue
		}
		for n := min(maxHolidayWords, len(toks)-i); n >= 1; n-- {
			if v, ok := p.lx.lookupKey(sHoliday, tokensKey(toks[i:i+n])); ok {
				return v.(*holiday), text[toks[i].start:toks[i+n-1].end], true
			}
		}
	}
	return nil, "", false
}
