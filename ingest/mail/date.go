package mail

import (
	"strconv"
	"strings"
	"time"

	"reqap/ingest"
	"reqap/lang/ascii"
	"reqap/lang/calendar"
)

// zoneOffsets are the zone names found in mail dates, in seconds east of
// UTC: RFC 5322's obsolete US zones plus the European and Asian names old
// mailers and From_ lines use. net/mail would read an unknown name as UTC
// at the local wall-clock time, which is hours off; names not listed here
// are treated as UTC as RFC 5322 says for unknown zones.
var zoneOffsets = map[string]int{
	"UT": 0, "UTC": 0, "GMT": 0, "Z": 0, "WET": 0,
	"EST": -5 * 3600, "EDT": -4 * 3600, "CST": -6 * 3600, "CDT": -5 * 3600,
	"MST": -7 * 3600, "MDT": -6 * 3600, "PST": -8 * 3600, "PDT": -7 * 3600,
	"AKST": -9 * 3600, "AKDT": -8 * 3600, "HST": -10 * 3600,
	"AST": -4 * 3600, "ADT": -3 * 3600, "NST": -(3*3600 + 1800), "NDT": -(2*3600 + 1800),
	"BST": 3600, "IST": 3600, "WEST": 3600, "CET": 3600, "MET": 3600, "MEZ": 3600,
	"CEST": 2 * 3600, "MEST": 2 * 3600, "MESZ": 2 * 3600, "EET": 2 * 3600, "EEST": 3 * 3600,
	"MSK": 3 * 3600, "MSD": 4 * 3600, "SGT": 8 * 3600, "HKT": 8 * 3600, "AWST": 8 * 3600,
	"JST": 9 * 3600, "KST": 9 * 3600, "ACST": 9*3600 + 1800, "AEST": 10 * 3600,
	"AEDT": 11 * 3600, "NZST": 12 * 3600, "NZDT": 13 * 3600,
}

var months = map[string]time.Month{
	"jan": time.January, "feb": time.February, "mar": time.March, "apr": time.April,
	"may": time.May, "jun": time.June, "jul": time.July, "aug": time.August,
	"sep": time.September, "oct": time.October, "nov": time.November, "dec": time.December,
}

var weekdays = map[string]bool{"mon": true, "tue": true, "wed": true, "thu": true, "fri": true, "sat": true, "sun": true}

// parseDate reads the dates mail carries: RFC 5322 with its obsolete forms
// (two-digit years, zone names, missing seconds, trailing comments), the
// asctime form of From_ lines ("Fri Jul  8 12:08:34 2011", "Wed Feb  9 22:02
// MET 2000") and ISO 8601. The zone is kept as a fixed offset; a date
// without a zone is read as UTC.
func parseDate(s string) (time.Time, bool) {
	s = stripComments(s)
	var (
		day, year, hour, min, sec, nsec = -1, -1, 0, 0, 0, 0
		month                           time.Month
		haveTime, haveZone              bool
		off                             int
	)
	for _, tok := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '\t' || r == ',' || r == '\r' || r == '\n' }) {
		if strings.ContainsRune(tok, 'T') && strings.Count(tok, "-") >= 2 {
			if t, err := time.Parse(time.RFC3339Nano, tok); err == nil {
				// The unnamed fixed zone every mail date gets, so equal
				// dates look equal whatever syntax they came in.
				return ingest.FixedOffset(t), true
			}
		}
		switch {
		case !haveTime && strings.Count(tok, ":") >= 1 && ascii.IsDigit(tok[0]):
			h, m, sc, ns, z, ok := parseClock(tok)
			if !ok {
				continue
			}
			hour, min, sec, nsec, haveTime = h, m, sc, ns, true
			if z != "" && !haveZone {
				off, haveZone = zoneOffset(z)
			}
		case tok[0] == '+' || tok[0] == '-' || strings.HasPrefix(strings.ToUpper(tok), "GMT+") ||
			strings.HasPrefix(strings.ToUpper(tok), "GMT-") || strings.HasPrefix(strings.ToUpper(tok), "UTC+") ||
			strings.HasPrefix(strings.ToUpper(tok), "UTC-"):
			if !haveZone {
				off, haveZone = zoneOffset(tok)
			}
		case isLetters(tok):
			low := strings.ToLower(tok)
			if len(low) >= 3 {
				if m, ok := months[low[:3]]; ok && month == 0 {
					month = m
					continue
				}
				if weekdays[low[:3]] {
					continue
				}
			}
			if o, ok := zoneOffsets[strings.ToUpper(tok)]; ok && !haveZone {
				off, haveZone = o, true
			}
		case ascii.IsDigits(tok):
			n, err := strconv.Atoi(tok)
			if err != nil {
				continue
			}
			switch {
			case (len(tok) >= 3 || n > 31) && year < 0:
				year = n
			case day < 0:
				day = n
			case year < 0:
				year = n
			}
		default:
			// 2012-10-03 or 3-Oct-2012.
			parts := strings.Split(tok, "-")
			if len(parts) != 3 {
				continue
			}
			if ascii.IsDigits(parts[0]) && len(parts[0]) == 4 && ascii.IsDigits(parts[1]) && ascii.IsDigits(parts[2]) {
				year, _ = strconv.Atoi(parts[0])
				m, _ := strconv.Atoi(parts[1])
				month = time.Month(m)
				day, _ = strconv.Atoi(parts[2])
			} else if ascii.IsDigits(parts[0]) && len(parts[1]) >= 3 && ascii.IsDigits(parts[2]) {
				if m, ok := months[strings.ToLower(parts[1][:3])]; ok {
					day, _ = strconv.Atoi(parts[0])
					month = m
					year, _ = strconv.Atoi(parts[2])
				}
			}
		}
	}
	switch {
	case year < 0:
		return time.Time{}, false
	case year < 50:
		year += 2000
	case year < 1000:
		year += 1900
	}
	if month < time.January || month > time.December || year < 1900 || year > 2999 ||
		day < 1 || day > calendar.DaysIn(year, month) || hour > 23 || min > 59 || sec > 60 {
		return time.Time{}, false
	}
	if sec == 60 {
		sec = 59 // a leap second; time.Date would roll into the next minute
	}
	loc := time.UTC
	if off != 0 {
		loc = time.FixedZone("", off)
	}
	return time.Date(year, month, day, hour, min, sec, nsec, loc), true
}

