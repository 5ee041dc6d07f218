# The sandbox's unit suites on a real PostgreSQL server (README.md "Two commands"): PGlite runs them in `npm
# test`, this runs those that honour SANDBOX_TEST_DATABASE_URL once more on PostgreSQL, where concurrent
# requests really overlap (row locks, deadlocks, serialisation). Sourced by .ci/run; by hand:
#
#   bash .ci/postgres.sh            # throwaway server, the PostgreSQL suites, server removed
#   source .ci/postgres.sh && pg_throwaway_start   # or keep one: exports SANDBOX_TEST_DATABASE_URL
#   pg_suites                                      # ...run them as often as needed
#   pg_throwaway_stop                              # stops the server, removes its folder
#
# PostgreSQL comes from Debian's packages (installed when missing). The cluster lives in a temporary
# folder, listens on 127.0.0.1 on a free port (and a socket in that folder only), trusts local
# connections, and runs without fsync: it holds nothing worth keeping. PostgreSQL refuses to run as
# root, so as root the cluster belongs to an unprivileged user (the package's `postgres`, else `nobody`).

pg_throwaway_bin() {
  local initdb
  initdb=$(ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1)
  [ -n "$initdb" ] && dirname "$initdb"
}

pg_throwaway_start() {
  if [ -z "$(pg_throwaway_bin)" ]; then
    echo "ci: installing PostgreSQL from Debian's packages"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq postgresql >/dev/null
  fi
  PG_BIN=$(pg_throwaway_bin)
  [ -n "$PG_BIN" ] || { echo "ci: no PostgreSQL initdb found under /usr/lib/postgresql" >&2; return 1; }

  PG_DIR=$(mktemp -d /tmp/casino-pg.XXXXXX)
  local run_as=()
  if [ "$(id -u)" = 0 ]; then
    PG_USER=postgres
    getent passwd postgres >/dev/null || PG_USER=nobody
    chown "$PG_USER" "$PG_DIR"
    run_as=(runuser -u "$PG_USER" --)
  fi
  # A free port: the kernel's pick for a socket bound to port 0 (checked again by the server's own bind).
  PG_PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

  "${run_as[@]}" "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres -A trust -E UTF8 --locale=C --no-sync >"$PG_DIR/initdb.log" 2>&1 \
    || { cat "$PG_DIR/initdb.log" >&2; return 1; }
  "${run_as[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -t 60 start \
    -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >/dev/null \
    || { cat "$PG_DIR/server.log" >&2; return 1; }
  "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres sandbox_test
  export SANDBOX_TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/sandbox_test"
  echo "ci: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PG_PORT ($PG_DIR)"
}

pg_throwaway_stop() {
  [ -n "${PG_DIR:-}" ] || return 0
  if [ -f "$PG_DIR/data/postmaster.pid" ]; then
    local run_as=()
    [ "$(id -u)" = 0 ] && run_as=(runuser -u "$PG_USER" --)
    "${run_as[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$PG_DIR"
  PG_DIR=
  unset SANDBOX_TEST_DATABASE_URL
}

# The suites that run on SANDBOX_TEST_DATABASE_URL when it is set (sandboxPerTest() or the variable
# itself), two files at a time as on PGlite: each vitest worker has a database of its own on the server,
# since each file wipes its database when it boots (tests/unit/support/worker-database.ts).
pg_suite_files() {
  grep -lE 'sandboxPerTest\(|SANDBOX_TEST_DATABASE_URL' tests/unit/sandbox/*.test.ts
}

pg_suites() {
  [ -n "${SANDBOX_TEST_DATABASE_URL:-}" ] || { echo "pg_suites: SANDBOX_TEST_DATABASE_URL is not set" >&2; return 1; }
  # shellcheck disable=SC2046
  npx vitest run --project sandbox $(pg_suite_files)
}

# Run directly: a throwaway server for one run of the suites.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  cd "$(dirname "$0")/.."
  trap pg_throwaway_stop EXIT
  pg_throwaway_start
  pg_suites
fi
