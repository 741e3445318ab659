package timex

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"reqap/lang/daypart"
	"reqap/qa"
	"reqap/qa/expr"
)

// today is the fixed day the table is resolved on: Friday, 15 March 2024.
var today = civil(2024, 3, 15)

// A case is a question and the time expression it holds. want is the
// window: "A..B" (days, both included; an end left out is open), or for
// windows that are no interval, days in (+) and out (-) of it and times of
// day in and out ("+2023-12-24 -2023-12-27", "+18:30 -17:59").
type tcase struct{ q, words, want string }

var dateCases = []tcase{
	// numeric dates
	{"How many songs did I play on 2019-03-07?", "on 2019-03-07", "2019-03-07..2019-03-07"},
	{"How many songs did I play on 2019/03/07?", "on 2019/03/07", "2019-03-07..2019-03-07"},
	{"How many songs did I play on 3/7/2019?", "on 3/7/2019", "2019-03-07..2019-03-07"},
	{"What did I buy on 25/12/2020?", "on 25/12/2020", "2020-12-25..2020-12-25"},
	{"What did I buy on 12/25/2020?", "on 12/25/2020", "2020-12-25..2020-12-25"},
	{"How many songs did I play on 07.03.2019?", "on 07.03.2019", "2019-03-07..2019-03-07"},
	{"Did I run on 1.5.2021?", "on 1.5.2021", "2021-05-01..2021-05-01"},
	{"Which emails did I get on 3/7/19?", "on 3/7/19", "2019-03-07..2019-03-07"},
	{"What happened in 2019-03?", "in 2019-03", "2019-03-01..2019-03-31"},
	{"How many songs did I play in 08/2019?", "in 08/2019", "2019-08-01..2019-08-31"},
	{"How many songs did I play in 2Q 2021?", "in 2Q 2021", "2021-04-01..2021-06-30"},
	{"What did I buy in 8/2019?", "in 8/2019", "2019-08-01..2019-08-31"},
	{"Runs in 03-2021", "in 03-2021", "2021-03-01..2021-03-31"},
	{"How many runs in 09/2019?", "in 09/2019", "2019-09-01..2019-09-30"},
	{"runs 9/2019", "9/2019", "2019-09-01..2019-09-30"},
	{"How many runs in 1H 2025?", "in 1H 2025", "2025-01-01..2025-06-30"},
	{"runs 2H 2024", "2H 2024", "2024-07-01..2024-12-31"},
	{"songs 3Q-2022", "3Q-2022", "2022-07-01..2022-09-30"},
	{"runs 2H/2024", "2H/2024", "2024-07-01..2024-12-31"},
	{"2021-06-30: what did I order?", "2021-06-30", "2021-06-30..2021-06-30"},
	// month names with ordinals and weekdays
	{"What did I buy on March 3rd, 2021?", "on March 3rd, 2021", "2021-03-03..2021-03-03"},
	{"What did I buy on the 3rd of March 2021?", "on the 3rd of March 2021", "2021-03-03..2021-03-03"},
	{"How many events did I have on Monday, November 16th, 2020?", "on Monday, November 16th, 2020", "2020-11-16..2020-11-16"},
	{"What documentary did I watch on the Xbox on March 20, 2013?", "on March 20, 2013", "2013-03-20..2013-03-20"},
	{"Did I watch anything on Netflix on March 25th, 2013?", "on March 25th, 2013", "2013-03-25..2013-03-25"},
	{"What did I write on Facebook on May 21st, 2009?", "on May 21st, 2009", "2009-05-21..2009-05-21"},
	{"How many minutes did I spend driving on December 1st, 2013?", "on December 1st, 2013", "2013-12-01..2013-12-01"},
	{"What did I order on 12 October 2025?", "on 12 October 2025", "2025-10-12..2025-10-12"},
	{"What did I order on Oct. 12, 2025?", "on Oct. 12, 2025", "2025-10-12..2025-10-12"},
	{"Did I work out on the twenty-first of June 2022?", "on the twenty-first of June 2022", "2022-06-21..2022-06-21"},
	{"What did I do on Sat, Oct 14, 2023?", "on Sat, Oct 14, 2023", "2023-10-14..2023-10-14"},
	{"What did I name my run on July 1st, 2023?", "on July 1st, 2023", "2023-07-01..2023-07-01"},
	{"Did I hit my stand goal on November 16, 2016?", "on November 16, 2016", "2016-11-16..2016-11-16"},
	// day ranges
	{"How much did I spend on December 24-26, 2020?", "on December 24-26, 2020", "2020-12-24..2020-12-26"},
	{"How much did I spend on Dec 24–26, 2020?", "on Dec 24–26, 2020", "2020-12-24..2020-12-26"},
	{"How many songs did I play from 24 to 26 December 2020?", "from 24 to 26 December 2020", "2020-12-24..2020-12-26"},
	{"What did I buy between Oct 14 and Nov 2, 2023?", "between Oct 14 and Nov 2, 2023", "2023-10-14..2023-11-02"},
	{"How many emails did I get from 2021-02-01 to 2021-03-15?", "from 2021-02-01 to 2021-03-15", "2021-02-01..2021-03-15"},
	{"How many runs from 2021-02-01 through 2021-03-15?", "from 2021-02-01 through 2021-03-15", "2021-02-01..2021-03-15"},
	{"How many runs between March and May 2022?", "between March and May 2022", "2022-03-01..2022-05-31"},
	{"How much did I spend from November 2021 to February 2022?", "from November 2021 to February 2022", "2021-11-01..2022-02-28"},
	{"How many songs did I stream from March 9 until March 12, 2013?", "from March 9 until March 12, 2013", "2013-03-09..2013-03-12"},
	{"Which films did I see from Dec 28 to Jan 3, 2021?", "from Dec 28 to Jan 3, 2021", "2020-12-28..2021-01-03"},
	// weekends
	{"How many minutes of music did I stream over the weekend of October 14-15, 2023?", "over the weekend of October 14-15, 2023", "2023-10-14..2023-10-15"},
	{"How much Netflix did I watch on the weekend of March 9-10, 2013, in minutes?", "on the weekend of March 9-10, 2013", "2013-03-09..2013-03-10"},
	{"What did I do the weekend of Oct 14, 2023?", "the weekend of Oct 14, 2023", "2023-10-14..2023-10-15"},
	{"Where was I the weekend of 18 October 2023?", "the weekend of 18 October 2023", "2023-10-21..2023-10-22"},
	{"What did I do the second weekend of August 2023?", "the second weekend of August 2023", "2023-08-12..2023-08-13"},
	{"How many runs did I do on the last weekend of May 2022?", "on the last weekend of May 2022", "2022-05-28..2022-05-29"},
	{"How many runs did I do on the last weekend in May 2022?", "on the last weekend in May 2022", "2022-05-28..2022-05-29"},
	{"Where was I my first weekend in August 2023?", "my first weekend in August 2023", "2023-08-05..2023-08-06"},
	{"How many runs in the first week in March 2025?", "in the first week in March 2025", "2025-03-01..2025-03-07"},
	{"How many runs this weekend?", "this weekend", "2024-03-16..2024-03-17"},
	{"What did I watch last weekend?", "last weekend", "2024-03-09..2024-03-10"},
	// a day told by its place in a month or a year
	{"How many songs did I play on the last day of February 2024?", "on the last day of February 2024", "2024-02-29..2024-02-29"},
	{"How many songs did I play on the first day of 2024?", "on the first day of 2024", "2024-01-01..2024-01-01"},
	{"How many songs did I play on the second day of January 2024?", "on the second day of January 2024", "2024-01-02..2024-01-02"},
	// weeks
	{"How many km did I run in the first week of 2019?", "in the first week of 2019", "2019-01-01..2019-01-07"},
	{"How many kilometers did I run during the first seven days of 2024", "during the first seven days of 2024", "2024-01-01..2024-01-07"},
	{"What did I buy in the last week of 2022?", "in the last week of 2022", "2022-12-25..2022-12-31"},
	{"How many emails in the second week of March 2021?", "in the second week of March 2021", "2021-03-08..2021-03-14"},
	{"What did I buy the week of March 3rd, 2021?", "the week of March 3rd, 2021", "2021-03-01..2021-03-07"},
	{"How many runs in week 12 of 2023?", "in week 12 of 2023", "2023-03-20..2023-03-26"},
	{"How many runs in calendar week 1 2021?", "in calendar week 1 2021", "2021-01-04..2021-01-10"},
	{"What did I eat on the first Monday of March 2020?", "on the first Monday of March 2020", "2020-03-02..2020-03-02"},
	{"How many songs last week?", "last week", "2024-03-04..2024-03-10"},
	{"How many songs this week?", "this week", "2024-03-11..2024-03-17"},
	{"How many meetings next week?", "next week", "2024-03-18..2024-03-24"},
	// quarters and halves
	{"How many hours of Radiohead did I listen to in Q4 2023?", "in Q4 2023", "2023-10-01..2023-12-31"},
	{"How much less did I spend in Q2 2021 than in Q2 2020?", "in Q2 2021", "2021-04-01..2021-06-30"},
	{"How many orders in 2022 Q3?", "in 2022 Q3", "2022-07-01..2022-09-30"},
	{"How many orders in Q1/2022?", "in Q1/2022", "2022-01-01..2022-03-31"},
	{"How many emails did I receive in the first quarter of 2000?", "in the first quarter of 2000", "2000-01-01..2000-03-31"},
	{"How many emails in the second quarter of 2020?", "in the second quarter of 2020", "2020-04-01..2020-06-30"},
	{"How much did I spend in the last quarter of 2019?", "in the last quarter of 2019", "2019-10-01..2019-12-31"},
	{"How much did I spend this quarter?", "this quarter", "2024-01-01..2024-03-31"},
	{"How much did I spend last quarter?", "last quarter", "2023-10-01..2023-12-31"},
	// "the last quarter" with no year is the latest three months, as
	// "the last month" is the latest one
	{"How many orders did I place in the last quarter?", "in the last quarter", "2023-12-15..2024-03-15"},
	{"How much did I spend in the second half of 2019?", "in the second half of 2019", "2019-07-01..2019-12-31"},
	{"How many songs did I play on February 3 and 4, 2024?", "on February 3 and 4, 2024", "2024-02-03..2024-02-04"},
	{"How many songs did I play on 3 and 4 February 2024?", "on 3 and 4 February 2024", "2024-02-03..2024-02-04"},
	{"How many songs did I play in the back half of 2023?", "in the back half of 2023", "2023-07-01..2023-12-31"},
	{"What did I buy in the front half of 2021?", "in the front half of 2021", "2021-01-01..2021-06-30"},
	{"How much did I spend with AmazonFresh in the first half of 2019?", "in the first half of 2019", "2019-01-01..2019-06-30"},
	{"How much did I spend in H1 2019?", "in H1 2019", "2019-01-01..2019-06-30"},
	{"How many songs in 2020 H2?", "in 2020 H2", "2020-07-01..2020-12-31"},
	{"How many runs in the first half of the year?", "in the first half of the year", "2024-01-01..2024-06-30"},
	{"How many runs in the second half of last year?", "in the second half of last year", "2023-07-01..2023-12-31"},
	{"How many runs in the first half of June 2021?", "in the first half of June 2021", "2021-06-01..2021-06-15"},
	{"amazonfresh spend first half 2019", "first half 2019", "2019-01-01..2019-06-30"},
	{"How many emails in the second half 2000?", "in the second half 2000", "2000-07-01..2000-12-31"},
	{"radiohead hours last quarter 2023", "last quarter 2023", "2023-10-01..2023-12-31"},
	{"emails received first quarter 2000", "first quarter 2000", "2000-01-01..2000-03-31"},
	// seasons
	{"Who was my most-played artist in summer 2023 (June to August)?", "in summer 2023 (June to August)", "2023-06-01..2023-08-31"},
	{"Which song did I play most in summer 2024?", "in summer 2024", "2024-06-01..2024-08-31"},
	{"What is the name of the song I listened to the most in the summer of 2022?", "in the summer of 2022", "2022-06-01..2022-08-31"},
	{"How many runs did I do in the 2021 summer?", "in the 2021 summer", "2021-06-01..2021-08-31"},
	{"songs I played in 2020 winter", "in 2020 winter", "2020-12-01..2021-02-28"},
	{"How many hours did I spend on yoga in the winter of 2021?", "in the winter of 2021", "2021-12-01..2022-02-28"},
	{"How many ski days in winter 2020/21?", "in winter 2020/21", "2020-12-01..2021-02-28"},
	{"How many songs in the autumn of 2018?", "in the autumn of 2018", "2018-09-01..2018-11-30"},
	{"How many runs in fall 2019?", "in fall 2019", "2019-09-01..2019-11-30"},
	{"How many workouts did I do last spring?", "last spring", "2023-03-01..2023-05-31"},
	{"How many songs did I listen to last winter?", "last winter", "2023-12-01..2024-02-29"},
	{"How many songs did I listen to this summer?", "this summer", "2023-06-01..2023-08-31"},
	{"How many hikes this past summer?", "this past summer", "2023-06-01..2023-08-31"},
	{"How many runs in early spring 2022?", "in early spring 2022", "2022-03-01..2022-03-31"},
	// holidays
	{"Did I listen to any music on Christmas Eve 2023?", "on Christmas Eve 2023", "2023-12-24..2023-12-24"},
	{"How many songs did I listen to on Christmas Day 2023?", "on Christmas Day 2023", "2023-12-25..2023-12-25"},
	{"How much did I spend on Amazon over Christmas 2020 (December 24-26)?", "over Christmas 2020 (December 24-26)", "2020-12-24..2020-12-26"},
	{"How much did I spend over Christmas 2021?", "over Christmas 2021", "2021-12-24..2021-12-26"},
	{"What did I spend on Amazon over the Fourth of July weekend in 2020 (July 3-5)?", "over the Fourth of July weekend in 2020 (July 3-5)", "2020-07-03..2020-07-05"},
	{"What did I spend over the Fourth of July weekend 2020?", "over the Fourth of July weekend 2020", "2020-07-03..2020-07-05"},
	{"What did I spend on the July 4th weekend of 2021?", "on the July 4th weekend of 2021", "2021-07-03..2021-07-05"},
	{"What was the first song I played on New Year's Day 2024?", "on New Year's Day 2024", "2024-01-01..2024-01-01"},
	{"Which movie did I watch on New Year's Eve 2022?", "on New Year's Eve 2022", "2022-12-31..2022-12-31"},
	{"When was Whit Monday in 2010?", "Whit Monday in 2010", "2010-05-24..2010-05-24"},
	{"How many songs did I listen to on Easter 2024?", "on Easter 2024", "2024-03-31..2024-03-31"},
	{"Did I run on Good Friday 2023?", "on Good Friday 2023", "2023-04-07..2023-04-07"},
	{"What did I do on Ascension Day 2021?", "on Ascension Day 2021", "2021-05-13..2021-05-13"},
	{"Where was I on Pentecost 2022?", "on Pentecost 2022", "2022-06-05..2022-06-05"},
	{"What did I cook on Thanksgiving 2022?", "on Thanksgiving 2022", "2022-11-24..2022-11-24"},
	{"What did I buy on Black Friday 2022?", "on Black Friday 2022", "2022-11-25..2022-11-25"},
	{"Did I call my mum on Mother's Day 2023?", "on Mother's Day 2023", "2023-05-14..2023-05-14"},
	{"Did I run on Memorial Day 2021?", "on Memorial Day 2021", "2021-05-31..2021-05-31"},
	{"What did I do on Labor Day 2019?", "on Labor Day 2019", "2019-09-02..2019-09-02"},
	{"How many songs over Easter 2024?", "over Easter 2024", "2024-03-29..2024-04-01"},
	{"What did I buy over the Thanksgiving weekend of 2021?", "over the Thanksgiving weekend of 2021", "2021-11-25..2021-11-28"},
	{"How many songs during the Christmas holidays of 2022?", "during the Christmas holidays of 2022", "2022-12-24..2022-12-26"},
	// the holidays are the season from Christmas Eve to New Year's Day,
	// of the year it begins in
	{"How many songs did I play over the holidays in 2022?", "over the holidays in 2022", "2022-12-24..2023-01-01"},
	{"What did I spend during the festive season of 2021?", "during the festive season of 2021", "2021-12-24..2022-01-01"},
	{"How many songs did I play over the holidays last year?", "over the holidays last year", "2023-12-24..2024-01-01"},
	// a season with "last year" is the one that begins then, as with its
	// year; a winter's February has its leap day
	{"How many songs did I play in winter last year?", "in winter last year", "2023-12-01..2024-02-29"},
	{"How many songs did I play in winter 2023/24?", "in winter 2023/24", "2023-12-01..2024-02-29"},
	// "the festive period (holidays)" too
	{"How many songs did I play over the festive period in 2022?", "over the festive period in 2022", "2022-12-24..2023-01-01"},
	{"How much did I spend during the festive holidays of 2021?", "during the festive holidays of 2021", "2021-12-24..2022-01-01"},
	{"What did I do at Christmas 2019?", "at Christmas 2019", "2019-12-25..2019-12-25"},
	{"How many times did I run on Halloween 2020?", "on Halloween 2020", "2020-10-31..2020-10-31"},
	{"What did I eat last Christmas?", "last Christmas", "2023-12-25..2023-12-25"},
	{"What did I buy the week before Christmas 2020?", "the week before Christmas 2020", "2020-12-18..2020-12-24"},
	{"What did I buy the week leading up to Christmas 2020?", "the week leading up to Christmas 2020", "2020-12-18..2020-12-24"},
	{"What did I buy in the week leading up to Christmas 2020?", "in the week leading up to Christmas 2020", "2020-12-18..2020-12-24"},
	{"How much did I spend two weeks after New Year's Day 2021?", "two weeks after New Year's Day 2021", "2021-01-15..2021-01-21"},
	{"What did I do the day after Christmas 2022?", "the day after Christmas 2022", "2022-12-26..2022-12-26"},
	// the weekend (a weekday) next to a date is the first after its last
	// day, or the last before its first
	{"How many songs did I play the weekend after 12 March 2022?", "the weekend after 12 March 2022", "2022-03-19..2022-03-20"},
	{"How many songs did I play the weekend before Easter 2022?", "the weekend before Easter 2022", "2022-04-09..2022-04-10"},
	{"What did I do on the weekend after Christmas 2021?", "on the weekend after Christmas 2021", "2022-01-01..2022-01-02"},
	{"What did I do the Monday after Easter 2022?", "the Monday after Easter 2022", "2022-04-18..2022-04-18"},
	{"What did I do the Friday before 1 May 2022?", "the Friday before 1 May 2022", "2022-04-29..2022-04-29"},
	// a plural unit without a number next to a date is some of them: a
	// week of days, a month of weeks, a quarter of months
	{"How much did I spend in the days before Christmas 2022?", "in the days before Christmas 2022", "2022-12-18..2022-12-24"},
	{"What did I buy in the weeks leading up to Christmas 2021?", "in the weeks leading up to Christmas 2021", "2021-11-27..2021-12-24"},
	{"How many runs in the days after New Year's Day 2023?", "in the days after New Year's Day 2023", "2023-01-02..2023-01-08"},
	// relative
	{"How many songs did I play last month?", "last month", "2024-02-01..2024-02-29"},
	{"How many songs did I play this month?", "this month", "2024-03-01..2024-03-31"},
	{"How many songs did I play last year?", "last year", "2023-01-01..2023-12-31"},
	{"How many songs did I play this year?", "this year", "2024-01-01..2024-12-31"},
	{"How many songs did I play this year so far?", "this year so far", "2024-01-01..2024-03-15"},
	{"How many songs did I play so far this year?", "so far this year", "2024-01-01..2024-03-15"},
	{"How much did I spend year to date?", "year to date", "2024-01-01..2024-03-15"},
	{"Which doctors did I visit last calendar year?", "last calendar year", "2023-01-01..2023-12-31"},
	{"How many songs in the current year?", "in the current year", "2024-01-01..2024-12-31"},
	{"How many runs in the past 3 weeks?", "in the past 3 weeks", "2024-02-23..2024-03-15"},
	{"How many runs in the last 6 months?", "in the last 6 months", "2023-09-15..2024-03-15"},
	{"How much money did I spend online the last three years?", "the last three years", "2021-03-15..2024-03-15"},
	{"How many songs did I listen to in the past year?", "in the past year", "2023-03-15..2024-03-15"},
	{"How many runs in the past few days?", "in the past few days", "2024-03-12..2024-03-15"},
	{"How many runs in the past couple of weeks?", "in the past couple of weeks", "2024-03-01..2024-03-15"},
	{"Average number of dentist appointments per year (last 5 years)?", "last 5 years", "2019-03-15..2024-03-15"},
	{"How many runs within the last 30 days?", "within the last 30 days", "2024-02-14..2024-03-15"},
	{"What did I buy two years ago?", "two years ago", "2022-03-15..2023-03-14"},
	{"How many runs did I do 3 days ago?", "3 days ago", "2024-03-12..2024-03-12"},
	{"What did I do a week ago?", "a week ago", "2024-03-08..2024-03-14"},
	{"What did I do this time last year?", "this time last year", "2023-03-12..2023-03-18"},
	{"How many movies did I watch yesterday?", "yesterday", "2024-03-14..2024-03-14"},
	{"How many songs did I listen to today?", "today", "2024-03-15..2024-03-15"},
	{"What did I eat the day before yesterday?", "the day before yesterday", "2024-03-13..2024-03-13"},
	{"How many songs did I play the week before last?", "the week before last", "2024-02-26..2024-03-03"},
	{"What did I buy in the month before last?", "in the month before last", "2024-01-01..2024-01-31"},
	{"Where was I the year before last?", "the year before last", "2022-01-01..2022-12-31"},
	{"How many songs did I listen to the weekend before last?", "the weekend before last", "2024-03-02..2024-03-03"},
	{"Any plans for the weekend after next?", "for the weekend after next", "2024-03-30..2024-03-31"},
	{"Do I have anything on the week after next?", "on the week after next", "2024-03-25..2024-03-31"},
	{"What did I eat last Monday?", "last Monday", "2024-03-11..2024-03-11"},
	{"What did I do two Sundays ago?", "two Sundays ago", "2024-03-03..2024-03-03"},
	{"What did I eat 3 Fridays ago?", "3 Fridays ago", "2024-02-23..2024-02-23"},
	{"What did I eat last Friday?", "last Friday", "2024-03-08..2024-03-08"},
	{"What did I eat last Saturday?", "last Saturday", "2024-03-09..2024-03-09"},
	{"What is on this Monday?", "on this Monday", "2024-03-11..2024-03-11"},
	{"What is planned next Tuesday?", "next Tuesday", "2024-03-19..2024-03-19"},
	{"How many songs earlier this year?", "earlier this year", "2024-01-01..2024-03-14"},
	{"How many emails earlier this month?", "earlier this month", "2024-03-01..2024-03-14"},
	{"What did I buy last March?", "last March", "2023-03-01..2023-03-31"},
	{"Num of articles bought online this April?", "this April", "2024-04-01..2024-04-30"},
	{"How many songs this decade?", "this decade", "2020-01-01..2029-12-31"},
	// since, until, before, after
	{"How many runs since 5 April?", "since 5 April", "2023-04-05.."},
	{"How many runs since April 2023?", "since April 2023", "2023-04-01.."},
	{"How many times did I go to the gym since 2020?", "since 2020", "2020-01-01.."},
	// a month written as a card's expiry date is
	{"How many songs did I play in 03/2023?", "in 03/2023", "2023-03-01..2023-03-31"},
	{"songs played 3.2023", "3.2023", "2023-03-01..2023-03-31"},
	// "from X on(wards)" is since X, not X alone
	{"How many songs did I play from 2023 onwards?", "from 2023 onwards", "2023-01-01.."},
	{"How many runs from March 2023 on?", "from March 2023 on", "2023-03-01.."},
	{"Any orders from 2020 onward?", "from 2020 onward", "2020-01-01.."},
	// ... but "on" before a noun is its preposition
	{"How many songs did I play from 2023 on Spotify?", "from 2023", "2023-01-01..2023-12-31"},
	{"songs from 2023 on in Berlin", "from 2023 on", "2023-01-01.."},
	{"How many runs until March?", "until March", "..2024-03-31"},
	{"How many films did I watch before 2021?", "before 2021", "..2020-12-31"},
	{"How many orders after June 2021?", "after June 2021", "2021-07-01.."},
	{"How many runs after 2020?", "after 2020", "2021-01-01.."},
	{"How many songs up to 2019?", "up to 2019", "..2019-12-31"},
	{"How many emails since last year?", "since last year", "2023-01-01.."},
	{"How many runs since March 3rd, 2021?", "since March 3rd, 2021", "2021-03-03.."},
	{"How many songs before March 2020?", "before March 2020", "..2020-02-29"},
	{"How many songs since the summer of 2021?", "since the summer of 2021", "2021-06-01.."},
	{"How many runs since Christmas?", "since Christmas", "2023-12-25.."},
	{"How many runs since last Monday?", "since last Monday", "2024-03-11.."},
	{"How much did I spend starting in May 2022?", "starting in May 2022", "2022-05-01.."},
	// years, ranges, decades, parts
	{"How many workouts did I do in 2018 with a maximum heart rate of more than 170?", "in 2018", "2018-01-01..2018-12-31"},
	{"In 2019, how many posts did I create?", "In 2019", "2019-01-01..2019-12-31"},
	// "back in" a past time is in it
	{"How much did I spend on Amazon back in 2004?", "back in 2004", "2004-01-01..2004-12-31"},
	{"Did I post anything on Facebook in 2013 or 2014?", "in 2013", "2013-01-01..2013-12-31"},
	// a month joined to a month of a year shares its year
	{"Did I listen to more music in January or February 2022?", "in January", "2022-01-01..2022-01-31"},
	{"Did I run more in March than in April 2022?", "in March", "2022-03-01..2022-03-31"},
	// so does a season, beside a season or a month of a year
	{"Did I run more in spring or in autumn 2025?", "in spring", "2025-03-01..2025-05-31"},
	{"Did I swim more in winter or in summer 2022?", "in winter", "2022-12-01..2023-02-28"},
	{"Did I cycle more in the summer than in September 2021?", "in the summer", "2021-06-01..2021-08-31"},
	{"Were there more events in May or in the summer of 2023?", "in May", "2023-05-01..2023-05-31"},
	{"How many posts did I make between 2019 and 2021?", "between 2019 and 2021", "2019-01-01..2021-12-31"},
	{"How many posts did I make from 2019 to 2021?", "from 2019 to 2021", "2019-01-01..2021-12-31"},
	// the second year written short is the year after the first
	{"How much did I spend in 2019-20?", "in 2019-20", "2019-01-01..2020-12-31"},
	{"songs played 2023-24", "2023-24", "2023-01-01..2024-12-31"},
	// a year before a dash and what is asked is the question's
	{"runs 2016 - total km", "2016", "2016-01-01..2016-12-31"},
	// keywords, then the question asked of them
	{"events 2023 how many", "2023", "2023-01-01..2023-12-31"},
	{"longest run 2025 (km)", "2025", "2025-01-01..2025-12-31"},
	{"last email 2000 - when?", "2000", "2000-01-01..2000-12-31"},
	{"How many emails in 2011-12?", "in 2011-12", "2011-12-01..2011-12-31"},
	{"How many posts did I make in 2019-2021?", "in 2019-2021", "2019-01-01..2021-12-31"},
	{"How many photos in the 2010s?", "in the 2010s", "2010-01-01..2019-12-31"},
	{"How many songs from the '90s did I play?", "from the '90s", "1990-01-01..1999-12-31"},
	// a decade named by the plural of its tens, or by its own word
	{"How many songs from the nineties did I play?", "from the nineties", "1990-01-01..1999-12-31"},
	{"How many orders did I place in the noughties?", "in the noughties", "2000-01-01..2009-12-31"},
	{"How many runs in the early seventies?", "in the early seventies", "1970-01-01..1973-12-31"},
	// a week ago today is the day seven days before
	{"How many orders did I place around Christmas 2021?", "around Christmas 2021", "2021-12-24..2021-12-26"},
	{"How many songs did I play a week ago today?", "a week ago today", "2024-03-08..2024-03-08"},
	// towards the end is the end
	{"How many songs did I play towards the end of 2023?", "towards the end of 2023", "2023-09-01..2023-12-31"},
	{"How many runs in early 2019?", "in early 2019", "2019-01-01..2019-04-30"},
	{"How many runs in mid-2019?", "in mid-2019", "2019-05-01..2019-08-31"},
	{"How many runs in late 2019?", "in late 2019", "2019-09-01..2019-12-31"},
	{"How many emails at the end of March 2021?", "at the end of March 2021", "2021-03-21..2021-03-31"},
	{"How many emails at the beginning of March 2021?", "at the beginning of March 2021", "2021-03-01..2021-03-10"},
	{"How many runs in mid-March 2021?", "in mid-March 2021", "2021-03-11..2021-03-20"},
	{"How many runs at the end of last year?", "at the end of last year", "2023-09-01..2023-12-31"},
	{"How many runs at the end of last month?", "at the end of last month", "2024-02-21..2024-02-29"},
	{"How many runs in the early 2000s?", "in the early 2000s", "2000-01-01..2003-12-31"},
	{"How much did I spend on online purchases in March 2022?", "in March 2022", "2022-03-01..2022-03-31"},
	{"How many standups did I have in March 2009?", "in March 2009", "2009-03-01..2009-03-31"},
	{"How many messages did I get in August of 2018?", "in August of 2018", "2018-08-01..2018-08-31"},
	{"How many emails in the month of May 2021?", "in the month of May 2021", "2021-05-01..2021-05-31"},
	{"Which hashtags did I use on my Instagram post from December 2019?", "from December 2019", "2019-12-01..2019-12-31"},
	{"Which Archer episodes did I watch on March 15, 2013?", "on March 15, 2013", "2013-03-15..2013-03-15"},
	{"On March 14, 2013, did I spend more time on Netflix or on Spotify?", "On March 14, 2013", "2013-03-14..2013-03-14"},
	{"Where did I move in 2025?", "in 2025", "2025-01-01..2025-12-31"},
	{"How many parcels arrived in the year 2016?", "in the year 2016", "2016-01-01..2016-12-31"},
	{"Did I travel abroad during the year 2011?", "during the year 2011", "2011-01-01..2011-12-31"},
	{"what did i cook in year 2020", "in year 2020", "2020-01-01..2020-12-31"},
	{"How many gigs did I go to between the year 2015 and 2017?", "between the year 2015 and 2017", "2015-01-01..2017-12-31"},
	{"How many books did I read in Jan-Mar 2022?", "in Jan-Mar 2022", "2022-01-01..2022-03-31"},
	{"What did I pay for heating from Nov to Feb 2021?", "from Nov to Feb 2021", "2020-11-01..2021-02-28"},
	{"Total spent in Sep through Nov 2019?", "in Sep through Nov 2019", "2019-09-01..2019-11-30"},
	{"What did I order between June 3 and 9, 2021?", "between June 3 and 9, 2021", "2021-06-03..2021-06-09"},
	{"How many calls between 3 and 9 June 2021?", "between 3 and 9 June 2021", "2021-06-03..2021-06-09"},
	{"What did I order between the 3rd and the 9th of June 2021?", "between the 3rd and the 9th of June 2021", "2021-06-03..2021-06-09"},
	{"my 2019 runs", "2019", "2019-01-01..2019-12-31"},
	{"how much did I spend online in 08/2019", "in 08/2019", "2019-08-01..2019-08-31"},
	{"my average heart rate on runs in 5/2022", "in 5/2022", "2022-05-01..2022-05-31"},
	{"what did I buy in 12.2021?", "in 12.2021", "2021-12-01..2021-12-31"},
	{"what did I buy in 03-2021?", "in 03-2021", "2021-03-01..2021-03-31"},
	{"How many 2021 tweets did I post?", "2021", "2021-01-01..2021-12-31"},
	{"which 2020 films did I watch", "2020", "2020-01-01..2020-12-31"},
	{"Count the 2021 haircuts I got.", "2021", "2021-01-01..2021-12-31"},
	{"count the 2020 Keep notes I wrote", "2020", "2020-01-01..2020-12-31"},
	{"how many 2019 hours of music did I stream", "2019", "2019-01-01..2019-12-31"},
	// more phrasings
	{"How much did I spend in Q3 of 2021?", "in Q3 of 2021", "2021-07-01..2021-09-30"},
	{"How many runs in the first three months of 2023?", "in the first three months of 2023", "2023-01-01..2023-03-31"},
	{"How many runs in the last two months of 2022?", "in the last two months of 2022", "2022-11-01..2022-12-31"},
	{"How many runs in the first 10 days of March 2021?", "in the first 10 days of March 2021", "2021-03-01..2021-03-10"},
	{"How many runs in the first two weeks of 2020?", "in the first two weeks of 2020", "2020-01-01..2020-01-14"},
	{"How many songs over the past fortnight?", "over the past fortnight", "2024-03-01..2024-03-15"},
	{"How many trips over the last decade?", "over the last decade", "2014-03-15..2024-03-15"},
	{"How many songs from the 90s did I stream?", "from the 90s", "1990-01-01..1999-12-31"},
	{"How many emails since the beginning of the year?", "since the beginning of the year", "2024-01-01.."},
	{"How many songs until the end of 2020?", "until the end of 2020", "..2020-12-31"},
	{"What did I buy before Easter 2021?", "before Easter 2021", "..2021-04-03"},
	{"How many runs after Thanksgiving 2022?", "after Thanksgiving 2022", "2022-11-25.."},
	{"How many songs between Christmas and New Year's Day 2020?", "between Christmas and New Year's Day 2020", "2019-12-25..2020-01-01"},
	{"What did I do this past weekend?", "this past weekend", "2024-03-09..2024-03-10"},
	{"What did I buy a couple of months ago?", "a couple of months ago", "2024-01-15..2024-02-14"},
	{"What did I eat on 1st January 2020?", "on 1st January 2020", "2020-01-01..2020-01-01"},
	// a day of the month alone: this month's, or last month's when this
	// one has not reached it (today is the 15th)
	{"What did I eat on the 6th?", "on the 6th", "2024-03-06..2024-03-06"},
	{"What did I do on Saturday the 24th?", "on Saturday the 24th", "2024-02-24..2024-02-24"},
	{"How many runs in spring 2020 and summer 2021?", "in spring 2020", "2020-03-01..2020-05-31"},
	{"How many runs in spring 2020 and summer 2021?", "summer 2021", "2021-06-01..2021-08-31"},
	{"What did I buy on Cyber Monday 2021?", "on Cyber Monday 2021", "2021-11-29..2021-11-29"},
	{"What did I do at the end of 2019?", "at the end of 2019", "2019-09-01..2019-12-31"},
	{"What did I do in the middle of June 2022?", "in the middle of June 2022", "2022-06-11..2022-06-20"},
	{"Where was I on Easter Monday 2019?", "on Easter Monday 2019", "2019-04-22..2019-04-22"},
	{"How many songs during the last 7 days?", "during the last 7 days", "2024-03-08..2024-03-15"},
	{"How much did I spend in December of last year?", "in December of last year", "2023-12-01..2023-12-31"},
}

