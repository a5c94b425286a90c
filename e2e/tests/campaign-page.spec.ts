import { type APIRequestContext, expect, test } from '@playwright/test';
import { SMTP_HTTP_PORT } from '../ports';
import { apiToken, bearer, signIn } from './login-helpers';
import { seriousViolations } from './page-check';

// The campaign page (issue 26 item 1) on the demo server: a draft SOPS 2.0 copy with five staff
// picked; the manager opens the campaign page, sees the steps in order (reminders waiting for the
// start, with the step that unblocks them), starts and sends in one confirmed action, the mails
// arrive in the SMTP sink, and after one staff member votes through the mailed link the response
// rate moves. No serious axe violation at 1280 and 360 px, nothing wider than a phone, keyboard.

const V = '/votesafety/v1';
const RUN = Date.now().toString(36);
const TITLE = `Chiến dịch e2e ${RUN}`;
const DAY = 24 * 3_600_000;
const wire = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}
interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}
const mailbox = async (): Promise<ReceivedMail[]> => (await fetch(`http://127.0.0.1:${SMTP_HTTP_PORT}/messages`)).json() as Promise<ReceivedMail[]>;
const ours = async () => (await mailbox()).filter((m) => m.subject.includes(TITLE));

async function call<T>(api: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
  const res = await api.fetch(path, { method, data, headers: bearer(token) });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${method} ${path}: ${body.message}`).toBe(200);
  return body.data;
}

/** A draft copy of SOPS 2.0 of bvadmin's hospital, open from now for 30 days, with staff NV001–NV005 picked. */
async function draftWithFiveStaff(api: APIRequestContext, token: string): Promise<number> {
  const templates = await call<{ data: { phien_ban_id: number; instrument_code: string | null }[] }>(api, token, 'GET', `${V}/phien-ban-khao-sat?la_mau=true&page=1&size=50`);
  const sops2 = templates.data.find((v) => v.instrument_code === 'HSOPS2')!;
  const hospitals = await call<{ id: number }[]>(api, token, 'GET', '/auth/v1/hospital/auth');
  const hospitalId = hospitals[0]!.id;
  const copy = await call<{ phien_ban_id: number }>(api, token, 'POST', `${V}/phien-ban-khao-sat/${sops2.phien_ban_id}/copy`, {
    hospital_id: hospitalId,
    tieu_de_khao_sat: TITLE,
    time_start: wire(Date.now() - 10 * 60_000),
    time_end: wire(Date.now() + 30 * DAY),
  });
  const staff = await call<{ data: { nhan_vien_id: number; ma_nhan_vien: string }[] }>(
    api,
    token,
    'GET',
    `${V}/nhan-vien-khao-sat/danh-sach-moi?phien_ban_id=${copy.phien_ban_id}&hospital_id=${hospitalId}&keyword=NV00&page=1&size=50`,
  );
  const five = staff.data.filter((s) => /^NV00[1-5]$/.test(s.ma_nhan_vien)).map((s) => s.nhan_vien_id);
  expect(five).toHaveLength(5);
  await call(api, token, 'POST', `${V}/nhan-vien-khao-sat`, { phien_ban_id: copy.phien_ban_id, hospital_id: hospitalId, nhan_vien_ids: five });
  return copy.phien_ban_id;
}

/** Votes through a mailed link, as the step form would submit: one answer outside the background parts (a complete response). */
async function voteThroughLink(api: APIRequestContext, link: string, versionId: number): Promise<void> {
  const token = decodeURIComponent(link.split('#t=')[1]!);
  const session = await api.put(`${V}/authentication`, { data: { token } });
  expect(session.status()).toBe(200);
  const voter = ((await session.json()) as Envelope<{ access_token: string }>).data.access_token;
  const q = await call<{ parts: { la_thong_tin_chung: boolean; questions: { cauhoi_id: number; answers: { gia_tri: number }[] }[] }[] }>(
    api,
    voter,
    'GET',
    `${V}/phien-ban-khao-sat/${versionId}/vi`,
  );
  const question = q.parts.find((p) => !p.la_thong_tin_chung && p.questions.some((x) => x.answers.length))!.questions.find((x) => x.answers.length)!;
  await call(api, voter, 'POST', `${V}/ket-qua`, {
    phien_ban_id: versionId,
    idempotency_key: crypto.randomUUID(),
    language: 'vi',
    answers: [{ cauhoi_id: question.cauhoi_id, gia_tri: [question.answers[question.answers.length - 1]!.gia_tri] }],
  });
}

test('a manager runs a campaign from its page: steps, start and send in one action, mails, the rate after a vote', async ({ page, playwright, baseURL }) => {
  test.setTimeout(240_000);
  const api = await playwright.request.newContext({ baseURL: baseURL! });
  const token = await apiToken(api, 'bvadmin');
  const id = await draftWithFiveStaff(api, token);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'bvadmin', `/vi/KhaoSat/ChienDich?phien_ban_id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Chiến dịch khảo sát' })).toBeVisible();
  const steps = page.getByRole('region', { name: 'Các bước' }).getByRole('listitem');
  await expect(steps).toHaveCount(8);
  await expect(steps.getByRole('heading')).toHaveText([
    'Bước 1: Bộ câu hỏi',
    'Bước 2: Người tham gia',
    'Bước 3: Nội dung thư mời',
    'Bước 4: Lịch (bắt đầu, kết thúc, nhắc)',
    'Bước 5: Bắt đầu và gửi thư mời',
    'Bước 6: Nhắc người chưa bình chọn',
    'Bước 7: Đóng khảo sát',
    'Bước 8: Kết quả',
  ]);
  await expect(steps.nth(1)).toContainText('5 nhân viên được mời');
  // Reminders wait for the start: disabled, with the reason and the step to do first, reached by keyboard.
  const reminders = steps.nth(5);
  await expect(reminders.getByRole('button', { name: 'Gửi thư nhắc ngay' })).toBeDisabled();
  await expect(reminders).toContainText('Khảo sát chưa bắt đầu.');
  await reminders.getByRole('link', { name: 'Làm trước: bước 5 “Bắt đầu và gửi thư mời”' }).focus();
  await page.keyboard.press('Enter');
  await expect(steps.nth(4)).toBeFocused();
  expect(await seriousViolations(page, '.hm-page'), 'campaign page at 1280 px').toEqual([]);

  // Start and send: one action, one confirmation (reached with the keyboard).
  const start = steps.nth(4).getByRole('button', { name: 'Bắt đầu và gửi thư mời' });
  await start.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Xác nhận' });
  await expect(dialog).toContainText(`Bắt đầu khảo sát “${TITLE}” và gửi thư mời ngay`);
  const answered = page.waitForResponse((r) => r.url().endsWith('/chien-dich/bat-dau-va-gui'));
  await dialog.getByRole('button', { name: 'Bắt đầu và gửi thư mời' }).click();
  const result = ((await (await answered).json()) as Envelope<{ started: boolean; queued: number; khong_co_email: number }>).data;
  expect(result.started).toBe(true);
  expect(result.queued + result.khong_co_email).toBe(5);
  expect(result.queued).toBeGreaterThan(0);
  await expect(page.getByText(`Đã bắt đầu khảo sát và xếp ${result.queued} thư mời vào hàng đợi`)).toBeVisible();
  await expect(steps.nth(4)).toContainText('Đã xong');
  await expect(reminders.getByRole('button', { name: 'Gửi thư nhắc ngay' })).toBeEnabled();

  // The mails arrive in the SMTP sink, one per participant with an address, each with a personal link.
  await expect.poll(async () => (await ours()).length, { timeout: 30_000 }).toBe(result.queued);
  const mails = await ours();
  expect(new Set(mails.flatMap((m) => m.to)).size).toBe(result.queued);
  const link = /(https?:\/\/\S+\/ChungThuc#t=\S+)/.exec(mails[0]!.text)?.[1];
  expect(link).toBeTruthy();

  // One vote through the mailed link: the rate moves (1 of 5).
  const overall = page.getByTestId('hm-campaign-overall');
  await expect(overall).toContainText('(0/5)');
  await voteThroughLink(api, link!, id);
  await page.reload();
  await expect(overall).toContainText('Toàn viện: 20 % (1/5), mục tiêu 60 %');
  await expect(page.getByRole('row', { name: /Liên kết cá nhân/ })).toContainText('51');
  await api.dispose();

  // A phone: nothing wider than the screen, no serious violation.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(overall).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page, '.hm-page'), 'campaign page at 360 px').toEqual([]);
});
