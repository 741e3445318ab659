package index

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"

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

// Bluge reads a snapshot through a 4 KB bufio.Reader with single Read
// calls for a segment's type and its version, which come back short when
// the buffer ends inside them: after the Peek of the type's length only
// nine bytes are sure to be buffered, and segmentType's ten bytes (or the
// four of the version after a name longer than five) can straddle the
// buffer's end. Every snapshot of more than 4 KB (a few segments with
// deleted events) was then unreadable by chance, one import in two of a
// persona: "existing snapshots found, but none could be loaded". Plain
// "ice" never straddles. So a snapshot is read with its segments' types
// named by readType, a name short enough, registered for the same
// segments (shortTypes); the snapshots written still name segmentType, so
// the guard above holds.
const readType = "rq1"

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
	for _, typ := range []string{segmentType, readType} {
		cfg = cfg.WithSegmentPlugin(typedPlugin(typ))
	}
	if writeOldFormat {
		return cfg
	}
	return cfg.WithSegmentType(segmentType).WithSegmentVersion(ice.Version)
}

// typedPlugin is the plugin of this version's segments, registered under
// the type typ.
func typedPlugin(typ string) *blugeindex.SegmentPlugin {
	return &blugeindex.SegmentPlugin{
		Type:    typ,
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
	}
}

// shortTypes returns a snapshot file's bytes with each segment of type
// segmentType named readType instead, and its checksum written anew; a
// snapshot that names no such segment, or that does not parse, is
// returned as it is (Bluge reports what is wrong with it). A snapshot is
// a version, the number of segments, then for each its type (a length
// and the name), its version (4 bytes), its id, and its deleted events
// (a length and a roaring bitmap), all lengths and numbers as uvarints;
// then a CRC-32 (IEEE, big-endian) of all before it.
func shortTypes(b []byte) []byte {
	if len(b) < 4 || !bytes.Contains(b, []byte(segmentType)) {
		return b
	}
	body := b[:len(b)-4]
	if crc32.ChecksumIEEE(body) != binary.BigEndian.Uint32(b[len(b)-4:]) {
		return b
	}
	out := make([]byte, 0, len(b))
	i := 0
	uvarint := func() (uint64, bool) {
		v, n := binary.Uvarint(body[i:])
		if n <= 0 {
			return 0, false
		}
		out = binary.AppendUvarint(out, v)
		i += n
		return v, true
	}
	if _, ok := uvarint(); !ok {
		return b
	}
	segs, ok := uvarint()
	if !ok {
		return b
	}
	for range segs {
		n, k := binary.Uvarint(body[i:])
		if k <= 0 || uint64(len(body)-i-k) < n+4 {
			return b
		}
		i += k
		typ := string(body[i : i+int(n)])
		i += int(n)
		if typ == segmentType {
			typ = readType
		}
		out = binary.AppendUvarint(out, uint64(len(typ)))
		out = append(out, typ...)
		out = append(out, body[i:i+4]...) // version
		i += 4
		if _, ok := uvarint(); !ok { // id
			return b
		}
		del, ok := uvarint()
		if !ok || uint64(len(body)-i) < del {
			return b
		}
		out = append(out, body[i:i+int(del)]...)
		i += int(del)
	}
	if i != len(body) {
		return b
	}
	return binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(out))
}

// typed gives an ice segment this version's type.
func typed(seg segment.Segment) segment.Segment {
	if s, ok := seg.(*ice.Segment); ok {
		return typedSegment{s}
	}
	return seg
}