// Windows that are no interval: every year, weekdays, times of day.
var patternCases = []tcase{
	{"How much did I spend on Dec 24–26?", "on Dec 24–26", "+2019-12-24 +2023-12-26 -2023-12-27 -2023-12-23"},
	{"How many workouts did I do in March?", "in March", "+2019-03-01 +2023-03-31 -2023-04-01"},
	// a holiday's day said of a meal right after it is that meal's day
	{"What did I have for Christmas Eve dinner?", "Christmas Eve", "+2019-12-24 +2023-12-24 -2023-12-25 -2023-12-23"},
	{"Where did we go for Thanksgiving lunch?", "Thanksgiving", "+2022-11-24 -2022-11-25"},
	// a month's abbreviation alone after "in", no word of English
	{"How many hours did I sleep on average in Feb?", "in Feb", "+2019-02-01 +2023-02-28 -2023-03-01"},
	{"What did I do the second weekend of August?", "the second weekend of August", "+2023-08-12 +2023-08-13 -2023-08-05 -2023-08-19 +2024-08-10 +2024-08-11"},
	{"What did I do on my last weekend in October?", "on my last weekend in October", "+2025-10-25 +2025-10-26 -2025-10-18 -2025-11-01 +2024-10-26"},
	{"What did I do the week of Christmas?", "the week of Christmas", "+2024-12-23 +2024-12-29 -2024-12-30 -2024-12-22 +2023-12-25 -2023-12-24"},
	{"What did I eat the weekend of Easter?", "the weekend of Easter", "+2025-04-19 +2025-04-20 -2025-04-21 -2025-04-18"},
	{"How much did I spend in Q2?", "in Q2", "+2020-04-01 +2021-06-30 -2021-07-01 -2021-03-31"},
	{"How many workouts during the spring?", "during the spring", "+2020-03-01 +2020-05-31 -2020-06-01"},
	{"How many ski days in the winter?", "in the winter", "+2020-12-01 +2021-02-28 -2021-03-01 -2020-11-30"},
	{"What did I eat on Valentine's day?", "on Valentine's day", "+2020-02-14 +2023-02-14 -2023-02-15"},
	{"How many songs did I listen to on Easter?", "on Easter", "+2019-04-21 +2024-03-31 -2024-04-01"},
	// a holiday spent is a time, as one spent at or on it
	{"Where did I spend Christmas?", "Christmas", "+2019-12-25 +2023-12-25 -2023-12-24"},
	{"Where did we spend Easter with the kids?", "Easter", "+2019-04-21 +2024-03-31 -2024-04-01"},
	// a movable window of several days, every year: short enough to be
	// an expression
	{"How many songs over Easter?", "over Easter", "+2023-04-07 +2023-04-10 -2023-04-11 -2023-04-06 +2019-04-22 -2019-04-23"},
	{"How many songs during Easter week?", "during Easter week", "+2023-04-03 +2023-04-09 -2023-04-10 -2023-04-02 +2019-04-21"},
	{"Which artist did I listen to most on New Year eves?", "on New Year eves", "+2019-12-31 -2020-01-01"},
	{"What did I cook on Thanksgiving?", "on Thanksgiving", "+2022-11-24 +2023-11-23 -2023-11-24 -2022-11-17"},
	{"What did I do on Whit Monday?", "on Whit Monday", "+2010-05-24 +2024-05-20 -2024-05-19"},
	{"How many songs over Christmas?", "over Christmas", "+2022-12-24 +2022-12-26 -2022-12-27 -2022-12-23"},
	{"What did I do at the end of March?", "at the end of March", "+2022-03-21 +2022-03-31 -2022-03-20"},
	{"How many runs between March and May?", "between March and May", "+2022-03-01 +2022-05-31 -2022-06-01"},
	{"How many songs from November to February?", "from November to February", "+2022-11-01 +2023-02-28 -2022-10-31 -2023-03-01"},
	{"How many songs on March 3rd?", "on March 3rd", "+2020-03-03 -2020-03-04"},
	{"How often do I post on weekends?", "on weekends", "+2024-03-16 +2024-03-17 -2024-03-15"},
	{"How many km did I run on weekdays?", "on weekdays", "+2024-03-15 +2024-03-11 -2024-03-16"},
	// "during the week" is the weekdays, unless a clause says which week
	{"How many songs did I play during the week?", "during the week", "+2024-03-15 +2024-03-11 -2024-03-16"},
	// midweek is Tuesday to Thursday
	{"How many songs did I play midweek?", "midweek", "+2024-03-13 +2024-03-12 +2024-03-14 -2024-03-11 -2024-03-15"},
	{"How often do I run during the week?", "during the week", "+2024-03-13 -2024-03-17"},
	{"How often do I run on Mondays vs Tuesdays?", "on Mondays vs Tuesdays", "+2024-03-11 +2024-03-12 -2024-03-13"},
	{"How many different films did I stream on Saturdays or Sundays in 2024?", "on Saturdays or Sundays", "+2024-03-16 +2024-03-17 -2024-03-15"},
	{"What do I do on Fridays?", "on Fridays", "+2024-03-15 -2024-03-14"},
	{"How many calls Monday to Friday?", "Monday to Friday", "+2024-03-11 +2024-03-15 -2024-03-16"},
	{"How many calls Mon-Wed?", "Mon-Wed", "+2024-03-11 +2024-03-13 -2024-03-14"},
	{"How many songs in week 12?", "in week 12", "+2023-03-20 +2024-03-18 -2024-03-25"},
	{"What did I eat on the first Monday of March?", "on the first Monday of March", "+2020-03-02 +2024-03-04 -2024-03-11"},
	{"What did I do the weekend of Oct 14-15?", "the weekend of Oct 14-15", "+2023-10-14 +2023-10-15 -2023-10-16"},
	{"How many runs in the third quarter?", "in the third quarter", "+2023-07-01 +2023-09-30 -2023-10-01"},
	{"What did I eat on the 4th of July?", "on the 4th of July", "+2019-07-04 -2019-07-05"},
	{"How many songs did I play on the 1st of every month?", "on the 1st of every month", "+2023-01-01 +2024-02-01 -2024-02-02"},
	{"What do I pay on the 15th of the month?", "on the 15th of the month", "+2023-06-15 -2023-06-14"},
	{"What do I do on Monday mornings?", "on Monday", "+2024-03-11 -2024-03-12"},
	{"How often do I run at the weekend?", "at the weekend", "+2024-03-16 -2024-03-15"},
	{"How many emails did I send in the evening of March 3rd, 2021?", "in the evening", "+19:00 -12:00"},
	{"How many runs on weekend mornings?", "on weekend", "+2024-03-17 -2024-03-18"},
	{"How many songs did I play in the afternoons?", "in the afternoons", "+15:00 -11:59"},
	{"How many runs before 7 in the morning?", "in the morning", "+06:00 -12:30"},
	{"How many runs between 5:30 and 7:00?", "between 5:30 and 7:00", "+05:30 +06:59 -07:01"},
	{"How often did I go for a morning run?", "morning", "+06:00 -12:00"},
	{"Evening runs in 2025?", "Evening", "+19:00 -12:00"}, // first, with no count before it (read one before the first word)
	// times of day
	{"How many emails did I send after 6 PM?", "after 6 PM", "+18:00 +23:59 -17:59"},
	{"How often did I go swimming before 9am?", "before 9am", "+08:59 -09:00"},
	{"How many emails did I send around noon?", "around noon", "+11:00 +13:59 -14:00"},
	{"How often did I play football at night?", "at night", "+23:00 +01:00 -21:00"},
	{"How many times did I run in the morning this month?", "in the morning", "+07:00 -12:00"},
	{"How often did I run after 11PM?", "after 11PM", "+23:30 -22:59"},
	{"How many calls between 6 and 8 pm?", "between 6 and 8 pm", "+18:00 +20:00 -20:01 -17:59"},
	{"How many calls from 9 to 11am?", "from 9 to 11am", "+09:00 +11:00 -11:01"},
	{"How many calls 9am-5pm?", "9am-5pm", "+09:00 +17:00 -17:01 -08:59"},
	{"How many songs did I listen to between 10pm and 2am?", "between 10pm and 2am", "+22:00 +23:59 +00:30 +02:00 -02:01 -21:59 -12:00"},
	{"How many songs from 11 pm to 1 am?", "from 11 pm to 1 am", "+23:00 +00:00 +01:00 -01:01 -22:59"},
	{"How many emails after 17:00?", "after 17:00", "+17:00 -16:59"},
	{"How many emails at 7:30 p.m.?", "at 7:30 p.m.", "+19:30 +19:59 -20:01"},
	{"How many runs in the early morning?", "in the early morning", "+06:00 -08:00"},
	{"How many runs first thing in the morning?", "first thing in the morning", "+06:00 -08:00"},
	// the small hours are the first after midnight
	{"How many songs in the small hours?", "in the small hours", "+00:00 +04:59 -05:00 -23:59"},
	{"How many songs in the wee hours of the morning?", "in the wee hours of the morning", "+02:00 -05:00"},
	{"How many songs after dark?", "after dark", "+23:00 -21:59"},
	{"How many songs late at night?", "late at night", "+23:00 -21:59"},
	{"What did I watch in the evenings?", "in the evenings", "+20:00 -17:59"},
	{"What did I watch on Saturday evenings?", "evenings", "+20:00 -17:59"},
	{"How many emails did I send towards evening?", "evening", "+20:00 -17:59"},
	{"How many runs before noon?", "before noon", "+11:59 -12:00"},
	{"How many emails after midnight?", "after midnight", "+01:00 -06:00"},
}

