import { VERSION_STATUS, toWireTime } from '@hm/contract';
import { emptyCounts, itemPercents, meanOf, round1 } from '@hm/scoring';
import { compositeScoresOf } from '../../dashboard/composite-scores.js';
import { eventsGraph, gradeGraph } from '../../dashboard/distributions.js';
import { percentData } from '../../dashboard/percent-data.js';
import { type ScoreRequest, scoreRequest } from '../../dashboard/score-request.js';
import { itemCounts } from '../../dashboard/snapshot-figures.js';
import { runBy } from '../../survey-core/run-by.js';
import { pick } from '../../survey-core/version-view.js';
import { requiredParam } from './params.js';
import { once, type ReportSourceImpl, type SourceContext, type SourceRow } from './types.js';

/**
 * Score sources: the dashboards' figures of a version's latest published snapshot, through the
 * dashboards' own functions (scoreRequest, compositeScoresOf, percentData, gradeGraph, eventsGraph),
 * so scope, the dashboards' licence, pooling and the minimum group size (with complementary
 * suppression) are exactly theirs. A hidden group is not a row; it is counted in `suppressed`.
 */

const request = (ctx: SourceContext, versionId?: number): Promise<ScoreRequest> =>
  scoreRequest(
    ctx.db,
    ctx.caller,
    { phien_ban_id: versionId ?? requiredParam(ctx.params, 'phien_ban_id'), ...(ctx.params.hospital_id ? { hospital_id: ctx.params.hospital_id } : {}) },
    ctx.language,
  );

/**
 * Groups the minimum group size left out of a selection: the whole selection when its figures are
 * hidden (one), else the hospitals left out of a pool for being below the minimum.
 */
export function leftOut(r: ScoreRequest): number {
  if (!r.pool) return 0;
  if (!r.available) return 1;
  return r.wire.pooled ? r.scope.hospitals.length - r.included.length : 0;
}

/** A composite's percent neutral and negative: the mean of its items' (as its score is of their percent positive; @hm/scoring). */
async function neutralNegative(ctx: SourceContext, r: ScoreRequest): Promise<Map<number, { neutral: number | null; negative: number | null }>> {
  const out = new Map<number, { neutral: number | null; negative: number | null }>();
  if (!r.available) return out;
  const counts = (await itemCounts(ctx.db, r.snapshot!.snapshot_id, r.included, r.filter)).get(0) ?? new Map();
  for (const k of r.structure.composites) {
    const items = k.cauhoi_ids.filter((id) => r.structure.questions.get(id)?.scored).map((id) => itemPercents(counts.get(id) ?? emptyCounts()));
    out.set(k.composite_id, { neutral: round1(meanOf(items.map((p) => p.neutral))), negative: round1(meanOf(items.map((p) => p.negative))) });
  }
  return out;
}

export const compositeHospital: ReportSourceImpl = {
  code: 'composite_hospital',
  async read(ctx) {
    const r = await request(ctx);
    const [composites, nn] = await Promise.all([compositeScoresOf(ctx.db, r, false).then((s) => s.composites), neutralNegative(ctx, r)]);
    const rows: SourceRow[] = composites.map((c) => ({
      ma_linh_vuc: c.ma_composite,
      ten_linh_vuc: c.name,
      tich_cuc: c.score,
      trung_lap: nn.get(c.composite_id)?.neutral ?? null,
      tieu_cuc: nn.get(c.composite_id)?.negative ?? null,
      so_phieu: r.wire.n,
      diem_chuan: c.benchmark,
      phien_ban_truoc: c.previous,
    }));
    return { batches: once(rows), suppressed: leftOut(r) };
  },
};

export const itemHospital: ReportSourceImpl = {
  code: 'item_hospital',
  async read(ctx) {
    const r = await request(ctx);
    const composites = await compositeScoresOf(ctx.db, r, true).then((s) => s.composites);
    const rows: SourceRow[] = composites.flatMap((c) =>
      c.items.map((i) => ({
        ma_linh_vuc: c.ma_composite,
        ten_linh_vuc: c.name,
        ma_cau_hoi: i.ma_cauhoi,
        cau_hoi: i.ten_cauhoi,
        tich_cuc: i.positive,
        trung_lap: i.neutral,
        tieu_cuc: i.negative,
        so_phieu: i.n,
      })),
    );
    return { batches: once(rows), suppressed: leftOut(r) };
  },
};

