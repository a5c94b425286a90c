#!/usr/bin/env bash
# Rolling upgrade of a deployment made by deploy/setup-debian.sh: the new release is installed
# beside the running one and replaces it process by process while staff keep voting.
#
#   deploy/rolling-upgrade.sh <built checkout | release name>   upgrade to it (run as root)
#   deploy/rolling-upgrade.sh --rollback                        back to the release before (the same steps)
#   deploy/rolling-upgrade.sh --status                          releases, ports, which release each port runs
#   deploy/rolling-upgrade.sh --start <checkout | release name>  first start (setup-debian.sh): API_PROCESSES
#                                                                (2) processes on the first ports of PORT_POOL
#
# Layout (docs/decisions/rolling-upgrade.md): every release in a folder of its own,
# /opt/hm-vote/releases/<name>, `current` naming the one new processes and the backups use; each API
# process is the systemd unit hm-vote-api@<port> and runs the release written in
# /etc/hm-vote/api-<port>.env (HM_RELEASE_DIR), so a process restarted by systemd comes back on the
# release it ran. The ports come from PORT_POOL (twice the processes: the new release starts on the
# ones not in use). For each running process, one at a time:
#   1. start a process of the new release on a spare port (it applies the new migrations, which only
#      expand: docs/operations.md, "Rolling upgrade") and wait for GET /ready = 200;
#   2. add it to nginx's upstream (render, nginx -t, nginx -s reload: graceful);
#   3. take the old process out of the upstream (reload), wait until nothing is connected to it
#      (nginx's old workers finish the requests they hold), stop it (SIGTERM: it finishes and exits).
# Before step 1 the hashed web files (shell and remotes) of each release are copied into the other's
# folders (never overwriting): a page opened on either release keeps finding its chunks on every
# process. A step that fails undoes what this run did (the new process stopped, the upstream back
# to the old processes) and exits 1; --rollback returns to the previous release the same way
# (migrations only expand, so the previous release runs on the migrated database).
#
# Settings: /etc/hm-vote/deploy.env (written by setup-debian.sh: SERVER_NAME, CERT, KEY, PORT_POOL,
# API_PROCESSES, NGINX_SITE; HTTPS_PORT, HTTP_PORT), then the environment for what it leaves unset:
#   HM_APP (/opt/hm-vote), HM_ETC (/etc/hm-vote), HM_SUPERVISOR (systemd when systemd runs, else
#   direct: processes started by this script, pid and log in $HM_APP/run; for machines without
#   systemd and for scripts/upgrade-drill.mjs), NGINX_CMD (the nginx command, "nginx"), RELEASE_NAME (the
#   new release's folder name; default `git describe` of the checkout), READY_TIMEOUT (120 s),
#   DRAIN_TIMEOUT (60 s).
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
HM_ETC=${HM_ETC:-/etc/hm-vote}
# shellcheck disable=SC1091
[ -f "$HM_ETC/deploy.env" ] && . "$HM_ETC/deploy.env"
HM_APP=${HM_APP:-/opt/hm-vote}
RELEASES=$HM_APP/releases
RUN=$HM_APP/run
NGINX_CMD=${NGINX_CMD:-nginx}
NGINX_SITE=${NGINX_SITE:-/etc/nginx/sites-available/hm-vote}
SERVER_NAME=${SERVER_NAME:-_}
HTTPS_PORT=${HTTPS_PORT:-443}
HTTP_PORT=${HTTP_PORT:-80}
PORT_POOL=${PORT_POOL:-"8101 8102 8103 8104"}
READY_TIMEOUT=${READY_TIMEOUT:-120}
DRAIN_TIMEOUT=${DRAIN_TIMEOUT:-60}
if [ -z "${HM_SUPERVISOR:-}" ]; then
  if [ -d /run/systemd/system ]; then HM_SUPERVISOR=systemd; else HM_SUPERVISOR=direct; fi
fi
case $HM_SUPERVISOR in systemd | direct) ;; *) echo "HM_SUPERVISOR is systemd or direct" >&2; exit 2 ;; esac

say() { printf '%s %s\n' "$(date -u +%H:%M:%S.%3N)" "$*"; }
die() { say "ERROR: $*" >&2; exit 1; }

# --- state --------------------------------------------------------------------------------------