// Questions without a time (names and titles that look like times).
var negatives = []string{
	"who won the 2020 election",
	// a range, not a month: a month before a year with a hyphen is two digits
	"How many of my swims were 1-2000 metres long?",
	// an age, not a decade: a decade word wants "the"
	"How many runs did I do in my early thirties?",
	"What did I buy in my twenties?",
	"Did I break anything in mar?",
	"Did I stay in Jan's flat?",
	"Did I read 1984?",
	"How many songs by the 1975 did I play?",
	"Did I play Summer of '69?",
	"How many mails did May send me?",
	"Did I buy Q-Tips on Amazon?",
	"How many times have I streamed Don't Burn - Remastered 2014 (Grave Meridian)?",
	"How many times did I play Live 2014 - Remastered?",
	"Did I watch March of the Penguins?",
	"What tags are on my note 'A beautiful morning'?",
	"What did I buy for Christmas?",
	"How much did I spend Christmas shopping?",
	// holidays without "the" are public holidays or a vacation, not the
	// season
	"Did I run on holidays?",
	"How many photos did I take during my holidays?",
	"How many people celebrated Christmas with me?",
	"Did I watch Independence Day?",
	"How many km did I run after 5?",
	"Which album was the Portishead song I played from?",
	"How many files were attached to Doug Sauder's test message?",
	"How many Sprint 25 daily standups were scheduled in total?",
	"What is my average heart rate?",
	"Did I listen to Good Morning America?",
	"How many episodes of Friday Night Lights did I watch?",
	"Did I stream Sunday Bloody Sunday?",
	"How many orders cost more than 2000 dollars?",
	"How many emails did Jan send me?",
	"Did I listen to Spring Breakers soundtrack?",
	"May I see my longest run?",
	"What did I march for?",
	"Who is my most played artist?",
	"How many times did I tweet about the Q3 earnings of Acme?",
	"How many songs of the album 1989 did I play?",
	"Where did I live at 221 Baker Street?",
	"How many steps did I walk on my 3 km walk?",
	"Did I play the song 'Yesterday'?",
	"How many nights did I stay in Paris?",
	"I spent three evenings at the opera: which operas?",
	"When was Leo's parents evening?",
	"Who did we see at parents' evening?",
	"How often did we have games night?",
}

