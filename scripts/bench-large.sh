#!/usr/bin/env bash
# make bench-large: a lifetime of data (the large persona, about 1.2 million
# events) imported and asked, each question as a whole `reqap ask` process,
# and a handful of the same questions over SQLite as the reference.
#
#   1. The persona is generated once into $LARGE_DIR/persona (kept).
#   2. It is imported into a fresh library ($LARGE_DIR/lib) unless an
#      import finished there before (REIMPORT=1 imports again): wall and
#      CPU time, events/s and peak RSS of the import, bytes per event on
#      disk (the Bluge index; the source snapshots beside it separately).
#   3. One question of each template (QUESTIONS=all asks every one) is
#      asked as its own process, opening the library included: p50, p95
#      and max latency and peak RSS. The first question after an import
#      also builds the library's catalog; it is timed on its own.
#   4. The plays are loaded into SQLite (Debian's sqlite3) and a few of
#      the questions answered by hand-written queries, timed by sqlite3.
#   5. The desktop app asks over the library in a test window, painted
#      while the question runs (ui's TestAskLargePersonaKeepsDrawing).
#
# Results go to $LARGE_DIR/results/; the table is printed.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${BIN:-bin/reqap}
LARGE_DIR=${LARGE_DIR:-/tmp/reqap-bench-large}
SEED=${SEED:-5}
QUESTIONS=${QUESTIONS:-per-template}
persona=$LARGE_DIR/persona
lib=$LARGE_DIR/lib
out=$LARGE_DIR/results
[ -x "$BIN" ] || { echo "bench-large: $BIN is missing; run make build" >&2; exit 1; }
command -v /usr/bin/time >/dev/null || { echo "bench-large: /usr/bin/time is missing (apt-get install time)" >&2; exit 1; }
mkdir -p "$LARGE_DIR" "$out"

if [ ! -f "$persona/questions.jsonl" ]; then
  echo "== generating the large persona (seed $SEED) into $persona"
  "$BIN" bench gen --seed "$SEED" --size large --out "$persona"
fi
today=$(python3 -c 'import json,sys; print(json.loads(open(sys.argv[1]).readline())["reference_date"])' "$persona/questions.jsonl")

if [ "${REIMPORT:-0}" = 1 ] || [ ! -f "$lib/.imported" ]; then
  echo "== importing $persona/exports into $lib"
  rm -rf "$lib"
  /usr/bin/time -f '%e %M %U %S' -o "$out/import.time" "$BIN" --data "$lib" import "$persona/exports" >"$out/import.log" 2>&1
  date -u +%FT%TZ >"$lib/.imported"
  rm -f "$out/first.time"
fi

# The first question after an import builds the catalog (one pass over the
# events, then cached in catalog.json).
if [ ! -f "$out/first.time" ]; then
  rm -f "$lib/qud_plans.jsonl"
  /usr/bin/time -f '%e %M' -o "$out/first.time" "$BIN" --data "$lib" ask --today "$today" "How many events do I have?" >"$out/first.out" 2>&1 || true
fi

echo "== asking ($QUESTIONS questions of $persona/questions.jsonl)"
rm -f "$lib/qud_plans.jsonl"
python3 - "$persona/questions.jsonl" "$QUESTIONS" >"$out/questions.tsv" <<'EOF'
import json, sys
seen, rows = set(), []
for line in open(sys.argv[1]):
    q = json.loads(line)
    if sys.argv[2] != "all" and q["template"] in seen:
        continue
    seen.add(q["template"])
    rows.append((q["id"], q["question"], "|".join(map(str, q["answers"]))))
# The questions the SQLite reference answers too, and one joining two
# sources, are always asked.
asked = {r[1] for r in rows}
for q in ["Who is my most played artist?", "How many songs did I listen to in 2023?",
          "Which artist did I listen to most in 2018?", "How many minutes of music did I listen to in 2020?",
          "What did I listen to while running?"]:
    if q not in asked:
        rows.append(("extra", q, ""))
for r in rows:
    print("\t".join(x.replace("\t", " ").replace("\n", " ") for x in r))
EOF
: >"$out/ask.tsv"
while IFS=$'\t' read -r id question gold; do
  if /usr/bin/time -f '%e %M' -o "$out/q.time" timeout 120 "$BIN" --data "$lib" ask --today "$today" "$question" >"$out/q.out" 2>&1; then st=ok; else st=failed; fi
  read -r secs rss <"$out/q.time" || { secs=120; rss=0; }
  answer=$(grep -m1 -i '^answer' "$out/q.out" | cut -c1-120 || true)
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$id" "$secs" "$rss" "$st" "$question" "$gold" "$answer" >>"$out/ask.tsv"
done <"$out/questions.tsv"

