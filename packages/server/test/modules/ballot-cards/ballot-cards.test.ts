import { randomUUID } from 'node:crypto';
import type { TBallotCardOverview, TBallotCardSession, TResponseRates, TStaffGroup, TVoteCheck, TVoteDraft, TVoteSubmitResult } from '@hm/contract';
import { sql } from 'kysely';
import { releaseAllHeld, holdShuffles } from '../../../src/modules/survey-core/vote-hold.js';
import { CARD_OPEN_PER_MINUTE } from '../../../src/modules/ballot-cards/routes.js';
import { CAMPAIGN_CHANNEL_COUNTERS } from '../../../src/modules/campaign/channels.js';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';
import { pdfText } from '../../helpers/pdf-text.js';
import { fullAnswers, openVersion, type OpenVersion, submitBody, V, voteFixture, type VoteFixture } from '../voting/fixtures.js';

let t: TestApp;
let f: VoteFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await voteFixture(t);
});
afterAll(() => t.close());

const C = `${V}/the-binh-chon`;
const cardCounter = CAMPAIGN_CHANNEL_COUNTERS.find((c) => c.channel === 'card')!;
const CODE = /\b[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}\b/g;
/** Each test opens the code page from its own address, so the code-entry limit is per test. */
let ip = 10;
const nextIp = () => `10.9.0.${++ip}`;

/** The departments of the version's hospital that have invited staff, by size. */
async function departments(v: OpenVersion): Promise<{ phong_ban_id: number; n: number }[]> {
  const rows = await f.db
    .selectFrom('nhan_vien_khao_sat')
    .select(['phong_ban_id', sql<number>`count(*)::int`.as('n')])
    .where('phien_ban_id', '=', v.versionId)
    .where('phong_ban_id', 'is not', null)
    .groupBy('phong_ban_id')
    .orderBy('n', 'desc')
    .execute();
  return rows.map((r) => ({ phong_ban_id: r.phong_ban_id!, n: r.n }));
}

