#!/bin/sh
# Runs Node 24 whatever the machine has (see tools.sh): `sh scripts/node.sh <script> [args]`.
set -e
. "$(dirname -- "$0")/tools.sh"
exec node "$@"
