package app

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"

	"reqap/internal/atomicfile"
)

// The app keeps its state in small JSON files of the data folder (the
// settings, the saved questions, what was detected of the person); these
// two read and write one.

// readJSON reads the JSON file at path into v. A file that is not there
// leaves v as it is and reports false; one that cannot be read or decoded
// is an error that names it.
func readJSON(path string, v any) (bool, error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	if err := json.Unmarshal(b, v); err != nil {
		return false, fmt.Errorf("%s: %w", path, err)
	}
	return true, nil
}

// writeJSON writes v to path as indented JSON, replacing the file whole so
// that a crash leaves the old file or the new one, never half of it.
func writeJSON(path string, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	return atomicfile.Write(path, b)
}
