package index

import (
	"github.com/RoaringBitmap/roaring"
	blugeindex "github.com/blugelabs/bluge/index"
	segment "github.com/blugelabs/bluge_segment_api"
	"github.com/blugelabs/ice"
)

// The guard against older versions. Documents named in binary (see
// docname.go) read to a version from before them as events of the format
// before generations, so such a version opening a library holding them
// would silently miss its events. Every version checks one thing on open
// that can be made to fail: Bluge refuses a snapshot naming a type of
// segment it has no plugin for. Segments are the same ice segments as
// before, but this version writes them under a type of its own
// (segmentType), and reads both that type and plain "ice": a library it
// wrote into is refused by every version before it ("existing snapshots
// found, but none could be loaded"; the type is named in Bluge's log), and
// a library written before opens as it did. The first segment it writes
// (an import's first batch, a merge, a removal) upgrades the library for
// good; only then can binary names be in it, and they are always in a
// segment of the new type, so no snapshot holding them is readable by an
// older version. (Bluge keeps only the newest snapshot; one from before the
// upgrade that a crash or a reader's lock left on disk would still open in
// an older version, as the library was before the upgrade.)
//
// A later change of the layout that older versions must not read takes
// another type (and registers this one for reading).
const segmentType = "ice+reqap1"

// writeOldFormat is set only in tests that write a library as the versions
// before compact names did (plain ice segments, names as text).
var writeOldFormat = false

// typedSegment is an ice segment under segmentType: Bluge records the
// type a segment says it has in the snapshot, and checks it on load.
type typedSegment struct{ *ice.Segment }

func (typedSegment) Type() string { return segmentType }

// withLibraryFormat has cfg read the segments of every version and write
// this version's.
func withLibraryFormat(cfg blugeindex.Config) blugeindex.Config {
	cfg = cfg.WithSegmentPlugin(&blugeindex.SegmentPlugin{
		Type:    segmentType,
		Version: ice.Version,
		New: func(docs []segment.Document, norm func(string, int) float32) (segment.Segment, uint64, error) {
			seg, n, err := ice.New(docs, norm)
			return typed(seg), n, err
		},
		Load: func(data *segment.Data) (segment.Segment, error) {
			seg, err := ice.Load(data)
			return typed(seg), err
		},
		Merge: func(segs []segment.Segment, drops []*roaring.Bitmap, bufSize int) segment.Merger {
			// ice merges its own segments only, whatever their type says.
			plain := make([]segment.Segment, len(segs))
			for i, seg := range segs {
				if t, ok := seg.(typedSegment); ok {
					seg = t.Segment
				}
				plain[i] = seg
			}
			return ice.Merge(plain, drops, bufSize)
		},
	})
	if writeOldFormat {
		return cfg
	}
	return cfg.WithSegmentType(segmentType).WithSegmentVersion(ice.Version)
}

// typed gives an ice segment this version's type.
func typed(seg segment.Segment) segment.Segment {
	if s, ok := seg.(*ice.Segment); ok {
		return typedSegment{s}
	}
	return seg
}
