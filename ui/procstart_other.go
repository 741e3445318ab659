//go:build !linux

package ui

import "time"

// processStart is unknown outside Linux; start-up times then count from
// the start of Main.
func processStart() (time.Time, bool) { return time.Time{}, false }
