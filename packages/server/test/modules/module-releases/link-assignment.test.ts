/**
 * The module release registry for a vote page without a login (issue 28 item 3, "for a vote link,
 * by the link's hospital"; docs/decisions/module-releases.md), through HTTP on both engines:
 * `phat-hanh-phan-he/lien-ket` answers the survey module's release of the hospital the link names
 * (an invitation token, the voter session it was traded for, a ballot card's code or its session),
 * found by the server, never a QA override; a link that is not one is refused in Vietnamese,
 * naming no hospital.
 */
import { createHash } from 'node:crypto';
import type { TBallotCardSession, TReleaseAssignment, TVoterSession } from '@hm/contract';
import { CardCodes, groupCode } from '../../../src/modules/ballot-cards/card-codes.js';
import { CARD_MSG } from '../../../src/modules/ballot-cards/card-messages.js';
import { CARD_OPEN_PER_MINUTE } from '../../../src/modules/ballot-cards/routes.js';
import { body, createSecondApp, createTestApp, type TestApp } from '../../helpers/app.js';
import { inviteToken, openVersion, type OpenVersion, V, voteFixture, type VoteFixture } from '../voting/fixtures.js';

const R = `${V}/phat-hanh-phan-he`;
const LINK = `${R}/lien-ket`;
let t: TestApp;
let b: TestApp;
let f: VoteFixture;
let admin: string;
let v2: OpenVersion;
let v1: OpenVersion;
let hospitalNames: string[];

const hash = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const file = (path: string, text: string) => ({ path, sha384: hash(text), content_base64: Buffer.from(text).toString('base64') });
const release = (version: string) => ({
  module: 'survey',
  version,
  contract_major: 1,
  shell_range: '>=1.0.0 <2',
  smoke_test: 'passed',
  files: [file('remoteEntry.js', `/* survey entry ${version} */`), file('123.abcdef01.js', `/* survey chunk ${version} */`)],
});
let ip = 10;
const link = (payload: object, o: { app?: TestApp; ip?: string; token?: string } = {}) =>
  (o.app ?? t).app.inject({
    method: 'POST',
    url: LINK,
    remoteAddress: o.ip ?? `10.8.0.${++ip}`,
    payload,
    ...(o.token ? { headers: { authorization: `Bearer ${o.token}` } } : {}),
  });
const remotes = async (res: Awaited<ReturnType<typeof link>>) => {
  expect([res.statusCode, body(res).message]).toEqual([200, 'Thành công!']);
  return body<TReleaseAssignment>(res).data.remotes;
};
/** A refusal: its status and message, and that it names no hospital. */
const refusal = (res: Awaited<ReturnType<typeof link>>) => {
  for (const name of hospitalNames) expect(res.body).not.toContain(name);
  return [res.statusCode, body(res).message];
};

/** A printed card of the version's hospital, stored as printing stores it (only the code's HMAC). */
async function card(v: OpenVersion): Promise<string> {
  const dept = await f.db.selectFrom('phong_ban').select('phong_ban_id').where('hospital_id', '=', v.hospitalId).orderBy('phong_ban_id').executeTakeFirstOrThrow();
  const { lo_id } = await f.db
    .insertInto('ballot_card_batch')
    .values({ phien_ban_id: v.versionId, hospital_id: v.hospitalId, phong_ban_id: dept.phong_ban_id })
    .returning('lo_id')
    .executeTakeFirstOrThrow();
  const code = CardCodes.fresh();
  await f.db
    .insertInto('ballot_card')
    .values({ lo_id, code_hash: (await CardCodes.load(f.db)).hash(code) })
    .execute();
  return groupCode(code);
}

beforeAll(async () => {
  t = await createTestApp();
  b = await createSecondApp(t);
  f = await voteFixture(t);
  admin = await t.login('admin');
  hospitalNames = (await f.db.selectFrom('hospital').select('name').execute()).map((h) => h.name);
  // Hospital 2 pinned to a survey release before its survey opens (then the freeze holds it);
  // the administrator's own QA override runs another release: never a vote page's.
  for (const version of ['7.0.0', '7.0.1']) expect((await t.as(admin, { method: 'POST', url: R, payload: release(version) })).statusCode).toBe(200);
  expect((await t.as(admin, { method: 'POST', url: `${R}/ghim`, payload: { module: 'survey', hospital_id: f.demo2Id, version: '7.0.0' } })).statusCode).toBe(200);
  expect((await t.as(admin, { method: 'POST', url: `${R}/kiem-thu`, payload: { module: 'survey', version: '7.0.1' } })).statusCode).toBe(200);
  v2 = await openVersion(f, { hospitalId: f.demo2Id });
  v1 = await openVersion(f);
});
afterAll(async () => {
  await b.close();
  await t.close();
});

