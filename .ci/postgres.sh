# Sourced by .ci/run: a throwaway PostgreSQL cluster for the PostgreSQL twin tests (server/**/*.postgres.test.ts),
# which run only when TEST_POSTGRES_URL is set. The cluster lives in a temporary folder, listens on 127.0.0.1 on a
# free port and is stopped and removed when the script that sourced this exits, whether the tests pass or fail.
# A machine where PostgreSQL cannot be installed or started still runs everything else: the twins then skip.

# The newest PostgreSQL found: Debian keeps each version's programs off PATH, in /usr/lib/postgresql/<version>/bin.
postgres_bin_dir() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2> /dev/null | sort -V | tail -n 1)
  if [ -n "$dir" ] && [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
    echo "$dir"
  elif command -v initdb > /dev/null && command -v pg_ctl > /dev/null; then
    dirname "$(command -v initdb)"
  else
    return 1
  fi
}

# PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user the package creates.
as_cluster_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

test_postgres_dir=''
test_postgres_bin=''

stop_test_postgres() {
  [ -n "$test_postgres_dir" ] || return 0
  # Immediate: nothing in a throwaway cluster needs a clean shutdown.
  as_cluster_owner "$test_postgres_bin/pg_ctl" -D "$test_postgres_dir/data" -m immediate stop > /dev/null 2>&1 || true
  rm -rf "$test_postgres_dir"
  test_postgres_dir=''
}

start_test_postgres() {
  if ! test_postgres_bin=$(postgres_bin_dir); then
    echo "Installing Debian postgresql for the PostgreSQL twin tests…"
    export DEBIAN_FRONTEND=noninteractive
    { apt-get update -qq && apt-get install -y -qq postgresql > /dev/null; } || { echo "apt-get could not install postgresql"; return 1; }
    test_postgres_bin=$(postgres_bin_dir) || { echo "postgresql installed, but no initdb and pg_ctl found"; return 1; }
  fi
  local port
  # The kernel hands out a free port; another process could take it before PostgreSQL does, but on a CI machine
  # that is rare enough that the twins skipping once is the right price.
  port=$(node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })") \
    || { echo "no free port found"; return 1; }
  test_postgres_dir=$(mktemp -d /tmp/kramnytsia-ci-postgres.XXXXXX) || { echo "mktemp failed"; return 1; }
  # Set the trap before anything can start, so a failure half-way still removes the folder.
  trap stop_test_postgres EXIT
  if [ "$(id -u)" = 0 ]; then chown postgres: "$test_postgres_dir" || { echo "no postgres user to own the cluster"; return 1; }; fi
  as_cluster_owner "$test_postgres_bin/initdb" -D "$test_postgres_dir/data" -A trust -U postgres -E UTF8 > "$test_postgres_dir/initdb.log" 2>&1 \
    || { echo "initdb failed:"; cat "$test_postgres_dir/initdb.log"; return 1; }
  # No durability: the cluster is thrown away after the run, and fsync on every commit would only slow the tests.
  as_cluster_owner "$test_postgres_bin/pg_ctl" -D "$test_postgres_dir/data" -l "$test_postgres_dir/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $test_postgres_dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start > /dev/null || { echo "PostgreSQL did not start:"; cat "$test_postgres_dir/server.log"; return 1; }
  export TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$port/postgres"
  echo "PostgreSQL $("$test_postgres_bin/pg_ctl" --version | awk '{print $3}') for the twin tests at $TEST_POSTGRES_URL"
}

# A PostgreSQL the caller provides (TEST_POSTGRES_URL already set) is used as it is.
if [ -z "${TEST_POSTGRES_URL:-}" ] && ! start_test_postgres; then
  stop_test_postgres
  echo "Going on without PostgreSQL: the PostgreSQL twin tests will be skipped."
fi
