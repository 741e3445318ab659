package rules

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"reqap/index/catalog"
	"reqap/internal/lazyre"
	"reqap/lang/fold"
	"reqap/lang/weather"
	"reqap/qa"
	"reqap/qa/tree"
)

// weatherRE are the constructions of English that set the weather a thing
// was done in, or the days of it asked: "on rainy days", "on a sunny
// morning", "in rainy weather", "how many rainy days" (group 1); "in the
// rain", "in the snow" (group 2); "when it was raining", "while it
// rained", "when the weather was sunny", "how often did it rain" (group
// 3); "on how many rainy days" (4, the days counted); "was it sunny" (5).
var weatherRE = lazyre.New(`\b(?:(?:(?:on|during|in)\s+(?:a\s+|the\s+)?)?([a-z]+)\s+(?:` + weatherTimes + `|weather)|in\s+(?:the\s+)?([a-z]+)|(?:when|while|whenever|if|did|does|do)\s+(?:it|the\s+weather)\s+(?:(?:was|is|were|had\s+been|has\s+been)\s+)?([a-z]+)|\bon\s+how\s+many\s+([a-z]+)\s+days|\b(?:was|is)\s+it\s+([a-z]+))\b`)

// weatherTimes: the times a weather is said of ("rainy days", "a sunny
// morning").
const weatherTimes = `days?|mornings?|afternoons?|evenings?|nights?|weekends?`

// daysWereRE: the weather said of the days asked ("which days were
// rainy"), whose days a match of weatherRE before may have taken ("which
// days"); read as weatherRE's group 6.
var daysWereRE = lazyre.New(`\b(?:` + weatherTimes + `)\s+(?:was|were|had\s+been)\s+([a-z]+)\b`)

// daysWereGroup is the group, one past weatherRE's own, that a match of
// daysWereRE is read as.
const daysWereGroup = 6

// weatherCircumstance reads the weather a question sets ("on rainy days",
// "in the rain", "when it was sunny"): where a source of what is asked
// about records the weather (a Day One entry's "light rain"), the things
// are those whose weather is of that kind, by the values the library
// holds; where none does, it is said not recorded and left out. Searched
// for, it was found in what things are called ("Rainy Day", "Sunny
// Afternoon"), and passed for the weather.
func (p *parser) weatherCircumstance() {
	if p.env.Catalog() == nil {
		return
	}
	orig := newText(p.t.orig)
	ms := weatherRE().FindAllSubmatchIndex(orig.low, -1)
	for _, d := range daysWereRE().FindAllSubmatchIndex(orig.low, -1) {
		m := slices.Repeat([]int{-1}, 2*(daysWereGroup+1))
		m[0], m[1], m[2*daysWereGroup], m[2*daysWereGroup+1] = d[0], d[1], d[2], d[3]
		ms = append(ms, m)
	}
	for _, m := range ms {
		g := 1
		for g < len(m)/2-1 && m[2*g] < 0 {
			g++
		}
		stem := weather.Stem(string(orig.low[m[2*g]:m[2*g+1]]))
		if stem == "" || g == 2 && (stem != string(orig.low[m[2*g]:m[2*g+1]]) || stem == "shower") {
			// "in the rain", not "in the rainy": a noun after "the"; "in
			// the shower" is where one washes
			continue
		}
		a, b := m[0], m[1]
		if g == 4 || g == daysWereGroup {
			// "on how many rainy days", "which days were rainy": the days
			// are counted or asked, the weather is the word said of them
			a, b = m[2*g], m[2*g+1]
		}
		asNoun := false
		if g == 1 && p.f.Form == FormList && p.f.Val != nil && p.f.Val.Extract != nil && p.f.Val.Words == string(orig.low[a:b]) {
			// "rainy days in June", asked as a noun phrase alone: the
			// days of that weather, not a field named so
			if day := p.key(p.lx.groups.byID["day"]); day != nil {
				p.f.Val, asNoun = day, true
			}
		}
		if slices.ContainsFunc(strings.Fields(orig.original(m[2*g], b)), fold.Capitalised) {
			continue // a name ("Singing in the Rain"), not the question's first word ("Was it sunny")
		}
		if !asNoun && !p.freeOrLinkedWithin(a, b) {
			// "on stormy nights": the nights may be read as a time of day,
			// which stays; the weather is the words before it
			if b = m[2*g+1]; g != 1 || !p.freeOrLinkedWithin(a, b) {
				continue // read as something else
			}
		}
		had := len(p.weather)
		p.weatherOf(orig.original(a, b), stem, a, b)
		if w := wholeDayRE().FindIndex(orig.low[m[1]:]); w != nil && len(p.weather) > had {
			p.wholeDayWeather(m[1]+w[0], m[1]+w[1])
		}
		if (g == 1 || g == 4) && p.f.Form == FormCount && p.f.Measure == nil && howManyDaysRE().Match(orig.low[:m[1]]) {
			// "how many rainy days": the days counted, not the entries
			// saying rain (a day may have several)
			p.f.Form, p.f.Measure = FormSum, p.quantity(p.lx.measures.byID["days"])
		}
	}
}

