/**
 * Wire times are `YYYY-MM-DD HH:mm:ss` in Asia/Ho_Chi_Minh (UTC+7 all year, no daylight
 * saving), 24-hour (DESIGN.md, "API contract"). Server and pages convert with these two.
 */
const OFFSET_MS = 7 * 3600 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** An instant → `YYYY-MM-DD HH:mm:ss` in Asia/Ho_Chi_Minh. */
export function toWireTime(at: Date | string | number): string {
  const d = new Date(new Date(at).getTime() + OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** `YYYY-MM-DD HH:mm:ss` in Asia/Ho_Chi_Minh → the instant; null when malformed or impossible. */
export function fromWireTime(s: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(s);
  if (!m) return null;
  const [y, mo, d, h, mi, se] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi, se);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || se > 59) return null;
  return new Date(utc - OFFSET_MS);
}

/**
 * A wire time for people: `DD/MM/YYYY HH:mm` (Vietnamese time, as sent); the text itself when
 * it is not a wire time, '' when empty. The one formatter of the pages and the feedback report.
 * @example formatWire('2026-03-01 07:30:00') // '01/03/2026 07:30'
 * @example formatWire('2026-03-01 07:30:00').slice(0, 10) // '01/03/2026' (the date alone)
 */
export function formatWire(s: string | null | undefined): string {
  const m = s ? /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})/.exec(s) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}` : (s ?? '');
}

/**
 * A day for people: `YYYY-MM-DD` (or the day of a wire time) → `DD/MM/YYYY`; the text itself
 * when it is not one, '' when empty.
 * @example formatWireDate('2026-03-01') // '01/03/2026'
 */
export function formatWireDate(s: string | null | undefined): string {
  const m = s ? /^(\d{4})-(\d{2})-(\d{2})/.exec(s) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : (s ?? '');
}

/**
 * An instant for people, in Vietnamese time: `DD/MM/YYYY HH:mm` (mails, exported files).
 * @example formatInstant(new Date('2026-03-01T00:30:00Z')) // '01/03/2026 07:30'
 */
export const formatInstant = (at: Date | string | number): string => formatWire(toWireTime(at));
