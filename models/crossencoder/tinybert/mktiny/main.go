// Command mktiny writes a random-weight BERT cross-encoder folder (see
// package tinybert) for trying the cross-encoder path end to end:
//
//	go run ./models/crossencoder/tinybert/mktiny -out /tmp/tiny-ce
//	bin/reqap ask --cross-encoder /tmp/tiny-ce --json "How often did I play football?"
//
// Its scores are random: it shows the plumbing, not quality.
package main

import (
	"flag"
	"fmt"
	"os"

	"reqap/models/crossencoder/tinybert"
)

func main() {
	out := flag.String("out", "", "folder to write (required)")
	size := flag.String("size", "tiny", "tiny (2 layers × 32) or minilm (6 layers × 384, as ms-marco-MiniLM-L-6-v2)")
	tok := flag.String("tokenizer", "", "tokenizer.json to copy (default: the shared BERT tokenizer)")
	seed := flag.Uint64("seed", 1, "weights seed")
	flag.Parse()
	if *out == "" {
		fmt.Fprintln(os.Stderr, "mktiny: -out is required")
		os.Exit(2)
	}
	cfg := tinybert.Tiny
	if *size == "minilm" {
		cfg = tinybert.MiniLM
	} else if *size != "tiny" {
		fmt.Fprintf(os.Stderr, "mktiny: unknown -size %q\n", *size)
		os.Exit(2)
	}
	cfg.Seed = *seed
	if *tok == "" {
		p, err := tinybert.FindTokenizer()
		if err != nil {
			fmt.Fprintf(os.Stderr, "mktiny: %v; pass -tokenizer\n", err)
			os.Exit(1)
		}
		*tok = p
	}
	if err := tinybert.Write(*out, *tok, cfg); err != nil {
		fmt.Fprintf(os.Stderr, "mktiny: %v\n", err)
		os.Exit(1)
	}
	fmt.Printf("%s: %s cross-encoder with random weights\n", *out, cfg.Name)
}
