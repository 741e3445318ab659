// Package number reads a number written in digits as people and exports
// write it, with either convention for the separators: "1,234.5" and
// "1.234,5" are the same number, "1'234" is a thousand and more, "12,5"
// is twelve and a half.
package number

import (
	"math"
	"strconv"
	"strings"
)

// Parse reads the first number in s: "12.5", "1,234.5", "1.234,5",
// "5.2 km", "30 %".
func Parse(s string) (float64, bool) {
	num, _ := First(s)
	if num == "" {
		return 0, false
	}
	f, err := strconv.ParseFloat(num, 64)
	if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
		return 0, false
	}
	return f, true
}

// First finds the first number in s and returns it normalized for strconv
// (dot as decimal separator) and the text after it; "" when s has none.
// The last of two kinds of separator is the decimal one ("1.234,5"); a
// lone comma is decimal unless three digits follow it ("12,5", "1,234"),
// and dots written more than once group thousands ("1.234.567").
func First(s string) (string, string) {
	start := -1
	for i, r := range s {
		if r >= '0' && r <= '9' {
			start = i
			if i > 0 && (s[i-1] == '-' || s[i-1] == '.') {
				start = i - 1
				if s[start] == '.' && start > 0 && s[start-1] == '-' {
					start--
				}
			}
			break
		}
	}
	if start < 0 {
		return "", s
	}
	end := start
	if s[end] == '-' {
		end++
	}
	for end < len(s) {
		c := s[end]
		if c >= '0' && c <= '9' || c == '.' || c == ',' || c == '\'' {
			end++
			continue
		}
		break
	}
	raw := strings.TrimRight(s[start:end], ".,'")
	rest := s[start+len(raw):]
	raw = strings.ReplaceAll(raw, "'", "")
	lastDot, lastComma := strings.LastIndexByte(raw, '.'), strings.LastIndexByte(raw, ',')
	switch {
	case lastDot >= 0 && lastComma >= 0:
		if lastComma > lastDot {
			raw = strings.ReplaceAll(raw, ".", "")
			raw = strings.Replace(raw, ",", ".", 1)
		} else {
			raw = strings.ReplaceAll(raw, ",", "")
		}
	case lastComma >= 0:
		if strings.Count(raw, ",") == 1 && len(raw)-lastComma-1 != 3 {
			raw = strings.Replace(raw, ",", ".", 1)
		} else {
			raw = strings.ReplaceAll(raw, ",", "")
		}
	case strings.Count(raw, ".") > 1:
		raw = strings.ReplaceAll(raw, ".", "")
	}
	return raw, rest
}
