import type { TSnapshotMeta } from '@hm/contract';
import { useUiLanguage } from '@hm/platform';
import { useDashboardTranslation } from '../i18n';
import { type Fact, FactList } from '../shared/FactList';
import { formatCount, formatWire } from '../shared/format';

/**
 * A snapshot's facts as a description list: when, why, from how many responses, how many came
 * since, how long it took.
 * @example <SnapshotMeta snapshot={percentData.snapshot} />
 */
export function SnapshotMeta({ snapshot }: { snapshot: TSnapshotMeta }) {
  const { t } = useDashboardTranslation();
  const lang = useUiLanguage();
  const rows: Fact[] = [
    [t('compute.computedAt'), formatWire(snapshot.computed_at)],
    [t('compute.reason'), t(`snapshot.reason.${snapshot.reason}`, { defaultValue: snapshot.reason })],
    [t('compute.respondents'), formatCount(snapshot.respondents, lang)],
    [t('compute.pending'), formatCount(snapshot.pending, lang)],
    [t('compute.duration'), t('compute.ms', { ms: formatCount(snapshot.duration_ms, lang) })],
  ];
  return <FactList facts={rows} snapshotId={snapshot.snapshot_id} />;
}
