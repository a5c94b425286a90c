/**
 * Honest change between waves (issue 27 item 1) through HTTP, on the demo's two waves (2024 and
 * 2025 of BVDEMO): every composite's and item's 95% interval, and the change against 2024 with
 * its interval, p-value and verdict, equal an independent computation from the raw answers in
 * the database, to 0.1 point. The reference below does not use the snapshot, the answer
 * patterns or @hm/scoring's change functions: it reads ket_qua / ket_qua_chi_tiet and applies the
 * documented formulas (docs/methodology.md "Intervals and change"):
 *  - item: Wilson interval; change: unpooled Wald interval of p₁ − p₂, z test from the same se;
 *  - composite: textbook delta method in matrix form: x_i = (y_i1…y_iK, n_i1…n_iK) per respondent
 *    with a valid answer to the composite, V = m/(m−1)·Σ(x_i − x̄)(x_i − x̄)ᵀ, the gradient of
 *    C = mean_k(Y_k/N_k) (∂C/∂Y_k = 1/(K·N_k), ∂C/∂N_k = −Y_k/(K·N_k²)), se = √(gᵀVg);
 *  - verdict: |change| ≥ 5 and the interval excludes 0.
 */
import type { TChange, TCompositeScores, TComputeResult, TDashboardVersion, TItemScores, TPercentData } from '@hm/contract';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { D, dashFixture, type DashFixture, qs, referenceStructure, type ReferenceStructure, setMinGroupSize, V } from './fixtures.js';

const Z = 1.959963984540054;
const SCORED = new Set(['agreement', 'frequency', 'rating', 'grade']);

let t: TestApp;
let f: DashFixture;
let latest: TDashboardVersion;
let earlier: TDashboardVersion;
beforeAll(async () => {
  t = await createTestApp();
  f = await dashFixture(t);
  const versions = await f.get<TDashboardVersion[]>('bvadmin', `${D}/phien-ban`);
  [latest, earlier] = versions.filter((v) => v.tieu_de_khao_sat.startsWith('Khảo sát văn hóa an toàn người bệnh 202')) as [TDashboardVersion, TDashboardVersion];
});
afterAll(() => t.close());

/** Respondents of a version and hospital (valid, complete; optionally of one unit): item id → value. */
async function respondents(versionId: number, hospitalId: number, unit?: number, notUnit = false): Promise<Map<number, number>[]> {
  const { rows } = await sql<{ id: string; cauhoi_id: number; gia_tri: number }>`
    SELECT r.ket_qua_id AS id, d.cauhoi_id, d.gia_tri FROM ket_qua r JOIN ket_qua_chi_tiet d ON d.ket_qua_id = r.ket_qua_id
    WHERE r.phien_ban_id = ${versionId} AND r.hospital_id = ${hospitalId} AND r.hop_le = 1 AND r.hoan_thanh
      ${unit === undefined ? sql`` : notUnit ? sql`AND r.don_vi <> ${unit}` : sql`AND r.don_vi = ${unit}`} AND d.gia_tri IS NOT NULL`.execute(f.db);
  const by = new Map<string, Map<number, number>>();
  for (const r of rows) by.set(r.id, (by.get(r.id) ?? new Map<number, number>()).set(r.cauhoi_id, r.gia_tri));
  return [...by.values()];
}

interface Reference {
  value: number;
  se: number;
  low: number;
  high: number;
}

const valid = (v: number | undefined) => v !== undefined && v >= 1 && v <= 5;
const positive = (v: number | undefined, reverse: boolean) => valid(v) && v !== 3 && v! >= 4 !== reverse;

function itemReference(rs: Map<number, number>[], cauhoiId: number, reverse: boolean): Reference & { n: number; x: number } {
  const n = rs.filter((r) => valid(r.get(cauhoiId))).length;
  const x = rs.filter((r) => positive(r.get(cauhoiId), reverse)).length;
  const p = x / n;
  const c = (p + (Z * Z) / (2 * n)) / (1 + (Z * Z) / n);
  const h = (Z / (1 + (Z * Z) / n)) * Math.sqrt((p * (1 - p)) / n + (Z * Z) / (4 * n * n));
  return { n, x, value: 100 * p, se: 100 * Math.sqrt((p * (1 - p)) / n), low: 100 * (c - h), high: 100 * (c + h) };
}