func mustDate(t *testing.T, s string) time.Time {
	t.Helper()
	d, err := time.Parse("2006-01-02", s)
	if err != nil {
		t.Fatalf("bad date %q in table", s)
	}
	return d
}

// wantWindow reads "A..B" (days, both included; a missing end is open) as
// [from, to).
func wantWindow(t *testing.T, s string) (from, to time.Time) {
	t.Helper()
	a, b, _ := strings.Cut(s, "..")
	if a != "" {
		from = mustDate(t, a)
	}
	if b != "" {
		to = mustDate(t, b).AddDate(0, 0, 1)
	}
	return from, to
}

// findSpan returns the span with the words, failing with all spans.
func findSpan(t *testing.T, q, words string, spans []Span) (Span, bool) {
	t.Helper()
	for _, s := range spans {
		if s.Words == words && s.Kind != Anchored {
			return s, true
		}
	}
	var got []string
	for _, s := range spans {
		got = append(got, fmt.Sprintf("%s %q %s", s.Kind, s.Words, s.Window.Cond()))
	}
	t.Errorf("%q: no span %q; got %v", q, words, got)
	return Span{}, false
}

// holds evaluates a window's conditions for an item on day d at clock c.
func holds(t *testing.T, cond string, d time.Time, c qa.Clock) bool {
	t.Helper()
	p, err := expr.Compile(cond, expr.Items)
	if err != nil {
		t.Fatalf("condition %q does not compile: %v", cond, err)
	}
	p.SetNow(time.Date(today.Year(), today.Month(), today.Day(), 12, 0, 0, 0, time.UTC))
	it := qa.NewItem(nil, qa.Attr{Name: DateAttr, Value: qa.NewDate(d.Year(), d.Month(), d.Day())}, qa.Attr{Name: TimeAttr, Value: c})
	ok, err := p.Bool(it)
	if err != nil {
		t.Fatalf("condition %q on %s: %v", cond, d.Format("2006-01-02"), err)
	}
	return ok
}

