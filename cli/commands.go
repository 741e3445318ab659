package cli

// commands are every command reqap has, listed here and nowhere else
// (the help lists them by name). A command is a function in a file of its
// own (askcmd.go, importcmd.go, ...) and a line below.
var commands = []command{
	// The library.
	{name: "import", summary: "import export files, folders or zip archives", usage: "[--json] [--max-record SIZE] PATH...", run: runImport},
	{name: "watch", summary: "keep folders in sync with the library until Ctrl-C", usage: "DIR...", run: runWatch},
	{name: "forget", summary: "remove the events of files, folders or archives from the library", usage: "PATH...", run: runForget},
	{name: "stats", summary: "show what the library holds", usage: "[--catalog] [--json]", run: runStats},
	{name: "events", summary: "list or search events", usage: "[--source S] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--limit N] [--json] [QUERY]", run: runEvents},
	{name: "identity", summary: "show or set who you are and your home time zone",
		usage: "[--address A,B] [--profile P] [--zone Z] [--move YYYY-MM-DD=ZONE,...] [--detect] [--json]", run: runIdentity},

	// Questions.
	{name: "ask", summary: "answer a question and show how it was computed",
		usage: "[--today YYYY-MM-DD] [--planner auto|rules|llm] [--model M] [--ollama URL] [--cross-encoder DIR] [--no-cache] [--plan] [--json] QUESTION", run: runAsk},
	{name: "run", summary: "run an operator tree from a JSON file",
		usage: "[--today YYYY-MM-DD] [--cross-encoder DIR] [--json] PLAN.json", run: runPlan},
	{name: "examples", summary: "add a corrected plan to the LLM planner's examples",
		usage: "add PLAN.json", run: runExamples},

	// Benchmarks.
	{name: "bench", summary: "generate a benchmark persona (bench gen)",
		usage: "gen [--seed N] [--size small|perqa|large] --out DIR", run: runBench},
	{name: "eval", summary: "import a benchmark persona and score every question (Hit@1)",
		usage: "[--planner auto|rules|llm] [--ollama URL] [--model M] [--cross-encoder DIR] [--limit N] [--template T] [--results FILE] [--report FILE] [--misses N] [--json] DATASET", run: runEval},

	// Models.
	{name: "cross-encoder", summary: "check a cross-encoder folder for RETRIEVE",
		usage: "check [--json] [DIR]  (default: --cross-encoder's, $REQAP_CROSS_ENCODER's or the settings' folder)", run: runCrossEncoder},
}