function compositeReference(rs: Map<number, number>[], items: { cauhoi_id: number; reverse: boolean }[]): Reference {
  const xs = rs
    .map((r) => [...items.map((q) => (positive(r.get(q.cauhoi_id), q.reverse) ? 1 : 0)), ...items.map((q) => (valid(r.get(q.cauhoi_id)) ? 1 : 0))])
    .filter((x) => x.slice(items.length).some((v) => v === 1));
  const m = xs.length;
  const K0 = items.length;
  const T = xs.reduce((s, x) => s.map((v, j) => v + x[j]!), new Array<number>(2 * K0).fill(0));
  const used = items.map((_, k) => k).filter((k) => T[K0 + k]! > 0);
  const K = used.length;
  const value = used.reduce((s, k) => s + T[k]! / T[K0 + k]!, 0) / K;
  const g = new Array<number>(2 * K0).fill(0);
  for (const k of used) {
    g[k] = 1 / (K * T[K0 + k]!);
    g[K0 + k] = -T[k]! / (K * T[K0 + k]! ** 2);
  }
  const mean = T.map((v) => v / m);
  let variance = 0;
  for (const x of xs) {
    const d = x.map((v, j) => v - mean[j]!);
    const gd = d.reduce((s, v, j) => s + v * g[j]!, 0);
    variance += gd * gd;
  }
  const se = Math.sqrt((m / (m - 1)) * variance);
  return { value: 100 * value, se: 100 * se, low: Math.max(0, 100 * (value - Z * se)), high: Math.min(100, 100 * (value + Z * se)) };
}

/** Two-sided normal p-value from its definition, by numerical integration of the density (Simpson). */
function pValue(z: number): number {
  const a = Math.abs(z);
  const steps = 2000;
  const h = a / steps;
  const phi = (x: number) => Math.exp((-x * x) / 2) / Math.sqrt(2 * Math.PI);
  let s = phi(0) + phi(a);
  for (let i = 1; i < steps; i++) s += (i % 2 ? 4 : 2) * phi(i * h);
  return 1 - 2 * ((s * h) / 3);
}

function changeReference(after: Reference, before: Reference): TChange {
  const change = after.value - before.value;
  const se = Math.hypot(after.se, before.se);
  const low = change - Z * se;
  const high = change + Z * se;
  const clear = (low > 0 || high < 0) && Math.abs(change) >= 5;
  return { change, low, high, p: pValue(change / se), verdict: clear ? (change > 0 ? 'improvement' : 'decline') : 'no_clear_change' };
}

const within = (actual: number | null | undefined, expected: number, tolerance = 0.1 + 1e-9) => {
  expect(actual).not.toBeNull();
  expect(Math.abs(actual! - expected)).toBeLessThanOrEqual(tolerance);
};

function expectChange(actual: TChange | null | undefined, expected: TChange) {
  expect(actual).toBeTruthy();
  within(actual!.change, expected.change);
  within(actual!.low, expected.low);
  within(actual!.high, expected.high);
  within(actual!.p, expected.p, 0.001);
  // The verdict sits on a boundary only when the rounded figures do: compare away from it.
  if (Math.abs(Math.abs(expected.change) - 5) > 0.1 && Math.abs(expected.low) > 0.1 && Math.abs(expected.high) > 0.1) expect(actual!.verdict).toBe(expected.verdict);
}

const scoredItems = (s: ReferenceStructure, ids: readonly number[]) =>
  s.questions
    .filter((q) => ids.includes(q.cauhoi_id) && q.scale !== null && SCORED.has(q.scale) && !q.background)
    .map((q) => ({ cauhoi_id: q.cauhoi_id, reverse: q.reverse, ma: q.ma_cauhoi }));

