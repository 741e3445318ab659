package index

import (
	"bytes"
	"sync"
	"unicode/utf8"

	"github.com/blugelabs/bluge"
	"github.com/blugelabs/bluge/analysis"
	"github.com/blugelabs/bluge/analysis/lang/en"
	"github.com/blugelabs/bluge/analysis/token"
	"github.com/blugelabs/bluge/analysis/tokenizer"
	segment "github.com/blugelabs/bluge_segment_api"

	"reqap/lang/country"
	"reqap/lang/stem"
)

// newTextAnalyzer returns the analyzer of the "text" field and of query
// text: Bluge's English analysis (possessives, lower case, stop words,
// Snowball stemming, so "listened" matches "listen") behind a character
// filter that reads common emoji as words.
func newTextAnalyzer() *analysis.Analyzer {
	return &analysis.Analyzer{
		CharFilters: []analysis.CharFilter{emojiFilter{}},
		Tokenizer:   tokenizer.NewUnicodeTokenizer(),
		TokenFilters: []analysis.TokenFilter{
			en.NewPossessiveFilter(),
			token.NewLowerCaseFilter(),
			en.StopWordsFilter(),
			stemFilter{},
		},
	}
}

// stemFilter stems tokens with the project's stemmer (lang/stem: the
// Snowball English stemmer Bluge's en.StemmerFilter runs, with a bounded
// cache, since personal data repeats the same few thousand words in every
// event and stemming them again was a tenth of the cost of an import).
type stemFilter struct{}

func (stemFilter) Filter(in analysis.TokenStream) analysis.TokenStream {
	for _, tok := range in {
		tok.Term = stem.Bytes(tok.Term)
	}
	return in
}

// analyzeTerms returns the distinct terms the text analyzer makes of s, in
// order of first appearance.
func analyzeTerms(a *analysis.Analyzer, s string) []string {
	if s == "" {
		return nil
	}
	toks := a.Analyze([]byte(s))
	out := make([]string, 0, len(toks))
	seen := make(map[string]bool, len(toks))
	for _, t := range toks {
		term := string(t.Term)
		if term == "" || seen[term] {
			continue
		}
		seen[term] = true
		out = append(out, term)
	}
	return out
}

// emojiFilter replaces emoji the table knows with the words they stand for,
// so a post that only says "⚽🍕" is found by "football" and "pizza", and a
// query "⚽" finds posts that spell the word out. Unknown emoji are left for
// the tokenizer.
type emojiFilter struct{}

func (emojiFilter) Filter(in []byte) []byte {
	// Every emoji in the table is at least U+2600, whose UTF-8 form starts
	// with 0xE2 or higher; most text has none of those bytes.
	i := 0
	for i < len(in) && in[i] < 0xE2 {
		i++
	}
	if i == len(in) {
		return in
	}
	var out bytes.Buffer
	out.Grow(len(in) + 32)
	out.Write(in[:i])
	for i < len(in) {
		c := in[i]
		if c < 0xE2 {
			out.WriteByte(c)
			i++
			continue
		}
		r, n := utf8.DecodeRune(in[i:])
		if country.IsFlagLetter(r) {
			if r2, n2 := utf8.DecodeRune(in[i+n:]); country.IsFlagLetter(r2) {
				if w, ok := flagWords[country.FlagCode(r, r2)]; ok {
					out.WriteByte(' ')
					out.WriteString(w)
					out.WriteByte(' ')
				}
				i += n + n2
				continue
			}
		}
		if w, ok := emojiWords[r]; ok {
			out.WriteByte(' ')
			out.WriteString(w)
			out.WriteByte(' ')
		} else {
			out.Write(in[i : i+n])
		}
		i += n
	}
	return out.Bytes()
}

// EmojiWords returns the words the index reads an emoji as ("⛰" is
// "mountain"), if it reads it as words.
func EmojiWords(r rune) (string, bool) {
	w, ok := emojiWords[r]
	return w, ok
}

