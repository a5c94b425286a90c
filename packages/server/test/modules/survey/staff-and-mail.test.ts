import type { TMailServerStatus, TOutboxMail, TPage, TSendMailResult, TStaffSurvey, TStaffSurveyGroup, TSurveyVersion, TSurveyVersionRow } from '@hm/contract';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { decodeMime, startSmtpSink, type SmtpSink } from '../../helpers/smtp-sink.js';

let smtp: SmtpSink;
let t: TestApp;
let demoId: number;
let hsops2: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    publicUrl: 'https://khaosat.example.vn',
    mail: { smtpUrl: smtp.url, from: 'Khảo sát <no-reply@example.vn>', intervalMs: 3_600_000, maxAttempts: 3 },
  });
  const rows = await t.database.db.selectFrom('hospital').select(['hospital_id', 'ma_benh_vien']).execute();
  demoId = rows.find((r) => r.ma_benh_vien === 'BVDEMO')!.hospital_id;
  hsops2 = (
    await t.database.db.selectFrom('phien_ban_khao_sat').select('phien_ban_id').where('instrument_code', '=', 'HSOPS2').where('is_template', '=', true).executeTakeFirstOrThrow()
  ).phien_ban_id;
  for (const u of ['admin', 'bvadmin', 'nhanvien01', 'bv2admin']) tokens[u] = await t.login(u);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const S = '/votesafety/v1';

