import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PORT } from '../ports';
import { bearer, DEMO_PASSWORD, signIn } from './login-helpers';
import { qrLinks } from './pdf-read';

// Printed ballot cards (issue 26 item 4, docs/decisions/ballot-cards.md) in a real browser on the
// real server: bvadmin prints a department's cards from the cards screen, the QR codes are decoded
// from the rendered PDF pages (pdftoppm, jsQR), one card is voted on a 360 px phone through its QR
// link, the same card is refused the second time, the rate counts the card, and a reprint voids
// the unused ones after a confirmation.

const BASE = `http://127.0.0.1:${PORT}`;
const V = '/votesafety/v1';
const TITLE = `Thẻ bình chọn e2e ${Date.now().toString(36)}`;

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** `YYYY-MM-DD HH:mm:ss` in Vietnamese time (UTC+7). */
const vnWire = (d: Date) => new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

async function call<T>(api: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const body = (await (await api.fetch(url, { method, data, headers: bearer(token) })).json()) as Envelope<T>;
  expect(body.code, `${method} ${url}: ${body.message}`).toBe(200);
  return body.data;
}

/** A started copy of the SOPS 2.0 template in bvadmin's hospital. */
async function openVersion(api: APIRequestContext, token: string, hospitalId: number): Promise<number> {
  const templates = await call<{ data: { phien_ban_id: number; instrument_code: string | null }[] }>(api, token, 'GET', `${V}/phien-ban-khao-sat?la_mau=true&page=1&size=50`);
  const sops2 = templates.data.find((v) => v.instrument_code === 'HSOPS2')!;
  const now = Date.now();
  const copy = await call<{ phien_ban_id: number }>(api, token, 'POST', `${V}/phien-ban-khao-sat/${sops2.phien_ban_id}/copy`, {
    hospital_id: hospitalId,
    tieu_de_khao_sat: TITLE,
    time_start: vnWire(new Date(now - 10 * 60_000)),
    time_end: vnWire(new Date(now + 30 * 86_400_000)),
  });
  await call(api, token, 'POST', `${V}/phien-ban-khao-sat/${copy.phien_ban_id}/start`);
  return copy.phien_ban_id;
}

const next = (page: Page) => page.getByRole('button', { name: 'Tiếp', exact: true }).click();

