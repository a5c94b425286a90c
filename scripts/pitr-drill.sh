#!/usr/bin/env bash
# PostgreSQL point-in-time recovery, tried on this machine (docs/operations.md, "Point-in-time
# recovery"): a scratch PostgreSQL cluster with WAL archiving holds the product's database (the
# built server migrates it and seeds the demo); a base backup is taken; a marker row is written,
# the target time noted, a second marker written and then a mistake made (every response deleted);
# the base backup is restored into a new folder and replayed from the archive up to the target
# time. The recovered database must hold every response and the first marker, not the second.
#
#   bash scripts/pitr-drill.sh          (as root or as the postgres user; PG_BIN, PITR_PORT=5499)
# Needs PostgreSQL's server binaries (Debian: postgresql-15) and a built server (npm run build).
set -euo pipefail
cd "$(dirname "$0")/.."
PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)}"
PORT="${PITR_PORT:-5499}"
RPORT=$((PORT + 1))
WORK="$(mktemp -d /tmp/hm-pitr-XXXXXX)"
chmod 0777 "$WORK"
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
psql_at() { as_pg "$PG_BIN/psql" -h 127.0.0.1 -p "$1" -U postgres -d hm -tAqc "$2"; }
cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$WORK/restored" -m immediate stop >/dev/null 2>&1 || true
  as_pg "$PG_BIN/pg_ctl" -D "$WORK/primary" -m immediate stop >/dev/null 2>&1 || true
  [ -n "${SERVER_PID:-}" ] && kill "$SERVER_PID" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT
started=$SECONDS
step() { echo "[$((SECONDS - started)) s] $*"; }

step "a scratch cluster with WAL archiving ($PG_BIN, port $PORT)"
as_pg "$PG_BIN/initdb" -D "$WORK/primary" -U postgres --auth=trust >/dev/null
as_pg mkdir "$WORK/archive"
cat >>"$WORK/primary/postgresql.conf" <<CONF
port = $PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '$WORK'
wal_level = replica
archive_mode = on
archive_command = 'test ! -f $WORK/archive/%f && cp %p $WORK/archive/%f'
CONF
as_pg "$PG_BIN/pg_ctl" -D "$WORK/primary" -l "$WORK/primary.log" -w start >/dev/null
as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres hm

step "the product's database on it: the built server migrates it and seeds the demo"
PORT_API=$((PORT + 2))
DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/hm" PORT="$PORT_API" HM_DEMO=1 HM_DATA_DIR="$WORK/data" \
  node packages/server/build/server.mjs >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 120); do curl -sf "http://127.0.0.1:$PORT_API/ready" >/dev/null && break; sleep 1; done
curl -sf "http://127.0.0.1:$PORT_API/ready" >/dev/null || { cat "$WORK/server.log"; echo "the server did not get ready" >&2; exit 1; }
kill "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null || true; SERVER_PID=
responses=$(psql_at "$PORT" "SELECT count(*) FROM ket_qua")
step "$responses responses in the database"

step "base backup (pg_basebackup, tar, WAL streamed, fast checkpoint)"
as_pg "$PG_BIN/pg_basebackup" -h 127.0.0.1 -p "$PORT" -U postgres -D "$WORK/base" -Ft -z -X stream -c fast >/dev/null

psql_at "$PORT" "CREATE TABLE pitr_marker (note text PRIMARY KEY, at timestamptz DEFAULT clock_timestamp())"
psql_at "$PORT" "INSERT INTO pitr_marker (note) VALUES ('before the target')"
sleep 1
TARGET=$(psql_at "$PORT" "SELECT clock_timestamp()")
sleep 1
psql_at "$PORT" "INSERT INTO pitr_marker (note) VALUES ('after the target')"
psql_at "$PORT" "DELETE FROM ket_qua_chi_tiet; DELETE FROM ket_qua"
step "target time $TARGET; then a second marker, and every response deleted by mistake ($(psql_at "$PORT" "SELECT count(*) FROM ket_qua") left)"
psql_at "$PORT" "SELECT pg_switch_wal()" >/dev/null
for _ in $(seq 1 30); do [ "$(psql_at "$PORT" "SELECT last_failed_wal IS NULL AND archived_count > 0 FROM pg_stat_archiver")" = t ] && break; sleep 1; done
sleep 2

step "restore: the base backup into a new folder, WAL replayed from the archive up to the target time"
as_pg mkdir -m 0700 "$WORK/restored"
as_pg tar -xzf "$WORK/base/base.tar.gz" -C "$WORK/restored"
as_pg tar -xzf "$WORK/base/pg_wal.tar.gz" -C "$WORK/restored/pg_wal"
cat >>"$WORK/restored/postgresql.conf" <<CONF
port = $RPORT
archive_mode = off
restore_command = 'cp $WORK/archive/%f %p'
recovery_target_time = '$TARGET'
recovery_target_action = 'promote'
CONF
as_pg touch "$WORK/restored/recovery.signal"
as_pg "$PG_BIN/pg_ctl" -D "$WORK/restored" -l "$WORK/restored.log" -w -t 120 start >/dev/null
for _ in $(seq 1 60); do [ "$(psql_at "$RPORT" "SELECT NOT pg_is_in_recovery()")" = t ] && break; sleep 1; done

got=$(psql_at "$RPORT" "SELECT count(*) FROM ket_qua")
markers=$(psql_at "$RPORT" "SELECT string_agg(note, ', ' ORDER BY note) FROM pitr_marker")
step "recovered: $got responses; markers: $markers"
grep -E "recovery stopping|database system is ready" "$WORK/restored.log" | sed 's/^/    /'
if [ "$got" = "$responses" ] && [ "$markers" = "before the target" ]; then
  echo "point-in-time recovery: passed in $((SECONDS - started)) s"
else
  echo "point-in-time recovery: FAILED (expected $responses responses and only the first marker)" >&2
  exit 1
fi
