// Package directory learns who and where a library's events are about:
// its people (qa/people) and its venues (qa/places), which RETRIEVE and
// EXTRACT both read. Learning them reads every mail, calendar entry, chat
// and post, which takes longer than most questions take to answer, so
// what is learnt is kept in the data folder for the state of the sources
// it was learnt from (index.Library.Memo) and read back by the next
// process.
package directory

import (
	"context"
	"encoding"
	"log/slog"

	"reqap/ingest"
	"reqap/qa/people"
	"reqap/qa/places"
	"reqap/qa/retrieve/lexicon"
)

// Library is what the directories are learnt from.
type Library interface {
	Events(source string) []*ingest.Event
}

// memoLibrary keeps what is derived from sources across processes;
// *index.Library implements it.
type memoLibrary interface {
	Memo(name, version string, sources []string, build func() ([]byte, error)) ([]byte, error)
}

// Learn returns the people and venues of lib, learnt with lx, or read as
// an earlier process learnt them from the same events. Nothing is kept for
// a library without memos or a lexicon of unknown content (tests).
func Learn(ctx context.Context, lib Library, lx *lexicon.Lexicon, log *slog.Logger) (*people.Directory, *places.Directory) {
	if log == nil {
		log = slog.Default()
	}
	learnPeople := func() *people.Directory { return people.Collect(ctx, lib, lx) }
	learnPlaces := func() *places.Directory { return places.Collect(ctx, lib, lx) }
	m, ok := lib.(memoLibrary)
	version := lx.Version()
	if !ok || version == "" {
		return learnPeople(), learnPlaces()
	}
	return memoized(ctx, log, m, "people", people.CollectVersion+"-"+version, people.Sources, learnPeople),
		memoized(ctx, log, m, "places", places.CollectVersion+"-"+version, places.Sources, learnPlaces)
}

// binaryPtr is a pointer to D that writes and reads itself.
type binaryPtr[D any] interface {
	*D
	encoding.BinaryMarshaler
	encoding.BinaryUnmarshaler
}

// memoized returns what learn learns from sources, kept by m under name for
// their state: learnt here, or read as another process learnt it.
func memoized[D any, P binaryPtr[D]](ctx context.Context, log *slog.Logger, m memoLibrary, name, version string, sources []string, learn func() P) P {
	var learnt P
	data, err := m.Memo(name, version, sources, func() ([]byte, error) {
		learnt = learn()
		if err := ctx.Err(); err != nil {
			return nil, err // learnt in part: not to be kept
		}
		return learnt.MarshalBinary()
	})
	if learnt != nil {
		return learnt
	}
	if err == nil {
		d := P(new(D))
		if err = d.UnmarshalBinary(data); err == nil {
			return d
		}
	}
	log.Warn("learning it again", "memo", name, "err", err)
	return learn()
}