// emojiWords maps emoji to the words people would search for instead. It is
// deliberately small: the emoji that carry meaning in personal data (sports,
// food and drink, music, parties, travel, family, love, birthdays, pets,
// moods). Words must not be English stop words, or they would vanish.
var emojiWords = map[rune]string{
	// sports and exercise
	'⚽': "football soccer",
	'🏀': "basketball",
	'🏈': "american football",
	'⚾': "baseball",
	'🥎': "softball",
	'🎾': "tennis",
	'🏐': "volleyball",
	'🏉': "rugby",
	'🏓': "table tennis pingpong",
	'🏸': "badminton",
	'🏒': "hockey",
	'🏑': "hockey",
	'⛳': "golf",
	'🏌': "golf",
	'🏊': "swimming swim",
	'🏄': "surfing surf",
	'🏃': "running run",
	'👟': "running shoes",
	'🚴': "cycling bike",
	'🚵': "mountain biking bike",
	'🚲': "bike bicycle cycling",
	'🏋': "gym weightlifting workout",
	'💪': "workout strong fitness",
	'🤸': "gymnastics",
	'🧘': "yoga",
	'⛷': "skiing ski",
	'🎿': "skiing ski",
	'🏂': "snowboarding",
	'⛸': "ice skating",
	'🥾': "hiking hike",
	'🧗': "climbing",
	'🥊': "boxing",
	'🏆': "trophy winning",
	'🥇': "gold medal winning",
	'🏅': "medal",
	// food
	'🍕': "pizza",
	'🍝': "pasta spaghetti",
	'🍔': "burger cheeseburger", // not "hamburger": its stem is the city
	'🍟': "fries",
	'🌭': "hotdog",
	'🌮': "taco mexican",
	'🌯': "burrito mexican",
	'🍣': "sushi japanese",
	'🍱': "bento japanese",
	'🍜': "ramen noodles",
	'🍛': "curry",
	'🍚': "rice",
	'🥟': "dumplings",
	'🥙': "kebab",
	'🥗': "salad",
	'🥪': "sandwich",
	'🥩': "steak",
	'🍗': "chicken",
	'🍖': "meat",
	'🍤': "shrimp",
	'🦞': "lobster",
	'🍲': "stew",
	'🍞': "bread",
	'🥐': "croissant breakfast",
	'🥞': "pancakes breakfast",
	'🍳': "breakfast eggs cooking",
	'🧀': "cheese",
	'🍰': "cake",
	'🍦': "ice cream",
	'🍨': "ice cream",
	'🍩': "donut",
	'🍪': "cookie",
	'🍫': "chocolate",
	'🍿': "popcorn",
	'🍎': "apple",
	'🍓': "strawberry",
	'🍌': "banana",
	'🍉': "watermelon",
	'🍽': "food meal", // any meal, as 🍴: a plate is laid for lunch too, and "dining" stems as "dined", a dinner
	'🍴': "food meal",
	// drinks
	'☕': "coffee",
	'🍵': "tea",
	'🍷': "wine",
	'🍺': "beer",
	'🍻': "beers cheers",
	'🥂': "champagne cheers",
	'🍸': "cocktail",
	'🍹': "cocktail",
	// music
	'🎵': "music",
	'🎶': "music",
	'🎼': "music",
	'🎧': "music headphones",
	'🎤': "singing karaoke",
	'🎸': "guitar",
	'🎹': "piano",
	'🥁': "drums",
	'🎷': "saxophone",
	'🎺': "trumpet",
	'🎻': "violin",
	// parties and holidays
	'🎉': "party celebration",
	'🎊': "party celebration",
	'🥳': "party celebration",
	'🎈': "party balloon",
	'🪩': "party disco dancing",
	'💃': "dancing",
	'🕺': "dancing",
	'🎆': "fireworks",
	'🎇': "fireworks",
	'🎄': "christmas",
	'🎅': "christmas",
	'🎃': "halloween",
	'🎁': "gift present",
	'🎂': "birthday cake",
	// travel and places
	'✈': "flight travel",
	'🛫': "flight travel",
	'🛬': "flight travel",
	'🚆': "train travel",
	'🚄': "train travel",
	'🚅': "train travel",
	'🚗': "car drive",
	'🚕': "taxi",
	'🚌': "bus",
	'🚢': "ship cruise",
	'⛴': "ferry",
	'🧳': "luggage travel",
	'🗺': "map travel",
	'🌍': "world travel",
	'🌎': "world travel",
	'🌏': "world travel",
	'🏖': "beach vacation",
	'🏝': "island vacation",
	'🌊': "sea beach",
	'🏔': "mountains",
	'⛰': "mountain",
	'🏕': "camping",
	'⛺': "camping tent",
	'🏨': "hotel",
	'🏠': "home",
	'🏡': "home",
	// family and people
	'👪': "family",
	'👨': "man",
	'👩': "woman",
	'👦': "boy",
	'👧': "girl",
	'👶': "baby",
	'🍼': "baby",
	'👴': "grandpa grandfather",
	'👵': "grandma grandmother",
	'🤰': "pregnant",
	// love
	'❤': "love heart",
	'🧡': "love heart",
	'💛': "love heart",
	'💚': "love heart",
	'💙': "love heart",
	'💜': "love heart",
	'💕': "love",
	'💖': "love",
	'💗': "love",
	'💓': "love",
	'💞': "love",
	'💘': "love",
	'💝': "love",
	'😍': "love",
	'🥰': "love",
	'😘': "kiss",
	'💋': "kiss",
	'💏': "kiss couple",
	'💑': "couple love",
	'💍': "ring engagement wedding",
	'💒': "wedding",
	'👰': "bride wedding",
	'🤵': "groom wedding",
	// moods and everyday life
	'😂': "laughing funny",
	'🤣': "laughing funny",
	'😀': "happy",
	'😃': "happy",
	'😊': "happy",
	'🙂': "happy",
	'😢': "sad",
	'😭': "crying sad",
	'😡': "angry",
	'😴': "sleep tired",
	'🤒': "sick ill",
	'🤧': "sick cold",
	'🏥': "hospital",
	'💊': "medicine",
	'🐶': "dog",
	'🐕': "dog",
	'🐱': "cat",
	'🐈': "cat",
	'🐾': "pet",
	'📚': "books reading",
	'📖': "book reading",
	'🎬': "movie film",
	'🎥': "movie film",
	'📺': "tv television",
	'🎮': "gaming videogame",
	'🎓': "graduation",
	'💼': "work business",
	'💻': "computer work",
	'🛒': "shopping",
	'🛍': "shopping",
	'💰': "money",
	'💸': "money",
	'☀': "sun sunny",
	'🌞': "sun sunny",
	'🌧': "rain",
	'❄': "snow",
	'⛄': "snowman snow",
	'🌸': "flowers spring",
	'🌻': "sunflower flowers",
	'🔥': "fire",
	'🙏': "thanks",
	'👍': "good",
}

