package ingest

import (
	"archive/zip"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"reqap/internal/test"
)

// TestZipMemberPaths: a member whose backslashes lead out of the archive
// is refused as unsafe (not "no longer exists"), and one that only uses
// backslashes as folder separators is read.
func TestZipMemberPaths(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "export.zip")
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	zw := zip.NewWriter(f)
	for _, name := range []string{`a\..\..\win.ics`, `cal\home.ics`, "../up.ics"} {
		w, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n"))
	}
	zw.Close()
	f.Close()

	tree, err := Scan(context.Background(), DefaultLimits, p)
	if err != nil {
		t.Fatal(err)
	}
	defer tree.Close()
	if len(tree.Files) != 1 || tree.Files[0].Path != "cal/home.ics" {
		t.Fatalf("files = %+v, want cal/home.ics", tree.Files)
	}
	if _, err := ReadHead(tree.Files[0].FS, tree.Files[0].Path); err != nil {
		t.Errorf("reading cal/home.ics: %v", err)
	}
	unsafe := 0
	for _, pr := range tree.Problems {
		if strings.Contains(pr.Skipped, "unsafe path") {
			unsafe++
		}
	}
	if unsafe != 2 {
		t.Errorf("problems = %+v, want 2 unsafe paths", tree.Problems)
	}
}

// A member of an archive is named by the archive's path and its own, and
// read from the archive on disk.
func TestSplitMember(t *testing.T) {
	test.Rows(t, "SplitMember", func(name string) []any {
		archive, member, ok := SplitMember(name)
		return []any{archive, member, ok, OnDisk(name)}
	}, "members.tsv")
}
