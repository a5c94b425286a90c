import type { TPage, TPart } from '@hm/contract';
import { MSG } from '../../../src/modules/survey-core/version-access.js';
import { body, createTestApp } from '../../helpers/app.js';
import { addResponse, createVersion, type Fixture, fixture, seedStructure, snapshot, standardVersions, withoutSurveyLicence } from './fixtures.js';

let f: Fixture;
let v: Awaited<ReturnType<typeof standardVersions>>;
beforeAll(async () => {
  f = await fixture(await createTestApp());
  v = await standardVersions(f);
});
afterAll(() => f.t.close());

const P = '/votesafety/v1/phan-cau-hoi';
const list = async (user: 'bvadmin' | 'admin', query: string) => body<TPage<TPart>>(await f.call(user, 'GET', `${P}?${query}`)).data;
// A code no seeded part has (seedStructure's are P1, P2): codes are unique within a version.
const partBody = (id: number, over: Record<string, unknown> = {}) => ({
  phan_cauhoi_id: id,
  ma_phan: 'PX',
  giatri_cauhoi: 'Làm việc nhóm',
  giatri_cauhoi_en: 'Teamwork',
  la_thong_tin_chung: false,
  ...over,
});
const fresh = async () => seedStructure(f.db, await createVersion(f.db, { hospitalId: f.demoId }));

