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
//	  "args":     {"condition": "start_date >= started"},     // per operator: its Spec
//	  "inputs":   [ {...node...} ],                           // RETRIEVE: none, JOIN: 2, others: 1
//	  "refs":     {"started": {...node...}}                   // optional, see below
//	}
//
// Unknown fields and unknown argument names are errors; omitted arguments
// are "not given". Decoding and encoding round-trip losslessly (encoding
// omits empty fields; "args" is always written).
//
// Each operator is described once, by its Spec (spec.go): its arguments
// and their kinds, its number of inputs, what it produces, how it reads as
// text and what it does. Validation, the text form, the LLM planner's
// reply schema and prompt, and the desktop app's tree read the specs;
// package otx maps each operator to the function that runs it. Argument
// names are the fields of Args. RETRIEVE's items carry start_date,
// start_time, start_datetime, end_date, end_time, end_datetime and source;
// an EXTRACT money attribute x also gets x_currency; JOIN results carry
// both sides' events and attributes (on a name clash the plain name is
// i1's value and "i2_<name>" is i2's); GROUP_BY yields groups, which
// FILTER and MAP see as their keys and group, the member list.
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
