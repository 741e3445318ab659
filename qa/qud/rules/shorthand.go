package rules

import (
	"strconv"
	"strings"

	"reqap/internal/lazyre"
	"reqap/lang/spell"
	"reqap/lang/stem"
	"reqap/lang/thesaurus"
	"reqap/qa"
	rlex "reqap/qa/retrieve/lexicon"
)

// Shorthand of quick questions whose reading depends on the words around
// it, so that abbreviations.tsv (one reading each) cannot hold it.
var (
	// slashPerRE: "hrs/wk", "$/mo", "km/run", "$/order": a slash before a
	// unit of time or a word of three letters or more is per ("and/or",
	// "w/o", "w/ bad", "km/h", "AC/DC" are not).
	slashPerRE = lazyre.New(`(?i)((?:^|[\s(])[\p{L}\p{N}$][\p{L}\p{N}]*)/(mo|mth|wk|yr|hr|\p{L}{3,})\b`)
	// moRE: "mo", "mth" a month, "mos", "mths" months, unless a day
	// follows or "on" goes before (Monday: "on mo", "mo 3 feb").
	moRE = lazyre.New(`(?i)(^|[\s(])(on\s+)?(mos|mths|mo|mth)\b(\s*\d{1,2}\b)?`)
	// compareSymRE: the signs of comparison between words ("runs > 10
	// km", "items < $5").
	compareSymRE = lazyre.New(`(\S)\s*(>=|≥|<=|≤|>|<)\s*(\S)`)
	// gluedUnitRE: a unit written onto its number ("10km", "1hr", "30mins").
	gluedUnitRE = lazyre.New(`(?i)\b(\d+(?:\.\d+)?)(kms?|mi|miles?|hrs?|hours?|mins?|minutes?|secs?|kg|kgs|lbs?|kcal)\b`)
	// thousandRE: a number of thousands written with "k" before the
	// noun of what it counts ("10k steps", "2.5k calories"); group 2 the
	// noun, which countedMeasure checks.
	thousandRE = lazyre.New(`(?i)\b(\d+(?:\.\d+)?)k\s+(\p{L}+)`)
	// ordinalRE: an ordinal in digits before a word that is no month
	// ("1st email from Bill": the first; "1st of May", "May 1st" are days).
	ordinalRE = lazyre.New(`(?i)(^|[\s(])(1st|2nd|3rd|4th|5th|6th|7th|8th|9th|10th)(\s+[\p{L}]+|\s*[&,?]|\s*$)`)
	// theDayRE: the article before an ordinal that, with no noun after
	// it, is a day of the month ("on the 3rd", "Saturday the 4th").
	theDayRE = lazyre.New(`(?i)\bthe\s+$`)
	// ordinalMonthRE: a month or "of" after an ordinal: a day.
	ordinalMonthRE = lazyre.New(`(?i)^(?:of|jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december)$`)
	// diffWordRE: "diff", the difference before between, of, in or nothing,
	// else different ("# diff artists").
	diffWordRE = lazyre.New(`(?i)(^|[\s(])diff\b(\s+(?:between|of|in|from|vs|versus)\b|\s*[?:]?\s*$)?`)
	// numberOneRE: "#1", "no. 1", number one, the top ("#1 artist 2023",
	// "my number one artist").
	numberOneRE = lazyre.New(`(?i)(^|[\s(])(?:#\s?1|no\.?\s?1|number\s+one)\b`)
	// timesXRE: "2x", "10x": so many times ("songs played 2x or more").
	timesXRE = lazyre.New(`(?i)(^|[\s(])(\d+)x([\s?,.!)]|$)`)
	// andOrRE: "and/or", "&/or": either.
	andOrRE = lazyre.New(`(?i)\s(?:and|&)/or\s`)
	// letterCompoundRE: a word begun by a letter and a hyphen ("e-books",
	// "E-mails"), which English writes run together as well ("ebooks").
	letterCompoundRE = lazyre.New(`(^|[^\p{L}\p{N}'’-])(\p{L})-(\p{L}{2,})\b`)
	// totRE: "tot", the total, unless a determiner makes it a child.
	totRE = lazyre.New(`(?i)(^|[\s(])((?:a|the|my|our|your|little)\s+)?tot\b`)
	// countTagRE: "how many", "how much" or "#" said after keywords
	// ("days w/ bad mood 2025 #", "events 2023 - how many", "badminton
	// 2020 how many times", "swims - how often").
	countTagRE = lazyre.New(`(?i)^\s*(\S.*?)\s*(?:[-:,]\s*)?(how\s+many(?:\s+(?:distinct|different|unique|times))?|how\s+much|how\s+often|#)\s*\??\s*$`)
	// keywordsEndRE: keywords that end a sentence; countOfTimesRE: the
	// tags of a number of times.
	keywordsEndRE  = lazyre.New(`[.!?]\s*$`)
	countOfTimesRE = lazyre.New(`(?i)times|often`)
	// playCountRE: the play count of a thing, as players write it ("Rooftop
	// by Ashen Crown play count", "stream count for Rooftop"): how many
	// plays of it (group 2 or 3 the thing).
	playCountRE = lazyre.New(`(?i)^\s*(?:(?:my\s+|the\s+)?(?:play|stream|listen)\s+count\s+(?:of|for)\s+(.+?)|(.+?)\s*[-:,]?\s+(?:play|stream|listen)\s+count)\s*\??\s*$`)
	// listTagRE: "list" said after keywords and a dash or colon.
	listTagRE = lazyre.New(`(?i)^\s*(\S.*?)\s*[-:]\s*(?:list|list\s+them|all)\s*[?.!]?\s*$`)
	// dateTagRE: "date" said last in keywords, asking when ("last order
	// date", "first run - date?").
	dateTagRE = lazyre.New(`(?i)(\S)\s+(?:[-:]\s*)?date\s*\??\s*$`)
	// shortYearRE: a year written with two digits after an apostrophe
	// ("dec '23"), read as POSIX reads %y (69-99 the 1900s, else the
	// 2000s); not "'90s", a decade, nor after "of" ("Summer of '69").
	shortYearRE = lazyre.New(`(^|\s)(of\s+)?['’‘](\d\d)\b([^s]|$)`)
	// dollarRE: "$" written alone, not before an amount ("$ spent in
	// 2019", "avg order $"), is the amount of money.
	dollarRE = lazyre.New(`(^|[\s(])\$([\s?:,)]|$)`)
	// auxByRE: "by" where a verb must stand, after an auxiliary and its
	// subject ("did I by in 2020", "what did I by on Amazon"), before what
	// may follow a verb but no preposition's object (a time, a
	// determiner of what was bought): "buy" misspelt as its homophone
	// ("did I by any chance", "did I get by" stay).
	auxByRE = lazyre.New(`(?i)(\b(?:did|do|does|didn'?t|don'?t|doesn'?t|will|would|should|can|could)\s+(?:i|we|you|they|he|she)\s+)by(\s+(?:a|an|my|some|more|in|on|at|from|for|during|last|this|since|before|after|with|off)\b|\s*[?.!]?\s*$)`)
	// hrRE: "hr", an hour after a number or per ("2 hr", "per hr"),
	// otherwise a heart rate where the library holds one ("avg hr on runs").
	hrRE = lazyre.New(`(?i)(^|[\s(])(\d+(?:\.\d+)?\s*|(?:per|a|an|each|every|one|half an?)\s+)?hr\b`)
)

