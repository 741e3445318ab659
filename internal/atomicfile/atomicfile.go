// Package atomicfile replaces files so that a reader, or a crash, sees the
// old file or the new one whole, never a part: the data goes to a
// temporary file in the same folder (readable by the owner only, like the
// rest of a library), which is then renamed over the old one.
package atomicfile

import (
	"os"
	"path/filepath"
)

// Write replaces path with data.
func Write(path string, data []byte) error { return write(path, data, false) }

// WriteSync is Write that also flushes the data to the disk before the
// rename, for a file that must survive a power cut (examples a person
// corrected by hand).
func WriteSync(path string, data []byte) error { return write(path, data, true) }

func write(path string, data []byte, sync bool) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // after the rename there is nothing left to remove
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if sync {
		if err := tmp.Sync(); err != nil {
			tmp.Close()
			return err
		}
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
