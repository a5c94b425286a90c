import { acceptsVoterSession, type EndpointConfig, endpointList, FN, PARAM } from '@hm/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { toFastifyPath } from '../../src/resources/route.js';
import { InvitationTokens } from '../../src/modules/survey-core/invitation-token.js';
import { body, createTestApp, type TestApp } from '../helpers/app.js';
import { testDatabaseUrl } from '../helpers/template.js';
import { type Override, validSample } from './zod-sample.js';

/**
 * The world of the security suite: the test app, the demo accounts signed in once, and for each
 * demo hospital (A = BVDEMO, B = BVDEMO2) one row of every hospital-scoped entity, read from the
 * database, so that a generated request about "the other hospital" carries real ids.
 */

export type Side = 'A' | 'B';
export const other = (s: Side): Side => (s === 'A' ? 'B' : 'A');

/** Entities whose rows belong to one hospital: a request about them is checked against the caller's scope. */
export const SCOPED_ENTITIES = [
  'hospital',
  'department',
  'jobTitle',
  'position',
  'staff',
  'account',
  'version',
  'part',
  'question',
  'answer',
  'composite',
  'staffSurvey',
  'upload',
  'accountDept',
  'feedbackReport',
  'debriefPack',
  'scheduledAction',
  'actionPlan',
] as const;
/** Product-wide rows (no hospital): only the function and the system-only rules apply. */
export const GLOBAL_ENTITIES = [
  'project',
  'group',
  'menu',
  'function',
  'ahrqDepartment',
  'ahrqJobTitle',
  'adminUnit',
  'param',
  'benchmark',
  'report',
  'reportDetail',
  'reportPermission',
  'hospitalGroup',
  // On a benchmark collector: an installation allowed to contribute (docs/decisions/federated-benchmark.md).
  'benchmarkContributor',
] as const;
export type ScopedEntity = (typeof SCOPED_ENTITIES)[number];
export type GlobalEntity = (typeof GLOBAL_ENTITIES)[number];
export type Entity = ScopedEntity | GlobalEntity;
const isScoped = (e: Entity): e is ScopedEntity => (SCOPED_ENTITIES as readonly string[]).includes(e);