// flagWords maps the two-letter region of a flag emoji (a pair of regional
// indicators) to words: the country and its adjective, which is how people
// search ("Italian food" should see "🇮🇹").
var flagWords = map[string]string{
	"IT": "italy italian",
	"FR": "france french",
	"ES": "spain spanish",
	"DE": "germany german",
	"GB": "britain british",
	"US": "usa american",
	"JP": "japan japanese",
	"CN": "china chinese",
	"IN": "india indian",
	"MX": "mexico mexican",
	"GR": "greece greek",
	"TH": "thailand thai",
	"PT": "portugal portuguese",
	"BR": "brazil brazilian",
	"NL": "netherlands dutch",
	"TR": "turkey turkish",
	"KR": "korea korean",
	"VN": "vietnam vietnamese",
}

// An event's search text repeats: a lifetime of plays is a few thousand
// tracks played again and again, each play's text the same "source: music
// stream, artist: …, track: …". Analysing it (tokenizing, filtering,
// stemming, counting the terms) was a tenth of the CPU of importing the
// large persona (1.2 million plays of 1,868 tracks). textAnalyses keeps
// the analysis of the short texts analysed last, which the documents of
// equal texts share: Bluge reads a field's term frequencies and never
// changes them.
const (
	// textAnalysesSize bounds the texts kept; when full it starts over.
	textAnalysesSize = 8192
	// textAnalysedMax is the longest text kept: longer ones (notes,
	// messages, mail) are seldom repeated.
	textAnalysedMax = 256
)

