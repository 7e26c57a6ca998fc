#!/usr/bin/env bash
# Runs a command with Node >= 22.22 first on PATH (fetching Node 24 into .tools/ when the
# system Node is older), so `npm start`, `npm test` and the other scripts work on Node 20 machines.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
node_bin="$(bash "$here/ensure-node.sh")"
export PATH="$node_bin:$PATH"
exec "$@"
