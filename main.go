// Command reqap answers questions over a person's own exported data, on
// their machine, and shows how every answer was computed. Without arguments
// it opens the desktop app; with arguments it is a command-line tool over
// the same core.
package main

import (
	"context"
	"log/slog"
	"os"

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
	os.Exit(cli.Run(context.Background(), env, os.Args[1:]))
}

// runDesktop opens the desktop app: no arguments, or only its start
// flags (reqap --data DIR --ask "…"; see ui.Options).
func runDesktop(env cli.Env) int {
	return ui.Main(os.Args[1:], env.Stderr, assets.Demo())
}
