#!/usr/bin/env bash
# Sets up Vote for Patient Safety on a Debian 12 machine: nginx (TLS, HTTP/2) in front of two or
# more API processes under systemd, on a PostgreSQL server. Run as root from a built checkout
# (`npm run bootstrap && npm run build`), which is installed as a release of its own,
# /opt/hm-vote/releases/<git describe> (`current` names it).
#
#   DATABASE_URL=postgres://hm:secret@127.0.0.1:5432/hm SERVER_NAME=khaosat.benhvien.vn \
#   HM_ADMIN_PASSWORD='…' [CERT=/path/fullchain.pem KEY=/path/privkey.pem] [PORTS="8101 8102"] \
#   deploy/setup-debian.sh
#
# Without CERT and KEY a self-signed certificate is made (browsers warn: replace it with the
# hospital's own, or one from Let's Encrypt). Upgrades are deploy/rolling-upgrade.sh (new processes
# beside the old ones; running this script again on a set-up machine runs it too).
# scripts/deploy-check.mjs checks the same nginx site and processes on this machine without root
# (CI runs it); `npm run upgrade:drill` runs rolling-upgrade.sh behind nginx while staff vote.
set -euo pipefail
cd "$(dirname "$0")/.."

: "${DATABASE_URL:?set DATABASE_URL (postgres://user:password@host:5432/db)}"
: "${SERVER_NAME:?set SERVER_NAME (the host name staff open)}"
PORTS=${PORTS:-"8101 8102"}
# The ports of two releases side by side during an upgrade: PORTS and as many again after them.
N=$(echo $PORTS | wc -w)
POOL=$PORTS
for p in $PORTS; do POOL="$POOL $((p + N))"; done
APP=/opt/hm-vote
ETC=/etc/hm-vote
[ "$(id -u)" = 0 ] || { echo "run as root" >&2; exit 1; }
[ -f packages/server/build/server.mjs ] || { echo "build first: npm run bootstrap && npm run build" >&2; exit 1; }
node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)' ||
  { echo "Node.js 20.19 or newer is needed at /usr/bin/node" >&2; exit 1; }

apt-get update -qq
# postgresql-client: pg_dump and pg_restore for the backups (of the server's major version or newer).
# curl and iproute2 (ss): deploy/rolling-upgrade.sh waits for /ready and for a drained port.
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx openssl chromium postgresql-client curl iproute2

id hm-vote >/dev/null 2>&1 || useradd --system --home-dir /var/lib/hm-vote --create-home --shell /usr/sbin/nologin hm-vote
install -d -m 0750 -o root -g hm-vote "$ETC"
install -d -m 0750 -o hm-vote -g hm-vote /var/lib/hm-vote

# The application: each release in /opt/hm-vote/releases/<name>, owned by root, read by the
# service (deploy/rolling-upgrade.sh installs it). An installation of the earlier layout (the
# checkout copied into /opt/hm-vote itself) is taken as the first release, as it is.
install -d "$APP" "$APP/releases"
if [ -d "$APP/packages/server" ] && ! ls "$ETC"/api-*.env > /dev/null 2>&1; then
  for p in $PORTS; do
    printf 'HM_RELEASE_DIR=%s\nHM_SERVER_ROOT=%s/packages/server\nHM_WEB_DIR=%s\n' "$APP" "$APP" "$APP" > "$ETC/api-$p.env"
  done
  ln -sfn "$APP" "$APP/current"
fi

# Settings: written once; edit /etc/hm-vote/env afterwards (secrets never in the repo).
if [ ! -f "$ETC/env" ]; then
  umask 027
  {
    echo "DATABASE_URL=$DATABASE_URL"
    echo "HM_PUBLIC_URL=https://$SERVER_NAME"
    echo "HM_JWT_SECRET=$(openssl rand -base64 48 | tr -d '\n')"
    [ -n "${HM_ADMIN_PASSWORD:-}" ] && echo "HM_ADMIN_PASSWORD=$HM_ADMIN_PASSWORD"
    [ -n "${SMTP_URL:-}" ] && echo "SMTP_URL=$SMTP_URL"
    echo "HM_DATA_DIR=/var/lib/hm-vote"
  } > "$ETC/env"
  chgrp hm-vote "$ETC/env"
  umask 022
fi

# TLS: the hospital's certificate, or a self-signed one for a start.
if [ -z "${CERT:-}" ]; then
  CERT=$ETC/tls.pem KEY=$ETC/tls.key
  if [ ! -f "$CERT" ]; then
    openssl req -x509 -newkey rsa:2048 -nodes -days 825 -subj "/CN=$SERVER_NAME" \
      -addext "subjectAltName=DNS:$SERVER_NAME" -keyout "$KEY" -out "$CERT" 2>/dev/null
    chmod 0640 "$KEY"
  fi
fi

# What deploy/rolling-upgrade.sh reads: nginx's site, the certificate, the ports.
{
  echo "SERVER_NAME='$SERVER_NAME'"
  echo "CERT='$CERT'"
  echo "KEY='$KEY'"
  echo "PORT_POOL='$POOL'"
  echo "API_PROCESSES=$N"
  echo "NGINX_SITE=/etc/nginx/sites-available/hm-vote"
} > "$ETC/deploy.env"

# Processes: one systemd unit per port, all under hm-vote.target (rolling-upgrade.sh keeps its
# Wants= on the ports in use); the release of each port in /etc/hm-vote/api-<port>.env.
install -m 0644 deploy/systemd/hm-vote-api@.service /etc/systemd/system/
if [ ! -f /etc/systemd/system/hm-vote.target ]; then
  wants=""
  for p in $PORTS; do wants="$wants hm-vote-api@$p.service"; done
  sed "s/^Wants=.*/Wants=$wants/" deploy/systemd/hm-vote.target > /etc/systemd/system/hm-vote.target
fi
systemctl daemon-reload
systemctl enable hm-vote.target

# nginx's site is rendered by rolling-upgrade.sh for the ports in use, checked (nginx -t), loaded.
ln -sf /etc/nginx/sites-available/hm-vote /etc/nginx/sites-enabled/hm-vote
rm -f /etc/nginx/sites-enabled/default

# The first start (the first process migrates under a lock), or a rolling upgrade to this checkout.
if ls "$ETC"/api-*.env > /dev/null 2>&1; then
  HM_SUPERVISOR=systemd deploy/rolling-upgrade.sh .
else
  HM_SUPERVISOR=systemd deploy/rolling-upgrade.sh --start .
fi
systemctl is-active --quiet nginx || systemctl start nginx

# Nightly backups with rotation (HM_BACKUP_KEEP, HM_BACKUP_DIR in /etc/hm-vote/env override the unit's defaults).
install -m 0644 deploy/systemd/hm-vote-backup.service deploy/systemd/hm-vote-backup.timer /etc/systemd/system/
install -d -m 0700 -o hm-vote -g hm-vote /var/lib/hm-vote/backups
systemctl daemon-reload
systemctl enable --now hm-vote-backup.timer
echo "Ready: https://$SERVER_NAME"
