package rules

import (
	"testing"

	"reqap/internal/test"
)

// A trip to a person seen for a service or to a building gone into is a
// visit there; a trip to a place of nature or a town stays a trip: "how
// many trips to the dentist" counted the journeys away from home (6, not
// the 2 appointments).
func TestErrandTripsAreVisits(t *testing.T) {
	test.Table(t, "errandTrips", errandTrips, "errandtrips.tsv")
}
