import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { SMTP_HTTP_PORT } from '../ports';
import { apiCall, vnWire } from './api-call';
import { apiToken, DEMO_PASSWORD } from './login-helpers';
import { qrLinks } from './pdf-read';

// The module release registry for a vote link (issue 28 item 3, "for a vote link, by the link's
// hospital"; docs/decisions/module-releases.md): hospital 2's survey module is pinned to a release
// made by `npm run release -- mf-survey`; a staff member of hospital 2 opens the personal link of
// an invitation mail, with no login: the page runs that release's files (and again after a
// reload, from the voter session); a hospital 1 link runs the built-in survey module (stable).
// The pin is put back and the survey versions made here are hidden at the end.

const R = '/votesafety/v1/phat-hanh-phan-he';
const V = '/votesafety/v1';
const SURVEY = '0.0.3-e2e-link';
const RUN = Date.now().toString(36);
const TITLE = { h1: `Phát hành theo liên kết BV1 ${RUN}`, h2: `Phát hành theo liên kết BV2 ${RUN}` };
const ROOT = path.join(import.meta.dirname, '..', '..');

let api: APIRequestContext;
let token: string;
const hospital = { h1: 0, h2: 0 };
const versions: number[] = [];

const call = <T = unknown>(method: 'GET' | 'POST' | 'PUT', url: string, data?: object) => apiCall<T>(api, token, method, url, data);

/** An open survey of a hospital: a started copy of the SOPS 2.0 template. */
async function openSurvey(hospitalId: number, title: string): Promise<number> {
  const templates = await call<{ data: { phien_ban_id: number; instrument_code: string | null }[] }>('GET', `${V}/phien-ban-khao-sat?la_mau=true&page=1&size=50`);
  const sops2 = templates.data.find((v) => v.instrument_code === 'HSOPS2')!;
  const { phien_ban_id } = await call<{ phien_ban_id: number }>('POST', `${V}/phien-ban-khao-sat/${sops2.phien_ban_id}/copy`, {
    hospital_id: hospitalId,
    tieu_de_khao_sat: title,
    time_start: vnWire(new Date(Date.now() - 10 * 60_000)),
    time_end: vnWire(new Date(Date.now() + 7 * 86_400_000)),
  });
  versions.push(phien_ban_id);
  await call('POST', `${V}/phien-ban-khao-sat/${phien_ban_id}/start`);
  return phien_ban_id;
}

/** NV001's personal link from the invitation mail of an open survey. */
async function invitationLink(hospitalId: number, title: string): Promise<string> {
  const phien_ban_id = await openSurvey(hospitalId, title);
  const staff = await call<{ data: { nhan_vien_khao_sat_id: number; ma_nhan_vien: string }[] }>(
    'GET',
    `${V}/nhan-vien-khao-sat?phien_ban_id=${phien_ban_id}&keyword=NV001&page=1&size=20`,
  );
  const record = staff.data.find((r) => r.ma_nhan_vien === 'NV001')!;
  await call('POST', `${V}/email/send-email-moi-khao-sat`, { phien_ban_id, nhan_vien_khao_sat_ids: [record.nhan_vien_khao_sat_id] });
  const mailOf = async () =>
    ((await (await fetch(`http://127.0.0.1:${SMTP_HTTP_PORT}/messages`)).json()) as { subject: string; text: string }[]).find((m) => m.subject.includes(title));
  await expect.poll(async () => (await mailOf()) !== undefined, { timeout: 30_000 }).toBe(true);
  return /(https?:\/\/\S+\/ChungThuc#t=\S+)/.exec((await mailOf())!.text)![1]!;
}

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(600_000);
  api = await playwright.request.newContext({ baseURL });
  token = await apiToken(api, 'admin');
  const overview = await call<{ modules: { module: string; releases: { version: string }[]; hospitals: { hospital_id: number; name: string }[] }[] }>('GET', R);
  // The survey module as its team releases it: built, hashed, uploaded (once per run).
  if (!overview.modules.some((m) => m.module === 'survey' && m.releases.some((r) => r.version === SURVEY)))
    execFileSync('node', [path.join(ROOT, 'scripts/release.mjs'), 'mf-survey', '--version', SURVEY], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, HM_RELEASE_URL: baseURL, HM_RELEASE_USER: 'admin', HM_RELEASE_PASSWORD: DEMO_PASSWORD, HM_BUILD_LOCK: '/tmp/build.lock' },
    });
  const hospitals = overview.modules[0]!.hospitals;
  hospital.h1 = hospitals.find((h) => h.name === 'Bệnh viện Đa khoa Demo')!.hospital_id;
  hospital.h2 = hospitals.find((h) => h.name === 'Bệnh viện Demo Thứ Hai')!.hospital_id;
  // Pinned before its survey opens (afterwards the campaign freeze would hold the module).
  await call('POST', `${R}/ghim`, { module: 'survey', hospital_id: hospital.h2, version: SURVEY });
});

