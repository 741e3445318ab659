package rules

import (
	"testing"

	"reqap/internal/test"
)

func TestBounds(t *testing.T) { test.Table(t, "bounds", bounds, "bounds.tsv") }
