import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { EMPTY_ADMIN_PASSWORD, JOURNEY_PORT, SMTP_PORT } from '../ports';
import { apiCall, vnWire } from './api-call';
import { type Envelope, linkOf, type Mail, mailbox, type Question, type Sheet, voteInForm, voteThroughLink } from './journey-helpers';
import { pdfText, qrLinks } from './pdf-read';
import { apiToken, bearer, signIn } from './login-helpers';
import { type OwnServer, startOwnServer } from './own-server';
import { seriousViolations } from './page-check';

// The campaign that reaches every staff member (issue 26, "Done when"), on a new installation
// (HM_DEMO=0, only the first administrator): a hospital with 3 departments × 20 staff, 5 of each
// without e-mail. The manager writes the invitation, sets a reminder, starts and sends in one
// action; 20 staff vote through their mailed links; the reminder goes out by itself to the 25
// who have not; 10 ballot cards are printed, 8 of their QR codes decoded from the PDF pages and
// voted on a 360 px phone; 5 paper questionnaires are keyed twice, one with a mismatch a third
// person resolves; the version closes by itself at its end, and the dashboard shows 33 of 60
// split by channel.
//
// The server is this spec's own (an empty database, as into-service.spec.ts's, but with the
// schedule and the mail sender looking every second): a second hospital on the shared empty
// server would change what into-service.spec.ts and everyday.spec.ts see there.
//
// Through the API, said where it is done: the installation's set-up (catalogues, the staff file
// from the Excel template, accounts, the version and its participants), 19 of the 20 link votes,
// and the keyings of the papers but one (each keyed in the browser would add minutes, not checks).

const BASE = `http://127.0.0.1:${JOURNEY_PORT}`;
const V = '/votesafety/v1';
const A = '/auth/v1';
const DOMAIN = 'bvchiendich.vn';
const TITLE = 'Khảo sát văn hóa an toàn người bệnh 2026';
const SUBJECT = 'Bệnh viện Chiến Dịch mời anh/chị tham gia: {{ten_khao_sat}}';
const MANAGER = 'quanly.chiendich';
const KEYER = 'nhapphieu.chiendich';
const RESOLVER = 'doichieu.chiendich';
const PASSWORD = 'ChienDich@2026';
const DEPARTMENTS = [
  ['CD1', 'Khoa Hồi sức'],
  ['CD2', 'Khoa Phẫu thuật'],
  ['CD3', 'Khoa Xét nghiệm'],
] as const;
/** Per department: ballot cards and paper questionnaires (together its 5 staff without e-mail). */
const CARDS = [4, 3, 3];
const PAPERS = [1, 2, 2];
const PHONE = { width: 360, height: 740 };
const CODE = /[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}/g;

interface ChannelRate {
  invited: number;
  submitted: number;
  complete: number;
  rate: number | null;
}

const ours = async (): Promise<Mail[]> => (await mailbox()).filter((m) => m.to.some((t) => t.endsWith(`@${DOMAIN}`)));

/** A file an endpoint answers (a PDF, the staff template). */
async function file(api: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data?: unknown): Promise<Buffer> {
  const res = await api.fetch(url, { method, data, headers: bearer(token) });
  expect(res.status(), `${method} ${url}: ${res.status() === 200 ? '' : await res.text()}`).toBe(200);
  return res.body();
}

/** The codes printed on a paper questionnaires PDF (its text). */
function paperCodes(pdf: Buffer): string[] {
  return [...new Set(pdfText(pdf, { layout: true }).match(CODE) ?? [])];
}

/** The 4th value of an item's scale where it has one (an agreement scale's "agree"), else its first. */
const usual = (q: Question) => (q.answers.some((a) => a.gia_tri === 4) ? 4 : q.answers[0]!.gia_tri);

async function phone(browser: Browser) {
  return browser.newContext({ baseURL: BASE, locale: 'vi-VN', viewport: PHONE, isMobile: true, hasTouch: true });
}

let server: OwnServer | null = null;

