package takeout

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"reqap/ingest"
)

// parseTime reads the timestamps of Google's exports: ISO 8601 with or
// without fractional seconds and zone, "2025-03-24 20:25:02 +0100", and
// epoch milliseconds (or seconds) written as a string.
func parseTime(s string) (time.Time, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return time.Time{}, errors.New("no time")
	}
	if n, err := strconv.ParseInt(s, 10, 64); err == nil {
		if t, ok := ingest.Epoch(n); ok {
			return t, nil
		}
		return time.Time{}, fmt.Errorf("%s is not a plausible epoch time", s)
	}
	for _, layout := range []string{time.RFC3339Nano, "2006-01-02 15:04:05 -0700", "2006-01-02 15:04:05Z07:00", "2006-01-02T15:04:05"} {
		if t, err := time.Parse(layout, s); err == nil {
			return ingest.FixedOffset(t), nil
		}
	}
	return time.Time{}, fmt.Errorf("%q is not a time", ingest.Printable(s, 40))
}
