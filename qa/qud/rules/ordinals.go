package rules

import (
	"strconv"
	"strings"
	"sync"

	"reqap/lang/numword"
)

// nthAlt is the regexp alternation of the ordinals second to tenth, the
// n-th the recognisers read ("the second", "comes third"); first and last
// are read apart.
const nthAlt = `second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth`

// ordinalTable maps the ordinals and the numbers one to ten, in words and
// in digits, to their value, from the one list of English number words
// (assets/lang/numbers.tsv), and the values to the ordinals' names.
var ordinalTable = sync.OnceValues(func() (map[string]int, map[int]string) {
	value, name := map[string]int{}, map[int]string{}
	for _, w := range numword.Words() {
		n := int(w.Value)
		if n < 1 || n > 10 || float64(n) != w.Value {
			continue
		}
		switch w.Kind {
		case numword.Ordinal:
			value[w.Text] = n
			if _, ok := name[n]; !ok {
				name[n] = w.Text
			}
		case numword.Unit, numword.Ten:
			value[w.Text] = n
		}
	}
	for n := 1; n <= 10; n++ {
		value[strconv.Itoa(n)] = n
	}
	return value, name
})

// ordinalValue is the value of an ordinal or of a number word or digits
// one to ten ("third", "three", "3", "3rd"), 0 for anything else.
func ordinalValue(w string) int {
	w = strings.ToLower(w)
	value, _ := ordinalTable()
	if n, ok := value[w]; ok {
		return n
	}
	for _, suf := range []string{"st", "nd", "rd", "th"} {
		if d, ok := strings.CutSuffix(w, suf); ok {
			if n, err := strconv.Atoi(d); err == nil && n >= 1 && n <= 10 {
				return n
			}
		}
	}
	return 0
}

// ordinalName is the name of the n-th ("third"), "" outside one to ten.
func ordinalName(n int) string {
	_, name := ordinalTable()
	return name[n]
}
