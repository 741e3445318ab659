// Package country knows the countries of the world by their English names
// and ISO 3166 codes, as exports write them ("ES") and addresses end
// ("12764 Happyville, Denmark").
package country

import (
	_ "embed"
	"slices"
	"strings"
	"sync"

	"reqap/lang/fold"
)

// Name returns the English name of a value that is an ISO 3166 country
// code ("ES" → "Spain"), as exports write countries, or "".
func Name(code string) string {
	if len(code) != 2 || code[0] < 'A' || code[0] > 'Z' || code[1] < 'A' || code[1] > 'Z' {
		return ""
	}
	i, ok := slices.BinarySearchFunc(countryNames[:], code, func(c struct{ code, name string }, v string) int {
		return strings.Compare(c.code, v)
	})
	if !ok {
		return ""
	}
	return countryNames[i].name
}

// Written returns a country value of an export as a name, so that every
// source names a country alike and one country is counted once: a code
// ("DE", as Spotify writes where it was played) or a code and, in
// brackets, its name ("DE (Germany)", as Netflix does) names the country,
// "Germany"; any other value is itself.
func Written(s string) string {
	if name := Name(strings.TrimSpace(s)); name != "" {
		return name
	}
	code, rest, ok := strings.Cut(strings.TrimSpace(s), " (")
	name, closed := strings.CutSuffix(rest, ")")
	if !ok || !closed || Name(code) == "" {
		return s
	}
	if n := Named(name); n != "" {
		return n
	}
	return Name(code)
}

// Named returns the English name of the country s names, in any case
// ("denmark", "Denmark"), or "". Names with "&" are also known with
// "and" ("Bosnia and Herzegovina").
func Named(s string) string {
	return byName()[strings.ToLower(strings.TrimSpace(s))]
}

// A flag emoji is its country's code spelt in regional indicator symbols,
// the letters A to Z from U+1F1E6: U+1F1EA U+1F1F8 (E, S) is Spain's flag.
const flagA, flagZ = 0x1F1E6, 0x1F1FF

// IsFlagLetter reports whether r is a regional indicator symbol, a letter
// of a flag emoji.
func IsFlagLetter(r rune) bool { return r >= flagA && r <= flagZ }

// FlagCode is the country code two letters of a flag emoji spell ("ES"),
// each of them IsFlagLetter.
func FlagCode(a, b rune) string {
	return string([]byte{byte('A' + a - flagA), byte('A' + b - flagA)})
}

// Names are the English names of the countries, each once, as Name gives
// them.
func Names() []string {
	out := make([]string, 0, len(countryNames))
	for _, c := range countryNames {
		if !slices.Contains(out, c.name) {
			out = append(out, c.name)
		}
	}
	return out
}

var byName = sync.OnceValue(func() map[string]string {
	m := make(map[string]string, 2*len(countryNames))
	for _, c := range countryNames {
		m[strings.ToLower(c.name)] = c.name
		if strings.Contains(c.name, "&") {
			m[strings.ToLower(strings.ReplaceAll(c.name, "&", "and"))] = c.name
		}
	}
	return m
})

