//go:build unix

package test

import (
	"testing"
	"time"

	"reqap/internal/cpu"
)

// CPUTime is the CPU time (user and system) the process used so far. The
// machines benchmarks run on are shared, so besides wall time they report
// CPU time per operation, which includes the garbage collector's work on
// other cores.
func CPUTime() time.Duration { return cpu.Time() }

// ReportCPU reports cpu, the CPU time n operations took, as the
// benchmark's cpu-ms/op: on a machine shared with other work, wall-clock
// times grow with the load and this does not.
func ReportCPU(b *testing.B, cpu time.Duration, n int) {
	b.ReportMetric(float64(cpu.Microseconds())/1000/float64(n), "cpu-ms/op")
}

// CPULoop runs f in b's loop and reports, besides what b measures, the
// CPU time an iteration took (see ReportCPU).
func CPULoop(b *testing.B, f func()) {
	b.Helper()
	cpu0, n := CPUTime(), 0
	for b.Loop() {
		n++
		f()
	}
	ReportCPU(b, CPUTime()-cpu0, n)
}
