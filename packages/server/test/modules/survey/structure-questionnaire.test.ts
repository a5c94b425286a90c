import type { TPartTree } from '@hm/contract';
import { copyQuestionnaire } from '../../../src/modules/survey/structure/copy.js';
import { loadQuestionnaire, type Questionnaire } from '../../../src/modules/survey/structure/questionnaire.js';
import { body, createTestApp } from '../../helpers/app.js';
import { createVersion, type Fixture, fixture, seedStructure, type Structure } from './fixtures.js';

let f: Fixture;
let s: Structure;
beforeAll(async () => {
  f = await fixture(await createTestApp());
  s = await seedStructure(f.db, await createVersion(f.db, { hospitalId: f.demoId }));
});
afterAll(() => f.t.close());

const questions = (parts: TPartTree[]) => parts.flatMap((p) => p.questions);
const byCode = (q: Questionnaire, code: string) => questions(q.parts).find((x) => x.ma_cauhoi === code)!;

describe('loadQuestionnaire', () => {
  it('gives the whole questionnaire in form order, texts as stored', async () => {
    const q = await loadQuestionnaire(f.db, s.versionId, null);
    expect(q.parts.map((p) => [p.phan_cauhoi_id, p.stt, p.so_cau_hoi, p.questions.map((x) => x.ma_cauhoi)])).toEqual([
      [s.part1, 1, 3, ['A1', 'A2', 'A3']],
      [s.part2, 2, 1, ['U1']],
    ]);
    expect(q.parts[1]).toMatchObject({ giatri_cauhoi: 'Thông tin chung', giatri_cauhoi_en: '', la_thong_tin_chung: true, type: 'radio', status: 1 });
    expect(byCode(q, 'A2')).toMatchObject({ ten_cauhoi: 'Chúng tôi có đủ nhân lực.', ten_cauhoi_en: '', thuan_nghich: 1 });
    expect(byCode(q, 'A1').answers.map((a) => [a.gia_tri, a.stt])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 5],
    ]);
    expect(byCode(q, 'A3').answers).toMatchObject([{ type: 'text', gia_tri: null }]);
    expect(q.composites).toEqual([
      {
        composite_id: s.compositeId,
        phien_ban_id: s.versionId,
        ma_composite: 'TW',
        name_composite_vi: 'Làm việc nhóm',
        name_composite_en: 'Teamwork',
        language: 'vi',
        status_composite: 0,
        stt: 1,
        cauhoi_ids: [s.a1, s.a2].sort((a, b) => a - b),
      },
    ]);
    // Only wire fields: the trees are exactly what the contract describes.
    expect(Object.keys(q.parts[0]!).sort()).toEqual([
      'giatri_cauhoi',
      'giatri_cauhoi_en',
      'la_thong_tin_chung',
      'ma_phan',
      'mo_ta',
      'mo_ta_en',
      'phan_cauhoi_id',
      'phien_ban_id',
      'questions',
      'so_cau_hoi',
      'status',
      'stt',
      'type',
    ]);
  });

  it('resolves every translatable text to the language asked, falling back to the other, and keeps the _en fields', async () => {
    const en = await loadQuestionnaire(f.db, s.versionId, 'en');
    expect(en.parts.map((p) => [p.giatri_cauhoi, p.giatri_cauhoi_en, p.mo_ta, p.mo_ta_en])).toEqual([
      ['Teamwork', 'Teamwork', 'Mô tả 1', ''],
      ['Thông tin chung', '', 'Mô tả 2', ''],
    ]);
    expect([byCode(en, 'A1').ten_cauhoi, byCode(en, 'A2').ten_cauhoi, byCode(en, 'A3').ten_cauhoi]).toEqual([
      'We work together as an effective team.',
      'Chúng tôi có đủ nhân lực.',
      'Comments',
    ]);
    expect(byCode(en, 'A2').ten_cauhoi_en).toBe('');
    expect(byCode(en, 'A2').answers.map((a) => a.ten_dap_an)).toEqual(['Strongly disagree', 'Disagree', 'Trung lập', 'Agree', 'Strongly agree']);
    expect(byCode(en, 'A2').answers[0]!.ten_dap_an_en).toBe('Strongly disagree');
    expect(en.composites[0]).toMatchObject({ name_composite_vi: 'Làm việc nhóm', name_composite_en: 'Teamwork' });

    const vi = await loadQuestionnaire(f.db, s.versionId, 'vi');
    expect(vi.parts.map((p) => p.giatri_cauhoi)).toEqual(['Làm việc nhóm', 'Thông tin chung']);
    expect([byCode(vi, 'A1').ten_cauhoi, byCode(vi, 'A3').ten_cauhoi]).toEqual(['Chúng tôi làm việc cùng nhau hiệu quả.', 'Comments']);
    expect(byCode(vi, 'A1').ten_cauhoi_en).toBe('We work together as an effective team.');
    expect(byCode(vi, 'A1').answers[0]!.ten_dap_an).toBe('Rất không đồng ý');
  });

  it('follows the stored order of parts, questions, answers and composites', async () => {
    const r = await seedStructure(f.db, await createVersion(f.db, { hospitalId: f.demoId }));
    await f.db.updateTable('phan_cau_hoi').set({ stt: 9 }).where('phan_cauhoi_id', '=', r.part1).execute();
    await f.db.updateTable('cau_hoi').set({ stt_cauhoi: 9 }).where('cauhoi_id', '=', r.a1).execute();
    await f.db.updateTable('dap_an').set({ stt: 0 }).where('cauhoi_id', '=', r.a1).where('gia_tri', '=', 5).execute();
    await f.db.insertInto('composite').values({ phien_ban_id: r.versionId, ma_composite: 'ZERO', stt: 0 }).execute();
    const q = await loadQuestionnaire(f.db, r.versionId, null);
    expect(q.parts.map((p) => p.phan_cauhoi_id)).toEqual([r.part2, r.part1]);
    expect(q.parts[1]!.questions.map((x) => x.ma_cauhoi)).toEqual(['A2', 'A3', 'A1']);
    expect(byCode(q, 'A1').answers.map((a) => a.gia_tri)).toEqual([5, 1, 2, 3, 4]);
    expect(q.composites.map((c) => [c.ma_composite, c.cauhoi_ids.length])).toEqual([
      ['ZERO', 0],
      ['TW', 2],
    ]);
  });

  it('gives an empty questionnaire for a version without parts', async () => {
    expect(await loadQuestionnaire(f.db, await createVersion(f.db, { hospitalId: f.demoId }), 'vi')).toEqual({ parts: [], composites: [] });
  });
});

