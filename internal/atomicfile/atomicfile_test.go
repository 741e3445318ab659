package atomicfile

import (
	"os"
	"path/filepath"
	"testing"
)

func TestWrite(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "settings.json")
	for _, write := range []func(string, []byte) error{Write, WriteSync} {
		for _, data := range []string{"first", "second, longer"} {
			if err := write(p, []byte(data)); err != nil {
				t.Fatal(err)
			}
			if got, err := os.ReadFile(p); err != nil || string(got) != data {
				t.Errorf("read back %q, %v; want %q", got, err, data)
			}
		}
	}
	if st, err := os.Stat(p); err != nil || st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, %v; want 0600", st.Mode(), err)
	}
	if es, _ := os.ReadDir(dir); len(es) != 1 {
		t.Errorf("%d files left in the folder, want only the one written", len(es))
	}
	if err := Write(filepath.Join(dir, "missing", "x"), nil); err == nil {
		t.Error("writing into a missing folder succeeded")
	}
}
