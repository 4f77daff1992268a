#!/bin/sh
# Prints a new .env for docker-compose.yml: deploy/compose/make-env.sh > deploy/compose/.env
# ENCRYPTION_KEY encrypts every stored credential: keep a copy in your secret store (losing it loses them).
# The first start creates the admin developer and prints its API key once (the console's sign-in and the
# API's Bearer key): `docker compose logs plugboard`. To choose the key yourself instead (e.g. from a
# secret store), add PLUGBOARD_BOOTSTRAP_API_KEY=nk_... to .env; WITH_API_KEY=1 make-env.sh writes one.
set -eu
hex() { od -An -tx1 -N"$1" /dev/urandom | tr -d ' \n'; }
cat <<ENV
COMPOSE_PROJECT_NAME=plugboard
ENCRYPTION_KEY=$(hex 32)
POSTGRES_PASSWORD=$(hex 16)
PLUGBOARD_BOOTSTRAP_ADMIN_EMAIL=${ADMIN_EMAIL:-admin@example.com}
BASE_URL=${BASE_URL:-http://localhost:3000}
ENV
if [ "${WITH_API_KEY:-}" = 1 ]; then echo "PLUGBOARD_BOOTSTRAP_API_KEY=nk_$(hex 24)"; fi