/** A questionnaire without ids, to compare a copy with its source. */
function shape(q: Questionnaire) {
  const codeOf = new Map(questions(q.parts).map((x) => [x.cauhoi_id, x.ma_cauhoi]));
  return {
    parts: q.parts.map(({ phan_cauhoi_id: _p, phien_ban_id: _v, questions: qs, ...p }) => ({
      ...p,
      questions: qs.map(({ cauhoi_id: _c, phancauhoi_id: _pp, phien_ban_id: _vv, answers, ...x }) => ({
        ...x,
        answers: answers.map(({ dapan_id: _a, cauhoi_id: _q, ...a }) => a),
      })),
    })),
    composites: q.composites.map(({ composite_id: _c, phien_ban_id: _v, cauhoi_ids, ...c }) => ({ ...c, items: cauhoi_ids.map((id) => codeOf.get(id)).sort() })),
  };
}

describe('copyQuestionnaire', () => {
  it('copies parts, questions, answers, composites and their links with new ids, in order', async () => {
    const target = await createVersion(f.db, { hospitalId: f.demoId });
    await f.db.transaction().execute((trx) => copyQuestionnaire(trx, s.versionId, target));
    const [src, dst] = await Promise.all([loadQuestionnaire(f.db, s.versionId, null), loadQuestionnaire(f.db, target, null)]);
    expect(shape(dst)).toEqual(shape(src));
    expect(dst.parts.every((p) => p.phien_ban_id === target && p.questions.every((x) => x.phien_ban_id === target && x.phancauhoi_id === p.phan_cauhoi_id))).toBe(true);
    const srcIds = new Set(questions(src.parts).map((x) => x.cauhoi_id));
    const dstIds = new Set(questions(dst.parts).map((x) => x.cauhoi_id));
    expect([...dstIds].some((id) => srcIds.has(id))).toBe(false);
    expect(dst.composites[0]!.cauhoi_ids.every((id) => dstIds.has(id))).toBe(true);

    // The sequences stay in step: the copy can be edited through the API at once.
    expect((await f.call('bvadmin', 'POST', '/votesafety/v1/phan-cau-hoi', { phien_ban_id: target, giatri_cauhoi: 'Thêm' })).statusCode).toBe(200);
    expect((await f.call('bvadmin', 'POST', '/votesafety/v1/cau-hoi', { phancauhoi_id: dst.parts[0]!.phan_cauhoi_id, ma_cauhoi: 'A7', ten_cauhoi: 'Thêm' })).statusCode).toBe(200);
    expect((await f.call('bvadmin', 'POST', '/votesafety/v1/composite', { phien_ban_id: target, name_composite_vi: 'Thêm', cauhoi_ids: [...dstIds] })).statusCode).toBe(200);
    // The source is untouched.
    expect(shape(await loadQuestionnaire(f.db, s.versionId, null))).toEqual(shape(src));
  });

  it('copies a seeded instrument template whole', async () => {
    const hsops2 = (
      await f.db.selectFrom('phien_ban_khao_sat').select('phien_ban_id').where('instrument_code', '=', 'HSOPS2').where('is_template', '=', true).executeTakeFirstOrThrow()
    ).phien_ban_id;
    const target = await createVersion(f.db, { hospitalId: f.demoId });
    await f.db.transaction().execute((trx) => copyQuestionnaire(trx, hsops2, target));
    const [src, dst] = await Promise.all([loadQuestionnaire(f.db, hsops2, 'en'), loadQuestionnaire(f.db, target, 'en')]);
    expect(dst.composites).toHaveLength(10);
    expect(shape(dst)).toEqual(shape(src));
  });

  it('writes nothing when the caller’s transaction rolls back', async () => {
    const target = await createVersion(f.db, { hospitalId: f.demoId });
    await expect(
      f.db.transaction().execute(async (trx) => {
        await copyQuestionnaire(trx, s.versionId, target);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await loadQuestionnaire(f.db, target, null)).toEqual({ parts: [], composites: [] });
  });

  it('copies an empty questionnaire as nothing', async () => {
    const empty = await createVersion(f.db, { hospitalId: f.demoId });
    const target = await createVersion(f.db, { hospitalId: f.demoId });
    await f.db.transaction().execute((trx) => copyQuestionnaire(trx, empty, target));
    expect(await loadQuestionnaire(f.db, target, null)).toEqual({ parts: [], composites: [] });
  });
});

describe('the version detail reads the questionnaire', () => {
  it('returns the tree through GET /phien-ban-khao-sat/{id}/{language}', async () => {
    const res = await f.call('bvadmin', 'GET', `/votesafety/v1/phien-ban-khao-sat/${s.versionId}/en`);
    expect(res.statusCode).toBe(200);
    const d = body<Questionnaire>(res).data;
    expect(d.parts[0]!.giatri_cauhoi).toBe('Teamwork');
    expect(d.parts[0]!.questions[0]!.answers).toHaveLength(5);
  });
});
