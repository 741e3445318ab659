package extract

import (
	"testing"

	"reqap/internal/test"
	"reqap/qa/retrieve/lexicon"
)

func TestUnitFactor(t *testing.T) {
	test.Table(t, "unitFactor", func(in struct {
		Key   string
		Class string
	}) float64 {
		return unitFactor(in.Key, lexicon.Class(in.Class))
	}, "unitfactor.tsv")
}
