import { z } from 'zod';
import { ZPageQuery, ZQueryBool, zCode, zName, zOptionalText } from '../common.js';

/** Where a benchmark's figures come from: a survey database (AHRQ's comparative database) or one published study. */
export const BENCHMARK_KINDS = ['database', 'study'] as const;
export const ZBenchmarkKind = z.enum(BENCHMARK_KINDS, { message: 'Loại nguồn phải là cơ sở dữ liệu hoặc nghiên cứu' });
export type TBenchmarkKind = z.infer<typeof ZBenchmarkKind>;

/** What a benchmark value is about: a composite (`ma_composite`) or one item (`ma_cauhoi`). */
export const BENCHMARK_TARGETS = ['composite', 'item'] as const;
export const ZBenchmarkTarget = z.enum(BENCHMARK_TARGETS, { message: 'Giá trị phải thuộc một lĩnh vực hoặc một câu hỏi' });
export type TBenchmarkTarget = z.infer<typeof ZBenchmarkTarget>;

/** At most this many values in one set (an instrument has 12 composites and 42 items at most). */
export const MAX_BENCHMARK_VALUES = 200;

/** One figure of a set: the percent positive of a composite or an item of the set's instrument. */
export const ZBenchmarkValue = z.object({
  loai: ZBenchmarkTarget,
  ma: z.string(),
  ty_le_tich_cuc: z.number(),
});
export type TBenchmarkValue = z.infer<typeof ZBenchmarkValue>;

/**
 * A benchmark set (`diem-chuan`): the averages a hospital's figures are compared with, with
 * where they come from (source, kind, year, instrument, hospitals and respondents). Product-wide,
 * maintained by system administrators (docs/decisions/benchmarks.md).
 */
export const ZBenchmark = z.object({
  benchmark_id: z.number().int(),
  /** A short unique code (`AHRQ_2012_HSOPSC1`). */
  ma_benchmark: z.string(),
  /** The source as a label names it: 'AHRQ', 'E-V HSOPSC'. */
  ten_nguon: z.string(),
  loai: ZBenchmarkKind,
  /** The year of the data (database report year, or the study's survey year). */
  nam: z.number().int(),
  /** The instrument whose composite and item codes the values use (`HSOPS2`, `HSOPSC1`). */
  instrument_code: z.string(),
  so_benh_vien: z.number().int(),
  so_nguoi_tra_loi: z.number().int().nullable(),
  /** The full citation and what the source does not give. */
  ghi_chu: z.string().nullable(),
  tam_ngung: z.boolean(),
  gia_tri: z.array(ZBenchmarkValue),
});
export type TBenchmark = z.infer<typeof ZBenchmark>;

/** A percent positive as a source prints it: 0 to 100, at most one decimal. */
export const ZBenchmarkPercent = z
  .number({ message: 'Tỷ lệ tích cực phải là số' })
  .min(0, 'Tỷ lệ tích cực từ 0 đến 100')
  .max(100, 'Tỷ lệ tích cực từ 0 đến 100')
  .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, 'Tỷ lệ tích cực có tối đa một chữ số thập phân');

const thisYear = new Date().getFullYear();

