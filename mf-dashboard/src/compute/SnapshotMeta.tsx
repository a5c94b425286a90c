import type { TSnapshotMeta } from '@hm/contract';
import { useDashboardTranslation } from '../i18n';
import { formatCount, formatWire } from '../shared/format';
import { useUiLanguage } from '../shared/useUiLanguage';

/**
 * A snapshot's facts as a description list: when, why, from how many responses, how many came
 * since, how long it took.
 * @example <SnapshotMeta snapshot={percentData.snapshot} />
 */
export function SnapshotMeta({ snapshot }: { snapshot: TSnapshotMeta }) {
  const { t } = useDashboardTranslation();
  const lang = useUiLanguage();
  const rows: [string, string][] = [
    [t('compute.computedAt'), formatWire(snapshot.computed_at)],
    [t('compute.reason'), t(`snapshot.reason.${snapshot.reason}`, { defaultValue: snapshot.reason })],
    [t('compute.respondents'), formatCount(snapshot.respondents, lang)],
    [t('compute.pending'), formatCount(snapshot.pending, lang)],
    [t('compute.duration'), t('compute.ms', { ms: formatCount(snapshot.duration_ms, lang) })],
  ];
  return (
    <dl className="hm-dash-meta" data-snapshot-meta={snapshot.snapshot_id}>
      {rows.map(([k, v]) => (
        <div key={k} className="hm-dash-meta__row">
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
