#!/usr/bin/env bash
# README's two commands as a newcomer types them, on a machine whose only Node is the distribution's (20 here) and
# where nobody set CHROMIUM_PATH: `npm install && npm start` must serve the home page, and with --test
# `npm install && npm test` must run to its end. Run from a fresh clone (.ci/run does, in CI's own clone).
# The project brings Node 24 itself (the npm package `node`, a devDependency) and `npm test` finds or installs
# Chromium (tests/support/ensure-chromium.ts), so nothing here provisions either.
set -euo pipefail
cd "$(dirname "$0")/.."

# A Node 22+ that someone put on PATH (an earlier CI's cache, nvm) would hide what a stock machine does: such
# directories go. The system's own (/usr/bin, /bin, /usr/local/bin) stay, whatever their node is: that is the stock.
stock_path=""
IFS=: read -ra dirs <<< "$PATH"
for d in "${dirs[@]}"; do
  case "$d" in /usr/bin | /bin | /usr/local/bin) stock_path="${stock_path:+$stock_path:}$d"; continue ;; esac
  if [ -x "$d/node" ] && "$d/node" -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 22 ? 0 : 1)' 2>/dev/null; then
    continue
  fi
  stock_path="${stock_path:+$stock_path:}$d"
done
export PATH="$stock_path"
unset CHROMIUM_PATH
echo "two-commands: node on PATH: $(command -v node >/dev/null && node --version || echo none)"

npm install --no-audit --no-fund --loglevel=error

# `npm start` on a free port with its own data folder; stopped by its process group whatever happens.
port="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
data="$(mktemp -d)"
log="$data/start.log"
setsid env PORT="$port" DATA_DIR="$data" DIST_DIR="$data/dist" npm start >"$log" 2>&1 &
pid=$!
stop() { kill -TERM -- "-$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$data"; }
trap stop EXIT
served=""
for _ in $(seq 1 240); do
  if ! kill -0 "$pid" 2>/dev/null; then break; fi
  # The machine's node (no curl needed): the home page into a file, exit 0 only on 200.
  if node -e 'fetch(process.argv[1]).then(async (r) => { if (!r.ok) process.exit(1); require("fs").writeFileSync(process.argv[2], await r.text()); }).catch(() => process.exit(1))' \
    "http://127.0.0.1:$port/" "$data/home.html" 2>/dev/null; then served=1; break; fi
  sleep 1
done
if [ -z "$served" ] || ! grep -q 'Prúd života' "$data/home.html"; then
  echo "two-commands: npm start did not serve the home page on port $port"; tail -40 "$log"; exit 1
fi
# The demo catalogue: the home page links its books.
grep -q 'href="/product/' "$data/home.html" || { echo "two-commands: the home page lists no books (no demo data)"; tail -40 "$log"; exit 1; }
echo "two-commands: npm start served the home page of the demo shop"
stop
trap - EXIT

if [ "${1:-}" = "--test" ]; then
  npm test
fi
