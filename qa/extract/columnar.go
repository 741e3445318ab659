package extract

import (
	"strings"
	"time"

	"reqap/ingest"
	"reqap/qa"
	"reqap/qa/otx"
	"reqap/qa/retrieve/lexicon"
)

var _ otx.ColumnExtractor = (*Extractor)(nil)

// FrozenField implements otx.ColumnExtractor: once the sample of (source,
// spec's attribute) froze it to a field, Extract gives an item of one
// event of source the attributes value returns for that field's value,
// or, when value says no (the event lacks the field or its value does
// not convert), decides for that item on its own. frozen is false when
// the mapping is not frozen to a field; decided says whether the sample
// is complete. scale, when not 0, says that a number of the field becomes
// the attribute times scale, whatever the zone, with nothing else added.
func (x *Extractor) FrozenField(source string, spec qa.AttrSpec) (key string, value func(v ingest.Value, loc *time.Location) ([]qa.Attr, bool), scale float64, frozen, decided bool) {
	x.sync()
	to, frozen, decided := x.Mapping(source, spec.Name)
	if !frozen || strings.HasPrefix(to, "@") {
		return "", nil, 0, false, decided
	}
	p := x.plan(spec)
	if p.class == lexicon.ClassPeople {
		return "", nil, 0, false, decided
	}
	if keepsNumber(spec.Type) && p.class != lexicon.ClassPlace {
		// fieldValue's number case, named (a place's name) aside.
		scale = scaleTo(to, spec.Name, p.class)
	}
	value = func(v ingest.Value, loc *time.Location) ([]qa.Attr, bool) {
		val, cur, ok := fieldValue(to, spec.Name, v, p.class, p.spec.Type, loc)
		if !ok {
			return nil, false
		}
		attrs := []qa.Attr{{Name: spec.Name, Value: p.named(val)}}
		return appendCurrency(attrs, spec.Name, spec.Type, cur), true
	}
	return to, value, scale, true, true
}
