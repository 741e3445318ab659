//go:build linux

package hugeheap

import (
	"bufio"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"unsafe"
)

func TestHeapRange(t *testing.T) {
	for _, c := range []struct {
		line   string
		lo, hi uint64
		ok     bool
	}{
		{"c000000000-c004000000 rw-p 00000000 00:00 0 ", 0xc000000000, 0xc004000000, true},
		{"7f0b55000000-7f0b57000000 rw-p 00000000 00:00 0    [anon: Go: heap]", 0x7f0b55000000, 0x7f0b57000000, true},
		{"24ea94000000-24ea95000000 ---p 00000000 00:00 0 ", 0, 0, false},                     // reserved, not mapped
		{"006b5000-006d8000 rw-p 002b5000 fe:00 10212048   /tmp/reqap", 0, 0, false},          // a file's data
		{"7fff26b62000-7fff26b83000 rw-p 00000000 00:00 0    [stack]", 0, 0, false},           // the stack
		{"7f00000000-7f00001000 rw-s 00000000 00:01 4242   /dev/zero (deleted)", 0, 0, false}, // shared
	} {
		lo, hi, ok := heapRange(c.line)
		if lo != c.lo || hi != c.hi || ok != c.ok {
			t.Errorf("heapRange(%q) = %x, %x, %v; want %x, %x, %v", c.line, lo, hi, ok, c.lo, c.hi, c.ok)
		}
	}
}

// TestAdvise checks that after Advise the mapping of a new heap object is
// advised for huge pages (the "hg" flag of /proc/self/smaps).
func TestAdvise(t *testing.T) {
	if b, err := os.ReadFile("/sys/kernel/mm/transparent_hugepage/enabled"); err != nil || strings.Contains(string(b), "[never]") {
		t.Skip("no transparent huge pages here")
	}
	if err := Advise(64 << 20); err != nil {
		t.Fatal(err)
	}
	obj := make([]byte, 1<<20)
	addr := uint64(uintptr(unsafe.Pointer(&obj[0])))
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	in := false
	for sc.Scan() {
		line := sc.Text()
		if fs := strings.Fields(line); len(fs) > 1 && strings.Contains(fs[0], "-") && !strings.HasSuffix(fs[0], ":") {
			a, b, _ := strings.Cut(fs[0], "-")
			lo, err1 := strconv.ParseUint(a, 16, 64)
			hi, err2 := strconv.ParseUint(b, 16, 64)
			in = err1 == nil && err2 == nil && lo <= addr && addr < hi
			continue
		}
		if in && strings.HasPrefix(line, "VmFlags:") {
			if !strings.Contains(line, " hg") {
				t.Fatalf("the mapping of a heap object is not advised for huge pages: %s", line)
			}
			return
		}
	}
	t.Fatal("no mapping holds a heap object")
}

// TestAdviseTouchesLittle checks that growing the heap by the reserve
// leaves its pages untouched when it starts in memory a collection has
// just freed (the runtime clears an object whole when any of it was used
// before: a reserve of one block was then all resident).
func TestAdviseTouchesLittle(t *testing.T) {
	const reserve = 128 << 20
	// Freed memory at the top of the heap, where the reserve begins.
	for range 8 {
		garbage = make([]byte, 3<<20)
		garbage[0] = 1
	}
	garbage = nil
	runtime.GC()
	before := residentKB(t)
	if err := Advise(reserve); err != nil {
		t.Skip(err)
	}
	if grown := residentKB(t) - before; grown > reserve/4>>10 {
		t.Errorf("Advise(%d MB) made %d MB resident", reserve>>20, grown>>10)
	}
}

var garbage []byte

// residentKB is the process's resident size (VmRSS) in KB.
func residentKB(t *testing.T) int {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Skip(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			n, err := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(v), " kB"))
			if err != nil {
				t.Fatal(err)
			}
			return n
		}
	}
	t.Skip("no VmRSS")
	return 0
}
