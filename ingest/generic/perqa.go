package generic

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"reqap/ingest"
)

// PerQA reads the observable-event CSV of the PerQA benchmark
// (<persona>_obs.csv) and files laid out like it.
var PerQA = &ingest.Importer{
	Name:      "perqa_csv",
	Doc:       "PerQA observable events CSV: id, start_date, start_time, end_date, end_time, event_type, event_data (see ingest/generic/FORMAT.md)",
	Recognize: recognizePerQA,
	Import:    importPerQA,
}

// perqaRequired are the columns of the layout; structured_event_id and
// properties_mentioned may follow and are never imported: they are the
// benchmark's ground truth.
var perqaRequired = []string{"id", "start_date", "start_time", "end_date", "end_time", "event_type", "event_data"}

// groundTruth are keys that must never become fields, whether they come as
// columns or inside event_data.
var groundTruth = map[string]bool{"structured_event_id": true, "properties_mentioned": true}

func recognizePerQA(c ingest.Candidate) ingest.Match {
	header, ok := candidateHeader(c)
	if !ok {
		return ingest.Match{}
	}
	if _, err := mapPerQAHeader(header); err != nil {
		return ingest.Match{}
	}
	if strings.HasSuffix(strings.ToLower(c.Base()), "_obs.csv") {
		return ingest.Match{Score: ingest.ScoreNameContent}
	}
	return ingest.Match{Score: scoreHeader}
}

// perqaColumns are the positions of the required columns, in the order of
// perqaRequired.
type perqaColumns [7]int

const (
	pqID = iota
	pqStartDate
	pqStartTime
	pqEndDate
	pqEndTime
	pqType
	pqData
)

func mapPerQAHeader(header []string) (perqaColumns, error) {
	var c perqaColumns
	for i := range c {
		c[i] = -1
	}
	for i, h := range header {
		key := strings.ToLower(strings.TrimSpace(h))
		for j, name := range perqaRequired {
			if key == name {
				if c[j] >= 0 {
					return c, fmt.Errorf("the header has two %s columns", name)
				}
				c[j] = i
			}
		}
	}
	for j, name := range perqaRequired {
		if c[j] < 0 {
			return c, fmt.Errorf("the header has no %s column", name)
		}
	}
	return c, nil
}

func importPerQA(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	var cols perqaColumns
	return importCSV(ctx, in, sink, "perqa csv", func(header []string) (err error) {
		cols, err = mapPerQAHeader(header)
		return err
	}, func(_ int, rec []string) (ingest.Event, string, error) {
		cell := func(j int) string {
			if i := cols[j]; i < len(rec) {
				return strings.TrimSpace(rec[i])
			}
			return ""
		}
		ev, err := perqaEvent(cell)
		return ev, cell(pqID), err
	})
}

// perqaEvent builds the event of one row, without ID and origin.
//
// Times follow the reference implementation: a row without start_date is
// dropped; without any time it is an all-day event over start_date ..
// end_date (inclusive); a missing start_time is 00:00, a missing end_time
// is start_time and a missing end_date is start_date. Times are UTC, as the
// reference tags them. One deliberate difference: when that yields an end
// before the start, an end on the same day whose clock is earlier is taken
// to be on the next day (an evening that ran past midnight), and any other
// backwards end becomes the start, since an event cannot end before it
// begins.
func perqaEvent(cell func(int) string) (ingest.Event, error) {
	source := cell(pqType)
	if source == "" {
		return ingest.Event{}, errors.New("no event_type")
	}
	sd := cell(pqStartDate)
	if sd == "" {
		return ingest.Event{}, errors.New("no start_date")
	}
	startDate, err := time.ParseInLocation(dateLayout, sd, time.UTC)
	if err != nil {
		return ingest.Event{}, fmt.Errorf("start_date %q is not YYYY-MM-DD", ingest.Printable(sd, 40))
	}
	endDate := startDate
	ed := cell(pqEndDate)
	if ed != "" {
		if endDate, err = time.ParseInLocation(dateLayout, ed, time.UTC); err != nil {
			return ingest.Event{}, fmt.Errorf("end_date %q is not YYYY-MM-DD", ingest.Printable(ed, 40))
		}
	}
	st, et := cell(pqStartTime), cell(pqEndTime)
	ev := ingest.Event{Source: snakeCase(source)}
	if st == "" && et == "" {
		ev.AllDay = true
		ev.Start = startDate
		ev.End = endDate.AddDate(0, 0, 1)
	} else {
		var sc, ec time.Duration
		if st != "" {
			if sc, err = parseClock(st); err != nil {
				return ingest.Event{}, fmt.Errorf("start_time %q: %w", ingest.Printable(st, 40), err)
			}
		}
		ec = sc
		if et != "" {
			if ec, err = parseClock(et); err != nil {
				return ingest.Event{}, fmt.Errorf("end_time %q: %w", ingest.Printable(et, 40), err)
			}
		}
		ev.Start = startDate.Add(sc)
		ev.End = endDate.Add(ec)
		if ev.End.Before(ev.Start) && ed == "" && et != "" {
			ev.End = ev.End.AddDate(0, 0, 1)
		}
	}
	if ev.End.Before(ev.Start) {
		slog.Debug("perqa event ends before it starts; end set to start", "start", ev.Start, "end", ev.End)
		ev.End = ev.Start
	}
	if data := cell(pqData); data != "" {
		obj, err := parseJSON([]byte(data))
		if err != nil {
			return ingest.Event{}, fmt.Errorf("event_data is not JSON: %w", err)
		}
		switch obj.kind {
		case jsonObject:
			f := newFields(&ev)
			for i, k := range obj.keys {
				if key := snakeCase(k); !groundTruth[key] {
					f.add(key, obj.vals[i])
				}
			}
		case jsonNull:
		default:
			return ingest.Event{}, errors.New("event_data is not a JSON object")
		}
	}
	return ev, nil
}

// parseClock reads an ISO time of day, "HH:MM" or "HH:MM:SS[.fff]", as the
// offset from midnight.
func parseClock(s string) (time.Duration, error) {
	t, err := time.ParseInLocation("15:04:05", s, time.UTC)
	if err != nil {
		if t, err = time.ParseInLocation("15:04", s, time.UTC); err != nil {
			return 0, errors.New("not HH:MM or HH:MM:SS")
		}
	}
	h, m, sec := t.Clock()
	return time.Duration(h)*time.Hour + time.Duration(m)*time.Minute +
		time.Duration(sec)*time.Second + time.Duration(t.Nanosecond()), nil
}
