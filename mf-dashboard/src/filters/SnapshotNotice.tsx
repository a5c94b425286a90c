import type { TSnapshotMeta } from '@hm/contract';
import { useUiLanguage } from '@hm/platform';
import { useDashboardTranslation } from '../i18n';
import { formatCount, formatWire } from '../shared/format';

/**
 * Where the score figures come from: 'Số liệu tính lúc 01/03/2026 08:00, 120 phiếu hợp lệ; 3
 * phiếu mới chưa tính' (live participation figures are not from a snapshot).
 * @example <SnapshotNotice snapshot={scope.snapshot} />
 */
export function SnapshotNotice({ snapshot }: { snapshot: TSnapshotMeta }) {
  const { t } = useDashboardTranslation();
  const lang = useUiLanguage();
  return (
    <p className="hm-dash-snapshot" data-snapshot={snapshot.snapshot_id}>
      <i className="pi pi-database" aria-hidden="true" />{' '}
      <span>
        {t('snapshot.line', {
          count: snapshot.respondents,
          time: formatWire(snapshot.computed_at),
          respondents: formatCount(snapshot.respondents, lang),
          pending: formatCount(snapshot.pending, lang),
        })}
      </span>{' '}
      <span className="hm-dash-muted">({t(`snapshot.reason.${snapshot.reason}`, { defaultValue: snapshot.reason })})</span>
    </p>
  );
}
