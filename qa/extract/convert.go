package extract

import (
	"strings"
	"time"

	"reqap/ingest"
	"reqap/lang/measure"
	"reqap/lang/money"
	"reqap/qa"
	"reqap/qa/retrieve/lexicon"
)

// unitFactor is the factor that turns a number stored under key into the
// unit of class: seconds for durations, kilometres for distances. Keys
// name their unit after the last underscore (ingest's conventions:
// duration_s, duration_ms, duration_min, distance_km, distance_m,
// distance_mi), and lang/measure knows what each unit is; a unit it does
// not know is taken as the class's own.
func unitFactor(key string, class lexicon.Class) float64 {
	i := strings.LastIndexByte(key, '_')
	if i < 0 {
		return 1
	}
	u := key[i+1:]
	f, ok := 0.0, false
	switch class {
	case lexicon.ClassDuration:
		// A key's _m is metres, never minutes (those are _min).
		if u != "m" {
			f, ok = measure.Seconds(1, u)
		}
	case lexicon.ClassDistance:
		f, ok = measure.Km(1, u)
	}
	if !ok {
		return 1
	}
	return f
}

// classTypes pairs the classes of attributes with the types of their
// values. Measures are converted to their type when EXTRACT asks for none:
// numbers, durations, distances and money are read from text ("5.2 km"),
// the rest stays as found.
var classTypes = []struct {
	class   lexicon.Class
	typ     qa.AttrType
	measure bool
}{
	{lexicon.ClassDate, qa.TypeDate, false},
	{lexicon.ClassTime, qa.TypeTime, false},
	{lexicon.ClassDateTime, qa.TypeDateTime, false},
	{lexicon.ClassDuration, qa.TypeDuration, true},
	{lexicon.ClassDistance, qa.TypeDistance, true},
	{lexicon.ClassMoney, qa.TypeMoney, true},
	{lexicon.ClassNumber, qa.TypeNumber, true},
	{lexicon.ClassList, qa.TypeList, false},
	{lexicon.ClassBool, qa.TypeBool, false},
}

// defaultType is the type a class converts to when EXTRACT asks for none:
// a measure's type, else none.
func defaultType(c lexicon.Class) qa.AttrType {
	for _, ct := range classTypes {
		if ct.class == c && ct.measure {
			return ct.typ
		}
	}
	return ""
}

// scaleTo is the factor that turns a number of field key into attribute
// name: the unit the key names (unitFactor), unless the attribute is the
// field itself, which keeps the unit its name says ("stand_goal_hours"
// asked is 12 h, not 43200).
func scaleTo(key, name string, class lexicon.Class) float64 {
	if key == name {
		return 1
	}
	return unitFactor(key, class)
}

// fieldValue converts a field's value to typ, applying the unit its key
// names for durations and distances (none when name, the attribute asked,
// is the key). For money it also returns the currency written in a text
// value.
func fieldValue(key, name string, v ingest.Value, class lexicon.Class, typ qa.AttrType, loc *time.Location) (val any, currency string, ok bool) {
	if v.Kind == ingest.KindNumber {
		n := v.Num * scaleTo(key, name, class)
		if keepsNumber(typ) {
			return n, "", true
		}
		val, ok = qa.Convert(n, typ, loc)
		return val, "", ok
	}
	if v.Kind == ingest.KindText && (typ == qa.TypeMoney || typ == "" && class == lexicon.ClassMoney) {
		amount, cur, ok := money.Parse(v.Str)
		return amount, cur, ok
	}
	return convert(v.Any(), typ, loc)
}

// keepsNumber reports whether a field's number read as typ is the number
// itself, times its key's unit: no type asked, or a quantity's.
func keepsNumber(typ qa.AttrType) bool {
	switch typ {
	case "", qa.TypeNumber, qa.TypeDuration, qa.TypeDistance, qa.TypeMoney:
		return true
	}
	return false
}

// convert converts a raw value to typ ("" keeps it). Unlike qa.Convert, a
// text becomes a one-element list unless it is written as a list ("[a,
// b]" or "a; b"): "Simon and Garfunkel" is one artist.
func convert(v any, typ qa.AttrType, loc *time.Location) (any, string, bool) {
	if typ == qa.TypeList {
		if s, ok := v.(string); ok {
			s = strings.TrimSpace(s)
			if strings.HasPrefix(s, "[") || strings.Contains(s, ";") {
				l := qa.SplitList(s)
				return l, "", len(l) > 0
			}
			return []string{s}, "", s != ""
		}
	}
	if typ == qa.TypeMoney {
		if s, ok := v.(string); ok {
			amount, cur, ok := money.Parse(s)
			return amount, cur, ok
		}
	}
	out, ok := qa.Convert(v, typ, loc)
	return out, "", ok
}
