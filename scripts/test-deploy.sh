#!/usr/bin/env bash
# The deploy tier (deploy/test): builds the image, runs it against the host's PostgreSQL, brings the
# compose file up and down, and renders the Kubernetes manifests. CI runs it after `pnpm test`.
# As root on a Debian machine it installs docker.io and docker-compose when missing and starts dockerd
# when no engine answers (stopping it again at the end); where Docker still cannot run, the container
# tests print why and are skipped. Extra arguments go to vitest.
set -uo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
log() { echo "test-deploy: $*"; }

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  if ! command -v dockerd >/dev/null || ! { docker compose version >/dev/null 2>&1 || command -v docker-compose >/dev/null; }; then
    log "installing docker.io and docker-compose (Debian)"
    apt-get update -qq >/dev/null 2>&1 || true
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq docker.io docker-compose debootstrap >/dev/null 2>&1 || log "apt-get install failed"
  fi
fi

dockerd_pid=""
if command -v docker >/dev/null && ! docker info >/dev/null 2>&1 && [ "$(id -u)" = 0 ] && command -v dockerd >/dev/null; then
  log "starting dockerd (log: /var/log/dockerd-deploy-tier.log)"
  dockerd >/var/log/dockerd-deploy-tier.log 2>&1 &
  dockerd_pid=$!
  for _ in $(seq 1 60); do docker info >/dev/null 2>&1 && break; sleep 1; done
  docker info >/dev/null 2>&1 || log "dockerd did not answer within 60 s: $(tail -3 /var/log/dockerd-deploy-tier.log)"
fi

status=0
npx vitest run --config deploy/vitest.config.ts "$@" || status=$?

if [ -n "$dockerd_pid" ]; then
  kill "$dockerd_pid" 2>/dev/null
  wait "$dockerd_pid" 2>/dev/null
fi
log "finished in $(( $(date +%s) - started )) s"
exit "$status"