async function checkAgainstRaw(unit?: number) {
  const query = qs({ phien_ban_id: latest.phien_ban_id, don_vi: unit });
  const scores = await f.get<TCompositeScores>('bvadmin', `${D}/get-composite-data?${query}`);
  expect(scores.scope.suppressed).toBe(false);
  const hospitalId = scores.scope.hospitals[0]!.hospital_id;
  const [now, before, sNow, sBefore] = await Promise.all([
    respondents(latest.phien_ban_id, hospitalId, unit),
    respondents(earlier.phien_ban_id, hospitalId, unit),
    referenceStructure(f.db, latest.phien_ban_id),
    referenceStructure(f.db, earlier.phien_ban_id),
  ]);
  expect(scores.composites).toHaveLength(sNow.composites.length);
  let checkedChanges = 0;
  for (const c of scores.composites) {
    const items = scoredItems(sNow, sNow.composites.find((k) => k.composite_id === c.composite_id)!.cauhoi_ids);
    const ref = compositeReference(now, items);
    within(c.score, ref.value);
    within(c.interval?.low, ref.low);
    within(c.interval?.high, ref.high);
    const earlierComposite = sBefore.composites.find((k) => k.ma_composite === c.ma_composite)!;
    const refBefore = compositeReference(before, scoredItems(sBefore, earlierComposite.cauhoi_ids));
    within(c.previous, refBefore.value);
    expectChange(c.change, changeReference(ref, refBefore));
    checkedChanges++;
    for (const i of c.items) {
      const q = items.find((x) => x.cauhoi_id === i.cauhoi_id)!;
      const r = itemReference(now, q.cauhoi_id, q.reverse);
      within(i.interval?.low, r.low);
      within(i.interval?.high, r.high);
      const qb = sBefore.questions.find((x) => x.ma_cauhoi === q.ma)!;
      const rb = itemReference(before, qb.cauhoi_id, qb.reverse);
      within(i.previous, rb.value);
      expectChange(i.change, changeReference(r, rb));
    }
  }
  expect(checkedChanges).toBe(scores.composites.length);
  return scores;
}

