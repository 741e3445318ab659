package app

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"reqap/bench/gen"
)

// demoFolder is where the demo dataset is written inside the data folder,
// so its events' origins point at files that exist and can be opened.
const demoFolder = "demo"

// DemoDir returns the folder the demo dataset is written to.
func (c *Core) DemoDir() string { return filepath.Join(c.dir, demoFolder) }

// PrepareDemo writes the demo dataset demo into the data folder and, when
// the dataset names the day its persona lives in (manifest.json's
// reference_date) and no "today" override is set, makes that day today, so
// that "this year" means the persona's year. It returns the folder to
// import: the dataset's exports, without its questions and manifest.
func (c *Core) PrepareDemo(demo fs.FS) (string, error) {
	dir := c.DemoDir()
	if err := extractFS(demo, dir); err != nil {
		return "", err
	}
	if day := demoToday(dir); day != "" {
		if _, err := c.UpdateSettings(func(s *Settings) {
			if s.Today == "" {
				s.Today = day
			}
		}); err != nil {
			return "", err
		}
	}
	if st, err := os.Stat(filepath.Join(dir, gen.ExportsDir)); err == nil && st.IsDir() {
		return filepath.Join(dir, gen.ExportsDir), nil
	}
	return dir, nil
}

// HasDemoData reports whether events of the demo dataset are in the
// library.
func (c *Core) HasDemoData() bool {
	prefix := c.DemoDir() + string(filepath.Separator)
	for _, rec := range c.lib.Files() {
		if strings.HasPrefix(rec.Path, prefix) {
			return true
		}
	}
	return false
}

// demoToday is the reference date of the demo dataset in dir, or "". The
// dataset is a generated benchmark persona, so its layout is the
// generator's.
func demoToday(dir string) string {
	m, err := gen.ReadManifest(dir)
	if err != nil {
		return ""
	}
	return m.ReferenceDate
}

// extractFS writes the files of fsys under dir, leaving files that
// already hold the same bytes untouched (their modification times keep the
// import's "unchanged" check cheap).
func extractFS(fsys fs.FS, dir string) error {
	return fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		target := filepath.Join(dir, filepath.FromSlash(p))
		if d.IsDir() {
			return os.MkdirAll(target, 0o700)
		}
		b, err := fs.ReadFile(fsys, p)
		if err != nil {
			return fmt.Errorf("reading demo file %s: %w", p, err)
		}
		if old, err := os.ReadFile(target); err == nil && string(old) == string(b) {
			return nil
		}
		if err := os.WriteFile(target, b, 0o600); err != nil {
			return fmt.Errorf("writing demo file %s: %w", target, err)
		}
		return nil
	})
}