/** What an id field (query, body) names, by its wire name. */
const ENTITY_OF_KEY: Record<string, Entity> = {
  hospital_id: 'hospital',
  hospitalId: 'hospital',
  hospital_ids: 'hospital',
  phong_ban_id: 'department',
  phongBanId: 'department',
  phong_ban_ids: 'department',
  chuc_danh_id: 'jobTitle',
  chucDanhId: 'jobTitle',
  chuc_danh_ids: 'jobTitle',
  chuc_vu_id: 'position',
  chucVuId: 'position',
  nhan_vien_id: 'staff',
  nhan_vien_ids: 'staff',
  tai_khoan_id: 'account',
  taiKhoanId: 'account',
  tai_khoan_phong_ban_id: 'accountDept',
  phien_ban_id: 'version',
  phan_cauhoi_id: 'part',
  phancauhoi_id: 'part',
  cauhoi_id: 'question',
  cauhoi_ids: 'question',
  dapan_id: 'answer',
  composite_id: 'composite',
  nhan_vien_khao_sat_id: 'staffSurvey',
  nhan_vien_khao_sat_ids: 'staffSurvey',
  du_an_id: 'project',
  duAnId: 'project',
  phan_quyen_id: 'group',
  phanQuyenId: 'group',
  menu_id: 'menu',
  menu_ids: 'menu',
  parentId: 'menu',
  parent_id: 'menu',
  chuc_nang_id: 'function',
  chuc_nang_ids: 'function',
  phong_ban_ahrq_id: 'ahrqDepartment',
  chuc_danh_ahrq_id: 'ahrqJobTitle',
  upload_id: 'upload',
  logo_upload_id: 'upload',
  benchmark_id: 'benchmark',
  report_id: 'report',
  reportId: 'report',
  report_detail_id: 'reportDetail',
  phan_quyen_report_id: 'reportPermission',
  bao_cao_id: 'feedbackReport',
  debrief_id: 'debriefPack',
  action_id: 'scheduledAction',
  ke_hoach_id: 'actionPlan',
  // The province view names one hospital of the caller's group (docs/decisions/province-view.md).
  benh_vien_id: 'hospital',
};
/** Id fields whose meaning depends on the call (`METHOD path` → field → entity). */
const ENTITY_OF_KEY_IN: Record<string, Record<string, Entity>> = {
  'PUT /votesafety/v1/phan-cau-hoi/sap-xep': { parent_id: 'version', ids: 'part' },
  'PUT /votesafety/v1/cau-hoi/sap-xep': { parent_id: 'part', ids: 'question' },
  // The template a campaign push copies (docs/decisions/campaign-push.md): a survey version.
  'POST /votesafety/v1/phien-ban-khao-sat/trien-khai': { mau_id: 'version' },
  'POST /auth/v1/menu/clone': { id: 'menu' },
  'POST /auth/v1/chuc-nang/clone': { id: 'function' },
  // The first kind of a mapping save is `phong_ban`: its rows are departments.
  'POST /auth/v1/mapping': { id: 'department', ahrq_id: 'ahrqDepartment' },
  'PUT /auth/v1/phong-ban-ahrq': { id: 'ahrqDepartment' },
  'PUT /auth/v1/chuc-danh-ahrq': { id: 'ahrqJobTitle' },
  'POST /votesafety/v1/mapping': { id: 'department', ahrq_id: 'ahrqDepartment' },
  'PUT /votesafety/v1/phong-ban-ahrq': { id: 'ahrqDepartment' },
  'PUT /votesafety/v1/chuc-danh-ahrq': { id: 'ahrqJobTitle' },
  'GET /auth/v1/menu/check-role': { id: 'menu' },
  'GET /auth/v1/chuc-nang/check-role': { id: 'function' },
  'GET /auth/v1/report/check-role': { id: 'report' },
  'GET /votesafety/v1/report/check-role': { id: 'report' },
};
/** What the `{id}` of a path names, by the path segment before it. */
const ENTITY_OF_SEGMENT: Record<string, Entity> = {
  hospital: 'hospital',
  'phong-ban': 'department',
  'chuc-danh': 'jobTitle',
  'chuc-vu': 'position',
  'nhan-vien': 'staff',
  'tai-khoan': 'account',
  'phien-ban-khao-sat': 'version',
  'thong-ke': 'version',
  'percent-data': 'version',
  'phan-cau-hoi': 'part',
  'cau-hoi': 'question',
  'dap-an': 'answer',
  composite: 'composite',
  'nhan-vien-khao-sat': 'staffSurvey',
  menu: 'menu',
  'chuc-nang': 'function',
  'danh-muc-du-an': 'project',
  'phong-ban-ahrq': 'ahrqDepartment',
  'chuc-danh-ahrq': 'ahrqJobTitle',
  'tham-so-he-thong': 'param',
  parentid: 'adminUnit',
  'phan-quyen': 'group',
  'hospital-module': 'hospital',
  'tai-khoan-hospital': 'account',
  'upload-data': 'upload',
  'tai-khoan-phong-ban': 'accountDept',
  'diem-chuan': 'benchmark',
  report: 'report',
  run: 'report',
  detail: 'reportDetail',
  'phan-quyen-report': 'reportPermission',
  'bao-cao-phan-hoi': 'feedbackReport',
  'bo-tai-lieu-khoa': 'debriefPack',
  'lich-tu-dong': 'scheduledAction',
  'ke-hoach-hanh-dong': 'actionPlan',
  'nhom-benh-vien': 'hospitalGroup',
};
/** Path `{id}`s whose meaning depends on the call (`METHOD path` → entity). */
const ENTITY_OF_PATH_ID_IN: Record<string, Entity> = {
  'GET /auth/v1/tai-khoan-phong-ban/{id}/tai-khoan-id': 'account',
  'DELETE /votesafety/v1/diem-chuan-lien-ket/thanh-vien/{id}': 'benchmarkContributor',
  'DELETE /auth/v1/tai-khoan-phong-ban/{id}/tai-khoan-id': 'account',
};
const ID_KEY = /^(id|ids)$|_id$|_ids$|Id$/;
/** The id field of each hospital-scoped entity in answers. */
const ID_FIELDS: Record<ScopedEntity, string[]> = {
  hospital: ['hospital_id', 'hospitalId'],
  department: ['phong_ban_id'],
  jobTitle: ['chuc_danh_id'],
  position: ['chuc_vu_id'],
  staff: ['nhan_vien_id'],
  account: ['tai_khoan_id'],
  version: ['phien_ban_id'],
  part: ['phan_cauhoi_id', 'phancauhoi_id'],
  question: ['cauhoi_id'],
  answer: ['dapan_id'],
  composite: ['composite_id'],
  staffSurvey: ['nhan_vien_khao_sat_id'],
  upload: ['upload_id', 'logo_upload_id'],
  accountDept: ['tai_khoan_phong_ban_id'],
  feedbackReport: ['bao_cao_id'],
  debriefPack: ['debrief_id'],
  scheduledAction: ['action_id'],
  actionPlan: ['ke_hoach_id'],
};

export const endpointKey = (e: Pick<EndpointConfig, 'method' | 'path'>) => `${e.method} ${e.path}`;

/** The entity an id field of an endpoint names; undefined for a field that is not an id. */
export function entityOfKey(e: EndpointConfig, key: string): Entity | undefined {
  return ENTITY_OF_KEY_IN[endpointKey(e)]?.[key] ?? ENTITY_OF_KEY[key];
}
export function entityOfPathParam(e: EndpointConfig, param: string): Entity | undefined {
  if (param !== 'id') return undefined;
  const fixed = ENTITY_OF_PATH_ID_IN[endpointKey(e)];
  if (fixed) return fixed;
  const segments = e.path.split('/');
  const at = segments.indexOf('{id}');
  for (let i = at - 1; i >= 0; i--) if (segments[i] !== 'id') return ENTITY_OF_SEGMENT[segments[i]!];
  return undefined;
}
export const looksLikeId = (key: string) => ID_KEY.test(key);

