package test

import (
	"bufio"
	"os"
	"testing"
)

// Env returns the environment variable name, skipping the test when it
// is not set: for tests that need something from outside the repository
// (a server, a large library, a file of questions); what says what to set
// it to.
func Env(t testing.TB, name, what string) string {
	t.Helper()
	v := os.Getenv(name)
	if v == "" {
		t.Skipf("set %s to %s to run this", name, what)
	}
	return v
}

// Ollama returns the Ollama server the integration tests run against,
// from REQAP_OLLAMA_URL (they skip without it), and the model to use,
// from REQAP_OLLAMA_MODEL, by default "tiny" (the random-weight test
// model).
func Ollama(t testing.TB) (url, model string) {
	t.Helper()
	url = Env(t, "REQAP_OLLAMA_URL", "a real Ollama server (e.g. http://127.0.0.1:11434)")
	model = os.Getenv("REQAP_OLLAMA_MODEL")
	if model == "" {
		model = "tiny"
	}
	return url, model
}

// EnvLargeLibrary names a data folder holding the large benchmark persona
// (about 1.2 million events), imported once:
//
//	bin/reqap bench gen --seed 5 --size large --out /tmp/large
//	bin/reqap --data /tmp/large-lib import /tmp/large/exports
//	REQAP_LARGE_LIBRARY=/tmp/large-lib go test ./ui -run Large -bench Large
//
// The tests and benchmarks that page, scroll and search its timeline (ui,
// app) are skipped without it (make timeline-bench runs them).
const EnvLargeLibrary = "REQAP_LARGE_LIBRARY"

// LargeLibrary returns the folder EnvLargeLibrary names, or skips.
func LargeLibrary(t testing.TB) string {
	t.Helper()
	return Env(t, EnvLargeLibrary, "a library holding the large persona")
}

// EnvLines returns the lines of the file the environment variable name
// names, skipping the test when it is not set (see Env): for the tests
// that print what the code makes of a file of questions.
func EnvLines(t testing.TB, name, what string) []string {
	t.Helper()
	f, err := os.Open(Env(t, name, what))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return lines
}