func TestDates(t *testing.T) {
	p := Default()
	noon := qa.NewClock(12, 0, 0)
	for _, c := range dateCases {
		sp, ok := findSpan(t, c.q, c.words, p.Parse(c.q, Options{}))
		if !ok {
			continue
		}
		from, to, ok := sp.Window.Resolve(today)
		wantFrom, wantTo := wantWindow(t, c.want)
		if !ok || !from.Equal(wantFrom) || !to.Equal(wantTo) {
			t.Errorf("%q: %q resolves to [%s, %s) ok=%v, want [%s, %s)\n  %+v", c.q, c.words, fmtD(from), fmtD(to), ok, fmtD(wantFrom), fmtD(wantTo), sp.Window)
			continue
		}
		// The condition selects exactly the window's days.
		cond := sp.Window.DateCond
		check := func(d time.Time, want bool) {
			if got := holds(t, cond, d, noon); got != want {
				t.Errorf("%q: %s on %s is %v, want %v", c.q, cond, d.Format("2006-01-02"), got, want)
			}
		}
		if !from.IsZero() {
			check(from, true)
			check(from.AddDate(0, 0, -1), false)
		}
		if !to.IsZero() {
			check(to.AddDate(0, 0, -1), true)
			check(to, false)
		}
	}
}

