import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PORT } from '../ports';
import { DEMO_PASSWORD, signIn } from './login-helpers';
import { checkPage } from './page-check';

// The dashboards (issue 6) in a real browser over the demo data: bvadmin's hospital (Bệnh viện
// Đa khoa Demo) ran two closed SOPS 2.0 versions, 2024 with 120 responses and 2025 with 300.
// Every figure the page shows is compared with the API's answer for the same filters: the data
// tables of the charts (what screen readers read) and the chart labels themselves (SVG text).

const BASE = `http://127.0.0.1:${PORT}`;
const D = '/votesafety/v1/dash-board';

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}
interface Snapshot {
  computed_at: string;
  respondents: number;
  pending: number;
}
interface Scope {
  n: number | null;
  suppressed: boolean;
  hospitals: { hospital_id: number; name: string }[];
  snapshot: Snapshot | null;
}
interface Version {
  phien_ban_id: number;
  tieu_de_khao_sat: string;
  has_snapshot: boolean;
}
interface Rate {
  name: string;
  invited: number;
  ineligible: number;
  submitted: number;
  complete: number;
  valid: number;
  rate: number | null;
}
interface StaffGroup extends Omit<Rate, 'valid'> {
  ahrq: string | null;
}
interface Item {
  ma_cauhoi: string;
  ten_cauhoi: string;
  reverse: boolean;
  n: number;
  n_dna: number;
  positive: number | null;
  neutral: number | null;
  negative: number | null;
}
interface Composite {
  name: string;
  score: number | null;
  benchmark: number | null;
  previous: number | null;
  /** The change against the previous wave, unrounded (the server's; docs/methodology.md). */
  change?: { change: number } | null;
}
interface Distribution {
  ma_cauhoi: string;
  n: number;
  positive: number | null;
  values: { label: string; count: number; percent: number | null }[];
}

/** Numbers as the pages write them in Vietnamese (shared/format.ts of mf-dashboard). */
const pct = (v: number | null) => (v === null ? '—' : `${v.toLocaleString('vi-VN', { maximumFractionDigits: 1 })} %`);
const count = (v: number | null) => (v === null ? '—' : v.toLocaleString('vi-VN'));
const signed = (difference: number) => {
  const d = Math.round(difference * 10) / 10;
  if (Math.abs(d) < 0.05) return '±0';
  return `${d > 0 ? '+' : '−'}${Math.abs(d).toLocaleString('vi-VN', { maximumFractionDigits: 1 })}`;
};
/** A composite's change as the dashboard writes it: the server's unrounded change, else the difference of the rounded figures. */
const delta = (c: Composite) => (c.change ? signed(c.change.change) : c.score === null || c.previous === null ? '—' : signed(c.score - c.previous));
const wire = (s: string) => s.replace(/^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):\d{2}$/, '$3/$2/$1 $4:$5');

/** bvadmin's reads of the dashboard API, as the page makes them. */
class DashboardApi {
  private constructor(
    private readonly api: APIRequestContext,
    private readonly token: string,
    readonly hospitalId: number,
  ) {}

  static async login(api: APIRequestContext): Promise<DashboardApi> {
    const res = await api.post('/auth/v1/login', { data: { ten_tai_khoan: 'bvadmin', mat_khau: DEMO_PASSWORD } });
    const body = (await res.json()) as Envelope<{ token: string; user: { hospital: { hospital_id: number } } }>;
    expect(body.code).toBe(200);
    return new DashboardApi(api, body.data.token, body.data.user.hospital.hospital_id);
  }

