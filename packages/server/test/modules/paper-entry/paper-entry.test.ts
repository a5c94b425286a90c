import { type TPaperEntryResult, type TPaperSheet, type TResponseRates, VERSION_STATUS } from '@hm/contract';
import { sql } from 'kysely';
import { hashPassword } from '../../../src/modules/auth/passwords.js';
import { CAMPAIGN_CHANNEL_COUNTERS } from '../../../src/modules/campaign/channels.js';
import { PAPER_CODE_PER_MINUTE } from '../../../src/modules/paper-entry/routes.js';
import { purgeDue } from '../../../src/modules/retention/purge.js';
import { holdShuffles, releaseAllHeld } from '../../../src/modules/survey-core/vote-hold.js';
import { DEMO_PASSWORD } from '../../../src/seed/demo.js';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { pdfText } from '../../helpers/pdf-text.js';
import { openVersion, type OpenVersion, V, voteCounts, voteFixture, type VoteFixture } from '../voting/fixtures.js';

/**
 * Paper questionnaires keyed in twice (docs/decisions/paper-entry.md): printing a paper batch,
 * two keyings by two accounts, a mismatch resolved by a third, exactly one vote per code,
 * anonymity, bad input and other hospitals. Runs on both engines (HM_TEST_DATABASE_URL).
 */
let t: TestApp;
let f: VoteFixture;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
  f = await voteFixture(t);
  // Two more keyers of BVDEMO and one of BVDEMO2 (hospital administrators hold NHAP_PHIEU_GIAY).
  const g = await f.db.selectFrom('phan_quyen').select('phan_quyen_id').where('ma_phan_quyen', '=', 'HOSPITAL_ADMIN').executeTakeFirstOrThrow();
  for (const [user, hospital] of [
    ['nhapphieu2', f.demoId],
    ['doichieu3', f.demoId],
    ['bv2nhapphieu', f.demo2Id],
  ] as const) {
    await f.db
      .insertInto('tai_khoan')
      .values({
        ten_tai_khoan: user,
        mat_khau_hash: await hashPassword(DEMO_PASSWORD),
        display_name: user,
        phan_quyen_id: g.phan_quyen_id,
        hospital_id: hospital,
        nhan_vien_id: null,
        tokens_valid_after: new Date(0),
        created_at: new Date(),
      })
      .execute();
    tokens.set(user, await t.login(user));
  }
});
afterAll(() => t.close());

const P = `${V}/phieu-giay`;
const counter = (channel: 'card' | 'paper') => CAMPAIGN_CHANNEL_COUNTERS.find((c) => c.channel === channel)!;
const CODE = /\b[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}\b/g;
let ip = 10;
const as = (user: string, url: string, payload: object, from = `10.8.0.${++ip}`) =>
  t.app.inject({ method: 'POST', url, remoteAddress: from, headers: { authorization: `Bearer ${tokens.get(user)}` }, payload });
const call = (user: string, url: string, payload: object) => (tokens.has(user) ? as(user, url, payload) : f.call(user as 'bvadmin', 'POST', url, payload));

/** Prints a paper batch of the version's largest department; the codes read back from the PDF's text. */
async function printPapers(v: OpenVersion, n: number) {
  const dept = await f.db
    .selectFrom('nhan_vien_khao_sat')
    .select(['phong_ban_id', sql<number>`count(*)::int`.as('n')])
    .where('phien_ban_id', '=', v.versionId)
    .where('phong_ban_id', 'is not', null)
    .groupBy('phong_ban_id')
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  const res = await f.call('bvadmin', 'POST', `${V}/the-binh-chon/in`, {
    phien_ban_id: v.versionId,
    hospital_id: v.hospitalId,
    phong_ban_id: dept.phong_ban_id,
    so_the: n,
    loai: 'paper',
  });
  if (res.statusCode !== 200) throw new Error(`print: ${res.statusCode} ${res.body}`);
  expect(res.headers['content-type']).toBe('application/pdf');
  const text = pdfText(res.rawPayload).text;
  return { text, codes: [...new Set(text.match(CODE) ?? [])], dept: dept.phong_ban_id! };
}

