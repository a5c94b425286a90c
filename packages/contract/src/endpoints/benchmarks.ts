import { z } from 'zod';
import { ZBenchmarkInstrument } from '../entities/benchmark.js';
import { ep } from '../endpoint.js';
import { FN } from '../functions.js';
import { resourceRows } from '../resource.js';
import { benchmark } from '../resources/benchmark.js';

/**
 * Benchmarks as data (issue 14): the sets and, for their form, the instruments with the codes a
 * set may carry.
 */
export const benchmarkEndpoints = {
  ...resourceRows(benchmark),
  benchmarkInstruments: ep({
    method: 'GET',
    path: '/votesafety/v1/diem-chuan/bo-cau-hoi',
    module: 'catalogues',
    fn: FN.dashboardRead,
    licensed: false,
    summary: 'Bộ câu hỏi có mẫu và mã lĩnh vực, câu hỏi của từng bộ (cho điểm chuẩn so sánh)',
    response: z.array(ZBenchmarkInstrument),
  }),
};
