import type { TPage, TSendMailResult, TStaffInvitation, TSurveyVersion } from '@hm/contract';
import { sql } from 'kysely';
import { body, createTestApp, type TestApp } from '../../helpers/app.js';

/**
 * MSettingUser at hospital scale: the pick list of a hospital's staff with their invitation state
 * (`nhan-vien-khao-sat/danh-sach-moi`) and the invitation of every staff member matching a filter
 * (`nhan-vien-khao-sat/moi-theo-bo-loc`); reminders skip those who voted.
 */
let t: TestApp;
let demoId: number;
let demo2Id: number;
let hsops2: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.selectFrom('hospital').select(['hospital_id', 'ma_benh_vien']).execute();
  demoId = rows.find((r) => r.ma_benh_vien === 'BVDEMO')!.hospital_id;
  demo2Id = rows.find((r) => r.ma_benh_vien === 'BVDEMO2')!.hospital_id;
  hsops2 = (
    await t.database.db.selectFrom('phien_ban_khao_sat').select('phien_ban_id').where('instrument_code', '=', 'HSOPS2').where('is_template', '=', true).executeTakeFirstOrThrow()
  ).phien_ban_id;
  for (const u of ['admin', 'bvadmin', 'nhanvien01', 'bv2admin']) tokens[u] = await t.login(u);
});
afterAll(async () => {
  await t.close();
});

