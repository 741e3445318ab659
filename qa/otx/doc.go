// Package otx executes operator trees (package qa/tree): the operators of
// the ReQAP paper's Table 1 and the engine that runs them.
//
// Engine.Run validates the tree (Engine.RunChecked takes one the planner
// checked, with its expressions compiled, and compiles nothing), then runs
// each operator's function (ops, the one map from operator to function)
// children before parents,
// independent subtrees (inputs and refs) concurrently, identical subtrees
// once (results are cached per question by tree.Key), within a time budget
// (60 s by default), with "today" taken from Options.Now. Every node's
// result keeps its items, a typed answer, its size, its time and stats
// such as "12 items lacked attribute cuisine"; every item keeps the events
// it came from, so the answer's evidence is exact. Result has a JSON form
// (WriteJSON, for `reqap run PLAN.json --json` and `reqap ask --json`) and
// a text form for terminals (WriteText).
//
// RETRIEVE and EXTRACT call the Retriever and Extractor interfaces defined
// here (implemented in qa/retrieve and qa/extract).
//
// # Operator semantics
//
// These follow the paper; where the authors' code differs we chose
// correctness (see ../../shared/reference, §3):
//
//   - EXTRACT adds attributes; items lacking one keep going without it (they
//     are counted, not dropped). Its answer is the distinct values.
//   - FILTER keeps items whose condition is true. An item lacking an
//     attribute the condition reads, or whose evaluation fails (a type
//     error), is dropped and counted in the stats; it never stops the tree.
//   - MAP sets "as" (default map_result) on each item or group; an item
//     whose function fails keeps going without it, counted.
//   - APPLY evaluates its function once over the whole list (items); a list
//     of items becomes the node's items, any other value (also an empty
//     list) its answer. An APPLY that fails stops the tree: it is one value.
//   - UNNEST makes one item per element of a list attribute (a single value
//     counts as a one-element list); items lacking it or with an empty list
//     are dropped, counted.
//   - GROUP_BY groups by one to four keys by value: text exactly, numbers by
//     value, datetimes by instant, dates as dates (keys keep their types).
//     Items lacking a key are left out, counted. Groups come sorted by key.
//     A tree ending in GROUP_BY answers with the table of groups and counts.
//   - JOIN returns every pair the condition accepts (a true many-to-many
//     join), each pair one item with both sides' events (i1's first) and
//     attributes: on a name clash the plain name is i1's value and
//     "i2_<name>" is i2's. The condition is analysed, not matched as text:
//     equality conjuncts partition by hash, comparisons between i1 and i2
//     drive a band search (sorted keys and binary search, also through
//     intervals) or an interval sweep for overlaps, one-sided conjuncts
//     filter each side first, and only conditions with none of these fall
//     back to checking all pairs, capped by Engine.MaxJoinPairs. The full
//     condition is evaluated on every candidate pair, so the result is
//     exactly what a nested loop would give.
//   - ARGMIN/ARGMAX rank items by arg and keep the best k (default 1) plus
//     every item tied with the k-th. With val the answer is that
//     attribute of the winners (a list when several, marked "(tie)" for a
//     tie at k = 1), without it the winners themselves.
//   - MIN/MAX answer the extreme value of attr (numbers, text, dates, times,
//     datetimes), supported by all items that have it.
//   - SUM/AVG add numbers (durations and distances are numbers with units
//     in their names); numbers written as text count, other values are
//     ignored and noted.
//   - Mixed types: the aggregates and ARGMIN/ARGMAX compare only the most
//     common kind of value (numbers, text, dates with datetimes, times of
//     day, booleans) and ignore the others, with a note.
//   - Empty input never fails: SUM gives 0, APPLY len(items) gives 0, and
//     AVG, MIN, MAX, ARGMIN and ARGMAX give an empty answer.
//   - Units come from attribute names (qa.UnitOf): duration_s answers
//     "3 h 20 min", distance_km "42 km", price the currency when the items
//     agree on one.
package otx
