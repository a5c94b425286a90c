/**
 * Small groups are never broken out (DESIGN.md "Scoring"): a unit of 4 respondents is hidden and
 * so is a complementary group, with 5 it is shown; a hospital of 4 shows no totals; no unit × position
 * cell that sums and differences with the others would give away (the joint table); a pool hides a group whose
 * part is hidden in one hospital; the minimum is a parameter, never below 3.
 */
import type { TAveragePositive, TCompositeScores, THospitalPositives, TPercentData, TResultValues } from '@hm/contract';
import { takeSnapshot } from '../../../src/modules/dashboard/snapshot-compute.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import {
  addHospitals,
  D,
  dashFixture,
  type DashFixture,
  generateResponses,
  type GroupSpec,
  insertResponses,
  instrumentVersion,
  qs,
  referenceStructure,
  setMinGroupSize,
  V,
} from './fixtures.js';

let t: TestApp;
let f: DashFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await dashFixture(t);
});
afterAll(() => t.close());

/** A closed SOPS 2.0 version of the hospitals with the given groups, snapshot taken. */
async function versionWith(
  hospitals: number[],
  groups: (s: { units: number[]; positions: number[] }) => GroupSpec[],
): Promise<{ id: number; units: number[]; positions: number[] }> {
  const id = await instrumentVersion(f.db, { instrument: 'HSOPS2', owner: hospitals.length === 1 ? hospitals[0]! : null, hospitals });
  const s = await referenceStructure(f.db, id);
  const units = s.questions.find((q) => q.role === 'unit')!.values;
  const positions = s.questions.find((q) => q.role === 'position')!.values;
  await insertResponses(f.db, id, generateResponses(s, groups({ units, positions }), id));
  await takeSnapshot(f.db, id, 'request');
  return { id, units, positions };
}

const average = (query: Record<string, number | undefined>) => f.get<TAveragePositive>('admin', `${D}/thong-ke-ty-le-phan-hoi-tich-cuc-trung-binh?${qs(query)}`);

