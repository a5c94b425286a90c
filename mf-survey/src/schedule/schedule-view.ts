import type { TScheduledAction } from '@hm/contract';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The date picker's day (local wall-clock fields, as the pickers show Vietnamese time) as the
 * reminder call's `YYYY-MM-DD`; '' for none.
 * @example pickerDay(new Date(2026, 11, 3)) // '2026-12-03'
 */
export function pickerDay(d: Date | null | undefined): string {
  if (!d || Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * The rows in the order a manager reads them: what is coming first (soonest first), then what
 * ran or was cancelled (latest first).
 * @example sortActions([done, pending])[0] === pending
 */
export function sortActions(rows: readonly TScheduledAction[]): TScheduledAction[] {
  const coming = rows.filter((r) => r.status === 'pending').sort((a, b) => a.due_at.localeCompare(b.due_at));
  const past = rows.filter((r) => r.status !== 'pending').sort((a, b) => b.due_at.localeCompare(a.due_at));
  return [...coming, ...past];
}

/** How many mails a run wrote to the outbox, when it says so. */
export const queuedOf = (a: TScheduledAction): number | null => (typeof a.result?.queued === 'number' ? a.result.queued : null);

/** The reason a run was skipped or cancelled, when it gives one. */
export const reasonOf = (a: TScheduledAction): string | null => (typeof a.result?.ly_do === 'string' ? a.result.ly_do : null);
