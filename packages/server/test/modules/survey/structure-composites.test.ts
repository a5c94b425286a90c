import type { TComposite, TPage } from '@hm/contract';
import { STRUCTURE_MSG } from '../../../src/modules/survey/structure/common.js';
import { body, createTestApp } from '../../helpers/app.js';
import { createVersion, type Fixture, fixture, seedStructure, snapshot, standardVersions, withoutSurveyLicence } from './fixtures.js';

let f: Fixture;
let v: Awaited<ReturnType<typeof standardVersions>>;
beforeAll(async () => {
  f = await fixture(await createTestApp());
  v = await standardVersions(f);
});
afterAll(() => f.t.close());

const C = '/votesafety/v1/composite';
const list = async (query: string) => body<TPage<TComposite>>(await f.call('bvadmin', 'GET', `${C}?${query}`)).data;
const fresh = async () => seedStructure(f.db, await createVersion(f.db, { hospitalId: f.demoId }));

describe('composites: valid calls', () => {
  it('lists a version’s composites with their questions, filtered by status, language and keyword', async () => {
    const s = await fresh();
    const page = await list(`phien_ban_id=${s.versionId}`);
    expect(page.total).toBe(1);
    expect(page.data[0]).toEqual({
      composite_id: s.compositeId,
      phien_ban_id: s.versionId,
      ma_composite: 'TW',
      name_composite_vi: 'Làm việc nhóm',
      name_composite_en: 'Teamwork',
      language: 'vi',
      status_composite: 0,
      stt: 1,
      cauhoi_ids: [s.a1, s.a2].sort((a, b) => a - b),
    });
    await f.db.insertInto('composite').values({ phien_ban_id: s.versionId, name_composite_en: 'Staffing', language: 'en', status_composite: 1, stt: 2 }).execute();
    expect((await list(`phien_ban_id=${s.versionId}&status_composite=0`)).data.map((c) => c.ma_composite)).toEqual(['TW']);
    expect((await list(`phien_ban_id=${s.versionId}&status_composite=1`)).data.map((c) => c.name_composite_en)).toEqual(['Staffing']);
    expect((await list(`phien_ban_id=${s.versionId}&status_composite=-1`)).total).toBe(2);
    expect((await list(`phien_ban_id=${s.versionId}&language=en`)).data.map((c) => c.name_composite_en)).toEqual(['Staffing']);
    expect((await list(`phien_ban_id=${s.versionId}&keyword=staff`)).data.map((c) => c.name_composite_en)).toEqual(['Staffing']);
    expect((await list(`phien_ban_id=${s.versionId}&keyword=tw`)).data.map((c) => c.ma_composite)).toEqual(['TW']);
    expect((await list(`phien_ban_id=${s.versionId}&size=1&page=2`)).data.map((c) => c.stt)).toEqual([2]);
  });

  it('creates, updates and deletes a composite with its question links', async () => {
    const s = await fresh();
    const created = await f.call('bvadmin', 'POST', C, { phien_ban_id: s.versionId, ma_composite: 'BG', name_composite_vi: 'Nền', cauhoi_ids: [s.unit, s.a3, s.unit] });
    expect(created.statusCode).toBe(200);
    expect(body(created).message).toBe('Thành công!');
    const c = body<TComposite>(created).data;
    expect(c).toMatchObject({ phien_ban_id: s.versionId, ma_composite: 'BG', name_composite_vi: 'Nền', name_composite_en: '', language: 'vi', status_composite: 0, stt: 2 });
    expect(c.cauhoi_ids).toEqual([s.a3, s.unit].sort((a, b) => a - b));

    const upd = await f.call('bvadmin', 'PUT', C, { composite_id: c.composite_id, name_composite_en: 'Background', language: 'en', status_composite: 1, cauhoi_ids: [s.a1] });
    expect(upd.statusCode).toBe(200);
    expect(body(upd).message).toBe('Cập nhật thành công');
    expect(body<TComposite>(upd).data).toMatchObject({ name_composite_vi: '', name_composite_en: 'Background', language: 'en', status_composite: 1, cauhoi_ids: [s.a1], stt: 2 });
    const empty = await f.call('bvadmin', 'PUT', C, { composite_id: c.composite_id, name_composite_vi: 'Trống', cauhoi_ids: [] });
    expect(body<TComposite>(empty).data.cauhoi_ids).toEqual([]);

    const del = await f.call('bvadmin', 'DELETE', `${C}/${c.composite_id}`);
    expect(body(del)).toMatchObject({ code: 200, message: 'Xóa thành công' });
    const left = await snapshot(f.db, s.versionId);
    expect(left.composites.map((x) => x.composite_id)).toEqual([s.compositeId]);
    expect(left.links).toHaveLength(2);
  });
});

