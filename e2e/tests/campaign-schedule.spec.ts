import { expect, test } from '@playwright/test';
import { apiToken, bearer, signIn } from './login-helpers';
import { seriousViolations } from './page-check';

// The schedule that runs itself (issue 26 item 3) on the version screen: the opening and closing
// the dates set, a reminder added on a day (08:00), a day after the end refused on its field, a
// reminder cancelled after a confirmation; no serious axe violation at 1280 and 360 px.

const RUN = Date.now().toString(36);
const TITLE = `Lịch tự động e2e ${RUN}`;
const DAY = 24 * 3_600_000;
/** `YYYY-MM-DD HH:mm:ss` and `dd/mm/yyyy` in Vietnamese time (UTC+7). */
const vn = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString();
const wire = (ms: number) => `${vn(ms).slice(0, 10)} ${vn(ms).slice(11, 19)}`;
const typedDay = (ms: number) => `${vn(ms).slice(8, 10)}/${vn(ms).slice(5, 7)}/${vn(ms).slice(0, 4)}`;

test('a manager sees the opening and closing, adds a reminder, is refused one after the end, and cancels one', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL: baseURL! });
  const token = await apiToken(api, 'bvadmin');
  const hospitals = ((await (await api.get('/auth/v1/hospital/auth', { headers: bearer(token) })).json()) as { data: { id: number }[] }).data;
  const start = Date.now() + DAY;
  const end = Date.now() + 20 * DAY;
  const created = await api.post('/votesafety/v1/phien-ban-khao-sat', {
    headers: bearer(token),
    data: { hospital_id: hospitals[0]!.id, tieu_de_khao_sat: TITLE, time_start: wire(start), time_end: wire(end) },
  });
  expect(created.status()).toBe(200);
  const id = ((await created.json()) as { data: { phien_ban_id: number } }).data.phien_ban_id;
  await api.dispose();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'bvadmin', `/vi/KhaoSat/FormPhienBan?phien_ban_id=${id}`);
  const section = page.getByRole('region', { name: 'Lịch tự động' });
  await expect(section.getByRole('row', { name: /Mở khảo sát.*Sắp chạy/ })).toBeVisible();
  await expect(section.getByRole('row', { name: /Đóng khảo sát và tính điểm.*Sắp chạy/ })).toBeVisible();

  // A reminder two days after the start, at 08:00.
  const reminderDay = typedDay(start + 2 * DAY);
  await section.getByLabel('Ngày nhắc').fill(reminderDay);
  await section.getByRole('heading', { name: 'Lịch tự động' }).click();
  await section.getByRole('button', { name: 'Thêm lịch nhắc' }).click();
  const reminder = section.getByRole('row', { name: new RegExp(`${reminderDay} 08:00 Gửi thư nhắc`) });
  await expect(reminder).toBeVisible();
  expect(await seriousViolations(page, '.hm-survey-schedule'), 'schedule at 1280 px').toEqual([]);

  // A day after the end is refused on its field, and nothing is added.
  await section.getByLabel('Ngày nhắc').fill(typedDay(end + 3 * DAY));
  await section.getByRole('heading', { name: 'Lịch tự động' }).click();
  await section.getByRole('button', { name: 'Thêm lịch nhắc' }).click();
  await expect(section.getByRole('alert')).toHaveText('Ngày nhắc phải trước thời điểm kết thúc khảo sát');
  await expect(section.getByRole('row', { name: /Gửi thư nhắc/ })).toHaveCount(1);

  // Cancelled after the confirmation.
  await reminder.getByRole('button', { name: /^Hủy: Gửi thư nhắc/ }).click();
  await page.getByRole('dialog', { name: 'Xác nhận' }).getByRole('button', { name: 'Đồng ý' }).click();
  await expect(section.getByRole('row', { name: /Gửi thư nhắc.*Đã hủy/ })).toBeVisible();

  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  await expect(section.getByRole('row', { name: /Đóng khảo sát và tính điểm/ })).toBeVisible();
  expect(await seriousViolations(page, '.hm-survey-schedule'), 'schedule at 360 px').toEqual([]);
});
