/**
 * The SQL and the pure module agree: a generated data set of known answers (several hospitals,
 * units, positions, reverse-worded items, 9s, missing answers, invalid and incomplete responses)
 * is inserted, a snapshot taken, and every score call's figures are compared with
 * scoreSurvey / itemCounts / distribution of @hm/scoring on the same raw data, to 0.1 point.
 */
import type {
  TAveragePositive,
  TCompositeScores,
  TDistribution,
  TDistributionResult,
  THospitalPositives,
  TItemScore,
  TItemScores,
  TPercentData,
  TResultValues,
  TScoreScope,
} from '@hm/contract';
import {
  DEFAULT_MIN_GROUP_SIZE,
  distribution,
  jointDisclosure,
  EVENTS_SCALE,
  GRADE_SCALES,
  gradePositive,
  itemPercents,
  meanOf,
  pooledGroupShown,
  type RawResponse,
  round1,
  scoredResponses,
  scoreSurvey,
  type Selection,
  suppressPartition,
} from '@hm/scoring';
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
  near,
  qs,
  referenceStructure,
  type ReferenceStructure,
  V,
} from './fixtures.js';

let t: TestApp;
let f: DashFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await dashFixture(t);
});
afterAll(() => t.close());

const MIN = DEFAULT_MIN_GROUP_SIZE;

interface Filter {
  don_vi?: number;
  vi_tri?: number;
}

/** The suppression rule on raw responses: the joint table of units × positions (docs/privacy.md "The rule"). */
function refShown(rs: readonly RawResponse[], f: Filter, partHidden: (f: Filter) => boolean = () => false): boolean {
  const m = new Map<string, { don_vi: number; vi_tri: number; n: number }>();
  for (const r of rs) {
    const k = `${r.don_vi}|${r.vi_tri}`;
    const a = m.get(k) ?? { don_vi: r.don_vi, vi_tri: r.vi_tri, n: 0 };
    a.n++;
    m.set(k, a);
  }
  return jointDisclosure([...m.values()], MIN, partHidden).shown(f);
}

const count = (rs: readonly RawResponse[], f: Filter) => scoredResponses(rs, f).length;

/** What the reference expects of a selection: the hospitals pooled and whether it is shown. */
function expectation(all: readonly RawResponse[], hospitals: number[], f: Filter) {
  const of = (h: number) => scoredResponses(all, { hospital_ids: [h] });
  const included = hospitals.length > 1 ? hospitals.filter((h) => of(h).length >= MIN) : hospitals;
  const pooled = scoredResponses(all, { hospital_ids: included });
  const partHidden = (g: Filter) => !pooledGroupShown(included.map((h) => ({ n: count(of(h), g), hidden: !refShown(of(h), g) })));
  return { included, shown: refShown(pooled, f, hospitals.length > 1 ? partHidden : undefined), n: count(pooled, f), of };
}

let versionId: number;
let hospitals: number[];
let s: ReferenceStructure;
let raw: RawResponse[];

function expectScope(scope: TScoreScope, e: ReturnType<typeof expectation>, f: Filter) {
  expect(scope.suppressed).toBe(!e.shown);
  expect(scope.n).toBe(e.shown ? e.n : null);
  expect(scope.hospitals.map((h) => h.hospital_id).sort()).toEqual([...e.included].sort());
  expect(scope.don_vi).toBe(f.don_vi ?? null);
  expect(scope.vi_tri).toBe(f.vi_tri ?? null);
}

function expectItem(actual: TItemScore, expected: ReturnType<typeof scoreSurvey>['items'] extends Map<number, infer I> ? I : never) {
  expect(actual.n).toBe(expected.counts.n);
  expect(actual.n_dna).toBe(expected.counts.dna);
  for (const k of ['positive', 'neutral', 'negative'] as const) {
    if (!near(actual[k], expected.percents[k])) throw new Error(`item ${actual.ma_cauhoi} ${k}: ${actual[k]} ≠ ${expected.percents[k]}`);
  }
}

function codesOf(rs: readonly RawResponse[], cauhoiId: number): number[] {
  return rs.flatMap((r) => [...(r.answers.get(cauhoiId) ?? [])]);
}

function expectDistribution(actual: TDistribution, rs: readonly RawResponse[]) {
  const q = s.questions.find((x) => x.cauhoi_id === actual.cauhoi_id)!;
  const codes = codesOf(rs, q.cauhoi_id);
  const d = distribution(codes, q.values);
  expect(actual.n).toBe(d.n);
  expect(actual.values.map((v) => [v.gia_tri, v.count])).toEqual(d.shares.map((x) => [x.gia_tri, x.count]));
  actual.values.forEach((v, i) => expect(near(v.percent, d.shares[i]!.percent)).toBe(true));
  const positive =
    q.scale && GRADE_SCALES.has(q.scale)
      ? gradePositive(codes)
      : !q.background && q.scale && ['agreement', 'frequency'].includes(q.scale)
        ? itemPercents(scoreSurvey(s.questions, [], rs).items.get(q.cauhoi_id)!.counts).positive
        : null;
  expect(near(actual.positive, positive)).toBe(true);
}

