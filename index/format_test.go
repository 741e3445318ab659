package index

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"testing"

	"github.com/RoaringBitmap/roaring"
	blugeindex "github.com/blugelabs/bluge/index"
)

// snapshotBytes writes a snapshot as Bluge does (Snapshot.WriteTo's
// layout): segs segments of type typ, the first with del deleted events
// (a bitmap of pad bytes or so), the others with one each.
func snapshotBytes(t *testing.T, typ string, segs, del int) []byte {
	t.Helper()
	var b []byte
	b = binary.AppendUvarint(b, 1) // format version
	b = binary.AppendUvarint(b, uint64(segs))
	for i := range segs {
		b = binary.AppendUvarint(b, uint64(len(typ)))
		b = append(b, typ...)
		b = binary.BigEndian.AppendUint32(b, 1)
		b = binary.AppendUvarint(b, uint64(i+1))
		bm := roaring.New()
		n := 1
		if i == 0 {
			n = del
		}
		for k := range n {
			bm.Add(uint32(k * 3))
		}
		bs, err := bm.ToBytes()
		if err != nil {
			t.Fatal(err)
		}
		b = binary.AppendUvarint(b, uint64(len(bs)))
		b = append(b, bs...)
	}
	return binary.BigEndian.AppendUint32(b, crc32.ChecksumIEEE(b))
}

// readSnapshot reads a snapshot's bytes as Bluge loads one (without the
// checksum), and returns the error.
func readSnapshot(b []byte) error {
	var s blugeindex.Snapshot
	_, err := s.ReadFrom(bytes.NewReader(b[:len(b)-4]))
	return err
}

// Snapshots of more than 4 KB naming segmentType could not be read back
// by Bluge at some sizes (a type or version read short across its
// buffer's end); read with the short type name, none fails, and the
// checksum still holds.
func TestShortTypes(t *testing.T) {
	failed := 0
	for del := 1000; del < 2600; del++ {
		b := snapshotBytes(t, segmentType, 14, del)
		if readSnapshot(b) != nil {
			failed++
		}
		short := shortTypes(b)
		if bytes.Equal(short, b) {
			t.Fatalf("deleted %d: the snapshot was not rewritten", del)
		}
		if err := readSnapshot(short); err != nil {
			t.Fatalf("deleted %d: the snapshot with short types does not read: %v", del, err)
		}
		if body := short[:len(short)-4]; crc32.ChecksumIEEE(body) != binary.BigEndian.Uint32(short[len(short)-4:]) {
			t.Fatalf("deleted %d: the checksum does not hold", del)
		}
		if bytes.Contains(short, []byte(segmentType)) || !bytes.Contains(short, []byte(readType)) {
			t.Fatalf("deleted %d: the types were not renamed", del)
		}
	}
	if failed == 0 {
		t.Errorf("no snapshot named %q failed to read: the test no longer shows what shortTypes is for", segmentType)
	}
	// Plain ice segments, damaged bytes and a checksum that does not hold
	// are left as they are.
	plain := snapshotBytes(t, "ice", 3, 10)
	damaged := snapshotBytes(t, segmentType, 3, 10)
	damaged[len(damaged)/2] ^= 0xff
	for _, b := range [][]byte{plain, damaged, []byte(segmentType), nil} {
		if got := shortTypes(b); !bytes.Equal(got, b) {
			t.Errorf("shortTypes changed %q", b)
		}
	}
}

func FuzzShortTypes(f *testing.F) {
	f.Add(snapshotBytes(&testing.T{}, segmentType, 3, 10))
	f.Fuzz(func(t *testing.T, b []byte) {
		short := shortTypes(b)
		if !bytes.Equal(short, b) && readSnapshot(short) != nil && readSnapshot(b) == nil {
			t.Errorf("a snapshot Bluge reads was rewritten into one it does not")
		}
	})
}
