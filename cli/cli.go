// Package cli is the command-line front end: the same core as the desktop
// app, for scripting, benchmarks and CI. main.go hands it every invocation
// that has arguments.
package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"

	"reqap/app"
	"reqap/index"
)

// Env is what a command needs from its surroundings; tests substitute it.
type Env struct {
	Stdout io.Writer
	Stderr io.Writer
	// Terminal reports whether Stderr is an interactive terminal, which
	// decides whether progress is drawn as a live line.
	Terminal bool
}

type command struct {
	name    string
	summary string
	usage   string
	run     func(ctx context.Context, env Env, data string, args []string) error
}

// exitError carries an exit status without printing anything more.
type exitError struct{ code int }

func (e exitError) Error() string { return fmt.Sprintf("exit status %d", e.code) }

// usageError is a mistake in the command line: it prints the usage.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

// Usage writes the command overview.
func Usage(w io.Writer) {
	fmt.Fprintf(w, "ReQAP: answers questions over your own exported data, on your machine.\n\n")
	fmt.Fprintf(w, "Usage:\n  reqap                      open the desktop app\n  reqap [--data DIR] COMMAND [flags] [args]\n\nCommands:\n")
	cs := append([]command(nil), commands...)
	sort.Slice(cs, func(i, j int) bool { return cs[i].name < cs[j].name })
	for _, c := range cs {
		fmt.Fprintf(w, "  %-10s %s\n", c.name, c.summary)
	}
	fmt.Fprintf(w, "\nThe library lives in --data DIR, else $REQAP_DATA, else your user config folder (reqap).\nRun 'reqap COMMAND -h' for a command's flags.\n")
}

// Run executes one command line (without the program name) and returns the
// process exit status.
func Run(ctx context.Context, env Env, args []string) int {
	global := flag.NewFlagSet("reqap", flag.ContinueOnError)
	global.SetOutput(env.Stderr)
	data := global.String("data", "", "data folder holding the library")
	global.Usage = func() { Usage(env.Stderr) }
	if err := global.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	rest := global.Args()
	if len(rest) == 0 {
		Usage(env.Stderr)
		return 2
	}
	name := rest[0]
	if name == "help" {
		Usage(env.Stdout)
		return 0
	}
	for _, c := range commands {
		if c.name != name {
			continue
		}
		err := c.run(ctx, env, *data, rest[1:])
		var ee exitError
		var ue usageError
		switch {
		case err == nil:
			return 0
		case errors.As(err, &ee):
			return ee.code
		case errors.Is(err, flag.ErrHelp):
			return 0
		case errors.As(err, &ue):
			fmt.Fprintf(env.Stderr, "reqap %s: %s\nusage: reqap %s %s\n", name, ue.msg, name, c.usage)
			return 2
		case errors.Is(err, context.Canceled):
			fmt.Fprintf(env.Stderr, "reqap %s: interrupted\n", name)
			return 130
		default:
			fmt.Fprintf(env.Stderr, "reqap %s: %v\n", name, err)
			return 1
		}
	}
	fmt.Fprintf(env.Stderr, "reqap: unknown command %q\n\n", name)
	Usage(env.Stderr)
	return 2
}

// flags makes a flag set for a command that also accepts --data, so the data
// folder may be given before or after the command name.
func flags(env Env, c string, data *string) *flag.FlagSet {
	fs := flag.NewFlagSet("reqap "+c, flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	fs.StringVar(data, "data", *data, "data folder holding the library")
	return fs
}

// planning is what the flags of a command that asks say of the planner:
// --planner, and the model and server of the LLM planner (empty: the
// settings').
type planning struct{ planner, model, url *string }

// plannerFlags adds the flags that choose the planner; --planner is def
// when it is not given.
func plannerFlags(fs *flag.FlagSet, def, usage string) planning {
	return planning{
		planner: fs.String("planner", def, usage),
		model:   fs.String("model", "", "Ollama model for the LLM planner (default: the settings')"),
		url:     fs.String("ollama", "", "Ollama server URL for the LLM planner (default: the settings')"),
	}
}

// options returns o with the planner the flags chose.
func (p planning) options(o app.AskOptions) app.AskOptions {
	o.Planner, o.Model, o.OllamaURL = *p.planner, *p.model, *p.url
	return o
}

// parse parses flags that may be interleaved with positional arguments.
func parse(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// openCore opens the library for a command that reads it.
func openCore(data string) (*app.Core, error) {
	// Lazily: a command reads the sources it needs, not a lifetime of
	// plays for a question about workouts. Briefly: the command exits
	// before a merge of the index would end.
	return openLibrary(data, app.OpenOptions{Lazy: true, Brief: true})
}

// openLibrary resolves the data folder (--data, else $REQAP_DATA, else
// the user's config folder) and opens the library there as opts say:
// every command opens it this way.
func openLibrary(data string, opts app.OpenOptions) (*app.Core, error) {
	dir, err := index.ResolveDir(data)
	if err != nil {
		return nil, err
	}
	return app.OpenWith(dir, opts)
}

// parseSome parses the flags of a command that takes one argument or
// more; missing is the usage error when it is given none ("no paths
// given").
func parseSome(fs *flag.FlagSet, args []string, missing string) ([]string, error) {
	pos, err := parse(fs, args)
	if err == nil && len(pos) == 0 {
		err = usageError{missing}
	}
	return pos, err
}

// parseOne parses the flags of a command that takes one argument; want
// is the usage error when it is given another number ("want one
// PLAN.json").
func parseOne(fs *flag.FlagSet, args []string, want string) (string, error) {
	pos, err := parse(fs, args)
	if err == nil && len(pos) != 1 {
		err = usageError{want}
	}
	if err != nil {
		return "", err
	}
	return pos[0], nil
}

// openAnswering opens the library for a command that answers questions,
// RETRIEVE ranking with the cross-encoder the --cross-encoder flag names
// (empty: the environment's or the settings').
func openAnswering(data, crossEncoder string) (*app.Core, error) {
	core, err := openCore(data)
	if err != nil {
		return nil, err
	}
	core.SetCrossEncoder(crossEncoder)
	return core, nil
}

// printJSON writes v as the command line's JSON output: indented, so that
// --json reads well in a terminal and diffs line by line.
func printJSON(env Env, v any) error {
	enc := json.NewEncoder(env.Stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// IsTerminal reports whether f is an interactive terminal.
func IsTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

func trimTo(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return "…" + string(r[len(r)-n+1:])
}
