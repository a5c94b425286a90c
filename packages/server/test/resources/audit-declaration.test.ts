/**
 * Every write of the endpoint table declares its audit row (issue 25), and the route helper
 * writes it: exactly one row with actor, hospital, entity, id and changed fields, in the
 * handler's transaction (a refused write leaves none). The deliberate exceptions are listed with
 * their reason; the votes never leave a row that could link a person to a ballot.
 */
import { endpointList, type EndpointConfig } from '@hm/contract';
import { sql } from 'kysely';
import { body, createTestApp, type TestApp } from '../helpers/app.js';
import { createVersion, seedStructure } from '../modules/survey/fixtures.js';

/** Writes that leave no audit row, and why. */
const EXEMPT: Record<string, string> = {
  login: 'a sign-in changes no data; attempts are counted by the login throttle and sessions kept in their table',
  accountLogin: 'the same sign-in at the spec’s second path',
  refreshToken: 'renews a session; the refresh-token table is its record',
  logout: 'ends a session; the refresh-token table is its record',
  voterAuth: 'exchanges an invitation code for a voter session: a row would tie a person to the ballot that follows (docs/anonymity.md)',
  voteDraftSave: 'a ballot draft: votes are never audited with anything linking to a person (docs/anonymity.md)',
  voteSubmit: 'a ballot: votes are never audited with anything linking to a person (docs/anonymity.md)',
  ballotCardOpen: 'exchanges a printed card’s code for a card session: a row would tie a code and an address to the ballot that follows (docs/decisions/ballot-cards.md)',
  ballotCardDraftSave: 'a card’s ballot draft: votes are never audited (docs/decisions/ballot-cards.md)',
  ballotCardSubmit: 'a card’s ballot: votes are never audited (docs/decisions/ballot-cards.md)',
  paperOpen: 'a read sent as POST (the paper’s code travels in the body, never in a URL): nothing stored',
  paperKey: 'a keying of a paper ballot: a row would tie a keyer and a time to the vote it becomes (docs/decisions/paper-entry.md)',
  paperResolve: 'the resolution that turns a paper ballot into a vote: votes are never audited (docs/decisions/paper-entry.md)',
  staffImportErrors: 'a read sent as POST: the refused rows of an uploaded file, nothing stored',
  mailTextsPreview: 'a read sent as POST: the unsaved texts travel in the body and are rendered with a participant’s values, nothing stored',
  releaseLinkAssignment:
    'a read sent as POST (the invitation token or card code travels in the body, never in a URL): nothing stored, and a row would tie a link to the vote page that follows (docs/decisions/module-releases.md)',
};

/** Built entries (a response schema or a file) that change data. */
const builtWrites = endpointList.filter((e) => e.method !== 'GET' && (e.response !== undefined || e.file === true));

describe('the endpoint table declares the audit of every write', () => {
  it.each(builtWrites.map((e) => [e.id, e] as const))('%s', (id, e: EndpointConfig) => {
    if (id in EXEMPT) {
      expect(e.audit).toBeUndefined();
      return;
    }
    expect(e.audit).toEqual(expect.objectContaining({ entity: expect.any(String), action: expect.any(String) }));
  });

  it('lists only exemptions that are writes of the table, each with its reason', () => {
    const ids = new Set(builtWrites.map((e) => e.id));
    for (const [id, why] of Object.entries(EXEMPT)) {
      expect([id, ids.has(id)]).toEqual([id, true]);
      expect(why.length).toBeGreaterThan(20);
    }
  });

  it('declares a hospital source on every audited write, and none on the votes', () => {
    for (const e of builtWrites.filter((w) => w.audit)) expect([e.id, e.hospital ?? 'query']).toEqual([e.id, expect.stringMatching(/^(query|body|row|none)$/)]);
    for (const e of endpointList.filter((w) => w.fn === 'voter' || w.id === 'voterAuth')) expect([e.id, e.audit]).toEqual([e.id, undefined]);
  });
});