export type Role = 'anonymous' | 'admin' | 'bvadmin' | 'nhanvien01' | 'bv2admin' | 'bv2nhanvien01' | 'voterB';
/** The signed-in roles of one hospital, and the voter session of an invitation link of hospital B. */
export const SCOPED_ROLES: readonly { role: Exclude<Role, 'anonymous' | 'admin'>; side: Side }[] = [
  { role: 'bvadmin', side: 'A' },
  { role: 'nhanvien01', side: 'A' },
  { role: 'bv2admin', side: 'B' },
  { role: 'bv2nhanvien01', side: 'B' },
  { role: 'voterB', side: 'B' },
];
const ACCOUNTS = ['admin', 'bvadmin', 'nhanvien01', 'bv2admin', 'bv2nhanvien01'] as const;

type Ids = Record<ScopedEntity, number>;
export interface World {
  t: TestApp;
  engine: 'PGlite' | 'PostgreSQL';
  hospitals: Record<Side, number>;
  ids: Record<Side, Ids>;
  globals: Record<GlobalEntity, number | string>;
  /** Strings and patterns that only the hospital's own data carries: never in an answer to the other one. */
  markers: Record<Side, (string | RegExp)[]>;
  functions: Record<Role, ReadonlySet<string>>;
  tokens: Partial<Record<Role, string>>;
  calls: number;
  /** Answers by HTTP status, for the summary line. */
  statuses: Record<number, number>;
  lastFingerprint?: { xmax: string; fingerprint: Fingerprint };
}

