/**
 * Mail settings (issue 13 item 10) through HTTP: the system page's status (configured or not,
 * server, sender, the newest error and when) and a test mail sent now through a fake SMTP server,
 * answered with success or the server's refusal in Vietnamese; audited; refused without SMTP_URL.
 */
import type { TMailSettings, TMailTestResult } from '@hm/contract';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { startSmtpSink, type SmtpSink } from '../../helpers/smtp-sink.js';

const V = '/votesafety/v1';
let smtp: SmtpSink;
let port = 0;

beforeAll(async () => {
  // Accepts one account's password and refuses one domain's recipients.
  smtp = await startSmtpSink({
    allowInsecureAuth: true,
    onAuth(auth, _session, cb) {
      if (auth.username === 'thu' && auth.password === 'bi-mat') return cb(null, { user: auth.username });
      cb(new Error('Sai tên hoặc mật khẩu'));
    },
    onRcptTo(address, _session, cb) {
      if (address.address.endsWith('@tu-choi.example.vn')) return cb(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
      cb();
    },
  });
  port = smtp.port;
});
afterAll(() => smtp.close());

describe('without an SMTP server', () => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({ mail: { smtpUrl: null, from: 'Khảo sát <no-reply@example.vn>', intervalMs: 3_600_000, maxAttempts: 3 } });
    for (const u of ['admin', 'bvadmin', 'nhanvien01']) tok[u] = await t.login(u);
  });
  afterAll(() => t.close());

  it('says so on the settings and refuses a test mail clearly', async () => {
    const settings = body<TMailSettings>(await t.as(tok.bvadmin!, { method: 'GET', url: `${V}/email/cau-hinh` })).data;
    expect(settings).toMatchObject({ configured: false, server: null, from: 'Khảo sát <no-reply@example.vn>', last_error: null, last_error_at: null });
    const res = await t.as(tok.bvadmin!, { method: 'POST', url: `${V}/email/thu-nghiem`, payload: { email: 'a@example.vn' } });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toMatch(/SMTP_URL/);
  });

  it('is for administrators: staff get 403', async () => {
    expect((await t.as(tok.nhanvien01!, { method: 'GET', url: `${V}/email/cau-hinh` })).statusCode).toBe(403);
    expect((await t.as(tok.nhanvien01!, { method: 'POST', url: `${V}/email/thu-nghiem`, payload: {} })).statusCode).toBe(403);
  });
});

describe('with an SMTP server', () => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({
      mail: { smtpUrl: `smtp://thu:bi-mat@127.0.0.1:${port}?ignoreTLS=true`, from: 'Khảo sát <no-reply@example.vn>', intervalMs: 3_600_000, maxAttempts: 3 },
    });
    for (const u of ['admin', 'bvadmin']) tok[u] = await t.login(u);
  });
  afterAll(() => t.close());
  const test = (u: string, payload: unknown) => t.as(tok[u]!, { method: 'POST', url: `${V}/email/thu-nghiem`, payload: payload as object });

  it('shows the server without its credentials, and the newest error with its time', async () => {
    const demo = (await t.database.db.selectFrom('hospital').select('hospital_id').where('ma_benh_vien', '=', 'BVDEMO').executeTakeFirstOrThrow()).hospital_id;
    await t.database.db
      .insertInto('mail_outbox')
      .values({
        hospital_id: demo,
        template: 'invite',
        to_address: 'x@example.vn',
        next_attempt_at: new Date(),
        created_at: new Date(),
        last_error: 'connect ECONNREFUSED',
        last_error_at: new Date('2025-03-01T02:03:04Z'),
      })
      .execute();
    const res = await t.as(tok.bvadmin!, { method: 'GET', url: `${V}/email/cau-hinh` });
    expect(res.body).not.toMatch(/bi-mat/);
    expect(body<TMailSettings>(res).data).toMatchObject({
      configured: true,
      server: `127.0.0.1:${port}`,
      pending: 1,
      last_error: 'connect ECONNREFUSED',
      last_error_at: '2025-03-01 09:03:04',
    });
  });

  it('sends one mail now to the address given, audited', async () => {
    const res = await test('bvadmin', { email: 'kiem-tra@example.vn' });
    expect(res.statusCode).toBe(200);
    expect(body<TMailTestResult>(res).data).toEqual({ sent: true, to: 'kiem-tra@example.vn', error: null, detail: null });
    expect(smtp.received.at(-1)!.to).toEqual(['kiem-tra@example.vn']);
    expect(smtp.received.at(-1)!.raw).toMatch(/Subject: /);
    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'detail']).where('entity', '=', 'mail').execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'thu-nghiem', detail: expect.objectContaining({ to: 'kiem-tra@example.vn', sent: true }) })]);
  });

  it('defaults to the caller’s own staff e-mail, and asks for one when there is none', async () => {
    const none = await test('admin', {});
    expect(none.statusCode).toBe(400);
    expect(body(none).message).toMatch(/nhập địa chỉ/);
    const staff = await t.database.db
      .selectFrom('nhan_vien as nv')
      .select(['nv.nhan_vien_id', 'nv.email'])
      .where('nv.email', 'is not', null)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('tai_khoan as tk').select('tk.tai_khoan_id').whereRef('tk.nhan_vien_id', '=', 'nv.nhan_vien_id'))))
      .orderBy('nv.nhan_vien_id')
      .executeTakeFirstOrThrow();
    await t.database.db.updateTable('tai_khoan').set({ nhan_vien_id: staff.nhan_vien_id }).where('ten_tai_khoan', '=', 'admin').execute();
    const res = await test('admin', {});
    expect(body<TMailTestResult>(res).data).toMatchObject({ sent: true, to: staff.email });
  });

  it('answers the SMTP server’s refusal in Vietnamese with its own words', async () => {
    const res = await test('bvadmin', { email: 'ai-do@tu-choi.example.vn' });
    expect(res.statusCode).toBe(200);
    const r = body<TMailTestResult>(res).data;
    expect(r).toMatchObject({ sent: false, to: 'ai-do@tu-choi.example.vn', error: 'Máy chủ thư từ chối địa chỉ người nhận hoặc người gửi' });
    expect(r.detail).toMatch(/550/);
  });

  it('refuses a bad address before sending', async () => {
    const before = smtp.received.length;
    const res = await test('bvadmin', { email: 'khong phai email' });
    expect(res.statusCode).toBe(400);
    expect(smtp.received.length).toBe(before);
  });
});

describe('with an SMTP server that does not answer', () => {
  it('says the server cannot be reached', async () => {
    const t = await createTestApp({ mail: { smtpUrl: 'smtp://127.0.0.1:1?ignoreTLS=true', from: 'x@example.vn', intervalMs: 3_600_000, maxAttempts: 3 } });
    try {
      const res = await t.as(await t.login('bvadmin'), { method: 'POST', url: `${V}/email/thu-nghiem`, payload: { email: 'a@example.vn' } });
      expect(body<TMailTestResult>(res).data).toMatchObject({ sent: false, error: expect.stringMatching(/Không kết nối được máy chủ thư/) });
    } finally {
      await t.close();
    }
  });
});
