// Package extract implements the EXTRACT operator: it adds requested
// attributes ("day", "artist", "amount spent", "participants",
// "cuisine") to the items of an operator tree (paper, 3.2.2), returning one
// item per input item, derived with qa.Item.WithAttrs.
//
// # Resolution
//
// For each item and attribute, in order:
//
//  1. An attribute the item already has (the built-in start_date,
//     start_datetime ... or one an earlier step added) is kept, converted
//     to the requested type if it is not of it already.
//  2. A field named exactly like the attribute (snake_case).
//  3. The attribute's line in assets/lexicon/attributes.tsv, found by its
//     name or a synonym ("day" → @start_date, "singer" → artist,
//     "amount spent" → price, "recipient" → to, "title" → movie_title,
//     series_title, title, subject, summary ...): its fields and built-in
//     times in order; before its first rule, a field whose key holds all
//     the attribute's words ("heart rate" → avg_heart_rate_bpm); then its
//     rules (@span: end minus start; @speed: distance over duration;
//     @summary; @text: rule extraction).
//     Events of a merged item are read structured ones first: the workout
//     knows the distance better than the post about it.
//  4. The Model (an LLM, when one is configured), given the event's
//     verbalization and the person's contacts.
//
// People attributes (participants, with, recipient, sender) are the union
// over every listed field of every event of the item, as names, without
// the person's own: the address on most mails is theirs.
//
// # The frozen mapping
//
// As in the paper, per (source, attribute) the first 50 items are resolved
// one by one; if at least 70 % of them resolved to the same field (or
// built-in time), that choice is frozen and applied directly to the
// remaining items of the source, without deciding again; below 70 % the
// items keep being resolved one by one. An item that lacks the frozen
// field is resolved the long way. The mapping is kept per library
// generation (Mapping reports it).
//
// # Typed conversion
//
// Values are converted with the helpers of package qa to the requested
// type: numbers with units ("5.2 km", "5km"), dates, times, datetimes,
// durations ("1:40:46", "95 min", "2h 5m" → seconds), distances (miles →
// km), money with its currency ("$12.99", "12,99 €", "EUR 5.99" → 12.99
// and the currency in the attribute qa.CurrencyAttr(name)), lists and
// booleans. A field's key says its unit (duration_ms, distance_m,
// distance_mi) and is converted accordingly. Without a type, values are
// kept as found; a text asked as a list becomes a one-element list unless
// written as one ("Simon and Garfunkel" is one artist).
//
// # Rules
//
// When no field fits, rules read the event's text fields (summary,
// subject, title, name, text, location, description, body ...): the day a
// post, note or chat message talks about ("yesterday", "on Sunday"; asked
// for a date, such an item answers with that day rather than the day it
// was written), durations,
// distances, amounts with currencies, energy in kcal, places after "at"
// or "in", cuisine from restaurant names and food words through the
// lexicon ("Trattoria da Luigi" → italian, "🍣" → japanese), the activity
// or sport ("Football practice" → soccer, the name workout_type uses), and
// people: the person's contacts (mail correspondents, calendar attendees
// and organizers, chat senders, social mentions, collected once per
// library generation) by full name or by a first name only one contact
// has, capitalised names after "with", and family roles ("mum" →
// mother). Rule results are cached per (event, attribute).
package extract
