#!/usr/bin/env bash
# Sets up Vote for Patient Safety on a Debian 12 machine: nginx (TLS, HTTP/2) in front of two or
# more API processes under systemd, on a PostgreSQL server. Run as root from a built checkout
# (`npm run bootstrap && npm run build`), which is copied to /opt/hm-vote.
#
#   DATABASE_URL=postgres://hm:secret@127.0.0.1:5432/hm SERVER_NAME=khaosat.benhvien.vn \
#   HM_ADMIN_PASSWORD='…' [CERT=/path/fullchain.pem KEY=/path/privkey.pem] [PORTS="8101 8102"] \
#   deploy/setup-debian.sh
#
# Without CERT and KEY a self-signed certificate is made (browsers warn: replace it with the
# hospital's own, or one from Let's Encrypt). Run it again to upgrade: the processes are restarted
# one after the other, so the site keeps answering. scripts/deploy-check.mjs checks the same
# nginx site and processes on this machine without root (CI runs it).
set -euo pipefail
cd "$(dirname "$0")/.."

: "${DATABASE_URL:?set DATABASE_URL (postgres://user:password@host:5432/db)}"
: "${SERVER_NAME:?set SERVER_NAME (the host name staff open)}"
PORTS=${PORTS:-"8101 8102"}
APP=/opt/hm-vote
ETC=/etc/hm-vote
[ "$(id -u)" = 0 ] || { echo "run as root" >&2; exit 1; }
[ -f packages/server/build/server.mjs ] || { echo "build first: npm run bootstrap && npm run build" >&2; exit 1; }
node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)' ||
  { echo "Node.js 20.19 or newer is needed at /usr/bin/node" >&2; exit 1; }

apt-get update -qq
# postgresql-client: pg_dump and pg_restore for the backups (of the server's major version or newer).
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx openssl chromium postgresql-client

id hm-vote >/dev/null 2>&1 || useradd --system --home-dir /var/lib/hm-vote --create-home --shell /usr/sbin/nologin hm-vote
install -d -m 0750 -o root -g hm-vote "$ETC"
install -d -m 0750 -o hm-vote -g hm-vote /var/lib/hm-vote

# The application: the built checkout, owned by root, read by the service.
install -d "$APP"
cp -a --no-preserve=ownership package.json node_modules packages shell mf-* "$APP"/

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

# Processes: one systemd unit per port, all under hm-vote.target.
install -m 0644 deploy/systemd/hm-vote-api@.service /etc/systemd/system/
wants=""
for p in $PORTS; do wants="$wants hm-vote-api@$p.service"; done
sed "s/^Wants=.*/Wants=$wants/" deploy/systemd/hm-vote.target > /etc/systemd/system/hm-vote.target
systemctl daemon-reload
systemctl enable hm-vote.target
# One after the other: migrations run under a lock, and the others keep answering meanwhile.
for p in $PORTS; do
  systemctl enable "hm-vote-api@$p"
  systemctl restart "hm-vote-api@$p"
  for _ in $(seq 1 60); do curl -sf "http://127.0.0.1:$p/ready" >/dev/null && break; sleep 1; done
  curl -sf "http://127.0.0.1:$p/ready" >/dev/null || { echo "the process on port $p is not ready: journalctl -u hm-vote-api@$p" >&2; exit 1; }
done

# Nightly backups with rotation (HM_BACKUP_KEEP, HM_BACKUP_DIR in /etc/hm-vote/env override the unit's defaults).
install -m 0644 deploy/systemd/hm-vote-backup.service deploy/systemd/hm-vote-backup.timer /etc/systemd/system/
install -d -m 0700 -o hm-vote -g hm-vote /var/lib/hm-vote/backups
systemctl daemon-reload
systemctl enable --now hm-vote-backup.timer

# nginx: the site, checked before it is loaded.
node deploy/render-nginx.mjs --server-name "$SERVER_NAME" --ports "$(echo $PORTS | tr ' ' ',')" --cert "$CERT" --key "$KEY" \
  > /etc/nginx/sites-available/hm-vote
ln -sf /etc/nginx/sites-available/hm-vote /etc/nginx/sites-enabled/hm-vote
rm -f /etc/nginx/sites-enabled/default
nginx -t
systemctl reload nginx || systemctl restart nginx
echo "Ready: https://$SERVER_NAME"