describe('composites: refusals', () => {
  it('refuses bad input and questions of another version with a Vietnamese message, changing nothing', async () => {
    const s = v.open;
    const before = await snapshot(f.db, s.versionId);
    const cases: ['POST' | 'PUT', unknown, string | null][] = [
      ['POST', { phien_ban_id: s.versionId, name_composite_vi: '' }, 'Vui lòng nhập tên composite'],
      ['POST', { phien_ban_id: s.versionId, language: 'en', name_composite_vi: 'Chỉ có tiếng Việt' }, 'Vui lòng nhập tên composite'],
      ['POST', { phien_ban_id: s.versionId, name_composite_vi: 'X', status_composite: 2 }, null],
      ['POST', { phien_ban_id: s.versionId, name_composite_vi: 'X', cauhoi_ids: [s.a1, v.other.a1] }, STRUCTURE_MSG.questionOutsideVersion],
      ['POST', { phien_ban_id: s.versionId, name_composite_vi: 'X', cauhoi_ids: [99999999999] }, 'Mã không hợp lệ'],
      ['PUT', { composite_id: s.compositeId, name_composite_vi: 'X', cauhoi_ids: [v.other.a2] }, STRUCTURE_MSG.questionOutsideVersion],
      ['PUT', { composite_id: s.compositeId, name_composite_vi: 'X', cauhoi_ids: [0] }, null],
    ];
    for (const [method, payload, message] of cases) {
      const res = await f.call('bvadmin', method, C, payload);
      expect(res.statusCode).toBe(400);
      if (message) expect(body(res).message).toBe(message);
      else expect(body(res).message).toMatch(/[^\x00-\x7F]/);
    }
    expect((await f.call('bvadmin', 'GET', `${C}?phien_ban_id=${s.versionId}&language=fr`)).statusCode).toBe(400);
    expect(await snapshot(f.db, s.versionId)).toEqual(before);
  });

  it('answers 404 for unknown composites and versions', async () => {
    for (const [method, url, payload, message] of [
      ['PUT', C, { composite_id: 99999999, name_composite_vi: 'X' }, 'Không tìm thấy composite'],
      ['DELETE', `${C}/99999999`, undefined, 'Không tìm thấy composite'],
      ['POST', C, { phien_ban_id: 99999999, name_composite_vi: 'X' }, 'Không tìm thấy phiên bản khảo sát'],
      ['GET', `${C}?phien_ban_id=99999999`, undefined, 'Không tìm thấy phiên bản khảo sát'],
    ] as const) {
      const res = await f.call('bvadmin', method, url, payload);
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe(message);
    }
  });

  it('refuses callers without the authoring function, of another hospital, or of an unlicensed hospital', async () => {
    const s = v.open;
    const before = await snapshot(f.db, s.versionId);
    expect((await f.call('nhanvien01', 'GET', `${C}?phien_ban_id=${s.versionId}`)).statusCode).toBe(403);
    expect((await f.call('nhanvien01', 'POST', C, { phien_ban_id: s.versionId, name_composite_vi: 'X' })).statusCode).toBe(403);
    for (const [method, url, payload] of [
      ['GET', `${C}?phien_ban_id=${s.versionId}`, undefined],
      ['POST', C, { phien_ban_id: s.versionId, name_composite_vi: 'X' }],
      ['PUT', C, { composite_id: s.compositeId, name_composite_vi: 'X' }],
      ['DELETE', `${C}/${s.compositeId}`, undefined],
    ] as const) {
      expect((await f.call('bv2admin', method, url, payload)).statusCode).toBe(403);
    }
    // Nor may another hospital link this version's questions into its own composite.
    expect((await f.call('bv2admin', 'POST', C, { phien_ban_id: v.other.versionId, name_composite_vi: 'X', cauhoi_ids: [s.a1] })).statusCode).toBe(400);
    await withoutSurveyLicence(f, async () => {
      expect((await f.call('bvadmin', 'GET', `${C}?phien_ban_id=${s.versionId}`)).statusCode).toBe(403);
      expect((await f.call('admin', 'PUT', C, { composite_id: s.compositeId, name_composite_vi: 'X' })).statusCode).toBe(403);
    });
    expect(await snapshot(f.db, s.versionId)).toEqual(before);
  });

  it('keeps templates read-only and closed versions unchanged', async () => {
    for (const [s, status] of [
      [v.template, 403],
      [v.closed, 409],
    ] as const) {
      expect((await list(`phien_ban_id=${s.versionId}`)).total).toBe(1);
      const before = await snapshot(f.db, s.versionId);
      for (const res of [
        await f.call('admin', 'POST', C, { phien_ban_id: s.versionId, name_composite_vi: 'X' }),
        await f.call('admin', 'PUT', C, { composite_id: s.compositeId, name_composite_vi: 'Đổi', cauhoi_ids: [s.a1] }),
        await f.call('admin', 'DELETE', `${C}/${s.compositeId}`),
      ]) {
        expect(res.statusCode).toBe(status);
      }
      expect(await snapshot(f.db, s.versionId)).toEqual(before);
    }
  });

  it('stays editable once responses exist', async () => {
    const s = v.locked;
    const upd = await f.call('bvadmin', 'PUT', C, { composite_id: s.compositeId, ma_composite: 'TW', name_composite_vi: 'Làm việc nhóm', cauhoi_ids: [s.a1] });
    expect(upd.statusCode).toBe(200);
    const created = body<TComposite>(await f.call('bvadmin', 'POST', C, { phien_ban_id: s.versionId, name_composite_vi: 'Mới', cauhoi_ids: [s.a2] })).data;
    expect((await f.call('bvadmin', 'DELETE', `${C}/${created.composite_id}`)).statusCode).toBe(200);
  });
});
