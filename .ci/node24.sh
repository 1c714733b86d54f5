#!/usr/bin/env bash
# Run by .ci/run (its install beside `npm test`, its suites after): the store on Node 24, the active LTS a deployment runs today (the main run is
# on the machine's Node 20). Node 24 comes from the npm registry (the `node` package brings the official
# distribution), and the store is installed afresh in a copy of this checkout, so the main node_modules (built for
# Node 20) stays as it is. Then the server-side suites (API on PostgreSQL, rules, scripts: what runs on Node; the
# component tests run the browser's code) and a start of the built store, answered and stopped.
set -euo pipefail
cd "$(dirname "$0")/.."
checkout=$(pwd)

# `prepare` (Node 24 and the store installed: mostly waiting on the registry and the disk, so .ci/run starts it
# beside the main tests) and `run` (the suites and the smoke start) share NODE24_WORK; with no phase, both run.
phase=${1:-all}
work=${NODE24_WORK:-$(mktemp -d /tmp/kramnytsia-node24.XXXXXX)}
server_pid=''
cleanup() {
  if [ -n "$server_pid" ]; then kill -- "-$server_pid" 2> /dev/null || true; fi
  if [ "$phase" != prepare ]; then rm -rf "$work"; fi
}
trap cleanup EXIT

if [ "$phase" != run ]; then
  echo "Node 24 from the npm registry…"
  npm install --prefix "$work/runtime" --no-audit --no-fund --no-save node@24 > "$work/runtime.log" 2>&1 || { cat "$work/runtime.log"; exit 1; }
fi
node24_dir=$(find "$work/runtime" -path '*/include/node/node.h' -print -quit); node24_dir=${node24_dir%/include/node/node.h}
export PATH="$node24_dir/bin:$PATH"
if [ "$phase" != run ]; then
  echo "Installing the store on Node $(node --version)…"
  git clone -q . "$work/store"
  # Without install scripts, none of which Node 24 needs: better-sqlite3 12 (a minute of compiling) is the
  # Node 20 engine and never loaded here; 13 brings its binary, sharp and esbuild theirs in their platform packages.
  (cd "$work/store" && npm ci --no-audit --no-fund --ignore-scripts > "$work/install.log" 2>&1) || { tail -40 "$work/install.log"; exit 1; }
fi
[ "$phase" = prepare ] && exit 0
cd "$work/store"

# The server-side suites: the rules, the scripts and the server's own modules (SQLite's statement cache and files,
# the `npm start` stop tests, the PostgreSQL twins), and the API tests on PostgreSQL, which the main run leaves to
# this one so that each engine is run once (docs/decisions/0032-node-versions.md). Without a PostgreSQL, the API
# tests run here on SQLite instead, better-sqlite3 13 being what Node 24 loads.
if [ -n "${TEST_POSTGRES_URL:-}" ]; then api_projects=(--project 'api-on-postgres*'); else api_projects=(--project api-on-sqlite); fi
# Of the server-side suites, those whose outcome can hang on the runtime (docs/decisions/0069-what-node-24-runs.md):
# SQLite's files and statement cache, the `npm start` stop tests and the PostgreSQL twins. The pure rules and the rest
# ran on Node 20 already.
# A file filter applies to every project named with it, so the two runs are apart.
npx vitest run --project server-and-rules server/db/ scripts/start postgres.test
npx vitest run "${api_projects[@]}"

echo "Starting the built store on Node $(node --version)…"
# The build the journeys used (a build is the same files whichever Node made them); built here when there is none.
if [ -f "$checkout/dist/index.html" ]; then cp -r "$checkout/dist" dist
else npm run build > "$work/build.log" 2>&1 || { tail -40 "$work/build.log"; exit 1; }
fi
port=$(node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")
setsid env PORT="$port" HOST=127.0.0.1 DATABASE_URL="$work/store.db" LOG_LEVEL=warn node scripts/start.mjs > "$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 120); do
  grep -q 'Kramnytsia is open at' "$work/server.log" && break
  kill -0 "$server_pid" 2> /dev/null || { cat "$work/server.log"; exit 1; }
  sleep 1
done
base="http://127.0.0.1:$port"
curl -fsS "$base/api/health" > /dev/null
curl -fsS "$base/ru/catalog/c1" | grep -q '<h1' || { echo "the Russian catalogue page did not render"; cat "$work/server.log"; exit 1; }
kill -TERM "$server_pid"
status=0
wait "$server_pid" || status=$?
server_pid=''
if [ "$status" != 0 ]; then
  echo "the store stopped with exit code $status on SIGTERM:"
  cat "$work/server.log"
  exit 1
fi
echo "Node $(node --version): the server-side suites pass, and the built store starts, answers and stops cleanly."
