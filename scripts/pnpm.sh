#!/bin/sh
# Runs pnpm 12 on Node 24 whatever the machine has (see tools.sh), so `npm run setup`,
# `npm start` and `npm test` work on a machine with only Node 20 and npm.
set -e
. "$(dirname -- "$0")/tools.sh"
exec pnpm "$@"
