package cli

import (
	"context"
	"flag"
	"fmt"
	"time"

	"reqap/app"
	"reqap/models/crossencoder"
)

// crossEncoderFlag adds --cross-encoder to a command that answers
// questions.
func crossEncoderFlag(fs *flag.FlagSet) *string {
	return fs.String("cross-encoder", "", "retrieve with the cross-encoder in this folder (model.onnx + tokenizer.json; default: $"+app.CrossEncoderEnv+", else the settings')")
}

func runCrossEncoder(ctx context.Context, env Env, data string, args []string) error {
	fs := flags(env, "cross-encoder", &data)
	asJSON := fs.Bool("json", false, "print the report as JSON")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) == 0 || pos[0] != "check" || len(pos) > 2 {
		return usageError{"want: check [DIR]"}
	}
	var dir, from string
	if len(pos) == 2 {
		dir, from = pos[1], "the command line"
	} else {
		core, err := openCore(data)
		if err != nil {
			return err
		}
		dir, from = core.CrossEncoderDir()
		core.Close()
		if dir == "" {
			return usageError{"no cross-encoder is configured: name a folder"}
		}
	}
	r, err := crossencoder.Check(ctx, dir)
	if err != nil {
		return err
	}
	if *asJSON {
		return printJSON(env, r)
	}
	kernels := "portable Go (slow: build with `make build` for AVX2/AVX-512)"
	if r.SIMD {
		kernels = "AVX2/AVX-512"
	}
	fmt.Fprintf(env.Stdout, "%s (from %s)\n  %s\n  inputs %v, output %s, positions %d\n  loaded in %s; matrix kernels: %s\n  test pair scored %.4f in %s:\n    %q\n    %q\n",
		r.Dir, from, r.Info, r.Inputs, r.Output, r.MaxPositions, r.LoadTime.Round(time.Millisecond), kernels,
		r.TestScore, r.TestTime.Round(time.Millisecond), r.TestQuery, r.TestText)
	return nil
}
