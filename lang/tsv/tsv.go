// Package tsv reads the tab-separated lists the planner, the retriever and
// the importers are configured with (assets/lexicon, assets/qud/rules,
// assets/lang, the journal lexicons): one row a line, columns split at
// tabs and trimmed, blank lines and lines starting with # skipped, \r\n
// line ends accepted. Every list is read by this one reader, so the format
// means the same everywhere; what a column holds is the caller's business.
package tsv

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"strings"
)

// Error is a row a list reader rejected: the list, the line and why.
type Error struct {
	List string
	Line int
	Err  error
}

func (e *Error) Error() string { return fmt.Sprintf("%s line %d: %v", e.List, e.Line, e.Err) }

func (e *Error) Unwrap() error { return e.Err }

// maxLine is the longest line accepted; the lists are hand-written, so a
// longer one is a broken file.
const maxLine = 1 << 20

// Read calls row for every row of the list name in fsys, in order, with the
// row's line number (from 1) and its trimmed columns. An error from row
// stops the reading and comes back as an *Error naming the list and line.
func Read(fsys fs.FS, name string, row func(line int, cols []string) error) error {
	f, err := fsys.Open(name)
	if err != nil {
		return fmt.Errorf("reading %s: %w", name, err)
	}
	defer f.Close()
	return read(name, f, row)
}

// Parse is Read over a list already in memory; name is for messages.
func Parse(name string, data []byte, row func(line int, cols []string) error) error {
	return read(name, bytes.NewReader(data), row)
}

func read(name string, r io.Reader, row func(line int, cols []string) error) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), maxLine)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimRight(sc.Text(), "\r")
		if t := strings.TrimSpace(line); t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		cols := strings.Split(line, "\t")
		for i := range cols {
			cols[i] = strings.TrimSpace(cols[i])
		}
		if err := row(n, cols); err != nil {
			return &Error{List: name, Line: n, Err: err}
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("reading %s: %w", name, err)
	}
	return nil
}

// AtLeast reports a row with fewer than n columns.
func AtLeast(cols []string, n int) error {
	if len(cols) < n {
		return fmt.Errorf("%d columns, want %d (tab-separated)", len(cols), n)
	}
	return nil
}

// Exactly reports a row without exactly n columns.
func Exactly(cols []string, n int) error {
	if len(cols) != n {
		return fmt.Errorf("want %d tab-separated columns, found %d", n, len(cols))
	}
	return nil
}

// Dashes reads a lone "-" as an empty column, the lists' way of leaving a
// column out, in place, and returns cols.
func Dashes(cols []string) []string {
	for i, c := range cols {
		if c == "-" {
			cols[i] = ""
		}
	}
	return cols
}

// List splits a column holding a comma-separated list, trimming each
// element and dropping empty ones; a lone "-" is the empty list (inside a
// list "-" is an element like any other).
func List(col string) []string {
	if strings.TrimSpace(col) == "-" {
		return nil
	}
	return Split(col, ",")
}

// Split splits s at sep, trimming each element and dropping empty ones:
// how a list typed by hand is read (addresses a line each, zones
// comma-separated), as List reads one in a column.
func Split(s, sep string) []string {
	var out []string
	for _, p := range strings.Split(s, sep) {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}
