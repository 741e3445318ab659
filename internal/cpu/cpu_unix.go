//go:build unix

// Package cpu reads the CPU time the process has used. The machines
// questions are timed on are shared: wall-clock times grow with the
// machine's load, CPU times do not, so measurements report both.
package cpu

import (
	"syscall"
	"time"
)

// Time is the CPU time (user and system) the process used so far, the
// garbage collector's work on other cores included; 0 when it cannot be
// read.
func Time() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
