#!/bin/sh
# First start: initdb with POSTGRES_USER (default postgres) and POSTGRES_PASSWORD, create POSTGRES_DB,
# run /docker-entrypoint-initdb.d/*.sql and *.sh; then PostgreSQL listening on every address.
set -eu
user="${POSTGRES_USER:-postgres}"
db="${POSTGRES_DB:-$user}"
auth="${POSTGRES_HOST_AUTH_METHOD:-scram-sha-256}"
if [ "${1:-postgres}" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -z "${POSTGRES_PASSWORD:-}" ] && [ "$auth" != trust ]; then
    echo "postgres: POSTGRES_PASSWORD is not set; set it (or POSTGRES_HOST_AUTH_METHOD=trust, not for production)" >&2
    exit 1
  fi
  pwfile="$(mktemp)"
  printf '%s\n' "${POSTGRES_PASSWORD:-}" >"$pwfile"
  initdb -D "$PGDATA" -U "$user" --pwfile="$pwfile" --auth-local=trust --auth-host="$auth" -E UTF8 >/dev/null
  rm -f "$pwfile"
  printf 'host all all all %s\n' "$auth" >>"$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  if [ "$db" != postgres ]; then
    psql -v ON_ERROR_STOP=1 -U "$user" -d postgres -qc "CREATE DATABASE \"$db\"" >/dev/null
  fi
  for file in /docker-entrypoint-initdb.d/*; do
    case "$file" in
      *.sql) psql -v ON_ERROR_STOP=1 -U "$user" -d "$db" -qf "$file" ;;
      *.sh) . "$file" ;;
    esac
  done
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  echo "postgres: database $db initialised; ready for start up"
fi
if [ "${1:-postgres}" = postgres ]; then
  shift || true
  exec postgres -D "$PGDATA" -c listen_addresses='*' "$@"
fi
exec "$@"