describe('suppression of small groups', () => {
  it('hides a unit of 4 respondents and a complementary group; shows it from 5', async () => {
    const [h] = await addHospitals(f.db, ['BV Nhóm nhỏ']);
    const spec =
      (u1: number) =>
      ({ units: [a, b, c] }: { units: number[] }): GroupSpec[] => [
        { hospital_id: h!, don_vi: a!, vi_tri: 0, valid: u1, invalid: 2, incomplete: 2 },
        { hospital_id: h!, don_vi: b!, vi_tri: 0, valid: 12 },
        { hospital_id: h!, don_vi: c!, vi_tri: 0, valid: 7 },
        { hospital_id: h!, don_vi: 0, vi_tri: 0, valid: 6 },
      ];
    const v = await versionWith([h!], spec(4));
    const [u1, u2, u3] = v.units;

    const small = await average({ phien_ban_id: v.id, don_vi: u1 });
    expect(small.scope).toMatchObject({ suppressed: true, n: null, min_group_size: 5, don_vi: u1 });
    expect(small.average).toBeNull();
    expect(small.parts).toEqual([]);
    // Total − the shown units would give the 4: the smallest other group (not answered, 6) is hidden too.
    expect((await average({ phien_ban_id: v.id, don_vi: 0 })).scope).toMatchObject({ suppressed: true, n: null });
    for (const [u, n] of [
      [u2, 12],
      [u3, 7],
    ] as const) {
      const shown = await average({ phien_ban_id: v.id, don_vi: u });
      expect(shown.scope).toMatchObject({ suppressed: false, n });
      expect(shown.average).not.toBeNull();
    }
    // Every score call of the hidden group carries nothing.
    const q = qs({ phien_ban_id: v.id, don_vi: u1 });
    expect((await f.get<TCompositeScores>('admin', `${D}/get-composite-data?${q}`)).composites).toEqual([]);
    expect((await f.get<TResultValues>('admin', `${D}/result-value?${q}`)).questions.every((x) => x.values.length === 0 && x.n === 0)).toBe(true);
    const pd = await f.get<TPercentData>('admin', `${V}/percent-data/${v.id}`);
    const units = pd.breakdowns.filter((b) => b.dimension === 'unit');
    expect(units.map((b) => [b.gia_tri, b.suppressed, b.n])).toEqual([
      [0, true, null],
      [u1, true, null],
      [u2, false, 12],
      [u3, false, 7],
    ]);
    expect(units.filter((b) => b.suppressed).every((b) => b.composites.length === 0)).toBe(true);
    expect(pd.scope).toMatchObject({ n: 29, suppressed: false });

    // With a fifth respondent the unit is broken out, and the complementary group comes back.
    const five = await versionWith([h!], spec(5));
    expect((await average({ phien_ban_id: five.id, don_vi: u1 })).scope).toMatchObject({ suppressed: false, n: 5 });
    expect((await average({ phien_ban_id: five.id, don_vi: 0 })).scope).toMatchObject({ suppressed: false, n: 6 });
  });

  it('shows no totals for a hospital of 4 respondents, alone or in the by-hospital rows', async () => {
    const [big, tiny] = await addHospitals(f.db, ['BV Lớn', 'BV Bốn người']);
    const v = await versionWith([big!, tiny!], ({ units: [a] }) => [
      { hospital_id: big!, don_vi: a!, vi_tri: 0, valid: 20 },
      { hospital_id: tiny!, don_vi: a!, vi_tri: 0, valid: 4, invalid: 3 },
    ]);
    const alone = await average({ phien_ban_id: v.id, hospital_id: tiny });
    expect(alone.scope).toMatchObject({ suppressed: true, n: null, pooled: false });
    expect(alone.average).toBeNull();
    const pd = await f.get<TPercentData>('admin', `${V}/percent-data/${v.id}?hospital_id=${tiny}`);
    expect(pd.composites).toEqual([]);
    expect(pd.breakdowns).toEqual([]);
    // The pool leaves it out: its 4 answers cannot be worked out from pool − the big hospital.
    const pooled = await average({ phien_ban_id: v.id });
    expect(pooled.scope).toMatchObject({ pooled: true, suppressed: false, n: 20, hospitals: [{ hospital_id: big, name: 'BV Lớn' }] });
    const rows = await f.get<THospitalPositives>('admin', `${D}/thong-ke-ty-le-phan-hoi-tich-cuc-trung-binh-theo-benh-vien?phien_ban_id=${v.id}`);
    expect(rows.hospitals.map((r) => [r.hospital_id, r.suppressed, r.n])).toEqual([
      [tiny, true, null],
      [big, false, 20],
      [null, false, 20],
    ]);
    expect(rows.hospitals[0]).toMatchObject({ average: null, composites: [] });
    expect(rows.hospitals[2]!.average).toBe(rows.hospitals[1]!.average);
  });

  it('publishes no unit × position cell that a unit, a position and another cell would give away', async () => {
    const [h] = await addHospitals(f.db, ['BV Hai chiều']);
    const v = await versionWith([h!], ({ units: [a, b], positions: [p, q] }) => [
      { hospital_id: h!, don_vi: a!, vi_tri: p!, valid: 9 },
      { hospital_id: h!, don_vi: a!, vi_tri: q!, valid: 3 },
      { hospital_id: h!, don_vi: b!, vi_tri: p!, valid: 8 },
      { hospital_id: h!, don_vi: b!, vi_tri: q!, valid: 10 },
    ]);
    const [a, b] = v.units;
    const [p, q] = v.positions;
    // Unit a (12) and position q (13) are shown on their own …
    expect((await average({ phien_ban_id: v.id, don_vi: a })).scope.suppressed).toBe(false);
    expect((await average({ phien_ban_id: v.id, vi_tri: q })).scope.suppressed).toBe(false);
    // … but the cell (a, q) has 3, and (a, p) would give it away as a − (a, p).
    expect((await average({ phien_ban_id: v.id, don_vi: a, vi_tri: q })).scope).toMatchObject({ suppressed: true, n: null });
    expect((await average({ phien_ban_id: v.id, don_vi: a, vi_tri: p })).scope).toMatchObject({ suppressed: true, n: null });
    // Position q by unit: (a, q) hidden, so (b, q) is the complementary one.
    expect((await average({ phien_ban_id: v.id, don_vi: b, vi_tri: q })).scope).toMatchObject({ suppressed: true });
    // (b, p) = 8 is hidden as well: with it, unit a − position p + (b, p) would be the 3 of (a, q)
    // (the rule per partition showed it; docs/privacy.md "The rule").
    expect((await average({ phien_ban_id: v.id, don_vi: b, vi_tri: p })).scope).toMatchObject({ suppressed: true, n: null });
    // The units and positions themselves stay: none of their sums and differences isolates a small set.
    expect((await average({ phien_ban_id: v.id, don_vi: b })).scope).toMatchObject({ suppressed: false, n: 18 });
    expect((await average({ phien_ban_id: v.id, vi_tri: p })).scope).toMatchObject({ suppressed: false, n: 17 });
  });

  it('hides a pooled group when one hospital’s part of it is hidden there', async () => {
    const [h1, h2] = await addHospitals(f.db, ['BV Gộp 1', 'BV Gộp 2']);
    const v = await versionWith([h1!, h2!], ({ units: [a, b, c] }) => [
      { hospital_id: h1!, don_vi: a!, vi_tri: 0, valid: 10 },
      { hospital_id: h1!, don_vi: b!, vi_tri: 0, valid: 10 },
      { hospital_id: h1!, don_vi: c!, vi_tri: 0, valid: 10 },
      { hospital_id: h2!, don_vi: a!, vi_tri: 0, valid: 3 },
      { hospital_id: h2!, don_vi: b!, vi_tri: 0, valid: 9 },
      { hospital_id: h2!, don_vi: c!, vi_tri: 0, valid: 12 },
    ]);
    const [a, b, c] = v.units;
    // Pooled a has 13, but hospital 2's 3 are hidden there: pool − hospital 1's a would reveal them.
    expect((await average({ phien_ban_id: v.id, don_vi: a })).scope).toMatchObject({ pooled: true, suppressed: true, n: null });
    // And the smallest other pooled unit (b, 19) is the complement.
    expect((await average({ phien_ban_id: v.id, don_vi: b })).scope).toMatchObject({ suppressed: true });
    expect((await average({ phien_ban_id: v.id, don_vi: c })).scope).toMatchObject({ suppressed: false, n: 22 });
    // In hospital 2 alone: a (3) hidden, b (9) its complement, c shown.
    expect((await average({ phien_ban_id: v.id, hospital_id: h2, don_vi: b })).scope.suppressed).toBe(true);
    expect((await average({ phien_ban_id: v.id, hospital_id: h2, don_vi: c })).scope).toMatchObject({ suppressed: false, n: 12 });
    // In hospital 1 alone, every unit is shown.
    expect((await average({ phien_ban_id: v.id, hospital_id: h1, don_vi: a })).scope).toMatchObject({ suppressed: false, n: 10 });
  });

  it('takes the minimum from the system parameter, never below 3', async () => {
    const [h] = await addHospitals(f.db, ['BV Tham số']);
    await setMinGroupSize(f.db, h!, '2');
    const v = await versionWith([h!], ({ units: [a, b, c] }) => [
      { hospital_id: h!, don_vi: a!, vi_tri: 0, valid: 3 },
      { hospital_id: h!, don_vi: b!, vi_tri: 0, valid: 2 },
      { hospital_id: h!, don_vi: c!, vi_tri: 0, valid: 6 },
    ]);
    const [a, b, c] = v.units;
    expect((await average({ phien_ban_id: v.id, don_vi: b })).scope).toMatchObject({ suppressed: true, min_group_size: 3 });
    expect((await average({ phien_ban_id: v.id, don_vi: a })).scope).toMatchObject({ suppressed: true });
    expect((await average({ phien_ban_id: v.id, don_vi: c })).scope).toMatchObject({ suppressed: false, n: 6 });
    await f.db.updateTable('tham_so_he_thong').set({ gia_tri: '7' }).where('hospital_id', '=', h!).execute();
    expect((await average({ phien_ban_id: v.id, don_vi: c })).scope).toMatchObject({ suppressed: true, min_group_size: 7 });
    expect((await average({ phien_ban_id: v.id })).scope).toMatchObject({ suppressed: false, n: 11 });
  });
});
