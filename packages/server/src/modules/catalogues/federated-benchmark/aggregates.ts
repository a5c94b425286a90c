import { FEDERATED_MIN_RESPONDENTS, ROLE_LEVEL, type TSubmission, VERSION_STATUS } from '@hm/contract';
import { round1 } from '@hm/scoring';
import type { Kysely } from 'kysely';
import type { Caller } from '../../../access/caller.js';
import type { DB } from '../../../db/schema.js';
import { compositeScoresOf } from '../../dashboard/composite-scores.js';
import { surveyMode } from '../../dashboard/export/ahrq-site.js';
import { responseRates } from '../../dashboard/participation.js';
import { scoreRequest } from '../../dashboard/score-request.js';
import { instrumentCodes } from '../benchmarks/instruments.js';

/** What a hospital installation sends for one hospital and version, without the keys and the time. */
export type HospitalAggregates = Omit<TSubmission, 'hospital_key' | 'version_key' | 'gui_luc'>;

export const AGGREGATE_MSG = {
  notClosed: 'Đợt khảo sát chưa đóng: chỉ gửi số liệu của đợt đã đóng',
  noInstrument: 'Đợt khảo sát tự soạn (không theo bộ câu hỏi chuẩn) không gửi được',
  noFigures: 'Đợt khảo sát chưa có số liệu đã tính',
  tooFew: (min: number) => `Bệnh viện dưới ${min} người trả lời: số liệu không được gửi`,
  notLicensed: 'Bệnh viện chưa có bản quyền phân hệ Dashboard: không tính được số liệu để gửi',
} as const;

/** A reader of one hospital's whole-hospital figures, for the background sender (no account behind it). */
function hospitalReader(hospitalId: number): Caller {
  return {
    accountId: 0,
    username: 'federated-benchmark',
    groupId: 0,
    level: ROLE_LEVEL.hospitalAdmin,
    active: true,
    homeHospitalId: null,
    hospitalIds: [hospitalId],
    departmentIds: null,
    functions: new Set(),
    tokensValidAfter: new Date(0),
    mustChangePassword: false,
  };
}

/**
 * One hospital's aggregates of a closed version, exactly the figures its own dashboard gives for
 * the whole hospital (composite and item percent positive, n) and the site characteristics of the
 * AHRQ site file that do not name it; or the reason nothing may be sent: the version is not
 * closed or has no instrument, no figures, or fewer than max(10, the version's minimum group
 * size) respondents.
 */
export async function hospitalAggregates(db: Kysely<DB>, hospitalId: number, versionId: number): Promise<{ aggregates: HospitalAggregates } | { reason: string }> {
  const version = await db
    .selectFrom('phien_ban_khao_sat')
    .select(['status_khao_sat', 'instrument_code', 'time_start'])
    .where('phien_ban_id', '=', versionId)
    .executeTakeFirstOrThrow();
  if (version.status_khao_sat !== VERSION_STATUS.closed) return { reason: AGGREGATE_MSG.notClosed };
  if (!version.instrument_code) return { reason: AGGREGATE_MSG.noInstrument };
  const codes = await instrumentCodes(db, version.instrument_code);
  if (!codes) return { reason: AGGREGATE_MSG.noInstrument };
  let r;
  try {
    r = await scoreRequest(db, hospitalReader(hospitalId), { phien_ban_id: versionId, hospital_id: hospitalId }, 'vi');
  } catch {
    return { reason: AGGREGATE_MSG.notLicensed };
  }
  if (!r.snapshot) return { reason: AGGREGATE_MSG.noFigures };
  const min = Math.max(FEDERATED_MIN_RESPONDENTS, r.scope.minGroupSize);
  const n = r.available ? r.wire.n : null;
  if (n === null || n === undefined || n < min) return { reason: AGGREGATE_MSG.tooFew(min) };
  const known = new Set(codes.map((c) => `${c.loai}:${c.ma}`));
  const gia_tri: HospitalAggregates['gia_tri'] = [];
  const seen = new Set<string>();
  const add = (loai: 'composite' | 'item', ma: string, value: number | null) => {
    const key = `${loai}:${ma}`;
    const rounded = round1(value);
    if (rounded === null || !known.has(key) || seen.has(ma)) return;
    seen.add(ma);
    gia_tri.push({ loai, ma, ty_le_tich_cuc: rounded });
  };
  const scores = await compositeScoresOf(db, r, true);
  for (const k of scores.composites) add('composite', k.ma_composite, k.score);
  for (const k of scores.composites) for (const i of k.items) add('item', i.ma_cauhoi, i.positive);
  // The mode of administration, as the AHRQ site file gives it: from the channels the hospital used.
  const rates = await responseRates(db, hospitalReader(hospitalId), { phien_ban_id: versionId, hospital_id: hospitalId }, 'en');
  const site = await db.selectFrom('hospital').select(['so_giuong', 'so_huu', 'giang_day', 'ma_tinh']).where('hospital_id', '=', hospitalId).executeTakeFirstOrThrow();
  return {
    aggregates: {
      instrument_code: version.instrument_code,
      nam: new Date(version.time_start ?? Date.now()).getUTCFullYear(),
      so_nguoi_tra_loi: n,
      gia_tri,
      dac_diem: {
        so_giuong: site.so_giuong,
        so_huu: (site.so_huu as HospitalAggregates['dac_diem']['so_huu']) ?? null,
        giang_day: site.giang_day,
        ma_tinh: site.ma_tinh && /^\d{2}$/.test(site.ma_tinh) ? site.ma_tinh : null,
        hinh_thuc: surveyMode(rates.hospitals.find((h) => h.hospital_id === hospitalId)?.kenh),
      },
    },
  };
}
