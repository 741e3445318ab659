//go:build !unix

package index

import (
	"io"
	"time"

	blugeindex "github.com/blugelabs/bluge/index"
	"github.com/blugelabs/bluge/index/lock"
	segment "github.com/blugelabs/bluge_segment_api"
)

func mapIndexFile(f lock.LockedFile) (*segment.Data, io.Closer, error) {
	return blugeindex.LoadMMapAlways(f)
}

func releaseMappedPages() {}

// ReleaseMappedPagesEvery does nothing where segments are not mapped by
// the library.
func ReleaseMappedPagesEvery(time.Duration) {}
