import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { PORT } from '../ports';
import { apiToken, bearer, signIn } from './login-helpers';
import { pdfText } from './pdf-read';
import { seriousViolations } from './page-check';

// Paper questionnaires keyed in twice (issue 26 item 5, docs/decisions/paper-entry.md) in a real
// browser on the real server: bvadmin prints one paper questionnaire of a department from the
// cards screen (its PDF text has the items and the code), keys it on the keying screen from the
// keyboard, a second keyer keys it with one item different, admin (a third person) resolves the
// mismatch side by side, and the response rate counts the paper once.

const BASE = `http://127.0.0.1:${PORT}`;
const V = '/votesafety/v1';
const RUN = Date.now().toString(36);
const TITLE = `Phiếu giấy e2e ${RUN}`;
const CODE = /[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}/;

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}
interface Sheet {
  phien_ban_id: number;
  trang_thai: string;
  parts: { questions: { cauhoi_id: number; ma_cauhoi: string; ten_cauhoi: string; answers: { gia_tri: number }[] }[] }[];
}
interface Rates {
  total: { complete: number; kenh: { paper: { invited: number; submitted: number; complete: number } } };
}

const vnWire = (d: Date) => new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

async function call<T>(api: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown): Promise<T> {
  const body = (await (await api.fetch(url, { method, data, headers: bearer(token) })).json()) as Envelope<T>;
  expect(body.code, `${method} ${url}: ${body.message}`).toBe(200);
  return body.data;
}

