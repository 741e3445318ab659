// Package qud turns a question into a validated operator tree (package
// qa/tree): the QUD stage of the ReQAP paper (§3.1), as a recursion driver
// over interchangeable step decomposers.
//
// # The step interface
//
// A Decomposer maps one (sub-)question to one step: a node whose inputs and
// refs may be placeholders (Placeholder(q): a node with op "QUD" and the
// sub-question in Question) to be decomposed by further steps, or complete
// subtrees. Each call sees the ancestor chain of (question, step) turns,
// oldest first, as in the paper; siblings are not shown:
//
//	type Decomposer interface {
//		Name() string
//		Step(ctx context.Context, question string, history []Turn) (*tree.Node, error)
//	}
//
// Two implementations exist: the rule decomposer (package qa/qud/rules:
// deterministic, no model; it returns complete subtrees) and the LLM
// decomposer (package qa/qud/llm: one operator per step over Ollama).
// CheckStep is the check the driver applies to a step before accepting
// it; a decomposer may call it to retry on its own. A decomposer that
// validates its complete subtrees itself (the rule decomposer) implements
// CheckedStepper and hands the checked tree on, which is not validated
// again; PlanChecked returns the plan so checked, with its expressions
// compiled, for otx.Engine.RunChecked: on its way from the question to the
// answer a tree is validated and compiled once.
//
// # The driver
//
// Plan decomposes breadth-first: the root question, then every placeholder
// of an accepted step, level by level. For each (sub-)question the
// decomposers of Options.Decomposers are tried in order (for example LLM,
// then rules); a step is rejected, and the next decomposer asked, when
//
//   - Step fails or returns nothing;
//   - CheckStep fails: unknown operator or argument, wrong inputs, an
//     expression that does not compile, an unused ref;
//   - it loops: a sub-question repeats the question or one of its
//     ancestors, or the step repeats an ancestor's step (same operator and
//     arguments);
//   - it still has placeholders at depth MaxDepth (8, as the reference);
//   - once every placeholder below it is resolved, the complete subtree
//     fails tree.Validate (an attribute it reads is not produced below):
//     the subtree is discarded and the step is asked again of the next
//     decomposer.
//
// When every decomposer has failed for a sub-question, the step that asked
// it is retried with its next decomposer; when they all fail for the root
// question, Plan returns an error. With the rule decomposer last in the
// chain this does not happen: it always returns a valid tree.
//
// The plan that comes out validates, keeps at every node the sub-question
// it answers, and is returned with a Trace: the planner, whether it came
// from the cache, and one StepRecord per step (decomposer used, duration,
// fallbacks and their reasons), for `reqap ask --json` and the desktop app.
//
// # Dates
//
// Trees never contain the date they were planned on: relative times are
// written with today (year(start_date) == year(today) - 1), so a plan
// cached today still answers correctly tomorrow. Today is chosen when the
// tree is executed (otx.Options.Now).
//
// # Plan cache
//
// PlanCache stores plans by CacheKey (question, planner, model, example
// bank version). FileCache keeps them in a JSON-lines file in the data
// folder, bounded to a number of entries (least recently used go first).
package qud
