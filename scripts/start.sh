#!/usr/bin/env bash
# `npm start`: refuse early when the data folder or the port is taken (before touching the build),
# build the production site when its provenance differs from the sources or SITE_URL, then serve it.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export NODE_ENV="${NODE_ENV:-production}"
bash scripts/node-with-dotenv.sh scripts/build-if-needed.ts --before-start
exec bash scripts/node-with-dotenv.sh server/index.ts