export const ZBenchmarkInput = z.object({
  ma_benchmark: zCode(50, 'Vui lòng nhập mã điểm chuẩn'),
  ten_nguon: zName(200, 'Vui lòng nhập tên nguồn'),
  loai: ZBenchmarkKind,
  nam: z
    .number({ message: 'Vui lòng nhập năm của số liệu' })
    .int('Năm phải là số nguyên')
    .min(1990, 'Năm không hợp lệ')
    .max(thisYear + 1, 'Năm không hợp lệ'),
  instrument_code: zCode(30, 'Vui lòng chọn bộ câu hỏi'),
  so_benh_vien: z
    .number({ message: 'Vui lòng nhập số bệnh viện' })
    .int('Số bệnh viện phải là số nguyên')
    .min(1, 'Số bệnh viện phải lớn hơn 0')
    .max(1_000_000, 'Số bệnh viện quá lớn'),
  so_nguoi_tra_loi: z
    .number({ message: 'Số người trả lời phải là số' })
    .int('Số người trả lời phải là số nguyên')
    .min(1, 'Số người trả lời phải lớn hơn 0')
    .max(100_000_000, 'Số người trả lời quá lớn')
    .nullish()
    .transform((v) => v ?? null),
  ghi_chu: zOptionalText(2000),
  tam_ngung: z.boolean().default(false),
  gia_tri: z
    .array(z.object({ loai: ZBenchmarkTarget, ma: zCode(30, 'Vui lòng nhập mã lĩnh vực hoặc câu hỏi'), ty_le_tich_cuc: ZBenchmarkPercent }), {
      message: 'Danh sách giá trị không hợp lệ',
    })
    .max(MAX_BENCHMARK_VALUES, `Tối đa ${MAX_BENCHMARK_VALUES} giá trị`)
    .default([])
    .superRefine((values, ctx) => {
      const seen = new Set<string>();
      values.forEach((v, i) => {
        if (seen.has(v.ma)) ctx.addIssue({ code: 'custom', message: `Mã ${v.ma} bị lặp lại`, path: [i, 'ma'] });
        seen.add(v.ma);
      });
    }),
});
export type TBenchmarkInput = z.input<typeof ZBenchmarkInput>;

/** The list: paging, keyword (code, source), and the instrument, kind and suspension asked for. */
export const ZBenchmarkListQuery = ZPageQuery.extend({
  instrument_code: zCode(30).optional(),
  loai: ZBenchmarkKind.optional(),
  tam_ngung: ZQueryBool.optional(),
});

/** A composite or item code of an instrument, named in the request's language, for the set's form. */
export const ZBenchmarkCode = z.object({
  loai: ZBenchmarkTarget,
  ma: z.string(),
  ten: z.string(),
  /** An item's composite (its code), when it has one. */
  ma_composite: z.string().nullable(),
});
export type TBenchmarkCode = z.infer<typeof ZBenchmarkCode>;

/** An instrument the product has a template of, with the codes a benchmark set of it may carry. */
export const ZBenchmarkInstrument = z.object({
  instrument_code: z.string(),
  ten: z.string(),
  codes: z.array(ZBenchmarkCode),
});
export type TBenchmarkInstrument = z.infer<typeof ZBenchmarkInstrument>;

/**
 * The set a dashboard figure is compared with, as the answer of a score call carries it, so the
 * page names it honestly ('AHRQ 2012 (1.128 bệnh viện)', 'Nghiên cứu E-V HSOPSC 2015 (10 bệnh viện)').
 */
export const ZBenchmarkRef = z.object({
  benchmark_id: z.number().int(),
  ten_nguon: z.string(),
  loai: ZBenchmarkKind,
  nam: z.number().int(),
  instrument_code: z.string(),
  so_benh_vien: z.number().int(),
  so_nguoi_tra_loi: z.number().int().nullable(),
  /** The label in the request's language, as `benchmark_source` of each composite. */
  label: z.string(),
});
export type TBenchmarkRef = z.infer<typeof ZBenchmarkRef>;

/**
 * The label of a set in a language: a database by its source and year, a study named as one, and
 * the number of hospitals it pools.
 * @example benchmarkLabel({ ten_nguon: 'AHRQ', loai: 'database', nam: 2012, so_benh_vien: 1128 }, 'vi') // 'AHRQ 2012 (1.128 bệnh viện)'
 */
export function benchmarkLabel(b: Pick<TBenchmark, 'ten_nguon' | 'loai' | 'nam' | 'so_benh_vien'>, language: 'vi' | 'en'): string {
  const n = b.so_benh_vien.toLocaleString(language === 'vi' ? 'vi-VN' : 'en-US');
  const hospitals = language === 'vi' ? `${n} bệnh viện` : `${n} ${b.so_benh_vien === 1 ? 'hospital' : 'hospitals'}`;
  const study = b.loai === 'study' ? (language === 'vi' ? 'Nghiên cứu ' : 'Study ') : '';
  return `${study}${b.ten_nguon} ${b.nam} (${hospitals})`;
}
