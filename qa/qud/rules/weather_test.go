package rules

import "testing"

// A match of daysWereRE is read as the group after weatherRE's own: a
// group added to weatherRE would make it one of weatherRE's.
func TestDaysWereGroupFollowsWeatherRE(t *testing.T) {
	if n := weatherRE().NumSubexp(); n+1 != daysWereGroup {
		t.Errorf("weatherRE has %d groups: daysWereGroup %d must be the next", n, daysWereGroup)
	}
}