// expandShorthand writes out the shorthand of q whose reading depends on
// the words around it or on what the library holds, returning what it read
// as what ("mo → month").
func (d *Decomposer) expandShorthand(q string) (string, []string) {
	var said []string
	q = slashPerRE().ReplaceAllStringFunc(q, func(m string) string {
		sm := slashPerRE().FindStringSubmatch(m)
		if w := strings.ToLower(strings.TrimLeft(sm[1], " \t(")); w == "w" || w == "b" || strings.EqualFold(sm[2], "or") || strings.EqualFold(sm[2], "and") {
			// "w/lena": with
			return m
		}
		said = append(said, "/ → per")
		return sm[1] + " per " + sm[2]
	})
	q = moRE().ReplaceAllStringFunc(q, func(m string) string {
		sm := moRE().FindStringSubmatch(m)
		if sm[2] != "" || sm[4] != "" {
			return m
		}
		w := "month"
		if strings.HasSuffix(strings.ToLower(sm[3]), "s") {
			w = "months"
		}
		said = append(said, sm[3]+" → "+w)
		return sm[1] + w
	})
	q = compareSymRE().ReplaceAllStringFunc(q, func(m string) string {
		sm := compareSymRE().FindStringSubmatch(m)
		w := map[string]string{">": "more than", "<": "less than", ">=": "at least", "≥": "at least", "<=": "at most", "≤": "at most"}[sm[2]]
		said = append(said, sm[2]+" → "+w)
		return sm[1] + " " + w + " " + sm[3]
	})
	q = gluedUnitRE().ReplaceAllString(q, "$1 $2")
	q = thousandRE().ReplaceAllStringFunc(q, func(m string) string {
		sm := thousandRE().FindStringSubmatch(m)
		if !d.countedMeasure(sm[2]) {
			return m // "a 5k run", "my 10k time": a race's kilometres
		}
		v, err := strconv.ParseFloat(sm[1], 64)
		if err != nil {
			return m
		}
		n := strconv.FormatFloat(v*1000, 'f', -1, 64)
		said = append(said, sm[1]+"k → "+n)
		return n + " " + sm[2]
	})
	var ords []string
	sms := ordinalRE().FindAllStringSubmatchIndex(q, -1)
	for i := len(sms) - 1; i >= 0; i-- {
		sm := sms[i]
		next := q[sm[6]:sm[7]]
		if ordinalMonthRE().MatchString(strings.TrimSpace(next)) || theDayRE().MatchString(q[:sm[4]]) && spokenDayNextRE().MatchString(next) {
			// "the 3rd of May", and "on the 3rd", "the 3rd?" with no
			// noun after: a day of the month
			continue
		}
		ord := q[sm[4]:sm[5]]
		w := ordinalName(ordinalValue(ord))
		ords = append([]string{ord + " → " + w}, ords...)
		q = q[:sm[4]] + w + q[sm[5]:]
	}
	said = append(said, ords...)
	q = diffWordRE().ReplaceAllStringFunc(q, func(m string) string {
		sm := diffWordRE().FindStringSubmatch(m)
		w := "different"
		if sm[2] != "" {
			w = "difference"
		}
		said = append(said, "diff → "+w)
		return sm[1] + w + sm[2]
	})
	q = numberOneRE().ReplaceAllStringFunc(q, func(m string) string {
		sm := numberOneRE().FindStringSubmatch(m)
		said = append(said, strings.TrimSpace(m[len(sm[1]):])+" → top")
		return sm[1] + "top"
	})
	q = timesXRE().ReplaceAllStringFunc(q, func(m string) string {
		sm := timesXRE().FindStringSubmatch(m)
		w := sm[2] + " times"
		if sm[2] == "1" {
			w = "once"
		} else if sm[2] == "2" {
			w = "twice"
		}
		said = append(said, sm[2]+"x → "+w)
		return sm[1] + w + sm[3]
	})
	q = letterCompoundRE().ReplaceAllStringFunc(q, func(m string) string {
		sm := letterCompoundRE().FindStringSubmatch(m)
		if w := sm[2] + sm[3]; d.knownWord(w) {
			// "e-books": ebooks, a word the lexicons know, where its
			// letter alone is none
			said = append(said, strings.TrimPrefix(m, sm[1])+" → "+w)
			return sm[1] + w
		}
		return m
	})
	q = andOrRE().ReplaceAllStringFunc(q, func(m string) string {
		said = append(said, strings.TrimSpace(m)+" → or")
		return " or "
	})
	q = totRE().ReplaceAllStringFunc(q, func(m string) string {
		sm := totRE().FindStringSubmatch(m)
		if sm[2] != "" {
			return m
		}
		said = append(said, "tot → total")
		return sm[1] + "total"
	})
	if sm := countTagRE().FindStringSubmatch(q); sm != nil && !firstQuestionRE().MatchString(sm[1]) && !strings.HasSuffix(sm[1], "#") && !(keywordsEndRE().MatchString(sm[1]) && countOfTimesRE().MatchString(sm[2])) {
		// ("I went running a lot in 2022. How many times?" is a
		// statement and its question, read elsewhere)
		// the question asked of the keywords, said first as asked
		tag := strings.ToLower(strings.Join(strings.Fields(sm[2]), " "))
		if tag == "#" {
			tag = "how many"
		}
		said = append(said, strings.TrimSpace(sm[2])+" said last → "+tag)
		q = tag + " " + sm[1]
	}
	if sm := playCountRE().FindStringSubmatch(q); sm != nil && !firstQuestionRE().MatchString(sm[1]+sm[2]) {
		said = append(said, "play count → how many plays of")
		q = "how many plays of " + sm[1] + sm[2]
	}
	if sm := listTagRE().FindStringSubmatch(q); sm != nil && !firstQuestionRE().MatchString(sm[1]) {
		// "shows watched - list": the keywords listed
		said = append(said, "list said last → list first")
		q = "list " + sm[1]
	}
	if !clauseWordRE().MatchString(q) {
		q = dateTagRE().ReplaceAllStringFunc(q, func(m string) string {
			said = append(said, "date → when")
			return dateTagRE().FindStringSubmatch(m)[1] + " when"
		})
	}
	q = auxByRE().ReplaceAllStringFunc(q, func(m string) string {
		// "how many bananas did i by": after the auxiliary and its
		// subject a verb stands, and "by" is none: its homophone "buy"
		said = append(said, "by → buy")
		sm := auxByRE().FindStringSubmatch(m)
		return sm[1] + "buy" + sm[2]
	})
	q = shortYearRE().ReplaceAllStringFunc(q, func(m string) string {
		sm := shortYearRE().FindStringSubmatch(m)
		if sm[2] != "" {
			return m
		}
		y := "20" + sm[3]
		if sm[3] >= "69" {
			y = "19" + sm[3]
		}
		said = append(said, "'"+sm[3]+" → "+y)
		return sm[1] + y + sm[4]
	})
	q = dollarRE().ReplaceAllStringFunc(q, func(m string) string {
		sm := dollarRE().FindStringSubmatch(m)
		said = append(said, "$ → amount")
		return sm[1] + "amount" + sm[2]
	})
	heart := d.holdsHeartRate()
	q = hrRE().ReplaceAllStringFunc(q, func(m string) string {
		sm := hrRE().FindStringSubmatch(m)
		if sm[2] == "" && heart {
			said = append(said, "hr → heart rate")
			return sm[1] + "heart rate"
		}
		said = append(said, "hr → hour")
		return sm[1] + sm[2] + "hour"
	})
	return q, said
}

