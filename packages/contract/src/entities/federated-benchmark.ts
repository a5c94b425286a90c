import { z } from 'zod';
import { ZId, zCode, zName, zText, zVerbatim } from '../common.js';
import { OWNERSHIPS } from './hospital.js';
import { MAX_BENCHMARK_VALUES, ZBenchmarkPercent, ZBenchmarkTarget } from './benchmark.js';

/**
 * The federated benchmark (issue 30 item 3, docs/decisions/federated-benchmark.md): hospital
 * installations send hospital-level aggregates of a closed version to a collector installation,
 * which publishes percentiles per instrument and year once enough hospitals contributed.
 */

/** The fewest respondents of a hospital whose aggregates may leave the installation (AHRQ's rule). */
export const FEDERATED_MIN_RESPONDENTS = 10;
/** The fewest hospitals of an instrument and year before the collector publishes (HM_BENCHMARK_MIN_HOSPITALS changes it for tests). */
export const FEDERATED_MIN_HOSPITALS = 5;
/** The percentiles published for each composite and item. */
export const FEDERATED_PERCENTILES = [10, 25, 50, 75, 90] as const;

const thisYear = new Date().getFullYear();

// ---- Collector: contributing installations ----

export const ZContributorInput = z.object({ ten: zName(200, 'Vui lòng nhập tên cài đặt gửi số liệu') }).strict();
export type TContributorInput = z.infer<typeof ZContributorInput>;

/** A contributing installation as the collector lists it (its credential is never answered again). */
export const ZContributor = z.object({
  contributor_id: z.number().int(),
  ten: z.string(),
  created_at: z.string(),
  revoked: z.boolean(),
  /** Its submissions held now (not withdrawn). */
  submissions: z.number().int(),
});
export type TContributor = z.infer<typeof ZContributor>;

/** A credential just issued: shown once, stored by the collector only as its SHA-256. */
export const ZContributorIssued = ZContributor.extend({ token: z.string() });
export type TContributorIssued = z.infer<typeof ZContributorIssued>;

// ---- Collector: a submission (what leaves a hospital installation) ----

const ZKey = (what: string) => zCode(64, `Thiếu mã ${what}`).pipe(z.string().regex(/^[A-Za-z0-9-]+$/, `Mã ${what} chỉ gồm chữ, số và dấu gạch ngang`));

/** The sender's clock when it made the copy: ISO 8601 with its offset. */
const ZSentAt = z.iso.datetime({ offset: true, message: 'Thời điểm gửi (gui_luc) phải là ngày giờ ISO 8601' });

/** The site characteristics of the AHRQ site file that describe a hospital without naming it. */
export const ZSiteCharacteristics = z
  .object({
    so_giuong: z.number({ message: 'Số giường phải là số' }).int('Số giường phải là số nguyên').min(0, 'Số giường không hợp lệ').max(100_000, 'Số giường không hợp lệ').nullable(),
    so_huu: z.enum(OWNERSHIPS, { message: 'Hình thức sở hữu phải là cong_lap, tu_nhan hoặc khac' }).nullable(),
    giang_day: z.boolean({ message: 'Bệnh viện giảng dạy phải là đúng hoặc sai' }).nullable(),
    ma_tinh: z
      .string({ message: 'Mã tỉnh phải là chuỗi' })
      .regex(/^\d{2}$/, 'Mã tỉnh gồm 2 chữ số')
      .nullable(),
    /** The mode of administration, as the AHRQ site file's SurveyMode (from the channels the hospital used). Optional: an older sender leaves it out. */
    hinh_thuc: z.enum(['Web', 'Paper', 'Mixed'], { message: 'Hình thức khảo sát phải là Web, Paper hoặc Mixed' }).nullable().optional(),
  })
  .strict();
export type TSiteCharacteristics = z.infer<typeof ZSiteCharacteristics>;

export const ZSubmissionValue = z
  .object({
    loai: ZBenchmarkTarget,
    ma: zCode(30, 'Thiếu mã lĩnh vực hoặc câu hỏi'),
    ty_le_tich_cuc: ZBenchmarkPercent,
  })
  .strict();

/**
 * One hospital's aggregates of one closed version: nothing else is accepted (an unknown field,
 * such as a response, is refused).
 */
export const ZSubmission = z
  .object({
    hospital_key: ZKey('bệnh viện'),
    version_key: ZKey('đợt khảo sát'),
    gui_luc: ZSentAt,
    instrument_code: zCode(30, 'Thiếu mã bộ câu hỏi'),
    nam: z
      .number({ message: 'Năm phải là số' })
      .int('Năm phải là số nguyên')
      .min(1990, 'Năm không hợp lệ')
      .max(thisYear + 1, 'Năm không hợp lệ'),
    so_nguoi_tra_loi: z
      .number({ message: 'Số người trả lời phải là số' })
      .int('Số người trả lời phải là số nguyên')
      .min(FEDERATED_MIN_RESPONDENTS, `Bệnh viện dưới ${FEDERATED_MIN_RESPONDENTS} người trả lời không được gửi`)
      .max(1_000_000, 'Số người trả lời quá lớn'),
    gia_tri: z
      .array(ZSubmissionValue, { message: 'Thiếu danh sách tỷ lệ tích cực' })
      .min(1, 'Cần ít nhất một tỷ lệ tích cực')
      .max(MAX_BENCHMARK_VALUES, `Tối đa ${MAX_BENCHMARK_VALUES} giá trị`)
      .refine((vs) => new Set(vs.map((v) => v.ma)).size === vs.length, 'Mã lĩnh vực hoặc câu hỏi bị lặp lại'),
    dac_diem: ZSiteCharacteristics,
  })
  .strict();