const V = '/votesafety/v1';
/** A 1×1 PNG: a valid upload and logo. */
const SAMPLE_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Builds the app once, signs every demo account in, and gives hospital B a survey of its own. */
export async function buildWorld(): Promise<World> {
  const t = await createTestApp();
  const db = t.database.db;
  const hospitalRows = await db.selectFrom('hospital').select(['hospital_id', 'ma_benh_vien', 'name', 'email']).execute();
  const A = hospitalRows.find((r) => r.ma_benh_vien === 'BVDEMO')!;
  const B = hospitalRows.find((r) => r.ma_benh_vien === 'BVDEMO2')!;
  const tokens: Partial<Record<Role, string>> = {};
  for (const u of ACCOUNTS) tokens[u] = await t.login(u);

  // Hospital B runs a survey of its own (copied from a template, started, invitations sent, a draft saved).
  const template = await db.selectFrom('phien_ban_khao_sat').select('phien_ban_id').where('is_template', '=', true).orderBy('phien_ban_id').executeTakeFirstOrThrow();
  const ok = (res: LightMyRequestResponse, what: string) => {
    if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
    return body<Record<string, unknown>>(res).data;
  };
  const copy = ok(
    await t.as(tokens.bv2admin!, {
      method: 'POST',
      url: `${V}/phien-ban-khao-sat/${template.phien_ban_id}/copy`,
      payload: { hospital_id: B.hospital_id, tieu_de_khao_sat: 'Khảo sát riêng của bệnh viện thứ hai', time_start: '2025-01-01 08:00:00', time_end: '2035-12-31 17:00:00' },
    }),
    'copy',
  );
  const versionB = copy.phien_ban_id as number;
  ok(await t.as(tokens.bv2admin!, { method: 'POST', url: `${V}/phien-ban-khao-sat/${versionB}/start` }), 'start');
  ok(await t.as(tokens.bv2admin!, { method: 'POST', url: `${V}/email/send-email-moi-khao-sat`, payload: { phien_ban_id: versionB } }), 'invite');
  const firstQuestion = await db.selectFrom('cau_hoi').select('cauhoi_id').where('phien_ban_id', '=', versionB).orderBy('cauhoi_id').executeTakeFirstOrThrow();
  ok(
    await t.as(tokens.bv2nhanvien01!, {
      method: 'PUT',
      url: `${V}/ket-qua/nhap`,
      payload: { phien_ban_id: versionB, step: 0, language: 'vi', answers: [{ cauhoi_id: firstQuestion.cauhoi_id, gia_tri: [4] }] },
    }),
    'draft',
  );

  // A voter session of hospital B (an invitation link opened), as a mail would carry it.
  const record = await db
    .selectFrom('nhan_vien_khao_sat')
    .select(['nhan_vien_khao_sat_id', 'token_nonce'])
    .where('phien_ban_id', '=', versionB)
    .orderBy('nhan_vien_khao_sat_id', 'desc')
    .executeTakeFirstOrThrow();
  const invitations = await InvitationTokens.load(db);
  const session = ok(
    await t.app.inject({ method: 'PUT', url: `${V}/authentication`, payload: { token: invitations.issue(record.nhan_vien_khao_sat_id, record.token_nonce) } }),
    'voter session',
  );
  tokens.voterB = session.access_token as string;

  // Each hospital has an uploaded file (an image, so it can be a logo), uploaded by its own administrator.
  for (const [u, h] of [
    ['bvadmin', A.hospital_id],
    ['bv2admin', B.hospital_id],
  ] as const) {
    ok(await t.as(tokens[u]!, { method: 'POST', url: `${V}/upload-data`, payload: { hospital_id: h, ten_tep: `logo-${u}.png`, noi_dung: SAMPLE_PNG } }), `upload ${u}`);
  }

  // A department head of each hospital, linked to one of its departments (tai-khoan-phong-ban).
  const headGroup = (await db.selectFrom('phan_quyen').select('phan_quyen_id').where('ma_phan_quyen', '=', 'DEPARTMENT_HEAD').executeTakeFirstOrThrow()).phan_quyen_id;
  async function departmentLink(hospitalId: number): Promise<number> {
    const account = await db
      .insertInto('tai_khoan')
      .values({
        ten_tai_khoan: `truongkhoa-${hospitalId}`,
        mat_khau_hash: 'x',
        display_name: 'Trưởng khoa',
        phan_quyen_id: headGroup,
        hospital_id: hospitalId,
        nhan_vien_id: null,
        tokens_valid_after: new Date(0),
        created_at: new Date(),
      })
      .returning('tai_khoan_id')
      .executeTakeFirstOrThrow();
    const dept = await db.selectFrom('phong_ban').select('phong_ban_id').where('hospital_id', '=', hospitalId).orderBy('phong_ban_id').executeTakeFirstOrThrow();
    return (
      await db
        .insertInto('tai_khoan_phong_ban')
        .values({ tai_khoan_id: account.tai_khoan_id, phong_ban_id: dept.phong_ban_id })
        .returning('tai_khoan_phong_ban_id')
        .executeTakeFirstOrThrow()
    ).tai_khoan_phong_ban_id;
  }

  // A feedback report (PDF job) of each hospital, asked for by its administrator; one that failed,
  // so no PDF is generated while the suite runs (test/modules/feedback-report has the real ones).
  async function feedbackReport(hospitalId: number, versionId: number, admin: string): Promise<number> {
    const account = (await db.selectFrom('tai_khoan').select('tai_khoan_id').where('ten_tai_khoan', '=', admin).executeTakeFirstOrThrow()).tai_khoan_id;
    const row = await db
      .insertInto('feedback_report_job')
      .values({
        phien_ban_id: versionId,
        hospital_id: hospitalId,
        language: 'vi',
        created_by: account,
        status: 'failed',
        steps: 5,
        error: 'Phiên bản khảo sát còn đang nhận phiếu',
        params: '{}',
      })
      .returning('bao_cao_id')
      .executeTakeFirstOrThrow();
    return row.bao_cao_id;
  }

  // A debrief pack (zip job) of each hospital, asked for by its administrator; failed, as above.
  async function debriefPack(hospitalId: number, versionId: number, admin: string): Promise<number> {
    const account = (await db.selectFrom('tai_khoan').select('tai_khoan_id').where('ten_tai_khoan', '=', admin).executeTakeFirstOrThrow()).tai_khoan_id;
    const row = await db
      .insertInto('debrief_job')
      .values({ phien_ban_id: versionId, hospital_id: hospitalId, language: 'vi', created_by: account, status: 'failed', error: 'Phiên bản khảo sát còn đang nhận phiếu' })
      .returning('debrief_id')
      .executeTakeFirstOrThrow();
    return row.debrief_id;
  }

  // A reminder scheduled on each hospital's version (modules/schedule), far ahead so no runner takes it.
  async function scheduledAction(versionId: number): Promise<number> {
    const at = new Date('2034-06-01T01:00:00Z');
    const row = await db
      .insertInto('campaign_action')
      .values({ phien_ban_id: versionId, kind: 'remind', due_at: at, next_attempt_at: at })
      .returning('action_id')
      .executeTakeFirstOrThrow();
    return row.action_id;
  }

  // An action plan of each hospital's version, on one of its composites (modules/action-plans).
  async function actionPlanOf(hospitalId: number, versionId: number): Promise<number> {
    const composite = await db.selectFrom('composite').select('ma_composite').where('phien_ban_id', '=', versionId).orderBy('composite_id').executeTakeFirstOrThrow();
    const row = await db
      .insertInto('ke_hoach_hanh_dong')
      .values({ hospital_id: hospitalId, phien_ban_id: versionId, tieu_de: 'Kế hoạch thử', linh_vuc: JSON.stringify([composite.ma_composite]), muc_tieu: 'Mục tiêu thử' })
      .returning('ke_hoach_id')
      .executeTakeFirstOrThrow();
    return row.ke_hoach_id;
  }

  const versionA = (
    await db.selectFrom('phien_ban_khao_sat').select('phien_ban_id').where('hospital_id', '=', A.hospital_id).orderBy('phien_ban_id', 'desc').executeTakeFirstOrThrow()
  ).phien_ban_id;
  async function idsOf(hospitalId: number, versionId: number, admin: string): Promise<Ids> {
    const first = async <T>(p: Promise<T | undefined>, what: string): Promise<T> => {
      const v = await p;
      if (v === undefined) throw new Error(`no ${what} in hospital ${hospitalId}`);
      return v;
    };
    const question = await first(
      db.selectFrom('cau_hoi').select(['cauhoi_id', 'phancauhoi_id']).where('phien_ban_id', '=', versionId).orderBy('cauhoi_id').executeTakeFirst(),
      'question',
    );
    return {
      hospital: hospitalId,
      department: (
        await first(db.selectFrom('phong_ban').select('phong_ban_id as id').where('hospital_id', '=', hospitalId).orderBy('phong_ban_id').executeTakeFirst(), 'department')
      ).id,
      jobTitle: (await first(db.selectFrom('chuc_danh').select('chuc_danh_id as id').where('hospital_id', '=', hospitalId).orderBy('chuc_danh_id').executeTakeFirst(), 'job title'))
        .id,
      position: (await first(db.selectFrom('chuc_vu').select('chuc_vu_id as id').where('hospital_id', '=', hospitalId).orderBy('chuc_vu_id').executeTakeFirst(), 'position')).id,
      staff: (
        await first(db.selectFrom('nhan_vien').select('nhan_vien_id as id').where('hospital_id', '=', hospitalId).orderBy('nhan_vien_id', 'desc').executeTakeFirst(), 'staff')
      ).id,
      account: (await first(db.selectFrom('tai_khoan').select('tai_khoan_id as id').where('ten_tai_khoan', '=', admin).executeTakeFirst(), 'account')).id,
      version: versionId,
      part: question.phancauhoi_id,
      question: question.cauhoi_id,
      answer: (await first(db.selectFrom('dap_an').select('dapan_id as id').where('cauhoi_id', '=', question.cauhoi_id).orderBy('dapan_id').executeTakeFirst(), 'answer')).id,
      composite: (
        await first(db.selectFrom('composite').select('composite_id as id').where('phien_ban_id', '=', versionId).orderBy('composite_id').executeTakeFirst(), 'composite')
      ).id,
      upload: (await first(db.selectFrom('upload').select('upload_id as id').where('hospital_id', '=', hospitalId).orderBy('upload_id').executeTakeFirst(), 'upload')).id,
      staffSurvey: (
        await first(
          db
            .selectFrom('nhan_vien_khao_sat')
            .select('nhan_vien_khao_sat_id as id')
            .where('phien_ban_id', '=', versionId)
            .orderBy('nhan_vien_khao_sat_id', 'desc')
            .executeTakeFirst(),
          'staff record',
        )
      ).id,
      accountDept: await departmentLink(hospitalId),
      feedbackReport: await feedbackReport(hospitalId, versionId, admin),
      debriefPack: await debriefPack(hospitalId, versionId, admin),
      scheduledAction: await scheduledAction(versionId),
      actionPlan: await actionPlanOf(hospitalId, versionId),
    };
  }
  const first = async (q: string) => ((await sql.raw<{ id: number }>(q).execute(db)).rows[0]?.id ?? 1) as number;
  const globals: Record<GlobalEntity, number | string> = {
    project: await first('SELECT du_an_id AS id FROM du_an ORDER BY du_an_id LIMIT 1'),
    group: await first(`SELECT phan_quyen_id AS id FROM phan_quyen WHERE ma_phan_quyen = 'HOSPITAL_ADMIN'`),
    menu: await first('SELECT menu_id AS id FROM menu ORDER BY menu_id DESC LIMIT 1'),
    function: await first('SELECT chuc_nang_id AS id FROM chuc_nang ORDER BY chuc_nang_id DESC LIMIT 1'),
    ahrqDepartment: await first('SELECT id FROM phong_ban_ahrq ORDER BY id DESC LIMIT 1'),
    ahrqJobTitle: await first('SELECT id FROM chuc_danh_ahrq ORDER BY id DESC LIMIT 1'),
    adminUnit: '01',
    param: await first('SELECT id FROM tham_so_he_thong ORDER BY id LIMIT 1'),
    benchmark: await first('SELECT benchmark_id AS id FROM benchmark ORDER BY benchmark_id LIMIT 1'),
    // A seeded report (product-wide definitions; hospital administrators hold every right on it), one of its columns and a group's right on it.
    report: await first(`SELECT report_id AS id FROM report WHERE ma_report = 'TL_PHAN_HOI_KHOA'`),
    reportDetail: await first(
      `SELECT d.report_detail_id AS id FROM report_detail d JOIN report r USING (report_id) WHERE r.ma_report = 'TL_PHAN_HOI_KHOA' ORDER BY 1 DESC LIMIT 1`,
    ),
    reportPermission: await first('SELECT phan_quyen_report_id AS id FROM phan_quyen_report ORDER BY 1 LIMIT 1'),
    // The demo province's group (a product-wide row: system administrators write groups).
    hospitalGroup: await first('SELECT nhom_id AS id FROM nhom_benh_vien ORDER BY 1 LIMIT 1'),
    benchmarkContributor: await first('SELECT contributor_id AS id FROM benchmark_contributor ORDER BY 1 LIMIT 1'),
  };

  // Titles of a hospital's own versions that no other version shares (templates are read by everyone).
  const titles = async (hospitalId: number) => {
    const rows = await db.selectFrom('phien_ban_khao_sat').select(['hospital_id', 'tieu_de_khao_sat']).execute();
    const elsewhere = new Set(rows.filter((r) => r.hospital_id !== hospitalId).map((r) => r.tieu_de_khao_sat));
    return [...new Set(rows.filter((r) => r.hospital_id === hospitalId && r.tieu_de_khao_sat && !elsewhere.has(r.tieu_de_khao_sat)).map((r) => r.tieu_de_khao_sat))];
  };
  const markersOf = async (h: typeof A, ids: Ids): Promise<(string | RegExp)[]> => [
    h.name,
    `@${h.ma_benh_vien.toLowerCase()}.example.vn`,
    ...(await titles(h.hospital_id)),
    // The rows picked for the hospital, by their id field in any answer.
    ...Object.entries(ID_FIELDS).flatMap(([entity, fields]) => fields.map((f) => new RegExp(`"${f}":${ids[entity as ScopedEntity]}[,}\\]]`))),
  ];
  const ids = { A: await idsOf(A.hospital_id, versionA, 'bvadmin'), B: await idsOf(B.hospital_id, versionB, 'bv2admin') };

  const functions = {} as Record<Role, ReadonlySet<string>>;
  functions.anonymous = new Set();
  for (const u of ACCOUNTS) functions[u] = new Set(body<{ chuc_nang: string[] }>(await t.as(tokens[u]!, { method: 'GET', url: '/auth/v1/tai-khoan/me' })).data.chuc_nang);
  functions.voterB = new Set([FN.surveyVote]);

  return {
    t,
    engine: testDatabaseUrl() ? 'PostgreSQL' : 'PGlite',
    hospitals: { A: A.hospital_id, B: B.hospital_id },
    ids,
    globals,
    markers: { A: await markersOf(A, ids.A), B: await markersOf(B, ids.B) },
    functions,
    tokens,
    calls: 0,
    statuses: {},
  };
}

