package index

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	blugeindex "github.com/blugelabs/bluge/index"
	"github.com/blugelabs/bluge/index/lock"
)

// pidFile is the file whose lock is the writer's (Bluge's name for it).
const pidFile = "bluge.pid"

// unsyncedLockDir is Bluge's file-system directory with a writer lock that
// does not fsync the file it locks. The lock is the flock held on that
// file while the writer is open, which the kernel drops with the process
// whatever the file holds; the process id written in it only tells a
// person who holds it. Bluge synced it, and every process that opens the
// library (each `reqap ask`) waited about 10 ms for the disk before
// reading anything (December 2026). The message of a lock another
// process holds is Bluge's ("exclusive access"), which OpenWith reads.
type unsyncedLockDir struct {
	*blugeindex.FileSystemDirectory
	path string
	pid  lock.LockedFile
}

func (d *unsyncedLockDir) Lock() error {
	f, err := lock.OpenExclusive(filepath.Join(d.path, pidFile), os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return fmt.Errorf("unable to obtain exclusive access: %w", err)
	}
	if err := f.File().Truncate(0); err != nil {
		_ = f.Close()
		return fmt.Errorf("truncating the writer's lock file: %w", err)
	}
	if _, err := f.File().WriteString(strconv.Itoa(os.Getpid()) + "\n"); err != nil {
		_ = f.Close()
		return fmt.Errorf("writing the writer's lock file: %w", err)
	}
	d.pid = f
	return nil
}

func (d *unsyncedLockDir) Unlock() error {
	if d.pid == nil {
		return nil
	}
	err := d.pid.Close()
	d.pid = nil
	if err != nil {
		return fmt.Errorf("closing the writer's lock file: %w", err)
	}
	if err := os.RemoveAll(filepath.Join(d.path, pidFile)); err != nil {
		return fmt.Errorf("removing the writer's lock file: %w", err)
	}
	return nil
}
