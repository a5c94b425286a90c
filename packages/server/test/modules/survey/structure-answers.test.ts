import type { TAnswer } from '@hm/contract';
import { MSG } from '../../../src/modules/survey-core/version-access.js';
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

const A = '/votesafety/v1/dap-an';
const answers = async (questionId: number) => body<TAnswer[]>(await f.call('bvadmin', 'GET', `${A}?cauhoi_id=${questionId}`)).data;
const fresh = async () => seedStructure(f.db, await createVersion(f.db, { hospitalId: f.demoId }));
const answerId = async (questionId: number, value: number) =>
  (await f.db.selectFrom('dap_an').select('dapan_id').where('cauhoi_id', '=', questionId).where('gia_tri', '=', value).executeTakeFirstOrThrow()).dapan_id;
const agree = (labels = ['Rất không đồng ý', 'Không đồng ý', 'Trung lập', 'Đồng ý', 'Rất đồng ý']) =>
  labels.map((ten_dap_an, i) => ({ type: 'number', gia_tri: i + 1, ten_dap_an }));

describe('answers: valid calls', () => {
  it('lists a question’s answers in order', async () => {
    const list = await answers(v.open.a1);
    expect(list.map((a) => [a.gia_tri, a.stt, a.type])).toEqual([
      [1, 1, 'number'],
      [2, 2, 'number'],
      [3, 3, 'number'],
      [4, 4, 'number'],
      [5, 5, 'number'],
    ]);
    expect(list[4]).toMatchObject({ cauhoi_id: v.open.a1, ten_dap_an: 'Rất đồng ý', ten_dap_an_en: 'Strongly agree' });
    expect(await answers(v.open.a3)).toMatchObject([{ type: 'text', gia_tri: null }]);
  });

  it('creates an answer at the end, updates and deletes it', async () => {
    const s = await fresh();
    const created = await f.call('bvadmin', 'POST', A, { cauhoi_id: s.a1, gia_tri: 9, ten_dap_an: 'Không áp dụng', ten_dap_an_en: 'Does not apply' });
    expect(created.statusCode).toBe(200);
    const a = body<TAnswer>(created).data;
    expect(a).toMatchObject({ cauhoi_id: s.a1, type: 'number', gia_tri: 9, stt: 6 });

    const text = body<TAnswer>(await f.call('bvadmin', 'POST', A, { cauhoi_id: s.a1, type: 'text', gia_tri: 7, ten_dap_an: 'Khác' })).data;
    expect(text).toMatchObject({ type: 'text', gia_tri: null, stt: 7 });

    const upd = await f.call('bvadmin', 'PUT', A, { dapan_id: a.dapan_id, gia_tri: 8, ten_dap_an: 'Không biết', ten_dap_an_en: "Don't know" });
    expect(upd.statusCode).toBe(200);
    expect(body(upd).message).toBe('Cập nhật thành công');
    expect(body<TAnswer>(upd).data).toMatchObject({ dapan_id: a.dapan_id, gia_tri: 8, ten_dap_an: 'Không biết', stt: 6 });

    const del = await f.call('bvadmin', 'DELETE', `${A}/${a.dapan_id}`);
    expect(body(del)).toMatchObject({ code: 200, message: 'Xóa thành công' });
    expect((await answers(s.a1)).map((x) => x.gia_tri)).toEqual([1, 2, 3, 4, 5, null]);
  });

  it('replaces a whole answer set in the order given, keeping the ids of kept values', async () => {
    const s = await fresh();
    const ids = new Map((await answers(s.a1)).map((a) => [a.gia_tri, a.dapan_id]));
    const res = await f.call('bvadmin', 'PUT', `${A}/danh-sach`, {
      cauhoi_id: s.a1,
      items: [
        { gia_tri: 5, ten_dap_an: 'Luôn luôn', ten_dap_an_en: 'Always' },
        { gia_tri: 4, ten_dap_an: 'Thường xuyên' },
        { gia_tri: 9, ten_dap_an: 'Không áp dụng' },
        { type: 'text', ten_dap_an: 'Ghi chú' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Cập nhật thành công');
    const set = body<TAnswer[]>(res).data;
    expect(set.map((a) => [a.gia_tri, a.stt, a.type, a.ten_dap_an])).toEqual([
      [5, 1, 'number', 'Luôn luôn'],
      [4, 2, 'number', 'Thường xuyên'],
      [9, 3, 'number', 'Không áp dụng'],
      [null, 4, 'text', 'Ghi chú'],
    ]);
    expect(set[0]!.dapan_id).toBe(ids.get(5));
    expect(set[1]!.dapan_id).toBe(ids.get(4));
    expect(await answers(s.a1)).toEqual(set);

    // The text box keeps its row too; an empty set clears the question.
    const textId = set[3]!.dapan_id;
    const again = body<TAnswer[]>(await f.call('bvadmin', 'PUT', `${A}/danh-sach`, { cauhoi_id: s.a1, items: [{ type: 'text', ten_dap_an: 'Ý kiến' }] })).data;
    expect(again).toMatchObject([{ dapan_id: textId, ten_dap_an: 'Ý kiến', stt: 1 }]);
    expect(body<TAnswer[]>(await f.call('bvadmin', 'PUT', `${A}/danh-sach`, { cauhoi_id: s.a1, items: [] })).data).toEqual([]);
  });
});

describe('answers: refusals', () => {
  it('refuses bad input with a Vietnamese message and changes nothing', async () => {
    const s = v.open;
    const before = await snapshot(f.db, s.versionId);
    const one = await answerId(s.a1, 1);
    const cases: ['POST' | 'PUT', string, unknown, string | null][] = [
      ['POST', A, { cauhoi_id: s.a1, ten_dap_an: 'Thiếu giá trị' }, 'Vui lòng nhập giá trị của đáp án'],
      ['POST', A, { cauhoi_id: s.a1, gia_tri: 7 }, 'Vui lòng nhập nhãn của đáp án'],
      ['POST', A, { cauhoi_id: s.a1, gia_tri: 1.5, ten_dap_an: 'X' }, null],
      ['POST', A, { cauhoi_id: s.a1, gia_tri: 1000, ten_dap_an: 'X' }, null],
      ['PUT', A, { dapan_id: one, type: 'choice', gia_tri: 1, ten_dap_an: 'X' }, null],
      [
        'PUT',
        `${A}/danh-sach`,
        {
          cauhoi_id: s.a1,
          items: [
            { gia_tri: 1, ten_dap_an: 'A' },
            { gia_tri: 1, ten_dap_an: 'B' },
          ],
        },
        'Giá trị các đáp án không được trùng nhau',
      ],
      ['PUT', `${A}/danh-sach`, { cauhoi_id: s.a1, items: [{ gia_tri: 1 }] }, 'Vui lòng nhập nhãn của đáp án'],
      ['PUT', `${A}/danh-sach`, { cauhoi_id: s.a1, items: Array.from({ length: 61 }, (_, i) => ({ gia_tri: i, ten_dap_an: `${i}` })) }, 'Tối đa 60 đáp án'],
    ];
    for (const [method, url, payload, message] of cases) {
      const res = await f.call('bvadmin', method, url, payload);
      expect(res.statusCode).toBe(400);
      if (message) expect(body(res).message).toBe(message);
      else expect(body(res).message).toMatch(/[^\x00-\x7F]/);
    }
    expect((await f.call('bvadmin', 'GET', A)).statusCode).toBe(400);
    expect(await snapshot(f.db, s.versionId)).toEqual(before);
  });

  it('answers 404 for unknown answers and questions', async () => {
    for (const [method, url, payload, message] of [
      ['GET', `${A}?cauhoi_id=99999999`, undefined, STRUCTURE_MSG.questionNotFound],
      ['POST', A, { cauhoi_id: 99999999, gia_tri: 1, ten_dap_an: 'X' }, STRUCTURE_MSG.questionNotFound],
      ['PUT', A, { dapan_id: 99999999, gia_tri: 1, ten_dap_an: 'X' }, 'Không tìm thấy đáp án'],
      ['PUT', `${A}/danh-sach`, { cauhoi_id: 99999999, items: [] }, STRUCTURE_MSG.questionNotFound],
      ['DELETE', `${A}/99999999`, undefined, 'Không tìm thấy đáp án'],
    ] as const) {
      const res = await f.call('bvadmin', method, url, payload);
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe(message);
    }
  });

  it('refuses a value already used by the question (409)', async () => {
    const s = v.open;
    const before = await snapshot(f.db, s.versionId);
    const dup = await f.call('bvadmin', 'POST', A, { cauhoi_id: s.a1, gia_tri: 3, ten_dap_an: 'Trùng' });
    expect(dup.statusCode).toBe(409);
    expect(body(dup).message).toBe('Giá trị đáp án đã tồn tại');
    expect((await f.call('bvadmin', 'PUT', A, { dapan_id: await answerId(s.a1, 2), gia_tri: 3, ten_dap_an: 'Trùng' })).statusCode).toBe(409);
    expect(await snapshot(f.db, s.versionId)).toEqual(before);
    // Its own value, or the same value on another question, is fine.
    expect((await f.call('bvadmin', 'PUT', A, { dapan_id: await answerId(s.a1, 2), gia_tri: 2, ten_dap_an: 'Không đồng ý' })).statusCode).toBe(200);
    expect((await f.call('bvadmin', 'POST', A, { cauhoi_id: s.unit, gia_tri: 3, ten_dap_an: 'Khoa nhi' })).statusCode).toBe(200);
  });

  it('refuses callers without the authoring function, of another hospital, or of an unlicensed hospital', async () => {
    const s = v.open;
    const before = await snapshot(f.db, s.versionId);
    const one = await answerId(s.a1, 1);
    expect((await f.call('nhanvien01', 'GET', `${A}?cauhoi_id=${s.a1}`)).statusCode).toBe(403);
    expect((await f.call('nhanvien01', 'DELETE', `${A}/${one}`)).statusCode).toBe(403);
    for (const [method, url, payload] of [
      ['GET', `${A}?cauhoi_id=${s.a1}`, undefined],
      ['POST', A, { cauhoi_id: s.a1, gia_tri: 9, ten_dap_an: 'X' }],
      ['PUT', A, { dapan_id: one, gia_tri: 1, ten_dap_an: 'X' }],
      ['PUT', `${A}/danh-sach`, { cauhoi_id: s.a1, items: agree() }],
      ['DELETE', `${A}/${one}`, undefined],
    ] as const) {
      expect((await f.call('bv2admin', method, url, payload)).statusCode).toBe(403);
    }
    await withoutSurveyLicence(f, async () => {
      expect((await f.call('bvadmin', 'GET', `${A}?cauhoi_id=${s.a1}`)).statusCode).toBe(403);
      expect((await f.call('admin', 'POST', A, { cauhoi_id: s.a1, gia_tri: 9, ten_dap_an: 'X' })).statusCode).toBe(403);
    });
    expect(await snapshot(f.db, s.versionId)).toEqual(before);
  });

  it('keeps templates read-only and closed versions unchanged', async () => {
    for (const [s, status] of [
      [v.template, 403],
      [v.closed, 409],
    ] as const) {
      expect(await answers(s.a1)).toHaveLength(5);
      const before = await snapshot(f.db, s.versionId);
      const one = await answerId(s.a1, 1);
      for (const res of [
        await f.call('admin', 'POST', A, { cauhoi_id: s.a1, gia_tri: 9, ten_dap_an: 'X' }),
        await f.call('admin', 'PUT', A, { dapan_id: one, gia_tri: 1, ten_dap_an: 'Đổi' }),
        await f.call('admin', 'PUT', `${A}/danh-sach`, { cauhoi_id: s.a1, items: agree() }),
        await f.call('admin', 'DELETE', `${A}/${one}`),
      ]) {
        expect(res.statusCode).toBe(status);
      }
      expect(await snapshot(f.db, s.versionId)).toEqual(before);
    }
  });

  it('locks coded values once responses exist, and allows labels and new values', async () => {
    const s = v.locked;
    const before = await snapshot(f.db, s.versionId);
    const three = await answerId(s.a1, 3);
    const refused = [
      await f.call('bvadmin', 'DELETE', `${A}/${three}`),
      await f.call('bvadmin', 'PUT', A, { dapan_id: three, gia_tri: 7, ten_dap_an: 'Trung lập' }),
      await f.call('bvadmin', 'PUT', A, { dapan_id: three, type: 'text', gia_tri: 3, ten_dap_an: 'Trung lập' }),
      await f.call('bvadmin', 'PUT', `${A}/danh-sach`, { cauhoi_id: s.a1, items: agree().slice(0, 4) }),
      await f.call('bvadmin', 'PUT', `${A}/danh-sach`, { cauhoi_id: s.a1, items: agree().map((a) => ({ ...a, gia_tri: a.gia_tri * 10 })) }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(body(res).message).toBe(MSG.scoringLocked);
    }
    expect(await snapshot(f.db, s.versionId)).toEqual(before);

    expect((await f.call('bvadmin', 'PUT', A, { dapan_id: three, gia_tri: 3, ten_dap_an: 'Bình thường', ten_dap_an_en: 'Neutral' })).statusCode).toBe(200);
    const added = body<TAnswer>(await f.call('bvadmin', 'POST', A, { cauhoi_id: s.a1, gia_tri: 9, ten_dap_an: 'Không áp dụng' })).data;
    const set = await f.call('bvadmin', 'PUT', `${A}/danh-sach`, {
      cauhoi_id: s.a1,
      items: [...agree(['1', '2', '3', '4', '5']).reverse(), { gia_tri: 9, ten_dap_an: 'N/A' }, { gia_tri: 0, ten_dap_an: 'Mới' }],
    });
    expect(set.statusCode).toBe(200);
    expect(body<TAnswer[]>(set).data.map((a) => a.gia_tri)).toEqual([5, 4, 3, 2, 1, 9, 0]);
    // A value added after the responses is still a value that may have been answered.
    expect((await f.call('bvadmin', 'DELETE', `${A}/${added.dapan_id}`)).statusCode).toBe(409);
    // A free-text box holds no coded value: it may go.
    const text = (await answers(s.a3))[0]!;
    expect((await f.call('bvadmin', 'DELETE', `${A}/${text.dapan_id}`)).statusCode).toBe(200);
  });
});