echo "== SQLite reference"
db=$LARGE_DIR/plays.sqlite
if [ ! -f "$db" ]; then
  command -v sqlite3 >/dev/null || scripts/deps.sh sqlite3
  load=$(mktemp)
  {
    echo "CREATE TABLE plays(end_time TEXT, artist TEXT, track TEXT, ms INTEGER);"
    echo "BEGIN;"
    for f in "$persona"/exports/*/StreamingHistory_music_*.json; do
      printf "INSERT INTO plays SELECT json_extract(value,'\$.endTime'), json_extract(value,'\$.artistName'), json_extract(value,'\$.trackName'), json_extract(value,'\$.msPlayed') FROM json_each(readfile('%s'));\n" "$f"
    done
    echo "COMMIT;"
  } >"$load"
  /usr/bin/time -f '%e' -o "$out/sqlite-load.time" sqlite3 "$db" <"$load"
  rm -f "$load"
fi
sqlite3 "$db" >"$out/sqlite.out" <<'EOF'
.timer on
SELECT 'most played artist', artist, count(*) FROM plays GROUP BY artist ORDER BY 3 DESC LIMIT 1;
SELECT 'songs in 2023', count(*) FROM plays WHERE end_time >= '2023' AND end_time < '2024';
SELECT 'top artist in 2018', artist, count(*) FROM plays WHERE end_time >= '2018' AND end_time < '2019' GROUP BY artist ORDER BY 3 DESC LIMIT 1;
SELECT 'minutes in 2020', round(sum(ms) / 60000.0) FROM plays WHERE end_time >= '2020' AND end_time < '2021';
EOF

echo "== the desktop app asking over the large library"
REQAP_LARGE_LIBRARY="$lib" go test ./ui/ -run TestAskLargePersonaKeepsDrawing -count=1 -v -timeout 20m >"$out/ui.log" 2>&1 || echo "bench-large: the UI test failed, see $out/ui.log" >&2

python3 - "$out" "$lib" <<'EOF'
import os, sys
out, lib = sys.argv[1], sys.argv[2]
def read_time(p):
    try:
        secs, rss = open(p).read().split()[:2]
        return float(secs), int(rss) * 1024
    except (OSError, ValueError):
        return None, None
def cpu_time(p):
    try:
        f = open(p).read().split()
        return float(f[2]) + float(f[3])
    except (OSError, ValueError, IndexError):
        return None
def size(path, suffix=""):
    n = 0
    for root, _, files in os.walk(path):
        for f in files:
            if f.endswith(suffix):
                n += os.path.getsize(os.path.join(root, f))
    return n
events = 0
for line in open(os.path.join(out, "import.log"), errors="replace"):
    if ": imported " in line:
        try:
            # Counts are written with thousands separators ("10,000").
            events += int(line.split(": imported ")[1].split()[0].replace(",", ""))
        except ValueError:
            pass
isecs, irss = read_time(os.path.join(out, "import.time"))
rows = [l.rstrip("\n").split("\t") for l in open(os.path.join(out, "ask.tsv"))]
secs = sorted(float(r[1]) for r in rows)
def pct(p):
    return secs[min(len(secs) - 1, int(round(p * (len(secs) - 1))))]
mb = lambda b: f"{b / 2**20:.0f} MB"
print()
print(f"| large persona | {events:,} events imported |")
print("|---|---|")
if isecs:
    icpu = cpu_time(os.path.join(out, "import.time"))
    cpu = f" (CPU {icpu:.0f} s)" if icpu else ""
    print(f"| import | {isecs:.1f} s{cpu} = {events / isecs:,.0f} events/s, peak RSS {mb(irss)} |")
lsize = size(os.path.join(lib, "library"))
ssize = size(os.path.join(lib, "snapshots"), ".events")
csize = size(os.path.join(lib, "snapshots"), ".columns")
per = lambda b: f"{mb(b)} = {b / max(events, 1):.0f} bytes/event"
print(f"| library on disk | {per(lsize)}; derived: source snapshots {per(ssize)}, column tables {per(csize)} |")
fsecs, frss = read_time(os.path.join(out, "first.time"))
if fsecs:
    print(f"| first question after import (builds the catalog) | {fsecs:.2f} s, RSS {mb(frss)} |")
failed = sum(r[3] != "ok" for r in rows)
print(f"| {len(rows)} questions, each a whole `reqap ask` | p50 {pct(.5):.2f} s, p95 {pct(.95):.2f} s, max {secs[-1]:.2f} s; peak RSS {mb(max(int(r[2]) * 1024 for r in rows))}; {failed} failed |")
for l in open(os.path.join(out, "ui.log"), errors="replace"):
    if "frames painted" in l:
        print("| desktop app, same question |" + l.split(":", 2)[-1].strip() + " |")
print()
print("| question | reqap ask (whole process) | RSS | SQLite (query) |")
print("|---|---|---|---|")
sq = {}
lines = open(os.path.join(out, "sqlite.out")).read().splitlines()
for i, l in enumerate(lines):
    if l.startswith("Run Time:") and i > 0:
        sq[lines[i - 1].split("|")[0]] = l.split()[3] + " s"
ref = {"Who is my most played artist?": "most played artist", "How many songs did I listen to in 2023?": "songs in 2023",
       "Which artist did I listen to most in 2018?": "top artist in 2018", "How many minutes of music did I listen to in 2020?": "minutes in 2020"}
slowest = sorted(rows, key=lambda r: -float(r[1]))[:8]
for r in slowest + [r for r in rows if r[4] in ref and r not in slowest]:
    print(f"| {r[4]} | {float(r[1]):.2f} s | {mb(int(r[2]) * 1024)} | {sq.get(ref.get(r[4], ''), '—')} |")
EOF
echo
echo "details in $out/ (ask.tsv: id, seconds, RSS KB, status, question, gold, answer)"