describe('parts: valid calls', () => {
  it('lists the parts of a version in order with their question counts, filtered by status and keyword', async () => {
    const page = await list('bvadmin', `phien_ban_id=${v.open.versionId}`);
    expect(page).toMatchObject({ total: 2, page: 1, size: 20 });
    expect(page.data.map((p) => [p.phan_cauhoi_id, p.stt, p.so_cau_hoi, p.la_thong_tin_chung])).toEqual([
      [v.open.part1, 1, 3, false],
      [v.open.part2, 2, 1, true],
    ]);
    expect((await list('bvadmin', `phien_ban_id=${v.open.versionId}&keyword=nhóm`)).data.map((p) => p.phan_cauhoi_id)).toEqual([v.open.part1]);
    expect((await list('bvadmin', `phien_ban_id=${v.open.versionId}&keyword=p2`)).data.map((p) => p.phan_cauhoi_id)).toEqual([v.open.part2]);
    expect((await list('bvadmin', `phien_ban_id=${v.open.versionId}&keyword=%25`)).total).toBe(0);
    expect((await list('bvadmin', `phien_ban_id=${v.open.versionId}&size=1&page=2`)).data.map((p) => p.phan_cauhoi_id)).toEqual([v.open.part2]);

    const s = await fresh();
    await f.db.updateTable('phan_cau_hoi').set({ status: 2 }).where('phan_cauhoi_id', '=', s.part2).execute();
    expect((await list('bvadmin', `phien_ban_id=${s.versionId}&status=1`)).data.map((p) => p.phan_cauhoi_id)).toEqual([s.part1]);
    expect((await list('bvadmin', `phien_ban_id=${s.versionId}&status=2`)).data.map((p) => p.phan_cauhoi_id)).toEqual([s.part2]);
    expect((await list('bvadmin', `phien_ban_id=${s.versionId}&status=-1`)).total).toBe(2);
  });

  it('creates a part at the end, updates and deletes it with its questions', async () => {
    const s = await fresh();
    const created = await f.call('bvadmin', 'POST', P, { phien_ban_id: s.versionId, giatri_cauhoi: '  Nhận xét  ', type: 'text', la_thong_tin_chung: true });
    expect(created.statusCode).toBe(200);
    expect(body(created).message).toBe('Thành công!');
    const part = body<TPart>(created).data;
    expect(part).toMatchObject({
      phien_ban_id: s.versionId,
      giatri_cauhoi: 'Nhận xét',
      giatri_cauhoi_en: '',
      type: 'text',
      stt: 3,
      status: 1,
      so_cau_hoi: 0,
      la_thong_tin_chung: true,
    });

    const upd = await f.call('bvadmin', 'PUT', P, partBody(part.phan_cauhoi_id, { ma_phan: 'C', giatri_cauhoi: 'Ý kiến', giatri_cauhoi_en: 'Comments', type: 'text', status: 2 }));
    expect(upd.statusCode).toBe(200);
    expect(body(upd).message).toBe('Cập nhật thành công');
    expect(body<TPart>(upd).data).toMatchObject({ ma_phan: 'C', giatri_cauhoi: 'Ý kiến', giatri_cauhoi_en: 'Comments', status: 2, stt: 3, la_thong_tin_chung: false });

    const del = await f.call('bvadmin', 'DELETE', `${P}/${s.part1}`);
    expect(del.statusCode).toBe(200);
    expect(body(del)).toMatchObject({ message: 'Xóa thành công', data: { message: 'Xóa thành công' } });
    const left = await snapshot(f.db, s.versionId);
    expect(left.parts.map((p) => p.phan_cauhoi_id).sort()).toEqual([s.part2, part.phan_cauhoi_id].sort());
    expect(left.questions.map((q) => q.cauhoi_id)).toEqual([s.unit]);
    expect(left.links).toEqual([]);
  });

  it('reorders the parts of a version', async () => {
    const s = await fresh();
    const extra = body<TPart>(await f.call('bvadmin', 'POST', P, { phien_ban_id: s.versionId, giatri_cauhoi: 'Phần 3' })).data;
    const res = await f.call('bvadmin', 'PUT', `${P}/sap-xep`, { parent_id: s.versionId, ids: [extra.phan_cauhoi_id, s.part1, s.part2] });
    expect(res.statusCode).toBe(200);
    expect(body<TPart[]>(res).data.map((p) => [p.phan_cauhoi_id, p.stt])).toEqual([
      [extra.phan_cauhoi_id, 1],
      [s.part1, 2],
      [s.part2, 3],
    ]);
    expect((await list('bvadmin', `phien_ban_id=${s.versionId}`)).data.map((p) => p.phan_cauhoi_id)).toEqual([extra.phan_cauhoi_id, s.part1, s.part2]);

    const before = await snapshot(f.db, s.versionId);
    for (const ids of [
      [s.part1, s.part2],
      [s.part1, s.part2, extra.phan_cauhoi_id, v.open.part1],
      [s.part1, s.part1, s.part2],
      [s.part1, s.part2, v.open.part1],
    ]) {
      const bad = await f.call('bvadmin', 'PUT', `${P}/sap-xep`, { parent_id: s.versionId, ids });
      expect(bad.statusCode).toBe(400);
      expect(body(bad).message).toBe('Danh sách sắp xếp không khớp');
    }
    expect(await snapshot(f.db, s.versionId)).toEqual(before);
  });

  it('lets a system administrator edit a campaign and refuses a hospital administrator', async () => {
    const campaign = await createVersion(f.db, { hospitalId: null });
    await f.db.insertInto('phien_ban_benh_vien').values({ phien_ban_id: campaign, hospital_id: f.demoId }).execute();
    expect((await f.call('admin', 'POST', P, { phien_ban_id: campaign, giatri_cauhoi: 'Chung' })).statusCode).toBe(200);
    const refused = await f.call('bvadmin', 'POST', P, { phien_ban_id: campaign, giatri_cauhoi: 'Chung' });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).message).toBe(MSG.campaignSystemOnly);
    expect((await list('bvadmin', `phien_ban_id=${campaign}`)).total).toBe(1);
  });
});

