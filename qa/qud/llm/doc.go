// Package llm is the LLM decomposer of the QUD stage: it implements the
// recursion driver's step interface (qud.Decomposer) over a chat model
// (Ollama, through the Chatter interface) with in-context examples, as in
// the ReQAP paper (§3.1, appendix A.1).
//
// # A step
//
// For each (sub-)question the model is sent:
//
//  1. a system turn: what a step is, the operators and their arguments,
//     the attribute rule (every attribute a step uses is produced below it
//     by EXTRACT, MAP, UNNEST or GROUP_BY keys) and the expression language
//     of package qa/expr, with today for relative dates;
//  2. the 8 examples of the bank most similar to the current step, as step
//     dialogues ("Starting with a new question. Input: <question>" → step,
//     "Input: <sub-question>" → step, ... in pre-order), least similar
//     first so the most similar is nearest the question;
//  3. the ancestor chain of the question (the questions above it and the
//     steps taken for them; siblings are never shown) and the question.
//
// Similarity is BM25 between the question (weighted twice) plus its
// ancestor chain, and each example's linearized steps (questions and JSON
// steps). Tokens are lower-cased, lightly stemmed words and numbers;
// snake_case names count whole and by their parts, so "distance" meets
// distance_km.
//
// The reply is constrained with Ollama's JSON-schema format (StepSchema):
// one alternative per operator with exactly its arguments and number of
// sub-questions, names matching ^[a-z_][a-z0-9_]*$, bounded strings:
//
//	{"op":"FILTER","inputs":["my runs with date"],"args":{"condition":"year(start_date) == 2019"}}
//	{"op":"FILTER","inputs":["football trainings"],"args":{"condition":"start_date >= started"},
//	 "refs":[{"name":"started","question":"the date I started as a journalist"}]}
//
// Inputs and refs become placeholders (qud.Placeholder) that the driver
// decomposes with further steps. A step is checked before it is returned:
// it parses, no sub-question repeats the question or one above it, its
// sub-questions share a word with the question (a model that writes
// unrelated text is caught here), and qud.CheckStep accepts it. An
// invalid step is asked again once, with the model's reply and the error
// shown; a second failure is a *StepError, and the driver hands the step
// to the next decomposer (the rules). When the model itself fails (not
// running, timeout), the rest of that question's steps fail at once
// rather than waiting for it again.
//
// # The example bank
//
// The built-in examples are operator trees in assets/qud/examples, one per
// file, every node with the question it answers; each is checked at load
// time as a plan (tree.Validate), as a dialogue (no loops, every step
// inside the reply schema and accepted by qud.CheckStep). The user's own
// examples live in the library's data folder, examples.jsonl (one tree
// per line), added with AddUserExample (`reqap examples add PLAN.json`;
// the desktop adds the plans a user corrects); a newer example for the
// same question replaces the older. The decomposer re-reads the file when
// it changes. Bank.Version, a content hash of the examples, the
// instruction and the schema, is part of the plan cache key
// (qud.Banker), so new examples make new plans.
package llm