func TestPatterns(t *testing.T) {
	p := Default()
	for _, c := range patternCases {
		sp, ok := findSpan(t, c.q, c.words, p.Parse(c.q, Options{}))
		if !ok {
			continue
		}
		if sp.Window.From != "" || sp.Window.To != "" {
			t.Errorf("%q: a pattern has bounds %+v", c.q, sp.Window)
		}
		for _, probe := range strings.Fields(c.want) {
			want := probe[0] == '+'
			v := probe[1:]
			var got bool
			if strings.Contains(v, ":") {
				var h, m int
				fmt.Sscanf(v, "%d:%d", &h, &m)
				if sp.Window.TimeCond == "" {
					t.Errorf("%q: no time of day in %+v", c.q, sp.Window)
					break
				}
				got = holds(t, sp.Window.TimeCond, today, qa.NewClock(h, m, 0))
			} else {
				if sp.Window.DateCond == "" {
					t.Errorf("%q: no date condition in %+v", c.q, sp.Window)
					break
				}
				got = holds(t, sp.Window.DateCond, mustDate(t, v), qa.NewClock(12, 0, 0))
			}
			if got != want {
				t.Errorf("%q: %s: got %v, want %v (%s)", c.q, v, got, want, sp.Window.Cond())
			}
		}
	}
}

