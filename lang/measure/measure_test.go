package measure

import (
	"testing"

	"reqap/internal/test"
)

func TestConvert(t *testing.T) {
	of := map[string]func(float64, string) (float64, bool){"seconds": Seconds, "km": Km, "kcal": Kcal}
	test.Rows(t, "convert", func(in struct {
		To   string
		V    float64
		Unit string
	}) []any {
		v, ok := of[in.To](in.V, in.Unit)
		return []any{v, ok}
	}, "convert.tsv")
}
