import { benchmark, BENCHMARK_KINDS, ROLE_LEVEL, type TBenchmark } from '@hm/contract';
import { useCurrentUser, useEndpointQuery } from '@hm/platform';
import { ResourcePage } from '@hm/ui/crud';
import { Message } from 'primereact/message';
import { useCataloguesTranslation } from '../i18n';
import '../shared/catalogues.css';
import { benchmarkInstruments } from './benchmark-queries';
import { BenchmarkDialog } from './BenchmarkDialog';

/**
 * HeThongDanhMuc/Benchmark: the benchmark sets dashboards compare a hospital's composites and
 * items with, each with its source, kind, year, instrument and size. Product-wide: system
 * administrators write (the server refuses the others), dashboard readers read.
 */
export default function BenchmarksPage() {
  const { t } = useCataloguesTranslation();
  const b = (k: string, o?: Record<string, unknown>) => t(`pages.benchmarks.${k}`, o);
  const user = useCurrentUser();
  const systemAdmin = user?.phan_quyen_cap === ROLE_LEVEL.systemAdmin;
  const instruments = useEndpointQuery(benchmarkInstruments, {});
  const kind = (r: TBenchmark) => b(`kinds.${r.loai}`);
  const count = (r: TBenchmark) =>
    b('valuesCount', { composites: r.gia_tri.filter((v) => v.loai === 'composite').length, items: r.gia_tri.filter((v) => v.loai === 'item').length });
  return (
    <ResourcePage
      config={{
        resource: benchmark,
        title: b('title'),
        addLabel: b('add'),
        icon: 'pi pi-flag',
        canWrite: systemAdmin,
        notice: <Message severity="info" className="hm-cat-message" text={systemAdmin ? b('notice') : b('readOnly')} />,
        filters: [
          {
            kind: 'select',
            name: 'instrument_code',
            label: b('instrument'),
            options: [{ value: null, label: t('pages.all') }, ...(instruments.data ?? []).map((i) => ({ value: i.instrument_code, label: i.instrument_code }))],
          },
          {
            kind: 'select',
            name: 'loai',
            label: b('kind'),
            options: [{ value: null, label: t('pages.all') }, ...BENCHMARK_KINDS.map((k) => ({ value: k, label: b(`kinds.${k}`) }))],
          },
        ],
        columns: [
          { field: 'ma_benchmark', header: b('code') },
          { field: 'ten_nguon', header: b('source') },
          { header: b('kind'), body: kind, text: kind },
          { field: 'nam', header: b('year') },
          { field: 'instrument_code', header: b('instrument') },
          { field: 'so_benh_vien', header: b('hospitals') },
          { field: 'so_nguoi_tra_loi', header: b('respondents') },
          { header: b('values'), body: count, text: count },
          { field: 'tam_ngung', header: t('pages.status'), kind: 'active' },
        ],
        rowLabel: (r) => r.ma_benchmark,
        dialog: ({ row, close }) => <BenchmarkDialog row={row} onClose={close} />,
      }}
    />
  );
}
