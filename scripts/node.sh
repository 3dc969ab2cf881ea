#!/bin/sh
# Runs Node 24 whatever the machine has: the system node when it is 22 or newer, otherwise a
# project-local Node 24 fetched from the npm registry into TOOLS/ (git-ignored). Nothing is
# installed outside the project folder.
set -e
root=$(CDPATH= cd -- "$(dirname -- "$0")/.." && pwd)
major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$major" -ge 22 ]; then exec node "$@"; fi
local_node="$root/TOOLS/node_modules/node/bin/node"
if [ ! -x "$local_node" ]; then
  echo "[tn] system Node is $(node -v 2>/dev/null || echo missing); fetching Node 24 into TOOLS/ (once)" >&2
  npm install --prefix "$root/TOOLS" --no-save --loglevel=error node@24 pnpm@12 >&2
fi
PATH="$root/TOOLS/node_modules/node/bin:$root/TOOLS/node_modules/.bin:$PATH" exec "$local_node" "$@"
