package rules

import (
	"fmt"
	"strings"

	"reqap/qa/tree"
)

// Form is what kind of answer a question asks for.
type Form string

// Answer forms.
const (
	FormList      Form = "list"       // the items, or the values of Val
	FormCount     Form = "count"      // how many / how often
	FormDistinct  Form = "distinct"   // how many different Group
	FormSum       Form = "sum"        // total Measure
	FormAvg       Form = "avg"        // average Measure (per item or per PerGroup)
	FormPerPeriod Form = "per_period" // total / number of periods
	FormExtreme   Form = "extreme"    // first/last/longest/most expensive ...
	FormBest      Form = "best"       // which Group most/least, top-k
	FormTable     Form = "table"      // counts per Group
	FormGrouped   Form = "grouped"    // the groups themselves ("X grouped by Y")
	FormWhen      Form = "when"       // the date of something
	FormSpan      Form = "span"       // how long one happening lasted
	FormDates     Form = "dates"      // when one happening started and ended
	FormYesNo     Form = "yesno"      // whether anything matched
	FormCompare   Form = "compare"    // which of two Sides is larger, or by how much (Diff)
	FormNth       Form = "nth"        // the N-th happening in time (its Val)
	FormShare     Form = "share"      // the percentage of the events meeting Sides[0]'s conditions
	FormNotDays   Form = "not_days"   // how many days of the window had none of the events
	FormBestEach  Form = "best_each"  // the most frequent Group of each period (Each)
	FormAgo       Form = "ago"        // how long before today something was (Dir, in Period days)
	FormStreak    Form = "streak"     // the most days in a row on which something happened
	FormSpells    Form = "spells"     // how many runs of days the events make (trips: runs of days away)
	FormFirstLast Form = "first_last" // the days from the first of the events to the last
	FormGap       Form = "gap"        // the most days from one of the events to the next
	FormChange    Form = "change"     // how much Measure changed from the first of the events to the last (Dir -1: fell by)
	FormSpread    Form = "spread"     // how much the most of Measure is more than the least
)

// Quantity is an attribute the tree needs and how it is obtained: by
// EXTRACT (Extract), by UNNEST of a list attribute (Unnest) or computed by
// MAP (Map). Attr is the final name.
// diffAbs is Frame.Diff for by how much two things differ; diffRatio for
// how many times the first is the second ("how many times more").
// diffPct for by how many percent the first is more than the second ("the
// percentage change from 2020 to 2021").
const (
	diffAbs   = 2
	diffRatio = 3
	diffPct   = 4
)

type Quantity struct {
	ID      string
	Attr    string
	Extract *attrSpec
	Map     string
	Unnest  string
	Words   string
	// Needs are attributes Map reads besides Extract's (a speed worked
	// out from a distance and a time).
	Needs []attrSpec
}

func (q *Quantity) String() string {
	if q == nil {
		return "-"
	}
	return q.Attr
}

// Cond is a FILTER condition with the words that said it.
type Cond struct {
	Expr  string
	Words string
	Refs  map[string]*tree.Node
	Needs []attrSpec
	// From and To bound the window the condition selects (To exclusive),
	// as expressions over dates, when it is one window; for per-period
	// averages.
	From, To string
	// Kind: the condition says what the activity's events are, whatever
	// the question asks of them (a chat's messages are no notices of the
	// app): a percentage's whole keeps it too.
	Kind bool
}

// Join is a JOIN of the question's events (i1) with another activity's.
type Join struct {
	Kind  string // after, before, during, same_day
	Right *tree.Node
	Cond  string
	Words string
	// Needs are the attributes of the question's own events the
	// condition reads ("after", what a journal says came after): what
	// the join needs, not what the question asks
	Needs []attrSpec
}