const S = '/votesafety/v1';
const LIST = `${S}/nhan-vien-khao-sat/danh-sach-moi`;
const INVITE = `${S}/nhan-vien-khao-sat/moi-theo-bo-loc`;
const call = (user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.as(tokens[user]!, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
const window = { time_start: '2026-01-01 08:00:00', time_end: '2030-12-31 17:00:00' };

let versions = 0;
async function newVersion(user = 'bvadmin', hospitalId = demoId): Promise<number> {
  const res = await call(user, 'POST', `${S}/phien-ban-khao-sat/${hsops2}/copy`, { hospital_id: hospitalId, tieu_de_khao_sat: `Mời theo bộ lọc ${++versions}`, ...window });
  expect(res.statusCode).toBe(200);
  return body<TSurveyVersion>(res).data.phien_ban_id;
}
const list = async (versionId: number, query: string, user = 'bvadmin') => {
  const res = await call(user, 'GET', `${LIST}?phien_ban_id=${versionId}&hospital_id=${demoId}${query}`);
  expect(res.statusCode).toBe(200);
  return body<TPage<TStaffInvitation>>(res).data;
};
const records = (versionId: number) => t.database.db.selectFrom('nhan_vien_khao_sat').selectAll().where('phien_ban_id', '=', versionId).orderBy('nhan_vien_khao_sat_id').execute();

/** BVDEMO's departments with the most active staff, enough of them to fill more than two pages of 20. */
async function bigDepartments(): Promise<{ ids: number[]; staff: number[] }> {
  const counts = await t.database.db
    .selectFrom('nhan_vien')
    .select(['phong_ban_id', sql<number>`count(*)::int`.as('n')])
    .where('hospital_id', '=', demoId)
    .where('tam_ngung', '=', false)
    .where('phong_ban_id', 'is not', null)
    .groupBy('phong_ban_id')
    .orderBy('n', 'desc')
    .orderBy('phong_ban_id')
    .execute();
  const ids: number[] = [];
  let n = 0;
  for (const c of counts) {
    ids.push(c.phong_ban_id!);
    n += c.n;
    if (n > 45) break;
  }
  const staff = await t.database.db
    .selectFrom('nhan_vien')
    .select('nhan_vien_id')
    .where('hospital_id', '=', demoId)
    .where('tam_ngung', '=', false)
    .where('phong_ban_id', 'in', ids)
    .execute();
  return { ids, staff: staff.map((s) => s.nhan_vien_id).sort((a, b) => a - b) };
}

describe('the invitation pick list', () => {
  it('pages a filtered list of active staff and marks who is invited, mailed, reminded and voted', async () => {
    const id = await newVersion();
    const { ids, staff } = await bigDepartments();
    const q = `&phong_ban_ids=${ids.join(',')}`;
    const first = await list(id, `${q}&size=20&page=1`);
    const second = await list(id, `${q}&size=20&page=2`);
    expect(first.total).toBe(staff.length);
    expect(first.data).toHaveLength(20);
    expect(second.data).toHaveLength(20);
    expect(new Set([...first.data, ...second.data].map((r) => r.nhan_vien_id)).size).toBe(40);
    for (const r of first.data) {
      expect(ids).toContain(r.phong_ban_id);
      expect(r).toMatchObject({ nhan_vien_khao_sat_id: null, added_at: null, invited_at: null, reminded_at: null, status_khao_sat: null, ineligible: null });
    }

    // Three of them invited; one has been mailed, reminded and has voted.
    const [a, b, c] = first.data;
    expect(
      (await call('bvadmin', 'POST', `${S}/nhan-vien-khao-sat`, { phien_ban_id: id, hospital_id: demoId, nhan_vien_ids: [a!.nhan_vien_id, b!.nhan_vien_id, c!.nhan_vien_id] }))
        .statusCode,
    ).toBe(200);
    await t.database.db
      .updateTable('nhan_vien_khao_sat')
      .set({ invited_at: new Date('2026-03-01T01:00:00Z'), reminded_at: new Date('2026-03-05T02:30:00Z'), status_khao_sat: 2, hop_le: 1 })
      .where('phien_ban_id', '=', id)
      .where('nhan_vien_id', '=', a!.nhan_vien_id)
      .execute();
    const marked = await list(id, `${q}&size=20&page=1`);
    const rowOf = (staffId: number) => marked.data.find((r) => r.nhan_vien_id === staffId)!;
    expect(rowOf(a!.nhan_vien_id)).toMatchObject({ invited_at: '2026-03-01 08:00:00', reminded_at: '2026-03-05 09:30:00', status_khao_sat: 2, ineligible: false });
    expect(rowOf(a!.nhan_vien_id).added_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(rowOf(b!.nhan_vien_id)).toMatchObject({ invited_at: null, reminded_at: null, status_khao_sat: 1 });
    expect(rowOf(b!.nhan_vien_id).nhan_vien_khao_sat_id).toEqual(expect.any(Number));

    const notInvited = await list(id, `${q}&chua_moi=true&size=200`);
    expect(notInvited.total).toBe(staff.length - 3);
    expect(notInvited.data.every((r) => r.nhan_vien_khao_sat_id === null)).toBe(true);
    expect((await list(id, `${q}&chua_moi=false`)).total).toBe(3);
    // The key repeated is the same list.
    expect((await list(id, ids.map((d) => `&phong_ban_ids=${d}`).join(''))).total).toBe(staff.length);
  });

  it('filters by job title and keyword (name or code) and leaves suspended staff out', async () => {
    const id = await newVersion();
    const db = t.database.db;
    const jobTitle = await db
      .selectFrom('nhan_vien')
      .select(['chuc_danh_id', sql<number>`count(*)::int`.as('n')])
      .where('hospital_id', '=', demoId)
      .where('tam_ngung', '=', false)
      .where('chuc_danh_id', 'is not', null)
      .groupBy('chuc_danh_id')
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    expect((await list(id, `&chuc_danh_ids=${jobTitle.chuc_danh_id}`)).total).toBe(jobTitle.n);
    const someone = await db
      .selectFrom('nhan_vien')
      .select(['nhan_vien_id', 'ma_nhan_vien', 'ten_nhan_vien'])
      .where('hospital_id', '=', demoId)
      .where('tam_ngung', '=', false)
      .orderBy('nhan_vien_id')
      .executeTakeFirstOrThrow();
    const byCode = await list(id, `&keyword=${encodeURIComponent(someone.ma_nhan_vien)}`);
    expect(byCode.data.map((r) => r.nhan_vien_id)).toContain(someone.nhan_vien_id);
    await db.updateTable('nhan_vien').set({ tam_ngung: true }).where('nhan_vien_id', '=', someone.nhan_vien_id).execute();
    try {
      expect((await list(id, `&keyword=${encodeURIComponent(someone.ma_nhan_vien)}`)).data.map((r) => r.nhan_vien_id)).not.toContain(someone.nhan_vien_id);
    } finally {
      await db.updateTable('nhan_vien').set({ tam_ngung: false }).where('nhan_vien_id', '=', someone.nhan_vien_id).execute();
    }
  });

  it('refuses another hospital, a version not found and bad filters', async () => {
    const id = await newVersion();
    const theirs = await newVersion('bv2admin', demo2Id);
    expect((await call('bv2admin', 'GET', `${LIST}?phien_ban_id=${id}&hospital_id=${demoId}`)).statusCode).toBe(403);
    expect((await call('bvadmin', 'GET', `${LIST}?phien_ban_id=${theirs}&hospital_id=${demo2Id}`)).statusCode).toBe(403);
    expect((await call('bvadmin', 'GET', `${LIST}?phien_ban_id=${id}&hospital_id=${demo2Id}`)).statusCode).toBe(403);
    expect((await call('bvadmin', 'GET', `${LIST}?phien_ban_id=2147483647&hospital_id=${demoId}`)).statusCode).toBe(404);
    expect((await call('bvadmin', 'GET', `${LIST}?phien_ban_id=${id}&hospital_id=${demoId}&phong_ban_ids=1,abc`)).statusCode).toBe(400);
    expect((await call('bvadmin', 'GET', `${LIST}?phien_ban_id=${id}`)).statusCode).toBe(400);
    expect((await call('bvadmin', 'GET', `${LIST}?phien_ban_id=${id}&hospital_id=${demoId}&chua_moi=maybe`)).statusCode).toBe(400);
  });
});

describe('inviting every staff member matching a filter', () => {
  it('invites the whole filtered set across pages in one call, and again changes nothing', async () => {
    const id = await newVersion();
    const { ids, staff } = await bigDepartments();
    // One of them was invited, mailed and voted before: the filter invitation must not touch that record.
    await call('bvadmin', 'POST', `${S}/nhan-vien-khao-sat`, { phien_ban_id: id, hospital_id: demoId, nhan_vien_ids: [staff[0]] });
    await t.database.db
      .updateTable('nhan_vien_khao_sat')
      .set({ invited_at: new Date('2026-03-01T01:00:00Z'), status_khao_sat: 2, hop_le: 1 })
      .where('phien_ban_id', '=', id)
      .execute();
    const before = await records(id);

    const res = await call('bvadmin', 'POST', INVITE, { phien_ban_id: id, hospital_id: demoId, phong_ban_ids: ids });
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toEqual({ created: staff.length - 1, total: staff.length });
    const after = await records(id);
    expect(after.map((r) => r.nhan_vien_id!).sort((a, b) => a - b)).toEqual(staff);
    expect(after.find((r) => r.nhan_vien_id === staff[0])).toEqual(before[0]);
    expect((await list(id, `&phong_ban_ids=${ids.join(',')}&chua_moi=true`)).total).toBe(0);

    const again = await call('bvadmin', 'POST', INVITE, { phien_ban_id: id, hospital_id: demoId, phong_ban_ids: ids });
    expect(body(again).data).toEqual({ created: 0, total: staff.length });
    expect(await records(id)).toEqual(after);
  });

  it('combines departments, job titles and a keyword; no criterion invites every active staff member', async () => {
    const id = await newVersion();
    const db = t.database.db;
    const { ids } = await bigDepartments();
    const jobTitle = await db
      .selectFrom('nhan_vien')
      .select('chuc_danh_id')
      .where('hospital_id', '=', demoId)
      .where('tam_ngung', '=', false)
      .where('phong_ban_id', 'in', ids)
      .where('chuc_danh_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const expected = await db
      .selectFrom('nhan_vien')
      .select('nhan_vien_id')
      .where('hospital_id', '=', demoId)
      .where('tam_ngung', '=', false)
      .where('phong_ban_id', 'in', ids)
      .where('chuc_danh_id', '=', jobTitle.chuc_danh_id)
      .execute();
    const res = await call('bvadmin', 'POST', INVITE, { phien_ban_id: id, hospital_id: demoId, phong_ban_ids: ids, chuc_danh_ids: [jobTitle.chuc_danh_id] });
    expect(body(res).data).toEqual({ created: expected.length, total: expected.length });

    const someone = await db
      .selectFrom('nhan_vien')
      .select(['nhan_vien_id', 'ma_nhan_vien'])
      .where('hospital_id', '=', demoId)
      .where('tam_ngung', '=', false)
      .where(
        'nhan_vien_id',
        'not in',
        expected.map((e) => e.nhan_vien_id),
      )
      .orderBy('nhan_vien_id', 'desc')
      .executeTakeFirstOrThrow();
    const byKeyword = await call('bvadmin', 'POST', INVITE, { phien_ban_id: id, hospital_id: demoId, keyword: `  ${someone.ma_nhan_vien} ` });
    expect(body<{ created: number }>(byKeyword).data.created).toBeGreaterThanOrEqual(1);
    expect((await records(id)).map((r) => r.nhan_vien_id)).toContain(someone.nhan_vien_id);

    const active = await db
      .selectFrom('nhan_vien')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('hospital_id', '=', demoId)
      .where('tam_ngung', '=', false)
      .executeTakeFirstOrThrow();
    const everyone = await call('bvadmin', 'POST', INVITE, { phien_ban_id: id, hospital_id: demoId });
    expect(body<{ total: number }>(everyone).data.total).toBe(active.n);
  });

  it('refuses another hospital’s version or staff, callers without the function, closed versions and bad input, changing nothing', async () => {
    const id = await newVersion();
    const theirs = await newVersion('bv2admin', demo2Id);
    const theirDepartment = (await t.database.db.selectFrom('phong_ban').select('phong_ban_id').where('hospital_id', '=', demo2Id).executeTakeFirstOrThrow()).phong_ban_id;
    const theirJobTitle = (await t.database.db.selectFrom('chuc_danh').select('chuc_danh_id').where('hospital_id', '=', demo2Id).executeTakeFirstOrThrow()).chuc_danh_id;
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('nhan_vien_khao_sat')
            .select(sql<number>`count(*)::int`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const refused = async (user: string, payload: unknown, status: number, message?: string) => {
      const res = await call(user, 'POST', INVITE, payload);
      expect([res.statusCode, res.body]).toEqual([status, expect.any(String)]);
      if (message) expect(body(res).message).toBe(message);
      return res;
    };

    await refused('bvadmin', { phien_ban_id: theirs, hospital_id: demo2Id }, 403);
    await refused('bvadmin', { phien_ban_id: theirs, hospital_id: demoId }, 403);
    await refused('bvadmin', { phien_ban_id: id, hospital_id: demo2Id }, 403);
    await refused('bv2admin', { phien_ban_id: id, hospital_id: demoId }, 403);
    await refused('nhanvien01', { phien_ban_id: id, hospital_id: demoId }, 403);
    await refused('bvadmin', { phien_ban_id: 2_147_483_647, hospital_id: demoId }, 404);
    const foreign = await refused('bvadmin', { phien_ban_id: id, hospital_id: demoId, phong_ban_ids: [theirDepartment] }, 400, 'Có khoa/phòng không thuộc bệnh viện này');
    expect(body<{ errors: { path: string }[] }>(foreign).data.errors[0]!.path).toBe('phong_ban_ids');
    await refused('bvadmin', { phien_ban_id: id, hospital_id: demoId, chuc_danh_ids: [theirJobTitle] }, 400, 'Có chức danh không thuộc bệnh viện này');
    await refused('bvadmin', { phien_ban_id: 'x', hospital_id: demoId }, 400);
    await refused('bvadmin', { phien_ban_id: id }, 400);
    await refused('bvadmin', { phien_ban_id: id, hospital_id: demoId, phong_ban_ids: 'all' }, 400);
    await refused('bvadmin', { phien_ban_id: id, hospital_id: demoId, phong_ban_ids: [0] }, 400);
    await refused('bvadmin', { phien_ban_id: id, hospital_id: demoId, keyword: 'a\u0000b' }, 400);
    await refused('bvadmin', { phien_ban_id: id, hospital_id: demoId, keyword: 'x'.repeat(201) }, 400);

    // A hospital that does not run the version: 400, as for the hand-picked invitation.
    await t.database.db.deleteFrom('phien_ban_benh_vien').where('phien_ban_id', '=', id).execute();
    await refused('bvadmin', { phien_ban_id: id, hospital_id: demoId }, 400, 'Bệnh viện chưa tham gia phiên bản khảo sát này');
    await t.database.db.insertInto('phien_ban_benh_vien').values({ phien_ban_id: id, hospital_id: demoId }).execute();
    // Closed: final.
    await call('bvadmin', 'POST', `${S}/phien-ban-khao-sat/${id}/close`, { status_khao_sat: 2 });
    await refused('bvadmin', { phien_ban_id: id, hospital_id: demoId }, 409);
    // The template is read-only.
    await refused('admin', { phien_ban_id: hsops2, hospital_id: demoId }, 403);
    expect(await count()).toBe(before);
  });
});

describe('reminders', () => {
  it('go only to invited staff who have not voted (nor left), and leave the voters’ records alone', async () => {
    const id = await newVersion();
    const { ids } = await bigDepartments();
    await call('bvadmin', 'POST', INVITE, { phien_ban_id: id, hospital_id: demoId, phong_ban_ids: ids });
    const started = await call('bvadmin', 'POST', `${S}/phien-ban-khao-sat/${id}/start`, {});
    expect(started.statusCode).toBe(200);
    const db = t.database.db;
    await db
      .updateTable('nhan_vien')
      .set({ email: sql`coalesce(nullif(email, ''), 'nv' || nhan_vien_id || '@bv.example.vn')` })
      .where('hospital_id', '=', demoId)
      .execute();
    const all = await records(id);
    const voters = all.slice(0, 5).map((r) => r.nhan_vien_khao_sat_id);
    const left = all[5]!.nhan_vien_khao_sat_id;
    await db.updateTable('nhan_vien_khao_sat').set({ status_khao_sat: 2, hop_le: 1 }).where('nhan_vien_khao_sat_id', 'in', voters).execute();
    await db.updateTable('nhan_vien_khao_sat').set({ ineligible: true }).where('nhan_vien_khao_sat_id', '=', left).execute();

    const res = await call('bvadmin', 'POST', `${S}/email/send-email`, { phien_ban_id: id, nhan_vien_khao_sat_ids: all.map((r) => r.nhan_vien_khao_sat_id) });
    expect(res.statusCode).toBe(200);
    expect(body<TSendMailResult>(res).data).toEqual({ queued: all.length - 6, khong_co_email: 0, bo_qua: 6 });
    const mailed = await db.selectFrom('mail_outbox').select('nhan_vien_khao_sat_id').where('phien_ban_id', '=', id).where('template', '=', 'remind').execute();
    expect(mailed).toHaveLength(all.length - 6);
    for (const skipped of [...voters, left]) expect(mailed.map((m) => m.nhan_vien_khao_sat_id)).not.toContain(skipped);
    const after = await records(id);
    for (const r of after) expect(r.reminded_at === null).toBe([...voters, left].includes(r.nhan_vien_khao_sat_id));

    // The pick list shows the reminder's date on those reminded, none on the voters.
    const rows = (await list(id, `&phong_ban_ids=${ids.join(',')}&size=200`)).data;
    const voter = after.find((r) => r.nhan_vien_khao_sat_id === voters[0])!;
    expect(rows.find((r) => r.nhan_vien_id === voter.nhan_vien_id)).toMatchObject({ status_khao_sat: 2, reminded_at: null });
    expect(rows.filter((r) => r.reminded_at !== null)).toHaveLength(all.length - 6);
  });
});
