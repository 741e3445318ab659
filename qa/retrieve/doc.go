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
// found in (strong 1.0, related 0.6, two weak 0.6; a term of several words
// only where its words are said together, an emoji only where it, or one
// the index reads as the same words, is shown: the index finds each word
// anywhere and reads an emoji as words); it counts from 0.5
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
// A query made only of cues whose line in sources.tsv names concept kinds
// also finds, in the sources the cues point at but do not take whole, the
// events of those kinds: "my workouts" are the workout records and the
// calendar sessions of the sports those records show.
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
// # 4. What records mean
//
// Before de-duplication, candidates are read for what they say, not only
// for the words they hold (places.go, meals.go, people.go,
// dedup_text.go):
//
//   - A venue's name says what it is only before a locative preposition
//     ("Sporthalle am Park" is no park), and its address says nothing of
//     what happened there ("Calle de Alcalá" is no call).
//   - A meal eaten at a meal's hours (meals.tsv) is that meal ("Sushi with
//     Karim 🍣" at 19:30 is a dinner) unless the record names another
//     meal; a meal at a named venue that is nobody's home is a meal out (a
//     café is no restaurant; "Magnus's place" and "coming over" are
//     homes); a venue's usual cuisine and dish (package places) stand in
//     for a record there that does not say what was eaten, and its usual
//     sport for a record there that says a word of the sport and names no
//     other ("Racing Olympia training" at the football ground).
//   - A relation ("my colleagues", "my parents") is searched as the names
//     of its people, a name as its person's relation words (package
//     people); visiting people is being at their place, which a post of
//     time with family that places it nowhere else also tells of
//     ("Perfect night with mum and dad ❤️"), unless the calendar holds an
//     entry with them that day, which the post is about; "who did I meet"
//     is any happening with the person's people but a work meeting, a call
//     or a session of a sport their trackers record.
//   - Asked about something people do (not for mails or notes as such), a
//     mail or note that dates no happening only talks about the thing (a
//     recipe is no meal), and a mail that names another source's record
//     outright is that record (an order confirmation is the order).
//   - A record that denies being what is asked for is not it: "Mother's
//     Day [Not a public holiday]" is no public holiday, though it is a
//     holiday (negated.go: "not a"/"non-" before a phrase made of the
//     query's own specific concepts, all of them; a bare "no" denies
//     verbs as often, "long time no see").
//   - Celebrating is being there: a birthday calendar's yearly entry and a
//     wish are no party, and whose occasion it is ("my birthday", "dad's")
//     must be the one asked for.
//   - A kind of a concept the query names with a word before its term
//     ("video calls", "red wine"; kinds.go) is what texts say so: where
//     some texts of the concept say the kind, only they count; where none
//     does, every text counts and the answer says the kind was not told
//     apart.
//   - A sight is a timed entry during days at a place and located in its
//     town ("Monkey Forest" at "Ubud, Indonesia"), that names no meal,
//     lodging, journey or work; no record says "sight" (sights.go).
//
// # 5. De-duplication
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
//     entry) is a period, not a happening, and absorbs nothing. A text
//     announcing a coming happening never merges by overlap (an
//     invitation written during dinner is about another day). A mail and
//     the mails replying to it are one conversation.
//  2. Announcements: a text that announces a coming happening
//     (lexicon.FindAnnounced: a reminder, a booking, an invitation "would
//     you like to meet for lunch on Friday? … at 19:00, 2 Jan") joins the
//     entry at that time, or of that day; without one it stands for the
//     happening, at the announced time, and other texts may join it.
//  3. Day references: a text event (social_media, mail, note, chat) not
//     already merged with a structured event, that refers to a day
//     ("yesterday", "last night", "this morning", "today", "tonight", "on
//     Sunday", "12 March", see lexicon.FindDay), joins the structured or
//     calendar event of that day that it is about and that ended before
//     the text was written — within the named part of the day (its
//     hours in lang/daypart, from an hour before; a night named afterwards
//     includes the evening, an evening the small hours: toldHours), the one
//     sharing most query concepts, then the latest (the text joins one
//     happening; it never joins two happenings into one). A text is about
//     a happening when they matched a common query concept, when it names
//     the happening's venue, or when both speak of one kind of thing (food,
//     sport) and each matched part of the query; never when each names a
//     sport and they name different ones ("Home win!! ⚽" after a run).
//  4. No day named: a text joins such an event that ended at most two
//     hours before it, the same day ("Home win!! ⚽"); one sharing a query
//     concept with it, later the same day ("Survived the dentist 😬");
//     written the next morning, the evening's ("Pizza oven, take two 🍕");
//     or, written within a day of it and nothing like it having happened
//     that day yet, yesterday's sharing a query concept ("Three points on
//     the road! ⚽" at noon after Sunday's match) — unless the text is
//     about food, which is written about as it is eaten.
//
// A trip entered as days at a place ("London with my girlfriend", all day,
// located in "London, United Kingdom") says no word of travel; asked about
// trips, the calendar's stays that the kept texts tell of join them (a
// booking whose stay covers half of the entry, a post written during it,
// each naming its town; stays.go); asked about trips alone, so do the
// stays in another country than most of the calendar's places, when their
// words name no celebration.
//
// Songs, podcast episodes and videos are never the event a text joins by
// rules 3 and 4: they are many and short, and a text is about the
// listening, not about the one track that ended before it.
//
// A merged happening is kept when one of its events is Relevant, or when
// together its events match every required concept ("dinner" in the
// calendar, "with Anna" in the post). Its item holds all its events and
// sources; its times are those of the events merged by overlap, so a post
// written the next day does not stretch the happening. A happening told
// only by texts is at the time they announce, or on the earlier day they
// refer to ("Birthday dinner with Piotr yesterday"; a post in the small
// hours is about the evening before) — unless the query asks for the texts
// themselves ("my posts", "emails I sent"), which are at the time they
// were written.
//
// # Caching and speed
//
// Results are cached per (query, sources, library generation). Taking a
// whole source of 38,000 events and building its items takes a few
// milliseconds; the records of one export need no overlap sweep.
package retrieve