describe('the route helper writes the declared row', () => {
  let t: TestApp;
  let demo: number;
  const tok: Record<string, string> = {};
  const accountOf: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    demo = (await db.selectFrom('hospital').select('hospital_id').where('ma_benh_vien', '=', 'BVDEMO').executeTakeFirstOrThrow()).hospital_id;
    for (const u of ['admin', 'bvadmin', 'nhanvien01']) {
      tok[u] = await t.login(u);
      accountOf[u] = (await db.selectFrom('tai_khoan').select('tai_khoan_id').where('ten_tai_khoan', '=', u).executeTakeFirstOrThrow()).tai_khoan_id;
    }
  });
  afterAll(() => t.close());

  const lastId = async () => (await sql<{ id: string | null }>`SELECT max(audit_log_id)::text AS id FROM audit_log`.execute(t.database.db)).rows[0]!.id ?? '0';
  /** Calls as `user` and answers the audit rows the call left. */
  async function audited(user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
    const from = await lastId();
    const res = await t.as(tok[user]!, { method, url, ...(payload ? { payload } : {}) });
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['tai_khoan_id', 'action', 'entity', 'entity_id', 'hospital_id', 'phien_ban_id', 'changes', 'request_id'])
      .where(sql<boolean>`audit_log_id > ${from}::bigint`)
      .where('action', '<>', 'refused')
      .execute();
    return { res, rows: rows.map((r) => ({ ...r, changes: (typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes) as Record<string, [unknown, unknown]> | null })) };
  }

  it('survey authoring: a part created, changed, reordered and deleted, each in one row with its version’s hospital', async () => {
    const s = await seedStructure(t.database.db, await createVersion(t.database.db, { hospitalId: demo, title: 'Nhật ký soạn thảo' }));
    const created = await audited('bvadmin', 'POST', '/votesafety/v1/phan-cau-hoi', {
      phien_ban_id: s.versionId,
      giatri_cauhoi: 'Phần mới',
      type: 'text',
      la_thong_tin_chung: false,
    });
    expect(created.res.statusCode).toBe(200);
    const id = body<{ phan_cauhoi_id: number }>(created.res).data.phan_cauhoi_id;
    expect(created.rows).toEqual([
      expect.objectContaining({
        tai_khoan_id: accountOf.bvadmin,
        action: 'create',
        entity: 'surveyPart',
        entity_id: String(id),
        hospital_id: demo,
        phien_ban_id: s.versionId,
        request_id: expect.any(String),
      }),
    ]);
    expect(created.rows[0]!.changes!.giatri_cauhoi).toEqual([null, 'Phần mới']);

    const changed = await audited('bvadmin', 'PUT', '/votesafety/v1/phan-cau-hoi', {
      phan_cauhoi_id: id,
      ma_phan: 'PN',
      giatri_cauhoi: 'Phần đổi tên',
      giatri_cauhoi_en: '',
      type: 'text',
      la_thong_tin_chung: false,
    });
    expect(changed.res.statusCode).toBe(200);
    expect(changed.rows).toEqual([expect.objectContaining({ action: 'update', entity: 'surveyPart', entity_id: String(id), hospital_id: demo })]);
    expect(changed.rows[0]!.changes).toMatchObject({ ma_phan: [expect.anything(), 'PN'], giatri_cauhoi: ['Phần mới', 'Phần đổi tên'] });
    expect(changed.rows[0]!.changes).not.toHaveProperty('stt'); // only what changed

    const order = [id, s.part2, s.part1];
    const reordered = await audited('bvadmin', 'PUT', '/votesafety/v1/phan-cau-hoi/sap-xep', { parent_id: s.versionId, ids: order });
    expect(reordered.res.statusCode).toBe(200);
    expect(reordered.rows).toEqual([expect.objectContaining({ action: 'reorder', entity: 'surveyPart', entity_id: String(s.versionId), hospital_id: demo })]);
    expect(reordered.rows[0]!.changes!.thu_tu).toEqual([[s.part1, s.part2, id], order]);

    const deleted = await audited('bvadmin', 'DELETE', `/votesafety/v1/phan-cau-hoi/${id}`);
    expect(deleted.res.statusCode).toBe(200);
    expect(deleted.rows).toEqual([expect.objectContaining({ action: 'delete', entity: 'surveyPart', entity_id: String(id), hospital_id: demo })]);
    expect(deleted.rows[0]!.changes!.giatri_cauhoi).toEqual(['Phần đổi tên', null]);
  });

  it('a refused write leaves no row: the audit row is in the handler’s transaction', async () => {
    const closed = await createVersion(t.database.db, { hospitalId: demo, status: 2, title: 'Nhật ký đã đóng' });
    const refused = await audited('bvadmin', 'POST', '/votesafety/v1/phan-cau-hoi', { phien_ban_id: closed, giatri_cauhoi: 'Không được', type: 'text', la_thong_tin_chung: false });
    expect(refused.res.statusCode).toBe(409);
    expect(refused.rows).toEqual([]);
  });

  it('a question and a composite: one row each, with the changed fields', async () => {
    const s = await seedStructure(t.database.db, await createVersion(t.database.db, { hospitalId: demo, title: 'Nhật ký câu hỏi' }));
    const q = await audited('bvadmin', 'POST', '/votesafety/v1/cau-hoi', { phancauhoi_id: s.part1, ma_cauhoi: 'NK1', ten_cauhoi: 'Câu hỏi nhật ký' });
    expect(q.res.statusCode).toBe(200);
    const qid = body<{ cauhoi_id: number }>(q.res).data.cauhoi_id;
    expect(q.rows).toEqual([expect.objectContaining({ action: 'create', entity: 'surveyQuestion', entity_id: String(qid), hospital_id: demo })]);
    expect(q.rows[0]!.changes!.ma_cauhoi).toEqual([null, 'NK1']);
    const c = await audited('bvadmin', 'POST', '/votesafety/v1/composite', {
      phien_ban_id: s.versionId,
      ma_composite: 'CNK',
      name_composite_vi: 'Nhóm nhật ký',
      cauhoi_ids: [qid],
    });
    expect(c.res.statusCode).toBe(200);
    expect(c.rows).toEqual([expect.objectContaining({ action: 'create', entity: 'surveyComposite', hospital_id: demo })]);
    expect(c.rows[0]!.changes!.cauhoi_ids).toEqual([null, [qid]]);
  });

  it('a version created (the body’s hospital, checked by the access hook)', async () => {
    const res = await audited('bvadmin', 'POST', '/votesafety/v1/phien-ban-khao-sat', {
      hospital_id: demo,
      tieu_de_khao_sat: 'Phiên bản nhật ký',
      time_start: '2026-11-01 08:00:00',
      time_end: '2027-12-31 17:00:00',
    });
    expect(res.res.statusCode).toBe(200);
    const id = body<{ phien_ban_id: number }>(res.res).data.phien_ban_id;
    expect(res.rows).toEqual([expect.objectContaining({ tai_khoan_id: accountOf.bvadmin, action: 'create', entity: 'surveyVersion', entity_id: String(id), hospital_id: demo })]);
    expect(res.rows[0]!.changes!.tieu_de_khao_sat).toEqual([null, 'Phiên bản nhật ký']);
    const other = (await t.database.db.selectFrom('hospital').select('hospital_id').where('ma_benh_vien', '=', 'BVDEMO2').executeTakeFirstOrThrow()).hospital_id;
    const refused = await audited('bvadmin', 'POST', '/votesafety/v1/phien-ban-khao-sat', {
      hospital_id: other,
      tieu_de_khao_sat: 'Phiên bản ngoài phạm vi',
      time_start: '2026-11-01 08:00:00',
      time_end: '2027-12-31 17:00:00',
    });
    expect(refused.res.statusCode).toBe(403);
    expect(body(refused.res).message).toBe('Bạn không có quyền truy cập dữ liệu của bệnh viện này');
    expect(refused.rows).toEqual([]);
  });

  it('a resource row (the shared path): a department created', async () => {
    const res = await audited('bvadmin', 'POST', '/auth/v1/phong-ban', { hospital_id: demo, ma_phong_ban: 'PB_AUD', ten_phong_ban: 'Khoa nhật ký khai báo' });
    expect(res.res.statusCode).toBe(200);
    expect(res.rows).toEqual([
      expect.objectContaining({ tai_khoan_id: accountOf.bvadmin, action: 'create', entity: 'department', hospital_id: demo, entity_id: expect.any(String) }),
    ]);
    expect(res.rows[0]!.changes!.ma_phong_ban).toEqual([null, 'PB_AUD']);
  });

  it('a password set by an administrator: the account named, never the password', async () => {
    const res = await audited('admin', 'PUT', '/auth/v1/tai-khoan/doi-mat-khau', { tai_khoan_id: accountOf.nhanvien01, mat_khau: 'NhatKy@2026', confirm: 'NhatKy@2026' });
    expect(res.res.statusCode).toBe(200);
    expect(res.rows).toEqual([expect.objectContaining({ tai_khoan_id: accountOf.admin, action: 'doi-mat-khau', entity: 'account', entity_id: String(accountOf.nhanvien01) })]);
    expect(JSON.stringify(res.rows[0]!.changes)).not.toContain('NhatKy@2026');
  });

  it('a file that declares its audit (an export of the trail): one row before the first byte, with the request named', async () => {
    const res = await audited('admin', 'GET', `/auth/v1/nhat-ky/xuat?hospitalId=${demo}`);
    expect(res.res.statusCode).toBe(200);
    expect(res.res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.rows).toEqual([expect.objectContaining({ tai_khoan_id: accountOf.admin, action: 'export', entity: 'auditLog', hospital_id: demo, request_id: expect.any(String) })]);
  });

  it('every file route that reads a person’s or a response’s data declares its audit', () => {
    const files = endpointList.filter((e) => e.file === true && e.response === undefined);
    const audited = new Set(files.filter((e) => e.audit).map((e) => e.id));
    for (const id of [
      'rawDataExport',
      'ahrqRespondentExport',
      'ahrqSiteExport',
      'commentExport',
      'personalDataExportXlsx',
      'auditExport',
      'reportExport',
      'feedbackReportFile',
      'debriefPackFile',
    ])
      expect([id, audited.has(id)]).toEqual([id, true]);
  });

  it('a licence change (declared system-only): one row, and none for a refused caller', async () => {
    const current = body<{ data: { hospital_id: number; licences: { module: string; valid_from: string | null; valid_to: string | null }[] }[] }>(
      await t.as(tok.admin!, { method: 'GET', url: '/auth/v1/hospital-module?size=200' }),
    ).data.data.find((h) => h.hospital_id === demo)!;
    const licences = current.licences.map(({ module, valid_from, valid_to }) => ({ module, valid_from, valid_to }));
    const refused = await audited('bvadmin', 'PUT', `/auth/v1/hospital-module/${demo}`, { licences });
    expect(refused.res.statusCode).toBe(403);
    expect(refused.rows).toEqual([]);
    const res = await audited('admin', 'PUT', `/auth/v1/hospital-module/${demo}`, { licences });
    expect(res.res.statusCode).toBe(200);
    expect(res.rows).toEqual([expect.objectContaining({ tai_khoan_id: accountOf.admin, action: 'update', entity: 'licence', entity_id: String(demo), hospital_id: demo })]);
  });
});
