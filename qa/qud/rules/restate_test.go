package rules

import (
	"strings"
	"testing"

	"reqap/internal/test"
	"reqap/qa/qud/timex"
)

// "On days with a workout" is the days of the happening; "on days with
// my sister" is her company, not a happening had (the sister's birthday
// posts were the days).
func TestDaysWithMyIsCompany(t *testing.T) {
	if got := daysWithOne("how many songs did I play on days with my sister"); got != "how many songs did I play on days with my sister" {
		t.Errorf("daysWithOne read company as a happening: %q", got)
	}
	if got := daysWithOne("how many songs did I play on days with a workout"); got == "how many songs did I play on days with a workout" {
		t.Errorf("daysWithOne left a happening: %q", got)
	}
}

// The words before "since" are one list for both readings of the time
// since a clause: "how many days are passed since I joined X" is since
// the first joining, as "how many days since I joined X" is (sinceLastRE
// held "are passed", sinceDoneRE not: the last joining was asked).
func TestSinceLeadIsOne(t *testing.T) {
	tx := timex.Default()
	for q, want := range map[string]string{
		"how many days are passed since I joined Driftwood": "first joined",
		"how many days since I joined Driftwood":            "first joined",
		"how long is passed since I watched The Office":     "last watched",
		"how many weeks has it been since I went to Prague": "last went",
	} {
		if got := timeSince(q, tx); !strings.Contains(got, want) {
			t.Errorf("%q: restated %q, want %q in it", q, got, want)
		}
	}
}

func TestTheVery(t *testing.T) {
	test.Table(t, "theVery", func(q string) string { return theVeryRE().ReplaceAllString(q, "$1 $2") }, "thevery.tsv")
}

// Where I was on a holiday is where I spent it: "where was I on New
// Year's Eve 2022" had been asked of the calendar's entries alone.
func TestWhereOnHoliday(t *testing.T) {
	tx := timex.Default()
	test.Table(t, "whereOnHoliday", func(q string) string { return whereOnHoliday(q, tx) }, "whereonholiday.tsv")
}
