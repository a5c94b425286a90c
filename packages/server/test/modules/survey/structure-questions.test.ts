import type { TPage, TQuestion } from '@hm/contract';
import { MSG } from '../../../src/modules/survey-core/version-access.js';
import { fromDbError } from '../../../src/errors/db-errors.js';
import { STRUCTURE_MSG } from '../../../src/modules/survey/structure/common.js';
import { body, createTestApp } from '../../helpers/app.js';
import { createVersion, type Fixture, fixture, seedStructure, snapshot, standardVersions, type Structure, withoutSurveyLicence } from './fixtures.js';

let f: Fixture;
let v: Awaited<ReturnType<typeof standardVersions>>;
beforeAll(async () => {
  f = await fixture(await createTestApp());
  v = await standardVersions(f);
});
afterAll(() => f.t.close());

const Q = '/votesafety/v1/cau-hoi';
const list = async (query: string, user: 'bvadmin' | 'admin' = 'bvadmin') => body<TPage<TQuestion>>(await f.call(user, 'GET', `${Q}?${query}`)).data;
const fresh = async () => seedStructure(f.db, await createVersion(f.db, { hospitalId: f.demoId }));
/** The full body of an update of A1 as seeded, with changes. */
const a1Body = (s: Structure, over: Record<string, unknown> = {}) => ({
  cauhoi_id: s.a1,
  ma_cauhoi: 'A1',
  ten_cauhoi: 'Chúng tôi làm việc cùng nhau hiệu quả.',
  ten_cauhoi_en: 'We work together as an effective team.',
  scale: 'agree5',
  ...over,
});

describe('questions: valid calls', () => {
  it('lists a part’s questions in order, or a whole version’s in form order, with keyword and paging', async () => {
    const s = v.open;
    expect((await list(`phancauhoi_id=${s.part1}`)).data.map((q) => q.ma_cauhoi)).toEqual(['A1', 'A2', 'A3']);
    const all = await list(`phien_ban_id=${s.versionId}`);
    expect(all.total).toBe(4);
    expect(all.data.map((q) => q.ma_cauhoi)).toEqual(['A1', 'A2', 'A3', 'U1']);
    expect(all.data[1]).toEqual({
      cauhoi_id: s.a2,
      phancauhoi_id: s.part1,
      phien_ban_id: s.versionId,
      ma_cauhoi: 'A2',
      stt_cauhoi: 2,
      ten_cauhoi: 'Chúng tôi có đủ nhân lực.',
      ten_cauhoi_en: '',
      scale: 'agree5',
      tamngung: 0,
      thuan_nghich: 1,
      vai_tro: null,
      ma_cauhoi_qhlq: null,
      ten_cauhoi_qh_lq: null,
    });
    expect((await list(`phien_ban_id=${s.versionId}&size=2&page=2`)).data.map((q) => q.ma_cauhoi)).toEqual(['A3', 'U1']);
    expect((await list(`phien_ban_id=${s.versionId}&keyword=NHÂN LỰC`)).data.map((q) => q.ma_cauhoi)).toEqual(['A2']);
    expect((await list(`phien_ban_id=${s.versionId}&keyword=u1`)).data.map((q) => q.ma_cauhoi)).toEqual(['U1']);
    expect((await list(`phien_ban_id=${s.versionId}&keyword=effective`)).data.map((q) => q.ma_cauhoi)).toEqual(['A1']);
    expect((await list(`phancauhoi_id=${s.part1}&phien_ban_id=${v.other.versionId}`)).total).toBe(0);

    // Form order follows the parts' order.
    const r = await fresh();
    await f.db.updateTable('phan_cau_hoi').set({ stt: 0 }).where('phan_cauhoi_id', '=', r.part2).execute();
    expect((await list(`phien_ban_id=${r.versionId}`)).data.map((q) => q.ma_cauhoi)).toEqual(['U1', 'A1', 'A2', 'A3']);
  });

  it('creates a question at the end of its part, updates, moves and deletes it', async () => {
    const s = await fresh();
    const created = await f.call('bvadmin', 'POST', Q, {
      phancauhoi_id: s.part1,
      ma_cauhoi: 'A4',
      ten_cauhoi: 'Câu mới',
      scale: 'freq5',
      thuan_nghich: 1,
      ma_cauhoi_qhlq: 'A1',
      ten_cauhoi_qh_lq: 'Làm việc nhóm',
    });
    expect(created.statusCode).toBe(200);
    const q = body<TQuestion>(created).data;
    expect(q).toMatchObject({
      phien_ban_id: s.versionId,
      phancauhoi_id: s.part1,
      stt_cauhoi: 4,
      ma_cauhoi: 'A4',
      scale: 'freq5',
      thuan_nghich: 1,
      tamngung: 0,
      vai_tro: null,
      ma_cauhoi_qhlq: 'A1',
    });

    const upd = await f.call('bvadmin', 'PUT', Q, { cauhoi_id: q.cauhoi_id, ma_cauhoi: '', ten_cauhoi: '', ten_cauhoi_en: 'Only English', scale: '', tamngung: 1 });
    expect(upd.statusCode).toBe(200);
    expect(body(upd).message).toBe('Cập nhật thành công');
    expect(body<TQuestion>(upd).data).toMatchObject({ ma_cauhoi: '', ten_cauhoi: '', ten_cauhoi_en: 'Only English', scale: null, tamngung: 1, thuan_nghich: 0, stt_cauhoi: 4 });

    const moved = await f.call('bvadmin', 'PUT', Q, { cauhoi_id: q.cauhoi_id, phancauhoi_id: s.part2, ten_cauhoi: 'Đã chuyển', vai_tro: 'position' });
    expect(moved.statusCode).toBe(200);
    expect(body<TQuestion>(moved).data).toMatchObject({ phancauhoi_id: s.part2, stt_cauhoi: 2, vai_tro: 'position' });
    expect((await list(`phancauhoi_id=${s.part1}`)).data.map((x) => x.ma_cauhoi)).toEqual(['A1', 'A2', 'A3']);

    const del = await f.call('bvadmin', 'DELETE', `${Q}/${s.a1}`);
    expect(body(del)).toMatchObject({ code: 200, message: 'Xóa thành công' });
    const left = await snapshot(f.db, s.versionId);
    expect(left.questions.map((x) => x.cauhoi_id)).not.toContain(s.a1);
    expect(left.answers.some((a) => a.cauhoi_id === s.a1)).toBe(false);
    expect(left.links.map((l) => l.cauhoi_id)).toEqual([s.a2]);
  });

  it('reorders the questions of a part', async () => {
    const s = await fresh();
    const res = await f.call('bvadmin', 'PUT', `${Q}/sap-xep`, { parent_id: s.part1, ids: [s.a3, s.a1, s.a2] });
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Cập nhật thành công');
    expect(body<TQuestion[]>(res).data.map((q) => [q.cauhoi_id, q.stt_cauhoi])).toEqual([
      [s.a3, 1],
      [s.a1, 2],
      [s.a2, 3],
    ]);

    const before = await snapshot(f.db, s.versionId);
    for (const ids of [
      [s.a1, s.a2],
      [s.a1, s.a2, s.a3, s.unit],
      [s.a1, s.a1, s.a2, s.a3],
    ]) {
      const bad = await f.call('bvadmin', 'PUT', `${Q}/sap-xep`, { parent_id: s.part1, ids });
      expect(bad.statusCode).toBe(400);
      expect(body(bad).message).toBe(STRUCTURE_MSG.reorderMismatch);
    }
    expect(await snapshot(f.db, s.versionId)).toEqual(before);
  });
});