/** Composites by the unit (or position) respondents chose: percent-data's breakdowns, hidden groups counted. */
const breakdown = (code: 'composite_unit' | 'composite_position', dimension: 'unit' | 'position', labelField: string): ReportSourceImpl => ({
  code,
  async read(ctx) {
    const r = await request(ctx);
    const data = await percentData(ctx.db, r);
    const names = new Map(r.structure.composites.map((k) => [k.composite_id, k]));
    const groups = data.breakdowns.filter((b) => b.dimension === dimension);
    const rows: SourceRow[] = groups
      .filter((b) => !b.suppressed)
      .flatMap((b) =>
        b.composites.map((c) => ({
          [labelField]: b.label,
          ma_linh_vuc: names.get(c.composite_id)?.ma_composite ?? null,
          ten_linh_vuc: names.get(c.composite_id)?.name ?? null,
          tich_cuc: c.score,
          so_phieu: b.n,
        })),
      );
    return { batches: once(rows), suppressed: groups.filter((b) => b.suppressed).length + leftOut(r) };
  },
});

export const compositeUnit = breakdown('composite_unit', 'unit', 'don_vi');
export const compositePosition = breakdown('composite_position', 'position', 'vi_tri');

/**
 * The hospital's versions of the chosen version's instrument, up to it (by start), each with its
 * composites as get-composite-score gives them for that hospital. A version without published
 * figures (still taking votes, no snapshot) has no rows; one whose figures are hidden counts as
 * suppressed. A home-made survey (no instrument) is its own only wave.
 */
export const compositeWave: ReportSourceImpl = {
  code: 'composite_wave',
  async read(ctx) {
    const hospitalId = requiredParam(ctx.params, 'hospital_id');
    const current = await request(ctx);
    const v = current.scope.version;
    const versions = v.instrument_code
      ? await ctx.db
          .selectFrom('phien_ban_khao_sat as v')
          .select(['v.phien_ban_id'])
          .where('v.is_template', '=', false)
          .where('v.instrument_code', '=', v.instrument_code)
          .where('v.time_start', '<=', v.time_start)
          .where('v.status_khao_sat', '=', VERSION_STATUS.closed)
          .where(runBy(hospitalId))
          .orderBy('v.time_start')
          .orderBy('v.phien_ban_id')
          .execute()
      : [];
    const ids = [...new Set([...versions.map((x) => x.phien_ban_id).filter((id) => id !== v.phien_ban_id), v.phien_ban_id])];
    const rows: SourceRow[] = [];
    let suppressed = 0;
    for (const id of ids) {
      const r = id === v.phien_ban_id ? current : await request(ctx, id);
      suppressed += leftOut(r);
      const title = pick(r.scope.version.tieu_de_khao_sat, r.scope.version.tieu_de_khao_sat_en, ctx.language);
      const start = toWireTime(r.scope.version.time_start).slice(0, 10);
      for (const c of await compositeScoresOf(ctx.db, r, false).then((s) => s.composites)) {
        rows.push({ phien_ban: title, bat_dau: start, ma_linh_vuc: c.ma_composite, ten_linh_vuc: c.name, tich_cuc: c.score, so_phieu: r.wire.n });
      }
    }
    return { batches: once(rows), suppressed };
  },
};

/** A distribution of the dashboards (grade / rating, events reported): one row per answer level. */
const distribution = (code: 'rating_distribution' | 'events_distribution', graph: typeof gradeGraph): ReportSourceImpl => ({
  code,
  async read(ctx) {
    const r = await request(ctx);
    const { question } = await graph(ctx.db, r);
    const rows: SourceRow[] = (question?.values ?? []).map((x) => ({ ma_muc: String(x.gia_tri), muc: x.label, so_phieu: x.count, ty_le: x.percent }));
    return { batches: once(rows), suppressed: leftOut(r) };
  },
});

export const ratingDistribution = distribution('rating_distribution', gradeGraph);
export const eventsDistribution = distribution('events_distribution', eventsGraph);