  async get<T>(path: string, query: Record<string, number | string | undefined> = {}): Promise<T> {
    const qs = new URLSearchParams(
      Object.entries(query)
        .filter((e): e is [string, string | number] => e[1] !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
    const res = await this.api.get(`${path}?${qs}`, { headers: { Authorization: `Bearer ${this.token}` } });
    const body = (await res.json()) as Envelope<T>;
    expect(body.code, `${path}: ${body.message}`).toBe(200);
    return body.data;
  }
}

/** The rows of a table of the page (`data-table` name) as text cells, header row first. */
async function tableRows(page: Page, name: string): Promise<string[][]> {
  const table = page.locator(`table[data-table="${name}"]`);
  await expect(table).toHaveCount(1);
  return table.evaluate((t) => [...t.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').replace(/\s+/g, ' ').trim())));
}

/** Picks an option of a filter (a PrimeReact dropdown, named by its label). */
async function pick(page: Page, label: string, option: string | RegExp) {
  const choice = page.getByRole('option', { name: option, exact: typeof option === 'string' });
  // Opened again if the page re-rendered the filter bar as the click landed and closed its panel.
  await expect(async () => {
    if (!(await choice.isVisible())) await page.locator('.p-dropdown', { has: page.getByRole('textbox', { name: label, exact: true }) }).click();
    await expect(choice).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await choice.click();
}

/**
 * What a chart says: the labels it draws, as its accessible name gives them (charts are drawn on
 * a canvas, once scrolled near the viewport). Waits for the chart to be drawn.
 */
async function chartSays(page: Page, figure: string, texts: string[]) {
  const chart = page.locator(`[data-figure="${figure}"] [role="img"]`);
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('canvas').first()).toBeVisible();
  const name = (await chart.getAttribute('aria-label')) ?? '';
  for (const text of texts) expect(name, `${figure} says ${text}`).toContain(text);
}

let api: DashboardApi;
/** The demo versions by their number of submitted responses. */
let v2024: Version;
let v2025: Version;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  const context = await playwright.request.newContext({ baseURL: BASE });
  api = await DashboardApi.login(context);
  const versions = await api.get<Version[]>(`${D}/phien-ban`);
  const submitted = async (v: Version) =>
    (await api.get<{ total: Rate }>(`${D}/thong-ke-ty-le-phan-hoi`, { phien_ban_id: v.phien_ban_id, hospital_id: api.hospitalId })).total.submitted;
  const withCounts = await Promise.all(versions.map(async (v) => ({ v, n: await submitted(v) })));
  v2024 = withCounts.find((x) => x.n === 120)!.v;
  v2025 = withCounts.find((x) => x.n === 300)!.v;
  expect(v2024, 'the 2024 demo version (120 responses)').toBeDefined();
  expect(v2025, 'the 2025 demo version (300 responses)').toBeDefined();
  expect(v2024.has_snapshot && v2025.has_snapshot).toBe(true);
});

test("/Dashboard opens the hospital dashboard on bvadmin's hospital with the filters in the address", async ({ page }) => {
  await signIn(page, 'bvadmin', '/Dashboard');
  await expect(page).toHaveURL(new RegExp(`/Dashboard/Hospital\\?phien_ban_id=\\d+&hospital_id=${api.hospitalId}$`));
  await expect(page.getByRole('heading', { name: 'Dashboard bệnh viện', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Bệnh viện', exact: true })).toHaveValue(/Bệnh viện/);
});

test('the hospital dashboard shows the figures of the API: participation, scores, items, grade, events, staff, working time', async ({ page }) => {
  const q = { phien_ban_id: v2025.phien_ban_id, hospital_id: api.hospitalId };
  await signIn(page, 'bvadmin', `/Dashboard/Hospital?phien_ban_id=${q.phien_ban_id}&hospital_id=${q.hospital_id}`);

  // Where the score figures come from.
  const average = await api.get<{ scope: Scope; average: number | null; parts: { ten: string; average: number | null }[] }>(`${D}/thong-ke-ty-le-phan-hoi-tich-cuc-trung-binh`, q);
  const snap = average.scope.snapshot!;
  await expect(page.getByText(`Số liệu tính lúc ${wire(snap.computed_at)}, ${count(snap.respondents)} phiếu hợp lệ; ${count(snap.pending)} phiếu mới chưa tính`)).toBeVisible();

  // Response rate (live): every count in the table, the rate in the gauge.
  const rates = await api.get<{ total: Rate }>(`${D}/thong-ke-ty-le-phan-hoi`, q);
  const r = rates.total;
  expect(r.submitted).toBe(300);
  await expect
    .poll(() => tableRows(page, 'response-rate'))
    .toEqual([
      ['Chỉ số', 'Giá trị'],
      ['Được mời', count(r.invited)],
      ['Không đủ điều kiện', count(r.ineligible)],
      ['Đủ điều kiện', count(r.invited - r.ineligible)],
      ['Đã gửi phiếu', count(r.submitted)],
      ['Phiếu hoàn chỉnh', count(r.complete)],
      ['Phiếu hợp lệ', count(r.valid)],
      ['Tỷ lệ phản hồi', pct(r.rate)],
    ]);
  await chartSays(page, 'response-rate', [pct(r.rate), `${count(r.complete)} / ${count(r.invited - r.ineligible)} người`]);

  const departments = await api.get<StaffGroup[]>(`${D}/thong-ke-ty-le-phan-hoi-phong-ban`, q);
  expect((await tableRows(page, 'rate-by-department')).slice(1)).toEqual(departments.map((g) => [g.name, pct(g.rate), count(g.invited), count(g.ineligible), count(g.complete)]));
  await chartSays(
    page,
    'rate-by-department',
    departments.map((g) => pct(g.rate)),
  );

  const byJobTitle = await api.get<StaffGroup[]>(`${D}/phan-bo-nhan-vien-theo-chuc-danh`, q);
  // The demo maps every job title to an AHRQ staff position: the table has its column.
  expect(byJobTitle.every((g) => g.ahrq !== null)).toBe(true);
  expect((await tableRows(page, 'staff-by-job-title')).slice(1)).toEqual(
    byJobTitle.map((g) => [g.name, count(g.invited), count(g.submitted), g.ahrq, count(g.ineligible), count(g.complete), pct(g.rate)]),
  );

  // Average percent positive, and each part's.
  await expect(page.locator('[data-kpi="average-positive"]')).toContainText(pct(average.average));
  expect((await tableRows(page, 'average-by-part')).slice(1)).toEqual(average.parts.map((p) => [p.ten, pct(p.average)]));

  // Composite scores with the benchmark and the change since 2024, in the table and on the chart.
  const composites = await api.get<{ composites: Composite[] }>(`${D}/get-composite-score`, q);
  expect(composites.composites.length).toBe(10);
  await expect
    .poll(() => tableRows(page, 'composites'))
    .toEqual([
      ['Lĩnh vực', 'Điểm', 'Trung bình AHRQ', 'Phiên bản trước', 'Thay đổi (điểm %)'],
      ...composites.composites.map((c) => [c.name, pct(c.score), pct(c.benchmark), pct(c.previous), delta(c)]),
    ]);
  await chartSays(
    page,
    'composites',
    composites.composites.map((c) => (c.previous === null ? pct(c.score) : `${pct(c.score)} (${delta(c)})`)),
  );

  // Every item: percent positive, neutral, negative, valid answers and 'does not apply'.
  const items = await api.get<{ parts: { ten: string; items: Item[] }[] }>(`${D}/ty-le-phan-hoi-tich-cuc-chi-tiet`, q);
  const itemRows = (await tableRows(page, 'items')).slice(1).filter((row) => row.length > 1);
  const expected = items.parts.flatMap((p) => p.items).map((i) => [pct(i.positive), pct(i.neutral), pct(i.negative), count(i.n), count(i.n_dna)]);
  // Columns: item, positive with its 95% interval, its change against 2024 (change-between-waves.spec.ts
  // checks those two), neutral, negative, the bar, valid answers, 'does not apply'.
  expect(itemRows.map((row) => [row[1]!.split(' (')[0], row[3], row[4], row[6], row[7]])).toEqual(expected);
  expect(itemRows.every((row) => /^[\d,]+ % \([\d,]+–[\d,]+\)$/.test(row[1]!))).toBe(true);
  expect(itemRows.map((row) => row[0]!.split(' ')[0])).toEqual(items.parts.flatMap((p) => p.items.map((i) => i.ma_cauhoi)));

  // Grade, events and working time: each answer's count and share.
  const distributionRows = (d: Distribution) => [...d.values.map((v) => [v.label, count(v.count), pct(v.percent)]), ['Số người trả lời câu hỏi', count(d.n), '']];
  const grade = (await api.get<{ question: Distribution }>(`${D}/get-grade-graph`, q)).question;
  expect((await tableRows(page, 'grade')).slice(1)).toEqual(distributionRows(grade));
  await expect(page.locator('[data-panel="grade"]')).toContainText(`${pct(grade.positive)} chọn một trong hai mức tốt nhất`);
  await chartSays(
    page,
    'grade',
    grade.values.map((v) => `${count(v.count)} (${pct(v.percent)})`),
  );
  const events = (await api.get<{ question: Distribution }>(`${D}/get-events-graph`, q)).question;
  expect((await tableRows(page, 'events')).slice(1)).toEqual(distributionRows(events));
  for (const scale of ['tenure', 'hours']) {
    const questions = (await api.get<{ questions: Distribution[] }>(`${D}/result-value`, { ...q, scale })).questions;
    expect(questions.length).toBeGreaterThan(0);
    for (const question of questions) expect((await tableRows(page, `working-time-${question.ma_cauhoi}`)).slice(1)).toEqual(distributionRows(question));
  }
});

test('switching to 2024 (120 responses) and to one unit shows their figures, kept in the address', async ({ page }) => {
  await signIn(page, 'bvadmin', `/Dashboard/Hospital?phien_ban_id=${v2025.phien_ban_id}&hospital_id=${api.hospitalId}`);
  await pick(page, 'Phiên bản khảo sát', new RegExp(v2024.tieu_de_khao_sat));
  await expect(page).toHaveURL(new RegExp(`phien_ban_id=${v2024.phien_ban_id}&hospital_id=${api.hospitalId}$`));
  const q = { phien_ban_id: v2024.phien_ban_id, hospital_id: api.hospitalId };
  const r = (await api.get<{ total: Rate }>(`${D}/thong-ke-ty-le-phan-hoi`, q)).total;
  await expect.poll(async () => (await tableRows(page, 'response-rate')).find((row) => row[0] === 'Đã gửi phiếu')).toEqual(['Đã gửi phiếu', '120']);
  expect((await tableRows(page, 'response-rate')).at(-1)).toEqual(['Tỷ lệ phản hồi', pct(r.rate)]);

  // The first unit with respondents: the composites of that group.
  const choices = await api.get<{ units: { gia_tri: number; label: string }[] }>(`${D}/bo-loc`, { phien_ban_id: v2024.phien_ban_id });
  let unit: { gia_tri: number; label: string } | undefined;
  let unitComposites: { scope: Scope; composites: Composite[] } | undefined;
  for (const u of choices.units) {
    const c = await api.get<{ scope: Scope; composites: Composite[] }>(`${D}/get-composite-score`, { ...q, don_vi: u.gia_tri });
    if (!c.scope.suppressed && (c.scope.n ?? 0) > 0) {
      unit = u;
      unitComposites = c;
      break;
    }
  }
  expect(unit, 'a unit shown in 2024').toBeDefined();
  await pick(page, 'Khoa/đơn vị (người trả lời)', unit!.label);
  await expect(page).toHaveURL(new RegExp(`don_vi=${unit!.gia_tri}$`));
  await expect
    .poll(() => tableRows(page, 'composites'))
    .toEqual([
      ['Lĩnh vực', 'Điểm', 'Trung bình AHRQ', 'Phiên bản trước', 'Thay đổi (điểm %)'],
      ...unitComposites!.composites.map((c) => [c.name, pct(c.score), pct(c.benchmark), pct(c.previous), delta(c)]),
    ]);
  // The address alone restores the view.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Khoa/đơn vị (người trả lời)', exact: true })).toHaveValue(unit!.label);
});

test('the all-hospital dashboard says its figures are pooled by respondent and which hospitals they include', async ({ page }) => {
  const q = { phien_ban_id: v2025.phien_ban_id };
  await signIn(page, 'bvadmin', `/Dashboard/HMC?phien_ban_id=${q.phien_ban_id}`);
  await expect(page.getByText('Số liệu gộp theo người trả lời (mỗi phiếu tính một lần), không phải trung bình các bệnh viện.')).toBeVisible();
  const pooled = await api.get<{ scope: Scope; hospitals: { hospital_id: number | null; name: string; n: number | null; average: number | null }[] }>(
    `${D}/thong-ke-ty-le-phan-hoi-tich-cuc-trung-binh-theo-benh-vien`,
    q,
  );
  await expect(page.locator('[data-hospitals]')).toHaveText(pooled.scope.hospitals.map((h) => h.name).join(', '));
  const rows = await tableRows(page, 'hospital-comparison');
  expect(rows[0]).toEqual(['Chỉ số', ...pooled.hospitals.map((h) => (h.hospital_id === null ? 'Gộp (tất cả)' : h.name))]);
  expect(rows[1]).toEqual(['Số người trả lời', ...pooled.hospitals.map((h) => count(h.n))]);
  expect(rows[2]).toEqual(['Tỷ lệ phản hồi tích cực trung bình', ...pooled.hospitals.map((h) => pct(h.average))]);
});

test('ThongKe shows who voted and lists the invited staff', async ({ page }) => {
  const q = { phien_ban_id: v2025.phien_ban_id };
  await signIn(page, 'bvadmin', `/ThongKe?phien_ban_id=${q.phien_ban_id}`);
  const r = (await api.get<{ total: Rate }>(`${D}/thong-ke-ty-le-phan-hoi`, q)).total;
  await expect.poll(async () => (await tableRows(page, 'voted'))[1]).toEqual(['Đã bình chọn', count(r.submitted), pct(Math.round((r.submitted / r.invited) * 1000) / 10)]);
  const list = await api.get<{ total: number }>(`/votesafety/v1/thong-ke/${q.phien_ban_id}`, { page: 1, size: 20 });
  await expect(page.getByText(`1–20 / ${list.total}`)).toBeVisible();
  await page.getByLabel('Tìm nhân viên').fill('NV001');
  await expect(page.getByRole('cell', { name: 'NV001', exact: true })).toBeVisible();
  await expect(page.getByText('1–1 / 1')).toBeVisible();
});

test('PercentData shows the composites with their items and the unit breakdown', async ({ page }) => {
  await signIn(page, 'bvadmin', `/PercentData?phien_ban_id=${v2025.phien_ban_id}`);
  const data = await api.get<{ composites: (Composite & { items: Item[] })[]; breakdowns: { dimension: string; label: string; n: number | null; suppressed: boolean }[] }>(
    `/votesafety/v1/percent-data/${v2025.phien_ban_id}`,
  );
  const groups = (await tableRows(page, 'composite-items')).filter((row) => row.length === 1).map((row) => row[0]);
  expect(groups).toEqual(data.composites.map((c) => `${c.name} — ${pct(c.score)}`));
  const units = (await tableRows(page, 'breakdown-unit')).slice(1);
  expect(units.map((row) => [row[0], row[1]])).toEqual(
    data.breakdowns.filter((b) => b.dimension === 'unit').map((b) => [b.label, b.suppressed ? 'Ẩn (dưới 5 người trả lời)' : count(b.n)]),
  );
});

test('TinhDuLieu recomputes a closed version after confirmation', async ({ page }) => {
  await signIn(page, 'bvadmin', `/Dashboard/TinhDuLieu?phien_ban_id=${v2024.phien_ban_id}`);
  await page.getByRole('button', { name: 'Tính dữ liệu' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(v2024.tieu_de_khao_sat);
  await dialog.getByRole('button', { name: 'Tính dữ liệu' }).click();
  await expect(page.getByText(/^Đã tính dữ liệu lúc \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}: \d+ phiếu hợp lệ/)).toBeVisible();
  const average = await api.get<{ scope: Scope }>(`${D}/thong-ke-ty-le-phan-hoi-tich-cuc-trung-binh`, { phien_ban_id: v2024.phien_ban_id, hospital_id: api.hospitalId });
  expect(average.scope.snapshot?.respondents).toBeGreaterThan(100);
});

/** Serious and critical WCAG A/AA violations inside the dashboard page. */

test('the dashboards have no serious WCAG A/AA violation and fit a 360 px phone', async ({ page }) => {
  // Five pages at two widths, each loaded cold: 1.6 min at load 10 on two shared cores.
  test.setTimeout(240_000);
  await signIn(page, 'bvadmin');
  const v = v2025.phien_ban_id;
  const pages: [string, string][] = [
    [`/Dashboard/Hospital?phien_ban_id=${v}&hospital_id=${api.hospitalId}`, 'table[data-table="items"]'],
    [`/Dashboard/HMC?phien_ban_id=${v}`, 'table[data-table="hospital-comparison"]'],
    [`/ThongKe?phien_ban_id=${v}`, 'table[data-table="voted"]'],
    [`/PercentData?phien_ban_id=${v}`, 'table[data-table="breakdown-unit"]'],
    [`/Dashboard/TinhDuLieu?phien_ban_id=${v}`, '[data-snapshot-meta]'],
  ];
  for (const [path, ready] of pages) await checkPage(page, path, { ready, scope: '.hm-page' });
});
