import {
  endpoints,
  type TConsent,
  type TFederationSettings,
  type TFederationSettingsInput,
  type TPercentiles,
  type TPositions,
  type TPublication,
  toWireTime,
  ZPublication,
} from '@hm/contract';
import { sql, type Kysely } from 'kysely';
import type { Caller } from '../../../access/caller.js';
import type { DB } from '../../../db/schema.js';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../../../errors/app-errors.js';
import { compositeScoresOf } from '../../dashboard/composite-scores.js';
import type { Language } from '../../dashboard/language.js';
import { scoreRequest } from '../../dashboard/score-request.js';
import { instrumentCodes } from '../benchmarks/instruments.js';
import { replaceValues } from '../benchmarks/rules.js';
import { callCollector, federatedVersions, federationSettings, runNow } from './sender.js';

/** The hospital side of the federated benchmark: connection, consent, send and withdraw, fetch, position. */

export const HOSPITAL_MSG = {
  noVersion: 'Bệnh viện không tham gia đợt khảo sát đã đóng này',
  noConsent: 'Bệnh viện chưa đồng ý gửi số liệu tổng hợp (bật đồng ý trước)',
  notConnected: 'Chưa đặt nơi tổng hợp điểm chuẩn (quản trị hệ thống đặt địa chỉ và mã xác thực)',
  fetchFailed: (m: string) => `Không lấy được điểm chuẩn từ nơi tổng hợp: ${m}`,
} as const;

/** The prefix of the sets fetched from a collector: `LIEN_KET_<instrument>_<year>`. */
export const FEDERATED_SET_PREFIX = 'LIEN_KET_';

export async function settingsView(db: Kysely<DB>): Promise<TFederationSettings> {
  const row = await db.selectFrom('benchmark_federation').select(['collector_url', 'updated_at']).where('id', '=', 1).executeTakeFirst();
  return { collector_url: row?.collector_url ?? null, has_credential: !!row, updated_at: row ? toWireTime(row.updated_at) : null };
}

