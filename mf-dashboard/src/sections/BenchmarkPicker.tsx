import { benchmarkLabel, endpoints, type TBenchmarkRef } from '@hm/contract';
import { endpointQuery, useEndpointQuery, useUiLanguage } from '@hm/platform';
import { Dropdown } from 'primereact/dropdown';
import { dashboardKeys } from '../api/keys';
import { useDashboardTranslation } from '../i18n';

/** The active benchmark sets of an instrument, for the picker. */
const benchmarkSets = endpointQuery(endpoints.benchmarkList, [...dashboardKeys.scores, 'benchmark-sets']);

export interface BenchmarkPickerProps {
  /** The version's instrument (none: no picker). */
  instrumentCode: string | null;
  /** The set the figures on screen compare with. */
  applied: TBenchmarkRef | null;
  onPick: (benchmarkId: number) => void;
}

/**
 * Which benchmark set the composites compare with, when the version's instrument has more than
 * one active set (a database and a study, two years); otherwise nothing.
 * @example <BenchmarkPicker instrumentCode="HSOPSC1" applied={d.benchmark} onPick={setPicked} />
 */
export function BenchmarkPicker({ instrumentCode, applied, onPick }: BenchmarkPickerProps) {
  const { t } = useDashboardTranslation();
  const lang = useUiLanguage();
  const sets = useEndpointQuery(benchmarkSets, instrumentCode ? { query: { instrument_code: instrumentCode, tam_ngung: false, size: 50, page: 1 } } : null);
  const options = (sets.data?.data ?? []).filter((b) => b.gia_tri.some((v) => v.loai === 'composite'));
  if (options.length < 2) return null;
  const id = 'hm-dash-benchmark';
  return (
    <div className="hm-dash-field hm-dash-benchmark">
      <label htmlFor={id}>{t('composites.benchmarkPick')}</label>
      <Dropdown
        inputId={id}
        value={applied?.benchmark_id ?? null}
        options={options.map((b) => ({ value: b.benchmark_id, label: benchmarkLabel(b, lang) }))}
        onChange={(e) => onPick(e.value as number)}
      />
    </div>
  );
}
