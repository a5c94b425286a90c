import { DEFAULT_MAIL_TEXTS, type TMailPreview, type TMailTexts, type TMailTextsTestResult, type TMailTextsView, type TSurveyVersion, type TVotePrivacyNotice } from '@hm/contract';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { decodeMime, startSmtpSink, type SmtpSink } from '../../helpers/smtp-sink.js';

/** Issue 26 item 2: the invitation texts a hospital writes, their preview, test mail and the staff privacy notice. */
let smtp: SmtpSink;
let t: TestApp;
let demoId: number;
let demo2Id: number;
let hsops2: number;
const tokens: Record<string, string> = {};
const S = '/votesafety/v1';

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    publicUrl: 'https://khaosat.example.vn',
    mail: { smtpUrl: smtp.url, from: 'Khảo sát <no-reply@example.vn>', intervalMs: 3_600_000, maxAttempts: 3 },
  });
  const rows = await t.database.db.selectFrom('hospital').select(['hospital_id', 'ma_benh_vien']).execute();
  demoId = rows.find((r) => r.ma_benh_vien === 'BVDEMO')!.hospital_id;
  demo2Id = rows.find((r) => r.ma_benh_vien === 'BVDEMO2')!.hospital_id;
  hsops2 = (
    await t.database.db.selectFrom('phien_ban_khao_sat').select('phien_ban_id').where('instrument_code', '=', 'HSOPS2').where('is_template', '=', true).executeTakeFirstOrThrow()
  ).phien_ban_id;
  for (const u of ['admin', 'bvadmin', 'nhanvien01', 'bv2admin']) tokens[u] = await t.login(u);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.as(tokens[user]!, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
const message = (res: { json(): unknown }) => (res.json() as { message: string }).message;

let versions = 0;
/** A started copy of HSOPS 2.0 for the demo hospital, ending 31/12/2030 17:00 (Vietnamese time). */
async function startedVersion(): Promise<number> {
  const res = await call('bvadmin', 'POST', `${S}/phien-ban-khao-sat/${hsops2}/copy`, {
    hospital_id: demoId,
    tieu_de_khao_sat: `Khảo sát nội dung thư ${++versions}`,
    time_start: '2026-01-01 08:00:00',
    time_end: '2030-12-31 17:00:00',
  });
  const id = body<TSurveyVersion>(res).data.phien_ban_id;
  expect((await call('bvadmin', 'POST', `${S}/phien-ban-khao-sat/${id}/start`)).statusCode).toBe(200);
  return id;
}
const firstRecord = (id: number) =>
  t.database.db
    .selectFrom('nhan_vien_khao_sat')
    .select(['nhan_vien_khao_sat_id', 'nhan_vien_id'])
    .where('phien_ban_id', '=', id)
    .orderBy('nhan_vien_khao_sat_id')
    .limit(1)
    .executeTakeFirstOrThrow();

const OWN: TMailTexts = {
  ...DEFAULT_MAIL_TEXTS,
  thu_moi: {
    vi: {
      tieu_de: 'Thư mời của {{benh_vien}} gửi {{ten_nhan_vien}}',
      noi_dung: 'Thân gửi {{ten_nhan_vien}},\n\nMời anh/chị trả lời trước {{han_hoan_thanh}}: {{lien_ket}}\n<b>Không</b> chuyển tiếp.\n\n{{nguoi_gui}}',
    },
    en: { tieu_de: 'Invitation from {{benh_vien}}', noi_dung: 'Dear {{ten_nhan_vien}}, answer before {{han_hoan_thanh}}: {{lien_ket}}\n{{nguoi_gui}}' },
  },
  nguoi_gui: { vi: 'TS. BS. Nguyễn Văn Giám\nGiám đốc', en: 'Dr Nguyen Van Giam, Director' },
  thong_bao_rieng_tu: { vi: 'Kết quả được trình bày tại hội nghị khoa học của bệnh viện.', en: 'Results are presented at the hospital’s annual meeting.' },
};
const save = (user: string, id: number, hospital: number, texts: TMailTexts) => call(user, 'PUT', `${S}/email/noi-dung-thu`, { phien_ban_id: id, hospital_id: hospital, ...texts });
const preview = (id: number, extra: Record<string, unknown> = {}) =>
  call('bvadmin', 'POST', `${S}/email/noi-dung-thu/xem-truoc`, {
    phien_ban_id: id,
    hospital_id: demoId,
    loai: 'invite',
    ngon_ngu: 'vi',
    ...OWN.thu_moi.vi,
    nguoi_gui: OWN.nguoi_gui.vi,
    ...extra,
  });

describe('invitation texts', () => {
  it('reads the defaults, saves the hospital’s own texts with an audit row, and reads them back', async () => {
    const id = await startedVersion();
    const first = body<TMailTextsView>(await call('bvadmin', 'GET', `${S}/email/noi-dung-thu?phien_ban_id=${id}&hospital_id=${demoId}`)).data;
    expect(first).toMatchObject({ da_luu: false, cap_nhat_luc: null, ngon_ngu_thu: 'vi', thu_moi: DEFAULT_MAIL_TEXTS.thu_moi, mac_dinh: DEFAULT_MAIL_TEXTS });

    const saved = await save('bvadmin', id, demoId, OWN);
    expect(saved.statusCode).toBe(200);
    const again = body<TMailTextsView>(await call('bvadmin', 'GET', `${S}/email/noi-dung-thu?phien_ban_id=${id}&hospital_id=${demoId}`)).data;
    expect(again).toMatchObject({ da_luu: true, thu_moi: OWN.thu_moi, nguoi_gui: OWN.nguoi_gui, thong_bao_rieng_tu: OWN.thong_bao_rieng_tu });
    expect(again.cap_nhat_luc).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id', 'hospital_id', 'phien_ban_id', 'changes'])
      .where('entity', '=', 'mailTexts')
      .where('phien_ban_id', '=', id)
      .execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'update', entity_id: String(id), hospital_id: demoId })]);
    expect(JSON.stringify(audit[0]!.changes)).toContain('Nguyễn Văn Giám');
  });

  it('refuses an unknown placeholder, naming it, and a body without the link; nothing is changed', async () => {
    const id = await startedVersion();
    await save('bvadmin', id, demoId, OWN);
    const unknown = await save('bvadmin', id, demoId, { ...OWN, thu_nhac: { ...OWN.thu_nhac, en: { tieu_de: 'Hi {{ten}}', noi_dung: OWN.thu_nhac.en.noi_dung } } });
    expect(unknown.statusCode).toBe(400);
    expect(message(unknown)).toContain('{{ten}}');
    expect(message(unknown)).toMatch(/^Thư nhắc \(tiếng Anh\), tiêu đề: Chỗ điền \{\{ten\}\} không có trong danh sách/);
    const noLink = await save('bvadmin', id, demoId, { ...OWN, thu_moi: { ...OWN.thu_moi, vi: { tieu_de: 'Mời', noi_dung: 'Kính gửi {{ten_nhan_vien}}' } } });
    expect(noLink.statusCode).toBe(400);
    expect(message(noLink)).toContain('{{lien_ket}}');
    const linkInSubject = await save('bvadmin', id, demoId, { ...OWN, thu_moi: { ...OWN.thu_moi, vi: { ...OWN.thu_moi.vi, tieu_de: 'Mời {{lien_ket}}' } } });
    expect(linkInSubject.statusCode).toBe(400);
    const stray = await save('bvadmin', id, demoId, { ...OWN, thu_moi: { ...OWN.thu_moi, vi: { ...OWN.thu_moi.vi, noi_dung: `${OWN.thu_moi.vi.noi_dung} {{ Tên }}` } } });
    expect(stray.statusCode).toBe(400);
    expect(message(stray)).toContain('{{ Tên');
    const inSignature = await save('bvadmin', id, demoId, { ...OWN, nguoi_gui: { vi: '{{benh_vien}}', en: '' } });
    expect(inSignature.statusCode).toBe(400);
    expect(body<TMailTextsView>(await call('bvadmin', 'GET', `${S}/email/noi-dung-thu?phien_ban_id=${id}&hospital_id=${demoId}`)).data.thu_moi).toEqual(OWN.thu_moi);
    expect(
      (
        await call('bvadmin', 'POST', `${S}/email/noi-dung-thu/xem-truoc`, {
          phien_ban_id: id,
          hospital_id: demoId,
          loai: 'invite',
          ngon_ngu: 'vi',
          tieu_de: '{{x}}',
          noi_dung: '{{lien_ket}}',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('previews with the chosen participant’s values, the Vietnamese deadline and a masked link; a name cannot inject HTML', async () => {
    const id = await startedVersion();
    const rec = await firstRecord(id);
    await t.database.db.updateTable('nhan_vien').set({ ten_nhan_vien: '<img src=x onerror=alert(1)> Lê "Ánh" & co' }).where('nhan_vien_id', '=', rec.nhan_vien_id).execute();
    const p = body<TMailPreview>(await preview(id, { nhan_vien_khao_sat_id: rec.nhan_vien_khao_sat_id })).data;
    expect(p.nguoi_nhan).toEqual({ nhan_vien_khao_sat_id: rec.nhan_vien_khao_sat_id, ten_nhan_vien: '<img src=x onerror=alert(1)> Lê "Ánh" & co' });
    expect(p.tieu_de).toMatch(/^Thư mời của .+ gửi <img src=x onerror=alert\(1\)> Lê "Ánh" & co$/);
    expect(p.noi_dung).toContain('trước 17:00 ngày 31/12/2030: https://khaosat.example.vn/ChungThuc#t=••••••');
    expect(p.noi_dung).toContain('TS. BS. Nguyễn Văn Giám\nGiám đốc');
    expect(p.html).not.toMatch(/<img|<b>/);
    expect(p.html).toContain('&lt;img src=x onerror=alert(1)&gt; Lê &quot;Ánh&quot; &amp; co');
    expect(p.html).toContain('&lt;b&gt;Không&lt;/b&gt;');
    expect(p.html).toContain('<a href="https://khaosat.example.vn/ChungThuc#t=••••••">');
    expect(p.html).toContain('TS. BS. Nguyễn Văn Giám<br>Giám đốc');
    // English: the English deadline; another hospital's record is not a participant here.
    const en = body<TMailPreview>(await preview(id, { ngon_ngu: 'en', ...OWN.thu_moi.en, nguoi_gui: OWN.nguoi_gui.en })).data;
    expect(en.noi_dung).toContain('answer before 17:00 on 31/12/2030 (Vietnam time)');
    const stranger = await t.database.db.selectFrom('nhan_vien_khao_sat').select('nhan_vien_khao_sat_id').where('hospital_id', '=', demo2Id).limit(1).executeTakeFirst();
    const notHere = await preview(id, { nhan_vien_khao_sat_id: stranger?.nhan_vien_khao_sat_id ?? 2_000_000 });
    expect(notHere.statusCode).toBe(404);
  });

  it('sends invitations with the hospital’s texts, its signature and the escaped name in the HTML part', async () => {
    const id = await startedVersion();
    await save('bvadmin', id, demoId, OWN);
    const rec = await firstRecord(id);
    await t.database.db.updateTable('nhan_vien').set({ ten_nhan_vien: '<script>x</script> Hoa', email: 'hoa@example.vn' }).where('nhan_vien_id', '=', rec.nhan_vien_id).execute();
    await call('bvadmin', 'POST', `${S}/email/send-email-moi-khao-sat`, { phien_ban_id: id, nhan_vien_khao_sat_ids: [rec.nhan_vien_khao_sat_id] });
    const row = await t.database.db.selectFrom('mail_outbox').select(['subject', 'is_test']).where('phien_ban_id', '=', id).executeTakeFirstOrThrow();
    expect(row.subject).toMatch(/^Thư mời của .+ gửi <script>x<\/script> Hoa$/);
    expect(row.is_test).toBe(false);
    smtp.received.length = 0;
    expect(await t.app.mailSender!.drain()).toBe(1);
    const raw = decodeMime(smtp.received[0]!.raw);
    expect(raw).toContain('Thân gửi <script>x</script> Hoa,'); // the plain-text part
    expect(raw).toContain('Thân gửi &lt;script&gt;x&lt;/script&gt; Hoa,'); // the HTML part
    expect(raw).toMatch(/trước 17:00 ngày 31\/12\/2030: https:\/\/khaosat\.example\.vn\/ChungThuc#t=\d+\.[A-Za-z0-9_-]{43}/);
    expect(raw).toContain('Giám đốc');
  });

  it('test send: an outbox row to the caller’s own e-mail, marked as a test, with the link masked, delivered by the sender', async () => {
    const id = await startedVersion();
    const account = await t.database.db.selectFrom('tai_khoan').select(['tai_khoan_id', 'nhan_vien_id']).where('ten_tai_khoan', '=', 'bvadmin').executeTakeFirstOrThrow();
    let staffId = account.nhan_vien_id;
    if (staffId === null) {
      staffId = (
        await t.database.db
          .selectFrom('nhan_vien')
          .select('nhan_vien_id')
          .where('hospital_id', '=', demoId)
          .where(
            'nhan_vien_id',
            'not in',
            t.database.db.selectFrom('tai_khoan').select('nhan_vien_id').where('nhan_vien_id', 'is not', null).$narrowType<{ nhan_vien_id: number }>(),
          )
          .limit(1)
          .executeTakeFirstOrThrow()
      ).nhan_vien_id;
      await t.database.db.updateTable('tai_khoan').set({ nhan_vien_id: staffId }).where('tai_khoan_id', '=', account.tai_khoan_id).execute();
    }
    await t.database.db.updateTable('nhan_vien').set({ email: 'quanly@example.vn' }).where('nhan_vien_id', '=', staffId).execute();
    const res = await call('bvadmin', 'POST', `${S}/email/noi-dung-thu/gui-thu`, {
      phien_ban_id: id,
      hospital_id: demoId,
      loai: 'invite',
      ngon_ngu: 'vi',
      ...OWN.thu_moi.vi,
      nguoi_gui: 'Ban Giám đốc',
    });
    expect(res.statusCode).toBe(200);
    const sent = body<TMailTextsTestResult>(res).data;
    expect(sent).toMatchObject({ to: 'quanly@example.vn', message: 'Đã đưa thư thử vào hộp thư gửi đi, gửi đến quanly@example.vn' });
    const row = await t.database.db.selectFrom('mail_outbox').selectAll().where('mail_id', '=', sent.mail_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_test: true, nhan_vien_khao_sat_id: null, to_address: 'quanly@example.vn', hospital_id: demoId, template: 'invite', status: 'pending' });
    expect(row.subject).toMatch(/^\[Thư thử\] Thư mời của /);
    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'hospital_id']).where('entity', '=', 'surveyMail').where('phien_ban_id', '=', id).execute();
    expect(audit).toEqual([{ action: 'send-test', hospital_id: demoId }]);

    smtp.received.length = 0;
    expect(await t.app.mailSender!.drain()).toBe(1);
    expect(smtp.received[0]!.to).toEqual(['quanly@example.vn']);
    const raw = decodeMime(smtp.received[0]!.raw);
    expect(raw).toContain('THƯ THỬ');
    expect(raw).toContain('https://khaosat.example.vn/ChungThuc#t=••••••');
    expect(raw).not.toMatch(/ChungThuc#t=\d+\./);
    expect(raw).toContain('Ban Giám đốc');
  });

  it('refuses another hospital’s version, callers without the mail function and a closed version', async () => {
    const id = await startedVersion();
    await save('bvadmin', id, demoId, OWN);
    const before = await t.database.db.selectFrom('mail_texts').select('texts').where('phien_ban_id', '=', id).executeTakeFirstOrThrow();
    expect((await call('bv2admin', 'GET', `${S}/email/noi-dung-thu?phien_ban_id=${id}&hospital_id=${demoId}`)).statusCode).toBe(403);
    expect((await save('bv2admin', id, demoId, DEFAULT_MAIL_TEXTS)).statusCode).toBe(403);
    const own = await save('bv2admin', id, demo2Id, DEFAULT_MAIL_TEXTS);
    expect(own.statusCode).toBe(400);
    expect(message(own)).toBe('Bệnh viện chưa tham gia phiên bản khảo sát này');
    expect(
      (await call('bv2admin', 'POST', `${S}/email/noi-dung-thu/xem-truoc`, { phien_ban_id: id, hospital_id: demoId, loai: 'invite', ngon_ngu: 'vi', ...OWN.thu_moi.vi }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('bv2admin', 'POST', `${S}/email/noi-dung-thu/gui-thu`, { phien_ban_id: id, hospital_id: demoId, loai: 'invite', ngon_ngu: 'vi', ...OWN.thu_moi.vi })).statusCode,
    ).toBe(403);
    expect((await save('nhanvien01', id, demoId, DEFAULT_MAIL_TEXTS)).statusCode).toBe(403);
    expect((await t.database.db.selectFrom('mail_texts').select('texts').where('phien_ban_id', '=', id).executeTakeFirstOrThrow()).texts).toEqual(before.texts);
    expect(await t.database.db.selectFrom('mail_texts').select('hospital_id').where('phien_ban_id', '=', id).execute()).toEqual([{ hospital_id: demoId }]);

    await call('bvadmin', 'POST', `${S}/phien-ban-khao-sat/${id}/close`, { status_khao_sat: 2 });
    const closed = await save('bvadmin', id, demoId, DEFAULT_MAIL_TEXTS);
    expect(closed.statusCode).toBe(409);
  });

  it('the vote’s first page reads the minimum group size, the deadline and the hospital’s note', async () => {
    const id = await startedVersion();
    await save('bvadmin', id, demoId, OWN);
    const res = await call('nhanvien01', 'GET', `${S}/phien-ban-khao-sat/${id}/thong-bao-rieng-tu`);
    expect(res.statusCode).toBe(200);
    const notice = body<TVotePrivacyNotice>(res).data;
    expect(notice).toMatchObject({ nguong_toi_thieu: 5, time_end: '2030-12-31 17:00:00', ghi_chu: OWN.thong_bao_rieng_tu });
    expect(notice.benh_vien).not.toBe('');
    // Another hospital's administrator reads no notice of this version.
    expect((await call('bv2admin', 'GET', `${S}/phien-ban-khao-sat/${id}/thong-bao-rieng-tu`)).statusCode).toBe(403);
  });
});
