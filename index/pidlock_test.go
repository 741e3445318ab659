package index

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"reqap/internal/test"
)

// TestWriterLockFile: the writer's lock (unsyncedLockDir) names this
// process while the library is open, keeps a second writer out, and is
// gone once the library is closed.
func TestWriterLockFile(t *testing.T) {
	lib, dir := openTemp(t)
	pidPath := filepath.Join(dir, libraryFolder, pidFile)
	b := test.ReadFile(t, pidPath)
	if got := strings.TrimSpace(string(b)); got != strconv.Itoa(os.Getpid()) {
		t.Errorf("lock file holds %q, want this process's id", got)
	}
	if _, err := Open(dir); !errors.Is(err, ErrInUse) {
		t.Errorf("second writer: err = %v, want ErrInUse", err)
	}
	if err := lib.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(pidPath); !os.IsNotExist(err) {
		t.Errorf("lock file after Close: %v", err)
	}
	again := openDir(t, dir, Options{})
	again.Close()
}
