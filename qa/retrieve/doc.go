// Package retrieve implements the RETRIEVE operator: given a query such as
// "I played football", it returns every happening in the person's library
// the query is about, one item per happening, each carrying the built-in
// temporal attributes and its source (qa.ItemFromEvents).
//
// Recall comes first: an aggregate over hundreds of events is wrong if a
// few are missed or counted twice. The pipeline follows the paper (3.2.1)
// with lexicons (assets/lexicon) where the paper has trained models.
//
// # 1. Understanding the query
//
// The query is split (lexicon.Parse) into concepts ("football" is the
// concept soccer, with its terms soccer, ⚽, footy, kick-about ...),
// source cues ("songs", "bought", "emails") and filler. Words no lexicon
// knows form phrases that are concepts of their own ("Daft Punk",
// "Trattoria da Luigi", "Robert"), so a rare but decisive word is never
// lost — unless it is a lower-case word whose WordNet synonym is a lexicon
// term ("pedaling" is cycling), whose concept then counts one weight class
// less (lexicon.Expansion, lexicon.Weaker). A happening must match every specific concept of the query (AND);
// generic concepts ("met", "celebrated") count only when nothing more
// specific is there, and then any of them will do.
//
// Every source gets a weight for the query: an explicit sources argument
// wins (listed sources 1, others excluded); otherwise cues decide when
// there are any ("songs" → music_stream), else the concepts' source
// profiles (football → workout, calendar, social_media ...), else every
// source but media streams. Sources nobody points at get lexicon.Floor
// (0.35).
//
// # 2. Recall and the threshold
//
// BM25 over the verbalizations (index.Search, with the index's stemming and
// emoji-as-words analysis) is asked, per concept, for the events holding
// its strong terms, its related terms, and pairs of its weak terms. An
// event's match with a concept is the weight of the best class it was
// found in (strong 1.0, related 0.6, two weak 0.6); it counts from 0.5
// (lexicon.Threshold), in a source whose weight for the query is at least
// 0.5. Every event that counts is kept — there is no top-k. The threshold
// is not a BM25 score: BM25 scores are not comparable across queries, and
// because music streams make the average document short, a single mention
// in a 300-word mail scores an eighth of the same mention in a post, so
// any fixed cut-off either drops mails or keeps noise. 0.5 was chosen so
// that one strong or related term suffices, a weak one ("match",
// "training") never does alone, and a source the query does not point at
// (0.35) never does: its events need a pattern. BM25 scores still order the
// candidates for pattern mining and reach the event classifier.
//
// A query made only of cues ("songs I listened to", "my online purchases",
// "emails I sent") takes its sources whole (Index.Events) instead of
// searching 38,000 near-identical documents; see sources.tsv for which
// cues cover which sources.
//
// # 3. Patterns and classification (the seam for models)
//
// Patterns are sets of events described by one field value: the frequent
// values among the candidates, the values of type-like keys (workout_type,
// category ...) of the sources the query points at, and one pattern per
// source. A PatternClassifier labels them: Relevant pulls every event of
// the library matching the pattern (so "running" finds runs whose text
// never says "run": workout_type trail_running), Irrelevant drops the
// candidates matching it (for a source: the whole source), Partly leaves
// them to the EventClassifier, which labels each remaining candidate
// Relevant, Partly (matches part of the query) or Irrelevant.
// LexicalPatterns and LexicalEvents implement both with the lexicons and
// are the default; a cross-encoder (hugot) implements the same interfaces
// on (query, pattern text) and (query, event verbalization) pairs and is
// set in Options.
//
// # 4. De-duplication
//
// Kept events are merged into happenings by connected components (groups,
// not pairs: three mutually overlapping events become one item, and so
// does a chain A–B–C where A and C do not overlap):
//
//  1. Overlap: two events merge when their spans overlap (intersecting
//     spans; touching ones do not), an instant lies inside a span (bounds
//     included), or two instants are identical; when they matched a
//     common query concept; and when they come from different exports.
//     Two records of one export (same source kind and format) never
//     merge: two runs on the same day are two runs, two overlapping plays
//     are two plays. A span longer than 31 days (a semester, a season
//     entry) is a period, not a happening, and absorbs nothing.
//  2. Day references: a text event (social_media, mail, note, chat) not
//     already merged with a structured event, that refers to a day
//     ("yesterday", "last night", "this morning", "today", "tonight", "on
//     Sunday", "12 March", see lexicon.FindDay), joins the structured or
//     calendar event of that day that matched a common concept and ended
//     before the text was written — within the named part of the day, the
//     latest one if several (the text joins one happening; it never joins
//     two happenings into one).
//  3. Right after: a text naming no day joins such an event that ended at
//     most two hours before it, the same day ("Home win!! ⚽").
//
// Songs, podcast episodes and videos are never the event a text joins by
// rules 2 and 3: they are many and short, and a text is about the
// listening, not about the one track that ended before it.
//
// A merged happening is kept when one of its events is Relevant, or when
// together its events match every required concept ("dinner" in the
// calendar, "with Anna" in the post). Its item holds all its events and
// sources; its times are those of the events merged by overlap, so a post
// written the next day does not stretch the happening.
//
// # Caching and speed
//
// Results are cached per (query, sources, library generation). Taking a
// whole source of 38,000 events and building its items takes a few
// milliseconds; the records of one export need no overlap sweep.
package retrieve
