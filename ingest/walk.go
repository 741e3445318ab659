package ingest

import (
	"archive/zip"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"
)

// ArchiveSep joins the path of a zip archive and the path of a member
// inside it into the member's name: "/abs/takeout.zip!/Takeout/x.json". The
// library records files, and events their origin, by such names.
const ArchiveSep = "!/"

// SplitMember splits a file's name into the archive and the path inside it;
// for a file that is no member of an archive, ok is false and archive is
// the name itself.
func SplitMember(name string) (archive, member string, ok bool) {
	return strings.Cut(name, ArchiveSep)
}

// OnDisk is the file on disk that holds a file's name: its archive for a
// member of one, else the file itself.
func OnDisk(name string) string {
	archive, _, _ := SplitMember(name)
	return archive
}

// File is one regular file found by Scan, in a folder or inside a zip archive.
type File struct {
	FS      fs.FS
	Path    string // slash-separated path inside FS
	Name    string // absolute path; zip members as "/abs/a.zip!/inner/path" (ArchiveSep)
	Size    int64
	ModTime time.Time
}

// Base returns the file's base name.
func (f File) Base() string { return path.Base(f.Path) }

// Problem is a path Scan could not read, or chose not to read.
type Problem struct {
	Name    string
	Err     error // set when the path could not be read
	Skipped string
}

// Tree is the result of Scan: the files to offer to importers and the paths
// that could not be listed. Close releases the archives it opened.
type Tree struct {
	Files    []File
	Problems []Problem
	closers  []io.Closer
}

// Close closes every archive the scan opened.
func (t *Tree) Close() error {
	var errs []error
	for _, c := range t.closers {
		errs = append(errs, c.Close())
	}
	t.closers = nil
	return errors.Join(errs...)
}

// Limits bound what Scan is willing to extract from archives.
type Limits struct {
	// MaxArchiveBytes caps the total uncompressed size of the members taken
	// from one archive; further members are skipped with a reason.
	MaxArchiveBytes int64
	// MaxRatio caps a member's uncompressed/compressed size ratio; members
	// above it are skipped as a likely zip bomb.
	MaxRatio int64
}

// DefaultLimits are generous enough for a multi-gigabyte Takeout archive.
var DefaultLimits = Limits{MaxArchiveBytes: 32 << 30, MaxRatio: 200}

// Scan lists the regular files under each root. A root may be a file, a
// folder, or a .zip archive; zip archives inside folders are opened as well.
// Hidden, temporary and partial files are reported as skipped.
func Scan(ctx context.Context, lim Limits, roots ...string) (*Tree, error) {
	t := &Tree{}
	for _, root := range roots {
		abs, err := filepath.Abs(root)
		if err != nil {
			return t, fmt.Errorf("resolving %s: %w", root, err)
		}
		if err := t.scanPath(ctx, lim, abs); err != nil {
			return t, err
		}
	}
	sort.SliceStable(t.Files, func(i, j int) bool { return t.Files[i].Name < t.Files[j].Name })
	return t, nil
}

