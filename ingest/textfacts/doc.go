// Package textfacts reads what happened out of free text: a journal's day
// becomes happenings (a swim, a dinner, a call, a remark), each with the
// attributes its words give, so that questions can count, sum, group and
// join them like the records of any export.
//
// # Splitting a day
//
// A day's text is split by its layout (headings name parts of the day,
// as does an outline's item "- Morning" over the items under it; list
// items, a block property "duration:: 36 min" or a bare price under one
// belonging to it; log lines "18:30 run 7.2k", paragraphs), then into
// sentences, and sentences into clauses where one tells several things
// ("Played football, then pizza at Da Enzo"). A clause naming no activity
// continues the happening before it when it adds to it ("64 min.", "It
// was packed"); a later mention of the same happening joins it ("Sushi!"
// after dinner at Sushi Ya, "The pool was empty" after a swim) unless
// times, measures, people or places disagree or it says "again". So one
// swim is one happening however often the day mentions it.
//
// # What a happening holds
//
// Activity is the most telling concept of the concept lexicon
// (assets/lexicon/concepts.tsv: "swam", "pool" and "🏊" are swimming; a
// sport before a meal before meeting someone), and a name the journal
// walks elsewhere ("Walked Biscuit in the rain") taken round or out ("Took
// Biscuit round the park") is a walk; a count said with the noun ("Had
// three coffees", "Couple of pints") is its count; the date is the day of
// writing or the day a phrase names ("Forgot to write yesterday: ran 8
// km"); the time one written ("at 7:30", "~18:30", "half past 7",
// "around half 7", "7ish", "around noon", "from 9 to 11", "2-4pm"; an hour
// from one to five, "at 3:15" or "from 4 to 5:30" too, is the afternoon
// unless sleep or waking is told; "£3.40"
// is a price and "10km / 52:30" a time taken, as is "parkrun 24:10",
// minutes no clock shows, and "1:32:10", for a diary's clock shows no
// seconds), or the part of the day a section, phrase or
// meal names ("this morning", "after work", dinner), marked
// approximate, or right after the happening it followed ("Banana
// afterwards"). Durations, distances and money are read in the spellings
// people use ("an hour and a half", "an hour and three quarters", "a full
// hour", "1h30", "3:45 h", "8,2 km", "ten km", "a 22-mile ride", "139,95
// €", "12 bucks", "45-minute"); a dish said right after a meal out that
// named none is that meal's, with its bill ("Dinner at Bosco; I had the
// gnocchi and the bill came to £55.80"), and what was had at a venue told
// just before was had there ("Olly and I ended up at the Cori Tap. I had
// four pints"); a clause that only says what was
// paid ("My share came to 22 quid.") is the price of the happening
// before it, unless it names a shop no dictionary lists ("Costco run,
// spent $213") or a thing of its own ("Paid the electric bill"). A day
// after "from" or "since" is where a state began, not the day told of
// ("Ran 8 km. Legs still sore from yesterday" is today's run). People are companions ("with Lena and Tom", "w/ J.", "Lena
// and I", "me and Chris", "met Max", "called Mum", "friends over: Olu,
// Hannah and Pete", "Anna and her brother Tom", "at Dave's": at his
// home), names the journal knows, family words under the name the journal
// uses ("my mum", "Mom" → Mum); an owner is no companion ("Sofia's job hunt"), unless what is
// theirs is the occasion, the place or a thing one does oneself ("Lena's
// party", "Anna's place", "Jake's swim lesson"), and an occasion talked
// about over lunch is no one's there; an outline item under another that
// only says with whom or what was eaten ("- w/ [[Raj]]", "- katsu curry,
// £13.95") belongs to it, and a link of several words ("[[Dog and Duck]]")
// is one name;
// places follow "at", "in", "to", "@" or are named so ("Café Kanne"), and
// a place after words of travel ("arrived in", "off to", "back home from")
// is the city gone to; the words of a title or a quotation ("The
// Midnight Library") name no activity, place, person or time; food is the
// dish a meal names ("dinner: pasta with pesto") or a food of the lexicons (food.tsv, the dishes of concepts.tsv), stored
// under its name ("oats" → porridge); moods come from feeling words
// (moods.tsv) starting a clause or a phrase of it ("long day, so
// stressed") or after a feeling verb, and from mood tags ("#mood/tired");
// a feeling about tomorrow is felt today; titles of books finished and
// films seen; occasions and whose they are ("Mum's birthday"). Typos of
// ordinary words ("wiht", "swiming") are read as meant; a word a
// dictionary of common English lists is no typo ("upper body" is no
// supper), and two or three capitals are shorthand ("PB"), never a place
// the recogniser guesses. Sleep, a nap and waking are activities of their
// own, told only when nothing else is ("Jonas slept the whole flight" is
// a flight).
//
// What did not happen keeps its text and is marked with a Modality:
// plans ("Note to self: book a dentist appointment"), wishes ("Should
// really go swimming more often"), negations ("no run today", "yoga
// instead of running"), what others talk about ("Jonas keeps talking
// about Paris"), questions. A hedge on a quantity is no wish ("maybe 5
// hours"), and a denial ends where a comma starts another deed ("train
// cancelled, got a taxi"). "Grocery run" is groceries, not a run: the
// lexicon's longest phrase wins; nor is "Costco run" (an errand after a
// shop's name), "the meeting ran long", "running late" or "lunch at the
// cafe by the pool" or a lesson "which runs 45 minutes" a run or a swim, nor "back to back meetings" (one
// idiom, not two weak words) a physio. Food ordered with no place named is
// a takeaway. "WFH" is work at home; the "Home" of a shop's name ("at
// Home Depot") is no home. A sport's gear had with one ("train home with
// the bike") is carried, not used. A clock hour of five or six without am
// or pm is the evening for a lesson, a club's session, an appointment or
// someone else's sport ("swim club 5.30"), the morning for one's own run,
// a commute, a shift or a meal. A price after a remark ("vet, ear
// infection. drops twice a day. £65.20") or in an item under an outing to
// a place ("- tickets £42.50") is what the happening before cost.
//
// # A journal's names
//
// A Profile learns from the whole journal (Learn over every day, then
// Finish) which names are people and which places, and which spellings
// are one person: a name that starts another ("Len", "Lena"; "Ben",
// "Benni", the more frequent or, on a tie, the one without a pet-name
// ending), an initial ("J."), family words. Names no context settles are
// asked of prose's named-entity recogniser, loaded on first need. A word
// the journal writes as a page of its own ("[[Biscuit]]") is that page's
// name wherever it is written, never the food its word also is; who
// babysat is a person.
//
// Happenings become events with Extractor.Event (source workout for
// sports, journal for the rest; see ingest's field conventions).
package textfacts
