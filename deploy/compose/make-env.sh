#!/bin/sh
# Prints a new .env for docker-compose.yml: deploy/compose/make-env.sh > deploy/compose/.env
# ENCRYPTION_KEY encrypts every stored credential: keep a copy in your secret store (losing it loses them).
# The bootstrap admin key is the admin API key of the first start (the console's sign-in and the API's
# Bearer key); the first start creates it, later starts leave it as it is.
set -eu
hex() { od -An -tx1 -N"$1" /dev/urandom | tr -d ' \n'; }
cat <<ENV
COMPOSE_PROJECT_NAME=plugboard
ENCRYPTION_KEY=$(hex 32)
POSTGRES_PASSWORD=$(hex 16)
PLUGBOARD_BOOTSTRAP_ADMIN_EMAIL=${ADMIN_EMAIL:-admin@example.com}
PLUGBOARD_BOOTSTRAP_API_KEY=nk_$(hex 24)
BASE_URL=${BASE_URL:-http://localhost:3000}
ENV