// wholeDayRE: a weather said to have lasted the day ("did it rain all
// day", "the whole day").
var wholeDayRE = lazyre.New(`^\s+(?:all\s+day(?:\s+long)?|all\s+the\s+day|the\s+(?:whole|entire)\s+day)\b`)

// wholeDayWeather reads a weather that lasted the day, said at [a, b),
// as what was written: a weather recorded is of one moment (Day One's
// "light rain" when the entry was written), and only the text tells a
// day of it ("Rain all day."); "how many days did it rain all day" had
// counted every day with some rain. Where the recording sources keep no
// text, the words are said not recorded.
func (p *parser) wholeDayWeather(a, b int) {
	words := p.t.original(a, b)
	var fields []string
	for _, src := range p.weatherRecording() {
		for _, k := range textFields {
			if fl := src.Field(k); fl != nil && fl.Kind == "text" && !slices.Contains(fields, k) {
				fields = append(fields, k)
			}
		}
	}
	p.t.consume(a, b)
	if len(fields) == 0 {
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q is not recorded: the weather kept is of one moment of each day", words))
		return
	}
	var conds []string
	var needs []attrSpec
	for _, k := range fields {
		for _, w := range []string{"all day", "whole day", "entire day"} {
			conds = append(conds, fmt.Sprintf("says(%s ?? \"\", %q)", k, w))
		}
		needs = append(needs, attrSpec{k, qa.TypeText})
	}
	cond, _ := anyOf(conds, nil)
	p.f.Content = append(p.f.Content, Cond{Expr: cond, Words: words, Needs: needs})
}

// howManyDaysRE is a count of days of a weather ending what it matches:
// "how many rainy days".
var howManyDaysRE = lazyre.New(`\bhow\s+many\s+(?:[a-z]+\s+)?[a-z]+\s+days$`)

// weatherOf sets or says unrecorded the weather of stem said at [a, b).
func (p *parser) weatherOf(words, stem string, a, b int) {
	var srcs, recording []*catalog.Source
	act := p.f.act
	for i := range p.env.Catalog().Sources {
		src := &p.env.Catalog().Sources[i]
		if act != nil && act.Structured && !slices.Contains(act.Sources, src.Name) {
			continue
		}
		srcs = append(srcs, src)
	}
	// any source's: a day's weather holds for the things of another
	// source done that day (weatherSources)
	recording = p.weatherRecording()
	if len(recording) == 0 {
		if act == nil || !act.Structured || len(srcs) == 0 {
			return // searched for in what was written
		}
		p.t.consume(a, b)
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q is not recorded (your %s records do not say what the weather was): this answers the question without it", words, sourceLabels(srcs)))
		return
	}
	cond, held, found := weatherCond(recording, stem)
	if !found {
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("no record says the weather was %q (the weather recorded: %s)", stem, strings.Join(held, ", ")))
	}
	p.addEntity([]int{a, b}, words, &attrSpec{Name: "weather", Type: qa.TypeText}, cond)
	p.weather = append(p.weather, p.f.Content[len(p.f.Content)-1])
	// "was it windy when I ran by the lake": a "no" is of the days whose
	// weather a record keeps, and said as if of every run
	p.fieldCoverage("weather", "the weather")
	for _, src := range recording {
		if !slices.Contains(p.weatherSrcs, src.Name) {
			p.weatherSrcs = append(p.weatherSrcs, src.Name)
		}
	}
}

