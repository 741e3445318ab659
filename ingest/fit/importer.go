package fit

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	tfit "github.com/tormoder/fit"

	"reqap/ingest"
	"reqap/ingest/track"
)

// Importer reads FIT activity files (format "fit"), gzipped or not.
var Importer = &ingest.Importer{
	Name:      "fit",
	Doc:       "FIT activity file (.fit, .fit.gz) from Garmin and other devices: one workout per session",
	Recognize: recognize,
	Import:    importFile,
}

// isFIT reports whether head starts with a FIT file header: its size (12 or
// 14) and the ".FIT" signature at offset 8.
func isFIT(head []byte) bool {
	return len(head) >= 12 && (head[0] == 12 || head[0] == 14) && string(head[8:12]) == ".FIT"
}

func recognize(c ingest.Candidate) ingest.Match {
	head := track.Peek(c.Head)
	byName := strings.HasSuffix(track.TrimGz(strings.ToLower(c.Base())), ".fit")
	m := ingest.MatchByExt(byName, isFIT(head))
	if m.Score == 0 {
		return m
	}
	if track.AttachedToStrava(c) {
		m.Skip = track.SkipStrava
	} else if t, ok := fileType(head); ok && t != tfit.FileTypeActivity {
		// Garmin devices also keep settings, courses, planned workouts
		// and daily monitoring in FIT files; none is a workout done.
		m.Skip = fmt.Sprintf("FIT %s file: no recorded activity", ingest.SnakeCase(t.String()))
	}
	return m
}

// fileType reads the file type from the file_id message, which devices
// write first, so the head is enough.
func fileType(head []byte) (t tfit.FileType, ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	_, id, err := tfit.DecodeHeaderAndFileID(bytes.NewReader(head))
	if err != nil || strings.HasPrefix(id.Type.String(), "FileType(") || id.Type == tfit.FileTypeInvalid {
		return 0, false
	}
	return id.Type, true
}

func importFile(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	r, c, err := track.OpenInput(ctx, in)
	if err != nil {
		return err
	}
	defer c.Close()
	sessions, err := Read(ctx, r)
	if cerr := ctx.Err(); cerr != nil {
		return cerr
	}
	var integrity tfit.IntegrityError
	checksumOnly := err != nil && errors.As(err, &integrity)
	if err != nil && !checksumOnly && len(sessions) == 0 {
		return &ingest.RecordError{File: in.Name, Err: err}
	}
	for _, s := range sessions {
		rec := fmt.Sprintf("session %d", s.Index)
		if s.Start.IsZero() {
			sink.Skip(rec, errors.New("session has no start time"))
			continue
		}
		if s.WorkoutType == transition {
			sink.Skip(rec, errTransition)
			continue
		}
		ev := Event(s)
		ev.ID = in.ID("session", fmt.Sprint(s.Index), s.Start.UTC().Format(time.RFC3339Nano))
		ev.Origin = in.Origin(rec)
		if err := sink.Emit(ev); err != nil {
			return err
		}
	}
	switch {
	case checksumOnly:
		// Every message decoded; only the trailing checksum disagrees.
		sink.Skip("file checksum", err)
	case err != nil:
		// The sessions before the damage are kept; the rest is lost.
		return &ingest.RecordError{File: in.Name, Err: fmt.Errorf("%w (the %d sessions decoded before the damage were imported)", err, len(sessions))}
	}
	return nil
}

// transition is the workout_type of a multisport file's transition, the
// time between two legs (changing from the swim to the bike).
const transition = "transition"

// errTransition says why a transition is no event: it is the change
// between two workouts, not one of its own, so that a triathlon is three
// workouts ("how many activities did I log"), not five.
var errTransition = errors.New("a transition between the legs of a multisport activity, no workout of its own")

// Event turns a session into a workout event (without ID and origin).
func Event(s Session) ingest.Event {
	ev := ingest.Event{Source: ingest.Workout, Start: s.Start, End: s.End}
	if ev.End.Before(ev.Start) {
		ev.End = ev.Start
	}
	ev.SetText("workout_type", s.WorkoutType)
	ev.SetText("sub_type", s.SubType)
	track.SetStats(&ev, s.Summary)
	ev.SetText("device", s.Device)
	if s.Count > 1 {
		ev.SetNumber("session", float64(s.Index))
		ev.SetNumber("sessions", float64(s.Count))
	}
	return ev
}