func (t *Tree) scanPath(ctx context.Context, lim Limits, abs string) error {
	st, err := os.Stat(abs)
	if err != nil {
		t.Problems = append(t.Problems, Problem{Name: abs, Err: err})
		return nil
	}
	if !st.IsDir() {
		dir, base := filepath.Split(abs)
		t.addFile(ctx, lim, os.DirFS(dir), base, abs, st)
		return nil
	}
	dirFS := os.DirFS(abs)
	return fs.WalkDir(dirFS, ".", func(p string, d fs.DirEntry, err error) error {
		if cerr := ctx.Err(); cerr != nil {
			return cerr
		}
		name := filepath.Join(abs, filepath.FromSlash(p))
		if err != nil {
			t.Problems = append(t.Problems, Problem{Name: name, Err: err})
			if d != nil && d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if p != "." {
			if why := IgnoredName(d.Name()); why != "" {
				if d.IsDir() {
					return fs.SkipDir
				}
				t.Problems = append(t.Problems, Problem{Name: name, Skipped: why})
				return nil
			}
		}
		if d.IsDir() || !d.Type().IsRegular() {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			t.Problems = append(t.Problems, Problem{Name: name, Err: err})
			return nil
		}
		t.addFile(ctx, lim, dirFS, p, name, info)
		return nil
	})
}

func (t *Tree) addFile(ctx context.Context, lim Limits, fsys fs.FS, p, name string, info fs.FileInfo) {
	if why := IgnoredName(path.Base(p)); why != "" {
		t.Problems = append(t.Problems, Problem{Name: name, Skipped: why})
		return
	}
	if strings.EqualFold(path.Ext(p), ".zip") {
		if err := t.addZip(ctx, lim, name); err != nil {
			t.Problems = append(t.Problems, Problem{Name: name, Err: err})
		}
		return
	}
	t.Files = append(t.Files, File{FS: fsys, Path: p, Name: name, Size: info.Size(), ModTime: info.ModTime()})
}

func (t *Tree) addZip(ctx context.Context, lim Limits, name string) error {
	zr, err := zip.OpenReader(name)
	if err != nil {
		return fmt.Errorf("opening zip archive: %w", err)
	}
	t.closers = append(t.closers, zr)
	var total int64
	for _, zf := range zr.File {
		if err := ctx.Err(); err != nil {
			return err
		}
		// Archives made on Windows may separate folders with
		// backslashes; archive/zip opens members by the slash form.
		inner := strings.ReplaceAll(zf.Name, `\`, "/")
		member := name + ArchiveSep + inner
		if zf.FileInfo().IsDir() || !zf.Mode().IsRegular() {
			continue
		}
		if !fs.ValidPath(inner) {
			t.Problems = append(t.Problems, Problem{Name: name + ArchiveSep + Printable(zf.Name, 200), Skipped: "unsafe path inside archive (it leads out of the archive's folder)"})
			continue
		}
		if why := ignoredZipPath(inner); why != "" {
			t.Problems = append(t.Problems, Problem{Name: member, Skipped: why})
			continue
		}
		size := int64(zf.UncompressedSize64)
		if size < 0 || (zf.CompressedSize64 > 0 && lim.MaxRatio > 0 && size/int64(zf.CompressedSize64+1) > lim.MaxRatio && size > 1<<20) {
			t.Problems = append(t.Problems, Problem{Name: member, Skipped: fmt.Sprintf("compression ratio over %d:1, likely a zip bomb", lim.MaxRatio)})
			continue
		}
		if lim.MaxArchiveBytes > 0 && total+size > lim.MaxArchiveBytes {
			t.Problems = append(t.Problems, Problem{Name: member, Skipped: fmt.Sprintf("archive exceeds the %d-byte extraction limit", lim.MaxArchiveBytes)})
			continue
		}
		total += size
		if strings.EqualFold(path.Ext(inner), ".zip") {
			t.Problems = append(t.Problems, Problem{Name: member, Skipped: "nested zip archive: extract it and import the folder"})
			continue
		}
		t.Files = append(t.Files, File{FS: zr, Path: inner, Name: member, Size: size, ModTime: zf.Modified})
	}
	return nil
}

func ignoredZipPath(p string) string {
	for _, part := range strings.Split(p, "/") {
		if part == "__MACOSX" {
			return "macOS resource fork"
		}
	}
	return IgnoredName(path.Base(p))
}

// IgnoredName says why a file or folder name is never imported (hidden,
// temporary, partial download or editor swap file), or "" when it may be.
func IgnoredName(base string) string {
	lower := strings.ToLower(base)
	switch {
	case base == "" || base == "." || base == "..":
		return ""
	case strings.HasPrefix(base, "."):
		return "hidden file"
	case strings.HasPrefix(base, "~$") || strings.HasSuffix(base, "~"):
		return "temporary file"
	case strings.HasSuffix(lower, ".tmp") || strings.HasSuffix(lower, ".temp") || strings.HasSuffix(lower, ".swp"):
		return "temporary file"
	case strings.HasSuffix(lower, ".part") || strings.HasSuffix(lower, ".crdownload") || strings.HasSuffix(lower, ".download") || strings.HasSuffix(lower, ".partial"):
		return "partial download"
	}
	return ""
}

// headBufs holds the buffers heads are read into: most files are smaller
// than HeadSize (a folder of daily notes is mostly files of a few hundred
// bytes), and their heads are kept at their size.
var headBufs = sync.Pool{New: func() any { b := make([]byte, HeadSize); return &b }}

// ReadHead returns up to HeadSize leading bytes of a file.
func ReadHead(fsys fs.FS, p string) ([]byte, error) {
	f, err := fsys.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	bp := headBufs.Get().(*[]byte)
	defer headBufs.Put(bp)
	n, err := io.ReadFull(f, *bp)
	if err == io.ErrUnexpectedEOF || err == io.EOF {
		err = nil
	}
	return bytes.Clone((*bp)[:n]), err
}
