#!/usr/bin/env bash
# make bench-llm: Hit@1 of the rule planner and of the LLM planner side by
# side, against a real Ollama server:
#
#   1. a generated persona (bench gen --size perqa --seed $SEED), every
#      question asked with each planner (reqap eval);
#   2. the dev sets in ../shared/devset (realdata, journal) when present,
#      scored by their score.py with each planner.
#
#   REQAP_OLLAMA_URL=http://127.0.0.1:11434 REQAP_OLLAMA_MODEL=qwen2.5:7b make bench-llm
#
# REQAP_OLLAMA_URL is required; REQAP_OLLAMA_MODEL defaults to the app's
# default model. LIMIT=N asks only the first N questions of each set (the
# LLM plans a question in several calls: on a laptop CPU a 3B model takes
# about a minute per question). CROSS_ENCODER=DIR also retrieves with that
# model. Results go to $OUT (default bench-results/llm/).
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${BIN:-bin/reqap}
OUT=${OUT:-bench-results/llm}
SEED=${SEED:-1}
LIMIT=${LIMIT:-0}
DEVSET=${DEVSET:-../shared/devset}

if [ -z "${REQAP_OLLAMA_URL:-}" ]; then
  echo "bench-llm: set REQAP_OLLAMA_URL to a running Ollama server (and REQAP_OLLAMA_MODEL to a pulled model)" >&2
  exit 2
fi
[ -x "$BIN" ] || { echo "bench-llm: $BIN is missing; run make build" >&2; exit 1; }
MODEL=${REQAP_OLLAMA_MODEL:-}
llm_args=(--ollama "$REQAP_OLLAMA_URL")
[ -n "$MODEL" ] && llm_args+=(--model "$MODEL")
ce_args=()
[ -n "${CROSS_ENCODER:-}" ] && ce_args=(--cross-encoder "$CROSS_ENCODER")

mkdir -p "$OUT"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The server must answer and have the model before hours are spent.
"$BIN" --data "$work/check" ask --planner llm "${llm_args[@]}" --plan "How many km did I run last year?" >/dev/null

limit_args=()
[ "$LIMIT" != 0 ] && limit_args=(--limit "$LIMIT")

echo "== perqa persona (seed $SEED)"
"$BIN" bench gen --size perqa --seed "$SEED" --out "$work/perqa"
for planner in rules llm; do
  extra=()
  [ $planner = llm ] && extra=("${llm_args[@]}")
  "$BIN" eval --planner $planner "${extra[@]}" "${ce_args[@]}" "${limit_args[@]}" \
    --results "$OUT/perqa-$planner.jsonl" --report "$OUT/perqa-$planner.json" "$work/perqa" | tee "$OUT/perqa-$planner.txt" | tail -n 3
done

# score.py runs `reqap --data LIB ask --json ...`; a wrapper adds the
# planner's flags to every ask.
wrapper() { # NAME PLANNER-FLAGS...
  local w="$work/reqap-$1"; shift
  {
    echo '#!/usr/bin/env bash'
    printf 'real=%q\n' "$(realpath "$BIN")"
    printf 'extra=('; printf '%q ' "$@"; echo ')'
    echo 'if [ "${3:-}" = ask ]; then exec "$real" "$1" "$2" ask "${extra[@]}" "${@:4}"; fi'
    echo 'exec "$real" "$@"'
  } >"$w"
  chmod +x "$w"
  echo "$w"
}
rules_bin=$(wrapper rules --planner rules "${ce_args[@]}")
llm_bin=$(wrapper llm --planner llm "${llm_args[@]}" "${ce_args[@]}")

sets=()
for set in realdata journal; do
  q="$DEVSET/$set/questions.jsonl"
  [ -f "$q" ] || { echo "bench-llm: $q is absent; skipping the $set dev set" >&2; continue; }
  data="$DEVSET/$set/data"
  [ $set = realdata ] && data="$DEVSET/../realdata"
  sets+=("$set")
  for planner in rules llm; do
    echo "== dev set $set, $planner planner"
    b=$rules_bin
    [ $planner = llm ] && b=$llm_bin
    cache="$work/dev-$set-$planner"
    mkdir -p "$cache"
    score_args=()
    [ "$LIMIT" != 0 ] && score_args=(--limit "$LIMIT")
    python3 "$DEVSET/score.py" "$b" "$q" "$data" "$cache" "${score_args[@]}" | tee "$OUT/dev-$set-$planner.txt" | tail -1
    cp "$cache/misses.txt" "$OUT/dev-$set-$planner-misses.txt"
  done
done

echo
echo "Hit@1 by planner (model ${MODEL:-the app default} at $REQAP_OLLAMA_URL)"
python3 - "$OUT" "${sets[@]}" <<'EOF'
import json, re, sys
out, sets = sys.argv[1], sys.argv[2:]
rows = []
def persona(p):
    r = json.load(open(f"{out}/perqa-{p}.json"))
    return r["report"]["overall"]["n"], r["report"]["overall"]["hit_at_1"], r["plan_mean_ms"]
rows.append(("perqa persona", persona("rules"), persona("llm")))
for s in sets:
    def dev(p):
        last = open(f"{out}/dev-{s}-{p}.txt").read().strip().splitlines()[-1]
        m = re.search(r"hit@1=([\d.]+) .*n=(\d+)", last)
        return int(m.group(2)), float(m.group(1)), None
    rows.append((f"dev set {s}", dev("rules"), dev("llm")))
print(f"  {'set':16s} {'n':>5s} {'rules':>7s} {'llm':>7s}")
for name, r, l in rows:
    print(f"  {name:16s} {r[0]:5d} {r[1]:7.3f} {l[1]:7.3f}")
EOF
echo "results in $OUT/"
