#!/usr/bin/env bash
# Takes screenshots of the real desktop app under a virtual X server and
# saves them in docs/screenshots/: the empty library with the demo offer,
# the sources after importing the demo data, an answer with its operator
# tree and evidence, an event's detail, and the settings.
#
# Usage: scripts/screenshot.sh  (make screenshot builds bin/reqap first);
# JOURNAL_DIR=../shared/devset/journal/data adds the journal screenshots.
# Needs xvfb-run and ImageMagick's import: Fyne's own capture is black
# under Xvfb, so the X root window is captured instead.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${BIN:-bin/reqap}
OUT=${OUT:-docs/screenshots}
SIZE=${SIZE:-1280x820}
QUESTION=${QUESTION:-Which artist did I listen to most while running?}
THEME=${THEME:-light}

for tool in xvfb-run import; do
  command -v "$tool" >/dev/null || { echo "screenshot: $tool is missing (make screenshot installs it)" >&2; exit 1; }
done
[ -x "$BIN" ] || { echo "screenshot: $BIN is missing; run make build" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$OUT"

# The demo dataset: $DEMO_DIR when set, else the embedded one when
# assets/demo exists, else a small persona generated here; the first and
# last are handed to the app with --demo.
demo_args=()
if [ -n "${DEMO_DIR:-}" ]; then
  exports=$DEMO_DIR
  demo_args=(--demo "$exports")
elif [ -d assets/demo ]; then
  exports=assets/demo
else
  echo "screenshot: assets/demo is missing; generating a small persona" >&2
  "$BIN" bench gen --size small --seed 1 --out "$work/persona" >&2
  exports="$work/persona/exports"
  demo_args=(--demo "$exports")
fi

# shot NAME ARGS... starts the app with ARGS on a fresh virtual screen,
# waits until it reports the requested state (--ready), captures the
# screen and stops the app.
shot() {
  local name=$1; shift
  local ready="$work/$name.ready" log="$work/$name.log"
  rm -f "$ready"
  FYNE_THEME=$THEME xvfb-run -a -s "-screen 0 ${SIZE}x24" bash -c '
    "$@" &
    pid=$!
    for _ in $(seq 1 600); do
      [ -f "'"$ready"'" ] && break
      kill -0 $pid 2>/dev/null || break
      sleep 0.1
    done
    sleep 0.4
    import -window root "'"$OUT/$name.png"'"
    kill $pid 2>/dev/null || true
    wait $pid 2>/dev/null || true
  ' _ "$BIN" --size "$SIZE" --ready "$ready" "${demo_args[@]}" "$@" >"$log" 2>&1 || true
  if [ ! -f "$ready" ]; then
    echo "screenshot: $name: the app did not reach the requested state; its output:" >&2
    cat "$log" >&2
    exit 1
  fi
  echo "$OUT/$name.png"
}

data="$work/data"
shot 1-empty-library --data "$work/empty"
shot 2-sources --data "$data" --tab sources --import "$exports"
shot 3-answer --data "$data" --ask "$QUESTION"
shot 4-detail --data "$data" --ask "$QUESTION" --show detail
shot 5-settings --data "$data" --tab settings

# A journal: JOURNAL_DIR (a folder of daily notes or a Day One export),
# when set, with JOURNAL_TODAY as "today": an answer whose evidence shows
# the matched words, and a happening's detail with its whole day.
if [ -n "${JOURNAL_DIR:-}" ]; then
  jdata="$work/journal"
  mkdir -p "$jdata"
  "$BIN" --data "$jdata" import "$JOURNAL_DIR" >/dev/null
  printf '{"today":"%s"}\n' "${JOURNAL_TODAY:-2025-11-10}" >"$jdata/settings.json"
  shot 6-journal-answer --data "$jdata" --ask "${JOURNAL_QUESTION:-How many times did I go swimming in March 2025?}"
  shot 7-journal-day --data "$jdata" --ask "${JOURNAL_DETAIL_QUESTION:-When did I last go climbing with Ben?}" --show detail
fi
