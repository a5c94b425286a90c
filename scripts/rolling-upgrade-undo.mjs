// deploy/rolling-upgrade.sh when an upgrade fails half way: the deployment (Debian's nginx with the
// deployment's site and TLS, two API processes started by `rolling-upgrade.sh --start` from this
// built checkout, HM_SUPERVISOR=direct, HM_APP/HM_ETC in a temporary folder) is upgraded to a
// release whose second process cannot start. Checks that the script exits 1, brings the replaced
// process back on the previous release the same way (start, /ready, upstream, drain, stop), and
// leaves both ports on the previous release, nginx's upstream on them and /ready answering
// through https://. About a minute; run by hand (npm run upgrade:drill covers the successful
// upgrade and --rollback under load).
//
//   node scripts/rolling-upgrade-undo.mjs    (DATABASE_URL: a PostgreSQL server, default
//                                              postgres://postgres@127.0.0.1:5432/postgres; UNDO_PORT (8600:
//                                              https; the API processes use the next four ports, http the fifth))
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNginx, tlsFolder } from './lib/nginx.mjs';
import { freshDatabase, root } from './lib/server.mjs';

const PORT = Number(process.env.UNDO_PORT ?? 8600);
const API = [1, 2, 3, 4].map((i) => PORT + i);
const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
if (!existsSync(path.join(root, 'packages/server/build/server.mjs'))) {
  console.error('build first: npm run build');
  process.exit(1);
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'hm-undo-'));
const etc = path.join(tmp, 'etc');
mkdirSync(etc);
let failures = 0;
const check = (name, ok, detail = '') => {
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
  if (!ok) failures++;
};

// The broken release: this checkout (hard links) whose server refuses to start on the second new port.
const broken = path.join(tmp, 'broken');
mkdirSync(broken);
execFileSync('cp', ['-al', ...['package.json', 'node_modules', 'packages', 'shell', 'deploy'].map((f) => path.join(root, f)), broken]);
execFileSync('sh', ['-c', `cp -al ${root}/mf-* ${broken}/`]);
const build = path.join(broken, 'packages/server/build');
renameSync(path.join(build, 'server.mjs'), path.join(build, 'server-real.mjs'));
writeFileSync(
  path.join(build, 'server.mjs'),
  `if (process.env.PORT === '${API[3]}') { console.error('this release does not start on ${API[3]}'); process.exit(3); }\nawait import('./server-real.mjs');\n`,
);

const database = await freshDatabase(ADMIN_URL, `hm_undo_${process.pid}`);
const tls = tlsFolder();
const nginx = await startNginx({ tls, ports: API.slice(0, 2), httpsPort: PORT, httpPort: PORT + 5, waitHealth: false });
const quoted = (o) =>
  `${Object.entries(o)
    .map(([k, v]) => `${k}='${v}'`)
    .join('\n')}\n`;
writeFileSync(path.join(etc, 'env'), quoted({ DATABASE_URL: database.url, HM_DEMO: '0', HM_ADMIN_PASSWORD: 'Undo-check-2026', LOG_LEVEL: 'warn', SMTP_URL: '' }), { mode: 0o600 });
writeFileSync(
  path.join(etc, 'deploy.env'),
  quoted({
    SERVER_NAME: '127.0.0.1 localhost',
    CERT: tls.cert,
    KEY: tls.key,
    PORT_POOL: API.join(' '),
    API_PROCESSES: 2,
    NGINX_SITE: nginx.site,
    HTTPS_PORT: PORT,
    HTTP_PORT: PORT + 5,
  }),
);
const env = { ...process.env, HM_APP: path.join(tmp, 'app'), HM_ETC: etc, HM_SUPERVISOR: 'direct', NGINX_CMD: nginx.command, HM_INSTALL_LINK: '1' };
const run = (args, extra = {}) => {
  const r = spawnSync('bash', [path.join(root, 'deploy/rolling-upgrade.sh'), ...args], { env: { ...env, ...extra }, encoding: 'utf8' });
  for (const l of `${r.stdout}${r.stderr}`.split('\n')) if (l && !/signal process started/.test(l)) console.log(`    | ${l}`);
  return r;
};
try {
  check('--start: the previous release on two ports', run(['--start', root], { RELEASE_NAME: 'previous' }).status === 0);
  const upgrade = run([broken], { RELEASE_NAME: 'broken' });
  check('the upgrade to a release that cannot start exits 1', upgrade.status === 1, String(upgrade.status));
  check('it undid the replaced process', /undoing: /.test(upgrade.stdout));
  const status = run(['--status']).stdout;
  check(
    'both ports run the previous release again',
    API.slice(0, 2).every((p) => new RegExp(`port ${p}: .*/previous \\(running\\)`).test(status)) && !/port (\d+): .*broken/.test(status),
    status.replace(/\n/g, '; '),
  );
  const upstream = readFileSync(nginx.site, 'utf8').match(/server 127\.0\.0\.1:(\d+)/g) ?? [];
  check(
    "nginx's upstream is the two ports of the previous release",
    upstream
      .map((s) => s.split(':')[1])
      .sort()
      .join(',') === API.slice(0, 2).join(','),
    upstream.join(', '),
  );
  const ready = spawnSync('curl', ['-sk', '-o', '/dev/null', '-w', '%{http_code}', `https://127.0.0.1:${PORT}/ready`], { encoding: 'utf8' }).stdout;
  check('/ready answers 200 through https://', ready === '200', ready);
} finally {
  for (const p of API) {
    const f = path.join(tmp, 'app/run', `api-${p}.pid`);
    if (!existsSync(f)) continue;
    const pid = Number(readFileSync(f, 'utf8'));
    try {
      process.kill(pid, 'SIGTERM');
      for (let i = 0; i < 100; i++) {
        process.kill(pid, 0);
        await new Promise((r) => setTimeout(r, 100));
      }
    } catch {
      // exited
    }
  }
  await nginx.stop();
  await database.drop();
  tls.remove();
  rmSync(tmp, { recursive: true, force: true });
}
console.log(failures ? `rolling-upgrade undo: ${failures} check(s) FAILED` : 'rolling-upgrade undo: passed');
process.exit(failures ? 1 : 0);