func TestNegatives(t *testing.T) {
	p := Default()
	for _, q := range negatives {
		for _, s := range p.Parse(q, Options{}) {
			if s.Kind != Anchored {
				t.Errorf("%q: found %s %q (%s)", q, s.Kind, s.Words, s.Window.Cond())
			}
		}
	}
}

func TestTableSize(t *testing.T) {
	if n := len(dateCases) + len(patternCases); n < 150 {
		t.Errorf("%d expressions in the table, want at least 150", n)
	}
}

func fmtD(t time.Time) string {
	if t.IsZero() {
		return "-"
	}
	return t.Format("2006-01-02")
}

// A question's "in the evening" asks for the hours a journal's "this
// evening" was placed in at import: both are lang/daypart's.
func TestDaytimeIsDaypart(t *testing.T) {
	p := Default()
	for words, part := range map[string]daypart.Part{
		"in the morning": daypart.Morning, "around noon": daypart.Midday, "in the afternoon": daypart.Afternoon,
		"in the evening": daypart.Evening, "at night": daypart.Night,
	} {
		q := "How many runs " + words + "?"
		sp, ok := findSpan(t, q, words, p.Parse(q, Options{}))
		if !ok {
			continue
		}
		for m := 0; m < daypart.Day; m += 15 {
			if got := holds(t, sp.Window.TimeCond, today, qa.NewClock(m/60, m%60, 0)); got != part.Contains(m) {
				t.Errorf("%q at %02d:%02d: %v, but %s contains it: %v", words, m/60, m%60, got, part, part.Contains(m))
			}
		}
	}
}

