// Package expr is the expression language of operator trees: FILTER
// conditions, MAP and APPLY functions and JOIN conditions. It is built on
// github.com/expr-lang/expr: an expression is parsed, type-checked and
// compiled once per node to expr-lang's bytecode and then run per item on
// a reused virtual machine. Nothing is ever evaluated as Go or Python code.
//
// # Names
//
//	FILTER / MAP on items    attributes by name: start_date, artist, duration_s
//	FILTER / MAP on groups   the group-key attributes and earlier MAP results by
//	                         name; group = the list of member items
//	APPLY                    items = the whole input list
//	JOIN                     i1.x (left input) and i2.x (right input)
//	everywhere               refs of the node by name (the answers of their
//	                         sub-trees); today (the question's reference date)
//	                         and now (its reference datetime); today() and
//	                         now() work too
//
// Items carry start_date, start_time, start_datetime, end_date, end_time,
// end_datetime and source, plus what EXTRACT, MAP and UNNEST added.
// x.attr and x["attr"] read an attribute of an item (also of group members
// inside predicates: .attr is #.attr), a component of a date or datetime
// (year, month, day, weekday, hour, minute, second, date, time) or a map
// entry.
//
// An item that lacks an attribute the expression reads is not evaluated: a
// FILTER drops it, a MAP leaves it without the result, a JOIN pairs it with
// nothing, and the node's stats count it ("12 items lacked attribute x").
// Only attributes tested for presence (x == nil, x != nil, x ?? default)
// are optional. A missing value met inside an expression (.x of a member
// that lacks it, first([])) is nil: it is false in comparisons and skipped
// by sum, avg, min and max.
//
// # Values and operators
//
// Numbers (all float64), text, booleans, dates, times of day, datetimes
// (zoned), lists, items. Literals: 42, 3.5, "text" or 'text', true, false,
// nil, [1, 2], {"k": 1}.
//
//	==  !=               equality: numbers by value, text case-insensitively,
//	                     lists element-wise, a date equals a datetime on that
//	                     civil day; values of different types are unequal
//	<  <=  >  >=         ordering (see below); a type mismatch is an error
//	+  -  *  /  %  **    arithmetic; + also joins text and lists; date - date
//	                     is days, datetime - datetime and time - time seconds
//	&& || !  and or not  logic (short-circuit)
//	x in list            membership (equality as above); in text: substring
//	a contains b         case-insensitive substring; on a list: any element
//	                     contains b; also contains(a, b)
//	startsWith endsWith  as starts_with / ends_with
//	a matches "re"       regular expression (Go syntax; (?i) for any case)
//	c ? a : b, x ?? y    conditional, default for nil
//	let x = ...; expr    a local name
//	list[0] list[1:3]    index and slice
//
// Comparisons follow qa.Compare: dates by day; a date with a datetime by
// the datetime's civil date in its own zone (start_datetime >=
// date("2022-01-01") holds all day on January 1 wherever it was written);
// times of day with datetimes by wall clock; datetimes with datetimes by
// instant; text with a date, time or datetime by parsing it
// (start_date >= "2022-06-01", start_time >= "18:00").
//
// # Functions
//
// Dates and times (x is a date, datetime or ISO text; weekday counts
// Monday=1 ... Sunday=7; seasons are northern-hemisphere meteorological:
// winter Dec-Feb, spring Mar-May, summer Jun-Aug, autumn Sep-Nov):
//
//	year(x)                           the year
//	month(x)                          1 to 12
//	day(x)                            the day of the month
//	weekday(x)                        Monday 1 to Sunday 7
//	weekday_name(x)                   "Monday"
//	month_name(x)                     "January"
//	isoweek(x)                        the ISO week number
//	isoyear(x)                        the year of the ISO week
//	season(x)                         "winter", "spring", "summer" or "autumn"
//	is_weekend(x)                     Saturday or Sunday
//	hour(x)                           x: a time of day or datetime
//	minute(x)                         x: a time of day or datetime
//	part_of_day(x)                    "morning" (5-12), "afternoon" (12-18), "evening" (18-22) or "night"
//	date("2022-06-03"), (2022, 6, 3) or (datetime)
//	                                  a date
//	time("18:30"), (18, 30[, 0]) or (datetime)
//	                                  a time of day
//	clock(...)                        the same as time
//	datetime("2022-06-03T18:30:00+02:00"), (date, time) or (y, m, d[, h, mi, s])
//	                                  without an offset: in now's zone
//	add_days(x, n)                    calendar arithmetic
//	add_weeks(x, n)
//	add_months(x, n)                  months clip to the month's end: add_months(Jan 31, 1) = Feb 28/29
//	add_years(x, n)
//	add_hours(x, n)                   n may be fractional
//	add_minutes(x, n)
//	add_seconds(x, n)
//	days_between(a, b)                civil days from a to b
//	years_between(a, b)               whole years from a to b, as an age (negative where b is before a)
//	longest_streak(dates)             the most dates in a row among them (duplicates count once)
//	spells(dates, gap)                how many runs the dates make, a date at most gap days after the one before on the same run (gap 1: days in a row)
//	spell_starts(dates, gap)          the first date of each run the dates make (runs as spells reads them)
//	spell_lengths(dates, gap)         the days of each run the dates make (runs as spells reads them), from its first date to its last
//	spells_with(dates, gap, marks)    how many runs of the dates (as spells reads them) hold one of the dates marks
//	spell_dates_with(dates, gap, marks)
//	                                  the dates of the runs (as spells reads them) that hold one of the dates marks
//	spell_days(dates, gap)            every day of each run the dates make (runs as spells reads them), from its first date to its last
//	spell_nights(dates, gap)          the nights the runs of the dates span (runs as spells reads them): of each run, the days from its first date to its last
//	longest_gap(dates)                the most days from one of them to the next (0 for fewer than two)
//	periods(from, to, "day"|"week"|"month"|"year")
//	                                  the first day of each period from the one from is in up to to (excluded): days, Monday weeks, months or years
//	dates_of(items)                   the distinct dates on which they happened, in order: every date of an event lasting half a day or more, the start date of a shorter one
//	hours_between(a, b)
//	minutes_between(a, b)
//	seconds_between(a, b)
//	start_of_week(x)                  its Monday
//	start_of_month(x)
//	start_of_year(x)
//	today()                           the question's reference date, also written today
//	now()                             its reference datetime, also written now
//
// Text (comparisons ignore case):
//
//	lower(s)                          also of a list of texts
//	upper(s)
//	trim(s)
//	starts_with(s, p)                 on a list: any element
//	ends_with(s, p)
//	heads(s, phrase)                  s names phrase as its thing: the phrase, not followed by a noun it qualifies ("Banana Juice" is no banana)
//	sentences(s, words)               the sentences and lines of s that say any of words (a text or a list), as says does
//	says(s, words)                    s says the words as words, at a word's start and end, a plural or possessive ending allowed ("Tom's"; not "tomorrow")
//	email_of(p)                       the address of a person written as mail writes them ("Anna Berg <anna@x.org>": "anna@x.org"), "" where only a name is written; also of a list
//	name_of(p)                        the name of a person written as mail writes them ("Anna Berg <anna@x.org>": "Anna Berg"), "" where only an address is written; also of a list
//	startsWith(s, p)                  the same as starts_with; also written s startsWith p
//	endsWith(s, p)                    the same as ends_with; also written s endsWith p
//	contains(s, sub)                  a substring; on a list: any element contains it; also written s contains sub
//	matches(s, "re")                  a regular expression (Go syntax); also written s matches "re"
//	split(s[, sep])                   without sep: at commas, semicolons and " and "
//	join(list[, sep])                 sep defaults to ", "
//	str(x)                            the display text of any value
//	string(x)                         the same as str
//
// Numbers:
//
//	round(x[, digits])
//	abs(x)
//	floor(x)
//	ceil(x)
//	number(x)                         also reads text such as "5.2 km"
//	float(x)                          the same as number
//	int(x)                            the whole part
//
// Lists (group and items are lists too). In a predicate # is the current
// element, .attr its attribute and #index its position; braces are optional:
// any(participants, {# contains "robert"}), count(group, .duration_s >
// 3600):
//
//	len(x)                            also of text (characters); len(nil) = 0
//	sum(list)                         numbers; nil is skipped
//	avg(list)                         numbers; nil is skipped; avg([]) = nil
//	mean(list)                        the same as avg
//	median(list)
//	min(list) or (a, b, ...)          any comparable values (dates too)
//	max(list) or (a, b, ...)
//	sort(list[, "desc"])
//	sort_by(list, "attr"[, "desc"])
//	top_k(list, k) or (items, "attr", k)
//	                                  the k largest, by attribute in the second form
//	unique(list)                      drops nil (a missing value)
//	most_common(list) or (list, k)    the value met most often (the first of a tie); with k, the k values met most often, most first; drops nil; nil (or []) for none
//	most_total(items, "key", "attr")  the key whose items' attr adds up to most (the first of a tie); nil for none
//	flatten(list)
//	first(list)
//	last(list)
//	reverse(list)
//	attr(x, "name")                   an attribute with an unusual name
//	map(list, expr)                   expr of each element
//	filter(list, cond)                the elements for which cond holds
//	any(list, cond)                   whether cond holds for an element
//	all(list, cond)                   whether it holds for every element
//	none(list, cond)                  whether it holds for none
//	one(list, cond)                   whether it holds for exactly one
//	count(list[, cond])               for how many elements it holds (without cond: how many are true)
//	find(list, cond)                  the first element for which it holds
//	findIndex(list, cond)             its position
//	findLast(list, cond)              the last such element
//	findLastIndex(list, cond)         its position
//
// expr-lang's own builtins with other meanings (date, now, duration,
// lower, len, sum, ...) are replaced by the functions above; the rest of
// its builtins (reduce, groupBy, sortBy, repeat, toJSON, ...) are
// disabled. Method calls (start_date.Year()) are not supported.
//
// # Examples
//
//	year(start_date) == 2022 && month(start_date) == 3
//	start_date >= add_months(today, -6)
//	start_datetime >= started                           (started: a ref)
//	weekday(start_date) >= 6 || hour(start_time) >= 18
//	season(start_date) == "summer" && year(start_date) == 2022
//	any(participants, {# contains "robert"}) && location contains "park"
//	cuisine == "italian"                                (case-insensitive)
//	len(group)                                          (MAP on groups: a count)
//	sum(map(group, .duration_s)) / 3600                 (hours per group)
//	len(items)                                          (APPLY: a count)
//	top_k(items, "count", 3)                            (APPLY: three largest groups)
//	i1.start_datetime <= i2.end_datetime && i2.start_datetime <= i1.end_datetime   (overlap)
//	i2.start_datetime >= i1.end_datetime && i2.start_datetime <= add_hours(i1.end_datetime, 3)
//	i1.start_date == i2.start_date                      (same day)
//
// # Limits
//
// An expression is at most MaxSource bytes and MaxNodes syntax nodes. Each
// evaluation has a work budget (DefaultBudget units: loop iterations, list
// elements touched, kilobytes of text) and stops with ErrBudget when it is
// used up, or when the context set with SetContext is done; text and lists
// it builds are capped at a mebibyte and a million elements.
package expr
