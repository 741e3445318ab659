//go:build unix

package test

import (
	"syscall"
	"time"
)

// CPUTime is the CPU time (user and system) the process used so far. The
// machines benchmarks run on are shared, so besides wall time they report
// CPU time per operation, which includes the garbage collector's work on
// other cores.
func CPUTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