/** One request as a role (counted). */
export async function send(w: World, role: Role, o: InjectOptions): Promise<LightMyRequestResponse> {
  w.calls++;
  const token = w.tokens[role];
  const res = await (role === 'anonymous' || !token ? w.t.app.inject(o) : w.t.as(token, o));
  w.statuses[res.statusCode] = (w.statuses[res.statusCode] ?? 0) + 1;
  return res;
}

/** Runs `tasks` with at most `limit` at a time, keeping their order in the result. */
export async function pool<T>(tasks: (() => Promise<T>)[], limit = 4): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      out[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return out;
}

/** Whether the server registered a route for the endpoint (rows without one are listed by the spec, built later). */
export const isBuilt = (w: World, e: EndpointConfig) => w.t.app.hasRoute({ method: e.method, url: toFastifyPath(e.path) });

/** Every row of the endpoint table, as the suite iterates it. */
export const ENDPOINTS = endpointList;

/**
 * What the generator cannot send, and how those endpoints are still covered (nothing is skipped
 * from the access matrix):
 * - multipart uploads (no body schema; a generated file would be meaningless): the matrix calls them
 *   without a file, with the other hospital in the query (the access hook refuses before the file is
 *   read), and their parameters get the bad-parameter cases; file contents are tested in
 *   test/modules/catalogues/staff-import.
 * - file downloads (`file: true`) are called like any other endpoint; only their success is not an envelope.
 * - rows of the table without a route yet (listed by the spec, built later) must answer 404 to everyone;
 *   once built, they get every case of the suite.
 */
