package link

import "strings"

// subdivisionNames are the English names of the states and territories
// of Australia, Canada and the United States by their ISO 3166-2 codes,
// as exports write them ("VIC", "ACT/NSW/SA" in a holiday calendar, "CA"
// in an address): a question says "Victoria", "New South Wales".
var subdivisionNames = map[string][]string{
	// Australia
	"ACT": {"Australian Capital Territory", "Canberra"}, "NSW": {"New South Wales"}, "NT": {"Northern Territory"},
	"QLD": {"Queensland"}, "SA": {"South Australia"}, "TAS": {"Tasmania"}, "VIC": {"Victoria"}, "WA": {"Western Australia", "Washington"},
	// Canada
	"AB": {"Alberta"}, "BC": {"British Columbia"}, "MB": {"Manitoba"}, "NB": {"New Brunswick"}, "NL": {"Newfoundland and Labrador", "Newfoundland"},
	"NS": {"Nova Scotia"}, "NU": {"Nunavut"}, "ON": {"Ontario"}, "PE": {"Prince Edward Island"}, "QC": {"Quebec"}, "SK": {"Saskatchewan"},
	"YT": {"Yukon"},
	// United States (WA above)
	"AL": {"Alabama"}, "AK": {"Alaska"}, "AZ": {"Arizona"}, "AR": {"Arkansas"}, "CA": {"California"}, "CO": {"Colorado"},
	"CT": {"Connecticut"}, "DE": {"Delaware"}, "DC": {"District of Columbia"}, "FL": {"Florida"}, "GA": {"Georgia"}, "HI": {"Hawaii"},
	"ID": {"Idaho"}, "IL": {"Illinois"}, "IN": {"Indiana"}, "IA": {"Iowa"}, "KS": {"Kansas"}, "KY": {"Kentucky"}, "LA": {"Louisiana"},
	"ME": {"Maine"}, "MD": {"Maryland"}, "MA": {"Massachusetts"}, "MI": {"Michigan"}, "MN": {"Minnesota"}, "MS": {"Mississippi"},
	"MO": {"Missouri"}, "MT": {"Montana"}, "NE": {"Nebraska"}, "NV": {"Nevada"}, "NH": {"New Hampshire"}, "NJ": {"New Jersey"},
	"NM": {"New Mexico"}, "NY": {"New York"}, "NC": {"North Carolina"}, "ND": {"North Dakota"}, "OH": {"Ohio"}, "OK": {"Oklahoma"},
	"OR": {"Oregon"}, "PA": {"Pennsylvania"}, "RI": {"Rhode Island"}, "SC": {"South Carolina"}, "SD": {"South Dakota"},
	"TN": {"Tennessee"}, "TX": {"Texas"}, "UT": {"Utah"}, "VT": {"Vermont"}, "VA": {"Virginia"}, "WV": {"West Virginia"},
	"WI": {"Wisconsin"}, "WY": {"Wyoming"},
}

// subdivisionsIn returns the names of the states a value made only of
// subdivision codes names ("ACT/NSW/SA": the Australian Capital
// Territory, New South Wales, South Australia), or nil: a value with any
// other word is no list of codes.
func subdivisionsIn(v string) []string {
	codes := strings.FieldsFunc(v, func(r rune) bool { return r == '/' || r == ',' || r == ';' || r == ' ' || r == '&' })
	if len(codes) == 0 {
		return nil
	}
	var out []string
	for _, c := range codes {
		names, ok := subdivisionNames[c]
		if !ok {
			return nil
		}
		out = append(out, names...)
	}
	return out
}
