import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { apiToken, bearer, signIn } from './login-helpers';

/**
 * Debrief packs per unit (issue 27 item 2) in the browser: on the feedback report page, the
 * demo hospital's administrator makes the packs of every unit of the 2025 survey, follows the
 * units done, downloads the zip and finds one PDF per unit the dashboards publish; the page's
 * new section has no serious WCAG A/AA violation at 1280 and 360 px.
 */

const PAGE = '/HeThongBaoCao/BaoCaoPhanHoi';

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('.hm-page').withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The names of a zip's files, from its central directory (end record, then one header per file). */
function zipNames(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    names.push(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extra + comment;
  }
  return names;
}

test('bvadmin makes the debrief packs of every unit, follows them and downloads one PDF per published unit', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signIn(page, 'bvadmin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PAGE);
  const form = page.getByRole('form', { name: 'Chọn báo cáo' });
  await expect(form.getByRole('textbox', { name: 'Bệnh viện' })).toHaveValue('Bệnh viện Đa khoa Demo');
  await form.getByRole('button', { name: 'Tạo tài liệu cho từng khoa (zip)' }).click();

  const section = page.getByRole('region', { name: 'Tài liệu trao đổi kết quả theo khoa' });
  await expect(section.getByRole('progressbar', { name: 'Tiến độ tạo tài liệu khoa' })).toBeVisible();
  await expect(section.getByRole('status')).toHaveText(/^(Đang chờ đến lượt|Đang đọc danh sách khoa\/đơn vị|Đã tạo \d+\/\d+ khoa\/đơn vị)$/);
  await expect(section.getByRole('status')).toHaveText(/^Xong: \d+ khoa\/đơn vị \(.+\)$/, { timeout: 150_000 });
  const units = Number(/Xong: (\d+)/.exec((await section.getByRole('status').textContent()) ?? '')![1]);

  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Tải tệp zip' }).click()]);
  expect(download.suggestedFilename()).toBe('Tài liệu trao đổi theo khoa - BVDEMO - Khảo sát văn hóa an toàn người bệnh 2025.zip');
  const names = zipNames(readFileSync((await download.path())!));

  // One PDF per unit the dashboards publish (at or above the minimum size, not hidden), none other.
  const token = await apiToken(request, 'bvadmin');
  const versions = (await (await request.get('/votesafety/v1/dash-board/phien-ban', { headers: bearer(token) })).json()) as {
    data: { phien_ban_id: number; tieu_de_khao_sat: string; hospitals: { hospital_id: number; name: string }[] }[];
  };
  const version = versions.data.find((v) => v.tieu_de_khao_sat === 'Khảo sát văn hóa an toàn người bệnh 2025')!;
  const hospital = version.hospitals.find((h) => h.name === 'Bệnh viện Đa khoa Demo')!;
  const percent = (await (await request.get(`/votesafety/v1/percent-data/${version.phien_ban_id}?hospital_id=${hospital.hospital_id}`, { headers: bearer(token) })).json()) as {
    data: { scope: { min_group_size: number }; breakdowns: { dimension: string; gia_tri: number; n: number | null; suppressed: boolean }[] };
  };
  const shown = percent.data.breakdowns.filter((b) => b.dimension === 'unit' && b.gia_tri !== 0 && !b.suppressed && (b.n ?? 0) >= percent.data.scope.min_group_size);
  expect(names.filter((n) => n.endsWith('.pdf'))).toHaveLength(shown.length);
  expect(units).toBe(shown.length);
  expect(await seriousViolations(page), 'pack done at 1280 px').toEqual([]);

  await page.setViewportSize({ width: 360, height: 780 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${PAGE} at 360 px` }).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page), 'pack done at 360 px').toEqual([]);
});
