/**
 * Retention and personal data (issue 31 item 3, docs/privacy.md "Retention"), through HTTP on
 * both engines: after a hospital's period a closed version's invitation links, drafts,
 * outbox addresses and bodies and its staff links are gone, and every dashboard and export of it
 * answers exactly as before; a version still open, and one closed more recently than the period,
 * are untouched; two processes purge a piece once; a staff member's export lists what is held about
 * them and erasure removes it with an audit row, refused while a survey that is not closed names
 * them; another hospital's administrator is refused.
 */
import { RETENTION_DEFAULT_DAYS, type TErasureResult, type TPersonalData, type TRetentionOverview, type TRetentionRunResult } from '@hm/contract';
import { sql } from 'kysely';
import { PERSONAL_DATA_MSG } from '../../../src/modules/retention/personal-data.js';
import { purgeDue } from '../../../src/modules/retention/purge.js';
import { body, createSecondApp, createTestApp, type TestApp } from '../../helpers/app.js';
import { fullAnswers, inviteToken, openLink, openVersion, type OpenVersion, submitBody, V, voteFixture, type VoteFixture } from '../voting/fixtures.js';

const A = '/auth/v1';
const D = `${V}/dash-board`;
let a: TestApp;
let b: TestApp;
let f: VoteFixture;
let bv2admin: string;
beforeAll(async () => {
  a = await createTestApp();
  b = await createSecondApp(a);
  f = await voteFixture(a);
  bv2admin = await a.login('bv2admin');
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const q1 = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(f.db)).rows[0]!;
const count = async (query: ReturnType<typeof sql<{ n: number }>>) => (await q1(query)).n;

/** A version with `votes` votes, a draft of the next staff member and an outbox mail per record, closed through the API. */
async function votedAndClosed(votes: number): Promise<OpenVersion> {
  const v = await openVersion(f);
  for (let i = 0; i < votes; i++) {
    const voter = await openLink(f, await v.record(i));
    expect((await f.bearer(voter, 'POST', `${V}/ket-qua`, submitBody(v.versionId, fullAnswers(v)))).statusCode).toBe(200);
  }
  await draftAndMails(v, votes);
  expect((await f.call('bvadmin', 'POST', `${V}/phien-ban-khao-sat/${v.versionId}/close`, { status_khao_sat: 2 })).statusCode).toBe(200);
  return v;
}

/** A draft of record `i` through the vote call, and an invitation mail per record of the version. */
async function draftAndMails(v: OpenVersion, i: number) {
  const voter = await openLink(f, await v.record(i));
  const saved = await f.bearer(voter, 'PUT', `${V}/ket-qua/nhap`, { phien_ban_id: v.versionId, step: 1, language: 'vi', answers: [{ cauhoi_id: v.s.a1, gia_tri: [2] }] });
  expect(saved.statusCode).toBe(200);
  await sql`INSERT INTO mail_outbox (hospital_id, phien_ban_id, nhan_vien_khao_sat_id, template, to_address, to_name, subject, status, body_text, next_attempt_at, created_at, sent_at)
    SELECT r.hospital_id, r.phien_ban_id, r.nhan_vien_khao_sat_id, 'invite', coalesce(nv.email, 'x@example.com'), nv.ten_nhan_vien, 'Mời tham gia khảo sát', 'sent', 'Kính gửi ' || nv.ten_nhan_vien, now(), now(), now()
    FROM nhan_vien_khao_sat r JOIN nhan_vien nv ON nv.nhan_vien_id = r.nhan_vien_id WHERE r.phien_ban_id = ${v.versionId}`.execute(f.db);
}

/** Moves the version's close `days` back in time. */
const closedDaysAgo = (versionId: number, days: number) =>
  sql`UPDATE phien_ban_khao_sat SET closed_at = now() - ${days} * interval '1 day' WHERE phien_ban_id = ${versionId}`.execute(f.db);

/** Everything the dashboards and exports publish about a version, as a reader gets it. */
async function published(versionId: number) {
  const query = `phien_ban_id=${versionId}&hospital_id=${f.demoId}`;
  const json = async (url: string) => {
    const res = await f.call('bvadmin', 'GET', url);
    expect(res.statusCode).toBe(200);
    return body(res).data;
  };
  const raw = await f.call('admin', 'GET', `${D}/xuat-raw-data?${query}&comments=true`);
  expect(raw.statusCode).toBe(200);
  return {
    scores: await json(`${D}/get-composite-score?${query}`),
    rates: await json(`${D}/thong-ke-ty-le-phan-hoi?${query}`),
    ratesByDepartment: await json(`${D}/thong-ke-ty-le-phan-hoi-phong-ban?${query}`),
    values: await json(`${D}/result-value?${query}`),
    percentData: await json(`${V}/percent-data/${versionId}?hospital_id=${f.demoId}`),
    // The workbook's cells (its zip carries the time it was written).
    rawRows: await rawCells(raw.rawPayload),
    responses: await q1(sql<{
      n: number;
      h: string;
    }>`SELECT count(*)::int AS n, md5(string_agg(k.ket_qua_id || ':' || c.cauhoi_id || ':' || coalesce(c.gia_tri::text, '') || coalesce(c.noi_dung, ''), ',' ORDER BY k.ket_qua_id, c.cauhoi_id, c.gia_tri)) AS h
      FROM ket_qua k JOIN ket_qua_chi_tiet c ON c.ket_qua_id = k.ket_qua_id WHERE k.phien_ban_id = ${versionId}`),
    snapshots: await q1(sql<{ n: number }>`SELECT count(*)::int AS n FROM percent_snapshot WHERE phien_ban_id = ${versionId}`),
  };
}

async function rawCells(payload: Buffer): Promise<unknown[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.eachSheet((ws) => ws.eachRow((r) => rows.push([ws.name, ...(r.values as unknown[])])));
  return rows;
}

/** What a version's records, drafts, keys and mails still hold that names or reaches a person. */
const personal = async (versionId: number) => ({
  linked: await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM nhan_vien_khao_sat WHERE phien_ban_id = ${versionId} AND nhan_vien_id IS NOT NULL`),
  drafts: await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM vote_draft d JOIN nhan_vien_khao_sat r USING (nhan_vien_khao_sat_id) WHERE r.phien_ban_id = ${versionId}`),
  addressed: await count(
    sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM mail_outbox WHERE phien_ban_id = ${versionId} AND (to_address <> '' OR to_name <> '' OR body_text IS NOT NULL OR subject IS NOT NULL OR nhan_vien_khao_sat_id IS NOT NULL)`,
  ),
});

const runPurge = async () => {
  const res = await f.call('admin', 'POST', `${A}/luu-tru-du-lieu/chay`, {});
  expect(res.statusCode).toBe(200);
  return body<TRetentionRunResult>(res).data.purged;
};

describe('the retention period', () => {
  it('is 90 days by default, set per hospital, refused in Vietnamese when out of range, and out of reach of another hospital', async () => {
    const read = async () => body<TRetentionOverview>(await f.call('bvadmin', 'GET', `${A}/luu-tru-du-lieu?hospitalId=${f.demoId}`)).data;
    expect((await read()).setting).toMatchObject({ so_ngay: RETENTION_DEFAULT_DAYS, mac_dinh: true });
    const bad = await f.call('bvadmin', 'PUT', `${A}/luu-tru-du-lieu`, { hospital_id: f.demoId, so_ngay: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('không được âm');
    expect((await f.call('bvadmin', 'PUT', `${A}/luu-tru-du-lieu`, { hospital_id: f.demoId, so_ngay: 'abc' })).statusCode).toBe(400);
    const ok = await f.call('bvadmin', 'PUT', `${A}/luu-tru-du-lieu`, { hospital_id: f.demoId, so_ngay: 30 });
    expect(ok.statusCode).toBe(200);
    expect((await read()).setting).toMatchObject({ so_ngay: 30, mac_dinh: false });
    const audit = await f.db.selectFrom('audit_log').selectAll().where('entity', '=', 'retention').where('action', '=', 'update').executeTakeFirstOrThrow();
    expect(audit.hospital_id).toBe(f.demoId);
    // Another hospital's administrator: neither read nor write.
    expect((await a.as(bv2admin, { method: 'GET', url: `${A}/luu-tru-du-lieu?hospitalId=${f.demoId}` })).statusCode).toBe(403);
    expect((await a.as(bv2admin, { method: 'PUT', url: `${A}/luu-tru-du-lieu`, payload: { hospital_id: f.demoId, so_ngay: 0 } })).statusCode).toBe(403);
    // The run on demand is a system administrator's.
    expect((await f.call('bvadmin', 'POST', `${A}/luu-tru-du-lieu/chay`, {})).statusCode).toBe(403);
  });
});

describe('the purge', () => {
  let closed: OpenVersion;
  let recent: OpenVersion;
  let open: OpenVersion;
  let before: Awaited<ReturnType<typeof published>>;
  beforeAll(async () => {
    await f.call('bvadmin', 'PUT', `${A}/luu-tru-du-lieu`, { hospital_id: f.demoId, so_ngay: 30 });
    closed = await votedAndClosed(6);
    recent = await votedAndClosed(1);
    open = await openVersion(f);
    const voter = await openLink(f, await open.record(0));
    expect((await f.bearer(voter, 'POST', `${V}/ket-qua`, submitBody(open.versionId, fullAnswers(open)))).statusCode).toBe(200);
    await draftAndMails(open, 1);
    before = await published(closed.versionId);
    expect(before.responses.n).toBeGreaterThan(0);
  });

  it('leaves a version closed more recently than the period alone, then purges it once the period is over', async () => {
    await closedDaysAgo(closed.versionId, 29);
    expect((await runPurge()).filter((p) => p.phien_ban_id === closed.versionId)).toEqual([]);
    expect((await personal(closed.versionId)).linked).toBeGreaterThan(0);
    const overview = body<TRetentionOverview>(await f.call('bvadmin', 'GET', `${A}/luu-tru-du-lieu?hospitalId=${f.demoId}`)).data;
    expect(overview.pending.map((p) => p.phien_ban_id)).toContain(closed.versionId);

    await closedDaysAgo(closed.versionId, 31);
    const held = await personal(closed.versionId);
    expect(held).toMatchObject({ drafts: 1 });
    const oldLink = await closed.record(0);
    const purged = await runPurge();
    const mine = purged.find((p) => p.phien_ban_id === closed.versionId);
    expect(mine).toMatchObject({ hospital_id: f.demoId, so_ngay: 30, counts: { records: held.linked, mails: held.addressed, drafts: 1 } });
    expect(await personal(closed.versionId)).toEqual({ linked: 0, drafts: 0, addressed: 0 });
    // The submit keys stay (the response rates count their 'complete' flag), naming no staff member any more.
    expect(
      await count(
        sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM vote_submit_key k JOIN nhan_vien_khao_sat r USING (nhan_vien_khao_sat_id) WHERE r.phien_ban_id = ${closed.versionId} AND r.nhan_vien_id IS NULL`,
      ),
    ).toBe(6);
    // The participation list (who was invited, who voted) lists nobody any more; the rates stay (next test).
    const list = await f.call('bvadmin', 'GET', `${V}/thong-ke/${closed.versionId}?hospital_id=${f.demoId}&page=1&size=20`);
    expect(list.statusCode).toBe(200);
    expect(body<{ total: number; data: unknown[] }>(list).data).toMatchObject({ total: 0, data: [] });
    // The link is dead: its nonce was rotated.
    const res = await f.t.app.inject({ method: 'PUT', url: `${V}/authentication`, payload: { token: inviteToken(f, oldLink) } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    // One audit row: what, how many, which version.
    const audit = await f.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'purge')
      .where('entity', '=', 'retention')
      .where('phien_ban_id', '=', closed.versionId)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ hospital_id: f.demoId, entity_id: String(closed.versionId) });
    expect(JSON.stringify(audit[0]!.detail)).toContain('"records"');
    // Nothing more on a second run.
    expect((await runPurge()).filter((p) => p.phien_ban_id === closed.versionId)).toEqual([]);
  });

  it('keeps every dashboard, export, response and snapshot of the purged version unchanged', async () => {
    expect(await published(closed.versionId)).toEqual(before);
  });

  it('leaves an open version and a recently closed one untouched', async () => {
    const o = await personal(open.versionId);
    expect(o.linked).toBeGreaterThan(0);
    expect(o).toMatchObject({ drafts: 1 });
    expect(o.addressed).toBe(o.linked);
    const voter = await openLink(f, await open.record(2));
    expect(voter).toBeTruthy();
    const r = await personal(recent.versionId);
    expect(r.linked).toBeGreaterThan(0);
  });

  it('runs a due piece once when two processes purge at the same moment', async () => {
    const v = await votedAndClosed(1);
    await closedDaysAgo(v.versionId, 40);
    // A run for another hospital leaves it.
    const other = await f.call('admin', 'POST', `${A}/luu-tru-du-lieu/chay`, { hospital_id: f.demo2Id });
    expect(body<TRetentionRunResult>(other).data.purged.filter((p) => p.phien_ban_id === v.versionId)).toEqual([]);
    const at = new Date();
    const [x, y] = await Promise.all([purgeDue(a.database.db, at, null), purgeDue(b.database.db, at, null)]);
    const both = [...x, ...y].filter((p) => p.phien_ban_id === v.versionId);
    expect(both).toHaveLength(1);
    expect(await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log WHERE action = 'purge' AND phien_ban_id = ${v.versionId}`)).toBe(1);
    expect((await personal(v.versionId)).linked).toBe(0);
  });
});

describe("a staff member's data", () => {
  /** A staff member of BVDEMO with an e-mail, invited to a closed version, with a draft and a mail. */
  async function someone() {
    const v = await openVersion(f);
    const rec = await v.record(3);
    const { nhan_vien_id } = await f.db.selectFrom('nhan_vien_khao_sat').select('nhan_vien_id').where('nhan_vien_khao_sat_id', '=', rec.id).executeTakeFirstOrThrow();
    await draftAndMails(v, 3);
    const nv = await f.db.selectFrom('nhan_vien').selectAll().where('nhan_vien_id', '=', nhan_vien_id!).executeTakeFirstOrThrow();
    return { v, rec, nv };
  }

  it('is exported in full to the hospital administrator, with an audit row; another hospital gets 403, an unknown id 404', async () => {
    const { v, rec, nv } = await someone();
    const res = await f.call('bvadmin', 'GET', `${A}/nhan-vien/${nv.nhan_vien_id}/du-lieu-ca-nhan`);
    expect(res.statusCode).toBe(200);
    const data = body<TPersonalData>(res).data;
    expect(data.staff).toMatchObject({ ma_nhan_vien: nv.ma_nhan_vien, ten_nhan_vien: nv.ten_nhan_vien, email: nv.email });
    expect(data.records.map((r) => r.nhan_vien_khao_sat_id)).toContain(rec.id);
    expect(data.records.find((r) => r.nhan_vien_khao_sat_id === rec.id)).toMatchObject({ phien_ban_id: v.versionId, tieu_de_khao_sat: expect.any(String) });
    expect(data.drafts.map((d) => d.nhan_vien_khao_sat_id)).toContain(rec.id);
    expect(data.mails.some((m) => m.nhan_vien_khao_sat_id === rec.id && m.body_text === `Kính gửi ${nv.ten_nhan_vien}`)).toBe(true);
    expect(JSON.stringify(data)).not.toContain(rec.nonce);
    expect(data.notes.join(' ')).toContain('ẩn danh');
    expect(await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log WHERE action = 'exportPersonalData' AND entity_id = ${String(nv.nhan_vien_id)}`)).toBe(1);
    // The same as a workbook: one sheet per part, audited too.
    const xlsx = await f.call('bvadmin', 'GET', `${A}/nhan-vien/${nv.nhan_vien_id}/du-lieu-ca-nhan/xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const cells = await rawCells(xlsx.rawPayload);
    expect([...new Set(cells.map((r) => r[0]))]).toEqual(['Nhân viên', 'Hồ sơ khảo sát', 'Bản nháp', 'Thư', 'Tài khoản', 'Phòng ban tài khoản', 'Ghi chú']);
    expect(cells.some((r) => r[0] === 'Nhân viên' && r.includes(nv.ma_nhan_vien))).toBe(true);
    expect(cells.some((r) => r[0] === 'Hồ sơ khảo sát' && r.includes(rec.id))).toBe(true);
    expect(await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log WHERE action = 'exportPersonalData' AND entity_id = ${String(nv.nhan_vien_id)}`)).toBe(2);
    expect((await a.as(bv2admin, { method: 'GET', url: `${A}/nhan-vien/${nv.nhan_vien_id}/du-lieu-ca-nhan/xlsx` })).statusCode).toBe(403);
    // The staff member with an account: nhanvien01's.
    const own = body<TPersonalData>(await f.call('bvadmin', 'GET', `${A}/nhan-vien/${f.nv01}/du-lieu-ca-nhan`)).data;
    expect(own.account).toMatchObject({ ten_tai_khoan: 'nhanvien01' });
    expect(JSON.stringify(own.account)).not.toContain('mat_khau');
    expect((await a.as(bv2admin, { method: 'GET', url: `${A}/nhan-vien/${nv.nhan_vien_id}/du-lieu-ca-nhan` })).statusCode).toBe(403);
    expect((await f.call('bvadmin', 'GET', `${A}/nhan-vien/999999/du-lieu-ca-nhan`)).statusCode).toBe(404);
    expect((await f.call('bvadmin', 'GET', `${A}/nhan-vien/abc/du-lieu-ca-nhan`)).statusCode).toBe(400);
  });

  it('erasure is refused in Vietnamese while a survey that is not closed names them, and without the right confirmation', async () => {
    const { nv } = await someone();
    const url = `${A}/nhan-vien/${nv.nhan_vien_id}/xoa-du-lieu-ca-nhan`;
    const wrong = await f.call('bvadmin', 'POST', url, { ma_nhan_vien: 'KHAC' });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).message).toBe(PERSONAL_DATA_MSG.confirm);
    expect((await f.call('bvadmin', 'POST', url, {})).statusCode).toBe(400);
    const refused = await f.call('bvadmin', 'POST', url, { ma_nhan_vien: nv.ma_nhan_vien });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toContain('Chưa thể xóa: nhân viên đang có trong khảo sát chưa đóng');
    expect((await f.db.selectFrom('nhan_vien').select('nhan_vien_id').where('nhan_vien_id', '=', nv.nhan_vien_id).execute()).length).toBe(1);
    expect((await a.as(bv2admin, { method: 'POST', url, payload: { ma_nhan_vien: nv.ma_nhan_vien } })).statusCode).toBe(403);
    // Every other open version names them too (openVersion invites every active staff member): close them all.
    await sql`UPDATE phien_ban_khao_sat SET status_khao_sat = 2 WHERE status_khao_sat <> 2 AND NOT is_template`.execute(f.db);
  });

  it('erasure removes what is held about them once their surveys are closed, with an audit row; the responses stay', async () => {
    const responses = await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM ket_qua`);
    const { v, rec, nv } = await someone();
    await sql`UPDATE phien_ban_khao_sat SET status_khao_sat = 2 WHERE phien_ban_id = ${v.versionId}`.execute(f.db);
    const url = `${A}/nhan-vien/${nv.nhan_vien_id}/xoa-du-lieu-ca-nhan`;
    const res = await f.call('bvadmin', 'POST', url, { ma_nhan_vien: nv.ma_nhan_vien });
    expect(res.statusCode).toBe(200);
    expect(body<TErasureResult>(res).data).toMatchObject({ nhan_vien_id: nv.nhan_vien_id, account: false });
    // Their drafts of every version (this one and the earlier tests').
    expect(body<TErasureResult>(res).data.drafts).toBeGreaterThanOrEqual(1);
    expect(body<TErasureResult>(res).data.records).toBeGreaterThanOrEqual(1);
    expect(await f.db.selectFrom('nhan_vien').select('nhan_vien_id').where('nhan_vien_id', '=', nv.nhan_vien_id).execute()).toEqual([]);
    const record = await f.db.selectFrom('nhan_vien_khao_sat').selectAll().where('nhan_vien_khao_sat_id', '=', rec.id).executeTakeFirstOrThrow();
    expect(record.nhan_vien_id).toBeNull();
    expect(record.token_nonce).not.toBe(rec.nonce);
    expect(await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM vote_draft WHERE nhan_vien_khao_sat_id = ${rec.id}`)).toBe(0);
    expect(await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM mail_outbox WHERE to_name = ${nv.ten_nhan_vien} OR body_text LIKE ${'%' + nv.ten_nhan_vien + '%'}`)).toBe(
      0,
    );
    if (nv.email) expect(await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM mail_outbox WHERE lower(to_address) = lower(${nv.email})`)).toBe(0);
    expect(await count(sql<{ n: number }>`SELECT count(*)::int AS n FROM ket_qua`)).toBe(responses);
    const audit = await f.db.selectFrom('audit_log').selectAll().where('action', '=', 'erasePersonalData').where('entity_id', '=', String(nv.nhan_vien_id)).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.hospital_id).toBe(f.demoId);
    expect(JSON.stringify(audit[0])).not.toContain(nv.ten_nhan_vien);
    // Gone: a second export or erasure answers 404.
    expect((await f.call('bvadmin', 'GET', `${A}/nhan-vien/${nv.nhan_vien_id}/du-lieu-ca-nhan`)).statusCode).toBe(404);
  });

  it('erasure of a staff member with an account anonymises, disables and signs out the account', async () => {
    const tk = await f.db.selectFrom('tai_khoan').select('tai_khoan_id').where('nhan_vien_id', '=', f.nv01).executeTakeFirstOrThrow();
    const nv = await f.db.selectFrom('nhan_vien').select('ma_nhan_vien').where('nhan_vien_id', '=', f.nv01).executeTakeFirstOrThrow();
    const res = await f.call('bvadmin', 'POST', `${A}/nhan-vien/${f.nv01}/xoa-du-lieu-ca-nhan`, { ma_nhan_vien: nv.ma_nhan_vien });
    expect(res.statusCode).toBe(200);
    expect(body<TErasureResult>(res).data.account).toBe(true);
    const acc = await f.db.selectFrom('tai_khoan').selectAll().where('tai_khoan_id', '=', tk.tai_khoan_id).executeTakeFirstOrThrow();
    expect(acc).toMatchObject({ ten_tai_khoan: `da-xoa-${tk.tai_khoan_id}`, display_name: 'Đã xóa', tinh_trang: false, nhan_vien_id: null });
    const login = await a.app.inject({ method: 'POST', url: `${A}/login`, payload: { username: 'nhanvien01', password: 'x' } });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    expect(login.statusCode).toBeLessThan(500);
  });
});