test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(360_000);
  server = await startOwnServer('journey', JOURNEY_PORT, {
    HM_DEMO: '0',
    HM_ADMIN_PASSWORD: EMPTY_ADMIN_PASSWORD,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}?ignoreTLS=true`,
    HM_MAIL_INTERVAL_MS: '500',
    // The schedule looks for due actions every second: the reminder and the close run within a second of their time.
    HM_SCHEDULE_INTERVAL_MS: '1000',
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test('a campaign on a new installation reaches 33 of 60 staff through links, cards and paper, reminds and closes by itself', async ({ page, browser, playwright }) => {
  // 6.6 min in a quiet CI run, over 10 at load 10 on two shared cores.
  test.setTimeout(1_200_000);
  const began = Date.now();
  const mark = (what: string) => console.log(`campaign journey: ${what} at ${((Date.now() - began) / 1000).toFixed(1)} s`);
  const api = await playwright.request.newContext({ baseURL: BASE });
  const admin = await apiToken(api, 'admin', EMPTY_ADMIN_PASSWORD);

  // ---- The installation (API): the hospital, its departments, a job title and a position.
  const hospitalId = (await apiCall<{ hospital_id: number }>(api, admin, 'POST', `${A}/hospital`, { ma_benh_vien: 'BVCD01', name: 'Bệnh viện Chiến Dịch' })).hospital_id;
  const departments: { id: number; code: string; name: string }[] = [];
  for (const [code, name] of DEPARTMENTS) {
    const d = await apiCall<{ phong_ban_id: number }>(api, admin, 'POST', `${A}/phong-ban`, { hospital_id: hospitalId, ma_phong_ban: code, ten_phong_ban: name });
    departments.push({ id: d.phong_ban_id, code, name });
  }
  await apiCall(api, admin, 'POST', `${A}/chuc-danh`, { hospital_id: hospitalId, ma_chuc_danh: 'DD', ten_chuc_danh: 'Điều dưỡng' });
  await apiCall(api, admin, 'POST', `${A}/chuc-vu`, { hospital_id: hospitalId, ma_chuc_vu: 'NV', ten_chuc_vu: 'Nhân viên' });

  // 60 staff from the hospital's Excel template: 20 a department, the last 5 of each without e-mail.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await file(api, admin, 'GET', `${A}/nhan-vien/file-import?hospitalId=${hospitalId}`)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const header = sheet.getRow(1);
  const col = (start: string) => {
    for (let c = 1; c <= sheet.columnCount; c++) if (header.getCell(c).text.startsWith(start)) return c;
    throw new Error(`no column ${start} in the template`);
  };
  for (let i = 0; i < 60; i++) {
    const row = sheet.getRow(i + 2);
    const d = Math.floor(i / 20);
    row.getCell(col('Mã nhân viên')).value = `CD${String(i + 1).padStart(3, '0')}`;
    row.getCell(col('Họ và tên')).value = `Trần Thị Chiến Dịch ${i + 1}`;
    row.getCell(col('Mã phòng ban')).value = DEPARTMENTS[d]![0];
    row.getCell(col('Mã chức danh')).value = 'DD';
    row.getCell(col('Mã chức vụ')).value = 'NV';
    if (i % 20 < 15) row.getCell(col('E-mail')).value = `nv${i + 1}@${DOMAIN}`;
    row.commit();
  }
  const staffFile = {
    name: 'nhan-vien.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
  const imported = await api.post(`${A}/nhan-vien/import?hospitalId=${hospitalId}&mode=commit`, { headers: bearer(admin), multipart: { file: staffFile } });
  expect(imported.status(), await imported.text()).toBe(200);

  // The manager (a hospital administrator), a second keyer and a third person who resolves mismatches, each past the first sign-in's password change.
  const groups = await apiCall<{ id: number; name: string }[]>(api, admin, 'GET', `${A}/tai-khoan/nhom-quyen`);
  const hospitalAdmins = groups.find((g) => g.name === 'Quản trị bệnh viện')!;
  const accountTokens: Record<string, string> = {};
  for (const [account, display] of [
    [MANAGER, 'Nguyễn Quản Lý'],
    [KEYER, 'Lê Nhập Phiếu'],
    [RESOLVER, 'Võ Đối Chiếu'],
  ] as const) {
    await apiCall(api, admin, 'POST', `${A}/tai-khoan`, {
      ten_tai_khoan: account,
      display_name: display,
      phan_quyen_id: hospitalAdmins.id,
      hospital_id: hospitalId,
      mat_khau: 'BanDau@2026',
      confirm: 'BanDau@2026',
    });
    await apiCall(api, await apiToken(api, account, 'BanDau@2026'), 'PUT', `${A}/tai-khoan/doi-mat-khau-user`, {
      mat_khau_cu: 'BanDau@2026',
      mat_khau: PASSWORD,
      confirm: PASSWORD,
    });
    accountTokens[account] = await apiToken(api, account, PASSWORD);
  }
  const manager = accountTokens[MANAGER]!;
  const keyer = accountTokens[KEYER]!;

  // The version (a copy of the SOPS 2.0 template, open from now) and the 45 staff with an e-mail as its participants.
  const templates = await apiCall<{ data: { phien_ban_id: number; instrument_code: string | null }[] }>(api, manager, 'GET', `${V}/phien-ban-khao-sat?la_mau=true&page=1&size=50`);
  const sops2 = templates.data.find((v) => v.instrument_code === 'HSOPS2')!;
  const { phien_ban_id: versionId } = await apiCall<{ phien_ban_id: number }>(api, manager, 'POST', `${V}/phien-ban-khao-sat/${sops2.phien_ban_id}/copy`, {
    hospital_id: hospitalId,
    tieu_de_khao_sat: TITLE,
    time_start: vnWire(new Date(Date.now() - 60_000)),
    time_end: vnWire(new Date(Date.now() + 14 * 86_400_000)),
  });
  const staff = await apiCall<{ data: { nhan_vien_id: number; co_email: boolean }[]; total: number }>(
    api,
    manager,
    'GET',
    `${V}/nhan-vien-khao-sat/danh-sach-moi?phien_ban_id=${versionId}&hospital_id=${hospitalId}&page=1&size=100`,
  );
  expect(staff.data).toHaveLength(60);
  const withMail = staff.data.filter((s) => s.co_email).map((s) => s.nhan_vien_id);
  expect(withMail).toHaveLength(45);
  await apiCall(api, manager, 'POST', `${V}/nhan-vien-khao-sat`, { phien_ban_id: versionId, hospital_id: hospitalId, nhan_vien_ids: withMail });
  mark('installation ready');

  // ---- The manager in the browser: the invitation text, a reminder, start and send.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, MANAGER, `/vi/KhaoSat/NoiDungThu?phien_ban_id=${versionId}`, PASSWORD);
  const subject = page.getByRole('textbox', { name: /^Tiêu đề thư/ }).first();
  await expect(subject).toHaveValue('Mời tham gia khảo sát văn hóa an toàn người bệnh: {{ten_khao_sat}}');
  await subject.fill(SUBJECT);
  await page.getByRole('textbox', { name: /^Người gửi \/ chữ ký/ }).fill('BS. CKII Phạm Giám Đốc');
  await page.getByRole('button', { name: 'Lưu nội dung thư' }).click();
  await expect(page.getByText('Đã lưu nội dung thư').first()).toBeVisible();

  // A reminder today, at the first whole minute at least 150 s ahead (the schedule's own time field).
  await page.goto(`/vi/KhaoSat/FormPhienBan?phien_ban_id=${versionId}`);
  const schedule = page.getByRole('region', { name: 'Lịch tự động' });
  const remindAt = Math.ceil((Date.now() + 150_000) / 60_000) * 60_000;
  const remindWire = vnWire(new Date(remindAt));
  await schedule.getByLabel('Ngày nhắc').fill(`${remindWire.slice(8, 10)}/${remindWire.slice(5, 7)}/${remindWire.slice(0, 4)}`);
  await schedule.getByRole('heading', { name: 'Lịch tự động' }).click();
  await schedule.getByLabel('Giờ gửi').fill(remindWire.slice(11, 16));
  await schedule.getByRole('button', { name: 'Thêm lịch nhắc' }).click();
  const reminderRow = schedule.getByRole('row', { name: new RegExp(`${remindWire.slice(11, 16)} Gửi thư nhắc.*Sắp chạy`) });
  await expect(reminderRow).toBeVisible();
  expect(await seriousViolations(page, '.hm-survey-schedule'), 'schedule with the time field at 1280 px').toEqual([]);

  await page.goto(`/vi/KhaoSat/ChienDich?phien_ban_id=${versionId}`);
  const steps = page.getByRole('region', { name: 'Các bước' }).getByRole('listitem');
  await expect(steps.nth(1)).toContainText('45 nhân viên được mời');
  await steps.nth(4).getByRole('button', { name: 'Bắt đầu và gửi thư mời' }).click();
  const confirm = page.getByRole('dialog', { name: 'Xác nhận' });
  const answered = page.waitForResponse((r) => r.url().endsWith('/chien-dich/bat-dau-va-gui'));
  await confirm.getByRole('button', { name: 'Bắt đầu và gửi thư mời' }).click();
  const started = ((await (await answered).json()) as Envelope<{ started: boolean; queued: number; khong_co_email: number }>).data;
  expect(started).toMatchObject({ started: true, queued: 45, khong_co_email: 0 });
  await expect(page.getByText('Đã bắt đầu khảo sát và xếp 45 thư mời vào hàng đợi')).toBeVisible();
  mark('started and sent');

  // ---- 45 invitations arrive, in the hospital's words; 20 staff vote through their links (one in the browser, 19 through the API).
  const invitationSubject = `Bệnh viện Chiến Dịch mời anh/chị tham gia: ${TITLE}`;
  await expect.poll(async () => (await ours()).filter((m) => m.subject === invitationSubject).length, { timeout: 60_000 }).toBe(45);
  const invitations = (await ours()).filter((m) => m.subject === invitationSubject);
  expect(invitations[0]!.text).toContain('BS. CKII Phạm Giám Đốc');
  const voters = invitations.slice(0, 20);
  const voterAddresses = new Set(voters.flatMap((m) => m.to));

  const staffPhone = await phone(browser);
  const staffPage = await staffPhone.newPage();
  await staffPage.goto(linkOf(voters[0]!));
  await expect(staffPage.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible({ timeout: 30_000 });
  await voteInForm(staffPage);
  await staffPhone.close();
  for (const m of voters.slice(1)) await voteThroughLink(api, linkOf(m), versionId);
  const list = () => apiCall<{ kind: string; status: string; result: Record<string, unknown> | null }[]>(api, manager, 'GET', `${V}/lich-tu-dong?phien_ban_id=${versionId}`);
  // The 20 votes are in before the reminder's time (else the test could not tell who it should reach).
  expect((await list()).find((a) => a.kind === 'remind')?.status, 'the reminder ran before the 20 votes were in: its lead is too short for this machine').toBe('pending');
  mark('20 link votes');

  // ---- Ballot cards: 10 printed (4, 3, 3), their QR codes decoded from the rendered pages, 8 voted on a 360 px phone.
  await page.goto(`/vi/KhaoSat/TheBinhChon?phien_ban_id=${versionId}`);
  await expect(page.getByRole('heading', { name: 'Thẻ bình chọn', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: `In thẻ: ${departments[0]!.name}` }).click();
  const printDialog = page.getByRole('dialog', { name: `In thẻ cho ${departments[0]!.name}` });
  await printDialog.getByLabel('Số thẻ cần in').fill(String(CARDS[0]));
  const [download] = await Promise.all([page.waitForEvent('download'), printDialog.getByRole('button', { name: 'In thẻ' }).click()]);
  const cardLinks = qrLinks(readFileSync((await download.path())!));
  for (const [i, d] of departments.entries()) {
    if (i === 0) continue;
    cardLinks.push(
      ...qrLinks(await file(api, manager, 'POST', `${V}/the-binh-chon/in`, { phien_ban_id: versionId, hospital_id: hospitalId, phong_ban_id: d.id, so_the: CARDS[i] })),
    );
  }
  expect(cardLinks).toHaveLength(10);
  expect(new Set(cardLinks).size).toBe(10);
  for (const l of cardLinks) expect(l).toMatch(new RegExp(`^${BASE}/TheBinhChon\\?bv=${hospitalId}#c=`));
  mark('10 cards printed and decoded');
  // One phone after another (four at a time gained 7 % on a loaded machine, and lost pages to its load).
  for (const link of cardLinks.slice(0, 8)) {
    const context = await phone(browser);
    const p = await context.newPage();
    await p.goto(link);
    await expect(p.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible({ timeout: 30_000 });
    await voteInForm(p);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  }
  mark('8 cards voted on a phone');

  // ---- Paper questionnaires: 5 printed (1, 2, 2), each keyed twice; one keyed in the browser, one with a mismatch resolved by a third person.
  const codes: string[] = [];
  for (const [i, d] of departments.entries()) {
    codes.push(
      ...paperCodes(
        await file(api, manager, 'POST', `${V}/the-binh-chon/in`, { phien_ban_id: versionId, hospital_id: hospitalId, phong_ban_id: d.id, so_the: PAPERS[i], loai: 'paper' }),
      ),
    );
  }
  expect(codes).toHaveLength(5);
  const paper = await apiCall<Sheet>(api, keyer, 'POST', `${V}/phieu-giay/mo`, { hospital_id: hospitalId, ma_phieu: codes[0] });
  const items = paper.parts.flatMap((p) => p.questions).filter((q) => q.answers.length);
  const values = items.map(usual);
  const keying = (code: string, differ = false) => ({
    hospital_id: hospitalId,
    ma_phieu: code,
    phien_ban_id: versionId,
    answers: items.map((q, i) => ({ cauhoi_id: q.cauhoi_id, gia_tri: differ && i === 0 ? q.answers.map((a) => a.gia_tri).find((v) => v !== values[0])! : values[i] })),
  });
  // The first paper's first keying on the keying screen, from the keyboard.
  await page.goto('/vi/KhaoSat/NhapPhieuGiay');
  await page.getByLabel('Mã phiếu in trên phiếu giấy').fill(codes[0]!.toLowerCase());
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(`Giá trị câu ${items[0]!.ma_cauhoi}`)).toBeFocused();
  for (const [i, q] of items.entries()) {
    await page.keyboard.type(String(values[i]), { delay: 0 });
    if (q.answers.some((a) => a.gia_tri >= 10)) await page.keyboard.press('Enter');
  }
  await expect(page.getByText(`Đã nhập đủ ${items.length} câu.`)).toBeVisible();
  await page.getByRole('button', { name: 'Lưu lần nhập' }).click();
  await expect(page.getByText('Đã lưu lần nhập thứ nhất. Phiếu cần một người khác nhập lần hai.')).toBeVisible();
  // The second keyer differs on the first paper's first item; the other four are keyed alike by both.
  expect(await apiCall(api, keyer, 'POST', `${V}/phieu-giay/nhap`, keying(codes[0]!, true))).toEqual({ trang_thai: 'mismatch', so_lech: 1 });
  for (const code of codes.slice(1)) {
    await apiCall(api, manager, 'POST', `${V}/phieu-giay/nhap`, keying(code));
    expect(await apiCall<{ trang_thai: string }>(api, keyer, 'POST', `${V}/phieu-giay/nhap`, keying(code))).toMatchObject({ trang_thai: 'verified' });
  }
  // A third person resolves the mismatch side by side against the paper.
  const resolver = await browser.newContext({ baseURL: BASE, locale: 'vi-VN' });
  const r = await resolver.newPage();
  await signIn(r, RESOLVER, '/vi/KhaoSat/NhapPhieuGiay', PASSWORD);
  await r.getByLabel('Mã phiếu in trên phiếu giấy').fill(codes[0]!);
  await r.keyboard.press('Enter');
  const mismatch = r.getByRole('row', { name: new RegExp(items[0]!.ma_cauhoi) });
  await mismatch.getByLabel(String(values[0]), { exact: true }).check();
  await r.getByRole('button', { name: 'Xác nhận phiếu' }).click();
  await expect(r.getByText('Đã đối chiếu: phiếu đã được xác nhận và tính là một phiếu bình chọn.')).toBeVisible();
  await resolver.close();
  mark('5 papers keyed twice and verified');

  // ---- The reminder went out by itself, once, only to the 25 invited staff who had not voted.
  await expect.poll(async () => (await list()).find((a) => a.kind === 'remind')?.status, { timeout: Math.max(0, remindAt - Date.now()) + 60_000 }).toBe('done');
  await expect.poll(async () => (await ours()).filter((m) => m.subject !== invitationSubject).length, { timeout: 30_000 }).toBe(25);
  const reminded = (await ours()).filter((m) => m.subject !== invitationSubject).flatMap((m) => m.to);
  expect(new Set(reminded).size).toBe(25);
  for (const to of reminded) expect(voterAddresses.has(to), `${to} voted and was reminded`).toBe(false);
  mark('reminder sent');

  // ---- The version closes by itself at its end: the manager brings the end to 15 s from now, the schedule does the rest.
  const version = await apiCall<{ language: string; tieu_de_khao_sat: string; tieu_de_khao_sat_en: string | null; time_start: string }>(
    api,
    manager,
    'GET',
    `${V}/phien-ban-khao-sat/${versionId}`,
  );
  const endAt = Date.now() + 15_000;
  await apiCall(api, manager, 'PUT', `${V}/phien-ban-khao-sat`, {
    phien_ban_id: versionId,
    language: version.language,
    tieu_de_khao_sat: version.tieu_de_khao_sat,
    tieu_de_khao_sat_en: version.tieu_de_khao_sat_en,
    time_start: version.time_start,
    time_end: vnWire(new Date(endAt)),
  });
  await expect.poll(async () => (await list()).find((a) => a.kind === 'close')?.status, { timeout: 75_000 }).toBe('done');
  // Not before the end: the end as stored, to the second (the wire's precision), which may be up
  // to a second before endAt (a CI run saw the close 0.6 s before endAt, right on time).
  expect(Date.now()).toBeGreaterThanOrEqual(Math.floor(endAt / 1000) * 1000);
  mark('closed by the schedule');

  // ---- The dashboard: 33 of 60, split by channel, vi and en, axe-clean at 1280 and 360 px.
  await page.goto(`/vi/Dashboard/Hospital?phien_ban_id=${versionId}&hospital_id=${hospitalId}`);
  const figures = page.locator('table[data-table="response-rate"]');
  await expect(figures.locator('tr', { hasText: 'Được mời' })).toContainText('60');
  await expect(figures.locator('tr', { hasText: 'Phiếu hoàn chỉnh' })).toContainText('33');
  const channels = page.getByRole('table', { name: 'Tỷ lệ phản hồi theo kênh' });
  await expect(channels.getByRole('row', { name: /Liên kết cá nhân/ })).toContainText(/45\s*20\s*44,4\s%/);
  await expect(channels.getByRole('row', { name: /Thẻ bình chọn/ })).toContainText(/10\s*8\s*80\s%/);
  await expect(channels.getByRole('row', { name: /Phiếu giấy/ })).toContainText(/5\s*5\s*100\s%/);
  expect(await seriousViolations(page, '[data-panel="response-rate"]'), 'response rate panel at 1280 px').toEqual([]);
  await page.setViewportSize(PHONE);
  await expect(channels).toBeVisible();
  expect(await seriousViolations(page, '[data-panel="response-rate"]'), 'response rate panel at 360 px').toEqual([]);
  const rates = await apiCall<{ total: { invited: number; complete: number; kenh: Record<'link' | 'card' | 'paper', ChannelRate> } }>(
    api,
    manager,
    'GET',
    `${V}/dash-board/thong-ke-ty-le-phan-hoi?phien_ban_id=${versionId}&hospital_id=${hospitalId}`,
  );
  expect(rates.total).toMatchObject({ invited: 60, complete: 33 });
  expect(rates.total.kenh).toEqual({
    link: { invited: 45, submitted: 20, complete: 20, rate: 44.4 },
    card: { invited: 10, submitted: 8, complete: 8, rate: 80 },
    paper: { invited: 5, submitted: 5, complete: 5, rate: 100 },
  });
  // In English: the language dialog's cookie, the same page.
  await page.context().addCookies([{ name: 'hm_lang', value: 'en', url: BASE }]);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Response rate by channel' }).getByRole('row', { name: /Ballot card/ })).toContainText(/10\s*8\s*80\s*%/);
  await api.dispose();
  mark('dashboard');
});
