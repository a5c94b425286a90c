// Debian's nginx as an ordinary user, in front of API processes on this machine: the site of
// deploy/nginx/hm-vote.conf.template (rendered by deploy/render-nginx.mjs, as setup-debian.sh
// renders it) inside a minimal main configuration with every path in a temporary folder, and a
// self-signed certificate for 127.0.0.1. Used by scripts/deploy-check.mjs and bench-multi-process.mjs.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { renderNginxSite } from '../../deploy/render-nginx.mjs';
import { stopProcess, until } from './server.mjs';

export const NGINX = process.env.HM_NGINX ?? '/usr/sbin/nginx';

/** A temporary folder with a self-signed certificate for 127.0.0.1 and localhost (`ca`: to trust it). */
export function tlsFolder() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hm-nginx-'));
  const cert = path.join(dir, 'tls.pem');
  const key = path.join(dir, 'tls.key');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', key, '-out', cert],
    {
      stdio: 'ignore',
    },
  );
  return { dir, cert, key, ca: readFileSync(cert), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * nginx serving https://127.0.0.1:`httpsPort` (and redirecting http://127.0.0.1:`httpPort`) for
 * the API processes on `ports`; answers once `/health` answers through it (`waitHealth` false: at
 * once, for processes started later). `test` is `nginx -t`'s verdict on the rendered site;
 * `command` the nginx command line that controls it (`-s reload`, `-t`), `site` the site's file.
 */
export async function startNginx({ tls, ports, httpsPort, httpPort, waitHealth = true }) {
  const site = renderNginxSite({ serverName: '127.0.0.1 localhost', ports, cert: tls.cert, key: tls.key, httpsPort, httpPort });
  const dir = tls.dir;
  writeFileSync(path.join(dir, 'hm-vote.conf'), site);
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    [
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      `  access_log off;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t}_temp;`),
      `  include ${dir}/hm-vote.conf;`,
      '}',
    ].join('\n'),
  );
  const t = spawnSync(NGINX, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
  const test = { ok: t.status === 0, message: t.stderr.trim().split('\n').pop() ?? '' };
  const command = `${NGINX} -p ${dir} -c ${conf}`;
  const siteFile = path.join(dir, 'hm-vote.conf');
  if (!test.ok) return { test, command, site: siteFile, child: null, stop: async () => undefined };
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const health = () =>
    new Promise((resolve, reject) => https.get(`https://127.0.0.1:${httpsPort}/health`, { ca: tls.ca }, (r) => (r.resume(), resolve(r.statusCode === 200))).on('error', reject));
  if (waitHealth) await until(health, { child, timeoutMs: 15_000 });
  else await until(async () => existsSync(path.join(dir, 'nginx.pid')), { child, timeoutMs: 15_000 });
  return { test, command, site: siteFile, child, stop: () => stopProcess(child, 'SIGQUIT') };
}
