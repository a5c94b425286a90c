import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { apiToken, login } from './login-helpers';

// Honest change between waves (issue 27 item 1): the 2025 demo dashboard shows each composite's
// 95% interval and the verdict of its change against 2024, in words, at 1280 and 360 px.

interface Envelope<T> {
  data: T;
}
const D = '/votesafety/v1/dash-board';
const VERDICTS = ['Cải thiện rõ', 'Giảm rõ', 'Chưa có thay đổi rõ ràng'];

async function tableRows(page: Page, name: string): Promise<string[][]> {
  const table = page.locator(`table[data-table="${name}"]`);
  await expect(table).toHaveCount(1);
  return table.evaluate((t) => [...t.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').replace(/\s+/g, ' ').trim())));
}

async function noSeriousViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('.hm-page').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target} ${v.nodes[0]?.failureSummary?.slice(0, 200)}`),
    where,
  ).toEqual([]);
}

test('the 2025 demo dashboard shows every composite with its interval and its verdict against 2024', async ({ page, playwright, baseURL }) => {
  // Two widths and two axe runs of the whole page.
  test.setTimeout(240_000);
  const api = await playwright.request.newContext({ baseURL: baseURL! });
  const token = await apiToken(api, 'bvadmin');
  const versions = (
    (await (await api.get(`${D}/phien-ban`, { headers: { Authorization: `Bearer ${token}` } })).json()) as Envelope<
      { phien_ban_id: number; tieu_de_khao_sat: string; hospitals: { hospital_id: number }[] }[]
    >
  ).data;
  await api.dispose();
  const v2025 = versions.find((v) => v.tieu_de_khao_sat === 'Khảo sát văn hóa an toàn người bệnh 2025')!;
  const url = `/Dashboard/Hospital?phien_ban_id=${v2025.phien_ban_id}&hospital_id=${v2025.hospitals[0]!.hospital_id}`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, 'bvadmin');
  await page.goto(url);
  await expect.poll(async () => (await tableRows(page, 'composite-change')).length).toBeGreaterThan(1);
  const rows = await tableRows(page, 'composite-change');
  expect(rows[0]).toEqual(['Lĩnh vực', 'Điểm (KTC 95 %)', 'Phiên bản trước', 'Thay đổi, điểm % (KTC 95 %)', 'Giá trị p', 'Kết luận']);
  expect(rows).toHaveLength(11);
  for (const r of rows.slice(1)) {
    expect(r[1]).toMatch(/^\d+(,\d)? % \(\d+(,\d)?–\d+(,\d)?\)$/);
    expect(r[3]).toMatch(/^(\+|−|±)\d+(,\d)? \(−?\d+(,\d)? đến −?\d+(,\d)?\)$/);
    expect(VERDICTS).toContain(r[5]);
  }
  await expect(page.getByText(/ngưỡng của AHRQ/)).toBeVisible();
  await noSeriousViolations(page, 'hospital dashboard at 1280 px');

  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  await expect.poll(async () => (await tableRows(page, 'composite-change')).length).toBe(11);
  await noSeriousViolations(page, 'hospital dashboard at 360 px');
});
