#!/usr/bin/env bash
# Builds the Plugboard image: scripts/docker-build.sh TAG [docker build options…]
# - makes the base images (scripts/make-base-images.sh) when node:20-bookworm-slim is missing and cannot
#   be pulled (SKIP_BASE_IMAGES=1 skips this);
# - the context is the checkout's files as git sees them (tracked and new, not ignored), so a build here
#   equals a build from a clean checkout;
# - when NODE_EXTRA_CA_CERTS is set (a TLS-inspecting proxy's CA), it goes into the context as
#   .docker-build-ca.pem, which only the build stage reads: the final image never holds it. Debian's
#   docker.io has no buildx, hence no BuildKit secrets; this needs neither.
set -euo pipefail
tag="${1:?usage: scripts/docker-build.sh TAG [docker build options…]}"
shift
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

if [ "${SKIP_BASE_IMAGES:-0}" != 1 ] && ! docker image inspect node:20-bookworm-slim >/dev/null 2>&1; then
  docker pull -q node:20-bookworm-slim >/dev/null 2>&1 || bash scripts/make-base-images.sh
fi

context="$(mktemp -d)"
trap 'rm -rf "$context"' EXIT
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  git ls-files -z --cached --others --exclude-standard >"$context/files"
  tar --null -T "$context/files" --ignore-failed-read -cf "$context/context.tar" 2>/dev/null
else
  tar --exclude-vcs --exclude=node_modules --exclude=dist --exclude=.turbo -cf "$context/context.tar" .
fi
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -s "$NODE_EXTRA_CA_CERTS" ]; then
  cp "$NODE_EXTRA_CA_CERTS" "$context/.docker-build-ca.pem"
  tar -rf "$context/context.tar" -C "$context" .docker-build-ca.pem
fi
echo "docker-build: building $tag ($(du -h "$context/context.tar" | cut -f1) context)" >&2
# Legacy builder unless asked otherwise: Debian's docker.io has no buildx.
DOCKER_BUILDKIT="${DOCKER_BUILDKIT:-0}" docker build -t "$tag" "$@" - <"$context/context.tar"