# The ports with a process (an api-<port>.env file), in order.
active_ports() {
  local f
  for f in "$HM_ETC"/api-*.env; do [ -e "$f" ] && basename "$f" .env | sed 's/^api-//'; done | sort -n | tr '\n' ' '
}
# The release a port runs.
release_of() { sed -n 's/^HM_RELEASE_DIR=//p' "$HM_ETC/api-$1.env"; }
current_release() { readlink -f "$HM_APP/current" 2>/dev/null || true; }

write_port_env() { # port release-dir
  umask 022
  printf 'HM_RELEASE_DIR=%s\nHM_SERVER_ROOT=%s/packages/server\nHM_WEB_DIR=%s\n' "$2" "$2" "$2" > "$HM_ETC/api-$1.env.tmp"
  mv "$HM_ETC/api-$1.env.tmp" "$HM_ETC/api-$1.env"
}

# --- processes: the only steps that differ between systemd and direct ----------------------------

start_process() { # port
  local p=$1
  if [ "$HM_SUPERVISOR" = systemd ]; then
    systemctl enable --quiet "hm-vote-api@$p"
    systemctl start "hm-vote-api@$p"
  else
    mkdir -p "$RUN"
    (
      set -a
      # shellcheck disable=SC1091
      . "$HM_ETC/env"
      # shellcheck disable=SC1090
      . "$HM_ETC/api-$p.env"
      set +a
      # As the unit sets them (hm-vote-api@.service).
      export PORT=$p HOST=127.0.0.1 HM_TRUST_PROXY=127.0.0.1 NODE_ENV=production
      cd "$HM_SERVER_ROOT"
      exec setsid node --enable-source-maps "$HM_RELEASE_DIR/packages/server/build/server.mjs" >> "$RUN/api-$p.log" 2>&1 < /dev/null
    ) &
    echo $! > "$RUN/api-$p.pid"
  fi
}

stop_process() { # port
  local p=$1
  if [ "$HM_SUPERVISOR" = systemd ]; then
    systemctl disable --quiet "hm-vote-api@$p" || true
    systemctl stop "hm-vote-api@$p"
  else
    local pid
    pid=$(cat "$RUN/api-$p.pid" 2> /dev/null || true)
    [ -n "$pid" ] || return 0
    kill -TERM "$pid" 2> /dev/null || { rm -f "$RUN/api-$p.pid"; return 0; }
    # SIGTERM: requests under way are finished; as the unit, 30 s before SIGKILL.
    for _ in $(seq 1 300); do kill -0 "$pid" 2> /dev/null || break; sleep 0.1; done
    kill -0 "$pid" 2> /dev/null && kill -KILL "$pid" 2> /dev/null
    rm -f "$RUN/api-$p.pid"
  fi
}

process_alive() { # port
  if [ "$HM_SUPERVISOR" = systemd ]; then
    systemctl is-active --quiet "hm-vote-api@$1"
  else
    kill -0 "$(cat "$RUN/api-$1.pid" 2> /dev/null || echo 0)" 2> /dev/null
  fi
}

# --- shared steps -------------------------------------------------------------------------------

wait_ready() { # port
  local p=$1 t0=$SECONDS
  while ((SECONDS - t0 < READY_TIMEOUT)); do
    curl -sf -o /dev/null "http://127.0.0.1:$p/ready" && return 0
    process_alive "$p" || return 1
    sleep 0.25
  done
  return 1
}

# nginx's upstream = the given ports: rendered, checked (nginx -t), reloaded (old workers finish
# what they hold). A site nginx refuses is put back and the run stops.
set_upstream() { # ports...
  local ports
  ports=$(echo "$@" | tr ' ' ',')
  rm -f "$NGINX_SITE.before"
  [ -f "$NGINX_SITE" ] && cp "$NGINX_SITE" "$NGINX_SITE.before"
  node "$HERE/render-nginx.mjs" --server-name "$SERVER_NAME" --ports "$ports" --cert "$CERT" --key "$KEY" \
    --https-port "$HTTPS_PORT" --http-port "$HTTP_PORT" > "$NGINX_SITE.tmp"
  mv "$NGINX_SITE.tmp" "$NGINX_SITE"
  if ! $NGINX_CMD -t -q; then
    if [ -f "$NGINX_SITE.before" ]; then mv "$NGINX_SITE.before" "$NGINX_SITE"; else rm -f "$NGINX_SITE"; fi
    die "nginx refused the site for ports $ports: the previous site is back"
  fi
  rm -f "$NGINX_SITE.before"
  if ! $NGINX_CMD -s reload; then
    [ "${FIRST_START:-0}" = 1 ] || die "nginx -s reload failed"
    say "nginx is not running: start it (the site is written)"
  fi
  # The master has read the new site once a worker of it runs; give it that moment.
  sleep "${RELOAD_SETTLE:-1}"
  say "nginx upstream: $*"
}

