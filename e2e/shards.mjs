// The browser tests split into shards that each run on their own servers (their own ports and
// databases, HM_E2E_PORT_OFFSET), balanced by measured seconds rather than by Playwright's
// `--shard` (which counts tests, and put most long journeys in one half).
//
//   node shards.mjs 2        → prints the spec files of each shard, one shard a line
//   node shards.mjs --update test-results/shard-*.json → rewrites spec-seconds.json from the JSON
//                                           reports the shards of `npm test` leave
//
// A spec file missing from spec-seconds.json weighs DEFAULT_SECONDS, so a new file always runs
// somewhere; files stay whole (a file's tests share its set-up and run in order).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const WEIGHTS = path.join(here, 'spec-seconds.json');
const DEFAULT_SECONDS = 10;

export const specFiles = () =>
  readdirSync(path.join(here, 'tests'))
    .filter((f) => f.endsWith('.spec.ts'))
    .sort();

/** Longest first, each to the shard with the fewest seconds so far (LPT scheduling). */
export function assign(files, seconds, count) {
  const shards = Array.from({ length: count }, () => ({ seconds: 0, files: [] }));
  const weight = (f) => seconds[f] ?? DEFAULT_SECONDS;
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = shards.reduce((best, s) => (s.seconds < best.seconds ? s : best));
    lightest.files.push(file);
    lightest.seconds += weight(file);
  }
  return shards;
}

/** Seconds per spec file from a Playwright JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME). */
export function secondsFromReport(report) {
  const ms = {};
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) for (const t of spec.tests) for (const r of t.results) ms[file] = (ms[file] ?? 0) + r.duration;
    for (const child of suite.suites ?? []) walk(child, file ?? child.file);
  };
  for (const suite of report.suites) walk(suite, suite.file);
  return Object.fromEntries(
    Object.entries(ms)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([f, d]) => [f, Math.max(1, Math.round(d / 1000))]),
  );
}

if (process.argv[1] === import.meta.filename) {
  const [arg, ...files] = process.argv.slice(2);
  if (arg === '--update') {
    const seconds = Object.assign({}, ...files.map((f) => secondsFromReport(JSON.parse(readFileSync(f, 'utf8')))));
    const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(WEIGHTS, `${JSON.stringify(sorted, null, 2)}\n`);
  } else {
    const seconds = JSON.parse(readFileSync(WEIGHTS, 'utf8'));
    for (const shard of assign(specFiles(), seconds, Math.max(1, Number(arg) || 2))) console.log(shard.files.map((f) => `tests/${f}`).join(' '));
  }
}
