// Package daypart says which hours the parts of the day stand for. A
// journal's "this morning" is placed in them at import and a question's
// "in the morning" filters with them, so both must read the same table or
// a happening written one way is not found when asked for the other.
//
// The spans follow what dictionaries say and how people use the words:
// morning runs from the early hours (5:00, when early risers are up) to
// noon; midday is the hours around noon, when lunch is had; afternoon is
// noon to 18:00; evening is from 18:00 until bedtime, taken as midnight;
// night is the dark hours people are usually asleep, 22:00 to 5:00. Midday
// overlaps morning and afternoon, and night overlaps evening, as the words
// do: 11:30 is both "late morning" and "around noon", 23:00 both "late in
// the evening" and "at night".
package daypart

// Part is a part of the day.
type Part string

// The parts of the day; None is the whole day.
const (
	None      Part = ""
	Morning   Part = "morning"
	Midday    Part = "midday"
	Afternoon Part = "afternoon"
	Evening   Part = "evening"
	Night     Part = "night"
)

// Day is the length of a day in minutes.
const Day = 24 * 60

var spans = map[Part][2]int{
	Morning:   {5 * 60, 12 * 60},
	Midday:    {11 * 60, 14 * 60},
	Afternoon: {12 * 60, 18 * 60},
	Evening:   {18 * 60, Day},
	Night:     {22 * 60, 5 * 60},
}

// Parts lists the parts of the day in the order they begin.
var Parts = []Part{Morning, Midday, Afternoon, Evening, Night}

// Span returns the minutes after midnight the part covers, [from, to). A
// span that runs past midnight (night) has to <= from: its minutes are
// from..Day and 0..to. None covers the whole day, 0..Day.
func (p Part) Span() (from, to int) {
	if s, ok := spans[p]; ok {
		return s[0], s[1]
	}
	return 0, Day
}

// Contains reports whether minute m after midnight (0 <= m < Day) lies in
// the part.
func (p Part) Contains(m int) bool {
	from, to := p.Span()
	if to <= from {
		return m >= from || m < to
	}
	return m >= from && m < to
}

// Parse returns the part a name stands for: one of the parts' names, or
// "noon" for midday. ok is false for anything else.
func Parse(name string) (Part, bool) {
	if name == "noon" {
		return Midday, true
	}
	p := Part(name)
	_, ok := spans[p]
	return p, ok
}

// Of is the part of the day minute m after midnight is grouped in, where
// each minute must fall in one: morning, afternoon, evening or night,
// with the evening ending where the night begins. Midday, which overlaps
// the morning and the afternoon, is no group of its own.
func Of(m int) Part {
	switch {
	case Night.Contains(m):
		return Night
	case Morning.Contains(m):
		return Morning
	case Afternoon.Contains(m):
		return Afternoon
	default:
		return Evening
	}
}
