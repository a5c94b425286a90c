import { FN, type TMyStaffInfo, type TOpenVersion, type TStaffSurveyCheck, type TVoteCheck } from '@hm/contract';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { fullAnswers, openLink, openVersion, submitBody, V, voteCounts, voteFixture, type VoteFixture } from './fixtures.js';

let t: TestApp;
let f: VoteFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await voteFixture(t);
});
afterAll(() => t.close());

const list = async () => body<TOpenVersion[]>(await f.call('nhanvien01', 'GET', `${V}/phien-ban-khao-sat-new`)).data;

describe('the vote list and the checks', () => {
  it('lists the open versions the caller is invited to, with voted / total of the hospital and the caller’s own state', async () => {
    const v = await openVersion(f);
    const paused = await openVersion(f, { status: 3 });
    const theirs = await openVersion(f, { hospitalId: f.demo2Id });
    const row = (await list()).find((x) => x.phien_ban_id === v.versionId)!;
    const invited = (
      await f.db
        .selectFrom('nhan_vien_khao_sat')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('phien_ban_id', '=', v.versionId)
        .executeTakeFirstOrThrow()
    ).n;
    expect(row).toMatchObject({ trang_thai_cua_toi: 1, so_da_binh_chon: 0, tong_so_nhan_vien: Number(invited) });
    expect((await list()).map((x) => x.phien_ban_id)).not.toContain(paused.versionId);
    expect((await list()).map((x) => x.phien_ban_id)).not.toContain(theirs.versionId);

    for (const i of [40, 41]) await f.bearer(await openLink(f, await v.record(i)), 'POST', `${V}/ket-qua`, submitBody(v.versionId, fullAnswers(v)));
    await f.db
      .updateTable('nhan_vien_khao_sat')
      .set({ ineligible: true })
      .where('nhan_vien_khao_sat_id', '=', (await v.record(42)).id)
      .execute();
    expect((await list()).find((x) => x.phien_ban_id === v.versionId)).toMatchObject({ trang_thai_cua_toi: 1, so_da_binh_chon: 2, tong_so_nhan_vien: Number(invited) - 1 });

    const check = (user: 'nhanvien01' | 'bv2nhanvien01', path: string) => f.call(user, 'GET', `${V}/${path}?phien_ban_id=${v.versionId}`);
    expect(body<TStaffSurveyCheck>(await check('nhanvien01', 'nhan-vien-khao-sat/check')).data).toMatchObject({ invited: true, status_khao_sat: 1, hop_le: -1 });
    expect(body<TVoteCheck>(await check('nhanvien01', 'ket-qua/check-ket-qua-khao-sat')).data).toEqual({ da_binh_chon: false, hop_le: -1, mo: true, ly_do: null });
    expect(body<TVoteCheck>(await check('bv2nhanvien01', 'ket-qua/check-ket-qua-khao-sat')).data).toEqual({ da_binh_chon: false, hop_le: null });
    expect(body<TStaffSurveyCheck>(await check('bv2nhanvien01', 'nhan-vien-khao-sat/check')).data.invited).toBe(false);

    await f.call('nhanvien01', 'POST', `${V}/ket-qua`, submitBody(v.versionId, [{ cauhoi_id: v.s.unit, gia_tri: [1] }]));
    expect(body<TVoteCheck>(await check('nhanvien01', 'ket-qua/check-ket-qua-khao-sat')).data).toEqual({ da_binh_chon: true, hop_le: 0, mo: true, ly_do: null });
    expect((await list()).find((x) => x.phien_ban_id === v.versionId)).toMatchObject({ trang_thai_cua_toi: 2, so_da_binh_chon: 3 });
  });

  it('lists a started version whose window opens later, and says before anyone answers that it takes no votes yet', async () => {
    const v = await openVersion(f);
    const tomorrow = new Date(Date.now() + 86_400_000);
    await f.db.updateTable('phien_ban_khao_sat').set({ time_start: tomorrow }).where('phien_ban_id', '=', v.versionId).execute();
    const listed = body<TOpenVersion[]>(await f.call('nhanvien01', 'GET', `${V}/phien-ban-khao-sat-new`)).data.find((x) => x.phien_ban_id === v.versionId);
    expect(listed).toMatchObject({ trang_thai_cua_toi: 1 });
    const check = body<TVoteCheck>(await f.call('nhanvien01', 'GET', `${V}/ket-qua/check-ket-qua-khao-sat?phien_ban_id=${v.versionId}`)).data;
    expect(check).toMatchObject({ da_binh_chon: false, mo: false, ly_do: expect.stringMatching(/^Đợt khảo sát chưa bắt đầu: bắt đầu lúc /) });
    const draft = await f.call('nhanvien01', 'PUT', `${V}/ket-qua/nhap`, { phien_ban_id: v.versionId, step: 0, language: 'vi', answers: [] });
    expect(draft.statusCode).toBe(409);
  });

  it('gives the caller’s own staff information and participation across versions', async () => {
    const v = await openVersion(f);
    const info = body<TMyStaffInfo>(await f.call('nhanvien01', 'GET', `${V}/nhan-vien/thong-tin-nhan-vien`)).data;
    expect(info).toMatchObject({ nhan_vien_id: f.nv01, ma_nhan_vien: 'NV001', hospital_name: 'Bệnh viện Đa khoa Demo', email: 'nv001@bvdemo.example.vn' });
    expect(info.ten_phong_ban).toBeTruthy();
    const mine = info.tham_gia.find((p) => p.phien_ban_id === v.versionId);
    expect(mine).toMatchObject({ status_version: 1, status_khao_sat: 1, hop_le: -1, ineligible: false, hospital_name: 'Bệnh viện Đa khoa Demo' });
    // The demo surveys: nhanvien01 took part in both closed ones.
    const closed = info.tham_gia.filter((p) => p.status_version === 2 && p.tieu_de_khao_sat.startsWith('Khảo sát văn hóa an toàn người bệnh'));
    expect(closed.map((p) => p.status_khao_sat)).toEqual([2, 2]);
    expect(closed[0]!.time_start > closed[1]!.time_start).toBe(true);

    const admin = body<TMyStaffInfo>(await f.call('admin', 'GET', `${V}/nhan-vien/thong-tin-nhan-vien`)).data;
    expect(admin).toMatchObject({ nhan_vien_id: null, ten_nhan_vien: 'Quản trị hệ thống', tham_gia: [] });
  });

  it('refuses the vote calls without a login or the vote function, and where the hospital has no survey licence', async () => {
    const v = await openVersion(f);
    const before = await voteCounts(f.db);
    const anonymous = await f.t.app.inject({ method: 'POST', url: `${V}/ket-qua`, payload: submitBody(v.versionId, fullAnswers(v)) });
    expect(anonymous.statusCode).toBe(401);
    expect(body(anonymous).message).toBe('Vui lòng đăng nhập để sử dụng chức năng này');

    const staffGroup = (await f.db.selectFrom('phan_quyen').select('phan_quyen_id').where('ma_phan_quyen', '=', 'STAFF').executeTakeFirstOrThrow()).phan_quyen_id;
    const vote = (await f.db.selectFrom('chuc_nang').select('chuc_nang_id').where('ma_chuc_nang', '=', FN.surveyVote).executeTakeFirstOrThrow()).chuc_nang_id;
    await f.db.deleteFrom('phan_quyen_chuc_nang').where('phan_quyen_id', '=', staffGroup).where('chuc_nang_id', '=', vote).execute();
    try {
      for (const [method, url, payload] of [
        ['POST', `${V}/ket-qua`, submitBody(v.versionId, fullAnswers(v))],
        ['PUT', `${V}/ket-qua/nhap`, { phien_ban_id: v.versionId, step: 0, language: 'vi', answers: [] }],
        ['GET', `${V}/ket-qua/check-ket-qua-khao-sat?phien_ban_id=${v.versionId}`, undefined],
        ['GET', `${V}/phien-ban-khao-sat-new`, undefined],
      ] as const) {
        const res = await f.call('nhanvien01', method, url, payload);
        expect(res.statusCode).toBe(403);
        expect(body(res).message).toBe('Bạn không có quyền thực hiện chức năng này');
      }
    } finally {
      await f.db.insertInto('phan_quyen_chuc_nang').values({ phan_quyen_id: staffGroup, chuc_nang_id: vote }).execute();
    }

    await f.db.deleteFrom('hospital_module').where('hospital_id', '=', f.demoId).where('module', '=', 'survey').execute();
    try {
      for (const [method, url, payload] of [
        ['POST', `${V}/ket-qua`, submitBody(v.versionId, fullAnswers(v))],
        ['PUT', `${V}/ket-qua/nhap`, { phien_ban_id: v.versionId, step: 0, language: 'vi', answers: [] }],
        ['GET', `${V}/phien-ban-khao-sat-new`, undefined],
        ['GET', `${V}/nhan-vien/thong-tin-nhan-vien`, undefined],
      ] as const) {
        const res = await f.call('nhanvien01', method, url, payload);
        expect(res.statusCode).toBe(403);
        expect(body(res).message).toBe('Bệnh viện chưa đăng ký sử dụng phân hệ này');
      }
      // A system administrator of another home hospital is refused by the record's hospital too.
      const staffOfDemo = await f.db
        .selectFrom('nhan_vien')
        .select('nhan_vien_id')
        .where('hospital_id', '=', f.demoId)
        .where('ma_nhan_vien', '=', 'NV050')
        .executeTakeFirstOrThrow();
      await f.db.updateTable('tai_khoan').set({ nhan_vien_id: staffOfDemo.nhan_vien_id, hospital_id: f.demo2Id }).where('ten_tai_khoan', '=', 'admin').execute();
      const res = await f.call('admin', 'POST', `${V}/ket-qua`, submitBody(v.versionId, fullAnswers(v)));
      expect(res.statusCode).toBe(403);
      expect(body(res).message).toBe('Bệnh viện chưa đăng ký sử dụng phân hệ này');
    } finally {
      await f.db.insertInto('hospital_module').values({ hospital_id: f.demoId, module: 'survey' }).execute();
      await f.db.updateTable('tai_khoan').set({ nhan_vien_id: null, hospital_id: f.demoId }).where('ten_tai_khoan', '=', 'admin').execute();
    }
    expect(await voteCounts(f.db)).toEqual(before);
  });
});
