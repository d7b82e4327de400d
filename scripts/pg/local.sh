#!/usr/bin/env bash
# A PostgreSQL cluster for development in .data/pg (no system service): `scripts/pg/local.sh start|stop|status`.
# Prints the DATABASE_URL to use. As root, initdb and the server run as the `postgres` user of the package.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin="${POSTGRES_BIN:-/usr/lib/postgresql/15/bin}"
folder="$PWD/.data/pg"
port="${PGPORT:-55432}"
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case "${1:-}" in
  start)
    if [ ! -d "$folder/data" ]; then
      mkdir -p "$folder"
      [ "$(id -u)" = 0 ] && chown postgres:postgres "$folder"
      as_owner "$bin/initdb" -D "$folder/data" -A trust -U postgres -E UTF8 --locale=C.UTF-8 >/dev/null
    fi
    as_owner "$bin/pg_ctl" -D "$folder/data" -o "-p $port -k $folder -c listen_addresses=127.0.0.1" \
      -l "$folder/server.log" -w start >/dev/null
    echo "DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop) as_owner "$bin/pg_ctl" -D "$folder/data" -m fast stop ;;
  status) as_owner "$bin/pg_ctl" -D "$folder/data" status ;;
  *) echo "usage: $0 start|stop|status" >&2; exit 2 ;;
esac
