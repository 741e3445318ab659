package amazon

import (
	"strconv"
	"strings"
)

// parseNumber reads a quantity as both reports write it ("1,000"); NaN and
// absurd values are none.
func parseNumber(s string) (float64, bool) {
	f, err := strconv.ParseFloat(strings.ReplaceAll(s, ",", ""), 64)
	if err != nil || f != f || f > 1e12 || f < -1e12 {
		return 0, false
	}
	return f, true
}

// parseMoney reads amounts as the exports write them: "$1,295.52",
// "23.50", "-$5.00", "($5.00)", "EUR 12,34", "12,34 €". It returns the
// amount and any currency symbol or code it carried.
func parseMoney(s string) (float64, string, bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, "", false
	}
	neg := false
	if strings.HasPrefix(s, "(") && strings.HasSuffix(s, ")") {
		neg, s = true, s[1:len(s)-1]
	}
	var num, sym strings.Builder
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9', r == '.', r == ',':
			num.WriteRune(r)
		case r == '-':
			neg = true
		case r == ' ' || r == '\u00a0':
		default:
			sym.WriteRune(r)
		}
	}
	n := num.String()
	// A comma after the last dot, followed by exactly two digits, is a
	// decimal comma (12,34 or 1.234,56); otherwise commas group
	// thousands (1,295.52).
	comma, dot := strings.LastIndexByte(n, ','), strings.LastIndexByte(n, '.')
	if comma > dot && len(n)-comma == 3 {
		n = strings.ReplaceAll(strings.ReplaceAll(n[:comma], ",", ""), ".", "") + "." + n[comma+1:]
	} else {
		n = strings.ReplaceAll(n, ",", "")
	}
	f, err := strconv.ParseFloat(n, 64)
	if err != nil || f > 1e12 {
		return 0, "", false
	}
	if neg {
		f = -f
	}
	return f, sym.String(), true
}

// currencyOf guesses an ISO code from a symbol, for rows whose Currency
// column is empty.
func currencyOf(sym string) string {
	switch {
	case strings.Contains(sym, "€") || strings.Contains(sym, "EUR"):
		return "EUR"
	case strings.Contains(sym, "£") || strings.Contains(sym, "GBP"):
		return "GBP"
	case strings.Contains(sym, "¥"):
		return "JPY"
	case strings.Contains(sym, "$"):
		return "USD"
	}
	return ""
}