describe('questions: refusals', () => {
  it('refuses bad input with a Vietnamese message and changes nothing', async () => {
    const s = v.open;
    const before = await snapshot(f.db, s.versionId);
    const cases: [string, 'POST' | 'PUT', unknown, string | null][] = [
      ['no text', 'POST', { phancauhoi_id: s.part1, ten_cauhoi: ' ', ten_cauhoi_en: '' }, 'Vui lòng nhập nội dung câu hỏi'],
      ['bad direction', 'POST', { phancauhoi_id: s.part1, ten_cauhoi: 'X', thuan_nghich: 2 }, null],
      ['bad role', 'POST', { phancauhoi_id: s.part1, ten_cauhoi: 'X', vai_tro: 'ward' }, null],
      ['bad code', 'PUT', a1Body(s, { ma_cauhoi: 'A 1' }), 'Mã chỉ gồm chữ, số, dấu chấm, gạch ngang, gạch dưới'],
      ['move to another version', 'PUT', a1Body(s, { phancauhoi_id: v.other.part2 }), STRUCTURE_MSG.moveOutsideVersion],
    ];
    for (const [name, method, payload, message] of cases) {
      const res = await f.call('bvadmin', method, Q, payload);
      expect([name, res.statusCode]).toEqual([name, 400]);
      if (message) expect(body(res).message).toBe(message);
      else expect(body(res).message).toMatch(/[^\x00-\x7F]/);
    }
    const noScope = await f.call('bvadmin', 'GET', Q);
    expect(noScope.statusCode).toBe(400);
    expect(body(noScope).message).toBe('Thiếu phần câu hỏi hoặc phiên bản khảo sát');
    expect(await snapshot(f.db, s.versionId)).toEqual(before);
  });

  it('answers 404 for unknown questions and parts', async () => {
    const s = v.open;
    for (const [method, url, payload, message] of [
      ['PUT', Q, a1Body(s, { cauhoi_id: 99999999 }), STRUCTURE_MSG.questionNotFound],
      ['DELETE', `${Q}/99999999`, undefined, STRUCTURE_MSG.questionNotFound],
      ['POST', Q, { phancauhoi_id: 99999999, ten_cauhoi: 'X' }, STRUCTURE_MSG.partNotFound],
      ['PUT', Q, a1Body(s, { phancauhoi_id: 99999999 }), STRUCTURE_MSG.partNotFound],
      ['PUT', `${Q}/sap-xep`, { parent_id: 99999999, ids: [1] }, STRUCTURE_MSG.partNotFound],
      ['GET', `${Q}?phancauhoi_id=99999999`, undefined, STRUCTURE_MSG.partNotFound],
    ] as const) {
      const res = await f.call('bvadmin', method, url, payload);
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe(message);
    }
  });

  it('refuses a duplicate item code or breakdown role within a version (409), allows them in another', async () => {
    const s = await fresh();
    const before = await snapshot(f.db, s.versionId);
    const dupCreate = await f.call('bvadmin', 'POST', Q, { phancauhoi_id: s.part2, ma_cauhoi: 'A1', ten_cauhoi: 'Trùng mã' });
    expect(dupCreate.statusCode).toBe(409);
    expect(body(dupCreate).message).toBe('Mã câu hỏi đã tồn tại trong phiên bản');
    const dupUpdate = await f.call('bvadmin', 'PUT', Q, { cauhoi_id: s.a2, ma_cauhoi: 'A1', ten_cauhoi: 'X', scale: 'agree5', thuan_nghich: 1 });
    expect(dupUpdate.statusCode).toBe(409);
    const dupRole = await f.call('bvadmin', 'POST', Q, { phancauhoi_id: s.part2, ten_cauhoi: 'Khoa khác', vai_tro: 'unit' });
    expect(dupRole.statusCode).toBe(409);
    expect(body(dupRole).message).toBe(STRUCTURE_MSG.duplicateRole);
    expect(await snapshot(f.db, s.versionId)).toEqual(before);

    // Keeping its own code and role is no conflict; empty codes never clash; other versions are separate.
    expect((await f.call('bvadmin', 'PUT', Q, a1Body(s, { ten_cauhoi: 'Sửa chữ' }))).statusCode).toBe(200);
    expect((await f.call('bvadmin', 'PUT', Q, { cauhoi_id: s.unit, ma_cauhoi: 'U1', ten_cauhoi: 'Khoa', scale: 'unit', vai_tro: 'unit' })).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await f.call('bvadmin', 'POST', Q, { phancauhoi_id: s.part1, ten_cauhoi: `Không mã ${i}` })).statusCode).toBe(200);
    const other = await fresh();
    expect((await f.call('bvadmin', 'POST', Q, { phancauhoi_id: other.part1, ma_cauhoi: 'A9', ten_cauhoi: 'X' })).statusCode).toBe(200);
    expect((await f.call('bvadmin', 'POST', Q, { phancauhoi_id: s.part1, ma_cauhoi: 'A9', ten_cauhoi: 'X' })).statusCode).toBe(200);
  });

  it('maps a unique violation that got past the checks to a 409 (both engines raise it with code and index)', async () => {
    const s = await fresh();
    const err = await f.db
      .insertInto('cau_hoi')
      .values({ phancauhoi_id: s.part1, phien_ban_id: s.versionId, ma_cauhoi: 'A1', ten_cauhoi: 'X' })
      .execute()
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toMatchObject({ code: '23505', constraint: 'cau_hoi_code_idx' });
    expect(fromDbError(err)?.message).toBe(STRUCTURE_MSG.duplicateCode);
    const value = await f.db
      .insertInto('dap_an')
      .values({ cauhoi_id: s.a1, gia_tri: 1, ten_dap_an: 'X' })
      .execute()
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(fromDbError(value)?.message).toBe('Giá trị đáp án đã tồn tại');
    expect(fromDbError(new Error('boom'))).toBeNull();
  });

  it('refuses callers without the authoring function, of another hospital, or of an unlicensed hospital', async () => {
    const s = v.open;
    const before = await snapshot(f.db, s.versionId);
    expect((await f.call('nhanvien01', 'GET', `${Q}?phancauhoi_id=${s.part1}`)).statusCode).toBe(403);
    expect((await f.call('nhanvien01', 'POST', Q, { phancauhoi_id: s.part1, ten_cauhoi: 'X' })).statusCode).toBe(403);
    for (const [method, url, payload] of [
      ['GET', `${Q}?phancauhoi_id=${s.part1}`, undefined],
      ['GET', `${Q}?phien_ban_id=${s.versionId}`, undefined],
      ['POST', Q, { phancauhoi_id: s.part1, ten_cauhoi: 'X' }],
      ['PUT', Q, a1Body(s, { ten_cauhoi: 'X' })],
      ['PUT', `${Q}/sap-xep`, { parent_id: s.part1, ids: [s.a3, s.a2, s.a1] }],
      ['DELETE', `${Q}/${s.a3}`, undefined],
    ] as const) {
      expect((await f.call('bv2admin', method, url, payload)).statusCode).toBe(403);
    }
    // Another hospital's admin cannot pull a question into its own version either.
    expect((await f.call('bv2admin', 'PUT', Q, { ...a1Body(v.other), phancauhoi_id: s.part2 })).statusCode).toBe(400);
    await withoutSurveyLicence(f, async () => {
      expect((await f.call('bvadmin', 'GET', `${Q}?phancauhoi_id=${s.part1}`)).statusCode).toBe(403);
      expect((await f.call('admin', 'DELETE', `${Q}/${s.a3}`)).statusCode).toBe(403);
    });
    expect(await snapshot(f.db, s.versionId)).toEqual(before);
  });

  it('keeps templates read-only and closed versions unchanged', async () => {
    for (const [s, status] of [
      [v.template, 403],
      [v.closed, 409],
    ] as const) {
      expect((await list(`phancauhoi_id=${s.part1}`)).total).toBe(3);
      const before = await snapshot(f.db, s.versionId);
      for (const res of [
        await f.call('admin', 'POST', Q, { phancauhoi_id: s.part1, ten_cauhoi: 'X' }),
        await f.call('admin', 'PUT', Q, a1Body(s, { ten_cauhoi: 'Đổi' })),
        await f.call('admin', 'PUT', `${Q}/sap-xep`, { parent_id: s.part1, ids: [s.a3, s.a2, s.a1] }),
        await f.call('admin', 'DELETE', `${Q}/${s.a3}`),
      ]) {
        expect(res.statusCode).toBe(status);
      }
      expect(await snapshot(f.db, s.versionId)).toEqual(before);
    }
  });

  it('locks scale, direction, role, background part and deletion once responses exist', async () => {
    const s = v.locked;
    const before = await snapshot(f.db, s.versionId);
    const extraPart = (
      await f.db
        .insertInto('phan_cau_hoi')
        .values({ phien_ban_id: s.versionId, giatri_cauhoi: 'Thêm', la_thong_tin_chung: true, stt: 3 })
        .returning('phan_cauhoi_id')
        .executeTakeFirstOrThrow()
    ).phan_cauhoi_id;
    const sameKind = (
      await f.db
        .insertInto('phan_cau_hoi')
        .values({ phien_ban_id: s.versionId, giatri_cauhoi: 'Cùng loại', la_thong_tin_chung: false, stt: 4 })
        .returning('phan_cauhoi_id')
        .executeTakeFirstOrThrow()
    ).phan_cauhoi_id;
    for (const payload of [a1Body(s, { scale: 'freq5' }), a1Body(s, { thuan_nghich: 1 }), a1Body(s, { vai_tro: 'position' }), a1Body(s, { phancauhoi_id: extraPart })]) {
      const res = await f.call('bvadmin', 'PUT', Q, payload);
      expect(res.statusCode).toBe(409);
      expect(body(res).message).toBe(MSG.scoringLocked);
    }
    expect((await f.call('bvadmin', 'DELETE', `${Q}/${s.a3}`)).statusCode).toBe(409);
    const after = await snapshot(f.db, s.versionId);
    expect(after.questions).toEqual(before.questions);
    expect(after.answers).toEqual(before.answers);

    // Texts, pausing, reordering, moving within the same kind of part and adding stay allowed.
    expect((await f.call('bvadmin', 'PUT', Q, a1Body(s, { ten_cauhoi: 'Chữ mới', ten_cauhoi_en: 'New words', tamngung: 1, ma_cauhoi_qhlq: 'A2' }))).statusCode).toBe(200);
    expect((await f.call('bvadmin', 'PUT', `${Q}/sap-xep`, { parent_id: s.part1, ids: [s.a2, s.a1, s.a3] })).statusCode).toBe(200);
    expect((await f.call('bvadmin', 'PUT', Q, a1Body(s, { phancauhoi_id: sameKind }))).statusCode).toBe(200);
    expect((await f.call('bvadmin', 'POST', Q, { phancauhoi_id: s.part1, ma_cauhoi: 'A9', ten_cauhoi: 'Câu thêm', scale: 'agree5' })).statusCode).toBe(200);
  });
});