test('a printed paper is keyed twice with a mismatch, a third person resolves it, and it counts once', async ({ page, playwright }) => {
  test.setTimeout(240_000);
  const api = await playwright.request.newContext({ baseURL: BASE });
  const token = await apiToken(api, 'bvadmin');
  const me = await call<{ hospital: { hospital_id: number } }>(api, token, 'GET', '/auth/v1/tai-khoan/me');
  const hospitalId = me.hospital.hospital_id;
  // A started copy of the SOPS 2.0 template.
  const templates = await call<{ data: { phien_ban_id: number; instrument_code: string | null }[] }>(api, token, 'GET', `${V}/phien-ban-khao-sat?la_mau=true&page=1&size=50`);
  const sops2 = templates.data.find((v) => v.instrument_code === 'HSOPS2')!;
  const now = Date.now();
  const { phien_ban_id: versionId } = await call<{ phien_ban_id: number }>(api, token, 'POST', `${V}/phien-ban-khao-sat/${sops2.phien_ban_id}/copy`, {
    hospital_id: hospitalId,
    tieu_de_khao_sat: TITLE,
    time_start: vnWire(new Date(now - 10 * 60_000)),
    time_end: vnWire(new Date(now + 30 * 86_400_000)),
  });
  await call(api, token, 'POST', `${V}/phien-ban-khao-sat/${versionId}/start`);
  // A second keyer: a new hospital administrator (its initial password changed first).
  const groups = await call<{ id: number; name: string }[]>(api, token, 'GET', '/auth/v1/tai-khoan/nhom-quyen');
  const group = groups.find((g) => g.name === 'Quản trị bệnh viện')!;
  const keyer2 = `nhapphieu.${RUN}`;
  await call(api, token, 'POST', '/auth/v1/tai-khoan', {
    ten_tai_khoan: keyer2,
    display_name: `Nhập phiếu ${RUN}`,
    phan_quyen_id: group.id,
    hospital_id: hospitalId,
    mat_khau: 'BanDau@2026',
    confirm: 'BanDau@2026',
  });
  await call(api, await apiToken(api, keyer2, 'BanDau@2026'), 'PUT', '/auth/v1/tai-khoan/doi-mat-khau-user', {
    mat_khau_cu: 'BanDau@2026',
    mat_khau: 'NhapPhieu@2026',
    confirm: 'NhapPhieu@2026',
  });
  const token2 = await apiToken(api, keyer2, 'NhapPhieu@2026');
  const rates = () => call<Rates>(api, token, 'GET', `${V}/dash-board/thong-ke-ty-le-phan-hoi?phien_ban_id=${versionId}&hospital_id=${hospitalId}`);

  // The paper batch, printed from the cards screen: its PDF's text has the items and the code.
  const overview = await call<{ departments: { ten_phong_ban: string }[] }>(api, token, 'GET', `${V}/the-binh-chon?phien_ban_id=${versionId}&hospital_id=${hospitalId}&loai=paper`);
  const dept = overview.departments[0]!.ten_phong_ban;
  await signIn(page, 'bvadmin', `/vi/KhaoSat/TheBinhChon?phien_ban_id=${versionId}`);
  await page.getByRole('button', { name: 'Phiếu giấy' }).click();
  await page.getByRole('button', { name: `In phiếu giấy: ${dept}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Số thẻ cần in').fill('1');
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'In phiếu giấy' }).click()]);
  const text = pdfText(readFileSync((await download.path())!), { layout: true });
  const code = CODE.exec(text)![0];
  const before = await rates();
  expect(before.total.kenh.paper).toEqual({ invited: 1, submitted: 0, complete: 0, rate: 0 });

  // What the paper carries, and the keys that key it (4 where the scale has it).
  const sheet = await call<Sheet>(api, token2, 'POST', `${V}/phieu-giay/mo`, { hospital_id: hospitalId, ma_phieu: code });
  const items = sheet.parts.flatMap((p) => p.questions);
  expect(items.length).toBeGreaterThan(20);
  for (const q of items.slice(0, 3)) expect(text.replace(/\s+/g, ' ')).toContain(q.ma_cauhoi);
  expect(text).toContain('Mã phiếu · Code');
  const values = items.map((q) => {
    const vs = q.answers.map((a) => a.gia_tri);
    return vs.includes(4) ? 4 : vs[0]!;
  });
  const keys = items.map((q, i) => (q.answers.some((a) => a.gia_tri >= 10) ? `${values[i]}\n` : String(values[i])));

  // bvadmin keys the paper from the keyboard; axe on the keying screen at 1280 and 360 px.
  await page.goto('/vi/KhaoSat/NhapPhieuGiay');
  await page.getByLabel('Mã phiếu in trên phiếu giấy').fill(code.toLowerCase());
  await page.keyboard.press('Enter');
  const first = page.getByLabel(`Giá trị câu ${items[0]!.ma_cauhoi}`);
  await expect(first).toBeFocused();
  await expect(page.getByLabel('Câu đang nhập')).toContainText(items[0]!.ten_cauhoi);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 720 });
  for (const k of keys) await page.keyboard.type(k.replace('\n', ''), { delay: 0 }).then(() => (k.endsWith('\n') ? page.keyboard.press('Enter') : undefined));
  await expect(page.getByText(`Đã nhập đủ ${items.length} câu.`)).toBeVisible();
  await page.getByRole('button', { name: 'Lưu lần nhập' }).click();
  await expect(page.getByText('Đã lưu lần nhập thứ nhất. Phiếu cần một người khác nhập lần hai.')).toBeVisible();

  // The second keyer differs on the first item: the paper waits for a third person.
  const other = items[0]!.answers.map((a) => a.gia_tri).find((v) => v !== values[0])!;
  const second = await call<{ trang_thai: string; so_lech: number }>(api, token2, 'POST', `${V}/phieu-giay/nhap`, {
    hospital_id: hospitalId,
    ma_phieu: code,
    phien_ban_id: versionId,
    answers: items.map((q, i) => ({ cauhoi_id: q.cauhoi_id, gia_tri: i === 0 ? other : values[i] })),
  });
  expect(second).toEqual({ trang_thai: 'mismatch', so_lech: 1 });

  // admin, a third person, sees both values side by side and chooses the paper's.
  await signIn(page, 'admin', '/vi/KhaoSat/NhapPhieuGiay');
  await page.getByLabel('Mã phiếu in trên phiếu giấy').fill(code);
  await page.keyboard.press('Enter');
  const row = page.getByRole('row', { name: new RegExp(items[0]!.ma_cauhoi) });
  await expect(row).toContainText(`${values[0]} ·`);
  await expect(row).toContainText(`${other} ·`);
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByLabel(String(values[0]), { exact: true }).check();
  await page.getByRole('button', { name: 'Xác nhận phiếu' }).click();
  await expect(page.getByText('Đã đối chiếu: phiếu đã được xác nhận và tính là một phiếu bình chọn.')).toBeVisible();

  // The vote counts once: the rate moves by one paper; a third keying is refused.
  const after = await rates();
  expect(after.total.kenh.paper).toMatchObject({ invited: 1, submitted: 1, complete: 1 });
  expect(after.total.complete).toBe(before.total.complete + 1);
  const third = await api.post(`${V}/phieu-giay/nhap`, { headers: bearer(token), data: { hospital_id: hospitalId, ma_phieu: code, phien_ban_id: versionId, answers: [] } });
  expect(third.status()).toBe(409);
  expect(((await third.json()) as Envelope<null>).message).toMatch(/đã được nhập đủ hai lần/);

  // The dashboard splits the paper's department by channel (issue 26 item 6), vi and en, axe-clean at 1280 and 360 px.
  await page.goto(`/vi/Dashboard/Hospital?phien_ban_id=${versionId}&hospital_id=${hospitalId}`);
  const split = page.getByRole('table', { name: 'Tỷ lệ phản hồi theo khoa/phòng và kênh' });
  const deptRow = split.getByRole('row', { name: new RegExp(dept) });
  await expect(deptRow.getByRole('cell').nth(2)).toHaveText(/^1 \/ 1 \(100\s%\)$/);
  await expect(deptRow.getByRole('cell').nth(1)).toHaveText('—');
  await expect(split.getByRole('columnheader', { name: 'Phiếu giấy' })).toBeVisible();
  expect(await seriousViolations(page, '[data-panel="response-rate"]'), 'response rate panel at 1280 px').toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(deptRow).toBeVisible();
  expect(await seriousViolations(page, '[data-panel="response-rate"]'), 'response rate panel at 360 px').toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.context().addCookies([{ name: 'hm_lang', value: 'en', url: BASE }]);
  await page.reload();
  await expect(
    page
      .getByRole('table', { name: 'Response rate by department and channel' })
      .getByRole('row', { name: new RegExp(dept) })
      .getByRole('cell')
      .nth(2),
  ).toHaveText(/^1 \/ 1 \(100\s?%\)$/);
  await api.dispose();
});
