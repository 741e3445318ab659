package test

import (
	"time"
	// The zone database is embedded so that every test finds the zones it
	// names, whatever the machine has installed.
	_ "time/tzdata"
)

// Zone returns the IANA time zone name (a test's fixed zone, such as
// "Europe/Berlin"); it panics on a name that is none.
func Zone(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return loc
}
