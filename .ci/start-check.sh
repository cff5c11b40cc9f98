#!/usr/bin/env bash
# Starts the built app (npm run build) on a fresh data directory and a free port, as
# `npm start` would, and checks that the API, the back office and the portal answer.
set -euo pipefail
cd "$(dirname "$0")/.."
data=$(mktemp -d)
port=$(node -e "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})")
DATA_DIR="$data" PORT="$port" HOST=127.0.0.1 LOG_LEVEL=warn node server/dist/main.js > "$data/server.log" 2>&1 &
pid=$!
cleanup() { kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$data"; }
trap cleanup EXIT
base="http://127.0.0.1:$port"
for _ in $(seq 1 120); do
  curl -fsS "$base/api/health" >/dev/null 2>&1 && break
  kill -0 "$pid" 2>/dev/null || { cat "$data/server.log"; echo "the app stopped while starting"; exit 1; }
  sleep 1
done
check() {
  local path=$1 expect=$2
  local body
  body=$(curl -fsS "$base$path") || { echo "$path did not answer"; cat "$data/server.log"; exit 1; }
  grep -q "$expect" <<<"$body" || { echo "$path lacks \"$expect\""; exit 1; }
}
check /api/health '"success":true'
check /home '<div id="root">'
check /user/login '<div id="root">'
check '/api/portal/position/list?pageNo=1&pageSize=1' '"success":true'
echo "Node $(node --version): the built app started on port $port and answered"
