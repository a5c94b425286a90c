import { ZBenchmark, ZBenchmarkInput, ZBenchmarkListQuery } from '../entities/benchmark.js';
import { FN } from '../functions.js';
import { defineResource } from '../resource.js';

/** The survey service prefix. */
const V = '/votesafety/v1';

/**
 * Benchmark sets (`diem-chuan`, screen HeThongDanhMuc/Benchmark): product-wide, so written by
 * system administrators only (`scope: 'system'` with the catalogue write function); read by
 * anyone who reads dashboards, whatever the hospital licensed.
 */
export const benchmark = defineResource({
  name: 'benchmark',
  label: 'điểm chuẩn so sánh',
  module: 'catalogues',
  id: 'benchmark_id',
  row: ZBenchmark,
  input: ZBenchmarkInput,
  query: ZBenchmarkListQuery,
  scope: 'system',
  fn: { read: FN.dashboardRead, write: FN.catalogueWrite },
  active: { column: 'tam_ngung', activeWhen: false },
  combo: { label: 'ma_benchmark' },
  paths: {
    list: `${V}/diem-chuan`,
    byId: `${V}/diem-chuan/{id}`,
    combo: false,
    create: `${V}/diem-chuan`,
    update: { path: `${V}/diem-chuan/{id}`, id: 'path' },
    remove: { path: `${V}/diem-chuan/{id}` },
  },
});
