import type { TVoteDraft } from '@hm/contract';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { fullAnswers, openLink, openVersion, submitBody, V, voteCounts, voteFixture, type VoteFixture } from './fixtures.js';

let t: TestApp;
let f: VoteFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await voteFixture(t);
});
afterAll(() => t.close());

const DRAFT = `${V}/ket-qua/nhap`;

describe('drafts', () => {
  it('saves, resumes and updates a draft; the submit deletes it', async () => {
    const v = await openVersion(f);
    const empty = await f.call('nhanvien01', 'GET', `${DRAFT}?phien_ban_id=${v.versionId}`);
    expect(empty.statusCode).toBe(200);
    expect(body(empty).data).toBeNull();

    const saved = await f.call('nhanvien01', 'PUT', DRAFT, {
      phien_ban_id: v.versionId,
      step: 1,
      language: 'en',
      answers: [
        { cauhoi_id: v.s.a1, gia_tri: [5] },
        { cauhoi_id: v.s.checkbox, gia_tri: [3, 1] },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(body<{ updated_at: string }>(saved).data.updated_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const resumed = body<TVoteDraft>(await f.call('nhanvien01', 'GET', `${DRAFT}?phien_ban_id=${v.versionId}`)).data;
    expect(resumed).toEqual({
      phien_ban_id: v.versionId,
      step: 1,
      language: 'en',
      answers: [
        { cauhoi_id: v.s.a1, gia_tri: [5] },
        { cauhoi_id: v.s.checkbox, gia_tri: [1, 3] },
      ],
      updated_at: body<{ updated_at: string }>(saved).data.updated_at,
    });

    await f.call('nhanvien01', 'PUT', DRAFT, { phien_ban_id: v.versionId, step: 2, language: 'vi', answers: fullAnswers(v) });
    const updated = body<TVoteDraft>(await f.call('nhanvien01', 'GET', `${DRAFT}?phien_ban_id=${v.versionId}`)).data;
    expect(updated).toMatchObject({ step: 2, language: 'vi' });
    expect(updated.answers).toHaveLength(5);

    expect((await f.call('nhanvien01', 'POST', `${V}/ket-qua`, submitBody(v.versionId, updated.answers))).statusCode).toBe(200);
    expect(body(await f.call('nhanvien01', 'GET', `${DRAFT}?phien_ban_id=${v.versionId}`)).data).toBeNull();
  });

  it('keeps each voter’s draft to themselves', async () => {
    const v = await openVersion(f);
    const voter = await openLink(f, await v.record(20));
    await f.bearer(voter, 'PUT', DRAFT, { phien_ban_id: v.versionId, step: 0, language: 'vi', answers: [{ cauhoi_id: v.s.a2, gia_tri: [1] }] });
    expect(body(await f.call('nhanvien01', 'GET', `${DRAFT}?phien_ban_id=${v.versionId}`)).data).toBeNull();
    expect(body<TVoteDraft>(await f.bearer(voter, 'GET', `${DRAFT}?phien_ban_id=${v.versionId}`)).data.answers).toEqual([{ cauhoi_id: v.s.a2, gia_tri: [1] }]);
    expect((await f.call('bv2nhanvien01', 'GET', `${DRAFT}?phien_ban_id=${v.versionId}`)).statusCode).toBe(403);
  });

  it('refuses, storing nothing: answers of another version, a vote already sent, a version closed or not open yet', async () => {
    const v = await openVersion(f);
    const other = await openVersion(f);
    const closed = await openVersion(f, { status: 2 });
    const early = await openVersion(f, { fromHours: 5, toHours: 50 });
    const voted = await openLink(f, await v.record(21));
    await f.bearer(voted, 'POST', `${V}/ket-qua`, submitBody(v.versionId, fullAnswers(v)));
    const before = await voteCounts(f.db);
    const cases = [
      [
        await f.call('nhanvien01', 'PUT', DRAFT, { phien_ban_id: v.versionId, step: 0, language: 'vi', answers: [{ cauhoi_id: other.s.a1, gia_tri: [4] }] }),
        400,
        /không thuộc phiên bản/,
      ],
      [await f.call('nhanvien01', 'PUT', DRAFT, { phien_ban_id: v.versionId, step: 0, language: 'vi', answers: [{ cauhoi_id: v.s.unit, gia_tri: [3] }] }), 400, /Đáp án không có/],
      [await f.bearer(voted, 'PUT', DRAFT, { phien_ban_id: v.versionId, step: 0, language: 'vi', answers: [] }), 409, /đã gửi phiếu/],
      [await f.call('nhanvien01', 'PUT', DRAFT, { phien_ban_id: closed.versionId, step: 0, language: 'vi', answers: [] }), 409, /đã kết thúc/],
      [await f.call('nhanvien01', 'PUT', DRAFT, { phien_ban_id: early.versionId, step: 0, language: 'vi', answers: [] }), 409, /chưa bắt đầu/],
      [await f.call('bv2nhanvien01', 'PUT', DRAFT, { phien_ban_id: v.versionId, step: 0, language: 'vi', answers: [] }), 403, /không được mời/],
      [await f.bearer(voted, 'PUT', DRAFT, { phien_ban_id: other.versionId, step: 0, language: 'vi', answers: [] }), 403, /phiên bản khảo sát khác/],
    ] as const;
    for (const [res, status, message] of cases) expect({ status: res.statusCode, message: body(res).message }).toEqual({ status, message: expect.stringMatching(message) });
    expect(await voteCounts(f.db)).toEqual(before);
  });
});