describe('parts: refusals', () => {
  it('refuses bad input with a Vietnamese message and changes nothing', async () => {
    const before = await snapshot(f.db, v.open.versionId);
    const cases: [string, 'POST' | 'PUT', unknown, string][] = [
      ['no name', 'POST', { phien_ban_id: v.open.versionId, giatri_cauhoi: '   ' }, 'Vui lòng nhập tên phần câu hỏi'],
      ['bad type', 'POST', { phien_ban_id: v.open.versionId, giatri_cauhoi: 'X', type: 'select' }, ''],
      ['bad code', 'POST', { phien_ban_id: v.open.versionId, giatri_cauhoi: 'X', ma_phan: 'a b' }, 'Mã chỉ gồm chữ, số, dấu chấm, gạch ngang, gạch dưới'],
      ['bad status', 'PUT', partBody(v.open.part1, { status: 3 }), ''],
      ['no id', 'PUT', { giatri_cauhoi: 'X' }, ''],
    ];
    for (const [, method, payload, message] of cases) {
      const res = await f.call('bvadmin', method, P, payload);
      expect(res.statusCode).toBe(400);
      expect(body(res).code).toBe(400);
      if (message) expect(body(res).message).toBe(message);
      else expect(body(res).message).toMatch(/[^\x00-\x7F]/);
    }
    const badQuery = await f.call('bvadmin', 'GET', `${P}?phien_ban_id=${v.open.versionId}&status=5`);
    expect(badQuery.statusCode).toBe(400);
    expect((await f.call('bvadmin', 'GET', P)).statusCode).toBe(400);
    expect((await f.call('bvadmin', 'DELETE', `${P}/abc`)).statusCode).toBe(400);
    expect(await snapshot(f.db, v.open.versionId)).toEqual(before);
  });

  it('refuses a part code another part of the version has (ignoring case), with the message on the field', async () => {
    const s = await fresh();
    const before = await snapshot(f.db, s.versionId);
    const dup = await f.call('bvadmin', 'POST', P, { phien_ban_id: s.versionId, ma_phan: ' p1 ', giatri_cauhoi: 'Phần trùng mã' });
    expect(dup.statusCode).toBe(409);
    expect(body(dup)).toMatchObject({
      code: 409,
      message: 'Mã phần đã tồn tại trong phiên bản',
      data: { errors: [{ path: 'ma_phan', message: 'Mã phần đã tồn tại trong phiên bản' }] },
    });
    const renamed = await f.call('bvadmin', 'PUT', P, partBody(s.part2, { ma_phan: 'P1' }));
    expect(renamed.statusCode).toBe(409);
    expect(body(renamed).message).toBe('Mã phần đã tồn tại trong phiên bản');
    expect(await snapshot(f.db, s.versionId)).toEqual(before);

    // Its own code, another version's code and no code at all are fine.
    expect((await f.call('bvadmin', 'PUT', P, partBody(s.part1, { ma_phan: 'P1' }))).statusCode).toBe(200);
    expect((await f.call('bvadmin', 'POST', P, { phien_ban_id: s.versionId, ma_phan: 'P3', giatri_cauhoi: 'Phần 3' })).statusCode).toBe(200);
    const other = await fresh();
    expect((await f.call('bvadmin', 'POST', P, { phien_ban_id: other.versionId, ma_phan: 'P3', giatri_cauhoi: 'Phần 3' })).statusCode).toBe(200);
    for (const n of [1, 2]) expect((await f.call('bvadmin', 'POST', P, { phien_ban_id: s.versionId, giatri_cauhoi: `Không mã ${n}` })).statusCode).toBe(200);
  });

  it('answers 404 for unknown parts and versions, and 400 for ids beyond the database range', async () => {
    for (const [method, url, payload] of [
      ['PUT', P, partBody(99999999)],
      ['DELETE', `${P}/99999999`, undefined],
      ['PUT', `${P}/sap-xep`, { parent_id: 99999999, ids: [1] }],
    ] as const) {
      const res = await f.call('bvadmin', method, url, payload);
      expect(res.statusCode).toBe(404);
    }
    expect(body(await f.call('bvadmin', 'DELETE', `${P}/99999999`)).message).toBe('Không tìm thấy phần câu hỏi');
    expect(body(await f.call('bvadmin', 'GET', `${P}?phien_ban_id=99999999`)).message).toBe(MSG.versionNotFound);
    const huge = await f.call('bvadmin', 'DELETE', `${P}/99999999999`);
    expect(huge.statusCode).toBe(400);
    // An id beyond the database's integers is refused by validation, before any query.
    expect(body(huge).message).toBe('Mã không hợp lệ');
  });

  it('refuses callers without the authoring function, of another hospital, or of an unlicensed hospital', async () => {
    const before = await snapshot(f.db, v.open.versionId);
    expect((await f.call('nhanvien01', 'GET', `${P}?phien_ban_id=${v.open.versionId}`)).statusCode).toBe(403);
    expect((await f.call('nhanvien01', 'POST', P, { phien_ban_id: v.open.versionId, giatri_cauhoi: 'X' })).statusCode).toBe(403);
    expect((await f.call('nhanvien01', 'DELETE', `${P}/${v.open.part1}`)).statusCode).toBe(403);

    expect((await f.call('bv2admin', 'GET', `${P}?phien_ban_id=${v.open.versionId}`)).statusCode).toBe(403);
    expect((await f.call('bv2admin', 'POST', P, { phien_ban_id: v.open.versionId, giatri_cauhoi: 'X' })).statusCode).toBe(403);
    expect((await f.call('bv2admin', 'PUT', P, partBody(v.open.part1))).statusCode).toBe(403);
    expect((await f.call('bv2admin', 'PUT', `${P}/sap-xep`, { parent_id: v.open.versionId, ids: [v.open.part2, v.open.part1] })).statusCode).toBe(403);
    expect((await f.call('bv2admin', 'DELETE', `${P}/${v.open.part1}`)).statusCode).toBe(403);
    expect((await f.call('bv2admin', 'GET', `${P}?phien_ban_id=${v.other.versionId}`)).statusCode).toBe(200);

    await withoutSurveyLicence(f, async () => {
      expect((await f.call('bvadmin', 'GET', `${P}?phien_ban_id=${v.open.versionId}`)).statusCode).toBe(403);
      const res = await f.call('admin', 'POST', P, { phien_ban_id: v.open.versionId, giatri_cauhoi: 'X' });
      expect(res.statusCode).toBe(403);
      expect(body(res).message).toBe('Bệnh viện chưa đăng ký sử dụng phân hệ này');
    });
    expect(await snapshot(f.db, v.open.versionId)).toEqual(before);
  });

  it('keeps templates read-only and closed versions unchanged', async () => {
    expect((await list('bvadmin', `phien_ban_id=${v.template.versionId}`)).total).toBe(2);
    expect((await list('bvadmin', `phien_ban_id=${v.closed.versionId}`)).total).toBe(2);
    for (const [s, status] of [
      [v.template, 403],
      [v.closed, 409],
    ] as const) {
      const before = await snapshot(f.db, s.versionId);
      const calls = [
        await f.call('admin', 'POST', P, { phien_ban_id: s.versionId, giatri_cauhoi: 'X' }),
        await f.call('admin', 'PUT', P, partBody(s.part1, { giatri_cauhoi: 'Đổi' })),
        await f.call('admin', 'PUT', `${P}/sap-xep`, { parent_id: s.versionId, ids: [s.part2, s.part1] }),
        await f.call('admin', 'DELETE', `${P}/${s.part2}`),
      ];
      for (const res of calls) {
        expect(res.statusCode).toBe(status);
        expect(body(res).message).toBe(status === 403 ? MSG.templateReadOnly : MSG.closed);
      }
      expect(await snapshot(f.db, s.versionId)).toEqual(before);
    }
  });

  it('locks what scoring depends on once responses exist, and allows the rest', async () => {
    const s = v.locked;
    const before = await snapshot(f.db, s.versionId);
    const del = await f.call('bvadmin', 'DELETE', `${P}/${s.part1}`);
    expect(del.statusCode).toBe(409);
    expect(body(del).message).toBe(MSG.scoringLocked);
    expect((await f.call('bvadmin', 'PUT', P, partBody(s.part1, { la_thong_tin_chung: true }))).statusCode).toBe(409);
    expect(await snapshot(f.db, s.versionId)).toEqual(before);

    expect((await f.call('bvadmin', 'PUT', P, partBody(s.part1, { giatri_cauhoi: 'Làm việc nhóm trong khoa', status: 2 }))).statusCode).toBe(200);
    expect((await f.call('bvadmin', 'PUT', `${P}/sap-xep`, { parent_id: s.versionId, ids: [s.part2, s.part1] })).statusCode).toBe(200);
    const extra = body<TPart>(await f.call('bvadmin', 'POST', P, { phien_ban_id: s.versionId, giatri_cauhoi: 'Mới' })).data;
    expect((await f.call('bvadmin', 'PUT', P, partBody(extra.phan_cauhoi_id, { ma_phan: 'PY', la_thong_tin_chung: true }))).statusCode).toBe(200);
    expect((await f.call('bvadmin', 'DELETE', `${P}/${extra.phan_cauhoi_id}`)).statusCode).toBe(200);
  });

  it('locks a freshly answered version too', async () => {
    const s = await fresh();
    await addResponse(f.db, s.versionId, f.demoId);
    expect((await f.call('bvadmin', 'DELETE', `${P}/${s.part2}`)).statusCode).toBe(409);
  });
});
