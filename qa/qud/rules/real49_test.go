package rules

import (
	"testing"
)

// "How long has it been since I watched X" with no "last": a clause in
// the past after "since" is the time since it was done. It summed the
// hours of everything in the library since the first time ("11452 h").
func TestSinceDoneClause(t *testing.T) {
	d := real48Lib(t)
	treesHave(t, d, map[string][]string{
		"how long has it been since I watched The Office": {"days_between", "max(map("},
		"how many weeks since I listened to Taylor Swift": {"days_between", "/ 7"},
		"how many days since I ran":                       {"days_between", "max(map("},
		"how long since I started listening to music":     {"days_between", "min(map("},
	})
	treesLack(t, d, "SUM", "the hours of everything since",
		"how long has it been since I watched The Office", "how long since I listened to Taylor Swift")
}