// Frame is what the rules understood of a question.
type Frame struct {
	Question string
	Form     Form
	Least    bool // FormBest: the least frequent
	K        int  // FormBest: top-k (0 or 1: the best)
	// KCounts is the group of the noun a top-k's number counts ("the
	// last 5 songs": song), when the lexicon knows it.
	KCounts string
	Amount  bool // FormBest: the best group's amount is asked, not its key
	// GroupAvg makes FormBest rank each group by the average of its
	// Measure, not by the total ("which month had my best mood").
	GroupAvg bool
	Dir      int // FormExtreme, FormWhen: +1 last/max, -1 first/min
	// Rank is what FormExtreme compares; nil means time (first/last).
	Rank *Quantity
	// RankElse is extracted along with a distance Rank ("longest",
	// "shortest"): the length in time a ranking of things that record no
	// distance falls back to.
	RankElse *attrSpec
	// Val is the value asked for (FormExtreme, FormList).
	Val *Quantity
	// Age makes FormList of the date of birth the whole years since it
	// ("how old am I").
	Age bool
	// Total makes FormExtreme with K > 1 the sum of this over the k
	// ("how far were my last two runs in total").
	Total *Quantity
	// Measure is what FormSum, FormAvg, FormPerPeriod and FormBest add up.
	Measure *Quantity
	// Group is the key of FormBest, FormTable, FormGrouped and FormDistinct,
	// and what FormPerPeriod counts once per value (orders).
	Group *Key
	// GroupTimes keeps, of FormDistinct's groups, those that happened so
	// many times: "== 1" for "only once", "> 1" for "more than once".
	GroupTimes string
	// FirstSeen keeps, of FormDistinct's groups (or FormList's values),
	// those whose first event falls in the question's window: "new
	// artists in 2024", "songs I heard for the first time in May".
	FirstSeen bool
	// SpellsBy are the days whose records say the means of travel asked
	// ("trips by train"): the runs of days counted (FormSpells) are those
	// holding one of them.
	SpellsBy *tree.Node
	// NotIn keeps, of FormDistinct's groups (or FormList's values), those
	// with an event in the question's window and none in these ("artists
	// I listened to in 2023 but not in 2024").
	NotIn []Cond
	// AllIn keeps, of FormDistinct's groups (or FormList's values), those
	// with an event in each of these windows ("series I watched both in
	// 2021 and in 2022").
	AllIn []Cond
	// Thing: FormExtreme answers the winning event itself, which has no
	// name to give ("which workout had the highest heart rate"); with Val
	// the ranked amount, that amount and the event that has it ("what
	// was my fastest run").
	Thing bool
	// IsBest, when set, makes FormBest a yes/no: whether the best group
	// meets it ("was Taylor Swift my most played artist"); likewise
	// FormExtreme, whether the first or last one does ("was X the first
	// film I watched").
	IsBest *Cond
	// RankOf, when set, makes FormBest the place in the ranking of the
	// group that meets it ("where does Mac Miller rank among my
	// artists": 2).
	RankOf *Cond
	// AgoWhether is FormAgo's test of the time since, in days ("has it
	// been more than a month since I last …": "> 30.436875"); empty:
	// the time since is the answer.
	AgoWhether string
	// CountWhether is FormYesNo's test of the count ("did I play at
	// least 100 songs": ">= 100"); empty: whether there are any.
	CountWhether string
	// SumWhether is FormYesNo's test of the total of Measure ("did I
	// spend more than $1000 in 2020": "> 1000").
	SumWhether string
	// AvgWhether is FormYesNo's test of the average of Measure ("is my
	// average run longer than 5 km": "> 5").
	AvgWhether string
	// PerWhether is FormPerPeriod's test of the amount per period, in a
	// question that asks whether ("did I average more than 10000 steps a
	// day": "> 10000"); the answer is then a yes or no.
	PerWhether string
	// Spells makes FormYesNo's count the runs of days the events make
	// ("have I been to Lisbon more than once": the stays, not their
	// events).
	Spells bool
	// Without is FormNotDays' period when it is longer than a day: "week"
	// or "month" ("was there a week I didn't exercise"); "" for days.
	Without string
	// Every is FormNotDays' turn when something is asked of one period
	// in every few ("did I swim every other week": 2): the longest run
	// of periods without is weighed against it, by CountWhether.
	Every int
	// Weekday is FormNotDays' day of the week (1 Monday to 7 Sunday)
	// when only such days are counted ("did I run every Monday in
	// March"); 0 for every day.
	Weekday int
	// GroupTotal is a threshold on a group's total rather than on each
	// event ("was there any day with more than 10 hours of music", "days
	// I played more than 100 songs", "orders over $100"): the events are
	// grouped by day (by TotalBy when set), their amounts summed (counted,
	// when the condition needs no attribute), and the groups kept that
	// meet it.
	GroupTotal *Cond
	TotalBy    *Key
	// Apart is FormSum's answer when it is the days from one day of the
	// year to another ("how many days after Easter is Whit Monday": 50),
	// in the unit ApartAs; nothing retrieved is counted.
	Apart, ApartAs string
	// ApartRefs are the dates of happenings Apart is computed from ("how
	// many days after my last run did I …").
	ApartRefs map[string]*tree.Node
	// ListWithout makes FormNotDays list those periods ("which weeks did
	// I not run"), not count them.
	ListWithout bool
	// LeastEmpty makes FormBest's least of months or weekdays those of
	// the window with none of the events, where there are any ("which
	// month of 2022 did I watch the least TV": the months with none, not
	// the fewest of those with some).
	LeastEmpty bool
	// Recorded is the first and the last date the question's sources
	// record (date expressions; empty without a catalog): a period
	// outside them is not known to have gone without.
	Recorded [2]string
	// Period is the length in days of FormPerPeriod's period, and of
	// the unit FormAgo counts in.
	Period      float64
	PeriodWords string
	// PerGroup is the key FormAvg averages over ("per order").
	PerGroup *Key
	// CountBy is the key FormBest counts once per value within each group
	// ("the month I placed the most orders": orders, not their items).
	CountBy *Key
	// Each is the period FormBestEach finds the best of ("each month").
	Each *Key
	// Within is the period FormBest counts Group within ("which song did
	// I play most in one day": per day and song).
	Within *Key
	// CountItems makes FormCount add up quantities (purchases of things).
	CountItems bool
	// CountSaid makes FormCount add up the counts said with the noun
	// counted ("Had three coffees": 3), one where none was said.
	CountSaid bool
	// CountList makes FormCount count the elements of a list attribute
	// ("how many files were attached").
	CountList *Key
	// Sides are what FormCompare weighs (Measure, or how many); Diff is 0
	// for "which is larger", +1 for the first minus the second ("how many
	// more"), -1 for the second minus the first ("how much less"),
	// diffAbs for how much they differ ("the difference between"),
	// diffRatio for how many times the first is the second.
	Sides []Side
	Diff  int
	// Whether makes FormCompare a yes/no: +1 "is the first larger", -1
	// "is it smaller". Average compares averages instead of totals, and
	// makes FormGap the mean gap rather than the longest.
	Whether int
	// Times is the factor a yes/no of Whether > 0 asks the first to reach
	// ("were there twice as many events in June as in May": 2); 0 for
	// any larger.
	Times float64
	// TimesOver makes the factor a bound to pass ("more than twice as
	// long"), not one to reach ("twice as long", "at least twice").
	TimesOver bool
	Average   bool
	// Trend names the answers of a comparison of a second time with a
	// first ("did my spending go up or down from 2021 to 2022"): what the
	// change is called when the first is larger, then when it is smaller.
	Trend [2]string
	// Both makes FormCompare give both amounts ("how much did I listen
	// to A compared to B").
	Both bool
	// Unworked is set where the question asks what did not happen and
	// no form reads it ("who have I never emailed"): a list or a count
	// of what did would answer the opposite, so the answer says it was
	// not worked out.
	Unworked bool
	// Either makes FormCompare say which of two sides had any, or both
	// ("did I swim before or after my trip": both, before, after).
	Either bool
	// EachSide makes an Either of a yes or no ask it of both sides: +1 whether
	// each had any ("did I go both running and swimming"), -1 whether
	// neither did ("did I neither run nor swim"); the sides' amounts are
	// said beside it.
	EachSide int
	// CountUnmeasured makes FormCompare, whose Measure only "more" of a
	// sport implied, weigh the sides by how many events they hold where
	// neither records the measure ("did I swim more on weekdays", a
	// journal's swims with no distance).
	CountUnmeasured bool
	// Lesser makes FormCompare's choice the smaller side ("did I run less
	// in 2021 or 2022", "which was shorter"), not the larger.
	Lesser bool
	// SideRatio, where the sides of FormCompare are kinds of time of
	// different lengths ("more on weekends or weekdays", "more in
	// December than in other months"), is how long the first side's time
	// is against the second's: a total or a count of the second is
	// weighed per as long a time (0: as it is).
	SideRatio float64
	// SideMost makes FormCompare weigh each side's most (+1) or least (-1)
	// of its Measure, not its total ("was my longest run in 2025 longer
	// than in 2024": the longest of each year).
	SideMost int
	// MeasureElse is what an average comparison weighs where neither side
	// records its Measure ("were my swims longer": their duration, where no
	// swim records a distance).
	MeasureElse *Quantity
	// Currency is what the amounts of money a comparison gives both of
	// (or a total, one of two asked together) are in, when the library's
	// sources write them in one ("EUR").
	Currency string
	// Ends makes FormWhen both the first date and the last ("when were
	// my first and last runs"); another form answers the first and says
	// so.
	Ends bool
	// Median makes FormAvg the middle value, not the mean ("the median
	// order value").
	Median bool
	// Upcoming makes FormWhen the first date from today on, or the last
	// one when none is to come ("when do I have to pay the AmEx bill").
	Upcoming bool
	// Habit makes a FormWhen of a time of day the time it most often is
	// ("what time does the Daily Sync start": a thing that recurs, asked
	// in the present).
	Habit bool
	// StreakDays makes FormStreak a yes/no: whether the longest streak
	// reached so many days ("did I ever run three days in a row").
	StreakDays int
	// StreakWeeks makes FormStreak's run one of weeks: of the weeks in
	// which something happened, the most one after another.
	StreakWeeks bool
	// Through makes a FormWhen of finishing ("when did I finish season 1
	// of Archer") the day every part was first done: each episode's first
	// viewing, then the latest of those, so that watching it again later
	// is no later finish.
	Through bool
	// Annual makes FormExtreme's next the soonest return of the days
	// recorded, for an occasion that comes back every year ("whose
	// birthday is next").
	Annual bool
	// Unranked marks a FormWhen asked with neither first nor last ("when
	// was I in Tokyo"): of things that happen apart, such as stays away,
	// every one is asked, not the first alone.
	Unranked bool
	// Milestone marks a FormWhen of a one-off happening ("when did I
	// move", "when did I join Twitter"): the day it happened is its
	// first record, however many records follow it.
	Milestone bool
	// TripSpells makes an extreme of trips' lengths ("my longest trip",
	// "my second longest") rank each run of days away in one town, of a
	// journal that writes each day apart, not each day a day long.
	TripSpells bool
	// EachTrip lists those trips, a row each with its length ("how long
	// was each trip"), where they had been averaged or added up.
	EachTrip bool
	// ActiveOnly makes FormPerPeriod's periods only the days (weeks) on
	// which any of the events happened ("songs a day, counting only days
	// with music"), not every one in the window.
	ActiveOnly bool
	// Percent makes FormPerPeriod's rate a percentage: the days it was
	// done on of all the window's days ("what percentage of days did I
	// run in October").
	Percent bool
	// N is FormNth's ordinal (2 for "the second"), or of FormBest's and
	// FormExtreme's ranking ("the second most played").
	N int
	// FromEnd counts FormNth's N from the last ("the second to last",
	// "the penultimate").
	FromEnd bool
	// Exclude is a value the answer's group key must not be ("apart from
	// Jonas").
	Exclude string
	// Others are the people the question names beside the ones asked
	// for ("who else was at Lena's party": not Lena).
	Others []string
	// Friends keeps, of the people asked for as friends ("which friend
	// did I meet most"), those who are neither family nor the one I live
	// with: a condition on the person key, written with KeyAttr.
	Friends []Cond

	Activity string // the activity's id, "" if none was recognised
	act      *activity
	Query    string
	Sources  []string
	// Library is every source of the library, set only for a question
	// about nothing in particular ("which day in October was the
	// busiest"), which retrieves them all: a query of no word finds
	// nothing.
	Library []string
	Subject string

	Content  []Cond
	Temporal []Cond
	Joins    []Join
	// Conj are the people of "with both X and Y".
	Conj []string
	// Extra are attributes asked for by "... with X and Y" sub-questions.
	Extra []attrSpec
	// BothDays, of a list of days, is the expression of the days with a
	// record of each of two things ("on both Facebook and Instagram").
	BothDays string
	Notes    []string
	// Corrected are the misspellings read as other words ("runing →
	// running").
	Corrected []string
	// Linked says what the question's words were linked to in the library
	// ("Radiohead → music_stream.artist"), for explanations.
	Linked []string
	// Unlinked are content words of the question nothing understood and
	// the library never uses; they were left out of retrieval.
	Unlinked []string
	// Restricting are those of Unlinked that say which things are asked
	// about ("kindle" of "kindle books", the occasion "Prime Day"): what
	// was counted without them is no answer about them.
	Restricting []string
	// Suggested pairs an unlinked word with the nearest word the library
	// or the lexicons hold ("Swfit → Swift"): offered, never used in its
	// place, since a name the library lacks may be what the person meant.
	Suggested []Suggestion
}

