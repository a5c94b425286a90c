import { CONTRACT_MAJOR, type TReleaseChannel } from '@hm/contract';
import type { Language } from '../dashboard/language.js';

type V = [number, number, number];

const parse = (v: string): V | null => {
  const m = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(v.trim());
  return m ? [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)] : null;
};
const cmp = (a: V, b: V): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** One comparator (`>=1.2.0`, `<2`, `^1.2.3`, `~1.2`, `1.x`, `*`, `1.2.3`). */
function matches(version: V, comparator: string): boolean {
  const c = comparator.trim();
  if (c === '' || c === '*' || c === 'x') return true;
  const op = /^(>=|<=|>|<|=|\^|~)?\s*(.+)$/.exec(c);
  if (!op) return false;
  const [, o = '', rest] = op;
  const wild = rest!.split('.');
  const xAt = wild.findIndex((p) => p === 'x' || p === 'X' || p === '*');
  const target = parse(rest!.replace(/\.[xX*].*$/, ''));
  if (!target) return false;
  if (xAt >= 0 || (o === '' && wild.length < 3)) {
    // 1.x, 1.2.x, 1, 1.2: the leading parts equal.
    const n = xAt >= 0 ? xAt : wild.length;
    return version.slice(0, n).every((p, i) => p === target[i]);
  }
  switch (o) {
    case '>=':
      return cmp(version, target) >= 0;
    case '<=':
      return cmp(version, target) <= 0;
    case '>':
      return cmp(version, target) > 0;
    case '<':
      return cmp(version, target) < 0;
    case '^':
      return cmp(version, target) >= 0 && (target[0] > 0 ? version[0] === target[0] : version[0] === 0 && version[1] === target[1]);
    case '~':
      return cmp(version, target) >= 0 && version[0] === target[0] && version[1] === target[1];
    default:
      return cmp(version, target) === 0;
  }
}

/**
 * Whether `version` is in the semver range `range` (the forms npm uses for a shell range:
 * comparators joined by spaces, alternatives by `||`).
 * @example inRange('1.0.0', '>=1.0.0 <2') // true
 */
export function inRange(version: string, range: string): boolean {
  const v = parse(version);
  if (!v) return false;
  return range.split('||').some((alt) =>
    alt
      .trim()
      .split(/\s+/)
      .every((c) => matches(v, c)),
  );
}

export interface ReleaseChecks {
  version: string;
  contract_major: number;
  shell_range: string;
  smoke_test: 'passed' | 'failed' | 'not-run';
}

/**
 * Why a release cannot run for hospitals through `channel` (or a pin, `null`): null when it can.
 * A release built against another contract major, whose shell range excludes the running shell,
 * or whose smoke test failed is refused everywhere; one whose smoke test was not run may go to
 * the pilot channel or a pin (the pilot is its trial) but not to stable.
 */
/** The refusals, in the language of the request (the registry screen in English shows them in English). */
const REFUSAL = {
  vi: {
    contract: (v: string, m: number) => `Bản ${v} được build với hợp đồng API phiên bản ${m}, vỏ ứng dụng đang chạy dùng phiên bản ${CONTRACT_MAJOR}.`,
    shell: (v: string, range: string, shell: string) => `Bản ${v} chỉ chạy với vỏ ứng dụng ${range}, vỏ ứng dụng đang chạy là ${shell}.`,
    failed: (v: string) => `Bản ${v} không qua kiểm thử chạy độc lập.`,
    notRun: (v: string) => `Bản ${v} chưa được kiểm thử chạy độc lập: chỉ được đưa lên kênh pilot hoặc ghim cho một bệnh viện.`,
  },
  en: {
    contract: (v: string, m: number) => `Release ${v} was built against API contract version ${m}; the running shell uses version ${CONTRACT_MAJOR}.`,
    shell: (v: string, range: string, shell: string) => `Release ${v} runs only with shell ${range}; the running shell is ${shell}.`,
    failed: (v: string) => `Release ${v} failed its standalone smoke test.`,
    notRun: (v: string) => `Release ${v} has not had its standalone smoke test: it may only go to the pilot channel or be pinned for one hospital.`,
  },
} as const;

export function promotionRefusal(r: ReleaseChecks, shellVersion: string, channel: TReleaseChannel | null, language: Language = 'vi'): string | null {
  const t = REFUSAL[language];
  if (r.contract_major !== CONTRACT_MAJOR) return t.contract(r.version, r.contract_major);
  if (!inRange(shellVersion, r.shell_range)) return t.shell(r.version, r.shell_range, shellVersion);
  if (r.smoke_test === 'failed') return t.failed(r.version);
  if (r.smoke_test === 'not-run' && channel === 'stable') return t.notRun(r.version);
  return null;
}
