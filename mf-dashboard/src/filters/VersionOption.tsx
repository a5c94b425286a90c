import type { TDashboardVersion } from '@hm/contract';
import { useDashboardTranslation } from '../i18n';
import { formatWireDate } from '../shared/format';

/** A version in the picker's list: title, window and status, and whether it has figures yet. */
export function VersionOption({ version }: { version: TDashboardVersion }) {
  const { t } = useDashboardTranslation();
  return (
    <div className="hm-dash-option">
      <span className="hm-dash-option__title">{version.tieu_de_khao_sat}</span>
      <span className="hm-dash-option__meta">
        {formatWireDate(version.time_start)} – {formatWireDate(version.time_end)} · {t(`status.version.${version.status_khao_sat}`, { defaultValue: '' })}
        {!version.has_snapshot && ` · ${t('filters.noSnapshotYet')}`}
      </span>
    </div>
  );
}
