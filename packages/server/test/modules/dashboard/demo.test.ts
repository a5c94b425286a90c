import type { TComputeResult, TCompositeScores, TDashboardVersion, TDistributionResult, TPercentData, TResultValues } from '@hm/contract';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const D = '/votesafety/v1/dash-board';
const get = async <T>(url: string, headers: Record<string, string> = {}) => {
  const res = await t.as(admin, { method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return body<T>(res).data;
};

describe('dashboards on the demo data', () => {
  it('shows figures on the first start: both closed demo surveys have a seed snapshot', async () => {
    const versions = await get<TDashboardVersion[]>(`${D}/phien-ban`);
    const demo = versions.filter((v) => v.tieu_de_khao_sat.startsWith('Khảo sát văn hóa an toàn người bệnh 202'));
    expect(demo).toHaveLength(2);
    expect(demo.every((v) => v.has_snapshot && v.status_khao_sat === 2)).toBe(true);
    const [latest, earlier] = demo;
    const data = await get<TPercentData>(`/votesafety/v1/percent-data/${latest!.phien_ban_id}`);
    expect(data.snapshot).toMatchObject({ reason: 'seed', pending: 0 });
    expect(data.snapshot!.respondents).toBeGreaterThan(250);
    expect(data.scope).toMatchObject({ suppressed: false, pooled: false });
    expect(data.composites).toHaveLength(10);
    expect(data.composites.every((c) => c.score !== null && c.items.length > 0)).toBe(true);
    expect(data.breakdowns.some((b) => b.dimension === 'unit' && !b.suppressed)).toBe(true);

    // The 2025 survey's trend is the 2024 one (same instrument, same hospital).
    const scores = await get<TCompositeScores>(`${D}/get-composite-score?phien_ban_id=${latest!.phien_ban_id}`);
    expect(scores.composites.every((c) => c.previous !== null && c.previous_version?.phien_ban_id === earlier!.phien_ban_id)).toBe(true);
    expect(scores.composites.every((c) => c.benchmark === null)).toBe(true);
  });

  it('recomputes a closed demo survey on request, with the same figures', async () => {
    const [latest] = await get<TDashboardVersion[]>(`${D}/phien-ban`);
    const before = await get<TPercentData>(`/votesafety/v1/percent-data/${latest!.phien_ban_id}`);
    const res = await get<TComputeResult>(`/votesafety/v1/phien-ban-khao-sat/create-percent-data?phien_ban_id=${latest!.phien_ban_id}`);
    expect(res).toMatchObject({ computed: true, reason: null, snapshot: { reason: 'request', respondents: before.snapshot!.respondents } });
    console.log(`snapshot of the demo survey (${before.snapshot!.respondents} respondents): ${res.snapshot!.duration_ms} ms`);
    const after = await get<TPercentData>(`/votesafety/v1/percent-data/${latest!.phien_ban_id}`);
    expect(after.composites).toEqual(before.composites);
    expect(after.breakdowns).toEqual(before.breakdowns);
  });

  it('speaks the Language header: composite, question and answer labels in English', async () => {
    const [latest] = await get<TDashboardVersion[]>(`${D}/phien-ban`);
    const q = `phien_ban_id=${latest!.phien_ban_id}`;
    const vi = await get<TCompositeScores>(`${D}/get-composite-score?${q}`);
    const en = await get<TCompositeScores>(`${D}/get-composite-score?${q}`, { language: 'en' });
    expect(en.composites.map((c) => c.score)).toEqual(vi.composites.map((c) => c.score));
    expect(en.composites.map((c) => c.name)).toContain('Teamwork');
    expect(vi.composites.map((c) => c.name)).not.toContain('Teamwork');
    const grade = await get<TDistributionResult>(`${D}/get-grade-graph?${q}`, { language: 'en' });
    expect(grade.question!.values.map((v) => v.label)).toEqual(['Poor', 'Fair', 'Good', 'Very Good', 'Excellent']);
    const versions = await get<TDashboardVersion[]>(`${D}/phien-ban`, { language: 'en' });
    expect(versions[0]!.tieu_de_khao_sat).toBe('Patient safety culture survey 2025');
  });

  it('filters result-value by question and by scale', async () => {
    const [latest] = await get<TDashboardVersion[]>(`${D}/phien-ban`);
    const q = `phien_ban_id=${latest!.phien_ban_id}`;
    const events = await get<TResultValues>(`${D}/result-value?${q}&scale=events`);
    expect(events.questions).toHaveLength(1);
    expect(events.questions[0]!.positive).toBeNull();
    const all = await get<TResultValues>(`${D}/result-value?${q}`);
    const one = await get<TResultValues>(`${D}/result-value?${q}&cauhoi_id=${all.questions[3]!.cauhoi_id}`);
    expect(one.questions).toEqual([all.questions[3]]);
    expect(all.questions.every((x) => x.n > 0)).toBe(true);
  });
});
