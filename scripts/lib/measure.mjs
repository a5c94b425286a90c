// Timing and figures for the benchmarks: percentiles, CPU time of a process, durations and
// sizes written for people, and one line per figure.
import { readFileSync } from 'node:fs';

export const sleep = (t) => new Promise((r) => setTimeout(r, t));

/** The p-th percentile of an ascending list. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** The median of a list (any order): the mean of the two middle values of an even count. */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/** `fn`'s result and the ms it took. */
export async function timed(fn) {
  const t0 = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - t0 };
}

/** CPU time of a process so far, in ms (Linux: utime + stime of /proc/<pid>/stat). */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Resident memory of a process, in MiB (/proc/<pid>/status). */
export function rssMiB(pid) {
  const kb = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1];
  return Number(kb) / 1024;
}

/** A duration for people: '12.3 ms', '456 ms', '12.3 s'; '–' without one. */
export const fmtMs = (x, digits = 1) => (x === undefined || x === null ? '–' : x >= 10_000 ? `${(x / 1000).toFixed(1)} s` : `${x >= 100 ? Math.round(x) : x.toFixed(digits)} ms`);

export const mb = (bytes) => bytes / 1024 / 1024;
export const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

/** A line with the time of day, for progress. */
export const log = (...a) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...a);

/**
 * One figure per line, its label padded so that the values line up.
 * @example printFigures('start-up', [['first start', '812 ms'], ['restart', '301 ms']])
 */
export function printFigures(title, rows) {
  if (title) console.log(title);
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
}