// A weekday said of one day is marked for the caller to read by tense; a
// plural, "every", "a" or a plural time of day is every such day.
func TestOneWeekday(t *testing.T) {
	p := Default()
	for q, want := range map[string]int{
		"What did I do on Monday?":                    1,
		"Do I have anything on Friday?":               5,
		"How many meetings do I have on Mondays?":     0,
		"What do I do every Monday?":                  0,
		"Did I ever run on a Sunday?":                 0,
		"What do I do on Monday mornings?":            0,
		"What did I do on Monday morning?":            1,
		"How often do I run on Mondays vs Tuesdays?":  0,
		"How many Sunday roasts did I have at Mum's?": 0,
		"How many Friday drinks did I skip?":          0,
		"How often did I have Sunday lunch with Mum?": 0,
		"What did I have for lunch on Sunday?":        7,
		"What did I do on Sunday this week?":          7,
		"Did I go out Friday evening?":                5,
	} {
		got := -1
		for _, s := range p.Parse(q, Options{}) {
			if s.Kind == Weekdays {
				got = s.Day
			}
		}
		if got != want {
			t.Errorf("%q: Day %d, want %d", q, got, want)
		}
	}
	today := civil(2024, 3, 13) // a Wednesday
	for _, c := range []struct {
		wd   int
		past bool
		want string
	}{{1, true, "2024-03-11"}, {1, false, "2024-03-18"}, {3, true, "2024-03-06"}, {3, false, "2024-03-20"}, {5, false, "2024-03-15"}} {
		from, to, ok := OneWeekday(c.wd, c.past).Resolve(today)
		if !ok || fmtD(from) != c.want || fmtD(to) != fmtD(from.AddDate(0, 0, 1)) {
			t.Errorf("OneWeekday(%d, %v) = %s..%s, want %s", c.wd, c.past, fmtD(from), fmtD(to), c.want)
		}
	}
}

// A year with no preposition is a time in a query of keywords, and at the
// end of a question when the library is known and no name of it has the
// year; a title keeps its year.
func TestFreeYear(t *testing.T) {
	p := Default()
	// the library's names: "Blade Runner 2049", "Masterpiece - 2023 Remaster"
	names := func(prev, w string) bool {
		return w == "2049" && prev == "runner" || w == "2023" && prev == "masterpiece"
	}
	for _, c := range []struct {
		q       string
		library bool
		want    string
	}{
		{"german holidays 2010 count", false, "2010"},
		{"netflix 2012 hours", false, "2012"},
		{"netflix 2012 hours", true, "2012"},
		{"how many holidays were there 2010", true, "2010"},
		{"how many holidays were there 2010", false, ""},
		{"Did I read 1984?", false, ""},
		{"blade runner 2049 hours", true, ""},
		// a year a name holds after another word is a time after others
		{"taylor swift plays 2023", true, "2023"},
		{"how many times did i play masterpiece 2023", true, ""},
		{"Blade Runner 2049 hours", false, ""},
		{"how many songs by the 1975 did I play", true, ""},
		{"did I walk 2000 steps", true, ""},
		{"1984", false, ""},
		// a year joined to the free year that ends the question
		{"which was busier, 2012 or 2018?", true, "2012|2018"},
		{"which was busier, 2012 or 2018?", false, ""},
		{"how many times did i play masterpiece 2023 or 2024", true, "2024"},
	} {
		opt := Options{}
		if c.library {
			opt.NameWord = names
		}
		var dates []string
		for _, s := range p.Parse(c.q, opt) {
			if s.Kind == Date {
				dates = append(dates, s.Words)
			}
		}
		got := ""
		if len(dates) > 0 {
			got = dates[len(dates)-1]
		}
		if strings.Contains(c.want, "|") {
			got = strings.Join(dates, "|")
		}
		if got != c.want {
			t.Errorf("%q (library %v): %q, want %q", c.q, c.library, got, c.want)
		}
	}
}

func TestIsDate(t *testing.T) {
	p := Default()
	for s, want := range map[string]bool{"2025-01-31": true, "Monday, 02 September 2024": true, "Blade Runner 2049": false, "2049": false, "Remastered 2014": false} {
		if got := p.IsDate(s); got != want {
			t.Errorf("IsDate(%q) = %v", s, got)
		}
	}
}

// TestDaysApart: the days from one holiday to the next other, in a year or
// the same every year; none where they differ by year.
func TestDaysApart(t *testing.T) {
	p := Default()
	for _, c := range []struct {
		a, b  string
		year  int
		after bool
		days  int
		ok    bool
	}{
		{"easter", "whit_monday", 0, true, 50, true},
		{"easter", "whit_monday", 2010, true, 50, true},
		{"christmas", "new_years_day", 0, true, 7, true},
		{"christmas", "thanksgiving", 2020, false, 29, true},
		{"easter", "christmas", 0, true, 0, false},
		{"easter", "no_such_day", 2010, true, 0, false},
	} {
		days, ok := p.DaysApart(c.a, c.b, c.year, c.after)
		if days != c.days || ok != c.ok {
			t.Errorf("DaysApart(%s, %s, %d, %v) = %d, %v; want %d, %v", c.a, c.b, c.year, c.after, days, ok, c.days, c.ok)
		}
	}
}

// A night after a weekday's name is a night out, from the evening on
// ("movies on Saturday nights" started at nine); a night alone is late.
func TestWeekdayNightFromEvening(t *testing.T) {
	p := Default()
	for q, words := range map[string]string{"Movies on Saturday nights?": "nights", "What did I watch on Friday night?": "night", "Songs at night?": "at night"} {
		sp, ok := findSpan(t, q, words, p.Parse(q, Options{}))
		if !ok {
			continue
		}
		want := words != "at night"
		if got := holds(t, sp.Window.TimeCond, today, qa.NewClock(21, 0, 0)); got != want {
			t.Errorf("%q: 21:00 in %q: %v, want %v", q, sp.Window.TimeCond, got, want)
		}
		if !holds(t, sp.Window.TimeCond, today, qa.NewClock(23, 30, 0)) {
			t.Errorf("%q: 23:30 not in %q", q, sp.Window.TimeCond)
		}
	}
}