describe('the release of a vote page without a login', () => {
  it("is the survey module of the invitation's hospital, from every API process, whoever else is signed in", async () => {
    const token2 = inviteToken(f, await v2.record(0));
    const pinned = await remotes(await link({ loai: 'moi', ma: token2 }));
    expect(Object.keys(pinned)).toEqual(['survey']);
    expect(pinned.survey).toEqual({ name: 'mf_survey', version: '7.0.0', entry: '/releases/survey/7.0.0/remoteEntry.js', integrity: hash('/* survey entry 7.0.0 */') });
    expect(await remotes(await link({ loai: 'moi', ma: token2 }, { app: b }))).toEqual(pinned);
    // Sent with a signed-in administrator's token: still the link's hospital, not the QA override.
    expect(await remotes(await link({ loai: 'moi', ma: token2 }, { token: admin }))).toEqual(pinned);
    // Hospital 1 follows stable, which runs the built-in files: nothing to load from the registry.
    expect(await remotes(await link({ loai: 'moi', ma: inviteToken(f, await v1.record(0)) }))).toEqual({});
  });

  it('is the same after a reload, from the voter session the token was traded for', async () => {
    const opened = await t.app.inject({ method: 'PUT', url: `${V}/authentication`, payload: { token: inviteToken(f, await v2.record(1)) } });
    expect(opened.statusCode).toBe(200);
    const session = body<TVoterSession>(opened).data.access_token;
    expect((await remotes(await link({ loai: 'phien_moi', ma: session }))).survey?.version).toBe('7.0.0');
  });

  it("is the survey module of a ballot card's hospital, from its code or its card session", async () => {
    const code = await card(v2);
    expect((await remotes(await link({ loai: 'the', ma: code }))).survey?.version).toBe('7.0.0');
    expect((await remotes(await link({ loai: 'the', ma: code.toLowerCase().replace(/-/g, ' ') }))).survey?.version).toBe('7.0.0');
    const opened = await t.app.inject({ method: 'POST', url: `${V}/the-binh-chon/mo`, remoteAddress: '10.8.1.1', payload: { ma_the: code } });
    expect(opened.statusCode).toBe(200);
    expect((await remotes(await link({ loai: 'phien_the', ma: body<TBallotCardSession>(opened).data.access_token }))).survey?.version).toBe('7.0.0');
    expect(await remotes(await link({ loai: 'the', ma: await card(v1) }))).toEqual({});
  });

  it('refuses a link that is not one, in Vietnamese, naming no hospital', async () => {
    const r = await v2.record(2);
    const forged = inviteToken(f, { id: r.id, nonce: 'another-nonce' });
    expect(refusal(await link({ loai: 'moi', ma: forged }))).toEqual([401, 'Liên kết mời không hợp lệ hoặc đã bị thu hồi']);
    expect(refusal(await link({ loai: 'moi', ma: 'not-a-token-at-all' }))).toEqual([401, 'Liên kết mời không hợp lệ hoặc đã bị thu hồi']);
    expect(refusal(await link({ loai: 'phien_moi', ma: 'eyJhbGciOiJIUzI1NiJ9.e30.forged' }))).toEqual([401, 'Liên kết mời không hợp lệ hoặc đã bị thu hồi']);
    expect(refusal(await link({ loai: 'the', ma: 'ABCD-EFGH-JKMN' }))).toEqual([404, CARD_MSG.unknown]);
    expect(refusal(await link({ loai: 'the', ma: 'ABC' }))).toEqual([400, CARD_MSG.format]);
    expect(refusal(await link({ loai: 'phien_the', ma: '7.1999999999.forgedforgedforgedforgedforgedforgedforg' }))).toEqual([401, CARD_MSG.session]);
    for (const [payload, message] of [
      [{ ma: inviteToken(f, r) }, 'Loại liên kết phải là moi, phien_moi, the hoặc phien_the'],
      [{ loai: 'ma_benh_vien', ma: 'BVDEMO2' }, 'Loại liên kết phải là moi, phien_moi, the hoặc phien_the'],
      [{ loai: 'moi' }, 'Vui lòng gửi mã của liên kết'],
    ] as const) {
      const res = await link(payload);
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toContain(message);
    }
  });

  it('lets a card code be tried no more often than on the card page; invitation tokens are not counted', async () => {
    const from = '10.8.2.1';
    for (let i = 0; i < CARD_OPEN_PER_MINUTE; i++) expect((await link({ loai: 'the', ma: 'ABCD-EFGH-JKMN' }, { ip: from })).statusCode).toBe(404);
    expect((await link({ loai: 'the', ma: 'ABCD-EFGH-JKMN' }, { ip: from })).statusCode).toBe(429);
    expect((await link({ loai: 'moi', ma: inviteToken(f, await v2.record(0)) }, { ip: from })).statusCode).toBe(200);
  });
});
