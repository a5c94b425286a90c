// Prints the gzip size of the JavaScript a browser fetches: the shell's initial scripts (what the
// login page needs before its own lazy chunk), and per remote what its first route adds on top of
// the shell (remoteEntry.js + the `./routes` expose with its async chunks; shared singletons come
// from the shell). Run after `npm run build`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { kib } from './lib/measure.mjs';

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const raw = (file) => readFileSync(file).length;
function report(label, dir, files) {
  const r = files.reduce((s, f) => s + raw(path.join(dir, f)), 0);
  const g = files.reduce((s, f) => s + gz(path.join(dir, f)), 0);
  console.log(`${label.padEnd(34)} ${kib(g).padStart(10)} gzip  ${kib(r).padStart(10)} raw  (${files.length} files)`);
}

const shellDist = 'shell/dist';
const html = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/<script[^>]*src="\/?([^"]+\.js)"/g)].map((m) => m[1]);
// Only the entry scripts of index.html: the async bootstrap chunks (React, PrimeReact…) are not
// counted here; scripts/bench-size-browser.mjs measures what a browser really downloads.
report('shell entry scripts (index.html)', shellDist, initial);

for (const remote of ['mf-survey', 'mf-dashboard', 'mf-reports', 'mf-system', 'mf-catalogues']) {
  const dist = `${remote}/dist`;
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const expose = manifest.exposes.find((e) => e.path === './routes');
  const files = [manifest.metaData.remoteEntry.name, ...expose.assets.js.sync, ...expose.assets.js.async];
  report(`${remote} first route (+ on shell)`, dist, files);
}