// weatherRecording are the sources of the library that record the
// weather.
func (p *parser) weatherRecording() []*catalog.Source {
	var recording []*catalog.Source
	for i := range p.env.Catalog().Sources {
		src := &p.env.Catalog().Sources[i]
		if slices.ContainsFunc(src.Fields, func(fl catalog.Field) bool { return fl.Key == "weather" }) {
			recording = append(recording, src)
		}
	}
	return recording
}

// weatherCond is the condition of the weather of stem by the values the
// recording sources hold ("weather in ["light rain", "rain"]"), the
// values held, and whether any is of that kind.
func weatherCond(recording []*catalog.Source, stem string) (cond string, held []string, found bool) {
	var vals []string
	for _, src := range recording {
		for _, fl := range src.Fields {
			if fl.Key != "weather" {
				continue
			}
			for _, v := range fl.Values {
				low := strings.ToLower(v.Text)
				if !slices.Contains(held, low) {
					held = append(held, low)
				}
				if !slices.Contains(vals, low) && slices.ContainsFunc(strings.Fields(low), func(w string) bool { return strings.HasSuffix(weatherWord(w), stem) }) {
					vals = append(vals, low)
				}
			}
		}
	}
	var q []string
	for _, v := range vals {
		q = append(q, quote(v))
	}
	if len(vals) == 0 {
		return fmt.Sprintf("weather == %s", quote(stem)), held, false
	}
	return fmt.Sprintf("weather in [%s]", strings.Join(q, ", ")), held, true
}

// weatherWord is the weather noun a word of a recorded weather is or ends
// in ("thunderstorms": thunderstorm, "sunny": sun), or the word itself.
func weatherWord(w string) string {
	if s := weather.Stem(w); s != "" {
		return s
	}
	if s, ok := strings.CutSuffix(w, "s"); ok {
		return s
	}
	return w
}

// weatherSources narrows the question's sources to those that record the
// weather it sets: only they can have any ("my mood on sunny days" of
// journal entries, notes and workouts are the notes'). Where none of the
// sources asked of records it, the weather is of the days: the things
// asked of done on a day whose record says that weather ("songs I played
// on rainy days": on the days a journal entry says rain).
func (p *parser) weatherSources() {
	if len(p.weatherSrcs) == 0 {
		return
	}
	if len(p.f.Sources) == 0 {
		p.f.Sources = slices.Clone(p.weatherSrcs)
		return
	}
	var kept []string
	for _, s := range p.f.Sources {
		if slices.Contains(p.weatherSrcs, s) && !slices.Contains(kept, s) {
			kept = append(kept, s)
		}
	}
	if len(kept) > 0 {
		p.f.Sources = kept
		return
	}
	for _, w := range p.weather {
		p.f.Content = slices.DeleteFunc(p.f.Content, func(c Cond) bool { return c.Expr == w.Expr && c.Words == w.Words })
		p.f.Temporal = append(p.f.Temporal, p.weatherDays(w, p.weatherSrcs))
	}
}

// weatherSides are the two weathers a comparison weighs ("was I happier
// on sunny days or on rainy days", "did I run more on sunny days than on
// rainy days"): the things of each, where a source asked of records the
// weather, else those of the days a record says it (as weatherSources
// reads one weather); nil unless two weathers the library records are
// said.
func (p *parser) weatherSides() []Side {
	if p.env.Catalog() == nil {
		return nil
	}
	recording := p.weatherRecording()
	if len(recording) == 0 {
		return nil
	}
	own := p.f.act == nil || slices.ContainsFunc(recording, func(s *catalog.Source) bool { return slices.Contains(p.f.act.Sources, s.Name) })
	var srcs []string
	for _, s := range recording {
		srcs = append(srcs, s.Name)
	}
	orig := newText(p.t.orig)
	var sides []Side
	var spans [][2]int
	// ("which days were rainy", daysWereRE, names no weather of a side)
	for _, m := range weatherRE().FindAllSubmatchIndex(orig.low, -1) {
		if m[2] < 0 {
			continue // "on rainy days": a weather said of the days
		}
		stem := weather.Stem(string(orig.low[m[2]:m[3]]))
		if stem == "" || slices.ContainsFunc(strings.Fields(orig.original(m[2], m[1])), fold.Capitalised) {
			continue
		}
		cond, _, found := weatherCond(recording, stem)
		if !found {
			return nil
		}
		words := strings.TrimSpace(orig.original(m[0], m[1]))
		c := Cond{Expr: cond, Words: words, Needs: []attrSpec{{Name: "weather", Type: qa.TypeText}}}
		if !own {
			c = p.weatherDays(c, srcs)
		}
		sides = append(sides, Side{Label: labelOf(words), Conds: []Cond{c}})
		spans = append(spans, [2]int{m[0], m[1]})
	}
	if len(sides) != 2 {
		return nil
	}
	for _, sp := range spans {
		p.freeOrLinkedWithin(sp[0], sp[1]) // a weather linked as a value ("sunny") is the side's
		p.t.consume(sp[0], sp[1])
	}
	if own && p.f.act == nil {
		p.f.Sources = srcs
	}
	return sides
}

