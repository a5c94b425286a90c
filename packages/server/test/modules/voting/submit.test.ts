import { randomUUID } from 'node:crypto';
import { PARAM, type TVoteSubmitResult } from '@hm/contract';
import { sql } from 'kysely';
import { releaseAllHeld, holdShuffles } from '../../../src/modules/survey-core/vote-hold.js';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { fullAnswers, inviteToken, openLink, openVersion, submitBody, todayVn, V, voteCounts, voteFixture, type VoteFixture } from './fixtures.js';

let t: TestApp;
let f: VoteFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await voteFixture(t);
});
afterAll(() => t.close());

const SUBMIT = `${V}/ket-qua`;
const record = (id: number) => f.db.selectFrom('nhan_vien_khao_sat').select(['status_khao_sat', 'hop_le']).where('nhan_vien_khao_sat_id', '=', id).executeTakeFirstOrThrow();
/** The version's responses, once every held one is stored (vote-hold.ts; the close does the same). */
const responsesOf = async (versionId: number) => {
  await holdShuffles(f.db).drain();
  await f.db.transaction().execute((trx) => releaseAllHeld(trx, versionId));
  return f.db.selectFrom('ket_qua').selectAll().where('phien_ban_id', '=', versionId).execute();
};

describe('submitting a vote', () => {
  it('stores one response with the answers, the record’s hospital and the day only, and nothing that names the staff record', async () => {
    const v = await openVersion(f);
    const mine = await f.db
      .selectFrom('nhan_vien_khao_sat')
      .select('nhan_vien_khao_sat_id')
      .where('phien_ban_id', '=', v.versionId)
      .where('nhan_vien_id', '=', f.nv01)
      .executeTakeFirstOrThrow();
    await f.call('nhanvien01', 'PUT', `${V}/ket-qua/nhap`, { phien_ban_id: v.versionId, step: 1, language: 'vi', answers: [{ cauhoi_id: v.s.a1, gia_tri: [2] }] });
    const res = await f.call('nhanvien01', 'POST', SUBMIT, { ...submitBody(v.versionId, fullAnswers(v)), hospital_id: f.demo2Id });
    expect(res.statusCode).toBe(200);
    expect(body<TVoteSubmitResult>(res).data).toEqual({ status_khao_sat: 2, hop_le: 1, hoan_thanh: true });

    const [response, ...others] = await responsesOf(v.versionId);
    expect(others).toHaveLength(0);
    expect(Object.keys(response!).sort()).toEqual(['don_vi', 'hoan_thanh', 'hop_le', 'hospital_id', 'ket_qua_id', 'language', 'ngay', 'phien_ban_id', 'vi_tri']);
    expect(response).toMatchObject({ hospital_id: f.demoId, language: 'vi', hop_le: 1, hoan_thanh: true });
    expect(response!.ket_qua_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const day = (await sql<{ d: string }>`SELECT ngay::text AS d FROM ket_qua WHERE ket_qua_id = ${response!.ket_qua_id}`.execute(f.db)).rows[0]!.d;
    expect(day).toBe(todayVn());

    const answers = await f.db
      .selectFrom('ket_qua_chi_tiet')
      .select(['cauhoi_id', 'gia_tri', 'noi_dung'])
      .where('ket_qua_id', '=', response!.ket_qua_id)
      .orderBy('cauhoi_id')
      .orderBy('gia_tri')
      .execute();
    expect(answers).toEqual(
      [
        { cauhoi_id: v.s.a1, gia_tri: 4, noi_dung: null },
        { cauhoi_id: v.s.a2, gia_tri: 2, noi_dung: null },
        { cauhoi_id: v.s.a3, gia_tri: null, noi_dung: 'Góp ý có dấu phẩy, "ngoặc kép" và {ngoặc nhọn}' },
        { cauhoi_id: v.s.unit, gia_tri: 1, noi_dung: null },
        { cauhoi_id: v.s.checkbox, gia_tri: 1, noi_dung: null },
        { cauhoi_id: v.s.checkbox, gia_tri: 3, noi_dung: null },
      ].sort((a, b) => a.cauhoi_id - b.cauhoi_id || (a.gia_tri ?? 0) - (b.gia_tri ?? 0)),
    );

    expect(await record(mine.nhan_vien_khao_sat_id)).toEqual({ status_khao_sat: 2, hop_le: 1 });
    expect(await f.db.selectFrom('vote_draft').selectAll().where('nhan_vien_khao_sat_id', '=', mine.nhan_vien_khao_sat_id).execute()).toHaveLength(0);
    const key = await f.db.selectFrom('vote_submit_key').selectAll().where('nhan_vien_khao_sat_id', '=', mine.nhan_vien_khao_sat_id).executeTakeFirstOrThrow();
    expect(Object.keys(key).sort()).toEqual(['hoan_thanh', 'hop_le', 'idempotency_key', 'nhan_vien_khao_sat_id', 'status_khao_sat']);

    // The schema itself has no way to link them: no response column names a record, no key column a response.
    const columns = async (table: string) =>
      (await sql<{ c: string }>`SELECT column_name AS c FROM information_schema.columns WHERE table_name = ${table} ORDER BY column_name`.execute(f.db)).rows.map((r) => r.c);
    expect(await columns('ket_qua')).toEqual(['don_vi', 'hoan_thanh', 'hop_le', 'hospital_id', 'ket_qua_id', 'language', 'ngay', 'phien_ban_id', 'vi_tri']);
    expect(await columns('ket_qua_chi_tiet')).toEqual(['cauhoi_id', 'gia_tri', 'ket_qua_id', 'noi_dung']);
    expect(await columns('vote_submit_key')).not.toContain('ket_qua_id');
  });

  it('marks a response with only background answers incomplete and invalid; a 9 makes it complete', async () => {
    const v = await openVersion(f);
    const cases: [Parameters<typeof submitBody>[1], TVoteSubmitResult][] = [
      [[{ cauhoi_id: v.s.unit, gia_tri: [2] }], { status_khao_sat: 2, hop_le: 0, hoan_thanh: false }],
      [[], { status_khao_sat: 2, hop_le: 0, hoan_thanh: false }],
      [
        [
          { cauhoi_id: v.s.a3, noi_dung: 'Chỉ có góp ý' },
          { cauhoi_id: v.s.unit, gia_tri: [1] },
        ],
        { status_khao_sat: 2, hop_le: 0, hoan_thanh: false },
      ],
      [[{ cauhoi_id: v.s.a1, gia_tri: [9] }], { status_khao_sat: 2, hop_le: 1, hoan_thanh: true }],
      [[{ cauhoi_id: v.s.checkbox, gia_tri: [2] }], { status_khao_sat: 2, hop_le: 1, hoan_thanh: true }],
    ];
    for (const [i, [answers, expected]] of cases.entries()) {
      const r = await v.record(10 + i);
      const res = await f.bearer(await openLink(f, r), 'POST', SUBMIT, submitBody(v.versionId, answers));
      expect(res.statusCode).toBe(200);
      expect(body(res).data).toEqual(expected);
      expect(await record(r.id)).toEqual({ status_khao_sat: 2, hop_le: expected.hop_le });
    }
    const stored = await responsesOf(v.versionId);
    expect(stored.map((x) => [x.hoan_thanh, x.hop_le]).sort()).toEqual(cases.map(([, e]) => [e.hoan_thanh, e.hop_le]).sort());
  });

  it('answers a retry with the same key like the first, even after the vote, and stores one response', async () => {
    const v = await openVersion(f);
    const voter = await openLink(f, await v.record(3));
    const key = randomUUID();
    const first = await f.bearer(voter, 'POST', SUBMIT, submitBody(v.versionId, fullAnswers(v), key));
    const retry = await f.bearer(voter, 'POST', SUBMIT, submitBody(v.versionId, [{ cauhoi_id: v.s.unit, gia_tri: [2] }], key.toUpperCase()));
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(body(retry).data).toEqual(body(first).data);
    expect(await responsesOf(v.versionId)).toHaveLength(1);
  });

  it('stores exactly one response for two submits at once (two tabs, a double click)', async () => {
    const v = await openVersion(f);
    const voter = await openLink(f, await v.record(4));
    const twice = await Promise.all([1, 2].map(() => f.bearer(voter, 'POST', SUBMIT, submitBody(v.versionId, fullAnswers(v)))));
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(body(twice.find((r) => r.statusCode === 409)!).message).toContain('chỉ gửi phiếu một lần');

    const key = randomUUID();
    const sameKey = await Promise.all([1, 2, 3].map(() => f.call('nhanvien01', 'POST', SUBMIT, submitBody(v.versionId, fullAnswers(v), key))));
    expect(sameKey.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(sameKey.map((r) => r.body)).size).toBe(1);
    expect(await responsesOf(v.versionId)).toHaveLength(2);
  });

  it('refuses a second vote with another key, and a key another record used', async () => {
    const v = await openVersion(f);
    const r5 = await v.record(5);
    const voter = await openLink(f, r5);
    const key = randomUUID();
    expect((await f.bearer(voter, 'POST', SUBMIT, submitBody(v.versionId, fullAnswers(v), key))).statusCode).toBe(200);
    const again = await f.bearer(voter, 'POST', SUBMIT, submitBody(v.versionId, fullAnswers(v)));
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe('Bạn đã gửi phiếu bình chọn cho phiên bản khảo sát này; mỗi người chỉ gửi phiếu một lần');
    const before = await voteCounts(f.db);
    const stolen = await f.bearer(await openLink(f, await v.record(6)), 'POST', SUBMIT, submitBody(v.versionId, fullAnswers(v), key));
    expect(stolen.statusCode).toBe(409);
    expect(body(stolen).message).toContain('Mã gửi phiếu');
    expect(await voteCounts(f.db)).toEqual(before);
    expect(await responsesOf(v.versionId)).toHaveLength(1);
  });

  it('refuses, storing nothing: a version not open, outside its window, a caller not invited or ineligible, answers that do not fit', async () => {
    const open = await openVersion(f);
    const other = await openVersion(f);
    const ineligible = await open.record(7);
    await f.db.updateTable('nhan_vien_khao_sat').set({ ineligible: true }).where('nhan_vien_khao_sat_id', '=', ineligible.id).execute();
    const versionCase = async (o: Parameters<typeof openVersion>[1], message: RegExp) => {
      const v = await openVersion(f, o);
      return { who: 'nhanvien01' as const, body: submitBody(v.versionId, fullAnswers(v)), status: 409, message };
    };
    const own = (answers: Parameters<typeof submitBody>[1]) => submitBody(open.versionId, answers);
    const cases = [
      await versionCase({ status: 2 }, /^Đợt khảo sát đã kết thúc, không nhận thêm phiếu$/),
      await versionCase({ status: 3 }, /tạm dừng/),
      await versionCase({ hidden: true }, /không còn được sử dụng/),
      await versionCase({ started: false }, /^Đợt khảo sát chưa bắt đầu$/),
      await versionCase({ fromHours: 2, toHours: 48 }, /chưa bắt đầu: bắt đầu lúc \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      await versionCase({ fromHours: -48, toHours: -1 }, /đã kết thúc lúc/),
      { who: 'bv2nhanvien01' as const, body: own(fullAnswers(open)), status: 403, message: /không được mời/ },
      { who: 'admin' as const, body: own(fullAnswers(open)), status: 403, message: /không được mời/ },
      { who: 'nhanvien01' as const, body: own([{ cauhoi_id: other.s.a1, gia_tri: [4] }]), status: 400, message: /không thuộc phiên bản/ },
      { who: 'nhanvien01' as const, body: own([{ cauhoi_id: open.s.a1, gia_tri: [7] }]), status: 400, message: /Đáp án không có/ },
      { who: 'nhanvien01' as const, body: own([{ cauhoi_id: open.s.a1, gia_tri: [4, 5] }]), status: 400, message: /chỉ được chọn một/ },
      { who: 'nhanvien01' as const, body: own([{ cauhoi_id: open.s.checkbox, gia_tri: [2, 2] }]), status: 400, message: /hai lần/ },
      { who: 'nhanvien01' as const, body: own([{ cauhoi_id: open.s.a1, noi_dung: 'chữ' }]), status: 400, message: /bằng chữ/ },
      {
        who: 'nhanvien01' as const,
        body: own([
          { cauhoi_id: open.s.a1, gia_tri: [4] },
          { cauhoi_id: open.s.a1, gia_tri: [5] },
        ]),
        status: 400,
        message: /một lần/,
      },
      { who: 'nhanvien01' as const, body: own([{ cauhoi_id: open.s.a1, gia_tri: [] }]), status: 400, message: /trống/ },
      { who: 'nhanvien01' as const, body: { ...own([]), idempotency_key: 'abc' }, status: 400, message: /Mã gửi phiếu không hợp lệ/ },
    ];
    const before = await voteCounts(f.db);
    for (const c of cases) {
      const res = await f.call(c.who, 'POST', SUBMIT, c.body);
      expect({ status: res.statusCode, message: body(res).message }).toEqual({ status: c.status, message: expect.stringMatching(c.message) });
    }
    const link = await f.t.app.inject({ method: 'PUT', url: `${V}/authentication`, payload: { token: inviteToken(f, ineligible) } });
    expect(link.statusCode).toBe(403);
    expect(body(link).message).toContain('không thuộc đối tượng');
    const res = await f.bearer(await openLink(f, await open.record(8)), 'POST', SUBMIT, submitBody(open.versionId, fullAnswers(open)));
    expect(res.statusCode).toBe(200); // the open version itself takes votes
    const after = await voteCounts(f.db);
    expect(after).toEqual({ ...before, responses: before.responses + 1, answers: before.answers + 6, voted: before.voted + 1, keys: before.keys + 1 });
    // Ineligible: the link is refused, and so is a session opened before the mark.
    const session = await openLink(f, await open.record(9));
    await f.db
      .updateTable('nhan_vien_khao_sat')
      .set({ ineligible: true })
      .where('nhan_vien_khao_sat_id', '=', (await open.record(9)).id)
      .execute();
    const late = await f.bearer(session, 'POST', SUBMIT, submitBody(open.versionId, fullAnswers(open)));
    expect(late.statusCode).toBe(403);
    expect(body(late).message).toContain('không thuộc đối tượng');
    expect(await voteCounts(f.db)).toEqual(after);
  });

  it('applies the straight-lining rule only where the hospital turned it on', async () => {
    const v = await openVersion(f, { hsops2: true });
    const composite = await f.db
      .selectFrom('composite_cau_hoi as l')
      .innerJoin('composite as c', 'c.composite_id', 'l.composite_id')
      .select('l.cauhoi_id')
      .where('c.phien_ban_id', '=', v.versionId)
      .execute();
    const sameEverywhere = composite.map((c) => ({ cauhoi_id: c.cauhoi_id, gia_tri: [4] }));
    const first = await f.bearer(await openLink(f, await v.record(1)), 'POST', SUBMIT, submitBody(v.versionId, sameEverywhere));
    expect(body(first).data).toEqual({ status_khao_sat: 2, hop_le: 1, hoan_thanh: true });

    await f.db
      .insertInto('tham_so_he_thong')
      .values({ hospital_id: f.demoId, ma_tham_so: PARAM.straightLining, ten_tham_so: 'Loại phiếu trả lời một kiểu', gia_tri: '1' })
      .execute();
    try {
      const lined = await f.bearer(await openLink(f, await v.record(2)), 'POST', SUBMIT, submitBody(v.versionId, sameEverywhere));
      expect(body(lined).data).toEqual({ status_khao_sat: 2, hop_le: 0, hoan_thanh: true });
      const varied = sameEverywhere.map((a, i) => ({ ...a, gia_tri: [i % 3 === 0 ? 2 : 4] }));
      const fine = await f.bearer(await openLink(f, await v.record(3)), 'POST', SUBMIT, submitBody(v.versionId, varied));
      expect(body(fine).data).toEqual({ status_khao_sat: 2, hop_le: 1, hoan_thanh: true });
    } finally {
      await f.db.deleteFrom('tham_so_he_thong').where('hospital_id', '=', f.demoId).where('ma_tham_so', '=', PARAM.straightLining).execute();
    }
    const stored = await responsesOf(v.versionId);
    expect(stored.map((r) => r.hop_le).sort()).toEqual([0, 1, 1]);
  });
});