// Suggestion is the name the library holds nearest to a word it lacks.
type Suggestion struct{ Word, Meant string }

func (s Suggestion) String() string { return s.Word + " → " + s.Meant }

// MarshalText writes a suggestion as the corrections are written
// ("Swfit → Swift").
func (s Suggestion) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads what MarshalText writes.
func (s *Suggestion) UnmarshalText(b []byte) error {
	word, meant, ok := strings.Cut(string(b), " → ")
	if !ok {
		return fmt.Errorf("reading a suggestion %q: no arrow", b)
	}
	*s = Suggestion{Word: word, Meant: meant}
	return nil
}

// Key is a grouping key (a Quantity).
type Key = Quantity

func (f *Frame) clone() *Frame {
	g := *f
	g.Content = append([]Cond(nil), f.Content...)
	g.Temporal = append([]Cond(nil), f.Temporal...)
	g.Joins = append([]Join(nil), f.Joins...)
	g.Conj = append([]string(nil), f.Conj...)
	g.Extra = append([]attrSpec(nil), f.Extra...)
	g.Notes = append([]string(nil), f.Notes...)
	g.Sides = append([]Side(nil), f.Sides...)
	g.Unlinked = append([]string(nil), f.Unlinked...)
	g.Restricting = append([]string(nil), f.Restricting...)
	g.Suggested = append([]Suggestion(nil), f.Suggested...)
	g.Linked = append([]string(nil), f.Linked...)
	g.Corrected = append([]string(nil), f.Corrected...)
	g.Sources = append([]string(nil), f.Sources...)
	g.Others = append([]string(nil), f.Others...)
	g.Friends = append([]Cond(nil), f.Friends...)
	return &g
}