const entry = (v: OpenVersion, code: string, a1: number | null, a2: number | null = 2, unit: number | null = 1, hospital = v.hospitalId) => ({
  hospital_id: hospital,
  ma_phieu: code,
  phien_ban_id: v.versionId,
  answers: [
    { cauhoi_id: v.s.a1, gia_tri: a1 },
    { cauhoi_id: v.s.a2, gia_tri: a2 },
    { cauhoi_id: v.s.unit, gia_tri: unit },
  ],
});
const rates = async (v: OpenVersion) =>
  body<TResponseRates>(await f.call('bvadmin', 'GET', `${V}/dash-board/thong-ke-ty-le-phan-hoi?phien_ban_id=${v.versionId}&hospital_id=${v.hospitalId}`)).data.total;

describe('paper questionnaires keyed in twice', () => {
  it('prints the version’s items and a code per paper; two keyers, a mismatch, a third resolves; one vote per code; the rate counts paper', async () => {
    const v = await openVersion(f);
    const { text, codes } = await printPapers(v, 3);
    expect(codes).toHaveLength(3);
    for (const s of ['Chúng tôi làm việc cùng nhau hiệu quả.', 'We work together as an effective team.', 'Disagree', 'Does not', 'Làm việc nhóm', 'Khoa nội', 'Mã phiếu'])
      expect(text).toContain(s);
    // Paper codes never open the online card vote, and cards' counts stay apart.
    const online = await t.app.inject({ method: 'POST', url: `${V}/the-binh-chon/mo`, remoteAddress: '10.7.0.1', payload: { ma_the: codes[0] } });
    expect(online.statusCode).toBe(404);
    const before = await rates(v);
    expect(before.kenh!.paper).toEqual({ invited: 3, submitted: 0, complete: 0, rate: 0 });
    expect(before.kenh!.card.invited).toBe(0);

    // Open: the keyable items (A1, A2 and the unit; not the free text nor the checkbox part).
    const opened = await call('bvadmin', `${P}/mo`, { hospital_id: v.hospitalId, ma_phieu: codes[0]!.toLowerCase() });
    expect(opened.statusCode).toBe(200);
    const sheet = body<TPaperSheet>(opened).data;
    expect(sheet).toMatchObject({ phien_ban_id: v.versionId, trang_thai: 'new', lech: [] });
    expect(sheet.parts.flatMap((p) => p.questions.map((q) => q.cauhoi_id))).toEqual([v.s.a1, v.s.a2, v.s.unit]);

    // First keying; the same account is refused a second one.
    expect(body<TPaperEntryResult>(await call('bvadmin', `${P}/nhap`, entry(v, codes[0]!, 4))).data).toEqual({ trang_thai: 'second', so_lech: 0 });
    const same = await call('bvadmin', `${P}/nhap`, entry(v, codes[0]!, 4));
    expect([same.statusCode, body(same).message]).toEqual([409, 'Bạn đã nhập phiếu này một lần; lần nhập thứ hai phải do một người khác thực hiện']);
    expect((await call('bvadmin', `${P}/mo`, { hospital_id: v.hospitalId, ma_phieu: codes[0] })).statusCode).toBe(409);
    expect(body<TPaperSheet>(await call('nhapphieu2', `${P}/mo`, { hospital_id: v.hospitalId, ma_phieu: codes[0] })).data.trang_thai).toBe('second');

    // Second keying disagrees on A1 (4 against 9 = does not apply): the paper waits for a third person.
    expect(body<TPaperEntryResult>(await call('nhapphieu2', `${P}/nhap`, entry(v, codes[0]!, 9))).data).toEqual({ trang_thai: 'mismatch', so_lech: 1 });
    for (const keyer of ['bvadmin', 'nhapphieu2']) {
      const again = await call(keyer, `${P}/mo`, { hospital_id: v.hospitalId, ma_phieu: codes[0] });
      expect([again.statusCode, body(again).message]).toEqual([409, expect.stringMatching(/người thứ ba/)]);
      const resolveOwn = await call(keyer, `${P}/doi-chieu`, { ...entry(v, codes[0]!, 4), answers: [{ cauhoi_id: v.s.a1, gia_tri: 4 }] });
      expect([resolveOwn.statusCode, body(resolveOwn).message]).toEqual([403, 'Người đối chiếu phải khác hai người đã nhập phiếu này']);
    }
    const third = body<TPaperSheet>(await call('doichieu3', `${P}/mo`, { hospital_id: v.hospitalId, ma_phieu: codes[0] })).data;
    expect(third).toMatchObject({ trang_thai: 'mismatch', lech: [{ cauhoi_id: v.s.a1, lan_1: 4, lan_2: 9 }] });
    // The resolver answers the mismatched items only, each on its scale.
    const counts = await voteCounts(f.db);
    for (const [answers, message] of [
      [[], /câu lệch A1/],
      [[{ cauhoi_id: v.s.a2, gia_tri: 2 }], /Câu A2 không lệch/],
      [[{ cauhoi_id: v.s.a1, gia_tri: 7 }], /chỉ nhận 1, 2, 3, 4, 5, 9/],
    ] as const) {
      const bad = await call('doichieu3', `${P}/doi-chieu`, { ...entry(v, codes[0]!, 4), answers });
      expect([bad.statusCode, body(bad).message]).toEqual([400, expect.stringMatching(message)]);
    }
    expect(await voteCounts(f.db)).toEqual(counts);
    const resolved = await call('doichieu3', `${P}/doi-chieu`, { ...entry(v, codes[0]!, 4), answers: [{ cauhoi_id: v.s.a1, gia_tri: 4 }] });
    expect(body<TPaperEntryResult>(resolved).data).toEqual({ trang_thai: 'verified', so_lech: 1 });

    // Exactly once: a third keying (anyone), a second resolution, refused with 409; one vote held.
    for (const user of ['doichieu3', 'bvadmin']) {
      const late = await call(user, `${P}/nhap`, entry(v, codes[0]!, 4));
      expect([late.statusCode, body(late).message]).toEqual([409, 'Phiếu giấy này đã được nhập đủ hai lần, đối chiếu và tính là một phiếu bình chọn; không nhập lại']);
    }
    expect((await call('nhapphieu2', `${P}/doi-chieu`, { ...entry(v, codes[0]!, 4), answers: [] })).statusCode).toBe(409);
    expect((await call('bvadmin', `${P}/mo`, { hospital_id: v.hospitalId, ma_phieu: codes[0] })).statusCode).toBe(409);
    expect(await voteCounts(f.db)).toEqual({ ...counts, responses: counts.responses + 1, answers: counts.answers + 3 });

    // Equal keyings verify at once.
    await call('nhapphieu2', `${P}/nhap`, entry(v, codes[1]!, 5, null));
    expect(body<TPaperEntryResult>(await call('doichieu3', `${P}/nhap`, entry(v, codes[1]!, 5, null))).data).toEqual({ trang_thai: 'verified', so_lech: 0 });

    const after = await rates(v);
    expect(after.kenh!.paper).toEqual({ invited: 3, submitted: 2, complete: 2, rate: 66.7 });
    expect(after.complete).toBe(before.complete + 2);
    expect(after.invited).toBe(before.invited);
    expect(await counter('paper').count(f.db, v.versionId, v.hospitalId, null)).toEqual({ invited: 3, voted: 2 });
    expect(await counter('card').count(f.db, v.versionId, v.hospitalId, null)).toEqual({ invited: 0, voted: 0 });
    const campaign = await f.call('bvadmin', 'GET', `${V}/chien-dich?phien_ban_id=${v.versionId}&hospital_id=${v.hospitalId}`);
    expect(campaign.statusCode).toBe(200);
    expect(JSON.stringify(body(campaign).data)).toContain('{"channel":"paper","invited":3,"voted":2}');

    // Anonymity: the keyings are gone; no column of the paper, its batch or the responses names a code, a keyer or a time of keying.
    expect(await f.db.selectFrom('paper_entry').selectAll().execute()).toEqual([]);
    const columns = await sql<{ column_name: string; data_type: string }>`
      SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'paper_entry' ORDER BY 1`.execute(f.db);
    expect(columns.rows.map((c) => c.column_name)).toEqual(['answers', 'keyer_id', 'lan', 'the_id']);
    await holdShuffles(f.db).drain();
    await f.db.transaction().execute((trx) => releaseAllHeld(trx, v.versionId));
    const responses = await f.db.selectFrom('ket_qua').selectAll().where('phien_ban_id', '=', v.versionId).execute();
    expect(responses).toHaveLength(2);
    for (const r of responses) expect(Object.keys(r).sort()).toEqual(['don_vi', 'hoan_thanh', 'hop_le', 'hospital_id', 'ket_qua_id', 'language', 'ngay', 'phien_ban_id', 'vi_tri']);
    const papers = await sql<{ the_id: number; submit_key: string | null; code_hash: string }>`
      SELECT c.the_id, c.submit_key::text, c.code_hash FROM ballot_card c JOIN ballot_card_batch b USING (lo_id) WHERE b.phien_ban_id = ${v.versionId}`.execute(f.db);
    const keyers = await f.db.selectFrom('tai_khoan').select('tai_khoan_id').where('ten_tai_khoan', 'in', ['bvadmin', 'nhapphieu2', 'doichieu3']).execute();
    const dump =
      JSON.stringify(responses) +
      JSON.stringify((await sql`SELECT * FROM ket_qua_chi_tiet WHERE ket_qua_id IN (${sql.join(responses.map((r) => r.ket_qua_id))})`.execute(f.db)).rows);
    for (const p of papers.rows) {
      expect(dump).not.toContain(p.code_hash);
      if (p.submit_key) expect(dump).not.toContain(p.submit_key);
    }
    for (const c of codes) expect(dump).not.toContain(c.replace(/-/g, ''));
    expect(responses.map((r) => r.ket_qua_id)).not.toEqual(expect.arrayContaining(keyers.map((k) => k.tai_khoan_id)));
    // No audit row was written by the keying calls.
    expect(await f.db.selectFrom('audit_log').select('audit_log_id').where('entity', 'in', ['paperEntry', 'ballotCard']).execute()).toEqual([]);
  });

  it('refuses bad input, other hospitals and guessing with a Vietnamese 4xx, changing nothing', async () => {
    const v = await openVersion(f);
    const { codes } = await printPapers(v, 2);
    const counts = await voteCounts(f.db);
    const cases: [string, string, object, number, RegExp][] = [
      ['bvadmin', 'mo', { hospital_id: v.hospitalId, ma_phieu: 'ABC-123' }, 400, /12 chữ và số/],
      ['bvadmin', 'mo', { hospital_id: v.hospitalId, ma_phieu: '2222-3333-4444' }, 404, /không có phiếu giấy nào mang mã này/],
      ['bvadmin', 'mo', { hospital_id: f.demo2Id, ma_phieu: codes[0]! }, 403, /quyền/],
      ['bv2nhapphieu', 'mo', { hospital_id: f.demo2Id, ma_phieu: codes[0]! }, 403, /thuộc bệnh viện khác/],
      ['bv2nhapphieu', 'nhap', entry(v, codes[0]!, 4, 2, 1, f.demo2Id), 403, /thuộc bệnh viện khác/],
      ['nhanvien01', 'mo', { hospital_id: v.hospitalId, ma_phieu: codes[0]! }, 403, /./],
      ['bvadmin', 'nhap', entry(v, codes[0]!, 6), 400, /Giá trị không có trong thang trả lời của câu A1: chỉ nhận 1, 2, 3, 4, 5, 9/],
      ['bvadmin', 'nhap', entry(v, codes[0]!, 4, 2, 3), 400, /câu U1/],
      ['bvadmin', 'nhap', { ...entry(v, codes[0]!, 4), answers: [{ cauhoi_id: v.s.a1, gia_tri: 4 }] }, 400, /Chưa nhập câu A2/],
      ['bvadmin', 'nhap', { ...entry(v, codes[0]!, 4), answers: [...entry(v, codes[0]!, 4).answers, { cauhoi_id: v.s.a3, gia_tri: 1 }] }, 400, /không có trên phiếu giấy/],
      ['bvadmin', 'nhap', { ...entry(v, codes[0]!, 4), answers: [{ cauhoi_id: v.s.a1, gia_tri: 'x' }] }, 400, /Giá trị phải là số/],
      ['bvadmin', 'nhap', { ...entry(v, codes[0]!, 4), phien_ban_id: v.versionId + 100000 }, 409, /phiên bản khảo sát khác/],
      ['bvadmin', 'doi-chieu', entry(v, codes[0]!, 4), 409, /không có câu lệch/],
    ];
    for (const [user, path, payload, status, message] of cases) {
      const res = await call(user, `${P}/${path}`, payload);
      expect([user, path, res.statusCode, body(res).message]).toEqual([user, path, status, expect.stringMatching(message)]);
    }
    expect(await f.db.selectFrom('paper_entry').selectAll().execute()).toEqual([]);
    expect(await voteCounts(f.db)).toEqual(counts);

    // A void paper (its batch reprinted) and an ended version.
    await call('bvadmin', `${P}/nhap`, entry(v, codes[0]!, 4));
    const re = await f.call('bvadmin', 'POST', `${V}/the-binh-chon/in-lai`, {
      phien_ban_id: v.versionId,
      hospital_id: v.hospitalId,
      phong_ban_id: (await printedDept(v))!,
      loai: 'paper',
    });
    expect(re.statusCode).toBe(200);
    expect(await f.db.selectFrom('paper_entry').selectAll().execute()).toEqual([]);
    const voided = await call('nhapphieu2', `${P}/nhap`, entry(v, codes[0]!, 4));
    expect([voided.statusCode, body(voided).message]).toEqual([410, expect.stringMatching(/đã bị hủy/)]);
    const fresh = [...new Set(pdfText(re.rawPayload).text.match(CODE) ?? [])];
    // A paper keyed once and never verified: its keying (with the keyer) stays until the retention purge.
    expect((await call('bvadmin', `${P}/nhap`, entry(v, fresh[1]!, 4))).statusCode).toBe(200);
    await f.db
      .updateTable('phien_ban_khao_sat')
      .set({ time_end: new Date(Date.now() - 60_000) })
      .where('phien_ban_id', '=', v.versionId)
      .execute();
    const late = await call('bvadmin', `${P}/mo`, { hospital_id: v.hospitalId, ma_phieu: fresh[0]! });
    expect([late.statusCode, body(late).message]).toEqual([410, expect.stringMatching(/^Đợt khảo sát đã kết thúc lúc \d\d:\d\d ngày/)]);

    await sql`UPDATE phien_ban_khao_sat SET status_khao_sat = ${VERSION_STATUS.closed}, closed_at = now() WHERE phien_ban_id = ${v.versionId}`.execute(f.db);
    expect(await f.db.selectFrom('paper_entry').select('the_id').execute()).toHaveLength(1);
    await purgeDue(f.db, new Date(Date.now() + 3650 * 86_400_000), null, { hospitalId: v.hospitalId });
    expect(await f.db.selectFrom('paper_entry').select('the_id').execute()).toEqual([]);

    // Guessing codes from one address is limited.
    const from = '10.6.0.1';
    const statuses: number[] = [];
    for (let i = 0; i <= PAPER_CODE_PER_MINUTE; i++) statuses.push((await as('nhapphieu2', `${P}/mo`, { hospital_id: v.hospitalId, ma_phieu: '2222-3333-4444' }, from)).statusCode);
    expect(statuses.slice(0, PAPER_CODE_PER_MINUTE).every((s) => s === 404)).toBe(true);
    expect(statuses[PAPER_CODE_PER_MINUTE]).toBe(429);
  });
});

async function printedDept(v: OpenVersion): Promise<number | undefined> {
  const b = await f.db.selectFrom('ballot_card_batch').select('phong_ban_id').where('phien_ban_id', '=', v.versionId).where('loai', '=', 1).executeTakeFirst();
  return b?.phong_ban_id;
}
