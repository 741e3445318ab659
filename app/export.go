package app

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"reqap/ingest"
	"reqap/lang/plural"
	"reqap/qa"
)

// ExportFormat is a way to keep an answer outside the app.
type ExportFormat string

// Export formats.
const (
	// ExportMarkdown is a report to read: the question, the answer (with
	// its table), how it was computed and every event behind it.
	ExportMarkdown ExportFormat = "markdown"
	// ExportJSON is everything, for programs: as `reqap ask --json`.
	ExportJSON ExportFormat = "json"
	// ExportEvidenceCSV is the events behind the answer, one per row, a
	// column per field.
	ExportEvidenceCSV ExportFormat = "csv"
	// ExportTableCSV is a grouped answer's table, one group per row.
	ExportTableCSV ExportFormat = "table-csv"
)

// ExportChoice is a format as the save dialog offers it.
type ExportChoice struct {
	Format ExportFormat
	Label  string
	Ext    string
}

// ExportChoices are the formats an answer can be exported in; the table
// only for a grouped answer.
func (a *Answer) ExportChoices() []ExportChoice {
	out := []ExportChoice{
		{ExportMarkdown, "Markdown report: answer, plan and evidence", ".md"},
		{ExportJSON, "JSON: everything, for programs", ".json"},
		{ExportEvidenceCSV, "CSV: the evidence events", ".csv"},
	}
	if _, ok := a.tableRows(); ok {
		out = append(out, ExportChoice{ExportTableCSV, "CSV: the answer's table", ".csv"})
	}
	return out
}