/** Every score call for one selection, against the reference. */
async function checkSelection(hospitalIds: number[], asked: number | undefined, f: Filter): Promise<boolean> {
  const e = expectation(raw, hospitalIds, f);
  const sel: Selection = { hospital_ids: e.included, ...f };
  const ref = scoreSurvey(s.questions, s.composites, raw, sel);
  const rs = scoredResponses(raw, sel);
  const query = qs({ phien_ban_id: versionId, hospital_id: asked, ...f });

  const [avg, scores, data, items, grade, events, values] = await Promise.all([
    f_get<TAveragePositive>(`${D}/thong-ke-ty-le-phan-hoi-tich-cuc-trung-binh?${query}`),
    f_get<TCompositeScores>(`${D}/get-composite-score?${query}`),
    f_get<TCompositeScores>(`${D}/get-composite-data?${query}`),
    f_get<TItemScores>(`${D}/ty-le-phan-hoi-tich-cuc-chi-tiet?${query}`),
    f_get<TDistributionResult>(`${D}/get-grade-graph?${query}`),
    f_get<TDistributionResult>(`${D}/get-events-graph?${query}`),
    f_get<TResultValues>(`${D}/result-value?${query}`),
  ]);
  expectScope(avg.scope, e, f);
  for (const x of [scores, data, items, grade, events, values]) expect(x.scope).toEqual(avg.scope);

  if (!e.shown) {
    expect(avg.average).toBeNull();
    expect(scores.composites).toEqual([]);
    expect(items.parts).toEqual([]);
    expect(grade.question?.values).toEqual([]);
    return false;
  }
  expect(near(avg.average, meanOf([...ref.composites.values()]))).toBe(true);
  const parts = [...new Set(s.questions.filter((q) => ref.items.has(q.cauhoi_id)).map((q) => q.part))];
  expect(avg.parts.map((p) => p.phan_cauhoi_id)).toEqual(parts);
  for (const p of avg.parts) {
    const expected = meanOf(s.questions.filter((q) => q.part === p.phan_cauhoi_id && ref.items.has(q.cauhoi_id)).map((q) => ref.items.get(q.cauhoi_id)!.percents.positive));
    expect(near(p.average, expected)).toBe(true);
  }

  expect(scores.composites.map((c) => c.composite_id)).toEqual(s.composites.map((c) => c.composite_id));
  for (const c of [...scores.composites, ...data.composites]) expect(near(c.score, ref.composites.get(c.composite_id))).toBe(true);
  expect(scores.composites.every((c) => c.items.length === 0)).toBe(true);
  for (const c of data.composites) {
    const k = s.composites.find((x) => x.composite_id === c.composite_id)!;
    expect(c.items.map((i) => i.cauhoi_id)).toEqual(s.questions.filter((q) => k.cauhoi_ids.includes(q.cauhoi_id) && ref.items.has(q.cauhoi_id)).map((q) => q.cauhoi_id));
    for (const i of c.items) expectItem(i, ref.items.get(i.cauhoi_id)!);
  }
  const listed = items.parts.flatMap((p) => p.items);
  expect(listed.map((i) => i.cauhoi_id)).toEqual(s.questions.filter((q) => ref.items.has(q.cauhoi_id)).map((q) => q.cauhoi_id));
  for (const i of listed) expectItem(i, ref.items.get(i.cauhoi_id)!);

  const gradeQ = s.questions.find((q) => q.scale && GRADE_SCALES.has(q.scale))!;
  expect(grade.question!.cauhoi_id).toBe(gradeQ.cauhoi_id);
  expectDistribution(grade.question!, rs);
  expect(events.question!.cauhoi_id).toBe(s.questions.find((q) => q.scale === EVENTS_SCALE)!.cauhoi_id);
  expect(events.question!.positive).toBeNull();
  expectDistribution(events.question!, rs);
  expect(values.questions.map((q) => q.cauhoi_id)).toEqual(s.questions.filter((q) => q.values.length > 0 && q.role === null).map((q) => q.cauhoi_id));
  for (const q of values.questions) expectDistribution(q, rs);
  return true;
}

let f_get: <T>(url: string) => Promise<T>;