describe('intervals and change between waves on the demo data', () => {
  it('the 2025 composites and items: interval, change against 2024, p and verdict equal the raw-data computation', async () => {
    const scores = await checkAgainstRaw();
    expect(scores.composites.every((c) => c.previous_version?.phien_ban_id === earlier.phien_ban_id)).toBe(true);
    // The verdict follows the rule on the figures it is given.
    for (const c of scores.composites) {
      const { change, low, high, verdict } = c.change!;
      const clear = Math.abs(change) >= 5 && (low > 0 || high < 0);
      expect(verdict).toBe(clear ? (change > 0 ? 'improvement' : 'decline') : 'no_clear_change');
      expect(c.interval!.low).toBeLessThanOrEqual(c.score!);
      expect(c.interval!.high).toBeGreaterThanOrEqual(c.score!);
    }
    console.log(
      'demo 2025 vs 2024:',
      scores.composites
        .map(
          (c) =>
            `${c.ma_composite} ${c.score} (${c.interval!.low}–${c.interval!.high}) ${c.change!.change} [${c.change!.low}; ${c.change!.high}] p=${c.change!.p} ${c.change!.verdict}`,
        )
        .join(' | '),
    );
  });

  it('a unit shown in both waves: the same, over its respondents only', async () => {
    const data = await f.get<TPercentData>('bvadmin', `${V}/percent-data/${latest.phien_ban_id}`);
    const units = data.breakdowns.filter((b) => b.dimension === 'unit' && !b.suppressed && b.n !== null).sort((a, b) => b.n! - a.n!);
    expect(units.length).toBeGreaterThan(0);
    await checkAgainstRaw(units[0]!.gia_tri);
  });

  it('a unit against the rest of its hospital (percent-data breakdowns): the raw-data computation on the unit and on the other respondents', async () => {
    const data = await f.get<TPercentData>('bvadmin', `${V}/percent-data/${latest.phien_ban_id}`);
    const hospitalId = data.scope.hospitals[0]!.hospital_id;
    const s = await referenceStructure(f.db, latest.phien_ban_id);
    const units = data.breakdowns.filter((b) => b.dimension === 'unit' && !b.suppressed);
    expect(units.length).toBeGreaterThan(0);
    let compared = 0;
    for (const unit of units) {
      const rest = data.scope.n! - unit.n!;
      if (rest < data.scope.min_group_size) {
        expect(unit.composites.every((c) => c.against_rest === null)).toBe(true);
        continue;
      }
      const [inUnit, others] = await Promise.all([respondents(latest.phien_ban_id, hospitalId, unit.gia_tri), respondents(latest.phien_ban_id, hospitalId, unit.gia_tri, true)]);
      for (const c of unit.composites) {
        const items = scoredItems(s, s.composites.find((k) => k.composite_id === c.composite_id)!.cauhoi_ids);
        expectChange(c.against_rest, changeReference(compositeReference(inUnit, items), compositeReference(others, items)));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(0);
    // Suppressed groups carry no composites at all, so no comparison either.
    expect(data.breakdowns.filter((b) => b.suppressed).every((b) => b.composites.length === 0)).toBe(true);
  });

  it('the item list (ty-le-phan-hoi-tich-cuc-chi-tiet) carries the same item intervals and changes', async () => {
    const q = qs({ phien_ban_id: latest.phien_ban_id });
    const [items, composites] = await Promise.all([
      f.get<TItemScores>('bvadmin', `${D}/ty-le-phan-hoi-tich-cuc-chi-tiet?${q}`),
      f.get<TCompositeScores>('bvadmin', `${D}/get-composite-data?${q}`),
    ]);
    const byId = new Map(composites.composites.flatMap((c) => c.items).map((i) => [i.cauhoi_id, i]));
    const all = items.parts.flatMap((p) => p.items);
    expect(all.length).toBeGreaterThan(30);
    for (const i of all) {
      expect(i.interval).not.toBeNull();
      const same = byId.get(i.cauhoi_id);
      if (same) expect({ interval: i.interval, previous: i.previous, change: i.change }).toEqual({ interval: same.interval, previous: same.previous, change: same.change });
    }
  });

  it('the earliest wave has intervals and no change (nothing earlier)', async () => {
    const scores = await f.get<TCompositeScores>('bvadmin', `${D}/get-composite-data?${qs({ phien_ban_id: earlier.phien_ban_id })}`);
    expect(scores.composites.every((c) => c.interval !== null && c.change === null && c.items.every((i) => i.change === null && i.interval !== null))).toBe(true);
  });

  it('a recompute (by slices on the embedded database) gives the same intervals', async () => {
    const before = await f.get<TCompositeScores>('bvadmin', `${D}/get-composite-data?${qs({ phien_ban_id: latest.phien_ban_id })}`);
    const res = await f.get<TComputeResult>('admin', `${V}/phien-ban-khao-sat/create-percent-data?phien_ban_id=${latest.phien_ban_id}`);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM percent_composite_pattern WHERE snapshot_id = ${res.snapshot!.snapshot_id}`.execute(f.db);
    console.log(`recompute of the demo 2025 wave (${res.snapshot!.respondents} respondents): ${res.snapshot!.duration_ms} ms, ${rows[0]!.n} pattern rows`);
    const after = await f.get<TCompositeScores>('bvadmin', `${D}/get-composite-data?${qs({ phien_ban_id: latest.phien_ban_id })}`);
    expect(after.composites).toEqual(before.composites);
  });

  it('a suppressed selection shows no interval and no change', async () => {
    const hospitalId = f.demoId;
    await setMinGroupSize(f.db, hospitalId, '100000');
    try {
      const scores = await f.get<TCompositeScores>('bvadmin', `${D}/get-composite-data?${qs({ phien_ban_id: latest.phien_ban_id })}`);
      expect(scores.scope.suppressed).toBe(true);
      expect(scores.composites).toEqual([]);
      const items = await f.get<TItemScores>('bvadmin', `${D}/ty-le-phan-hoi-tich-cuc-chi-tiet?${qs({ phien_ban_id: latest.phien_ban_id })}`);
      expect(items.parts).toEqual([]);
    } finally {
      await f.db.deleteFrom('tham_so_he_thong').where('hospital_id', '=', hospitalId).where('gia_tri', '=', '100000').execute();
    }
  });
});