export const NOT_GENERATED: Record<string, string> = {
  'POST /auth/v1/nhan-vien/import': 'multipart upload (xlsx)',
  'POST /auth/v1/nhan-vien/import/errors': 'multipart upload (xlsx)',
  // File contents, size and cut-off uploads: test/modules/system/uploads.test.ts.
  'POST /votesafety/v1/upload-data/upload-file-manager': 'multipart upload (one file)',
  'POST /votesafety/v1/upload-data/files': 'multipart upload (several files)',
  // An action with nothing to send: fetch the collector's publication (test/modules/catalogues/federated).
  'POST /votesafety/v1/diem-chuan-lien-ket/lay-ve': 'no body (an action)',
};

/** An id no row has (the largest the schemas accept). */
export const MISSING_ID = 2_147_483_647;

/** The id of an entity on `side` (global rows for product-wide entities); `missing`: an id no row has. */
function idOf(w: World, entity: Entity, side: Side, missing: boolean): number | string {
  if (!isScoped(entity)) return w.globals[entity];
  return missing ? MISSING_ID : w.ids[side][entity];
}

/**
 * Values a generated sample cannot guess, by call and field: a field whose valid values depend
 * on another (a system parameter's value is checked against its code's type and range).
 */
const SAMPLE_VALUES_IN: Record<string, Record<string, unknown>> = {
  'POST /auth/v1/tham-so-he-thong': { ma_tham_so: PARAM.minGroupSize, gia_tri: '5' },
  'PUT /auth/v1/tham-so-he-thong/{id}': { ma_tham_so: PARAM.minGroupSize, gia_tri: '5' },
  // A file's content is sniffed: a real PNG, named as one.
  'POST /votesafety/v1/upload-data': { ten_tep: 'anh.png', noi_dung: SAMPLE_PNG },
  'PUT /votesafety/v1/upload-data': { ten_tep: 'anh.png' },
  // A benchmark set's values name codes of its instrument.
  'POST /votesafety/v1/diem-chuan': { instrument_code: 'HSOPSC1', gia_tri: [], loai: 'study', nam: 2015 },
  'PUT /votesafety/v1/diem-chuan/{id}': { instrument_code: 'HSOPSC1', gia_tri: [], loai: 'study', nam: 2015 },
  'GET /votesafety/v1/diem-chuan': { instrument_code: 'HSOPSC1' },
  // A reminder's day is a date alone; its hour HH:mm.
  'POST /votesafety/v1/lich-tu-dong/nhac': { ngay: '2030-06-01', gio: '08:00' },
  // A mail body must hold the personal link's placeholder.
  'PUT /votesafety/v1/email/noi-dung-thu': { noi_dung: 'Kính gửi {{ten_nhan_vien}}: {{lien_ket}}' },
  'POST /votesafety/v1/email/noi-dung-thu/xem-truoc': { noi_dung: 'Kính gửi {{ten_nhan_vien}}: {{lien_ket}}' },
  'POST /votesafety/v1/email/noi-dung-thu/gui-thu': { noi_dung: 'Kính gửi {{ten_nhan_vien}}: {{lien_ket}}' },
  // A hospital group is a province or a list, not both.
  'POST /votesafety/v1/nhom-benh-vien': { ma_tinh: '01', hospital_ids: [] },
  'PUT /votesafety/v1/nhom-benh-vien/{id}': { ma_tinh: '01', hospital_ids: [] },
  // A comment's key is an HMAC (22 base64url characters).
  'PUT /votesafety/v1/dash-board/y-kien/gan-nhan': { key: 'AAAAAAAAAAAAAAAAAAAAAA' },
  // A release's files carry their SHA-384 (of the bytes 'x').
  'POST /votesafety/v1/phat-hanh-phan-he': {
    version: '1.0.0-sweep',
    shell_range: '>=1',
    commit: 'abc1234',
    files: [{ path: 'remoteEntry.js', content_base64: 'eA==', sha384: 'sha384-11LCxR+6DimqGQVwqdQlPkQHegWNMpf6OlYw1b0BJiL5fCisrtMTtcg7uZDKp9qF' }],
  },
};