// countryNames are the English names display.English.Regions() gives the
// two-letter codes language.ParseRegion reads as a country, sorted by
// code: the display package builds tables of every language at start
// (3 to 8 ms of every process) for these 277 names. TestCountryNames
// checks the table against that package.
var countryNames = [...]struct{ code, name string }{
	{"AC", "Ascension Island"},
	{"AD", "Andorra"},
	{"AE", "United Arab Emirates"},
	{"AF", "Afghanistan"},
	{"AG", "Antigua & Barbuda"},
	{"AI", "Anguilla"},
	{"AL", "Albania"},
	{"AM", "Armenia"},
	{"AO", "Angola"},
	{"AQ", "Antarctica"},
	{"AR", "Argentina"},
	{"AS", "American Samoa"},
	{"AT", "Austria"},
	{"AU", "Australia"},
	{"AW", "Aruba"},
	{"AX", "Åland Islands"},
	{"AZ", "Azerbaijan"},
	{"BA", "Bosnia & Herzegovina"},
	{"BB", "Barbados"},
	{"BD", "Bangladesh"},
	{"BE", "Belgium"},
	{"BF", "Burkina Faso"},
	{"BG", "Bulgaria"},
	{"BH", "Bahrain"},
	{"BI", "Burundi"},
	{"BJ", "Benin"},
	{"BL", "St. Barthélemy"},
	{"BM", "Bermuda"},
	{"BN", "Brunei"},
	{"BO", "Bolivia"},
	{"BQ", "Caribbean Netherlands"},
	{"BR", "Brazil"},
	{"BS", "Bahamas"},
	{"BT", "Bhutan"},
	{"BU", "Myanmar (Burma)"},
	{"BV", "Bouvet Island"},
	{"BW", "Botswana"},
	{"BY", "Belarus"},
	{"BZ", "Belize"},
	{"CA", "Canada"},
	{"CC", "Cocos (Keeling) Islands"},
	{"CD", "Congo - Kinshasa"},
	{"CF", "Central African Republic"},
	{"CG", "Congo - Brazzaville"},
	{"CH", "Switzerland"},
	{"CI", "Côte d’Ivoire"},
	{"CK", "Cook Islands"},
	{"CL", "Chile"},
	{"CM", "Cameroon"},
	{"CN", "China"},
	{"CO", "Colombia"},
	{"CP", "Clipperton Island"},
	{"CR", "Costa Rica"},
	{"CT", "Kiribati"},
	{"CU", "Cuba"},
	{"CV", "Cape Verde"},
	{"CW", "Curaçao"},
	{"CX", "Christmas Island"},
	{"CY", "Cyprus"},
	{"CZ", "Czechia"},
	{"DD", "Germany"},
	{"DE", "Germany"},
	{"DG", "Diego Garcia"},
	{"DJ", "Djibouti"},
	{"DK", "Denmark"},
	{"DM", "Dominica"},
	{"DO", "Dominican Republic"},
	{"DY", "Benin"},
	{"DZ", "Algeria"},
	{"EA", "Ceuta & Melilla"},
	{"EC", "Ecuador"},
	{"EE", "Estonia"},
	{"EG", "Egypt"},
	{"EH", "Western Sahara"},
	{"ER", "Eritrea"},
	{"ES", "Spain"},
	{"ET", "Ethiopia"},
	{"EZ", "Eurozone"},
	{"FI", "Finland"},
	{"FJ", "Fiji"},
	{"FK", "Falkland Islands"},
	{"FM", "Micronesia"},
	{"FO", "Faroe Islands"},
	{"FR", "France"},
	{"FX", "France"},
	{"GA", "Gabon"},
	{"GB", "United Kingdom"},
	{"GD", "Grenada"},
	{"GE", "Georgia"},
	{"GF", "French Guiana"},
	{"GG", "Guernsey"},
	{"GH", "Ghana"},
	{"GI", "Gibraltar"},
	{"GL", "Greenland"},
	{"GM", "Gambia"},
	{"GN", "Guinea"},
	{"GP", "Guadeloupe"},
	{"GQ", "Equatorial Guinea"},
	{"GR", "Greece"},
	{"GS", "South Georgia & South Sandwich Islands"},
	{"GT", "Guatemala"},
	{"GU", "Guam"},
	{"GW", "Guinea-Bissau"},
	{"GY", "Guyana"},
	{"HK", "Hong Kong SAR China"},
	{"HM", "Heard & McDonald Islands"},
	{"HN", "Honduras"},
	{"HR", "Croatia"},
	{"HT", "Haiti"},
	{"HU", "Hungary"},
	{"HV", "Burkina Faso"},
	{"IC", "Canary Islands"},
	{"ID", "Indonesia"},
	{"IE", "Ireland"},
	{"IL", "Israel"},
	{"IM", "Isle of Man"},
	{"IN", "India"},
	{"IO", "British Indian Ocean Territory"},
	{"IQ", "Iraq"},
	{"IR", "Iran"},
	{"IS", "Iceland"},
	{"IT", "Italy"},
	{"JE", "Jersey"},
	{"JM", "Jamaica"},
	{"JO", "Jordan"},
	{"JP", "Japan"},
	{"JT", "U.S. Outlying Islands"},
	{"KE", "Kenya"},
	{"KG", "Kyrgyzstan"},
	{"KH", "Cambodia"},
	{"KI", "Kiribati"},
	{"KM", "Comoros"},
	{"KN", "St. Kitts & Nevis"},
	{"KP", "North Korea"},
	{"KR", "South Korea"},
	{"KW", "Kuwait"},
	{"KY", "Cayman Islands"},
	{"KZ", "Kazakhstan"},
	{"LA", "Laos"},
	{"LB", "Lebanon"},
	{"LC", "St. Lucia"},
	{"LI", "Liechtenstein"},
	{"LK", "Sri Lanka"},
	{"LR", "Liberia"},
	{"LS", "Lesotho"},
	{"LT", "Lithuania"},
	{"LU", "Luxembourg"},
	{"LV", "Latvia"},
	{"LY", "Libya"},
	{"MA", "Morocco"},
	{"MC", "Monaco"},
	{"MD", "Moldova"},
	{"ME", "Montenegro"},
	{"MF", "St. Martin"},
	{"MG", "Madagascar"},
	{"MH", "Marshall Islands"},
	{"MI", "U.S. Outlying Islands"},
	{"MK", "Macedonia"},
	{"ML", "Mali"},
	{"MM", "Myanmar (Burma)"},
	{"MN", "Mongolia"},
	{"MO", "Macau SAR China"},
	{"MP", "Northern Mariana Islands"},
	{"MQ", "Martinique"},
	{"MR", "Mauritania"},
	{"MS", "Montserrat"},
	{"MT", "Malta"},
	{"MU", "Mauritius"},
	{"MV", "Maldives"},
	{"MW", "Malawi"},
	{"MX", "Mexico"},
	{"MY", "Malaysia"},
	{"MZ", "Mozambique"},
	{"NA", "Namibia"},
	{"NC", "New Caledonia"},
	{"NE", "Niger"},
	{"NF", "Norfolk Island"},
	{"NG", "Nigeria"},
	{"NH", "Vanuatu"},
	{"NI", "Nicaragua"},
	{"NL", "Netherlands"},
	{"NO", "Norway"},
	{"NP", "Nepal"},
	{"NQ", "Antarctica"},
	{"NR", "Nauru"},
	{"NU", "Niue"},
	{"NZ", "New Zealand"},
	{"OM", "Oman"},
	{"PA", "Panama"},
	{"PE", "Peru"},
	{"PF", "French Polynesia"},
	{"PG", "Papua New Guinea"},
	{"PH", "Philippines"},
	{"PK", "Pakistan"},
	{"PL", "Poland"},
	{"PM", "St. Pierre & Miquelon"},
	{"PN", "Pitcairn Islands"},
	{"PR", "Puerto Rico"},
	{"PS", "Palestinian Territories"},
	{"PT", "Portugal"},
	{"PU", "U.S. Outlying Islands"},
	{"PW", "Palau"},
	{"PY", "Paraguay"},
	{"PZ", "Panama"},
	{"QA", "Qatar"},
	{"RE", "Réunion"},
	{"RH", "Zimbabwe"},
	{"RO", "Romania"},
	{"RS", "Serbia"},
	{"RU", "Russia"},
	{"RW", "Rwanda"},
	{"SA", "Saudi Arabia"},
	{"SB", "Solomon Islands"},
	{"SC", "Seychelles"},
	{"SD", "Sudan"},
	{"SE", "Sweden"},
	{"SG", "Singapore"},
	{"SH", "St. Helena"},
	{"SI", "Slovenia"},
	{"SJ", "Svalbard & Jan Mayen"},
	{"SK", "Slovakia"},
	{"SL", "Sierra Leone"},
	{"SM", "San Marino"},
	{"SN", "Senegal"},
	{"SO", "Somalia"},
	{"SR", "Suriname"},
	{"SS", "South Sudan"},
	{"ST", "São Tomé & Príncipe"},
	{"SV", "El Salvador"},
	{"SX", "Sint Maarten"},
	{"SY", "Syria"},
	{"SZ", "Swaziland"},
	{"TA", "Tristan da Cunha"},
	{"TC", "Turks & Caicos Islands"},
	{"TD", "Chad"},
	{"TF", "French Southern Territories"},
	{"TG", "Togo"},
	{"TH", "Thailand"},
	{"TJ", "Tajikistan"},
	{"TK", "Tokelau"},
	{"TL", "Timor-Leste"},
	{"TM", "Turkmenistan"},
	{"TN", "Tunisia"},
	{"TO", "Tonga"},
	{"TP", "Timor-Leste"},
	{"TR", "Turkey"},
	{"TT", "Trinidad & Tobago"},
	{"TV", "Tuvalu"},
	{"TW", "Taiwan"},
	{"TZ", "Tanzania"},
	{"UA", "Ukraine"},
	{"UG", "Uganda"},
	{"UK", "United Kingdom"},
	{"UM", "U.S. Outlying Islands"},
	{"UN", "United Nations"},
	{"US", "United States"},
	{"UY", "Uruguay"},
	{"UZ", "Uzbekistan"},
	{"VA", "Vatican City"},
	{"VC", "St. Vincent & Grenadines"},
	{"VD", "Vietnam"},
	{"VE", "Venezuela"},
	{"VG", "British Virgin Islands"},
	{"VI", "U.S. Virgin Islands"},
	{"VN", "Vietnam"},
	{"VU", "Vanuatu"},
	{"WF", "Wallis & Futuna"},
	{"WK", "U.S. Outlying Islands"},
	{"WS", "Samoa"},
	{"XK", "Kosovo"},
	{"YD", "Yemen"},
	{"YE", "Yemen"},
	{"YT", "Mayotte"},
	{"ZA", "South Africa"},
	{"ZM", "Zambia"},
	{"ZR", "Congo - Kinshasa"},
	{"ZW", "Zimbabwe"},
}