// weatherDays is the condition of the days a record of srcs says the
// weather of c: things of a source that records none were done on them.
func (p *parser) weatherDays(c Cond, srcs []string) Cond {
	name := p.refName("days")
	q := "my records of the weather"
	in := &tree.Node{Op: tree.RETRIEVE, Question: q, Args: tree.Args{Query: "everything", Sources: slices.Clone(srcs)}}
	in = &tree.Node{Op: tree.EXTRACT, Question: q + " with weather", Args: tree.Args{Attrs: []string{"weather"}, Types: []string{string(qa.TypeText)}}, Inputs: []*tree.Node{in}}
	in = &tree.Node{Op: tree.FILTER, Question: q + " " + c.Words, Args: tree.Args{Condition: c.Expr}, Inputs: []*tree.Node{in}}
	ref := &tree.Node{Op: tree.APPLY, Question: "days " + c.Words, Args: tree.Args{Fn: "unique(map(items, .start_date))"}, Inputs: []*tree.Node{in}}
	return Cond{Expr: fmt.Sprintf("%s in %s", dateAttr, name), Words: c.Words, Refs: map[string]*tree.Node{name: ref}}
}

// weatherEllipsisRE: two weathers said of one noun of days, the first
// without it ("on sunny or on rainy days", "on sunny or rainy days"):
// groups 1 the preposition, 2 and 3 the weathers, 4 the noun.
var weatherEllipsisRE = lazyre.New(`(?i)\b(on|during|in)\s+([a-z]+)\s+or\s+(?:(?:on|during|in)\s+)?([a-z]+)\s+(days|mornings|afternoons|evenings|nights|weekends|weather)\b`)

// weatherEllipsis says the noun English leaves out after the first of two
// weathers again ("on sunny or on rainy days": on sunny days or on rainy
// days), so each is a weather of the days.
func weatherEllipsis(s string) string {
	return weatherEllipsisRE().ReplaceAllStringFunc(s, func(m string) string {
		g := weatherEllipsisRE().FindStringSubmatch(m)
		if weather.Stem(strings.ToLower(g[2])) == "" || weather.Stem(strings.ToLower(g[3])) == "" {
			return m
		}
		return fmt.Sprintf("%s %s %s or %s %s %s", g[1], g[2], g[4], g[1], g[3], g[4])
	})
}

// temperatureBoundRE: a bound on the temperature, said by a comparison and
// a number of degrees (group 1 the comparison, 2 the number, 3 to 5 the
// unit written after it, by its letter or its name: "below 5 degrees",
// "warmer than 25 °C", "over 80 degrees Fahrenheit"), or by the freezing
// point (group 6 the comparison, 7 freezing or zero: "below freezing",
// "under zero").
var temperatureBoundRE = lazyre.New(`\b(` + boundSides + `|warmer\s+than|colder\s+than|hotter\s+than|cooler\s+than|higher\s+than|lower\s+than)\s+(-?\d+(?:[.,]\d+)?|zero)\s*(?:°\s*(c|f)\b|°|degrees?(?:\s+(?:(celsius|centigrade|fahrenheit)|(c|f)\b))?)|\b(below|under|above|over)\s+(freezing|zero)\b`)

