package lexicon

import (
	"fmt"
	"slices"
	"strings"
	"unicode"

	"reqap/lang/tsv"
)

// Class says what kind of value an attribute holds.
type Class string

// Attribute classes.
const (
	ClassDate     Class = "date"
	ClassTime     Class = "time"
	ClassDateTime Class = "datetime"
	ClassDuration Class = "duration"
	ClassDistance Class = "distance"
	ClassMoney    Class = "money"
	ClassNumber   Class = "number"
	ClassPeople   Class = "people"
	ClassPlace    Class = "place"
	ClassCuisine  Class = "cuisine"
	ClassFood     Class = "food"
	ClassActivity Class = "activity"
	ClassText     Class = "text"
	ClassList     Class = "list"
	ClassBool     Class = "bool"
)

// ConceptKind is the kind of the concepts whose ids are the values of an
// attribute of the class (a workout's type is one of the sports), or ""
// where the values are no concepts' ids.
func (c Class) ConceptKind() string {
	switch c {
	case ClassCuisine:
		return "cuisine"
	case ClassActivity:
		return "sport"
	}
	return ""
}

var classes = map[Class]bool{
	ClassDate: true, ClassTime: true, ClassDateTime: true, ClassDuration: true, ClassDistance: true,
	ClassMoney: true, ClassNumber: true, ClassPeople: true, ClassPlace: true, ClassCuisine: true, ClassFood: true,
	ClassActivity: true, ClassText: true, ClassList: true, ClassBool: true,
}

// AttrRule says where the value of an attribute is found.
type AttrRule struct {
	// Name is the attribute name as listed in attributes.tsv.
	Name  string
	Class Class
	// Sources are field keys and @-entries (see attributes.tsv), in order
	// of preference.
	Sources []string
}

var specialSources = map[string]bool{
	"@start_date": true, "@start_time": true, "@start_datetime": true, "@end_date": true, "@end_time": true,
	"@end_datetime": true, "@year": true, "@month": true, "@weekday": true, "@hour": true, "@span": true,
	"@summary": true, "@text": true, "@coordinates": true, "@speed": true, "@words": true, "@town": true, "@country": true, "@job_title": true, "@employer": true, "@employers": true, "@transport": true,
}

func (lx *Lexicon) parseAttr(cols []string) error {
	if err := tsv.Exactly(cols, 3); err != nil {
		return err
	}
	class := Class(cols[1])
	if !classes[class] {
		return fmt.Errorf("unknown class %q", cols[1])
	}
	srcs := tsv.List(cols[2])
	if len(srcs) == 0 {
		return fmt.Errorf("no sources for %q", cols[0])
	}
	for _, s := range srcs {
		if strings.HasPrefix(s, "@") && !specialSources[s] {
			return fmt.Errorf("unknown entry %s", s)
		}
	}
	names := tsv.List(cols[0])
	if len(names) == 0 {
		return fmt.Errorf("no attribute names")
	}
	rule := &AttrRule{Name: names[0], Class: class, Sources: srcs}
	for _, n := range names {
		key := AttrKey(n)
		if key == "" {
			return fmt.Errorf("attribute name %q has no words", n)
		}
		if _, dup := lx.attrs[key]; dup {
			return fmt.Errorf("attribute name %q is listed twice", n)
		}
		lx.attrs[key] = rule
	}
	return nil
}

// BoolNames returns the names (normalized) by which attributes.tsv calls a
// yes-or-no field ("repeating" for recurring), the field's own name among
// them where it is listed, sorted.
func (lx *Lexicon) BoolNames(field string) []string {
	var out []string
	for name, r := range lx.attrs {
		if r.Class == ClassBool && slices.Contains(r.Sources, field) {
			out = append(out, name)
		}
	}
	slices.Sort(out)
	return out
}

// ListNames returns the names (normalized) by which attributes.tsv calls a
// list field that is the only place its attribute is read from ("alarm"
// for reminder), sorted; a list read from several fields ("files":
// attachments, files, media) names none of them alone.
func (lx *Lexicon) ListNames(field string) []string {
	var out []string
	for name, r := range lx.attrs {
		if r.Class == ClassList && len(r.Sources) == 1 && r.Sources[0] == field {
			out = append(out, name)
		}
	}
	slices.Sort(out)
	return out
}

// FieldOfClass reports whether an attribute of class c reads its value
// from field ("from" holds people: the sender's, the correspondents').
func (lx *Lexicon) FieldOfClass(field string, c Class) bool {
	for _, r := range lx.attrs {
		if r.Class == c && slices.Contains(r.Sources, field) {
			return true
		}
	}
	return false
}

// AttrKey normalizes an attribute name: lower case, words separated by
// single spaces ("amount_spent", "Amount Spent" and "amountSpent" are all
// "amount spent").
func AttrKey(name string) string {
	var b strings.Builder
	prevLower := false
	space := false
	for _, r := range name {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'':
			if unicode.IsUpper(r) && prevLower {
				space = true
			}
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(unicode.ToLower(r))
			prevLower = unicode.IsLower(r) || unicode.IsDigit(r)
		default:
			space = true
			prevLower = false
		}
	}
	return b.String()
}

// trailing words that name an attribute's form rather than its meaning.
var formWords = map[string]bool{"name": true, "names": true, "list": true, "details": true, "detail": true, "info": true, "value": true, "values": true, "of": true, "the": true}

// Attr returns the rule for an attribute name: the name itself, then
// without trailing form words ("artist names" → "artist") or a plural
// "s", then its word sequences from the longest, rightmost first
// ("purchase date" → "date", "avg heart rate" → "heart rate"); a single
// word only where it is the last, the compound's head.
func (lx *Lexicon) Attr(name string) (*AttrRule, bool) {
	key := AttrKey(name)
	if key == "" {
		return nil, false
	}
	if r, ok := lx.attrs[key]; ok {
		return r, true
	}
	words := strings.Fields(key)
	for len(words) > 1 && formWords[words[len(words)-1]] {
		words = words[:len(words)-1]
	}
	try := func(ws []string) (*AttrRule, bool) {
		k := strings.Join(ws, " ")
		if r, ok := lx.attrs[k]; ok {
			return r, true
		}
		if strings.HasSuffix(k, "s") && len(k) > 3 {
			if r, ok := lx.attrs[k[:len(k)-1]]; ok {
				return r, true
			}
		}
		return nil, false
	}
	if r, ok := try(words); ok {
		return r, true
	}
	for n := len(words) - 1; n >= 1; n-- {
		for start := len(words) - n; start >= 0; start-- {
			if n == 1 && start < len(words)-1 {
				// One word names the thing only as the compound's head,
				// its last word: "body" of "body mass index" is no text
				// body.
				continue
			}
			if r, ok := try(words[start : start+n]); ok {
				return r, true
			}
		}
	}
	return nil, false
}