/** Answers every question of the step on screen (the 4th answer, or the last of shorter lists). */
async function answerStep(page: Page) {
  for (const group of await page.getByRole('radiogroup').all()) {
    const radios = group.getByRole('radio');
    await radios.nth(Math.min(3, (await radios.count()) - 1)).check();
  }
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('bvadmin prints a department’s cards; a decoded QR code votes once on a 360 px phone; a reused code is refused; a reprint voids the rest', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(360_000);
  const api = await playwright.request.newContext({ baseURL: BASE });
  const login = (await (await api.post('/auth/v1/login', { data: { ten_tai_khoan: 'bvadmin', mat_khau: DEMO_PASSWORD } })).json()) as Envelope<{
    token: string;
    user: { hospital: { hospital_id: number } };
  }>;
  const { token } = login.data;
  const hospitalId = login.data.user.hospital.hospital_id;
  const versionId = await openVersion(api, token, hospitalId);
  const overview = await call<{ departments: { phong_ban_id: number; ten_phong_ban: string }[] }>(
    api,
    token,
    'GET',
    `${V}/the-binh-chon?phien_ban_id=${versionId}&hospital_id=${hospitalId}`,
  );
  const dept = overview.departments[0]!;

  // The cards screen: the department, its print button, the dialog, the PDF.
  await signIn(page, 'bvadmin', `/vi/KhaoSat/TheBinhChon?phien_ban_id=${versionId}`);
  await expect(page.getByRole('heading', { name: 'Thẻ bình chọn', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: `In thẻ: ${dept.ten_phong_ban}` }).click();
  const dialog = page.getByRole('dialog', { name: `In thẻ cho ${dept.ten_phong_ban}` });
  await dialog.getByLabel('Số thẻ cần in').fill('3');
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'In thẻ' }).click()]);
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText('Đã tạo 3 thẻ; tệp PDF đang được tải về.')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: dept.ten_phong_ban });
  await expect(row).toContainText('Đã phát: 3');
  expect(await seriousViolations(page)).toEqual([]);
  // The screen on a phone: the rows stack, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  const box = await page.getByRole('button', { name: `In lại: ${dept.ten_phong_ban}` }).boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });

  const links = qrLinks(pdf);
  expect(links).toHaveLength(3);
  for (const l of links) expect(l).toMatch(new RegExp(`^${BASE}/TheBinhChon\\?bv=${hospitalId}#c=[2-9A-HJKMNP-TV-Z]{4}(-[2-9A-HJKMNP-TV-Z]{4}){2}$`));

  // A phone opens the first card's QR link: the step form, answered to the end.
  const phone = await browser.newContext({ baseURL: BASE, locale: 'vi-VN', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const p = await phone.newPage();
  await p.goto(links[0]!);
  await expect(p.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  await expect(p.getByText(`Thẻ bình chọn của ${dept.ten_phong_ban}`)).toBeVisible();
  // The code left the address bar; nothing stored on the phone holds it.
  expect(p.url()).not.toContain('#c=');
  const code = links[0]!.split('#c=')[1]!;
  expect(await p.evaluate(() => JSON.stringify(localStorage) + JSON.stringify(sessionStorage))).not.toContain(code);
  expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await p.getByRole('button', { name: 'Bắt đầu' }).click();
  for (let step = 0; step < 30 && !(await p.getByRole('button', { name: 'Gửi phiếu' }).isVisible()); step++) {
    await answerStep(p);
    await next(p);
  }
  expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await p.getByRole('button', { name: 'Gửi phiếu' }).click();
  await expect(p.getByText('Cảm ơn anh/chị đã tham gia khảo sát!')).toBeVisible();
  await phone.close();

  // The same card again, typed on another phone: refused with the reason.
  const other = await browser.newContext({ baseURL: BASE, locale: 'vi-VN', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const q = await other.newPage();
  await q.goto('/TheBinhChon');
  await expect(q.getByRole('heading', { name: 'Bình chọn bằng thẻ', level: 1 })).toBeVisible();
  await q.getByLabel('Mã phiếu trên thẻ').fill(code.toLowerCase());
  await q.getByRole('button', { name: 'Bắt đầu bình chọn' }).click();
  await expect(q.getByRole('alert')).toContainText('Mã phiếu này đã được dùng để gửi phiếu; mỗi thẻ chỉ dùng được một lần');
  expect(await q.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(q)).toEqual([]);
  await other.close();

  // The response rate counts the card in its department, with the channel split.
  const rates = await call<{ total: { kenh: { card: { invited: number; submitted: number } } } }>(
    api,
    token,
    'GET',
    `${V}/dash-board/thong-ke-ty-le-phan-hoi?phien_ban_id=${versionId}&hospital_id=${hospitalId}`,
  );
  expect(rates.total.kenh.card).toMatchObject({ invited: 3, submitted: 1 });

  // A reprint, after its confirmation: the two unused cards are void, two new ones printed.
  await page.reload();
  await page.getByRole('button', { name: `In lại: ${dept.ten_phong_ban}` }).click();
  const confirm = page.getByRole('dialog', { name: `In lại thẻ của ${dept.ten_phong_ban}?` });
  await expect(confirm).toContainText('2 thẻ chưa dùng của khoa/phòng này sẽ bị hủy');
  const [again] = await Promise.all([page.waitForEvent('download'), confirm.getByRole('button', { name: 'Hủy thẻ cũ và in lại' }).click()]);
  expect(qrLinks(readFileSync((await again.path())!))).toHaveLength(2);
  await expect(row).toContainText('Đã hủy: 2');
  await expect(row).toContainText('Đã dùng: 1');
  const voided = await api.post(`${V}/the-binh-chon/mo`, { data: { ma_the: links[1]!.split('#c=')[1] } });
  expect(voided.status()).toBe(410);
  expect(((await voided.json()) as Envelope<null>).message).toMatch(/đã bị hủy vì lô thẻ/);
  await api.dispose();
});