const call = (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.as(tokens[user]!, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
const window = { time_start: '2026-01-01 08:00:00', time_end: '2030-12-31 17:00:00' };

let versions = 0;
async function newVersion(): Promise<number> {
  const res = await call('bvadmin', 'POST', `${S}/phien-ban-khao-sat/${hsops2}/copy`, { hospital_id: demoId, tieu_de_khao_sat: `Khảo sát thư mời ${++versions}`, ...window });
  return body<TSurveyVersion>(res).data.phien_ban_id;
}
const activeStaff = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('nhan_vien')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('hospital_id', '=', demoId)
        .where('tam_ngung', '=', false)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('staff survey records', () => {
  it('start keeps a hand-picked invitation; widening it to the whole hospital is an explicit choice, previewed per hospital', async () => {
    const id = await newVersion();
    const staffCount = await activeStaff();
    const picked = await t.database.db
      .selectFrom('nhan_vien')
      .select('nhan_vien_id')
      .where('hospital_id', '=', demoId)
      .where('tam_ngung', '=', false)
      .orderBy('nhan_vien_id')
      .limit(3)
      .execute();
    await call('bvadmin', 'POST', `${S}/nhan-vien-khao-sat`, { phien_ban_id: id, hospital_id: demoId, nhan_vien_ids: picked.map((p) => p.nhan_vien_id) });
    const preview = body<{ hospital_id: number; da_moi: number; tong_nhan_vien: number }[]>(await call('bvadmin', 'GET', `${S}/phien-ban-khao-sat/${id}/start-preview`)).data;
    expect(preview).toEqual([expect.objectContaining({ hospital_id: demoId, da_moi: 3, tong_nhan_vien: staffCount })]);
    expect(body(await call('bvadmin', 'POST', `${S}/phien-ban-khao-sat/${id}/start`, {})).data).toMatchObject({ created: 0, total: 3 });
    // Paused, then started again asking for the whole hospital.
    await call('bvadmin', 'POST', `${S}/phien-ban-khao-sat/${id}/close`, { status_khao_sat: 3 });
    expect(body(await call('bvadmin', 'POST', `${S}/phien-ban-khao-sat/${id}/start`, { moi_toan_bo: true })).data).toMatchObject({ created: staffCount - 3, total: staffCount });
    expect((await call('bv2admin', 'GET', `${S}/phien-ban-khao-sat/${id}/start-preview`)).statusCode).toBe(403);
  });

  it('start creates one record per active staff member; syncing again adds only new staff and resets nothing', async () => {
    const id = await newVersion();
    const staffCount = await activeStaff();
    const start = body<{ created: number; total: number }>(await call('bvadmin', 'POST', `${S}/phien-ban-khao-sat/${id}/start`)).data;
    expect(start).toMatchObject({ created: staffCount, total: staffCount });

    // A vote already recorded must survive a sync.
    const first = await t.database.db
      .selectFrom('nhan_vien_khao_sat')
      .select('nhan_vien_khao_sat_id')
      .where('phien_ban_id', '=', id)
      .orderBy('nhan_vien_khao_sat_id')
      .executeTakeFirstOrThrow();
    await t.database.db.updateTable('nhan_vien_khao_sat').set({ status_khao_sat: 2, hop_le: 1 }).where('nhan_vien_khao_sat_id', '=', first.nhan_vien_khao_sat_id).execute();
    await t.database.db.insertInto('nhan_vien').values({ hospital_id: demoId, ma_nhan_vien: 'NV-MOI', ten_nhan_vien: 'Nhân viên Mới', email: 'moi@bvdemo.example.vn' }).execute();

    const sync = await call('bvadmin', 'POST', `${S}/nhan-vien-khao-sat/tao-nhan-vien-khao-sat-benh-vien`, { phien_ban_id: id, hospital_id: demoId });
    expect(body(sync).data).toEqual({ created: 1, total: staffCount + 1 });
    const again = await call('bvadmin', 'POST', `${S}/nhan-vien-khao-sat/tao-nhan-vien-khao-sat-benh-vien`, { phien_ban_id: id, hospital_id: demoId });
    expect(body(again).data).toEqual({ created: 0, total: staffCount + 1 });
    const kept = await t.database.db
      .selectFrom('nhan_vien_khao_sat')
      .select(['status_khao_sat', 'hop_le'])
      .where('nhan_vien_khao_sat_id', '=', first.nhan_vien_khao_sat_id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ status_khao_sat: 2, hop_le: 1 });

    const list = body<TPage<TSurveyVersionRow>>(await call('bvadmin', 'GET', `${S}/phien-ban-khao-sat?keyword=`)).data.data.find((v) => v.phien_ban_id === id)!;
    expect(list).toMatchObject({ so_da_binh_chon: 1, tong_so_nhan_vien: staffCount + 1 });
    const groups = body<TStaffSurveyGroup[]>(await call('bvadmin', 'GET', `${S}/phien-ban-khao-sat/nhan-vien-khao-sat?phien_ban_id=${id}`)).data;
    expect(groups).toEqual([expect.objectContaining({ hospital_id: demoId, tong_so: staffCount + 1, da_binh_chon: 1, hop_le: 1, chua_binh_chon: staffCount })]);

    const page = body<TPage<TStaffSurvey>>(await call('bvadmin', 'GET', `${S}/nhan-vien-khao-sat?phien_ban_id=${id}&status_khao_sat=2`)).data;
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({ status_khao_sat: 2, hop_le: 1, ineligible: false, co_email: true });

    // Ineligible only for staff who have not voted.
    const voted = await call('bvadmin', 'PUT', `${S}/nhan-vien-khao-sat/ineligible`, { nhan_vien_khao_sat_id: first.nhan_vien_khao_sat_id, ineligible: true });
    expect(voted.statusCode).toBe(409);
    const other = (await call('bvadmin', 'GET', `${S}/nhan-vien-khao-sat?phien_ban_id=${id}&status_khao_sat=1&size=1`)).json().data.data[0] as TStaffSurvey;
    const ok = await call('bvadmin', 'PUT', `${S}/nhan-vien-khao-sat/ineligible`, { nhan_vien_khao_sat_id: other.nhan_vien_khao_sat_id, ineligible: true });
    expect(body<TStaffSurvey>(ok).data.ineligible).toBe(true);
    expect((await call('bvadmin', 'DELETE', `${S}/nhan-vien-khao-sat/${first.nhan_vien_khao_sat_id}`)).statusCode).toBe(409);
  });

  it('invites chosen staff and refuses staff of another hospital, other callers and bad input', async () => {
    const id = await newVersion();
    const staff = await t.database.db.selectFrom('nhan_vien').select(['nhan_vien_id', 'hospital_id']).orderBy('nhan_vien_id').execute();
    const mine = staff
      .filter((s) => s.hospital_id === demoId)
      .slice(0, 3)
      .map((s) => s.nhan_vien_id);
    const theirs = staff.find((s) => s.hospital_id !== demoId)!.nhan_vien_id;
    const res = await call('bvadmin', 'POST', `${S}/nhan-vien-khao-sat`, { phien_ban_id: id, hospital_id: demoId, nhan_vien_ids: mine });
    expect(body(res).data).toEqual({ created: 3, total: 3 });
    const bad = await call('bvadmin', 'POST', `${S}/nhan-vien-khao-sat`, { phien_ban_id: id, hospital_id: demoId, nhan_vien_ids: [theirs] });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe('Có nhân viên không thuộc bệnh viện hoặc đã ngừng làm việc');
    expect((await call('bvadmin', 'POST', `${S}/nhan-vien-khao-sat`, { phien_ban_id: id, hospital_id: demoId, nhan_vien_ids: [] })).statusCode).toBe(400);
    expect((await call('nhanvien01', 'POST', `${S}/nhan-vien-khao-sat`, { phien_ban_id: id, hospital_id: demoId, nhan_vien_ids: mine })).statusCode).toBe(403);
    expect((await call('bv2admin', 'GET', `${S}/nhan-vien-khao-sat?phien_ban_id=${id}`)).statusCode).toBe(403);
    expect((await call('bv2admin', 'POST', `${S}/nhan-vien-khao-sat/tao-nhan-vien-khao-sat-benh-vien`, { phien_ban_id: id, hospital_id: demoId })).statusCode).toBe(403);
    const records = await t.database.db.selectFrom('nhan_vien_khao_sat').select('nhan_vien_khao_sat_id').where('phien_ban_id', '=', id).execute();
    expect(records).toHaveLength(3);
  });

  it('tells staff members their own state for a version', async () => {
    const id = await newVersion();
    const before = body(await call('nhanvien01', 'GET', `${S}/nhan-vien-khao-sat/check?phien_ban_id=${id}`)).data;
    expect(before).toMatchObject({ invited: false });
    await call('bvadmin', 'POST', `${S}/phien-ban-khao-sat/${id}/start`);
    const after = body(await call('nhanvien01', 'GET', `${S}/nhan-vien-khao-sat/check?phien_ban_id=${id}`)).data;
    expect(after).toMatchObject({ invited: true, status_khao_sat: 1, hop_le: -1 });
    const open = body<{ phien_ban_id: number; trang_thai_cua_toi: number }[]>(await call('nhanvien01', 'GET', `${S}/phien-ban-khao-sat-new`)).data;
    expect(open.find((v) => v.phien_ban_id === id)).toMatchObject({ trang_thai_cua_toi: 1 });
    const form = await call('nhanvien01', 'GET', `${S}/phien-ban-khao-sat/${id}/vi`);
    expect(form.statusCode).toBe(200);
    expect((await call('nhanvien01', 'GET', `${S}/phien-ban-khao-sat/${id}`)).statusCode).toBe(403);
  });
});

describe('mails', () => {
  it('queues invitations in the outbox, sends them over SMTP with the personal link, and masks the link in the outbox', async () => {
    const id = await newVersion();
    const notStarted = await call('bvadmin', 'POST', `${S}/email/send-email-moi-khao-sat`, { phien_ban_id: id });
    expect(notStarted.statusCode).toBe(409);
    await call('bvadmin', 'POST', `${S}/phien-ban-khao-sat/${id}/start`);
    const first = await t.database.db
      .selectFrom('nhan_vien_khao_sat as r')
      .innerJoin('nhan_vien as nv', 'nv.nhan_vien_id', 'r.nhan_vien_id')
      .select(['r.nhan_vien_id', 'r.nhan_vien_khao_sat_id'])
      .where('r.phien_ban_id', '=', id)
      .orderBy('nv.ma_nhan_vien')
      .limit(2)
      .execute();
    await t.database.db.updateTable('nhan_vien').set({ email: null }).where('nhan_vien_id', '=', first[1]!.nhan_vien_id).execute();

    const sent = body<TSendMailResult>(
      await call('bvadmin', 'POST', `${S}/email/send-email-moi-khao-sat`, { phien_ban_id: id, nhan_vien_khao_sat_ids: first.map((r) => r.nhan_vien_khao_sat_id) }),
    ).data;
    expect(sent).toEqual({ queued: 1, khong_co_email: 1, bo_qua: 0 });
    const pending = body<TPage<TOutboxMail>>(await call('bvadmin', 'GET', `${S}/email/hop-thu?phien_ban_id=${id}`)).data;
    expect(pending.data).toHaveLength(1);
    expect(pending.data[0]).toMatchObject({ status: 'pending', template: 'invite', attempts: 0 });
    expect(pending.data[0]!.noi_dung).toContain('https://khaosat.example.vn/ChungThuc#t=••••••');
    // Deadlines in mails are Vietnamese: HH:mm ngày dd/MM/yyyy.
    expect(pending.data[0]!.noi_dung).toContain('Hạn hoàn thành: 17:00 ngày 31/12/2030');

    smtp.received.length = 0;
    expect(await t.app.mailSender!.drain()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual([pending.data[0]!.to_address]);
    const raw = decodeMime(smtp.received[0]!.raw);
    const link = /https:\/\/khaosat\.example\.vn\/ChungThuc#t=(\d+)\.([A-Za-z0-9_-]{43})/.exec(raw);
    expect(link?.[1]).toBe(String(first[0]!.nhan_vien_khao_sat_id));
    expect(smtp.received[0]!.raw).toMatch(/Subject: =\?UTF-8\?/i);
    expect(raw).toContain('Kính gửi');

    const after = body<TPage<TOutboxMail>>(await call('bvadmin', 'GET', `${S}/email/hop-thu?phien_ban_id=${id}`)).data;
    expect(after.data[0]).toMatchObject({ status: 'sent', attempts: 1 });
    expect(after.data[0]!.noi_dung).not.toContain(link![2]);
    expect(JSON.stringify(after)).not.toContain(link![2]);

    // Reminders go only to staff who have not completed; the same personal link is sent again.
    await t.database.db
      .updateTable('nhan_vien_khao_sat')
      .set({ status_khao_sat: 2, hop_le: 1 })
      .where('phien_ban_id', '=', id)
      .where('nhan_vien_khao_sat_id', '!=', first[0]!.nhan_vien_khao_sat_id)
      .execute();
    const remind = body<TSendMailResult>(await call('bvadmin', 'POST', `${S}/email/send-email`, { phien_ban_id: id })).data;
    expect(remind.queued).toBe(1);
    expect(remind.bo_qua).toBeGreaterThan(10);
    smtp.received.length = 0;
    await t.app.mailSender!.drain();
    expect(smtp.received).toHaveLength(1);
    expect(decodeMime(smtp.received[0]!.raw)).toContain(`${link![1]}.${link![2]}`);
  });

  it('retries a failed delivery later and gives up after the last attempt', async () => {
    const id = await newVersion();
    await call('bvadmin', 'POST', `${S}/phien-ban-khao-sat/${id}/start`);
    const rec = await t.database.db.selectFrom('nhan_vien_khao_sat').select('nhan_vien_khao_sat_id').where('phien_ban_id', '=', id).limit(1).executeTakeFirstOrThrow();
    await call('bvadmin', 'POST', `${S}/email/send-email-moi-khao-sat`, { phien_ban_id: id, nhan_vien_khao_sat_ids: [rec.nhan_vien_khao_sat_id] });
    const mail = await t.database.db.selectFrom('mail_outbox').select('mail_id').where('phien_ban_id', '=', id).executeTakeFirstOrThrow();
    await t.database.db.updateTable('mail_outbox').set({ to_address: 'không hợp lệ' }).where('mail_id', '=', mail.mail_id).execute();
    for (let i = 0; i < 3; i++) {
      await t.database.db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: new Date(Date.now() - 1000) })
        .where('mail_id', '=', mail.mail_id)
        .execute();
      await t.app.mailSender!.drain();
    }
    const row = await t.database.db.selectFrom('mail_outbox').select(['status', 'attempts', 'last_error']).where('mail_id', '=', mail.mail_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row.last_error).toBeTruthy();
  });

  it('refuses mails to callers without the function or from another hospital', async () => {
    const id = await newVersion();
    await call('bvadmin', 'POST', `${S}/phien-ban-khao-sat/${id}/start`);
    expect((await call('nhanvien01', 'POST', `${S}/email/send-email-moi-khao-sat`, { phien_ban_id: id })).statusCode).toBe(403);
    expect((await call('bv2admin', 'POST', `${S}/email/send-email`, { phien_ban_id: id })).statusCode).toBe(403);
    expect((await call('nhanvien01', 'GET', `${S}/email/hop-thu`)).statusCode).toBe(403);
    const theirs = body<TPage<TOutboxMail>>(await call('bv2admin', 'GET', `${S}/email/hop-thu`)).data;
    expect(theirs.data.every((m) => m.hospital_id !== demoId)).toBe(true);
    expect((await call('bvadmin', 'POST', `${S}/email/send-email`, { phien_ban_id: 'x' })).statusCode).toBe(400);
  });

  it('says whether a mail server is configured, with the queue of the caller’s hospitals only', async () => {
    const id = await newVersion();
    await call('bvadmin', 'POST', `${S}/phien-ban-khao-sat/${id}/start`);
    await call('bvadmin', 'POST', `${S}/email/send-email-moi-khao-sat`, { phien_ban_id: id });
    const count = async (hospital: number | null, status: 'pending' | 'sent' | 'failed') => {
      let q = t.database.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', status);
      if (hospital !== null) q = q.where('hospital_id', '=', hospital);
      return Number((await q.executeTakeFirstOrThrow()).n);
    };
    const mine = body<TMailServerStatus>(await call('bvadmin', 'GET', `${S}/email/trang-thai`)).data;
    expect(mine).toMatchObject({ configured: true, pending: await count(demoId, 'pending'), failed: await count(demoId, 'failed') });
    expect(mine.pending).toBeGreaterThan(0);
    const theirs = body<TMailServerStatus>(await call('bv2admin', 'GET', `${S}/email/trang-thai`)).data;
    expect(theirs.pending).toBeLessThan(mine.pending);
    expect((await call('nhanvien01', 'GET', `${S}/email/trang-thai`)).statusCode).toBe(403);
    // Without SMTP_URL the outbox says that nothing will be sent.
    const bare = await createTestApp();
    try {
      const res = await bare.as(await bare.login('bvadmin'), { method: 'GET', url: `${S}/email/trang-thai` });
      expect(body<TMailServerStatus>(res).data).toMatchObject({ configured: false });
    } finally {
      await bare.close();
    }
  });
});