// ExportName is a file name for an exported answer: the question's words.
func (a *Answer) ExportName(ext string) string {
	var b strings.Builder
	for _, w := range strings.Fields(a.Question) {
		w = strings.Map(func(r rune) rune {
			if r == '/' || r == '\\' || r == ':' || r == '?' || r == '*' || r == '"' || r == '<' || r == '>' || r == '|' {
				return -1
			}
			return r
		}, w)
		if w == "" {
			continue
		}
		if b.Len()+len(w) > 60 {
			break
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(w)
	}
	if b.Len() == 0 {
		b.WriteString("answer")
	}
	return b.String() + ext
}

// Export writes the answer in format f; times are written in loc.
func (a *Answer) Export(w io.Writer, f ExportFormat, loc *time.Location) error {
	if a.Result == nil {
		return errors.New("exporting: the question has no answer to export")
	}
	var err error
	switch f {
	case ExportMarkdown:
		err = a.writeMarkdown(w, loc)
	case ExportJSON:
		err = a.WriteJSON(w)
	case ExportEvidenceCSV:
		// A file of the evidence that lacks some of it would pass for all.
		evs := a.Result.Evidence.All()
		if err = a.Result.Evidence.Err(); err == nil {
			err = writeEvidenceCSV(w, evs, loc)
		}
	case ExportTableCSV:
		rows, ok := a.tableRows()
		if !ok {
			return fmt.Errorf("exporting %q: the answer is not a table", a.Question)
		}
		err = writeTableCSV(w, rows)
	default:
		return fmt.Errorf("exporting: unknown format %q", f)
	}
	if err != nil {
		return fmt.Errorf("exporting %q as %s: %w", a.Question, f, err)
	}
	return nil
}

// ExportFormatFor names the format chosen by a file name's extension, for a
// save dialog that returns a name: .md, .json, .csv (the table for a
// grouped answer when the name ends in "table.csv").
func ExportFormatFor(name string) (ExportFormat, error) {
	switch ext := strings.ToLower(filepath.Ext(name)); ext {
	case ".md", ".markdown":
		return ExportMarkdown, nil
	case ".json":
		return ExportJSON, nil
	case ".csv":
		if strings.HasSuffix(strings.ToLower(name), "table.csv") {
			return ExportTableCSV, nil
		}
		return ExportEvidenceCSV, nil
	default:
		return "", fmt.Errorf("%s: name the file .md, .json or .csv", filepath.Base(name))
	}
}

// tableRows is the grouped answer's table, if it is one.
func (a *Answer) tableRows() ([]qa.Row, bool) {
	if a.Result == nil || a.Result.Err != nil || a.Result.Answer.Type != qa.AnswerTable {
		return nil, false
	}
	rows, ok := a.Result.Answer.Value.([]qa.Row)
	return rows, ok && len(rows) > 0
}

// Text is the answer as a few lines of plain text, for the clipboard.
func (a *Answer) Text(loc *time.Location) string {
	var b strings.Builder
	b.WriteString(a.Question + "\n")
	if a.Result == nil {
		b.WriteString("No answer.\n")
		return b.String()
	}
	r := a.Result
	if r.Err != nil {
		fmt.Fprintf(&b, "Could not answer: %v\n", r.Err)
		return b.String()
	}
	text := r.Answer.Text
	if strings.Contains(text, "\n") {
		b.WriteString(text + "\n")
	} else {
		b.WriteString("Answer: " + text + "\n")
	}
	fmt.Fprintf(&b, "Based on %s; today was %s; planned by %s.\n", plural.Noun(r.Evidence.Len(), "event"),
		a.Today.In(loc).Format("2006-01-02"), a.Planner)
	return b.String()
}

func (a *Answer) writeMarkdown(w io.Writer, loc *time.Location) error {
	var b strings.Builder
	r := a.Result
	fmt.Fprintf(&b, "# %s\n\n", mdEscape(a.Question))
	if r.Err != nil {
		fmt.Fprintf(&b, "**Could not answer:** %s\n\n", mdEscape(r.Err.Error()))
	} else if rows, ok := a.tableRows(); ok {
		b.WriteString("**Answer:**\n\n")
		header, cells := TableCells(rows)
		writeMDTable(&b, header, cells)
		b.WriteByte('\n')
	} else {
		fmt.Fprintf(&b, "**Answer:** %s\n\n", mdEscape(r.Answer.Text))
	}
	fmt.Fprintf(&b, "Based on %s · today was %s · planned by %s", plural.Noun(r.Evidence.Len(), "event"),
		a.Today.In(loc).Format("2 January 2006"), a.Planner)
	if a.Fallback != "" {
		b.WriteString(" (" + mdEscape(a.Fallback) + ")")
	}
	b.WriteString("\n\n## How it was computed\n\n```text\n")
	if err := r.WriteTree(&b); err != nil {
		return err
	}
	b.WriteString("```\n")
	if r.Evidence.Len() > 0 {
		fmt.Fprintf(&b, "\n## Evidence (%s)\n\n", plural.Noun(r.Evidence.Len(), "event"))
		evs := r.Evidence.All()
		if err := r.Evidence.Err(); err != nil {
			fmt.Fprintf(&b, "Some events could not be read: %s\n\n", mdEscape(err.Error()))
		}
		cells := make([][]string, len(evs))
		for i, e := range evs {
			cells[i] = []string{e.When(loc), e.Source, e.Summary(), e.Origin.String()}
		}
		writeMDTable(&b, []string{"Time", "Source", "Summary", "Original record"}, cells)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func mdEscape(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	return strings.NewReplacer("|", `\|`, "*", `\*`, "_", `\_`, "`", "\\`", "<", "&lt;").Replace(s)
}

func writeMDTable(b *strings.Builder, header []string, rows [][]string) {
	b.WriteString("| " + strings.Join(header, " | ") + " |\n|")
	for range header {
		b.WriteString(" --- |")
	}
	b.WriteByte('\n')
	for _, row := range rows {
		cells := make([]string, len(row))
		for i, c := range row {
			cells[i] = mdEscape(c)
		}
		b.WriteString("| " + strings.Join(cells, " | ") + " |\n")
	}
}

// TableCells lays out a grouped answer as a table: a column per group
// key, per further value and the group's size, a row per group.
func TableCells(rows []qa.Row) (header []string, cells [][]string) {
	if len(rows) == 0 {
		return nil, nil
	}
	return qa.TableHeader(rows), tableRowCells(rows)
}

func tableRowCells(rows []qa.Row) [][]string {
	out := make([][]string, len(rows))
	for i, r := range rows {
		var cells []string
		for _, k := range r.Keys {
			cells = append(cells, qa.Format(k.Value))
		}
		for _, v := range r.Values {
			cells = append(cells, qa.Format(v.Value))
		}
		out[i] = append(cells, fmt.Sprint(r.Count))
	}
	return out
}

func writeTableCSV(w io.Writer, rows []qa.Row) error {
	cw := csv.NewWriter(w)
	header, cells := TableCells(rows)
	if err := cw.Write(header); err != nil {
		return err
	}
	if err := cw.WriteAll(cells); err != nil {
		return err
	}
	return cw.Error()
}

// writeEvidenceCSV writes events one per row: when, what, where from, and
// a column per field key in the order the keys are first met.
func writeEvidenceCSV(w io.Writer, evs []*ingest.Event, loc *time.Location) error {
	var keys []string
	seen := map[string]bool{}
	for _, e := range evs {
		for _, f := range e.Fields {
			if !seen[f.Key] {
				seen[f.Key] = true
				keys = append(keys, f.Key)
			}
		}
	}
	cw := csv.NewWriter(w)
	header := append([]string{"start", "end", "all_day", "source", "summary", "file", "record", "event_id"}, keys...)
	if err := cw.Write(header); err != nil {
		return err
	}
	stamp := func(t time.Time) string {
		if t.IsZero() {
			return ""
		}
		return t.In(loc).Format(time.RFC3339)
	}
	for _, e := range evs {
		row := []string{stamp(e.Start), stamp(e.End), fmt.Sprint(e.AllDay), e.Source, e.Summary(),
			e.Origin.File, e.Origin.Record, e.ID}
		for _, k := range keys {
			v, ok := e.Get(k)
			if !ok {
				row = append(row, "")
				continue
			}
			if v.Kind == ingest.KindTime {
				row = append(row, stamp(v.Time))
				continue
			}
			row = append(row, v.String())
		}
		if err := cw.Write(row); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}