/** The override of a sample: every id field gets the row of `side`. */
export function idsFor(w: World, e: EndpointConfig, side: Side, missing = false): Override {
  return (key) => {
    if (!key) return undefined;
    const fixed = SAMPLE_VALUES_IN[endpointKey(e)];
    if (fixed && key in fixed) return fixed[key];
    const entity = entityOfKey(e, key);
    return entity ? idOf(w, entity, side, missing) : undefined;
  };
}

export interface Request {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  /** Fields that could not be made valid (the call may stop at validation). */
  invalid: string[];
  /** The request names a row of a hospital (so the scope rule applies). */
  scoped: boolean;
}

/** A valid request of an endpoint about `side`'s rows (`missing`: about rows that do not exist). */
export function requestFor(w: World, e: EndpointConfig, side: Side, missing = false): Request {
  const override = idsFor(w, e, side, missing);
  const invalid: string[] = [];
  let scoped = false;
  const part = (schema: z.ZodType | undefined, name: string, paramOverride?: Override) => {
    if (!schema) return undefined;
    const r = validSample(schema, paramOverride ?? override);
    if (!r.valid) invalid.push(name);
    return r.value;
  };
  const params = (part(e.params, 'params', (key) => {
    const entity = entityOfPathParam(e, key);
    return entity ? idOf(w, entity, side, missing) : undefined;
  }) ?? {}) as Record<string, unknown>;
  const query = (part(e.query, 'query') ?? {}) as Record<string, unknown>;
  const bodyValue = part(e.body, 'body');
  for (const p of Object.keys(params)) if (isScopedEntity(entityOfPathParam(e, p))) scoped = true;
  const scan = (v: unknown, key = ''): void => {
    if (Array.isArray(v)) v.forEach((x) => scan(x, key));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) scan(x, k);
    else if (key && isScopedEntity(entityOfKey(e, key))) scoped = true;
  };
  scan(query);
  scan(bodyValue);
  return { params, query, body: bodyValue, invalid, scoped };
}
const isScopedEntity = (x: Entity | undefined) => x !== undefined && isScoped(x);

/** The URL of a request: path parameters filled, query appended (values as given, encoded). */
export function urlOf(e: EndpointConfig, params: Record<string, unknown>, query: Record<string, unknown>, raw: Record<string, string> = {}): string {
  const path = e.path.replace(/\{(\w+)\}/g, (_, k: string) => (k in raw ? raw[k]! : encodeURIComponent(String(params[k]))));
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x] as const) : [[k, v] as const]))
    .map(([k, v]) => (k in raw ? `${k}=${raw[k]}` : `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`));
  for (const [k, v] of Object.entries(raw)) if (!(k in query) && !e.path.includes(`{${k}}`)) parts.push(`${k}=${v}`);
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

export function injectOf(e: EndpointConfig, r: Pick<Request, 'params' | 'query' | 'body'>): InjectOptions {
  return { method: e.method, url: urlOf(e, r.params, r.query), ...(r.body !== undefined ? { payload: r.body as object } : {}) };
}

/** The function a signed-in caller needs (`'voter'` is the vote function); null = any signed-in caller. */
export const requiredFunction = (e: EndpointConfig): string | null => (e.fn === 'voter' ? FN.surveyVote : e.fn === 'public' ? null : e.fn);
export { acceptsVoterSession };

// ---------------------------------------------------------------------------------------------
// Stored changes: a cheap fingerprint of every table (row count and newest row version).

/**
 * Tables a refused request may legitimately write: the audit log (refused administrative
 * attempts are recorded), sign-in bookkeeping, and the migration table. Tables added later that
 * hold sessions, sign-in attempts or request metrics are left out by name. `vote_hold` is
 * rewritten in the background after every accepted vote (docs/privacy.md "Shuffle"); a vote
 * also writes the staff record and the submit key, which stay watched.
 */
