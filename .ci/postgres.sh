#!/usr/bin/env bash
# Throwaway PostgreSQL cluster for the test suite.
#   source .ci/postgres.sh start   → exports TEST_DATABASE_URL and PG_TEST_PID
#   .ci/postgres.sh stop <pid> <dir>
set -euo pipefail

pg_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$dir" ] || { echo "PostgreSQL server binaries not found" >&2; return 1; }
  echo "$dir"
}

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

start() {
  local bin dir port
  bin=$(pg_bin)
  dir=$(mktemp -d /tmp/vets-pg.XXXXXX)
  chown postgres:postgres "$dir"
  port=$(free_port)
  su postgres -s /bin/sh -c "$bin/initdb -D '$dir/data' -U postgres -A trust -E UTF8 --locale=C.UTF-8 >'$dir/initdb.log' 2>&1"
  su postgres -s /bin/sh -c "$bin/pg_ctl -D '$dir/data' -o \"-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off\" -l '$dir/server.log' -w start >/dev/null"
  PG_TEST_PID=$(head -n 1 "$dir/data/postmaster.pid")
  PG_TEST_DIR=$dir
  TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
  export PG_TEST_PID PG_TEST_DIR TEST_DATABASE_URL
  echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on port $port (pid $PG_TEST_PID)"
}

stop() {
  local pid=$1 dir=$2
  kill -INT "$pid" 2>/dev/null || true
  for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
  rm -rf "$dir"
}

case "${1:-}" in
  start) start ;;
  stop) stop "$2" "$3" ;;
  *) echo "usage: postgres.sh start|stop <pid> <dir>" >&2; exit 2 ;;
esac