describe('dashboard figures agree with @hm/scoring', () => {
  beforeAll(async () => {
    f_get = (url) => f.get('admin', url);
    // Four hospitals of one campaign: three large, one of 4 respondents (left out of pools).
    hospitals = await addHospitals(f.db, ['BV Đối chiếu A', 'BV Đối chiếu B', 'BV Đối chiếu C', 'BV Đối chiếu D']);
    versionId = await instrumentVersion(f.db, { instrument: 'HSOPS2', owner: null, hospitals });
    s = await referenceStructure(f.db, versionId);
    const [units, positions] = [s.questions.find((q) => q.role === 'unit')!.values, s.questions.find((q) => q.role === 'position')!.values];
    const groups: GroupSpec[] = [];
    const sizes = [
      [14, 9, 6, 3],
      [12, 7, 2, 5],
      [8, 4, 6, 1],
    ];
    hospitals.slice(0, 3).forEach((h, hi) => {
      [units[0]!, units[1]!, units[2]!, 0].forEach((u, ui) => {
        [positions[0]!, positions[3]!, 0].forEach((p, pi) => {
          groups.push({
            hospital_id: h,
            don_vi: u,
            vi_tri: p,
            valid: Math.max(0, sizes[hi]![ui]! - 2 * pi + (hi === 1 && pi === 2 ? 3 : 0)),
            invalid: (ui + pi) % 3 === 0 ? 1 : 0,
            incomplete: ui === pi ? 1 : 0,
          });
        });
      });
    });
    groups.push({ hospital_id: hospitals[3]!, don_vi: units[0]!, vi_tri: positions[0]!, valid: 4, invalid: 2, incomplete: 1 });
    raw = generateResponses(s, groups, 2026);
    await insertResponses(f.db, versionId, raw);
    await takeSnapshot(f.db, versionId, 'request');
  });

  it('has the data set the test means: reverse items, 9s, missing answers, invalid and incomplete responses', () => {
    expect(s.questions.some((q) => q.reverse)).toBe(true);
    expect(raw.some((r) => !r.valid && r.complete) && raw.some((r) => !r.complete)).toBe(true);
    const codes = raw.flatMap((r) => [...r.answers.values()].flat());
    expect(codes).toContain(9);
    expect(raw.every((r) => r.answers.size < s.questions.filter((q) => q.values.length).length)).toBe(false);
    expect(raw.some((r) => r.complete && [...s.questions].some((q) => !q.background && q.values.length && !r.answers.has(q.cauhoi_id)))).toBe(true);
    expect(scoredResponses(raw, { hospital_ids: [hospitals[3]!] })).toHaveLength(4);
  });

  it('agrees for every hospital alone and for the pool, whole and by unit, position and both', async () => {
    const unitValues = [...new Set(raw.map((r) => r.don_vi))];
    const positionValues = [...new Set(raw.map((r) => r.vi_tri))];
    const singles: Filter[] = [{}, ...unitValues.map((u) => ({ don_vi: u })), ...positionValues.map((p) => ({ vi_tri: p }))];
    const pairs: Filter[] = unitValues.flatMap((u) => positionValues.map((p) => ({ don_vi: u, vi_tri: p })));
    let shown = 0;
    let hidden = 0;
    // The pool with every filter; each hospital with every single filter and a few pairs.
    const selections: [number[], number | undefined, Filter[]][] = [
      [hospitals, undefined, [...singles, ...pairs]],
      ...hospitals.map((h, i): [number[], number, Filter[]] => [[h], h, [...singles, ...pairs.filter((_, k) => k % 4 === i)]]),
    ];
    for (const [ids, asked, filters] of selections) {
      for (const filter of filters) {
        if (await checkSelection(ids, asked, filter)) shown++;
        else hidden++;
      }
    }
    // Both branches were exercised.
    expect(shown).toBeGreaterThan(20);
    expect(hidden).toBeGreaterThan(10);
  }, 120_000);

  it('agrees per hospital and for the pool in averagePositiveByHospital', async () => {
    for (const filter of [{}, { don_vi: raw[0]!.don_vi }, { vi_tri: 0 }] as Filter[]) {
      const e = expectation(raw, hospitals, filter);
      const res = await f.get<THospitalPositives>('admin', `${D}/thong-ke-ty-le-phan-hoi-tich-cuc-trung-binh-theo-benh-vien?${qs({ phien_ban_id: versionId, ...filter })}`);
      const own = new Set(hospitals.filter((h) => !refShown(e.of(h), filter)));
      const hiddenRows = e.shown
        ? suppressPartition(
            e.included.map((h) => ({ key: h, n: count(e.of(h), filter) })),
            MIN,
            own,
          )
        : new Set<number>();
      for (const h of own) hiddenRows.add(h);
      expect(res.hospitals.map((r) => r.hospital_id)).toEqual([...[...hospitals].sort((a, b) => a - b), null]);
      for (const row of res.hospitals) {
        const ids = row.hospital_id === null ? e.included : [row.hospital_id];
        const shown = row.hospital_id === null ? e.shown : !hiddenRows.has(row.hospital_id);
        expect(row.suppressed).toBe(!shown);
        if (!shown) {
          expect(row).toMatchObject({ n: null, average: null, composites: [] });
          continue;
        }
        const ref = scoreSurvey(s.questions, s.composites, raw, { hospital_ids: ids, ...filter });
        expect(row.n).toBe(ref.n);
        expect(near(row.average, meanOf([...ref.composites.values()]))).toBe(true);
        for (const c of row.composites) expect(near(c.score, ref.composites.get(c.composite_id))).toBe(true);
      }
      expect(res.hospitals.find((r) => r.hospital_id === hospitals[3])!.suppressed).toBe(true);
    }
  });

  it('agrees in percent-data: composites with items, and every unit and position group', async () => {
    for (const asked of [undefined, hospitals[0]!]) {
      const ids = asked ? [asked] : hospitals;
      const e = expectation(raw, ids, {});
      const res = await f.get<TPercentData>('admin', `${V}/percent-data/${versionId}?${qs({ hospital_id: asked })}`);
      const ref = scoreSurvey(s.questions, s.composites, raw, { hospital_ids: e.included });
      for (const c of res.composites) {
        expect(near(c.score, ref.composites.get(c.composite_id))).toBe(true);
        for (const i of c.items) expectItem(i, ref.items.get(i.cauhoi_id)!);
      }
      for (const b of res.breakdowns) {
        const filter = b.dimension === 'unit' ? { don_vi: b.gia_tri } : { vi_tri: b.gia_tri };
        const shown = expectation(raw, ids, filter).shown;
        expect(b.suppressed).toBe(!shown);
        if (!shown) {
          expect(b).toMatchObject({ n: null, composites: [] });
          continue;
        }
        const g = scoreSurvey(s.questions, s.composites, raw, { hospital_ids: e.included, ...filter });
        expect(b.n).toBe(g.n);
        for (const c of b.composites) expect(near(c.score, g.composites.get(c.composite_id))).toBe(true);
      }
      const unitGroups = new Set(scoredResponses(raw, { hospital_ids: e.included }).map((r) => r.don_vi));
      expect(
        res.breakdowns
          .filter((b) => b.dimension === 'unit')
          .map((b) => b.gia_tri)
          .sort(),
      ).toEqual([...unitGroups].sort());
      expect(res.breakdowns.some((b) => b.suppressed) && res.breakdowns.some((b) => !b.suppressed)).toBe(true);
    }
  });

  it('agrees on HSOPSC 1.0 (grade A–E, no 9s) with its AHRQ benchmarks', async () => {
    const [h] = await addHospitals(f.db, ['BV Đối chiếu 1.0']);
    const id = await instrumentVersion(f.db, { instrument: 'HSOPSC1', owner: h!, hospitals: [h!] });
    const s1 = await referenceStructure(f.db, id);
    const units = s1.questions.find((q) => q.role === 'unit')?.values ?? [0];
    const rs = generateResponses(
      s1,
      [
        { hospital_id: h!, don_vi: units[0] ?? 0, vi_tri: 0, valid: 23, invalid: 2, incomplete: 2 },
        { hospital_id: h!, don_vi: units[1] ?? 0, vi_tri: 0, valid: 17 },
      ],
      10,
    );
    await insertResponses(f.db, id, rs);
    await takeSnapshot(f.db, id, 'request');
    const ref = scoreSurvey(s1.questions, s1.composites, rs, {});
    const scores = await f.get<TCompositeScores>('admin', `${D}/get-composite-data?phien_ban_id=${id}`);
    expect(scores.scope.n).toBe(40);
    for (const c of scores.composites) {
      expect(near(c.score, ref.composites.get(c.composite_id))).toBe(true);
      expect(c.benchmark).not.toBeNull();
      expect(c.benchmark_source).toContain('AHRQ');
    }
    const grade = await f.get<TDistributionResult>('admin', `${D}/get-grade-graph?phien_ban_id=${id}`);
    expect(grade.question!.scale).toBe('grade');
    const codes = codesOf(scoredResponses(rs), grade.question!.cauhoi_id);
    expect(near(grade.question!.positive, gradePositive(codes))).toBe(true);
    expect(grade.question!.values.map((v) => v.count)).toEqual(
      distribution(codes, s1.questions.find((q) => q.cauhoi_id === grade.question!.cauhoi_id)!.values).shares.map((x) => x.count),
    );
    expect(round1(gradePositive(codes))).toBe(grade.question!.positive);
  });
});
