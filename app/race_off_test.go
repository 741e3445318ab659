//go:build !race

package app

// raceEnabled tells slow tests to do less under the race detector.
const raceEnabled = false
