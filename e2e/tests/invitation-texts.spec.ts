import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { apiToken, bearer, signIn } from './login-helpers';

// The invitation texts a hospital writes (issue 26 item 2): an unknown placeholder named as it is
// typed, the preview rendered with the hospital's values and the Vietnamese deadline, the texts
// saved and read back, the privacy note kept; no serious axe violation at 1280 and 360 px.

const RUN = Date.now().toString(36);
const TITLE = `Nội dung thư e2e ${RUN}`;

async function noSeriousViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('.hm-mail-texts').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target} ${v.nodes[0]?.failureSummary?.slice(0, 200)}`),
    where,
  ).toEqual([]);
}

test('a manager writes the invitation, sees it previewed, saves it and finds it again', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL: baseURL! });
  const token = await apiToken(api, 'bvadmin');
  const hospitals = ((await (await api.get('/auth/v1/hospital/auth', { headers: bearer(token) })).json()) as { data: { id: number; name: string }[] }).data;
  const created = await api.post('/votesafety/v1/phien-ban-khao-sat', {
    headers: bearer(token),
    data: { hospital_id: hospitals[0]!.id, tieu_de_khao_sat: TITLE, time_start: '2026-01-01 08:00:00', time_end: '2030-12-28 17:00:00' },
  });
  expect(created.status()).toBe(200);
  const id = ((await created.json()) as { data: { phien_ban_id: number } }).data.phien_ban_id;
  await api.dispose();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'bvadmin', `/vi/KhaoSat/NoiDungThu?phien_ban_id=${id}`);
  const subject = page.getByRole('textbox', { name: /^Tiêu đề thư/ });
  await expect(subject).toHaveValue('Mời tham gia khảo sát văn hóa an toàn người bệnh: {{ten_khao_sat}}');
  await expect(page.getByText('Bệnh viện chưa viết nội dung riêng: đang dùng nội dung mặc định.')).toBeVisible();
  const preview = page.getByTestId('mail-preview-body');
  await expect(preview).toContainText('Hạn hoàn thành: 17:00 ngày 28/12/2030');
  await expect(preview).toContainText('/ChungThuc#t=••••••');

  await subject.fill('Thư mời của {{benh_vien}} gửi {{ten}}');
  await expect(page.getByText(/Chỗ điền \{\{ten\}\} không có trong danh sách/)).toBeVisible();
  await subject.fill('Thư mời của {{benh_vien}}: {{ten_khao_sat}}');
  await expect(page.getByText(`Thư mời của ${hospitals[0]!.name}: ${TITLE}`)).toBeVisible();
  await page.getByRole('textbox', { name: /^Người gửi \/ chữ ký/ }).fill('TS. BS. Giám đốc bệnh viện');
  await expect(preview).toContainText('TS. BS. Giám đốc bệnh viện');
  await page.getByRole('textbox', { name: 'Ghi chú (Tiếng Việt)' }).fill('Kết quả được trình bày tại hội nghị khoa học của bệnh viện.');
  await noSeriousViolations(page, 'texts at 1280 px');

  await page.getByRole('button', { name: 'Lưu nội dung thư' }).click();
  await expect(page.getByText('Đã lưu nội dung thư').first()).toBeVisible();
  await expect(page.getByText(/^Lưu lần cuối:/)).toBeVisible();

  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Tiêu đề thư/ })).toHaveValue('Thư mời của {{benh_vien}}: {{ten_khao_sat}}');
  await expect(page.getByRole('textbox', { name: 'Ghi chú (Tiếng Việt)' })).toHaveValue('Kết quả được trình bày tại hội nghị khoa học của bệnh viện.');
  await noSeriousViolations(page, 'texts at 360 px');
});
