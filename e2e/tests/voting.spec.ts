import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, type Request, test } from '@playwright/test';
import { PORT, SMTP_HTTP_PORT } from '../ports';
import { DEMO_PASSWORD, login } from './login-helpers';

// Staff voting (issue 5) in a real browser, on the real server: the vote list, the StepForm with
// its autosave and resume, the submit (once, whatever the clicks and replays), the invitation
// link, and accessibility. bvadmin prepares three open SOPS 2.0 versions through the API.

const BASE = `http://127.0.0.1:${PORT}`;
const V = '/votesafety/v1';
const RUN = Date.now().toString(36);
const TITLE = {
  login: `Bình chọn e2e ${RUN}: đăng nhập`,
  link: `Bình chọn e2e ${RUN}: liên kết mời`,
  a11y: `Bình chọn e2e ${RUN}: trợ năng`,
};
const NV001_MAIL = 'nv001@bvdemo.example.vn';

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}
interface VersionRow {
  phien_ban_id: number;
  instrument_code: string | null;
  tieu_de_khao_sat: string;
  so_da_binh_chon: number;
  tong_so_nhan_vien: number;
}
interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** `YYYY-MM-DD HH:mm:ss` in Vietnamese time (UTC+7, no daylight saving). */
const vnWire = (d: Date) => new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** bvadmin through the API, as the authoring screens would call it. */
class Admin {
  private constructor(
    private readonly api: APIRequestContext,
    private readonly token: string,
    readonly hospitalId: number,
  ) {}

  static async login(api: APIRequestContext): Promise<Admin> {
    const res = await api.post('/auth/v1/login', { data: { ten_tai_khoan: 'bvadmin', mat_khau: DEMO_PASSWORD } });
    const body = (await res.json()) as Envelope<{ token: string; user: { hospital: { hospital_id: number } } }>;
    expect(body.code).toBe(200);
    return new Admin(api, body.data.token, body.data.user.hospital.hospital_id);
  }

  private async call<T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
    const res = await this.api.fetch(path, { method, data, headers: { Authorization: `Bearer ${this.token}` } });
    const body = (await res.json()) as Envelope<T>;
    expect(body.code, `${method} ${path}: ${body.message}`).toBe(200);
    return body.data;
  }

  /** Copies the SOPS 2.0 template into an open version of the hospital, started now. */
  async openVersion(title: string): Promise<number> {
    const templates = await this.call<{ data: VersionRow[] }>('GET', `${V}/phien-ban-khao-sat?la_mau=true&page=1&size=50`);
    const sops2 = templates.data.find((v) => v.instrument_code === 'HSOPS2');
    expect(sops2, 'the SOPS 2.0 template is seeded').toBeDefined();
    const now = Date.now();
    const copy = await this.call<{ phien_ban_id: number }>('POST', `${V}/phien-ban-khao-sat/${sops2!.phien_ban_id}/copy`, {
      hospital_id: this.hospitalId,
      tieu_de_khao_sat: title,
      time_start: vnWire(new Date(now - 10 * 60_000)),
      time_end: vnWire(new Date(now + 30 * 86_400_000)),
    });
    await this.call('POST', `${V}/phien-ban-khao-sat/${copy.phien_ban_id}/start`);
    return copy.phien_ban_id;
  }

  async versionRow(id: number): Promise<VersionRow> {
    const page = await this.call<{ data: VersionRow[] }>('GET', `${V}/phien-ban-khao-sat?page=1&size=200&tam_ngung=false&la_mau=false&hospitalId=${this.hospitalId}`);
    const row = page.data.find((v) => v.phien_ban_id === id);
    expect(row).toBeDefined();
    return row!;
  }

  /** Sends NV001 (nhanvien01) the invitation to a version. */
  async inviteNv001(versionId: number): Promise<void> {
    const staff = await this.call<{ data: { nhan_vien_khao_sat_id: number; ma_nhan_vien: string }[] }>(
      'GET',
      `${V}/nhan-vien-khao-sat?phien_ban_id=${versionId}&keyword=NV001&page=1&size=20`,
    );
    const record = staff.data.find((r) => r.ma_nhan_vien === 'NV001');
    expect(record).toBeDefined();
    const sent = await this.call<{ queued: number }>('POST', `${V}/email/send-email-moi-khao-sat`, {
      phien_ban_id: versionId,
      nhan_vien_khao_sat_ids: [record!.nhan_vien_khao_sat_id],
    });
    expect(sent.queued).toBe(1);
  }
}

