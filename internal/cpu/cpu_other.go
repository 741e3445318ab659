//go:build !unix

// Package cpu reads the CPU time the process has used. The machines
// questions are timed on are shared: wall-clock times grow with the
// machine's load, CPU times do not, so measurements report both.
package cpu

import "time"

// Time is 0: the process's CPU time is read on unix systems only.
func Time() time.Duration { return 0 }
