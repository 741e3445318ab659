// Package generic imports events written in simple documented formats, so
// that benchmarks and hand-made data can be loaded next to real exports.
// FORMAT.md beside this file says the same for people who write such files.
//
// # JSON Lines ("events_jsonl")
//
// A file named *.events.jsonl, or any .jsonl file whose first object has
// "start" and "source" keys, holds one JSON object per line:
//
//	{"source": "workout", "start": "2024-05-01T18:30:00+02:00", "end": "2024-05-01T19:15:00+02:00",
//	 "workout_type": "running", "distance_km": 8.2, "heart_rate": {"avg": 151}, "with": ["Anna", "Ben"]}
//	{"id": "trip-7", "source": "calendar", "start": "2024-06-01", "end": "2024-06-03", "summary": "Lisbon"}
//	{"source": "note", "start": "2024-05-02 08:00", "tz": "Europe/Berlin", "fields": {"title": "Ideas"}}
//
// Reserved keys (matched after snake_casing, so "allDay" is all_day):
//
//	source   required: the kind of event ("music_stream", "workout", ...), snake_cased
//	start    required: RFC 3339 ("2024-05-01T18:30:00+02:00", "...Z"), a date
//	         ("2024-05-01") or a floating time ("2024-05-01 18:30", "2024-05-01T18:30:05")
//	end      optional, same forms; without it a timed event is an instant and an
//	         all-day event lasts one day
//	all_day  optional boolean; by default an event is all-day when start is a date
//	tz       optional IANA zone ("Europe/Berlin") for dates and floating times; an
//	         RFC 3339 time keeps its instant and is shown in that zone. Default UTC
//	id       optional string (or number): the event's identity, unique in the file
//	fields   optional object whose members become fields, like top-level keys
//
// Every other key becomes a field, in the order written: keys are
// snake_cased ("startTime" → start_time, "Duration (s)" → duration_s,
// "Größe" → grosse); strings are text (trimmed; empty ones are left out),
// numbers stay numbers (integers beyond 2^53 stay text), true/false are
// booleans, null is left out, nested objects are flattened with "_"
// ({"heart_rate": {"avg": 151}} → heart_rate_avg), arrays of scalars become
// lists and arrays holding objects or arrays become lists of compact JSON.
// Two keys that snake_case alike both stay: the second gets "_2".
//
// All-day events start at midnight and end at the midnight after their
// last day. A date-only end names that last day, inclusively, as people
// write it ("start": "2024-06-01", "end": "2024-06-03" is three days); a
// timed end that is exactly midnight is taken as already exclusive.
//
// # CSV ("events_csv")
//
// A file named *.events.csv, or any .csv file, whose header has start and
// source columns (comma-separated, RFC 4180 quoting, optional byte order
// mark). The columns start, end, source, all_day (true/false, yes/no, 1/0),
// id and tz mean what the JSON keys mean; every other column is a field
// named after its snake_cased header. A cell that is a plain decimal number
// ("42", "-3.5") is a number; everything else, including "007" and
// "1,200", is text; empty cells are left out.
//
// # PerQA observable events ("perqa_csv")
//
// The layout of the PerQA benchmark's <persona>_obs.csv: a header with the
// columns id, start_date, start_time, end_date, end_time, event_type and
// event_data, in any order, optionally with structured_event_id and
// properties_mentioned, which are the benchmark's ground truth and are never
// imported (nor are keys of those names inside event_data). The source is
// event_type; event_data is a JSON object whose members become fields as in
// the JSON Lines format. Dates are YYYY-MM-DD and times HH:MM[:SS], in UTC.
// A row without times is an all-day event from start_date through end_date;
// otherwise a missing start_time is 00:00, a missing end_time is the start
// time and a missing end_date is the start date, so mail and social-media
// rows, which have no end, are instants. Rows without start_date are
// skipped, as the reference implementation drops them. An end that comes
// out before the start is moved to the next day when the row gave an
// end_time but no end_date (an evening past midnight), else set to the
// start.
//
// # All formats
//
// A record that cannot be read (bad JSON, no source, an unknown zone, a
// JSON Lines or CSV end before the start, a duplicate id) is skipped with its line and the reason;
// the rest of the file is imported. A file whose header (CSV) or first
// object (JSON Lines without the .events.jsonl name) does not fit is not
// recognized at all. Origin.Record is "line N", or "line N (id X)" when the
// record has an id. With an id, an event's ID comes from it, so an edited
// record keeps its ID; without one, from the event's content plus its
// occurrence number among identical records in the file.
package generic