export type TSubmission = z.infer<typeof ZSubmission>;

export const ZSubmissionReceipt = z.object({ hospital_key: z.string(), version_key: z.string(), replaced: z.boolean() });
export type TSubmissionReceipt = z.infer<typeof ZSubmissionReceipt>;

/** A withdrawal names the submission and carries the sender's clock too (newer than the stored copy). */
export const ZWithdrawal = z.object({ hospital_key: ZKey('bệnh viện'), version_key: ZKey('đợt khảo sát'), gui_luc: ZSentAt }).strict();
export type TWithdrawal = z.infer<typeof ZWithdrawal>;

// ---- Collector: the publication ----

export const ZPublicationQuery = z.object({
  instrument_code: zCode(30).optional(),
  nam: z.coerce.number({ message: 'Năm phải là số' }).int('Năm phải là số nguyên').min(1990, 'Năm không hợp lệ').max(2200, 'Năm không hợp lệ').optional(),
});

export const ZPercentiles = z.object({ p10: z.number(), p25: z.number(), p50: z.number(), p75: z.number(), p90: z.number() });
export type TPercentiles = z.infer<typeof ZPercentiles>;

export const ZPublishedValue = ZPercentiles.extend({ loai: ZBenchmarkTarget, ma: z.string(), so_benh_vien: z.number().int() });

/** One instrument and year with at least the minimum of hospitals. */
export const ZPublishedPeriod = z.object({
  instrument_code: z.string(),
  nam: z.number().int(),
  so_benh_vien: z.number().int(),
  so_nguoi_tra_loi: z.number().int(),
  gia_tri: z.array(ZPublishedValue),
});
export type TPublishedPeriod = z.infer<typeof ZPublishedPeriod>;

export const ZPublication = z.object({
  min_hospitals: z.number().int(),
  /** 'R type 7' : linear interpolation between the closest ranks (docs/decisions/federated-benchmark.md). */
  percentile_definition: z.string(),
  periods: z.array(ZPublishedPeriod),
});
export type TPublication = z.infer<typeof ZPublication>;

// ---- Hospital installation: connection, consent, sending, fetching ----

export const ZFederationSettings = z.object({
  collector_url: z.string().nullable(),
  /** Whether a credential is kept (it is never answered). */
  has_credential: z.boolean(),
  updated_at: z.string().nullable(),
});
export type TFederationSettings = z.infer<typeof ZFederationSettings>;

export const ZFederationSettingsInput = z
  .object({
    collector_url: zText(500, 'Vui lòng nhập địa chỉ nơi tổng hợp').pipe(
      z
        .string()
        .url('Địa chỉ nơi tổng hợp không hợp lệ')
        .refine(
          (u) => /^https:\/\//i.test(u) || /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/i.test(u),
          'Địa chỉ nơi tổng hợp phải dùng https:// (http:// chỉ cho máy này)',
        ),
    ),
    token: zVerbatim(200, 'Vui lòng nhập mã xác thực do nơi tổng hợp cấp').pipe(z.string().min(20, 'Mã xác thực không hợp lệ')),
  })
  .strict();
export type TFederationSettingsInput = z.infer<typeof ZFederationSettingsInput>;

export const FEDERATED_OUTBOX_STATES = ['pending', 'done', 'failed', 'skipped'] as const;

/** A closed version of the hospital and what happened to its aggregates. */
export const ZFederatedVersion = z.object({
  phien_ban_id: z.number().int(),
  tieu_de_khao_sat: z.string(),
  instrument_code: z.string().nullable(),
  hanh_dong: z.enum(['send', 'withdraw']).nullable(),
  trang_thai: z.enum(FEDERATED_OUTBOX_STATES).nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  done_at: z.string().nullable(),
});
export type TFederatedVersion = z.infer<typeof ZFederatedVersion>;

export const ZConsentQuery = z.object({ hospital_id: ZId });
export const ZConsent = z.object({
  hospital_id: z.number().int(),
  dong_y: z.boolean(),
  /** A system administrator has set the collector's address and credential. */
  connected: z.boolean(),
  versions: z.array(ZFederatedVersion),
});
export type TConsent = z.infer<typeof ZConsent>;

export const ZConsentInput = z.object({ hospital_id: ZId, dong_y: z.boolean({ message: 'Đồng ý phải là đúng hoặc sai' }) }).strict();
export const ZFederatedVersionInput = z.object({ hospital_id: ZId, phien_ban_id: ZId }).strict();

export const ZFetchedBenchmarks = z.object({
  benchmarks: z.array(z.object({ benchmark_id: z.number().int(), ma_benchmark: z.string(), instrument_code: z.string(), nam: z.number().int(), so_benh_vien: z.number().int() })),
});

export type TFetchedBenchmarks = z.infer<typeof ZFetchedBenchmarks>;

/** Where a hospital's composite stands among the published percentiles. */
export const ZPercentilePosition = z.object({
  ma_composite: z.string(),
  name: z.string(),
  score: z.number().nullable(),
  percentiles: ZPercentiles.nullable(),
  /** `<P10`, `P10-P25`, … `>=P90`; null without a score or percentiles. */
  band: z.string().nullable(),
  /** The band in words of the request language: 'giữa P50 và P75'. */
  label: z.string().nullable(),
});
export const ZPositionQuery = z.object({ phien_ban_id: ZId, hospital_id: ZId.optional() });
export const ZPositions = z.object({
  benchmark: z.object({ benchmark_id: z.number().int(), ma_benchmark: z.string(), nam: z.number().int(), so_benh_vien: z.number().int() }).nullable(),
  composites: z.array(ZPercentilePosition),
});
export type TPositions = z.infer<typeof ZPositions>;