# Waits until no connection to the port is open (nginx's old workers have answered what they held
# and closed their keep-alive connections to it).
drain() { # port
  local p=$1 t0=$SECONDS n
  while ((SECONDS - t0 < DRAIN_TIMEOUT)); do
    n=$(ss -Htn state established "( dport = :$p )" | wc -l)
    [ "$n" -eq 0 ] && return 0
    sleep 0.1
  done
  say "port $p still has $n connections after ${DRAIN_TIMEOUT}s: stopping it anyway (SIGTERM finishes what it holds)"
}

# The hashed web files (content-addressed names, cached for a year) of release $1 copied into the
# same folders of release $2, never overwriting: a page opened on $1 finds its chunks on $2.
share_assets() { # from to
  local from=$1 to=$2 d n=0
  for d in "$from"/shell "$from"/mf-*; do
    d=$(basename "$d")
    [ -d "$from/$d/dist" ] && [ -d "$to/$d/dist" ] || continue
    n=$((n + $(cd "$from/$d/dist" && find . -type f \( -regextype posix-extended -regex '.*\.[0-9a-f]{8}\.(js|css)' -o -path './assets/*' \) \
      -exec cp -n -v --parents -t "$to/$d/dist" {} + | { grep "^'" || true; } | wc -l)))
  done
  say "hashed web files of $(basename "$from") copied beside those of $(basename "$to"): $n"
}

# The systemd target and `current` follow the running release.
record_release() { # release ports...
  local rel=$1
  shift
  ln -sfn "$rel" "$HM_APP/current.tmp" && mv -T "$HM_APP/current.tmp" "$HM_APP/current"
  echo "$(date -u +%FT%TZ) $rel" >> "$HM_ETC/release-history"
  if [ "$HM_SUPERVISOR" = systemd ]; then
    local wants="" p
    for p in "$@"; do wants="$wants hm-vote-api@$p.service"; done
    sed -i "s/^Wants=.*/Wants=$wants/" /etc/systemd/system/hm-vote.target
    systemctl daemon-reload
  fi
}

# --- the upgrade --------------------------------------------------------------------------------

