// Package qa holds the types shared by every stage of question answering:
// the Item that flows through an operator tree, the attribute value types
// (Date, Clock, zoned datetimes as time.Time, numbers as float64, text,
// booleans and lists), their comparison rules, typed conversion of raw
// values for EXTRACT, and the typed Answer with its unit and display text.
//
// # Attribute values
//
// An attribute holds one of:
//
//   - float64 for every number (other Go number types are accepted on input
//     and compared as numbers);
//   - string;
//   - bool;
//   - Date, a civil date without a zone;
//   - Clock, a time of day without a zone;
//   - time.Time, a zoned datetime (the zone the event was recorded in);
//   - a list: []string, []any, or []*Item (groups, APPLY results);
//   - *Item (rarely: an answer that is a single item).
//
// Units live in attribute names, following ingest's field conventions:
// duration_s is seconds, distance_km kilometres, energy_kcal kilocalories,
// price a number whose currency is in the sibling attribute currency (or
// price_currency). UnitOf derives an answer's unit from the name.
//
// # Comparison rules
//
// Compare and Equal define the one ordering every operator and expression
// uses, so FILTER, JOIN, GROUP_BY and the aggregates always agree:
//
//   - numbers compare numerically; text compares case-insensitively (simple
//     Unicode case folding, so "Italian" == "italian"); false < true;
//   - Date with Date by day; Date with a datetime by the datetime's civil
//     date in its own zone (so start_datetime >= date("2022-01-01") holds for
//     any time on that day, wherever it was recorded);
//   - Clock with Clock by time of day; Clock with a datetime by the
//     datetime's wall clock in its own zone;
//   - datetime with datetime by instant (zones do not matter);
//   - text with a Date, Clock or datetime is parsed as one ("2022-06-03",
//     "18:30", "2022-06-03 18:30"); text that does not parse is a type error;
//   - anything with nil (a missing value) is ErrMissing; other mixes (text
//     with a number, a list with anything) are a *TypeError.
//
// Equal never fails: values that cannot be compared are simply not equal,
// nil equals only nil, and lists are equal element by element.
package qa