const UNWATCHED = new Set(['audit_log', 'login_attempt', 'refresh_token', 'schema_migrations', 'server_secret', 'vote_hold']);
const UNWATCHED_PATTERN = /session|login|throttle|metric|request_log/;

let fingerprintSql: string | null = null;
export type Fingerprint = Record<string, string>;

/**
 * Row count and the newest `xmin` (the transaction that last inserted or updated a row) of every
 * watched table: any insert, update or delete that commits changes it; a rolled-back one does not.
 * The scan is skipped while no transaction has completed with a transaction id since the last one
 * (the snapshot's xmax has not moved): without an id, nothing was written. On a PostgreSQL server
 * other databases move it too; then the scan simply runs.
 */
export async function fingerprint(w: World): Promise<Fingerprint> {
  const db = w.t.database.db;
  const xmax = (await sql<{ x: string }>`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x`.execute(db)).rows[0]!.x;
  if (w.lastFingerprint?.xmax === xmax) return w.lastFingerprint.fingerprint;
  const fp = await scanTables(w);
  w.lastFingerprint = { xmax, fingerprint: fp };
  return fp;
}

async function scanTables(w: World): Promise<Fingerprint> {
  const db = w.t.database.db;
  if (!fingerprintSql) {
    const tables = (
      await sql<{ t: string }>`SELECT table_name AS t FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`.execute(db)
    ).rows
      .map((r) => r.t)
      .filter((name) => !UNWATCHED.has(name) && !UNWATCHED_PATTERN.test(name));
    fingerprintSql = tables.map((name) => `SELECT '${name}' AS t, count(*)::text || '/' || coalesce(max(xmin::text::bigint), 0)::text AS f FROM "${name}"`).join(' UNION ALL ');
  }
  const rows = (await sql.raw<{ t: string; f: string }>(fingerprintSql).execute(db)).rows;
  return Object.fromEntries(rows.map((r) => [r.t, r.f]));
}

/** The tables whose fingerprint changed. */
export function changed(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys(after).filter((k) => before[k] !== after[k]);
}

// ---------------------------------------------------------------------------------------------
// What every answer must look like.

const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;
/** Traces of internals an error answer must never carry. */
const INTERNALS =
  /\bat \S+ \(|node_modules|\/work\/|\/srv\/|\.(ts|js|mjs|cjs):\d|\b(select|insert|update|delete)\b[^"]{0,80}\b(from|into|set|where)\b|\b[A-Z][a-zA-Z]*Error\b|Error:|"stack"|pglite|postgres|kysely|\bzod\b|fastify|FST_|ERR_[A-Z_]+|SQLSTATE|syntax error|relation "|column "|invalid input syntax|violates|\bnull value\b/i;

export interface Answer {
  status: number;
  problems: string[];
}

/**
 * The rules of every answer: never a 5xx; an error is the JSON envelope with the HTTP status as
 * `code`, a Vietnamese message and no internals; no answer names the other hospital's rows.
 */
export function inspect(res: LightMyRequestResponse, o: { forbidMarkers?: (string | RegExp)[]; file?: boolean } = {}): Answer {
  const problems: string[] = [];
  const status = res.statusCode;
  if (status >= 500) problems.push(`answered ${status}: ${res.body.slice(0, 200)}`);
  const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
  if (status >= 400 || !o.file) {
    if (!isJson) problems.push(`answered ${status} with ${String(res.headers['content-type'])}, not the JSON envelope`);
    else {
      let env: { code?: unknown; message?: unknown } | null = null;
      try {
        env = JSON.parse(res.body) as { code?: unknown; message?: unknown };
      } catch {
        problems.push(`answered ${status} with a body that is not JSON`);
      }
      if (env) {
        if (status >= 400) {
          if (env.code !== status) problems.push(`envelope code ${String(env.code)} ≠ HTTP ${status}`);
          if (typeof env.message !== 'string' || !VIETNAMESE.test(env.message)) problems.push(`message not Vietnamese: ${JSON.stringify(env.message)}`);
          const leak = INTERNALS.exec(res.body);
          if (leak) problems.push(`error answer shows internals (${leak[0]}): ${res.body.slice(0, 200)}`);
        } else if (env.code !== 200) problems.push(`success envelope code ${String(env.code)}`);
      }
    }
  }
  for (const m of o.forbidMarkers ?? []) {
    const hit = typeof m === 'string' ? res.body.includes(m) : m.test(res.body);
    if (hit) problems.push(`answer (${status}) carries the other hospital's data: ${String(m)}`);
  }
  return { status, problems };
}

/** An answer's body without what differs between two identical calls (the request id). */
export const comparable = (res: LightMyRequestResponse) => res.body.replace(/"request_id":"[^"]*",?/g, '');

/** Prints the number of calls of a file, for the jest output and the CI log. */
export function report(w: World, file: string, startedAt: number, extra = ''): void {
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  const statuses = Object.entries(w.statuses)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  console.log(`security suite, ${file} on ${w.engine}: ${w.calls} calls in ${seconds} s (${statuses})${extra ? `; ${extra}` : ''}`);
}
