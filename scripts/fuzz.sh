#!/usr/bin/env bash
# Runs every fuzz target of the project for FUZZTIME each (default 10s).
set -euo pipefail
fuzztime="${FUZZTIME:-10s}"
grep -rl --include='*_test.go' '^func Fuzz' . | sort | while read -r f; do
  pkg="./$(dirname "${f#./}")"
  grep -o '^func Fuzz[A-Za-z0-9_]*' "$f" | sed 's/^func //' | while read -r target; do
    echo "== $pkg $target ($fuzztime)"
    go test -run="^$" -fuzz="^${target}\$" -fuzztime="$fuzztime" -fuzzminimizetime=5s "$pkg"
  done
done
