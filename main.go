// Command reqap answers questions over a person's own exported data, on
// their machine, and shows how every answer was computed. Without arguments
// it opens the desktop app; with arguments it is a command-line tool over
// the same core.
package main

import (
	"context"
	"io"
	"log/slog"
	"os"
	"runtime"
	"runtime/pprof"
	"runtime/trace"

	_ "time/tzdata" // zone names in exports resolve on machines without a zone database

	"reqap/assets"
	"reqap/cli"
	"reqap/ui"
)

func main() {
	level := slog.LevelWarn
	if os.Getenv("REQAP_DEBUG") != "" {
		level = slog.LevelDebug
	}
	slog.SetDefault(slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level})))
	env := cli.Env{Stdout: os.Stdout, Stderr: os.Stderr, Terminal: cli.IsTerminal(os.Stderr)}
	if ui.Wants(os.Args[1:]) {
		os.Exit(runDesktop(env))
	}
	stop := profile()
	code := cli.Run(context.Background(), env, os.Args[1:])
	stop()
	os.Exit(code)
}

// profile starts the profiles $REQAP_CPUPROFILE and $REQAP_MEMPROFILE name
// (files written when the command ends), and the execution trace
// $REQAP_TRACE names (which goroutines waited, and for what: an import's
// pipeline), for measuring whole commands on large libraries; the
// returned function stops them.
//
// Without $REQAP_MEMPROFILE allocations are not sampled at all: the
// runtime records the stack of one allocation per 512 KB by default, and
// every large block (an event slab) was one, 3% of a journal question's
// CPU.
func profile() func() {
	mem := os.Getenv("REQAP_MEMPROFILE")
	if mem == "" {
		runtime.MemProfileRate = 0
	}
	tf := startTo("REQAP_TRACE", trace.Start)
	f := startTo("REQAP_CPUPROFILE", pprof.StartCPUProfile)
	return func() {
		if tf != nil {
			trace.Stop()
			tf.Close()
		}
		if f != nil {
			pprof.StopCPUProfile()
			f.Close()
		}
		if mem != "" {
			runtime.GC()
			m, err := os.Create(mem)
			if err == nil {
				err = pprof.Lookup("allocs").WriteTo(m, 0)
				m.Close()
			}
			if err != nil {
				slog.Warn("writing the memory profile", "err", err)
			}
		}
	}
}

// startTo starts a trace or profile into the file the environment
// variable env names, and returns the file (nil when env is unset or it
// could not start).
func startTo(env string, start func(io.Writer) error) *os.File {
	name := os.Getenv(env)
	if name == "" {
		return nil
	}
	f, err := os.Create(name)
	if err == nil {
		if err = start(f); err != nil {
			f.Close()
		}
	}
	if err != nil {
		slog.Warn("not writing $"+env, "err", err)
		return nil
	}
	return f
}

// runDesktop opens the desktop app: no arguments, or only its start
// flags (reqap --data DIR --ask "…"; see ui.Options).
func runDesktop(env cli.Env) int {
	return ui.Main(os.Args[1:], env.Stderr, assets.Demo())
}
