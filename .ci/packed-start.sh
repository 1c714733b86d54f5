#!/usr/bin/env bash
# The built store as a deployment runs it: `npm pack` of the built tree (package.json's "files": build/, dist/,
# locales/, scripts/start.mjs), installed without the dev dependencies in a temporary folder, made read-only, started
# with NODE_ENV=production on 127.0.0.1, asked for a page, an API answer and readiness, and stopped. The Dockerfile's
# run stage does the same steps; there is no Docker engine here to run it.
set -euo pipefail
cd "$(dirname "$0")/.."
checkout=$PWD
[ -f build/server/main.js ] && [ -f dist/index.html ] || { echo "packed-start: run npm run build first"; exit 1; }
work=$(mktemp -d /tmp/kramnytsia-packed.XXXXXX)
server_pid=''
cleanup() {
  if [ -n "$server_pid" ]; then kill -KILL "$server_pid" 2> /dev/null || true; fi
  chmod -R u+w "$work" 2> /dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

tarball=$(npm pack --silent --pack-destination "$work" | tail -1)
mkdir "$work/store" "$work/data"
tar -xzf "$work/$tarball" -C "$work/store" --strip-components=1
cp package-lock.json "$work/store/"
cd "$work/store"
# The native SQLite bindings compile from source (their prebuilt binaries come from GitHub, out of reach here):
# the ones this checkout built are copied, as .ci/run keeps them between runs; every other package comes from npm.
npm ci --omit=dev --ignore-scripts --no-audit --no-fund > "$work/install.log" 2>&1 || { cat "$work/install.log"; exit 1; }
npm rebuild sharp --no-audit --no-fund > /dev/null
for library in better-sqlite3 better-sqlite3-napi; do
  binary="$checkout/node_modules/$library/build/Release/better_sqlite3.node"
  [ -f "$binary" ] || continue # the one the other Node line loads (server/db/sqlite-library.ts)
  mkdir -p "node_modules/$library/build/Release"
  cp "$binary" "node_modules/$library/build/Release/"
done
for dev in vite vitest eslint @playwright/test; do
  [ ! -e "node_modules/$dev" ] || { echo "packed-start: the dev dependency $dev was installed"; exit 1; }
done
chmod -R a-w "$work/store"

touch "$work/server.log"
port=$(node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")
setsid env NODE_ENV=production SECRET="$(node -e "console.log(require('crypto').randomBytes(32).toString('hex'))")" \
  PUBLIC_URL=https://kramnytsia.example PORT="$port" HOST=127.0.0.1 WEB_CONCURRENCY=1 LOG_LEVEL=warn \
  DATABASE_URL="$work/data/store.db" UPLOADS_DIR="$work/data/uploads" \
  node scripts/start.mjs > "$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 60); do
  grep -q 'Kramnytsia is open at' "$work/server.log" && break
  kill -0 "$server_pid" 2> /dev/null || { cat "$work/server.log"; exit 1; }
  sleep 1
done
base="http://127.0.0.1:$port"
fail() { echo "packed-start: $1"; cat "$work/server.log"; exit 1; }
curl -fsS "$base/api/health/ready" | grep -q '"ready"' || fail "not ready"
curl -fsS "$base/api/menu" | grep -q '"data"' || fail "the API did not answer"
curl -fsS "$base/" | grep -q '<div id="root">' || fail "the home page did not render"
[ "$(curl -s -o /dev/null -w '%{http_code}' "$base/api/docs")" = 404 ] || fail "/api/docs is served in production"
grep -q 'Payments: on delivery only' "$work/server.log" || fail "the start-up line does not say payments are on delivery only"
kill -TERM "$server_pid"
status=0
wait "$server_pid" || status=$?
server_pid=''
[ "$status" = 0 ] || fail "the store stopped with exit code $status on SIGTERM"
echo "The packed build installed without dev dependencies, started read-only in production, answered and stopped cleanly."
