import type { TAuditRow } from '@hm/contract';
import { useSystemTranslation } from '../i18n';

/** Fields named in the one-line summary before "and N more". */
const NAMED = 3;

/** A value of the trail for people: text as it is, empty as '(trống)', anything else as JSON. */
const shown = (v: unknown, none: string) => (v === null || v === undefined || v === '' ? none : typeof v === 'string' ? v : JSON.stringify(v));

/**
 * The changes of one audit row: a wrapped one-line summary of the changed fields (the fields
 * set, for a new row; or the detail's keys) that opens to `field: before → after` (`field:
 * value`), one per line. Never a raw JSON block
 * spilling into the next columns.
 */
export function AuditChanges({ row }: { row: TAuditRow }) {
  const { t } = useSystemTranslation();
  const none = t('audit.none');
  const changes = row.changes ? Object.entries(row.changes) : [];
  const detail = !changes.length && row.detail ? Object.entries(row.detail) : [];
  const keys = (changes.length ? changes : detail).map(([k]) => k);
  if (!keys.length) return <>—</>;
  const named = keys.length > NAMED ? t('audit.more', { fields: keys.slice(0, NAMED).join(', '), count: keys.length - NAMED }) : keys.join(', ');
  // A new row (create) has no before: its fields are set, not changed.
  const set = changes.length > 0 && changes.every(([, [before]]) => before === null || before === undefined);
  const summary = !changes.length ? t('audit.detail', { fields: named }) : t(set ? 'audit.set' : 'audit.changed', { count: keys.length, fields: named });
  return (
    <details className="hm-audit__changes">
      <summary>{summary}</summary>
      <ul>
        {changes.length
          ? changes.map(([k, [before, after]]) => (
              <li key={k}>
                <strong>{k}</strong>: {set ? shown(after, none) : `${shown(before, none)} → ${shown(after, none)}`}
              </li>
            ))
          : detail.map(([k, v]) => (
              <li key={k}>
                <strong>{k}</strong>: {shown(v, none)}
              </li>
            ))}
      </ul>
    </details>
  );
}