// parseClock reads "hh:mm", "hh:mm:ss" or "hh:mm:ss.fff", possibly followed
// directly by a zone ("10:25:36-0400", "10:25:36Z").
func parseClock(tok string) (h, m, s, ns int, zone string, ok bool) {
	if i := strings.IndexAny(tok, "+-Z"); i > 0 {
		tok, zone = tok[:i], tok[i:]
	}
	parts := strings.Split(tok, ":")
	if len(parts) < 2 || len(parts) > 3 {
		return 0, 0, 0, 0, "", false
	}
	var err error
	if h, err = atoiN(parts[0], 1, 2); err != nil {
		return 0, 0, 0, 0, "", false
	}
	if m, err = atoiN(parts[1], 2, 2); err != nil {
		return 0, 0, 0, 0, "", false
	}
	if len(parts) == 3 {
		sec := parts[2]
		if i := strings.IndexByte(sec, '.'); i >= 0 {
			frac := sec[i+1:]
			sec = sec[:i]
			if ascii.IsDigits(frac) {
				if len(frac) > 9 {
					frac = frac[:9]
				}
				ns, _ = strconv.Atoi(frac + strings.Repeat("0", 9-len(frac)))
			}
		}
		if s, err = atoiN(sec, 1, 2); err != nil {
			return 0, 0, 0, 0, "", false
		}
	}
	return h, m, s, ns, zone, true
}

func atoiN(s string, min, max int) (int, error) {
	if len(s) < min || len(s) > max || !ascii.IsDigits(s) {
		return 0, strconv.ErrSyntax
	}
	return strconv.Atoi(s)
}

// zoneOffset reads "+0200", "-07:00", "+02", "Z", "GMT+0200" or a zone name.
func zoneOffset(z string) (int, bool) {
	u := strings.ToUpper(z)
	if o, ok := zoneOffsets[u]; ok {
		return o, true
	}
	u = strings.TrimPrefix(strings.TrimPrefix(u, "GMT"), "UTC")
	if len(u) < 2 || (u[0] != '+' && u[0] != '-') {
		return 0, false
	}
	sign := 1
	if u[0] == '-' {
		sign = -1
	}
	digits := strings.ReplaceAll(u[1:], ":", "")
	if !ascii.IsDigits(digits) {
		return 0, false
	}
	var hh, mm int
	switch len(digits) {
	case 1, 2:
		hh, _ = strconv.Atoi(digits)
	case 4:
		hh, _ = strconv.Atoi(digits[:2])
		mm, _ = strconv.Atoi(digits[2:])
	default:
		return 0, false
	}
	if hh > 14 || mm > 59 {
		return 0, false
	}
	return sign * (hh*3600 + mm*60), true
}

func stripComments(s string) string {
	if !strings.ContainsRune(s, '(') {
		return s
	}
	var b strings.Builder
	depth := 0
	for _, r := range s {
		switch {
		case r == '(':
			depth++
		case r == ')' && depth > 0:
			depth--
		case depth == 0:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func isLetters(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i] | 0x20
		if c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}

// fromLineDate reads the date of an mbox From_ line ("From sender date"),
// skipping the sender, which may hold spaces ("user at domain").
func fromLineDate(line string) (time.Time, bool) {
	rest := strings.TrimPrefix(line, "From ")
	rest = strings.TrimLeft(rest, " \t")
	if i := strings.IndexAny(rest, " \t"); i >= 0 {
		rest = rest[i:]
	} else {
		return time.Time{}, false
	}
	return parseDate(rest)
}

// receivedDate reads the date after the last ";" of a Received header.
func receivedDate(v string) (time.Time, bool) {
	i := strings.LastIndexByte(v, ';')
	if i < 0 {
		return time.Time{}, false
	}
	return parseDate(v[i+1:])
}