const mailbox = async (): Promise<ReceivedMail[]> => (await fetch(`http://127.0.0.1:${SMTP_HTTP_PORT}/messages`)).json() as Promise<ReceivedMail[]>;

/** Serious and critical WCAG A/AA violations of the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A logged-in nhanvien01 in a context of its own (closing it is closing the browser window). */
async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE, locale: 'vi-VN' });
  const page = await context.newPage();
  await login(page, 'nhanvien01');
  return page;
}

const voteRow = (page: Page, title: string) => page.getByRole('row', { name: new RegExp(escape(title)) });
const counts = async (page: Page, title: string) => {
  const m = /(\d+) \/ (\d+)/.exec((await voteRow(page, title).textContent()) ?? '');
  expect(m, 'the row shows voted / total').not.toBeNull();
  return { voted: Number(m![1]), total: Number(m![2]) };
};
const saved = (page: Page) => expect(page.getByText('Đã lưu', { exact: true })).toBeVisible();
const next = (page: Page) => page.getByRole('button', { name: 'Tiếp', exact: true }).click();

/** Answers every radio group of the step on screen (the 4th answer, or the last of shorter lists) and every text box. */
async function answerStep(page: Page) {
  for (const group of await page.getByRole('radiogroup').all()) {
    const radios = group.getByRole('radio');
    await radios.nth(Math.min(3, (await radios.count()) - 1)).check();
  }
  for (const box of await page.locator('.hm-vote-question textarea').all()) await box.fill('Ý kiến thử nghiệm e2e về an toàn người bệnh.');
}

let versions: { login: number; link: number; a11y: number };
let admin: Admin;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(240_000);
  const api = await playwright.request.newContext({ baseURL: BASE });
  admin = await Admin.login(api);
  versions = { login: await admin.openVersion(TITLE.login), link: await admin.openVersion(TITLE.link), a11y: await admin.openVersion(TITLE.a11y) };
});