// String describes the frame on one line per part, for tests and
// `reqap ask --explain`.
func (f *Frame) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "form=%s", f.Form)
	if f.Least {
		b.WriteString(" least")
	}
	if f.K > 1 {
		fmt.Fprintf(&b, " k=%d", f.K)
	}
	if f.N > 1 {
		fmt.Fprintf(&b, " n=%d", f.N)
	}
	if f.Dir != 0 {
		fmt.Fprintf(&b, " dir=%+d", f.Dir)
	}
	for _, q := range []struct {
		n string
		q *Quantity
	}{{"rank", f.Rank}, {"val", f.Val}, {"total", f.Total}, {"measure", f.Measure}, {"group", f.Group}, {"per", f.PerGroup}, {"count_by", f.CountBy}} {
		if q.q != nil {
			fmt.Fprintf(&b, " %s=%s", q.n, q.q.Attr)
		}
	}
	if f.Period > 0 {
		fmt.Fprintf(&b, " period=%g", f.Period)
	}
	fmt.Fprintf(&b, "\nactivity=%s query=%q sources=%v subject=%q", f.Activity, f.Query, f.Sources, f.Subject)
	for _, c := range f.Content {
		fmt.Fprintf(&b, "\ncontent: %s (%s)", c.Expr, c.Words)
	}
	for _, c := range f.Temporal {
		fmt.Fprintf(&b, "\ntime: %s (%s)", c.Expr, c.Words)
	}
	for _, j := range f.Joins {
		fmt.Fprintf(&b, "\njoin %s: %s (%s)", j.Kind, j.Cond, j.Words)
	}
	for _, s := range f.Sides {
		fmt.Fprintf(&b, "\nside %q:", s.Label)
		for _, c := range s.Conds {
			fmt.Fprintf(&b, " %s", c.Expr)
		}
	}
	if len(f.Conj) > 0 {
		fmt.Fprintf(&b, "\nwith both: %s", strings.Join(f.Conj, " and "))
	}
	for _, n := range f.Notes {
		fmt.Fprintf(&b, "\nnote: %s", n)
	}
	for _, c := range f.Corrected {
		fmt.Fprintf(&b, "\nread: %s", c)
	}
	for _, l := range f.Linked {
		fmt.Fprintf(&b, "\nlinked: %s", l)
	}
	if len(f.Unlinked) > 0 {
		fmt.Fprintf(&b, "\nnot understood: %s", strings.Join(f.Unlinked, ", "))
	}
	return b.String()
}
