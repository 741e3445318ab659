package ingest

import (
	"testing"

	"reqap/internal/test"
)

// The cases of snakecase.tsv are those each former copy (generic's keys,
// track's activity names, twitter's archive keys) was written for, and the
// ones they disagreed on.
func TestSnakeCase(t *testing.T) {
	test.Table(t, "SnakeCase", func(in string) string {
		got := SnakeCase(in)
		if again := SnakeCase(got); again != got {
			t.Errorf("SnakeCase(%q) = %q, not idempotent on %q", in, again, got)
		}
		return got
	}, "snakecase.tsv")
}

func TestIsSnakeCase(t *testing.T) {
	test.Table(t, "IsSnakeCase", IsSnakeCase, "issnakecase.tsv")
}
