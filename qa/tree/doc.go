// Package tree defines operator trees: their JSON form (the contract for
// the decomposers and for `reqap run PLAN.json`), a readable text form,
// validation before execution, Walk and a canonical subtree key.
//
// # JSON form
//
// A tree is a node; a node is an object:
//
//	{
//	  "op":       "FILTER",                                   // required, upper case
//	  "question": "my football trainings after I started",    // the (sub-)question it answers
//	  "args":     {"condition": "start_date >= started"},     // per operator, below
//	  "inputs":   [ {...node...} ],                           // RETRIEVE: none, JOIN: 2, others: 1
//	  "refs":     {"started": {...node...}}                   // optional, see below
//	}
//
// Unknown fields and unknown argument names are errors; omitted arguments
// are "not given". Decoding and encoding round-trip losslessly (encoding
// omits empty fields; "args" is always written).
//
// Arguments per operator (names are fixed):
//
//	RETRIEVE  {"query": "I played football", "sources": ["workout", "calendar"]}
//	          query required; sources optional hints (ingest source kinds).
//	          Items carry start_date, start_time, start_datetime, end_date,
//	          end_time, end_datetime and source.
//	EXTRACT   {"attrs": ["cuisine", "price"], "types": ["text", "money"]}
//	          attrs required; types optional, one per attr, among text,
//	          number, date, time, datetime, duration (seconds), distance
//	          (km), money (amount; currency in <attr>_currency), list, bool.
//	          Items lacking a value simply lack the attribute.
//	JOIN      {"condition": "i1.start_datetime >= i2.end_datetime && i1.start_datetime <= add_hours(i2.end_datetime, 3)"}
//	          exactly 2 inputs: inputs[0] is i1, inputs[1] is i2.
//	          Results carry both sides' events and attributes; on a name
//	          clash the plain name is i1's value and "i2_<name>" is i2's.
//	GROUP_BY  {"keys": ["artist"]}   or   {"keys": ["year", "month"]}   (1 to 4 keys;
//	          the result is groups: FILTER/MAP over them see the keys and
//	          group, the member list)
//	FILTER    {"condition": "year(start_date) == 2022"}
//	MAP       {"fn": "len(group)", "as": "count"}   ("as" defaults to "map_result")
//	APPLY     {"fn": "len(items)"}
//	UNNEST    {"attr": "artists", "as": "artist"}   ("as" defaults to attr)
//	ARGMIN    {"arg": "start_time", "val": "summary", "k": 1}
//	ARGMAX    same; val optional (answer with that attribute of the winners,
//	          else the winners themselves); k optional top-k (omitted or 0
//	          means 1), ties at the k-th place kept.
//	MIN, MAX, SUM, AVG  {"attr": "distance_km"}
//
// Expressions (condition, fn) are written in the language of package
// qa/expr. Refs are named sub-trees whose answers the node's expression
// uses by name: a FILTER "start_date >= started" with refs {"started":
// <tree answering "when did I start working at Shopify">}. Refs are only
// allowed on FILTER, MAP, APPLY and JOIN and must be used.
//
// Example (paper, Figure 2: "How often did I eat Italian food after playing
// football?"):
//
//	{"op": "APPLY", "question": "How often did I eat Italian food after playing football?",
//	 "args": {"fn": "len(items)"},
//	 "inputs": [{"op": "JOIN", "question": "I ate Italian food after playing football",
//	   "args": {"condition": "i2.start_datetime >= i1.end_datetime && i2.start_datetime <= add_hours(i1.end_datetime, 4)"},
//	   "inputs": [
//	     {"op": "RETRIEVE", "question": "I played football", "args": {"query": "I played football"}},
//	     {"op": "FILTER", "question": "I ate Italian food", "args": {"condition": "cuisine == \"italian\""},
//	      "inputs": [{"op": "EXTRACT", "question": "I ate food with cuisine", "args": {"attrs": ["cuisine"]},
//	        "inputs": [{"op": "RETRIEVE", "question": "I ate food", "args": {"query": "I ate food"}}]}]}]}]}
//
// # Validation
//
// Validate reports every problem as an *Error with the node's path
// ("root > inputs[0] > refs[started]"), operator and question: unknown
// operators, missing or superfluous arguments, wrong input counts,
// expressions that do not compile, attributes used but not produced below
// the node (by EXTRACT, MAP, UNNEST, GROUP_BY keys or a JOIN side, or the
// built-in event attributes), unknown or unused refs, loops and trees
// deeper than MaxDepth.
package tree