export async function saveSettings(db: Kysely<DB>, accountId: number, input: TFederationSettingsInput): Promise<void> {
  const values = { collector_url: input.collector_url, credential: input.token, updated_by: accountId, updated_at: sql<Date>`now()` };
  await db
    .insertInto('benchmark_federation')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

export async function consentOf(db: Kysely<DB>, hospitalId: number): Promise<TConsent> {
  const [row, settings, versions] = await Promise.all([
    db.selectFrom('benchmark_consent').select('dong_y').where('hospital_id', '=', hospitalId).executeTakeFirst(),
    federationSettings(db),
    federatedVersions(db, hospitalId),
  ]);
  return { hospital_id: hospitalId, dong_y: row?.dong_y ?? false, connected: !!settings, versions };
}

export async function saveConsent(db: Kysely<DB>, accountId: number, hospitalId: number, dongY: boolean): Promise<{ before: boolean }> {
  const before = (await db.selectFrom('benchmark_consent').select('dong_y').where('hospital_id', '=', hospitalId).executeTakeFirst())?.dong_y ?? false;
  await db
    .insertInto('benchmark_consent')
    .values({ hospital_id: hospitalId, dong_y: dongY, updated_by: accountId })
    .onConflict((oc) => oc.column('hospital_id').doUpdateSet({ dong_y: dongY, updated_by: accountId, updated_at: sql`now()` }))
    .execute();
  return { before };
}

/** "Send now" / "withdraw" of one closed version of the hospital: run at once, the outcome answered (a collector's refusal is on the row, not an error). */
export async function sendOrWithdraw(db: Kysely<DB>, hospitalId: number, versionId: number, action: 'send' | 'withdraw') {
  if ((await federatedVersions(db, hospitalId, versionId)).length === 0) throw new NotFoundError(HOSPITAL_MSG.noVersion);
  if (!(await federationSettings(db))) throw new ConflictError(HOSPITAL_MSG.notConnected);
  if (action === 'send') {
    const c = await db.selectFrom('benchmark_consent').select('dong_y').where('hospital_id', '=', hospitalId).executeTakeFirst();
    if (!c?.dong_y) throw new ConflictError(HOSPITAL_MSG.noConsent);
  }
  await runNow(db, hospitalId, versionId, action);
  return (await federatedVersions(db, hospitalId, versionId))[0]!;
}

/** The collector's publication (every published instrument and year). */
export async function fetchPublication(db: Kysely<DB>): Promise<{ url: string; publication: TPublication }> {
  const settings = await federationSettings(db);
  if (!settings) throw new ConflictError(HOSPITAL_MSG.notConnected);
  const r = await callCollector(settings, 'GET', endpoints.federatedPublication.path);
  if (!r.ok) throw new ServiceUnavailableError(HOSPITAL_MSG.fetchFailed(r.message));
  const parsed = ZPublication.safeParse(r.data);
  if (!parsed.success) throw new ServiceUnavailableError(HOSPITAL_MSG.fetchFailed('câu trả lời không đúng dạng'));
  return { url: settings.collector_url, publication: parsed.data };
}

/**
 * Each published instrument and year becomes (or updates) the set `LIEN_KET_<instrument>_<year>`:
 * kind 'database', source the collector, the median as the value the dashboards compare with, the
 * five percentiles beside it. Only codes of the local instrument's template are kept.
 */
export async function storePublication(trx: Kysely<DB>, accountId: number, url: string, publication: TPublication) {
  const host = new URL(url).host;
  const out = [];
  for (const p of publication.periods) {
    const codes = await instrumentCodes(trx, p.instrument_code);
    if (!codes) continue;
    const known = new Set(codes.map((c) => `${c.loai}:${c.ma}`));
    const values = p.gia_tri.filter((v) => known.has(`${v.loai}:${v.ma}`));
    const ma_benchmark = `${FEDERATED_SET_PREFIX}${p.instrument_code}_${p.nam}`;
    const columns = {
      ten_nguon: `Điểm chuẩn liên kết (${host})`,
      loai: 'database' as const,
      nam: p.nam,
      instrument_code: p.instrument_code,
      so_benh_vien: p.so_benh_vien,
      so_nguoi_tra_loi: p.so_nguoi_tra_loi,
      ghi_chu: `Tổng hợp từ số liệu cấp bệnh viện gửi về ${url}: ${p.so_benh_vien} bệnh viện, ${p.so_nguoi_tra_loi} người trả lời. Giá trị so sánh là trung vị (P50); bách phân vị theo ${publication.percentile_definition}. Chỉ công bố khi có ít nhất ${publication.min_hospitals} bệnh viện.`,
      updated_by: accountId,
      updated_at: sql<Date>`now()`,
    };
    const { benchmark_id } = await trx
      .insertInto('benchmark')
      .values({ ma_benchmark, ...columns, created_by: accountId })
      .onConflict((oc) => oc.column('ma_benchmark').doUpdateSet(columns))
      .returning('benchmark_id')
      .executeTakeFirstOrThrow();
    await replaceValues(
      trx,
      benchmark_id,
      values.map((v) => ({ loai: v.loai, ma: v.ma, ty_le_tich_cuc: v.p50 })),
    );
    await trx.deleteFrom('benchmark_percentile').where('benchmark_id', '=', benchmark_id).execute();
    if (values.length)
      await trx
        .insertInto('benchmark_percentile')
        .values(values.map((v) => ({ benchmark_id, ma: v.ma, so_benh_vien: v.so_benh_vien, p10: v.p10, p25: v.p25, p50: v.p50, p75: v.p75, p90: v.p90 })))
        .execute();
    out.push({ benchmark_id, ma_benchmark, instrument_code: p.instrument_code, nam: p.nam, so_benh_vien: p.so_benh_vien });
  }
  return out;
}

const BAND_WORDS = {
  vi: { below: 'dưới P10', between: (a: number, b: number) => `giữa P${a} và P${b}`, above: 'từ P90 trở lên' },
  en: { below: 'below P10', between: (a: number, b: number) => `between P${a} and P${b}`, above: 'P90 or above' },
} as const;

/** Where a score stands: below P10, between two neighbouring percentiles (lower bound included), or at P90 and above. */
export function percentileBand(score: number, p: TPercentiles, language: Language): { band: string; label: string } {
  const words = BAND_WORDS[language === 'en' ? 'en' : 'vi'];
  const cuts: [number, number][] = [
    [10, p.p10],
    [25, p.p25],
    [50, p.p50],
    [75, p.p75],
    [90, p.p90],
  ];
  if (score < cuts[0]![1]) return { band: '<P10', label: words.below };
  for (let i = 0; i < cuts.length - 1; i++) {
    const [a, lo] = cuts[i]!;
    const [b, hi] = cuts[i + 1]!;
    if (score >= lo && score < hi) return { band: `P${a}-P${b}`, label: words.between(a, b) };
  }
  return { band: '>=P90', label: words.above };
}

/** vi-tri: the hospital's composites (its own dashboard's figures) placed among the percentiles of the latest fetched set of the instrument. */
export async function positions(db: Kysely<DB>, caller: Caller, q: { phien_ban_id: number; hospital_id?: number | undefined }, language: Language): Promise<TPositions> {
  const r = await scoreRequest(db, caller, q, language);
  const set = await db
    .selectFrom('benchmark')
    .select(['benchmark_id', 'ma_benchmark', 'nam', 'so_benh_vien'])
    .where('ma_benchmark', 'like', `${FEDERATED_SET_PREFIX}%`)
    .where('instrument_code', '=', r.scope.version.instrument_code ?? '')
    .where('tam_ngung', '=', false)
    .orderBy('nam', 'desc')
    .executeTakeFirst();
  const cuts = set
    ? new Map(
        (await db.selectFrom('benchmark_percentile').selectAll().where('benchmark_id', '=', set.benchmark_id).execute()).map((p) => [
          p.ma,
          { p10: Number(p.p10), p25: Number(p.p25), p50: Number(p.p50), p75: Number(p.p75), p90: Number(p.p90) },
        ]),
      )
    : new Map<string, TPercentiles>();
  const scores = await compositeScoresOf(db, r, false);
  return {
    benchmark: set ?? null,
    composites: scores.composites.map((k) => {
      const p = cuts.get(k.ma_composite) ?? null;
      const b = p && k.score !== null ? percentileBand(k.score, p, language) : null;
      return { ma_composite: k.ma_composite, name: k.name, score: k.score, percentiles: p, band: b?.band ?? null, label: b?.label ?? null };
    }),
  };
}
