#!/usr/bin/env bash
# Prints a folder holding Node.js of the supported major (22 LTS unless NODE_MAJOR says otherwise), for PATH:
# the one already first on PATH when it is that major, else the npm registry's `node` package installed once
# into the user's cache. For a machine whose system Node is older:
#   export PATH="$(bash scripts/ensure-node.sh):$PATH"
set -euo pipefail
MAJOR="${NODE_MAJOR:-22}"
if command -v node >/dev/null 2>&1 && [ "$(node -p 'process.versions.node.split(".")[0]')" = "$MAJOR" ]; then
  dirname "$(command -v node)"
  exit 0
fi
DIR="${XDG_CACHE_HOME:-$HOME/.cache}/qa-practice/node-$MAJOR"
BIN="$DIR/node_modules/node/bin"
if ! [ -x "$BIN/node" ] || [ "$("$BIN/node" -p 'process.versions.node.split(".")[0]')" != "$MAJOR" ]; then
  echo "Installing Node.js $MAJOR from the npm registry into $DIR..." >&2
  mkdir -p "$DIR"
  npm install --prefix "$DIR" --no-save --no-audit --no-fund --loglevel=error "node@$MAJOR" >&2
fi
echo "$BIN"
