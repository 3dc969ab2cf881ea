#!/bin/sh
# Sourced by node.sh and pnpm.sh: puts Node 24 and pnpm 12 first on PATH whatever the machine
# has. The system ones serve when they are recent enough; otherwise both are fetched once from
# the npm registry into TOOLS/ (git-ignored). Nothing is installed outside the project folder.
root=$(CDPATH= cd -- "$(dirname -- "$0")/.." && pwd)
node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
pnpm_major=$(pnpm --version 2>/dev/null | cut -d. -f1 || true)
if [ "$node_major" -lt 22 ] || [ "${pnpm_major:-0}" != 12 ]; then
  if [ ! -x "$root/TOOLS/node_modules/node/bin/node" ] || [ ! -x "$root/TOOLS/node_modules/.bin/pnpm" ]; then
    echo "[tn] system Node $(node -v 2>/dev/null || echo missing), pnpm ${pnpm_major:-missing}: fetching Node 24 and pnpm 12 into TOOLS/ (once)" >&2
    npm install --prefix "$root/TOOLS" --no-save --no-fund --no-audit --loglevel=error node@24 pnpm@12 >&2
  fi
  PATH="$root/TOOLS/node_modules/node/bin:$root/TOOLS/node_modules/.bin:$PATH"
  export PATH
fi
