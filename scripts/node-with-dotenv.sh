#!/usr/bin/env bash
# Runs `node ARGS...` with Node >= 22.22, reading ./.env first when there is one (values
# already in the environment win). Used by npm start, npm run dev and the CLI commands.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$(bash "$root/scripts/ensure-node.sh"):$PATH"
if [ -f "$root/.env" ]; then exec node --env-file="$root/.env" "$@"; fi
exec node "$@"
