// Renders deploy/nginx/hm-vote.conf.template: the nginx site of a deployment. Used by
// deploy/setup-debian.sh (written to /etc/nginx/sites-available) and by scripts/deploy-check.mjs.
//
//   node deploy/render-nginx.mjs --server-name survey.example.vn --ports 8101,8102 \
//     --cert /etc/ssl/certs/hm-vote.pem --key /etc/ssl/private/hm-vote.key [--https-port 443] [--http-port 80]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The site configuration for API processes on 127.0.0.1:`ports`. */
export function renderNginxSite({ serverName = '_', ports, cert, key, httpsPort = 443, httpPort = 80 }) {
  if (!ports?.length) throw new Error('at least one API port is needed');
  if (!cert || !key) throw new Error('a certificate and its key are needed');
  const values = {
    SERVER_NAME: serverName,
    UPSTREAM_SERVERS: ports.map((p) => `    server 127.0.0.1:${Number(p)} max_fails=1 fail_timeout=10s;`).join('\n'),
    HTTPS_PORT: String(httpsPort),
    HTTPS_PORT_SUFFIX: Number(httpsPort) === 443 ? '' : `:${httpsPort}`,
    HTTP_PORT: String(httpPort),
    CERT: cert,
    KEY: key,
  };
  const template = readFileSync(path.join(here, 'nginx/hm-vote.conf.template'), 'utf8');
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`unknown placeholder {{${name}}}`);
    return values[name];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name, d) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : d;
  };
  process.stdout.write(
    renderNginxSite({
      serverName: arg('server-name', '_'),
      ports: arg('ports', '8101,8102').split(','),
      cert: arg('cert'),
      key: arg('key'),
      httpsPort: Number(arg('https-port', 443)),
      httpPort: Number(arg('http-port', 80)),
    }),
  );
}