/** Prints (or reprints) a department's cards as the hospital administrator; returns the codes read from the PDF. */
async function print(v: OpenVersion, phong_ban_id: number, so_the?: number, reprint = false) {
  const res = await f.call('bvadmin', 'POST', `${C}/${reprint ? 'in-lai' : 'in'}`, {
    phien_ban_id: v.versionId,
    hospital_id: v.hospitalId,
    phong_ban_id,
    ...(so_the ? { so_the } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`print: ${res.statusCode} ${res.body}`);
  expect(res.headers['content-type']).toBe('application/pdf');
  const text = pdfText(res.rawPayload).text;
  return { text, codes: [...new Set(text.match(CODE) ?? [])] };
}

const open = (ma_the: string, o: { hospital_id?: number; ip?: string } = {}) =>
  t.app.inject({ method: 'POST', url: `${C}/mo`, remoteAddress: o.ip ?? nextIp(), payload: { ma_the, ...(o.hospital_id ? { hospital_id: o.hospital_id } : {}) } });

async function session(code: string): Promise<string> {
  const res = await open(code);
  if (res.statusCode !== 200) throw new Error(`open: ${res.statusCode} ${res.body}`);
  return body<TBallotCardSession>(res).data.access_token;
}

describe('printing ballot cards', () => {
  it('prints a department’s cards as an A4 PDF of readable codes and stores only their HMAC', async () => {
    const v = await openVersion(f);
    const [dept] = await departments(v);
    const overview = await f.call('bvadmin', 'GET', `${C}?phien_ban_id=${v.versionId}&hospital_id=${v.hospitalId}`);
    expect(overview.statusCode).toBe(200);
    const row = body<TBallotCardOverview>(overview).data.departments.find((d) => d.phong_ban_id === dept!.phong_ban_id)!;
    expect(row).toMatchObject({ lo_id: null, da_phat: 0, da_dung: 0, da_huy: 0 });

    const { text, codes } = await print(v, dept!.phong_ban_id, 10);
    expect(codes).toHaveLength(10);
    expect(text).toMatch(/Hạn bình chọn: \d\d:\d\d ngày \d\d\/\d\d\/\d{4}/);
    expect(text).toContain('Quét mã QR');
    expect(text).toContain('Scan the QR code');

    const stored = await f.db
      .selectFrom('ballot_card as c')
      .innerJoin('ballot_card_batch as b', 'b.lo_id', 'c.lo_id')
      .selectAll('c')
      .where('b.phien_ban_id', '=', v.versionId)
      .execute();
    expect(stored).toHaveLength(10);
    // No column of the cards, their batch, or the audit trail holds a code, with or without its dashes.
    const dump =
      JSON.stringify(await sql`SELECT * FROM ballot_card c JOIN ballot_card_batch b USING (lo_id)`.execute(f.db)) +
      JSON.stringify(await sql`SELECT * FROM audit_log`.execute(f.db));
    for (const c of codes) {
      expect(dump).not.toContain(c);
      expect(dump).not.toContain(c.replace(/-/g, ''));
    }
    for (const s of stored) expect(s.code_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const audit = await f.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'detail'])
      .where('entity', '=', 'ballotCardBatch')
      .orderBy('audit_log_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'create', detail: { so_the: 10, da_huy: 0, lan_in: 1 } });

    const after = body<TBallotCardOverview>(await f.call('bvadmin', 'GET', `${C}?phien_ban_id=${v.versionId}&hospital_id=${v.hospitalId}`)).data;
    expect(after.departments.find((d) => d.phong_ban_id === dept!.phong_ban_id)).toMatchObject({ lan_in: 1, da_phat: 10, da_dung: 0, da_huy: 0 });
  });

  it('refuses bad requests with a Vietnamese 4xx and changes nothing', async () => {
    const v = await openVersion(f);
    const [dept] = await departments(v);
    const other = await f.db.selectFrom('phong_ban').select('phong_ban_id').where('hospital_id', '=', f.demo2Id).executeTakeFirstOrThrow();
    const base = { phien_ban_id: v.versionId, hospital_id: v.hospitalId, phong_ban_id: dept!.phong_ban_id };
    const cases: [string, string, object, number, RegExp][] = [
      ['bvadmin', 'in', { ...base, so_the: 0 }, 400, /Số thẻ phải từ 1/],
      ['bvadmin', 'in', { ...base, so_the: 501 }, 400, /tối đa 500/],
      ['bvadmin', 'in', { ...base, phong_ban_id: other.phong_ban_id, so_the: 3 }, 400, /không thuộc bệnh viện/],
      ['bvadmin', 'in', { ...base, hospital_id: f.demo2Id, so_the: 3 }, 403, /quyền/],
      ['bvadmin', 'in-lai', { ...base, so_the: 3 }, 404, /chưa có lô thẻ/],
      ['nhanvien01', 'in', { ...base, so_the: 3 }, 403, /./],
      ['bvadmin', 'in', { ...base, phien_ban_id: 999999, so_the: 3 }, 404, /Không tìm thấy phiên bản/],
    ];
    for (const [user, path, payload, status, message] of cases) {
      const res = await f.call(user as 'bvadmin', 'POST', `${C}/${path}`, payload);
      expect([path, res.statusCode]).toEqual([path, status]);
      expect(body(res).message).toMatch(message);
    }
    expect(await f.db.selectFrom('ballot_card_batch').select('lo_id').where('phien_ban_id', '=', v.versionId).execute()).toHaveLength(0);
    await print(v, dept!.phong_ban_id, 2);
    const again = await f.call('bvadmin', 'POST', `${C}/in`, { ...base, so_the: 2 });
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toMatch(/In lại/);
  });
});

describe('voting with a card', () => {
  it('opens the step form: draft, resume, submit once; a retry answers like the first; a reused code is refused', async () => {
    const v = await openVersion(f);
    const [dept] = await departments(v);
    const { codes } = await print(v, dept!.phong_ban_id, 3);
    const res = await open(codes[0]!.toLowerCase().replace(/-/g, ' '), { hospital_id: v.hospitalId });
    expect(res.statusCode).toBe(200);
    const s = body<TBallotCardSession>(res).data;
    expect(s).toMatchObject({ phien_ban_id: v.versionId, hospital_id: v.hospitalId });
    const as = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => f.bearer(s.access_token, method, url, payload);

    expect(body<TVoteCheck>(await as('GET', `${C}/kiem-tra?phien_ban_id=${v.versionId}`)).data).toMatchObject({ da_binh_chon: false, mo: true });
    expect((await as('GET', `${C}/phieu/vi`)).statusCode).toBe(200);
    expect((await as('GET', `${C}/thong-bao-rieng-tu`)).statusCode).toBe(200);
    expect((await as('PUT', `${C}/nhap`, { phien_ban_id: v.versionId, step: 1, language: 'vi', answers: [{ cauhoi_id: v.s.a1, gia_tri: [2] }] })).statusCode).toBe(200);
    // The same phone opens the code again later: the draft is there.
    const again = await session(codes[0]!);
    const draft = body<TVoteDraft>(await f.bearer(again, 'GET', `${C}/nhap?phien_ban_id=${v.versionId}`)).data;
    expect(draft).toMatchObject({ step: 1, answers: [{ cauhoi_id: v.s.a1, gia_tri: [2] }] });

    const key = randomUUID();
    const first = await as('POST', `${C}/gui`, submitBody(v.versionId, fullAnswers(v), key));
    expect(first.statusCode).toBe(200);
    expect(body<TVoteSubmitResult>(first).data).toEqual({ status_khao_sat: 2, hop_le: 1, hoan_thanh: true });
    const retry = await as('POST', `${C}/gui`, submitBody(v.versionId, fullAnswers(v), key));
    expect(body<TVoteSubmitResult>(retry).data).toEqual({ status_khao_sat: 2, hop_le: 1, hoan_thanh: true });
    const second = await as('POST', `${C}/gui`, submitBody(v.versionId, fullAnswers(v)));
    expect(second.statusCode).toBe(410);
    expect(body(second).message).toMatch(/đã được dùng/);
    expect(await f.db.selectFrom('ballot_card_draft').select('the_id').execute()).toHaveLength(0);

    const reused = await open(codes[0]!);
    expect(reused.statusCode).toBe(410);
    expect(body(reused).message).toBe('Mã phiếu này đã được dùng để gửi phiếu; mỗi thẻ chỉ dùng được một lần');
    expect((await f.db.selectFrom('vote_hold').select('hold_id').where('phien_ban_id', '=', v.versionId).execute()).length).toBe(1);
  });

  it('refuses a wrong, malformed, void, expired or other hospital’s code with its own message', async () => {
    const v = await openVersion(f);
    const [dept] = await departments(v);
    const { codes } = await print(v, dept!.phong_ban_id, 2);
    const other = await open(codes[0]!, { hospital_id: f.demo2Id });
    expect([other.statusCode, body(other).message]).toEqual([403, 'Mã phiếu này thuộc bệnh viện khác, không dùng được tại đây']);
    const malformed = await open('ABC-123');
    expect(malformed.statusCode).toBe(400);
    expect(body(malformed).message).toMatch(/12 chữ và số/);
    const unknown = await open('2222-3333-4444');
    expect([unknown.statusCode, body(unknown).message]).toEqual([404, 'Mã phiếu không đúng; vui lòng kiểm tra lại mã in trên thẻ']);

    // A session opened before the reprint dies with its card.
    const before = await session(codes[1]!);
    const re = await print(v, dept!.phong_ban_id, undefined, true);
    expect(re.codes).toHaveLength(2);
    const voided = await open(codes[0]!);
    expect(voided.statusCode).toBe(410);
    expect(body(voided).message).toMatch(/đã bị hủy vì lô thẻ/);
    expect((await f.bearer(before, 'PUT', `${C}/nhap`, { phien_ban_id: v.versionId, step: 1, language: 'vi', answers: [] })).statusCode).toBe(410);
    const overview = body<TBallotCardOverview>(await f.call('bvadmin', 'GET', `${C}?phien_ban_id=${v.versionId}&hospital_id=${v.hospitalId}`)).data;
    expect(overview.departments.find((d) => d.phong_ban_id === dept!.phong_ban_id)).toMatchObject({ lan_in: 2, da_phat: 2, da_dung: 0, da_huy: 2 });
    const audit = await f.db.selectFrom('audit_log').select(['action', 'detail']).where('entity', '=', 'ballotCardBatch').orderBy('audit_log_id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'reprint', detail: { so_the: 2, da_huy: 2, lan_in: 2 } });

    await f.db
      .updateTable('phien_ban_khao_sat')
      .set({ time_end: new Date(Date.now() - 60_000) })
      .where('phien_ban_id', '=', v.versionId)
      .execute();
    const expired = await open(re.codes[0]!);
    expect(expired.statusCode).toBe(410);
    expect(body(expired).message).toMatch(/^Thẻ đã hết hạn: đợt khảo sát đã kết thúc lúc \d\d:\d\d ngày \d\d\/\d\d\/\d{4}$/);
    const late = await f.call('bvadmin', 'POST', `${C}/in-lai`, { phien_ban_id: v.versionId, hospital_id: v.hospitalId, phong_ban_id: dept!.phong_ban_id });
    expect(late.statusCode).toBe(409);
  });

  it('limits code entry per address', async () => {
    const from = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i <= CARD_OPEN_PER_MINUTE; i++) statuses.push((await open('2222-3333-4444', { ip: from })).statusCode);
    expect(statuses.slice(0, CARD_OPEN_PER_MINUTE).every((s) => s === 404)).toBe(true);
    expect(statuses[CARD_OPEN_PER_MINUTE]).toBe(429);
    expect((await open('2222-3333-4444')).statusCode).toBe(404);
  });
});

describe('anonymity and response rates', () => {
  it('links no response to a card: no column, timestamp or order; the rates count cards by department and channel', async () => {
    const v = await openVersion(f);
    const [dept] = await departments(v);
    const { codes } = await print(v, dept!.phong_ban_id, 4);
    const ids: string[] = [];
    for (const code of codes.slice(0, 3)) {
      const s = await session(code);
      expect((await f.bearer(s, 'POST', `${C}/gui`, submitBody(v.versionId, fullAnswers(v)))).statusCode).toBe(200);
      ids.push(code);
    }
    // The card tables keep no time of use, no response id, no staff member.
    const columns = await sql<{ table_name: string; column_name: string; data_type: string }>`
      SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_name IN ('ballot_card', 'ballot_card_batch') ORDER BY 1, 2`.execute(f.db);
    expect(columns.rows.filter((c) => c.table_name === 'ballot_card').map((c) => c.column_name)).toEqual([
      'code_hash',
      'hoan_thanh',
      'hop_le',
      'lo_id',
      'state',
      'submit_key',
      'the_id',
    ]);
    expect(columns.rows.filter((c) => c.table_name === 'ballot_card' && /time|date/.test(c.data_type))).toEqual([]);
    expect(columns.rows.filter((c) => c.table_name === 'ballot_card_batch').map((c) => c.column_name)).not.toContain('nhan_vien_id');
    // The responses carry a random id, the hospital and the day: nothing of a card.
    await holdShuffles(f.db).drain();
    await f.db.transaction().execute((trx) => releaseAllHeld(trx, v.versionId));
    const responses = await f.db.selectFrom('ket_qua').selectAll().where('phien_ban_id', '=', v.versionId).execute();
    expect(responses).toHaveLength(3);
    for (const r of responses) expect(Object.keys(r).sort()).toEqual(['don_vi', 'hoan_thanh', 'hop_le', 'hospital_id', 'ket_qua_id', 'language', 'ngay', 'phien_ban_id', 'vi_tri']);
    const cards = await sql<{
      the_id: number;
      submit_key: string | null;
    }>`SELECT c.the_id, c.submit_key::text FROM ballot_card c JOIN ballot_card_batch b USING (lo_id) WHERE b.phien_ban_id = ${v.versionId}`.execute(f.db);
    const dump =
      JSON.stringify(responses) + JSON.stringify(await sql`SELECT * FROM ket_qua_chi_tiet WHERE ket_qua_id IN (${sql.join(responses.map((r) => r.ket_qua_id))})`.execute(f.db));
    for (const c of cards.rows) if (c.submit_key) expect(dump).not.toContain(c.submit_key);

    const rates = body<TResponseRates>(await f.call('bvadmin', 'GET', `${V}/dash-board/thong-ke-ty-le-phan-hoi?phien_ban_id=${v.versionId}&hospital_id=${v.hospitalId}`)).data;
    expect(rates.total.kenh!.card).toEqual({ invited: 4, submitted: 3, complete: 3, rate: 75 });
    expect(rates.total.invited).toBe(rates.total.kenh!.link.invited + 4);
    expect(rates.total.complete).toBe(rates.total.kenh!.link.complete + 3);
    const groups = body<TStaffGroup[]>(
      await f.call('bvadmin', 'GET', `${V}/dash-board/thong-ke-ty-le-phan-hoi-phong-ban?phien_ban_id=${v.versionId}&hospital_id=${v.hospitalId}`),
    ).data;
    const g = groups.find((x) => x.id === dept!.phong_ban_id)!;
    expect(g.kenh!.card).toEqual({ invited: 4, submitted: 3, complete: 3, rate: 75 });
    expect(g.invited).toBe(dept!.n + 4);
    // As the campaign page would count the channel, for the hospital and for another department only.
    expect(await cardCounter.count(f.db, v.versionId, v.hospitalId, null)).toEqual({ invited: 4, voted: 3 });
    expect(await cardCounter.count(f.db, v.versionId, v.hospitalId, [-1])).toEqual({ invited: 0, voted: 0 });
  });
});