# Replaces process after process: each pair old-port:new-port, the new one running release $1.
# UPSTREAM is nginx's upstream as it stands; DONE the pairs replaced. Answers 1 (the new process
# stopped, the upstream as before it) when a new process does not become ready.
replace() { # release pairs...
  local rel=$1 pair o n p t0 rest
  shift
  DONE=()
  for pair in "$@"; do
    o=${pair%:*} n=${pair#*:} t0=$SECONDS
    write_port_env "$n" "$rel"
    start_process "$n"
    if ! wait_ready "$n"; then
      say "the process on port $n did not become ready (log: journalctl -u hm-vote-api@$n, or $RUN/api-$n.log)"
      stop_process "$n"
      rm -f "$HM_ETC/api-$n.env"
      return 1
    fi
    say "port $n ready ($((SECONDS - t0)) s): $(basename "$rel")"
    UPSTREAM+=("$n")
    set_upstream "${UPSTREAM[@]}"
    rest=()
    for p in "${UPSTREAM[@]}"; do [ "$p" != "$o" ] && rest+=("$p"); done
    UPSTREAM=("${rest[@]}")
    set_upstream "${UPSTREAM[@]}"
    drain "$o"
    stop_process "$o"
    rm -f "$HM_ETC/api-$o.env"
    say "port $o stopped"
    DONE+=("$pair")
  done
}

switch_to() { # release-dir
  local new=$1 old olds spares=() p i
  old=$(current_release)
  read -r -a olds <<< "$(active_ports)"
  [ ${#olds[@]} -gt 0 ] || die "no running process recorded in $HM_ETC (api-<port>.env): set up with deploy/setup-debian.sh first"
  [ "$old" != "$new" ] || { say "already running $(basename "$new")"; return 0; }
  for p in $PORT_POOL; do
    [[ " ${olds[*]} " == *" $p "* ]] && continue
    [ -n "$(ss -Hltn "( sport = :$p )")" ] && die "spare port $p is in use by another program"
    spares+=("$p")
  done
  [ ${#spares[@]} -ge ${#olds[@]} ] || die "PORT_POOL ($PORT_POOL) needs ${#olds[@]} ports besides ${olds[*]}"
  say "switching ${olds[*]} ($(basename "$old")) to $(basename "$new") on ${spares[*]:0:${#olds[@]}}, supervisor $HM_SUPERVISOR"

  share_assets "$old" "$new"
  share_assets "$new" "$old"

  UPSTREAM=("${olds[@]}")
  local pairs=() k
  for i in "${!olds[@]}"; do pairs+=("${olds[$i]}:${spares[$i]}"); done
  if ! replace "$new" "${pairs[@]}"; then
    # Undo: the processes already replaced come back on the previous release, the same way.
    local back=()
    for ((k = ${#DONE[@]} - 1; k >= 0; k--)); do back+=("${DONE[$k]#*:}:${DONE[$k]%:*}"); done
    if [ ${#back[@]} -gt 0 ]; then
      say "undoing: ${back[*]} back to $(basename "$old")"
      replace "$old" "${back[@]}" || die "the undo failed too: see $0 --status"
    fi
    die "the upgrade to $(basename "$new") failed: $(basename "$old") serves on $(active_ports)"
  fi
  record_release "$new" "${UPSTREAM[@]}"
  say "done: $(basename "$new") on ${UPSTREAM[*]}; previous release $(basename "$old") kept (roll back: $0 --rollback)"
}

install_release() { # checkout → release folder
  local src=$1 name dest
  src=$(cd "$src" && pwd)
  [ -f "$src/packages/server/build/server.mjs" ] || die "$src is not built: npm run bootstrap && npm run build"
  name=${RELEASE_NAME:-$(git -C "$src" describe --tags --always --dirty 2> /dev/null || date -u +%Y%m%d%H%M%S)}
  dest=$RELEASES/$name
  if [ -e "$dest" ]; then
    say "release $name already installed: $dest" >&2
  else
    mkdir -p "$RELEASES"
    mkdir "$dest.partial"
    # What runs: the built server with its dependencies, the built web folders, deploy/.
    # HM_INSTALL_LINK=1: hard links instead of copies (the same file system; the drill does it).
    (cd "$src" && cp -a${HM_INSTALL_LINK:+l} --no-preserve=ownership package.json node_modules packages shell mf-* $(ls -d deploy 2> /dev/null) "$dest.partial"/)
    mv "$dest.partial" "$dest"
    say "installed $dest" >&2
  fi
  echo "$dest"
}

resolve_release() { # checkout | release name → release folder
  local target
  if [ -d "$1/packages/server" ]; then target=$(install_release "$1"); else target=$RELEASES/$1; fi
  [ -f "$target/packages/server/build/server.mjs" ] || die "no built release at $target"
  readlink -f "$target"
}

case ${1:-} in
  --start)
    [ -z "$(active_ports)" ] || die "processes already run on $(active_ports): upgrade with $0 <checkout>"
    rel=$(resolve_release "${2:?--start needs a checkout or a release name}")
    read -r -a pool <<< "$PORT_POOL"
    UPSTREAM=("${pool[@]:0:${API_PROCESSES:-2}}")
    for p in "${UPSTREAM[@]}"; do
      write_port_env "$p" "$rel"
      start_process "$p"
    done
    for p in "${UPSTREAM[@]}"; do wait_ready "$p" || die "the process on port $p is not ready (journalctl -u hm-vote-api@$p, or $RUN/api-$p.log)"; done
    FIRST_START=1 set_upstream "${UPSTREAM[@]}"
    record_release "$rel" "${UPSTREAM[@]}"
    say "started: $(basename "$rel") on ${UPSTREAM[*]}"
    ;;
  --status)
    echo "current: $(current_release)"
    for p in $(active_ports); do
      printf 'port %s: %s (%s)\n' "$p" "$(release_of "$p")" "$(process_alive "$p" && echo running || echo NOT running)"
    done
    if [ -d "$RELEASES" ]; then ls -1 "$RELEASES" | sed "s/^/release: /"; fi
    ;;
  --rollback)
    prev=$(awk -v cur="$(current_release)" '$2 != cur { p = $2 } END { print p }' "$HM_ETC/release-history" 2> /dev/null || true)
    [ -n "$prev" ] && [ -d "$prev" ] || die "no previous release recorded in $HM_ETC/release-history"
    switch_to "$prev"
    ;;
  "" | -h | --help) sed -n '2,34p' "$0" | sed 's/^# \{0,1\}//' ;;
  *) switch_to "$(resolve_release "$1")" ;;
esac
