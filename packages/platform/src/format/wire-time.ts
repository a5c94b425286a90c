const WIRE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/**
 * A wire time for people: `DD/MM/YYYY HH:mm` (Vietnamese time, as stored); '' when empty.
 * @example formatWire('2026-03-01 07:30:00') // '01/03/2026 07:30'
 */
export function formatWire(s: string | null | undefined): string {
  const m = s ? WIRE.exec(s) : null;
  if (!m) return s ?? '';
  return `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}`;
}
