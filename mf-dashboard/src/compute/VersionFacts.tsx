import type { TDashboardVersion } from '@hm/contract';
import { useDashboardTranslation } from '../i18n';
import { type Fact, FactList } from '../shared/FactList';
import { formatWire } from '../shared/format';

/** A version's status, window, instrument and hospitals. */
export function VersionFacts({ version }: { version: TDashboardVersion }) {
  const { t } = useDashboardTranslation();
  const rows: Fact[] = [
    [t('compute.status'), t(`status.version.${version.status_khao_sat}`, { defaultValue: String(version.status_khao_sat) })],
    [t('compute.window'), `${formatWire(version.time_start)} – ${formatWire(version.time_end)}`],
    [t('compute.instrument'), version.instrument_code ?? t('compute.noInstrument')],
    [t('compute.hospitals'), version.hospitals.map((h) => h.name).join(', ') || '—'],
  ];
  return <FactList facts={rows} />;
}
