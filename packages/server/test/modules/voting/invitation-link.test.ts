import { randomUUID } from 'node:crypto';
import type { TOpenVersion, TStaffSurveyCheck, TSurveyDetail, TVoteCheck, TVoterCheck, TVoterSession } from '@hm/contract';
import { TokenService } from '../../../src/access/tokens.js';
import { nonceTag } from '../../../src/access/voter-identity.js';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { fullAnswers, inviteToken, openLink, openVersion, submitBody, V, voteCounts, voteFixture, type VoteFixture } from './fixtures.js';

let t: TestApp;
let f: VoteFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await voteFixture(t);
});
afterAll(() => t.close());

const AUTH = `${V}/authentication`;
const open = (token: string) => f.t.app.inject({ method: 'PUT', url: AUTH, payload: { token } });

describe('invitation links', () => {
  it('opens a voter session, drafts and votes through it; the vote spends the link', async () => {
    const v = await openVersion(f);
    const r = await v.record(30);
    const res = await open(inviteToken(f, r));
    expect(res.statusCode).toBe(200);
    const session = body<TVoterSession>(res).data;
    const staff = await f.db
      .selectFrom('nhan_vien_khao_sat as r')
      .innerJoin('nhan_vien as nv', 'nv.nhan_vien_id', 'r.nhan_vien_id')
      .select('nv.ten_nhan_vien')
      .where('r.nhan_vien_khao_sat_id', '=', r.id)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({
      phien_ban_id: v.versionId,
      hospital_id: f.demoId,
      hospital_name: 'Bệnh viện Đa khoa Demo',
      tieu_de_khao_sat_en: 'Test vote',
      language: 'vi',
      ten_nhan_vien: staff.ten_nhan_vien,
      status_khao_sat: 1,
    });
    const bearer = session.access_token;

    // Opening twice spends nothing.
    expect((await open(inviteToken(f, r))).statusCode).toBe(200);
    const check = body<TVoterCheck>(await f.bearer(bearer, 'GET', `${AUTH}/check`)).data;
    expect(check).toEqual({ phien_ban_id: v.versionId, status_khao_sat: 1, con_han: true, expires_at: session.expires_at });

    const questionnaire = await f.bearer(bearer, 'GET', `${V}/phien-ban-khao-sat/${v.versionId}/en`);
    expect(questionnaire.statusCode).toBe(200);
    expect(
      body<TSurveyDetail>(questionnaire)
        .data.parts.flatMap((p) => p.questions)
        .map((q) => q.cauhoi_id),
    ).toContain(v.s.a1);
    expect(body<TStaffSurveyCheck>(await f.bearer(bearer, 'GET', `${V}/nhan-vien-khao-sat/check?phien_ban_id=${v.versionId}`)).data).toEqual({
      invited: true,
      nhan_vien_khao_sat_id: r.id,
      status_khao_sat: 1,
      hop_le: -1,
    });
    const list = body<TOpenVersion[]>(await f.bearer(bearer, 'GET', `${V}/phien-ban-khao-sat-new`)).data;
    expect(list.map((x) => x.phien_ban_id)).toEqual([v.versionId]);
    expect(list[0]).toMatchObject({ nhan_vien_khao_sat_id: r.id, trang_thai_cua_toi: 1, so_da_binh_chon: 0 });

    expect(
      (await f.bearer(bearer, 'PUT', `${V}/ket-qua/nhap`, { phien_ban_id: v.versionId, step: 1, language: 'vi', answers: [{ cauhoi_id: v.s.a1, gia_tri: [3] }] })).statusCode,
    ).toBe(200);
    expect(body(await f.bearer(bearer, 'GET', `${V}/ket-qua/nhap?phien_ban_id=${v.versionId}`)).data).toMatchObject({ step: 1 });
    const key = randomUUID();
    const voted = await f.bearer(bearer, 'POST', `${V}/ket-qua`, submitBody(v.versionId, fullAnswers(v), key));
    expect(body(voted).data).toEqual({ status_khao_sat: 2, hop_le: 1, hoan_thanh: true });

    const spent = await open(inviteToken(f, r));
    expect(spent.statusCode).toBe(410);
    expect(body(spent).message).toBe('Liên kết này đã được sử dụng để bình chọn');
    const spentCheck = await f.bearer(bearer, 'GET', `${AUTH}/check`);
    expect(spentCheck.statusCode).toBe(410);
    expect(body(spentCheck).message).toBe('Liên kết này đã được sử dụng để bình chọn');
    expect(body<TVoteCheck>(await f.bearer(bearer, 'GET', `${V}/ket-qua/check-ket-qua-khao-sat?phien_ban_id=${v.versionId}`)).data).toEqual({
      da_binh_chon: true,
      hop_le: 1,
      mo: true,
      ly_do: null,
    });
    // A lost answer is retried with the same key: the first result again.
    expect(body(await f.bearer(bearer, 'POST', `${V}/ket-qua`, submitBody(v.versionId, fullAnswers(v), key))).data).toEqual(body(voted).data);
    expect(body<TOpenVersion[]>(await f.bearer(bearer, 'GET', `${V}/phien-ban-khao-sat-new`)).data[0]).toMatchObject({ trang_thai_cua_toi: 2, so_da_binh_chon: 1 });
  });

  it('refuses a forged, malformed or revoked link and a session whose link was revoked', async () => {
    const v = await openVersion(f);
    const r = await v.record(31);
    const session = await openLink(f, r);
    const good = inviteToken(f, r);
    for (const token of [`${good.slice(0, -2)}AA`, `${r.id + 1}.${good.split('.')[1]}`, 'khong-phai-ma-moi', `99999999.${'a'.repeat(43)}`]) {
      const res = await open(token);
      expect(res.statusCode).toBe(401);
      expect(body(res).message).toBe('Liên kết mời không hợp lệ hoặc đã bị thu hồi');
    }
    await f.db.updateTable('nhan_vien_khao_sat').set({ token_nonce: randomUUID() }).where('nhan_vien_khao_sat_id', '=', r.id).execute();
    expect((await open(good)).statusCode).toBe(401);
    const revoked = await f.bearer(session, 'GET', `${AUTH}/check`);
    expect(revoked.statusCode).toBe(401);
    expect(body(revoked).message).toBe('Liên kết mời không hợp lệ hoặc đã bị thu hồi');
  });

  it('says clearly when the survey has ended: the link after time_end, and a session past its end', async () => {
    const ended = await openVersion(f, { fromHours: -72, toHours: -1 });
    const late = await open(inviteToken(f, await ended.record(1)));
    expect(late.statusCode).toBe(409);
    expect(body(late).message).toMatch(/^Đợt khảo sát đã kết thúc lúc \d{4}-\d{2}-\d{2} \d{2}:\d{2}, không nhận thêm phiếu$/);
    const paused = await openVersion(f, { status: 3 });
    expect(body(await open(inviteToken(f, await paused.record(1)))).message).toBe('Đợt khảo sát đang tạm dừng, vui lòng quay lại sau');

    const v = await openVersion(f);
    const r = await v.record(32);
    const secret = (await f.db.selectFrom('server_secret').select('value').where('name', '=', 'jwt').executeTakeFirstOrThrow()).value;
    const expired = await new TokenService(new TextEncoder().encode(secret)).signVoter(r.id, nonceTag(r.nonce), new Date(Date.now() - 60_000));
    for (const [method, url] of [
      ['GET', `${AUTH}/check`],
      ['POST', `${V}/ket-qua`],
    ] as const) {
      const res = await f.bearer(expired, method, url, method === 'POST' ? submitBody(v.versionId, fullAnswers(v)) : undefined);
      expect(res.statusCode).toBe(401);
      expect(body(res).message).toBe('Phiên bình chọn đã hết hạn vì đợt khảo sát đã kết thúc');
    }
  });

  it('keeps a voter session to its own version and to the vote calls', async () => {
    const v = await openVersion(f);
    const other = await openVersion(f);
    const session = await openLink(f, await v.record(33));
    const before = await voteCounts(f.db);
    const elsewhere = await f.bearer(session, 'POST', `${V}/ket-qua`, submitBody(other.versionId, fullAnswers(other)));
    expect(elsewhere.statusCode).toBe(403);
    expect(body(elsewhere).message).toBe('Liên kết mời này dành cho một phiên bản khảo sát khác');
    expect((await f.bearer(session, 'GET', `${V}/phien-ban-khao-sat/${other.versionId}/vi`)).statusCode).toBe(403);
    expect((await f.bearer(session, 'GET', `${V}/phien-ban-khao-sat-new?hospitalId=${f.demo2Id}`)).statusCode).toBe(403);
    for (const url of [`${V}/phien-ban-khao-sat`, `${V}/phien-ban-khao-sat/${v.versionId}`, `${V}/nhan-vien/thong-tin-nhan-vien`, '/auth/v1/tai-khoan/me']) {
      expect((await f.bearer(session, 'GET', url)).statusCode).toBe(401);
    }
    // A logged-in user has no link to check.
    const user = await f.call('nhanvien01', 'GET', `${AUTH}/check`);
    expect(user.statusCode).toBe(403);
    expect(body(user).message).toBe('Chức năng này chỉ dùng với liên kết mời khảo sát');
    expect(await voteCounts(f.db)).toEqual(before);
  });

  it('refuses links and sessions of a hospital without the survey licence', async () => {
    const v = await openVersion(f, { hospitalId: f.demo2Id });
    const r = await v.record(1);
    const session = await openLink(f, r);
    await f.db.deleteFrom('hospital_module').where('hospital_id', '=', f.demo2Id).where('module', '=', 'survey').execute();
    try {
      const before = await voteCounts(f.db);
      const link = await open(inviteToken(f, r));
      expect(link.statusCode).toBe(403);
      expect(body(link).message).toBe('Bệnh viện chưa đăng ký sử dụng phân hệ này');
      for (const [method, url, payload] of [
        ['POST', `${V}/ket-qua`, submitBody(v.versionId, [{ cauhoi_id: v.s.a1, gia_tri: [4] }])],
        ['GET', `${AUTH}/check`, undefined],
        ['GET', `${V}/phien-ban-khao-sat/${v.versionId}/vi`, undefined],
      ] as const) {
        const res = await f.bearer(session, method, url, payload);
        expect(res.statusCode).toBe(403);
        expect(body(res).message).toBe('Bệnh viện chưa đăng ký sử dụng phân hệ này');
      }
      expect(await voteCounts(f.db)).toEqual(before);
    } finally {
      await f.db.insertInto('hospital_module').values({ hospital_id: f.demo2Id, module: 'survey' }).execute();
    }
  });
});
