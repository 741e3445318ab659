// Package money knows the currencies amounts are written in, each once:
// its ISO 4217 code, the signs written beside an amount ("€12.50",
// "139,95 €") and the English names said after one ("48 euros"); and it
// reads an amount of money as exports and people write it. The importers
// (an Amazon report's "$1,295.52", a journal's "£3.40") and the questions'
// values (qa's money type) all read money here.
package money

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"reqap/lang/number"
)

// Currency is a currency as text writes it.
type Currency struct {
	// Code is the ISO 4217 code ("EUR").
	Code string
	// Signs are the symbols written before or after an amount ("€").
	Signs []string
	// Names are the words said after an amount in lower case ("euros",
	// "quid"). Only names no other sense shares are listed: "a yen for
	// travel" is a longing and "925 sterling" silver.
	Names []string
	// Said are more names a question calls the currency by, in lower
	// case ("how much did I spend in yen", "in us dollars"), which Of and
	// free text do not read: there a yen is a longing, sterling silver
	// and bucks the writer's own money, whichever that is.
	Said []string
	// Word: the code is also an English word ("rub"), so free text must
	// write it in capitals to name the currency.
	Word bool
}

// Currencies are the currencies known by more than their code, in the
// order a text's signs are tried, and the codes a journal writes in lower
// case ("eur 5"). Any other code is read as written, in capitals ("NZD").
// The slice is read only.
var Currencies = []Currency{
	{Code: "EUR", Signs: []string{"€"}, Names: []string{"euro", "euros"}},
	{Code: "USD", Signs: []string{"$"}, Names: []string{"dollar", "dollars"}, Said: []string{"us dollar", "us dollars", "bucks"}},
	{Code: "GBP", Signs: []string{"£"}, Names: []string{"pound", "pounds", "quid"}, Said: []string{"pound sterling", "pounds sterling", "sterling"}},
	{Code: "JPY", Signs: []string{"¥"}, Said: []string{"yen"}},
	{Code: "INR", Signs: []string{"₹"}, Said: []string{"rupee", "rupees"}},
	{Code: "KRW", Signs: []string{"₩"}, Said: []string{"south korean won"}},
	{Code: "RUB", Signs: []string{"₽"}, Word: true},
	{Code: "CHF", Names: []string{"franc", "francs"}, Said: []string{"swiss franc", "swiss francs"}},
	{Code: "CAD", Said: []string{"canadian dollar", "canadian dollars"}},
	{Code: "AUD", Said: []string{"australian dollar", "australian dollars"}},
	{Code: "SEK", Said: []string{"swedish krona", "swedish kronor"}},
	{Code: "NOK", Said: []string{"norwegian krone", "norwegian kroner"}},
	{Code: "DKK", Said: []string{"danish krone", "danish kroner"}},
	{Code: "PLN", Said: []string{"zloty", "zlotys"}},
	{Code: "CZK"},
	{Code: "CNY", Said: []string{"yuan", "renminbi"}},
}

// Words are the currencies as free text writes them beside an amount:
// their signs, the codes it may write in lower case ("eur 5", not "rub 2
// cloves") and their names. The slices are new.
func Words() (signs, codes, names []string) {
	for _, c := range Currencies {
		signs = append(signs, c.Signs...)
		if !c.Word {
			codes = append(codes, strings.ToLower(c.Code))
		}
		names = append(names, c.Names...)
	}
	return signs, codes, names
}

// Of returns the ISO code of a currency's sign ("€"), code in any case
// ("eur") or name ("euros") the table lists, or "".
func Of(s string) string {
	s = strings.TrimSpace(s)
	for _, c := range Currencies {
		if strings.EqualFold(s, c.Code) {
			return c.Code
		}
		for _, x := range c.Signs {
			if s == x {
				return c.Code
			}
		}
		for _, x := range c.Names {
			if strings.EqualFold(s, x) {
				return c.Code
			}
		}
	}
	return ""
}

// Code is a currency as answers say it: the code of a sign, code or name
// the table lists ("€" → "EUR", "usd " → "USD"), any other text in
// capitals, "" for none.
func Code(s string) string {
	if c := Of(s); c != "" {
		return c
	}
	return strings.ToUpper(strings.TrimSpace(s))
}

// largest is the largest amount read: more is no money a person's record
// holds but a misreading (a serial number, an overflowed cell).
const largest = 1e12

// Parse reads an amount of money and its currency: "5.99 EUR", "€5.99",
// "$1,295.52", "12,50 €", "1 234,50 €", "USD 3"; a minus before the sign
// ("-$5.00") or brackets around the amount ("($5.00)", as accounts write
// a refund) make it negative. The currency is the first sign the table
// lists that s holds, else a word of three capitals ("CHF"), else "".
func Parse(s string) (float64, string, bool) {
	s = joinGroups(strings.TrimSpace(s))
	num, after := number.First(s)
	if num == "" {
		return 0, "", false
	}
	f, err := strconv.ParseFloat(num, 64)
	if err != nil || math.IsNaN(f) || math.Abs(f) > largest {
		return 0, "", false
	}
	before := s[:strings.IndexAny(s, "0123456789")]
	if f > 0 {
		if minus, ok := strings.CutSuffix(strings.TrimRight(withoutSigns(before), " "), "-"); ok && bare(minus) {
			f = -f
		} else if open, ok := strings.CutPrefix(before, "("); ok && bare(open) && strings.HasSuffix(after, ")") && bare(after[:len(after)-1]) {
			f = -f
		}
	}
	return f, currencyIn(s), true
}

// currencyIn is the currency s is written in: the first sign the table
// lists that s holds, else its first word of three capitals.
func currencyIn(s string) string {
	for _, c := range Currencies {
		for _, x := range c.Signs {
			if strings.Contains(s, x) {
				return c.Code
			}
		}
	}
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if len(w) == 3 && strings.ToUpper(w) == w {
			return w
		}
	}
	return ""
}

// withoutSigns is s without the currencies' signs and codes.
func withoutSigns(s string) string {
	return strings.Map(func(r rune) rune {
		if isSign(r) || r >= 'A' && r <= 'Z' {
			return -1
		}
		return r
	}, s)
}

// bare reports whether s, written beside an amount, holds nothing but
// spaces and the currency's sign or code.
func bare(s string) bool {
	return strings.TrimSpace(withoutSigns(s)) == ""
}

// IsSign reports whether s is a currency's sign ("€", "$").
func IsSign(s string) bool {
	for _, c := range Currencies {
		if slices.Contains(c.Signs, s) {
			return true
		}
	}
	return false
}

func isSign(r rune) bool {
	for _, c := range Currencies {
		for _, x := range c.Signs {
			if strings.ContainsRune(x, r) {
				return true
			}
		}
	}
	return false
}

// joinGroups removes the spaces that group an amount's thousands ("1 234,50
// €", with a space, a no-break space or a narrow one, as French and
// Swedish write it): a space between a digit and exactly three more.
func joinGroups(s string) string {
	if !strings.ContainsAny(s, " \u00a0\u202f\u2009") {
		return s
	}
	var b strings.Builder
	for i, r := range s {
		if isGroupSpace(r) && i > 0 && isDigit(s[i-1]) {
			j := i + len(string(r))
			k := j
			for k < len(s) && isDigit(s[k]) {
				k++
			}
			if k-j == 3 {
				continue
			}
		}
		b.WriteRune(r)
	}
	return b.String()
}

func isGroupSpace(r rune) bool {
	return r == ' ' || r == '\u00a0' || r == '\u202f' || r == '\u2009'
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }
