#!/usr/bin/env bash
# The project's benchmark (make bench): answer quality and speed on
# generated personas, then the Go micro-benchmarks.
#
#   1. perqa: a persona of about 45,000 events (seed $SEED) is generated,
#      imported into a fresh library and every question asked with the rule
#      planner: Hit@1 / Rlx-Hit@1 overall, per type and per source, latency,
#      import throughput and peak memory.
#   2. large: a bigger persona; import time and ask latency.
#   3. go test -bench for the library, the engine and the planner.
#
# Everything goes to $OUT (default bench-results/, ignored by git); the
# summary is printed. Usage: scripts/bench.sh [--quick]  (--quick skips
# large and the Go benchmarks).
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${BIN:-bin/reqap}
OUT=${OUT:-bench-results}
SEED=${SEED:-1}
PLANNER=${PLANNER:-rules}
quick=0
[ "${1:-}" = "--quick" ] && quick=1

[ -x "$BIN" ] || { echo "bench: $BIN is missing; run make build" >&2; exit 1; }
mkdir -p "$OUT"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== perqa persona (seed $SEED)"
"$BIN" bench gen --size perqa --seed "$SEED" --out "$work/perqa"
"$BIN" eval --planner "$PLANNER" --results "$OUT/perqa-results.jsonl" --report "$OUT/perqa-report.json" "$work/perqa" | tee "$OUT/perqa-report.txt"

if [ $quick = 0 ]; then
  echo
  echo "== large persona (seed $SEED)"
  "$BIN" bench gen --size large --seed "$SEED" --out "$work/large"
  # Import and ask latency on a library of the large persona; 100
  # questions are enough for latency percentiles.
  "$BIN" eval --planner "$PLANNER" --limit 100 --results "$OUT/large-results.jsonl" "$work/large" | tee "$OUT/large-report.txt" | tail -4

  echo
  echo "== Go benchmarks"
  go test -run '^$' -bench . -benchtime 5x ./index/ ./qa/otx/ ./qa/qud/rules/ 2>&1 | tee "$OUT/go-bench.txt" | grep -E '^(Benchmark|ok|FAIL)'
fi
echo
echo "results in $OUT/"