// temperatureBounds reads a bound on the temperature ("was it ever below
// 5 degrees", "days warmer than 25 °C", "below freezing") as one on the
// temperature the library records (a journal's weather), in its unit:
// degrees said without one are the library's. Read as nothing, "below 5"
// was a count of fewer than five things found and "degrees" a word
// searched for.
func (p *parser) temperatureBounds() {
	t := p.t
	for _, m := range t.findAll(temperatureBoundRE()) {
		if t.usedIn(m[0], m[1]) {
			continue
		}
		var side, num, unit string
		if m[12] >= 0 {
			side, num = t.group(m, 6), "0"
			if t.group(m, 7) == "zero" {
				unit = "" // "below zero": of whichever scale the library keeps
			} else {
				unit = "c" // freezing is 0 °C
			}
		} else {
			side, num = t.group(m, 1), strings.ReplaceAll(t.group(m, 2), ",", ".")
			if num == "zero" {
				num = "0"
			}
			for g := 3; g <= 5; g++ {
				if u := t.group(m, g); u != "" {
					unit = u[:1]
				}
			}
		}
		op := opOf(side)
		words := t.original(m[0], m[1])
		ms := p.fieldMeasure("temperature")
		if ms == nil {
			t.consume(m[0], m[1])
			p.f.Content = append(p.f.Content, Cond{Expr: "temperature != nil", Words: words, Needs: []attrSpec{{Name: "temperature", Type: qa.TypeNumber}}})
			p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q: no temperature is recorded in your library", words))
			continue
		}
		kept := "c" // the unit the library keeps, by its field's name
		if strings.HasSuffix(ms.Attr, "_f") {
			kept = "f"
		}
		v := number(num)
		switch {
		case unit == "":
			if m[12] < 0 {
				p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q read in °%s, the unit your library records", words, strings.ToUpper(kept)))
			}
		case unit == "c" && kept == "f":
			v = v*9/5 + 32
		case unit == "f" && kept == "c":
			v = math.Round((v-32)*5/9*10) / 10
		}
		p.addContent([]int{m[0], m[1]}, ms.Extract, fmt.Sprintf("%s %s %s", ms.Attr, op, fmtNum(v)))
		// "was the temperature ever below zero": the word names what the
		// bound is read on; left, it was said not understood
		p.consumeWord(`\btemperatures?\b`)
		// how few of the records keep the temperature where not all do
		// (a journal's weather, of one app's entries): a "no" is of
		// those alone, not of every day written about
		p.fieldCoverage(ms.Attr, "the temperature")
	}
}

// fieldCoverage says how few of the records keep field, which is what:
// a "no" is of those alone.
func (p *parser) fieldCoverage(field, what string) {
	for i := range p.env.Catalog().Sources {
		src := &p.env.Catalog().Sources[i]
		if fl := src.Field(field); fl != nil && fl.Events < src.Events {
			note := fmt.Sprintf("%s is recorded in %d of your %d %s records only", what, fl.Events, src.Events, sourceLabels([]*catalog.Source{src}))
			if !slices.Contains(p.f.Notes, note) {
				p.f.Notes = append(p.f.Notes, note)
			}
		}
	}
}

// fieldWeighed reads two sides weighed by a field of numbers the question
// names, which no measure is ("was the temperature higher in July or in
// June"), as each side's average of it, where it is recorded: not how
// many records each side holds, the field left not understood.
func (p *parser) fieldWeighed() {
	f := p.f
	if f.Form != FormCompare || f.Measure != nil || f.act != nil || len(f.Sides) != 2 || p.lk == nil || p.env.Catalog() == nil {
		return // (a doing weighed is measured as its own: "did I sleep more")
	}
	for _, s := range p.lk.fields {
		m := p.numberField(s)
		if m == nil {
			continue
		}
		if p.taken(s) {
			continue // read already
		}
		srcs := p.sourcesOf(m.Extract.Name)
		if len(srcs) == 0 {
			return
		}
		p.t.consume(p.spanBytes(s))
		f.Measure, f.Average = p.quantity(m), true
		f.Sources, f.Query, f.Subject = srcs, "everything", p.subjectOf(srcs)
		return
	}
}
