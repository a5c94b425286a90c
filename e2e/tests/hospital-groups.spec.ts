import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, bearer, signIn } from './login-helpers';
import { checkPage, noOverlayMoving } from './page-check';
import { pickOption } from './pick-option';

// Hospital groups (issue 30, docs/decisions/hospital-groups-screen.md): the system administrator
// finds the demo province's group without typing marks, creates a group of two hospitals, assigns
// the demo officer `soyte` to it, and the officer's comparison page shows those two hospitals;
// then unassigns him and deletes the group, each after a confirmation. The list and both dialogs
// pass axe at 1280 and 360 px. The officer goes back to the demo province's group afterwards.

const PATH = '/HeThong/NhomBenhVien';
const G = '/votesafety/v1/nhom-benh-vien';
const NAME = 'Nhóm E2E hai bệnh viện';
const PROVINCE_GROUP = 'Sở Y tế Hà Nội (demo)';
const TWO = ['Bệnh viện Đa khoa tỉnh Demo', 'Bệnh viện Y học cổ truyền Demo'];

interface Envelope<T> {
  data: T;
}
interface Group {
  nhom_id: number;
  ten: string;
  tai_khoan: { tai_khoan_id: number; ten_tai_khoan: string }[];
}

test.describe.configure({ mode: 'serial' });

/** Leaves the demo as it was: `soyte` in the province's group, no E2E group. */
async function restoreDemo(api: APIRequestContext): Promise<void> {
  const headers = bearer(await apiToken(api, 'admin'));
  const groups = ((await (await api.get(`${G}?size=200`, { headers })).json()) as Envelope<{ data: Group[] }>).data.data;
  const province = groups.find((g) => g.ten === PROVINCE_GROUP)!;
  const officers = ((await (await api.get(`${G}/tai-khoan?keyword=soyte`, { headers })).json()) as Envelope<{ data: { tai_khoan_id: number; ten_tai_khoan: string }[] }>).data.data;
  const soyte = officers.find((o) => o.ten_tai_khoan === 'soyte')!;
  expect((await api.put(`${G}/${province.nhom_id}/tai-khoan`, { headers, data: { tai_khoan_id: soyte.tai_khoan_id } })).status()).toBe(200);
  for (const g of groups.filter((x) => x.ten === NAME)) {
    for (const a of g.tai_khoan) await api.delete(`${G}/${g.nhom_id}/tai-khoan?tai_khoan_id=${a.tai_khoan_id}`, { headers });
    await api.delete(`${G}/${g.nhom_id}`, { headers });
  }
}

test.afterAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL: baseURL! });
  await restoreDemo(api);
  await api.dispose();
});

async function dialogClean(page: Page, where: string): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await noOverlayMoving(page);
  const { violations } = await new AxeBuilder({ page }).include('.p-dialog').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    where,
  ).toEqual([]);
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('the list finds the province group without marks and passes axe at 1280 and 360 px', async ({ page }) => {
  await signIn(page, 'admin', PATH);
  await checkPage(page, PATH, { heading: 'Nhóm bệnh viện', ready: '.hm-page .p-datatable', scope: '.hm-page' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel('Tìm kiếm').fill('so y te ha noi');
  await expect(row(page, PROVINCE_GROUP)).toHaveCount(1);
  await expect(row(page, PROVINCE_GROUP)).toContainText('soyte');
  await expect(row(page, PROVINCE_GROUP)).toContainText('3 bệnh viện');
});

test('a group of two hospitals, its officer sees them compared, then unassigned and deleted after confirmations', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin', PATH);
  await page.getByRole('button', { name: 'Thêm nhóm bệnh viện' }).click();
  const dialog = page.getByRole('dialog');
  // Nothing chosen: the form says what is missing.
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog.getByText('Vui lòng nhập tên nhóm bệnh viện')).toBeVisible();
  await dialog.getByLabel('Tên nhóm').fill(NAME);
  await dialog.getByLabel('Danh sách bệnh viện chọn sẵn').check();
  // The list appears once the radio above has re-rendered the form (pickOption opens its panel again if that closed it).
  for (const h of TWO)
    await pickOption(page, dialog.locator('.p-multiselect', { has: page.locator('#hm-hospital-group-dialog-hospital_ids') }), h, { panel: '.p-multiselect-panel' });
  await page.keyboard.press('Escape');
  await dialogClean(page, 'the group form at 1280 px');
  await page.setViewportSize({ width: 360, height: 780 });
  await dialogClean(page, 'the group form at 360 px');
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row(page, NAME)).toContainText(TWO[0]!);
  await expect(row(page, NAME)).toContainText(TWO[1]!);

  // Assign the officer (he leaves the province's group).
  await page.getByRole('button', { name: `Tài khoản: ${NAME}` }).click();
  const accounts = page.getByRole('dialog');
  await expect(accounts.getByText('Nhóm chưa có tài khoản nào.')).toBeVisible();
  await accounts.getByLabel('Gán thêm tài khoản').pressSequentially('soyte');
  await page.locator('.p-autocomplete-panel').getByRole('option', { name: /soyte/ }).click();
  await accounts.getByRole('button', { name: 'Gán', exact: true }).click();
  await expect(accounts.getByRole('cell', { name: 'soyte', exact: true })).toBeVisible();
  await dialogClean(page, 'the accounts dialog at 1280 px');
  await page.setViewportSize({ width: 360, height: 780 });
  await dialogClean(page, 'the accounts dialog at 360 px');
  await page.setViewportSize({ width: 1280, height: 900 });
  await accounts.getByRole('button', { name: 'Đóng' }).first().click();
  await expect(row(page, NAME)).toContainText('soyte');

  // The officer's comparison: the two hospitals of his new group.
  const officer = await browser.newPage();
  await signIn(officer, 'soyte', '/Dashboard/SoSanhBenhVien');
  await expect(officer.getByText(`Nhóm bệnh viện: ${NAME} (2 bệnh viện)`)).toBeVisible();
  const ranked = officer.locator('table[data-table="province-ranking"] tbody tr');
  await expect(ranked).toHaveCount(2);
  expect((await ranked.allInnerTexts()).map((t) => TWO.find((h) => t.includes(h))).sort()).toEqual([...TWO].sort());
  await officer.close();

  // Deleting is refused while he is assigned; unassigned after a confirmation, then deleted.
  await page.getByRole('button', { name: `Xóa: ${NAME}` }).click();
  await page.getByRole('dialog', { name: 'Xác nhận' }).getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page.getByText(/đang được dùng bởi 1 tài khoản được gán/)).toBeVisible();
  await page.getByRole('button', { name: `Tài khoản: ${NAME}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Bỏ gán soyte' }).click();
  await page.getByRole('dialog', { name: 'Xác nhận' }).getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page.getByRole('dialog').getByText('Nhóm chưa có tài khoản nào.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Đóng' }).first().click();
  await page.getByRole('button', { name: `Xóa: ${NAME}` }).click();
  await page.getByRole('dialog', { name: 'Xác nhận' }).getByRole('button', { name: 'Đồng ý' }).click();
  await expect(row(page, NAME)).toHaveCount(0);
});
