import { toWireTime } from '@hm/contract';

const WIRE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A wire time (`YYYY-MM-DD HH:mm:ss`, Asia/Ho_Chi_Minh) as the value of a date picker: a Date
 * whose local fields are the Vietnamese wall clock, so the picker shows Vietnamese time
 * whatever the browser's time zone. Null when empty or malformed.
 * @example wireToPicker('2026-03-01 07:30:00')?.getHours() // 7
 */
export function wireToPicker(s: string | null | undefined): Date | null {
  const m = s ? WIRE.exec(s) : null;
  if (!m) return null;
  const [y, mo, d, h, mi, se] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  return new Date(y, mo - 1, d, h, mi, se);
}

/**
 * The picker's wall-clock Date back to a wire time; '' for no date (the schema then says why).
 * @example pickerToWire(new Date(2026, 2, 1, 7, 30)) // '2026-03-01 07:30:00'
 */
export function pickerToWire(d: Date | null | undefined): string {
  if (!d || Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export { formatWire } from '@hm/contract';

/** Adds days to a `YYYY-MM-DD` date. */
function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/**
 * A new survey's default window: from now (to the minute) to 30 days later 17:00, Vietnamese
 * time. A start ahead is the manager's choice: the schedule then opens the version at it.
 * @example defaultWindow(new Date('2026-03-01T10:00:30+07:00')) // { time_start: '2026-03-01 10:00:00', time_end: '2026-03-31 17:00:00' }
 */
export function defaultWindow(now: Date = new Date()): { time_start: string; time_end: string } {
  const wire = toWireTime(now);
  return { time_start: `${wire.slice(0, 16)}:00`, time_end: `${addDays(wire.slice(0, 10), 30)} 17:00:00` };
}