// holdsHeartRate reports whether the library holds a heart rate.
func (d *Decomposer) holdsHeartRate() bool {
	if d.env == nil || d.env.Catalog() == nil {
		return false
	}
	for _, src := range d.env.Catalog().Sources {
		for _, f := range src.Fields {
			if strings.Contains(f.Key, "heart_rate") {
				return true
			}
		}
	}
	return false
}

// knownWord reports whether a word is one the lexicons, the dictionary or
// the library's own words know.
func (d *Decomposer) knownWord(w string) bool {
	low := strings.ToLower(w)
	if d.lx.knows(low) || spell.English(low) || thesaurus.Noun(low) {
		return true
	}
	if rl, err := rlex.Default(); err == nil {
		if p := rl.Parse(low); len(p.Concepts) > 0 || len(p.Cues) > 0 {
			return true
		}
	}
	return d.env != nil && d.env.Catalog() != nil && d.env.Catalog().Terms[stem.Word(low)] > 0
}

// countedMeasure reports whether w names a measure that is a number of
// things counted or an amount of money (steps, calories, likes), in which
// "10k" is ten thousand; before a distance or a time, or any other noun, it
// stays a race's kilometres ("a 10k run").
func (d *Decomposer) countedMeasure(w string) bool {
	m, ok := d.lx.measures.phrases.lookup(strings.ToLower(w))
	if !ok || m.Extract == nil {
		return false
	}
	switch m.Extract.Type {
	case qa.TypeNumber, qa.TypeMoney:
		return true
	}
	return false
}
