// A browser's first load of the product, as files: the shell page, the files it names, /config.json,
// each remote's manifest, its remoteEntry.js and every chunk the manifest names, through one origin
// (https:// with the deployment's certificate), six connections at a time as a browser opens. Every
// file must come back 200 with its type (a missing chunk answered by the shell page as text/html
// is a failure, not a success). Used by the upgrade drill during and after a rolling upgrade.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';

/** A hashed file name: content-addressed, cached for a year (as the server's HASHED pattern). */
export const HASHED_FILE = /[\w./-]+?\.[0-9a-f]{8}\.(?:js|css)/g;

/**
 * A client for `origin` trusting `ca`: `get(path)` answers { status, type, body (Buffer) }; a
 * connection closed under a request (nginx's old worker closing a kept-alive connection on reload)
 * is sent again once, as browsers do for a reused connection, and counted in `resets`.
 */
export function pageClient({ origin, ca }) {
  const agent = new https.Agent({ keepAlive: true, maxSockets: 6, ca });
  const stats = { requests: 0, resets: 0 };
  const once = (p) =>
    new Promise((resolve) => {
      const req = https.get(`${origin}${p}`, { agent }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, type: res.headers['content-type'] ?? '', body: Buffer.concat(chunks) }));
        res.on('error', () => resolve({ status: 0, type: '', body: Buffer.alloc(0) }));
      });
      req.on('error', () => resolve({ status: 0, type: '', body: Buffer.alloc(0) }));
    });
  const get = async (p) => {
    stats.requests++;
    let r = await once(p);
    if (r.status === 0) {
      stats.resets++;
      r = await once(p);
    }
    return r;
  };
  return { get, stats, close: () => agent.destroy() };
}

const expectedType = (p) => (p.endsWith('.js') ? /javascript/ : p.endsWith('.css') ? /text\/css/ : p.endsWith('.json') ? /json/ : /text\/html/);

/** `failures` gets one line per file that is not 200 with its type; answers the response. */
async function fetchChecked(client, p, failures) {
  const r = await client.get(p);
  if (r.status !== 200 || !expectedType(p).test(r.type) || r.body.length === 0) failures.push(`${p}: ${r.status} ${r.type}`);
  return r;
}

/**
 * One page load of `page` (e.g. /vi/Login): answers { files (paths asked), failures, shell (the
 * shell script names), manifests (remote folder → manifest text) }.
 */
export async function loadPage(client, page) {
  const failures = [];
  const files = [page];
  const index = await fetchChecked(client, page, failures);
  const named = [...index.body.toString('utf8').matchAll(/(?:src|href)="([^"]+\.[0-9a-f]{8}\.(?:js|css))"/g)].map((m) => (m[1].startsWith('/') ? m[1] : `/${m[1]}`));
  files.push(...named, '/config.json');
  const [, config] = await Promise.all([Promise.all(named.map((p) => fetchChecked(client, p, failures))), fetchChecked(client, '/config.json', failures)]);
  const manifests = {};
  let remotes = {};
  try {
    remotes = JSON.parse(config.body.toString('utf8')).remotes ?? {};
  } catch {
    failures.push('/config.json: not JSON');
  }
  await Promise.all(
    Object.values(remotes).map(async ({ manifest }) => {
      files.push(manifest);
      const m = await fetchChecked(client, manifest, failures);
      if (m.status !== 200) return;
      const text = m.body.toString('utf8');
      const base = manifest.slice(0, manifest.lastIndexOf('/') + 1);
      manifests[base] = text;
      let entry = 'remoteEntry.js';
      try {
        entry = JSON.parse(text).metaData?.remoteEntry?.name || entry;
      } catch {
        failures.push(`${manifest}: not JSON`);
      }
      const chunks = [entry, ...new Set(text.match(HASHED_FILE) ?? [])].map((f) => `${base}${f}`);
      files.push(...chunks);
      await Promise.all(chunks.map((p) => fetchChecked(client, p, failures)));
    }),
  );
  return { files, failures, shell: named, manifests };
}

/** Checks that each path answers 200 with its type (a page opened earlier asking for its files again). */
export async function refetch(client, paths) {
  const failures = [];
  await Promise.all([...new Set(paths)].map((p) => fetchChecked(client, p, failures)));
  return failures;
}

/**
 * Every hashed .js and .css file of a built release at `root` (shell/dist at /, mf-*\/dist at
 * /remotes/<folder>/): [urlPath, file] pairs.
 */
export function hashedFilesOf(root) {
  const out = [];
  const walk = (dir, prefix) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file, `${prefix}${name}/`);
      else if (/\.[0-9a-f]{8}\.(js|css)$/.test(name)) out.push([`${prefix}${name}`, file]);
    }
  };
  for (const folder of readdirSync(root)) {
    const dist = path.join(root, folder, 'dist');
    if (folder === 'shell') walk(dist, '/');
    else if (folder.startsWith('mf-')) walk(dist, `/remotes/${folder}/`);
  }
  return out;
}

/** Each [urlPath, file] fetched: failures where the answer is not 200 or not the file's bytes. */
export async function checkSameBytes(client, pairs) {
  const sha = (b) => createHash('sha256').update(b).digest('hex');
  const failures = [];
  await Promise.all(
    pairs.map(async ([p, file]) => {
      const r = await client.get(p);
      if (r.status !== 200 || sha(r.body) !== sha(readFileSync(file))) failures.push(`${p}: ${r.status}${r.status === 200 ? ' other bytes' : ''}`);
    }),
  );
  return failures;
}
