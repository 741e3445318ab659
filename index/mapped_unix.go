//go:build unix

package index

import (
	"fmt"
	"io"
	"sync"
	"time"

	blugeindex "github.com/blugelabs/bluge/index"
	"github.com/blugelabs/bluge/index/lock"
	segment "github.com/blugelabs/bluge_segment_api"
	"golang.org/x/sys/unix"
)

// The index's segment files are mapped into memory, and every page a read
// touches stays in the process's resident set until the file is unmapped.
// A pass over every stored document (streaming a million plays into their
// table) touches nearly all of a 500 MB index, pages no question will read
// again. So the mappings are kept here, and such a pass hands their pages
// back to the kernel's page cache (MADV_DONTNEED on a read-only file
// mapping drops them from this process only; a later read faults them in
// again from the cache).

var mapped = struct {
	mu   sync.Mutex
	maps map[*byte][]byte
}{maps: map[*byte][]byte{}}

// mapIndexFile maps a segment file read-only, as Bluge's own loader does,
// and registers the mapping.
func mapIndexFile(f lock.LockedFile) (*segment.Data, io.Closer, error) {
	fi, err := f.File().Stat()
	if err != nil || fi.Size() == 0 || int64(int(fi.Size())) != fi.Size() {
		return blugeindex.LoadMMapAlways(f)
	}
	b, err := unix.Mmap(int(f.File().Fd()), 0, int(fi.Size()), unix.PROT_READ, unix.MAP_SHARED)
	if err != nil {
		_ = f.Close()
		return nil, nil, fmt.Errorf("mapping %s: %w", f.File().Name(), err)
	}
	mapped.mu.Lock()
	mapped.maps[&b[0]] = b
	mapped.mu.Unlock()
	return segment.NewDataBytes(b), closeFunc(func() error {
		// Under the lock, so a release never advises a range that is
		// being unmapped (and could be reused by then).
		mapped.mu.Lock()
		delete(mapped.maps, &b[0])
		err := unix.Munmap(b)
		mapped.mu.Unlock()
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		return err
	}), nil
}

// releaseMappedPages drops the resident pages of every mapped segment
// file from this process.
func releaseMappedPages() {
	mapped.mu.Lock()
	defer mapped.mu.Unlock()
	for _, b := range mapped.maps {
		// Only a hint: should it fail, the pages stay resident, as
		// they would without it.
		_ = unix.Madvise(b, unix.MADV_DONTNEED)
	}
}

type closeFunc func() error

func (f closeFunc) Close() error { return f() }

// ReleaseMappedPagesEvery hands the index's mapped pages back every
// interval for the rest of the process's life (a second call does
// nothing). It is for a process that only writes (an import): Bluge's
// merges read whole segments through their mappings, one merge of a
// million-event library alone reads hundreds of megabytes, and the
// process never reads those pages again. The release after each merge
// (releaseWrittenPages) comes only once that merge is done.
func ReleaseMappedPagesEvery(interval time.Duration) {
	releasing.Do(func() {
		go func() {
			for range time.Tick(interval) {
				releaseMappedPages()
			}
		}()
	})
}

var releasing sync.Once