type textAnalysis struct {
	length  int
	freqs   analysis.TokenFrequencies
	lastPos int
}

type textAnalyses struct {
	mu sync.Mutex
	m  map[string]*textAnalysis
}

func (c *textAnalyses) get(text []byte) *textAnalysis {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.m[string(text)]
}

func (c *textAnalyses) put(text string, a *textAnalysis) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.m) >= textAnalysesSize || c.m == nil {
		c.m = make(map[string]*textAnalysis, textAnalysesSize)
	}
	c.m[text] = a
}

// sharedTextField is an analysed text field whose analysis comes from
// cache when its text was analysed before.
type sharedTextField struct {
	*bluge.TermField
	cache *textAnalyses
	a     *textAnalysis
}

// newSharedTextField is bluge.NewTextField(name, text) analysed by
// analyzer, through cache.
func newSharedTextField(name, text string, analyzer bluge.Analyzer, cache *textAnalyses) bluge.Field {
	f := bluge.NewTextField(name, text).WithAnalyzer(analyzer)
	if len(text) > textAnalysedMax || f.IncludeLocations() || f.Store() {
		return f
	}
	return &sharedTextField{TermField: f, cache: cache}
}

func (f *sharedTextField) Analyze(startOffset int) int {
	if a := f.cache.get(f.Value()); a != nil {
		f.a = a
		return a.lastPos
	}
	// The analyzer lower-cases the value it is given in place.
	text := string(f.Value())
	lastPos := f.TermField.Analyze(startOffset)
	f.a = &textAnalysis{length: f.TermField.Length(), freqs: f.TermField.AnalyzedTokenFrequencies(), lastPos: lastPos}
	f.cache.put(text, f.a)
	return lastPos
}

func (f *sharedTextField) AnalyzedTokenFrequencies() analysis.TokenFrequencies { return f.a.freqs }

func (f *sharedTextField) Length() int { return f.a.length }

func (f *sharedTextField) EachTerm(vt segment.VisitTerm) {
	for _, v := range f.a.freqs {
		vt(v)
	}
}

func (f *sharedTextField) Size() int {
	n := f.TermField.Size()
	if f.a != nil {
		n += f.a.freqs.Size()
	}
	return n
}

// keywordField is a keyword field (bluge.NewKeywordField, whatever its
// options) whose one term is its value, as Bluge's analysis makes it, with
// no analysis: Bluge makes a token stream and a map of one term for each
// keyword of each document, three an event (its name, source and
// generation), a tenth of what an import allocated.
type keywordField struct {
	*bluge.TermField
	term keywordTerm
}

// keyword wraps f, made by bluge.NewKeywordField (no analyzer, no
// positions).
func keyword(f *bluge.TermField) *keywordField {
	return &keywordField{TermField: f, term: keywordTerm{f.Value()}}
}

func (f *keywordField) Analyze(int) int { return 0 }

func (f *keywordField) Length() int { return 1 }

func (f *keywordField) EachTerm(vt segment.VisitTerm) { vt(&f.term) }

func (f *keywordField) AnalyzedTokenFrequencies() analysis.TokenFrequencies {
	freqs, _ := analysis.TokenFrequency(analysis.TokenStream{{End: len(f.term.b), Term: f.term.b, PositionIncr: 1}}, false, 0)
	return freqs
}

type keywordTerm struct{ b []byte }

func (t *keywordTerm) Term() []byte                       { return t.b }
func (t *keywordTerm) Frequency() int                     { return 1 }
func (t *keywordTerm) EachLocation(segment.VisitLocation) {}
