#!/usr/bin/env bash
# `npm start`: build the production site when the sources changed, then serve it.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export NODE_ENV="${NODE_ENV:-production}"
bash scripts/node-with-dotenv.sh scripts/build-if-needed.ts
exec bash scripts/node-with-dotenv.sh server/index.ts
