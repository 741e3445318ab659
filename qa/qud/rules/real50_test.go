package rules

import "testing"

// "How far back does my mail go": how far in time the records reach,
// the first of them. It was read as a distance, summed over the
// workouts and the location history ("1690.52 km").
func TestFarBackInTime(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"how far back does my mail go":              {"MIN attr=start_date", "sources=[mail]"},
		"How far back do my Amazon orders go back?": {"MIN attr=start_date", "online_purchase"},
		"how far back does my listening history go": {"MIN attr=start_date", "music_stream"},
	})
	treesLack(t, d, "distance", "read as a distance", "how far back does my mail go", "how far back do my runs go")
}