test.afterAll(async () => {
  // Hidden first: the surveys no longer open, hospital 2 may follow stable again (the freeze).
  for (const id of versions) await call('PUT', `${V}/phien-ban-khao-sat/delete`, { phien_ban_id: id });
  await call('POST', `${R}/theo-kenh`, { module: 'survey', hospital_id: hospital.h2, channel: 'stable' });
  await api.dispose();
});

/** A page with no login (a fresh context), as a staff member opens the link of a mail. */
async function linkPage(browser: Browser, link: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'vi-VN' })).newPage();
  await page.goto(link);
  return page;
}

/** The survey module's files this page loaded: the release's (`/releases/survey/<version>/…`) or the built-in ones (`/remotes/mf-survey/…`). */
const surveyFiles = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith('/releases/survey/') || p.startsWith('/remotes/mf-survey/')),
  );

test("a vote link runs the survey module of the link's hospital: hospital 2 its pinned release (after a reload too), hospital 1 the stable one", async ({ browser }) => {
  test.setTimeout(300_000);
  const [link2, link1] = [await invitationLink(hospital.h2, TITLE.h2), await invitationLink(hospital.h1, TITLE.h1)];

  const page2 = await linkPage(browser, link2);
  await expect(page2.getByText(/^Xin chào .+, Bệnh viện Demo Thứ Hai$/)).toBeVisible({ timeout: 30_000 });
  await expect(page2.getByRole('heading', { name: TITLE.h2, level: 1 })).toBeVisible();
  const files2 = await surveyFiles(page2);
  expect(files2).toContain(`/releases/survey/${SURVEY}/remoteEntry.js`);
  expect(files2.filter((f) => f.startsWith(`/releases/survey/${SURVEY}/`)).length).toBeGreaterThan(1);
  expect(files2.filter((f) => f.startsWith('/remotes/mf-survey/'))).toEqual([]);
  // The vote starts on the release's form.
  await page2.getByRole('button', { name: 'Bắt đầu' }).click();
  await expect(page2.getByRole('radiogroup').first()).toBeVisible();

  // A reload: the token has left the address; the voter session names the same hospital.
  expect(page2.url()).not.toContain('#t=');
  await page2.reload();
  await expect(page2.getByText(/^Xin chào .+, Bệnh viện Demo Thứ Hai$/)).toBeVisible({ timeout: 30_000 });
  const reloaded = await surveyFiles(page2);
  expect(reloaded).toContain(`/releases/survey/${SURVEY}/remoteEntry.js`);
  expect(reloaded.filter((f) => f.startsWith('/remotes/mf-survey/'))).toEqual([]);
  await page2.context().close();

  // Hospital 1 follows stable, which runs the built-in files.
  const page1 = await linkPage(browser, link1);
  await expect(page1.getByText(/^Xin chào .+, Bệnh viện Đa khoa Demo$/)).toBeVisible({ timeout: 30_000 });
  await expect(page1.getByRole('heading', { name: TITLE.h1, level: 1 })).toBeVisible();
  const files1 = await surveyFiles(page1);
  expect(files1).toContain('/remotes/mf-survey/mf-manifest.json');
  expect(files1.filter((f) => f.startsWith('/releases/survey/'))).toEqual([]);
  await page1.context().close();
});

test("a ballot card's code typed on a page that opened without one: the page reloads once into the survey module of the card's hospital", async ({ browser }) => {
  test.setTimeout(240_000);
  const versionId = await openSurvey(hospital.h2, `Phát hành theo thẻ BV2 ${RUN}`);
  const { departments } = await call<{ departments: { phong_ban_id: number }[] }>('GET', `${V}/the-binh-chon?phien_ban_id=${versionId}&hospital_id=${hospital.h2}`);
  const res = await api.post(`${V}/the-binh-chon/in`, {
    data: { phien_ban_id: versionId, hospital_id: hospital.h2, phong_ban_id: departments[0]!.phong_ban_id, so_the: 1 },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const code = qrLinks(await res.body())[0]!.split('#c=')[1]!;

  // Nothing names a hospital yet: the built-in survey module asks for the code.
  const page = await (await browser.newContext({ locale: 'vi-VN' })).newPage();
  await page.goto('/vi/TheBinhChon');
  await expect(page.getByLabel('Mã phiếu trên thẻ')).toBeVisible({ timeout: 30_000 });
  expect((await surveyFiles(page)).filter((f) => f.startsWith('/releases/survey/'))).toEqual([]);
  await page.getByLabel('Mã phiếu trên thẻ').fill(code);
  const reloaded = page.waitForEvent('load', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Bắt đầu bình chọn' }).click();

  // Reloaded from the card session kept on the phone: the release's files only, the same card.
  await reloaded;
  await expect(page.getByText(/^Thẻ bình chọn của .+, Bệnh viện Demo Thứ Hai$/)).toBeVisible({ timeout: 30_000 });
  const files = await surveyFiles(page);
  expect(files).toContain(`/releases/survey/${SURVEY}/remoteEntry.js`);
  expect(files.filter((f) => f.startsWith('/remotes/mf-survey/'))).toEqual([]);
  await page.context().close();
});
