//go:build linux

package hugeheap

import (
	"bufio"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"unsafe"

	"golang.org/x/sys/unix"
)

// probe holds a heap object while Advise looks for its mapping.
var probe *[64]byte

// reserveBlock is the size of the blocks Advise grows the heap with. One
// block of the whole reserve was cleared whole, all of its pages touched
// (a third of a second, and the resident size of the reserve), whenever
// it started in memory a collection had just freed: the runtime clears a
// new object when any of it was used before. In blocks, only those that
// begin in freed memory are.
const reserveBlock = 4 << 20

// Advise maps reserve bytes of heap at once and marks the heap's
// mappings (the writable anonymous ones holding its objects)
// MADV_HUGEPAGE, so that the pages faulted in from then on are huge pages
// where the kernel has them. The runtime maps its heap a few megabytes at
// a time as it grows, each a new mapping the advice does not cover, so
// the heap is first grown by reserve: a block that size is allocated
// (mapped, not touched) and collected, and its memory stays mapped for
// the objects that come after. Advise changes no content and fails
// harmlessly: on error the heap keeps its small pages.
func Advise(reserve int) error {
	if reserve > 0 {
		// The blocks are over any heap goal: without collection turned
		// off while they are made, they would start one of their own
		// before the one that frees them.
		gc := debug.SetGCPercent(-1)
		blocks := make([][]byte, 0, reserve/reserveBlock+1)
		for n := 0; n < reserve; n += reserveBlock {
			blocks = append(blocks, make([]byte, min(reserveBlock, reserve-n)))
		}
		runtime.KeepAlive(blocks)
		blocks = nil
		debug.SetGCPercent(gc)
		runtime.GC()
	}
	// An object that escapes is on the heap: its arenas are where it lives.
	probe = new([64]byte)
	addr := uint64(uintptr(unsafe.Pointer(probe)))
	probe = nil
	f, err := os.Open("/proc/self/maps")
	if err != nil {
		return fmt.Errorf("reading the process's mappings: %w", err)
	}
	defer f.Close()
	var ranges [][2]uint64
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		lo, hi, ok := heapRange(sc.Text())
		if ok {
			ranges = append(ranges, [2]uint64{lo, hi})
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("reading the process's mappings: %w", err)
	}
	// The heap's arenas are contiguous from the first one: advise the
	// run of anonymous mappings that holds the probe.
	for i, r := range ranges {
		if addr < r[0] || addr >= r[1] {
			continue
		}
		lo, hi := r[0], r[1]
		for j := i - 1; j >= 0 && ranges[j][1] == lo; j-- {
			lo = ranges[j][0]
		}
		for j := i + 1; j < len(ranges) && ranges[j][0] == hi; j++ {
			hi = ranges[j][1]
		}
		if _, _, e := unix.Syscall(unix.SYS_MADVISE, uintptr(lo), uintptr(hi-lo), unix.MADV_HUGEPAGE); e != 0 {
			return fmt.Errorf("advising huge pages for the heap: %w", e)
		}
		return nil
	}
	return fmt.Errorf("advising huge pages for the heap: no mapping holds it")
}

// heapRange parses a line of /proc/self/maps and reports the range of a
// private, writable mapping of no file (where a heap can be).
func heapRange(line string) (lo, hi uint64, ok bool) {
	f := strings.Fields(line)
	// address perms offset dev inode [path]
	if len(f) < 5 || !strings.HasPrefix(f[1], "rw") || !strings.HasSuffix(f[1], "p") || f[4] != "0" {
		return 0, 0, false
	}
	if len(f) > 5 && !strings.HasPrefix(f[5], "[anon") {
		return 0, 0, false
	}
	a, b, found := strings.Cut(f[0], "-")
	if !found {
		return 0, 0, false
	}
	lo, err1 := strconv.ParseUint(a, 16, 64)
	hi, err2 := strconv.ParseUint(b, 16, 64)
	if err1 != nil || err2 != nil || hi <= lo {
		return 0, 0, false
	}
	return lo, hi, true
}
