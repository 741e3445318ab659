// Package timex is the time grammar of question understanding: it finds
// every time expression in a question and says which days (and times of
// day) it selects, in the expression language of operator trees (package
// qa/expr), or that it is told by a happening the planner must look up.
//
//	spans := timex.Default().Parse("How much did I spend over Christmas 2020 (December 24-26)?", timex.Options{})
//	// spans[0].Words  = "over Christmas 2020 (December 24-26)"
//	// spans[0].Window = {From: date("2020-12-24"), To: date("2020-12-27"),
//	//                    DateCond: start_date >= date("2020-12-24") && start_date <= date("2020-12-26")}
//
// A question is read as tokens (words, numbers, marks; typographic dashes
// and quotes folded) and scanned left to right; at each token the longest
// time expression wins. The vocabulary (months, weekdays, seasons,
// holidays, times of day, units, number and ordinal words, and the
// prepositions and connectives of the grammar) is the file time.tsv, read
// by Load; the grammar (which words may follow which) is code.
//
// # What is read
//
//   - numeric dates: 2019-03-07, 2019/03/07, 3/7/2019, 07.03.2019, 3/7/19,
//     2019-03 and 03/2019 (a month);
//   - dates with month names, ordinals and weekdays: "March 3rd, 2021", "the
//     3rd of March 2021", "Monday, November 16th, 2020", "Oct. 12, 2025";
//     a day of the month alone, "the 6th", "Saturday the 4th": this
//     month's, or last month's when this month has not reached it;
//   - ranges with "-", "–", "to", "through", "until", "from ... to",
//     "between ... and": "Dec 24–26", "December 24-26, 2020", "from
//     2021-02-01 to 2021-03-15", "between March and May 2022", "2019-2021";
//     an end without a year takes the other's;
//   - weeks and weekends: "the first week of 2019", "the second week of
//     March 2021", "the first seven days of 2024", "the week of March 3rd",
//     "week 12 of 2023", "the weekend of Oct 14–15, 2023", "the second
//     weekend of August", "the first Monday of March", "this/last weekend";
//   - quarters and halves: "Q2", "Q2 2021", "2021 Q2", "2Q 2021" (number
//     first with its year, as "1H 2025"), "the second quarter of 2020",
//     "H1 2019", "the second half of 2019", "this/last quarter";
//   - seasons: "summer 2023", "the summer of 2022", "winter 2020/21", "during
//     the spring", "last winter";
//   - holidays: fixed ("Christmas Eve 2023", "New Year's Day"), relative to
//     Easter ("Whit Monday in 2010", "Good Friday"), the Nth weekday of a
//     month ("Thanksgiving 2022", "Mother's Day", "Memorial Day") or another
//     holiday ("Black Friday"); "over X" and "the X holidays" widen to the
//     holiday's period where time.tsv gives one; "the X weekend" is the long
//     weekend;
//   - relative: "yesterday", "this morning", "last month", "this year so
//     far", "the past 3 weeks", "two years ago", "last Monday", "last
//     summer", "this time last year", "earlier this year", "year to date";
//   - since, until, before, after any of these: "since 5 April", "until
//     March", "before 2020", "after June 2021";
//   - years, decades and parts: "in 2019", "the 2010s", "the '90s", "early
//     2019", "mid-March", "the end of March", "the early 2000s";
//   - times of day and clock ranges: "after 6 pm", "before 9am", "at 7:30
//     p.m.", "around noon", "in the evening", "between 6 and 8 pm", "9am-5pm";
//   - weekdays: "on weekends", "on weekdays", "on Mondays", "Saturdays or
//     Sundays", "Monday to Friday", "Mondays vs Tuesdays" (Contrast);
//   - "ever", "of all time" (no restriction);
//   - a parenthesised restatement makes one span, whose window is the
//     explicit one: "summer 2023 (June to August)";
//   - anchors, times told by a happening: "since I moved to Graz", "two weeks
//     before my birthday", "in the 30 days before I left for Budapest", "the
//     month I started at X", "on my birthday", "during my trip to Rome",
//     "while running", "on the same day as my dentist appointment", another's
//     occasion by their possessive ("at Julia's birthday", "on my friend's
//     wedding day"). The span
//     carries an Anchor; the planner looks the happening up in the person's
//     own records (a RETRIEVE of Anchor.Phrase, never a typed date) and
//     Anchor.Window gives the condition over that ref. A window next to a
//     date ("the week before Christmas 2020") is computed here.
//
// # Conventions
//
//   - A name without a year recurs: "in March" is every March, "on Christmas"
//     every Christmas, "Dec 24–26" those days of every year. Movable days
//     without a year (Easter, the long weekend of a holiday) are listed for
//     1990-2045; the Nth weekday of a month has a closed condition.
//   - "since", "until", "before" and "after" a name without a year take the
//     latest one that has begun by today ("since 5 April" on 15 March 2024:
//     since 5 April 2023).
//   - "this" month is the one of the current year; "this" season or holiday
//     the latest that has begun; "last" the latest that is over (existing
//     plans keep their conditions).
//   - Numeric dates: a part above 12 decides; otherwise slashes and dashes
//     are month/day (as in the United States) unless Options.DayFirst, and
//     dots are always day.month. Two-digit years are 19xx from 70 on, else
//     20xx.
//   - Parts: early/beginning = days 1-10 of a month, January-April of a
//     year, the first month of a season, years 0-3 of a decade; mid = days
//     11-20, May-August, the middle month, years 4-6; late/end = days 21 to
//     the end, September-December, the last month, years 7-9.
//   - "the first week of 2019" is January 1-7 (not the ISO week: "week 1 of
//     2019" is); "the last week of 2019" is December 25-31.
//   - "N units ago" and "N units before X" are the unit-long window that
//     begins N units earlier ("two weeks before my birthday": the 7 days
//     from 14 days before it); "in the N units before X" is the N units up
//     to X.
//   - A holiday's long weekend: the holiday and the adjacent Saturday and
//     Sunday, a holiday on a Saturday observed the Friday before and one on
//     a Sunday the Monday after (July 4, 2020, a Saturday: July 3-5).
//   - "this time last year" is the week around the same day a year ago.
//   - Seasons are northern meteorological seasons (winter is December to
//     February and belongs to the year of its December).
//
// # What is not a time
//
// Words that look like times are not read as times without a cue: a month,
// season, holiday or year alone needs a preposition ("in May", not "May
// sent me"; "for" does not license a holiday: "a gift for Christmas"), a
// determiner ("my 2019 runs") or a time it is joined to ("in 2013 or
// 2014"). A capitalised season, time of day or weekday inside a name is no
// time ("Summer of '69", "Good Morning America", "Friday Night Lights"),
// nor a year in a title ("Remastered 2014", "1984", "the 1975") or anything
// in quotation marks. The caller protects what it knows to be names or has
// already understood with Options.Protected.
package timex