test('nhanvien01 votes step by step, leaves halfway, resumes with the answers kept, and submits once', async ({ browser }) => {
  test.setTimeout(360_000);
  // The vote list: the version, its voted / total, and nhanvien01 still to vote.
  let page = await staffPage(browser);
  await page.goto('/vi/KhaoSat');
  await expect(page.getByRole('heading', { name: 'Bình chọn', level: 1 })).toBeVisible();
  await expect(voteRow(page, TITLE.login)).toContainText('Chưa bình chọn');
  // nhanvien01 works in one hospital: no hospital to choose.
  await expect(page.getByLabel('Đơn vị tham gia bình chọn')).toHaveCount(0);
  const before = await counts(page, TITLE.login);
  expect(before.total).toBeGreaterThan(0);

  await voteRow(page, TITLE.login)
    .getByRole('button', { name: `Bình chọn: ${TITLE.login}` })
    .click();
  await expect(page.getByRole('heading', { name: TITLE.login, level: 1 })).toBeVisible();
  await expect(page.getByText(/Câu trả lời được lưu không kèm tên/)).toBeVisible();
  await expect(page.getByText('Bước 1/12')).toBeVisible();
  await page.getByRole('button', { name: 'Bắt đầu' }).click();

  // Staff position and unit (background), then section A with the keyboard for its first item.
  await expect(page.getByText('Bước 2/12')).toBeVisible();
  await answerStep(page);
  await next(page);
  await answerStep(page);
  await next(page);
  await expect(page.getByRole('heading', { name: 'Phần A: Khoa/phòng của anh/chị', level: 2 })).toBeFocused();
  const a1 = page.getByRole('radiogroup', { name: /^A1\. / });
  await a1.getByRole('radio', { name: 'Trung lập', exact: true }).check();
  await page.keyboard.press('ArrowRight');
  await expect(a1.getByRole('radio', { name: 'Đồng ý', exact: true })).toBeChecked();
  await expect(a1.getByRole('radio', { name: 'Đồng ý', exact: true })).toBeFocused();
  for (const group of (await page.getByRole('radiogroup').all()).slice(1)) await group.getByRole('radio', { name: 'Rất đồng ý', exact: true }).check();
  await saved(page);

  // The window closes halfway; a new one, a new login.
  await page.context().close();
  page = await staffPage(browser);
  await page.goto('/vi/KhaoSat');
  await expect(voteRow(page, TITLE.login)).toContainText('Đang làm dở');
  await voteRow(page, TITLE.login)
    .getByRole('button', { name: `Tiếp tục: ${TITLE.login}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Phần A: Khoa/phòng của anh/chị', level: 2 })).toBeVisible();
  await expect(page.getByText('Bước 4/12')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: /^A1\. / }).getByRole('radio', { name: 'Đồng ý', exact: true })).toBeChecked();
  await expect(page.getByRole('radiogroup', { name: /^A14\. / }).getByRole('radio', { name: 'Rất đồng ý', exact: true })).toBeChecked();

  // Sections B to H, leaving the background section G unanswered.
  for (let step = 5; step <= 11; step++) {
    await next(page);
    await expect(page.getByText(`Bước ${step}/12`)).toBeVisible();
    if (!(await page.getByRole('heading', { name: 'Phần G: Thông tin chung', level: 2 }).isVisible())) await answerStep(page);
  }
  await next(page);
  await expect(page.getByRole('heading', { name: 'Xem lại và gửi phiếu', level: 2 })).toBeVisible();
  const unanswered = page.getByRole('region', { name: 'Các câu chưa trả lời' });
  await expect(unanswered.getByRole('button', { name: /^Trả lời câu G\d\./ })).toHaveCount(4);
  await unanswered.getByRole('button', { name: /^Trả lời câu G1\./ }).click();
  await expect(page.getByRole('heading', { name: 'Phần G: Thông tin chung', level: 2 })).toBeVisible();
  await expect(
    page
      .getByRole('radiogroup', { name: /^G1\. / })
      .getByRole('radio')
      .first(),
  ).toBeFocused();
  await page
    .getByRole('radiogroup', { name: /^G1\. / })
    .getByRole('radio')
    .nth(1)
    .check();
  await next(page);
  await next(page);
  await expect(page.getByRole('region', { name: 'Các câu chưa trả lời' }).getByRole('button')).toHaveCount(3);

  // A double click sends one request.
  const submits: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === `${V}/ket-qua`) submits.push(r);
  });
  await page.getByRole('button', { name: 'Gửi phiếu' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Cảm ơn anh/chị đã tham gia khảo sát!' })).toBeVisible();
  await expect(page.getByText('Phiếu hợp lệ: được tính vào kết quả khảo sát.')).toBeVisible();
  expect(submits).toHaveLength(1);
  const first = submits[0]!;
  const firstAnswer = (await (await first.response())!.json()) as Envelope<unknown>;
  expect(first.postDataJSON()).toMatchObject({ phien_ban_id: versions.login, idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/) });

  // The same request replayed (same body, same key): answered like the first, nothing recorded twice.
  const replay = await page.request.post(first.url(), { data: first.postDataJSON(), headers: { Authorization: first.headers().authorization!, Language: 'vi' } });
  expect(replay.status()).toBe(200);
  expect(((await replay.json()) as Envelope<unknown>).data).toEqual(firstAnswer.data);

  // The list shows one more vote, and the version's count agrees.
  await page.getByRole('button', { name: 'Về danh sách bình chọn' }).click();
  await expect(voteRow(page, TITLE.login)).toContainText('Đã bình chọn');
  await expect(voteRow(page, TITLE.login).getByRole('button')).toHaveCount(0);
  expect(await counts(page, TITLE.login)).toEqual({ voted: before.voted + 1, total: before.total });
  expect((await admin.versionRow(versions.login)).so_da_binh_chon).toBe(before.voted + 1);

  // Opening the form again says it is done.
  await page.goto(`/vi/KhaoSat/StepForm?phien_ban_id=${versions.login}`);
  await expect(page.getByText('Anh/chị đã bình chọn đợt khảo sát này')).toBeVisible();
  await page.context().close();
});

test('an invitation link lets nhanvien01 vote once without a password, and is refused the second time', async ({ browser }) => {
  test.setTimeout(240_000);
  await admin.inviteNv001(versions.link);
  await expect.poll(async () => (await mailbox()).filter((m) => m.to.includes(NV001_MAIL) && m.subject.includes(TITLE.link)).length, { timeout: 20_000 }).toBe(1);
  const mail = (await mailbox()).find((m) => m.to.includes(NV001_MAIL) && m.subject.includes(TITLE.link))!;
  const link = /(https?:\/\/\S+\/ChungThuc#t=\S+)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();

  // No login: a fresh browser context.
  const context = await browser.newContext({ baseURL: BASE, locale: 'vi-VN' });
  const page = await context.newPage();
  await page.goto(link!);
  await expect(page.getByText(/^Xin chào .+, Bệnh viện Đa khoa Demo$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: TITLE.link, level: 1 })).toBeVisible();
  expect(page.url()).not.toContain('#t=');
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(link!.split('#t=')[1]!);
  // The bare public layout: only the form, no top bar, drawer or footer.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Bắt đầu' }).click();
  await answerStep(page);
  await saved(page);
  expect(await seriousViolations(page)).toEqual([]);
  for (let step = 3; step <= 12; step++) await next(page);
  await expect(page.getByRole('heading', { name: 'Xem lại và gửi phiếu', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Gửi phiếu' }).click();
  await expect(page.getByRole('heading', { name: 'Cảm ơn anh/chị đã tham gia khảo sát!' })).toBeVisible();
  expect((await admin.versionRow(versions.link)).so_da_binh_chon).toBe(1);

  // The same link again, in another window: spent.
  const again = await (await browser.newContext({ baseURL: BASE, locale: 'vi-VN' })).newPage();
  await again.goto(link!);
  await expect(again.getByRole('heading', { name: 'Liên kết đã được sử dụng' })).toBeVisible();
  await expect(again.getByText(/phiếu của anh\/chị đã được ghi nhận/)).toBeVisible();
  await expect(again.getByRole('radiogroup')).toHaveCount(0);
  expect(await seriousViolations(again)).toEqual([]);
  expect((await admin.versionRow(versions.link)).so_da_binh_chon).toBe(1);
  await again.context().close();
  await context.close();
});

test('the vote list, a StepForm step and /ChungThuc have no serious or critical WCAG A/AA violation', async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await staffPage(browser);
  await page.goto('/vi/KhaoSat');
  await expect(voteRow(page, TITLE.a11y)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // A phone (360 px): rows stack, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  const phoneBox = await voteRow(page, TITLE.a11y)
    .getByRole('button', { name: `Bình chọn: ${TITLE.a11y}` })
    .boundingBox();
  expect(phoneBox!.x + phoneBox!.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 720 });

  await voteRow(page, TITLE.a11y)
    .getByRole('button', { name: `Bình chọn: ${TITLE.a11y}` })
    .click();
  await expect(page.getByText('Bước 1/12')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Bắt đầu' }).click();
  await next(page);
  await next(page);
  await expect(page.getByRole('heading', { name: 'Phần A: Khoa/phòng của anh/chị', level: 2 })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: /^A1\. / })
    .getByRole('radio', { name: 'Đồng ý', exact: true })
    .check();
  await saved(page);
  expect(await seriousViolations(page)).toEqual([]);

  // The same step on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/vi/ChungThuc');
  await expect(page.getByText('Liên kết không hợp lệ', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});
