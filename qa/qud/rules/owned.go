package rules

import (
	"strings"

	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/lang/plural"
	"reqap/lang/thesaurus"
	rlex "reqap/qa/retrieve/lexicon"
)

// ownedRE: a question of which thing of a kind I have ("what camera do I
// have", "which laptop do I own", "what phone do you use now", "what kind
// of car do I drive"): group 1 the kind, said in one to three words.
var ownedRE = lazyre.New(`(?i)^\s*(?:what|which)\s+(?:(?:kind|sort|type|make|brand|model)s?\s+of\s+)?((?:\p{L}+\s+){0,2}?\p{L}+)\s+(?:do|did|does)\s+(?:i|we|you)\s+(?:currently\s+|still\s+|actually\s+)?(?:have|own|use|drive|ride|wear)(?:\s+(?:now|currently|at\s+the\s+moment|these\s+days|nowadays))?\s*[?.!]*\s*$`)

// ownedBoughtNote says what ownedAsked read the question as.
const ownedBoughtNote = "what you have is not recorded as such: read as what you bought"

// ownedAsked restates a question of which thing of a kind I have as one of
// which I bought, where the library holds orders: no record says what one
// owns, uses or wears, and an order is what says one came to have it. It
// had searched the kind's word everywhere ("what camera do I have" listed
// every post and mail saying a camera) and said it was not understood.
// The kind must be goods (d.goods) that names no field the planner reads
// ("cards" the payments', "devices" the streams'); q is returned as it is
// otherwise.
func (d *Decomposer) ownedAsked(q string) (string, bool) {
	if d.env == nil || d.env.Catalog() == nil || d.env.Catalog().Source(ingest.OnlinePurchase) == nil {
		return q, false
	}
	m := ownedRE().FindStringSubmatch(q)
	if m == nil {
		return q, false
	}
	words := strings.Fields(strings.ToLower(m[1]))
	head, _ := plural.One(words[len(words)-1])
	kind := strings.ToLower(strings.TrimSpace(m[1]))
	if _, ok := d.lx.groups.phrases.lookup(kind); ok || !d.goods(head) {
		// "what cards do I use": the payment field's values
		return q, false
	}
	if rule, ok := d.env.Lexicon.Attr(kind); ok && rule != nil {
		// "what devices do I use": the devices the streams record
		return q, false
	}
	return "which " + m[1] + " did I buy?", true
}

// goods reports whether a noun names a thing one buys and keeps: a made
// thing, as the thesaurus files its commonest sense ("camera", "car",
// "shoes"; not "friend", "music"), or a kind of goods the lexicon's
// shopping concepts gather ("laptop", which the thesaurus lacks).
func (d *Decomposer) goods(noun string) bool {
	if th, err := thesaurus.Default(); err == nil {
		if dom, ok := th.NounDomain(noun); ok {
			return dom == "artifact"
		}
	}
	if d.env == nil || d.env.Lexicon == nil {
		return false
	}
	return goodsHeld(d.env.Lexicon, noun, func(h rlex.Hit) bool { return h.Weight >= rlex.Related })
}