//go:embed cities.tsv
var citiesTSV string

// OfCity returns the country of the city or town s names, in any case
// and with or without its accents ("Kyoto" → "Japan", "zurich" →
// "Switzerland"), or "": the cities WordNet knows, each in the country
// its parts lead to (see internal/cmd/wordlists), a name of cities in
// several countries in none unless one is a national capital.
func OfCity(s string) string {
	if cs := OfCityAll(s); len(cs) == 1 {
		return cs[0]
	}
	return ""
}

// OfCityAll returns the countries the cities or towns s names are in:
// one, as OfCity, or, of a name of cities in several ("Valencia": Spain,
// Venezuela), all of them, for a caller that knows what else the person
// locates to choose among them.
func OfCityAll(s string) []string {
	return cities()[fold.String(strings.TrimSpace(s))]
}

var cities = sync.OnceValue(func() map[string][]string {
	m := map[string][]string{}
	for line := range strings.Lines(citiesTSV) {
		if strings.HasPrefix(line, "#") {
			continue
		}
		city, cs, ok := strings.Cut(strings.TrimRight(line, "\n"), "\t")
		if !ok {
			continue
		}
		var all []string
		for c := range strings.SplitSeq(cs, "|") {
			if n := Named(c); n != "" {
				c = n // as the countries are named elsewhere
			}
			all = append(all, c)
		}
		m[fold.String(city)] = all
	}
	return m
})

// Adjectives are the regular English adjectives of a country's name, as
// the suffixes of nationality make them ("Australia": Australian,
// "Italy": Italian, "Japan": Japanese, "China": Chinese, "Germany":
// German), lower-cased; irregular ones ("Spain": Spanish, "France":
// French) are not made.
func Adjectives(name string) []string {
	n := strings.ToLower(strings.TrimSpace(name))
	if n == "" || strings.ContainsAny(n, " &-") {
		return nil
	}
	var out []string
	add := func(s string) {
		if len(s) > 3 && s != n && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	stem := n
	switch last := n[len(n)-1]; last {
	case 'y':
		stem = n[:len(n)-1]
		add(stem) // Germany: German
		add(stem + "ian")
	case 'a', 'e', 'o':
		stem = n[:len(n)-1]
		add(n + "n") // Australia: Australian
		add(stem + "ian")
		add(stem + "ese")
		add(stem + "an")
	default:
		add(n + "ian")
		add(n + "ese")
		add(n + "ish")
		add(n + "i")
		add(n + "an")
	}
	return out
}
