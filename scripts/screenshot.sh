#!/usr/bin/env bash
# Takes screenshots of every screen of the real desktop app under a virtual
# X server and saves them in docs/screenshots/ (the README shows them):
# the first start with the demo offer, the suggested questions, an answer
# (light and dark theme) with its event, export and removal dialogs, the
# timeline, an answer's evidence on it, the map, the saved questions, the
# sources, the settings, the keyboard shortcuts and the file picker.
#
# Usage: scripts/screenshot.sh  (make screenshot builds bin/reqap first);
# JOURNAL_DIR=../shared/devset/journal/data adds the journal screenshots.
# Needs xvfb-run and ImageMagick's import: Fyne's own capture is black
# under Xvfb, so the X root window is captured instead. The map is drawn
# from the real location and workout samples in $REALDATA (default
# ../shared/realdata) when they are there, else from the demo data.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${BIN:-bin/reqap}
OUT=${OUT:-docs/screenshots}
SIZE=${SIZE:-1280x820}
QUESTION=${QUESTION:-Which month did I run the most km?}
THEME=${THEME:-light}
REALDATA=${REALDATA:-../shared/realdata}

for tool in xvfb-run import; do
  command -v "$tool" >/dev/null || { echo "screenshot: $tool is missing (make screenshot installs it)" >&2; exit 1; }
done
[ -x "$BIN" ] || { echo "screenshot: $BIN is missing; run make build" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$OUT"

# The demo dataset: $DEMO_DIR when set, else the embedded one (assets/demo.zip),
# else a small persona generated here; the first and last are handed to the
# app with --demo.
demo_args=()
if [ -n "${DEMO_DIR:-}" ]; then
  exports=$DEMO_DIR
  demo_args=(--demo "$exports")
elif [ -f assets/demo.zip ]; then
  unzip -q assets/demo.zip -d "$work/demo"
  exports="$work/demo/exports"
else
  echo "screenshot: assets/demo.zip is missing; generating a small persona" >&2
  "$BIN" bench gen --size small --seed 1 --out "$work/persona" >&2
  exports="$work/persona/exports"
  demo_args=(--demo "$exports")
fi

# shot NAME THEME ARGS... starts the app with ARGS on a fresh virtual
# screen, waits until it reports the requested state (--ready), captures
# the screen and stops the app. A virtual X server that fails to start is
# tried again once.
shot() {
  local name=$1 theme=$2; shift 2
  local ready="$work/$name.ready" log="$work/$name.log"
  for attempt in 1 2; do
    rm -f "$ready"
    FYNE_THEME=$theme xvfb-run -a -s "-screen 0 ${SIZE}x24" bash -c '
      "$@" &
      pid=$!
      for _ in $(seq 1 900); do
        [ -f "'"$ready"'" ] && break
        kill -0 $pid 2>/dev/null || break
        sleep 0.1
      done
      sleep 0.4
      [ -f "'"$ready"'" ] && import -window root "'"$OUT/$name.png"'"
      # Fyne 2.8 can hang in its shutdown after SIGTERM: give it two
      # seconds, then stop it for good.
      kill $pid 2>/dev/null || true
      for _ in $(seq 1 20); do kill -0 $pid 2>/dev/null || break; sleep 0.1; done
      kill -9 $pid 2>/dev/null || true
      wait $pid 2>/dev/null || true
    ' _ "$BIN" --size "$SIZE" --ready "$ready" "${demo_args[@]}" "$@" >"$log" 2>&1 || true
    [ -f "$ready" ] && break
  done
  if [ ! -f "$ready" ]; then
    echo "screenshot: $name: the app did not reach the requested state; its output:" >&2
    cat "$log" >&2
    exit 1
  fi
  echo "$OUT/$name.png"
}

data="$work/data"
# The demo's "today", as the app sets it when it imports the demo itself.
manifest="$(dirname "$exports")/manifest.json"
if [ -f "$manifest" ]; then
  today=$(sed -n 's/.*"reference_date": *"\([0-9-]*\)".*/\1/p' "$manifest")
  mkdir -p "$data"
  printf '{"today": "%s"}\n' "$today" >"$data/settings.json"
fi
shot 01-first-start "$THEME" --data "$work/empty"
shot 02-suggested-questions "$THEME" --data "$data" --import "$exports"
shot 03-answer "$THEME" --data "$data" --ask "$QUESTION"
shot 04-answer-dark dark --data "$data" --ask "$QUESTION"
shot 16-per-month "$THEME" --data "$data" --ask "How many songs did I listen to per month in 2025?"
shot 05-event "$THEME" --data "$data" --ask "$QUESTION" --show detail
shot 06-export "$THEME" --data "$data" --ask "$QUESTION" --show export
shot 07-timeline "$THEME" --data "$data" --tab timeline
shot 08-evidence-on-timeline "$THEME" --data "$data" --ask "When was my last dentist appointment?" --show evidence

# Saved questions are asked again at start; these three are saved here as
# the Save button would.
cat >"$data/saved.json" <<'EOF'
[
  {"question": "How many running workouts did I do in 2025?", "added": "2025-08-01T10:00:00Z", "events": 0},
  {"question": "Which artist did I listen to most in 2025?", "added": "2025-07-20T10:00:00Z", "events": 0},
  {"question": "How much did I spend on online purchases in 2025?", "added": "2025-07-02T10:00:00Z", "events": 0}
]
EOF
shot 09-saved-questions "$THEME" --data "$data" --tab saved
shot 10-sources "$THEME" --data "$data" --tab sources
shot 11-remove "$THEME" --data "$data" --show remove
shot 12-settings "$THEME" --data "$data" --tab settings
shot 13-shortcuts "$THEME" --data "$data" --show shortcuts
shot 14-add-file "$THEME" --data "$data" --show picker
shot 17-identity "$THEME" --data "$data" --tab sources --show identity

places=("$REALDATA/google_takeout/location" "$REALDATA/workouts")
if [ -d "${places[0]}" ] && [ -d "${places[1]}" ]; then
  shot 15-map "$THEME" --data "$work/places" --import "${places[0]}" --import "${places[1]}" --show map
else
  echo "screenshot: $REALDATA has no location samples; the map shows the demo data" >&2
  shot 15-map "$THEME" --data "$data" --show map
fi

# A journal: JOURNAL_DIR (a folder of daily notes or a Day One export),
# when set, with JOURNAL_TODAY as "today": an answer whose evidence shows
# the matched words, and a happening's detail with its whole day.
JOURNAL_DIR="${JOURNAL_DIR:-$(dirname "$REALDATA")/devset/journal/data}"
if [ -d "$JOURNAL_DIR" ]; then
  jdata="$work/journal"
  mkdir -p "$jdata"
  "$BIN" --data "$jdata" import "$JOURNAL_DIR" >/dev/null
  printf '{"today":"%s"}\n' "${JOURNAL_TODAY:-2025-11-10}" >"$jdata/settings.json"
  shot 18-journal-answer "$THEME" --data "$jdata" --ask "${JOURNAL_QUESTION:-How many times did I go swimming in March 2025?}"
  shot 19-journal-day "$THEME" --data "$jdata" --ask "${JOURNAL_DETAIL_QUESTION:-When did I last go climbing with Ben?}" --show detail
fi
